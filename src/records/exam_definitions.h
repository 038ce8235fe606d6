#pragma once
// The exam definitions a school approves. A sealed result names the definition it was sat on by the
// SHA-256 of its file (exam_attempt.h), but the file came from the station's library, which a trainee
// may edit (one part, a pass mark of 0). So the school keeps its own list where stations cannot
// change it, beside its keys file: a school exams file, one approved definition per line, the
// SHA-256 of its file, its id and its title (`spanish21-cli exams` writes it from a library the school
// trusts). Given that file, verify names every result sat on a definition the school did not approve.

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace s21::records {

struct ApprovedExam {
    QString sha256; // of the definition's file, lower-case hex
    QString id;     // the exam's id (its file's name without .yaml)
    QString title;
};

// The SHA-256 of an exam definition's file, lower-case hex: how a sealed result and the school's file
// name it.
QString examSha256(const QByteArray& file);
// Its first 64 bits for a person to read and compare, as the start window and the certificate show
// it: "3F2A-91BC-0D4E-77A1".
QString examFingerprint(const QString& sha256);

// The definitions in a school exams file: lines "SHA256 ID TITLE"; blank lines and lines starting with
// '#' are skipped. Nothing, with `error` set to "line N: ...", when a line is not one.
std::optional<std::vector<ApprovedExam>> readApprovedExams(const QByteArray& text, QString* error);
// `exams` as a school exams file, with a comment line naming where they were read (`source`).
QByteArray approvedExamsText(const std::vector<ApprovedExam>& exams, const QString& source);

// Nothing when the school approved the definition `sha256` for exam `id`; otherwise one sentence
// saying what it did approve for that id, if anything.
std::optional<QString> unapprovedExam(const QString& id, const QString& sha256,
                                      const std::vector<ApprovedExam>& approved);

} // namespace s21::records

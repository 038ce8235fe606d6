#pragma once
// Verifying sealed exam results against the school's public keys: a station's whole chain in a
// records file, one attempt in it, or an exported result file. Each finding names the result and
// what is wrong with it, so that an altered, removed, reordered, re-attributed or re-dated result is
// named, and so is a stored copy of an exam round that no longer matches what was sealed.
//
// The keys to trust come from the school (a keys file the supervisors' keys were exported to:
// publicKeysText()), not from the file being checked: a trainee who can write the records file can
// add a supervisor of their own, whose seals are then reported as signed by an unknown key.

#include "exam_definitions.h"
#include "exam_records.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace s21::records {

struct ExamFinding {
    enum class Kind : std::uint8_t {
        Altered,        // the signature does not cover the result as stored: changed after sealing
        UnknownKey,     // signed by a key that is not among the school's
        Broken,         // a result before it was removed, or results were inserted or reordered
        Unreadable,     // the signed record is not an exam attempt this trainer can read
        Misfiled,       // the row files the result under another attempt than the one sealed
        CopyChanged,    // the stored copy of one of its rounds differs from the sealed round
        CopyMissing,    // the stored copy of one of its rounds is gone (or its trainee was deleted)
        Unfinished,     // an exam started on the station and never sealed (ExamRecords::sittings)
        UnapprovedExam, // sat on an exam definition the school's exams file does not approve
    };
    Kind kind;
    qint64 sequence = 0; // the result's number on the station, as stored
    QString attempt;     // its uuid as the row files it, or as the file holds it
    QString text;        // one sentence for the supervisor
};
QString findingKindName(ExamFinding::Kind kind); // "altered", "unknown-key", ...

struct NamedPublicKey {
    QByteArray key; // 32 bytes
    QString name;   // the supervisor's, as the file gives it (may be empty)
};
// The keys in a keys file with their supervisors' names: one key per line, base64, optionally followed
// by a space and the supervisor's name; blank lines and lines starting with '#' are skipped. Nothing,
// with `error` set to "line N: ...", when a line is not a key.
std::optional<std::vector<NamedPublicKey>> readNamedPublicKeys(const QByteArray& text, QString* error);
// The same keys without their names.
std::optional<std::vector<QByteArray>> readPublicKeys(const QByteArray& text, QString* error);
// The supervisors' keys as a keys file, with a comment line naming the station.
QByteArray publicKeysText(const std::vector<Supervisor>& supervisors, const QString& station);

// Every finding about the station's results in `records` (empty: all intact), in the order stored,
// after one for each exam started on the station and not finished (Unfinished, sequence 0).
// With `attempt`, only those about that attempt (its seal and its place after the one before).
// With `approvedExams` (the school's exams file, exam_definitions.h), every intact result sat on a
// definition it does not approve is named too (UnapprovedExam).
// Throws RecordsError when the file cannot be read.
std::vector<ExamFinding> verifyStation(RecordsDatabase& records, const std::vector<QByteArray>& schoolKeys,
                                       const QString& attempt = {},
                                       const std::optional<std::vector<ApprovedExam>>& approvedExams = std::nullopt);

// An exported result (certification::Seal::toJson()): its signature, its key, that it is an exam
// attempt and, with `approvedExams`, that the school approved its definition. `summary` receives what
// it says when it is readable.
std::vector<ExamFinding> verifyResultFile(const QByteArray& file, const std::vector<QByteArray>& schoolKeys,
                                          std::optional<AttemptSummary>* summary = nullptr,
                                          const std::optional<std::vector<ApprovedExam>>& approvedExams = std::nullopt);

} // namespace s21::records

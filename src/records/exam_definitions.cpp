#include "exam_definitions.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QStringList>

namespace s21::records {

QString examSha256(const QByteArray& file)
{
    return QString::fromLatin1(QCryptographicHash::hash(file, QCryptographicHash::Sha256).toHex());
}

QString examFingerprint(const QString& sha256)
{
    QStringList groups;
    for (int at = 0; at < 16 && at < sha256.size(); at += 4)
        groups << sha256.mid(at, 4).toUpper();
    return groups.join(QLatin1Char('-'));
}

std::optional<std::vector<ApprovedExam>> readApprovedExams(const QByteArray& text, QString* error)
{
    static const QRegularExpression kLine(QStringLiteral("^([0-9a-fA-F]{64})\\s+(\\S+)(?:\\s+(.*))?$"));
    std::vector<ApprovedExam> exams;
    int number = 0;
    for (const QByteArray& raw : text.split('\n')) {
        ++number;
        const QString line = QString::fromUtf8(raw).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QRegularExpressionMatch match = kLine.match(line);
        if (!match.hasMatch()) {
            if (error)
                *error = QStringLiteral("line %1: not an exam definition (its SHA-256 in hex, its id, its title)")
                             .arg(number);
            return std::nullopt;
        }
        exams.push_back({match.captured(1).toLower(), match.captured(2), match.captured(3)});
    }
    return exams;
}

QByteArray approvedExamsText(const std::vector<ApprovedExam>& exams, const QString& source)
{
    QByteArray text = "# The exam definitions of " + source.toUtf8() + " (spanish21-cli verify --exams)\n";
    for (const ApprovedExam& exam : exams)
        text += exam.sha256.toLatin1() + ' ' + exam.id.toUtf8() + ' ' + exam.title.toUtf8() + '\n';
    return text;
}

std::optional<QString> unapprovedExam(const QString& id, const QString& sha256,
                                      const std::vector<ApprovedExam>& approved)
{
    QStringList approvedForId;
    for (const ApprovedExam& exam : approved) {
        if (exam.id != id)
            continue;
        if (exam.sha256 == sha256.toLower())
            return std::nullopt;
        approvedForId << examFingerprint(exam.sha256);
    }
    if (approvedForId.isEmpty())
        return QStringLiteral("it was sat on exam '%1' (definition %2), which the school's exams file does not list")
            .arg(id, examFingerprint(sha256));
    return QStringLiteral("it was sat on a definition of exam '%1' the school did not approve (%2; the school's: %3): "
                          "the exam's file was changed")
        .arg(id, examFingerprint(sha256), approvedForId.join(QStringLiteral(", ")));
}

} // namespace s21::records

#include "exam_verification.h"

#include "records_export.h"

#include <QJsonArray>

namespace s21::records {

namespace {

using Kind = ExamFinding::Kind;

Kind kindOf(certification::Finding::Kind kind)
{
    switch (kind) {
    case certification::Finding::Kind::Altered: return Kind::Altered;
    case certification::Finding::Kind::UnknownKey: return Kind::UnknownKey;
    case certification::Finding::Kind::Broken: break;
    }
    return Kind::Broken;
}

QString resultName(qint64 sequence, const QString& attempt)
{
    return QStringLiteral("Result %1 (attempt %2)").arg(sequence).arg(attempt);
}

// What differs between a sealed round and its stored copy, in words: "points", "mistakes"...
QStringList differences(const QJsonObject& sealed, const QJsonObject& copy)
{
    QStringList fields;
    for (auto key = sealed.begin(); key != sealed.end(); ++key)
        if (copy.value(key.key()) != key.value())
            fields << key.key();
    for (auto key = copy.begin(); key != copy.end(); ++key)
        if (!sealed.contains(key.key()))
            fields << key.key();
    return fields;
}

// The findings about a readable record's contents: filed under its own attempt, and its rounds'
// stored copies the same as sealed.
void checkContents(const RecordsDatabase& records, const StoredSeal& stored, const AttemptSummary& summary,
                   std::vector<ExamFinding>& findings)
{
    const QString name = resultName(stored.seal.sequence, stored.attempt);
    if (summary.uuid != stored.attempt)
        findings.push_back({Kind::Misfiled, stored.seal.sequence, stored.attempt,
                            name + QStringLiteral(" holds the sealed result of attempt %1 (of %2): the rows were "
                                                  "swapped or re-filed")
                                       .arg(summary.uuid, summary.traineeName)});
    int number = 0;
    for (QJsonObject sealed : summary.rounds) {
        ++number;
        // A round sealed before revisions were kept was judged under the rules' first revision.
        if (!sealed.contains(QStringLiteral("rules_revision")))
            sealed.insert(QStringLiteral("rules_revision"), 1);
        const QString uuid = sealed.value(QStringLiteral("uuid")).toString();
        const auto copy = records.loadRound(uuid);
        if (copy && copy->traineeId != summary.traineeId) {
            findings.push_back({Kind::CopyChanged, stored.seal.sequence, stored.attempt,
                                name + QStringLiteral(": the stored copy of its round %1 was moved to another trainee; "
                                                      "the sealed round stands")
                                           .arg(number)});
            continue;
        }
        if (!copy) {
            findings.push_back({Kind::CopyMissing, stored.seal.sequence, stored.attempt,
                                name + QStringLiteral(": the stored copy of its round %1 is gone (deleted, or its "
                                                      "trainee's records were deleted); the sealed round stands")
                                           .arg(number)});
            continue;
        }
        const QStringList changed = differences(sealed, roundJson(*copy));
        if (!changed.isEmpty())
            findings.push_back({Kind::CopyChanged, stored.seal.sequence, stored.attempt,
                                name + QStringLiteral(": the stored copy of its round %1 differs from the sealed round "
                                                      "(%2); the sealed round stands")
                                           .arg(number)
                                           .arg(changed.join(QStringLiteral(", ")))});
    }
}

// The finding about the definition a readable, intact result was sat on, when the school's exams
// file is given and does not approve it.
void checkDefinition(const AttemptSummary& summary, qint64 sequence, const QString& attempt,
                     const std::optional<std::vector<ApprovedExam>>& approvedExams, std::vector<ExamFinding>& findings)
{
    if (!approvedExams)
        return;
    if (const auto why = unapprovedExam(summary.examId, summary.examSha256, *approvedExams))
        findings.push_back(
            {Kind::UnapprovedExam, sequence, attempt, resultName(sequence, attempt) + QStringLiteral(": ") + *why});
}

} // namespace

QString findingKindName(ExamFinding::Kind kind)
{
    switch (kind) {
    case Kind::Altered: return QStringLiteral("altered");
    case Kind::UnknownKey: return QStringLiteral("unknown-key");
    case Kind::Broken: return QStringLiteral("broken-chain");
    case Kind::Unreadable: return QStringLiteral("unreadable");
    case Kind::Misfiled: return QStringLiteral("misfiled");
    case Kind::CopyChanged: return QStringLiteral("copy-changed");
    case Kind::CopyMissing: return QStringLiteral("copy-missing");
    case Kind::Unfinished: return QStringLiteral("unfinished");
    case Kind::UnapprovedExam: break;
    }
    return QStringLiteral("unapproved-exam");
}

std::optional<std::vector<NamedPublicKey>> readNamedPublicKeys(const QByteArray& text, QString* error)
{
    std::vector<NamedPublicKey> keys;
    int number = 0;
    for (const QByteArray& raw : text.split('\n')) {
        ++number;
        const QByteArray line = raw.trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const qsizetype space = line.indexOf(' ');
        const QByteArray field = line.left(space < 0 ? line.size() : space);
        const auto decoded = QByteArray::fromBase64Encoding(field, QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || decoded.decoded.size() != 32) {
            if (error)
                *error = QStringLiteral("line %1: not a public key (32 bytes in base64)").arg(number);
            return std::nullopt;
        }
        keys.push_back({decoded.decoded, space < 0 ? QString() : QString::fromUtf8(line.mid(space + 1)).trimmed()});
    }
    return keys;
}

std::optional<std::vector<QByteArray>> readPublicKeys(const QByteArray& text, QString* error)
{
    const auto named = readNamedPublicKeys(text, error);
    if (!named)
        return std::nullopt;
    std::vector<QByteArray> keys;
    for (const NamedPublicKey& key : *named)
        keys.push_back(key.key);
    return keys;
}

QByteArray publicKeysText(const std::vector<Supervisor>& supervisors, const QString& station)
{
    QByteArray text =
        "# The supervisors' public keys of station " + station.toUtf8() + " (spanish21-cli verify --keys)\n";
    for (const Supervisor& supervisor : supervisors)
        text += supervisor.key.publicKey.toBase64() + ' ' + supervisor.name.toUtf8() + '\n';
    return text;
}

std::vector<ExamFinding> verifyStation(RecordsDatabase& records, const std::vector<QByteArray>& schoolKeys,
                                       const QString& attempt,
                                       const std::optional<std::vector<ApprovedExam>>& approvedExams)
{
    const std::vector<StoredSeal> stored = ExamRecords(records).seals();
    std::vector<certification::Seal> seals;
    for (const StoredSeal& s : stored)
        seals.push_back(s.seal);
    std::vector<ExamFinding> findings;
    for (const certification::Finding& finding : certification::verifyChain(seals, schoolKeys, true)) {
        const StoredSeal& s = stored[finding.index];
        findings.push_back({kindOf(finding.kind), s.seal.sequence, s.attempt,
                            resultName(s.seal.sequence, s.attempt) + QStringLiteral(": ") + finding.text});
    }
    for (const StoredSeal& s : stored) {
        const bool altered = std::ranges::any_of(
            findings, [&](const ExamFinding& f) { return f.kind == Kind::Altered && f.sequence == s.seal.sequence; });
        if (altered)
            continue; // what it says now is nobody's: nothing to compare with its copies
        QString error;
        if (const auto summary = readAttemptRecord(s.seal.record, &error)) {
            checkContents(records, s, *summary, findings);
            checkDefinition(*summary, s.seal.sequence, s.attempt, approvedExams, findings);
        } else
            findings.push_back({Kind::Unreadable, s.seal.sequence, s.attempt,
                                resultName(s.seal.sequence, s.attempt) +
                                    QStringLiteral(" cannot be read as an exam attempt: ") + error});
    }
    for (const ExamSittingRow& sitting : ExamRecords(records).sittings()) {
        const std::optional<AttemptHeader> opened = signedOpeningHeader(sitting.opening);
        const QString whose = opened ? QStringLiteral("%1 sitting %2 under %3")
                                           .arg(opened->traineeName, opened->examId, opened->supervisorName)
                              : sitting.opening ? QStringLiteral("its opening not signed by the supervisor it names")
                                                : QStringLiteral("no signed opening");
        findings.push_back({Kind::Unfinished, 0, sitting.attempt,
                            QStringLiteral("Exam attempt %1 (%2), started %3, was started and not finished: "
                                           "its supervisor resumes or voids it at the station.")
                                .arg(sitting.attempt, whose, sitting.startedAt.toString(Qt::ISODate))});
    }
    std::ranges::stable_sort(findings, {}, &ExamFinding::sequence);
    if (!attempt.isEmpty())
        std::erase_if(findings, [&](const ExamFinding& f) { return f.attempt != attempt; });
    return findings;
}

std::vector<ExamFinding> verifyResultFile(const QByteArray& file, const std::vector<QByteArray>& schoolKeys,
                                          std::optional<AttemptSummary>* summary,
                                          const std::optional<std::vector<ApprovedExam>>& approvedExams)
{
    certification::Seal seal;
    try {
        seal = certification::Seal::fromJson(file);
    } catch (const certification::CryptoError& error) {
        return {{Kind::Unreadable, 0, QString(),
                 QStringLiteral("The file is not a sealed exam result: %1.").arg(QString::fromUtf8(error.what()))}};
    }
    QString error;
    const auto read = readAttemptRecord(seal.record, &error);
    const QString attempt = read ? read->uuid : QString();
    std::vector<ExamFinding> findings;
    for (const certification::Finding& finding : certification::verifyChain({seal}, schoolKeys, false))
        findings.push_back({kindOf(finding.kind), seal.sequence, attempt,
                            resultName(seal.sequence, attempt) + QStringLiteral(": ") + finding.text});
    if (!read)
        findings.push_back({Kind::Unreadable, seal.sequence, attempt,
                            QStringLiteral("The sealed record cannot be read as an exam attempt: ") + error});
    else if (std::ranges::none_of(findings, [](const ExamFinding& f) { return f.kind == Kind::Altered; }))
        checkDefinition(*read, seal.sequence, attempt, approvedExams, findings);
    if (summary)
        *summary = read;
    return findings;
}

} // namespace s21::records

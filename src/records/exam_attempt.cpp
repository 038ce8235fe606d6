#include "exam_attempt.h"

#include "exam_definitions.h"
#include "records_export.h"
#include "sql_statement.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace s21::records {

namespace {

const QString kFormat = QStringLiteral("s21-exam-attempt");
constexpr int kVersion = 1;

std::optional<AttemptResult> resultNamed(const QString& name)
{
    for (const AttemptResult result : {AttemptResult::Passed, AttemptResult::Failed, AttemptResult::Voided})
        if (attemptResultName(result) == name)
            return result;
    return std::nullopt;
}

} // namespace

QString attemptResultName(AttemptResult result)
{
    switch (result) {
    case AttemptResult::Passed: return QStringLiteral("passed");
    case AttemptResult::Voided: return QStringLiteral("voided");
    case AttemptResult::Failed: break;
    }
    return QStringLiteral("failed");
}

QJsonObject attemptHeaderJson(const AttemptHeader& header)
{
    return QJsonObject{
        {QStringLiteral("attempt"), header.uuid},
        {QStringLiteral("station"), header.station},
        {QStringLiteral("exam"),
         QJsonObject{{QStringLiteral("id"), header.examId}, {QStringLiteral("title"), header.examTitle}}},
        {QStringLiteral("trainee"),
         QJsonObject{{QStringLiteral("id"), header.traineeId}, {QStringLiteral("name"), header.traineeName}}},
        {QStringLiteral("supervisor"),
         QJsonObject{{QStringLiteral("name"), header.supervisorName},
                     {QStringLiteral("public_key"), QString::fromLatin1(header.supervisorKey.toBase64())}}},
        {QStringLiteral("started_at"), timeText(header.startedAt)}};
}

AttemptHeader readAttemptHeader(const QJsonObject& json)
{
    AttemptHeader header;
    header.uuid = json.value(QStringLiteral("attempt")).toString();
    header.station = json.value(QStringLiteral("station")).toString();
    const QJsonObject exam = json.value(QStringLiteral("exam")).toObject();
    header.examId = exam.value(QStringLiteral("id")).toString();
    header.examTitle = exam.value(QStringLiteral("title")).toString();
    const QJsonObject trainee = json.value(QStringLiteral("trainee")).toObject();
    header.traineeId = trainee.value(QStringLiteral("id")).toInteger();
    header.traineeName = trainee.value(QStringLiteral("name")).toString();
    const QJsonObject supervisor = json.value(QStringLiteral("supervisor")).toObject();
    header.supervisorName = supervisor.value(QStringLiteral("name")).toString();
    header.supervisorKey = QByteArray::fromBase64(supervisor.value(QStringLiteral("public_key")).toString().toLatin1());
    header.startedAt = timeFrom(json.value(QStringLiteral("started_at"))).toUTC();
    return header;
}

QByteArray attemptRecord(const ExamAttempt& attempt)
{
    QJsonArray parts;
    for (std::size_t p = 0; p < attempt.parts.size(); ++p) {
        QJsonArray rounds;
        for (const RoundRecord& round : attempt.parts[p])
            rounds.append(roundJson(round));
        parts.append(QJsonObject{
            {QStringLiteral("title"), p < attempt.partTitles.size() ? attempt.partTitles[p] : QString()},
            {QStringLiteral("points"), p < attempt.outcome.partPoints.size() ? attempt.outcome.partPoints[p] : 0},
            {QStringLiteral("rounds"), rounds}});
    }
    QJsonArray reasons;
    for (const std::string& reason : attempt.outcome.reasons)
        reasons.append(QString::fromStdString(reason));
    QJsonArray events;
    for (const AttemptEvent& event : attempt.events)
        events.append(QJsonObject{{QStringLiteral("at"), timeText(event.at)}, {QStringLiteral("what"), event.what}});
    QJsonObject record = attemptHeaderJson(attempt);
    QJsonObject exam = record.value(QStringLiteral("exam")).toObject();
    exam.insert(QStringLiteral("sha256"), examSha256(attempt.examFile));
    exam.insert(QStringLiteral("yaml"), QString::fromUtf8(attempt.examFile));
    record.insert(QStringLiteral("exam"), exam);
    record.insert(QStringLiteral("format"), kFormat);
    record.insert(QStringLiteral("version"), kVersion);
    record.insert(QStringLiteral("ended_at"), timeText(attempt.endedAt));
    record.insert(QStringLiteral("result"), attemptResultName(attempt.result));
    record.insert(QStringLiteral("outcome"),
                  QJsonObject{{QStringLiteral("overall_points"), attempt.outcome.overallPoints},
                              {QStringLiteral("passed"), attempt.outcome.passed},
                              {QStringLiteral("reasons"), reasons},
                              {QStringLiteral("parts"), parts}});
    record.insert(QStringLiteral("events"), events);
    return QJsonDocument(record).toJson(QJsonDocument::Compact);
}

std::optional<AttemptSummary> readAttemptRecord(const QByteArray& record, QString* error)
{
    auto refuse = [&](const QString& why) -> std::optional<AttemptSummary> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parse;
    const QJsonDocument document = QJsonDocument::fromJson(record, &parse);
    if (parse.error != QJsonParseError::NoError || !document.isObject())
        return refuse(QStringLiteral("it is not JSON (%1)").arg(parse.errorString()));
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat ||
        root.value(QStringLiteral("version")).toInt() != kVersion)
        return refuse(QStringLiteral("it is not an exam attempt of version %1").arg(kVersion));
    AttemptSummary summary;
    static_cast<AttemptHeader&>(summary) = readAttemptHeader(root);
    summary.examSha256 = root.value(QStringLiteral("exam")).toObject().value(QStringLiteral("sha256")).toString();
    summary.endedAt = timeFrom(root.value(QStringLiteral("ended_at")));
    const auto result = resultNamed(root.value(QStringLiteral("result")).toString());
    if (summary.uuid.isEmpty() || !result || !summary.startedAt.isValid())
        return refuse(QStringLiteral("its attempt, result or start is missing"));
    summary.result = *result;
    const QJsonObject outcome = root.value(QStringLiteral("outcome")).toObject();
    summary.overallPoints = outcome.value(QStringLiteral("overall_points")).toInt();
    for (const QJsonValue& reason : outcome.value(QStringLiteral("reasons")).toArray())
        summary.reasons << reason.toString();
    for (const QJsonValue& value : outcome.value(QStringLiteral("parts")).toArray()) {
        const QJsonObject part = value.toObject();
        const QJsonArray rounds = part.value(QStringLiteral("rounds")).toArray();
        summary.parts.push_back({part.value(QStringLiteral("title")).toString(),
                                 part.value(QStringLiteral("points")).toInt(), int(rounds.size())});
        for (const QJsonValue& round : rounds) {
            summary.rounds.push_back(round.toObject());
            summary.mistakes += round.toObject().value(QStringLiteral("mistakes")).toInt();
        }
    }
    for (const QJsonValue& value : root.value(QStringLiteral("events")).toArray())
        summary.events.push_back({timeFrom(value.toObject().value(QStringLiteral("at"))),
                                  value.toObject().value(QStringLiteral("what")).toString()});
    return summary;
}

} // namespace s21::records

#include "exam_attempt.h"

#include "records_export.h"
#include "sql_statement.h"

#include <QCryptographicHash>
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
    const QJsonObject record{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("attempt"), attempt.uuid},
        {QStringLiteral("station"), attempt.station},
        {QStringLiteral("exam"),
         QJsonObject{
             {QStringLiteral("id"), attempt.examId},
             {QStringLiteral("title"), attempt.examTitle},
             {QStringLiteral("sha256"),
              QString::fromLatin1(QCryptographicHash::hash(attempt.examFile, QCryptographicHash::Sha256).toHex())},
             {QStringLiteral("yaml"), QString::fromUtf8(attempt.examFile)}}},
        {QStringLiteral("trainee"),
         QJsonObject{{QStringLiteral("id"), attempt.traineeId}, {QStringLiteral("name"), attempt.traineeName}}},
        {QStringLiteral("supervisor"),
         QJsonObject{{QStringLiteral("name"), attempt.supervisorName},
                     {QStringLiteral("public_key"), QString::fromLatin1(attempt.supervisorKey.toBase64())}}},
        {QStringLiteral("started_at"), timeText(attempt.startedAt)},
        {QStringLiteral("ended_at"), timeText(attempt.endedAt)},
        {QStringLiteral("result"), attemptResultName(attempt.result)},
        {QStringLiteral("outcome"), QJsonObject{{QStringLiteral("overall_points"), attempt.outcome.overallPoints},
                                                {QStringLiteral("passed"), attempt.outcome.passed},
                                                {QStringLiteral("reasons"), reasons},
                                                {QStringLiteral("parts"), parts}}},
        {QStringLiteral("events"), events}};
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
    summary.uuid = root.value(QStringLiteral("attempt")).toString();
    summary.station = root.value(QStringLiteral("station")).toString();
    const QJsonObject exam = root.value(QStringLiteral("exam")).toObject();
    summary.examId = exam.value(QStringLiteral("id")).toString();
    summary.examTitle = exam.value(QStringLiteral("title")).toString();
    summary.examSha256 = exam.value(QStringLiteral("sha256")).toString();
    const QJsonObject trainee = root.value(QStringLiteral("trainee")).toObject();
    summary.traineeId = trainee.value(QStringLiteral("id")).toInteger();
    summary.traineeName = trainee.value(QStringLiteral("name")).toString();
    const QJsonObject supervisor = root.value(QStringLiteral("supervisor")).toObject();
    summary.supervisorName = supervisor.value(QStringLiteral("name")).toString();
    summary.supervisorKey =
        QByteArray::fromBase64(supervisor.value(QStringLiteral("public_key")).toString().toLatin1());
    summary.startedAt = timeFrom(root.value(QStringLiteral("started_at")));
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

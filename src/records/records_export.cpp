#include "records_export.h"

#include "dealt_from_json.h"
#include "sql_statement.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace s21::records {

namespace {

using Kind = RecordsError::Kind;

Trainee traineeOrThrow(const RecordsDatabase& records, qint64 traineeId)
{
    const auto trainee = records.trainee(traineeId);
    if (!trainee)
        throw RecordsError(Kind::Failed, QStringLiteral("There is no trainee %1 in the records.").arg(traineeId));
    return *trainee;
}

// A read of the records' own tables; throws RecordsError (Failed) with SQLite's words.
QSqlQuery& run(QSqlQuery& query, const QString& sql, const QVariantList& values)
{
    if (!query.prepare(sql))
        throw RecordsError(Kind::Failed, QStringLiteral("Cannot export the records: ") + query.lastError().text());
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (!query.exec())
        throw RecordsError(Kind::Failed, QStringLiteral("Cannot export the records: ") + query.lastError().text());
    return query;
}

} // namespace

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvLine(const QStringList& fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString& field : fields)
        quoted << csvField(field);
    return quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

QByteArray roundsCsv(const RecordsDatabase& records, qint64 traineeId)
{
    const Trainee trainee = traineeOrThrow(records, traineeId);
    QSqlQuery query(records.connection());
    run(query,
        QStringLiteral("SELECT r.uuid, r.started_at, r.ended_at, r.kind, r.mode, r.drill, r.scenario_id, p.id, r.seed, "
                       "r.outcome, r.points, r.passed, r.elapsed_ms, r.action_count, "
                       "(SELECT COUNT(*) FROM mistakes m WHERE m.round_id = r.id) "
                       "FROM rounds r JOIN profiles p ON p.hash = r.profile_hash "
                       "WHERE r.trainee_id = ? ORDER BY r.started_at, r.id"),
        {traineeId});
    QString csv =
        csvLine({QStringLiteral("trainee_id"), QStringLiteral("trainee"), QStringLiteral("uuid"),
                 QStringLiteral("started_at"), QStringLiteral("ended_at"), QStringLiteral("kind"),
                 QStringLiteral("mode"), QStringLiteral("drill"), QStringLiteral("scenario"), QStringLiteral("profile"),
                 QStringLiteral("seed"), QStringLiteral("outcome"), QStringLiteral("points"), QStringLiteral("passed"),
                 QStringLiteral("elapsed_ms"), QStringLiteral("actions"), QStringLiteral("mistakes")});
    while (query.next()) {
        QStringList fields{QString::number(trainee.id), trainee.name};
        for (int column = 0; column < 15; ++column)
            fields << (column == 11 ? (query.value(column).toInt() != 0 ? QStringLiteral("yes") : QStringLiteral("no"))
                                    : query.value(column).toString());
        csv += csvLine(fields);
    }
    return csv.toUtf8();
}

QByteArray mistakesCsv(const RecordsDatabase& records, qint64 traineeId)
{
    const Trainee trainee = traineeOrThrow(records, traineeId);
    QSqlQuery query(records.connection());
    run(query,
        QStringLiteral("SELECT r.uuid, r.started_at, m.seq, a.ms, a.notation, m.code, m.section, m.severity, "
                       "m.explanation, m.expected FROM mistakes m JOIN rounds r ON r.id = m.round_id "
                       "JOIN actions a ON a.round_id = m.round_id AND a.seq = m.seq "
                       "WHERE r.trainee_id = ? ORDER BY r.started_at, r.id, m.seq"),
        {traineeId});
    QString csv = csvLine({QStringLiteral("trainee_id"), QStringLiteral("trainee"), QStringLiteral("uuid"),
                           QStringLiteral("round_started_at"), QStringLiteral("action_number"), QStringLiteral("ms"),
                           QStringLiteral("action"), QStringLiteral("code"), QStringLiteral("section"),
                           QStringLiteral("severity"), QStringLiteral("explanation"), QStringLiteral("expected")});
    while (query.next())
        csv += csvLine({QString::number(trainee.id), trainee.name, query.value(0).toString(), query.value(1).toString(),
                        QString::number(query.value(2).toInt() + 1), query.value(3).toString(),
                        query.value(4).toString(), query.value(5).toString(), query.value(6).toString(),
                        query.value(7).toString(), query.value(8).toString(), query.value(9).toString()});
    return csv.toUtf8();
}

QJsonObject roundJson(const RoundRecord& record)
{
    QJsonArray actions;
    int seq = 0;
    int mistakes = 0;
    for (const RecordedAction& recorded : record.actions) {
        QJsonObject action{{QStringLiteral("number"), ++seq},
                           {QStringLiteral("action"), QString::fromStdString(notation(recorded.action))},
                           {QStringLiteral("ms"), static_cast<qint64>(recorded.milliseconds)},
                           {QStringLiteral("accepted"), recorded.accepted},
                           {QStringLiteral("applied"), recorded.applied}};
        if (!recorded.section.empty())
            action.insert(QStringLiteral("section"), QString::fromStdString(recorded.section));
        if (recorded.mistake) {
            ++mistakes;
            QJsonArray expected;
            for (const DealerAction& e : recorded.mistake->expected)
                expected.append(QString::fromStdString(notation(e)));
            action.insert(
                QStringLiteral("mistake"),
                QJsonObject{
                    {QStringLiteral("code"), QString::fromStdString(mistakeCodeName(recorded.mistake->code))},
                    {QStringLiteral("section"), QString::fromStdString(recorded.mistake->section)},
                    {QStringLiteral("severity"), QString::fromStdString(severityName(recorded.mistake->severity))},
                    {QStringLiteral("explanation"), QString::fromStdString(recorded.mistake->explanation)},
                    {QStringLiteral("expected"), expected}});
        }
        actions.append(action);
    }
    return QJsonObject{
        {QStringLiteral("uuid"), record.uuid},
        {QStringLiteral("kind"), kindName(record.kind)},
        {QStringLiteral("mode"), modeName(record.mode)},
        {QStringLiteral("drill"), record.drill},
        {QStringLiteral("scenario_id"), record.scenarioId},
        {QStringLiteral("scenario_hash"), record.scenarioHash},
        {QStringLiteral("profile"), QString::fromStdString(record.dealtFrom.profile.id)},
        {QStringLiteral("profile_hash"),
         record.storedProfileHash.isEmpty() ? profileHash(record.dealtFrom.profile) : record.storedProfileHash},
        {QStringLiteral("seed"), record.seed},
        {QStringLiteral("rules_revision"), record.rulesRevision},
        {QStringLiteral("started_at"), timeText(record.startedAt)},
        {QStringLiteral("ended_at"), timeText(record.endedAt)},
        {QStringLiteral("outcome"), outcomeName(record.outcome)},
        {QStringLiteral("points"), record.score.points},
        {QStringLiteral("passed"), record.score.passed},
        {QStringLiteral("elapsed_ms"), static_cast<qint64>(record.score.elapsedMs)},
        {QStringLiteral("mistakes"), mistakes},
        {QStringLiteral("dealt_from"), QJsonDocument::fromJson(dealtFromJson(record.dealtFrom)).object()},
        {QStringLiteral("actions"), actions}};
}

QByteArray traineeJson(const RecordsDatabase& records, qint64 traineeId)
{
    const Trainee trainee = traineeOrThrow(records, traineeId);
    QJsonObject document{
        {QStringLiteral("format"), QStringLiteral("s21-trainee-records")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("schema"), records.schemaVersion()},
        {QStringLiteral("trainee"), QJsonObject{{QStringLiteral("id"), trainee.id},
                                                {QStringLiteral("name"), trainee.name},
                                                {QStringLiteral("created_at"), timeText(trainee.createdAt)},
                                                {QStringLiteral("archived"), trainee.archived}}}};

    QSqlQuery profiles(records.connection());
    run(profiles,
        QStringLiteral("SELECT DISTINCT p.hash, p.id, p.yaml FROM profiles p JOIN rounds r ON r.profile_hash = p.hash "
                       "WHERE r.trainee_id = ? ORDER BY p.hash"),
        {traineeId});
    QJsonObject profileTable;
    while (profiles.next())
        profileTable.insert(profiles.value(0).toString(),
                            QJsonObject{{QStringLiteral("id"), profiles.value(1).toString()},
                                        {QStringLiteral("yaml"), profiles.value(2).toString()}});
    document.insert(QStringLiteral("profiles"), profileTable);

    QJsonArray rounds;
    for (const RoundSummary& summary : records.rounds(traineeId))
        if (const auto record = records.loadRound(summary.uuid))
            rounds.append(roundJson(*record)); // else deleted meanwhile
    document.insert(QStringLiteral("rounds"), rounds);
    return QJsonDocument(document).toJson(QJsonDocument::Indented);
}

} // namespace s21::records

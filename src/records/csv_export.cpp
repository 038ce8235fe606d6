#include "csv_export.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace s21::records {

namespace {

QByteArray line(const QStringList& fields)
{
    QStringList quoted;
    for (const QString& field : fields)
        quoted << csvField(field);
    return quoted.join(QLatin1Char(',')).toUtf8() + "\r\n";
}

QString seconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 3);
}

} // namespace

QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r')))
        return text;
    QString escaped = text;
    escaped.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QByteArray roundsCsv(const RecordsDatabase& records, qint64 traineeId)
{
    QByteArray out = line({QStringLiteral("started_at"), QStringLiteral("kind"), QStringLiteral("mode"),
                           QStringLiteral("drill"), QStringLiteral("scenario"), QStringLiteral("profile"),
                           QStringLiteral("seed"), QStringLiteral("outcome"), QStringLiteral("points"),
                           QStringLiteral("passed"), QStringLiteral("seconds"), QStringLiteral("actions"),
                           QStringLiteral("mistakes"), QStringLiteral("uuid")});
    for (const RoundSummary& round : records.rounds(traineeId))
        out += line({round.startedAt.toUTC().toString(Qt::ISODateWithMs), kindName(round.kind), round.mode,
                     round.drill, round.scenarioId, round.profileId, round.seed, outcomeName(round.outcome),
                     QString::number(round.points), round.passed ? QStringLiteral("yes") : QStringLiteral("no"),
                     seconds(round.elapsedMs), QString::number(round.actions), QString::number(round.mistakes),
                     round.uuid});
    return out;
}

QByteArray mistakesCsv(const RecordsDatabase& records, qint64 traineeId)
{
    QSqlQuery query(records.connection());
    query.setForwardOnly(true);
    if (!query.prepare(QStringLiteral("SELECT r.started_at, r.uuid, m.seq, a.notation, a.ms, m.code, m.section,"
                                      " m.severity, m.explanation, m.expected FROM mistakes m"
                                      " JOIN rounds r ON r.id = m.round_id"
                                      " JOIN actions a ON a.round_id = m.round_id AND a.seq = m.seq"
                                      " WHERE r.trainee_id = ? ORDER BY r.started_at, r.id, m.seq")))
        throw RecordsError(RecordsError::Kind::Failed, QStringLiteral("Cannot export the mistakes: ") +
                                                           query.lastError().text());
    query.addBindValue(traineeId);
    if (!query.exec())
        throw RecordsError(RecordsError::Kind::Failed, QStringLiteral("Cannot export the mistakes: ") +
                                                           query.lastError().text());
    QByteArray out = line({QStringLiteral("started_at"), QStringLiteral("round"), QStringLiteral("seq"),
                           QStringLiteral("action"), QStringLiteral("seconds"), QStringLiteral("code"),
                           QStringLiteral("section"), QStringLiteral("severity"), QStringLiteral("explanation"),
                           QStringLiteral("expected")});
    while (query.next())
        out += line({query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
                     query.value(3).toString(), seconds(query.value(4).toLongLong()), query.value(5).toString(),
                     query.value(6).toString(), query.value(7).toString(), query.value(8).toString(),
                     query.value(9).toString()});
    return out;
}

} // namespace s21::records

#include "class_report.h"

#include "records/records_export.h"
#include "records/sql_statement.h"

#include <QDateTime>
#include <QSqlQuery>

namespace s21::records {

namespace {

QString cellText(const QVariant& value)
{
    if (value.isNull())
        return QStringLiteral("-");
    if (value.metaType().id() == QMetaType::QDateTime)
        return value.toDateTime().toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    if (value.metaType().id() == QMetaType::QDate)
        return value.toDate().toString(Qt::ISODate);
    return value.toString();
}

// The rows of `sql` (bound to `values`) as text; with `keyed`, the first column is the row's key,
// not shown.
ClassTable tableOf(const SchoolServer& server, const QStringList& columns, const QString& sql,
                   const QVariantList& values, bool keyed)
{
    Statement statement(server.connection(), sql, QStringLiteral("Cannot read the class from the school's server"));
    for (const QVariant& value : values)
        statement.bind(value);
    QSqlQuery& result = statement.run();
    ClassTable table{columns, {}, {}};
    const int first = keyed ? 1 : 0;
    while (result.next()) {
        QStringList row;
        for (int column = first; column < first + int(columns.size()); ++column)
            row << cellText(result.value(column));
        table.rows.push_back(row);
        if (keyed)
            table.keys.push_back(result.value(0).toString());
    }
    return table;
}

} // namespace

QByteArray ClassTable::csv() const
{
    QString text = csvLine(columns);
    for (const QStringList& row : rows)
        text += csvLine(row);
    return text.toUtf8();
}

ClassTable classTrainees(const SchoolServer& server)
{
    return tableOf(
        server,
        {QStringLiteral("Trainee"), QStringLiteral("Station"), QStringLiteral("Rounds"), QStringLiteral("Accuracy %"),
         QStringLiteral("Mean points"), QStringLiteral("Last practised"), QStringLiteral("Exams passed"),
         QStringLiteral("Exams failed"), QStringLiteral("Without result")},
        QStringLiteral(
            "SELECT t.uuid::text, t.name, t.station::text,"
            " (SELECT count(*) FROM rounds r WHERE r.trainee = t.uuid),"
            " (SELECT round(100.0 * avg(a.accepted::int), 1) FROM actions a JOIN rounds r ON r.uuid = a.round"
            "  WHERE r.trainee = t.uuid),"
            " (SELECT round(avg(r.points), 1) FROM rounds r WHERE r.trainee = t.uuid AND r.kind = 'round'),"
            " (SELECT max(r.started_at) FROM rounds r WHERE r.trainee = t.uuid),"
            " (SELECT count(*) FROM exam_attempts e JOIN exam_results x ON x.attempt = e.attempt"
            "  WHERE e.trainee = t.uuid AND x.record::jsonb ->> 'result' = 'passed'),"
            " (SELECT count(*) FROM exam_attempts e JOIN exam_results x ON x.attempt = e.attempt"
            "  WHERE e.trainee = t.uuid AND x.record::jsonb ->> 'result' = 'failed'),"
            " (SELECT count(*) FROM exam_attempts e WHERE e.trainee = t.uuid"
            "  AND NOT EXISTS (SELECT 1 FROM exam_results x WHERE x.attempt = e.attempt))"
            " FROM trainees t ORDER BY t.name, t.station"),
        {}, true);
}

ClassTable traineeProgress(const SchoolServer& server, const QString& traineeUuid)
{
    return tableOf(
        server,
        {QStringLiteral("Day"), QStringLiteral("Rounds"), QStringLiteral("Accuracy %"), QStringLiteral("Mean points")},
        QStringLiteral("WITH dealt AS (SELECT uuid, points, kind, (started_at AT TIME ZONE 'UTC')::date AS day"
                       " FROM rounds WHERE trainee = ?::uuid)"
                       " SELECT d.day, count(*),"
                       " (SELECT round(100.0 * avg(a.accepted::int), 1) FROM actions a"
                       "  JOIN dealt e ON e.uuid = a.round WHERE e.day = d.day),"
                       " round(avg(d.points) FILTER (WHERE d.kind = 'round'), 1)"
                       " FROM dealt d GROUP BY d.day ORDER BY d.day"),
        {traineeUuid}, false);
}

ClassTable frequentMistakes(const SchoolServer& server, int limit)
{
    return tableOf(server, {QStringLiteral("Section"), QStringLiteral("Mistakes"), QStringLiteral("Trainees")},
                   QStringLiteral("SELECT m.section, count(*), count(DISTINCT r.trainee) FROM mistakes m"
                                  " JOIN rounds r ON r.uuid = m.round GROUP BY m.section"
                                  " ORDER BY count(*) DESC, m.section LIMIT ?"),
                   {limit}, false);
}

ClassTable classAttempts(const SchoolServer& server)
{
    return tableOf(server,
                   {QStringLiteral("Trainee"), QStringLiteral("Station"), QStringLiteral("Exam"),
                    QStringLiteral("Started"), QStringLiteral("Result")},
                   QStringLiteral("SELECT t.name, e.station::text, e.exam, e.started_at,"
                                  " coalesce(x.record::jsonb ->> 'result', 'no result')"
                                  " FROM exam_attempts e JOIN trainees t ON t.uuid = e.trainee"
                                  " LEFT JOIN exam_results x ON x.attempt = e.attempt ORDER BY e.started_at DESC"),
                   {}, false);
}

} // namespace s21::records

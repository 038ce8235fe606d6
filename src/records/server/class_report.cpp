#include "class_report.h"

#include "core/rules/rule_chapters.h"
#include "records/exam_attempt.h"
#include "records/records_export.h"
#include "records/sql_statement.h"

#include "certification/sealed_chain.h"

#include <QDateTime>
#include <QSqlQuery>

#include <algorithm>
#include <array>
#include <map>

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

ClassResults judgeResults(const SchoolServer& server)
{
    const std::vector<QByteArray> schoolKeys = server.supervisorKeys();
    // With each result, the station that registered its attempt first (the start of a sitting is
    // registered as it starts): a later station's row of the same attempt is a copy.
    Statement select(
        server.connection(),
        QStringLiteral("SELECT x.attempt::text || '@' || x.station, x.attempt::text, e.trainee::text || '@' || "
                       "e.station, t.name, x.station_sequence, x.previous_hash, x.record, x.public_key, x.signature, "
                       "x.station::text, f.station::text FROM exam_results x "
                       "JOIN exam_attempts e ON e.attempt = x.attempt AND e.station = x.station "
                       "JOIN trainees t ON t.uuid = e.trainee AND t.station = e.station "
                       // each attempt's first registration, found in one pass rather than a search per row
                       "JOIN (SELECT DISTINCT ON (attempt) attempt, station FROM exam_attempts "
                       "ORDER BY attempt, received_at, station) f ON f.attempt = x.attempt"),
        QStringLiteral("Cannot read the exam results from the school's server"));
    QSqlQuery& rows = select.run();
    ClassResults judged;
    while (rows.next()) {
        const QString attempt = rows.value(1).toString();
        certification::Seal seal{rows.value(4).toLongLong(), QByteArray::fromHex(rows.value(5).toString().toLatin1()),
                                 rows.value(6).toString().toUtf8(),
                                 QByteArray::fromBase64(rows.value(7).toString().toLatin1()),
                                 QByteArray::fromBase64(rows.value(8).toString().toLatin1())};
        const QString firstStation = rows.value(10).toString();
        ShownResult& result = judged[rows.value(0).toString()];
        result.trainee = rows.value(2).toString();
        const auto summary = readAttemptRecord(seal.record);
        if (std::ranges::find(schoolKeys, seal.publicKey) == schoolKeys.end())
            result.text = QStringLiteral("not verified: signed by no supervisor key the school registered");
        else if (!certification::verifySignature(seal.publicKey, seal.signedMessage(), seal.signature))
            result.text = QStringLiteral("not verified: its signature does not cover it (unsigned or altered)");
        else if (!summary || summary->uuid != attempt)
            result.text = QStringLiteral("not verified: it is not this attempt's result");
        else if (summary->traineeName != rows.value(3).toString())
            result.text = QStringLiteral("not verified: the signed result is %1's").arg(summary->traineeName);
        else if (firstStation != rows.value(9).toString())
            result.text =
                QStringLiteral("not verified: a copy of an attempt station %1 registered first").arg(firstStation);
        else {
            result.verified = true;
            result.result = summary->result;
            result.text = attemptResultName(summary->result);
        }
    }
    return judged;
}

ClassTable classTrainees(const SchoolServer& server, const ClassResults& results)
{
    ClassTable table = tableOf(
        server,
        {QStringLiteral("Trainee"), QStringLiteral("Station"), QStringLiteral("Rounds"), QStringLiteral("Accuracy %"),
         QStringLiteral("Mean points"), QStringLiteral("Last practised"), QStringLiteral("Exams passed"),
         QStringLiteral("Exams failed"), QStringLiteral("Not verified"), QStringLiteral("Without result")},
        QStringLiteral(
            "SELECT t.uuid::text || '@' || t.station, t.name, t.station::text, coalesce(d.rounds, 0)::bigint,"
            " round(100.0 * d.accepted / nullif(d.actions, 0), 1), round(d.points / nullif(d.scored_rounds, 0), 1),"
            " d.last_started,"
            " 0, 0, 0," // the exams passed, failed and not verified: counted below from the verified results
            " (SELECT count(*) FROM exam_attempts e WHERE e.trainee = t.uuid AND e.station = t.station"
            "  AND NOT EXISTS (SELECT 1 FROM exam_results x WHERE x.attempt = e.attempt AND x.station = e.station))"
            " FROM trainees t LEFT JOIN (SELECT station, trainee, sum(rounds) AS rounds, sum(scored_rounds) AS"
            "  scored_rounds, sum(points) AS points, sum(actions) AS actions, sum(accepted) AS accepted,"
            "  max(last_started) AS last_started FROM trainee_days GROUP BY station, trainee) d"
            "  ON d.station = t.station AND d.trainee = t.uuid"
            " ORDER BY t.name, t.station"),
        {}, true);
    constexpr int kPassed = 6;
    constexpr int kFailed = 7;
    constexpr int kNotVerified = 8;
    std::map<QString, std::array<int, 3>> counts; // by trainee: passed, failed, not verified
    for (const auto& [attempt, shown] : results) {
        std::array<int, 3>& count = counts[shown.trainee];
        if (!shown.verified)
            ++count[2];
        else if (shown.result == AttemptResult::Passed)
            ++count[0];
        else if (shown.result == AttemptResult::Failed)
            ++count[1];
    }
    for (std::size_t row = 0; row < table.rows.size(); ++row) {
        const std::array<int, 3> count = counts[table.keys[row]];
        table.rows[row][kPassed] = QString::number(count[0]);
        table.rows[row][kFailed] = QString::number(count[1]);
        table.rows[row][kNotVerified] = QString::number(count[2]);
    }
    return table;
}

ClassTable traineeProgress(const SchoolServer& server, const QString& traineeKey)
{
    return tableOf(
        server,
        {QStringLiteral("Day"), QStringLiteral("Rounds"), QStringLiteral("Accuracy %"), QStringLiteral("Mean points")},
        QStringLiteral("SELECT day, rounds, round(100.0 * accepted / nullif(actions, 0), 1),"
                       " round(points::numeric / nullif(scored_rounds, 0), 1)"
                       " FROM trainee_days WHERE trainee = ?::uuid AND station = ? ORDER BY day"),
        {traineeKey.section(QLatin1Char('@'), 0, 0), traineeKey.section(QLatin1Char('@'), 1)}, false);
}

ClassTable frequentMistakes(const SchoolServer& server, int limit)
{
    ClassTable table =
        tableOf(server, {QStringLiteral("Section"), QStringLiteral("Mistakes"), QStringLiteral("Trainees")},
                QStringLiteral("SELECT section, sum(mistakes)::bigint, count(*) FROM trainee_sections GROUP BY section"
                               " ORDER BY sum(mistakes) DESC, section LIMIT ?"),
                {limit}, false);
    // Each section read with the chapter it belongs to (the texts' own titles).
    table.columns.insert(1, QStringLiteral("Of the rules"));
    for (QStringList& row : table.rows)
        row.insert(1, QString::fromStdString(chapterTitle(row.front().toStdString())));
    return table;
}

ClassTable classAttempts(const SchoolServer& server, const ClassResults& results)
{
    ClassTable table = tableOf(
        server,
        {QStringLiteral("Trainee"), QStringLiteral("Station"), QStringLiteral("Exam"), QStringLiteral("Started"),
         QStringLiteral("Result")},
        QStringLiteral("SELECT e.attempt::text || '@' || e.station, t.name, e.station::text, e.exam, e.started_at, "
                       "'started, not finished' FROM exam_attempts e JOIN trainees t ON t.uuid = e.trainee "
                       "AND t.station = e.station ORDER BY e.started_at DESC"),
        {}, true);
    constexpr int kResult = 4;
    for (std::size_t row = 0; row < table.rows.size(); ++row)
        if (const auto found = results.find(table.keys[row]); found != results.end())
            table.rows[row][kResult] = found->second.text;
    return table;
}

} // namespace s21::records

#include "station_sync.h"

#include "records/exam_attempt.h"
#include "records/sql_statement.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>
#include <vector>

namespace s21::records {

namespace {

constexpr int kRoundsPerBatch = 100; // rounds in one statement on the server

// The server's rounds columns, in the order the station's query below reads them.
const QString kRoundColumns = QStringLiteral(
    "uuid, trainee, kind, mode, drill, scenario_id, scenario_hash, profile_hash, seed, dealt_from, started_at, "
    "ended_at, outcome, points, passed, elapsed_ms, action_count, rules_revision");
// The same columns on the station, the round's trainee by its uuid and what it was dealt from as text
// (packed_text.h).
const QString kStationRoundColumns = QStringLiteral(
    "r.uuid, t.uuid, r.kind, r.mode, r.drill, r.scenario_id, r.scenario_hash, r.profile_hash, r.seed, "
    "CAST(sqlar_uncompress(r.dealt_from, r.dealt_from_bytes) AS TEXT), "
    "r.started_at, r.ended_at, r.outcome, r.points, r.passed, r.elapsed_ms, r.action_count, r.rules_revision");
// A round's actions and mistakes: their columns on both engines, after the round's key (round_id on
// the station, round on the server).
const QString kActionColumns = QStringLiteral("seq, notation, step, ms, accepted, applied, section");
const QString kMistakeColumns = QStringLiteral("seq, code, section, severity, explanation, expected");
// The station's 0 or 1 columns the server keeps as booleans.
const QStringList kFlagColumns{QStringLiteral("passed"), QStringLiteral("accepted"), QStringLiteral("applied")};

// The values of the current row of `query`, `columns` of them.
QVariantList values(const QSqlQuery& query, int columns)
{
    QVariantList list;
    for (int column = 0; column < columns; ++column)
        list << query.value(column);
    return list;
}

// The rows `sql` selects on the station, each an object keyed by `names` (the server's column
// names, in the order selected); the flag columns become JSON booleans.
QJsonArray rowsAsJson(const QSqlDatabase& db, const QString& sql, const QString& names, const QString& what)
{
    const QStringList keys = names.split(QStringLiteral(", "));
    Statement select(db, sql, what);
    QSqlQuery& rows = select.run();
    QJsonArray list;
    while (rows.next()) {
        QJsonObject row;
        for (qsizetype column = 0; column < keys.size(); ++column) {
            const QVariant value = rows.value(int(column));
            row.insert(keys[column], kFlagColumns.contains(keys[column]) ? QJsonValue(value.toInt() != 0)
                                                                         : QJsonValue::fromVariant(value));
        }
        list.append(row);
    }
    return list;
}

void bindAll(Statement& statement, const QVariantList& list)
{
    for (const QVariant& value : list)
        statement.bind(value);
}

// The trainee (uuid, name, created_at) on the server, in the transaction under way.
void sendTrainee(const QSqlDatabase& server, const QVariantList& trainee, const QString& what)
{
    Statement insert(
        server, QStringLiteral("INSERT INTO trainees (uuid, name, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"),
        what);
    bindAll(insert, trainee);
    insert.run();
}

// The header of an attempt to register, from its sitting's saved progress or its sealed record
// (attemptHeaderJson); refused when it is not the attempt's or lacks the exam or the start.
AttemptHeader attemptHeader(const QByteArray& json, const QString& attempt)
{
    const AttemptHeader header = readAttemptHeader(QJsonDocument::fromJson(json).object());
    if (header.uuid != attempt || header.examId.isEmpty() || !header.startedAt.isValid())
        throw RecordsError(RecordsError::Kind::Damaged,
                           QStringLiteral("The exam attempt %1 in the records cannot be read to register it on the "
                                          "school's server.")
                               .arg(attempt));
    return header;
}

// The attempt's trainee as the server keys them: their row on the station, or, for a trainee deleted
// from the station since, one made from the attempt (a uuid of its own, the name it recorded).
QVariantList attemptTrainee(const QSqlDatabase& local, const AttemptHeader& header, const QString& what)
{
    Statement trainee(local, QStringLiteral("SELECT uuid, name, created_at FROM trainees WHERE id = ?"), what);
    QSqlQuery& found = trainee.bind(header.traineeId).run();
    if (found.next())
        return values(found, 3);
    return {QUuid::createUuidV5(QUuid(header.uuid), QStringLiteral("trainee")).toString(QUuid::WithoutBraces),
            header.traineeName.isEmpty() ? QStringLiteral("(deleted)") : header.traineeName,
            timeText(header.startedAt)};
}

// Records in the station's file, in one transaction, that the server has what `key` names: `sql`
// takes the time now, then the key (a round's row id, an attempt's uuid).
void markOnStation(const QSqlDatabase& local, const QString& sql, const QVariant& key, const QString& what)
{
    inTransaction(local, what, [&] {
        Statement(local, sql, what).bind(timeText(QDateTime::currentDateTimeUtc())).bind(key).run();
        return true;
    });
}

// Marks the rounds sent in the station's file, in one transaction without an fsync of its own
// (synchronous NORMAL in WAL mode, for this transaction only; every other write of the file waits for
// its fsync, records_database.cpp). A mark lost at a power cut is only a batch sent again, which the
// server keeps as it is; the station's next write that waits for its fsync makes the mark durable too.
void markSent(const QSqlDatabase& local, const std::vector<qint64>& roundIds, const QString& what)
{
    execute(local, QStringLiteral("PRAGMA synchronous = NORMAL"), what);
    try {
        inTransaction(local, what, [&] {
            Statement mark(
                local, QStringLiteral("INSERT OR IGNORE INTO sent_to_server (sent_at, round_id) VALUES (?, ?)"), what);
            const QString now = timeText(QDateTime::currentDateTimeUtc());
            for (const qint64 roundId : roundIds)
                mark.bind(now).bind(roundId).run();
            return true;
        });
    } catch (...) {
        QSqlQuery(local).exec(QStringLiteral("PRAGMA synchronous = FULL"));
        throw;
    }
    execute(local, QStringLiteral("PRAGMA synchronous = FULL"), what);
}

} // namespace

int roundsWaiting(const RecordsDatabase& station)
{
    Statement count(station.connection(),
                    QStringLiteral("SELECT count(*) FROM rounds r WHERE NOT EXISTS "
                                   "(SELECT 1 FROM sent_to_server s WHERE s.round_id = r.id)"),
                    QStringLiteral("Cannot count the rounds waiting to be sent"));
    QSqlQuery& result = count.run();
    return result.next() ? result.value(0).toInt() : 0;
}

const QString& roundBatchStatement()
{
    // Each table's rows from the document, as the table's own row type reads them; the columns left
    // out (the station, the time received) take the server's defaults. A round the server has already
    // is kept as it is, and its actions and mistakes are not sent again.
    const auto rowsOf = [](const QString& table, const QString& columns) {
        return QStringLiteral("SELECT %2 FROM batch, jsonb_populate_recordset(NULL::%1, batch.doc -> '%1')")
            .arg(table, columns);
    };
    // Written once: each batch finds its prepared statement by this text.
    static const QString statement =
        QStringLiteral("WITH batch AS (SELECT ?::jsonb AS doc), "
                       "new_trainees AS (INSERT INTO trainees (uuid, name, created_at) %1 ON CONFLICT DO NOTHING), "
                       "new_profiles AS (INSERT INTO profiles (hash, id, yaml) %2 ON CONFLICT DO NOTHING), "
                       "new_rounds AS (INSERT INTO rounds (%3) %4 ON CONFLICT DO NOTHING RETURNING uuid), "
                       "new_actions AS (INSERT INTO actions (round, %5) %6 WHERE round IN "
                       "(SELECT uuid FROM new_rounds)), "
                       "new_mistakes AS (INSERT INTO mistakes (round, %7) %8 WHERE round IN "
                       "(SELECT uuid FROM new_rounds)) "
                       "SELECT count(*) FROM new_rounds")
            .arg(rowsOf(QStringLiteral("trainees"), QStringLiteral("uuid, name, created_at")),
                 rowsOf(QStringLiteral("profiles"), QStringLiteral("hash, id, yaml")), kRoundColumns,
                 rowsOf(QStringLiteral("rounds"), kRoundColumns), kActionColumns,
                 rowsOf(QStringLiteral("actions"), QStringLiteral("round, ") + kActionColumns), kMistakeColumns,
                 rowsOf(QStringLiteral("mistakes"), QStringLiteral("round, ") + kMistakeColumns));
    return statement;
}

QByteArray roundBatchDocument(const RecordsDatabase& station, const std::vector<qint64>& roundIds)
{
    const QSqlDatabase local = station.connection();
    const QString what = QStringLiteral("Cannot read the rounds to send to the school's server");
    QStringList ids;
    for (const qint64 id : roundIds)
        ids << QString::number(id);
    const QString batch = ids.join(QStringLiteral(", "));
    // "c.seq, c.notation": the columns named, of the table `alias` names.
    const auto of = [](const QString& alias, const QString& columns) {
        QStringList list = columns.split(QStringLiteral(", "));
        for (QString& column : list)
            column.prepend(alias + QLatin1Char('.'));
        return list.join(QStringLiteral(", "));
    };
    // Each trainee or profile the batch's rounds refer to, once.
    const auto referredRows = [&](const QString& table, const QString& join, const QString& columns) {
        return rowsAsJson(local,
                          QStringLiteral("SELECT DISTINCT %1 FROM rounds r JOIN %2 x ON %3 WHERE r.id IN (%4)")
                              .arg(of(QStringLiteral("x"), columns), table, join, batch),
                          columns, what);
    };
    // The rounds' actions or mistakes, each led by its round's uuid.
    const auto childRows = [&](const QString& table, const QString& columns) {
        return rowsAsJson(local,
                          QStringLiteral("SELECT r.uuid, %1 FROM %2 c JOIN rounds r ON r.id = c.round_id "
                                         "WHERE c.round_id IN (%3) ORDER BY c.round_id, c.seq")
                              .arg(of(QStringLiteral("c"), columns), table, batch),
                          QStringLiteral("round, ") + columns, what);
    };
    QJsonObject document;
    document.insert(QStringLiteral("trainees"),
                    referredRows(QStringLiteral("trainees"), QStringLiteral("x.id = r.trainee_id"),
                                 QStringLiteral("uuid, name, created_at")));
    document.insert(QStringLiteral("profiles"),
                    referredRows(QStringLiteral("profiles"), QStringLiteral("x.hash = r.profile_hash"),
                                 QStringLiteral("hash, id, yaml")));
    const QJsonArray rounds =
        rowsAsJson(local,
                   QStringLiteral("SELECT %1 FROM rounds r JOIN trainees t ON t.id = r.trainee_id "
                                  "WHERE r.id IN (%2) ORDER BY r.id")
                       .arg(kStationRoundColumns, batch),
                   kRoundColumns, what);
    if (rounds.size() != qsizetype(roundIds.size()))
        throw RecordsError(RecordsError::Kind::Damaged, what + QStringLiteral(": a round or its trainee is gone."));
    document.insert(QStringLiteral("rounds"), rounds);
    document.insert(QStringLiteral("actions"), childRows(QStringLiteral("actions"), kActionColumns));
    document.insert(QStringLiteral("mistakes"), childRows(QStringLiteral("mistakes"), kMistakeColumns));
    return QJsonDocument(document).toJson(QJsonDocument::Compact);
}

int sendWaitingRounds(const RecordsDatabase& station, const SchoolServer& server, int limit)
{
    server.requireCurrentSchema();
    const QSqlDatabase local = station.connection();
    const QString what = QStringLiteral("Cannot send the rounds waiting for the school's server");
    std::vector<qint64> waiting;
    {
        Statement next(local,
                       QStringLiteral("SELECT r.id FROM rounds r WHERE NOT EXISTS "
                                      "(SELECT 1 FROM sent_to_server s WHERE s.round_id = r.id) ORDER BY r.id LIMIT ?"),
                       what);
        QSqlQuery& rows = next.bind(limit).run();
        while (rows.next())
            waiting.push_back(rows.value(0).toLongLong());
    }
    int sent = 0;
    for (auto first = waiting.begin(); first != waiting.end();) {
        const auto last = first + std::min<std::ptrdiff_t>(kRoundsPerBatch, waiting.end() - first);
        const std::vector<qint64> batch(first, last);
        server.prepared(roundBatchStatement(), what).bind(QString::fromUtf8(roundBatchDocument(station, batch))).run();
        markSent(local, batch, what);
        sent += int(batch.size());
        first = last;
    }
    return sent;
}

int examRecordsWaiting(const RecordsDatabase& station)
{
    Statement count(station.connection(),
                    QStringLiteral("SELECT (SELECT count(*) FROM (SELECT attempt FROM exam_sittings UNION "
                                   "SELECT attempt FROM exam_openings) s WHERE NOT EXISTS "
                                   "(SELECT 1 FROM exam_attempts_sent e WHERE e.attempt = s.attempt)) + "
                                   "(SELECT count(*) FROM seals s WHERE NOT EXISTS (SELECT 1 FROM exam_attempts_sent e "
                                   "WHERE e.attempt = s.attempt AND e.result_sent_at IS NOT NULL))"),
                    QStringLiteral("Cannot count the exam records waiting to be sent"));
    QSqlQuery& result = count.run();
    return result.next() ? result.value(0).toInt() : 0;
}

int sendWaitingExamRecords(const RecordsDatabase& station, const SchoolServer& server)
{
    server.requireCurrentSchema();
    const QSqlDatabase local = station.connection();
    const QString what = QStringLiteral("Cannot send the exam records waiting for the school's server");
    // attempt, its opening, saved progress or sealed record: the first of them found
    std::vector<std::pair<QString, QByteArray>> unregistered;
    {
        Statement select(local,
                         QStringLiteral("SELECT attempt, opening, started_at FROM exam_openings s WHERE NOT EXISTS "
                                        "(SELECT 1 FROM exam_attempts_sent e WHERE e.attempt = s.attempt) "
                                        "UNION ALL SELECT attempt, progress, started_at FROM exam_sittings s WHERE NOT "
                                        "EXISTS (SELECT 1 FROM exam_attempts_sent e WHERE e.attempt = s.attempt) "
                                        "UNION ALL SELECT attempt, record, '' FROM seals s WHERE NOT EXISTS "
                                        "(SELECT 1 FROM exam_attempts_sent e WHERE e.attempt = s.attempt) ORDER BY 3"),
                         what);
        QSqlQuery& rows = select.run();
        QSet<QString> seen;
        while (rows.next())
            if (const QString attempt = rows.value(0).toString(); !seen.contains(attempt)) {
                seen.insert(attempt);
                unregistered.emplace_back(attempt, rows.value(1).toByteArray());
            }
    }
    int sent = 0;
    for (const auto& [attempt, json] : unregistered) {
        const AttemptHeader header = attemptHeader(json, attempt);
        const QVariantList trainee = attemptTrainee(local, header, what);
        inTransaction(server.connection(), what, [&] {
            sendTrainee(server.connection(), trainee, what);
            Statement(server.connection(),
                      QStringLiteral("INSERT INTO exam_attempts (attempt, trainee, exam, supervisor_key, started_at) "
                                     "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING"),
                      what)
                .bind(attempt)
                .bind(trainee.front())
                .bind(header.examId)
                .bind(QString::fromLatin1(header.supervisorKey.toBase64()))
                .bind(timeText(header.startedAt))
                .run();
            return true;
        });
        markOnStation(local,
                      QStringLiteral("INSERT OR IGNORE INTO exam_attempts_sent (registered_at, attempt) VALUES (?, ?)"),
                      attempt, what);
        ++sent;
    }
    std::vector<QVariantList> results; // attempt, sequence, previous_hash, record, public_key, signature
    {
        Statement select(local,
                         QStringLiteral("SELECT s.attempt, s.sequence, s.previous_hash, s.record, s.public_key, "
                                        "s.signature FROM seals s JOIN exam_attempts_sent e ON e.attempt = s.attempt "
                                        "WHERE e.result_sent_at IS NULL ORDER BY s.sequence"),
                         what);
        QSqlQuery& rows = select.run();
        while (rows.next())
            results.push_back(values(rows, 6));
    }
    for (const QVariantList& result : results) {
        inTransaction(server.connection(), what, [&] {
            Statement insert(server.connection(),
                             QStringLiteral("INSERT INTO exam_results (attempt, station_sequence, previous_hash, "
                                            "record, public_key, signature) VALUES (?, ?, ?, ?, ?, ?) "
                                            "ON CONFLICT DO NOTHING"),
                             what);
            bindAll(insert, result);
            insert.run();
            return true;
        });
        markOnStation(local, QStringLiteral("UPDATE exam_attempts_sent SET result_sent_at = ? WHERE attempt = ?"),
                      result.front(), what);
        ++sent;
    }
    return sent;
}

} // namespace s21::records

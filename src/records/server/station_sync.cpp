#include "station_sync.h"

#include "records/exam_attempt.h"
#include "records/sql_statement.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>
#include <vector>

namespace s21::records {

namespace {

constexpr int kRowsPerInsert = 200; // actions or mistakes in one INSERT on the server

// A round's rows as the station's file holds them, to be sent as they are.
struct StoredRound {
    QVariantList trainee; // uuid, name, created_at
    QVariantList profile; // hash, id, yaml
    QVariantList round;   // the server's rounds columns after `trainee`, in kRoundColumns' order
    std::vector<QVariantList> actions;
    std::vector<QVariantList> mistakes;
};

const QString kRoundColumns = QStringLiteral(
    "uuid, trainee, kind, mode, drill, scenario_id, scenario_hash, profile_hash, seed, dealt_from, started_at, "
    "ended_at, outcome, points, passed, elapsed_ms, action_count, rules_revision");
constexpr int kRoundColumnCount = 18;
// A round's actions and mistakes: their columns on both engines, after the round's key (round_id on
// the station, round on the server).
const QString kActionColumns = QStringLiteral("seq, notation, step, ms, accepted, applied, section");
const QString kMistakeColumns = QStringLiteral("seq, code, section, severity, explanation, expected");

// The values of the current row of `query`, `columns` of them; the columns named in `flags` (0 or 1
// on the station) become booleans, as the server keeps them.
QVariantList values(const QSqlQuery& query, int columns, std::initializer_list<int> flags = {})
{
    QVariantList list;
    for (int column = 0; column < columns; ++column) {
        const QVariant value = query.value(column);
        list << (std::find(flags.begin(), flags.end(), column) != flags.end() ? QVariant(value.toInt() != 0) : value);
    }
    return list;
}

// The rows of `table` (actions or mistakes) of the round, each led by the round's uuid, the server's key.
std::vector<QVariantList> rowsOf(const QSqlDatabase& db, const QString& table, const QString& columns, qint64 roundId,
                                 const QString& uuid, std::initializer_list<int> flags, const QString& what)
{
    Statement select(db, QStringLiteral("SELECT ?, %1 FROM %2 WHERE round_id = ? ORDER BY seq").arg(columns, table),
                     what);
    QSqlQuery& rows = select.bind(uuid).bind(roundId).run();
    const int width = int(columns.count(QLatin1Char(','))) + 2;
    std::vector<QVariantList> list;
    while (rows.next())
        list.push_back(values(rows, width, flags));
    return list;
}

StoredRound readRound(const QSqlDatabase& db, qint64 roundId)
{
    const QString what = QStringLiteral("Cannot read a round to send to the school's server");
    StoredRound stored;
    Statement round(db,
                    QStringLiteral("SELECT t.uuid, t.name, t.created_at, p.hash, p.id, p.yaml, r.uuid, t.uuid, r.kind, "
                                   "r.mode, r.drill, r.scenario_id, r.scenario_hash, r.profile_hash, r.seed, "
                                   "r.dealt_from, r.started_at, r.ended_at, r.outcome, r.points, r.passed, "
                                   "r.elapsed_ms, r.action_count, r.rules_revision FROM rounds r "
                                   "JOIN trainees t ON t.id = r.trainee_id JOIN profiles p ON p.hash = r.profile_hash "
                                   "WHERE r.id = ?"),
                    what);
    QSqlQuery& found = round.bind(roundId).run();
    if (!found.next())
        throw RecordsError(RecordsError::Kind::Damaged, what + QStringLiteral(": round %1 is gone.").arg(roundId));
    const QVariantList all = values(found, 6 + kRoundColumnCount, {6 + 14});
    stored.trainee = all.mid(0, 3);
    stored.profile = all.mid(3, 3);
    stored.round = all.mid(6);
    const QString uuid = stored.round.front().toString();
    stored.actions = rowsOf(db, QStringLiteral("actions"), kActionColumns, roundId, uuid, {5, 6}, what);
    stored.mistakes = rowsOf(db, QStringLiteral("mistakes"), kMistakeColumns, roundId, uuid, {}, what);
    return stored;
}

// "(?, ?, ?), (?, ?, ?)": `rows` rows of `columns` placeholders.
QString placeholders(std::size_t rows, qsizetype columns)
{
    QStringList one(columns, QStringLiteral("?"));
    QStringList all(qsizetype(rows), QLatin1Char('(') + one.join(QStringLiteral(", ")) + QLatin1Char(')'));
    return all.join(QStringLiteral(", "));
}

void insertRows(const QSqlDatabase& server, const QString& table, const QString& columns,
                const std::vector<QVariantList>& rows, const QString& what)
{
    for (std::size_t first = 0; first < rows.size(); first += kRowsPerInsert) {
        const std::size_t count = std::min<std::size_t>(kRowsPerInsert, rows.size() - first);
        Statement insert(server,
                         QStringLiteral("INSERT INTO %1 (round, %2) VALUES %3")
                             .arg(table, columns, placeholders(count, rows[first].size())),
                         what);
        for (std::size_t row = first; row < first + count; ++row)
            for (const QVariant& value : rows[row])
                insert.bind(value);
        insert.run();
    }
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

// Sends one round in one transaction on the server; nothing when the server has it already.
void sendRound(const StoredRound& stored, const QSqlDatabase& server)
{
    const QString what =
        QStringLiteral("Cannot send round %1 to the school's server").arg(stored.round.front().toString());
    inTransaction(server, what, [&] {
        sendTrainee(server, stored.trainee, what);
        Statement profile(
            server, QStringLiteral("INSERT INTO profiles (hash, id, yaml) VALUES (?, ?, ?) ON CONFLICT DO NOTHING"),
            what);
        bindAll(profile, stored.profile);
        profile.run();
        Statement round(server,
                        QStringLiteral("INSERT INTO rounds (%1) VALUES %2 ON CONFLICT DO NOTHING RETURNING uuid")
                            .arg(kRoundColumns, placeholders(1, kRoundColumnCount)),
                        what);
        bindAll(round, stored.round);
        if (!round.run().next())
            return false; // the server has it: sent before, its confirmation lost
        insertRows(server, QStringLiteral("actions"), kActionColumns, stored.actions, what);
        insertRows(server, QStringLiteral("mistakes"), kMistakeColumns, stored.mistakes, what);
        return true;
    });
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
    for (const qint64 roundId : waiting) {
        sendRound(readRound(local, roundId), server.connection());
        markOnStation(local, QStringLiteral("INSERT OR IGNORE INTO sent_to_server (sent_at, round_id) VALUES (?, ?)"),
                      roundId, what);
        ++sent;
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

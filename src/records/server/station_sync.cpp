#include "station_sync.h"

#include "records/sql_statement.h"

#include <QSqlQuery>

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

// Sends one round in one transaction on the server; nothing when the server has it already.
void sendRound(const StoredRound& stored, const QSqlDatabase& server)
{
    const QString what =
        QStringLiteral("Cannot send round %1 to the school's server").arg(stored.round.front().toString());
    inTransaction(server, what, [&] {
        Statement trainee(server,
                          QStringLiteral("INSERT INTO trainees (uuid, name, created_at) VALUES (?, ?, ?) "
                                         "ON CONFLICT DO NOTHING"),
                          what);
        bindAll(trainee, stored.trainee);
        trainee.run();
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
        inTransaction(local, what, [&] {
            Statement mark(
                local, QStringLiteral("INSERT OR IGNORE INTO sent_to_server (round_id, sent_at) VALUES (?, ?)"), what);
            mark.bind(roundId).bind(timeText(QDateTime::currentDateTimeUtc())).run();
            return true;
        });
        ++sent;
    }
    return sent;
}

} // namespace s21::records

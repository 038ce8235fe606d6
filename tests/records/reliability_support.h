#pragma once
// Shared by the records reliability tests: the records_writer helper process, and a check of a
// records file through its own SQLite connection (integrity, no half-written round) and through
// RecordsDatabase (every round a writer reported is there whole and replays to the same verdicts).

#include "sqlite_shell.h"

#include "records/records_database.h"
#include "records/replay.h"

#include <QDeadlineTimer>
#include <QProcess>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>
#include <QtTest>

namespace s21::test {

inline QString writerProgram() { return QStringLiteral(S21_RECORDS_WRITER); }

// The complete lines a writer printed so far (a line cut short by a kill is left out).
inline QStringList completeLines(const QByteArray& output)
{
    QStringList lines;
    qsizetype start = 0;
    for (qsizetype end = output.indexOf('\n'); end >= 0; end = output.indexOf('\n', start)) {
        lines << QString::fromUtf8(output.mid(start, end - start));
        start = end + 1;
    }
    return lines;
}

// The uuids among a writer's lines (its first line names the trainee; "stopped" is its last when it
// stopped itself).
inline QStringList uuidsIn(const QStringList& lines)
{
    QStringList uuids;
    for (const QString& line : lines)
        if (!line.startsWith(QLatin1String("trainee ")) && line != QLatin1String("stopped") && !line.isEmpty())
            uuids << line;
    return uuids;
}

// Where a writer stops itself for the test to kill it there (its --stop-after and --stop-before-write):
// right after its `afterLines`-th line, between two writes to the file, or, when `beforeWrite` is
// positive, just before the `beforeWrite`-th write SQLite makes to its files after that line. Placed by
// what the writer has done, never by the clock, a kill lands where it was meant to on any machine.
struct StopPoint {
    int afterLines = 1;
    int beforeWrite = 0;

    QStringList arguments() const
    {
        QStringList arguments{QStringLiteral("--stop-after"), QString::number(afterLines)};
        if (beforeWrite > 0)
            arguments << QStringLiteral("--stop-before-write") << QString::number(beforeWrite);
        return arguments;
    }
};

// Reads `process`'s standard output into `output` until `enough(output)`: false when the process ended,
// or `deadline` passed, first. The default deadline only ends a wait for a process that hangs.
template <typename Enough>
bool readUntil(QProcess& process, QByteArray& output, Enough enough, QDeadlineTimer deadline = QDeadlineTimer(120000))
{
    output += process.readAllStandardOutput();
    while (!enough(output)) {
        if (deadline.hasExpired() || !process.waitForReadyRead(static_cast<int>(deadline.remainingTime())))
            return false;
        output += process.readAllStandardOutput();
    }
    return true;
}

// Waits for `process` to end, reading its standard output into `output`: false only when it printed
// nothing for `silenceMs` first (a process that hangs), however long it takes while it goes on.
inline bool waitForEnd(QProcess& process, QByteArray& output, int silenceMs = 120000)
{
    while (process.waitForReadyRead(silenceMs))
        output += process.readAllStandardOutput();
    output += process.readAllStandardOutput();
    return process.state() == QProcess::NotRunning;
}

// Whether a writer's output says it stopped itself where it was asked to.
inline bool hasStopped(const QByteArray& output) { return output.contains("stopped\n"); }

// Facts about a records file read through a plain SQLite connection of its own, not through
// RecordsDatabase: what integrity_check says, and how many rounds do not have exactly their
// action_count actions (half written) or actions no round owns.
struct RawFacts {
    QString integrity; // "ok" when sound
    int rounds = 0;
    int halfWritten = 0; // rounds whose actions rows are not exactly action_count
    int orphans = 0;     // actions or mistakes rows without their round
    QSet<QString> uuids;
    QString error; // set when the file could not be read at all
};

inline RawFacts rawFacts(const QString& file)
{
    RawFacts facts;
    const QString name = QStringLiteral("raw-") + QUuid::createUuid().toString(QUuid::Id128);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        if (!db.open()) {
            facts.error = db.lastError().text();
        } else {
            QSqlQuery query(db);
            auto single = [&](const QString& sql) {
                if (!query.exec(sql) || !query.next()) {
                    facts.error = sql + QStringLiteral(": ") + query.lastError().text();
                    return QVariant();
                }
                return query.value(0);
            };
            facts.integrity = single(QStringLiteral("PRAGMA integrity_check")).toString();
            if (single(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = 'rounds'")).toInt() == 1) {
                facts.rounds = single(QStringLiteral("SELECT COUNT(*) FROM rounds")).toInt();
                facts.halfWritten = single(QStringLiteral("SELECT COUNT(*) FROM rounds r WHERE r.action_count != "
                                                          "(SELECT COUNT(*) FROM actions a WHERE a.round_id = r.id)"))
                                        .toInt();
                facts.orphans = single(QStringLiteral("SELECT (SELECT COUNT(*) FROM actions WHERE round_id NOT IN "
                                                      "(SELECT id FROM rounds)) + (SELECT COUNT(*) FROM mistakes WHERE "
                                                      "round_id NOT IN (SELECT id FROM rounds))"))
                                    .toInt();
                if (query.exec(QStringLiteral("SELECT uuid FROM rounds")))
                    while (query.next())
                        facts.uuids.insert(query.value(0).toString());
            }
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return facts;
}

// Reads the round back through RecordsDatabase and checks it whole: loaded, as many actions as its
// action_count, replayed to the end, to the same verdicts unless judged under an earlier revision of
// the rules. Returns an empty string when so, else what is wrong.
inline QString roundProblem(const records::RecordsDatabase& records, const QString& uuid)
{
    try {
        const auto loaded = records.loadRound(uuid);
        if (!loaded)
            return QStringLiteral("round %1 is missing").arg(uuid);
        QSqlQuery count(records.connection());
        count.prepare(QStringLiteral("SELECT action_count FROM rounds WHERE uuid = ?"));
        count.addBindValue(uuid);
        if (!count.exec() || !count.next())
            return QStringLiteral("round %1: no action_count").arg(uuid);
        if (static_cast<int>(loaded->actions.size()) != count.value(0).toInt())
            return QStringLiteral("round %1 has %2 actions, action_count %3")
                .arg(uuid)
                .arg(loaded->actions.size())
                .arg(count.value(0).toInt());
        records::Replay replay(*loaded);
        // A round judged under an earlier revision of the rules replays to its end by today's rules.
        if (const auto differs = replay.replayToEnd(); differs && !records::judgedUnderEarlierRules(*loaded))
            return QStringLiteral("round %1 replays differently at action %2").arg(uuid).arg(*differs);
    } catch (const std::exception& error) {
        return QStringLiteral("round %1: %2").arg(uuid, QString::fromUtf8(error.what()));
    }
    return {};
}

} // namespace s21::test

// The school's server failing under the stations' sends: a PostgreSQL server of this test's own
// (packaging/test_server.sh, so that stopping it disturbs no other test), halted as a crash or a power
// cut would (pg_ctl -m immediate) while a station sends and started again, and while a classroom of
// stations sends at once; a station process (records_writer --send) killed with SIGKILL in the
// middle of its sends. After each, the station
// sends what waits, and the server must hold every round of the station exactly once, whole.
// Each fault is placed by what the stations have done (a station stops itself where it is to be
// killed or to meet the halted server), never by the clock, so that it lands where it is meant to on a
// machine of any speed.
#include "record_maker.h"
#include "reliability_support.h"
#include "school_server_support.h"

#include "records/records_database.h"
#include "records/server/school_server.h"
#include "records/server/station_sync.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include <atomic>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <optional>
#include <thread>

using namespace s21;
using namespace s21::records;
using namespace s21::test;

namespace {

// Where a sending station is killed: right after it reported a send (idle between two), just before
// it marks the next round sent in its file (the server has committed it: the round is sent again
// and must not be duplicated), or at a random moment after its report, at the latest there (most
// often in the middle of the next round's server transaction).
enum class SendKill : std::uint8_t { BetweenSends, BeforeTheMark, AtARandomMoment };

// How many of a station's rounds its file marks as sent.
int roundsMarkedSent(const QString& file)
{
    const auto records = RecordsDatabase::open(file);
    return scalar(records->connection(), QStringLiteral("SELECT count(*) FROM sent_to_server")).toInt();
}

// Holds each station's last round until the server has been halted, so that the halt meets the
// stations however fast they send.
class LastRoundGate {
public:
    void waitUntilOpen()
    {
        std::unique_lock lock(mutex_);
        opened_.wait(lock, [this] { return open_; });
    }
    void open()
    {
        {
            const std::lock_guard lock(mutex_);
            open_ = true;
        }
        opened_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable opened_;
    bool open_ = false;
};

} // namespace

class TestSchoolServerFaults : public QObject {
    Q_OBJECT

private:
    QString serverDir_;
    QString superuser_;

    // The station's rounds on the server: each uuid with its count of actions; every one must be
    // whole (as many actions as the station stored) and there once.
    static void checkServerHoldsTheStation(const RecordsDatabase& records, const SchoolServer& station)
    {
        QCOMPARE(roundsWaiting(records), 0);
        QSqlQuery local(records.connection());
        QVERIFY(local.exec(QStringLiteral("SELECT r.uuid, (SELECT count(*) FROM actions a WHERE a.round_id = r.id) "
                                          "FROM rounds r ORDER BY r.uuid")));
        QStringList expected;
        while (local.next())
            expected << local.value(0).toString() + QLatin1Char(' ') + local.value(1).toString();
        QSqlQuery server(station.connection());
        QVERIFY(server.exec(QStringLiteral("SELECT r.uuid, (SELECT count(*) FROM actions a WHERE a.round = r.uuid) "
                                           "FROM rounds r ORDER BY r.uuid::text")));
        QStringList held;
        while (server.next())
            held << server.value(0).toString() + QLatin1Char(' ') + server.value(1).toString();
        QCOMPARE(held, expected);
    }

    // Stores `count` rounds in `file` with records_writer; whether it did.
    static bool writeRounds(const QString& file, int count)
    {
        QProcess writer;
        writer.start(writerProgram(), {file, QStringLiteral("--count"), QString::number(count)});
        QByteArray output;
        return waitForEnd(writer, output) && writer.exitStatus() == QProcess::NormalExit && writer.exitCode() == 0;
    }

    // records_writer sending FILE's waiting rounds to `url`, started; with `stop`, stopping itself there.
    static std::unique_ptr<QProcess> startSender(const QString& file, const QString& url,
                                                 const std::optional<StopPoint>& stop = std::nullopt)
    {
        auto sender = std::make_unique<QProcess>();
        QStringList arguments{file, QStringLiteral("--count"), QStringLiteral("0"), QStringLiteral("--send"), url};
        if (stop)
            arguments += stop->arguments();
        sender->start(writerProgram(), arguments);
        return sender;
    }

    // Where a sender stops itself for a kill of `kind` after `sends` sends (its first line names the
    // trainee, then one "sent" a send).
    static StopPoint stopFor(SendKill kind, int sends) { return {1 + sends, kind == SendKill::BetweenSends ? 0 : 1}; }

    // Waits until `sender` comes to where `kind` kills it (see stopFor): where it stopped itself, or, at
    // a random moment, up to `randomMomentMs` after its report of `sends` sends if it has not stopped.
    static bool waitForThePlace(QProcess& sender, SendKill kind, int sends, int randomMomentMs)
    {
        QByteArray output;
        if (kind != SendKill::AtARandomMoment)
            return readUntil(sender, output, hasStopped);
        const auto reported = [sends](const QByteArray& out) { return out.count("sent\n") >= sends; };
        if (!readUntil(sender, output, reported))
            return false;
        readUntil(sender, output, hasStopped, QDeadlineTimer(randomMomentMs));
        return true;
    }

private slots:
    void initTestCase()
    {
        // Directly in the temporary folder: the server's own user must reach it.
        serverDir_ = QDir::temp().filePath(uniqueName(QStringLiteral("s21-faults")));
        superuser_ = serverScript(QStringLiteral("start"), serverDir_);
        QVERIFY2(!superuser_.startsWith(QLatin1Char('!')),
                 qPrintable(superuser_ + QStringLiteral(" (PostgreSQL 15 is needed: bash packaging/dev.sh deps)")));
    }

    void cleanupTestCase()
    {
        if (!serverDir_.isEmpty())
            serverScript(QStringLiteral("stop"), serverDir_);
    }

    void aStationKilledInTheMiddleOfItsSendsLosesAndDuplicatesNothing()
    {
        const School school = School::create(superuser_);
        const QString station = school.addLogin(ServerRole::Station);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("station.sqlite"));
        QVERIFY(writeRounds(file, 40));

        // Killed six times, each after one or two sends: while idle, between the server's commit and
        // the station's mark, or at a random moment in between (most often in the middle of a server
        // transaction). However fast it sends, a sender never runs past the place it is to be killed at.
        const auto server = school.login(station);
        for (int kill = 0; kill < 6; ++kill) {
            const auto kind = static_cast<SendKill>(kill % 3);
            const int sends = 1 + kill / 3;
            auto sender = startSender(file, school.urlFor(station), stopFor(kind, sends));
            const int randomMomentMs = static_cast<int>(QRandomGenerator::global()->bounded(40u));
            QVERIFY2(waitForThePlace(*sender, kind, sends, randomMomentMs), sender->readAllStandardError().constData());
            ::kill(pid_t(sender->processId()), SIGKILL);
            QVERIFY(sender->waitForFinished(60000));
            const int onTheServer = scalar(server->connection(), QStringLiteral("SELECT count(*) FROM rounds")).toInt();
            if (kind == SendKill::BeforeTheMark) // the server has one round more than the station knows
                QCOMPARE(onTheServer, roundsMarkedSent(file) + 1);
        }
        auto sender = startSender(file, school.urlFor(station));
        QByteArray output;
        QVERIFY(waitForEnd(*sender, output));
        QCOMPARE(sender->exitCode(), 0);
        checkServerHoldsTheStation(*RecordsDatabase::open(file), *school.login(station));
    }

    void theServerHaltedAndStartedAgainDuringTheSendsLosesNothing()
    {
        const School school = School::create(superuser_);
        const QString station = school.addLogin(ServerRole::Station);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("station.sqlite"));
        QVERIFY(writeRounds(file, 60));

        // The server halted while a station sends (stopped after its third send, so that it cannot
        // have sent everything first, and going on once the server is down): the station reports it
        // unreachable, keeps what it has not sent, and never crashes.
        auto sender = startSender(file, school.urlFor(station), stopFor(SendKill::BetweenSends, 3));
        QByteArray output;
        QVERIFY2(readUntil(*sender, output, hasStopped), sender->readAllStandardError().constData());
        QCOMPARE(serverScript(QStringLiteral("halt"), serverDir_), QString());
        ::kill(pid_t(sender->processId()), SIGCONT);
        QVERIFY(sender->waitForFinished(60000));
        QCOMPARE(sender->exitStatus(), QProcess::NormalExit);
        QCOMPARE(sender->exitCode(), 3);
        const QByteArray report = sender->readAllStandardError();
        QVERIFY2(report.contains("RecordsError Unreachable"), report.constData());
        {
            const auto records = RecordsDatabase::open(file);
            QVERIFY(roundsWaiting(*records) > 0);
            // While the server is away the station goes on storing rounds.
            RecordMaker maker(77);
            const qint64 trainee = records->trainees().front().id;
            for (int n = 0; n < 5; ++n)
                records->storeRound(maker.round(marylandProfile(6), trainee, 2));
            try {
                SchoolServer::connect(school.urlFor(station), 2);
                QFAIL("connected to a halted server");
            } catch (const RecordsError& error) {
                QCOMPARE(error.kind(), RecordsError::Kind::Unreachable);
            }
        }

        // Back: everything waiting is sent, each round once.
        QCOMPARE(serverScript(QStringLiteral("resume"), serverDir_), QString());
        const auto records = RecordsDatabase::open(file);
        const auto server = school.login(station);
        QVERIFY(sendWaitingRounds(*records, *server) > 0);
        checkServerHoldsTheStation(*records, *server);
        QCOMPARE(scalar(server->connection(), QStringLiteral("SELECT count(*) FROM rounds")).toInt(), 65);
    }

    void aClassroomSendingThroughAServerRestartLosesNothing()
    {
        // Eight stations, each a thread with its own file and connection, sending 25 rounds each as
        // the trainer does: after a lost connection, again a moment later on a new one, until done.
        // Each holds its last round until the server is down, so that the halt meets them.
        constexpr int kStations = 8;
        const School school = School::create(superuser_);
        QTemporaryDir dir;
        std::vector<QString> logins;
        std::vector<QString> files;
        for (int s = 0; s < kStations; ++s) {
            logins.push_back(school.addLogin(ServerRole::Station));
            files.push_back(dir.filePath(QStringLiteral("station-%1.sqlite").arg(s)));
            QVERIFY(writeRounds(files.back(), 25));
        }
        std::atomic<int> sent = 0;
        std::atomic<int> lostConnections = 0;
        std::atomic<int> otherErrors = 0;
        LastRoundGate gate;
        std::vector<std::thread> stations;
        for (int s = 0; s < kStations; ++s)
            stations.emplace_back([&, s] {
                const auto records = RecordsDatabase::open(files[std::size_t(s)]);
                QElapsedTimer patience;
                patience.start();
                std::unique_ptr<SchoolServer> server;
                while (roundsWaiting(*records) > 0 && patience.elapsed() < 120000) {
                    try {
                        if (roundsWaiting(*records) == 1)
                            gate.waitUntilOpen();
                        if (!server)
                            server = SchoolServer::connect(school.urlFor(logins[std::size_t(s)]), 2);
                        sent += sendWaitingRounds(*records, *server, 1);
                    } catch (const RecordsError& error) {
                        server.reset();
                        ++(error.kind() == RecordsError::Kind::Unreachable ? lostConnections : otherErrors);
                        QThread::msleep(100);
                    }
                }
            });
        // The server halted once a quarter of the rounds are in, and started again once a station met
        // it (the last rounds go out only then). The waits' limits only end a test that hangs.
        QElapsedTimer waited;
        waited.start();
        while (sent < kStations * 25 / 4 && waited.elapsed() < 120000)
            QThread::msleep(5);
        const QString halted = serverScript(QStringLiteral("halt"), serverDir_);
        gate.open();
        while (lostConnections == 0 && otherErrors == 0 && waited.elapsed() < 240000)
            QThread::msleep(5);
        const QString resumed = serverScript(QStringLiteral("resume"), serverDir_);
        for (std::thread& station : stations)
            station.join();
        QCOMPARE(halted, QString());
        QCOMPARE(resumed, QString());
        QCOMPARE(otherErrors.load(), 0);
        QVERIFY(lostConnections > 0); // the halt was met
        for (int s = 0; s < kStations; ++s)
            checkServerHoldsTheStation(*RecordsDatabase::open(files[std::size_t(s)]),
                                       *school.login(logins[std::size_t(s)]));
        QCOMPARE(scalar(school.admin()->connection(), QStringLiteral("SELECT count(*) FROM rounds")).toInt(),
                 kStations * 25);
    }
};

QTEST_GUILESS_MAIN(TestSchoolServerFaults)
#include "tst_school_server_faults.moc"

// The school's server failing under the stations' sends: a PostgreSQL server of this test's own
// (packaging/test_server.sh, so that stopping it disturbs no other test), halted as a crash or a power
// cut would (pg_ctl -m immediate) while a station sends and started again, and while a classroom of
// stations sends at once; a station process (records_writer --send) killed with SIGKILL in the
// middle of its sends. After each, the station
// sends what waits, and the server must hold every round of the station exactly once, whole.
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
#include <csignal>
#include <thread>

using namespace s21;
using namespace s21::records;
using namespace s21::test;

namespace {

const QString kScript = QStringLiteral(S21_SOURCE_DIR "/packaging/test_server.sh");

// Runs packaging/test_server.sh COMMAND DIR: what it printed, or a text starting with '!'.
QString serverScript(const QString& command, const QString& dir)
{
    QProcess script;
    script.start(QStringLiteral("bash"), {kScript, command, dir});
    if (!script.waitForFinished(120000) || script.exitCode() != 0)
        return QStringLiteral("!test_server.sh %1 failed: %2")
            .arg(command, QString::fromUtf8(script.readAllStandardError()));
    return QString::fromUtf8(script.readAllStandardOutput()).trimmed();
}

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

    // Waits until `sender` has reported `sends` more sends (its "sent" lines).
    static bool waitForSends(QProcess& sender, QByteArray& output, int sends)
    {
        const qsizetype wanted = output.count("sent\n") + sends;
        while (output.count("sent\n") < wanted) {
            if (!sender.waitForReadyRead(60000))
                return false;
            output += sender.readAllStandardOutput();
        }
        return true;
    }

    // Stores `count` rounds in `file` with records_writer; whether it did.
    static bool writeRounds(const QString& file, int count)
    {
        QProcess writer;
        writer.start(writerProgram(), {file, QStringLiteral("--count"), QString::number(count)});
        return writer.waitForFinished(120000) && writer.exitStatus() == QProcess::NormalExit && writer.exitCode() == 0;
    }

    // records_writer sending FILE's waiting rounds to `url`, started.
    static std::unique_ptr<QProcess> startSender(const QString& file, const QString& url)
    {
        auto sender = std::make_unique<QProcess>();
        sender->start(writerProgram(),
                      {file, QStringLiteral("--count"), QStringLiteral("0"), QStringLiteral("--send"), url});
        return sender;
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

        // Killed five times, each after it reported a send and a moment more: in the middle of a
        // server transaction, between the server's commit and the station's mark, or while idle.
        for (int kill = 0; kill < 5; ++kill) {
            auto sender = startSender(file, school.urlFor(station));
            QByteArray output;
            QVERIFY(waitForSends(*sender, output, 1));
            QThread::msleep(QRandomGenerator::global()->bounded(40u));
            ::kill(pid_t(sender->processId()), SIGKILL);
            QVERIFY(sender->waitForFinished());
        }
        auto sender = startSender(file, school.urlFor(station));
        QVERIFY(sender->waitForFinished(120000));
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

        // The server halted while a station sends: the station reports it unreachable, keeps what it
        // has not sent, and never crashes.
        auto sender = startSender(file, school.urlFor(station));
        QByteArray output;
        QVERIFY(waitForSends(*sender, output, 3));
        QCOMPARE(serverScript(QStringLiteral("halt"), serverDir_), QString());
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
        std::vector<std::thread> stations;
        for (int s = 0; s < kStations; ++s)
            stations.emplace_back([&, s] {
                const auto records = RecordsDatabase::open(files[std::size_t(s)]);
                QElapsedTimer patience;
                patience.start();
                std::unique_ptr<SchoolServer> server;
                while (roundsWaiting(*records) > 0 && patience.elapsed() < 120000) {
                    try {
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
        // The server halted once a quarter of the rounds are in, and started again a second later.
        QElapsedTimer waited;
        waited.start();
        while (sent < kStations * 25 / 4 && waited.elapsed() < 60000)
            QThread::msleep(5);
        QCOMPARE(serverScript(QStringLiteral("halt"), serverDir_), QString());
        QThread::msleep(1000);
        QCOMPARE(serverScript(QStringLiteral("resume"), serverDir_), QString());
        for (std::thread& station : stations)
            station.join();
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

// The school's server: a real PostgreSQL 15 server (packaging/test_server.sh starts one for
// `bash packaging/dev.sh test`; S21_TEST_SERVER is its superuser's URL). Each test makes a school of its
// own: a database owned by an administrator role that may create roles but is no superuser, as
// docs/school-server.md sets one up. What a station and an instructor may do is tried as they would,
// through their own logins, and PostgreSQL itself must refuse what they may not.
#include "records/server/school_server.h"

#include <QProcessEnvironment>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace s21::records;

namespace {

const QString kPassword = QStringLiteral("a long password 1");

QString uniqueName(const QString& stem)
{
    return stem + QLatin1Char('_') + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

// The URL of `role` on `database` at the test server.
QString urlOf(const QString& superuserUrl, const QString& role, const QString& password, const QString& database)
{
    QUrl url(superuserUrl);
    url.setUserName(role);
    url.setPassword(password);
    url.setPath(QLatin1Char('/') + database);
    return url.toString(QUrl::FullyEncoded);
}

// Runs `sql` as whoever `server` logged in as; the SQLSTATE of its refusal, empty when it ran.
QString refusal(const SchoolServer& server, const QString& sql)
{
    QSqlQuery query(server.connection());
    return query.exec(sql) ? QString() : query.lastError().nativeErrorCode();
}

int count(const SchoolServer& server, const QString& table)
{
    QSqlQuery query(server.connection());
    if (!query.exec(QStringLiteral("SELECT count(*) FROM ") + table) || !query.next())
        return -1;
    return query.value(0).toInt();
}

constexpr const char* kInsufficientPrivilege = "42501";

} // namespace

class TestSchoolServer : public QObject {
    Q_OBJECT

private:
    QString superuser_;

    struct School {
        QString database;
        QString adminUrl;
    };

    // A new database, owned by a new administrator role with CREATEROLE and nothing more.
    School newSchool()
    {
        auto superuser = SchoolServer::connect(superuser_);
        School school{uniqueName(QStringLiteral("school")), {}};
        const QString admin = uniqueName(QStringLiteral("admin"));
        QSqlQuery query(superuser->connection());
        [&] {
            QVERIFY2(query.exec(QStringLiteral("CREATE ROLE %1 LOGIN CREATEROLE PASSWORD '%2'").arg(admin, kPassword)),
                     qPrintable(query.lastError().text()));
            QVERIFY2(query.exec(QStringLiteral("CREATE DATABASE %1 OWNER %2").arg(school.database, admin)),
                     qPrintable(query.lastError().text()));
        }();
        school.adminUrl = urlOf(superuser_, admin, kPassword, school.database);
        return school;
    }

    std::unique_ptr<SchoolServer> login(const School& school, const QString& role)
    {
        return SchoolServer::connect(urlOf(superuser_, role, kPassword, school.database));
    }

    // What a station sends of one round, as the station itself: its trainee, profile, round, an
    // action and a mistake, an exam attempt and its result.
    static void sendAsStation(const SchoolServer& station, const QString& trainee, const QString& round,
                              const QString& attempt)
    {
        const QStringList statements{
            QStringLiteral("INSERT INTO trainees (uuid, name, created_at) VALUES ('%1', 'Ana', now())").arg(trainee),
            QStringLiteral("INSERT INTO profiles (hash, id, yaml) VALUES ('h1', 'md-2020-6deck', 'id: x') "
                           "ON CONFLICT DO NOTHING"),
            QStringLiteral("INSERT INTO rounds (uuid, trainee, kind, mode, drill, scenario_id, scenario_hash, "
                           "profile_hash, seed, dealt_from, started_at, ended_at, outcome, points, passed, "
                           "elapsed_ms, action_count, rules_revision) VALUES ('%1', '%2', 'round', 'practice', '', "
                           "'', '', 'h1', '7', '{}', now(), now(), 'complete', 90, true, 1000, 1, 2)")
                .arg(round, trainee),
            QStringLiteral("INSERT INTO actions (round, seq, notation, step, ms, accepted, applied, section) VALUES "
                           "('%1', 0, 'deal s1', 'deal', 10, false, false, 'the section')")
                .arg(round),
            QStringLiteral("INSERT INTO mistakes (round, seq, code, section, severity, explanation, expected) VALUES "
                           "('%1', 0, 'DEAL_ORDER', 'the section', 'major', 'x', 'deal s2')")
                .arg(round),
            QStringLiteral("INSERT INTO exam_attempts (attempt, trainee, exam, supervisor_key, started_at) VALUES "
                           "('%1', '%2', 'md-basic', 'key', now())")
                .arg(attempt, trainee),
            QStringLiteral("INSERT INTO exam_results (attempt, station_sequence, previous_hash, record, public_key, "
                           "signature) VALUES ('%1', 1, '', '{}', 'key', 'sig')")
                .arg(attempt),
        };
        for (const QString& sql : statements) {
            QSqlQuery query(station.connection());
            QVERIFY2(query.exec(sql), qPrintable(sql + QStringLiteral(": ") + query.lastError().text()));
        }
    }

private slots:
    void initTestCase()
    {
        superuser_ = QProcessEnvironment::systemEnvironment().value(QStringLiteral("S21_TEST_SERVER"));
        if (superuser_.isEmpty())
            QFAIL("No PostgreSQL server for the school-server tests. Run them through `bash packaging/dev.sh test`, "
                  "which installs postgresql-15 and libqt6sql6-psql and starts one (packaging/test_server.sh), or "
                  "set S21_TEST_SERVER to a superuser's postgresql:// URL.");
    }

    void initCreatesTheSchemaAndMigrateIsIdempotent()
    {
        const School school = newSchool();
        auto admin = SchoolServer::connect(school.adminUrl);
        QCOMPARE(admin->schemaVersion(), 0);
        QVERIFY_THROWS_EXCEPTION(RecordsError, admin->requireCurrentSchema());
        QCOMPARE(admin->migrate(), int(serverMigrations().size()));
        QCOMPARE(admin->schemaVersion(), currentServerSchemaVersion());
        admin->requireCurrentSchema();
        QCOMPARE(admin->migrate(), 0);
        QCOMPARE(serverMigrations().front().version, 1);
        QVERIFY(serverMigrations().front().purpose.startsWith(QLatin1String("Version 1 of a school's records")));
    }

    void twoAdministratorsMigratingAtOnceApplyEachFileOnce()
    {
        const School school = newSchool();
        // Each on a thread and a connection of its own, at the same moment.
        std::atomic<int> applied = 0;
        std::atomic<int> failures = 0;
        const auto migrateOnce = [&] {
            try {
                applied += SchoolServer::connect(school.adminUrl)->migrate();
            } catch (const RecordsError&) {
                ++failures;
            }
        };
        std::thread first(migrateOnce);
        std::thread second(migrateOnce);
        first.join();
        second.join();
        QCOMPARE(failures.load(), 0);
        QCOMPARE(applied.load(), int(serverMigrations().size()));
        QCOMPARE(SchoolServer::connect(school.adminUrl)->schemaVersion(), currentServerSchemaVersion());
    }

    void aStationCannotChangeOrDeleteWhatWasSent()
    {
        const School school = newSchool();
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString name = uniqueName(QStringLiteral("station"));
        admin->addLogin(ServerRole::Station, name, kPassword);
        QVERIFY(admin->logins(ServerRole::Station).contains(name));
        auto station = login(school, name);
        station->requireCurrentSchema();
        const QString trainee = QUuid::createUuid().toString(QUuid::WithoutBraces);
        const QString round = QUuid::createUuid().toString(QUuid::WithoutBraces);
        const QString attempt = QUuid::createUuid().toString(QUuid::WithoutBraces);
        sendAsStation(*station, trainee, round, attempt);
        QCOMPARE(count(*station, QStringLiteral("rounds")), 1);

        for (const QString& sql :
             {QStringLiteral("UPDATE rounds SET points = 100"), QStringLiteral("DELETE FROM rounds"),
              QStringLiteral("UPDATE exam_results SET record = '{\"passed\": true}'"),
              QStringLiteral("DELETE FROM exam_results"), QStringLiteral("DELETE FROM exam_attempts"),
              QStringLiteral("UPDATE mistakes SET severity = 'minor'"), QStringLiteral("DELETE FROM mistakes"),
              QStringLiteral("TRUNCATE exam_results CASCADE"), QStringLiteral("UPDATE trainees SET name = 'Ben'"),
              QStringLiteral("DELETE FROM schema_migrations"), QStringLiteral("DROP TABLE exam_results CASCADE"),
              QStringLiteral("ALTER TABLE rounds DISABLE ROW LEVEL SECURITY"),
              QStringLiteral("CREATE TABLE mine (x int)")}) {
            const QString code = refusal(*station, sql);
            QVERIFY2(!code.isEmpty(), qPrintable(sql + QStringLiteral(" was allowed")));
            QVERIFY2(code == QLatin1String(kInsufficientPrivilege) || code == QLatin1String("42P01"),
                     qPrintable(sql + QStringLiteral(": ") + code));
        }
        QCOMPARE(count(*admin, QStringLiteral("exam_results")), 1);
        QCOMPARE(count(*admin, QStringLiteral("rounds WHERE points = 90")), 1);
    }

    void aStationReadsAndWritesOnlyItsOwnRows()
    {
        const School school = newSchool();
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString first = uniqueName(QStringLiteral("station"));
        const QString second = uniqueName(QStringLiteral("station"));
        admin->addLogin(ServerRole::Station, first, kPassword);
        admin->addLogin(ServerRole::Station, second, kPassword);
        auto one = login(school, first);
        auto two = login(school, second);
        const QString trainee = QUuid::createUuid().toString(QUuid::WithoutBraces);
        sendAsStation(*one, trainee, QUuid::createUuid().toString(QUuid::WithoutBraces),
                      QUuid::createUuid().toString(QUuid::WithoutBraces));

        for (const char* table :
             {"trainees", "profiles", "rounds", "actions", "mistakes", "exam_attempts", "exam_results"}) {
            QCOMPARE(count(*one, QLatin1String(table)), 1);
            QCOMPARE(count(*two, QLatin1String(table)), 0);
        }
        // Sending in the first station's name, or hanging a round on its trainee, is refused.
        QCOMPARE(refusal(*two, QStringLiteral("INSERT INTO trainees (uuid, station, name, created_at) VALUES "
                                              "('%1', '%2', 'Eve', now())")
                                   .arg(QUuid::createUuid().toString(QUuid::WithoutBraces), first)),
                 QLatin1String(kInsufficientPrivilege));
        QCOMPARE(refusal(*two, QStringLiteral("INSERT INTO profiles (hash, id, yaml) VALUES ('h1', 'p', 'id: p')")),
                 QString()); // its own profile of the same hash: stations never share one
        QCOMPARE(refusal(*two, QStringLiteral("INSERT INTO rounds (uuid, trainee, kind, mode, drill, scenario_id, "
                                              "scenario_hash, profile_hash, seed, dealt_from, started_at, ended_at, "
                                              "outcome, points, passed, elapsed_ms, action_count, rules_revision) "
                                              "VALUES ('%1', '%2', 'round', 'practice', '', '', '', 'h1', '7', '{}', "
                                              "now(), now(), 'complete', 90, true, 1000, 1, 2)")
                                   .arg(QUuid::createUuid().toString(QUuid::WithoutBraces), trainee)),
                 QStringLiteral("23503")); // foreign key: no such trainee of this station
        QCOMPARE(count(*admin, QStringLiteral("rounds")), 1);
    }

    void anInstructorReadsTheClassAndWritesNothing()
    {
        const School school = newSchool();
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString stationName = uniqueName(QStringLiteral("station"));
        const QString instructorName = uniqueName(QStringLiteral("instructor"));
        admin->addLogin(ServerRole::Station, stationName, kPassword);
        admin->addLogin(ServerRole::Instructor, instructorName, kPassword);
        QVERIFY(admin->logins(ServerRole::Instructor).contains(instructorName));
        QVERIFY(!admin->logins(ServerRole::Station).contains(instructorName));
        sendAsStation(*login(school, stationName), QUuid::createUuid().toString(QUuid::WithoutBraces),
                      QUuid::createUuid().toString(QUuid::WithoutBraces),
                      QUuid::createUuid().toString(QUuid::WithoutBraces));
        auto instructor = login(school, instructorName);
        QCOMPARE(count(*instructor, QStringLiteral("rounds")), 1);
        QCOMPARE(count(*instructor, QStringLiteral("mistakes")), 1);
        QCOMPARE(count(*instructor, QStringLiteral("exam_results")), 1);
        for (const QString& sql :
             {QStringLiteral("INSERT INTO trainees (uuid, name, created_at) VALUES (gen_random_uuid(), 'X', now())"),
              QStringLiteral("UPDATE rounds SET passed = false"), QStringLiteral("DELETE FROM exam_attempts")})
            QCOMPARE(refusal(*instructor, sql), QLatin1String(kInsufficientPrivilege));
    }

    void loginsAreCheckedAndNeverDuplicated()
    {
        const School school = newSchool();
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString name = uniqueName(QStringLiteral("station"));
        admin->addLogin(ServerRole::Station, name, kPassword);
        QVERIFY_THROWS_EXCEPTION(RecordsError, admin->addLogin(ServerRole::Station, name, kPassword));
        for (const QString& bad :
             {QStringLiteral("Station"), QStringLiteral("1st"), QStringLiteral("s21_station"),
              QStringLiteral("pg_monitor"), QStringLiteral("a; DROP TABLE rounds"), QString(64, QLatin1Char('a'))})
            QVERIFY_THROWS_EXCEPTION(RecordsError, admin->addLogin(ServerRole::Station, bad, kPassword));
        QVERIFY_THROWS_EXCEPTION(RecordsError, admin->addLogin(ServerRole::Station, uniqueName("s"), "short"));
        // A password with quotes is the server's to quote: the station logs in with it.
        const QString quoted = uniqueName(QStringLiteral("station"));
        const QString awkward = QStringLiteral("it's a 'quoted' \\ password");
        admin->addLogin(ServerRole::Station, quoted, awkward);
        QVERIFY(SchoolServer::connect(urlOf(superuser_, quoted, awkward, school.database)));
        // A station may not make logins.
        auto station = login(school, name);
        try {
            station->addLogin(ServerRole::Station, uniqueName(QStringLiteral("station")), kPassword);
            QFAIL("a station made a login");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Refused);
        }
    }

    void aServerNewerThanTheProgramIsNeverWritten()
    {
        const School school = newSchool();
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        QSqlQuery query(admin->connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO schema_migrations (version, purpose) VALUES (99, 'later')")));
        try {
            admin->migrate();
            QFAIL("migrated a newer schema");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::TooNew);
        }
        try {
            admin->requireCurrentSchema();
            QFAIL("accepted a newer schema");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::TooNew);
        }
    }

    void badAddressesAndRefusedLoginsSayWhy()
    {
        const School school = newSchool();
        for (const QString& bad : {QStringLiteral("mysql://a@b/c"), QStringLiteral("postgresql://host/db"),
                                   QStringLiteral("postgresql://role@/db"), QStringLiteral("postgresql://role@host"),
                                   QStringLiteral("postgresql://role@host/db?sslmode=require;options=x"),
                                   QStringLiteral("postgresql://role@host/db?options=-c%20x")}) {
            try {
                SchoolServer::connect(bad);
                QFAIL(qPrintable(bad + QStringLiteral(" was accepted")));
            } catch (const RecordsError& error) {
                QCOMPARE(error.kind(), RecordsError::Kind::Failed);
                QVERIFY2(error.message().contains(QLatin1String("postgresql://ROLE@HOST")),
                         qPrintable(error.message()));
            }
        }
        QUrl wrongPassword(school.adminUrl);
        wrongPassword.setPassword(QStringLiteral("not the password"));
        try {
            SchoolServer::connect(wrongPassword.toString(QUrl::FullyEncoded));
            QFAIL("a wrong password was let in");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Refused);
            QVERIFY(!error.message().contains(QLatin1String("not the password")));
        }
        // A role of the cluster outside the school's groups may not even connect.
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString outsider = uniqueName(QStringLiteral("outsider"));
        const auto superuser = SchoolServer::connect(superuser_);
        QSqlQuery make(superuser->connection());
        QVERIFY(make.exec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(outsider, kPassword)));
        try {
            login(school, outsider);
            QFAIL("a role outside the school connected");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Refused);
        }
        // A port nobody listens on: Unreachable, within the connect timeout.
        QUrl closed(school.adminUrl);
        closed.setPort(1);
        try {
            SchoolServer::connect(closed.toString(QUrl::FullyEncoded), 2);
            QFAIL("connected to a closed port");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Unreachable);
        }
    }
};

QTEST_GUILESS_MAIN(TestSchoolServer)
#include "tst_school_server.moc"

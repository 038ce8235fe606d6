// The school's server: a real PostgreSQL 15 server (packaging/test_server.sh starts one for
// `bash packaging/dev.sh test`; S21_TEST_SERVER is its superuser's URL). Each test makes a school of its
// own: a database owned by an administrator role that may create roles but is no superuser, as
// docs/school-server.md sets one up. What a station and an instructor may do is tried as they would,
// through their own logins, and PostgreSQL itself must refuse what they may not.
#include "exam_maker.h"
#include "record_maker.h"
#include "school_server_support.h"

#include "records/exam_records.h"
#include "records/records_database.h"
#include "records/server/class_report.h"
#include "records/server/school_server.h"
#include "records/server/station_sync.h"

#include "certification/supervisor_key.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

#include <atomic>
#include <thread>

using namespace s21::records;
using namespace s21::test;

namespace {

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

// What takes a server back from schema 4 to 3, as its administrator: the class summaries gone.
const QStringList kBackToSchema3{
    QStringLiteral("DROP TABLE trainee_days, trainee_sections"),
    QStringLiteral("DROP TRIGGER summarised ON rounds"),
    QStringLiteral("DROP TRIGGER summarised ON actions"),
    QStringLiteral("DROP TRIGGER summarised ON mistakes"),
    QStringLiteral("DROP FUNCTION s21_summarise_rounds(), s21_summarise_actions(), s21_summarise_mistakes()"),
    QStringLiteral("DELETE FROM schema_migrations WHERE version = 4"),
};

// The class view's tables as they were counted from every round before schema 4 (the summaries'
// oracle), each as "cell|cell|..." lines: per trainee (name, station, rounds, accuracy, mean points,
// last start), per trainee and day, and per section.
QStringList countedFromEveryRound(const SchoolServer& server)
{
    QStringList lines;
    for (const QString& sql :
         {QStringLiteral(
              "SELECT t.name, t.station, (SELECT count(*) FROM rounds r WHERE r.trainee = t.uuid AND "
              "r.station = t.station), (SELECT round(100.0 * avg(a.accepted::int), 1) FROM actions a "
              "JOIN rounds r ON r.uuid = a.round AND r.station = a.station WHERE r.trainee = t.uuid AND "
              "r.station = t.station), (SELECT round(avg(r.points), 1) FROM rounds r WHERE r.trainee = "
              "t.uuid AND r.station = t.station AND r.kind = 'round'), (SELECT to_char(max(r.started_at) AT TIME "
              "ZONE 'UTC', 'YYYY-MM-DD HH24:MI') FROM rounds r WHERE r.trainee = t.uuid AND r.station = "
              "t.station) FROM trainees t "
              "ORDER BY t.name, t.station"),
          QStringLiteral("WITH dealt AS (SELECT uuid, station, trainee, points, kind, (started_at AT TIME ZONE "
                         "'UTC')::date AS day FROM rounds) SELECT d.station, d.trainee, d.day::text, count(*), (SELECT "
                         "round(100.0 * avg(a.accepted::int), 1) FROM actions a JOIN dealt e ON e.uuid = a.round "
                         "AND e.station = a.station WHERE e.day = d.day AND e.trainee = d.trainee AND e.station = "
                         "d.station), round(avg(d.points) FILTER (WHERE d.kind = 'round'), 1) FROM dealt d GROUP "
                         "BY d.station, d.trainee, d.day ORDER BY 1, 2, 3"),
          QStringLiteral("SELECT m.section, count(*), count(DISTINCT (r.station, r.trainee)) FROM mistakes m JOIN "
                         "rounds r ON r.uuid = m.round AND r.station = m.station GROUP BY m.section "
                         "ORDER BY count(*) DESC, m.section")}) {
        QSqlQuery query(server.connection());
        if (!query.exec(sql))
            return {query.lastError().text()};
        while (query.next()) {
            QStringList cells;
            for (int column = 0; column < query.record().count(); ++column)
                cells << query.value(column).toString();
            lines << cells.join(QLatin1Char('|'));
        }
        lines << QStringLiteral("--");
    }
    return lines;
}

// The same three tables as the class view reads them now.
QStringList readFromSummaries(const SchoolServer& server)
{
    QStringList lines;
    const ClassTable trainees = classTrainees(server, {});
    for (const QStringList& row : trainees.rows)
        lines << row.mid(0, 6).join(QLatin1Char('|'));
    lines << QStringLiteral("--");
    QStringList days; // by station, trainee and day, as the oracle orders them
    for (const QString& key : trainees.keys) {
        const QString station = key.section(QLatin1Char('@'), 1);
        for (const QStringList& row : traineeProgress(server, key).rows)
            days << station + QLatin1Char('|') + key.section(QLatin1Char('@'), 0, 0) + QLatin1Char('|') +
                        row.join(QLatin1Char('|'));
    }
    days.sort();
    lines << days << QStringLiteral("--");
    for (QStringList row : frequentMistakes(server, 1000).rows) {
        row.removeAt(1); // the chapter's title
        lines << row.join(QLatin1Char('|'));
    }
    lines << QStringLiteral("--");
    return lines;
}

// A station's INSERT of a round of `trainee` in `mode` (its profile 'h1', 90 points).
QString roundInsert(const QString& round, const QString& trainee, const QString& mode = QStringLiteral("free"))
{
    return QStringLiteral("INSERT INTO rounds (uuid, trainee, kind, mode, drill, scenario_id, scenario_hash, "
                          "profile_hash, seed, dealt_from, started_at, ended_at, outcome, points, passed, elapsed_ms, "
                          "action_count, rules_revision) VALUES ('%1', '%2', 'round', '%3', '', '', '', 'h1', '7', "
                          "'{}', now(), now(), 'complete', 90, true, 1000, 1, 2)")
        .arg(round, trainee, mode);
}

} // namespace

class TestSchoolServer : public QObject {
    Q_OBJECT

private:
    QString superuser_;

    // What a station sends of one round, as the station itself: its trainee, profile, round, an
    // action and a mistake, an exam attempt and its result.
    static void sendAsStation(const SchoolServer& station, const QString& trainee, const QString& round,
                              const QString& attempt)
    {
        const QStringList statements{
            QStringLiteral("INSERT INTO trainees (uuid, name, created_at) VALUES ('%1', 'Ana', now())").arg(trainee),
            QStringLiteral("INSERT INTO profiles (hash, id, yaml) VALUES ('h1', 'md-2020-6deck', 'id: x') "
                           "ON CONFLICT DO NOTHING"),
            roundInsert(round, trainee),
            QStringLiteral("INSERT INTO actions (round, seq, notation, step, ms, accepted, applied, section) VALUES "
                           "('%1', 0, 'deal s1', 'deal', 10, false, false, 'the section')")
                .arg(round),
            QStringLiteral("INSERT INTO mistakes (round, seq, code, section, severity, explanation, expected) VALUES "
                           "('%1', 0, 'DEAL_ORDER', 'the section', 'major', 'x', 'deal s2')")
                .arg(round),
            // Of the shapes the server accepts (an unsigned record: see tst_school_server_trust).
            QStringLiteral("INSERT INTO exam_attempts (attempt, trainee, exam, supervisor_key, started_at) VALUES "
                           "('%1', '%2', 'md-basic', '%3', now())")
                .arg(attempt, trainee, kShapedKey),
            QStringLiteral("INSERT INTO exam_results (attempt, station_sequence, previous_hash, record, public_key, "
                           "signature) VALUES ('%1', 1, '%2', '{\"format\": \"s21-exam-attempt\", \"version\": 1, "
                           "\"attempt\": \"%1\", \"result\": \"passed\"}', '%3', '%4')")
                .arg(attempt, kShapedHash, kShapedKey, kShapedSignature),
        };
        for (const QString& sql : statements) {
            QSqlQuery query(station.connection());
            QVERIFY2(query.exec(sql), qPrintable(sql + QStringLiteral(": ") + query.lastError().text()));
        }
    }

private slots:
    void initTestCase()
    {
        superuser_ = testServerUrl();
        if (superuser_.isEmpty())
            QFAIL(kNoTestServer);
    }

    void initCreatesTheSchemaAndMigrateIsIdempotent()
    {
        const School school = School::create(superuser_, false);
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
        const School school = School::create(superuser_, false);
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
        const School school = School::create(superuser_, false);
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString name = uniqueName(QStringLiteral("station"));
        admin->addLogin(ServerRole::Station, name, kServerPassword);
        QVERIFY(admin->logins(ServerRole::Station).contains(name));
        auto station = school.login(name);
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

    // A round's mode is one of the stations' spellings (schema 3): a station sending another is
    // refused by the server, as the station's own file refuses it.
    void aRoundsModeIsOneOfItsSpellings()
    {
        const School school = School::create(superuser_);
        auto station = school.login(school.addLogin(ServerRole::Station));
        const QString trainee = QUuid::createUuid().toString(QUuid::WithoutBraces);
        sendAsStation(*station, trainee, QUuid::createUuid().toString(QUuid::WithoutBraces),
                      QUuid::createUuid().toString(QUuid::WithoutBraces));
        for (const char* mode : {"guided", "exam"})
            QCOMPARE(refusal(*station, roundInsert(QUuid::createUuid().toString(QUuid::WithoutBraces), trainee,
                                                   QLatin1String(mode))),
                     QString());
        for (const char* mode : {"drill", "practice", "Guided", ""})
            QCOMPARE(refusal(*station, roundInsert(QUuid::createUuid().toString(QUuid::WithoutBraces), trainee,
                                                   QLatin1String(mode))),
                     QStringLiteral("23514")); // check_violation: mode_is_known
        QCOMPARE(count(*station, QStringLiteral("rounds")), 3);
    }

    // A server of schema 2 holding a round of another mode (no station sent one: written by hand) is
    // not upgraded by guessing: the migration stops, naming the round and its station, and the server
    // keeps schema 2 and the round as it was; set right, it upgrades.
    void aRoundOfAnotherModeStopsTheServersUpgradeAndIsKept()
    {
        const School school = School::create(superuser_);
        const QString stationName = school.addLogin(ServerRole::Station);
        const QString round = QUuid::createUuid().toString(QUuid::WithoutBraces);
        sendAsStation(*school.login(stationName), QUuid::createUuid().toString(QUuid::WithoutBraces), round,
                      QUuid::createUuid().toString(QUuid::WithoutBraces));
        const auto admin = school.admin();
        // The server as schema 2 left it, the round's mode changed by hand.
        for (const QString& sql : kBackToSchema3 + QStringList{QStringLiteral("ALTER TABLE rounds DROP CONSTRAINT "
                                                                              "mode_is_known"),
                                                               QStringLiteral("DELETE FROM schema_migrations WHERE "
                                                                              "version = 3"),
                                                               QStringLiteral("UPDATE rounds SET mode = 'practice'")})
            QCOMPARE(refusal(*admin, sql), QString());
        QCOMPARE(admin->schemaVersion(), 2);
        try {
            admin->migrate();
            QFAIL("migrated a round of an unknown mode");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Failed);
            for (const QString& named : {round, stationName, QStringLiteral("'practice'"), QStringLiteral("schema 3"),
                                         QStringLiteral("stays at schema 2")})
                QVERIFY2(error.message().contains(named), qPrintable(error.message()));
        }
        QCOMPARE(admin->schemaVersion(), 2);
        QCOMPARE(count(*admin, QStringLiteral("rounds WHERE mode = 'practice'")), 1);

        QCOMPARE(refusal(*admin, QStringLiteral("UPDATE rounds SET mode = 'free'")), QString());
        QCOMPARE(admin->migrate(), 2);
        QCOMPARE(admin->schemaVersion(), currentServerSchemaVersion());
        QCOMPARE(count(*admin, QStringLiteral("rounds WHERE mode = 'free'")), 1);
    }

    void aStationReadsAndWritesOnlyItsOwnRows()
    {
        const School school = School::create(superuser_, false);
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString first = uniqueName(QStringLiteral("station"));
        const QString second = uniqueName(QStringLiteral("station"));
        admin->addLogin(ServerRole::Station, first, kServerPassword);
        admin->addLogin(ServerRole::Station, second, kServerPassword);
        auto one = school.login(first);
        auto two = school.login(second);
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
        QCOMPARE(refusal(*two, roundInsert(QUuid::createUuid().toString(QUuid::WithoutBraces), trainee)),
                 QStringLiteral("23503")); // foreign key: no such trainee of this station
        QCOMPARE(count(*admin, QStringLiteral("rounds")), 1);
    }

    void anInstructorReadsTheClassAndWritesNothing()
    {
        const School school = School::create(superuser_, false);
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString stationName = uniqueName(QStringLiteral("station"));
        const QString instructorName = uniqueName(QStringLiteral("instructor"));
        admin->addLogin(ServerRole::Station, stationName, kServerPassword);
        admin->addLogin(ServerRole::Instructor, instructorName, kServerPassword);
        QVERIFY(admin->logins(ServerRole::Instructor).contains(instructorName));
        QVERIFY(!admin->logins(ServerRole::Station).contains(instructorName));
        sendAsStation(*school.login(stationName), QUuid::createUuid().toString(QUuid::WithoutBraces),
                      QUuid::createUuid().toString(QUuid::WithoutBraces),
                      QUuid::createUuid().toString(QUuid::WithoutBraces));
        auto instructor = school.login(instructorName);
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
        const School school = School::create(superuser_, false);
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString name = uniqueName(QStringLiteral("station"));
        admin->addLogin(ServerRole::Station, name, kServerPassword);
        QVERIFY_THROWS_EXCEPTION(RecordsError, admin->addLogin(ServerRole::Station, name, kServerPassword));
        for (const QString& bad :
             {QStringLiteral("Station"), QStringLiteral("1st"), QStringLiteral("s21_station"),
              QStringLiteral("pg_monitor"), QStringLiteral("a; DROP TABLE rounds"), QString(64, QLatin1Char('a'))})
            QVERIFY_THROWS_EXCEPTION(RecordsError, admin->addLogin(ServerRole::Station, bad, kServerPassword));
        QVERIFY_THROWS_EXCEPTION(RecordsError, admin->addLogin(ServerRole::Station, uniqueName("s"), "short"));
        // A password with quotes is the server's to quote: the station logs in with it.
        const QString quoted = uniqueName(QStringLiteral("station"));
        const QString awkward = QStringLiteral("it's a 'quoted' \\ password");
        admin->addLogin(ServerRole::Station, quoted, awkward);
        QVERIFY(SchoolServer::connect(urlOf(superuser_, quoted, awkward, school.database)));
        // A station may not make logins.
        auto station = school.login(name);
        try {
            station->addLogin(ServerRole::Station, uniqueName(QStringLiteral("station")), kServerPassword);
            QFAIL("a station made a login");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Refused);
        }
    }

    void aServerNewerThanTheProgramIsNeverWritten()
    {
        const School school = School::create(superuser_, false);
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

    void aStationsRoundsReachTheServerOnceEachInOrder()
    {
        const School school = School::create(superuser_, false);
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        const QString name = uniqueName(QStringLiteral("station"));
        admin->addLogin(ServerRole::Station, name, kServerPassword);
        QTemporaryDir dir;
        auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("station.sqlite")));
        const Trainee ana = records->createTrainee(QStringLiteral("Ana"));
        const Trainee ben = records->createTrainee(QStringLiteral("Ben"));
        RecordMaker maker(5);
        const s21::RuleProfile profile = s21::marylandProfile(6);
        QStringList stored;
        for (int n = 0; n < 12; ++n) {
            const qint64 trainee = n % 3 == 2 ? ben.id : ana.id;
            const RoundRecord record = n == 4   ? maker.shoeProcedure(profile, trainee)
                                       : n == 7 ? maker.round(profile, trainee, 3, false, 5) // abandoned
                                                : maker.round(profile, trainee, 1 + n % 7, n % 2 == 1);
            records->storeRound(record);
            stored << record.uuid;
        }
        QCOMPARE(roundsWaiting(*records), 12);

        auto station = school.login(name);
        QCOMPARE(sendWaitingRounds(*records, *station, 5), 5);
        QCOMPARE(roundsWaiting(*records), 7);
        QCOMPARE(sendWaitingRounds(*records, *station), 7);
        QCOMPARE(roundsWaiting(*records), 0);
        QCOMPARE(sendWaitingRounds(*records, *station), 0);

        // The server holds what the station holds, in the order it was stored.
        const QSqlDatabase server = station->connection();
        const QSqlDatabase local = records->connection();
        QSqlQuery order(server);
        QVERIFY(order.exec(QStringLiteral("SELECT uuid FROM rounds ORDER BY received_at, started_at")));
        QStringList received;
        while (order.next())
            received << order.value(0).toString();
        QCOMPARE(received, stored);
        QCOMPARE(scalar(server, QStringLiteral("SELECT count(*) FROM actions")).toInt(),
                 scalar(local, QStringLiteral("SELECT count(*) FROM actions")).toInt());
        QCOMPARE(scalar(server, QStringLiteral("SELECT count(*) FROM mistakes")).toInt(),
                 scalar(local, QStringLiteral("SELECT count(*) FROM mistakes")).toInt());
        QVERIFY(scalar(local, QStringLiteral("SELECT count(*) FROM mistakes")).toInt() > 0);
        QCOMPARE(scalar(server, QStringLiteral("SELECT string_agg(name || ':' || uuid, ',' ORDER BY name) "
                                               "FROM trainees"))
                     .toString(),
                 QStringLiteral("Ana:%1,Ben:%2").arg(ana.uuid, ben.uuid));
        for (const QString& uuid : stored) {
            const auto record = records->loadRound(uuid);
            QVERIFY(record);
            const QString where = QStringLiteral(" WHERE uuid = '%1'").arg(uuid);
            QCOMPARE(scalar(server, QStringLiteral("SELECT points FROM rounds") + where).toInt(), record->score.points);
            QCOMPARE(scalar(server, QStringLiteral("SELECT passed FROM rounds") + where).toBool(),
                     record->score.passed);
            QCOMPARE(scalar(server, QStringLiteral("SELECT dealt_from FROM rounds") + where),
                     scalar(local, QStringLiteral("SELECT CAST(sqlar_uncompress(dealt_from, dealt_from_bytes) AS "
                                                  "TEXT) FROM rounds") +
                                       where));
            QCOMPARE(scalar(server, QStringLiteral("SELECT extract(epoch FROM started_at) * 1000 FROM rounds") + where)
                         .toDouble(),
                     double(record->startedAt.toMSecsSinceEpoch()));
            QCOMPARE(
                scalar(server, QStringLiteral("SELECT count(*) FROM actions WHERE round = '%1'").arg(uuid)).toInt(),
                int(record->actions.size()));
        }

        // Every confirmation lost (the station killed after the server committed): all sent again,
        // and the server still holds each round once.
        QVERIFY(QSqlQuery(local).exec(QStringLiteral("DELETE FROM sent_to_server")));
        QCOMPARE(roundsWaiting(*records), 12);
        QCOMPARE(sendWaitingRounds(*records, *station), 12);
        QCOMPARE(roundsWaiting(*records), 0);
        QCOMPARE(scalar(server, QStringLiteral("SELECT count(*) FROM rounds")).toInt(), 12);
        QCOMPARE(scalar(server, QStringLiteral("SELECT count(*) FROM actions")).toInt(),
                 scalar(local, QStringLiteral("SELECT count(*) FROM actions")).toInt());
    }

    void aBatchOfRoundsReachesTheServerWholeOrNotAtAll()
    {
        const School school = School::create(superuser_);
        const QString name = school.addLogin(ServerRole::Station);
        QTemporaryDir dir;
        auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("station.sqlite")));
        const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
        const qint64 ben = records->createTrainee(QStringLiteral("Ben")).id;
        RecordMaker maker(11);
        const std::vector<s21::RuleProfile> profiles{s21::marylandProfile(6), s21::massachusettsProfile(6)};
        QStringList stored;
        for (int n = 0; n < 130; ++n) {
            const RoundRecord record =
                maker.round(profiles[std::size_t(n % 2)], n % 3 == 0 ? ben : ana, 1 + n % 7, n % 4 >= 2);
            records->storeRound(record);
            stored << record.uuid;
        }
        // A round the server refuses (its points beyond the server's integer, as a trainee editing the
        // file with sqlite3 might leave it) in the second batch of 100: the first batch is sent and
        // marked, nothing of the second reaches the server, and every round stays on the station.
        const QSqlDatabase local = records->connection();
        const QString damaged = QStringLiteral(" WHERE uuid = '%1'").arg(stored[119]);
        QVERIFY(QSqlQuery(local).exec(QStringLiteral("UPDATE rounds SET points = 3000000000") + damaged));
        auto station = school.login(name);
        const QSqlDatabase server = station->connection();
        try {
            sendWaitingRounds(*records, *station);
            QFAIL("a batch with a round the server refuses was sent");
        } catch (const RecordsError& error) {
            QVERIFY2(error.message().contains(QLatin1String("Cannot send")), qPrintable(error.message()));
        }
        QCOMPARE(scalar(server, QStringLiteral("SELECT count(*) FROM rounds")).toInt(), 100);
        QCOMPARE(roundsWaiting(*records), 30);
        QCOMPARE(
            scalar(server, QStringLiteral("SELECT count(*) FROM rounds WHERE uuid = '%1'").arg(stored[100])).toInt(),
            0);

        // Set right, the rest goes in one batch, and the server holds every round once, whole.
        QVERIFY(QSqlQuery(local).exec(QStringLiteral("UPDATE rounds SET points = 90") + damaged));
        QCOMPARE(sendWaitingRounds(*records, *station), 30);
        QCOMPARE(roundsWaiting(*records), 0);
        // The mark went without an fsync of its own; every other write of the file still waits for one.
        QCOMPARE(scalar(local, QStringLiteral("PRAGMA synchronous")).toInt(), 2); // FULL
        QCOMPARE(scalar(server, QStringLiteral("SELECT count(DISTINCT uuid) FROM rounds")).toInt(), 130);
        for (const char* sql :
             {"SELECT count(*) FROM actions", "SELECT count(*) FROM mistakes",
              "SELECT count(*) FROM actions WHERE accepted", "SELECT count(*) FROM actions WHERE applied",
              "SELECT count(*) FROM rounds WHERE passed", "SELECT sum(points) FROM rounds"})
            QCOMPARE(scalar(server, QString::fromLatin1(sql)).toLongLong(),
                     scalar(local, QString::fromLatin1(sql)).toLongLong());
        QVERIFY(scalar(local, QStringLiteral("SELECT count(*) FROM mistakes")).toInt() > 0);
        QCOMPARE(scalar(server, QStringLiteral("SELECT count(*) FROM profiles")).toInt(), 2);
        QCOMPARE(scalar(server, QStringLiteral("SELECT count(*) FROM trainees")).toInt(), 2);
    }

    void aStationWithoutTheServerKeepsEveryRound()
    {
        const School school = School::create(superuser_, false);
        auto admin = SchoolServer::connect(school.adminUrl);
        admin->migrate();
        QTemporaryDir dir;
        auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("station.sqlite")));
        const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
        RecordMaker maker(9);
        records->storeRound(maker.round(s21::massachusettsProfile(6), ana));
        // The server is not migrated to this program's schema: nothing is sent, nothing is lost.
        QSqlQuery older(admin->connection());
        QVERIFY(older.exec(QStringLiteral("DELETE FROM schema_migrations")));
        try {
            sendWaitingRounds(*records, *admin);
            QFAIL("sent to a server of another schema");
        } catch (const RecordsError& error) {
            QVERIFY(error.message().contains(QLatin1String("server migrate")));
        }
        QCOMPARE(roundsWaiting(*records), 1);
        QCOMPARE(records->rounds(ana).size(), std::size_t{1});
    }

    void examAttemptsAreRegisteredAsTheyStartAndTheirResultsWhenSealed()
    {
        const School school = School::create(superuser_);
        const QString name = school.addLogin(ServerRole::Station);
        const QString instructorName = school.addLogin(ServerRole::Instructor);
        QTemporaryDir dir;
        auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("station.sqlite")));
        ExamRecords exams(*records);
        const QString passphrase = QStringLiteral("correct horse battery");
        const auto key = s21::certification::createKey(passphrase);
        const Supervisor supervisor = exams.addSupervisor(QStringLiteral("Sam Supervisor"), key);
        const s21::certification::UnlockedKey unlocked(key, passphrase);
        const Trainee ana = records->createTrainee(QStringLiteral("Ana"));
        RecordMaker maker(12);
        auto station = school.login(name);
        auto instructor = school.login(instructorName);
        // The school registers its supervisor's key: the class view counts the results it signed.
        QCOMPARE(school.admin()->registerSupervisorKeys({{supervisor.key.publicKey, supervisor.name}}), 1);
        const auto withoutResult = [&] {
            return scalar(instructor->connection(),
                          QStringLiteral("SELECT string_agg(a.attempt::text, ',' ORDER BY a.started_at) FROM "
                                         "exam_attempts a WHERE NOT EXISTS (SELECT 1 FROM exam_results r WHERE "
                                         "r.attempt = a.attempt)"))
                .toString();
        };

        // An attempt starts: its sitting is saved, and the server registers it.
        const ExamAttempt first = examAttempt(*records, maker, ana.id, ana.name, supervisor, QDate(2026, 11, 2));
        exams.saveSitting({first.uuid, ana.id, first.startedAt, attemptRecord(first), {}, std::nullopt});
        QCOMPARE(examRecordsWaiting(*records), 1);
        QCOMPARE(sendWaitingExamRecords(*records, *station), 1);
        QCOMPARE(examRecordsWaiting(*records), 0);
        QCOMPARE(withoutResult(), first.uuid);
        QCOMPARE(
            scalar(station->connection(), QStringLiteral("SELECT exam || ' ' || supervisor_key FROM exam_attempts"))
                .toString(),
            QStringLiteral("test-exam ") + QString::fromLatin1(supervisor.key.publicKey.toBase64()));

        // Sealed: its result follows, as the station's chain holds it.
        exams.sealAttempt(first, unlocked);
        QCOMPARE(examRecordsWaiting(*records), 1);
        QCOMPARE(sendWaitingExamRecords(*records, *station), 1);
        QCOMPARE(withoutResult(), QString());
        QCOMPARE(scalar(station->connection(), QStringLiteral("SELECT record FROM exam_results")).toByteArray(),
                 exams.seals().front().seal.record);

        // One sat and sealed while the server was away: registered and its result sent together.
        const ExamAttempt second = examAttempt(*records, maker, ana.id, ana.name, supervisor, QDate(2026, 11, 3));
        exams.sealAttempt(second, unlocked);
        QCOMPARE(examRecordsWaiting(*records), 1);
        QCOMPARE(sendWaitingExamRecords(*records, *station), 2);

        // One registered, then withheld: the trainee deletes it from the station's file. The server
        // shows an attempt without a result.
        const ExamAttempt third = examAttempt(*records, maker, ana.id, ana.name, supervisor, QDate(2026, 11, 4));
        exams.saveSitting({third.uuid, ana.id, third.startedAt, attemptRecord(third), {}, std::nullopt});
        QCOMPARE(sendWaitingExamRecords(*records, *station), 1);
        QVERIFY(QSqlQuery(records->connection())
                    .exec(QStringLiteral("DELETE FROM exam_sittings WHERE attempt = '%1'").arg(third.uuid)));
        QCOMPARE(sendWaitingExamRecords(*records, *station), 0);
        QCOMPARE(withoutResult(), third.uuid);
        QCOMPARE(scalar(instructor->connection(), QStringLiteral("SELECT count(*) FROM exam_results")).toInt(), 2);
        // As the instructor's tables show it: newest first, the withheld one without a result.
        const ClassTable attempts = classAttempts(*instructor, judgeResults(*instructor));
        QCOMPARE(attempts.rows.size(), std::size_t{3});
        QCOMPARE(attempts.rows[0][4], QStringLiteral("started, not finished"));
        QCOMPARE(attempts.rows[1][4], attemptResultName(second.result));
        QCOMPARE(attempts.rows[0][3], QStringLiteral("2026-11-04 10:00"));
        QCOMPARE(classTrainees(*instructor, judgeResults(*instructor)).rows.front().back(), QStringLiteral("1"));

        // One whose saved progress the trainee deleted before the station could send it: its opening,
        // signed by the supervisor as it started and kept apart, is registered all the same.
        const ExamAttempt fourth = examAttempt(*records, maker, ana.id, ana.name, supervisor, QDate(2026, 11, 5));
        exams.saveOpening(openSitting(fourth, fourth.examFile, unlocked).opening);
        exams.saveSitting({fourth.uuid, ana.id, fourth.startedAt, attemptRecord(fourth), {}, std::nullopt});
        QVERIFY(QSqlQuery(records->connection())
                    .exec(QStringLiteral("DELETE FROM exam_sittings WHERE attempt = '%1'").arg(fourth.uuid)));
        QCOMPARE(examRecordsWaiting(*records), 1);
        QCOMPARE(sendWaitingExamRecords(*records, *station), 1);
        QCOMPARE(withoutResult(), third.uuid + QLatin1Char(',') + fourth.uuid);
    }

    void anInstructorReadsTheClassAsTables()
    {
        const School school = School::create(superuser_);
        const QString first = school.addLogin(ServerRole::Station);
        const QString second = school.addLogin(ServerRole::Station);
        QTemporaryDir dir;
        RecordMaker maker(21);
        std::vector<std::unique_ptr<RecordsDatabase>> files;
        int mistakes = 0;
        for (const auto& [station, name, rounds] : {std::tuple{first, "Ana", 6}, std::tuple{second, "Ben", 4}}) {
            files.push_back(RecordsDatabase::open(dir.filePath(station + QStringLiteral(".sqlite"))));
            const qint64 trainee = files.back()->createTrainee(QString::fromLatin1(name)).id;
            for (int n = 0; n < rounds; ++n)
                files.back()->storeRound(maker.round(s21::marylandProfile(6), trainee, 3));
            sendWaitingRounds(*files.back(), *school.login(station));
            mistakes += scalar(files.back()->connection(), QStringLiteral("SELECT count(*) FROM mistakes")).toInt();
        }
        QVERIFY(mistakes > 0);
        const auto instructor = school.login(school.addLogin(ServerRole::Instructor));

        const ClassTable trainees = classTrainees(*instructor, judgeResults(*instructor));
        QCOMPARE(trainees.rows.size(), std::size_t{2});
        QCOMPARE(trainees.rows[0].mid(0, 3), (QStringList{QStringLiteral("Ana"), first, QStringLiteral("6")}));
        QCOMPARE(trainees.rows[1].mid(0, 3), (QStringList{QStringLiteral("Ben"), second, QStringLiteral("4")}));
        const double accuracy =
            scalar(files[0]->connection(), QStringLiteral("SELECT 100.0 * avg(accepted) FROM actions")).toDouble();
        QVERIFY2(std::abs(trainees.rows[0][3].toDouble() - accuracy) < 0.051, qPrintable(trainees.rows[0][3]));
        QCOMPARE(trainees.rows[0].mid(6),
                 (QStringList{QStringLiteral("0"), QStringLiteral("0"), QStringLiteral("0"), QStringLiteral("0")}));
        QCOMPARE(trainees.keys.front(), files[0]->trainees().front().uuid + QLatin1Char('@') + first);
        QVERIFY(trainees.csv().startsWith("Trainee,Station,Rounds,Accuracy %,"));

        const ClassTable progress = traineeProgress(*instructor, trainees.keys.front());
        QCOMPARE(progress.rows.size(), std::size_t{1}); // dealt today
        QCOMPARE(progress.rows.front()[1], QStringLiteral("6"));

        const ClassTable sections = frequentMistakes(*instructor);
        int counted = 0;
        for (const QStringList& row : sections.rows) {
            counted += row[2].toInt();
            // Each section with the title of its chapter, as the texts print it (issue 39).
            QVERIFY2(!row[1].isEmpty() || row[0].startsWith(QStringLiteral("house rule")), qPrintable(row.join('|')));
        }
        QCOMPARE(counted, mistakes);
        QVERIFY(sections.rows.front()[2].toInt() >= sections.rows.back()[2].toInt());
        QVERIFY(sections.csv().startsWith("Section,Of the rules,Mistakes,Trainees"));

        // A station reads only its own trainee.
        const auto secondStation = school.login(second);
        const ClassTable own = classTrainees(*secondStation, judgeResults(*secondStation));
        QCOMPARE(own.rows.size(), std::size_t{1});
        QCOMPARE(own.rows.front().front(), QStringLiteral("Ben"));
        QVERIFY(classAttempts(*instructor, judgeResults(*instructor)).rows.empty());
    }

    // The class view reads summaries the server keeps as rounds arrive (schema 4): they say what
    // counting every round says, for rounds sent one at a time and in batches, over several days, from
    // two stations, shoe procedures included; a server upgraded from schema 3 summarises the rounds it
    // already holds; and no station can write a summary.
    void theClassSummariesSayWhatEveryRoundSays()
    {
        const School school = School::create(superuser_);
        const QString first = school.addLogin(ServerRole::Station);
        const QString second = school.addLogin(ServerRole::Station);
        QTemporaryDir dir;
        RecordMaker maker(33);
        const QDateTime day = QDateTime(QDate(2026, 11, 20), QTime(23, 30), Qt::UTC);
        for (const QString& station : {first, second}) {
            const auto records = RecordsDatabase::open(dir.filePath(station + QStringLiteral(".sqlite")));
            const std::vector<qint64> trainees{records->createTrainee(QStringLiteral("Ana")).id,
                                               records->createTrainee(QStringLiteral("Ben")).id};
            const auto server = school.login(station);
            for (int n = 0; n < 40; ++n) {
                const qint64 trainee = trainees[std::size_t(n % 2)];
                RoundRecord record = n % 7 == 6
                                         ? maker.shoeProcedure(s21::marylandProfile(6), trainee)
                                         : maker.round(s21::massachusettsProfile(6), trainee, 1 + n % 5, n % 3 == 0);
                const qint64 length = record.startedAt.msecsTo(record.endedAt);
                record.startedAt = day.addSecs(qint64(n) * 3600); // across two midnights
                record.endedAt = record.startedAt.addMSecs(length);
                records->storeRound(record);
                if (n < 10)
                    QCOMPARE(sendWaitingRounds(*records, *server, 1), 1);
            }
            QCOMPARE(sendWaitingRounds(*records, *server), 30);
        }
        const auto instructor = school.login(school.addLogin(ServerRole::Instructor));
        const QStringList counted = countedFromEveryRound(*instructor);
        QCOMPARE(counted.count(QStringLiteral("--")), 3);
        QVERIFY(counted.size() > 3 + 4 + 4 * 3);
        QCOMPARE(readFromSummaries(*instructor), counted);

        // From schema 3, the summaries made from the rounds on the server.
        const auto admin = school.admin();
        for (const QString& sql : kBackToSchema3)
            QCOMPARE(refusal(*admin, sql), QString());
        QCOMPARE(admin->migrate(), 1);
        QCOMPARE(readFromSummaries(*instructor), counted);

        // Neither a station nor an instructor writes a summary, and a station reads only its own.
        const auto station = school.login(first);
        for (const char* sql : {"UPDATE trainee_days SET rounds = rounds + 100", "DELETE FROM trainee_sections",
                                "INSERT INTO trainee_sections VALUES (current_user, gen_random_uuid(), 'x', 1)"}) {
            QCOMPARE(refusal(*station, QString::fromLatin1(sql)), QString::fromLatin1(kInsufficientPrivilege));
            QCOMPARE(refusal(*instructor, QString::fromLatin1(sql)), QString::fromLatin1(kInsufficientPrivilege));
        }
        QCOMPARE(count(*station, QStringLiteral("trainee_days WHERE station <> current_user")), 0);
        QVERIFY(count(*station, QStringLiteral("trainee_days")) > 0);
        QCOMPARE(readFromSummaries(*instructor), counted);
    }

    void badAddressesAndRefusedLoginsSayWhy()
    {
        const School school = School::create(superuser_, false);
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
        QVERIFY(make.exec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(outsider, kServerPassword)));
        try {
            school.login(outsider);
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

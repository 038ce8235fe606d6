// What a station's role can do to the class view, done as a trainee who read the station's password
// file would: with psql, logged in as the station, against the real PostgreSQL server the tests
// start. The server takes only rows of the shapes a station sends and stamps their receipt itself;
// the instructor's class view counts a result only when its seal verifies against a supervisor key
// the school registered, and one row a station spoils never stops the class view for everyone.
#include "exam_maker.h"
#include "record_maker.h"
#include "school_server_support.h"

#include "records/exam_records.h"
#include "records/server/class_report.h"
#include "records/server/school_server.h"
#include "records/server/station_sync.h"

#include "certification/supervisor_key.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace s21::records;
using namespace s21::test;

namespace {

// An exam attempt's record of the shape the server accepts, claiming `result`, signed by nobody.
QString unsignedRecord(const QString& attempt, const QString& trainee, const char* result)
{
    return QStringLiteral("{\"format\": \"s21-exam-attempt\", \"version\": 1, \"attempt\": \"%1\", \"result\": \"%2\", "
                          "\"started_at\": \"2026-11-20T10:00:00.000Z\", \"trainee\": {\"id\": 1, \"name\": \"%3\"}}")
        .arg(attempt, QLatin1String(result), trainee);
}

// Registers, by psql as the station at `station`, the trainee `trainee` named `name` and their attempt
// `attempt` at the tests' exam; psql's error when it refuses.
QString registerAttempt(const QString& station, const QString& trainee, const QString& name, const QString& attempt)
{
    for (const QString& sql :
         {QStringLiteral("INSERT INTO trainees (uuid, name, created_at) VALUES ('%1', '%2', now())").arg(trainee, name),
          QStringLiteral("INSERT INTO exam_attempts (attempt, trainee, exam, supervisor_key, started_at) VALUES "
                         "('%1', '%2', 'test-exam', '%3', now())")
              .arg(attempt, trainee, kShapedKey)})
        if (const Psql done = psql(station, sql); done.code != 0)
            return sql + QStringLiteral(": ") + done.err;
    return {};
}

// Ana's pass, sealed by Sam on a station's records file of its own and sent by the station logged in
// as `stationName`; Sam's key is registered with the school.
struct SentPass {
    Supervisor sam;
    ExamAttempt attempt;
};
SentPass sendGenuinePass(const School& school, const QString& stationName)
{
    QTemporaryDir dir;
    auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("station.sqlite")));
    ExamRecords exams(*records);
    const QString passphrase = QStringLiteral("correct horse battery");
    const auto key = s21::certification::createKey(passphrase);
    SentPass sent{exams.addSupervisor(QStringLiteral("Sam Supervisor"), key), {}};
    const Trainee ana = records->createTrainee(QStringLiteral("Ana"));
    s21::test::RecordMaker maker(5);
    sent.attempt = s21::test::examAttempt(*records, maker, ana.id, ana.name, sent.sam, QDate(2026, 11, 20));
    sent.attempt.result = AttemptResult::Passed;
    exams.sealAttempt(sent.attempt, s21::certification::UnlockedKey(key, passphrase));
    if (sendWaitingExamRecords(*records, *school.login(stationName)) != 2)
        qFatal("the station did not send the attempt and its result");
    school.admin()->registerSupervisorKeys({{sent.sam.key.publicKey, sent.sam.name}});
    return sent;
}

} // namespace

class TestSchoolServerTrust : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        superuser_ = testServerUrl();
        if (superuser_.isEmpty())
            QFAIL(kNoTestServer);
    }

    // A station's row saying "passed" with no signature, or signed by a key the school never
    // registered, or a genuine result filed under another trainee: none is counted as a pass. Before,
    // the class view counted and listed the first as a pass.
    void onlyAVerifiedResultCounts()
    {
        const School school = School::create(superuser_);
        const QString stationName = school.addLogin(ServerRole::Station);
        const QString station = school.urlFor(stationName);
        const auto instructor = school.login(school.addLogin(ServerRole::Instructor));

        // A genuine pass, sealed on the station and sent, under a key the school registered.
        const auto [sam, genuine] = sendGenuinePass(school, stationName);

        // The trainee, as the station: Ben, with an attempt whose unsigned record says "passed".
        const QString ben = QStringLiteral("6f1c1b9e-2a4d-4f7b-9d3e-1c2b3a4d5e6f");
        const QString forged = QStringLiteral("0d7e4f3a-8b2c-4e1d-9a6f-5b4c3d2e1f00");
        const QString registered = registerAttempt(station, ben, QStringLiteral("Ben"), forged);
        QVERIFY2(registered.isEmpty(), qPrintable(registered));
        const Psql unsignedPass =
            psql(station, QStringLiteral("INSERT INTO exam_results (attempt, station_sequence, previous_hash, record, "
                                         "public_key, signature) VALUES ('%1', 9, '%2', '%3', '%4', '%5')")
                              .arg(forged, kShapedHash, unsignedRecord(forged, QStringLiteral("Ben"), "passed"),
                                   QString::fromLatin1(sam.key.publicKey.toBase64()), kShapedSignature));
        QVERIFY2(unsignedPass.code == 0, qPrintable(unsignedPass.err));

        const ClassTable attempts = classAttempts(*instructor, judgeResults(*instructor));
        QCOMPARE(attempts.rows.size(), std::size_t{2});
        for (std::size_t row = 0; row < attempts.rows.size(); ++row)
            QCOMPARE(attempts.rows[row][4],
                     attempts.keys[row] == genuine.uuid + QLatin1Char('@') + stationName
                         ? QStringLiteral("passed")
                         : QStringLiteral("not verified: its signature does not cover it (unsigned or altered)"));
        const ClassTable trainees = classTrainees(*instructor, judgeResults(*instructor));
        QCOMPARE(trainees.rows.size(), std::size_t{2});
        for (const QStringList& row : trainees.rows)
            QCOMPARE(row.mid(6, 3), row[0] == QStringLiteral("Ana")
                                        ? (QStringList{QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("0")})
                                        : (QStringList{QStringLiteral("0"), QStringLiteral("0"), QStringLiteral("1")}));

        // The school's key list is the admin's: the station cannot add a key of its own to it.
        const Psql ownKey = psql(station, QStringLiteral("INSERT INTO supervisor_keys (public_key, name) VALUES "
                                                         "('%1', 'Me')")
                                              .arg(kShapedKey));
        QVERIFY(ownKey.code != 0);
        QVERIFY2(ownKey.err.contains(QStringLiteral("permission denied")), qPrintable(ownKey.err));
    }

    // A second station, logged in by psql with its own password, registers a trainee of the same name
    // and files a byte-for-byte copy of the first station's genuinely signed pass under them: the
    // copy is not counted, and the first station's result still is. Before, the class view keyed
    // results by the attempt's uuid alone, so the copy was counted as the second trainee's pass.
    void aCopyOfAnotherStationsResultIsNotCounted()
    {
        const School school = School::create(superuser_);
        const QString firstName = school.addLogin(ServerRole::Station);
        const QString secondName = school.addLogin(ServerRole::Station);
        const auto instructor = school.login(school.addLogin(ServerRole::Instructor));
        const ExamAttempt genuine = sendGenuinePass(school, firstName).attempt;
        const auto admin = school.admin();
        QSqlQuery sent(admin->connection());
        QVERIFY(sent.exec(QStringLiteral("SELECT station_sequence, previous_hash, record, public_key, signature "
                                         "FROM exam_results WHERE attempt = '%1'")
                              .arg(genuine.uuid)));
        QVERIFY(sent.next());
        const QString second = school.urlFor(secondName);
        const QString registered = registerAttempt(second, QStringLiteral("7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d"),
                                                   genuine.traineeName, genuine.uuid);
        QVERIFY2(registered.isEmpty(), qPrintable(registered));
        const Psql copied =
            psql(second, QStringLiteral("INSERT INTO exam_results (attempt, station_sequence, "
                                        "previous_hash, record, public_key, signature) VALUES ('%1', "
                                        "%2, '%3', $copy$%4$copy$, '%5', '%6')")
                             .arg(genuine.uuid, sent.value(0).toString(), sent.value(1).toString(),
                                  sent.value(2).toString(), sent.value(3).toString(), sent.value(4).toString()));
        QVERIFY2(copied.code == 0, qPrintable(copied.err));

        const ClassResults judged = judgeResults(*instructor);
        const ClassTable attempts = classAttempts(*instructor, judged);
        QCOMPARE(attempts.rows.size(), std::size_t{2});
        for (std::size_t row = 0; row < attempts.rows.size(); ++row)
            QCOMPARE(
                attempts.rows[row][4],
                attempts.rows[row][1] == firstName
                    ? QStringLiteral("passed")
                    : QStringLiteral("not verified: a copy of an attempt station %1 registered first").arg(firstName));
        const ClassTable trainees = classTrainees(*instructor, judged);
        QCOMPARE(trainees.rows.size(), std::size_t{2});
        for (const QStringList& row : trainees.rows)
            QCOMPARE(row.mid(6, 3), row[1] == firstName
                                        ? (QStringList{QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("0")})
                                        : (QStringList{QStringLiteral("0"), QStringLiteral("0"), QStringLiteral("1")}));
    }

    // A record that is not an exam attempt's is refused by the server; and a row from before the
    // check (put there by the administrator, as an old server would hold it) no longer stops the
    // class view: before, one such row broke both class queries for every instructor.
    void aSpoiledRecordNeverStopsTheClassView()
    {
        const School school = School::create(superuser_);
        const QString stationName = school.addLogin(ServerRole::Station);
        const QString station = school.urlFor(stationName);
        const auto instructor = school.login(school.addLogin(ServerRole::Instructor));
        const QString trainee = QStringLiteral("11111111-2222-4333-8444-555555555555");
        const QString attempt = QStringLiteral("aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee");
        const QString registered = registerAttempt(station, trainee, QStringLiteral("Ana"), attempt);
        QVERIFY2(registered.isEmpty(), qPrintable(registered));
        const QString notAnAttempt =
            QStringLiteral("INSERT INTO exam_results (attempt, station_sequence, previous_hash, record, public_key, "
                           "signature) VALUES ('%1', 1, '%2', '%3', '%4', '%5')")
                .arg(attempt, kShapedHash, QStringLiteral("{not json"), kShapedKey, kShapedSignature);
        const Psql refused = psql(station, notAnAttempt);
        QVERIFY(refused.code != 0);
        QVERIFY2(refused.err.contains(QStringLiteral("record_is_the_attempts")), qPrintable(refused.err));
        const Psql badKey = psql(
            station, QString(notAnAttempt)
                         .replace(QStringLiteral("{not json"), unsignedRecord(attempt, QStringLiteral("Ana"), "passed"))
                         .replace(kShapedKey, QStringLiteral("key")));
        QVERIFY2(badKey.err.contains(QStringLiteral("public_key_is_a_key")), qPrintable(badKey.err));

        // The same row as a server before version 2 may hold it.
        const auto admin = school.admin();
        QSqlQuery query(admin->connection());
        QVERIFY(query.exec(QStringLiteral("ALTER TABLE exam_results DROP CONSTRAINT record_is_the_attempts")));
        QVERIFY2(
            query.exec(QString(notAnAttempt)
                           .replace(QStringLiteral("(attempt, station_sequence"),
                                    QStringLiteral("(station, attempt, station_sequence"))
                           .replace(QStringLiteral("VALUES ('"), QStringLiteral("VALUES ('%1', '").arg(stationName))),
            qPrintable(query.lastError().text()));
        QCOMPARE(classAttempts(*instructor, judgeResults(*instructor)).rows.front()[4],
                 QStringLiteral("not verified: signed by no supervisor key the school registered"));
        QCOMPARE(classTrainees(*instructor, judgeResults(*instructor)).rows.front().mid(6),
                 (QStringList{QStringLiteral("0"), QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("0")}));
    }

    // The server, not the station, says when a row arrived.
    void theServerStampsWhenARowArrived()
    {
        const School school = School::create(superuser_);
        const QString station = school.urlFor(school.addLogin(ServerRole::Station));
        const Psql inserted = psql(station, QStringLiteral("INSERT INTO trainees (uuid, name, created_at, received_at) "
                                                           "VALUES (gen_random_uuid(), 'Ana', now(), "
                                                           "'2001-01-01 00:00+00')"));
        QVERIFY2(inserted.code == 0, qPrintable(inserted.err));
        const Psql stamped =
            psql(station, QStringLiteral("SELECT received_at > now() - interval '10 minutes' FROM trainees"));
        QCOMPARE(stamped.out, QStringLiteral("t"));
    }

    // A uuid another station used is a station's own to use too: the server neither refuses it (a
    // duplicate-key error told any station that the other had it) nor mixes the two trainees' rows.
    void anotherStationsUuidIsNeitherToldNorMixed()
    {
        const School school = School::create(superuser_);
        const QString first = school.addLogin(ServerRole::Station);
        const QString second = school.addLogin(ServerRole::Station);
        const auto instructor = school.login(school.addLogin(ServerRole::Instructor));
        const QString uuid = QStringLiteral("22222222-3333-4444-8555-666666666666");
        const QString round = QStringLiteral("33333333-4444-4555-8666-777777777777");
        for (const auto& [station, name, points] : {std::tuple{first, "Ana", 90}, std::tuple{second, "Ben", 10}}) {
            for (const QString& sql :
                 {QStringLiteral("INSERT INTO trainees (uuid, name, created_at) VALUES ('%1', '%2', now())")
                      .arg(uuid, QLatin1String(name)),
                  QStringLiteral("INSERT INTO profiles (hash, id, yaml) VALUES ('h1', 'md-2020-6deck', 'id: x')"),
                  QStringLiteral("INSERT INTO rounds (uuid, trainee, kind, mode, drill, scenario_id, scenario_hash, "
                                 "profile_hash, seed, dealt_from, started_at, ended_at, outcome, points, passed, "
                                 "elapsed_ms, action_count, rules_revision) VALUES ('%1', '%2', 'round', 'free', "
                                 "'', '', '', 'h1', '7', '{}', now(), now(), 'complete', %3, true, 1000, 1, 6)")
                      .arg(round, uuid)
                      .arg(points)}) {
                const Psql done = psql(school.urlFor(station), sql);
                QVERIFY2(done.code == 0, qPrintable(sql + QStringLiteral(": ") + done.err));
            }
        }
        const ClassTable trainees = classTrainees(*instructor, judgeResults(*instructor));
        QCOMPARE(trainees.rows.size(), std::size_t{2});
        for (std::size_t row = 0; row < 2; ++row) {
            QCOMPARE(trainees.rows[row][1], trainees.rows[row][0] == QStringLiteral("Ana") ? first : second);
            QCOMPARE(trainees.rows[row][2], QStringLiteral("1")); // one round each, not two
            QCOMPARE(trainees.rows[row][4],
                     trainees.rows[row][0] == QStringLiteral("Ana") ? QStringLiteral("90") : QStringLiteral("10"));
            QCOMPARE(traineeProgress(*instructor, trainees.keys[row]).rows.size(), std::size_t{1});
        }
    }

private:
    QString superuser_;
};

QTEST_GUILESS_MAIN(TestSchoolServerTrust)
#include "tst_school_server_trust.moc"

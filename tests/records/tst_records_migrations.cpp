// The records schema across versions, driven by the fixtures in tests/records/data/migrations/
// (README.md there says how to add one):
// - vN-NAME.sql: a records file of schema version N, as an SQL script for the sqlite3 shell (a
//   '.dump' of a file the released trainer wrote, with its 'PRAGMA user_version = N'). Each is
//   opened through RecordsDatabase::open: it comes out at the current version, with the current
//   schema, every row it held still there and every round read back whole and replayed to the
//   same verdicts. Every version before the current one must have at least one.
// - schema-vN.schema: 'sqlite3 FILE .schema' of a file at version N. Applying migrations 1..N to
//   an empty file must give exactly this text, so a shipped migration edited afterwards is caught;
//   the current version must have one.
#include "progress_count.h"
#include "reliability_support.h"

#include "records/exam_records.h"
#include "records/exam_verification.h"
#include "records/records_database.h"
#include "records/replay.h"
#include "records/schema.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace s21;
using namespace s21::records;
using namespace s21::test;

namespace {

const QString kFixtures = QStringLiteral(S21_SOURCE_DIR "/tests/records/data/migrations");
const QStringList kTables{QStringLiteral("trainees"), QStringLiteral("profiles"), QStringLiteral("rounds"),
                          QStringLiteral("actions"),  QStringLiteral("mistakes"), QStringLiteral("settings")};

// The version a fixture's name gives: "v3-anything.sql" or "schema-v3.schema" -> 3.
int versionOf(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:schema-)?v(\\d+)[-.]"));
    const auto match = pattern.match(name);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

QString schemaOf(const QString& file) { return runSqlite({file, QStringLiteral(".schema")}); }

// The schema's statements, sorted (a '.dump' reloaded lists the indexes after the tables).
QStringList sortedStatements(const QString& schema)
{
    QStringList lines = schema.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    lines.sort();
    return lines;
}

QString fixtureText(const QString& name)
{
    QFile in(kFixtures + QLatin1Char('/') + name);
    return in.open(QIODevice::ReadOnly) ? QString::fromUtf8(in.readAll()) : QString();
}

// The fixture loaded into a records file in `dir`, as it is: the file's path.
QString loadedFixture(const QTemporaryDir& dir, const QString& fixture)
{
    const QString file = dir.filePath(QStringLiteral("records.sqlite"));
    const QString loaded = runSqlite({file}, fixtureText(fixture).toUtf8());
    if (loaded.startsWith(QLatin1Char('!')))
        qFatal("%s: %s", qPrintable(fixture), qPrintable(loaded));
    return file;
}

// The fixture loaded into a records file in `dir`, opened (so upgraded) by RecordsDatabase.
std::unique_ptr<RecordsDatabase> upgradedFixture(const QTemporaryDir& dir, const QString& fixture)
{
    return RecordsDatabase::open(loadedFixture(dir, fixture));
}

// The migrations after version `from` up to `to`, as a script for the sqlite3 shell: each in its own
// transaction, as RecordsDatabase applies them (their refusals left out).
QByteArray migrationScript(int from, int to)
{
    QByteArray script;
    for (const Migration& migration : migrations()) {
        if (migration.version <= from || migration.version > to)
            continue;
        script += "BEGIN;\n";
        for (const QString& statement : migration.statements)
            script += statement.toUtf8() + ";\n";
        script += "PRAGMA user_version = " + QByteArray::number(migration.version) + ";\nCOMMIT;\n";
    }
    return script;
}

// Every row of every table of the file, as the sqlite3 shell dumps them.
QStringList rowsOf(const QString& file)
{
    return runSqlite({file, QStringLiteral(".dump")})
        .split(QLatin1Char('\n'))
        .filter(QRegularExpression(QStringLiteral("^INSERT INTO ")));
}

// The uuid of the file's first round.
QString firstRound(const QString& file)
{
    return runSqlite({file, QStringLiteral("SELECT uuid FROM rounds ORDER BY id LIMIT 1")}).trimmed();
}

// Rows per table, for the tables the file has.
std::map<QString, int> rowCounts(const QString& file)
{
    std::map<QString, int> counts;
    for (const QString& table : kTables) {
        const QString out =
            runSqlite({file, QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE name = '%1'").arg(table)});
        if (out.trimmed() == QLatin1String("1"))
            counts[table] = runSqlite({file, QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)}).trimmed().toInt();
    }
    return counts;
}

} // namespace

class TestRecordsMigrations : public QObject {
    Q_OBJECT

private slots:
    void everyEarlierVersionHasAFixtureAndTheCurrentOneASchema()
    {
        const QStringList files = QDir(kFixtures).entryList(QDir::Files);
        for (int version = 0; version < currentSchemaVersion(); ++version) {
            bool found = false;
            for (const QString& name : files)
                found = found || (name.endsWith(QLatin1String(".sql")) && versionOf(name) == version);
            QVERIFY2(found, qPrintable(QStringLiteral("no vN-NAME.sql fixture of schema version %1").arg(version)));
        }
        QVERIFY2(files.contains(QStringLiteral("schema-v%1.schema").arg(currentSchemaVersion())),
                 "the current schema version has no schema-vN.schema fixture");
        // The migrations are numbered 1, 2, 3... with no gap.
        for (std::size_t i = 0; i < migrations().size(); ++i)
            QCOMPARE(migrations()[i].version, static_cast<int>(i) + 1);
    }

    void anOlderFileIsUpgradedAndKeepsItsRows_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const QString& name : QDir(kFixtures).entryList({QStringLiteral("v*.sql")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable(name)) << name;
    }
    void anOlderFileIsUpgradedAndKeepsItsRows()
    {
        QFETCH(QString, fixture);
        const int version = versionOf(fixture);
        QVERIFY2(version >= 0 && version <= currentSchemaVersion(), "fixtures are named vN-NAME.sql");
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        {
            QFile empty(file); // the file exists, as on a trainee's disk, even when the script is empty
            QVERIFY(empty.open(QIODevice::WriteOnly));
        }
        QFile script(kFixtures + QLatin1Char('/') + fixture);
        QVERIFY(script.open(QIODevice::ReadOnly));
        const QByteArray sql = script.readAll();
        if (!sql.trimmed().isEmpty()) {
            const QString loaded = runSqlite({file}, sql);
            QVERIFY2(!loaded.startsWith(QLatin1Char('!')), qPrintable(loaded));
        }
        QCOMPARE(runSqlite({file, QStringLiteral("PRAGMA user_version")}).trimmed().toInt(), version);
        const std::map<QString, int> before = rowCounts(file);
        const RawFacts old = rawFacts(file);
        QVERIFY2(old.error.isEmpty() || old.uuids.isEmpty(), qPrintable(old.error));

        QString notice;
        {
            const auto records = RecordsDatabase::open(file, &notice);
            QVERIFY2(notice.isEmpty(), qPrintable(notice));
            QCOMPARE(records->schemaVersion(), currentSchemaVersion());
            for (const QString& uuid : old.uuids) {
                const QString problem = roundProblem(*records, uuid);
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
            }
            std::size_t rounds = 0;
            QSet<QString> traineeUuids;
            static const QRegularExpression uuidForm(
                QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"));
            for (const Trainee& trainee : records->trainees(true)) {
                rounds += records->rounds(trainee.id).size();
                // Schema 6: every trainee stored before has a uuid of their own, for a school's server.
                QVERIFY2(uuidForm.match(trainee.uuid).hasMatch(), qPrintable(trainee.uuid));
                traineeUuids.insert(trainee.uuid);
            }
            QCOMPARE(traineeUuids.size(), qsizetype(records->trainees(true).size()));
            QCOMPARE(rounds, static_cast<std::size_t>(old.uuids.size()));
        }
        const std::map<QString, int> after = rowCounts(file);
        for (const auto& [table, rows] : before)
            QCOMPARE(after.at(table), rows);
        const RawFacts upgraded = rawFacts(file);
        QCOMPARE(upgraded.integrity, QStringLiteral("ok"));
        QCOMPARE(upgraded.uuids, old.uuids);
        // The same statements as a new file's (a reloaded dump creates the indexes last).
        QCOMPARE(sortedStatements(schemaOf(file)),
                 sortedStatements(fixtureText(QStringLiteral("schema-v%1.schema").arg(currentSchemaVersion()))));
    }

    // Schema 10 counts the rounds a file held into the progress summaries: every trainee's figures
    // read from them are those counted from their rounds, loaded one by one.
    void theProgressOfAnOlderFileCountsEveryRoundItHeld_data() { anOlderFileIsUpgradedAndKeepsItsRows_data(); }
    void theProgressOfAnOlderFileCountsEveryRoundItHeld()
    {
        QFETCH(QString, fixture);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        if (!fixtureText(fixture).trimmed().isEmpty())
            loadedFixture(dir, fixture);
        const auto records = RecordsDatabase::open(file);
        for (const Trainee& trainee : records->trainees(true)) {
            CountedProgress counted;
            for (const RoundSummary& round : records->rounds(trainee.id))
                counted.add(records->loadRound(round.uuid).value());
            const QString problem = progressDisagreement(*records, trainee.id, counted);
            QVERIFY2(problem.isEmpty(), qPrintable(trainee.name + QStringLiteral(": ") + problem));
        }
    }

    // Migrations 1..N applied to an empty file give the schema fixture of version N, exactly.
    void theMigrationsGiveTheReleasedSchemas_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const QString& name : QDir(kFixtures).entryList({QStringLiteral("schema-v*.schema")}, QDir::Files))
            QTest::newRow(qPrintable(name)) << name;
    }
    void theMigrationsGiveTheReleasedSchemas()
    {
        QFETCH(QString, fixture);
        const int version = versionOf(fixture);
        QVERIFY(version >= 1 && version <= currentSchemaVersion());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        const QString applied = runSqlite({file}, migrationScript(0, version));
        QVERIFY2(!applied.startsWith(QLatin1Char('!')), qPrintable(applied));
        QCOMPARE(schemaOf(file), fixtureText(fixture));
    }

    // Rounds stored before revisions were kept were judged under the rules' first revision; one the
    // rules have corrected since replays by today's rules and says why (core/procedure/rules_revision.h).
    void aRoundJudgedUnderEarlierRulesIsRevisionOne()
    {
        QTemporaryDir dir;
        const auto records = upgradedFixture(dir, QStringLiteral("v1-two-trainees.sql"));
        const auto round = records->loadRound(QStringLiteral("9425f713-cd16-4d92-a5a8-b4e865979c31"));
        QVERIFY(round);
        QCOMPARE(round->rulesRevision, 1);
        QVERIFY(judgedUnderEarlierRules(*round));
        // Action 52 paid a 6-7-8 $1: stored under 7.O, today under the 3 to 2 it breaks (12.B(1)-(6)).
        const RecordedAction& stored = round->actions.at(51);
        QCOMPARE(QString::fromStdString(stored.mistake->section), QStringLiteral("MD-S21 7.O"));
        Replay replay(*round);
        QCOMPARE(replay.replayToEnd(), std::optional<std::size_t>(51));
        QCOMPARE(QString::fromStdString(replay.log().at(51).verdict.mistake.section),
                 QStringLiteral("MD-S21 12.B(1)-(6)"));

        RoundRecord today = *round;
        today.uuid = QStringLiteral("00000000-0000-4000-8000-000000000001");
        today.rulesRevision = kRulesRevision;
        QVERIFY(records->storeRound(today));
        QCOMPARE(records->loadRound(today.uuid)->rulesRevision, kRulesRevision);
    }

    // A result sealed before revisions were kept still verifies once the file is upgraded: its
    // rounds' stored copies read as judged under the first revision, as the seal implies.
    void aResultSealedBeforeRevisionsStillVerifies()
    {
        QTemporaryDir dir;
        const auto records = upgradedFixture(dir, QStringLiteral("v3-sealed-exam.sql"));
        std::vector<QByteArray> keys;
        for (const Supervisor& supervisor : ExamRecords(*records).supervisors())
            keys.push_back(supervisor.key.publicKey);
        QVERIFY(!keys.empty());
        const auto findings = verifyStation(*records, keys);
        for (const ExamFinding& finding : findings)
            qWarning().noquote() << finding.text;
        QVERIFY(findings.empty());
    }

    // Migration 9 (the modes, records::RecordMode) changes no stored row, from whichever version a
    // file comes: every round, action, seal, sitting and opening holds the same text after it, so no
    // sealed result's record, no hash a saved sitting names a round by, reads otherwise.
    void theModesMigrationChangesNoRow_data() { anOlderFileIsUpgradedAndKeepsItsRows_data(); }
    void theModesMigrationChangesNoRow()
    {
        QFETCH(QString, fixture);
        const int version = versionOf(fixture);
        if (version < 1 || version > 8)
            QSKIP("a file of no rounds, or of the modes already");
        QTemporaryDir dir;
        const QString file = loadedFixture(dir, fixture);
        QCOMPARE(runSqlite({file}, migrationScript(version, 8)), QString());
        const QStringList before = rowsOf(file);
        QVERIFY(!before.isEmpty());
        QCOMPARE(runSqlite({file}, migrationScript(8, 9)), QString());
        QCOMPARE(runSqlite({file, QStringLiteral("PRAGMA user_version")}).trimmed(), QStringLiteral("9"));
        QCOMPARE(rowsOf(file), before);
    }

    // Every mode a released trainer stored is read as its mode once the file is upgraded, its text
    // as it was.
    void everyStoredModeIsReadAsItsMode_data()
    {
        QTest::addColumn<QString>("spelling");
        QTest::addColumn<RecordMode>("mode");
        QTest::newRow("guided") << QStringLiteral("guided") << RecordMode::Guided;
        QTest::newRow("free") << QStringLiteral("free") << RecordMode::Free;
        QTest::newRow("exam") << QStringLiteral("exam") << RecordMode::Exam;
    }
    void everyStoredModeIsReadAsItsMode()
    {
        QFETCH(QString, spelling);
        QFETCH(RecordMode, mode);
        QTemporaryDir dir;
        const QString file = loadedFixture(dir, QStringLiteral("v8-two-trainees.sql"));
        const QString uuid = firstRound(file);
        QCOMPARE(
            runSqlite({file, QStringLiteral("UPDATE rounds SET mode = '%1' WHERE uuid = '%2'").arg(spelling, uuid)}),
            QString());
        const auto records = RecordsDatabase::open(file);
        QCOMPARE(records->loadRound(uuid)->mode, mode);
        QCOMPARE(runSqlite({file, QStringLiteral("SELECT mode FROM rounds WHERE uuid = '%1'").arg(uuid)}).trimmed(),
                 spelling);
    }

    // A round of any other mode (no trainer stored one: a file written by another program or by hand)
    // is not guessed at: the upgrade stops before schema 9, naming it, and keeps every round as it
    // was; set right by hand (docs/records.md), the file upgrades. Migrations before it are applied.
    void aRoundOfAnotherModeStopsTheUpgradeAndIsKept_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addColumn<QString>("word");
        QTest::addColumn<QString>("right");
        QTest::newRow("v1, drill") << QStringLiteral("v1-two-trainees.sql") << QStringLiteral("drill")
                                   << QStringLiteral("guided");
        QTest::newRow("v8, replay") << QStringLiteral("v8-two-trainees.sql") << QStringLiteral("replay")
                                    << QStringLiteral("free");
        QTest::newRow("v8, empty") << QStringLiteral("v8-two-trainees.sql") << QString() << QStringLiteral("guided");
        QTest::newRow("v3, sealed Exam") << QStringLiteral("v3-sealed-exam.sql") << QStringLiteral("Exam")
                                         << QStringLiteral("exam");
    }
    void aRoundOfAnotherModeStopsTheUpgradeAndIsKept()
    {
        QFETCH(QString, fixture);
        QFETCH(QString, word);
        QFETCH(QString, right);
        QTemporaryDir dir;
        const QString file = loadedFixture(dir, fixture);
        const QString uuid = firstRound(file);
        const QString setMode = QStringLiteral("UPDATE rounds SET mode = '%1' WHERE uuid = '%2'");
        QCOMPARE(runSqlite({file, setMode.arg(word, uuid)}), QString());
        const RawFacts before = rawFacts(file);
        try {
            RecordsDatabase::open(file);
            QFAIL("upgraded a round of an unknown mode");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Failed);
            for (const QString& named : {uuid, QStringLiteral("'%1'").arg(word), QStringLiteral("schema 9"),
                                         QStringLiteral("stays at schema 8")})
                QVERIFY2(error.message().contains(named), qPrintable(error.message()));
        }
        QCOMPARE(runSqlite({file, QStringLiteral("PRAGMA user_version")}).trimmed(), QStringLiteral("8"));
        QCOMPARE(rawFacts(file).uuids, before.uuids);
        QCOMPARE(runSqlite({file, QStringLiteral("SELECT mode FROM rounds WHERE uuid = '%1'").arg(uuid)}).trimmed(),
                 word);
        QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}, QDir::Files), QStringList());

        QCOMPARE(runSqlite({file, setMode.arg(right, uuid)}), QString());
        const auto records = RecordsDatabase::open(file);
        QCOMPARE(records->schemaVersion(), currentSchemaVersion());
        QCOMPARE(records->loadRound(uuid)->mode, parseMode(right));
        std::vector<QByteArray> keys;
        for (const Supervisor& supervisor : ExamRecords(*records).supervisors())
            keys.push_back(supervisor.key.publicKey);
        QVERIFY(verifyStation(*records, keys).empty());
    }

    // Migration 11 packs what every round was dealt from: the sqlite3 shell, reading it as
    // docs/records.md says, gets back exactly the text the fixture held, in fewer bytes (a
    // fixture's rounds are few and short; a school year of them takes a fifth, docs/benchmarks.md).
    void packingKeepsWhatEveryRoundWasDealtFromToTheByte_data() { anOlderFileIsUpgradedAndKeepsItsRows_data(); }
    void packingKeepsWhatEveryRoundWasDealtFromToTheByte()
    {
        QFETCH(QString, fixture);
        if (versionOf(fixture) < 1)
            QSKIP("a file of no rounds");
        QTemporaryDir dir;
        const QString file = loadedFixture(dir, fixture);
        const QString before = runSqlite({file, QStringLiteral("SELECT uuid, dealt_from FROM rounds ORDER BY id")});
        const qint64 textBytes =
            runSqlite({file, QStringLiteral("SELECT sum(length(CAST(dealt_from AS BLOB))) FROM rounds")}).toLongLong();
        QVERIFY(textBytes > 0);
        RecordsDatabase::open(file);
        QCOMPARE(runSqlite({file, QStringLiteral("SELECT uuid, CAST(sqlar_uncompress(dealt_from, dealt_from_bytes) AS "
                                                 "TEXT) FROM rounds ORDER BY id")}),
                 before);
        QCOMPARE(runSqlite({file, QStringLiteral("SELECT count(*) FROM rounds WHERE typeof(dealt_from) <> 'blob' OR "
                                                 "dealt_from_bytes < 0")})
                     .trimmed(),
                 QStringLiteral("0"));
        const qint64 packedBytes =
            runSqlite({file, QStringLiteral("SELECT sum(length(dealt_from)) FROM rounds")}).toLongLong();
        QVERIFY2(packedBytes < textBytes, qPrintable(QStringLiteral("%1 of %2").arg(packedBytes).arg(textBytes)));
        // The space it freed is given back (VACUUM after the migration).
        QCOMPARE(runSqlite({file, QStringLiteral("PRAGMA freelist_count")}).trimmed(), QStringLiteral("0"));
    }

    // A file RecordsDatabase makes today has the current schema fixture's schema, exactly.
    void aNewFileHasTheCurrentSchema()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        RecordsDatabase::open(file);
        QCOMPARE(schemaOf(file), fixtureText(QStringLiteral("schema-v%1.schema").arg(currentSchemaVersion())));
    }
};

QTEST_GUILESS_MAIN(TestRecordsMigrations)
#include "tst_records_migrations.moc"

// The records file under what happens to real files: a writer killed at random moments, two
// writers at once. Real SQLite files, real processes (records_writer), nothing mocked.
#include "record_maker.h"
#include "reliability_support.h"

#include "records/records_database.h"
#include "records/replay.h"
#include "records/schema.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

#include <signal.h>

using namespace s21;
using namespace s21::records;
using namespace s21::test;

namespace {

// Checks the file after a writer stopped: sound, no half-written round, every round the writers
// reported stored, and every round not checked before read back whole and replayed through
// RecordsDatabase (`checked` grows).
void checkAfterWriters(const QString& file, const QStringList& reported, QSet<QString>& checked)
{
    const RawFacts facts = rawFacts(file);
    QVERIFY2(facts.error.isEmpty(), qPrintable(facts.error));
    QCOMPARE(facts.integrity, QStringLiteral("ok"));
    QCOMPARE(facts.halfWritten, 0);
    QCOMPARE(facts.orphans, 0);
    for (const QString& uuid : reported)
        QVERIFY2(facts.uuids.contains(uuid), qPrintable(QStringLiteral("reported but not stored: ") + uuid));
    QString notice;
    const auto records = RecordsDatabase::open(file, &notice);
    QVERIFY2(notice.isEmpty(), qPrintable(notice));
    QCOMPARE(records->schemaVersion(), currentSchemaVersion());
    for (const QString& uuid : facts.uuids) {
        if (checked.contains(uuid))
            continue;
        const QString problem = roundProblem(*records, uuid);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        checked.insert(uuid);
    }
}

// Where a writer is killed, placed by what it has done: just before one of the writes SQLite makes
// while the file is created, migrated and given its trainee; right after a line it printed (no write
// under way); just before one of the writes SQLite makes to commit or checkpoint (one under way); or at
// a random moment after a line, at the latest there.
enum class KillPlace : std::uint8_t { WhileTheFileIsMade, BetweenWrites, DuringAWrite, AtARandomMoment };

struct PlannedKill {
    KillPlace place = KillPlace::BetweenWrites;
    StopPoint stop;
    int randomMomentMs = 0; // AtARandomMoment: this long after the writer's line, unless it stopped first
};

// The first kills of each file come while it is made (about 80 writes: the WAL, the schema's
// migrations, the trainee; a stop past them lands in the first round's commit). Then the writer's
// lines before a kill: its first ("trainee", once the file is open and up to date), then one per
// round stored; kMaxWrites is about the writes of one round's commit (20-30 WAL frames' writes), so
// that a kill during a write lands anywhere in a commit, now and then in a checkpoint or the next one.
constexpr int kKillsWhileTheFileIsMade = 3;
constexpr int kWritesMakingTheFile = 80;
constexpr int kMaxLines = 5;
constexpr int kMaxWrites = 30;
constexpr int kMaxRandomMomentMs = 40;

// Then the places take turns; the line, the write and the moment are drawn from `random`.
PlannedKill planKill(int kill, QRandomGenerator& random)
{
    PlannedKill planned;
    if (kill < kKillsWhileTheFileIsMade) {
        planned.place = KillPlace::WhileTheFileIsMade;
        planned.stop = {0, 1 + static_cast<int>(random.bounded(kWritesMakingTheFile))};
        return planned;
    }
    planned.place = static_cast<KillPlace>(1 + kill % 3);
    if (planned.place == KillPlace::BetweenWrites) {
        planned.stop.afterLines = 1 + static_cast<int>(random.bounded(kMaxLines));
        return planned;
    }
    // 0: from the start, so that the writes of a file's opening are among them.
    planned.stop.afterLines = static_cast<int>(random.bounded(kMaxLines));
    planned.stop.beforeWrite = 1 + static_cast<int>(random.bounded(kMaxWrites));
    if (planned.place == KillPlace::AtARandomMoment)
        planned.randomMomentMs = static_cast<int>(random.bounded(kMaxRandomMomentMs));
    return planned;
}

// Waits until the writer comes to the planned kill's place: where it stopped itself, or, for a kill at a
// random moment, that long after its line if it has not stopped yet.
void waitForThePlace(QProcess& writer, QByteArray& output, const PlannedKill& planned)
{
    if (planned.place == KillPlace::AtARandomMoment) {
        const auto printedTheLine = [&](const QByteArray& out) { return out.count('\n') >= planned.stop.afterLines; };
        QVERIFY2(readUntil(writer, output, printedTheLine), writer.readAllStandardError().constData());
        readUntil(writer, output, hasStopped, QDeadlineTimer(planned.randomMomentMs));
        return;
    }
    QVERIFY2(readUntil(writer, output, hasStopped), qPrintable(QStringLiteral("the writer never came to its stop: ") +
                                                               QString::fromUtf8(writer.readAllStandardError())));
}

// Runs a writer on `file` and kills it with SIGKILL where `planned` says: its output.
void killWriter(const QString& file, int seed, const PlannedKill& planned, QByteArray& output)
{
    QProcess writer;
    writer.start(writerProgram(),
                 QStringList{file, QStringLiteral("--seed"), QString::number(seed)} + planned.stop.arguments());
    QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
    waitForThePlace(writer, output, planned);
    if (QTest::currentTestFailed())
        return;
    ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
    QVERIFY(writer.waitForFinished(60000));
    QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
    output += writer.readAllStandardOutput();
}

// What the kills came to, for the test's summary.
struct KillCounts {
    int beforeTheFileWasOpen = 0; // of all, those before the writer's first line (the file made, migrated)
    int betweenWrites = 0;
    int duringAWrite = 0; // the file's making included
    int atARandomMoment = 0;
    int randomBeforeTheStop = 0; // of those, killed before the writer came to its stop

    void count(const PlannedKill& planned, const QByteArray& output)
    {
        beforeTheFileWasOpen += output.startsWith("trainee ") ? 0 : 1;
        switch (planned.place) {
        case KillPlace::BetweenWrites: ++betweenWrites; break;
        case KillPlace::WhileTheFileIsMade:
        case KillPlace::DuringAWrite: ++duringAWrite; break;
        case KillPlace::AtARandomMoment:
            ++atARandomMoment;
            randomBeforeTheStop += hasStopped(output) ? 0 : 1;
            break;
        }
    }
};

} // namespace

class TestRecordsReliability : public QObject {
    Q_OBJECT

private slots:
    // 1a: a writer killed with SIGKILL 180 times: just before one of SQLite's writes while the file
    // is created and migrated, right after it reported a round or opened the file (no write under
    // way), just before one of SQLite's writes of a commit or a checkpoint (one under way), or at a
    // random moment after a line, at the latest there. The writer stops itself at the place
    // (SIGSTOP) and is killed there, so every kill lands where it was meant to on a machine of any
    // speed. After each kill the file is sound, every round the writer reported (it prints a uuid
    // only once storeRound returned) is there whole and replays to the same verdicts, and no round is
    // half written.
    void aWriterKilledAtRandomMomentsNeverLosesOrHalfWritesARound()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const quint32 seed = 20261126;
        QRandomGenerator random(seed);
        constexpr int kFiles = 4;
        constexpr int kKillsPerFile = 45;
        QElapsedTimer timer;
        timer.start();
        KillCounts kills;
        int reportedTotal = 0;
        int storedTotal = 0;
        for (int f = 0; f < kFiles; ++f) {
            const QString file = dir.filePath(QStringLiteral("records-%1.sqlite").arg(f));
            QStringList reported;
            QSet<QString> checked;
            for (int k = 0; k < kKillsPerFile; ++k) {
                const PlannedKill planned = planKill(k, random);
                QByteArray output;
                killWriter(file, f * 1000 + k + 1, planned, output);
                if (!QTest::currentTestFailed()) {
                    kills.count(planned, output);
                    reported += uuidsIn(completeLines(output));
                    if (QFile::exists(file)) // not when killed before SQLite created it
                        checkAfterWriters(file, reported, checked);
                }
                if (QTest::currentTestFailed()) {
                    qWarning("file %d, kill %d: after line %d, before write %d, or %d ms after the line (random seed "
                             "%u)",
                             f, k, planned.stop.afterLines, planned.stop.beforeWrite, planned.randomMomentMs, seed);
                    return;
                }
            }
            reportedTotal += static_cast<int>(reported.size());
            storedTotal += static_cast<int>(checked.size());
        }
        qInfo("%d kills in %lld ms: %d between writes, %d during a write, %d at a random moment (%d before the "
              "writer's stop); %d before the file was open and up to date; %d rounds reported, %d stored (each "
              "read back and replayed)",
              kFiles * kKillsPerFile, static_cast<long long>(timer.elapsed()), kills.betweenWrites, kills.duringAWrite,
              kills.atARandomMoment, kills.randomBeforeTheStop, kills.beforeTheFileWasOpen, reportedTotal, storedTotal);
        QVERIFY(storedTotal >= reportedTotal);
    }

    // 1f: two writers storing into one file at once, starting on a file neither has created yet
    // (both open, migrate and store at the same time). Every round either reported is there whole,
    // nothing is refused as locked, and the file is sound. Once the file is open, a writer waits for
    // the other's lock up to 2 minutes rather than the trainer's 5 s (the sanitize build on a busy
    // machine once waited longer): what is checked is that writers wait for each other, not how long.
    void twoWritersAtOnceLoseNothing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int attempt = 0; attempt < 3; ++attempt) {
            const QString file = dir.filePath(QStringLiteral("shared-%1.sqlite").arg(attempt));
            const auto startWriter = [&file](QProcess& writer, const QString& trainee, int seed) {
                writer.start(writerProgram(), {file, QStringLiteral("--trainee"), trainee, QStringLiteral("--seed"),
                                               QString::number(seed), QStringLiteral("--count"), QStringLiteral("120"),
                                               QStringLiteral("--busy-timeout"), QStringLiteral("120000")});
            };
            QProcess first;
            QProcess second;
            startWriter(first, QStringLiteral("Ana"), attempt * 2 + 1);
            startWriter(second, QStringLiteral("Ben"), attempt * 2 + 2);
            QByteArray firstOutput;
            QByteArray secondOutput;
            QVERIFY(waitForEnd(first, firstOutput));
            QVERIFY(waitForEnd(second, secondOutput));
            const QString errors = QString::fromUtf8(first.readAllStandardError() + second.readAllStandardError());
            QVERIFY2(first.exitStatus() == QProcess::NormalExit && first.exitCode() == 0, qPrintable(errors));
            QVERIFY2(second.exitStatus() == QProcess::NormalExit && second.exitCode() == 0, qPrintable(errors));
            const QStringList a = uuidsIn(completeLines(firstOutput));
            const QStringList b = uuidsIn(completeLines(secondOutput));
            QCOMPARE(a.size(), 120);
            QCOMPARE(b.size(), 120);
            QSet<QString> checked;
            checkAfterWriters(file, a + b, checked);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(checked.size(), 240);
            const auto records = RecordsDatabase::open(file);
            QCOMPARE(records->trainees().size(), std::size_t{2});
            for (const Trainee& trainee : records->trainees())
                QCOMPARE(records->rounds(trainee.id).size(), std::size_t{120});
        }
    }
};

QTEST_GUILESS_MAIN(TestRecordsReliability)
#include "tst_records_reliability.moc"

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

} // namespace

class TestRecordsReliability : public QObject {
    Q_OBJECT

private slots:
    // 1a: a writer killed with SIGKILL at random moments (while starting, opening, migrating,
    // dealing or inside storeRound's transaction), a few hundred times. After each kill the file is
    // sound, every round the writer reported (it prints a uuid only once storeRound returned) is
    // there whole and replays to the same verdicts, and no round is half written.
    void aWriterKilledAtRandomMomentsNeverLosesOrHalfWritesARound()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const quint32 seed = 20261126;
        QRandomGenerator random(seed);
        constexpr int kFiles = 4;
        constexpr int kKillsPerFile = 55;
        constexpr int kMaxDelayMs = 160;
        QElapsedTimer timer;
        timer.start();
        int killsBeforeOpen = 0;
        int killsAfterRounds = 0;
        int reportedTotal = 0;
        int storedTotal = 0;
        for (int f = 0; f < kFiles; ++f) {
            const QString file = dir.filePath(QStringLiteral("records-%1.sqlite").arg(f));
            QStringList reported;
            QSet<QString> checked;
            for (int k = 0; k < kKillsPerFile; ++k) {
                QProcess writer;
                writer.start(writerProgram(), {file, QStringLiteral("--seed"), QString::number(f * 1000 + k + 1)});
                QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
                const int delay = static_cast<int>(random.bounded(kMaxDelayMs));
                if (writer.waitForFinished(delay))
                    QFAIL(qPrintable(QStringLiteral("the writer stopped by itself: ") +
                                     QString::fromUtf8(writer.readAllStandardError())));
                ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
                QVERIFY(writer.waitForFinished(10000));
                QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
                const QStringList lines = completeLines(writer.readAllStandardOutput());
                const QStringList uuids = uuidsIn(lines);
                if (lines.isEmpty())
                    ++killsBeforeOpen;
                if (!uuids.isEmpty())
                    ++killsAfterRounds;
                reported += uuids;
                if (!QFile::exists(file))
                    continue; // killed before SQLite created it
                checkAfterWriters(file, reported, checked);
                if (QTest::currentTestFailed()) {
                    qWarning("file %d, kill %d, after %d ms (random seed %u)", f, k, delay, seed);
                    return;
                }
            }
            reportedTotal += static_cast<int>(reported.size());
            storedTotal += static_cast<int>(checked.size());
        }
        qInfo("%d kills in %lld ms: %d before the writer had opened the file, %d after it had stored rounds; "
              "%d rounds reported, %d stored (each read back and replayed)",
              kFiles * kKillsPerFile, static_cast<long long>(timer.elapsed()), killsBeforeOpen, killsAfterRounds,
              reportedTotal, storedTotal);
        QVERIFY(killsAfterRounds > kFiles * kKillsPerFile / 3); // most kills land among the rounds
        QVERIFY(storedTotal >= reportedTotal);
    }

    // 1f: two writers storing into one file at once, starting on a file neither has created yet
    // (both open, migrate and store at the same time). Every round either reported is there whole,
    // nothing is refused as locked, and the file is sound.
    void twoWritersAtOnceLoseNothing()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int attempt = 0; attempt < 3; ++attempt) {
            const QString file = dir.filePath(QStringLiteral("shared-%1.sqlite").arg(attempt));
            QProcess first;
            QProcess second;
            first.start(writerProgram(),
                        {file, QStringLiteral("--trainee"), QStringLiteral("Ana"), QStringLiteral("--seed"),
                         QString::number(attempt * 2 + 1), QStringLiteral("--count"), QStringLiteral("120")});
            second.start(writerProgram(),
                         {file, QStringLiteral("--trainee"), QStringLiteral("Ben"), QStringLiteral("--seed"),
                          QString::number(attempt * 2 + 2), QStringLiteral("--count"), QStringLiteral("120")});
            QVERIFY(first.waitForFinished(60000));
            QVERIFY(second.waitForFinished(60000));
            const QString errors = QString::fromUtf8(first.readAllStandardError() + second.readAllStandardError());
            QVERIFY2(first.exitStatus() == QProcess::NormalExit && first.exitCode() == 0, qPrintable(errors));
            QVERIFY2(second.exitStatus() == QProcess::NormalExit && second.exitCode() == 0, qPrintable(errors));
            const QStringList a = uuidsIn(completeLines(first.readAllStandardOutput()));
            const QStringList b = uuidsIn(completeLines(second.readAllStandardOutput()));
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

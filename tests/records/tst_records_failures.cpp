// The records file when the system says no: a full disk, a file the user cannot write, a lock held
// by another program, a truncated or overwritten file. Real files, real processes, a real full
// filesystem; each refusal is a RecordsError that says what to do, and nothing stored before is lost.
#include "record_maker.h"
#include "reliability_support.h"

#include "records/records_database.h"
#include "records/schema.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <cstring>

#include <sys/mount.h>
#include <unistd.h>

using namespace s21;
using namespace s21::records;
using namespace s21::test;

namespace {

// A records file with `count` rounds of one trainee, closed; their uuids.
QStringList fill(const QString& file, int count, std::uint64_t seed = 1)
{
    const auto records = RecordsDatabase::open(file);
    const qint64 trainee = records->createTrainee(QStringLiteral("Ana")).id;
    test::RecordMaker maker(seed);
    QStringList uuids;
    for (int i = 0; i < count; ++i) {
        const RoundRecord record = maker.round(marylandProfile(6), trainee, 1 + i % 7);
        records->storeRound(record);
        uuids << record.uuid;
    }
    return uuids;
}

QByteArray contents(const QString& file)
{
    QFile in(file);
    return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
}

// The file holds exactly these rounds, sound, each whole and replaying to the same verdicts.
void checkHolds(const QString& file, const QStringList& uuids)
{
    const RawFacts facts = rawFacts(file);
    QVERIFY2(facts.error.isEmpty(), qPrintable(facts.error));
    QCOMPARE(facts.integrity, QStringLiteral("ok"));
    QCOMPARE(facts.halfWritten, 0);
    QCOMPARE(facts.rounds, static_cast<int>(uuids.size()));
    const auto records = RecordsDatabase::open(file);
    for (const QString& uuid : uuids) {
        const QString problem = roundProblem(*records, uuid);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

// A tmpfs of `size` mounted on `path` for the test's lifetime (mount(2) needs root, or
// CAP_SYS_ADMIN); `error` says why not when it cannot be mounted.
class SmallFilesystem {
public:
    SmallFilesystem(const QString& path, const QByteArray& size) : path_(path.toLocal8Bit())
    {
        QDir().mkpath(path);
        const QByteArray options = "size=" + size + ",mode=0755";
        if (::mount("tmpfs", path_.constData(), "tmpfs", 0, options.constData()) == 0)
            mounted_ = true;
        else
            error_ = QString::fromLocal8Bit(std::strerror(errno));
    }
    ~SmallFilesystem()
    {
        if (mounted_)
            ::umount2(path_.constData(), MNT_DETACH);
    }
    bool mounted() const { return mounted_; }
    QString error() const { return error_; }
    bool resize(const QByteArray& size)
    {
        const QByteArray options = "size=" + size + ",mode=0755";
        return ::mount("tmpfs", path_.constData(), "tmpfs", MS_REMOUNT, options.constData()) == 0;
    }

private:
    QByteArray path_;
    bool mounted_ = false;
    QString error_;
};

// records_writer with `arguments`, as the user nobody when this test runs as root (root ignores
// permission bits, so only another user meets a file it cannot write).
struct WriterRun {
    int exitCode = -1;
    QStringList uuids;
    QString err;
};

// As nobody, the writer runs from a copy beside the records (its own folder may be closed to other
// users, e.g. under /root); it links the system's Qt and this project's static libraries only.
WriterRun runWriter(QStringList arguments, bool asNobody, const QString& copyDir = {})
{
    QProcess writer;
    if (asNobody) {
        const QString copy = copyDir + QStringLiteral("/records_writer");
        if (!QFile::exists(copy) && !QFile::copy(writerProgram(), copy))
            return {-1, {}, QStringLiteral("cannot copy the writer to ") + copy};
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup |
                                        QFile::ReadOther | QFile::ExeOther);
        arguments.prepend(copy);
        arguments.prepend(QStringLiteral("--clear-groups"));
        arguments.prepend(QStringLiteral("--regid=65534"));
        arguments.prepend(QStringLiteral("--reuid=65534"));
        writer.start(QStringLiteral("setpriv"), arguments);
    } else {
        writer.start(writerProgram(), arguments);
    }
    WriterRun run;
    QByteArray output;
    if (!waitForEnd(writer, output) || writer.exitStatus() != QProcess::NormalExit) {
        run.err = QStringLiteral("the writer did not finish: ") + writer.errorString();
        return run;
    }
    run.exitCode = writer.exitCode();
    run.uuids = uuidsIn(completeLines(output));
    run.err = QString::fromUtf8(writer.readAllStandardError());
    return run;
}

} // namespace

class TestRecordsFailures : public QObject {
    Q_OBJECT

private slots:
    // 1b: a real full filesystem: the records file on a 2 MiB tmpfs (in a new file each round writes
    // about 90 KiB to the WAL, its pages and its progress summaries'), rounds stored until the disk
    // is full. storeRound throws Full with its advice; every round stored before is there and whole;
    // once space is freed (the tmpfs grown), storing works again.
    void aFullDiskIsReportedAndLosesNothing()
    {
        if (::geteuid() != 0)
            QSKIP("mounting a small tmpfs needs root; aFullFileSizeLimitIsReportedAndLosesNothing covers the rest");
        QTemporaryDir dir;
        SmallFilesystem disk(dir.filePath(QStringLiteral("small")), "2m");
        if (!disk.mounted())
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here (%1); "
                                            "aFullFileSizeLimitIsReportedAndLosesNothing covers a full file")
                                 .arg(disk.error())));
        const QString file = dir.filePath(QStringLiteral("small/records.sqlite"));
        QStringList stored;
        {
            const auto records = RecordsDatabase::open(file);
            const qint64 trainee = records->createTrainee(QStringLiteral("Ana")).id;
            test::RecordMaker maker(21);
            try {
                for (int i = 0; i < 5000; ++i) {
                    const RoundRecord record = maker.round(marylandProfile(6), trainee, 1 + i % 7);
                    records->storeRound(record);
                    stored << record.uuid;
                }
                QFAIL("5000 rounds fitted in 2 MiB");
            } catch (const RecordsError& error) {
                qInfo("after %d rounds: %s", static_cast<int>(stored.size()), qPrintable(error.message()));
                QCOMPARE(error.kind(), RecordsError::Kind::Full);
                QVERIFY2(error.message().contains(QStringLiteral("the disk is full")), qPrintable(error.message()));
            }
            QVERIFY(stored.size() > 10);
            // The connection stays usable for reading.
            QCOMPARE(records->rounds(trainee).size(), static_cast<std::size_t>(stored.size()));
        }
        checkHolds(file, stored);
        QVERIFY(disk.resize("8m"));
        const auto records = RecordsDatabase::open(file);
        test::RecordMaker maker(22);
        const RoundRecord more = maker.round(marylandProfile(6), records->trainees().front().id);
        QVERIFY(records->storeRound(more));
        QCOMPARE(records->rounds(records->trainees().front().id).size(), static_cast<std::size_t>(stored.size() + 1));
    }

    // 1b without a mount: the writer process limited by RLIMIT_FSIZE (SIGXFSZ ignored), so the
    // kernel refuses to grow the WAL past the limit (a short write, then EFBIG). SQLite retries the
    // short write and reports the EFBIG as SQLITE_IOERR_WRITE ("disk I/O error"), not SQLITE_FULL:
    // kind Failed, with advice that names the disk and a size limit. The rounds reported before
    // are there and whole.
    void aFullFileSizeLimitIsReportedAndLosesNothing()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        const QStringList before = fill(file, 5);
        const WriterRun run = runWriter({file, QStringLiteral("--trainee"), QStringLiteral("Ana"),
                                         QStringLiteral("--fsize-limit"), QStringLiteral("400000")},
                                        false);
        qInfo("after %d rounds: %s", static_cast<int>(run.uuids.size()), qPrintable(run.err.trimmed()));
        QCOMPARE(run.exitCode, 3);
        QVERIFY2(run.err.startsWith(QStringLiteral("RecordsError Failed Cannot save the round")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("could not be written or read (a disk error, or the file reached a "
                                                 "size limit)")),
                 qPrintable(run.err));
        QVERIFY(run.uuids.size() > 3);
        checkHolds(file, before + run.uuids);
    }

    // 1c: a records file and folder the user cannot write. Root ignores permission bits, so as root
    // the writer runs as the user nobody (setpriv); otherwise as this user. Opening a file in a
    // folder it cannot write fails ReadOnly (SQLite cannot make the WAL's files); with a writable
    // folder it opens, and storing fails ReadOnly. Nothing stored before is lost.
    void aReadOnlyFileIsReportedAndLosesNothing()
    {
        const bool asNobody = ::geteuid() == 0;
        QTemporaryDir dir;
        QTemporaryDir programs; // the writer's copy, outside the folder made read-only
        QVERIFY(QFile::setPermissions(programs.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                           QFile::ReadGroup | QFile::ExeGroup | QFile::ReadOther |
                                                           QFile::ExeOther));
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        const QStringList before = fill(file, 6);
        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner | QFile::ReadGroup |
                                                      QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
        QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const QByteArray bytes = contents(file);

        const WriterRun folderReadOnly = runWriter(
            {file, QStringLiteral("--trainee"), QStringLiteral("Ana"), QStringLiteral("--count"), QStringLiteral("3")},
            asNobody, programs.path());
        QCOMPARE(folderReadOnly.exitCode, 3);
        QVERIFY2(folderReadOnly.err.startsWith(QStringLiteral("RecordsError ReadOnly ")),
                 qPrintable(folderReadOnly.err));
        QVERIFY2(folderReadOnly.err.contains(QStringLiteral("cannot be written")), qPrintable(folderReadOnly.err));
        QVERIFY(folderReadOnly.uuids.isEmpty());
        QCOMPARE(contents(file), bytes);

        QVERIFY(QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                      QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup |
                                                      QFile::ReadOther | QFile::WriteOther | QFile::ExeOther));
        const WriterRun fileReadOnly = runWriter(
            {file, QStringLiteral("--trainee"), QStringLiteral("Ana"), QStringLiteral("--count"), QStringLiteral("3")},
            asNobody, programs.path());
        QCOMPARE(fileReadOnly.exitCode, 3);
        QVERIFY2(fileReadOnly.err.startsWith(QStringLiteral("RecordsError ReadOnly Cannot save the round")),
                 qPrintable(fileReadOnly.err));
        QVERIFY2(fileReadOnly.err.contains(QStringLiteral("cannot be written")), qPrintable(fileReadOnly.err));
        QVERIFY(fileReadOnly.uuids.isEmpty());
        QCOMPARE(contents(file), bytes);

        QVERIFY(
            QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther));
        for (const char* suffix : {"-wal", "-shm"}) // left by the other user; this one must reopen them
            QFile::remove(file + QLatin1String(suffix));
        checkHolds(file, before);
    }

    // 1d: another program (the sqlite3 shell) holds BEGIN EXCLUSIVE longer than the busy timeout
    // (5 s). storeRound waits it out, then throws Locked saying so; once the lock is released the
    // same round is stored, and nothing was lost.
    void aLockHeldTooLongIsReportedAndStoringWorksAfter()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        const QStringList before = fill(file, 4);
        const auto records = RecordsDatabase::open(file);
        const qint64 trainee = records->trainees().front().id;

        QProcess shell;
        shell.start(QStringLiteral("sqlite3"), {file});
        QVERIFY2(shell.waitForStarted(), "the sqlite3 shell (Debian package sqlite3) is needed");
        shell.write("BEGIN EXCLUSIVE;\nSELECT 'locked';\n");
        QVERIFY(shell.waitForReadyRead(10000));
        QCOMPARE(shell.readAllStandardOutput().trimmed(), QByteArray("locked"));

        test::RecordMaker maker(31);
        const RoundRecord record = maker.round(marylandProfile(6), trainee);
        QElapsedTimer waited;
        waited.start();
        try {
            records->storeRound(record);
            QFAIL("stored while another program held the lock");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Locked);
            QVERIFY2(error.message().contains(QStringLiteral("another program is using the records")),
                     qPrintable(error.message()));
        }
        QVERIFY2(waited.elapsed() >= 4500, qPrintable(QString::number(waited.elapsed()))); // the busy timeout
        QCOMPARE(records->rounds(trainee).size(), std::size_t{4});

        shell.write("COMMIT;\n.quit\n");
        shell.closeWriteChannel();
        QVERIFY(shell.waitForFinished(10000));
        QCOMPARE(shell.exitCode(), 0);
        QVERIFY(records->storeRound(record));
        QCOMPARE(records->rounds(trainee).size(), std::size_t{5});
        checkHolds(file, before + QStringList{record.uuid});
    }

    // 1e: a real records file cut short, and one with a page written over: open() finds each
    // damaged, keeps it aside byte for byte and starts a new file.
    void aTruncatedOrOverwrittenFileIsKeptAsideUnchanged_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("truncated to half") << QStringLiteral("truncate");
        QTest::newRow("truncated to a page") << QStringLiteral("truncate-page");
        QTest::newRow("a page overwritten") << QStringLiteral("overwrite");
        QTest::newRow("the root page of rounds overwritten") << QStringLiteral("overwrite-root");
    }
    void aTruncatedOrOverwrittenFileIsKeptAsideUnchanged()
    {
        QFETCH(QString, damage);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        fill(file, 40);
        QVERIFY(!QFile::exists(file + QStringLiteral("-wal"))); // checkpointed on close: all in the file
        int roundsRoot = 0;
        {
            QProcess shell;
            shell.start(QStringLiteral("sqlite3"),
                        {file, QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = 'rounds'")});
            QVERIFY(shell.waitForFinished(10000));
            roundsRoot = shell.readAllStandardOutput().trimmed().toInt();
            QVERIFY(roundsRoot > 1);
        }
        QByteArray bytes = contents(file);
        constexpr int kPage = 4096;
        QVERIFY(bytes.size() > 20 * kPage);
        if (damage == QLatin1String("truncate"))
            bytes.truncate(bytes.size() / 2);
        else if (damage == QLatin1String("truncate-page"))
            bytes.truncate(kPage);
        else {
            const qsizetype page = damage == QLatin1String("overwrite") ? bytes.size() / kPage / 2 : roundsRoot - 1;
            for (qsizetype i = 0; i < kPage; ++i)
                bytes[page * kPage + i] = static_cast<char>(0xA5 ^ (i * 37));
        }
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(bytes);
        }
        QString notice;
        const auto records = RecordsDatabase::open(file, &notice);
        QVERIFY2(notice.contains(QStringLiteral("damaged")), qPrintable(notice));
        QCOMPARE(records->schemaVersion(), currentSchemaVersion());
        QVERIFY(records->trainees().empty());
        const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("records.sqlite.damaged-*")});
        QCOMPARE(aside.size(), 1);
        QVERIFY(notice.contains(aside.front()));
        QCOMPARE(contents(dir.filePath(aside.front())), bytes);
    }
};

QTEST_GUILESS_MAIN(TestRecordsFailures)
#include "tst_records_failures.moc"

// spanish21-cli supervisor, results and verify, run as the real program: a supervisor added with a
// passphrase on standard input, exam attempts sealed with that supervisor's key, the school's keys
// file, and verification of the station, of one result by its certificate code and of an exported
// result file, untouched and after a trainee's edits with the sqlite3 tool and a text editor.
#include "exam_maker.h"

#include "records/exam_definitions.h"
#include "records/exam_records.h"

#include "certification/supervisor_key.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace s21;
using namespace s21::records;

namespace {

const QByteArray kPassphrase = "the supervisor's own words";

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& arguments, const QByteArray& input = {})
{
    QProcess process;
    process.start(program, arguments);
    process.write(input);
    process.closeWriteChannel();
    Run result;
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit)
        return result;
    result.code = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

Run cli(const QStringList& arguments, const QByteArray& input = {})
{
    return run(QStringLiteral(S21_CLI), arguments, input);
}

bool writeFile(const QString& name, const QByteArray& bytes)
{
    QFile file(name);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray fileBytes(const QString& name)
{
    QFile file(name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The command as a trainee runs it: never as root, to whom no file's permissions apply (run by root,
// as the user nobody, through setpriv).
Run cliAsTrainee(const QStringList& arguments)
{
    if (geteuid() != 0)
        return cli(arguments);
    return run(QStringLiteral("setpriv"), QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                                      QStringLiteral("--clear-groups"), QStringLiteral(S21_CLI)} +
                                              arguments);
}

// The permissions of a file as `chmod MODE` sets them (an octal mode: 0444, 0555, 0000).
bool chmodFile(const QString& name, int mode)
{
    QFileDevice::Permissions permissions;
    const QFileDevice::Permission read[] = {QFileDevice::ReadOwner, QFileDevice::ReadGroup, QFileDevice::ReadOther};
    const QFileDevice::Permission write[] = {QFileDevice::WriteOwner, QFileDevice::WriteGroup, QFileDevice::WriteOther};
    const QFileDevice::Permission execute[] = {QFileDevice::ExeOwner, QFileDevice::ExeGroup, QFileDevice::ExeOther};
    for (int who = 0; who < 3; ++who) {
        const int bits = (mode >> (3 * (2 - who))) & 7;
        if (bits & 4)
            permissions |= read[who];
        if (bits & 2)
            permissions |= write[who];
        if (bits & 1)
            permissions |= execute[who];
    }
    return QFile::setPermissions(name, permissions);
}

} // namespace

class TestCliVerify : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        file_ = dir_.filePath(QStringLiteral("records.sqlite"));
        qint64 ana = 0;
        {
            auto records = RecordsDatabase::open(file_);
            ana = records->createTrainee(QStringLiteral("Ana")).id;
        }
        const Run added = cli({QStringLiteral("supervisor"), QStringLiteral("--database"), file_, QStringLiteral("add"),
                               QStringLiteral("Sam Supervisor")},
                              kPassphrase + "\n");
        QVERIFY2(added.code == 0, qPrintable(added.err));
        QVERIFY(added.out.startsWith(QStringLiteral("Supervisor Sam Supervisor added, public key ")));
        const Run tooShort = cli({QStringLiteral("supervisor"), QStringLiteral("--database"), file_,
                                  QStringLiteral("add"), QStringLiteral("Kim")},
                                 "short\n");
        QCOMPARE(tooShort.code, 1);
        QVERIFY(tooShort.err.contains(QStringLiteral("at least 10 characters")));

        // Two attempts sealed with the key the command made, unlocked by its passphrase.
        auto records = RecordsDatabase::open(file_);
        ExamRecords exams(*records);
        const Supervisor sam = *exams.supervisorNamed(QStringLiteral("Sam Supervisor"));
        const certification::UnlockedKey key(sam.key, QString::fromUtf8(kPassphrase));
        test::RecordMaker maker(12);
        for (int day = 1; day <= 2; ++day) {
            const ExamAttempt attempt =
                test::examAttempt(*records, maker, ana, QStringLiteral("Ana"), sam, QDate(2026, 4, day));
            codes_ << exams.sealAttempt(attempt, key).verificationCode();
            attempts_ << attempt.uuid;
        }

        const Run keys =
            cli({QStringLiteral("supervisor"), QStringLiteral("--database"), file_, QStringLiteral("keys")});
        QCOMPARE(keys.code, 0);
        keys_ = dir_.filePath(QStringLiteral("school.keys"));
        QVERIFY(writeFile(keys_, keys.out.toUtf8()));
    }

    void theStationVerifies()
    {
        const Run verified =
            cli({QStringLiteral("verify"), QStringLiteral("--database"), file_, QStringLiteral("--keys"), keys_});
        QCOMPARE(verified.code, 0);
        QCOMPARE(verified.out, QStringLiteral("2 results checked: all intact.\n"));
        // Without the school's keys it still checks, but says what that is worth.
        const Run own = cli({QStringLiteral("verify"), QStringLiteral("--database"), file_});
        QCOMPARE(own.code, 0);
        QVERIFY(own.err.contains(QStringLiteral("Give --keys with the school's keys file")));
    }

    void aCertificatesCodeFindsItsResult()
    {
        const Run listed =
            cli({QStringLiteral("results"), QStringLiteral("--database"), file_, QStringLiteral("list")});
        QCOMPARE(listed.code, 0);
        QVERIFY2(listed.out.contains(QStringLiteral("Result 2: Ana, A test exam, 2026-04-02T10:00:00Z, ")),
                 qPrintable(listed.out));
        QVERIFY(listed.out.contains(QStringLiteral("supervisor Sam Supervisor, code ") + codes_[1]));
        const Run csv = cli({QStringLiteral("results"), QStringLiteral("--database"), file_, QStringLiteral("csv")});
        QCOMPARE(csv.code, 0);
        const QStringList lines = csv.out.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(
            lines[0].startsWith(QStringLiteral("sequence,code,attempt,trainee_id,trainee,exam_id,exam,started_at,")));
        QVERIFY2(lines[2].startsWith(QStringLiteral("2,%1,%2,").arg(codes_[1], attempts_[1])), qPrintable(lines[2]));
        QVERIFY(lines[2].contains(QStringLiteral(",Ana,test-exam,A test exam,2026-04-02T10:00:00.000Z,")));
        QVERIFY(lines[2].contains(QStringLiteral("\"Dealing: ")) || lines[2].contains(QStringLiteral(",Dealing: ")));
        QVERIFY(lines[2].endsWith(QStringLiteral(",Sam Supervisor")));
        const Run byCode = cli({QStringLiteral("verify"), QStringLiteral("--database"), file_, QStringLiteral("--keys"),
                                keys_, QStringLiteral("--code"), codes_[1].toLower()});
        QCOMPARE(byCode.code, 0);
        QVERIFY(byCode.out.startsWith(QStringLiteral("Result 2: Ana")));
        QVERIFY(byCode.out.endsWith(QStringLiteral("1 result checked: intact.\n")));
        const Run unknown =
            cli({QStringLiteral("verify"), QStringLiteral("--database"), file_, QStringLiteral("--keys"), keys_,
                 QStringLiteral("--code"), QStringLiteral("AAAA-AAAA-AAAA")});
        QCOMPARE(unknown.code, 1);
        QVERIFY(unknown.out.contains(QStringLiteral("No result on this station has the code AAAA-AAAA-AAAA")));
    }

    void anExportedResultVerifiesUntilEdited()
    {
        const Run exported = cli(
            {QStringLiteral("results"), QStringLiteral("--database"), file_, QStringLiteral("export"), attempts_[0]});
        QCOMPARE(exported.code, 0);
        const QString result = dir_.filePath(QStringLiteral("result.json"));
        QVERIFY(writeFile(result, exported.out.toUtf8()));
        const Run verified = cli({QStringLiteral("verify"), result, QStringLiteral("--keys"), keys_});
        QCOMPARE(verified.code, 0);
        QVERIFY(verified.out.startsWith(QStringLiteral("Result 1: Ana, A test exam")));

        // The trainee decodes the record, raises the points and encodes it again.
        QJsonObject file = QJsonDocument::fromJson(exported.out.toUtf8()).object();
        QByteArray record = QByteArray::fromBase64(file[QStringLiteral("record")].toString().toLatin1());
        record.replace("\"overall_points\":", "\"overall_points\":9");
        file[QStringLiteral("record")] = QString::fromLatin1(record.toBase64());
        QVERIFY(writeFile(result, QJsonDocument(file).toJson()));
        const Run edited = cli({QStringLiteral("verify"), result, QStringLiteral("--keys"), keys_});
        QCOMPARE(edited.code, 1);
        QVERIFY2(edited.out.contains(QStringLiteral("altered: Result 1")), qPrintable(edited.out));
        QVERIFY(edited.out.endsWith(QStringLiteral("1 result checked, 1 finding.\n")));
        // Without the school's keys a file proves nothing: refused.
        QCOMPARE(cli({QStringLiteral("verify"), result}).code, 2);
    }

    // The trainee edits the exam file in the station's library (pass mark 0): the supervisor signs
    // a pass the seal calls intact, but the school's exams file (`exams`, from a library the school
    // trusts) names the definition as one it never approved, in the station and in an exported file.
    void anAttemptOnAnEditedExamIsNamed()
    {
        const Run listed = cli({QStringLiteral("exams")});
        QCOMPARE(listed.code, 0);
        const QString exams = dir_.filePath(QStringLiteral("school.exams"));
        QVERIFY(writeFile(exams, listed.out.toUtf8()));
        const QByteArray genuine =
            fileBytes(QStringLiteral(S21_SOURCE_DIR "/scenarios/exams/md-dealer-certification.yaml"));
        QVERIFY(listed.out.contains(records::examSha256(genuine) + QStringLiteral(" md-dealer-certification ")));
        QByteArray edited = genuine;
        edited.replace("overall: 85", "overall: 0");
        QVERIFY(edited != genuine);

        const QString file = dir_.filePath(QStringLiteral("edited-exam.sqlite"));
        QStringList uuids;
        {
            auto records = RecordsDatabase::open(file);
            const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
            ExamRecords station(*records);
            const Supervisor sam = station.addSupervisor(QStringLiteral("Sam Supervisor"),
                                                         certification::createKey(QString::fromUtf8(kPassphrase)));
            const certification::UnlockedKey key(sam.key, QString::fromUtf8(kPassphrase));
            test::RecordMaker maker(31);
            for (const QByteArray& definition : {genuine, edited}) {
                ExamAttempt attempt =
                    test::examAttempt(*records, maker, ana, QStringLiteral("Ana"), sam, QDate(2026, 5, 1));
                attempt.examId = QStringLiteral("md-dealer-certification");
                attempt.examFile = definition;
                station.sealAttempt(attempt, key);
                uuids << attempt.uuid;
            }
        }
        const Run keys =
            cli({QStringLiteral("supervisor"), QStringLiteral("--database"), file, QStringLiteral("keys")});
        const QString keysFile = dir_.filePath(QStringLiteral("edited-exam.keys"));
        QVERIFY(writeFile(keysFile, keys.out.toUtf8()));
        const Run unchecked =
            cli({QStringLiteral("verify"), QStringLiteral("--database"), file, QStringLiteral("--keys"), keysFile});
        QCOMPARE(unchecked.code, 0);
        QVERIFY(unchecked.err.contains(QStringLiteral("The exam definitions were not checked")));
        const Run checked = cli({QStringLiteral("verify"), QStringLiteral("--database"), file, QStringLiteral("--keys"),
                                 keysFile, QStringLiteral("--exams"), exams});
        QCOMPARE(checked.code, 1);
        QVERIFY2(
            checked.out.contains(QStringLiteral("unapproved-exam: Result 2 (attempt %1): it was sat on a definition "
                                                "of exam 'md-dealer-certification' the school did not approve")
                                     .arg(uuids[1])),
            qPrintable(checked.out));
        QVERIFY(!checked.out.contains(QStringLiteral("Result 1")));
        QVERIFY(checked.out.endsWith(QStringLiteral("2 results checked, 1 finding.\n")));

        for (int n = 0; n < 2; ++n) {
            const Run exported = cli(
                {QStringLiteral("results"), QStringLiteral("--database"), file, QStringLiteral("export"), uuids[n]});
            const QString result = dir_.filePath(QStringLiteral("edited-exam-%1.json").arg(n));
            QVERIFY(writeFile(result, exported.out.toUtf8()));
            const Run one = cli({QStringLiteral("verify"), result, QStringLiteral("--keys"), keysFile,
                                 QStringLiteral("--exams"), exams});
            QCOMPARE(one.code, n);
            QCOMPARE(one.out.contains(QStringLiteral("unapproved-exam")), n == 1);
        }
        // A school exams file that is not one is refused, never taken as approving nothing.
        QVERIFY(writeFile(exams, "not an exams file\n"));
        const Run bad = cli({QStringLiteral("verify"), QStringLiteral("--database"), file, QStringLiteral("--keys"),
                             keysFile, QStringLiteral("--exams"), exams});
        QVERIFY(bad.code != 0);
        QVERIFY2(bad.out.contains(QStringLiteral("line 1: not an exam definition")) ||
                     bad.err.contains(QStringLiteral("line 1: not an exam definition")),
                 qPrintable(bad.out + bad.err));
    }

    void aScoreChangedWithSqlite3IsNamed()
    {
        const QString copy = dir_.filePath(QStringLiteral("tampered.sqlite"));
        QVERIFY(QFile::copy(file_, copy));
        const Run sql = run(QStringLiteral("sqlite3"),
                            {copy, QStringLiteral("UPDATE seals SET record = replace(record, '\"result\":\"failed\"', "
                                                  "'\"result\":\"passed\"') WHERE sequence = 1; "
                                                  "UPDATE seals SET record = replace(record, '\"overall_points\":', "
                                                  "'\"overall_points\":1') WHERE sequence = 1;")});
        QVERIFY2(sql.code == 0, qPrintable(sql.err));
        const Run verified =
            cli({QStringLiteral("verify"), QStringLiteral("--database"), copy, QStringLiteral("--keys"), keys_});
        QCOMPARE(verified.code, 1);
        QVERIFY2(verified.out.contains(QStringLiteral("altered: Result 1 (attempt ") + attempts_[0]),
                 qPrintable(verified.out));
        QVERIFY(verified.out.contains(QStringLiteral("broken-chain: Result 2")));
        QVERIFY(verified.out.endsWith(QStringLiteral("2 results checked, 2 findings.\n")));
        // One attempt alone: the second is intact in itself, though its place after the first is not.
        const Run second = cli({QStringLiteral("verify"), QStringLiteral("--database"), copy, QStringLiteral("--keys"),
                                keys_, QStringLiteral("--attempt"), attempts_[1]});
        QCOMPARE(second.code, 1);
        QVERIFY(second.out.contains(QStringLiteral("broken-chain: Result 2")));
    }

    // Garbage written into the records file, as a trainee would with dd: verify says the file is
    // damaged and cannot be verified, exit 1, never "intact", and leaves the file as it found it
    // (never moved aside, never replaced by a new, empty, "intact" one).
    void aDamagedFileCannotBeVerified_data()
    {
        QTest::addColumn<qint64>("offset");
        QTest::newRow("its header") << qint64{0};
        QTest::newRow("its pages") << qint64{4096};
    }
    void aDamagedFileCannotBeVerified()
    {
        QFETCH(qint64, offset);
        QTemporaryDir dir;
        const QString damaged = dir.filePath(QStringLiteral("records.sqlite"));
        QVERIFY(QFile::copy(file_, damaged));
        QVERIFY(QFileInfo(damaged).size() > offset + 8192);
        const Run dd =
            run(QStringLiteral("dd"), {QStringLiteral("if=/dev/urandom"), QStringLiteral("of=") + damaged,
                                       QStringLiteral("bs=4096"), QStringLiteral("count=2"),
                                       QStringLiteral("seek=%1").arg(offset / 4096), QStringLiteral("conv=notrunc")});
        QVERIFY2(dd.code == 0, qPrintable(dd.err));
        const QByteArray before = fileBytes(damaged);
        const Run verified =
            cli({QStringLiteral("verify"), QStringLiteral("--database"), damaged, QStringLiteral("--keys"), keys_});
        QCOMPARE(verified.code, 1);
        QVERIFY2(verified.out.startsWith(QStringLiteral("damaged: cannot be verified: ")), qPrintable(verified.out));
        QVERIFY2(verified.out.contains(damaged), qPrintable(verified.out));
        QVERIFY(!verified.out.contains(QStringLiteral("intact")));
        QCOMPARE(fileBytes(damaged), before);
        QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*damaged*")}).isEmpty());
    }

    // chmod 0444 the file, its folder writable or not (0555: SQLite's -wal and -shm files cannot be
    // made beside it): verifying needs only read access, so it verifies.
    void aReadOnlyFileVerifies_data()
    {
        QTest::addColumn<int>("folderMode");
        QTest::newRow("in a folder anyone can write") << 0777;
        QTest::newRow("in a read-only folder") << 0555;
    }
    void aReadOnlyFileVerifies()
    {
        QFETCH(int, folderMode);
        QTemporaryDir dir;
        const QString readOnly = dir.filePath(QStringLiteral("records.sqlite"));
        const QString keys = dir.filePath(QStringLiteral("school.keys"));
        QVERIFY(QFile::copy(file_, readOnly));
        QVERIFY(QFile::copy(keys_, keys));
        QVERIFY(chmodFile(readOnly, 0444) && chmodFile(keys, 0444) && chmodFile(dir.path(), folderMode));
        const Run verified = cliAsTrainee(
            {QStringLiteral("verify"), QStringLiteral("--database"), readOnly, QStringLiteral("--keys"), keys});
        QVERIFY(chmodFile(dir.path(), 0755));
        QVERIFY2(verified.code == 0, qPrintable(verified.out + verified.err));
        QCOMPARE(verified.out, QStringLiteral("2 results checked: all intact.\n"));
    }

    // chmod 0000: a file that cannot be read cannot be verified, and verify says so.
    void anUnreadableFileCannotBeVerified()
    {
        QTemporaryDir dir;
        const QString unreadable = dir.filePath(QStringLiteral("records.sqlite"));
        const QString keys = dir.filePath(QStringLiteral("school.keys"));
        QVERIFY(QFile::copy(file_, unreadable));
        QVERIFY(QFile::copy(keys_, keys));
        QVERIFY(chmodFile(unreadable, 0000) && chmodFile(keys, 0444) && chmodFile(dir.path(), 0755));
        const Run verified = cliAsTrainee(
            {QStringLiteral("verify"), QStringLiteral("--database"), unreadable, QStringLiteral("--keys"), keys});
        QCOMPARE(verified.code, 1);
        QVERIFY2(verified.out.startsWith(QStringLiteral("cannot be verified: ")), qPrintable(verified.out));
        QVERIFY(verified.out.contains(unreadable));
        QVERIFY(!verified.out.contains(QStringLiteral("intact")));
    }

    // The file held by the sqlite3 tool in BEGIN EXCLUSIVE, never ended: verify reads through the
    // lock of a write-ahead-logged file; a lock that stops even reading (the file switched to a
    // rollback journal first) is answered "cannot be verified" after SQLite's busy wait, never
    // "intact", and verify never waits for ever.
    void aHeldFileVerifiesOrSaysItCannot_data()
    {
        QTest::addColumn<QString>("journal");
        QTest::addColumn<int>("code");
        QTest::newRow("write-ahead log") << QStringLiteral("wal") << 0;
        QTest::newRow("rollback journal") << QStringLiteral("delete") << 1;
    }
    void aHeldFileVerifiesOrSaysItCannot()
    {
        QFETCH(QString, journal);
        QFETCH(int, code);
        QTemporaryDir dir;
        const QString held = dir.filePath(QStringLiteral("records.sqlite"));
        QVERIFY(QFile::copy(file_, held));
        QCOMPARE(run(QStringLiteral("sqlite3"), {held, QStringLiteral("PRAGMA journal_mode = %1;").arg(journal)}).code,
                 0);
        QProcess holder;
        holder.start(QStringLiteral("sqlite3"), {held});
        holder.write("BEGIN EXCLUSIVE;\nSELECT 'held';\n");
        while (!holder.readAllStandardOutput().contains("held"))
            QVERIFY2(holder.waitForReadyRead(10000), qPrintable(holder.readAllStandardError()));
        const Run verified =
            cli({QStringLiteral("verify"), QStringLiteral("--database"), held, QStringLiteral("--keys"), keys_});
        holder.closeWriteChannel();
        QVERIFY(holder.waitForFinished());
        QCOMPARE(verified.code, code);
        if (code == 0)
            QCOMPARE(verified.out, QStringLiteral("2 results checked: all intact.\n"));
        else
            QVERIFY2(verified.out.startsWith(QStringLiteral("cannot be verified: ")) &&
                         verified.out.contains(QStringLiteral("another program is using the records")),
                     qPrintable(verified.out));
    }

private:
    QTemporaryDir dir_;
    QString file_;
    QString keys_;
    QStringList codes_;
    QStringList attempts_;
};

QTEST_GUILESS_MAIN(TestCliVerify)
#include "tst_cli_verify.moc"

// The real spanish21-trainer process (S21_TRAINER) on the offscreen platform, given bad options: each
// is refused on the terminal before any window opens, with exit code 2 (1 for a profile file that does
// not load), never replaced by a default. A good command line still starts and takes a screenshot, and
// help is printed without a display. An instructor's folder (--scenarios) gives --scenario its
// scenario, and what of it does not load is told once.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Result {
    int code = -1;
    QString err;
};

Result runTrainer(const QStringList& args, int waitMs = 180000)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // The trainer's records go to a folder of the test's own, never to the user's.
    static const QTemporaryDir data;
    environment.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(S21_TRAINER), QStringList{QStringLiteral("--mute")} + args);
    if (!process.waitForFinished(waitMs)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2,
            QString::fromUtf8(process.readAllStandardError())};
}

} // namespace

class TestTrainerOptions : public QObject {
    Q_OBJECT
private slots:
    void badOptionIsRefused_data();
    void badOptionIsRefused();
    void screenshotIsWrittenOrRefused();
    void aRecordsFileItCannotUseIsToldWithoutWaiting();
    void aDialogNobodyAnswersEndsAnUnattendedRun();
    void anInstructorsFolderGivesItsScenarioAndItsProblemsOnce();
    void helpIsPrintedWithoutADisplayOrAnyFile_data();
    void helpIsPrintedWithoutADisplayOrAnyFile();
};

void TestTrainerOptions::helpIsPrintedWithoutADisplayOrAnyFile_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("lists");
    QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("--seed <n>");
    QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("--guest-fouls <how>");
    // --help-all adds Qt's own options; it once opened the trainer and made its records folder.
    QTest::newRow("--help-all") << QStringLiteral("--help-all") << QStringLiteral("--platform");
}

// Help is printed and answered with 0, with no display (no DISPLAY, no platform set), and nothing is
// written: no records folder.
void TestTrainerOptions::helpIsPrintedWithoutADisplayOrAnyFile()
{
    QFETCH(QString, option);
    QFETCH(QString, lists);
    const QTemporaryDir data;
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QString::fromLatin1(name));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(S21_TRAINER), {option});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    const QString help = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(help.contains(lists), qPrintable(help + QString::fromUtf8(process.readAllStandardError())));
    QVERIFY2(QDir(data.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty(),
             "help wrote into the data folder");
}

void TestTrainerOptions::badOptionIsRefused_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown profile") << QStringList{"--profile", "maryland"} << 2
                                     << "--profile: expected a profile id (ma-205cmr-bonus-spin, ";
    QTest::newRow("missing profile file") << QStringList{"--profile", "./no-such-profile.yaml"} << 1
                                          << "./no-such-profile.yaml:1:1: expected a readable file, found no such file";
    QTest::newRow("bad mode") << QStringList{"--mode", "fast"} << 2 << "--mode: expected one of guided, free, found 'fast'";
    QTest::newRow("bad shoe") << QStringList{"--shoe", "machine"} << 2
                              << "--shoe: expected one of hand, shuffler, skip, found 'machine'";
    QTest::newRow("bad irregularities") << QStringList{"--irregularities", "always"} << 2
                                        << "--irregularities: expected one of never, sometimes, often, found 'always'";
    QTest::newRow("negative seed") << QStringList{"--seed", "-1"} << 2
                                   << "--seed: expected a whole number from 0 to 18446744073709551615, or 0x and 32 "
                                      "hexadecimal digits, found '-1'";
    QTest::newRow("short 128-bit seed") << QStringList{"--seed", "0x1234"} << 2
                                        << "or 0x and 32 hexadecimal digits, found '0x1234'";
    QTest::newRow("fractional players") << QStringList{"--players", "7.9"} << 2
                                        << "--players: expected an integer from 1 to 7, found '7.9'";
    QTest::newRow("server not postgresql") << QStringList{"--server", "mysql://station@host/school"} << 2
                                           << "--server: The server address mysql://station@host/school is not usable";
    QTest::newRow("server without a host") << QStringList{"--server", "postgresql://secret@/school"} << 2
                                           << "it names no host";
    QTest::newRow("window larger than the screen") << QStringList{"--size", "100000x100000"} << 2
                                                   << "--size: expected WIDTHxHEIGHT from 640x400 to the screen's";
    QTest::newRow("malformed size") << QStringList{"--size", "1280*800"} << 2 << "found '1280*800'";
    QTest::newRow("unknown scenario") << QStringList{"--scenario", "no-such-drill"} << 2
                                      << "--scenario: no scenario 'no-such-drill' in the library";
    QTest::newRow("scenarios folder not there") << QStringList{"--scenarios", "./no-such-folder"} << 2
                                                << "--scenarios: expected a folder of scenarios, found './no-such-folder'";
    QTest::newRow("unknown option") << QStringList{"--colour", "green"} << 2 << "Unknown option 'colour'.";
    QTest::newRow("stray word") << QStringList{"md-2020-6deck"} << 2 << "unexpected argument 'md-2020-6deck'";
    // clang-format on
}

void TestTrainerOptions::badOptionIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Result r = runTrainer(args);
    QVERIFY2(r.code == code,
             qPrintable(QStringLiteral("exit %1, expected %2; stderr: %3").arg(r.code).arg(code).arg(r.err)));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

void TestTrainerOptions::screenshotIsWrittenOrRefused()
{
    QTemporaryDir dir;
    const QString shot = dir.filePath(QStringLiteral("table.png"));
    const Result good = runTrainer({"--profile", QStringLiteral(S21_SOURCE_DIR "/scenarios/profiles/ma-205cmr.yaml"),
                                    "--seed=7", "--players", "3", "--size", "800x600", "--screenshot", shot});
    QVERIFY2(good.code == 0, qPrintable(good.err));
    QVERIFY(QFile::exists(shot));
    const Result bad = runTrainer({"--screenshot", dir.filePath(QStringLiteral("no-such-folder/table.png"))});
    QCOMPARE(bad.code, 1);
    QVERIFY2(bad.err.contains("--screenshot: could not write"), qPrintable(bad.err));
}

void TestTrainerOptions::aRecordsFileItCannotUseIsToldWithoutWaiting()
{
    // A records file from a newer trainer: the trainer says so, works on without saving, and, run
    // for a screenshot, never waits on a dialog nobody will close. The file is left as it was.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("newer.sqlite"));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("newer"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE future (x)")));
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 999")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("newer"));
    const QString shot = dir.filePath(QStringLiteral("table.png"));
    const Result run = runTrainer({"--database", file, "--screenshot", shot});
    QVERIFY2(run.code == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("newer version")), qPrintable(run.err));
    QVERIFY(QFile::exists(shot));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("after"));
    db.setDatabaseName(file);
    QVERIFY(db.open());
    QSqlQuery version(db);
    QVERIFY(version.exec(QStringLiteral("PRAGMA user_version")) && version.next());
    QCOMPARE(version.value(0).toInt(), 999);
}

void TestTrainerOptions::aDialogNobodyAnswersEndsAnUnattendedRun()
{
    // A trainee holds the records file with the sqlite3 tool (BEGIN EXCLUSIVE, never ended): the
    // trainer cannot remember the trainee it opens with and says so in a dialog. Run for a screenshot,
    // nobody will close it: it gives up after a while, with the dialog's words on the terminal and
    // exit code 3, instead of waiting forever.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("records.sqlite"));
    const QString shot = dir.filePath(QStringLiteral("table.png"));
    const Result first = runTrainer({"--database", file, "--screenshot", shot});
    QVERIFY2(first.code == 0, qPrintable(first.err));
    QProcess holder;
    holder.start(QStringLiteral("sqlite3"), {file});
    holder.write("BEGIN EXCLUSIVE;\nSELECT 'held';\n");
    while (!holder.readAllStandardOutput().contains("held"))
        QVERIFY2(holder.waitForReadyRead(10000), qPrintable(holder.readAllStandardError()));
    const Result held = runTrainer({"--database", file, "--screenshot", shot}, 90000);
    holder.closeWriteChannel();
    QVERIFY(holder.waitForFinished());
    QVERIFY2(held.code == 3, qPrintable(QStringLiteral("exit %1: %2").arg(held.code).arg(held.err)));
    QVERIFY2(held.err.contains(QStringLiteral("a dialog waited")), qPrintable(held.err));
    QVERIFY2(held.err.contains(QStringLiteral("another program is using the records")), qPrintable(held.err));
}

void TestTrainerOptions::anInstructorsFolderGivesItsScenarioAndItsProblemsOnce()
{
    // The folder holds a scenario of its own, beside the profile it names, and a file that does not
    // load. The trainer loads the folder once (main.cpp hands it to the window): --scenario deals its
    // scenario, and the file that does not load is told on the terminal once.
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("class"));
    QVERIFY(QDir(folder).mkpath(QStringLiteral("profiles")));
    QVERIFY(QFile::copy(QStringLiteral(S21_SOURCE_DIR "/scenarios/profiles/md-2020-6deck.yaml"),
                        QDir(folder).filePath(QStringLiteral("profiles/md-2020-6deck.yaml"))));
    const auto write = [&](const QString& name, const QByteArray& yaml) {
        QFile file(QDir(folder).filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(yaml);
    };
    write(QStringLiteral("class-match.yaml"), "title: The class's match\n"
                                              "description: Settle Match-the-Dealer first.\n"
                                              "profile: md-2020-6deck\n"
                                              "drills: [match-the-dealer]\n"
                                              "sections: [\"MD-S21 7.F(1)\"]\n"
                                              "seats:\n"
                                              "  - {seat: 2, player: Ana, wager: 10, match: 5}\n"
                                              "shoe:\n"
                                              "  cards: \"AD 9H AD 5C AS 8C\"\n");
    write(QStringLiteral("broken.yaml"), "title: [\n");
    const QString shot = dir.filePath(QStringLiteral("table.png"));
    const QString records = dir.filePath(QStringLiteral("records.sqlite"));
    const Result run =
        runTrainer({"--scenarios", folder, "--scenario", "class-match", "--database", records, "--screenshot", shot});
    QVERIFY2(run.code == 0, qPrintable(run.err));
    QVERIFY(QFile::exists(shot));
    QCOMPARE(run.err.count(QStringLiteral("broken.yaml")), 1);
    const Result unknown =
        runTrainer({"--scenarios", folder, "--scenario", "not-in-the-folder", "--database", records});
    QCOMPARE(unknown.code, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("--scenario: no scenario 'not-in-the-folder'")),
             qPrintable(unknown.err));
}

QTEST_GUILESS_MAIN(TestTrainerOptions)
#include "tst_trainer_options.moc"

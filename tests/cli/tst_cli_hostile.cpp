// Hostile input to the real spanish21-cli process (issue 19): each row of the table is one input a
// hostile or careless user could give; the program must reject it cleanly (never abort, hang or
// guess), with its documented exit code and a message saying what is wrong. The files are real files
// written into a temporary folder; the program is the real executable (S21_CLI).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

namespace {

const QString kScenario = QStringLiteral(S21_SOURCE_DIR "/scenarios/match-the-dealer/md-suited-unsuited-and-both.yaml");
const QString kProfile6 = QStringLiteral(S21_SOURCE_DIR "/scenarios/profiles/md-2020-6deck.yaml");

// The start of a valid scenario, to which a row adds its own keys.
const QByteArray kScenarioHead = "title: Hostile\nprofile: md-2020-6deck\ndrills: [match-the-dealer]\n";
const QByteArray kScenarioRest = "seats:\n  - {seat: 1, wager: 10}\nshoe:\n  seed: 1\n";

struct Result {
    int code = -1;
    QString out;
    QString err;
};

// Runs the CLI in `dir` (as user `nobody` when `unprivileged`), its output going to `stdoutFile`
// when one is given.
Result runCli(const QStringList& args, const QString& dir, bool unprivileged = false, const QString& stdoutFile = {})
{
    QProcess process;
    process.setWorkingDirectory(dir);
    if (!stdoutFile.isEmpty())
        process.setStandardOutputFile(stdoutFile);
    if (unprivileged)
        process.start(QStringLiteral("setpriv"),
                      QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                  QStringLiteral("--clear-groups"), QStringLiteral(S21_CLI)} +
                          args);
    else
        process.start(QStringLiteral(S21_CLI), args);
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    Result result;
    result.code = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2; // -2: killed by a signal
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

void write(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray repeated(const QByteArray& item, int times)
{
    QByteArray text;
    for (int i = 0; i < times; ++i)
        text += item;
    return text;
}

} // namespace

class TestCliHostile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void rejectsCleanly_data();
    void rejectsCleanly();
    void linkLoopInAFolderKeepsTheOtherReports();
    void unreadableFolderIsReported();
    void fullDiskIsAnError();
    void optionsAreWrittenEitherWay();
    void profileIsNamedByIdOrPath();
    void everyCommandHasHelp();

private:
    QTemporaryDir dir_;
};

void TestCliHostile::initTestCase()
{
    QVERIFY(dir_.isValid());
    const QDir d(dir_.path());
    QVERIFY(d.mkpath(QStringLiteral("profiles")));
    QVERIFY(QFile::copy(kProfile6, d.filePath(QStringLiteral("profiles/md-2020-6deck.yaml"))));
    QVERIFY(QFile::link(d.filePath(QStringLiteral("b.yaml")), d.filePath(QStringLiteral("a.yaml"))));
    QVERIFY(QFile::link(d.filePath(QStringLiteral("a.yaml")), d.filePath(QStringLiteral("b.yaml"))));
    QFile huge(d.filePath(QStringLiteral("huge.yaml")));
    QVERIFY(huge.open(QIODevice::WriteOnly) && huge.resize(qint64(3) << 30)); // 3 GB, sparse
    write(d.filePath(QStringLiteral("two-mib.yaml")),
          kScenarioHead + "description: \"" + QByteArray(2 << 20, 'x') + "\"\n");
    write(d.filePath(QStringLiteral("many-sections.yaml")),
          kScenarioHead + "sections:\n" + repeated("  - \"MD-S21 7.F(1)\"\n", 1001) + kScenarioRest);
    write(d.filePath(QStringLiteral("many-stops.yaml")),
          "title: Hostile\nprofile: md-2020-6deck\ndrills: [match-the-dealer]\nsections: [\"MD-S21 7.F(1)\"]\n" +
              kScenarioRest + "wheel: [" + repeated("$100, ", 1000) + "$100]\n");
    write(d.filePath(QStringLiteral("long-profile-name.yaml")),
          "title: Hostile\nprofile: " + QByteArray(100000, 'p') +
              "\ndrills: [match-the-dealer]\nsections: [\"MD-S21 7.F(1)\"]\n" + kScenarioRest);
    QByteArray deep = "title: Deep\n";
    for (int level = 0; level < 600; ++level)
        deep += QByteArray(level, ' ') + "k:\n";
    write(d.filePath(QStringLiteral("deep.yaml")), deep);
    write(d.filePath(QStringLiteral("flow-deep.yaml")), "title: " + QByteArray(600, '[') + QByteArray(600, ']') + "\n");
    write(d.filePath(QStringLiteral("unclosed.yaml")), QByteArray(200000, '['));
    write(d.filePath(QStringLiteral("flow-list.yaml")), "actions: [" + repeated("deal s1, ", 20000) + "]\n");
    write(d.filePath(QStringLiteral("latin1.yaml")), "title: Caf\xe9 de la mesa\nprofile: md-2020-6deck\n");
    write(d.filePath(QStringLiteral("overlong.yaml")), "title: ok\ndescription: \"\xc0\xaf\"\n");
    write(d.filePath(QStringLiteral("many-actions.yaml")), "actions:\n" + repeated("  - deal s1\n", 1001));
    write(d.filePath(QStringLiteral("many-values.yaml")),
          "actions: [" + repeated("[1, 2, 3, 4, 5, 6, 7, 8, 9], ", 1200) + "]\n");
    write(d.filePath(QStringLiteral("bad-profile.yaml")), "jurisdiction: maryland\ndecks: 6\nname: \"\xff\"\n");
    // A leading NUL once made the YAML parser read the text as UTF-16 and place marks past its end
    // (found by fuzz_scenario_loader).
    write(d.filePath(QStringLiteral("leading-nul.yaml")), QByteArray("\0# Every seat\ntitle: x\n", 23));
    write(d.filePath(QStringLiteral("escape.yaml")), "title: \"a\x1b[31mred\"\nprofile: md-2020-6deck\n");
}

void TestCliHostile::rejectsCleanly_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const auto row = [](const char* name, QStringList args, int code, const char* message) {
        QTest::newRow(name) << args << code << QString::fromUtf8(message);
    };
    // Files that cannot be read.
    row("symlink loop", {"validate", "a.yaml"}, 1,
        "a.yaml:1:1: expected a readable file, found a path that cannot be followed (Too many levels of symbolic links)");
    row("empty path", {"validate", ""}, 2, "an empty argument ('') names no file, option or value");
    row("3 GB file", {"validate", "huge.yaml"}, 1, "huge.yaml:1:1: too large: more than 262144 bytes (256 KiB");
    row("2 MiB scenario", {"key", "two-mib.yaml"}, 1, "two-mib.yaml:1:1: too large: more than 262144 bytes");
    row("folder as script", {"run", kScenario, "--actions", "."}, 1, "expected a readable file, found a directory");
    // Limits inside a file, reported where they are passed.
    row("1001 sections", {"validate", "many-sections.yaml"}, 1,
        "many-sections.yaml:1005:5: too large: more than 1000 items in one list");
    row("1001 wheel stops", {"validate", "many-stops.yaml"}, 1, "too large: more than 1000 items in one list");
    row("1001 actions", {"run", kScenario, "--actions", "many-actions.yaml"}, 1,
        "many-actions.yaml:1002:5: too large: more than 1000 items in one list");
    row("10,800 values", {"run", kScenario, "--actions", "many-values.yaml"}, 1, "too large: more than 10000 values");
    row("600 levels of nesting", {"validate", "deep.yaml"}, 1,
        "deep.yaml:18:17: too large: lists and mappings nested more than 16 deep");
    row("600 nested lists", {"validate", "flow-deep.yaml"}, 1,
        "flow-deep.yaml:1:24: too large: lists and mappings nested more than 16 deep");
    row("200,000 unclosed [", {"run", kScenario, "--actions", "unclosed.yaml"}, 1,
        "unclosed.yaml:1:17: too large: lists and mappings nested more than 16 deep");
    row("20,000-item flow list", {"run", kScenario, "--actions", "flow-list.yaml"}, 1,
        "flow-list.yaml:1:90009: too large: more than 10000 values in one document");
    row("message cut", {"validate", "long-profile-name.yaml"}, 1, "more characters)");
    // Text that is not UTF-8.
    row("Latin-1 byte", {"validate", "latin1.yaml"}, 1, "latin1.yaml:1:11: invalid UTF-8: byte 0xE9 at byte offset 10");
    row("overlong form", {"validate", "overlong.yaml"}, 1, "overlong.yaml:2:15: invalid UTF-8: byte 0xC0");
    row("profile not UTF-8", {"pay", "--profile", "bad-profile.yaml", "--player", "7S 7S", "--dealer", "7D 9C", "--wager", "5"},
        1, "bad-profile.yaml:3:8: invalid UTF-8: byte 0xFF");
    row("leading NUL", {"validate", "leading-nul.yaml"}, 1,
        "leading-nul.yaml:1:1: invalid character: control byte 0x00 at byte offset 0; expected text");
    row("terminal escape", {"validate", "escape.yaml"}, 1, "escape.yaml:1:10: invalid character: control byte 0x1B");
    // Numbers: the whole word, in range.
    row("rounds 1e20", {"selfplay", "--profile", "md-2020-6deck", "--rounds", "1e20"}, 2,
        "--rounds: expected an integer from 1 to 2147483647, found '1e20'");
    row("seed -1", {"selfplay", "--profile", "md-2020-6deck", "--seed", "-1"}, 2,
        "--seed: expected a whole number from 0 to 18446744073709551615, found '-1'");
    row("players 7.9", {"selfplay", "--profile", "md-2020-6deck", "--players", "7.9"}, 2,
        "--players: expected an integer from 1 to 7, found '7.9'");
    row("count -1", {"shoe", "--profile", "md-2020-6deck", "--seed", "1", "--count", "-1"}, 2,
        "--count: expected an integer from 1 to 288, found '-1'");
    row("threads 0", {"simulate", "--profile", "md-2020-6deck", "--rounds", "10", "--seed", "1", "--threads", "0"}, 2,
        "--threads: expected an integer from 1 to 256, found '0'");
    row("errors 1e-2", {"simulate", "--profile", "md-2020-6deck", "--rounds", "10", "--seed", "1", "--errors", "1e-2"}, 2,
        "--errors: expected a rate from 0 to 1 such as 0.05, found '1e-2'");
    // Money: thousands separators only where they belong.
    row("wager $1,0,0", {"pay", "--profile", "md-2020-6deck", "--player", "7S 7S", "--dealer", "7D 9C", "--wager", "$1,0,0"},
        2, "--wager: expected an amount of at least $0.01 such as 25, $7.50 or $1,000, found '$1,0,0'");
    row("wager 7,50", {"pay", "--profile", "md-2020-6deck", "--player", "7S 7S", "--dealer", "7D 9C", "--wager", "7,50"}, 2,
        "found '7,50'");
    // The command line itself.
    row("unknown option", {"pay", "--bogus", "1"}, 2, "unknown option --bogus");
    row("unknown option at the end", {"pay", "--bogus"}, 2, "unknown option --bogus");
    row("option without a value", {"shoe", "--profile", "md-2020-6deck", "--seed"}, 2, "--seed needs a value");
    row("option with an empty value", {"shoe", "--profile", "md-2020-6deck", "--seed=", "5"}, 2, "--seed needs a value");
    row("flag with a value", {"run", kScenario, "--actions", "x.yaml", "--json=yes"}, 2, "--json takes no value");
    row("option twice", {"shoe", "--seed", "1", "--seed", "2"}, 2, "--seed is given twice");
    row("unknown profile id", {"shoe", "--profile", "md-2020-9deck", "--seed", "1"}, 2,
        "--profile: no profile 'md-2020-9deck'");
    row("unknown command", {"deal"}, 2, "unknown command 'deal'");
    // clang-format on
}

void TestCliHostile::rejectsCleanly()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Result r = runCli(args, dir_.path());
    QVERIFY2(r.code == code,
             qPrintable(QStringLiteral("exit %1, expected %2; stderr: %3").arg(r.code).arg(code).arg(r.err)));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    for (const QString& line : r.err.split(QLatin1Char('\n')))
        QVERIFY2(line.size() < 1000, "an error line is cut to a readable length");
}

void TestCliHostile::linkLoopInAFolderKeepsTheOtherReports()
{
    QTemporaryDir folder;
    const QDir d(folder.path());
    QVERIFY(d.mkpath(QStringLiteral("profiles")));
    QVERIFY(QFile::copy(kProfile6, d.filePath(QStringLiteral("profiles/md-2020-6deck.yaml"))));
    QVERIFY(QFile::copy(kScenario, d.filePath(QStringLiteral("good.yaml"))));
    QVERIFY(QFile::link(d.filePath(QStringLiteral("loop-b.yaml")), d.filePath(QStringLiteral("loop-a.yaml"))));
    QVERIFY(QFile::link(d.filePath(QStringLiteral("loop-a.yaml")), d.filePath(QStringLiteral("loop-b.yaml"))));
    QVERIFY(QFile::link(folder.path(), d.filePath(QStringLiteral("itself")))); // a folder link back to the top
    const Result r = runCli({QStringLiteral("validate"), QStringLiteral(".")}, folder.path());
    QCOMPARE(r.code, 1);
    QVERIFY2(r.out.contains("ok    ./good.yaml"), qPrintable(r.out));
    QVERIFY2(r.out.contains("ok    ./profiles/md-2020-6deck.yaml"), qPrintable(r.out));
    QVERIFY2(r.out.contains("2 valid, 2 invalid"), qPrintable(r.out));
    QVERIFY2(r.err.contains("./loop-a.yaml:1:1: expected a readable file, found a path that cannot be followed"),
             qPrintable(r.err));
}

void TestCliHostile::unreadableFolderIsReported()
{
    if (geteuid() == 0 && QStandardPaths::findExecutable(QStringLiteral("setpriv")).isEmpty())
        QSKIP("running as root without setpriv: a folder cannot be made unreadable");
    QTemporaryDir folder;
    const QDir d(folder.path());
    QVERIFY(d.mkpath(QStringLiteral("profiles")) && d.mkpath(QStringLiteral("locked")));
    QVERIFY(QFile::copy(kProfile6, d.filePath(QStringLiteral("profiles/md-2020-6deck.yaml"))));
    QVERIFY(QFile::setPermissions(folder.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                     QFile::ReadOther | QFile::ExeOther | QFile::ReadGroup |
                                                     QFile::ExeGroup));
    QVERIFY(QFile::setPermissions(d.filePath(QStringLiteral("profiles")), QFile::ReadOwner | QFile::WriteOwner |
                                                                              QFile::ExeOwner | QFile::ReadOther |
                                                                              QFile::ExeOther));
    QVERIFY(QFile::setPermissions(d.filePath(QStringLiteral("profiles/md-2020-6deck.yaml")),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther));
    QVERIFY(QFile::setPermissions(d.filePath(QStringLiteral("locked")), QFile::WriteOwner));
    const Result r = runCli({QStringLiteral("validate"), QStringLiteral(".")}, folder.path(), geteuid() == 0);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("./locked: cannot read this folder (Permission denied)"), qPrintable(r.err));
    QVERIFY2(r.out.contains("ok    ./profiles/md-2020-6deck.yaml"), qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains("1 valid, 1 invalid"), qPrintable(r.out));
}

void TestCliHostile::fullDiskIsAnError()
{
    for (const QStringList& args : {QStringList{"key", kScenario}, QStringList{"validate", kScenario}}) {
        const Result r = runCli(args, dir_.path(), false, QStringLiteral("/dev/full"));
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains("could not write the output: No space left on device"), qPrintable(r.err));
    }
}

void TestCliHostile::optionsAreWrittenEitherWay()
{
    const Result spaced = runCli({"shoe", "--profile", "md-2020-6deck", "--seed", "1", "--count", "12"}, dir_.path());
    const Result joined = runCli({"shoe", "--profile=md-2020-6deck", "--seed=1", "--count=12"}, dir_.path());
    QCOMPARE(spaced.code, 0);
    QCOMPARE(joined.code, 0);
    QCOMPARE(joined.out, spaced.out);
    QVERIFY2(joined.out.contains("5C AD QD AC 7C 4H 3C 9D AC 9S KC 7S"), qPrintable(joined.out)); // pinned in tst_shoe
}

void TestCliHostile::profileIsNamedByIdOrPath()
{
    const QStringList hand{"--player", "7S 7S 7S", "--dealer", "7D 9C 4H", "--wager", "$1,000"};
    const Result byId = runCli(QStringList{"pay", "--profile", "md-2020-6deck"} + hand, dir_.path());
    const Result byPath = runCli(QStringList{"pay", "--profile", kProfile6} + hand, dir_.path());
    const Result byRelativePath =
        runCli(QStringList{"pay", "--profile", "profiles/md-2020-6deck.yaml"} + hand, dir_.path());
    QCOMPARE(byId.code, 0);
    QCOMPARE(byPath.out, byId.out);
    QCOMPARE(byRelativePath.out, byId.out);
    QVERIFY2(byId.out.contains("Spanish 21 wager $1,000"), qPrintable(byId.out));
}

void TestCliHostile::everyCommandHasHelp()
{
    for (const char* command : {"validate", "key", "run", "selfplay", "simulate", "strategy", "pay", "shoe"}) {
        const Result r = runCli({QString::fromLatin1(command), QStringLiteral("--help")}, dir_.path());
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("usage: spanish21-cli ") + command), qPrintable(r.out));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    }
}

QTEST_GUILESS_MAIN(TestCliHostile)
#include "tst_cli_hostile.moc"

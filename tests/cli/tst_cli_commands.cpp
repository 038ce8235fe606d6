// The spanish21-cli commands, run in-process on the shipped profiles.
#include "cli/arguments.h"
#include "cli/commands.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <sstream>

using namespace s21::cli;

namespace {

const std::string kProfiles = std::string(S21_SOURCE_DIR) + "/scenarios/profiles/";
const std::string kMtdScenario =
    std::string(S21_SOURCE_DIR) + "/scenarios/match-the-dealer/md-suited-unsuited-and-both.yaml";
const std::string kData = std::string(S21_SOURCE_DIR) + "/tests/cli/data/";

struct Run {
    int code = 0;
    QString out;
    QString err;
};

Run run(int (*command)(const Words&, std::ostream&, std::ostream&), const Words& words)
{
    std::ostringstream out;
    std::ostringstream err;
    Run result;
    result.code = command(words, out, err);
    result.out = QString::fromStdString(out.str());
    result.err = QString::fromStdString(err.str());
    return result;
}

} // namespace

class TestCliCommands : public QObject {
    Q_OBJECT
private slots:
    void paySuperBonusAndMatch();
    void payDoubledHandGetsNoBonus();
    void payRejectsBadCards();
    void validateReportsPositions();
    void validateTellsEarlierVersionsKeys();
    void shoeIsSeeded();
    void unknownOptionIsAUsageError();
    void keyPrintsTheAnswerKey();
    void anExamsOwnScenarioKeepsItsAnswers();
    void shoeProcedureScenarioIsKeyedAndRun();
    void runReportsMistakesBalancesAndScore();
    void runListsTheBalancesBehindASharedBox();
    void runJsonIsMachineReadable();
    void runRejectsBadNotationWithItsPosition();
    void selfplayKeepsItsInvariants();
    void strategyPrintsChartAndValues();
};

void TestCliCommands::paySuperBonusAndMatch()
{
    const Run r = run(payCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--player", "7S 7S 7S", "--dealer",
                                   "7D 9C 4H", "--wager", "25", "--mtd", "5"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("paid $75 at 3 to 1"), qPrintable(r.out));            // MD-S21 12.B(6)
    QVERIFY2(r.out.contains("super bonus $5,000, and $50"), qPrintable(r.out));   // MD-S21 12.C(2)-(3)
    QVERIFY2(r.out.contains("Match-the-Dealer $5: paid $40"), qPrintable(r.out)); // MD-S21 12.A(4)(a)(ii)

    // Under $5 a suited 7-7-7 earns no super bonus, and so no $50 for the others (MD-S21 12.C(1)-(3)),
    // as a round settles it.
    const Run small = run(payCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--player", "7S 7S 7S",
                                       "--dealer", "7D 9C 4H", "--wager", "4.50"});
    QCOMPARE(small.code, 0);
    QVERIFY2(!small.out.contains("super bonus"), qPrintable(small.out));
}

void TestCliCommands::payDoubledHandGetsNoBonus()
{
    const Run r = run(payCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--player", "6S 7S 8S", "--dealer",
                                   "9D 9C", "--wager", "20", "--doubled"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("paid $20 at 1 to 1"), qPrintable(r.out)); // MD-S21 10.G
}

void TestCliCommands::payRejectsBadCards()
{
    QVERIFY_THROWS_EXCEPTION(UsageError, run(payCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--player",
                                                          "7S 7X", "--dealer", "9D 9C", "--wager", "20"}));
}

void TestCliCommands::validateReportsPositions()
{
    const Run good = run(validateCommand, {kProfiles});
    QCOMPARE(good.code, 0);
    QVERIFY(good.out.contains("11 valid, 0 invalid"));

    QTemporaryDir dir;
    QFile bad(dir.filePath("broken.yaml"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("jurisdiction: maryland\ndecks: 7\n");
    bad.close();
    const Run r = run(validateCommand, {dir.path().toStdString()});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("broken.yaml:2:"), qPrintable(r.err));
    QVERIFY2(r.err.contains("MD-S21 3.A") || r.err.contains("6 or 8"), qPrintable(r.err));
}

void TestCliCommands::validateTellsEarlierVersionsKeys()
{
    // Files of earlier versions are valid; what is read as today's key is said, at its place.
    const std::string folder = std::string(S21_SOURCE_DIR) + "/tests/scenario/data/earlier-versions/";
    const Run r = run(validateCommand, {folder});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("7 valid, 0 invalid"), qPrintable(r.out));
    QVERIFY2(r.err.contains(QString::fromStdString(folder) +
                            "bd83bd0/profiles/md-2020-6deck-bonus-spin.yaml:11:3: 'progressive_meter' in bonus_spin "
                            "is the older spelling; it is read as 'dollar_jackpot' (write that key instead)\n"),
             qPrintable(r.err));
    QCOMPARE(r.err.count("is the older spelling"), 4); // one per older key, none for today's files
}

void TestCliCommands::shoeIsSeeded()
{
    const Run r = run(shoeCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--seed", "1", "--count", "12"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("5C AD QD AC 7C 4H 3C 9D AC 9S KC 7S"), qPrintable(r.out)); // pinned in tst_shoe
}

void TestCliCommands::unknownOptionIsAUsageError()
{
    QVERIFY_THROWS_EXCEPTION(UsageError, run(shoeCommand, {"--profile", "x", "--sed", "1"}));
}

void TestCliCommands::keyPrintsTheAnswerKey()
{
    const Run r = run(keyCommand, {kMtdScenario});
    QCOMPARE(r.code, 0);
    // MD-S21 7.F(1): Match-the-Dealer from the far right, before any other card.
    QVERIFY2(r.out.contains("hole\npay mtd s7 $45\npay mtd s5 $20\ncollect mtd s3 $5\npay mtd s1 $65\nask s1 14"),
             qPrintable(r.out));
    QVERIFY(r.out.endsWith("pickup dealer\n"));

    // An injected fault is told where it happens (MD-S21 13.O).
    const Run faulted =
        run(keyCommand, {std::string(S21_SOURCE_DIR) + "/scenarios/irregularities/md-requested-card-not-dealt.yaml"});
    QVERIFY2(
        faulted.out.contains("ask s1 12\n# fault: The player at seat 1 asked for a card and the deal moved on without "
                             "dealing it.\nask s2 12\noption s1"),
        qPrintable(faulted.out));
}

// An exam's own scenario (under the library's exams folder): neither its key nor a check of a script
// against it, which would print the expected actions.
void TestCliCommands::anExamsOwnScenarioKeepsItsAnswers()
{
    const std::string scenario =
        std::string(S21_SOURCE_DIR) + "/scenarios/exams/md-dealer-certification/md-exam-double-against-a-six.yaml";
    const Run key = run(keyCommand, {scenario});
    QCOMPARE(key.code, 1);
    QVERIFY(key.out.isEmpty());
    QVERIFY2(key.err.contains("an exam's own scenario (in the library's exams folder): its answer key is not shown"),
             qPrintable(key.err));
    const Run checked = run(runCommand, {scenario, "--actions", std::string(S21_SOURCE_DIR) + "/nowhere.yaml"});
    QCOMPARE(checked.code, 1);
    QVERIFY(checked.out.isEmpty());
    QVERIFY2(checked.err.contains("no action script is checked against it"), qPrintable(checked.err));
    // The file validates like any scenario.
    QCOMPARE(run(validateCommand, {scenario}).code, 0);
}

// A shoe-procedure scenario: its key from the start to the burn, incidents where they happen, and a
// trainee's script run against it, with no money to report (MD-S21 13.R-S).
void TestCliCommands::shoeProcedureScenarioIsKeyedAndRun()
{
    const std::string scenario =
        std::string(S21_SOURCE_DIR) + "/scenarios/irregularities/md-shuffler-out-of-order.yaml";
    const Run key = run(keyCommand, {scenario});
    QCOMPARE(key.code, 0);
    QVERIFY2(key.out.contains("unload-shoe\nshuffle\n# incident: The automated shuffler jams before finishing its "
                              "cycle.\n# incident: The automated shuffler is out of order and cannot be used.\n"
                              "cover-shuffler\nshuffle\noffer-cut s4"),
             qPrintable(key.out));
    QVERIFY(key.out.endsWith("load-shoe\nburn\n"));

    const Run wrong = run(runCommand, {scenario, "--actions",
                                       std::string(S21_SOURCE_DIR) +
                                           "/tests/scenario/data/wrong-handling/md-shuffler-out-of-order.yaml"});
    QCOMPARE(wrong.code, 0); // one major mistake still passes
    QVERIFY2(wrong.out.contains("MISTAKE  shuffle\n           SHUFFLER_MALFUNCTION (MD-S21 13.S, major)"),
             qPrintable(wrong.out));
    QVERIFY(!wrong.out.contains("Balances"));
    QVERIFY2(wrong.out.contains("Score: 95/100, 0 minor, 1 major, 0 critical mistakes"), qPrintable(wrong.out));
}

void TestCliCommands::runReportsMistakesBalancesAndScore()
{
    const Run r = run(runCommand, {kMtdScenario, "--actions", kData + "mtd-wrong-order.yaml"});
    QCOMPARE(r.code, 0); // one minor mistake still passes
    QVERIFY2(r.out.contains("line 14  MISTAKE  pay mtd s1 $65"), qPrintable(r.out));
    QVERIFY(r.out.contains("MTD_ORDER (MD-S21 7.F(1), minor)"));
    QVERIFY(r.out.contains("expected: pay mtd s7 $45"));
    QVERIFY(r.out.contains("seat 1 Ana: $1,055 (+$55)"));
    QVERIFY(r.out.contains("table inventory: -$95"));
    QVERIFY2(r.out.contains("Score: 90/100, 1 minor, 0 major, 0 critical mistakes, 60 s: PASS"), qPrintable(r.out));
}

// A shared box's players behind the caller (MA-S21 13) have balances of their own, in line order
// after the caller's; only they carry `behind` in the JSON.
void TestCliCommands::runListsTheBalancesBehindASharedBox()
{
    const Words words{kData + "ma-shared-box.yaml", "--actions", kData + "ma-shared-box-deal.yaml"};
    const Run text = run(runCommand, words);
    QVERIFY2(text.out.contains("  seat 3 Ana: ") && text.out.contains("  seat 3, behind 1, Ben: ") &&
                 text.out.contains("  seat 3, behind 2, Player 3b2: ") &&
                 text.out.contains("  seat 5, behind 1, Dan: "),
             qPrintable(text.out));
    Words asJson = words;
    asJson.push_back("--json");
    const QJsonArray balances =
        QJsonDocument::fromJson(run(runCommand, asJson).out.toUtf8()).object()["balances"].toArray();
    QCOMPARE(balances.size(), 5);
    QVERIFY(!balances[0].toObject().contains("behind"));
    const QJsonObject ben = balances[1].toObject();
    QCOMPARE(ben["seat"].toInt(), 3);
    QCOMPARE(ben["behind"].toInt(), 1);
    QCOMPARE(ben["player"].toString(), QString("Ben"));
    QCOMPARE(ben["start_cents"].toInt(), 50000);
    QCOMPARE(balances[2].toObject()["behind"].toInt(), 2);
    QCOMPARE(balances[4].toObject()["player"].toString(), QString("Dan"));
}

void TestCliCommands::runJsonIsMachineReadable()
{
    const Run r = run(runCommand, {kMtdScenario, "--actions", kData + "mtd-wrong-order.yaml", "--json"});
    QCOMPARE(r.code, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = doc.object();
    QCOMPARE(root["scenario"].toString(), QString("md-suited-unsuited-and-both"));
    const QJsonObject mistake = root["actions"].toArray()[10].toObject()["mistake"].toObject();
    QCOMPARE(mistake["code"].toString(), QString("MTD_ORDER"));
    QCOMPARE(mistake["section"].toString(), QString("MD-S21 7.F(1)"));
    QCOMPARE(root["actions"].toArray()[10].toObject()["ms"].toInt(), 20000);
    QCOMPARE(root["score"].toObject()["points"].toInt(), 90);
    QCOMPARE(root["table_net_cents"].toInt(), -9500);
}

void TestCliCommands::runRejectsBadNotationWithItsPosition()
{
    const Run r = run(runCommand, {kMtdScenario, "--actions", kData + "bad-notation.yaml"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains("bad-notation.yaml:3:5:") && r.err.contains("'seat' is not a spot"), qPrintable(r.err));
}

void TestCliCommands::selfplayKeepsItsInvariants()
{
    const Run r = run(selfplayCommand, {"--profile", kProfiles + "ma-205cmr.yaml", "--rounds", "50", "--seed", "4"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("mistakes by the automatic dealer: 0"));
    QVERIFY(r.out.contains("rounds per second"));
    // Counts in their number's form (issue 39, finding 15): one round, one player.
    const Run one = run(selfplayCommand,
                        {"--profile", kProfiles + "ma-205cmr.yaml", "--rounds", "1", "--players", "1", "--seed", "4"});
    QCOMPARE(one.code, 0);
    QVERIFY2(one.out.contains(": 1 round, 1 shoe, ") && one.out.contains(" dealer actions, 1 player\n"),
             qPrintable(one.out));
    // With the players breaking rules, every irregularity is caught; a rate it does not know is refused.
    const Run fouls = run(selfplayCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--rounds", "60", "--seed",
                                            "4", "--guest-fouls", "often"});
    QCOMPARE(fouls.code, 0);
    QVERIFY2(fouls.out.contains("players' irregularities: ") && !fouls.out.contains("players' irregularities: 0,"),
             qPrintable(fouls.out));
    const Run unknown =
        run(selfplayCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--guest-fouls", "always"});
    QCOMPARE(unknown.code, 2);
    QVERIFY2(unknown.err.contains("'always' is not never, sometimes or often"), qPrintable(unknown.err));
}

void TestCliCommands::strategyPrintsChartAndValues()
{
    const Run chart = run(strategyCommand, {"--profile", kProfiles + "md-2020-6deck.yaml"});
    QCOMPARE(chart.code, 0);
    QVERIFY(chart.out.contains("Hard totals") && chart.out.contains("Expected value off the top"));
    const Run hand =
        run(strategyCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--hand", "9S 2H", "--up", "6C"});
    QVERIFY2(hand.out.contains("best: double"), qPrintable(hand.out));
}

QTEST_GUILESS_MAIN(TestCliCommands)
#include "tst_cli_commands.moc"

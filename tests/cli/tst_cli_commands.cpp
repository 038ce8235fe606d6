// The spanish21-cli commands, run in-process on the shipped profiles.
#include "cli/arguments.h"
#include "cli/commands.h"

#include <QtTest>

#include <sstream>

using namespace s21::cli;

namespace {

const std::string kProfiles = std::string(S21_SOURCE_DIR) + "/scenarios/profiles/";

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
    void shoeIsSeeded();
    void unknownOptionIsAUsageError();
};

void TestCliCommands::paySuperBonusAndMatch()
{
    const Run r = run(payCommand, {"--profile", kProfiles + "md-2020-6deck.yaml", "--player", "7S 7S 7S", "--dealer",
                                   "7D 9C 4H", "--wager", "25", "--mtd", "5"});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains("paid $75 at 3 to 1"), qPrintable(r.out));         // MD-S21 12.B(6)
    QVERIFY2(r.out.contains("super bonus $5,000, and $50"), qPrintable(r.out)); // MD-S21 12.C(2)-(3)
    QVERIFY2(r.out.contains("Match-the-Dealer $5: paid $40"), qPrintable(r.out)); // MD-S21 12.A(4)(a)(ii)
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
    QVERIFY(good.out.contains("4 valid, 0 invalid"));

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

QTEST_GUILESS_MAIN(TestCliCommands)
#include "tst_cli_commands.moc"

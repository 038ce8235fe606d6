// A broken contract stops the program where it broke (core/base/contract.h): taking the shoe out of a
// round still being dealt, in a child process of this test, aborts it and names the condition and
// its place; a kept contract costs nothing of the result. The cards a round keeps after every action
// are counted where they lie. In a release build (NDEBUG) the checks are not compiled, and the test
// says so instead.
#include "core/round/round.h"

#include <QProcess>
#include <QtTest>

#include <cstring>

using namespace s21;

namespace {

constexpr const char* kBreak = "--break-the-contract";

// A round just dealt to one seat: far from complete().
Round roundUnderWay(ScriptedPlayers& players, ManualClock& clock)
{
    RoundSetup setup;
    setup.profile = marylandProfile(6);
    setup.seats = {{1, "Ana", Money::dollars(1000), Money::dollars(10), Money(), Money()}};
    setup.shoe = Shoe::stacked(parseCards("9S 9D KS 9C").value());
    return Round(setup, players, clock);
}

} // namespace

class TestContract : public QObject {
    Q_OBJECT
private slots:
    void aBrokenContractAbortsAndSaysWhere();
    void everyCardIsCountedWhereItLies();
};

void TestContract::aBrokenContractAbortsAndSaysWhere()
{
#ifdef NDEBUG
    QSKIP("a release build compiles no contract checks");
#else
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kBreak)});
    QVERIFY(child.waitForFinished(30000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    const QString said = QString::fromLocal8Bit(child.readAllStandardError());
    QVERIFY2(said.contains(QStringLiteral("contract broken: complete() at ")) &&
                 said.contains(QStringLiteral("round.h:")),
             qPrintable(said));
#endif
}

// The cards the round keeps after every action (Round::apply ensures it): a card dealt leaves the
// shoe for a hand and is counted there; burned, in the rack.
void TestContract::everyCardIsCountedWhereItLies()
{
    ScriptedPlayers players;
    ManualClock clock;
    Round round = roundUnderWay(players, clock);
    QCOMPARE(round.state().cardCount(), 4);
    QVERIFY(round.apply(DealerAction::deal(Spot::player(1))).accepted);
    QCOMPARE(round.state().shoe.remaining(), 3);
    QCOMPARE(round.state().seat(1).hands.front().cards.cardCount(), 1);
    QCOMPARE(round.state().cardCount(), 4);
    QVERIFY(round.apply(DealerAction::deal(Spot::dealer())).accepted);
    QCOMPARE(round.state().dealer.cards.cardCount(), 1);
    QCOMPARE(round.state().cardCount(), 4);
}

int main(int argc, char** argv)
{
    if (argc == 2 && std::strcmp(argv[1], kBreak) == 0) {
        ScriptedPlayers players;
        ManualClock clock;
        Round round = roundUnderWay(players, clock);
        round.takeShoe(); // the contract: complete()
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestContract test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_contract.moc"

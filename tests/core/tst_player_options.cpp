// What a player may do and what the dealer then must (and must not) do: surrender as the first
// decision only, double on any number of cards and draw exactly one card, Match-the-Dealer only where
// offered, the dealer's draw in Massachusetts, and the cover card set aside when it comes out.

#include "round_harness.h"

using namespace s21;
using namespace s21::test;

class TestPlayerOptions : public QObject {
    Q_OBJECT
private slots:
    void doubleDrawsExactlyOneCard_data();
    void doubleDrawsExactlyOneCard();
    void doubleOnThreeCardsIsPaidOnBothWagers();
    void surrenderOnlyAsTheFirstDecision();
    void matchTheDealerOnlyWhereOffered();
    void losingInsuranceCollectedRightAfterThePeekInMaryland();
    void losingInsuranceCollectedWhenTheHoleCardIsShownInMassachusetts();
    void massachusettsDealerDrawsToSeventeen();
    void massachusettsDealerDrawsNothingWhenNoHandStands();
    void coverCardIsSetAsideThenTheRoundFinished_data();
    void coverCardIsSetAsideThenTheRoundFinished();
    void coverCardRemembersTheBettingAreaItAppearedOn();
};

void TestPlayerOptions::doubleDrawsExactlyOneCard_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("after");
    QTest::newRow("MD-S21 7.K, 10.C") << "MD" << "reveal";
    QTest::newRow("MA-S21 9(a), 7(f)") << "MA" << "ask s1 21"; // the double card's total announced
    // clang-format on
}

void TestPlayerOptions::doubleDrawsExactlyOneCard()
{
    QFETCH(QString, profile);
    QFETCH(QString, after);
    // s1 5S 6D (11) doubles and draws 9H (20); the hand is finished: no second card.
    Table table(profileNamed(profile), {seat(1, 10)}, "5S 6C 6D KD 9H 8H");
    table.script(1, "double");
    table.advanceUntil("ask s1 11>");
    QVERIFY(table.act("deal s1").accepted);
    QCOMPARE(table.next(), after);
    QVERIFY(table.act("deal s1").isMistake());
    QCOMPARE(table.round().state().hand(Spot::player(1)).cards.cardCount(), 3);
}

void TestPlayerOptions::doubleOnThreeCardsIsPaidOnBothWagers()
{
    // A double on any number of cards but a blackjack, and a winning double paid on both wagers at
    // the hand's odds, even money for a doubled hand (MD-S21 10.A, 10.F, 12.B).
    Table table(profileNamed("MD"), {seat(1, 10)}, "2S 6C 3D KD 4H 9S 8H");
    table.script(1, "hit double");
    const QStringList steps = table.finish();
    QVERIFY(steps.contains("pay s1 $20"));
    QCOMPARE(table.round().state().hand(Spot::player(1)).cards.cardCount(), 4);
    QCOMPARE(table.bankroll(1), dollars(1020));
}

void TestPlayerOptions::surrenderOnlyAsTheFirstDecision()
{
    // MD-S21 9.A-B, MA-S21 8(a): surrender is decided before hitting, doubling or splitting.
    Table late(profileNamed("MD"), {seat(1, 10)}, "2S 6C 3D KD 4H 9S 8H");
    late.script(1, "hit surrender");
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, late.finish());
    Table first(profileNamed("MD"), {seat(1, 10)}, "KS 6C 6D 9D 8H");
    first.script(1, "surrender");
    QVERIFY(first.finish().contains("surrender s1 $5"));
    QCOMPARE(first.bankroll(1), dollars(995));
}

void TestPlayerOptions::matchTheDealerOnlyWhereOffered()
{
    // MD-S21 6.G: Match-the-Dealer only if the operator offers it.
    RuleProfile withoutMatch = marylandProfile(6);
    withoutMatch.matchTheDealer.offered = false;
    Table table(withoutMatch, {seat(1, 10, 5)}, "KS 6C 6D 9D 8H");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, table.round());
}

void TestPlayerOptions::losingInsuranceCollectedRightAfterThePeekInMaryland()
{
    // MD-S21 8.F: losing insurance is collected as soon as the reader shows no blackjack.
    Table table(profileNamed("MD"), {seat(1, 10), seat(2, 10)}, "9S 8S AC 9H 9D 7D");
    table.insure(1, 5).script(1, "stand").script(2, "stand");
    table.advanceUntil("peek>");
    QCOMPARE(table.next(), QString("collect ins s1 $5"));
    QVERIFY(table.act("ask s1 18").isMistake());
}

void TestPlayerOptions::losingInsuranceCollectedWhenTheHoleCardIsShownInMassachusetts()
{
    // MA-S21 11(d): losing insurance is collected once the hole card is disclosed, not at the peek.
    Table table(profileNamed("MA-reader"), {seat(1, 10), seat(2, 10)}, "9S 8S AC 9H 9D 7D");
    table.insure(1, 5).script(1, "stand").script(2, "stand");
    table.advanceUntil("peek>");
    QCOMPARE(table.next(), QString("ask s1 18"));
    const Verdict early = table.act("collect ins s1 $5");
    QVERIFY(early.isMistake());
    QCOMPARE(QString::fromStdString(early.mistake.section), QString("MA-S21 11(d)"));
    table.advanceUntil("reveal>");
    QCOMPARE(table.next(), QString("collect ins s1 $5"));
}

void TestPlayerOptions::massachusettsDealerDrawsToSeventeen()
{
    // MA-S21 12(b): the dealer draws to 16 and stands on 17 (no hole card: second card after players).
    Table table(profileNamed("MA"), {seat(1, 10)}, "9S 6C 9H 5D 2C 4S 8D");
    table.script(1, "stand");
    const QStringList steps = table.finish();
    QVERIFY(steps.join('|').contains("dealers-card|deal dealer|deal dealer|deal dealer|dealer-total 17"));
    QCOMPARE(table.round().state().dealer.cards.total(), 17);
}

void TestPlayerOptions::massachusettsDealerDrawsNothingWhenNoHandStands()
{
    // MA-S21 12(c): every hand busted: the dealer draws no card, whatever the total.
    Table table(profileNamed("MA"), {seat(1, 10)}, "9S 6C 5H 8D 2C");
    table.script(1, "hit");
    const QStringList steps = table.finish();
    QVERIFY(!steps.contains("dealers-card"));
    QCOMPARE(table.round().state().dealer.cards.cardCount(), 1);
}

void TestPlayerOptions::coverCardIsSetAsideThenTheRoundFinished_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD") << "MD" << "MD-S21 7.C";
    QTest::newRow("MA") << "MA-reader" << "MA-S21 7(j)";
    // clang-format on
}

void TestPlayerOptions::coverCardIsSetAsideThenTheRoundFinished()
{
    QFETCH(QString, profile);
    QFETCH(QString, section);
    // The cover card comes out after the initial deal's four cards, before the dealer's draw: set
    // aside, the round finished from the cards behind it, then a reshuffle (MA-S21 4(g), 7(j)).
    Table table(profileNamed(profile), {seat(1, 10)}, "9S 6C 9H 5D 2C 4S 8D");
    table.script(1, "stand").coverCardAfter(4);
    table.advanceUntil("cover-aside");
    QVERIFY(!table.round().state().coverCardSeen);
    const Verdict early = table.act("deal dealer");
    QCOMPARE(early.mistake.code, MistakeCode::CoverCardProcedure);
    QCOMPARE(QString::fromStdString(early.mistake.section), section);
    QVERIFY(table.act("cover-aside").accepted);
    QCOMPARE(table.round().state().coverCardSeat, 0); // on the dealer's hand (MD-S21 5.D(3))
    table.finish();
    QVERIFY(table.round().complete());
    QCOMPARE(table.round().state().dealer.cards.total(), 17);
    QVERIFY(table.round().state().reshuffleRequired());
}

// MD-S21 5.D(2): the next cut goes to the player on whose betting area the cover card appeared;
// here it comes out when seat 3 asks for a hit.
void TestPlayerOptions::coverCardRemembersTheBettingAreaItAppearedOn()
{
    Table table(profileNamed("MD"), {seat(1, 10), seat(3, 10)}, "9S 5C 6C 9H 7D 4S 8D 9C 2C");
    table.script(1, "stand").script(3, "hit stand").coverCardAfter(6);
    table.advanceUntil("cover-aside");
    QVERIFY(table.act("cover-aside").accepted);
    QCOMPARE(table.round().state().coverCardSeat, 3);
    table.finish();
    QVERIFY(table.round().complete());
}

QTEST_GUILESS_MAIN(TestPlayerOptions)
#include "tst_player_options.moc"

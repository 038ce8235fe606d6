// Whole rounds from stacked shoes, dealt by the procedure's own steps and checked end to end: the
// answer key, the payouts and the balances.
#include "round_harness.h"

using namespace s21;
using namespace s21::test;

class TestRoundScenarios : public QObject {
    Q_OBJECT
private slots:
    void splitResplitAndDouble();
    void doubleAndRescue();
    void surrenderAgainstAnAce_data();
    void surrenderAgainstAnAce();
    void dealerBlackjackWithInsurance();
    void superBonusPaysTheOthersFifty();
    void noSuperBonusOnADoubledOrRescuedHand_data();
    void noSuperBonusOnADoubledOrRescuedHand();
    void dealerStopsWhenEveryHandIsDecided();
    void marylandPaysBlackjackAtOnceAgainstTwoToNine();
    void marylandAnnouncesBlackjackAgainstATen();
    void massachusettsDealerBlackjackTakesOnlyOriginalWagers();
    void massachusettsSplitTwentyOneAgainstADrawnTwentyOnePaysThreeToTwo();
    void massachusettsBustMayWaitForTheSettlement();
    void moneyIsConserved();
};

void TestRoundScenarios::splitResplitAndDouble()
{
    // MD-S21 11.A-D, 10.B-D: 8-8 split, resplit, double on a split hand; left hand first.
    Table table(profileNamed("MD"), {seat(1, 10)}, "8S 6H 8D KC 8C 3S 9D 2H 7S KS 9H");
    table.script(1, "split split double keep hit stand stand");
    const QStringList key = table.finish();
    QCOMPARE(key.join('|'),
             QString("deal s1|deal dealer|deal s1|hole|ask s1 16|split s1|deal s1|ask s1 16|split s1|deal s1|"
                     "ask s1 11|deal s1|deal s1.2|ask s1.2 10|deal s1.2|ask s1.2 17|deal s1.3|ask s1.3 18|reveal|"
                     "dealer-total 16|deal dealer|dealer-total 25|pay s1.3 $10|pay s1.2 $10|pay s1 $20|"
                     "pickup s1.3|pickup s1.2|pickup s1|pickup dealer"));
    QCOMPARE(table.bankroll(1), dollars(1040));
    QCOMPARE(table.round().state().seat(1).hands.size(), std::size_t(3));
}

void TestRoundScenarios::doubleAndRescue()
{
    // MD-S21 10.H: after the double card (14, not busted) the player takes back the double and
    // forfeits the original; nobody is left for the dealer to draw against (7.N).
    Table table(profileNamed("MD"), {seat(1, 10)}, "6S 9H 5D 8C 3C 2D");
    table.script(1, "double rescue");
    const QStringList key = table.finish();
    QCOMPARE(key.join('|'), QString("deal s1|deal dealer|deal s1|hole|ask s1 11|deal s1|rescue s1 $10|pickup s1|"
                                    "reveal|dealer-total 17|pickup dealer"));
    QCOMPARE(table.bankroll(1), dollars(990));
}

void TestRoundScenarios::surrenderAgainstAnAce_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("bankroll");
    QTest::newRow("MD: on the cards, half collected after the reveal (9.C(2)(b))")
        << "MD" << "KS AH 6D 7C"
        << "deal s1|deal dealer|deal s1|hole|offer-insurance|close-insurance|peek|ask s1 16|on-cards s1|reveal|"
           "surrender s1 $5|dealer-total 18|pickup s1|pickup dealer"
        << 995.0;
    QTest::newRow("MA: dealer blackjack takes the whole wager (8(a)(2))")
        << "MA" << "KS AH 6D KD"
        << "deal s1|deal dealer|deal s1|offer-insurance|close-insurance|ask s1 16|on-cards s1|dealers-card|"
           "deal dealer|collect s1 $10|dealer-total 21|pickup s1|pickup dealer"
        << 990.0;
    // clang-format on
}

void TestRoundScenarios::surrenderAgainstAnAce()
{
    QFETCH(QString, profile);
    QFETCH(QString, shoe);
    QFETCH(QString, key);
    QFETCH(double, bankroll);
    Table table(profileNamed(profile), {seat(1, 10)}, shoe);
    table.script(1, "surrender");
    QCOMPARE(table.finish().join('|'), key);
    QCOMPARE(table.bankroll(1), dollars(bankroll));
}

void TestRoundScenarios::dealerBlackjackWithInsurance()
{
    // MD-S21 7.G(3): the reader finds a blackjack, no more cards; insurance pays 2 to 1 (12.A(3));
    // the player blackjack wins against a dealer 21 in two cards as 7.O(3) reads.
    Table table(profileNamed("MD"), {seat(1, 10), seat(3, 10)}, "9S AS AD 9C KH QS");
    table.insure(1, 5);
    QCOMPARE(table.finish().join('|'),
             QString("deal s1|deal s3|deal dealer|deal s1|deal s3|hole|offer-insurance|close-insurance|peek|reveal|"
                     "pay ins s1 $10|collect s1 $10|pay s3 $15|pickup s3|pickup s1|pickup dealer"));
    QCOMPARE(table.bankroll(1), dollars(1000));
    QCOMPARE(table.bankroll(3), dollars(1015));
}

void TestRoundScenarios::superBonusPaysTheOthersFifty()
{
    // MD-S21 12.B(6), 12.C(2)-(3): 7-7-7 of spades against a dealer 7, $25 wager.
    Table table(profileNamed("MD"), {seat(1, 25), seat(3, 10)}, "7S 9H 7D 7S 9C 9D 7S 5C");
    table.script(1, "hit").script(3, "stand");
    QCOMPARE(table.finish().join('|'),
             QString("deal s1|deal s3|deal dealer|deal s1|deal s3|hole|ask s1 14|deal s1|ask s3 18|reveal|"
                     "dealer-total 16|deal dealer|dealer-total 21|collect s3 $10|award s3 $50|pay s1 $75|"
                     "award s1 $5,000|pickup s3|pickup s1|pickup dealer")
                 .replace("award s", "pay award s"));
    QCOMPARE(table.bankroll(1), dollars(1000 + 75 + 5000));
    QCOMPARE(table.bankroll(3), dollars(1000 - 10 + 50));
}

void TestRoundScenarios::noSuperBonusOnADoubledOrRescuedHand_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("rescue");
    QTest::addColumn<QString>("seatOneSettles");
    QTest::newRow("doubled and kept: paid 1 to 1 on $20") << "keep" << "pay s1 $20";
    QTest::newRow("rescued: the original is forfeited") << "rescue" << "rescue s1 $10";
    // clang-format on
}

void TestRoundScenarios::noSuperBonusOnADoubledOrRescuedHand()
{
    // MD-S21 12.C(4): the fixed payouts never go to a doubled hand, and so no $50 to the others.
    Table table(profileNamed("MD"), {seat(1, 10), seat(3, 10)}, "7S 9H 7D 7S 9C 9D 7S KC");
    QFETCH(QString, rescue);
    QFETCH(QString, seatOneSettles);
    table.script(1, "double " + rescue).script(3, "stand");
    const QString key = table.finish().join('|');
    QVERIFY2(key.contains(seatOneSettles), qPrintable(key));
    QVERIFY2(!key.contains("award"), qPrintable(key));
}

void TestRoundScenarios::dealerStopsWhenEveryHandIsDecided()
{
    // MD-S21 7.N: every player busted; the dealer turns the hole card and draws nothing.
    Table table(profileNamed("MD"), {seat(1, 10)}, "KS 6H 5D KD QC 5S");
    table.script(1, "hit");
    QCOMPARE(table.finish().join('|'), QString("deal s1|deal dealer|deal s1|hole|ask s1 15|deal s1|collect s1 $10|"
                                               "pickup s1|reveal|dealer-total 16|pickup dealer"));
    QCOMPARE(table.round().state().shoe.remaining(), 1);
}

void TestRoundScenarios::marylandPaysBlackjackAtOnceAgainstTwoToNine()
{
    // MD-S21 7.H(1)(a): announced, paid 3 to 2 and removed when its turn comes.
    Table table(profileNamed("MD"), {seat(1, 10), seat(3, 10)}, "AS 9S 7D KH 8S 9C 2C");
    table.script(3, "stand");
    const QStringList key = table.finish();
    QVERIFY2(key.join('|').contains("hole|blackjack s1|pay s1 $15|pickup s1|ask s3 17|reveal"),
             qPrintable(key.join('|')));
    QCOMPARE(table.bankroll(1), dollars(1015));
}

void TestRoundScenarios::marylandAnnouncesBlackjackAgainstATen()
{
    // MD-S21 7.H(1)(b): against a K (no dealer blackjack) announced, not paid until the end.
    Table table(profileNamed("MD"), {seat(1, 10)}, "AS KD KH 7C");
    const QStringList key = table.finish();
    QCOMPARE(key.join('|'), QString("deal s1|deal dealer|deal s1|hole|peek|blackjack s1|reveal|dealer-total 17|"
                                    "pay s1 $15|pickup s1|pickup dealer"));
}

void TestRoundScenarios::massachusettsDealerBlackjackTakesOnlyOriginalWagers()
{
    // MA-S21 7(g): no hole card, so players double and split before the dealer's blackjack shows;
    // only the original wagers are collected (9(c), 10(d)).
    Table table(profileNamed("MA"), {seat(1, 10), seat(3, 10)}, "5S 8S AD 6C 8H 9C 2D 3C KS");
    table.script(1, "double keep").script(3, "split stand stand");
    const QStringList key = table.finish();
    QCOMPARE(key.join('|'),
             QString("deal s1|deal s3|deal dealer|deal s1|deal s3|offer-insurance|close-insurance|ask s1 11|deal s1|"
                     "ask s1 20|ask s3 16|split s3|deal s3|ask s3 10|deal s3.2|ask s3.2 11|dealers-card|deal dealer|"
                     "dealer-total 21|collect s3 $10|collect s1 $10|pickup s3.2|pickup s3|pickup s1|pickup dealer"));
    QCOMPARE(table.bankroll(1), dollars(990));
    QCOMPARE(table.bankroll(3), dollars(990));
}

void TestRoundScenarios::massachusettsSplitTwentyOneAgainstADrawnTwentyOnePaysThreeToTwo()
{
    // s1 8C 9H (17) | s3 AS AH splits: KD (21), 9C (20) | up 7D, "Dealer's Card" 4C, draws KS: 21 in
    // three cards. The split hand's 21 in two cards wins under MA-S21 5(a)(3), and 5(e) pays (a)(3)
    // at 3 to 2: $15 on its $10 (docs/rules-traceability.md).
    Table table(profileNamed("MA"), {seat(1, 10), seat(3, 10)}, "8C AS 7D 9H AH KD 9C 4C KS");
    table.script(1, "stand").script(3, "split stand");
    const QStringList key = table.finish();
    QVERIFY2(key.contains("pay s3 $15"), qPrintable(key.join('|')));
    QCOMPARE(table.bankroll(3), dollars(1000 + 15 - 10));
}

void TestRoundScenarios::massachusettsBustMayWaitForTheSettlement()
{
    // MA-S21 5(e): "After each round of play is complete, the dealer shall collect all losing wagers";
    // nothing asks for a bust at once (issue 38). s1 KS 6D hits 9H: 25 | s3 9C 8S (17) | up 7D, then KH.
    {
        Table table(profileNamed("MA"), {seat(1, 10), seat(3, 15)}, "KS 9C 7D 6D 8S 9H KH");
        table.script(1, "hit").script(3, "stand");
        table.advanceUntil("collect s1");
        QCOMPARE(table.next(), QString("collect s1 $10")); // the key still takes it at once
        QVERIFY(table.act("ask s3 17").accepted);          // left for the settlement
        QVERIFY(table.act("dealers-card").accepted);
        QVERIFY(table.act("deal dealer").accepted);
        QVERIFY(table.act("dealer-total 17").accepted);
        expectMistake(table, "pickup s1", MistakeCode::PickupOrder, "MA-S21 7(h)"); // the wager first
        QVERIFY(table.act("collect s1 $10").accepted);
        table.finish();
        QCOMPARE(table.bankroll(1), dollars(990));
        QCOMPARE(table.bankroll(3), dollars(1000));
    }
    // A split hand's bust left, then a dealer blackjack: the seat still loses its original wager once
    // (MA-S21 10(d)), as when the bust is collected at once (splits/ma-split-hand-busts-against-...).
    // s2 8S 8H splits: QC (18) | 6D hits 9C: 23 | up KD, "Dealer's Card" AS.
    {
        Table table(profileNamed("MA"), {seat(2, 10)}, "8S KD 8H QC 6D 9C AS");
        table.script(2, "split stand hit");
        table.advanceUntil("collect s2.2");
        QVERIFY(table.act("dealers-card").accepted);
        const QStringList rest = table.finish();
        QVERIFY2(rest.contains("collect s2.2 $10") && !rest.join('|').contains("collect s2 $"),
                 qPrintable(rest.join('|')));
        QCOMPARE(table.bankroll(2), dollars(990));
    }
    // Maryland's reference profile takes a bust at once (the common practice; profile setting
    // bust_may_wait_for_settlement), citing the collection of losing wagers, MD-S21 7.R (not 7.O(1),
    // which wins the player's hand against a dealer's bust). s1 KS 9C (19) | s3 5H 8D hits 9H: 22 | up
    // 7D, hole KH.
    {
        Table table(profileNamed("MD"), {seat(1, 10), seat(3, 10)}, "KS 5H 7D 9C 8D KH 9H 2H 3S");
        table.script(1, "stand").script(3, "hit");
        table.advanceUntil("collect s3");
        expectMistake(table, "deal dealer", MistakeCode::WrongOutcome, "MD-S21 7.R");
    }
}

void TestRoundScenarios::moneyIsConserved()
{
    Table table(profileNamed("MA"), {seat(1, 10, 5), seat(3, 10, 5)}, "5S 8S AD 6C 8H 9C 2D 3C KS");
    table.script(1, "double keep").script(3, "split stand stand").insure(3, 5);
    const Money before = table.round().state().totalMoney();
    while (!table.round().complete()) {
        table.round().apply(table.round().expected().front());
        QCOMPARE(table.round().state().totalMoney(), before);
    }
}

QTEST_GUILESS_MAIN(TestRoundScenarios)
#include "tst_round_scenarios.moc"

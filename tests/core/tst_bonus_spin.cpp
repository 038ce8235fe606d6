// The Bonus Spin side wager: Massachusetts pays an ace and spins the wheel for a blackjack once the
// hand is complete (MA-S21 16); Maryland's progressive spins for a blackjack when it is the player's
// turn to be paid and pays the symbol of the wager's own paytable, or for the Jackpot the fixed prize
// (A, C) or the meter (B, D) (MD-S21BS 6.G(2), 12.D).

#include "round_harness.h"

using namespace s21;
using namespace s21::test;

namespace {

RuleProfile massachusettsBonusSpin()
{
    RuleProfile profile = massachusettsProfile(6);
    profile.bonusSpin.variant = BonusSpinVariant::MassachusettsAcePays;
    profile.bonusSpin.wagerAmounts = {Money::dollars(5)};
    return profile;
}

RuleProfile marylandBonusSpin()
{
    RuleProfile profile = marylandProfile(6);
    profile.bonusSpin.variant = BonusSpinVariant::MarylandProgressive;
    profile.bonusSpin.wagerAmounts = {Money::dollars(1), Money::dollars(5)};
    // The $1 wager's Jackpot pays the meter, reset to $1,000 once paid (MD-S21BS 12.D(2)(a), 12.D(6)(b),
    // 12.D(7)); the $5 wager's the fixed prize (12.D(3)(a)).
    profile.bonusSpin.dollarWheel = {'B', Money::dollars(1250), Money::dollars(1000)};
    profile.bonusSpin.fiveDollarWheel = {'C', Money::dollars(5000), Money::dollars(5000)};
    return profile;
}

} // namespace

class TestBonusSpin : public QObject {
    Q_OBJECT
private slots:
    void wheelStopsAreThePaytables();
    void massachusettsPaysAnAceAndSpinsForABlackjack();
    void marylandPaysTheProgressiveWithABlackjackPaidAtOnce();
    void marylandCollectsLosingProgressivesWithTheLosers();
    void marylandSettlesTheProgressiveSeatBySeat();
    void aProgressiveJackpotResetsItsMeter_data();
    void aProgressiveJackpotResetsItsMeter();
    void wrongBonusSpinHandlingIsAMistake();
    void communityPaySymbolsAreOnTheWheels();
    void marylandPaysCommunityPayByEachPlayersOwnWager();
    void wrongCommunityPayIsAMistake();
    void bonusSpinWagerMustBeOffered();
    void spinWithoutAStopIsAnError();
    void stopOffTheWagersWheelIsAnError();
};

void TestBonusSpin::wheelStopsAreThePaytables()
{
    const BonusSpinRules maryland = marylandBonusSpin().bonusSpin;
    const Money one = Money::dollars(1), five = Money::dollars(5);
    QCOMPARE(wheelFor(maryland, one).letter, 'B');                          // MD-S21BS 12.D(9)
    QCOMPARE(wheelFor(maryland, five).letter, 'C');                         // 12.D(10)
    QVERIFY(isWheelStop(maryland, one, {false, Money::dollars(15), {}}));   // 12.D(2)(g)
    QVERIFY(!isWheelStop(maryland, five, {false, Money::dollars(15), {}})); // not on paytable C
    QVERIFY(isWheelStop(maryland, five, {false, Money::dollars(850), {}})); // 12.D(3)(d)
    QVERIFY(!isWheelStop(maryland, one, {false, Money::dollars(850), {}}));
    QVERIFY(isWheelStopOfTable(maryland, {false, Money::dollars(850), {}}));
    QVERIFY(
        !isWheelStopOfTable(maryland, {false, Money::dollars(20), {}})); // paytable A's (12.D(1)(g)): not this table's
    QVERIFY(isWheelStop(maryland, one, {true, {}, {}}));
    const BonusSpinJackpots jackpots = startingJackpots(maryland);
    QCOMPARE(wheelPayout(jackpots, one, {true, {}, {}}), Money::dollars(1250));  // B: the meter (12.D(2)(a), 12.D(7))
    QCOMPARE(wheelPayout(jackpots, five, {true, {}, {}}), Money::dollars(5000)); // C: the fixed prize (12.D(3)(a))
    QCOMPARE(wheelPayout(jackpots, five, {false, Money::dollars(850), {}}), Money::dollars(850));
    // A Jackpot paid resets the meter on B (12.D(6)(b)); C's fixed prize stays.
    QCOMPARE(jackpotAfterPaid(maryland, one, Money::dollars(1250)), Money::dollars(1000));
    QCOMPARE(jackpotAfterPaid(maryland, five, Money::dollars(5000)), Money::dollars(5000));
    QVERIFY(!jackpotIsProgressive('A') && jackpotIsProgressive('B'));
    QVERIFY(!jackpotIsProgressive('C') && jackpotIsProgressive('D'));
    QCOMPARE(QString(wheelPaySection('A', true)), QString("MD-S21BS 12.D(1)(a)"));
    QCOMPARE(QString(wheelPaySection('D', true)), QString("MD-S21BS 12.D(4)(a), 12.D(7)"));
    QCOMPARE(practiceWheel(maryland, five).size(),
             paytableSymbols('C').size() + 3 + 1); // the Community Pay symbols, the Jackpot
    QCOMPARE(practiceWheel(maryland, five).front(), (WheelStop{false, Money::dollars(5000), {}}));
    QCOMPARE(paytableSymbols('C').front(), Money::dollars(5000));
    QCOMPARE(paytableSymbols('D').size(), std::size_t(10));
    QVERIFY(isWheelStop(massachusettsBonusSpin().bonusSpin, five, {false, Money::dollars(75), {}}));
    QVERIFY(!isWheelStop(massachusettsBonusSpin().bonusSpin, five, {true, {}, {}}));
    QVERIFY(paysForAnAce(hand("AS 5D")));
    QVERIFY(!paysForAnAce(hand("AS KD"))); // a blackjack spins instead (MA-S21 16(a), (d))
    QVERIFY(spinsTheWheel(hand("AS KD")));
    QCOMPARE(parseWheelStop("jackpot"), std::optional<WheelStop>(WheelStop{true, {}, {}}));
    QCOMPARE(parseWheelStop("$350"), std::optional<WheelStop>(WheelStop{false, Money::dollars(350), {}}));
    QVERIFY(!parseWheelStop("lots"));
}

void TestBonusSpin::massachusettsPaysAnAceAndSpinsForABlackjack()
{
    // s1 AS 5D (an ace), s2 AH KD (a blackjack), s3 9C 8C (neither); up 7D, no hole card.
    Table table(massachusettsBonusSpin(), {seat(1, 10, 0, 5), seat(2, 10, 0, 5), seat(3, 10, 0, 5)},
                "AS AH 9C 7D 5D KD 8C 9S 6H");
    table.script(1, "stand").script(3, "stand").wheel({"$100"});
    QCOMPARE(table.advanceUntil("collect spin"),
             (QStringList{"deal s1", "deal s2", "deal s3", "deal dealer", "deal s1", "deal s2", "deal s3"}));
    QCOMPARE(table.round().phase(), Phase::BonusSpin);
    QCOMPARE(table.next(), QString("collect spin s3 $5")); // MA-S21 16(a)
    QVERIFY(table.act("collect spin s3 $5").accepted);
    QCOMPARE(table.next(), QString("bonus-button s2")); // 16(d)(1)
    QVERIFY(table.act("bonus-button s2").accepted);
    QCOMPARE(table.next(), QString("pay spin s1 $10")); // 16(c)
    QVERIFY(table.act("pay spin s1 $10").accepted);
    const QStringList rest = table.finish();
    const int wheel = static_cast<int>(rest.indexOf("wheel s2"));
    QVERIFY(wheel > 0);
    QVERIFY(rest.contains("pay s2 $15") && rest.indexOf("pay s2 $15") < wheel); // once the hand is complete (16(d)(2))
    QCOMPARE(rest.at(wheel + 1), QString("pay spin s2 $100"));
    QCOMPARE(table.bankroll(1), dollars(1000 + 10 + 10)); // the hand won (dealer 22) and the ace
    QCOMPARE(table.bankroll(2), dollars(1000 + 15 + 100));
    QCOMPARE(table.bankroll(3), dollars(1000 + 10 - 5));
}

void TestBonusSpin::marylandPaysTheProgressiveWithABlackjackPaidAtOnce()
{
    // s1 AS KD (a blackjack, paid at once against a 7), s2 9C 8C; up 7D, hole 9H; the dealer draws 5S.
    Table table(marylandBonusSpin(), {seat(1, 10, 0, 1), seat(2, 10, 0, 1)}, "AS 9C 7D KD 8C 9H 5S");
    table.script(2, "stand").wheel({"jackpot"});
    const QStringList steps = table.finish();
    QVERIFY(!steps.contains("bonus-button s1")); // Maryland has no button step
    // The player's turn to be paid is when the blackjack is paid (MD-S21BS 12.D(7), MD-S21 7.H(1)(a)).
    const auto paid = steps.indexOf("pay s1 $15");
    QCOMPARE(steps.mid(paid, 4), (QStringList{"pay s1 $15", "wheel s1", "pay spin s1 $1,250", "pickup s1"}));
    const auto tail = steps.mid(steps.indexOf("collect s2 $10"));
    QCOMPARE(tail.mid(0, 2), (QStringList{"collect s2 $10", "collect spin s2 $1"}));
    QCOMPARE(table.bankroll(1), dollars(1000 + 15 + 1250));
    QCOMPARE(table.bankroll(2), dollars(1000 - 10 - 1));
}

void TestBonusSpin::marylandCollectsLosingProgressivesWithTheLosers()
{
    // s1 AS KD (a blackjack against a king: paid with the round), s2 JC 9C (19) with a $1 progressive;
    // up KH, hole 8H (18, no blackjack). Collect losers then pay winners (MD-S21 7.R(1)): seat 2's
    // progressive is a losing wager, collected before any winner is paid.
    Table table(marylandBonusSpin(), {seat(1, 10, 0, 5), seat(2, 10, 0, 1)}, "AS JC KH KD 9C 8H");
    table.script(2, "stand").wheel({"jackpot"});
    table.advanceUntil("collect spin");
    QCOMPARE(table.round().phase(), Phase::Settlement);
    QCOMPARE(table.next(), QString("collect spin s2 $1"));
    const Verdict early = table.act("pay s2 $10");
    QCOMPARE(early.mistake.code, MistakeCode::SettlementOrder);
    const QStringList rest = table.finish();
    const auto wheel = rest.indexOf("wheel s1");
    QVERIFY(wheel >= 0);
    QCOMPARE(rest.at(wheel + 1), QString("pay spin s1 $5,000")); // paytable C's fixed prize (12.D(3)(a))
    QCOMPARE(table.bankroll(1), dollars(1000 + 15 + 5000));
}

void TestBonusSpin::marylandSettlesTheProgressiveSeatBySeat()
{
    // As above under MD-S21 7.R(2): seat by seat from the far right, each seat's progressive with it.
    // Seat 1's spin lands on a Community Pay symbol after seat 2 was settled: seat 2's Community Pay
    // follows seat 1's own payment (MD-S21BS 12.D(8), 12.D(9)(b)(i)).
    RuleProfile profile = marylandBonusSpin();
    profile.finalSettlement = FinalSettlementOrder::SeatBySeatFromRight;
    Table table(profile, {seat(1, 10, 0, 5), seat(2, 10, 0, 1)}, "AS JC KH KD 9C 8H");
    table.script(2, "stand").wheel({"$750 and $100"});
    table.advanceUntil("pay s2");
    QCOMPARE(table.round().phase(), Phase::Settlement);
    QCOMPARE(table.finish().mid(0, 6), (QStringList{"pay s2 $10", "collect spin s2 $1", "pay s1 $15", "wheel s1",
                                                    "pay spin s1 $750", "pay spin s2 $100"}));
    QCOMPARE(table.bankroll(2), dollars(1000 + 10 - 1 + 100));
}

void TestBonusSpin::aProgressiveJackpotResetsItsMeter_data()
{
    QTest::addColumn<int>("wager");
    QTest::addColumn<char>("paytable");
    QTest::addColumn<int>("meter");
    QTest::addColumn<int>("reset");
    QTest::newRow("$1 on paytable B (12.D(2)(a), 12.D(6)(b)(ii))") << 1 << 'B' << 1250 << 1000;
    QTest::newRow("$5 on paytable D (12.D(4)(a), 12.D(6)(b)(iv))") << 5 << 'D' << 6500 << 5000;
}

void TestBonusSpin::aProgressiveJackpotResetsItsMeter()
{
    // Two blackjacks paid at once against a 7 (MD-S21 7.H(1)(a)), s1 AS KD then s2 AH KC, both on the
    // Jackpot: each is paid "the amount on the meter when it is the player's turn to be paid"
    // (MD-S21BS 12.D(7)), and the first Jackpot put the meter back to its reset amount (12.D(6)(b)).
    QFETCH(int, wager);
    QFETCH(char, paytable);
    QFETCH(int, meter);
    QFETCH(int, reset);
    RuleProfile profile = marylandBonusSpin();
    WheelPaytable& wheel = wager == 5 ? profile.bonusSpin.fiveDollarWheel : profile.bonusSpin.dollarWheel;
    wheel.letter = paytable;
    wheel.jackpot = Money::dollars(meter);
    Table table(profile, {seat(1, 10, 0, wager), seat(2, 10, 0, wager)}, "AS AH 7D KD KC 9H");
    table.wheel({"jackpot", "jackpot"});
    const QStringList steps = table.finish();
    QVERIFY(steps.contains("pay spin s1 " + QString::fromStdString(formatMoney(Money::dollars(meter)))));
    QVERIFY(steps.contains("pay spin s2 " + QString::fromStdString(formatMoney(Money::dollars(reset)))));
    QCOMPARE(table.bankroll(1), dollars(1000 + 15 + meter));
    QCOMPARE(table.bankroll(2), dollars(1000 + 15 + reset));
}

void TestBonusSpin::wrongBonusSpinHandlingIsAMistake()
{
    Table table(massachusettsBonusSpin(), {seat(1, 10, 0, 5), seat(2, 10, 0, 5), seat(3, 10, 0, 5)},
                "AS AH 9C 7D 5D KD 8C 9S 6H");
    table.script(1, "stand").script(3, "stand").wheel({"$100"});
    table.advanceUntil("bonus-button");
    const Verdict early = table.act("wheel s2");
    QCOMPARE(early.mistake.code, MistakeCode::BonusSpinProcedure);
    QCOMPARE(QString::fromStdString(early.mistake.section), QString("MA-S21 16(d)(1)"));
    table.takeNext();
    const Verdict wrong = table.act("pay spin s1 $5");
    QCOMPARE(wrong.mistake.code, MistakeCode::PayoutAmount);
    QCOMPARE(QString::fromStdString(wrong.mistake.section), QString("MA-S21 16(c)"));
    // The wheel once the button is pressed, before the hand is complete: 16(d)(2), "Once the dealer
    // completes the hand", in the players' turns (it cited 7(e)) and after the dealer's total, before
    // the wagers are settled (it cited 5(e)); issue 38.
    table.advanceUntil("ask s1");
    verifyMistake(table.act("wheel s2"), MistakeCode::BonusSpinProcedure, "MA-S21 16(d)(2)");
    table.advanceUntil("pay");
    verifyMistake(table.act("wheel s2"), MistakeCode::BonusSpinProcedure, "MA-S21 16(d)(2)");
}

void TestBonusSpin::communityPaySymbolsAreOnTheWheels()
{
    const BonusSpinRules maryland = marylandBonusSpin().bonusSpin;
    const Money one = Money::dollars(1), five = Money::dollars(5);
    const WheelStop dollarTop{false, Money::dollars(250), Money::dollars(100)}; // 12.D(9)(b)(i)
    const WheelStop fiveMiddle{false, Money::dollars(200), Money::dollars(50)}; // 12.D(10)(a)(ii)
    QVERIFY(isWheelStop(maryland, one, dollarTop));
    QVERIFY(!isWheelStop(maryland, five, dollarTop)); // paytable C's line (i) is "$750 and $100"
    QVERIFY(isWheelStop(maryland, five, fiveMiddle));
    QVERIFY(!isWheelStop(maryland, one, {false, Money::dollars(250), Money::dollars(20)}));
    QCOMPARE(wheelPayout(startingJackpots(maryland), one, dollarTop),
             Money::dollars(250)); // the spinning player's (12.D(5))
    // Each other player by the amount of their own wager (12.D(8)(a)), on the same line of its table.
    QCOMPARE(communityPay(maryland, five, fiveMiddle, one), Money::dollars(20));  // B (ii)
    QCOMPARE(communityPay(maryland, five, fiveMiddle, five), Money::dollars(50)); // C (ii)
    QCOMPARE(communityPay(maryland, one, dollarTop, five), Money::dollars(100));  // C (i)
    QCOMPARE(communityPay(maryland, one, {false, Money::dollars(30), Money::dollars(3)}, five), Money::dollars(15));
    QCOMPARE(communityPay(maryland, one, dollarTop, Money()), Money());                    // no wager, no pay
    QCOMPARE(communityPay(maryland, one, {false, Money::dollars(350), {}}, one), Money()); // not a community symbol
    QCOMPARE(communitySymbols('D').front().spinner, Money::dollars(500));                  // 12.D(10)(b)(i)
    QCOMPARE(QString(communityPaySection(maryland, one)), QString("MD-S21BS 12.D(8), 12.D(9)(b)"));
    QCOMPARE(practiceWheel(maryland, one).size(), paytableSymbols('B').size() + 3 + 1);
    QCOMPARE(parseWheelStop("$250 and $100"), std::optional<WheelStop>(dollarTop));
    QCOMPARE(describe(dollarTop), std::string("$250 and $100"));
    QVERIFY(!parseWheelStop("$250 and nothing"));
}

void TestBonusSpin::marylandPaysCommunityPayByEachPlayersOwnWager()
{
    // s1 AS KD (a blackjack paid at once against a 7) with a $5 progressive, landing on paytable C's
    // "$200 and $50"; s2 9C 8C with $1 (paytable B), s3 8D 9D with none, s4 9S 8H with $5 (paytable C);
    // up 7D, hole 9H; the dealer draws 8S and busts.
    Table table(marylandBonusSpin(), {seat(1, 10, 0, 5), seat(2, 10, 0, 1), seat(3, 10), seat(4, 10, 0, 5)},
                "AS 9C 8D 9S 7D KD 8C 9D 8H 9H 8S");
    table.script(2, "stand").script(3, "stand").script(4, "stand").wheel({"$200 and $50"});
    const QStringList steps = table.finish();
    const auto paid = steps.indexOf("pay s1 $15");
    QCOMPARE(steps.mid(paid, 4), (QStringList{"pay s1 $15", "wheel s1", "pay spin s1 $200", "pickup s1"}));
    // The others are paid when it is their turn to be paid, in the settlement (12.D(7), MD-S21 7.R(1)):
    // their own losing progressives collected first, then the Community Pay with the winners.
    const auto settled = steps.mid(steps.indexOf("collect spin s4 $5"));
    QCOMPARE(settled.mid(0, 2), (QStringList{"collect spin s4 $5", "collect spin s2 $1"}));
    QVERIFY(settled.contains("pay spin s4 $50"));  // C (ii): 12.D(10)(a)(ii)
    QVERIFY(settled.contains("pay spin s2 $20"));  // B (ii): 12.D(9)(b)(ii)
    QVERIFY(!settled.contains("pay spin s3 $20")); // no progressive wager, no Community Pay
    QCOMPARE(table.bankroll(1), dollars(1000 + 15 + 200));
    QCOMPARE(table.bankroll(2), dollars(1000 + 10 - 1 + 20));
    QCOMPARE(table.bankroll(3), dollars(1000 + 10));
    QCOMPARE(table.bankroll(4), dollars(1000 + 10 - 5 + 50));
}

void TestBonusSpin::wrongCommunityPayIsAMistake()
{
    Table table(marylandBonusSpin(), {seat(1, 10, 0, 5), seat(2, 10, 0, 1), seat(3, 10)}, "AS 9C 8D 7D KD 8C 9D 9H 8S");
    table.script(2, "stand").script(3, "stand").wheel({"$200 and $50"});
    table.advanceUntil("pay spin s2");
    QCOMPARE(table.next(), QString("pay spin s2 $20"));
    const Verdict none = table.act("pay spin s3 $20"); // no progressive wager on seat 3
    verifyMistake(none, MistakeCode::WrongOutcome, "MD-S21BS 12.D(8)(a)");
    QCOMPARE(none.mistake.severity, Severity::Critical);
    const Verdict spinners = table.act("pay spin s2 $50"); // the spinner's table, not the receiver's own
    verifyMistake(spinners, MistakeCode::PayoutAmount, "MD-S21BS 12.D(8), 12.D(9)(b)");
    const Verdict forgotten = table.act("pickup s3");
    verifyMistake(forgotten, MistakeCode::BonusSpinProcedure, "MD-S21BS 12.D(8), 12.D(9)(b)");
}

void TestBonusSpin::bonusSpinWagerMustBeOffered()
{
    Table noSpin(marylandProfile(6), {seat(1, 10, 0, 5)}, "AS 9C 7D KD");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, noSpin.round());
    Table wrongAmount(marylandBonusSpin(), {seat(1, 10, 0, 2)}, "AS 9C 7D KD");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, wrongAmount.round()); // $1 or $5 (MD-S21BS 6.G(2))
}

void TestBonusSpin::spinWithoutAStopIsAnError()
{
    Table table(marylandBonusSpin(), {seat(1, 10, 0, 5)}, "AS 7D KD 9H 5S");
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, table.finish());
}

void TestBonusSpin::stopOffTheWagersWheelIsAnError()
{
    // $15 is on the $1 wager's paytable B, not on the $5 wager's C: the spin cannot land there.
    Table table(marylandBonusSpin(), {seat(1, 10, 0, 5)}, "AS 7D KD 9H 5S");
    table.wheel({"$15"});
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, table.finish());
}

QTEST_GUILESS_MAIN(TestBonusSpin)
#include "tst_bonus_spin.moc"

// The Bonus Spin side wager: Massachusetts pays an ace and spins the wheel for a blackjack once the
// hand is complete (MA-S21 16); Maryland's progressive spins for a blackjack and pays the paytable's
// symbol or the meter (MD-S21BS 6.G(2), 12.D).

#include "round_harness.h"

using namespace s21;
using namespace s21::test;

namespace {

RuleProfile massachusettsBonusSpin()
{
    RuleProfile profile = massachusettsProfile(6);
    profile.bonusSpin = {
        BonusSpinVariant::MassachusettsAcePays, {Money::dollars(5)}, Money::dollars(10), 'A', Money::dollars(5000)};
    return profile;
}

RuleProfile marylandBonusSpin()
{
    RuleProfile profile = marylandProfile(6);
    profile.bonusSpin = {BonusSpinVariant::MarylandProgressive,
                         {Money::dollars(1), Money::dollars(5)},
                         Money::dollars(10),
                         'A',
                         Money::dollars(1250)};
    return profile;
}

} // namespace

class TestBonusSpin : public QObject {
    Q_OBJECT
private slots:
    void wheelStopsAreThePaytables();
    void massachusettsPaysAnAceAndSpinsForABlackjack();
    void marylandSpinsForABlackjackAndPaysTheMeterOnTheJackpot();
    void wrongBonusSpinHandlingIsAMistake();
    void bonusSpinWagerMustBeOffered();
    void spinWithoutAStopIsAnError();
};

void TestBonusSpin::wheelStopsAreThePaytables()
{
    const BonusSpinRules maryland = marylandBonusSpin().bonusSpin;
    QVERIFY(isWheelStop(maryland, {false, Money::dollars(350)})); // MD-S21BS 12.D(1)(c)
    QVERIFY(!isWheelStop(maryland, {false, Money::dollars(15)})); // paytable B's, not A's (12.D(2)(g))
    QVERIFY(isWheelStop(maryland, {true, {}}));
    QCOMPARE(wheelPayout(maryland, {true, {}}), Money::dollars(1250)); // the meter (12.D(1)(a), (7))
    QCOMPARE(paytableSymbols('C').front(), Money::dollars(5000));
    QCOMPARE(paytableSymbols('D').size(), std::size_t(10));
    QVERIFY(isWheelStop(massachusettsBonusSpin().bonusSpin, {false, Money::dollars(75)}));
    QVERIFY(!isWheelStop(massachusettsBonusSpin().bonusSpin, {true, {}}));
    QVERIFY(paysForAnAce(hand("AS 5D")));
    QVERIFY(!paysForAnAce(hand("AS KD"))); // a blackjack spins instead (MA-S21 16(a), (d))
    QVERIFY(spinsTheWheel(hand("AS KD")));
    QCOMPARE(parseWheelStop("jackpot"), std::optional<WheelStop>(WheelStop{true, {}}));
    QCOMPARE(parseWheelStop("$350"), std::optional<WheelStop>(WheelStop{false, Money::dollars(350)}));
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

void TestBonusSpin::marylandSpinsForABlackjackAndPaysTheMeterOnTheJackpot()
{
    // s1 AS KD (a blackjack, paid at once against a 7), s2 9C 8C; up 7D, hole 9H; the dealer draws 5S.
    Table table(marylandBonusSpin(), {seat(1, 10, 0, 5), seat(2, 10, 0, 1)}, "AS 9C 7D KD 8C 9H 5S");
    table.script(2, "stand").wheel({"jackpot"});
    const QStringList steps = table.finish();
    QVERIFY(!steps.contains("bonus-button s1")); // Maryland has no button step
    const auto tail = steps.mid(steps.indexOf("collect s2 $10"));
    QCOMPARE(tail.mid(0, 4), (QStringList{"collect s2 $10", "collect spin s2 $1", "wheel s1", "pay spin s1 $1,250"}));
    QCOMPARE(table.bankroll(1), dollars(1000 + 15 + 1250));
    QCOMPARE(table.bankroll(2), dollars(1000 - 10 - 1));
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

QTEST_GUILESS_MAIN(TestBonusSpin)
#include "tst_bonus_spin.moc"

// Match play coupons (MA-S21 5(c), 6(c); docs/rules-traceability.md, "Match play coupons"): a coupon
// lies beside an equal wager in chips; a winner is paid the chips' payout and the coupon's value at
// 1 to 1 in one payment, then the coupon is taken; a loser's coupon goes with its chips; a tie's
// stays. Wrong handling is PAYOUT_AMOUNT (WRONG_OUTCOME for a tie's coupon taken) citing 5(c) or
// 6(c); a coupon over its chips is a player's irregularity the dealer refuses.

#include "round_harness.h"

#include "core/procedure/seat_setup.h"

using namespace s21;
using namespace s21::test;

namespace {

SeatSetup withCoupon(SeatSetup setup, double coupon, double matchCoupon = 0)
{
    setup.coupon = dollars(coupon);
    setup.matchCoupon = dollars(matchCoupon);
    return setup;
}

void expectAccepted(Table& table, const QString& action)
{
    const Verdict verdict = table.act(action);
    QVERIFY2(verdict.accepted, qPrintable(action + ": " + QString::fromStdString(verdict.mistake.explanation)));
}

// Seat 1: AS KH, a blackjack; seat 2: KS 9C (19); no hole card, the dealer 7D then KD (17).
Table blackjackTable()
{
    Table table(profileNamed("MA"), {withCoupon(seat(1, 10), 10), withCoupon(seat(2, 10), 10)}, "AS KS 7D KH 9C KD");
    table.script(2, "stand");
    return table;
}

Fault couponOver(int seatNumber, double face)
{
    Fault fault;
    fault.kind = FaultKind::CouponOverWager;
    fault.seat = seatNumber;
    fault.chips = dollars(face);
    return fault;
}

} // namespace

class TestMatchPlayCoupons : public QObject {
    Q_OBJECT
private slots:
    void blackjackPaysTheChipsThreeToTwoAndTheCouponEvenMoney();
    void couponAtTheChipsOddsOrLeftOutIsAPayoutMistake();
    void paidCouponIsTakenBeforeAnythingElse();
    void losingWagerTakesItsCouponWithTheChips();
    void tiesCouponStaysWithTheWager();
    void matchTheDealerCouponPaysEvenMoney();
    void couponIsNotTheWagerForTheSuperBonus();
    void bustedHandsCouponGoesWithItsChips();
    void splitLeavesTheCouponOnTheFirstHand();
    void marylandProfileWithCouponsPaysTheBlackjackAtOnce();
    void setUpTakesOnlyCouponsOfTheChipsValue();
    void couponOverTheChipsIsRefused();
    void honestCouponCalledAFoulIsAFalseCatch();
};

void TestMatchPlayCoupons::blackjackPaysTheChipsThreeToTwoAndTheCouponEvenMoney()
{
    Table table = blackjackTable();
    table.advanceUntil("pay s");
    const QStringList settlement = table.finish();
    QVERIFY2(settlement.contains("pay s1 $25") && settlement.contains("pay s2 $20"), qPrintable(settlement.join(", ")));
    QCOMPARE(settlement.indexOf("take-coupon s1"), settlement.indexOf("pay s1 $25") + 1);
    QCOMPARE(settlement.indexOf("take-coupon s2"), settlement.indexOf("pay s2 $20") + 1);
    QCOMPARE(table.bankroll(1), dollars(1025)); // $15 at 3 to 2 and $10 for the coupon
    QCOMPARE(table.bankroll(2), dollars(1020));
    QVERIFY(table.round().state().seat(1).hands.front().coupon.isZero());
}

void TestMatchPlayCoupons::couponAtTheChipsOddsOrLeftOutIsAPayoutMistake()
{
    Table table = blackjackTable();
    table.advanceUntil("pay s1");
    QCOMPARE(table.next(), QString("pay s1 $25"));
    // The coupon's 1 to 1 is the house's term, the blackjack's 3 to 2 MA-S21 5(e)'s (issue 38: not 5(c),
    // which only lets a wager include a coupon).
    expectMistake(table, "pay s1 $30", MistakeCode::PayoutAmount, "house rule match_play_coupons, MA-S21 5(e)");
    expectMistake(table, "pay s1 $15", MistakeCode::PayoutAmount, "house rule match_play_coupons, MA-S21 5(e)");
    expectMistake(table, "pay s1 $20", MistakeCode::PayoutAmount, "MA-S21 5(e)"); // the chips at 1 to 1
    expectAccepted(table, "pay s1 $25");
}

void TestMatchPlayCoupons::paidCouponIsTakenBeforeAnythingElse()
{
    Table table = blackjackTable();
    table.advanceUntil("pay s1>");
    QCOMPARE(table.next(), QString("take-coupon s1"));
    expectMistake(table, "pay s2 $20", MistakeCode::PayoutAmount, "house rule match_play_coupons");
    expectMistake(table, "pickup s1", MistakeCode::PayoutAmount, "house rule match_play_coupons");
    expectAccepted(table, "take-coupon s1");
    expectMistake(table, "take-coupon s1", MistakeCode::PickupOrder, "MA-S21 7(h)"); // taken already
}

void TestMatchPlayCoupons::losingWagerTakesItsCouponWithTheChips()
{
    Table table(profileNamed("MA"), {withCoupon(seat(2, 10), 10), withCoupon(seat(3, 15), 15)}, "KS 9H 7D 7C 7H KD");
    table.script(2, "stand").script(3, "stand");
    table.advanceUntil("collect s3");
    QCOMPARE(table.next(), QString("collect s3 $15"));
    expectAccepted(table, "collect s3 $15");
    QVERIFY(table.round().state().seat(3).hands.front().coupon.isZero());
    QVERIFY(!table.next().startsWith("take-coupon"));
}

void TestMatchPlayCoupons::tiesCouponStaysWithTheWager()
{
    Table table(profileNamed("MA"), {withCoupon(seat(2, 10), 10), withCoupon(seat(3, 15), 15)}, "KS 9H 7D 7C 7H KD");
    table.script(2, "stand").script(3, "stand");
    table.advanceUntil("collect s3>");
    QCOMPARE(table.round().state().seat(2).hands.front().coupon, dollars(10));
    expectMistake(table, "take-coupon s2", MistakeCode::WrongOutcome, "house rule match_play_coupons");
    const QStringList rest = table.finish();
    QVERIFY2(!rest.join(' ').contains("coupon"), qPrintable(rest.join(", ")));
    QCOMPARE(table.bankroll(2), dollars(1000)); // the wager back, the coupon with it
    QVERIFY(table.round().state().seat(2).hands.front().coupon.isZero());
}

void TestMatchPlayCoupons::matchTheDealerCouponPaysEvenMoney()
{
    // s1 7S 9C matches the 7H unsuited: $5 at 4 to 1 on the chips, $5 for the coupon. s2 QD 8H loses.
    Table table(profileNamed("MA"), {withCoupon(seat(1, 10, 5), 0, 5), withCoupon(seat(2, 10, 5), 0, 5)},
                "7S QD 7H 9C 8H JC 5S 2D 3D");
    table.script(1, "stand").script(2, "stand");
    table.advanceUntil("collect mtd s2");
    QCOMPARE(table.next(), QString("collect mtd s2 $5"));
    expectAccepted(table, "collect mtd s2 $5");
    QVERIFY(table.round().state().seat(2).matchCoupon.isZero());
    QCOMPARE(table.next(), QString("pay mtd s1 $25"));
    // The coupon at 4 to 1, then not paid: the house's 1 to 1 beside MA-S21 6(e)'s odds for the chips.
    expectMistake(table, "pay mtd s1 $40", MistakeCode::PayoutAmount, "house rule match_play_coupons, MA-S21 6(e)");
    expectMistake(table, "pay mtd s1 $20", MistakeCode::PayoutAmount, "house rule match_play_coupons, MA-S21 6(e)");
    expectAccepted(table, "pay mtd s1 $25");
    QCOMPARE(table.next(), QString("take-coupon mtd s1"));
    expectMistake(table, "ask s1 16", MistakeCode::PayoutAmount, "house rule match_play_coupons");
    expectAccepted(table, "take-coupon mtd s1");
    table.finish();
    QCOMPARE(table.bankroll(1), dollars(1000 + 25 - 10)); // Match-the-Dealer won, the 16 lost to 17
}

void TestMatchPlayCoupons::couponIsNotTheWagerForTheSuperBonus()
{
    // Issue 38's reading: a coupon is not part of "the player's original wager" of MA-S21 5(g), nor paid
    // at 5(f)'s odds. $15 in chips and a $15 coupon on a suited 7-7-7 of spades against a dealer 7: the
    // chips 3 to 1 ($45), the coupon 1 to 1 ($15), and the award of a $5-$24 wager, $1,000 (not $5,000).
    // s1 7S 7S hits 7S | up 7D, then KD: 17.
    Table table(profileNamed("MA"), {withCoupon(seat(1, 15), 15)}, "7S 7D 7S 7S KD");
    table.script(1, "hit");
    const QStringList key = table.finish();
    QVERIFY2(key.contains("pay s1 $60") && key.contains("pay award s1 $1,000"), qPrintable(key.join('|')));
    QCOMPARE(table.bankroll(1), dollars(1000 + 45 + 15 + 1000));
}

void TestMatchPlayCoupons::bustedHandsCouponGoesWithItsChips()
{
    // s1 KS 6C hits QD: bust, collected at once with its coupon; no hole card, dealer 9D.
    Table table(profileNamed("MA"), {withCoupon(seat(1, 10), 10)}, "KS 9D 6C QD 8H");
    table.script(1, "hit");
    table.advanceUntil("collect s1");
    QCOMPARE(table.next(), QString("collect s1 $10"));
    expectAccepted(table, "collect s1 $10");
    QVERIFY(table.round().state().seat(1).hands.front().coupon.isZero());
    const QStringList rest = table.finish();
    QVERIFY2(!rest.join(' ').contains("coupon"), qPrintable(rest.join(", ")));
}

void TestMatchPlayCoupons::splitLeavesTheCouponOnTheFirstHand()
{
    // s1 8S 8H split: the first hand 8S 3C (11) stands... on 11, the second 8H KD (18); dealer 9D 8C (17).
    Table table(profileNamed("MA"), {withCoupon(seat(1, 10), 10)}, "8S 9D 8H 3C KD 8C");
    table.script(1, "split stand stand");
    table.advanceUntil("collect s1");
    const auto& hands = table.round().state().seat(1).hands;
    QCOMPARE(hands.size(), std::size_t(2));
    QCOMPARE(hands[0].coupon, dollars(10));
    QVERIFY(hands[1].coupon.isZero());
    const QStringList rest = table.finish();
    QVERIFY2(rest.contains("collect s1 $10") && rest.contains("pay s1.2 $10"), qPrintable(rest.join(", ")));
    QVERIFY2(!rest.join(' ').contains("take-coupon"), qPrintable(rest.join(", ")));
}

void TestMatchPlayCoupons::marylandProfileWithCouponsPaysTheBlackjackAtOnce()
{
    RuleProfile profile = profileNamed("MD");
    profile.matchPlayCoupons = true; // a house that says MD-S21 6.A's instruments include coupons
    // s1 AS KH against a 6 up: paid at once (MD-S21 7.H(1)(a)), the coupon with it.
    Table table(profile, {withCoupon(seat(1, 10), 10), seat(2, 10)}, "AS 9S 6D KH 9C 5D 7C");
    table.script(2, "stand");
    table.advanceUntil("pay s1");
    QCOMPARE(table.next(), QString("pay s1 $25"));
    expectMistake(table, "pay s1 $15", MistakeCode::PayoutAmount, "house rule match_play_coupons, MD-S21 12.A(2)");
    expectAccepted(table, "pay s1 $25");
    QCOMPARE(table.next(), QString("take-coupon s1"));
    expectAccepted(table, "take-coupon s1");
}

void TestMatchPlayCoupons::setUpTakesOnlyCouponsOfTheChipsValue()
{
    ListedSeats listed{};
    const auto over = seatSetupProblem(profileNamed("MA"), withCoupon(seat(1, 10), 25), listed);
    QVERIFY(over);
    QCOMPARE(over->field, SetupField::Coupon);
    listed = {};
    const auto match = seatSetupProblem(profileNamed("MA"), withCoupon(seat(1, 10, 5), 0, 10), listed);
    QVERIFY(match);
    QCOMPARE(match->field, SetupField::MatchCoupon);
    listed = {};
    const auto maryland = seatSetupProblem(profileNamed("MD"), withCoupon(seat(1, 10), 10), listed);
    QVERIFY(maryland);
    QCOMPARE(maryland->field, SetupField::Coupon);
    listed = {};
    QVERIFY(!seatSetupProblem(profileNamed("MA"), withCoupon(seat(1, 10, 5), 10, 5), listed));
    QVERIFY(!profileNamed("MD").matchPlayCoupons);
    QVERIFY(profileNamed("MA").matchPlayCoupons);
}

void TestMatchPlayCoupons::couponOverTheChipsIsRefused()
{
    Table table(profileNamed("MA"), {seat(1, 10), seat(2, 10)}, "KS 8S 6D 9C 9H 9D 2S 3D 4D");
    table.script(1, "stand").script(2, "stand").fault(couponOver(1, 25));
    QCOMPARE(table.next(), QString("correct-wager s1"));
    QCOMPARE(table.round().state().seat(1).hands.front().coupon, dollars(25));
    expectMistake(table, "deal s1", MistakeCode::GameProtection, "MA-S21 5(c)");
    const Money before = table.round().state().totalMoney();
    expectAccepted(table, "correct-wager s1");
    QVERIFY(table.round().state().seat(1).hands.front().coupon.isZero());
    QCOMPARE(table.round().state().totalMoney(), before);
    const QStringList rest = table.finish();
    QVERIFY2(rest.contains("pay s1 $10"), qPrintable(rest.join(", "))); // the chips alone
}

void TestMatchPlayCoupons::honestCouponCalledAFoulIsAFalseCatch()
{
    Table table(profileNamed("MA"), {withCoupon(seat(1, 10), 10), seat(2, 10)}, "KS 8S 6D 9C 9H 9D 2S 3D 4D");
    table.script(1, "stand").script(2, "stand");
    expectMistake(table, "correct-wager s1", MistakeCode::FalseCatch, "MA-S21 5(d), 5(h)");
    QCOMPARE(table.round().state().seat(1).hands.front().coupon, dollars(10));
}

QTEST_GUILESS_MAIN(TestMatchPlayCoupons)
#include "tst_match_play_coupons.moc"

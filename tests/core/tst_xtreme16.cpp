// The Bonus Spin Xtreme - Xtreme 16 progressive (MD-S21BS 6.G(3), 12.E): a $5 wager won when the
// dealer's initial hand is a six and a 10-value card; each winning wager spins the Hot Spot Prize
// Wheel when it is the player's turn to be paid, a Community Pay symbol pays every other Xtreme 16
// wager too, a Jackpot pays its meter and puts it back to its reset amount, and a losing wager is
// collected with the losers.

#include "round_harness.h"

#include "core/rules/xtreme16.h"

using namespace s21;
using namespace s21::test;

namespace {

RuleProfile marylandXtreme()
{
    RuleProfile profile = marylandProfile(6);
    profile.xtreme.offered = true;
    profile.xtreme.meters = {Money::dollars(12480), Money::dollars(6210)};
    return profile;
}

SeatSetup withXtreme(SeatSetup seat)
{
    seat.xtremeWager = kXtremeWager;
    return seat;
}

WheelStop stop(const char* text) { return *parseWheelStop(text); }

} // namespace

class TestXtreme16 : public QObject {
    Q_OBJECT
private slots:
    void triggerAndWheel();
    void profileAndSeatChecks();
    void winningWagersSpinAndShareTheCommunityPay();
    void aJackpotResetsItsMeter();
    void losingWagersAreCollectedWithTheLosers();
    void wrongXtremeHandlingIsAMistake();
};

void TestXtreme16::triggerAndWheel()
{
    QVERIFY(xtremeTriggered(hand("6D KH"))); // MD-S21BS 6.G(3), in either order
    QVERIFY(xtremeTriggered(hand("QS 6C")));
    QVERIFY(!xtremeTriggered(hand("6D 9H")));
    QVERIFY(!xtremeTriggered(hand("KD 7H")));
    QVERIFY(isXtremeStop(stop("$600")));              // 12.E(1)(d)
    QVERIFY(!isXtremeStop(stop("$850")));             // not on the Hot Spot wheel
    QVERIFY(isXtremeStop(stop("secondary jackpot"))); // 12.E(1)(b)
    QVERIFY(isXtremeStop(stop("$35 community")));     // 12.E(6)(a)(vi)
    QVERIFY(!isXtremeStop(stop("$45 community")));
    QVERIFY(!isXtremeStop(stop("$250 and $100"))); // the progressive's symbol, not this wheel's
    const XtremeMeters meters{Money::dollars(12480), Money::dollars(6210)};
    QCOMPARE(xtremePayout(meters, stop("jackpot")), Money::dollars(12480));
    QCOMPARE(xtremePayout(meters, stop("secondary jackpot")), Money::dollars(6210));
    QCOMPARE(xtremePayout(meters, stop("$150 community")), Money::dollars(150)); // the spinner too (12.E(2))
    QCOMPARE(xtremeCommunityPay(stop("$150 community"), kXtremeWager), Money::dollars(150));
    QCOMPARE(xtremeCommunityPay(stop("$150 community"), Money()), Money());
    QCOMPARE(xtremeCommunityPay(stop("$600"), kXtremeWager), Money());
    QCOMPARE(describe(stop("secondary jackpot")), std::string("secondary jackpot"));
    QCOMPARE(describe(stop("$25 community")), std::string("$25 community"));
    QCOMPARE(practiceXtremeWheel().size(), std::size_t(2 + 8 + 8));
    QVERIFY(!isWheelStop(marylandProfile(6).bonusSpin, Money::dollars(1), stop("secondary jackpot")));
}

void TestXtreme16::profileAndSeatChecks()
{
    QVERIFY(validate(marylandXtreme()).empty());
    RuleProfile massachusetts = massachusettsProfile(6);
    massachusetts.xtreme.offered = true;
    QVERIFY(!validate(massachusetts).empty()); // MD-S21BS 6.G(3): a Maryland wager
    RuleProfile lowReset = marylandXtreme();
    lowReset.xtreme.reset.secondary = Money::dollars(4000);
    QVERIFY(!validate(lowReset).empty()); // 12.E(3)(b)(i): at least $10,000 and $5,000
    RuleProfile lowMeter = marylandXtreme();
    lowMeter.xtreme.meters.primary = Money::dollars(9000);
    QVERIFY(!validate(lowMeter).empty());

    ListedSeats listed{};
    SeatSetup dollar = seat(1, 10);
    dollar.xtremeWager = Money::dollars(1); // 6.G(3) names $1, but 12.E pays only the $5 wager
    QCOMPARE(seatSetupProblem(marylandXtreme(), dollar, listed)->field, SetupField::Xtreme);
    ListedSeats again{};
    QCOMPARE(seatSetupProblem(marylandProfile(6), withXtreme(seat(1, 10)), again)->field, SetupField::Xtreme);
    ListedSeats fine{};
    QVERIFY(!seatSetupProblem(marylandXtreme(), withXtreme(seat(1, 10)), fine));
}

void TestXtreme16::winningWagersSpinAndShareTheCommunityPay()
{
    // s1 9C 8C and s2 KC 7H with the Xtreme 16, s3 8D 9D without; up 6D, hole KH: a six and a 10-value
    // card (MD-S21BS 6.G(3)); the dealer draws 5S to 21 and every hand loses. Seat 2 spins first (from
    // the right), the "$150 community" symbol; seat 1 the primary Jackpot.
    Table table(marylandXtreme(), {withXtreme(seat(1, 10)), withXtreme(seat(2, 10)), seat(3, 10)},
                "9C KC 8D 6D 8C 7H 9D KH 5S");
    table.script(1, "stand").script(2, "stand").script(3, "stand").xtremeWheel({"$150 community", "jackpot"});
    const QStringList steps = table.finish();
    const auto settlement = steps.mid(steps.indexOf("collect s3 $10"));
    QCOMPARE(settlement.mid(0, 3), (QStringList{"collect s3 $10", "collect s2 $10", "collect s1 $10"}));
    // The winning wagers are paid when it is their turn to be paid (12.E(4), MD-S21 7.R(1)).
    QCOMPARE(settlement.mid(3, 5),
             (QStringList{"wheel x16 s2", "pay x16 s2 $150", "wheel x16 s1", "pay x16 s1 $12,480", "pay x16 s1 $150"}));
    QVERIFY(!steps.join(' ').contains("x16 s3")); // no wager, no Community Pay (12.E(5)(a))
    QCOMPARE(table.bankroll(1), dollars(1000 - 10 + 12480 + 150));
    QCOMPARE(table.bankroll(2), dollars(1000 - 10 + 150));
    QCOMPARE(table.bankroll(3), dollars(1000 - 10));
    QCOMPARE(table.round().state().xtremeMeters.primary, Money::dollars(10000)); // reset (12.E(3)(b))
    QCOMPARE(table.round().state().xtremeMeters.secondary, Money::dollars(6210));
}

void TestXtreme16::aJackpotResetsItsMeter()
{
    // Two primary Jackpots in one round: the second is paid from the meter the first reset.
    Table table(marylandXtreme(), {withXtreme(seat(1, 10)), withXtreme(seat(2, 10))}, "9C KC 6D 8C 7H KH 5S");
    table.script(1, "stand").script(2, "stand").xtremeWheel({"jackpot", "jackpot"});
    const QStringList steps = table.finish();
    QVERIFY(steps.contains("pay x16 s2 $12,480"));
    QVERIFY(steps.contains("pay x16 s1 $10,000"));
}

void TestXtreme16::losingWagersAreCollectedWithTheLosers()
{
    // Up 6D, hole 9H: no Xtreme 16 (6.G(3)). s1 9C KC (19) and s2 KS 8H (18) lose to the dealer's 20
    // (5S drawn); the Xtreme 16 wager is collected with the losers under MD-S21 7.R(1).
    Table table(marylandXtreme(), {withXtreme(seat(1, 10)), seat(2, 10)}, "9C KS 6D KC 8H 9H 5S");
    table.script(1, "stand").script(2, "stand");
    const QStringList steps = table.finish();
    const auto settlement = steps.mid(steps.indexOf("collect s2 $10"));
    QCOMPARE(settlement.mid(0, 3), (QStringList{"collect s2 $10", "collect s1 $10", "collect x16 s1 $5"}));
    QCOMPARE(table.bankroll(1), dollars(1000 - 10 - 5));

    // Seat by seat from the right (7.R(2)): with the seat.
    RuleProfile bySeat = marylandXtreme();
    bySeat.finalSettlement = FinalSettlementOrder::SeatBySeatFromRight;
    Table seatBySeat(bySeat, {withXtreme(seat(1, 10)), seat(2, 10)}, "9C KS 6D KC 8H 9H 5S");
    seatBySeat.script(1, "stand").script(2, "stand");
    const QStringList inTurn = seatBySeat.finish();
    QCOMPARE(inTurn.mid(inTurn.indexOf("collect s2 $10"), 3),
             (QStringList{"collect s2 $10", "collect s1 $10", "collect x16 s1 $5"}));
}

void TestXtreme16::wrongXtremeHandlingIsAMistake()
{
    Table table(marylandXtreme(), {withXtreme(seat(1, 10)), withXtreme(seat(2, 10)), seat(3, 10)},
                "9C KC 8D 6D 8C 7H 9D KH 5S");
    table.script(1, "stand").script(2, "stand").script(3, "stand").xtremeWheel({"$150 community", "jackpot"});
    table.advanceUntil("wheel x16 s2");
    const Verdict none = table.act("pay x16 s3 $150"); // seat 3 placed no Xtreme 16 wager
    verifyMistake(none, MistakeCode::WrongOutcome, "MD-S21BS 12.E(5)(a)");
    QCOMPARE(none.mistake.severity, Severity::Critical);
    const Verdict collected = table.act("collect x16 s2 $5"); // it won: the dealer's six and king
    verifyMistake(collected, MistakeCode::WrongOutcome, "MD-S21BS 6.G(3), 12.E(2)");
    table.advanceUntil("wheel x16 s1");
    table.takeNext();
    const Verdict reset = table.act("pay x16 s1 $10,000"); // the meter, not the reset amount
    verifyMistake(reset, MistakeCode::PayoutAmount, "MD-S21BS 12.E(1)(a), 12.E(4)");
    table.takeNext();
    const Verdict forgotten = table.act("pickup s3");
    verifyMistake(forgotten, MistakeCode::BonusSpinProcedure, "MD-S21BS 12.E(5), 12.E(6)(a)");
}

QTEST_GUILESS_MAIN(TestXtreme16)
#include "tst_xtreme16.moc"

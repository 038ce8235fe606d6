// The players' own irregularities (core/round/faults.h, issue 17): a wager altered after the first
// card (MD-S21 6.D-E, MA-S21 5(d), 5(h)) or after a double (MA-S21 5(i)), cards handled by a player
// (MD-S21 7.U, MA-S21 7(k)), wagers over a limit or outside the table's, cash wagers, and a player
// barred since sitting out (MD-S21 6.C, MA-S21 5(j)).
// Each happens at its moment; the procedure calls for what the dealer does; letting it pass is
// GAME_PROTECTION citing the section the player broke, and calling one where none happened is a
// FALSE_CATCH. No money appears or disappears along the way.

#include "round_harness.h"

#include "core/round/round_errors.h"
#include "core/training/practice_faults.h"

#include <set>

using namespace s21;
using namespace s21::test;

namespace {

Fault guestFoul(FaultKind kind, int seatNumber, double chips = 0)
{
    Fault fault;
    fault.kind = kind;
    fault.seat = seatNumber;
    fault.chips = dollars(chips);
    return fault;
}

// Three seats of $10 (Maryland: hole card, no peek under a 3) and a shoe that serves every test.
Table mdTable(const Fault& fault)
{
    Table table(profileNamed("MD"), {seat(1, 10), seat(2, 10), seat(3, 10)}, "9S 5D 6C 3H 7C KD QS 9H 8S 2S 2D");
    table.script(1, "stand").script(2, "stand").script(3, "stand").fault(fault);
    return table;
}

Table maTable(const Fault& fault)
{
    Table table(profileNamed("MA"), {seat(1, 25), seat(2, 25)}, "KS 9C 8S 6D 9H 9D 2S 3D");
    table.script(1, "stand").script(2, "stand").fault(fault);
    return table;
}

} // namespace

class TestGuestFouls : public QObject {
    Q_OBJECT
private slots:
    void lateWagerComesAfterTheFirstCardAndIsPushedBack();
    void pressedWagerStopsTheGameForTheFloor();
    void pinchedWagerIsPutBack();
    void playerHandlingTheCardsIsStopped_data();
    void playerHandlingTheCardsIsStopped();
    void wrongHandlingAtTheSeatIsGameProtection();
    void foulCalledOnAnHonestPlayerIsAFalseCatch();
    void chipsOverALimitGoBack();
    void wagerOutsideTheTableLimitsIsCorrected();
    void marylandMatchCapIsTheHouses();
    void doubledWagerPressedStopsTheGameForTheFloor_data();
    void doubledWagerPressedStopsTheGameForTheFloor();
    void insurancePressedOnceClosedGoesBack();
    void splitWagerPressedStandsAsConfirmed();
    void playerBarredSinceSittingOutIsRefused();
    void playerLetBackAfterSittingOutIsNoFoul();
    void verbalCashWagerIsConfirmedAndChanged_data();
    void verbalCashWagerIsConfirmedAndChanged();
    void faultsThatCannotHappenAreRefused();
    void practiceDrawsGuestFoulsForOccupiedSeats();
};

void TestGuestFouls::lateWagerComesAfterTheFirstCardAndIsPushedBack()
{
    Table table = mdTable(guestFoul(FaultKind::LateWager, 2, 10));
    const Money total = table.round().state().totalMoney();
    table.advanceUntil("correct-wager");
    const RoundState& state = table.round().state();
    QCOMPARE(state.seat(2).hands.front().cards.cardCount(), 1); // after the first card, before the second
    QVERIFY(state.irregular.guestFoul);
    QCOMPARE(table.bankroll(2), dollars(980));
    QCOMPARE(state.totalMoney(), total); // the late chips lie on the layout
    QCOMPARE(table.next(), QStringLiteral("correct-wager s2"));
    QCOMPARE(QString::fromStdString(table.round().stage().steps.front().section.str()), QStringLiteral("MD-S21 6.D"));

    QVERIFY(table.act("correct-wager s2").accepted);
    QCOMPARE(table.bankroll(2), dollars(990));
    QCOMPARE(table.round().state().seat(2).hands.front().wager, dollars(10));
    QVERIFY(!table.round().state().irregular.guestFoul);
    table.finish();
    QCOMPARE(table.round().state().totalMoney(), total);
    QCOMPARE(table.round().faultEvents().size(), std::size_t(1));
}

void TestGuestFouls::pressedWagerStopsTheGameForTheFloor()
{
    Table table = mdTable(guestFoul(FaultKind::WagerPressed, 1, 15));
    const Money total = table.round().state().totalMoney();
    table.advanceUntil("floor");
    // At the seat's turn: both cards and the hole card are out.
    QCOMPARE(table.round().phase(), Phase::PlayerTurns);
    QCOMPARE(table.bankroll(1), dollars(975));
    expectMistake(table, "correct-wager s1", MistakeCode::GameProtection, "MD-S21 6.E"); // the floor first
    QVERIFY(table.act("floor").accepted);
    QCOMPARE(table.next(), QStringLiteral("correct-wager s1"));
    QVERIFY(table.act("correct-wager s1").accepted);
    QCOMPARE(table.bankroll(1), dollars(990));
    QCOMPARE(table.round().state().seat(1).hands.front().wager, dollars(10));
    QVERIFY(table.next().startsWith("ask s1"));
    table.finish();
    QCOMPARE(table.round().state().totalMoney(), total);
}

void TestGuestFouls::pinchedWagerIsPutBack()
{
    Table table = maTable(guestFoul(FaultKind::WagerPinched, 1, 10));
    const Money total = table.round().state().totalMoney();
    table.advanceUntil("floor");
    const RoundState& state = table.round().state();
    QCOMPARE(state.seat(1).hands.front().wager, dollars(15));
    QCOMPARE(table.bankroll(1), dollars(985));
    QCOMPARE(state.totalMoney(), total);
    QCOMPARE(QString::fromStdString(table.round().stage().steps.front().section.str()), QStringLiteral("MA-S21 5(h)"));
    table.takeNext();
    QVERIFY(table.act("correct-wager s1").accepted);
    QCOMPARE(table.round().state().seat(1).hands.front().wager, dollars(25));
    QCOMPARE(table.bankroll(1), dollars(975));
    // The wager as it was is what the round settles: s1's 16 loses $25 to the dealer's 17.
    const QStringList rest = table.finish();
    QVERIFY2(rest.contains("collect s1 $25"), qPrintable(rest.join('|')));
}

void TestGuestFouls::playerHandlingTheCardsIsStopped_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("section");
    QTest::newRow("Maryland") << "MD"
                              << "MD-S21 7.U";
    QTest::newRow("Massachusetts") << "MA"
                                   << "MA-S21 7(k)";
}

void TestGuestFouls::playerHandlingTheCardsIsStopped()
{
    QFETCH(QString, profile);
    QFETCH(QString, section);
    Table table = profile == "MA" ? maTable(guestFoul(FaultKind::CardsTouched, 2))
                                  : mdTable(guestFoul(FaultKind::CardsTouched, 2));
    table.advanceUntil("warn");
    QCOMPARE(table.next(), QStringLiteral("warn s2"));
    expectMistake(table, "ask s2 18", MistakeCode::GameProtection, section);
    QCOMPARE(defaultSeverity(MistakeCode::GameProtection), Severity::Major);
    QVERIFY(table.act("warn s2").accepted);
    QVERIFY(table.next().startsWith("ask s2"));
    table.finish();
    QVERIFY(table.round().complete());
}

void TestGuestFouls::wrongHandlingAtTheSeatIsGameProtection()
{
    // Stopping a player who slid chips on is not what the rules call for: the chips go back.
    Table table = mdTable(guestFoul(FaultKind::LateWager, 2, 10));
    table.advanceUntil("correct-wager");
    expectMistake(table, "warn s2", MistakeCode::GameProtection, "MD-S21 6.D");
    expectMistake(table, "deal s2", MistakeCode::GameProtection, "MD-S21 6.D");
    QVERIFY(table.round().state().irregular.guestFoul); // still on the table
}

void TestGuestFouls::foulCalledOnAnHonestPlayerIsAFalseCatch()
{
    Table md = mdTable(guestFoul(FaultKind::LateWager, 2, 10));
    expectMistake(md, "correct-wager s1", MistakeCode::FalseCatch, "MD-S21 6.D-E");
    expectMistake(md, "warn s3", MistakeCode::FalseCatch, "MD-S21 7.U");
    QCOMPARE(defaultSeverity(MistakeCode::FalseCatch), Severity::Minor);
    // With seat 2's foul on the table, a catch at seat 1 is still false.
    md.advanceUntil("correct-wager");
    expectMistake(md, "correct-wager s1", MistakeCode::FalseCatch, "MD-S21 6.D-E");
    QCOMPARE(md.bankroll(1), dollars(990)); // nothing moved

    Table ma = maTable(guestFoul(FaultKind::CardsTouched, 2));
    expectMistake(ma, "correct-wager s2", MistakeCode::FalseCatch, "MA-S21 5(d), 5(h)");
    expectMistake(ma, "warn s1", MistakeCode::FalseCatch, "MA-S21 7(k)");
}

void TestGuestFouls::chipsOverALimitGoBack()
{
    // MA-S21 6(b): Match-the-Dealer at most the Spanish 21 wager, caught before the first card.
    Table match(profileNamed("MA"), {seat(1, 10, 5), seat(2, 10)}, "7S QD 7H 9C 8H JC 5S 2D 3D");
    match.script(1, "stand").script(2, "stand").fault(guestFoul(FaultKind::MatchOverWager, 1, 10));
    const Money total = match.round().state().totalMoney();
    QCOMPARE(match.next(), QStringLiteral("correct-wager s1")); // at once: nothing is dealt yet
    expectMistake(match, "deal s1", MistakeCode::GameProtection, "MA-S21 6(b)");
    // What the trainee reads as expected speaks of no first card: none is dealt yet (issue 39).
    const std::string expected = describe(match.round().log().back().verdict.mistake.expected.front());
    QVERIFY2(expected.find("first card") == std::string::npos, expected.c_str());
    QVERIFY(match.act("correct-wager s1").accepted);
    QCOMPARE(match.round().state().seat(1).matchWager, dollars(5));
    QCOMPARE(match.bankroll(1), dollars(985));
    QVERIFY2(match.finish().contains("pay mtd s1 $20"), "the $5 wager is paid, not $15");
    QCOMPARE(match.round().state().totalMoney(), total);

    // MD-S21 8.B-C: insurance at most half the wager, caught while insurance is open.
    Table insured(profileNamed("MD"), {seat(2, 10), seat(6, 10)}, "KC 5D AD 9S 7C 6C 8H");
    insured.script(2, "stand").script(6, "hit stand").insure(2, 5);
    insured.fault(guestFoul(FaultKind::InsuranceOverHalf, 2, 5));
    insured.advanceUntil("correct-wager");
    QCOMPARE(insured.round().state().insuranceOffer, InsuranceOffer::Open);
    expectMistake(insured, "close-insurance", MistakeCode::GameProtection, "MD-S21 8.B-C");
    QVERIFY(insured.act("correct-wager s2").accepted);
    QCOMPARE(insured.round().state().seat(2).insuranceWager, dollars(5));
    QVERIFY(insured.finish().contains("collect ins s2 $5"));

    // Chips that break no limit are no foul: refused when they would be placed.
    Table within(profileNamed("MA"), {seat(1, 10, 5), seat(2, 10)}, "7S QD 7H 9C 8H JC 5S 2D 3D");
    within.fault(guestFoul(FaultKind::MatchOverWager, 1, 5));
    QVERIFY_THROWS_EXCEPTION(FaultNotCovered, within.round());
}

void TestGuestFouls::marylandMatchCapIsTheHouses()
{
    // Maryland's texts set no Match-the-Dealer cap; the reference profile's is a house limit, cited by its
    // setting, not by Massachusetts' 6(b) (issue 38). s1 7S 9C matches the 7H: the $5 wager is paid $20.
    Table match(profileNamed("MD"), {seat(1, 10, 5), seat(2, 10)}, "7S QD 7H 9C 8H JC 5S 2D 3D");
    match.script(1, "stand").script(2, "stand").fault(guestFoul(FaultKind::MatchOverWager, 1, 10));
    QCOMPARE(match.next(), QStringLiteral("correct-wager s1"));
    expectMistake(match, "deal s1", MistakeCode::GameProtection, "house rule match_the_dealer.cap_at_base_wager");
    QVERIFY(match.act("correct-wager s1").accepted);
    QVERIFY2(match.finish().contains("pay mtd s1 $20"), "the $5 wager is paid, not $15");
}

void TestGuestFouls::wagerOutsideTheTableLimitsIsCorrected()
{
    // Over the $500 maximum: $10 + $495. The chips over it go back before the first card.
    Table over = mdTable(guestFoul(FaultKind::WagerOverMaximum, 2, 495));
    const Money total = over.round().state().totalMoney();
    QCOMPARE(over.next(), QStringLiteral("correct-wager s2"));
    QCOMPARE(over.bankroll(2), dollars(495));
    QCOMPARE(over.round().state().totalMoney(), total); // the chips lie beside the wager
    // The limits are the house's: no section sets them (issue 38; it cited MD-S21 2.B(6), 6.D).
    expectMistake(over, "deal s1", MistakeCode::GameProtection, "house rule table_maximum");
    QVERIFY(over.act("correct-wager s2").accepted);
    QCOMPARE(over.bankroll(2), dollars(990));
    QCOMPARE(over.round().state().seat(2).hands.front().wager, dollars(10));
    over.finish();
    QCOMPARE(over.round().state().totalMoney(), total);

    // Under the $5 minimum: $25 - $21 leaves $4. The player puts the chips back before the first card.
    Table under = maTable(guestFoul(FaultKind::WagerUnderMinimum, 1, 21));
    QCOMPARE(under.round().state().seat(1).hands.front().wager, dollars(4));
    QCOMPARE(under.bankroll(1), dollars(996)); // the chips are in the player's hand
    const Money underTotal = under.round().state().totalMoney();
    expectMistake(under, "deal s1", MistakeCode::GameProtection, "house rule table_minimum");
    QVERIFY(under.act("correct-wager s1").accepted);
    QCOMPARE(under.round().state().seat(1).hands.front().wager, dollars(25));
    QCOMPARE(under.bankroll(1), dollars(975));
    QVERIFY(under.finish().contains("collect s1 $25"));
    QCOMPARE(under.round().state().totalMoney(), underTotal);

    // A wager at the limit itself is within it: no foul, refused when it would be placed.
    QVERIFY_THROWS_EXCEPTION(FaultNotCovered, mdTable(guestFoul(FaultKind::WagerOverMaximum, 2, 490)).round());
    QVERIFY_THROWS_EXCEPTION(FaultNotCovered, maTable(guestFoul(FaultKind::WagerUnderMinimum, 1, 20)).round());
}

void TestGuestFouls::doubledWagerPressedStopsTheGameForTheFloor_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<QString>("section");
    // s1 5S 6D doubles on 11 and draws 9H (20); s2 9C 8D stands; the dealer 7H 4C draws 6S (17).
    QTest::newRow("Maryland") << "MD"
                              << "5S 9C 7H 6D 8D 4C 9H 6S 2D 3D"
                              << "MD-S21 6.E";
    QTest::newRow("Massachusetts") << "MA"
                                   << "5S 9C 7H 6D 8D 9H 4C 6S 2D 3D"
                                   << "MA-S21 5(i)";
}

void TestGuestFouls::doubledWagerPressedStopsTheGameForTheFloor()
{
    QFETCH(QString, profile);
    QFETCH(QString, shoe);
    QFETCH(QString, section);
    Table table(profileNamed(profile), {seat(1, 10), seat(2, 10)}, shoe);
    table.script(1, "double keep").script(2, "stand").fault(guestFoul(FaultKind::DoubleWagerPressed, 1, 10));
    const Money total = table.round().state().totalMoney();
    table.advanceUntil("floor");
    // In the dealer's turn: the double was confirmed and its card dealt.
    QCOMPARE(table.round().phase(), Phase::DealerTurn);
    QCOMPARE(table.round().state().seat(1).hands.front().doubleWager, dollars(10));
    QCOMPARE(table.bankroll(1), dollars(970));
    QCOMPARE(QString::fromStdString(table.round().stage().steps.front().section.str()), section);
    expectMistake(table, "correct-wager s1", MistakeCode::GameProtection, section); // the floor first
    QVERIFY(table.act("floor").accepted);
    expectMistake(table, "deal dealer", MistakeCode::GameProtection, section);
    QVERIFY(table.act("correct-wager s1").accepted);
    QCOMPARE(table.bankroll(1), dollars(980));
    // The doubled wager as confirmed is what the round pays: $10 + $10, not $30.
    const QStringList rest = table.finish();
    QVERIFY2(rest.contains("pay s1 $20"), qPrintable(rest.join('|')));
    QCOMPARE(table.round().state().totalMoney(), total);
}

void TestGuestFouls::insurancePressedOnceClosedGoesBack()
{
    // MA-S21 5(i): s2 KC 9S insures $5 on $10 under the AD; s6 5D 7C hits 8H; the dealer's 6C makes 17.
    Table table(profileNamed("MA"), {seat(2, 10), seat(6, 10)}, "KC 5D AD 9S 7C 8H 6C");
    table.script(2, "stand").script(6, "hit stand").insure(2, 5);
    table.fault(guestFoul(FaultKind::InsurancePressed, 2, 5));
    const Money total = table.round().state().totalMoney();
    table.advanceUntil("floor");
    const RoundState& state = table.round().state();
    QCOMPARE(state.insuranceOffer, InsuranceOffer::Closed); // made and confirmed
    QVERIFY(!state.seat(2).insuranceSettled);
    QCOMPARE(table.bankroll(2), dollars(980));
    QCOMPARE(QString::fromStdString(table.round().stage().steps.front().section.str()), QStringLiteral("MA-S21 5(i)"));
    expectMistake(table, "ask s2 19", MistakeCode::GameProtection, "MA-S21 5(i)");
    QVERIFY(table.act("floor").accepted);
    QVERIFY(table.act("correct-wager s2").accepted);
    QCOMPARE(table.bankroll(2), dollars(985));
    QCOMPARE(state.seat(2).insuranceWager, dollars(5));
    const QStringList rest = table.finish();
    QVERIFY2(rest.contains("collect ins s2 $5"), qPrintable(rest.join('|'))); // the $5 confirmed, not $10
    QCOMPARE(table.round().state().totalMoney(), total);
}

void TestGuestFouls::splitWagerPressedStandsAsConfirmed()
{
    // MD-S21 6.E: s1 8S 8D splits (KS 18, 9H 17), s2 9C 8C stands; the dealer 7H 4C draws 6S (17).
    Table table(profileNamed("MD"), {seat(1, 10), seat(2, 10)}, "8S 9C 7H 8D 8C 4C KS 9H 6S 2D 3D");
    table.script(1, "split stand stand").script(2, "stand").fault(guestFoul(FaultKind::SplitWagerPressed, 1, 10));
    const Money total = table.round().state().totalMoney();
    table.advanceUntil("floor");
    QCOMPARE(table.round().phase(), Phase::DealerTurn);
    QCOMPARE(table.round().state().seat(1).hands.size(), std::size_t(2));
    QCOMPARE(table.bankroll(1), dollars(970));
    expectMistake(table, "reveal", MistakeCode::GameProtection, "MD-S21 6.E");
    QVERIFY(table.act("floor").accepted);
    QVERIFY(table.act("correct-wager s1").accepted);
    QCOMPARE(table.bankroll(1), dollars(980));
    // Each split hand settles its own $10: the 18 is paid $10, the 17 pushes.
    const QStringList rest = table.finish();
    QVERIFY2(rest.contains("pay s1 $10") && !rest.join('|').contains("$20"), qPrintable(rest.join('|')));
    QCOMPARE(table.round().state().totalMoney(), total);
    // A seat that has not split has no split wager to press: the moment never comes.
    Table unsplit = mdTable(guestFoul(FaultKind::SplitWagerPressed, 1, 10));
    unsplit.finish();
    QVERIFY(unsplit.round().faultEvents().empty());
}

void TestGuestFouls::playerBarredSinceSittingOutIsRefused()
{
    // Massachusetts' reference profile bars them until the next shuffle (MA-S21 5(j)).
    QVERIFY(profileNamed("MA").barPlayersWhoSatOut);
    Table table = maTable(guestFoul(FaultKind::WagerAfterSittingOut, 2));
    const Money total = table.round().state().totalMoney();
    QCOMPARE(table.next(), QStringLiteral("correct-wager s2"));
    expectMistake(table, "deal s1", MistakeCode::GameProtection, "MA-S21 5(j)");
    QVERIFY(table.act("correct-wager s2").accepted);
    QCOMPARE(table.bankroll(2), dollars(1000)); // the wager went back
    QVERIFY(!table.round().state().inPlay(2));
    const QStringList rest = table.finish();
    QVERIFY2(!rest.join('|').contains("s2"), qPrintable(rest.join('|'))); // no card, no settlement
    QCOMPARE(table.round().state().totalMoney(), total);

    // The same in Maryland where the operator bars them (MD-S21 6.C).
    RuleProfile barring = profileNamed("MD");
    barring.barPlayersWhoSatOut = true;
    Table md(barring, {seat(1, 10), seat(2, 10)}, "9S 5D 6C 3H 7C KD QS 9H");
    md.script(1, "stand").script(2, "stand").fault(guestFoul(FaultKind::WagerAfterSittingOut, 1));
    expectMistake(md, "deal s1", MistakeCode::GameProtection, "MD-S21 6.C");
}

void TestGuestFouls::playerLetBackAfterSittingOutIsNoFoul()
{
    // Maryland's reference profile lets the player wager again (MD-S21 6.C: "may prohibit").
    QVERIFY(!profileNamed("MD").barPlayersWhoSatOut);
    Table table = mdTable(guestFoul(FaultKind::WagerAfterSittingOut, 2));
    QCOMPARE(table.round().faultEvents().size(), std::size_t(1));
    QVERIFY(!table.round().state().irregular.guestFoul);
    QCOMPARE(table.next(), QStringLiteral("deal s1"));
    expectMistake(table, "correct-wager s2", MistakeCode::FalseCatch, "MD-S21 6.C");
    QCOMPARE(table.bankroll(2), dollars(990)); // nothing moved
    const QStringList rest = table.finish();
    QVERIFY2(rest.join('|').contains("s2 $10"), qPrintable(rest.join('|'))); // the wager plays
}

void TestGuestFouls::verbalCashWagerIsConfirmedAndChanged_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QStringList>("handling");
    QTest::newRow("Maryland: the dealer confirms") << "MD"
                                                   << "MD-S21 6.B" << QStringList{"confirm-wager s2"};
    QTest::newRow("Massachusetts: the supervisor too") << "MA"
                                                       << "MA-S21 5(c)" << QStringList{"confirm-wager s2", "floor"};
}

void TestGuestFouls::verbalCashWagerIsConfirmedAndChanged()
{
    QFETCH(QString, profile);
    QFETCH(QString, section);
    QFETCH(QStringList, handling);
    Table table = profile == "MA" ? maTable(guestFoul(FaultKind::VerbalCashWager, 2))
                                  : mdTable(guestFoul(FaultKind::VerbalCashWager, 2));
    const RoundState& state = table.round().state();
    const Money total = state.totalMoney();
    const Money wager = profile == "MA" ? dollars(25) : dollars(10);
    const Money tray = state.tray;
    QVERIFY(state.hand(Spot::player(2)).wager.isZero()); // cash on the spot, no chips yet
    expectMistake(table, "deal s1", MistakeCode::GameProtection, section);
    for (const QString& step : handling) {
        expectMistake(table, "change s2 " + QString::fromStdString(formatMoney(wager)), MistakeCode::GameProtection,
                      section); // not before it is confirmed
        QCOMPARE(table.next(), step);
        QVERIFY(table.act(step).accepted);
    }
    expectMistake(table, "change s2 $1", MistakeCode::GameProtection, section); // the whole cash in chips
    QVERIFY(table.act("change s2 " + QString::fromStdString(formatMoney(wager))).accepted);
    QCOMPARE(state.hand(Spot::player(2)).wager, wager);
    QCOMPARE(state.dropBox, wager);
    QCOMPARE(state.tray, tray - wager);
    QCOMPARE(state.totalMoney(), total);
    table.finish();
    QCOMPARE(table.round().state().totalMoney(), total);
}

void TestGuestFouls::faultsThatCannotHappenAreRefused()
{
    // No chips named, an empty seat: refused when the round is set up.
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, mdTable(guestFoul(FaultKind::WagerPressed, 1)).round());
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, mdTable(guestFoul(FaultKind::CardsTouched, 5)).round());
    // More chips pinched than the wager holds, or added than the player has: refused when it would happen.
    Table pinched = mdTable(guestFoul(FaultKind::WagerPinched, 1, 20));
    QVERIFY_THROWS_EXCEPTION(FaultNotCovered, pinched.advanceUntil("ask s2"));
    Table pressed = mdTable(guestFoul(FaultKind::WagerPressed, 1, 5000));
    QVERIFY_THROWS_EXCEPTION(FaultNotCovered, pressed.advanceUntil("ask s2"));
}

void TestGuestFouls::practiceDrawsGuestFoulsForOccupiedSeats()
{
    const std::vector<SeatSetup> seats{seat(2, 10), seat(5, 25)};
    Random random(7);
    std::set<FaultKind> kinds;
    for (int i = 0; i < 200; ++i) {
        const Fault fault = drawGuestFoul(profileNamed("MD"), seats, WhoSatOut::Unknown, random);
        QVERIFY(isGuestFoul(fault.kind));
        QVERIFY(fault.seat == 2 || fault.seat == 5);
        const Money wager = fault.seat == 2 ? dollars(10) : dollars(25);
        const Money most = fault.kind == FaultKind::MatchOverWager     ? wager + dollars(5)
                           : fault.kind == FaultKind::WagerOverMaximum ? dollars(505) - wager
                                                                       : wager;
        QVERIFY(altersWager(fault.kind) ? fault.chips > Money() && fault.chips <= most : fault.chips.isZero());
        if (fault.kind == FaultKind::WagerUnderMinimum)
            QCOMPARE(wager - fault.chips, dollars(4)); // $1 under the $5 minimum
        checkFault(profileNamed("MD"), {2, 5}, fault);
        kinds.insert(fault.kind);
    }
    // Every kind but a return after sitting out, which Maryland's reference profile allows.
    QCOMPARE(kinds.size(), std::size_t(12));
    QVERIFY(!kinds.contains(FaultKind::WagerAfterSittingOut));
    std::set<FaultKind> barred;
    for (int i = 0; i < 200; ++i)
        barred.insert(drawGuestFoul(profileNamed("MA"), seats, WhoSatOut::Unknown, random).kind);
    QVERIFY(barred.contains(FaultKind::WagerAfterSittingOut));
    // A table that knows who sat out brings that foul itself, never as a draw.
    std::set<FaultKind> known;
    for (int i = 0; i < 200; ++i)
        known.insert(drawGuestFoul(profileNamed("MA"), seats, WhoSatOut::Known, random).kind);
    QVERIFY(!known.contains(FaultKind::WagerAfterSittingOut));
    QCOMPARE(known.size(), barred.size() - 1);
    // The same seed draws the same foul.
    Random first(11);
    Random second(11);
    const Fault once = drawGuestFoul(profileNamed("MA"), seats, WhoSatOut::Unknown, first);
    const Fault again = drawGuestFoul(profileNamed("MA"), seats, WhoSatOut::Unknown, second);
    QCOMPARE(once.kind, again.kind);
    QCOMPARE(once.seat, again.seat);
}

QTEST_APPLESS_MAIN(TestGuestFouls)
#include "tst_guest_fouls.moc"

// Paid wagers stay on the layout beside their payouts until the player takes them, as the hand's
// cards are picked up (docs/procedure.md, "Paid chips"); a push leaves its wager standing alone, a
// loss leaves nothing, and the part of a wager a collection leaves stays on its spot. The chips are
// counted in the bankroll throughout, so the table's money adds up the same at every step.
#include "round_harness.h"

using namespace s21;
using namespace s21::test;

class TestPaidChips : public QObject {
    Q_OBJECT
private slots:
    void paidChipsStayUntilTheCardsArePickedUp();
    void theRestOfACollectedWagerStaysUntilTheCardsArePickedUp();
};

void TestPaidChips::paidChipsStayUntilTheCardsArePickedUp()
{
    // Seat 1 ($10, $10 on Match-the-Dealer) 9S KS (19), seat 2 ($10) 8C QC (18) against 9D 9C (18):
    // the 9S matches (4 to 1, $40), seat 1 wins $10 and seat 2 pushes.
    Table table(profileNamed("MD"), {seat(1, 10, 10), seat(2, 10)}, "9S 8C 9D KS QC 9C");
    table.script(1, "stand").script(2, "stand");
    const RoundState& state = table.round().state();
    const Money money = state.totalMoney();
    const Seat& one = state.seat(1);
    const Seat& two = state.seat(2);

    table.advanceUntil("pay mtd s1>");
    QCOMPARE(one.matchPaid.wager, dollars(10));
    QCOMPARE(one.matchPaid.payout, dollars(40));
    QCOMPARE(one.bankroll, dollars(1000 - 10 + 40));
    QCOMPARE(one.inFront(), dollars(1000 - 10 - 10));
    QCOMPARE(state.totalMoney(), money);

    table.advanceUntil("pickup");
    const PlayerHand& won = one.hands.front();
    QCOMPARE(won.paid.wager, dollars(10));
    QCOMPARE(won.paid.payout, dollars(10));
    QCOMPARE(one.paidOnLayout(), dollars(70));
    QCOMPARE(one.inFront(), dollars(1000 - 10 - 10)); // the wagers came off what was in front
    const PlayerHand& pushed = two.hands.front();
    QCOMPARE(pushed.wager, dollars(10)); // the push's wager stands alone
    QCOMPARE(pushed.paid.total(), Money());
    QCOMPARE(two.inFront(), dollars(990));
    QCOMPARE(state.totalMoney(), money);

    QCOMPARE(table.takeNext(), QString("pickup s2"));
    QCOMPARE(two.bankroll, dollars(1000));
    QCOMPARE(one.paidOnLayout(), dollars(70)); // seat 1's cards are still on the table
    QCOMPARE(table.takeNext(), QString("pickup s1"));
    QCOMPARE(one.paidOnLayout(), Money());
    QCOMPARE(one.inFront(), one.bankroll);
    QCOMPARE(one.bankroll, dollars(1000 + 10 + 40));
    QCOMPARE(state.totalMoney(), money);
    table.finish();
    QCOMPARE(state.totalMoney(), money);
}

void TestPaidChips::theRestOfACollectedWagerStaysUntilTheCardsArePickedUp()
{
    // Seat 1 ($10) KS 6D (16) surrenders against a 6 (MD-S21 9.C(1)): $5 collected, the other $5
    // left on the spot until the cards are picked up.
    Table table(profileNamed("MD"), {seat(1, 10)}, "KS 6H 6D 9C");
    table.script(1, "surrender");
    const RoundState& state = table.round().state();
    const Money money = state.totalMoney();
    const Seat& one = state.seat(1);
    table.advanceUntil("surrender s1>");
    QCOMPARE(one.hands.front().paid.wager, dollars(5));
    QCOMPARE(one.hands.front().paid.payout, Money());
    QCOMPARE(one.inFront(), dollars(990));
    QCOMPARE(state.totalMoney(), money);
    QCOMPARE(table.takeNext(), QString("pickup s1"));
    QCOMPARE(one.paidOnLayout(), Money());
    QCOMPARE(one.inFront(), dollars(995));
    QCOMPARE(state.totalMoney(), money);
}

QTEST_MAIN(TestPaidChips)
#include "tst_paid_chips.moc"

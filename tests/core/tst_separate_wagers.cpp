// Sections the round engine guarantees by construction, each pinned by a round that would come out
// differently if the rule were broken: insurance, surrender and Match-the-Dealer are settled as
// separate wagers, winning insurance is paid 2 to 1, a hand of 21 draws no more cards, and no wager
// changes after the first card but by insurance, a double or a split.
#include "round_harness.h"

using namespace s21;
using namespace s21::test;

namespace {

// Insures the most it is offered and hits below 17, remembering every offer and each hand total it
// decides on.
class RecordingPlayers : public PlayerModel {
public:
    Decision decide(const DecisionContext& context) override
    {
        totals.push_back(context.cards->total());
        return context.options.hit && context.cards->total() < 17 ? Decision::Hit : Decision::Stand;
    }
    Money insurance(int /*seat*/, Money maximum) override
    {
        offered.push_back(maximum);
        return maximum;
    }
    bool evenMoney(int /*seat*/) override { return false; }
    bool rescue(const DecisionContext& /*context*/) override { return false; }

    std::vector<Money> offered;
    std::vector<int> totals;
};

} // namespace

class TestSeparateWagers : public QObject {
    Q_OBJECT
private slots:
    void insuranceAndSurrenderSettledSeparately_data();
    void insuranceAndSurrenderSettledSeparately();
    void winningInsurancePaysTwoToOne();
    void insuranceDoesNotCoverMatchTheDealer();
    void matchTheDealerHasNoBearingOnTheSpanish21Wager_data();
    void matchTheDealerHasNoBearingOnTheSpanish21Wager();
    void noDrawOnTwentyOne();
    void wagersStayAsPlacedBeforeTheFirstCard();
};

void TestSeparateWagers::insuranceAndSurrenderSettledSeparately_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    // MD-S21 9.D, MA-S21 8(b): seat 1 ($10, KS 6D = 16) insures $5 against an ace and surrenders;
    // each wager is settled on its own: the insurance by the hole card (8.A/8.F, 11(a)/(d)), the
    // surrender by 9.C(2) / 8(a)(2). Were the surrender to cancel the insurance, or the insurance
    // win to save the surrendered wager, the balance would differ.
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("bankroll");
    QTest::newRow("MA 8(b), dealer blackjack: insurance paid $10, the whole $10 wager collected")
        << "MA" << "KS AH 6D KD"
        << "deal s1|deal dealer|deal s1|offer-insurance|close-insurance|ask s1 16|on-cards s1|dealers-card|"
           "deal dealer|pay ins s1 $10|collect s1 $10|dealer-total 21|pickup s1|pickup dealer"
        << 1000.0;
    QTest::newRow("MA 8(b), no blackjack: insurance lost, half the wager returned")
        << "MA" << "KS AH 6D 7C"
        << "deal s1|deal dealer|deal s1|offer-insurance|close-insurance|ask s1 16|on-cards s1|dealers-card|"
           "deal dealer|collect ins s1 $5|surrender s1 $5|dealer-total 18|pickup s1|pickup dealer"
        << 990.0;
    QTest::newRow("MD 9.D, no blackjack: insurance collected after the peek, surrender after the reveal")
        << "MD" << "KS AH 6D 7C"
        << "deal s1|deal dealer|deal s1|hole|offer-insurance|close-insurance|peek|collect ins s1 $5|ask s1 16|"
           "on-cards s1|reveal|surrender s1 $5|dealer-total 18|pickup s1|pickup dealer"
        << 990.0;
    // clang-format on
}

void TestSeparateWagers::insuranceAndSurrenderSettledSeparately()
{
    QFETCH(QString, profile);
    QFETCH(QString, shoe);
    QFETCH(QString, key);
    QFETCH(double, bankroll);
    Table table(profileNamed(profile), {seat(1, 10)}, shoe);
    table.script(1, "surrender").insure(1, 5);
    QCOMPARE(table.finish().join('|'), key);
    QCOMPARE(table.bankroll(1), dollars(bankroll));
}

void TestSeparateWagers::winningInsurancePaysTwoToOne()
{
    // MD-S21 8.E: a winning insurance wager is paid at the odds of ch. 12, 2 to 1 (12.A(3)):
    // $7.50 insured on a $15 wager wins $15; paying it 1 to 1 is a PAYOUT mistake.
    Table table(profileNamed("MD"), {seat(1, 15)}, "9S AH 9D KD");
    table.insure(1, 7.5);
    table.advanceUntil("pay ins");
    QCOMPARE(table.next(), QString("pay ins s1 $15"));
    const Verdict evenMoney = table.act("pay ins s1 $7.50");
    QVERIFY(evenMoney.isMistake());
    QCOMPARE(mistakeCodeName(evenMoney.mistake.code), std::string("PAYOUT_AMOUNT"));
    QCOMPARE(evenMoney.mistake.section, std::string("MD-S21 12.A(3)"));
    QCOMPARE(table.act("pay ins s1 $15").accepted, true);
    table.finish();
    QCOMPARE(table.bankroll(1), dollars(1000 - 15 + 15));
}

void TestSeparateWagers::insuranceDoesNotCoverMatchTheDealer()
{
    // MA-S21 11(e): insurance does not apply to the Match-the-Dealer wager. Seat 1 has $10 on the
    // Spanish 21 wager and $10 on Match-the-Dealer: insurance is offered up to half the $10 only,
    // and the dealer's blackjack leaves the winning match (AS against AH, 4 to 1) paid in full.
    RecordingPlayers players;
    Table table(profileNamed("MA"), {seat(1, 10, 10)}, "AS AH 6D KD");
    const QString key = table.playWith(players).finish().join('|');
    QCOMPARE(players.offered, std::vector<Money>{dollars(5)});
    QVERIFY2(key.contains("pay mtd s1 $40"), qPrintable(key));
    QVERIFY2(key.contains("pay ins s1 $10"), qPrintable(key));
    QCOMPARE(table.bankroll(1), dollars(1000 + 40 + 10 - 10));
}

void TestSeparateWagers::matchTheDealerHasNoBearingOnTheSpanish21Wager_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    // MA-S21 6(f): the same cards with and without a Match-the-Dealer wager settle the Spanish 21
    // wager alike; only the match itself differs. Seat 1 9S 7C (16) against 9D: a winning match (4 to 1).
    // Seat 1 8S 8C against 9D: a losing one.
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<QString>("matchSettlement");
    QTest::addColumn<double>("matchResult");
    QTest::newRow("winning match") << "9S 9D 7C 2C 5H KS" << "pay mtd s1 $40" << 40.0;
    QTest::newRow("losing match") << "8S 9D 8C 2C 5H KS" << "collect mtd s1 $10" << -10.0;
    // clang-format on
}

void TestSeparateWagers::matchTheDealerHasNoBearingOnTheSpanish21Wager()
{
    QFETCH(QString, shoe);
    QFETCH(QString, matchSettlement);
    QFETCH(double, matchResult);
    Table without(profileNamed("MA"), {seat(1, 10)}, shoe);
    Table with(profileNamed("MA"), {seat(1, 10, 10)}, shoe);
    without.script(1, "stand");
    with.script(1, "stand");
    QStringList keyWith = with.finish();
    QVERIFY2(keyWith.removeOne(matchSettlement), qPrintable(keyWith.join('|')));
    QCOMPARE(keyWith, without.finish());
    QCOMPARE(with.bankroll(1) - without.bankroll(1), dollars(matchResult));
}

void TestSeparateWagers::noDrawOnTwentyOne()
{
    // MA-S21 12(a)(1), MD-S21 7.J: a player draws only while under 21. Seat 1 5S 6D hits KH to a
    // three-card 21 and is never asked again; a card dealt to it anyway is a mistake.
    RecordingPlayers players;
    Table table(profileNamed("MA"), {seat(1, 10)}, "5S 9H 6D KH 8C 3C 4D");
    table.playWith(players);
    const auto seatOne = [&] { return table.round().state().seat(1).hands.front().cards; };
    while (seatOne().total() < 21)
        table.takeNext();
    QCOMPARE(players.totals, (std::vector<int>{11}));
    QVERIFY(table.act("deal s1").isMistake());
    table.finish();
    QCOMPARE(players.totals, (std::vector<int>{11}));
    QCOMPARE(seatOne().cardCount(), 3);
}

void TestSeparateWagers::wagersStayAsPlacedBeforeTheFirstCard()
{
    // MD-S21 6.D, MA-S21 5(d): after the first card no wager is made, increased or withdrawn, except
    // insurance, doubles and splits. Seat 1 ($10, $5 on Match-the-Dealer) insures $5 against the ace
    // and doubles its 11: the Spanish 21 wager stays $10, the match $5 until it is settled, and chips
    // leave the rail only for the insurance and the double.
    Table table(profileNamed("MA"), {seat(1, 10, 5)}, "6S AH 5D 9C 9H");
    table.script(1, "double").insure(1, 5);
    QStringList stakedAt;
    Money before = table.bankroll(1);
    bool matchSettled = false;
    while (!table.round().complete()) {
        const QString step = table.takeNext();
        const Seat& seat = table.round().state().seat(1);
        QCOMPARE(seat.initialWager, dollars(10));
        matchSettled = matchSettled || step.contains("mtd");
        if (!matchSettled)
            QCOMPARE(seat.matchWager, dollars(5));
        if (seat.bankroll < before)
            stakedAt << step + " " + QString::fromStdString(formatMoney(before - seat.bankroll));
        before = seat.bankroll;
    }
    QCOMPARE(stakedAt, (QStringList{"offer-insurance $5", "ask s1 11 $10"}));
}

QTEST_GUILESS_MAIN(TestSeparateWagers)
#include "tst_separate_wagers.moc"

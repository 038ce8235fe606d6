// A double down wager for less than the original wager (MD-S21 10.A: "which may not exceed the amount
// of his original Spanish 21 Wager"; MA-S21 9(a): "not in excess of the amount of his or her original
// wager"): from the table's smallest chip up to the wager. The dealer settles the actual amount: a win
// pays both wagers, a rescue returns the actual double (MD-S21 10.H, MA-S21 9(d)), a dealer blackjack
// takes the original wager only (MD-S21 10.E, MA-S21 9(c)). A double over the wager is refused. The
// players' answers carry the amount and replay it; an answer without one is a full double.
#include "core/players/recorded_answers.h"
#include "core/players/strategy_player.h"
#include "round_harness.h"

using namespace s21;
using namespace s21::test;

namespace {

// Seat 1 alone, $10: 6S 5D (11) against a 5 up (KH hole, 15); the double card 9D (20), the dealer
// draws 7S and busts.
const char* kDoubleWins = "6S 5C 5D KH 9D 7S 2C 3C";
// The same, the double card 3H (14): the player rescues.
const char* kDoubleRescued = "6S 5C 5D KH 3H 7S 2C 3C";
// Massachusetts without a hole card: 11 against a K up, the double card 9D (20), then the dealer's ace.
const char* kDealerBlackjackAfter = "6S KH 5D 9D AS 2C 3C";

DecisionContext elevenAgainstFive(const Hand& cards, Money wager)
{
    DecisionOptions options;
    options.hit = options.doubleDown = true;
    return {1, 0, &cards, Card{Rank::Five, Suit::Clubs}, wager, {}, options, Money::dollars(1)};
}

} // namespace

class TestDoubleForLess : public QObject {
    Q_OBJECT
private slots:
    void winningDoubleForLessIsPaidOnWhatWasWagered_data();
    void winningDoubleForLessIsPaidOnWhatWasWagered();
    void rescueReturnsTheActualDouble();
    void dealerBlackjackTakesTheOriginalWagerOnly();
    void aDoubleOverTheWagerIsRefused();
    void answersCarryTheAmount();
    void simulatedPlayersSometimesDoubleForLess();
};

void TestDoubleForLess::winningDoubleForLessIsPaidOnWhatWasWagered_data()
{
    QTest::addColumn<double>("doubled");
    QTest::addColumn<QString>("payment");
    QTest::newRow("$5 on $10") << 5.0 << "pay s1 $15";
    QTest::newRow("$1, the smallest chip") << 1.0 << "pay s1 $11";
    QTest::newRow("$10, the full wager") << 10.0 << "pay s1 $20";
}

void TestDoubleForLess::winningDoubleForLessIsPaidOnWhatWasWagered()
{
    QFETCH(double, doubled);
    QFETCH(QString, payment);
    Table table(profileNamed("MD"), {seat(1, 10)}, kDoubleWins);
    table.script(1, "double").doubleFor(1, doubled);
    table.advanceUntil("ask s1>"); // asked: the double
    const PlayerHand& hand = table.round().state().hand(Spot::player(1));
    QCOMPARE(hand.doubleWager, dollars(doubled));
    QCOMPARE(table.bankroll(1), dollars(1000 - 10 - doubled));
    table.advanceUntil("pay s1");
    QCOMPARE(table.next(), payment);
    // A payment on the full double is the wrong amount.
    if (doubled < 10)
        QCOMPARE(table.act("pay s1 $20").mistake.code, MistakeCode::PayoutAmount);
    table.finish();
    QCOMPARE(table.bankroll(1), dollars(1000 + 10 + doubled));
}

void TestDoubleForLess::rescueReturnsTheActualDouble()
{
    for (const QString profile : {"MD", "MA-reader"}) {
        Table table(profileNamed(profile), {seat(1, 10)}, kDoubleRescued);
        table.script(1, "double rescue").doubleFor(1, 4);
        table.advanceUntil("rescue");
        QCOMPARE(table.next(), QString("rescue s1 $10")); // the original collected, the $4 returned
        table.finish();
        QCOMPARE(table.bankroll(1), dollars(990));
    }
}

void TestDoubleForLess::dealerBlackjackTakesTheOriginalWagerOnly()
{
    Table table(profileNamed("MA"), {seat(1, 10)}, kDealerBlackjackAfter);
    table.script(1, "double").doubleFor(1, 6);
    table.advanceUntil("collect s1");
    QCOMPARE(table.next(), QString("collect s1 $10"));
    QCOMPARE(table.act("collect s1 $16").mistake.code, MistakeCode::PayoutAmount);
    table.finish();
    QCOMPARE(table.bankroll(1), dollars(990));
}

void TestDoubleForLess::aDoubleOverTheWagerIsRefused()
{
    for (const double amount : {15.0, 0.5}) {
        Table table(profileNamed("MD"), {seat(1, 10)}, kDoubleWins);
        table.script(1, "double").doubleFor(1, amount);
        bool refused = false;
        try {
            table.advanceUntil("ask s1>");
        } catch (const std::runtime_error& error) {
            refused = QString(error.what()).contains("MD-S21 10.A");
        }
        QVERIFY2(refused, qPrintable(QString::number(amount)));
    }
    const Hand cards({{Rank::Six, Suit::Spades}, {Rank::Five, Suit::Diamonds}});
    const DecisionContext context = elevenAgainstFive(cards, Money::dollars(10));
    QVERIFY(doubleAllowed(Money::dollars(10), context));
    QVERIFY(doubleAllowed(Money::dollars(1), context));
    QVERIFY(!doubleAllowed(Money::cents(1001), context));
    QVERIFY(!doubleAllowed(Money::cents(50), context));
}

void TestDoubleForLess::answersCarryTheAmount()
{
    Table recorded(profileNamed("MD"), {seat(1, 10)}, kDoubleWins);
    ScriptedPlayers script;
    script.addDecision(1, Decision::Double);
    script.addDouble(1, Money::dollars(7));
    RecordingPlayers recording(script);
    recorded.playWith(recording).finish();
    QCOMPARE(recording.answers().doubles.at(1), std::vector<Money>{Money::dollars(7)});

    // The answers replay the amount; without one (a round stored before), the double is for the full wager.
    const Hand cards({{Rank::Six, Suit::Spades}, {Rank::Five, Suit::Diamonds}});
    const DecisionContext context = elevenAgainstFive(cards, Money::dollars(10));
    QCOMPARE(scriptedPlayers(recording.answers())->doubleFor(context), Money::dollars(7));
    RecordedAnswers old = recording.answers();
    old.doubles.clear();
    QCOMPARE(scriptedPlayers(old)->doubleFor(context), Money::dollars(10));
    RandomPlayers then(1);
    AnswersThenPlayers resumed(recording.answers(), then);
    QCOMPARE(resumed.doubleFor(context), Money::dollars(7));
}

void TestDoubleForLess::simulatedPlayersSometimesDoubleForLess()
{
    const Hand cards({{Rank::Six, Suit::Spades}, {Rank::Five, Suit::Diamonds}});
    const DecisionContext context = elevenAgainstFive(cards, Money::dollars(25));
    const auto amounts = [&](std::uint64_t seed) {
        RandomPlayers players(seed);
        std::vector<Money> out;
        for (int i = 0; i < 200; ++i)
            out.push_back(players.doubleFor(context));
        return out;
    };
    const std::vector<Money> drawn = amounts(11);
    QCOMPARE(amounts(11), drawn); // replayable from the seed
    const auto less = std::count_if(drawn.begin(), drawn.end(), [](Money m) { return m < Money::dollars(25); });
    QVERIFY2(less > 0 && less < 100, qPrintable(QString::number(less)));
    for (const Money amount : drawn)
        QVERIFY(doubleAllowed(amount, context) && amount.inCents() % 100 == 0);
    // Basic-strategy players double for the full wager (exam rounds are dealt again from their seeds).
    StrategyPlayers strategy(marylandProfile(6), 0.0, 11);
    QCOMPARE(strategy.doubleFor(context), Money::dollars(25));
}

QTEST_GUILESS_MAIN(TestDoubleForLess)
#include "tst_double_for_less.moc"

// Decks, the seeded shuffle, the cut, the cover card and the discard rack.
#include "core/rules/shoe.h"
#include "test_support.h"

Q_DECLARE_METATYPE(s21::RuleProfile)

#include <QtTest>

#include <algorithm>
#include <array>
#include <map>

using namespace s21;

class TestShoe : public QObject {
    Q_OBJECT
private slots:
    void spanishDeckHasNoTens();
    void blackjackDeckHasFiftyTwoCards();
    void shoeSizes_data();
    void shoeSizes();
    void seededShuffleIsPinned();
    void shuffleIsAPermutation();
    void shuffleIsUniformOverPermutations();
    void shuffleIsUniformOverPositions();
    void boundedRandomIsUnbiased();
    void cutLimits_data();
    void cutLimits();
    void cutMovesTopToBottom();
    void coverCardDepth_data();
    void coverCardDepth();
    void coverCardReached();
    void aShoeWithholdsTheCardsAfterThoseUsed();
    void aWithheldCardIsNeverDealtNorShown();
    void discardRackKeepsPickupOrder();
};

void TestShoe::spanishDeckHasNoTens()
{
    // MD-S21 3.B, MA-S21 2(a): 48 cards, the 10 of each suit removed.
    const auto deck = newDeck(Game::Spanish21);
    QCOMPARE(int(deck.size()), 48);
    QVERIFY(std::none_of(deck.begin(), deck.end(), [](Card c) { return c.rank == Rank::Ten; }));
    std::vector<int> seen(52, 0);
    for (Card c : deck)
        ++seen[static_cast<std::size_t>(cardIndex(c))];
    QCOMPARE(int(std::count(seen.begin(), seen.end(), 1)), 48);
}

void TestShoe::blackjackDeckHasFiftyTwoCards()
{
    // MD-BJ 3.E: 2 to 10 at face value, J, Q, K ten: every card of a deck once, the four 10s with them.
    const auto deck = newDeck(Game::Blackjack);
    QCOMPARE(int(deck.size()), 52);
    QCOMPARE(int(std::count_if(deck.begin(), deck.end(), [](Card c) { return c.rank == Rank::Ten; })), 4);
    std::vector<int> seen(52, 0);
    for (Card c : deck)
        ++seen[static_cast<std::size_t>(cardIndex(c))];
    QCOMPARE(int(std::count(seen.begin(), seen.end(), 1)), 52);
    // Sixteen 10-value cards a deck against the Spanish deck's twelve.
    QCOMPARE(int(std::count_if(deck.begin(), deck.end(), [](Card c) { return isTenValue(c); })), 16);
}

void TestShoe::shoeSizes_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<RuleProfile>("profile");
    QTest::addColumn<int>("cards");
    QTest::newRow("six decks (MD-S21 3.A)") << marylandProfile(6) << 288;
    QTest::newRow("eight decks (MA-S21 2(a))") << massachusettsProfile(8) << 384;
    QTest::newRow("blackjack, one deck (MD-BJ 3.A, 3.E)") << marylandBlackjackProfile(1) << 52;
    QTest::newRow("blackjack, six decks") << marylandBlackjackProfile(6) << 312;
    QTest::newRow("blackjack, eight decks") << marylandBlackjackProfile(8) << 416;
    // clang-format on
}

void TestShoe::shoeSizes()
{
    QFETCH(RuleProfile, profile);
    QFETCH(int, cards);
    QCOMPARE(int(shoeCards(profile).size()), cards);
    QCOMPARE(int(shuffledCards(profile, 7).size()), cards);
}

void TestShoe::seededShuffleIsPinned()
{
    // Golden values: if this changes, every recorded session and scenario seed deals differently.
    const auto firstTwelve = [](std::vector<Card> cards) {
        cards.resize(12);
        return QString::fromStdString(notation(cards));
    };
    QCOMPARE(firstTwelve(shuffledCards(marylandProfile(6), 1)), QString("5C AD QD AC 7C 4H 3C 9D AC 9S KC 7S"));
    QCOMPARE(firstTwelve(shuffledCards(marylandProfile(8), 20261125)), QString("5D 2S 2C 6D 4H JD 3D KD 5D 6H QD 7C"));
    Random random(42);
    QCOMPARE(random.next(), std::uint64_t(1546998764402558742ULL));
}

void TestShoe::shuffleIsAPermutation()
{
    auto shuffled = shuffledCards(marylandProfile(8), 99);
    auto sorted = shoeCards(marylandProfile(8));
    const auto byIndex = [](Card a, Card b) { return cardIndex(a) < cardIndex(b); };
    std::sort(shuffled.begin(), shuffled.end(), byIndex);
    std::sort(sorted.begin(), sorted.end(), byIndex);
    QVERIFY(shuffled == sorted);
}

void TestShoe::shuffleIsUniformOverPermutations()
{
    // All 24 orders of four items: chi-square with 23 degrees of freedom. The critical value at
    // p = 0.001 is 49.73; a seeded run makes the test repeatable.
    constexpr int trials = 48000;
    std::map<std::array<int, 4>, int> counts;
    Random random(2026);
    for (int t = 0; t < trials; ++t) {
        std::array<int, 4> items{0, 1, 2, 3};
        shuffle(std::span<int>(items), random);
        ++counts[items];
    }
    QCOMPARE(int(counts.size()), 24);
    const double expected = trials / 24.0;
    double chiSquare = 0;
    for (const auto& [order, count] : counts)
        chiSquare += (count - expected) * (count - expected) / expected;
    QVERIFY2(chiSquare < 49.73, qPrintable(QString("chi-square %1").arg(chiSquare)));
}

void TestShoe::shuffleIsUniformOverPositions()
{
    // Where the first card of a new deck lands among 48 positions: chi-square with 47 degrees of
    // freedom, critical value 82.72 at p = 0.001.
    constexpr int trials = 24000;
    std::vector<int> landed(48, 0);
    Random random(7);
    for (int t = 0; t < trials; ++t) {
        auto deck = newDeck(Game::Spanish21);
        shuffle(std::span<Card>(deck), random);
        const auto at = std::find(deck.begin(), deck.end(), Card{Rank::Ace, Suit::Clubs}) - deck.begin();
        ++landed[static_cast<std::size_t>(at)];
    }
    const double expected = trials / 48.0;
    double chiSquare = 0;
    for (int count : landed)
        chiSquare += (count - expected) * (count - expected) / expected;
    QVERIFY2(chiSquare < 82.72, qPrintable(QString("chi-square %1").arg(chiSquare)));
}

void TestShoe::boundedRandomIsUnbiased()
{
    // A bound just over 2^63 makes modulo reduction badly biased (values below 2^64 - bound twice
    // as likely); rejection keeps the lower and upper halves equally likely.
    const std::uint64_t bound = (std::uint64_t(1) << 63) + (std::uint64_t(1) << 62);
    Random random(5);
    int low = 0;
    constexpr int trials = 20000;
    for (int t = 0; t < trials; ++t) {
        const auto value = random.below(bound);
        QVERIFY(value < bound);
        low += value < bound / 2 ? 1 : 0;
    }
    QVERIFY2(std::abs(low - trials / 2) < 4 * 71, qPrintable(QString::number(low))); // 4 sigma
}

void TestShoe::cutLimits_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<bool>("massachusetts");
    QTest::addColumn<int>("cardsAbove");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD 10 from the top") << false << 10 << true << "MD-S21 5.E";
    QTest::newRow("MD 9 from the top") << false << 9 << false << "MD-S21 5.E";
    QTest::newRow("MD 10 from the bottom") << false << 278 << true << "MD-S21 5.E";
    QTest::newRow("MD 9 from the bottom") << false << 279 << false << "MD-S21 5.E";
    QTest::newRow("MA one deck from the top") << true << 48 << true << "MA-S21 4(e)";
    QTest::newRow("MA 47 from the top") << true << 47 << false << "MA-S21 4(e)";
    QTest::newRow("MA 47 from the bottom") << true << 241 << false << "MA-S21 4(e)";
    // clang-format on
}

void TestShoe::cutLimits()
{
    QFETCH(bool, massachusetts);
    QFETCH(int, cardsAbove);
    QFETCH(bool, legal);
    const RuleProfile profile = massachusetts ? massachusettsProfile(6) : marylandProfile(6);
    QCOMPARE(legalCuts(288, profile.cutCard).contains(cardsAbove), legal);
}

void TestShoe::cutMovesTopToBottom()
{
    // MD-S21 5.E(1): the cards above the cut go to the bottom.
    const auto stack = test::cards("AS 2S 3S 4S 5S");
    QCOMPARE(QString::fromStdString(notation(cutStack(stack, 2))), QString("3S 4S 5S AS 2S"));
}

void TestShoe::coverCardDepth_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<int>("cardsBehind");
    QTest::addColumn<bool>("legal");
    QTest::newRow("exactly a quarter (72 of 288)") << 72 << true;
    QTest::newRow("one short of a quarter") << 71 << false;
    QTest::newRow("half way") << 144 << true;
    // clang-format on
}

void TestShoe::coverCardDepth()
{
    // MD-S21 5.E(2), MA-S21 4(e): at least a quarter of the way in from the bottom.
    QFETCH(int, cardsBehind);
    QFETCH(bool, legal);
    QCOMPARE(legalCoverCardDepths(288).contains(cardsBehind), legal);
}

void TestShoe::coverCardReached()
{
    // MD-S21 7.C: the cover card appears after the cards in front of it are dealt.
    Shoe shoe(test::cards("AS 2S 3S 4S"), 2);
    QCOMPARE(shoe.draw(), test::card("AS"));
    QVERIFY(!shoe.coverCardReached());
    QCOMPARE(shoe.draw(), test::card("2S"));
    QVERIFY(shoe.coverCardReached());
    QCOMPARE(shoe.remaining(), 2);
    QCOMPARE(QString::fromStdString(notation(shoe.undealt())), QString("3S 4S"));

    Shoe stacked = Shoe::stacked(test::cards("AS 2S"));
    stacked.draw();
    stacked.draw();
    QVERIFY(stacked.empty());
    QVERIFY(!stacked.coverCardReached());
}

void TestShoe::aShoeWithholdsTheCardsAfterThoseUsed()
{
    Shoe whole(test::cards("AS 2S 3S 4S 5S 6S 7S 8S"), 6);
    whole.turnFaceUp(1);
    whole.turnFaceUp(5);
    whole.draw(); // dealt before the round: the round's shoe starts at 2S
    const Shoe kept = withholdAfter(whole, 3);
    const ShoeContents contents = kept.contents();
    QCOMPARE(QString::fromStdString(notation(contents.cards)), QString("2S 3S 4S"));
    QCOMPARE(contents.withheld, 4);
    QCOMPARE(contents.faceUpPositions, std::vector<int>{0}); // 2S; 6S lies among the withheld
    QCOMPARE(contents.cardsBeforeCoverCard, 5);              // the cover card's place, among the withheld
    // It counts and reaches the cover card exactly as the whole shoe does.
    Shoe replayed = Shoe::resumed(contents);
    QCOMPARE(replayed.remaining(), whole.remaining());
    for (int card = 0; card < 3; ++card) {
        QCOMPARE(replayed.nextIsFaceUp(), whole.nextIsFaceUp());
        QCOMPARE(replayed.draw(), whole.draw());
        QCOMPARE(replayed.remaining(), whole.remaining());
        QCOMPARE(replayed.empty(), whole.empty());
        QCOMPARE(replayed.cardsBeforeCoverCard(), whole.cardsBeforeCoverCard());
        QCOMPARE(replayed.coverCardReached(), whole.coverCardReached());
    }
    // Nothing used: every card withheld; all used: none.
    QCOMPARE(withholdAfter(whole, 0).withheld(), whole.remaining());
    QCOMPARE(withholdAfter(whole, whole.remaining()).withheld(), 0);
    QCOMPARE(withholdAfter(whole, whole.remaining()).undealt(), whole.undealt());
}

void TestShoe::aWithheldCardIsNeverDealtNorShown()
{
    Shoe shoe = withholdAfter(Shoe(test::cards("AS 2S 3S"), 2), 1);
    QCOMPARE(shoe.unseen(), 3);
    QCOMPARE(shoe.shownNext()->card, test::card("AS"));
    QCOMPARE(shoe.unseen(), 3); // shown on the table, not looked at by a rule
    QCOMPARE(shoe.peek(), test::card("AS"));
    QCOMPARE(shoe.unseen(), 2);
    QCOMPARE(shoe.draw(), test::card("AS"));
    QVERIFY(!shoe.coverCardReached());
    QCOMPARE(shoe.remaining(), 2);
    QVERIFY(!shoe.empty());
    QVERIFY(!shoe.shownNext());
    QVERIFY_THROWS_EXCEPTION(CardNotHeld, shoe.peek());
    QVERIFY_THROWS_EXCEPTION(CardNotHeld, shoe.nextIsFaceUp());
    QVERIFY_THROWS_EXCEPTION(CardNotHeld, shoe.draw());
    QVERIFY_THROWS_EXCEPTION(CardNotHeld, shoe.undealt());
    QCOMPARE(shoe.remaining(), 2); // nothing invented, nothing lost
    Shoe empty = Shoe::stacked(test::cards("AS"));
    empty.draw();
    QVERIFY_THROWS_EXCEPTION(CardNotHeld, empty.draw());
}

void TestShoe::discardRackKeepsPickupOrder()
{
    // MD-S21 7.T, MA-S21 7(h): hands can be reconstructed from the rack.
    DiscardRack rack;
    rack.place(DiscardSource::Burn, 0, 0, test::cards("9H"));
    rack.place(DiscardSource::PlayerHand, 7, 0, test::cards("KS 7D"));
    rack.place(DiscardSource::PlayerHand, 3, 1, test::cards("8S 3D KH"));
    rack.place(DiscardSource::DealerHand, 0, 0, test::cards("QS 8D"));
    QCOMPARE(rack.cardCount(), 8);
    QCOMPARE(rack.groups()[2].seat, 3);
    QCOMPARE(QString::fromStdString(notation(rack.groups()[2].cards)), QString("8S 3D KH"));
    QCOMPARE(QString::fromStdString(notation(rack.cards())), QString("9H KS 7D 8S 3D KH QS 8D"));
    // Emptied and used again (round after round), it shows only the new groups.
    rack.clear();
    QCOMPARE(rack.groups().size(), std::size_t(0));
    rack.place(DiscardSource::PlayerHand, 2, 0, test::cards("AS"));
    rack.place(DiscardSource::DealerHand, test::card("5C"));
    QCOMPARE(rack.groups().size(), std::size_t(2));
    QCOMPARE(rack.groups()[0].seat, 2);
    QCOMPARE(rack.groups()[1].source, DiscardSource::DealerHand);
    QCOMPARE(rack.cardCount(), 2);
    QCOMPARE(QString::fromStdString(notation(rack.cards())), QString("AS 5C"));
}

QTEST_GUILESS_MAIN(TestShoe)
#include "tst_shoe.moc"

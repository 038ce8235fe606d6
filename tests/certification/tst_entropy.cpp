// The operating system's randomness for exams: a secret shuffle holds every card of the shoe once,
// two shuffles differ, and bounded draws stay in their bounds (a bound out of range is refused).
#include "certification/entropy.h"

#include "core/rules/shoe.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace s21;

class TestEntropy : public QObject {
    Q_OBJECT
private slots:
    void aSecretShuffleIsAShuffleOfTheShoe()
    {
        for (int decks : {6, 8}) {
            std::vector<Card> shuffled = certification::secretlyShuffledCards(marylandProfile(decks));
            std::vector<Card> ordered = shoeCards(marylandProfile(decks));
            QCOMPARE(shuffled.size(), ordered.size());
            QVERIFY(shuffled != ordered);
            auto byCard = [](Card a, Card b) { return notation(a) < notation(b); };
            std::sort(shuffled.begin(), shuffled.end(), byCard);
            std::sort(ordered.begin(), ordered.end(), byCard);
            QVERIFY(shuffled == ordered);
        }
        // 288! orders: two shuffles that agree would be a broken source.
        QVERIFY(certification::secretlyShuffledCards(marylandProfile(6)) !=
                certification::secretlyShuffledCards(marylandProfile(6)));
        // A blackjack exam's secret shoe holds the 10s too (MD-BJ 3.E).
        const std::vector<Card> blackjack = certification::secretlyShuffledCards(marylandBlackjackProfile(6));
        QCOMPARE(int(blackjack.size()), 6 * 52);
        QCOMPARE(int(std::count_if(blackjack.begin(), blackjack.end(), [](Card c) { return c.rank == Rank::Ten; })),
                 24);
        QVERIFY(!(certification::entropySeed() == certification::entropySeed()));
    }

    // An exam's seeds are 128 bits: both halves drawn, the high one never 0 (a 64-bit seed), and the
    // bits of both halves vary from draw to draw.
    void seedsAreOneHundredAndTwentyEightBits()
    {
        std::uint64_t lowOnes = 0, lowZeros = 0, highOnes = 0, highZeros = 0;
        for (int draw = 0; draw < 64; ++draw) {
            const Seed seed = certification::entropySeed();
            QVERIFY(seed.high != 0);
            lowOnes |= seed.low;
            lowZeros |= ~seed.low;
            highOnes |= seed.high;
            highZeros |= ~seed.high;
        }
        // Each of the 128 bits was seen both set and clear: a stuck bit would be a broken source
        // (each bit's chance to look stuck over 64 draws: 2^-63).
        QCOMPARE(lowOnes & lowZeros, ~std::uint64_t{0});
        QCOMPARE(highOnes & highZeros, ~std::uint64_t{0});
    }

    void drawsStayInTheirBounds()
    {
        std::set<std::uint64_t> seen;
        for (int i = 0; i < 2000; ++i) {
            const std::uint64_t drawn = certification::entropyBelow(7);
            QVERIFY(drawn < 7);
            seen.insert(drawn);
        }
        QCOMPARE(seen.size(), std::size_t{7}); // each value turns up in 2,000 draws
        QCOMPARE(certification::entropyBelow(1), std::uint64_t{0});
        QVERIFY(certification::entropyBelow(std::uint64_t{1} << 32) < (std::uint64_t{1} << 32));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, certification::entropyBelow(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, certification::entropyBelow((std::uint64_t{1} << 32) + 1));
    }
};

QTEST_MAIN(TestEntropy)
#include "tst_entropy.moc"

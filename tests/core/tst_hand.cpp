// Hand totals, blackjack, bust, 21 in n cards, pairs and the 6-7-8 / 7-7-7 patterns.
#include "core/rules/hand.h"
#include "test_support.h"

#include <QtTest>

using namespace s21;
using s21::test::hand;

Q_DECLARE_METATYPE(s21::BonusPattern)
Q_DECLARE_METATYPE(s21::SuitClass)

class TestHand : public QObject {
    Q_OBJECT
private slots:
    void totals_data();
    void totals();
    void blackjack_data();
    void blackjack();
    void twentyOneInCards_data();
    void twentyOneInCards();
    void pairs_data();
    void pairs();
    void patterns_data();
    void patterns();
};

void TestHand::totals_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("hard");
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("soft");
    QTest::addColumn<bool>("bust");
    QTest::addColumn<QString>("section");
    QTest::newRow("hard 17") << "9S 8H" << 17 << 17 << false << false << "MD-S21 1.B(3)";
    QTest::newRow("soft 17") << "AS 6H" << 7 << 17 << true << false << "MD-S21 1.B(5)";
    QTest::newRow("ace back to 1") << "AS 6H 9D" << 16 << 16 << false << false << "MD-S21 3.D(3)";
    QTest::newRow("two aces") << "AS AH" << 2 << 12 << true << false << "MA-S21 2(b)(3)";
    QTest::newRow("soft 21 in three") << "AS 5H 5D" << 11 << 21 << true << false << "MD-S21 3.D(3)";
    QTest::newRow("bust 22") << "KS QH 2D" << 22 << 22 << false << true << "MD-S21 7.O(1)";
    QTest::newRow("ace cannot save a bust") << "KS QH AD AC" << 22 << 22 << false << true << "MD-S21 3.D(3)";
    QTest::newRow("all 1-valued aces") << "AS AH AD AC 7S" << 11 << 21 << true << false << "MA-S21 1 Hard total";
    // clang-format on
}

void TestHand::totals()
{
    QFETCH(QString, cards);
    QFETCH(int, hard);
    QFETCH(int, total);
    QFETCH(bool, soft);
    QFETCH(bool, bust);
    const Hand h = hand(cards);
    QCOMPARE(h.hardTotal(), hard);
    QCOMPARE(h.total(), total);
    QCOMPARE(h.isSoft(), soft);
    QCOMPARE(h.isBust(), bust);
}

void TestHand::blackjack_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("split");
    QTest::addColumn<bool>("splitHandsCanMakeBlackjack");
    QTest::addColumn<bool>("blackjack");
    QTest::addColumn<QString>("section");
    QTest::newRow("ace king") << "AS KH" << false << false << true << "MD-S21 1.B(1)";
    QTest::newRow("jack ace") << "JD AC" << false << false << true << "MD-S21 1.B(1)";
    QTest::newRow("three-card 21 is not") << "AS 5H 5D" << false << false << false << "MD-S21 1.B(1)";
    QTest::newRow("split ace+K, MA rule") << "AS KH" << true << false << false << "MA-S21 1";
    QTest::newRow("split ace+K where allowed") << "AS KH" << true << true << true << "profile setting";
    QTest::newRow("ace nine is 20") << "AS 9H" << false << true << false << "MD-S21 1.B(1)";
    // clang-format on
}

void TestHand::blackjack()
{
    QFETCH(QString, cards);
    QFETCH(bool, split);
    QFETCH(bool, splitHandsCanMakeBlackjack);
    QFETCH(bool, blackjack);
    const Hand h = hand(cards, split ? HandOrigin::FromSplit : HandOrigin::Initial);
    QCOMPARE(h.isBlackjack(splitHandsCanMakeBlackjack), blackjack);
}

void TestHand::twentyOneInCards_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("cards");
    QTest::addColumn<int>("atLeast");
    QTest::addColumn<bool>("expected");
    QTest::newRow("5-card 21") << "2S 3H 4D 5C 7S" << 5 << true;
    QTest::newRow("5-card 21 is also 21 in 3+") << "2S 3H 4D 5C 7S" << 3 << true;
    QTest::newRow("4-card 21 is not 5+") << "2S 3H 7D 9C" << 5 << false;
    QTest::newRow("5 cards not 21") << "2S 3H 4D 5C 6S" << 5 << false;
    // clang-format on
}

void TestHand::twentyOneInCards()
{
    QFETCH(QString, cards);
    QFETCH(int, atLeast);
    QFETCH(bool, expected);
    QCOMPARE(hand(cards).isTwentyOneInAtLeast(atLeast), expected);
}

void TestHand::pairs_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("pair");
    QTest::addColumn<QString>("section");
    QTest::newRow("8 8") << "8S 8H" << true << "MD-S21 11.A";
    QTest::newRow("K Q identical in value") << "KS QH" << true << "MA-S21 10(a)";
    QTest::newRow("A A") << "AS AH" << true << "MD-S21 11.D";
    QTest::newRow("8 9") << "8S 9H" << false << "MD-S21 11.A";
    QTest::newRow("three cards are not a pair") << "8S 8H 8D" << false << "MD-S21 11.A initial two cards";
    // clang-format on
}

void TestHand::pairs()
{
    QFETCH(QString, cards);
    QFETCH(bool, pair);
    QCOMPARE(hand(cards).isSplittablePair(), pair);
}

void TestHand::patterns_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("cards");
    QTest::addColumn<BonusPattern>("pattern");
    QTest::addColumn<SuitClass>("suits");
    QTest::addColumn<QString>("section");
    QTest::newRow("678 mixed") << "6S 7H 8D" << BonusPattern::SixSevenEight << SuitClass::Mixed << "MD-S21 12.B(1)";
    QTest::newRow("876 any order, suited") << "8H 6H 7H" << BonusPattern::SixSevenEight << SuitClass::Suited << "MD-S21 12.B(2)";
    QTest::newRow("678 spades") << "7S 6S 8S" << BonusPattern::SixSevenEight << SuitClass::Spades << "MD-S21 12.B(3)";
    QTest::newRow("777 two suits is mixed") << "7S 7S 7H" << BonusPattern::SevenSevenSeven << SuitClass::Mixed << "MD-S21 12.B(4)";
    QTest::newRow("777 suited") << "7D 7D 7D" << BonusPattern::SevenSevenSeven << SuitClass::Suited << "MD-S21 12.B(5)";
    QTest::newRow("777 spades") << "7S 7S 7S" << BonusPattern::SevenSevenSeven << SuitClass::Spades << "MD-S21 12.B(6)";
    QTest::newRow("668 is nothing") << "6S 6H 8D" << BonusPattern::None << SuitClass::Mixed << "MD-S21 12.B";
    QTest::newRow("four cards are not a 777") << "7S 7S 7S AS" << BonusPattern::None << SuitClass::Spades << "MA-S21 5(f)(3) three cards";
    // clang-format on
}

void TestHand::patterns()
{
    QFETCH(QString, cards);
    QFETCH(BonusPattern, pattern);
    QFETCH(SuitClass, suits);
    const Hand h = hand(cards);
    QCOMPARE(h.bonusPattern(), pattern);
    QCOMPARE(h.suitClass(), suits);
}

QTEST_GUILESS_MAIN(TestHand)
#include "tst_hand.moc"

// Cards, their values and their notation (MD-S21 3.D, MA-S21 2(b)).
#include "core/rules/card.h"

#include "test_support.h"

#include <QtTest>

using namespace s21;

class TestCard : public QObject {
    Q_OBJECT
private slots:
    void pointValues_data();
    void pointValues();
    void notationRoundTrip();
    void parsesTenBothWays();
    void rejectsBadNotation_data();
    void rejectsBadNotation();
    void identicalInValue_data();
    void identicalInValue();
};

void TestCard::pointValues_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("notation");
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("section");
    QTest::newRow("ace counts 1 before the hand decides") << "AS" << 1 << "MD-S21 3.D(3)";
    QTest::newRow("two") << "2H" << 2 << "MD-S21 3.D(1)";
    QTest::newRow("nine") << "9C" << 9 << "MD-S21 3.D(1)";
    QTest::newRow("jack") << "JD" << 10 << "MD-S21 3.D(2)";
    QTest::newRow("queen") << "QH" << 10 << "MA-S21 2(b)(2)";
    QTest::newRow("king") << "KS" << 10 << "MD-S21 3.D(2)";
    // clang-format on
}

void TestCard::pointValues()
{
    QFETCH(QString, notation);
    QFETCH(int, value);
    QCOMPARE(pointValue(*parseCard(notation.toStdString())), value);
}

void TestCard::notationRoundTrip()
{
    for (Suit suit : kAllSuits)
        for (int r = 1; r <= 13; ++r) {
            const Card c{static_cast<Rank>(r), suit};
            QCOMPARE(parseCard(notation(c)).value(), c);
        }
    QCOMPARE(QString::fromStdString(notation(parseCards("7s, 7h 7D").value())), QString("7S 7H 7D"));
}

void TestCard::parsesTenBothWays()
{
    QCOMPARE(parseCard("10C").value(), parseCard("TC").value());
    QCOMPARE(parseCard("TC")->rank, Rank::Ten);
}

void TestCard::rejectsBadNotation_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("offset");
    QTest::newRow("unknown suit") << "7S 7X" << 3;
    QTest::newRow("unknown rank") << "1S" << 0;
    QTest::newRow("missing suit") << "AS K" << 3;
    QTest::newRow("eleven") << "11H" << 0;
    // clang-format on
}

void TestCard::rejectsBadNotation()
{
    QFETCH(QString, text);
    QFETCH(int, offset);
    const auto cards = parseCards(text.toStdString());
    QVERIFY(!cards);
    QCOMPARE(static_cast<int>(cards.error().offset), offset);
}

void TestCard::identicalInValue_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("pair");
    QTest::addColumn<bool>("identical");
    QTest::addColumn<QString>("section");
    QTest::newRow("K and J are identical in value") << "KS JD" << true << "MD-S21 11.A";
    QTest::newRow("two eights") << "8S 8D" << true << "MA-S21 10(a)";
    QTest::newRow("ace and nine differ") << "AS 9D" << false << "MD-S21 11.A";
    QTest::newRow("two aces") << "AS AH" << true << "MD-S21 11.D";
    // clang-format on
}

void TestCard::identicalInValue()
{
    QFETCH(QString, pair);
    QFETCH(bool, identical);
    const auto c = parseCards(pair.toStdString()).value();
    QCOMPARE(s21::identicalInValue(c[0], c[1]), identical);
}

QTEST_GUILESS_MAIN(TestCard)
#include "tst_card.moc"

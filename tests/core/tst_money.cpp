// Money in integer cents, odds, and chips ("the next unit that can be wagered in chips",
// MD-S21 8.C, MA-S21 11(b)).
#include "core/base/money.h"
#include "test_support.h"

#include <QtTest>

using namespace s21;
using s21::test::dollars;

class TestMoney : public QObject {
    Q_OBJECT
private slots:
    void formats_data();
    void formats();
    void parses_data();
    void parses();
    void payoutAtOdds_data();
    void payoutAtOdds();
    void chipUnitAndRounding_data();
    void chipUnitAndRounding();
    void chipStack();
    void largeAmountsNeedNoTable();
};

void TestMoney::formats_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<qint64>("cents");
    QTest::addColumn<QString>("text");
    QTest::newRow("whole") << qint64(500) << "$5";
    QTest::newRow("half") << qint64(750) << "$7.50";
    QTest::newRow("cents") << qint64(1005) << "$10.05";
    QTest::newRow("thousands") << qint64(500000) << "$5,000";
    QTest::newRow("negative") << qint64(-250) << "-$2.50";
    // clang-format on
}

void TestMoney::formats()
{
    QFETCH(qint64, cents);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatMoney(Money::cents(cents))), text);
}

void TestMoney::parses_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qint64>("cents");
    QTest::newRow("dollar sign") << "$7.50" << true << qint64(750);
    QTest::newRow("one decimal") << "7.5" << true << qint64(750);
    QTest::newRow("thousands") << "1,000" << true << qint64(100000);
    QTest::newRow("plain") << "25" << true << qint64(2500);
    QTest::newRow("three decimals") << "1.005" << false << qint64(0);
    QTest::newRow("words") << "five" << false << qint64(0);
    QTest::newRow("trailing dot") << "5." << false << qint64(0);
    QTest::newRow("empty") << "" << false << qint64(0);
    QTest::newRow("grouped millions") << "$12,345,678.90" << true << qint64(1234567890);
    QTest::newRow("short first group") << "1,000,000" << true << qint64(100000000);
    QTest::newRow("commas anywhere") << "$1,0,0" << false << qint64(0);
    QTest::newRow("decimal comma") << "7,50" << false << qint64(0);
    QTest::newRow("long first group") << "1000,000" << false << qint64(0);
    QTest::newRow("leading comma") << ",100" << false << qint64(0);
    QTest::newRow("trailing comma") << "100," << false << qint64(0);
    QTest::newRow("comma in cents") << "1.0,0" << false << qint64(0);
    QTest::newRow("sign") << "-5" << false << qint64(0);
    QTest::newRow("space") << "$ 5" << false << qint64(0);
    QTest::newRow("too large") << "1000000000001" << false << qint64(0);
    QTest::newRow("largest") << "$1,000,000,000,000" << true << qint64(100000000000000);
    // clang-format on
}

void TestMoney::parses()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(qint64, cents);
    const auto parsed = parseMoney(text.toStdString());
    QCOMPARE(parsed.has_value(), ok);
    if (ok)
        QCOMPARE(parsed->inCents(), cents);
}

void TestMoney::payoutAtOdds_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<double>("wager");
    QTest::addColumn<int>("win");
    QTest::addColumn<int>("stake");
    QTest::addColumn<double>("paid");
    QTest::newRow("even money") << 10.0 << 1 << 1 << 10.0;
    QTest::newRow("3 to 2 on $5") << 5.0 << 3 << 2 << 7.5;
    QTest::newRow("3 to 2 on $25") << 25.0 << 3 << 2 << 37.5;
    QTest::newRow("12 to 1") << 5.0 << 12 << 1 << 60.0;
    QTest::newRow("3 to 2 on $0.01 drops the half cent") << 0.01 << 3 << 2 << 0.01;
    // clang-format on
}

void TestMoney::payoutAtOdds()
{
    QFETCH(double, wager);
    QFETCH(int, win);
    QFETCH(int, stake);
    QFETCH(double, paid);
    QCOMPARE(s21::payoutAt(dollars(wager), Odds{win, stake}), dollars(paid));
}

void TestMoney::chipUnitAndRounding_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("chips");
    QTest::addColumn<double>("amount");
    QTest::addColumn<double>("unit");
    QTest::addColumn<double>("roundedUp");
    QTest::newRow("$1 chips: $2.50 rounds to $3") << "1 5 25" << 2.5 << 1.0 << 3.0;
    QTest::newRow("$2.50 chips make $2.50") << "1 2.5 5" << 2.5 << 0.5 << 2.5;
    QTest::newRow("$5 chips only: $7.50 rounds to $10") << "5 25" << 7.5 << 5.0 << 10.0;
    QTest::newRow("exact amount unchanged") << "1 5" << 12.0 << 1.0 << 12.0;
    QTest::newRow("$25 chips: $40 rounds to $50") << "25 100" << 40.0 << 25.0 << 50.0;
    // clang-format on
}

void TestMoney::chipUnitAndRounding()
{
    QFETCH(QString, chips);
    QFETCH(double, amount);
    QFETCH(double, unit);
    QFETCH(double, roundedUp);
    std::vector<Money> denominations;
    for (const QString& d : chips.split(' '))
        denominations.push_back(dollars(d.toDouble()));
    const ChipSet set(denominations);
    QCOMPARE(set.unit(), dollars(unit));
    QCOMPARE(set.roundUpToChips(dollars(amount)), dollars(roundedUp));
}

void TestMoney::chipStack()
{
    const ChipSet set({dollars(1), dollars(5), dollars(25), dollars(100)});
    const std::vector<Money> expected{dollars(25), dollars(5), dollars(5), dollars(1), dollars(1)};
    QCOMPARE(set.stackFor(dollars(37)), expected);
    QVERIFY(set.stackFor(dollars(2.5)).empty());
    // Greedy would take $2.50 first and fail; the stack backs off to make $4 from $1 chips.
    const ChipSet odd({dollars(1), dollars(2.5)});
    const std::vector<Money> four{dollars(1), dollars(1), dollars(1), dollars(1)};
    QCOMPARE(odd.stackFor(dollars(4)), four);
}

void TestMoney::largeAmountsNeedNoTable()
{
    // Past Schur's bound every multiple of the unit can be made; no table the size of the amount.
    QVERIFY(ChipSet({Money::cents(1)}).canMake(dollars(100000000)));
    const ChipSet fives({dollars(5), dollars(25)});
    QVERIFY(fives.canMake(dollars(1000000)));
    QVERIFY(!fives.canMake(dollars(1000001)));
    const ChipSet oddPair({dollars(3), dollars(5)});
    QVERIFY(!oddPair.canMake(dollars(7))); // the Frobenius number of 3 and 5
    QVERIFY(oddPair.canMake(dollars(8)));
    QVERIFY(oddPair.canMake(dollars(11)));
}

QTEST_GUILESS_MAIN(TestMoney)
#include "tst_money.moc"

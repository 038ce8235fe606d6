// The one convention for numbers typed by people: the whole text, digits only, within a range.
#include "core/base/number_text.h"

#include <QtTest>

using namespace s21;

class TestNumberText : public QObject {
    Q_OBJECT
private slots:
    void integers_data();
    void integers();
    void unsignedAndDecimal();
};

void TestNumberText::integers_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qint64>("value");
    QTest::newRow("plain") << "7" << true << qint64(7);
    QTest::newRow("negative") << "-3" << true << qint64(-3);
    QTest::newRow("below range") << "-11" << false << qint64(0);
    QTest::newRow("above range") << "1001" << false << qint64(0);
    QTest::newRow("exponent") << "1e20" << false << qint64(0);
    QTest::newRow("fraction") << "7.9" << false << qint64(0);
    QTest::newRow("plus") << "+5" << false << qint64(0);
    QTest::newRow("space") << " 5" << false << qint64(0);
    QTest::newRow("trailing") << "5x" << false << qint64(0);
    QTest::newRow("empty") << "" << false << qint64(0);
    QTest::newRow("minus alone") << "-" << false << qint64(0);
    QTest::newRow("overflow") << "99999999999999999999999" << false << qint64(0);
    // clang-format on
}

void TestNumberText::integers()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(qint64, value);
    const auto parsed = parseInteger(text.toStdString(), -10, 1000);
    QCOMPARE(parsed.has_value(), ok);
    if (ok)
        QCOMPARE(*parsed, value);
}

void TestNumberText::unsignedAndDecimal()
{
    QCOMPARE(parseUnsigned("18446744073709551615").value_or(0), 18446744073709551615ULL);
    QVERIFY(!parseUnsigned("-1"));
    QVERIFY(!parseUnsigned("18446744073709551616"));
    QVERIFY(!parseUnsigned("10", 9));
    QCOMPARE(parseDecimal("0.05", 0, 1).value_or(-1), 0.05);
    QCOMPARE(parseDecimal("1", 0, 1).value_or(-1), 1.0);
    for (const char* bad : {"1.5", "-0.1", ".5", "5.", "1e-2", "nan", "inf", "0,5", ""})
        QVERIFY2(!parseDecimal(bad, 0, 1), bad);
    QCOMPARE(QString::fromStdString(integerRange(1, 7)), QStringLiteral("an integer from 1 to 7"));
}

QTEST_GUILESS_MAIN(TestNumberText)
#include "tst_number_text.moc"

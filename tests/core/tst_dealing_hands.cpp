// Which hand takes each card from the shoe and which places it (MD-S21 7.B(1)-(2), MA-S21 7(b)):
// guidance for guided practice. Maryland lets the dealer deal any card to the two places nearest
// the shoe with the same hand; Massachusetts only hit cards. The section is the jurisdiction's.
#include "round_harness.h"

#include "core/round/dealing_hands.h"

using namespace s21;
using namespace s21::test;

class TestDealingHands : public QObject {
    Q_OBJECT
private slots:
    void eachCardOnTheLayoutHasItsHands_data();
    void eachCardOnTheLayoutHasItsHands();
    void noOtherActionHasHands();
};

namespace {

// The guidance for the step due next, after taking every step before the first that starts with
// `prefix` ("deal s1", "hole"); `skip` steps with that prefix are taken first.
QString handsAt(Table& table, const QString& prefix, int skip = 0)
{
    for (int i = 0; i <= skip; ++i) {
        if (i > 0)
            table.takeNext();
        table.advanceUntil(prefix);
    }
    const auto hands = dealingHands(table.round().state(), table.round().expected().front());
    return hands ? QString::fromStdString(hands->how.str() + " (" + hands->section.str() + ")") : QString();
}

} // namespace

void TestDealingHands::eachCardOnTheLayoutHasItsHands_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("skip");
    QTest::addColumn<QString>("expected");
    // clang-format off
    QTest::newRow("MD first card, seat 1")  << "MD" << "deal s1" << 0 << "you may place it with the same hand, or with your right. (MD-S21 7.B(1)-(2))";
    QTest::newRow("MD second card, seat 2") << "MD" << "deal s2" << 1 << "seat 2 is one of the two places nearest the shoe";
    QTest::newRow("MD seat 5")              << "MD" << "deal s5" << 0 << "the hand nearest the shoe, and place it with your right. (MD-S21 7.B(1)-(2))";
    QTest::newRow("MD up card")             << "MD" << "deal d"  << 0 << "and place it with your right. (MD-S21 7.B(1)-(2))";
    QTest::newRow("MD hole card")           << "MD" << "hole"    << 0 << "place it face down with your right. (MD-S21 7.B(1)-(2))";
    QTest::newRow("MD hit, seat 1")         << "MD" << "deal s1" << 2 << "you may place it with the same hand";
    QTest::newRow("MA first card, seat 1")  << "MA" << "deal s1" << 0 << "only a hit card may go to seat 1 with the left hand. (MA-S21 7(b))";
    QTest::newRow("MA second card, seat 2") << "MA" << "deal s2" << 1 << "only a hit card may go to seat 2 with the left hand.";
    QTest::newRow("MA seat 5")              << "MA" << "deal s5" << 0 << "turn it face up and place it with your right. (MA-S21 7(b))";
    QTest::newRow("MA up card")             << "MA" << "deal d"  << 0 << "turn it face up and place it with your right. (MA-S21 7(b))";
    QTest::newRow("MA hit, seat 1")         << "MA" << "deal s1" << 2 << "Take the hit card from the shoe with your left hand and turn it face up; to seat 1, one of the first two places, you may place it with the same hand, or with your right. (MA-S21 7(b))";
    // clang-format on
}

void TestDealingHands::eachCardOnTheLayoutHasItsHands()
{
    QFETCH(QString, profile);
    QFETCH(QString, step);
    QFETCH(int, skip);
    QFETCH(QString, expected);
    // Seats 1, 2 and 5: 5S+6S (11: hits, KH makes 21), 9C+9D (18), 8D+7D (15) against 8H 7H.
    Table table(profileNamed(profile), {seat(1, 10), seat(2, 10), seat(5, 10)},
                "5S 9C 8D 8H 6S 9D 7D 7H KH 9H 9S 9S 9S");
    table.script(1, "hit stand").script(2, "stand").script(5, "stand");
    const QString hands = handsAt(table, step, skip);
    QVERIFY2(hands.contains(expected), qPrintable(hands));
}

void TestDealingHands::noOtherActionHasHands()
{
    Table table(profileNamed("MD"), {seat(1, 10)}, "9S 8D 9D 7H 9H 9S 9S 9S");
    table.script(1, "stand");
    table.advanceUntil("pickup");
    QVERIFY(!dealingHands(table.round().state(), table.round().expected().front()));
    QVERIFY(!dealingHands(table.round().state(), DealerAction::burn()));
    QVERIFY(!dealingHands(table.round().state(), DealerAction::deal(Spot::match(1))));
}

QTEST_GUILESS_MAIN(TestDealingHands)
#include "tst_dealing_hands.moc"

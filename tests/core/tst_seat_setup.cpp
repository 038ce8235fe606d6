// A seat's set-up checked in the one place (core/procedure/seat_setup.h): each problem names the
// field at fault, with the message Round's constructor throws.
#include "core/procedure/seat_setup.h"

#include <QtTest>

using namespace s21;

Q_DECLARE_METATYPE(s21::SeatSetup)

namespace {

SeatSetup seat(int number, int wager, int match = 0, int bonusSpin = 0, int bankroll = 1000)
{
    return {number,
            "Player",
            Money::dollars(bankroll),
            Money::dollars(wager),
            Money::dollars(match),
            Money::dollars(bonusSpin)};
}

} // namespace

class TestSeatSetup : public QObject {
    Q_OBJECT
private slots:
    void eachProblemNamesItsField_data();
    void eachProblemNamesItsField();
    void aGoodSeatHasNoProblem();
    void aSeatIsListedOnce();
    void aSeatMayBeNone();
};

void TestSeatSetup::eachProblemNamesItsField_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<SeatSetup>("setup");
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("seat 8") << seat(8, 10) << int(SetupField::Seat)
                            << "seat 8: seats are numbered 1 to 7 (MD-S21 2.A)";
    QTest::newRow("wager over the maximum") << seat(2, 600, 0, 0, 10000) << int(SetupField::Wager)
                                            << "seat 2: the wager $600 is outside the table limits $5-$500";
    // Maryland's texts set no cap: the house's (issue 38).
    QTest::newRow("match over the wager") << seat(1, 10, 15) << int(SetupField::Match)
                                          << "seat 1: a Match-the-Dealer wager is at least $1 and at most the "
                                             "Spanish 21 wager (house rule match_the_dealer.cap_at_base_wager)";
    QTest::newRow("bonus spin not offered") << seat(1, 10, 0, 5) << int(SetupField::BonusSpin)
                                            << "seat 1: this table takes no Bonus Spin wager of $5 (MD-S21BS "
                                               "6.G(2), MA-S21 16(b))";
    QTest::newRow("bankroll") << seat(1, 10, 5, 0, 12) << int(SetupField::Bankroll)
                              << "seat 1: the wagers are more than the player's $12";
    // clang-format on
}

void TestSeatSetup::eachProblemNamesItsField()
{
    QFETCH(SeatSetup, setup);
    QFETCH(int, field);
    QFETCH(QString, message);
    ListedSeats listed{};
    const auto problem = seatSetupProblem(marylandProfile(6), setup, listed);
    QVERIFY(problem);
    QCOMPARE(problem->seat, setup.seat);
    QCOMPARE(int(problem->field), field);
    QCOMPARE(QString::fromStdString(problem->message), message);
}

void TestSeatSetup::aGoodSeatHasNoProblem()
{
    ListedSeats listed{};
    QVERIFY(!seatSetupProblem(marylandProfile(6), seat(3, 10, 5), listed));
    QVERIFY(listed[3]);
}

void TestSeatSetup::aSeatIsListedOnce()
{
    ListedSeats listed{};
    QVERIFY(!seatNumberProblem(3, listed));
    const auto again = seatNumberProblem(3, listed);
    QVERIFY(again);
    QCOMPARE(int(again->field), int(SetupField::Seat));
    QCOMPARE(again->message, std::string("seat 3 is listed twice"));
}

void TestSeatSetup::aSeatMayBeNone()
{
    QVERIFY(!seatOrNoneProblem(0));
    QVERIFY(!seatOrNoneProblem(7));
    QCOMPARE(seatOrNoneProblem(-1)->message, std::string("seat -1: seats are numbered 1 to 7, 0 for none"));
}

QTEST_GUILESS_MAIN(TestSeatSetup)
#include "tst_seat_setup.moc"

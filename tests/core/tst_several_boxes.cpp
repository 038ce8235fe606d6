// A player wagering on more than one box (MD-S21 6.H, MA-S21 14): seats whose player has the same name
// are one player's. The profile says how many boxes one player may wager on and whether they must be
// adjacent; a set-up over the limit is refused unless a player's foul puts the wager there
// (extra-box-wager), which the dealer must refuse before the first card (GAME_PROTECTION when let
// pass, FALSE_CATCH when an honest player's box is refused). The 7-7-7's $50 to "all other players"
// (MD-S21 12.C(3), MA-S21 5(g)) is paid once per player, never for the player's own winning hand.

#include "round_harness.h"

#include "core/procedure/seat_setup.h"

using namespace s21;
using namespace s21::test;

namespace {

SeatSetup seatOf(int number, const char* player, double wager)
{
    SeatSetup setup = seat(number, wager);
    setup.player = player;
    return setup;
}

Fault extraBox(int seatNumber)
{
    Fault fault;
    fault.kind = FaultKind::ExtraBoxWager;
    fault.seat = seatNumber;
    return fault;
}

// s1 9S 3H, s2 5D 7C; dealer 6C, then KD (a hole card in Maryland, no peek under a 6); 16 draws QS and busts.
constexpr const char* kTwoSeatsShoe = "9S 5D 6C 3H 7C KD QS 9H 8S";

} // namespace

class TestSeveralBoxes : public QObject {
    Q_OBJECT
private slots:
    void profileSaysHowManyBoxes();
    void setUpOverTheLimitIsRefused();
    void extraBoxWagerIsRefusedBeforeTheFirstCard_data();
    void extraBoxWagerIsRefusedBeforeTheFirstCard();
    void honestSecondBoxIsNoFoul();
    void envyBonusIsPaidOncePerPlayer();
    void envyBonusPaidPerBoxOrToTheWinnerIsAMistake_data();
    void envyBonusPaidPerBoxOrToTheWinnerIsAMistake();
};

void TestSeveralBoxes::profileSaysHowManyBoxes()
{
    const RuleProfile md = marylandProfile(6);
    QVERIFY(boxesAllowed(md, {3}));
    QVERIFY(boxesAllowed(md, {4, 3}));
    QVERIFY(!boxesAllowed(md, {2, 4}));    // not adjacent
    QVERIFY(!boxesAllowed(md, {2, 3, 4})); // three
    const RuleProfile ma = massachusettsProfile(6);
    QVERIFY(boxesAllowed(ma, {5}));
    QVERIFY(!boxesAllowed(ma, {5, 6})); // one box unless the licensee permits more (MA-S21 14)
    RuleProfile permitted = ma;
    permitted.boxesPerPlayer = 2;
    QVERIFY(validate(permitted).empty());
    QVERIFY(boxesAllowed(permitted, {1, 7})); // MA-S21 14 asks for no adjacent boxes

    RuleProfile apart = md;
    apart.boxesAdjacent = false;
    QCOMPARE(validate(apart).size(), std::size_t(1));
    QVERIFY(QString::fromStdString(validate(apart).front()).contains("MD-S21 6.H"));
    RuleProfile none = md;
    none.boxesPerPlayer = 0;
    QCOMPARE(validate(none).size(), std::size_t(1));
}

void TestSeveralBoxes::setUpOverTheLimitIsRefused()
{
    const auto problem = [](const RuleProfile& profile, std::vector<SeatSetup> seats, std::vector<int> extra = {}) {
        const auto found = boxesProblem(profile, seats, extra);
        return found ? QString::fromStdString(found->message) : QString();
    };
    const RuleProfile md = marylandProfile(6);
    QCOMPARE(problem(md, {seatOf(1, "Ann", 10), seatOf(2, "Ann", 10), seatOf(4, "Bob", 10)}), QString());
    QCOMPARE(problem(md, {seatOf(1, "Ann", 10), seatOf(2, "Bob", 10), seatOf(3, "Ann", 10)}),
             QStringLiteral("seat 3: Ann wagers on seats 1 and 3; this table lets a player wager on at most 2 adjacent "
                            "boxes (MD-S21 6.H)"));
    QCOMPARE(
        problem(massachusettsProfile(6), {seatOf(5, "Ann", 10), seatOf(6, "Ann", 10)}),
        QStringLiteral("seat 6: Ann wagers on seats 5 and 6; this table lets a player wager on one box (MA-S21 14)"));
    // The foul explains the box over the limit; a foul where there is none is refused.
    QCOMPARE(problem(md, {seatOf(1, "Ann", 10), seatOf(2, "Bob", 10), seatOf(3, "Ann", 10)}, {3}), QString());
    QVERIFY(problem(md, {seatOf(1, "Ann", 10), seatOf(2, "Ann", 10)}, {2}).endsWith("no foul"));
    QVERIFY(problem(md, {seatOf(1, "Ann", 10), seatOf(2, "Bob", 10)}, {2}).contains("Bob has no other box"));

    Table refused(md, {seatOf(1, "Ann", 10), seatOf(3, "Ann", 10)}, kTwoSeatsShoe);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, refused.round());
}

void TestSeveralBoxes::extraBoxWagerIsRefusedBeforeTheFirstCard_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("secondSeatsPlayer");
    QTest::addColumn<QString>("section");
    QTest::newRow("Maryland: a third box") << "MD"
                                           << "Ann"
                                           << "MD-S21 6.H";
    QTest::newRow("Maryland: a box apart") << "MD"
                                           << "Bob"
                                           << "MD-S21 6.H";
    QTest::newRow("Massachusetts: a second box") << "MA"
                                                 << "Bob"
                                                 << "MA-S21 14";
}

void TestSeveralBoxes::extraBoxWagerIsRefusedBeforeTheFirstCard()
{
    QFETCH(QString, profile);
    QFETCH(QString, secondSeatsPlayer);
    QFETCH(QString, section);
    // Ann plays seat 1 and puts a wager on seat 3 too; seat 2 is hers as well, or Bob's.
    const std::string second = secondSeatsPlayer.toStdString();
    Table table(profileNamed(profile), {seatOf(1, "Ann", 10), seatOf(2, second.c_str(), 10), seatOf(3, "Ann", 10)},
                kTwoSeatsShoe);
    table.script(1, "stand").script(2, "stand").fault(extraBox(3));
    const Money total = table.round().state().totalMoney();
    QCOMPARE(table.next(), QStringLiteral("correct-wager s3"));
    QCOMPARE(QString::fromStdString(table.round().stage().steps.front().section.str()), section);
    QVERIFY(table.round().state().irregular.guestFoul);
    expectMistake(table, "deal s1", MistakeCode::GameProtection, section);
    expectMistake(table, "correct-wager s1", MistakeCode::FalseCatch, section); // her box within the limit plays
    QVERIFY(table.act("correct-wager s3").accepted);
    QCOMPARE(table.bankroll(3), dollars(1000)); // the wager went back
    QVERIFY(!table.round().state().inPlay(3));
    const QStringList rest = table.finish();
    QVERIFY2(!rest.join('|').contains("s3"), qPrintable(rest.join('|')));
    QCOMPARE(table.round().state().totalMoney(), total);
}

void TestSeveralBoxes::honestSecondBoxIsNoFoul()
{
    // Maryland's reference profile lets a player wager on two adjacent boxes (MD-S21 6.H).
    Table table(profileNamed("MD"), {seatOf(1, "Ann", 10), seatOf(2, "Ann", 10)}, kTwoSeatsShoe);
    table.script(1, "stand").script(2, "stand");
    QCOMPARE(table.next(), QStringLiteral("deal s1"));
    expectMistake(table, "correct-wager s2", MistakeCode::FalseCatch, "MD-S21 6.H");
    const QStringList rest = table.finish();
    QVERIFY2(rest.join('|').contains("pay s1 $10") && rest.join('|').contains("pay s2 $10"),
             qPrintable(rest.join('|')));
    QCOMPARE(table.round().state().seat(1).player, table.round().state().seat(2).player);
}

namespace {

// Ann plays seats 1 ($25, 7-7-7 of spades against the dealer's 7) and 2, Bob seats 3 and 4; Cy seat 5.
//   s1 7S 7S hits 7S (21) | s2 9H 9S (18) | s3 9C 8H (17) | s4 9D 8D (17) | s5 9H 8C (17) | up 7D, hole 9D (16),
//   draws 5C: 21.
Table sevensTable()
{
    Table table(
        profileNamed("MD"),
        {seatOf(1, "Ann", 25), seatOf(2, "Ann", 10), seatOf(3, "Bob", 10), seatOf(4, "Bob", 10), seatOf(5, "Cy", 10)},
        "7S 9H 9C 9D 9H 7D 7S 9S 8H 8D 8C 9D 7S 5C");
    table.script(1, "hit").script(2, "stand").script(3, "stand").script(4, "stand").script(5, "stand");
    return table;
}

} // namespace

void TestSeveralBoxes::envyBonusIsPaidOncePerPlayer()
{
    Table table = sevensTable();
    const QString key = table.finish().join('|');
    QVERIFY2(key.contains("pay award s1 $5,000"), qPrintable(key));
    QVERIFY2(key.contains("pay award s4 $50"), qPrintable(key)); // Bob's: at his first box settled
    QVERIFY2(key.contains("pay award s5 $50"), qPrintable(key));
    QVERIFY2(!key.contains("award s2"), qPrintable(key)); // Ann's own hand won
    QVERIFY2(!key.contains("award s3"), qPrintable(key)); // Bob is paid once
    QCOMPARE(table.bankroll(2), dollars(990));
    QCOMPARE(table.bankroll(3), dollars(990));
    QCOMPARE(table.bankroll(4), dollars(990 + 50));
}

void TestSeveralBoxes::envyBonusPaidPerBoxOrToTheWinnerIsAMistake_data()
{
    QTest::addColumn<QString>("payment");
    QTest::addColumn<QString>("explanation");
    QTest::newRow("Bob's second box") << "pay award s3 $50"
                                      << "paid at seat 4";
    QTest::newRow("the winner's own second box") << "pay award s2 $50"
                                                 << "Ann's own hand won";
}

void TestSeveralBoxes::envyBonusPaidPerBoxOrToTheWinnerIsAMistake()
{
    QFETCH(QString, payment);
    QFETCH(QString, explanation);
    Table table = sevensTable();
    table.advanceUntil("pay");
    const Verdict verdict = table.act(payment);
    QVERIFY(!verdict.accepted);
    QCOMPARE(verdict.mistake.code, MistakeCode::PayoutAmount);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), QStringLiteral("MD-S21 12.C(3)"));
    QCOMPARE(verdict.mistake.severity, defaultSeverity(MistakeCode::PayoutAmount));
    QVERIFY2(QString::fromStdString(verdict.mistake.explanation).contains(explanation),
             qPrintable(QString::fromStdString(verdict.mistake.explanation)));
}

QTEST_APPLESS_MAIN(TestSeveralBoxes)
#include "tst_several_boxes.moc"

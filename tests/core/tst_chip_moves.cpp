// Chips moved from one spot on the layout to another (ActionKind::MoveChips): no step of the procedure
// ever calls for it. A losing wager goes straight into the table inventory and no winner is paid with
// its chips (MD-S21 7.S; Massachusetts has no such section and cites its collection of losing wagers,
// MA-S21 5(e), 6(d) for Match-the-Dealer); any other wager stays on its spot until its decision is
// implemented (MD-S21 6.E, MA-S21 5(h)). The move is rejected as critical and changes nothing.
#include "round_harness.h"

using namespace s21;
using namespace s21::test;

namespace {

// Seats 1 and 3, $10 wagers. MD: s1 KS 9C (19), s3 9H 7C (16), dealer 7D KD (17); both stand, seat 1
// wins and seat 3 loses. MA deals the dealer's second card (KD) after the players, from the same shoe.
// (With Match-the-Dealer wagers, kUpSeven's seat 1 loses its match beside seat 3's suited one.)
const char* kWinnerBesideLoser = "KS 9H 7D 9C 7C KD 2H 3S";

// Everything money-related on the table: the tray, and each seat's bankroll and wagers on every spot.
std::vector<Money> money(const RoundState& state)
{
    std::vector<Money> all{state.tray, state.totalMoney()};
    for (int s = 1; s <= kSeatCount; ++s) {
        const Seat& seat = state.seat(s);
        all.insert(all.end(), {seat.bankroll, seat.matchWager, seat.insuranceWager, seat.bonusSpin.wager,
                               seat.xtreme.wager, seat.matchPaid.payout, seat.handsLost});
        for (const PlayerHand& hand : seat.hands)
            all.insert(all.end(), {hand.wager, hand.doubleWager, hand.paid.wager, hand.paid.payout});
    }
    return all;
}

} // namespace

class TestChipMoves : public QObject {
    Q_OBJECT
private slots:
    void notationRoundTrips();
    void moveIsRejectedAndChangesNothing_data();
    void moveIsRejectedAndChangesNothing();
    void playingOnNeverAppliesAMove();
    void nothingToMove();
};

void TestChipMoves::notationRoundTrips()
{
    for (const char* text : {"move s5 s2", "move mtd s1 mtd s3", "move s3.2 s4", "move ins s6 s6"}) {
        const auto action = parseAction(text);
        QVERIFY2(action, text);
        QCOMPARE(QString::fromStdString(notation(*action)), QString(text));
    }
    const auto move = parseAction("move s5 s2.2");
    QCOMPARE(move->kind, ActionKind::MoveChips);
    QCOMPARE(move->spot, Spot::player(5));
    QCOMPARE(move->to, Spot::player(2, 1));
    QCOMPARE(QString::fromStdString(describe(*move)), QString("move the chips of seat 5 onto seat 2 hand 2"));
    QVERIFY(!parseAction("move s5"));
}

void TestChipMoves::moveIsRejectedAndChangesNothing_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<bool>("match");
    QTest::addColumn<QString>("advanceTo");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("section");

    QTest::newRow("MD: a loser's chips onto the winner") << "MD" << kWinnerBesideLoser << false << "collect s3" << "move s3 s1" << "MD-S21 7.S";
    QTest::newRow("MA: a loser's chips onto the winner") << "MA" << kWinnerBesideLoser << false << "collect s3" << "move s3 s1" << "MA-S21 5(e)";
    QTest::newRow("MA reader: a loser's chips onto the winner") << "MA-reader" << kWinnerBesideLoser << false << "collect s3" << "move s3 s1" << "MA-S21 5(e)";
    QTest::newRow("MD: a losing MTD onto the winning one") << "MD" << kUpSeven << true << "pay mtd s3" << "move mtd s1 mtd s3" << "MD-S21 7.S";
    QTest::newRow("MA: a losing MTD onto the winning one") << "MA" << kUpSevenNoHole << true << "collect mtd s1" << "move mtd s1 mtd s3" << "MA-S21 6(d)";
    QTest::newRow("MD: a losing MTD onto a hand") << "MD" << kUpSeven << true << "pay mtd s3" << "move mtd s1 s3" << "MD-S21 7.S";
    QTest::newRow("MD: the winner's chips onto the loser") << "MD" << kWinnerBesideLoser << false << "collect s3" << "move s1 s3" << "MD-S21 6.E";
    QTest::newRow("MA: the winner's chips onto the loser") << "MA" << kWinnerBesideLoser << false << "collect s3" << "move s1 s3" << "MA-S21 5(h)";
    QTest::newRow("MD: a wager still in play") << "MD" << kWinnerBesideLoser << false << "ask s1" << "move s3 s1" << "MD-S21 6.E";
    // clang-format on
}

void TestChipMoves::moveIsRejectedAndChangesNothing()
{
    QFETCH(QString, profile);
    QFETCH(QString, shoe);
    QFETCH(bool, match);
    QFETCH(QString, advanceTo);
    QFETCH(QString, move);
    QFETCH(QString, section);
    Table table(profileNamed(profile), {seat(1, 10, match ? 5 : 0), seat(3, 10, match ? 5 : 0)}, shoe);
    table.script(1, "stand").script(3, match ? "hit stand" : "stand");
    table.advanceUntil(advanceTo);
    const std::vector<Money> before = money(table.round().state());
    const QString next = table.next();
    const std::size_t logged = table.round().log().size();

    const Verdict verdict = table.act(move);
    QVERIFY(verdict.isMistake());
    QCOMPARE(QString::fromStdString(mistakeCodeName(verdict.mistake.code)), QString("CHIPS_MOVED"));
    QCOMPARE(verdict.mistake.severity, Severity::Critical);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
    QVERIFY(!verdict.mistake.explanation.empty());
    QCOMPARE(table.round().log().size(), logged + 1);
    QVERIFY(!table.round().log().back().applied);
    QVERIFY(before == money(table.round().state()));
    QCOMPARE(table.next(), next);
    table.finish();
    QVERIFY(table.round().complete());
}

void TestChipMoves::playingOnNeverAppliesAMove()
{
    Table table(profileNamed("MD"), {seat(1, 10), seat(3, 10)}, kWinnerBesideLoser, MistakePolicy::PlayOn);
    table.script(1, "stand").script(3, "stand");
    table.advanceUntil("collect s3");
    const std::vector<Money> before = money(table.round().state());
    QCOMPARE(table.act("move s3 s1").mistake.code, MistakeCode::ChipsMoved);
    QVERIFY(!table.round().log().back().applied);
    QVERIFY(before == money(table.round().state()));
}

void TestChipMoves::nothingToMove()
{
    // Seat 3's wager has gone into the tray, seat 1's has been paid and is the player's to take:
    // neither place has a wager left to move.
    Table table(profileNamed("MD"), {seat(1, 10), seat(3, 10)}, kWinnerBesideLoser);
    table.script(1, "stand").script(3, "stand");
    table.advanceUntil("collect s3>");
    Verdict verdict = table.act("move s3 s1");
    QCOMPARE(verdict.mistake.code, MistakeCode::OutOfProcedure);
    QVERIFY(QString::fromStdString(verdict.mistake.explanation).startsWith("No wager lies on seat 3"));
    QVERIFY(table.act("pay s1 $10").accepted);
    verdict = table.act("move s1 s3");
    QCOMPARE(verdict.mistake.code, MistakeCode::OutOfProcedure);
    QVERIFY(QString::fromStdString(verdict.mistake.explanation).startsWith("No wager lies on seat 1"));
}

QTEST_GUILESS_MAIN(TestChipMoves)
#include "tst_chip_moves.moc"

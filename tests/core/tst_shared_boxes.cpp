// Shared boxes (MA-S21 13): up to three players wager on one box; the seated player calls the
// decisions (13(b)); the others' wagers lie in line behind the caller's (13(c)) and each is settled on
// its own: doubled with the caller or not (13(d)), split by covering each hand or left on one (13(e)),
// insured or not (13(f)), its super bonus on its own wager and the $50 to every other player (5(g)).

#include "round_harness.h"

#include "core/procedure/seat_setup.h"

using namespace s21;
using namespace s21::test;

namespace {

BehindSetup behind(const char* player, double wager, bool doubles = false, int splitHand = 0, double insurance = 0)
{
    return {player, dollars(500), dollars(wager), doubles, splitHand, dollars(insurance)};
}

// Seat 3's box: its player's $10, Ana's $20 behind it and Ben's $5 behind hers.
SeatSetup sharedBox(std::vector<BehindSetup> line = {behind("Ana", 20), behind("Ben", 5)})
{
    SeatSetup box = seat(3, 10);
    box.behind = std::move(line);
    return box;
}

QString problemWith(const RuleProfile& profile, const SeatSetup& box)
{
    ListedSeats listed{};
    const auto found = seatSetupProblem(profile, box, listed);
    return found ? QString::fromStdString(found->message) : QString();
}

const Backer& backer(Table& table, int seatNumber, int placeBehind)
{
    return table.round().state().seat(seatNumber).backers[static_cast<std::size_t>(placeBehind)];
}

} // namespace

class TestSharedBoxes : public QObject {
    Q_OBJECT
private slots:
    void setUpIsChecked();
    void notationNamesTheWagerInLine();
    void eachWagerInLineIsSettledOnItsOwn();
    void caller_sTotalForTheLineIsAMistake();
    void othersMayDoubleWithTheCaller();
    void rescueTakesOnlyTheDoubledWagers();
    void splitIsCoveredOrDesignated();
    void eachPlayerInsuresOnTheirOwn();
    void surrenderAndBustTakeEveryWagerInLine();
    void superBonusOnEachWagerAndEnvyToEveryOtherPlayer();
    void callFromBehindIsStopped();
    void randomPlayersAreDealtWithoutAMistake();
};

void TestSharedBoxes::setUpIsChecked()
{
    const RuleProfile ma = massachusettsProfile(6);
    QCOMPARE(problemWith(ma, sharedBox()), QString());
    QVERIFY(problemWith(ma, sharedBox({behind("Ana", 20), behind("Ben", 5), behind("Cy", 5)}))
                .contains("4 players wager on the box; this table allows 3 (MA-S21 13(a))"));
    QVERIFY(problemWith(marylandProfile(6), sharedBox({behind("Ana", 20)})).contains("allows 1 (MD-S21 6.H)"));
    QVERIFY(problemWith(ma, sharedBox({behind("Ana", 2)})).contains("outside the table limits"));
    QVERIFY(problemWith(ma, sharedBox({behind("Player 3", 20)})).contains("another player's"));
    QVERIFY(problemWith(ma, sharedBox({behind("Ana", 20, false, 3)})).contains("hand 1 or 2"));
    QVERIFY(problemWith(ma, sharedBox({behind("Ana", 20, false, 0, 15)})).contains("at most half the wager"));
    SeatSetup standing = sharedBox();
    standing.callerSeated = false; // no one seated: the highest wager calls (13(b)), and Ana's is higher
    QVERIFY(problemWith(ma, standing).contains("the highest wager calls the decisions (MA-S21 13(b))"));
    standing.behind = {behind("Ana", 10)};
    QCOMPARE(problemWith(ma, standing), QString());
    SeatSetup alone = seat(3, 10);
    alone.callerSeated = false;
    QVERIFY(problemWith(ma, alone).contains("sits at it"));
    // A player in a line wagers on no other box (MA-S21 14).
    SeatSetup other = seat(5, 10);
    other.player = "Ana";
    const auto twice = boxesProblem(ma, {sharedBox(), other}, {});
    QVERIFY(twice && twice->message.find("Ana wagers behind") != std::string::npos);
}

void TestSharedBoxes::notationNamesTheWagerInLine()
{
    const DealerAction pay = parseAction("pay s3.2b3 $10").value();
    QCOMPARE(pay.spot, Spot::behind(3, 1, 2));
    QCOMPARE(QString::fromStdString(notation(pay)), QStringLiteral("pay s3.2b3 $10"));
    QCOMPARE(parseAction("pay ins s3b2 $5").value().spot, Spot::insurance(3, 1));
    QCOMPARE(QString::fromStdString(describe(Spot::behind(3, 0, 1))), QStringLiteral("seat 3 (wager 2 in line)"));
    QVERIFY(!parseAction("pay mtd s3b2 $5"));
    QVERIFY(!parseAction("pay s3b4 $5"));
}

void TestSharedBoxes::eachWagerInLineIsSettledOnItsOwn()
{
    // s3 KH QD (20) | dealer 9C, hole 8S (17).
    Table table(massachusettsProfile(6), {sharedBox()}, "KH 9C QD 8S 2C 3C");
    table.script(3, "stand");
    const Money total = table.round().state().totalMoney();
    const QStringList key = table.finish();
    QVERIFY2(key.contains("pay s3 $10") && key.contains("pay s3b2 $20") && key.contains("pay s3b3 $5"),
             qPrintable(key.join('|')));
    QCOMPARE(table.bankroll(3), dollars(1010));
    QCOMPARE(backer(table, 3, 0).bankroll, dollars(520));
    QCOMPARE(backer(table, 3, 1).bankroll, dollars(505));
    QCOMPARE(table.round().state().totalMoney(), total);
}

void TestSharedBoxes::caller_sTotalForTheLineIsAMistake()
{
    Table table(massachusettsProfile(6), {sharedBox()}, "KH 9C QD 8S 2C 3C");
    table.script(3, "stand");
    table.advanceUntil("pay");
    expectMistake(table, "pay s3 $35", MistakeCode::PayoutAmount, "MA-S21 13(c)"); // the line as one wager
    QVERIFY(table.act("pay s3 $10").accepted);
    expectMistake(table, "pay s3b2 $10", MistakeCode::PayoutAmount, "MA-S21 5(e)");
    QVERIFY(table.act("pay s3b2 $20").accepted);
    QVERIFY(table.act("pay s3b3 $5").accepted);
}

void TestSharedBoxes::othersMayDoubleWithTheCaller()
{
    // s3 6H 5D (11) doubles, draws KC (21) | dealer 9C, then 8S (17). Ana doubles, Ben does not.
    Table table(massachusettsProfile(6), {sharedBox({behind("Ana", 20, true), behind("Ben", 5)})}, "6H 9C 5D KC 8S 3C");
    table.script(3, "double");
    table.advanceUntil("pay");
    expectMistake(table, "pay s3b3 $10", MistakeCode::PayoutAmount, "MA-S21 13(d)"); // Ben did not double
    const QStringList key = table.finish();
    QVERIFY2(key.contains("pay s3 $20") && key.contains("pay s3b2 $40") && key.contains("pay s3b3 $5"),
             qPrintable(key.join('|')));
    QCOMPARE(backer(table, 3, 0).bankroll, dollars(540));
    QCOMPARE(backer(table, 3, 1).bankroll, dollars(505));
}

void TestSharedBoxes::splitIsCoveredOrDesignated()
{
    // s3 8H 8D splits: hand 1 8H KC (18), hand 2 8D 2S then QS (20) | dealer 9C, then 9S (18).
    // Ana covers each hand; Ben leaves his wager on hand 2.
    Table table(massachusettsProfile(6), {sharedBox({behind("Ana", 20), behind("Ben", 5, false, 2)})},
                "8H 9C 8D KC 2S QS 9S 3C");
    table.script(3, "split stand hit stand");
    table.advanceUntil("pay");
    expectMistake(table, "pay s3b3 $5", MistakeCode::PayoutAmount, "MA-S21 13(e)"); // Ben's is on hand 2
    expectMistake(table, "pay s3.2b2 $40", MistakeCode::PayoutAmount, "MA-S21 13(e)");
    const QStringList key = table.finish();
    const QString joined = key.join('|');
    QVERIFY2(key.contains("pay s3.2 $10") && key.contains("pay s3.2b2 $20") && key.contains("pay s3.2b3 $5"),
             qPrintable(joined));
    QVERIFY2(!joined.contains("s3.1b3") && !joined.contains("s3b3"), qPrintable(joined)); // a push on hand 1
    QCOMPARE(backer(table, 3, 0).bankroll, dollars(520));                                 // a push and a win of $20
    QCOMPARE(backer(table, 3, 1).bankroll, dollars(505));
}

void TestSharedBoxes::eachPlayerInsuresOnTheirOwn()
{
    // s3 KH 9D (19) | dealer AC, hole KS: a blackjack. Ana insures $10; the caller and Ben do not.
    Table table(massachusettsProfile(6, DealerSecondCard::HoleCardWithReader),
                {sharedBox({behind("Ana", 20, false, 0, 10), behind("Ben", 5)})}, "KH AC 9D KS 3C");
    table.advanceUntil("pay ins");
    expectMistake(table, "pay ins s3b3 $10", MistakeCode::InsuranceProcedure, "MA-S21 13(f)"); // Ben took none
    expectMistake(table, "pay ins s3 $20", MistakeCode::InsuranceProcedure, "MA-S21 13(f)");   // nor the caller
    const QStringList key = table.finish();
    const QString joined = key.join('|');
    QVERIFY2(key.contains("pay ins s3b2 $20") && !joined.contains("ins s3 ") && !joined.contains("ins s3b3"),
             qPrintable(joined));
    QVERIFY2(key.contains("collect s3 $10") && key.contains("collect s3b2 $20") && key.contains("collect s3b3 $5"),
             qPrintable(joined));
    QCOMPARE(backer(table, 3, 0).bankroll, dollars(500)); // -20 on the hand, +20 on the insurance
}

void TestSharedBoxes::rescueTakesOnlyTheDoubledWagers()
{
    // s3 6H 5D (11) doubles, draws 7C (18), and the caller rescues | dealer 9C, then 8S (17). Ana
    // doubled with the caller and is rescued with her; Ben did not double: MA-S21 9(d) rescues "the
    // double down wager", and he has none, so his $5 stands on the 18 and wins.
    Table table(massachusettsProfile(6), {sharedBox({behind("Ana", 20, true), behind("Ben", 5)})}, "6H 9C 5D 7C 8S 3C");
    table.script(3, "double rescue");
    const QStringList key = table.finish();
    const QString joined = key.join('|');
    QVERIFY2(key.contains("rescue s3 $10") && key.contains("rescue s3b2 $20"), qPrintable(joined));
    QVERIFY2(!key.contains("rescue s3b3 $5") && key.contains("pay s3b3 $5"), qPrintable(joined));
    QCOMPARE(table.bankroll(3), dollars(990));
    QCOMPARE(backer(table, 3, 0).bankroll, dollars(480));
    QCOMPARE(backer(table, 3, 1).bankroll, dollars(505));
}

void TestSharedBoxes::surrenderAndBustTakeEveryWagerInLine()
{
    // s3 KH 6D (16) surrenders against a 9 | s5 KD 5S (15) hits QC and busts | dealer 9C, then 8S.
    SeatSetup fifth = seat(5, 10);
    fifth.behind = {behind("Cy", 10)};
    Table table(massachusettsProfile(6), {sharedBox(), fifth}, "KH KD 9C 6D 5S QC 8S 3C");
    table.script(3, "surrender").script(5, "hit");
    const QStringList key = table.finish();
    const QString joined = key.join('|');
    QVERIFY2(key.contains("surrender s3 $5") && key.contains("surrender s3b2 $10") &&
                 key.contains("surrender s3b3 $2.50"),
             qPrintable(joined));
    QVERIFY2(key.contains("collect s5 $10") && key.contains("collect s5b2 $10"), qPrintable(joined));
    QCOMPARE(backer(table, 5, 0).bankroll, dollars(490));
    QCOMPARE(backer(table, 3, 0).bankroll, dollars(490));
}

void TestSharedBoxes::superBonusOnEachWagerAndEnvyToEveryOtherPlayer()
{
    // s3 7S 7S hits 7S (21, suited sevens against the dealer's 7) | s5 KD 8S (18) | dealer 7D, then QC (17).
    SeatSetup fifth = seat(5, 10);
    fifth.behind = {behind("Cy", 10)};
    Table table(massachusettsProfile(6), {sharedBox({behind("Ana", 25), behind("Ben", 5)}), fifth},
                "7S KD 7D 7S 8S 7S QC 3C");
    table.script(3, "hit").script(5, "stand");
    const QStringList key = table.finish();
    const QString joined = key.join('|');
    QVERIFY2(key.contains("pay award s3 $1,000") && key.contains("pay award s3b2 $5,000") &&
                 key.contains("pay award s3b3 $1,000"),
             qPrintable(joined));
    QVERIFY2(key.contains("pay award s5 $50") && key.contains("pay award s5b2 $50"), qPrintable(joined));
    QCOMPARE(backer(table, 5, 0).bankroll, dollars(500 + 10 + 50));
}

void TestSharedBoxes::callFromBehindIsStopped()
{
    // At seat 3's turn Ben, behind Ana, taps for a card; Ana, seated, calls the decisions and stands.
    Fault call;
    call.kind = FaultKind::CallFromBehind;
    call.seat = 3;
    Table table(massachusettsProfile(6), {sharedBox()}, "KH 9C QD 8S 2C 3C");
    table.script(3, "stand").fault(call);
    table.advanceUntil("warn");
    QCOMPARE(table.next(), QStringLiteral("warn s3"));
    QVERIFY(table.round().state().irregular.guestFoul);
    expectMistake(table, "deal s3", MistakeCode::GameProtection, "MA-S21 13(b)"); // acting on Ben's tap
    QVERIFY(table.act("warn s3").accepted);
    QCOMPARE(table.next(), QStringLiteral("ask s3 20"));
    const QStringList rest = table.finish();
    QVERIFY2(rest.contains("pay s3b2 $20"), qPrintable(rest.join('|')));

    // 13(b) gives the seated player the call and asks the dealer for no warning: asking Ana at once
    // takes her decision only, and is right too (issue 38; it was GAME_PROTECTION).
    Table asked(massachusettsProfile(6), {sharedBox()}, "KH 9C QD 8S 2C 3C");
    asked.script(3, "stand").fault(call);
    asked.advanceUntil("warn");
    QVERIFY(asked.act("ask s3 20").accepted);
    QVERIFY(!asked.round().state().irregular.guestFoul);
    QVERIFY2(asked.finish().contains("pay s3b2 $20"), "Ana stood on 20 for the box");

    // Only at a shared box, where the table lets players share one.
    Table alone(massachusettsProfile(6), {seat(3, 10)}, "KH 9C QD 8S 2C 3C");
    alone.fault(call);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, alone.round());
    Table maryland(marylandProfile(6), {seat(3, 10)}, "KH 9C QD 8S 2C 3C");
    maryland.fault(call);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, maryland.round());
}

void TestSharedBoxes::randomPlayersAreDealtWithoutAMistake()
{
    // Many shoes of random decisions against every line's choices: the procedure's own steps are never
    // refused, and the money on the table adds up.
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
        RoundSetup setup;
        setup.profile = massachusettsProfile(6);
        SeatSetup box = sharedBox({behind("Ana", 20, seed % 2 == 0, static_cast<int>(seed % 3), 10),
                                   behind("Ben", 5, seed % 3 == 0, static_cast<int>((seed + 1) % 3))});
        setup.seats = {seat(1, 10), box, seat(6, 25)};
        setup.shoe = seededShoe(marylandProfile(6), seed);
        setup.tray = dollars(10000);
        RandomPlayers players(seed);
        ManualClock clock;
        Round round(setup, players, clock);
        const Money total = round.state().totalMoney();
        while (!round.complete()) {
            const Verdict verdict = round.apply(round.expected().front());
            QVERIFY2(verdict.accepted, qPrintable(QStringLiteral("seed %1").arg(seed)));
        }
        QCOMPARE(round.state().totalMoney(), total);
    }
}

QTEST_APPLESS_MAIN(TestSharedBoxes)
#include "tst_shared_boxes.moc"

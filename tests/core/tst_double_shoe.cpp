// The double shoe (MD-BJ 3.C, 7.C): two sides of as many decks with backs of two colours, each with its
// own cover card; before each round a determinant card from either side says, by its suit, which side
// deals the round: the first player's first card when it came from that side, else put in the
// segregated area of the side it came from.

#include "round_harness.h"

#include <algorithm>
#include <memory>
#include <stdexcept>

using namespace s21;
using namespace s21::test;

namespace {

// Seats 1 and 3 at $10, seat 1 with 17 and seat 3 with 12 against the dealer's 7 and king, each
// standing: the cards of one side from the top.
constexpr const char* kRound = "9H 5C 7D 8C 7S KS 4C 2H 3S";
constexpr const char* kBlueCards = "2S 3S 4S 5S 6S";

std::vector<SeatSetup> twoSeats() { return {seat(1, 10), seat(3, 10)}; }

QString firstCards(const RoundState& state, int seatNumber)
{
    return QString::fromStdString(notation(state.seat(seatNumber).hands.front().cards.cards()));
}

} // namespace

class TestDoubleShoe : public QObject {
    Q_OBJECT
private slots:
    void aDeterminantOfItsOwnSideIsTheFirstPlayersFirstCard();
    void aDeterminantOfTheOtherSideIsSegregatedAndTheOtherSideDeals();
    void theDeterminantMayComeFromEitherSide();
    void nothingIsDealtOrBurnedBeforeTheDeterminant();
    void aDeterminantUsedAgainstItsSuitIsAMistake();
    void eachSideHasItsOwnCoverCard();
    void theRackKnowsEachSidesBacks();
    void aSideRunOutIsRefilledFromItsOwnDiscardsAndSegregatedArea();
    void theFirstPhaseIsNamedForTheDeterminantCard();
    void aStoredRoundKeepsTheCardsOfEachSideItUsed();
    void aRoundDealtFromTheWrongSideStands();
    void theProfileAndTheShoeMustAgree();
};

void TestDoubleShoe::aDeterminantOfItsOwnSideIsTheFirstPlayersFirstCard()
{
    // MD-BJ 7.C(2): "A determinant card corresponding to the side of the shoe from which it was drawn
    // shall become the player's first card." Hearts go with the red backs (7.C(1)(b), the house's
    // designation: docs/procedure.md).
    Table table(profileNamed("BJ-double"), twoSeats(), "");
    table.doubleShoe(kRound, kBlueCards);
    const QString key = table.finish().join('|');
    QVERIFY2(key.startsWith("determinant 1|deal s1|deal s3|deal dealer|deal s1|deal s3|hole|"), qPrintable(key));
    const RoundState& state = table.round().state();
    QCOMPARE(firstCards(state, 1), QString("9H 8C"));
    QCOMPARE(firstCards(state, 3), QString("5C 7S"));
    QCOMPARE(state.shoe.dealingSide(), CardBack::Red);
    QCOMPARE(state.shoe.remainingIn(CardBack::Blue), 5); // the other side is not touched
    QVERIFY(state.shoe.segregated(CardBack::Red).empty());
    QVERIFY(!key.contains("burn")); // 7.C is "instead of the procedures under §B(3) and (4)"
}

void TestDoubleShoe::aDeterminantOfTheOtherSideIsSegregatedAndTheOtherSideDeals()
{
    // MD-BJ 7.C(3): "A determinant card that does not correspond to the side of the shoe from which it
    // was dealt shall be placed in a segregated area of the dealing shoe"; 7.C(1)(a): its suit says
    // which side deals the round. A spade from the red side: the blue side deals.
    Table table(profileNamed("BJ-double"), twoSeats(), "");
    table.doubleShoe("KS 9D 9C", kRound);
    const QString key = table.finish().join('|');
    QVERIFY2(key.startsWith("determinant 1|segregate|deal s1|deal s3|deal dealer|"), qPrintable(key));
    const RoundState& state = table.round().state();
    QCOMPARE(firstCards(state, 1), QString("9H 8C"));
    QCOMPARE(state.shoe.dealingSide(), CardBack::Blue);
    QCOMPARE(state.shoe.segregated(CardBack::Red), cards("KS"));
    QCOMPARE(state.shoe.remainingIn(CardBack::Red), 2);
    QCOMPARE(state.shoe.cardsInShoe(), 2 + 1 + 3);        // red's two, its segregated spade, blue's three left
    for (const DiscardGroup& group : state.rack.groups()) // the round's cards are the blue side's
        QCOMPARE(group.back, CardBack::Blue);
}

void TestDoubleShoe::theDeterminantMayComeFromEitherSide()
{
    // MD-BJ 7.C(1): "the dealer shall draw a determinate card from either side of the double shoe."
    Table table(profileNamed("BJ-double"), twoSeats(), "");
    table.doubleShoe(kBlueCards, "9S 5C 7D 8C 7S KS 4C 2H 3S");
    QVERIFY(table.act("determinant 2").accepted);
    QCOMPARE(table.next(), QString("deal s1")); // a spade from the blue side
    table.finish();
    QCOMPARE(firstCards(table.round().state(), 1), QString("9S 8C"));
    QCOMPARE(table.round().state().shoe.remainingIn(CardBack::Red), 5);
}

void TestDoubleShoe::nothingIsDealtOrBurnedBeforeTheDeterminant()
{
    Table table(profileNamed("BJ-double"), twoSeats(), "");
    table.doubleShoe(kRound, kBlueCards);
    expectMistake(table, "deal s1", MistakeCode::DeterminantCard, "MD-BJ 7.C(1)");
    expectMistake(table, "burn", MistakeCode::DeterminantCard, "MD-BJ 7.C(1)");
    QVERIFY(!parseAction("determinant 3")); // a double shoe has two sides
    QCOMPARE(table.round().state().shoe.remainingIn(CardBack::Red), 9);
}

void TestDoubleShoe::aDeterminantUsedAgainstItsSuitIsAMistake()
{
    Table own(profileNamed("BJ-double"), twoSeats(), "");
    own.doubleShoe(kRound, kBlueCards);
    QVERIFY(own.act("determinant 1").accepted);
    expectMistake(own, "segregate", MistakeCode::DeterminantCard, "MD-BJ 7.C(2)");
    expectMistake(own, "deal s3", MistakeCode::DeterminantCard, "MD-BJ 7.C(2)"); // the first player's

    Table other(profileNamed("BJ-double"), twoSeats(), "");
    other.doubleShoe("KS 9D 9C", kRound);
    QVERIFY(other.act("determinant 1").accepted);
    expectMistake(other, "deal s1", MistakeCode::DeterminantCard, "MD-BJ 7.C(3)");
    QVERIFY(other.act("segregate").accepted);
    QCOMPARE(other.next(), QString("deal s1"));
}

void TestDoubleShoe::eachSideHasItsOwnCoverCard()
{
    // MD-BJ 3.C(2): "A separate cover card shall be used in each side of the shoe." The red side's
    // cover card comes after its first card: a round the blue side deals never meets it...
    Table blueRound(profileNamed("BJ-double"), twoSeats(), "");
    blueRound.doubleShoe(Shoe(cards("KS 9D 9C 9H"), 1), Shoe::stacked(cards(kRound)));
    QVERIFY(!blueRound.finish().join('|').contains("cover-aside"));
    QVERIFY(!blueRound.round().state().coverCardSeen);

    // ... and a round the red side deals sets it aside when it appears and is finished (7.D).
    Table redRound(profileNamed("BJ-double"), twoSeats(), "");
    redRound.doubleShoe(Shoe(cards(kRound), 3), Shoe::stacked(cards(kBlueCards)));
    const QString key = redRound.finish().join('|');
    QVERIFY2(key.startsWith("determinant 1|deal s1|deal s3|deal dealer|cover-aside|deal s1|"), qPrintable(key));
    QVERIFY(redRound.round().state().coverCardSeen);
    QCOMPARE(redRound.round().state().shoe.dealingSide(), CardBack::Red);
}

void TestDoubleShoe::theRackKnowsEachSidesBacks()
{
    // The rack holds both sides' discards (MD-BJ 3.C(1): told apart by their backs); a side gathered
    // for its shuffle takes its own and leaves the other's (14.F(1)).
    DiscardRack rack;
    rack.place(DiscardSource::PlayerHand, 1, 0, cards("9H 8C"));
    rack.placeBacks(CardBack::Blue);
    rack.place(DiscardSource::PlayerHand, 3, 0, cards("5C 7S"));
    rack.placeBacks(CardBack::Red);
    rack.place(DiscardSource::DealerHand, 0, 0, cards("7D KS"));
    QCOMPARE(rack.takeCards(CardBack::Red), cards("9H 8C 7D KS"));
    QCOMPARE(rack.cards(), cards("5C 7S"));
    QCOMPARE(rack.groups().front().back, CardBack::Blue);
}

void TestDoubleShoe::aSideRunOutIsRefilledFromItsOwnDiscardsAndSegregatedArea()
{
    // MD-BJ 14.F(1): a round the shoe cannot finish is finished from "all of the cards in the discard
    // rack or in a segregated area of the double shoe", shuffled and cut, of the side dealing: its
    // backs (3.C(1)); the other side's discards stay on the rack and its cards in the shoe.
    Table table(profileNamed("BJ-double"), twoSeats(), "");
    table.doubleShoe("9H 5C 7D 8C 7S", kBlueCards).segregated("KS QS");
    table.rack("2C 3C 4C 5D 6D", CardBack::Red).rack("8S 9S", CardBack::Blue);
    table.advanceUntil("shuffle");
    const RoundState& state = table.round().state();
    QCOMPARE(state.shoe.remaining(), 0); // the red side ran out before the hole card
    QVERIFY2(QString::fromStdString(table.round().stage().steps.front().section.str()).contains("MD-BJ 14.F"),
             table.round().stage().steps.front().section.str().c_str());
    QVERIFY(table.act("shuffle").accepted);
    QCOMPARE(state.shoe.dealingSide(), CardBack::Red);
    QCOMPARE(state.shoe.remaining(), 5 + 2); // the red rack's five and the two segregated
    QVERIFY(state.shoe.segregated(CardBack::Red).empty());
    QCOMPARE(state.shoe.remainingIn(CardBack::Blue), 5); // the blue side is not touched
    QCOMPARE(state.rack.cardCount(), 2);                 // the blue discards stay on the rack
    for (const DiscardGroup& group : state.rack.groups())
        QCOMPARE(group.back, CardBack::Blue);
    std::vector<Card> refilled = state.shoe.undealt();
    std::vector<Card> expected = cards("2C 3C 4C 5D 6D KS QS");
    const auto byRankAndSuit = [](Card a, Card b) { return std::pair(a.rank, a.suit) < std::pair(b.rank, b.suit); };
    std::sort(refilled.begin(), refilled.end(), byRankAndSuit);
    std::sort(expected.begin(), expected.end(), byRankAndSuit);
    QCOMPARE(refilled, expected);
    QCOMPARE(state.cardCount(), (5 + 5 + 2) + (5 + 2)); // no card lost or made: each side's shoe, rack, segregated
}

void TestDoubleShoe::theFirstPhaseIsNamedForTheDeterminantCard()
{
    // The status line names the round's first phase: a double shoe draws the determinant card (MD-BJ
    // 7.C) where a single shoe burns (MD-S21 7.B(3)); a single shoe's phases keep their names.
    Table doubled(profileNamed("BJ-double"), twoSeats(), "");
    doubled.doubleShoe(kRound, kBlueCards);
    QCOMPARE(phaseName(doubled.round().state()), std::string("determinant card"));
    Table single(profileNamed("BJ"), twoSeats(), kRound);
    QCOMPARE(phaseName(single.round().state()), phaseName(single.round().state().phase));
}

void TestDoubleShoe::aStoredRoundKeepsTheCardsOfEachSideItUsed()
{
    // A stored round keeps of each side the cards it dealt or looked at, and deals again exactly.
    const auto table = [] { return std::make_unique<Table>(profileNamed("BJ-double"), twoSeats(), ""); };
    const auto firstOwned = table();
    Table& first = firstOwned->doubleShoe("KS 9D 9C", kRound);
    const QStringList steps = first.finish();
    const CardsUsed used = shoeCardsUsed(first.shoe(), first.round().state());
    QCOMPARE(used[CardBack::Red], 1);
    QCOMPARE(used[CardBack::Blue], 6);

    const auto againOwned = table();
    Table& again = againOwned->doubleShoe("KS 9D 9C", kRound);
    again.withholdingAfter(used);
    QCOMPARE(again.shoe().remainingIn(CardBack::Red), 3); // counted, two of them withheld
    QCOMPARE(again.finish(), steps);
    QCOMPARE(again.round().state().cardCount(), first.round().state().cardCount());

    CardsUsed short1 = used;
    short1[CardBack::Blue] -= 1;
    const auto keptShortOwned = table();
    Table& keptShort = keptShortOwned->doubleShoe("KS 9D 9C", kRound);
    keptShort.withholdingAfter(short1);
    QVERIFY_THROWS_EXCEPTION(CardNotHeld, keptShort.finish());
}

void TestDoubleShoe::aRoundDealtFromTheWrongSideStands()
{
    // MD-BJ 14.I: "any round of play drawn from the incorrect side of a double shoe shall be treated as
    // if it were drawn from the correct side of the shoe and concluded." The spade segregated, the
    // cards come from the red side all the same: the round is dealt to its end, and voiding it is
    // the mistake.
    Fault wrongSide;
    wrongSide.kind = FaultKind::DealtFromWrongSide;
    Table table(profileNamed("BJ-double"), twoSeats(), "");
    table.doubleShoe(QString("KS ") + kRound, kBlueCards).fault(wrongSide);
    QVERIFY(table.act("determinant 1").accepted);
    QVERIFY(table.act("segregate").accepted);
    QVERIFY(table.round().state().irregular.dealtFromWrongSide);
    QCOMPARE(table.round().state().shoe.dealingSide(), CardBack::Red);
    expectMistake(table, "void", MistakeCode::IrregularityProcedure, "MD-BJ 14.I");
    table.finish();
    QCOMPARE(firstCards(table.round().state(), 1), QString("9H 8C")); // the red side's cards
    QCOMPARE(table.round().state().shoe.remainingIn(CardBack::Blue), 5);
    QCOMPARE(table.bankroll(3), dollars(990)); // 12 against 17: the round concluded

    Table single(profileNamed("BJ"), twoSeats(), kRound);
    single.fault(wrongSide);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, single.round()); // no double shoe, no wrong side
}

void TestDoubleShoe::theProfileAndTheShoeMustAgree()
{
    RuleProfile odd = profileNamed("BJ-double");
    odd.decks = 7;
    const auto cites = [](const RuleProfile& profile, const std::string& section) {
        const std::vector<std::string> problems = validate(profile);
        return std::any_of(problems.begin(), problems.end(), [&](const std::string& problem) {
            return problem.find("(" + section + ")") != std::string::npos;
        });
    };
    QVERIFY(cites(odd, "MD-BJ 3.C"));
    QVERIFY(validate(profileNamed("BJ-double")).empty());
    RuleProfile spanish = profileNamed("MD");
    spanish.doubleShoe = true;
    QVERIFY(cites(spanish, "MD-S21 7.A"));

    Table single(profileNamed("BJ-double"), twoSeats(), kRound);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, single.round());
    Table doubled(profileNamed("BJ"), twoSeats(), "");
    doubled.doubleShoe(kRound, kBlueCards);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, doubled.round());
}

QTEST_APPLESS_MAIN(TestDoubleShoe)
#include "tst_double_shoe.moc"

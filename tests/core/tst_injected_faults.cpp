// The irregularities a scenario injects (core/round/faults.h): each happens at its moment, the
// procedure then calls for the handling MD-S21 13.E-Q / MA-S21 15(c)-(l) prescribe, and the wrong
// handling is a mistake citing the section it breaks.

#include "round_harness.h"

#include "core/round/internal/fault_injection.h"
#include "core/training/practice_faults.h"

#include "core/shoe_procedure/shoe_procedure_state.h"

#include <set>

using namespace s21;
using namespace s21::test;

namespace {

Fault drawnInError(const QString& before, bool exposed, int occurrence = 1)
{
    Fault fault;
    fault.kind = FaultKind::CardDrawnInError;
    fault.before = parseAction(before.toStdString()).value();
    fault.exposed = exposed;
    fault.occurrence = occurrence;
    return fault;
}

Fault atSeat(FaultKind kind, int seatNumber, bool playerTakesCard = true)
{
    Fault fault;
    fault.kind = kind;
    fault.seat = seatNumber;
    fault.playerTakesCard = playerTakesCard;
    return fault;
}

Fault readerFault(FaultKind kind, bool showsHoleCard = false)
{
    Fault fault;
    fault.kind = kind;
    fault.readerShowsHoleCard = showsHoleCard;
    return fault;
}

void expectMistake(Table& table, const QString& action, const QString& section,
                   MistakeCode code = MistakeCode::IrregularityProcedure)
{
    const Verdict verdict = table.act(action);
    QVERIFY2(!verdict.accepted, qPrintable(action + " was accepted"));
    QCOMPARE(verdict.mistake.code, code);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
}

QStringList take(Table& table, int steps)
{
    QStringList taken;
    for (int i = 0; i < steps; ++i)
        taken << table.takeNext();
    return taken;
}

std::vector<Card> cardsOf(Table& table, int seatNumber, int handIndex = 0)
{
    return table.round().state().hand(Spot::player(seatNumber, handIndex)).cards.cards();
}

} // namespace

class TestInjectedFaults : public QObject {
    Q_OBJECT
private slots:
    void practiceRoundsDrawFaultsTheTableCanHave();
    void practiceShoesDrawIncidentsTheSituationCanHave();
    void practiceCardDrawnOnSeventeenHappens();
    void unseenCardDrawnInErrorIsTheNextCard_data();
    void unseenCardDrawnInErrorIsTheNextCard();
    void seenCardDrawnInErrorGoesToThePlayerWhoWantsIt();
    void playerWhoRefusesItGetsNoMoreCards();
    void cardNoOneCanUseGoesToTheRack();
    void noHoleCardDealerUsesItAsTheSecondCard();
    void seenCardDuringTheInitialDealIsRefused();
    void dealerDrawingOnSeventeenDiscards_data();
    void dealerDrawingOnSeventeenDiscards();
    void dealerMissingTheFirstCardDealsIt_data();
    void dealerMissingTheFirstCardDealsIt();
    void seatDealtNoCardsIsDead();
    void seatDealtOneCardChooses_data();
    void seatDealtOneCardChooses();
    void requestedCardNotDealtChooses_data();
    void requestedCardNotDealtChooses();
    void holeCardInTheReaderUnderATwoToNine_data();
    void holeCardInTheReaderUnderATwoToNine();
    void holeCardExposedInTheDealVoidsTheRound();
    void readerMalfunctionStopsInMaryland();
    void readerMalfunctionContinuesWithoutReaderInMassachusetts();
    void faultsThatCannotHappenAreRefused();
    void noFaultIsToldAsTheTraineesDoing();
};

void TestInjectedFaults::unseenCardDrawnInErrorIsTheNextCard_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD") << "MD" << "MD-S21 13.E";
    QTest::newRow("MA") << "MA" << "MA-S21 15(c)";
    // clang-format on
}

void TestInjectedFaults::unseenCardDrawnInErrorIsTheNextCard()
{
    QFETCH(QString, profile);
    QFETCH(QString, section);
    // Seat 1's second card (7D) slips out of the shoe face down: it is the next card, not a discard.
    Table table(profileNamed(profile), {seat(1, 10)}, "9S 2C 7D 8C 5H 4C 6S");
    table.script(1, "stand").fault(drawnInError("deal s1", false, 2));
    QCOMPARE(take(table, 2), (QStringList{"deal s1", "deal dealer"}));
    QVERIFY(table.round().state().irregular.looseCard.has_value());
    expectMistake(table, "discard-drawn", section);
    QVERIFY(table.act("deal s1").accepted);
    QCOMPARE(cardsOf(table, 1), cards("9S 7D"));
    QVERIFY(!table.round().state().irregular.looseCard);
    table.finish();
    QVERIFY(table.round().complete());
    QCOMPARE(table.round().faultEvents().size(), std::size_t(1));
    QCOMPARE(table.round().faultEvents().front().afterActions, std::size_t(2));
}

void TestInjectedFaults::seenCardDrawnInErrorGoesToThePlayerWhoWantsIt()
{
    // MD-S21 13.F: after the initial deal the 4S comes out face up; seat 1 wants a card and gets it.
    Table table(profileNamed("MD"), {seat(1, 10), seat(2, 10)}, "9S 5D 6C 3H 7C KD 4S 9H");
    table.script(1, "hit stand").script(2, "stand").fault(drawnInError("ask s1 12", true));
    table.advanceUntil("ask s1 12>");
    expectMistake(table, "discard-drawn", "MD-S21 13.F");
    QVERIFY(table.act("deal s1").accepted);
    QCOMPARE(cardsOf(table, 1), cards("9S 3H 4S"));
    table.finish();
    QVERIFY(table.round().complete());
}

void TestInjectedFaults::playerWhoRefusesItGetsNoMoreCards()
{
    // MD-S21 13.G: seat 1 stands rather than take the exposed 4S; it goes on to seat 2, who hits.
    Table table(profileNamed("MD"), {seat(1, 10), seat(2, 10)}, "9S 5D 6C 3H 7C KD 4S 9H");
    table.script(1, "stand").script(2, "hit stand").fault(drawnInError("ask s1 12", true));
    table.advanceUntil("ask s1 12>");
    QVERIFY(table.round().state().irregular.refusedLooseCard[1]);
    expectMistake(table, "deal s1", "MD-S21 13.G");
    QCOMPARE(table.advanceUntil("ask s2 12>"), QStringList{"ask s2 12"});
    QVERIFY(table.act("deal s2").accepted);
    QCOMPARE(cardsOf(table, 2), cards("5D 7C 4S"));
}

void TestInjectedFaults::cardNoOneCanUseGoesToTheRack()
{
    // MD-S21 13.H: seat 1 refuses the exposed 4S and the dealer stands on 18: it goes to the rack.
    Table table(profileNamed("MD"), {seat(1, 10)}, "9S 8C 9H QD 4S");
    table.script(1, "stand").fault(drawnInError("ask s1 18", true));
    table.advanceUntil("discard-drawn");
    QCOMPARE(table.round().state().dealer.cards.total(), 18);
    expectMistake(table, "dealer-total 18", "MD-S21 13.H");
    QVERIFY(table.act("discard-drawn").accepted);
    QCOMPARE(table.round().state().rack.groups().back().cards, cards("4S"));
    table.finish();
    QCOMPARE(table.bankroll(1), dollars(1000)); // 18 against 18: a push
}

void TestInjectedFaults::noHoleCardDealerUsesItAsTheSecondCard()
{
    // MA-S21 15(d): seat 1 refuses the exposed 4S; the dealer, who has no hole card, takes it next.
    Table table(profileNamed("MA"), {seat(1, 10)}, "9S 8C 9H 4S QD");
    table.script(1, "stand").fault(drawnInError("ask s1 18", true));
    table.advanceUntil("dealers-card>");
    QCOMPARE(table.takeNext(), QString("deal dealer"));
    QCOMPARE(table.round().state().dealer.cards.cards(), cards("8C 4S"));
    table.finish();
    QCOMPARE(table.bankroll(1), dollars(1010)); // the dealer busts with 8C 4S QD
}

void TestInjectedFaults::seenCardDuringTheInitialDealIsRefused()
{
    // MD-S21 13.F covers an exposed card only after the initial two cards.
    Table table(profileNamed("MD"), {seat(1, 10)}, "9S 8C 9H QD 4S");
    table.fault(drawnInError("deal dealer", true));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, table.advanceUntil("hole"));
}

void TestInjectedFaults::dealerDrawingOnSeventeenDiscards_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("hole");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD 17") << "MD" << "7D" << "MD-S21 13.I";
    QTest::newRow("MD 18: 13.I says 17, 13.H applies") << "MD" << "8D" << "MD-S21 13.H";
    QTest::newRow("MA 18: 17 or higher") << "MA-reader" << "8D" << "MA-S21 15(e)";
    // clang-format on
}

void TestInjectedFaults::dealerDrawingOnSeventeenDiscards()
{
    QFETCH(QString, profile);
    QFETCH(QString, hole);
    QFETCH(QString, section);
    Table table(profileNamed(profile), {seat(1, 10)}, "9S KC 9H " + hole + " 4S");
    const int total = hole == "7D" ? 17 : 18;
    table.script(1, "stand").fault(drawnInError("dealer-total " + QString::number(total), true));
    table.advanceUntil("discard-drawn");
    expectMistake(table, "dealer-total " + QString::number(total + 4), section);
    QVERIFY(table.act("discard-drawn").accepted);
    QCOMPARE(table.round().state().dealer.cards.total(), total);
    QCOMPARE(table.next(), "dealer-total " + QString::number(total));
    table.finish();
    QCOMPARE(table.bankroll(1), total == 17 ? dollars(1010) : dollars(1000));
}

void TestInjectedFaults::dealerMissingTheFirstCardDealsIt_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QStringList>("deal");
    QTest::newRow("MD") << "MD" << "MD-S21 13.J"
                        << QStringList{"deal s1", "deal s2", "deal dealer", "hole"};
    QTest::newRow("MA no hole card") << "MA" << "MA-S21 15(f)" << QStringList{"deal s1", "deal s2", "deal dealer"};
    // clang-format on
}

void TestInjectedFaults::dealerMissingTheFirstCardDealsIt()
{
    QFETCH(QString, profile);
    QFETCH(QString, section);
    QFETCH(QStringList, deal);
    Table table(profileNamed(profile), {seat(1, 10), seat(2, 10)}, "9S 5D 6C 3H 7C KD 4S 9H 8S");
    table.script(1, "stand").script(2, "stand").fault(readerFault(FaultKind::DealerMissesFirstCard));
    QCOMPARE(take(table, 2), (QStringList{"deal s1", "deal s2"}));
    QCOMPARE(table.round().state().dealer.cards.cardCount(), 0);
    QVERIFY2(table.round().hint().starts_with("The dealer's first card was passed over"), table.round().hint().c_str());
    expectMistake(table, "deal dealer", section, MistakeCode::DealOrder);
    QCOMPARE(take(table, static_cast<int>(deal.size())), deal);
    QCOMPARE(cardsOf(table, 1), cards("9S 6C"));
    QCOMPARE(table.round().state().dealer.upCard(), card("7C"));
    table.finish();
    QVERIFY(table.round().complete());
}

void TestInjectedFaults::seatDealtNoCardsIsDead()
{
    // MD-S21 13.M: seat 2 is passed over; its hand is dead, its wagers go back, it sits out.
    Table table(profileNamed("MD"), {seat(1, 10), seat(2, 10, 5), seat(3, 10)}, "9S 5D 6C 3H 7C KD 4S 9H 8S");
    table.script(1, "stand").script(3, "stand").fault(atSeat(FaultKind::PlayerDealtNoCards, 2));
    QCOMPARE(table.takeNext(), QString("deal s1"));
    expectMistake(table, "deal s2", "MD-S21 13.M");
    QCOMPARE(table.advanceUntil("dead"), (QStringList{"deal s3", "deal dealer", "deal s1", "deal s3", "hole"}));
    QCOMPARE(table.next(), "dead s2");
    QVERIFY(table.act("dead s2").accepted);
    QCOMPARE(table.bankroll(2), dollars(1000));
    QVERIFY(table.round().state().seat(2).dead);
    const QStringList rest = table.finish();
    QVERIFY(!rest.join(',').contains("s2"));
    QVERIFY(table.round().complete());
}

void TestInjectedFaults::seatDealtOneCardChooses_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<bool>("takesCard");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD takes the card") << "MD" << true << "MD-S21 13.N";
    QTest::newRow("MA takes the card") << "MA" << true << "MA-S21 15(h)";
    QTest::newRow("MD declines: dead hand") << "MD" << false << "MD-S21 13.N";
    // clang-format on
}

void TestInjectedFaults::seatDealtOneCardChooses()
{
    QFETCH(QString, profile);
    QFETCH(bool, takesCard);
    QFETCH(QString, section);
    Table table(profileNamed(profile), {seat(1, 10), seat(2, 10, 5), seat(3, 10)}, "9S 5D 6C 3H 7C KD 4S 9H 8S 2S");
    table.script(1, "stand").script(2, "stand").script(3, "stand");
    table.fault(atSeat(FaultKind::PlayerDealtOneCard, 2, takesCard));
    QCOMPARE(take(table, 5), (QStringList{"deal s1", "deal s2", "deal s3", "deal dealer", "deal s1"}));
    expectMistake(table, "deal s2", section);
    QVERIFY(table.act("deal s3").accepted);
    QCOMPARE(table.next(), QString("option s2"));
    QVERIFY(table.act("option s2").accepted);
    if (takesCard) {
        QVERIFY(table.act("deal s2").accepted);
        QCOMPARE(cardsOf(table, 2), cards("5D 4S"));
    } else {
        QVERIFY(table.act("dead s2").accepted);
        QCOMPARE(table.bankroll(2), dollars(1000));
        QCOMPARE(table.round().state().rack.groups().back().cards, cards("5D"));
    }
    table.finish();
    QVERIFY(table.round().complete());
}

void TestInjectedFaults::requestedCardNotDealtChooses_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<bool>("takesCard");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD takes the card") << "MD" << true << "MD-S21 13.O(1)";
    QTest::newRow("MD dead hand") << "MD" << false << "MD-S21 13.O(2)";
    QTest::newRow("MA dead hand") << "MA" << false << "MA-S21 15(i)";
    // clang-format on
}

void TestInjectedFaults::requestedCardNotDealtChooses()
{
    QFETCH(QString, profile);
    QFETCH(bool, takesCard);
    QFETCH(QString, section);
    // Seat 1 taps for a card on 12 and the dealer moves on to seat 2.
    Table table(profileNamed(profile), {seat(1, 10), seat(2, 10)}, "9S 5D 6C 3H 7C KD 4S 9H 2C 8S");
    table.script(1, "hit stand").script(2, "stand").fault(atSeat(FaultKind::RequestedCardNotDealt, 1, takesCard));
    table.advanceUntil("ask s1 12>");
    QCOMPARE(table.next(), QString("ask s2 12"));
    expectMistake(table, "deal s1", profile == "MD" ? "MD-S21 13.O" : "MA-S21 15(i)");
    QVERIFY(table.act("ask s2 12").accepted);
    QCOMPARE(table.next(), QString("option s1"));
    QVERIFY(table.act("option s1").accepted);
    QVERIFY(table.round().hint().find(section.toStdString()) != std::string::npos);
    if (takesCard) {
        QVERIFY(table.act("deal s1").accepted);
        QCOMPARE(cardsOf(table, 1), cards("9S 3H 4S"));
        QCOMPARE(table.next(), QString("ask s1 16"));
    } else {
        QVERIFY(table.act("dead s1").accepted);
        QCOMPARE(table.bankroll(1), dollars(1000));
        QCOMPARE(table.round().state().rack.groups().back().cards, cards("9S 3H"));
    }
    table.finish();
    QVERIFY(table.round().complete());
    if (!takesCard)
        QCOMPARE(table.bankroll(1), dollars(1000));
}

void TestInjectedFaults::holeCardInTheReaderUnderATwoToNine_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<bool>("shows");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD reader shows it: all hands dead") << "MD" << true << "MD-S21 13.P(1)";
    QTest::newRow("MD reader shows nothing: play on") << "MD" << false << "MD-S21 13.P(2)";
    QTest::newRow("MA reader shows it") << "MA-reader" << true << "MA-S21 15(l)(1)";
    QTest::newRow("MA reader shows nothing") << "MA-reader" << false << "MA-S21 15(l)(2)";
    // clang-format on
}

void TestInjectedFaults::holeCardInTheReaderUnderATwoToNine()
{
    QFETCH(QString, profile);
    QFETCH(bool, shows);
    QFETCH(QString, section);
    Table table(profileNamed(profile), {seat(1, 10, 5), seat(2, 10)}, "9S 5D 6C 6H 7C KD 4S 9H 2C 8S");
    table.script(1, "stand").script(2, "stand").fault(readerFault(FaultKind::HoleCardInReader, shows));
    table.advanceUntil("floor");
    QCOMPARE(table.round().state().seat(1).matchWager, Money()); // Match-the-Dealer settled first
    const QString floorSection = profile == "MD" ? "MD-S21 13.P" : "MA-S21 15(l)";
    expectMistake(table, "ask s1 15", floorSection);
    QVERIFY(table.act("floor").accepted);
    if (shows) {
        QCOMPARE(table.next(), QString("void"));
        const Money afterMatch = table.bankroll(1);
        QVERIFY(table.act("void").accepted);
        QVERIFY(table.round().complete());
        QCOMPARE(table.bankroll(1), afterMatch + dollars(10));
        QCOMPARE(table.bankroll(2), dollars(1000));
        QVERIFY(!table.round().state().reshuffleRequired());
    } else {
        expectMistake(table, "void", section);
        QCOMPARE(table.next(), QString("ask s1 15"));
        table.finish();
        QVERIFY(!table.round().state().voided);
    }
}

void TestInjectedFaults::holeCardExposedInTheDealVoidsTheRound()
{
    // No text has a procedure; read as MD-S21 13.P(1) / MA-S21 15(l)(1), a hole card the players could
    // learn: the floorperson, then every hand dead and every wager back, Match-the-Dealer's too.
    for (const QString& profile : {QString("MD"), QString("MA-reader")}) {
        const bool md = profile == "MD";
        Table table(profileNamed(profile), {seat(1, 10, 5), seat(2, 10)}, "9S 5D 6C 6H 7C KD 4S 9H 2C 8S");
        table.script(1, "stand").script(2, "stand").fault(readerFault(FaultKind::HoleCardExposed, false));
        QCOMPARE(table.advanceUntil("floor"),
                 (QStringList{"deal s1", "deal s2", "deal dealer", "deal s1", "deal s2", "hole"}));
        QVERIFY(!table.round().state().holeCardHidden()); // drawn face up for all to see
        expectMistake(table, "pay mtd s1 $20", md ? "MD-S21 13.P" : "MA-S21 15(l)");
        QVERIFY(table.act("floor").accepted);
        QCOMPARE(table.next(), QString("void"));
        expectMistake(table, "ask s1 15", md ? "MD-S21 13.P(1)" : "MA-S21 15(l)(1)");
        QVERIFY(table.act("void").accepted);
        QVERIFY(table.round().complete());
        QCOMPARE(table.bankroll(1), dollars(1000));
        QCOMPARE(table.bankroll(2), dollars(1000));
        QVERIFY(!table.round().state().reshuffleRequired()); // the shoe is sound: no reshuffle
    }
}

void TestInjectedFaults::readerMalfunctionStopsInMaryland()
{
    // MD-S21 13.Q: no more dealing until the reader is repaired or replaced.
    Table table(profileNamed("MD"), {seat(1, 10)}, "9S KC 9H 7D 4S");
    table.script(1, "stand").fault(readerFault(FaultKind::ReaderMalfunction));
    QCOMPARE(table.advanceUntil("floor"), (QStringList{"deal s1", "deal dealer", "deal s1", "hole"}));
    expectMistake(table, "ask s1 18", "MD-S21 13.Q");
    QVERIFY(table.act("floor").accepted);
    QCOMPARE(table.next(), QString("peek"));
    QVERIFY(table.act("peek").accepted);
    table.finish();
    QCOMPARE(table.bankroll(1), dollars(1010));
}

void TestInjectedFaults::readerMalfunctionContinuesWithoutReaderInMassachusetts()
{
    // MA-S21 15(k): go on as without a reader; the dealer's blackjack shows only at the reveal, and
    // then only the original wagers are lost (MA-S21 9(c)).
    Table table(profileNamed("MA-reader"), {seat(1, 10)}, "9S KC 2H AD 9D");
    table.script(1, "double").fault(readerFault(FaultKind::ReaderMalfunction));
    QCOMPARE(table.advanceUntil("ask"), (QStringList{"deal s1", "deal dealer", "deal s1", "hole"}));
    expectMistake(table, "peek", "MA-S21 15(k)");
    table.finish();
    QVERIFY(!table.round().state().dealer.peeked);
    QCOMPARE(table.bankroll(1), dollars(990));
}

void TestInjectedFaults::faultsThatCannotHappenAreRefused()
{
    const auto refuse = [](const QString& profile, const Fault& fault) {
        Table table(profileNamed(profile), {seat(1, 10)}, "9S KC 2H AD 9D");
        table.fault(fault);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, table.round());
    };
    refuse("MD", atSeat(FaultKind::PlayerDealtNoCards, 4));
    refuse("MA", readerFault(FaultKind::ReaderMalfunction));
    refuse("MA", readerFault(FaultKind::HoleCardInReader));
    refuse("MA", readerFault(FaultKind::HoleCardExposed)); // no hole card dealt (MA-S21 7(g))
    Fault noMoment;
    noMoment.kind = FaultKind::CardDrawnInError;
    refuse("MD", noMoment);
}

// core/training/practice_faults.h: never at rate 0, always at rate 1, about one round in ten at 0.1; reader
// faults only where the profile has a reader; every kind is drawn; seats are the table's.
void TestInjectedFaults::practiceRoundsDrawFaultsTheTableCanHave()
{
    Random random(11);
    int drawn = 0;
    for (int i = 0; i < 2000; ++i) {
        QVERIFY(!drawsPracticeFault(0.0, random));
        QVERIFY(drawsPracticeFault(1.0, random));
        drawn += drawsPracticeFault(0.1, random) ? 1 : 0;
    }
    QVERIFY2(drawn > 150 && drawn < 250, qPrintable(QString::number(drawn)));
    const std::vector<int> seats{2, 5, 6};
    for (const bool reader : {false, true}) {
        const RuleProfile profile =
            reader ? massachusettsProfile(6, DealerSecondCard::HoleCardWithReader) : massachusettsProfile(6);
        std::set<FaultKind> kinds;
        for (int i = 0; i < 400; ++i) {
            const Fault fault = drawPracticeFault(profile, seats, random);
            kinds.insert(fault.kind);
            checkFault(profile, seats, fault); // a seat with a player, a reader where there is one
            if (fault.kind == FaultKind::CardDrawnInError && fault.before->kind == ActionKind::DealCard &&
                !fault.exposed)
                QCOMPARE(*fault.before, DealerAction::deal(Spot::player(2))); // the first seat's second card
        }
        // The dealer's and the equipment's faults; the players' own are drawn apart (drawGuestFoul).
        const std::vector<FaultKind> all = allFaultKinds();
        const auto guests = static_cast<std::size_t>(std::count_if(all.begin(), all.end(), isGuestFoul));
        // Without a hole card: no reader faults, no hole card exposed in the deal; never a double
        // shoe's round from the wrong side (MD-BJ 14.I) in Spanish 21.
        QCOMPARE(kinds.size(), (reader ? all.size() - 1 : all.size() - 4) - guests);
        QVERIFY(!kinds.contains(FaultKind::DealtFromWrongSide));
    }
}

// The practice draw's card drawn in error on a standing 17 (MD-S21 13.I, MA-S21 15(e)) happens when
// the dealer's total is next, and its moment is the step as the notation writes it, so that a stored
// round replays it. It used to wait for a total announced on the dealer's spot, a step no round
// calls for: it never happened at the table, and happened when its record was replayed.
void TestInjectedFaults::practiceCardDrawnOnSeventeenHappens()
{
    Random random(3);
    std::optional<Fault> onSeventeen;
    for (int i = 0; i < 400 && !onSeventeen; ++i)
        if (Fault fault = drawPracticeFault(marylandProfile(6), {1}, random);
            fault.kind == FaultKind::CardDrawnInError && fault.before->kind == ActionKind::AnnounceDealerTotal)
            onSeventeen = fault;
    QVERIFY(onSeventeen);
    QCOMPARE(*onSeventeen->before, parseAction(notation(*onSeventeen->before)).value());
    Table table(profileNamed("MD"), {seat(1, 10)}, "9S KC 9H 7D 4S");
    table.script(1, "stand").fault(*onSeventeen);
    table.advanceUntil("discard-drawn");
    QCOMPARE(table.round().faultEvents().size(), std::size_t{1});
    QCOMPARE(table.next(), QStringLiteral("discard-drawn"));
}

// Shuffler incidents only with the shuffler; no recut where nothing is cut (MA-S21 4(b)(1)); a card
// exposed in the wash only where the cards are washed (MA-S21 3(c)); nothing for a new dealer, who
// only burns (MD-S21 7.B(4)).
void TestInjectedFaults::practiceShoesDrawIncidentsTheSituationCanHave()
{
    Random random(5);
    ShoeSituation byHand;
    ShoeSituation shuffler;
    shuffler.shuffle = ShuffleMethod::AutomatedShuffler;
    ShoeSituation newDealer;
    newDealer.start = ShoeStart::NewDealer;
    ShoeSituation usedShoe;
    usedShoe.start = ShoeStart::CoverCardReached;
    std::set<ShoeIncidentKind> opening;
    for (int i = 0; i < 200; ++i) {
        const auto hand = drawPracticeIncidents(marylandProfile(6), byHand, random);
        QCOMPARE(hand.size(), std::size_t(1));
        opening.insert(hand.front().kind); // new decks: a recut, or a card exposed in the wash (MA-S21 3(c))
        const auto used = drawPracticeIncidents(marylandProfile(6), usedShoe, random);
        QCOMPARE(used.size(), std::size_t(1));
        QCOMPARE(used.front().kind, ShoeIncidentKind::FloorOrdersRecut); // nothing is washed
        for (const ShoeIncident& incident : drawPracticeIncidents(massachusettsProfile(6), shuffler, random))
            QVERIFY(incident.kind != ShoeIncidentKind::FloorOrdersRecut);
        QVERIFY(drawPracticeIncidents(marylandProfile(6), newDealer, random).empty());
    }
    QCOMPARE(opening,
             (std::set<ShoeIncidentKind>{ShoeIncidentKind::FloorOrdersRecut, ShoeIncidentKind::CardExposedInWash}));
}

// An injected fault or incident is something that has happened at the table, told as such: never
// as something the trainee did ("You passed over seat 2"), which they did not.
void TestInjectedFaults::noFaultIsToldAsTheTraineesDoing()
{
    QStringList told;
    for (const FaultKind kind : allFaultKinds())
        for (const bool either : {false, true}) {
            Fault fault;
            fault.kind = kind;
            fault.seat = 2;
            fault.exposed = either;
            fault.readerShowsHoleCard = either;
            fault.chips = Money::dollars(5);
            told << QString::fromStdString(describe(fault));
        }
    for (const ShoeIncidentKind kind : kShoeIncidentKinds)
        told << QString::fromStdString(describe(kind));
    for (const QString& sentence : told) {
        QVERIFY(!sentence.isEmpty());
        const QString padded = QLatin1Char(' ') + sentence;
        for (const char* blame : {" you ", " You ", " your ", " Your "})
            QVERIFY2(!padded.contains(QLatin1String(blame)), qPrintable(sentence));
    }
}

QTEST_GUILESS_MAIN(TestInjectedFaults)
#include "tst_injected_faults.moc"

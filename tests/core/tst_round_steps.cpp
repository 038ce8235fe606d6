// Every step of the round procedure, both jurisdictions: the correct action is accepted, and a wrong
// one (wrong order, amount, spot, or a skipped step) is rejected with its code and section.
#include "round_harness.h"

#include <QSet>

using namespace s21;
using namespace s21::test;

namespace {

// Shoe "up ace": s1 9S 9C (18), s3 8H 8D (16), dealer AD 5S (16).
const char* kUpAce = "9S 8H AD 9C 8D 5S 2C 3C 4C";

std::vector<SeatSetup> twoSeats() { return {seat(1, 10, 5), seat(3, 10, 5)}; }

// The first round of a new shoe (its first card is burned) at seat 1, $10, under profile "MD" or "MA".
RoundSetup newShoeAtSeatOne(const QString& profile)
{
    RoundSetup setup;
    setup.profile = profileNamed(profile);
    setup.seats = {seat(1, 10)};
    setup.shoe = Shoe::stacked(cards("2C 9S 7D 8C 7H KS"));
    setup.burnFirst = true;
    return setup;
}

} // namespace

class TestRoundSteps : public QObject {
    Q_OBJECT
private slots:
    void everyMistakeCodeHasOneSpellingAndPlainWords();
    void correctRoundIsAccepted_data();
    void correctRoundIsAccepted();
    void wrongActions_data();
    void wrongActions();
    void wrongDecisionHandling_data();
    void wrongDecisionHandling();
    void mistakeIsNotApplied();
    void massachusettsSettlesInAnyOrder();
    void massachusettsMatchAndInsuranceInEitherOrder();
    void massachusettsAnnouncesTheDealersTotalOnce();
    void playOnAppliesAnEarlyStep();
    void burnComesFirstInANewShoe();
    void anActionIsJudgedAndLoggedAsItsNotationWritesIt();
    void hintNamesTheSection();
    void theLogNamesTheSectionOfEachAction();
};

void TestRoundSteps::correctRoundIsAccepted_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<QString>("answerKey");
    QTest::newRow("MD, up 7: MTD from the far right, hole card, stand on 17")
        << "MD" << kUpSeven
        << "deal s1|deal s3|deal dealer|deal s1|deal s3|hole|pay mtd s3 $45|collect mtd s1 $5|ask s1 17|ask s3 12|"
           "deal s3|ask s3 16|reveal|dealer-total 17|collect s3 $10|pickup s3|pickup s1|pickup dealer";
    QTest::newRow("MA, up 7: losers first, no hole card, \"Dealer's Card\"")
        << "MA" << kUpSevenNoHole
        << "deal s1|deal s3|deal dealer|deal s1|deal s3|collect mtd s1 $5|pay mtd s3 $45|ask s1 17|ask s3 12|"
           "deal s3|ask s3 16|dealers-card|deal dealer|dealer-total 17|collect s3 $10|pickup s3|pickup s1|pickup dealer";
    QTest::newRow("MD, up ace: insurance offered and closed, peek, losing insurance collected")
        << "MD" << kUpAce
        << "deal s1|deal s3|deal dealer|deal s1|deal s3|hole|collect mtd s3 $5|collect mtd s1 $5|offer-insurance|"
           "close-insurance|peek|collect ins s1 $5|ask s1 18|ask s3 16|deal s3|ask s3 18|reveal|dealer-total 16|"
           "deal dealer|dealer-total 19|collect s1 $10|collect s3 $10|pickup s3|pickup s1|pickup dealer";
    // clang-format on
}

void TestRoundSteps::correctRoundIsAccepted()
{
    QFETCH(QString, profile);
    QFETCH(QString, shoe);
    QFETCH(QString, answerKey);
    Table table(profileNamed(profile), twoSeats(), shoe);
    table.script(1, "stand").script(3, "hit stand").insure(1, 5);
    for (const QString& action : answerKey.split('|')) {
        const Verdict verdict = table.act(action);
        QVERIFY2(verdict.accepted, qPrintable(action + ": " + QString::fromStdString(verdict.mistake.explanation)));
    }
    QVERIFY(table.round().complete());
}

void TestRoundSteps::wrongActions_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<QString>("advanceTo");
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("section");

    // Dealing order (MD-S21 7.E, MA-S21 7(d)).
    QTest::newRow("deal seat 3 first") << "MD" << kUpSeven << "deal s1" << "deal s3" << "DEAL_ORDER" << "MD-S21 7.E";
    QTest::newRow("dealer's card before the players'") << "MA" << kUpSevenNoHole << "deal s1" << "deal dealer" << "DEAL_ORDER" << "MA-S21 7(d)";
    QTest::newRow("hole card in MA no-hole procedure") << "MA" << kUpSevenNoHole << "collect mtd" << "hole" << "MTD_NOT_SETTLED" << "MA-S21 6(d)";
    QTest::newRow("no hole card in MD") << "MD" << kUpSeven << "hole" << "pay mtd s3 $45" << "HOLE_CARD_PROCEDURE" << "MD-S21 7.E(4)";
    // Match-the-Dealer (MD-S21 7.F, MA-S21 6(d)).
    QTest::newRow("MD: MTD from the left") << "MD" << kUpSeven << "pay mtd" << "collect mtd s1 $5" << "MTD_ORDER" << "MD-S21 7.F(1)";
    QTest::newRow("MD: an empty MTD circle paid") << "MD" << kUpSeven << "pay mtd" << "pay mtd s2 $45" << "WRONG_OUTCOME" << "MD-S21 7.F(1)";
    QTest::newRow("MA: an empty MTD circle paid") << "MA" << kUpSevenNoHole << "collect mtd" << "pay mtd s5 $5" << "WRONG_OUTCOME" << "MA-S21 6(a)";
    QTest::newRow("MA: winner paid before loser collected") << "MA" << kUpSevenNoHole << "collect mtd" << "pay mtd s3 $45" << "MTD_ORDER" << "MA-S21 6(d)";
    QTest::newRow("MTD paid at unsuited odds") << "MD" << kUpSeven << "pay mtd" << "pay mtd s3 $20" << "PAYOUT_AMOUNT" << "MD-S21 12.A(4)";
    QTest::newRow("MTD loser paid") << "MD" << kUpSeven << "collect mtd" << "pay mtd s1 $20" << "WRONG_OUTCOME" << "MD-S21 7.F(1)";
    QTest::newRow("play starts before MTD") << "MD" << kUpSeven << "pay mtd" << "ask s1 17" << "MTD_NOT_SETTLED" << "MD-S21 7.F(1)";
    QTest::newRow("peek before MTD") << "MD" << kUpAce << "collect mtd" << "peek" << "MTD_NOT_SETTLED" << "MD-S21 7.F(1)";
    // Insurance and the peek (MD-S21 7.G, ch. 8; MA-S21 11).
    QTest::newRow("peek before insurance offered") << "MD" << kUpAce << "offer-insurance" << "peek" << "INSURANCE_PROCEDURE" << "MD-S21 8.A";
    QTest::newRow("peek before insurance closed") << "MD" << kUpAce << "close-insurance" << "peek" << "INSURANCE_PROCEDURE" << "MD-S21 8.D";
    QTest::newRow("play before the peek") << "MD" << kUpAce << "peek" << "ask s1 18" << "PEEK_PROCEDURE" << "MD-S21 7.G(2)";
    QTest::newRow("losing insurance not collected first") << "MD" << kUpAce << "collect ins" << "ask s1 18" << "INSURANCE_PROCEDURE" << "MD-S21 8.F";
    QTest::newRow("insurance collected short") << "MD" << kUpAce << "collect ins" << "collect ins s1 $2.50" << "PAYOUT_AMOUNT" << "MD-S21 8.F";
    QTest::newRow("reader used on a 7") << "MD" << kUpSeven << "ask s1" << "peek" << "PEEK_PROCEDURE" << "MD-S21 13.P";
    QTest::newRow("hole card exposed during play") << "MD" << kUpSeven << "ask s1" << "reveal" << "HOLE_CARD_EXPOSED" << "MD-S21 7.G(2)(a), 7.L(1)";
    QTest::newRow("MA reader: hole card exposed") << "MA-reader" << kUpAce << "ask s1" << "reveal" << "HOLE_CARD_EXPOSED" << "MA-S21 7(i)";
    // Players in turn, signals (MD-S21 7.H-J, MA-S21 7(e)-(f)).
    QTest::newRow("card before the signal") << "MD" << kUpSeven << "ask s1" << "deal s1" << "ACTED_BEFORE_SIGNAL" << "MD-S21 7.H(2)";
    QTest::newRow("seat 3 before seat 1") << "MA" << kUpSevenNoHole << "ask s1" << "ask s3 12" << "PLAYER_ORDER" << "MA-S21 7(e)";
    QTest::newRow("total announced wrong") << "MA" << kUpSevenNoHole << "ask s1" << "ask s1 16" << "ANNOUNCEMENT_WRONG" << "MA-S21 7(e)";
    QTest::newRow("split instead of the hit signalled") << "MD" << kUpSeven << "ask s3 12>" << "split s3" << "WRONG_SIGNAL" << "MD-S21 7.I";
    // The dealer's hand (MD-S21 7.L-N, MA-S21 7(g), 12).
    QTest::newRow("MA second card without \"Dealer's Card\"") << "MA" << kUpSevenNoHole << "dealers-card" << "deal dealer" << "HOLE_CARD_PROCEDURE" << "MA-S21 7(g)";
    QTest::newRow("dealer total not announced") << "MD" << kUpSeven << "dealer-total" << "collect s3 $10" << "ANNOUNCEMENT_WRONG" << "MD-S21 7.L(3)";
    QTest::newRow("dealer draws on 17") << "MD" << kUpSeven << "collect s3" << "deal dealer" << "DEALER_DRAWING" << "MD-S21 7.M";
    QTest::newRow("dealer stands on 16") << "MD" << kUpAce << "dealer-total 16>" << "collect s1 $10" << "DEALER_DRAWING" << "MD-S21 7.M";
    // Settlement (MD-S21 7.O-S, MA-S21 5(e)).
    QTest::newRow("losing hand paid") << "MD" << kUpSeven << "collect s3" << "pay s3 $10" << "WRONG_OUTCOME" << "MD-S21 7.O";
    // s1 KS 9D (19) wins, s3 5H 6C hits 2C (13) loses to the dealer's 7S KD: losers are collected first.
    QTest::newRow("winner paid before the loser is collected") << "MD" << "KS 5H 7S 9D 6C KD 2C" << "collect s3" << "pay s1 $10" << "SETTLEMENT_ORDER" << "MD-S21 7.R(1)";
    QTest::newRow("losing hand under-collected") << "MA" << kUpSevenNoHole << "collect s3" << "collect s3 $5" << "PAYOUT_AMOUNT" << "MA-S21 5(e)";
    // Pickup (MD-S21 7.T, MA-S21 7(h)).
    QTest::newRow("dealer's cards first") << "MD" << kUpSeven << "pickup s3" << "pickup dealer" << "PICKUP_ORDER" << "MD-S21 7.T";
    QTest::newRow("from the left") << "MA" << kUpSevenNoHole << "pickup s3" << "pickup s1" << "PICKUP_ORDER" << "MA-S21 7(h)";
    // clang-format on
}

void TestRoundSteps::wrongActions()
{
    QFETCH(QString, profile);
    QFETCH(QString, shoe);
    QFETCH(QString, advanceTo);
    QFETCH(QString, wrong);
    QFETCH(QString, code);
    QFETCH(QString, section);
    Table table(profileNamed(profile), twoSeats(), shoe);
    table.script(1, "stand").script(3, "hit stand").insure(1, 5);
    table.advanceUntil(advanceTo);
    QVERIFY2(advanceTo.endsWith('>') || table.next().startsWith(advanceTo), qPrintable(table.next()));
    const Verdict verdict = table.act(wrong);
    QVERIFY(verdict.isMistake());
    QCOMPARE(QString::fromStdString(mistakeCodeName(verdict.mistake.code)), code);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
    QVERIFY(!verdict.mistake.explanation.empty());
    QVERIFY(!verdict.mistake.expected.empty());
    // The correct action is still accepted afterwards.
    QVERIFY(table.round().apply(table.round().expected().front()).accepted);
}

void TestRoundSteps::wrongDecisionHandling_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("shoe");
    QTest::addColumn<QString>("decisions");
    QTest::addColumn<QString>("advanceTo");
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("section");
    // s1 KS 6D (16) against a 6: surrender (MD-S21 9.C(1), MA-S21 8(a)(1)).
    QTest::newRow("surrender: whole wager taken") << "MD" << "KS 6H 6D 9C" << "surrender" << "surrender"
                                                   << "surrender s1 $10" << "PAYOUT_AMOUNT" << "MD-S21 9.C(1)";
    QTest::newRow("surrender against a 6 put on the cards") << "MA" << "KS 6H 6D 9C" << "surrender" << "surrender"
                                                             << "on-cards s1" << "SURRENDER_PROCEDURE" << "MA-S21 8(a)(1)";
    QTest::newRow("surrender against an ace settled at once") << "MD" << "KS AH 6D 7C" << "surrender" << "on-cards"
                                                               << "surrender s1 $5" << "SURRENDER_PROCEDURE" << "MD-S21 9.C(2)";
    // s1 6S 5D (11) doubles against a 9; the double card 3C (14), then a rescue (MD-S21 10.H).
    QTest::newRow("rescue collects the double too") << "MD" << "6S 9H 5D 8C 3C" << "double rescue" << "rescue"
                                                     << "rescue s1 $20" << "PAYOUT_AMOUNT" << "MD-S21 10.H";
    QTest::newRow("no card after a rescue") << "MA" << "6S 9H 5D 3C 8C" << "double rescue" << "rescue"
                                             << "deal s1" << "DOUBLE_PROCEDURE" << "MA-S21 9(a)";
    // Mistakes that name the rule they break, not the step that was due (issue 13, item 9).
    QTest::newRow("second card to a doubled hand") << "MD" << "6S 9H 5D 8C 3C 2D" << "double" << "reveal"
                                                    << "deal s1" << "DOUBLE_PROCEDURE" << "MD-S21 10.C";
    QTest::newRow("busted double rescued") << "MD" << "KS 9H 2D 8C KC" << "double" << "collect s1"
                                           << "rescue s1 $10" << "DOUBLE_PROCEDURE" << "MD-S21 10.H";
    QTest::newRow("surrender after a hit") << "MA" << "KS 9H 2D 3C 8C 4S" << "hit stand" << "ask s1 15"
                                           << "surrender s1 $5" << "SURRENDER_PROCEDURE" << "MA-S21 8(a)";
    QTest::newRow("busted hand picked up before it is collected") << "MD" << "KS 9H 2D 8C KC" << "hit" << "collect s1"
                                                                  << "pickup s1" << "PICKUP_ORDER" << "MD-S21 7.T";
    // s1 8S 8D splits against a 6: the left hand is completed first (MD-S21 11.B).
    QTest::newRow("right split hand dealt first") << "MD" << "8S 6H 8D KC 3S 9D" << "split stand stand" << "split s1>"
                                                   << "deal s1.2" << "SPLIT_PROCEDURE" << "MD-S21 11.B";
    QTest::newRow("split hand's second card skipped") << "MA" << "8S 6H 8D 3S 9D KC" << "split stand stand"
                                                       << "split s1>" << "ask s1 8" << "SPLIT_PROCEDURE" << "MA-S21 10(b)";
    // s1 AS KH blackjack against a 7 (MD-S21 7.H(1)(a)).
    QTest::newRow("blackjack paid before it is announced") << "MD" << "AS 7D KH 9C 2C" << "" << "blackjack"
                                                            << "pay s1 $15" << "BLACKJACK_PROCEDURE" << "MD-S21 7.H(1)";
    QTest::newRow("blackjack paid even money") << "MD" << "AS 7D KH 9C 2C" << "" << "pay s1"
                                                << "pay s1 $10" << "PAYOUT_AMOUNT" << "MD-S21 12.A(2)";
    // clang-format on
}

void TestRoundSteps::wrongDecisionHandling()
{
    QFETCH(QString, profile);
    QFETCH(QString, shoe);
    QFETCH(QString, decisions);
    QFETCH(QString, advanceTo);
    QFETCH(QString, wrong);
    QFETCH(QString, code);
    QFETCH(QString, section);
    Table table(profileNamed(profile), {seat(1, 10)}, shoe);
    table.script(1, decisions);
    table.advanceUntil(advanceTo);
    const Verdict verdict = table.act(wrong);
    QVERIFY2(verdict.isMistake(), qPrintable(table.next()));
    QCOMPARE(QString::fromStdString(mistakeCodeName(verdict.mistake.code)), code);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
    QVERIFY(table.round().apply(table.round().expected().front()).accepted);
}

void TestRoundSteps::massachusettsSettlesInAnyOrder()
{
    // MA-S21 5(e): "collect all losing wagers and pay off all winning wagers", with no "then" (unlike
    // MD-S21 7.R(1) and MA-S21 6(d)): paying the winner first is no mistake in Massachusetts.
    // s1 KS 9D (19) wins, s3 5H 6C hits 2C (13) loses to the dealer's 7S KD.
    Table table(profileNamed("MA"), twoSeats(), "KS 5H 7S 9D 6C 2C KD");
    table.script(1, "stand").script(3, "hit stand");
    table.advanceUntil("collect s3");
    QVERIFY(table.act("pay s1 $10").accepted);
    QVERIFY(table.act("collect s3 $10").accepted);
}

void TestRoundSteps::massachusettsMatchAndInsuranceInEitherOrder()
{
    // MA-S21 6(d) and 11(b) both say "immediately after the second card" and fix no order between them;
    // MD-S21 7.G settles Match-the-Dealer first (issue 38). s1 9S 9C, s3 8H 8D against an ace up: both
    // Match-the-Dealer wagers lose.
    const char* noHole = "9S 8H AD 9C 8D 7C 2C 3C 4C";
    Table ma(profileNamed("MA"), twoSeats(), noHole);
    ma.script(1, "stand").script(3, "stand").insure(1, 5);
    ma.advanceUntil("collect mtd");
    QVERIFY(ma.act("offer-insurance").accepted);
    QVERIFY(ma.act("collect mtd s3 $5").accepted); // insurance open: the wagers may still be settled
    QVERIFY(ma.act("close-insurance").accepted);
    expectMistake(ma, "ask s1 18", MistakeCode::MtdNotSettled, "MA-S21 6(d)"); // still before any card
    QVERIFY(ma.act("collect mtd s1 $5").accepted);
    QCOMPARE(ma.next(), QStringLiteral("ask s1 18"));
    ma.finish();

    // A Massachusetts house may fix Match-the-Dealer first, as Maryland must.
    RuleProfile fixed = profileNamed("MA");
    fixed.matchTheDealer.beforeInsurance = true;
    Table house(fixed, twoSeats(), noHole);
    house.advanceUntil("collect mtd");
    expectMistake(house, "offer-insurance", MistakeCode::MtdNotSettled, "MA-S21 6(d)");

    Table md(profileNamed("MD"), twoSeats(), kUpAce);
    md.advanceUntil("collect mtd");
    expectMistake(md, "offer-insurance", MistakeCode::MtdNotSettled, "MD-S21 7.F(1)");
}

void TestRoundSteps::massachusettsAnnouncesTheDealersTotalOnce()
{
    // MA-S21 7(g): the dealer's additional cards, "after which the dealer shall announce his or her
    // total point count". A total before the last card is ANNOUNCEMENT_WRONG citing 7(g), not a draw
    // refused (DEALER_DRAWING, 12(b)); issue 38. s1 9S 8C (17) | s3 5H 7D hits 4C (16) | up 7D, then 5S
    // (12) draws KS: 22.
    Table table(profileNamed("MA"), {seat(1, 10), seat(3, 10)}, "9S 5H 7D 8C 7D 4C 5S KS 3S");
    table.script(1, "stand").script(3, "hit stand");
    table.advanceUntil("dealers-card>");
    QVERIFY(table.act("deal dealer").accepted);
    QCOMPARE(table.next(), QStringLiteral("deal dealer"));
    expectMistake(table, "dealer-total 12", MistakeCode::AnnouncementWrong, "MA-S21 7(g)");
    QVERIFY(table.act("deal dealer").accepted);
    QVERIFY(table.act("dealer-total 22").accepted);
}

void TestRoundSteps::mistakeIsNotApplied()
{
    Table table(profileNamed("MD"), twoSeats(), kUpSeven);
    const int before = table.round().state().shoe.remaining();
    QVERIFY(table.act("deal s3").isMistake());
    QCOMPARE(table.round().state().shoe.remaining(), before);
    QCOMPARE(table.next(), QString("deal s1"));
    QVERIFY(!table.round().log().back().applied);
}

void TestRoundSteps::playOnAppliesAnEarlyStep()
{
    // An out-of-order step that does not depend on the skipped one is applied when playing on.
    Table table(profileNamed("MD"), twoSeats(), kUpSeven, MistakePolicy::PlayOn);
    table.advanceUntil("pay mtd");
    const Verdict verdict = table.act("collect mtd s1 $5");
    QCOMPARE(verdict.mistake.code, MistakeCode::MtdOrder);
    QVERIFY(table.round().log().back().applied);
    QCOMPARE(table.next(), QString("pay mtd s3 $45"));
    // A wrong amount is never applied.
    QVERIFY(table.act("pay mtd s3 $20").isMistake());
    QVERIFY(!table.round().log().back().applied);
}

void TestRoundSteps::burnComesFirstInANewShoe()
{
    for (const char* profile : {"MD", "MA"}) {
        ScriptedPlayers players;
        ManualClock clock;
        Round round(newShoeAtSeatOne(profile), players, clock);
        const Verdict early = round.apply(DealerAction::deal(Spot::player(1)));
        QCOMPARE(early.mistake.code, MistakeCode::BurnMissing);
        QCOMPARE(QString::fromStdString(early.mistake.section),
                 QString(profile) == "MD" ? "MD-S21 7.B(3)" : "MA-S21 7(c)");
        QVERIFY(round.apply(DealerAction::burn()).accepted);
        QCOMPARE(round.state().rack.groups().front().source, DiscardSource::Burn);
        QCOMPARE(round.state().rack.groups().front().cards.front(), card("2C"));
    }
}

// What an action's kind does not take (a burn's spot, a deal's amount) is neither judged nor logged:
// the round judges what its record replays. An action with a spot its notation cannot name (pay on no
// place) is not writable, and a procedure is never given one (Procedure::apply, checked).
void TestRoundSteps::anActionIsJudgedAndLoggedAsItsNotationWritesIt()
{
    ScriptedPlayers players;
    ManualClock clock;
    Round round(newShoeAtSeatOne("MD"), players, clock);
    const DealerAction burnWithExtras{ActionKind::Burn, Spot::player(4), Money::dollars(5), 7, Spot::player(2)};
    QVERIFY(writable(burnWithExtras));
    QCOMPARE(asWritten(burnWithExtras), DealerAction::burn());
    QVERIFY(round.apply(burnWithExtras).accepted);
    QCOMPARE(round.log().back().verdict.action, DealerAction::burn());
    const DealerAction dealWithAmount{ActionKind::DealCard, Spot::player(1), Money::dollars(5), 3, {}};
    QVERIFY(round.apply(dealWithAmount).accepted);
    QCOMPARE(round.log().back().verdict.action, DealerAction::deal(Spot::player(1)));
    QVERIFY(!writable(DealerAction::pay(Spot::none(), Money::dollars(5))));
    QVERIFY(!writable(DealerAction::deal(Spot::player(9))));
    QVERIFY(writable(DealerAction::pay(Spot::player(3, 1), Money::dollars(5))));
}

void TestRoundSteps::hintNamesTheSection()
{
    Table table(profileNamed("MD"), twoSeats(), kUpSeven);
    table.advanceUntil("pay mtd");
    QVERIFY2(QString::fromStdString(table.round().hint()).contains("MD-S21 7.F(1)"), table.round().hint().c_str());
}

void TestRoundSteps::theLogNamesTheSectionOfEachAction()
{
    // Accepted: the section that calls for the step it carried out; a mistake: the one it breaks.
    Table table(profileNamed("MD"), twoSeats(), kUpSeven);
    table.advanceUntil("pay mtd");
    const std::string due = table.round().hint();
    QVERIFY(table.act("collect mtd s1 $5").isMistake());
    QCOMPARE(table.round().log().back().section(), table.round().log().back().verdict.mistake.section);
    QVERIFY(table.act(table.next()).accepted);
    QCOMPARE(table.round().log().back().section(), std::string("MD-S21 7.F(1)"));
    QVERIFY2(due.find(table.round().log().back().section()) != std::string::npos, due.c_str());
}

QTEST_GUILESS_MAIN(TestRoundSteps)
// Each code has one stable spelling (exports, the CLI, scoring weights) and plain words for the trainee,
// read back from the spelling a stored mistake keeps.
void TestRoundSteps::everyMistakeCodeHasOneSpellingAndPlainWords()
{
    QSet<QString> spellings;
    QSet<QString> words;
    for (const MistakeCode code : allMistakeCodes()) {
        const std::string name = mistakeCodeName(code);
        const std::string plain = mistakeCodeWords(code);
        QVERIFY2(!spellings.contains(QString::fromStdString(name)), name.c_str());
        QVERIFY2(!words.contains(QString::fromStdString(plain)), plain.c_str());
        spellings.insert(QString::fromStdString(name));
        words.insert(QString::fromStdString(plain));
        QVERIFY2(!plain.empty() && plain.find('_') == std::string::npos, name.c_str());
        QCOMPARE(mistakeCodeNamed(name), std::optional<MistakeCode>(code));
        QCOMPARE(mistakeCodeWords(std::string_view(name)), plain);
    }
    QCOMPARE(mistakeCodeWords(MistakeCode::PickupOrder), std::string("Cards picked up out of order"));
    QCOMPARE(mistakeCodeNamed("NOT_A_CODE"), std::nullopt);
    QCOMPARE(mistakeCodeWords(std::string_view("NOT_A_CODE")), std::string("NOT_A_CODE")); // a later version's
}

#include "tst_round_steps.moc"

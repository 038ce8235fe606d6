// Rule profiles: the reference profiles are legal, and every illegal combination is reported with
// the section it breaks.
#include "core/rules/rule_profile.h"

#include "test_support.h"

#include <QtTest>

#include <functional>

using namespace s21;

using Mutation = std::function<void(RuleProfile&)>;
Q_DECLARE_METATYPE(Mutation)

namespace {

// `profile` changed by `mutate` is refused, one of its problems citing `section`.
void verifyRefused(RuleProfile profile, const Mutation& mutate, const QString& section)
{
    mutate(profile);
    const auto problems = validate(profile);
    QVERIFY(!problems.empty());
    const bool cited = std::any_of(problems.begin(), problems.end(), [&](const std::string& p) {
        return QString::fromStdString(p).contains("(" + section);
    });
    QVERIFY2(cited, problems.front().c_str());
}

} // namespace

class TestRuleProfile : public QObject {
    Q_OBJECT
private slots:
    void referenceProfilesAreLegal();
    void jurisdictionsDiffer();
    void illegalSettings_data();
    void illegalSettings();
    void blackjackIsItsOwnGame();
    void blackjackCitesItsOwnText();
    void illegalBlackjackSettings_data();
    void illegalBlackjackSettings();
};

void TestRuleProfile::referenceProfilesAreLegal()
{
    for (const RuleProfile& p :
         {marylandProfile(6), marylandProfile(8), massachusettsProfile(6),
          massachusettsProfile(8, DealerSecondCard::HoleCardWithReader),
          massachusettsProfile(6, DealerSecondCard::HoleCardNoReader), marylandBlackjackProfile(1),
          marylandBlackjackProfile(6), marylandBlackjackProfile(6, {6, 5}), marylandBlackjackProfile(8)}) {
        const auto problems = validate(p);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
    }
}

void TestRuleProfile::jurisdictionsDiffer()
{
    // Each row of the differences table in rules/README.md is a setting.
    const RuleProfile md = marylandProfile(6);
    const RuleProfile ma = massachusettsProfile(6);
    QCOMPARE(md.dealerSecondCard, DealerSecondCard::HoleCardWithReader);                 // MD-S21 7.E(4)
    QCOMPARE(ma.dealerSecondCard, DealerSecondCard::NoHoleCard);                         // MA-S21 7(g)
    QCOMPARE(md.cutCard.minCardsFromEitherEnd, 10);                                      // MD-S21 5.E
    QCOMPARE(ma.cutCard.minCardsFromEitherEnd, 48);                                      // MA-S21 4(e)
    QCOMPARE(ma.cutCard.offerRule, CutOfferRule::FarRightRotatingEachShoe);              // MA-S21 4(d)
    QCOMPARE(md.matchTheDealer.order, MatchSettlementOrder::SeatBySeatFromRight);        // MD-S21 7.F(1)
    QCOMPARE(ma.matchTheDealer.order, MatchSettlementOrder::LosersThenWinnersFromRight); // MA-S21 6(d)
    QVERIFY(!md.splits.bonusPayoutsOnSplitHands);                                        // MD-S21 11.F
    QVERIFY(ma.splits.bonusPayoutsOnSplitHands);                                         // MA-S21 10(e)
    QCOMPARE(ma.splits.maxAdditionalSplits, 3);                                          // MA-S21 10(c)
    QCOMPARE(md.blackjackTiming, PlayerBlackjackTiming::AtOnceAgainstTwoToNine);         // MD-S21 7.H(1)(a)
    QCOMPARE(ma.blackjackTiming, PlayerBlackjackTiming::WithTheRound);                   // MA-S21 5(e)
    QCOMPARE(md.extraTens, ExtraTensAction::RemoveDecks);                                // MD-S21 13.D
    QCOMPARE(ma.extraTens, ExtraTensAction::Reshuffle);                                  // MA-S21 15(b)
    QCOMPARE(md.readerMalfunction, ReaderMalfunctionAction::StopDealing);                // MD-S21 13.Q
    QCOMPARE(ma.readerMalfunction, ReaderMalfunctionAction::ContinueWithoutReader);      // MA-S21 15(k)
    QCOMPARE(md.brokenShuffler, BrokenShufflerAction::CoverOrSign);                      // MD-S21 13.S
    QCOMPARE(ma.brokenShuffler, BrokenShufflerAction::RemoveFromTable);                  // MA-S21 15(k)
    QVERIFY(!md.accidentalDrawAboveSeventeen);                                           // MD-S21 13.I
    QVERIFY(ma.accidentalDrawAboveSeventeen);                                            // MA-S21 15(e)
    QCOMPARE(ma.maxPlayersPerBox, 3);                                                    // MA-S21 13(a)
    QVERIFY(!md.barPlayersWhoSatOut);               // MD-S21 6.C: the operator's choice, this table lets them back
    QVERIFY(ma.barPlayersWhoSatOut);                // MA-S21 5(j): the licensee's choice, barred until the shuffle
    QVERIFY(!ma.cutCard.cutAfterAutomaticShuffler); // MA-S21 4(b)
    QVERIFY(ma.cutCard.recutUntilFirstCard);        // MA-S21 4(f): "before any cards have been dealt"
    QVERIFY(!md.cutCard.recutUntilFirstCard);       // MD-S21 5.F: "before ... placed in the dealing shoe"
    QCOMPARE(marylandProfile(8).matchTheDealer.sameSuit, (Odds{12, 1})); // MD-S21 12.A(4)(b)
    QCOMPARE(md.blackjackPays, (Odds{3, 2}));                            // MD-S21 12.A(2)
}

void TestRuleProfile::blackjackIsItsOwnGame()
{
    // The game's row (game.h): what the parent game lacks and has, each against its section.
    const RuleProfile s21 = marylandProfile(6);
    const RuleProfile bj = marylandBlackjackProfile(6);
    QCOMPARE(bj.game, Game::Blackjack);
    QCOMPARE(bj.id, std::string("md-bj-6deck-3to2"));
    QCOMPARE(marylandBlackjackProfile(6, {6, 5}).id, std::string("md-bj-6deck-6to5"));
    QCOMPARE(bj.citationPrefix, std::string("MD-BJ"));
    QCOMPARE(s21.gameRules().cardsPerDeck, 48);                            // MD-S21 3.B
    QCOMPARE(bj.gameRules().cardsPerDeck, 52);                             // MD-BJ 3.E
    QVERIFY(s21.gameRules().doubleOnAnyNumberOfCards);                     // MD-S21 10.B
    QVERIFY(!bj.gameRules().doubleOnAnyNumberOfCards);                     // MD-BJ 10.A: the first two cards
    QVERIFY(s21.gameRules().rescue && !bj.gameRules().rescue);             // MD-S21 10.H; none in MD-BJ 10
    QVERIFY(s21.gameRules().bonusPayouts && !bj.gameRules().bonusPayouts); // MD-S21 12.B-C; none in MD-BJ 13.A
    QVERIFY(!bj.gameRules().drawnTwentyOneWins);         // equal totals push: no MD-S21 7.O(4) in blackjack
    QVERIFY(!bj.blackjackBeatsDealerBlackjack);          // even money (MD-BJ 8.E) has a use only so
    QVERIFY(!bj.matchTheDealer.offered);                 // MD-BJ 6.G(2): a wager the operator may offer
    QCOMPARE(bj.matchTheDealer.sameSuit, (Odds{11, 1})); // MD-BJ 13.A(5)(a)
    QCOMPARE(bj.matchTheDealer.differentSuit, (Odds{4, 1}));
    QCOMPARE(marylandBlackjackProfile(8).matchTheDealer.sameSuit, (Odds{14, 1})); // MD-BJ 13.A(5)(b)
    QCOMPARE(marylandBlackjackProfile(8).matchTheDealer.differentSuit, (Odds{3, 1}));
}

void TestRuleProfile::blackjackCitesItsOwnText()
{
    // One cite() call per rule: the blackjack profile reads the same Maryland section as its MD-BJ
    // twin, or by analogy where MD-BJ chapter 7 is silent (blackjack_sections.h).
    const RuleProfile bj = marylandBlackjackProfile(6);
    QCOMPARE(QString::fromStdString(marylandProfile(6).cite("12.A(2)", "5(e)").str()), QString("MD-S21 12.A(2)"));
    QCOMPARE(QString::fromStdString(massachusettsProfile(6).cite("12.A(2)", "5(e)").str()), QString("MA-S21 5(e)"));
    QCOMPARE(QString::fromStdString(bj.cite("12.A(2)", "5(e)").str()), QString("MD-BJ 13.A(2)"));
    QCOMPARE(QString::fromStdString(bj.cite("7.N", "12(c)").str()),
             QString("MD-S21 7.N (by analogy; MD-BJ ch. 7 is incomplete)"));
    QCOMPARE(QString::fromStdString(bj.citeMaryland("5.D(2)").str()), QString("MD-BJ 5.D(2)"));
    // A house's Massachusetts table that offers the cut where the cover card came out cites the
    // Maryland rule it follows, as before blackjack.
    QCOMPARE(QString::fromStdString(massachusettsProfile(6).citeMaryland("5.D(2)").str()), QString("MD-S21 5.D(2)"));
}

void TestRuleProfile::illegalBlackjackSettings_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<Mutation>("mutate");
    QTest::addColumn<QString>("section");
    QTest::newRow("blackjack pays 2 to 1") << Mutation([](RuleProfile& p) { p.blackjackPays = {2, 1}; }) << "MD-BJ 13.A(2)";
    QTest::newRow("nine decks") << Mutation([](RuleProfile& p) { p.decks = 9; }) << "MD-BJ 3.A";
    QTest::newRow("no decks") << Mutation([](RuleProfile& p) { p.decks = 0; }) << "MD-BJ 3.A";
    QTest::newRow("Massachusetts blackjack")
        << Mutation([](RuleProfile& p) { p.jurisdiction = Jurisdiction::Massachusetts; }) << "rules/README.md";
    QTest::newRow("MTD at Spanish 21's 9 to 1") << Mutation([](RuleProfile& p) {
               p.matchTheDealer.offered = true;
               p.matchTheDealer.sameSuit = {9, 1};
           }) << "MD-BJ 13.A(5)";
    QTest::newRow("MTD with four decks") << Mutation([](RuleProfile& p) {
               p.decks = 4;
               p.matchTheDealer.offered = true;
           }) << "MD-BJ 13.A(5)";
    QTest::newRow("split blackjack") << Mutation([](RuleProfile& p) { p.splits.splitHandsCanMakeBlackjack = true; })
        << "MD-BJ 1.B(2)";
    QTest::newRow("cut 9 cards from the end") << Mutation([](RuleProfile& p) { p.cutCard.minCardsFromEitherEnd = 9; })
        << "MD-BJ 5.E";
    QTest::newRow("broken reader: dealing on") << Mutation([](RuleProfile& p) {
               p.readerMalfunction = ReaderMalfunctionAction::ContinueWithoutReader;
           }) << "MD-BJ 14.L";
    QTest::newRow("accidental draw above 17") << Mutation([](RuleProfile& p) { p.accidentalDrawAboveSeventeen = true; })
        << "MD-BJ 14.D";
    // The requirements Maryland's two texts make alike (rule_profile.cpp, kMarylandRequirements), in MD-BJ's sections.
    QTest::newRow("no hole card") << Mutation([](RuleProfile& p) { p.dealerSecondCard = DealerSecondCard::NoHoleCard; })
        << "MD-BJ 1.B(10), 2.G";
    QTest::newRow("settled in any order") << Mutation([](RuleProfile& p) { p.finalSettlement = FinalSettlementOrder::AnyOrder; })
        << "MD-S21 7.R (by analogy";
    QTest::newRow("recut until the first card") << Mutation([](RuleProfile& p) { p.cutCard.recutUntilFirstCard = true; })
        << "MD-BJ 5.F";
    QTest::newRow("cut offered in rotation") << Mutation([](RuleProfile& p) {
               p.cutCard.offerRule = CutOfferRule::FarRightRotatingEachShoe;
           }) << "MD-BJ 5.D";
    QTest::newRow("losing insurance collected late") << Mutation([](RuleProfile& p) {
               p.losingInsurance = LosingInsuranceCollection::WhenHoleCardIsShown;
           }) << "MD-BJ 8.D";
    QTest::newRow("broken shuffler removed") << Mutation([](RuleProfile& p) {
               p.brokenShuffler = BrokenShufflerAction::RemoveFromTable;
           }) << "MD-BJ 14.N";
    QTest::newRow("two players on a box") << Mutation([](RuleProfile& p) { p.maxPlayersPerBox = 2; }) << "MD-BJ 6.H";
    QTest::newRow("boxes apart") << Mutation([](RuleProfile& p) { p.boxesAdjacent = false; }) << "MD-BJ 6.H";
    QTest::newRow("eight boxes") << Mutation([](RuleProfile& p) { p.boxesPerPlayer = 8; }) << "MD-BJ 6.H";
    QTest::newRow("Bonus Spin") << Mutation([](RuleProfile& p) {
               p.bonusSpin.variant = BonusSpinVariant::MarylandProgressive;
               p.bonusSpin.wagerAmounts = {Money::dollars(1)};
           }) << "MD-S21BS 6.G";
    QTest::newRow("Spanish 21 paying 6 to 5") << Mutation([](RuleProfile& p) {
               p = marylandProfile(6);
               p.blackjackPays = {6, 5};
           }) << "MD-S21 12.A(2)";
    // clang-format on
}

void TestRuleProfile::illegalBlackjackSettings()
{
    QFETCH(Mutation, mutate);
    QFETCH(QString, section);
    verifyRefused(marylandBlackjackProfile(6), mutate, section);
}

void TestRuleProfile::illegalSettings_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<bool>("massachusetts");
    QTest::addColumn<Mutation>("mutate");
    QTest::addColumn<QString>("section");
    QTest::newRow("seven decks") << false << Mutation([](RuleProfile& p) { p.decks = 7; }) << "MD-S21 3.A";
    QTest::newRow("MA seven decks") << true << Mutation([](RuleProfile& p) { p.decks = 7; }) << "MA-S21 2(a)";
    QTest::newRow("MD without a hole card") << false
        << Mutation([](RuleProfile& p) { p.dealerSecondCard = DealerSecondCard::NoHoleCard; }) << "MD-S21 2.E";
    QTest::newRow("MD MTD paytable changed") << false
        << Mutation([](RuleProfile& p) { p.matchTheDealer.sameSuit = {10, 1}; }) << "MD-S21 12.A(4)";
    QTest::newRow("MA MTD below the minimum") << true
        << Mutation([](RuleProfile& p) { p.matchTheDealer.differentSuit = {7, 2}; }) << "MA-S21 6(e)";
    QTest::newRow("MA MTD minimum under $1") << true
        << Mutation([](RuleProfile& p) { p.matchTheDealer.minimumWager = Money::cents(50); }) << "MA-S21 6(b)";
    QTest::newRow("MD MTD losers first") << false
        << Mutation([](RuleProfile& p) { p.matchTheDealer.order = MatchSettlementOrder::LosersThenWinnersFromRight; })
        << "MD-S21 7.F(1)";
    QTest::newRow("MD insurance before MTD") << false
        << Mutation([](RuleProfile& p) { p.matchTheDealer.beforeInsurance = false; }) << "MD-S21 7.G";
    QTest::newRow("MA four splits") << true
        << Mutation([](RuleProfile& p) { p.splits.maxAdditionalSplits = 4; }) << "MA-S21 10(c)";
    QTest::newRow("MA split blackjack") << true
        << Mutation([](RuleProfile& p) { p.splits.splitHandsCanMakeBlackjack = true; }) << "MA-S21 1";
    QTest::newRow("MD bonus on split hands") << false
        << Mutation([](RuleProfile& p) { p.splits.bonusPayoutsOnSplitHands = true; }) << "MD-S21 11.F";
    QTest::newRow("MA seat-by-seat final settlement") << true
        << Mutation([](RuleProfile& p) { p.finalSettlement = FinalSettlementOrder::SeatBySeatFromRight; }) << "MA-S21 5(e)";
    QTest::newRow("MD cut 9 cards from the end") << false
        << Mutation([](RuleProfile& p) { p.cutCard.minCardsFromEitherEnd = 9; }) << "MD-S21 5.E";
    QTest::newRow("MA cut less than a deck") << true
        << Mutation([](RuleProfile& p) { p.cutCard.minCardsFromEitherEnd = 20; }) << "MA-S21 4(e)";
    QTest::newRow("MA cut after shuffler") << true
        << Mutation([](RuleProfile& p) { p.cutCard.cutAfterAutomaticShuffler = true; }) << "MA-S21 4(b)(1)";
    QTest::newRow("MD recut once the stack is in the shoe") << false
        << Mutation([](RuleProfile& p) { p.cutCard.recutUntilFirstCard = true; }) << "MD-S21 5.F";
    QTest::newRow("MD broken shuffler removed instead of covered") << false
        << Mutation([](RuleProfile& p) { p.brokenShuffler = BrokenShufflerAction::RemoveFromTable; }) << "MD-S21 13.S";
    QTest::newRow("MA broken shuffler covered instead of removed") << true
        << Mutation([](RuleProfile& p) { p.brokenShuffler = BrokenShufflerAction::CoverOrSign; }) << "MA-S21 15(k)";
    QTest::newRow("MD extra 10s reshuffled instead of removed") << false
        << Mutation([](RuleProfile& p) { p.extraTens = ExtraTensAction::Reshuffle; }) << "MD-S21 13.D";
    QTest::newRow("MA extra 10s: decks removed instead of reshuffled") << true
        << Mutation([](RuleProfile& p) { p.extraTens = ExtraTensAction::RemoveDecks; }) << "MA-S21 15(b)";
    QTest::newRow("MD broken reader: dealing on without it") << false
        << Mutation([](RuleProfile& p) { p.readerMalfunction = ReaderMalfunctionAction::ContinueWithoutReader; })
        << "MD-S21 13.Q";
    QTest::newRow("MA broken reader: dealing stopped") << true
        << Mutation([](RuleProfile& p) { p.readerMalfunction = ReaderMalfunctionAction::StopDealing; }) << "MA-S21 15(k)";
    QTest::newRow("MD losing insurance left until the hole card is shown") << false
        << Mutation([](RuleProfile& p) { p.losingInsurance = LosingInsuranceCollection::WhenHoleCardIsShown; })
        << "MD-S21 8.F";
    QTest::newRow("MA losing insurance collected at the peek") << true
        << Mutation([](RuleProfile& p) { p.losingInsurance = LosingInsuranceCollection::AfterThePeek; })
        << "MA-S21 11(d)";
    QTest::newRow("MD two players on one box") << false
        << Mutation([](RuleProfile& p) { p.maxPlayersPerBox = 2; }) << "MD-S21 6.H";
    QTest::newRow("MA four players on one box") << true
        << Mutation([](RuleProfile& p) { p.maxPlayersPerBox = 4; }) << "MA-S21 13(a)";
    QTest::newRow("MD accidental draw above 17") << false
        << Mutation([](RuleProfile& p) { p.accidentalDrawAboveSeventeen = true; }) << "MD-S21 13.I";
    QTest::newRow("MA accidental draw only on 17") << true
        << Mutation([](RuleProfile& p) { p.accidentalDrawAboveSeventeen = false; }) << "MA-S21 15(e)";
    QTest::newRow("MA four players on a box") << true
        << Mutation([](RuleProfile& p) { p.maxPlayersPerBox = 4; }) << "MA-S21 13(a)";
    QTest::newRow("minimum above maximum") << false
        << Mutation([](RuleProfile& p) { p.tableMinimum = Money::dollars(1000); }) << "MD-S21 2.B(6)";
    QTest::newRow("minimum not in chips") << false
        << Mutation([](RuleProfile& p) { p.tableMinimum = Money::cents(75); }) << "MD-S21 6.A";
    QTest::newRow("MD Bonus Spin $2") << false
        << Mutation([](RuleProfile& p) {
               p.bonusSpin.variant = BonusSpinVariant::MarylandProgressive;
               p.bonusSpin.wagerAmounts = {Money::dollars(2)};
           })
        << "MD-S21BS 6.G(2)";
    QTest::newRow("MA Bonus Spin $1") << true
        << Mutation([](RuleProfile& p) {
               p.bonusSpin.variant = BonusSpinVariant::MassachusettsAcePays;
               p.bonusSpin.wagerAmounts = {Money::dollars(1)};
           })
        << "MA-S21 16(b)";
    // clang-format on
}

void TestRuleProfile::illegalSettings()
{
    QFETCH(bool, massachusetts);
    QFETCH(Mutation, mutate);
    QFETCH(QString, section);
    verifyRefused(massachusetts ? massachusettsProfile(6) : marylandProfile(6), mutate, section);
}

QTEST_GUILESS_MAIN(TestRuleProfile)
#include "tst_rule_profile.moc"

// Rule profiles: the reference profiles are legal, and every illegal combination is reported with
// the section it breaks.
#include "core/rules/rule_profile.h"

#include "test_support.h"

#include <QtTest>

#include <functional>

using namespace s21;

using Mutation = std::function<void(RuleProfile&)>;
Q_DECLARE_METATYPE(Mutation)

class TestRuleProfile : public QObject {
    Q_OBJECT
private slots:
    void referenceProfilesAreLegal();
    void jurisdictionsDiffer();
    void illegalSettings_data();
    void illegalSettings();
};

void TestRuleProfile::referenceProfilesAreLegal()
{
    for (const RuleProfile& p : {marylandProfile(6), marylandProfile(8), massachusettsProfile(6),
                                 massachusettsProfile(8, DealerSecondCard::HoleCardWithReader),
                                 massachusettsProfile(6, DealerSecondCard::HoleCardNoReader)}) {
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
    RuleProfile profile = massachusetts ? massachusettsProfile(6) : marylandProfile(6);
    mutate(profile);
    const auto problems = validate(profile);
    QVERIFY(!problems.empty());
    const bool cited = std::any_of(problems.begin(), problems.end(), [&](const std::string& p) {
        return QString::fromStdString(p).contains("(" + section);
    });
    QVERIFY2(cited, problems.front().c_str());
}

QTEST_GUILESS_MAIN(TestRuleProfile)
#include "tst_rule_profile.moc"

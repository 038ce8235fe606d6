// The payout calculator: every payout of MD-S21 ch. 7.O-S, 8-12 and MA-S21 5, 6, 8-11, one table
// row per rule with the section it checks.
#include "core/rules/payout.h"
#include "test_support.h"

#include <QtTest>

using namespace s21;
using s21::test::card;
using s21::test::dollars;
using s21::test::hand;

Q_DECLARE_METATYPE(s21::Outcome)
Q_DECLARE_METATYPE(s21::RuleProfile)

namespace {

RuleProfile profileNamed(const QString& name)
{
    if (name == "MA")
        return massachusettsProfile(6);
    if (name == "MD8")
        return marylandProfile(8);
    if (name == "MA8")
        return massachusettsProfile(8);
    return marylandProfile(6);
}

} // namespace

class TestPayout : public QObject {
    Q_OBJECT
private slots:
    void outcomes_data();
    void outcomes();
    void splitTwentyOneAgainstDealerTwentyOneFollowsTheJurisdiction();
    void blackjackAgainstDealerBlackjackIsAProfileReading();
    void winnings_data();
    void winnings();
    void superBonus_data();
    void superBonus();
    void superBonusEnvy();
    void matchTheDealer_data();
    void matchTheDealer();
    void insurance_data();
    void insurance();
    void maxInsurance_data();
    void maxInsurance();
    void surrender_data();
    void surrender();
    void rescue_data();
    void rescue();
    void dealerBlackjackTakesOnlyTheOriginalWager();
    void blackjackPaysTheProfilesOdds_data();
    void blackjackPaysTheProfilesOdds();
    void blackjackHasNoSpanishBonuses();
};

void TestPayout::outcomes_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("player");
    QTest::addColumn<bool>("split");
    QTest::addColumn<QString>("dealer");
    QTest::addColumn<Outcome>("expected");
    QTest::addColumn<QString>("section");
    QTest::newRow("player 20 beats 19") << "KS QH" << false << "9S KD" << Outcome::PlayerWins << "MD-S21 7.O(2)";
    QTest::newRow("player 18 loses to 19") << "9S 9H" << false << "9S KD" << Outcome::DealerWins << "MD-S21 7.O(2)";
    QTest::newRow("dealer bust, player 12 wins") << "KS 2H" << false << "KS 6D 9H" << Outcome::PlayerWins << "MD-S21 7.O(1)";
    QTest::newRow("player bust loses even if dealer busts") << "KS 6H 9D" << false << "KS 6D 9H" << Outcome::DealerWins << "MA-S21 5(a)(1)";
    QTest::newRow("equal 18s push") << "9S 9H" << false << "KS 8D" << Outcome::Push << "MD-S21 7.P";
    QTest::newRow("blackjack beats dealer 21 in three") << "AS KH" << false << "7S 7D 7H" << Outcome::PlayerWins << "MD-S21 7.O(3)";
    QTest::newRow("blackjack beats dealer 20") << "AS JH" << false << "KS QD" << Outcome::PlayerWins << "MA-S21 5(a)(3)";
    QTest::newRow("21 in three beats dealer 21 in three") << "7S 7H 7D" << false << "5S 6D KH" << Outcome::PlayerWins << "MD-S21 7.O(4)";
    QTest::newRow("21 in five beats dealer 21 in four") << "2S 3H 4D 5C 7S" << false << "5S 6D 5H 5C" << Outcome::PlayerWins << "MA-S21 5(a)(4)";
    QTest::newRow("21 in three loses to dealer blackjack") << "7S 7H 7D" << false << "AS KD" << Outcome::DealerWins << "MD-S21 7.Q";
    QTest::newRow("20 loses to dealer blackjack") << "KS QH" << false << "AS KD" << Outcome::DealerWins << "MA-S21 5(b)";
    QTest::newRow("split A+K loses to dealer blackjack") << "AS KH" << true << "AS QD" << Outcome::DealerWins << "MA-S21 1, 5(b)";
    QTest::newRow("split A+K beats dealer 20") << "AS KH" << true << "KS QD" << Outcome::PlayerWins << "MD-S21 7.O(2)";
    // clang-format on
}

void TestPayout::outcomes()
{
    QFETCH(QString, player);
    QFETCH(bool, split);
    QFETCH(QString, dealer);
    QFETCH(Outcome, expected);
    for (const RuleProfile& profile : {marylandProfile(6), massachusettsProfile(6)})
        QCOMPARE(outcome(hand(player, split ? HandOrigin::FromSplit : HandOrigin::Initial), hand(dealer), profile),
                 expected);
}

void TestPayout::splitTwentyOneAgainstDealerTwentyOneFollowsTheJurisdiction()
{
    // A split A+K is 21 but no blackjack (MD-S21 1.B(1), MA-S21 1). Maryland wins only "a Blackjack"
    // against a dealer 21 (7.O(3)), so the two 21s push (7.P); Massachusetts wins "a score of 21 in two
    // cards" against a dealer 21 in two or more (5(a)(3)), and 5(e) pays (a)(3) at 3 to 2. Against a
    // dealer 20 it wins under (a)(2), at 1 to 1; a profile reading "21 in two cards" as a blackjack
    // pushes the two 21s as Maryland does.
    const Hand split = hand("AS KH", HandOrigin::FromSplit);
    const Hand drawnTwentyOne = hand("5S 6D KH");
    RuleProfile ma = massachusettsProfile(6);
    QCOMPARE(outcome(split, drawnTwentyOne, marylandProfile(6)), Outcome::Push);
    QCOMPARE(outcome(split, drawnTwentyOne, ma), Outcome::PlayerWins);
    QCOMPARE(s21::winnings(split, drawnTwentyOne, dollars(10), false, ma), dollars(15));
    QCOMPARE(winningOddsSection(split, drawnTwentyOne, false, ma).str(), std::string("MA-S21 5(a)(3), 5(e)"));
    QCOMPARE(s21::winnings(split, hand("KS QD"), dollars(10), false, ma), dollars(10));
    ma.splits.splitTwentyOneBeatsDealerTwentyOne = false;
    QCOMPARE(outcome(split, drawnTwentyOne, ma), Outcome::Push);
}

void TestPayout::blackjackAgainstDealerBlackjackIsAProfileReading()
{
    // MD-S21 7.O(3) / MA-S21 5(a)(3) read literally: "21 in two or more cards" includes a dealer
    // blackjack, so the player's blackjack wins; a profile may choose the push instead.
    RuleProfile profile = marylandProfile(6);
    QCOMPARE(outcome(hand("AS KH"), hand("AD QC"), profile), Outcome::PlayerWins);
    profile.blackjackBeatsDealerBlackjack = false;
    QCOMPARE(outcome(hand("AS KH"), hand("AD QC"), profile), Outcome::Push);
}

void TestPayout::winnings_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("split");
    QTest::addColumn<bool>("doubled");
    QTest::addColumn<double>("wager");
    QTest::addColumn<double>("paid");
    QTest::addColumn<QString>("section");
    QTest::newRow("1 to 1") << "MD" << "KS 9H" << false << false << 10.0 << 10.0 << "MD-S21 12.A(1)";
    QTest::newRow("blackjack 3 to 2") << "MD" << "AS KH" << false << false << 10.0 << 15.0 << "MD-S21 12.A(2)";
    QTest::newRow("blackjack 3 to 2 on $5") << "MD" << "AS QH" << false << false << 5.0 << 7.5 << "MA-S21 5(e)";
    QTest::newRow("678 mixed 3 to 2") << "MD" << "6S 7H 8D" << false << false << 10.0 << 15.0 << "MD-S21 12.B(1)";
    QTest::newRow("678 suited 2 to 1") << "MD" << "6H 7H 8H" << false << false << 10.0 << 20.0 << "MD-S21 12.B(2)";
    QTest::newRow("678 spades 3 to 1") << "MD" << "6S 7S 8S" << false << false << 10.0 << 30.0 << "MD-S21 12.B(3)";
    QTest::newRow("777 mixed 3 to 2") << "MD" << "7S 7H 7D" << false << false << 10.0 << 15.0 << "MD-S21 12.B(4)";
    QTest::newRow("777 suited 2 to 1") << "MD" << "7H 7H 7H" << false << false << 10.0 << 20.0 << "MD-S21 12.B(5)";
    QTest::newRow("777 spades 3 to 1") << "MD" << "7S 7S 7S" << false << false << 10.0 << 30.0 << "MD-S21 12.B(6)";
    QTest::newRow("5-card 21 3 to 2") << "MD" << "2S 3H 4D 5C 7S" << false << false << 10.0 << 15.0 << "MD-S21 12.B(7)";
    QTest::newRow("6-card 21 2 to 1") << "MD" << "AS 2H 3D 4C 5S 6H" << false << false << 10.0 << 20.0 << "MD-S21 12.B(8)";
    QTest::newRow("7-card 21 3 to 1") << "MD" << "AS AH 2D 3C 4S 5H 5D" << false << false << 10.0 << 30.0 << "MD-S21 12.B(9)";
    QTest::newRow("8-card 21 still 3 to 1") << "MD" << "AS AH AD 2C 3S 4H 4D 5C" << false << false << 10.0 << 30.0 << "MA-S21 5(f)(7)";
    QTest::newRow("4-card 21 is 1 to 1") << "MD" << "2S 3H 7D 9C" << false << false << 10.0 << 10.0 << "MD-S21 12.A(1)";
    QTest::newRow("5-card 20 is 1 to 1") << "MD" << "2S 3H 4D 5C 6S" << false << false << 10.0 << 10.0 << "MD-S21 12.A(1)";
    QTest::newRow("doubled 678 spades 1 to 1 on both") << "MD" << "6S 7S 8S" << false << true << 20.0 << 20.0 << "MD-S21 10.G";
    QTest::newRow("doubled 5-card 21 1 to 1") << "MD" << "2S 3H 4D 5C 7S" << false << true << 20.0 << 20.0 << "MA-S21 9(b)";
    QTest::newRow("MD split 777 spades 1 to 1") << "MD" << "7S 7S 7S" << true << false << 10.0 << 10.0 << "MD-S21 11.F";
    QTest::newRow("MD split 5-card 21 1 to 1") << "MD" << "2S 3H 4D 5C 7S" << true << false << 10.0 << 10.0 << "MD-S21 11.F";
    QTest::newRow("MA split 777 spades 3 to 1") << "MA" << "7S 7S 7S" << true << false << 10.0 << 30.0 << "MA-S21 10(e)";
    QTest::newRow("MA split 6-card 21 2 to 1") << "MA" << "AS 2H 3D 4C 5S 6H" << true << false << 10.0 << 20.0 << "MA-S21 10(e)";
    QTest::newRow("MA split doubled 678 1 to 1") << "MA" << "6S 7S 8S" << true << true << 20.0 << 20.0 << "MA-S21 9(b)";
    QTest::newRow("MA split A+K beats 18 at 1 to 1") << "MA" << "AS KH" << true << false << 10.0 << 10.0 << "MA-S21 1";
    // clang-format on
}

void TestPayout::winnings()
{
    QFETCH(QString, profile);
    QFETCH(QString, cards);
    QFETCH(bool, split);
    QFETCH(bool, doubled);
    QFETCH(double, wager);
    QFETCH(double, paid);
    const Hand h = hand(cards, split ? HandOrigin::FromSplit : HandOrigin::Initial);
    QCOMPARE(s21::winnings(h, hand("KS 8D"), dollars(wager), doubled, profileNamed(profile)), dollars(paid));
}

void TestPayout::superBonus_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("up");
    QTest::addColumn<bool>("split");
    QTest::addColumn<bool>("doubled");
    QTest::addColumn<double>("wager");
    QTest::addColumn<double>("bonus");
    QTest::addColumn<QString>("section");
    QTest::newRow("$5 wager: $1,000") << "7D 7D 7D" << "7C" << false << false << 5.0 << 1000.0 << "MD-S21 12.C(1)";
    QTest::newRow("$24.50 wager: $1,000") << "7H 7H 7H" << "7H" << false << false << 24.5 << 1000.0 << "MA-S21 5(g)";
    QTest::newRow("$25 wager: $5,000") << "7S 7S 7S" << "7D" << false << false << 25.0 << 5000.0 << "MD-S21 12.C(2)";
    QTest::newRow("$4 wager: nothing") << "7S 7S 7S" << "7D" << false << false << 4.0 << 0.0 << "MD-S21 12.C(1)";
    QTest::newRow("mixed 777: nothing") << "7S 7H 7S" << "7D" << false << false << 25.0 << 0.0 << "MD-S21 12.C";
    QTest::newRow("dealer 8: nothing") << "7S 7S 7S" << "8D" << false << false << 25.0 << 0.0 << "MD-S21 12.C";
    QTest::newRow("doubled: nothing") << "7S 7S 7S" << "7D" << false << true << 25.0 << 0.0 << "MD-S21 12.C(4)";
    QTest::newRow("split: nothing") << "7S 7S 7S" << "7D" << true << false << 25.0 << 0.0 << "MA-S21 10(e)";
    QTest::newRow("suited 678: nothing") << "6S 7S 8S" << "7D" << false << false << 25.0 << 0.0 << "MD-S21 12.C";
    // clang-format on
}

void TestPayout::superBonus()
{
    QFETCH(QString, cards);
    QFETCH(QString, up);
    QFETCH(bool, split);
    QFETCH(bool, doubled);
    QFETCH(double, wager);
    QFETCH(double, bonus);
    const Hand h = hand(cards, split ? HandOrigin::FromSplit : HandOrigin::Initial);
    QCOMPARE(superBonusEarned(h, doubled, card(up), dollars(wager), marylandProfile(6)), dollars(bonus));
}

void TestPayout::superBonusEnvy()
{
    // MD-S21 12.C(3), MA-S21 5(g): $50 to every other player who wagered that round.
    QCOMPARE(s21::superBonusEnvy(dollars(5), marylandProfile(6).superBonus), dollars(50));
    QCOMPARE(s21::superBonusEnvy(dollars(25), massachusettsProfile(8).superBonus), dollars(50));
    // The $50 comes "in addition to" the super bonus (MD-S21 12.C(3), MA-S21 5(g)): a $4.50 winner
    // earns no super bonus, so no one else is paid either, as the round engine settles it.
    QCOMPARE(s21::superBonusEnvy(Money::cents(450), marylandProfile(6).superBonus), Money());
    QCOMPARE(s21::superBonusEnvy(Money::cents(450), massachusettsProfile(6).superBonus), Money());
}

void TestPayout::matchTheDealer_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("cards");
    QTest::addColumn<QString>("up");
    QTest::addColumn<double>("wager");
    QTest::addColumn<double>("paid");
    QTest::addColumn<QString>("section");
    QTest::newRow("6 decks, suited 9 to 1") << "MD" << "7H 2S" << "7H" << 5.0 << 45.0 << "MD-S21 12.A(4)(a)(i)";
    QTest::newRow("6 decks, unsuited 4 to 1") << "MA" << "7D 2S" << "7H" << 5.0 << 20.0 << "MA-S21 6(e)(1)";
    QTest::newRow("8 decks, suited 12 to 1") << "MD8" << "QS 5S" << "QS" << 5.0 << 60.0 << "MD-S21 12.A(4)(b)(i)";
    QTest::newRow("8 decks, unsuited 3 to 1") << "MA8" << "QD 5S" << "QS" << 5.0 << 15.0 << "MA-S21 6(e)(2)";
    QTest::newRow("both cards match, paid each") << "MD" << "7H 7C" << "7H" << 5.0 << 65.0 << "MD-S21 7.F(1)(c)";
    QTest::newRow("both unsuited, 8 decks") << "MD8" << "AC AD" << "AS" << 10.0 << 60.0 << "MA-S21 6(a)";
    QTest::newRow("K does not match Q") << "MD" << "KH 9S" << "QH" << 5.0 << 0.0 << "MD-S21 7.F(1)(b)";
    QTest::newRow("J matches J only by rank") << "MA" << "JC 9S" << "JH" << 5.0 << 20.0 << "MD-S21 7.F(1)(b)";
    QTest::newRow("no match loses") << "MA" << "2H 3S" << "9H" << 5.0 << 0.0 << "MA-S21 6(a)";
    // clang-format on
}

void TestPayout::matchTheDealer()
{
    QFETCH(QString, profile);
    QFETCH(QString, cards);
    QFETCH(QString, up);
    QFETCH(double, wager);
    QFETCH(double, paid);
    const auto c = s21::test::cards(cards);
    QCOMPARE(matchTheDealerWinnings(dollars(wager), c[0], c[1], card(up), profileNamed(profile).matchTheDealer),
             dollars(paid));
}

void TestPayout::insurance_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("hole");
    QTest::addColumn<bool>("wins");
    QTest::addColumn<QString>("section");
    QTest::newRow("king") << "KS" << true << "MD-S21 8.A";
    QTest::newRow("queen") << "QH" << true << "MA-S21 11(a)";
    QTest::newRow("jack") << "JD" << true << "MD-S21 8.A";
    QTest::newRow("ace") << "AC" << false << "MA-S21 11(a)";
    QTest::newRow("nine") << "9C" << false << "MA-S21 11(a)";
    QTest::newRow("ten, in blackjack's deck") << "TC" << true << "MD-BJ 8.B";
    // clang-format on
}

void TestPayout::insurance()
{
    QFETCH(QString, hole);
    QFETCH(bool, wins);
    QCOMPARE(insuranceWins(card(hole)), wins);
    QCOMPARE(insuranceWinnings(dollars(5)), dollars(10)); // MD-S21 12.A(3), MA-S21 11(c): 2 to 1
}

void TestPayout::maxInsurance_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("chips");
    QTest::addColumn<double>("wager");
    QTest::addColumn<double>("maximum");
    QTest::addColumn<QString>("section");
    QTest::newRow("half of $10") << "1 5 25" << 10.0 << 5.0 << "MD-S21 8.B";
    QTest::newRow("half of $5 with $2.50 chips") << "1 2.5 5" << 5.0 << 2.5 << "MD-S21 8.B";
    QTest::newRow("half of $5 with $1 chips: next unit $3") << "1 5 25" << 5.0 << 3.0 << "MD-S21 8.C";
    QTest::newRow("half of $15 with $5 chips: $10") << "5 25" << 15.0 << 10.0 << "MA-S21 11(b)";
    QTest::newRow("half of $25 with $1 chips: $13") << "1 5 25" << 25.0 << 13.0 << "MA-S21 11(b)";
    // clang-format on
}

void TestPayout::maxInsurance()
{
    QFETCH(QString, chips);
    QFETCH(double, wager);
    QFETCH(double, maximum);
    std::vector<Money> denominations;
    for (const QString& d : chips.split(' '))
        denominations.push_back(dollars(d.toDouble()));
    QCOMPARE(maxInsuranceWager(dollars(wager), ChipSet(denominations)), dollars(maximum));
}

void TestPayout::surrender_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<double>("wager");
    QTest::addColumn<bool>("dealerBlackjack");
    QTest::addColumn<double>("collected");
    QTest::addColumn<double>("returned");
    QTest::addColumn<QString>("section");
    QTest::newRow("half back") << 10.0 << false << 5.0 << 5.0 << "MD-S21 9.C(1)";
    QTest::newRow("odd $5: $2.50 each") << 5.0 << false << 2.5 << 2.5 << "MA-S21 8(a)(1)";
    QTest::newRow("dealer blackjack takes all") << 10.0 << true << 10.0 << 0.0 << "MD-S21 9.C(2)(a)";
    QTest::newRow("odd cent to the house") << 0.05 << false << 0.03 << 0.02 << "rounding";
    // clang-format on
}

void TestPayout::surrender()
{
    QFETCH(double, wager);
    QFETCH(bool, dealerBlackjack);
    QFETCH(double, collected);
    QFETCH(double, returned);
    const auto settled = surrenderSettlement(dollars(wager), dealerBlackjack);
    QCOMPARE(settled.collected, dollars(collected));
    QCOMPARE(settled.returned, dollars(returned));
    QCOMPARE(settled.collected + settled.returned, dollars(wager));
}

void TestPayout::rescue_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("cards");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<QString>("section");
    QTest::newRow("12 after the double card") << "5S 5H 2D" << true << "MD-S21 10.H";
    QTest::newRow("21 after the double card") << "5S 6H KD" << true << "MA-S21 9(d)";
    QTest::newRow("busted by the double card") << "9S 5H KD" << false << "MD-S21 10.H";
    // clang-format on
}

void TestPayout::rescue()
{
    QFETCH(QString, cards);
    QFETCH(bool, allowed);
    QCOMPARE(rescueAllowed(hand(cards)), allowed);
    const auto settled = rescueSettlement(dollars(10), dollars(10));
    QCOMPARE(settled.collected, dollars(10)); // the original wager is forfeited
    QCOMPARE(settled.returned, dollars(10));  // the double down wager is taken back
}

void TestPayout::dealerBlackjackTakesOnlyTheOriginalWager()
{
    // MD-S21 10.E, 11.E; MA-S21 9(c), 10(d).
    const auto doubled = againstDealerBlackjack(dollars(10), dollars(10));
    QCOMPARE(doubled.collected, dollars(10));
    QCOMPARE(doubled.returned, dollars(10));
    const auto splitTwice = againstDealerBlackjack(dollars(25), dollars(50));
    QCOMPARE(splitTwice.collected, dollars(25));
    QCOMPARE(splitTwice.returned, dollars(50));
}

void TestPayout::blackjackPaysTheProfilesOdds_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<RuleProfile>("profile");
    QTest::addColumn<double>("wager");
    QTest::addColumn<double>("paid");
    QTest::addColumn<QString>("section");
    QTest::newRow("Spanish 21, 3 to 2")  << marylandProfile(6)                  << 10.0 << 15.0 << "MD-S21 12.A(2)";
    QTest::newRow("blackjack, 3 to 2")   << marylandBlackjackProfile(6)         << 10.0 << 15.0 << "MD-BJ 13.A(2)";
    QTest::newRow("blackjack, 6 to 5")   << marylandBlackjackProfile(6, {6, 5}) << 10.0 << 12.0 << "MD-BJ 13.A(2)";
    QTest::newRow("6 to 5 on $25")       << marylandBlackjackProfile(6, {6, 5}) << 25.0 << 30.0 << "MD-BJ 13.A(2)";
    // clang-format on
}

void TestPayout::blackjackPaysTheProfilesOdds()
{
    QFETCH(RuleProfile, profile);
    QFETCH(double, wager);
    QFETCH(double, paid);
    QFETCH(QString, section);
    const Hand player = hand("AS KD");
    const Hand dealer = hand("9C 8D");
    QCOMPARE(outcome(player, dealer, profile), Outcome::PlayerWins);
    QCOMPARE(s21::winnings(player, dealer, dollars(wager), false, profile), dollars(paid));
    QCOMPARE(QString::fromStdString(winningOddsSection(player, dealer, false, profile).str()), section);
}

void TestPayout::blackjackHasNoSpanishBonuses()
{
    const RuleProfile bj = marylandBlackjackProfile(6);
    const RuleProfile s21 = marylandProfile(6);
    // A five-card 21 is paid 1 to 1 (MD-BJ 13.A(1)), not 3 to 2 (MD-S21 12.B(7)).
    const Hand fiveCards = hand("2C 3D 4H 5S 7C");
    QCOMPARE(s21::winnings(fiveCards, hand("TC 7D"), dollars(10), false, bj), dollars(10));
    QCOMPARE(s21::winnings(fiveCards, hand("KC 7D"), dollars(10), false, s21), dollars(15));
    // A suited 7-7-7 against a dealer 7 earns no super bonus (MD-S21 12.C is Spanish 21's).
    const Hand sevens = hand("7S 7S 7S");
    QCOMPARE(superBonusEarned(sevens, false, card("7D"), dollars(25), bj), Money());
    QCOMPARE(superBonusEarned(sevens, false, card("7D"), dollars(25), s21), dollars(5000));
    // A player's 21 in three cards pushes the dealer's 21 in three (no MD-S21 7.O(4) in blackjack).
    QCOMPARE(outcome(hand("7C 7D 7H"), hand("TC 5D 6H"), bj), Outcome::Push);
    QCOMPARE(outcome(hand("7C 7D 7H"), hand("KC 5D 6H"), s21), Outcome::PlayerWins);
    // A player blackjack pushes a dealer blackjack (the reference profile's reading, docs/procedure.md).
    QCOMPARE(outcome(hand("AC TD"), hand("AD KH"), bj), Outcome::Push);
}

QTEST_GUILESS_MAIN(TestPayout)
#include "tst_payout.moc"

// Even money (MD-BJ 8.E-F): a player with a blackjack against the dealer's ace may be paid 1 to 1
// instead of insuring it; the dealer pays it and removes the cards while insurance is open.

#include "round_harness.h"

using namespace s21;
using namespace s21::test;

namespace {

// A blackjack for seat 1 (AS KD) against the dealer's ace; the hole card `hole` under it.
QString shoeAgainstAnAce(const QString& hole) { return "AS AH KD " + hole; }

// Answers every question as scripted, and remembers which seats were asked about even money and
// which about insurance.
class AskedPlayers : public ScriptedPlayers {
public:
    bool evenMoney(int seat) override
    {
        evenMoneyAsked.push_back(seat);
        return ScriptedPlayers::evenMoney(seat);
    }
    Money insurance(int seat, Money maximum) override
    {
        insuranceAsked.push_back(seat);
        return ScriptedPlayers::insurance(seat, maximum);
    }

    std::vector<int> evenMoneyAsked;
    std::vector<int> insuranceAsked;
};

} // namespace

class TestEvenMoney : public QObject {
    Q_OBJECT
private slots:
    void paidOneToOneAndTheCardsRemovedBeforeInsuranceCloses();
    void evenMoneyKeepsWhatADealerBlackjackWouldPush();
    void insuranceClosedBeforeTheEvenMoneyIsAMistake();
    void evenMoneyPaidAtTheBlackjackOddsIsAMistake();
    void askedOnlyOfABlackjackWhereTheProfileOffersIt();
    void spanish21OffersNoEvenMoney();
};

void TestEvenMoney::paidOneToOneAndTheCardsRemovedBeforeInsuranceCloses()
{
    // MD-BJ 8.E(2): "the dealer shall pay out the Blackjack Wager at odds of 1 to 1 and remove the
    // player's cards", instead of an insurance wager (8.E(1)), so before insurance closes (8.A(2)).
    Table table(profileNamed("BJ"), {seat(1, 10), seat(3, 10)}, "AS 9C AH KD 8C 9D");
    table.takeEvenMoney(1);
    const QString key = table.finish().join('|');
    QVERIFY2(key.startsWith("deal s1|deal s3|deal dealer|deal s1|deal s3|hole|offer-insurance|pay s1 $10|"
                            "pickup s1|close-insurance|peek|"),
             qPrintable(key));
    QVERIFY2(key.count("s1") == 4, qPrintable(key)); // nothing more for seat 1: announced, paid or picked up
    QCOMPARE(table.bankroll(1), dollars(1010));
}

void TestEvenMoney::evenMoneyKeepsWhatADealerBlackjackWouldPush()
{
    // A blackjack pushes the dealer's (docs/procedure.md, "Maryland blackjack"): why even money is
    // offered. Taken, the $10 is won whatever the hole card; declined, the two blackjacks push.
    Table taken(profileNamed("BJ"), {seat(1, 10)}, shoeAgainstAnAce("KC"));
    taken.takeEvenMoney(1);
    taken.finish();
    QCOMPARE(taken.bankroll(1), dollars(1010));

    Table declined(profileNamed("BJ"), {seat(1, 10)}, shoeAgainstAnAce("KC"));
    const QString key = declined.finish().join('|');
    QVERIFY2(!key.contains("pay s1"), qPrintable(key));
    QCOMPARE(declined.bankroll(1), dollars(1000));
}

void TestEvenMoney::insuranceClosedBeforeTheEvenMoneyIsAMistake()
{
    Table table(profileNamed("BJ"), {seat(1, 10)}, shoeAgainstAnAce("9C"));
    table.takeEvenMoney(1);
    table.advanceUntil("pay s1");
    expectMistake(table, "close-insurance", MistakeCode::BlackjackProcedure, "MD-BJ 8.E(2)");
    QCOMPARE(table.act("pay s1 $10").accepted, true);
    expectMistake(table, "close-insurance", MistakeCode::BlackjackProcedure, "MD-BJ 8.E(2)");
    QCOMPARE(table.next(), QString("pickup s1"));
}

void TestEvenMoney::evenMoneyPaidAtTheBlackjackOddsIsAMistake()
{
    // 1 to 1, not the 3 to 2 a blackjack is paid (MD-BJ 13.A(2)).
    Table table(profileNamed("BJ"), {seat(1, 10)}, shoeAgainstAnAce("9C"));
    table.takeEvenMoney(1);
    table.advanceUntil("pay s1");
    expectMistake(table, "pay s1 $15", MistakeCode::PayoutAmount, "MD-BJ 8.E(2)");
}

void TestEvenMoney::askedOnlyOfABlackjackWhereTheProfileOffersIt()
{
    // Seat 1's blackjack is asked about even money and not insurance; seat 3's 17 is asked about
    // insurance only. A profile without even money (8.F: only where the Rules Submission says so)
    // asks everyone about insurance.
    AskedPlayers offered;
    Table table(profileNamed("BJ"), {seat(1, 10), seat(3, 10)}, "AS 9C AH KD 8C 9D");
    table.playWith(offered).finish();
    QCOMPARE(offered.evenMoneyAsked, std::vector<int>{1});
    QCOMPARE(offered.insuranceAsked, (std::vector<int>{1, 3})); // declined even money: insurance is next

    AskedPlayers notOffered;
    RuleProfile without = profileNamed("BJ");
    without.evenMoney = false;
    Table plain(without, {seat(1, 10), seat(3, 10)}, "AS 9C AH KD 8C 9D");
    plain.playWith(notOffered).finish();
    QVERIFY(notOffered.evenMoneyAsked.empty());
    QCOMPARE(notOffered.insuranceAsked, (std::vector<int>{1, 3}));
}

void TestEvenMoney::spanish21OffersNoEvenMoney()
{
    QVERIFY(validate(marylandBlackjackProfile(6)).empty());
    RuleProfile spanish = marylandProfile(6);
    spanish.evenMoney = true;
    const auto problems = validate(spanish);
    QCOMPARE(problems.size(), std::size_t{1});
    QCOMPARE(problems.front(), std::string("Spanish 21's insurance has no even money (MD-S21 ch. 8)"));
}

QTEST_APPLESS_MAIN(TestEvenMoney)
#include "tst_even_money.moc"

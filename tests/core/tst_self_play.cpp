// Self-play invariants over many rounds: the automatic dealer never makes a mistake, every card is
// accounted for, money is conserved, for every profile.
#include "core/procedure/automatic_dealer.h"
#include "core/training/practice_faults.h"
#include "core/training/self_play.h"
#include "test_support.h"

#include <QtTest>

#include <sstream>

using namespace s21;

Q_DECLARE_METATYPE(s21::RuleProfile)

namespace {

// 150 rounds of `profile` with the option `feature` on and the players breaking a rule in one round in
// three: the automatic dealer makes no mistake and catches every foul, the cards and the money add
// up, and the feature's own steps are taken (more actions than without it).
void verifyInvariantsWith(const RuleProfile& profile, bool SelfPlayOptions::*feature, std::uint64_t seed)
{
    SelfPlayOptions options;
    options.profile = profile;
    options.rounds = 150;
    options.seed = seed;
    options.*feature = true;
    options.guestFouls = kOften;
    const SelfPlayReport report = selfPlay(options);
    QCOMPARE(report.mistakes, 0);
    QCOMPARE(report.guestFoulsCaught, report.guestFouls);
    QCOMPARE(report.cardAccountingErrors, 0);
    QCOMPARE(report.moneyConservationErrors, 0);
    options.*feature = false;
    QVERIFY(selfPlay(options).actions < report.actions);
}

// Maryland blackjack with its Match-the-Dealer wager offered (MD-BJ 6.G(2), 13.A(5)).
RuleProfile blackjackWithMatchTheDealer(int decks)
{
    RuleProfile profile = marylandBlackjackProfile(decks);
    profile.matchTheDealer.offered = true;
    return profile;
}

} // namespace

class TestSelfPlay : public QObject {
    Q_OBJECT
private slots:
    void invariantsHold_data();
    void invariantsHold();
    void sameSeedSameResult();
    void everyPlayersIrregularityIsCaught_data();
    void everyPlayersIrregularityIsCaught();
    void couponsInvariantsHold_data();
    void couponsInvariantsHold();
    void sharedBoxesInvariantsHold_data();
    void sharedBoxesInvariantsHold();
    void notationRoundTripsEveryExpectedAction();
    void restartedRoundIsAFreshRound_data();
    void restartedRoundIsAFreshRound();
};

// Maryland with the Bonus Spin progressive and the Xtreme 16, as md-2020-6deck-xtreme16: every player
// places both, and the wheels' stops are drawn (MD-S21BS 12.D-E).
namespace {

RuleProfile marylandWithProgressives()
{
    RuleProfile profile = marylandProfile(6);
    profile.bonusSpin.variant = BonusSpinVariant::MarylandProgressive;
    profile.bonusSpin.wagerAmounts = {Money::dollars(1), Money::dollars(5)};
    profile.bonusSpin.dollarWheel = {'B', Money::dollars(1250)};
    profile.xtreme.offered = true;
    profile.xtreme.meters.primary = Money::dollars(12480);
    return profile;
}

} // namespace

void TestSelfPlay::invariantsHold_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<RuleProfile>("profile");
    QTest::newRow("md-2020-6deck") << marylandProfile(6);
    QTest::newRow("md-2020-8deck") << marylandProfile(8);
    QTest::newRow("ma-205cmr") << massachusettsProfile(6);
    QTest::newRow("ma-205cmr-reader") << massachusettsProfile(6, DealerSecondCard::HoleCardWithReader);
    QTest::newRow("ma hole card, no reader") << massachusettsProfile(8, DealerSecondCard::HoleCardNoReader);
    QTest::newRow("md-2020-6deck-xtreme16") << marylandWithProgressives();
    QTest::newRow("md-bj-6deck-3to2") << marylandBlackjackProfile(6);
    QTest::newRow("md-bj-6deck-6to5") << marylandBlackjackProfile(6, {6, 5});
    QTest::newRow("md-bj-8deck, Match-the-Dealer") << blackjackWithMatchTheDealer(8);
    QTest::newRow("md-bj, two decks") << marylandBlackjackProfile(2);
    // clang-format on
}

void TestSelfPlay::invariantsHold()
{
    QFETCH(RuleProfile, profile);
    SelfPlayOptions options;
    options.profile = profile;
    options.rounds = 200;
    options.seed = 11;
    const SelfPlayReport report = selfPlay(options);
    QCOMPARE(report.rounds, 200);
    QVERIFY(report.shoes >= 2); // the cover card came out and the shoe was replaced
    QCOMPARE(report.mistakes, 0);
    QCOMPARE(report.cardAccountingErrors, 0);
    QCOMPARE(report.moneyConservationErrors, 0);
}

void TestSelfPlay::everyPlayersIrregularityIsCaught_data() { invariantsHold_data(); }

// The players break rules in one round in three (issue 17): the automatic dealer, taking the
// procedure's steps, catches every one, and money and cards stay conserved.
void TestSelfPlay::everyPlayersIrregularityIsCaught()
{
    QFETCH(RuleProfile, profile);
    SelfPlayOptions options;
    options.profile = profile;
    options.rounds = 150;
    options.seed = 23;
    options.guestFouls = kOften;
    const SelfPlayReport report = selfPlay(options);
    // About 50 drawn; a table without side wagers (blackjack's) has fewer fouls to draw from.
    QVERIFY2(report.guestFouls >= 25, qPrintable(QString::number(report.guestFouls)));
    QCOMPARE(report.guestFoulsCaught, report.guestFouls);
    QCOMPARE(report.mistakes, 0);
    QCOMPARE(report.cardAccountingErrors, 0);
    QCOMPARE(report.moneyConservationErrors, 0);
}

void TestSelfPlay::couponsInvariantsHold_data()
{
    QTest::addColumn<RuleProfile>("profile");
    RuleProfile maryland = marylandProfile(6);
    maryland.matchPlayCoupons = true; // blackjacks paid at once, the coupon with them (MD-S21 7.H(1)(a))
    QTest::newRow("md-2020-6deck, coupons taken") << maryland;
    QTest::newRow("ma-205cmr") << massachusettsProfile(6);
    QTest::newRow("ma-205cmr-reader") << massachusettsProfile(6, DealerSecondCard::HoleCardWithReader);
}

// Every wager carries a match play coupon of its value (MA-S21 5(c), 6(c)), and the players break a
// rule in one round in three, a coupon over the chips among them: the automatic dealer pays and
// takes every coupon without a mistake, and the money is conserved (a coupon is no money of the
// table's).
void TestSelfPlay::couponsInvariantsHold()
{
    QFETCH(RuleProfile, profile);
    verifyInvariantsWith(profile, &SelfPlayOptions::coupons, 29); // the coupons taken, step by step
}

void TestSelfPlay::sharedBoxesInvariantsHold_data()
{
    QTest::addColumn<RuleProfile>("profile");
    QTest::newRow("ma-205cmr") << massachusettsProfile(6);
    QTest::newRow("ma-205cmr-reader") << massachusettsProfile(6, DealerSecondCard::HoleCardWithReader);
}

// Every box has three players (MA-S21 13(a)), the two behind the caller doubling, covering or
// choosing a split hand and insuring as drawn, and the players break a rule in one round in three:
// the automatic dealer settles every wager in every line without a mistake, and the money is conserved.
void TestSelfPlay::sharedBoxesInvariantsHold()
{
    QFETCH(RuleProfile, profile);
    verifyInvariantsWith(profile, &SelfPlayOptions::sharedBoxes, 31); // each wager in line settled, step by step
}

void TestSelfPlay::sameSeedSameResult()
{
    SelfPlayOptions options;
    options.profile = marylandProfile(6);
    options.rounds = 100;
    options.seed = 5;
    const SelfPlayReport a = selfPlay(options);
    const SelfPlayReport b = selfPlay(options);
    QCOMPARE(a.actions, b.actions);
    QCOMPARE(a.playersNet.inCents(), b.playersNet.inCents());
    options.seed = 6;
    QVERIFY(selfPlay(options).actions != a.actions);
}

void TestSelfPlay::notationRoundTripsEveryExpectedAction()
{
    // Answer keys and action scripts are written in the notation: every action the procedure can
    // ask for must read back as itself.
    for (const RuleProfile& profile : {marylandProfile(6), massachusettsProfile(6)}) {
        RandomPlayers players(3);
        ManualClock clock;
        Shoe shoe(shuffledCards(profile, 3), 200);
        for (int r = 0; r < 30; ++r) {
            RoundSetup setup;
            setup.profile = profile;
            setup.shoe = shoe;
            for (int s = 1; s <= 7; ++s)
                setup.seats.push_back({s, "Player " + std::to_string(s), Money::dollars(1000), Money::dollars(10),
                                       Money::dollars(5), Money()});
            Round round(setup, players, clock);
            while (!round.complete()) {
                for (const DealerAction& action : round.expected())
                    QCOMPARE(parseAction(notation(action)).value(), action);
                round.apply(round.expected().front());
            }
            shoe =
                round.state().coverCardSeen ? Shoe(shuffledCards(profile, std::uint64_t(r)), 200) : round.state().shoe;
        }
    }
}

namespace {

// Everything a round shows of itself: the state's table, the log and the procedure's next steps.
std::string describe(const Round& round)
{
    const RoundState& state = round.state();
    std::ostringstream out;
    out << phaseName(state.phase) << " tray " << formatMoney(state.tray) << " shoe " << state.shoe.remaining()
        << " burn " << state.burnRequired << " cover " << state.coverCardSeen << " spins " << state.wheelSpins << '\n';
    for (int s = 0; s <= kSeatCount; ++s) {
        const Seat& seat = state.seat(s);
        out << "seat " << s << ' ' << seat.occupied << ' ' << seat.player << ' ' << formatMoney(seat.bankroll) << ' '
            << formatMoney(seat.initialWager) << ' ' << formatMoney(seat.matchWager) << ' ' << seat.matchSettled << ' '
            << formatMoney(seat.insuranceWager) << ' ' << seat.insuranceDecided << seat.insuranceSettled << ' '
            << seat.splits << seat.awardsSettled << seat.dead << '\n';
        for (const PlayerHand& hand : seat.hands)
            out << "  " << notation(hand.cards.cards()) << ' ' << static_cast<int>(hand.cards.origin()) << ' '
                << formatMoney(hand.wager) << ' ' << formatMoney(hand.doubleWager) << ' '
                << static_cast<int>(hand.status) << hand.doubledDown << hand.asked << hand.decided
                << hand.blackjackAnnounced << hand.cardsPickedUp << '\n';
    }
    out << "dealer " << notation(state.dealer.cards.cards()) << ' ' << static_cast<int>(state.dealer.holeCard)
        << state.dealer.peeked << state.dealer.totalsAnnounced << state.dealer.cardsPickedUp << '\n';
    for (const DiscardGroup& group : state.rack.groups())
        out << "rack " << static_cast<int>(group.source) << ' ' << group.seat << ' ' << group.hand << ' '
            << notation(group.cards) << '\n';
    for (const TimedVerdict& entry : round.log())
        out << "log " << notation(entry.verdict.action) << ' ' << entry.verdict.accepted << entry.applied << ' '
            << entry.milliseconds << ' ' << entry.verdict.mistake.section << '\n';
    for (const DealerAction& action : round.expected())
        out << "next " << notation(action) << '\n';
    out << round.hint() << '\n';
    return out.str();
}

} // namespace

void TestSelfPlay::restartedRoundIsAFreshRound_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<RuleProfile>("profile");
    QTest::newRow("md-2020-6deck") << marylandProfile(6);
    QTest::newRow("ma-205cmr") << massachusettsProfile(6);
    // clang-format on
}

// A round restarted round after round (the simulator's way) shows exactly what a round built
// afresh for each deal shows, from the first step to the last, as the table changes size.
void TestSelfPlay::restartedRoundIsAFreshRound()
{
    QFETCH(RuleProfile, profile);
    RandomPlayers freshPlayers(21);
    RandomPlayers restartedPlayers(21);
    ManualClock clock;
    ContinuingShoe freshShoe(profile, 21);
    ContinuingShoe restartedShoe(profile, 21);
    const auto setupFor = [&](int round) {
        RoundSetup setup;
        setup.profile = profile;
        const int players = 1 + (round * 3) % kSeatCount; // seats filled and emptied again
        for (int s = 1; s <= players; ++s)
            setup.seats.push_back({s, "Player " + std::to_string(s), Money::dollars(1000), Money::dollars(10),
                                   s % 2 == 0 ? Money::dollars(5) : Money(), Money()});
        return setup;
    };
    RoundSetup restartedSetup = setupFor(0);
    restartedShoe.deal(restartedSetup);
    Round restarted(restartedSetup, restartedPlayers, clock);
    for (int r = 0; r < 300; ++r) {
        if (r > 0) {
            restartedSetup = setupFor(r);
            restartedShoe.deal(restartedSetup);
            restarted.restart(restartedSetup);
        }
        RoundSetup freshSetup = setupFor(r);
        freshShoe.deal(freshSetup);
        Round fresh(std::move(freshSetup), freshPlayers, clock);
        QCOMPARE(describe(restarted), describe(fresh));
        dealAutomatically(fresh);
        dealAutomatically(restarted);
        QCOMPARE(describe(restarted), describe(fresh));
        freshShoe.collect(fresh);
        restartedShoe.collect(restarted);
    }
}

QTEST_GUILESS_MAIN(TestSelfPlay)
#include "tst_self_play.moc"

#include "core/training/self_play.h"

#include "core/procedure/automatic_dealer.h"
#include "core/rules/payout.h"
#include "core/rules/xtreme16.h"
#include "core/training/practice_faults.h"

namespace s21 {

bool ContinuingShoe::deal(RoundSetup& setup)
{
    const bool fresh = newShoe_;
    if (fresh) {
        shoe_ = seededShoe(profile_, seed_ + static_cast<std::uint64_t>(shoes_));
        ++shoes_;
    }
    setup.shoe = std::move(shoe_);
    setup.burnFirst = fresh;
    return fresh;
}

void ContinuingShoe::collect(Round& round)
{
    newShoe_ = round.state().reshuffleRequired();
    shoe_ = round.takeShoe();
}

namespace {

// The players' irregularities that happened in a round, and the dealer's actions that ended one.
std::pair<int, int> guestFoulsIn(const Round& round)
{
    int fouls = 0;
    for (const FaultEvent& event : round.faultEvents())
        fouls += isGuestFoul(event.fault.kind) ? 1 : 0;
    int caught = 0;
    for (const TimedVerdict& entry : round.log()) {
        const ActionKind kind = entry.verdict.action.kind;
        const bool ends =
            kind == ActionKind::CorrectWager || kind == ActionKind::WarnPlayer || kind == ActionKind::ChangeCash;
        caught += entry.applied && ends ? 1 : 0;
    }
    return {fouls, caught};
}

constexpr std::uint64_t kWheelSalt = 0x3b1a5c0fULL;
constexpr std::uint64_t kSharedLineSalt = 0x5a4ed11eULL; // the shared boxes' lines, a stream of their own

// A stop for every possible spin of the round's wheels, drawn evenly from each practice wheel.
void placeWheelStops(RoundSetup& setup, Money progressive, Random& random)
{
    if (!progressive.isZero())
        setup.wheelStops = drawSpins(practiceWheel(setup.profile.bonusSpin, progressive), kSeatCount, random);
    if (setup.profile.xtreme.offered)
        setup.xtremeStops = drawSpins(practiceXtremeWheel(), kSeatCount, random);
}

} // namespace

int mistakesIn(const Round& round)
{
    int mistakes = 0;
    for (const TimedVerdict& entry : round.log())
        mistakes += entry.verdict.isMistake() ? 1 : 0;
    return mistakes;
}

std::vector<BehindSetup> sharedLine(const RuleProfile& profile, const SeatSetup& seat, Money bankroll, Random& random)
{
    std::vector<BehindSetup> line;
    for (int b = 1; b < profile.maxPlayersPerBox; ++b) {
        BehindSetup behind;
        behind.player = seat.player + " behind " + std::to_string(b);
        behind.bankroll = bankroll;
        behind.wager = random.below(2) == 0 ? profile.tableMinimum : seat.wager;
        behind.doubles = random.below(2) == 0;
        behind.splitHand = static_cast<int>(random.below(3));
        behind.insurance = random.below(2) == 0 ? maxInsuranceWager(behind.wager, profile.chips) : Money();
        line.push_back(behind);
    }
    return line;
}

SelfPlayReport selfPlay(const SelfPlayOptions& options)
{
    SelfPlayReport report;
    RandomPlayers players(options.seed ^ 0x5eed5eed5eedULL);
    Random fouls(options.seed ^ kGuestFoulSalt);
    ManualClock clock;
    const int cardsInShoe = options.profile.decks * options.profile.gameRules().cardsPerDeck;
    const Money bankroll = Money::dollars(100000);
    ContinuingShoe shoe(options.profile, options.seed);
    // Where the table offers them, every player places the smallest Bonus Spin wager and the Xtreme 16.
    const BonusSpinRules& spin = options.profile.bonusSpin;
    const Money progressive = spin.variant != BonusSpinVariant::None ? spin.wagerAmounts.front() : Money();
    const Money xtreme = options.profile.xtreme.offered ? kXtremeWager : Money();
    Random wheels(options.seed ^ kWheelSalt);
    Random lines(options.seed ^ kSharedLineSalt);
    int rackCards = 0;
    for (int r = 0; r < options.rounds; ++r) {
        RoundSetup setup;
        setup.profile = options.profile;
        if (shoe.deal(setup))
            rackCards = 0;
        const bool coupons = options.coupons && options.profile.matchPlayCoupons;
        const Money match = options.profile.matchTheDealer.offered ? options.matchWager : Money();
        for (int s = 1; s <= options.players; ++s)
            setup.seats.push_back({s, "Player " + std::to_string(s), bankroll, options.wager, match, progressive,
                                   xtreme, coupons ? options.wager : Money(), coupons ? match : Money()});
        if (options.sharedBoxes)
            for (SeatSetup& seat : setup.seats)
                seat.behind = sharedLine(options.profile, seat, bankroll, lines);
        placeWheelStops(setup, progressive, wheels);
        if (drawsPracticeFault(options.guestFouls, fouls))
            setup.faults = {drawGuestFoul(setup.profile, setup.seats, WhoSatOut::Unknown, fouls)};
        Round round(std::move(setup), players, clock);
        const Money before = round.state().totalMoney();
        report.actions += dealAutomatically(round);
        const RoundState& state = round.state();
        report.mistakes += mistakesIn(round);
        const auto [happened, caught] = guestFoulsIn(round);
        report.guestFouls += happened;
        report.guestFoulsCaught += caught;
        if (state.totalMoney() != before)
            ++report.moneyConservationErrors;
        rackCards += state.rack.cardCount();
        if (state.shoe.cardsInShoe() + rackCards != cardsInShoe)
            ++report.cardAccountingErrors;
        for (int s = 1; s <= options.players; ++s)
            report.playersNet += state.seat(s).bankroll - bankroll;
        shoe.collect(round);
        ++report.rounds;
    }
    report.shoes = static_cast<int>(shoe.shoes());
    return report;
}

} // namespace s21

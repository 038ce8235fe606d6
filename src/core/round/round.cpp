#include "core/round/round.h"

#include "core/procedure/seat_setup.h"
#include "core/round/internal/diagnose.h"
#include "core/round/internal/fault_injection.h"
#include "core/round/internal/perform.h"

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <type_traits>

namespace s21 {

namespace {

void checkSetup(const RoundSetup& setup)
{
    const RuleProfile& p = setup.profile;
    ListedSeats listed{};
    for (const SeatSetup& seat : setup.seats)
        if (const auto problem = seatSetupProblem(p, seat, listed))
            throw std::invalid_argument(problem->message);
    if (setup.seats.empty()) // a player takes part with a wager on the box (MD-BJ 6.F too)
        throw std::invalid_argument("a round needs at least one seat with a wager (MD-S21 6.F)");
    if (!setup.faults.empty()) {
        const std::vector<int> seats = seatNumbers(setup.seats);
        for (const Fault& fault : setup.faults) {
            checkFault(p, seats, fault);
            const auto box = std::find_if(setup.seats.begin(), setup.seats.end(),
                                          [&fault](const SeatSetup& seat) { return seat.seat == fault.seat; });
            if (fault.kind == FaultKind::CallFromBehind && box != setup.seats.end() && box->behind.empty())
                throw std::invalid_argument("call-from-behind: no one wagers behind seat " +
                                            std::to_string(fault.seat) + "'s caller (MA-S21 13(b))");
        }
    }
    if (const auto problem = doubleShoeProblem(p, setup.shoe))
        throw std::invalid_argument(*problem);
    if (const auto problem = boxesProblem(p, setup.seats, extraBoxes(setup.faults)))
        throw std::invalid_argument(problem->message);
}

// Ends `state` and starts a fresh RoundState with `profile` in its place: cheaper than assigning a
// new state member by member, and as safe, the constructor throwing nothing.
void renew(RoundState& state, RuleProfile&& profile) noexcept
{
    static_assert(std::is_nothrow_constructible_v<RoundState, RuleProfile&&>);
    std::destroy_at(&state);
    std::construct_at(&state, std::move(profile));
}

// What a finished round's state leaves for the next round's to reuse, emptied: each seat's hand
// list and its first hand's cards, the dealer's cards, the discard rack.
struct Storage {
    std::array<std::vector<PlayerHand>, kSeatCount + 1> hands;
    std::array<Hand, kSeatCount + 1> firstHandCards;
    Hand dealerCards;
    DiscardRack rack;
};

Storage emptiedStorage(RoundState& state)
{
    Storage storage;
    for (std::size_t s = 0; s < state.seats.size(); ++s) {
        std::vector<PlayerHand>& hands = state.seats[s].hands;
        if (!hands.empty()) {
            storage.firstHandCards[s] = std::move(hands.front().cards);
            storage.firstHandCards[s].clear();
        }
        hands.clear();
        storage.hands[s] = std::move(hands);
    }
    storage.dealerCards = std::move(state.dealer.cards);
    storage.dealerCards.clear();
    storage.rack = std::move(state.rack);
    storage.rack.clear();
    return storage;
}

// Makes `state` that of a new round set up by `setup`, moving its profile, shoe, rack and wheel
// stops; the rest is left for the caller. The seats' hand lists and first hands' cards, the
// dealer's cards and (when the set-up's rack is empty) the discard rack keep the storage they had
// in `state`. The phase is still the first: the caller moves it on (advancePhase).
void startState(RoundState& state, RoundSetup& setup)
{
    Storage storage = emptiedStorage(state);
    renew(state, std::move(setup.profile));
    for (std::size_t s = 0; s < state.seats.size(); ++s)
        state.seats[s].hands = std::move(storage.hands[s]);
    state.dealer.cards = std::move(storage.dealerCards);
    state.rack = setup.rack.groups().empty() ? std::move(storage.rack) : std::move(setup.rack);
    state.shoe = std::move(setup.shoe);
    state.turnShoeTo(state.shoe.dealingSide()); // the rack's backs: the side facing the dealer
    state.tray = setup.tray;
    state.seed = setup.seed;
    state.wheelStops = std::move(setup.wheelStops);
    state.xtremeStops = std::move(setup.xtremeStops);
    state.xtremeMeters = state.profile.xtreme.meters;
    state.bonusSpinJackpots = startingJackpots(state.profile.bonusSpin);
    state.burnRequired = setup.burnFirst;
    for (const SeatSetup& s : setup.seats) {
        Seat& seat = state.seat(s.seat);
        seat.occupied = true;
        seat.player = s.player;
        seat.bankroll = s.bankroll - s.wager - s.matchWager - s.bonusSpinWager - s.xtremeWager;
        seat.matchWager = s.matchWager;
        seat.bonusSpin.wager = seat.bonusSpin.placed = s.bonusSpinWager;
        seat.xtreme.wager = seat.xtreme.placed = s.xtremeWager;
        seat.matchCoupon = s.matchCoupon;
        seat.initialWager = s.wager;
        PlayerHand& hand = seat.hands.emplace_back();
        hand.cards = std::move(storage.firstHandCards[static_cast<std::size_t>(s.seat)]);
        hand.wager = s.wager;
        hand.coupon = s.coupon;
        seat.callerSeated = s.callerSeated;
        for (const BehindSetup& behind : s.behind) { // a shared box's line (MA-S21 13(c))
            Backer& backer = seat.backers.emplace_back();
            backer.setup = behind;
            backer.bankroll = behind.bankroll - behind.wager;
            hand.behind.push_back({behind.wager, {}, false, false, {}, true});
        }
    }
}

// Where a busted wager may wait for the settlement (MA-S21 5(e)), an action the procedure calls for once
// the busts due now are left is the dealer leaving them: the round goes on from there, `state` and
// `stage` the round's with the busts left.
void leaveBustsFor(const DealerAction& action, RoundState& state, std::optional<Stage>& stage)
{
    const std::vector<Spot> busts = bustsThatMayWait(state);
    if (busts.empty())
        return;
    RoundState left = state;
    for (const Spot& spot : busts)
        left.hand(spot).leftForSettlement = true;
    Stage next = advancePhase(left);
    if (!acceptsNext(next, action))
        return;
    state = std::move(left);
    stage = std::move(next);
}

} // namespace

Round::Round(RoundSetup setup, PlayerModel& players, const Clock& clock, MistakePolicy policy)
    : players_(players), clock_(clock), policy_(policy)
{
    restart(setup);
}

void Round::restart(RoundSetup& setup)
{
    checkSetup(setup);
    startState(state_, setup);
    moneyAtStart_ = state_.totalMoney();
    cardsAtStart_ = state_.cardCount();
    startedAt_ = clock_.milliseconds();
    stage_ = advancePhase(state_);
    log_.clear();
    log_.reserve(16 + 8 * static_cast<std::size_t>(kSeatCount)); // a round's actions, mostly without regrowth
    faults_.clear();
    for (const Fault& fault : setup.faults)
        faults_.push_back({fault});
    faultEvents_.clear();
    injectDueFaults();
    S21_ENSURES(moneyKept());
    S21_ENSURES(cardsKept());
}

// Each fault happens at the `occurrence`-th time its moment comes; the table it leaves may be the
// moment of another.
void Round::injectDueFaults()
{
    if (faults_.empty())
        return; // the common case, a simulation's every step
    for (bool injected = true; injected;) {
        injected = false;
        for (auto pending = faults_.begin(); pending != faults_.end(); ++pending) {
            if (!isFaultMoment(state_, stage(), pending->fault) || pending->countedAt == log_.size())
                continue;
            pending->countedAt = log_.size();
            if (++pending->moments < pending->fault.occurrence)
                continue;
            injectFault(state_, stage(), pending->fault);
            stage_.reset();
            faultEvents_.push_back({pending->fault, log_.size()});
            faults_.erase(pending);
            injected = true;
            break;
        }
    }
}

std::vector<Fault> Round::faultsToCome() const
{
    std::vector<Fault> faults;
    for (const PendingFault& pending : faults_)
        faults.push_back(pending.fault);
    return faults;
}

const Stage& Round::stage() const
{
    if (!stage_)
        stage_ = currentStage(state_);
    return *stage_;
}

const Verdict& Round::apply(const DealerAction& given)
{
    S21_EXPECTS(writable(given));
    const DealerAction action = asWritten(given);
    if (!acceptsNext(this->stage(), action))
        leaveBustsFor(action, state_, stage_);
    const Stage& stage = this->stage(); // not used once stage_ is reset below
    const std::int64_t milliseconds = clock_.milliseconds() - startedAt_;
    const Step* step = acceptedStep(stage, action);
    const bool accepted = step != nullptr;
    const LazyText stepSection = accepted ? step->section : LazyText();
    std::optional<Mistake> mistake;
    if (!accepted)
        mistake = diagnose(state_, stage, action);
    const bool applied =
        accepted || (policy_ == MistakePolicy::PlayOn && stage.independent && isLaterStep(stage, action));
    if (applied) {
        stage_.reset(); // perform may throw (ShoeExhausted) with the state part-changed
        stage_ = perform(state_, action, players_);
    }
    // Built in place: a log entry is large (its mistake's texts), so it is neither moved nor copied.
    TimedVerdict& entry = log_.emplace_back();
    entry.verdict.action = action;
    entry.verdict.accepted = accepted;
    if (mistake)
        entry.verdict.mistake = std::move(*mistake);
    entry.applied = applied;
    entry.milliseconds = milliseconds;
    entry.stepSection = stepSection;
    if (applied)
        injectDueFaults();
    S21_ENSURES(moneyKept());
    S21_ENSURES(cardsKept());
    return log_.back().verdict;
}

} // namespace s21

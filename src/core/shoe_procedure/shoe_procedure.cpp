#include "core/shoe_procedure/shoe_procedure.h"

#include "core/base/contract.h"

#include "core/procedure/seat_setup.h"
#include "core/shoe_procedure/internal/shoe_procedure_steps.h"

#include <algorithm>
#include <stdexcept>

namespace s21 {

namespace {

void checkSituation(const ShoeSituation& situation)
{
    ListedSeats listed{};
    for (int seat : situation.seats)
        if (const auto problem = seatNumberProblem(seat, listed))
            throw std::invalid_argument(problem->message);
    for (int seat : {situation.firstPlayer, situation.coverCardSeat, situation.lastFirstOffer})
        if (const auto problem = seatOrNoneProblem(seat))
            throw std::invalid_argument(problem->message);
    if (situation.start == ShoeStart::NewDealer && situation.shoeInPlay.empty())
        throw std::invalid_argument("a new dealer takes over a shoe in play, but the shoe is empty");
    const auto& seats = situation.seats;
    if (situation.start == ShoeStart::IdleTable &&
        std::find(seats.begin(), seats.end(), situation.firstPlayer) == seats.end())
        throw std::invalid_argument("an idle table's cards are spread for the player who arrives (MD-S21 5.I, "
                                    "MA-S21 4(i)): the first player must be seated");
}

// The shoe in play (a new dealer's; a double shoe's after a side's cover card) is double just when
// the profile deals from a double shoe (MD-BJ 3.C).
void checkDoubleShoe(const RuleProfile& profile, const ShoeSituation& situation)
{
    const bool inPlay = situation.start == ShoeStart::NewDealer ||
                        (profile.doubleShoe && situation.start == ShoeStart::CoverCardReached);
    if (const auto problem = inPlay ? doubleShoeProblem(profile, situation.shoeInPlay) : std::nullopt)
        throw std::invalid_argument(*problem);
}

// A double shoe (MD-BJ 3.C): both sides are prepared in turn, red first, or after a side's cover card
// only that side (7.E(2)), the shoe in play keeping the other and the rack its discards. A new
// dealer prepares nothing: there is no burn (7.C).
void startDoubleShoe(ShoeState& state)
{
    const ShoeSituation& situation = state.situation;
    if (situation.start == ShoeStart::CoverCardReached) {
        state.sides = {situation.coverCardSide};
        state.shoe = situation.shoeInPlay;
        state.rack = situation.rackInPlay;
    } else if (situation.start != ShoeStart::NewDealer) {
        state.sides = {CardBack::Red, CardBack::Blue};
    }
    if (!state.sides.empty())
        state.stack = shuffledSide(state.profile, state.preparingSide(), situation.seed);
}

ShoeState initialState(RuleProfile profile, ShoeSituation situation)
{
    ShoeState state;
    state.profile = std::move(profile);
    state.situation = std::move(situation);
    if (state.profile.doubleShoe)
        startDoubleShoe(state);
    if (state.situation.start == ShoeStart::NewDealer) {
        state.shoe = state.situation.shoeInPlay;
        state.loaded = true;
        state.cutRequired = false;
    } else {
        if (!state.profile.doubleShoe)
            state.stack = shuffledCards(state.profile, state.situation.seed);
        state.cutRequired = state.situation.start == ShoeStart::PreShuffledDecks ||
                            state.situation.shuffle == ShuffleMethod::Manual ||
                            state.profile.cutCard.cutAfterAutomaticShuffler;
    }
    state.fixedSteps = fixedSteps(state);
    state.offers = cutOffers(state);
    return state;
}

void askToCut(ShoeState& state, int seat, CutModel& players)
{
    std::string said;
    state.placed = s21::askToCut(seat, state.stackSize(), players, said);
    state.events.push_back(said);
}

void offerCut(ShoeState& state, int seat, CutModel& players)
{
    if (state.floorRecut) {
        state.floorRecut = false;
        state.offersMade = state.offers.size(); // a refused recut goes to the dealer
    } else {
        ++state.offersMade;
    }
    askToCut(state, seat, players);
}

void completeCut(ShoeState& state)
{
    state.stack = cutStack(std::move(state.stack), state.placed->cardsAbove);
    state.lastCutter = state.placed->seat;
    state.placed.reset();
    state.cutDone = true;
}

// A double shoe's side is loaded (MD-BJ 3.C): the first of two waits for the other, a side prepared
// after its cover card takes its place in the shoe in play; while a side is left, its shuffle, cut
// and cover card come next.
void loadSide(ShoeState& state, Shoe side)
{
    const CardBack back = state.preparingSide();
    ++state.sidesLoaded;
    if (state.sides.size() == 1)
        state.shoe.replaceSide(back, std::move(side));
    else if (state.sidesLoaded == 1)
        state.firstSide = std::move(side);
    else
        state.shoe = back == CardBack::Blue ? Shoe::doubled(std::move(state.firstSide), std::move(side))
                                            : Shoe::doubled(std::move(side), std::move(state.firstSide));
    if (state.sidesLoaded == state.sides.size()) {
        state.loaded = true;
        return;
    }
    state.stack = shuffledSide(state.profile, state.preparingSide(), state.situation.seed);
    state.fixedSteps = fixedSteps(state);
    state.fixedDone = 0;
    state.offersMade = 0;
    state.cutDone = false;
    state.placed.reset();
    state.coverCardsBehind.reset();
}

void loadShoe(ShoeState& state)
{
    const int size = state.stackSize();
    Shoe loaded(std::move(state.stack), size - state.coverCardsBehind.value_or(0));
    state.stack.clear();
    if (state.profile.doubleShoe) {
        loadSide(state, std::move(loaded));
        return;
    }
    state.shoe = std::move(loaded);
    state.loaded = true;
}

// Carries out an action the procedure accepted.
void perform(ShoeState& state, const DealerAction& action, CutModel& players)
{
    switch (action.kind) {
    case ActionKind::OfferCut: offerCut(state, action.spot.seat, players); return;
    case ActionKind::Cut:
        state.floorRecut = false;
        state.placed = PlacedCut{0, action.value};
        return;
    case ActionKind::Recut: {
        const int seat = state.placed->seat;
        state.placed.reset();
        askToCut(state, seat, players);
        return;
    }
    case ActionKind::CompleteCut: completeCut(state); return;
    case ActionKind::InsertCoverCard: state.coverCardsBehind = action.value; return;
    case ActionKind::LoadShoe: loadShoe(state); return;
    case ActionKind::TakeStackOut: // for the recut: the cover card is already out (orderRecut)
        state.stack = state.shoe.undealt();
        state.shoe = Shoe();
        state.loaded = false;
        return;
    case ActionKind::Shuffle:
        if (!state.shufflerJammed)
            break;
        state.shufflerJammed = false;
        state.stack = shuffledCards(state.profile,
                                    state.situation.seed.stream(1, static_cast<std::uint64_t>(state.shufflerJams)));
        return;
    case ActionKind::WashCards:
        if (!state.washExposed)
            break;
        state.washExposed = false; // the remix: the stack is still to come
        return;
    case ActionKind::ShowBurnCard: state.burnCardShown = true; return;
    case ActionKind::UnloadShoe: // a double shoe's side: its discards go into its shuffle (MD-BJ 7.E(2))
        if (state.profile.doubleShoe && !state.sides.empty())
            state.rack.takeCards(state.preparingSide());
        break;
    case ActionKind::Burn:
        state.rack.place(DiscardSource::Burn, state.shoe.draw());
        state.burned = true;
        return;
    default: break;
    }
    ++state.fixedDone; // an opening or shuffle step
}

} // namespace

std::string shoeIncidentName(ShoeIncidentKind kind)
{
    switch (kind) {
    case ShoeIncidentKind::ShufflerJams: return "shuffler-jams";
    case ShoeIncidentKind::ShufflerBreaks: return "shuffler-breaks";
    case ShoeIncidentKind::FloorOrdersRecut: return "floor-orders-recut";
    case ShoeIncidentKind::CardExposedInWash: return "card-exposed-in-wash";
    case ShoeIncidentKind::PlayerAsksBurnCard: return "player-asks-burn-card";
    }
    return "";
}

std::string describe(ShoeIncidentKind kind)
{
    switch (kind) {
    case ShoeIncidentKind::ShufflerJams: return "The automated shuffler jams before finishing its cycle.";
    case ShoeIncidentKind::ShufflerBreaks: return "The automated shuffler is out of order and cannot be used.";
    case ShoeIncidentKind::FloorOrdersRecut: return "The floorperson orders a recut.";
    case ShoeIncidentKind::CardExposedInWash: return "A card turns over during the wash and is exposed to the players.";
    case ShoeIncidentKind::PlayerAsksBurnCard: return "A player asks to see the burn card.";
    }
    return "";
}

bool washesCards(const RuleProfile& profile, const ShoeSituation& situation)
{
    ShoeState state;
    state.profile = profile;
    state.situation = situation;
    const auto steps = fixedSteps(state);
    return std::any_of(steps.begin(), steps.end(),
                       [](const Step& step) { return step.action.kind == ActionKind::WashCards; });
}

ShoeProcedure::ShoeProcedure(RuleProfile profile, ShoeSituation situation, CutModel& players, const Clock& clock)
    : starting_(situation), players_(players), clock_(clock), startedAt_(clock.milliseconds())
{
    checkSituation(situation);
    checkDoubleShoe(profile, situation);
    state_ = initialState(std::move(profile), std::move(situation));
    bringAboutIncidents();
}

const Stage& ShoeProcedure::stage() const
{
    if (!stage_)
        stage_ = shoeStage(state_);
    return *stage_;
}

const Verdict& ShoeProcedure::apply(const DealerAction& given)
{
    S21_EXPECTS(writable(given));
    const DealerAction action = asWritten(given);
    const Stage& stage = this->stage(); // not used once stage_ is reset below
    TimedVerdict entry;
    entry.verdict.action = action;
    entry.milliseconds = clock_.milliseconds() - startedAt_;
    if (const Step* step = acceptedStep(stage, action)) {
        entry.stepSection = step->section;
        stage_.reset();
        perform(state_, action, players_);
        entry.applied = true;
    } else {
        entry.verdict.accepted = false;
        entry.verdict.mistake = diagnoseShoeAction(state_, stage, action);
    }
    log_.push_back(entry);
    if (entry.applied)
        bringAboutIncidents();
    return log_.back().verdict;
}

bool ShoeProcedure::orderRecut()
{
    if (!recutAllowed(state_))
        return false;
    stage_.reset();
    state_.cutDone = false;
    state_.coverCardsBehind.reset();
    state_.floorRecut = true;
    state_.events.push_back(describe(ShoeIncidentKind::FloorOrdersRecut));
    return true;
}

bool ShoeProcedure::jamShuffler()
{
    if (!shufflerCanJam(state_))
        return false;
    stage_.reset();
    state_.shufflerJammed = true;
    ++state_.shufflerJams;
    state_.events.push_back(describe(ShoeIncidentKind::ShufflerJams));
    return true;
}

bool ShoeProcedure::breakShuffler()
{
    if (!shufflerCanBreak(state_))
        return false;
    stage_.reset();
    state_.situation.shuffle = ShuffleMethod::Manual;
    state_.shufflerJammed = false;
    state_.cutRequired = true;
    state_.fixedSteps = stepsWithoutShuffler(state_);
    state_.events.push_back(describe(ShoeIncidentKind::ShufflerBreaks));
    return true;
}

bool ShoeProcedure::exposeCardInWash()
{
    if (!washExposable(state_))
        return false;
    stage_.reset();
    state_.washExposed = true;
    state_.events.push_back(describe(ShoeIncidentKind::CardExposedInWash));
    return true;
}

bool ShoeProcedure::askForBurnCard()
{
    if (!state_.burned || state_.burnCardAsked || state_.profile.jurisdiction != Jurisdiction::Massachusetts)
        return false;
    stage_.reset();
    state_.burnCardAsked = true;
    state_.events.push_back(describe(ShoeIncidentKind::PlayerAsksBurnCard));
    return true;
}

bool ShoeProcedure::bringAbout(ShoeIncidentKind kind)
{
    switch (kind) {
    case ShoeIncidentKind::ShufflerJams: return jamShuffler();
    case ShoeIncidentKind::ShufflerBreaks: return breakShuffler();
    case ShoeIncidentKind::FloorOrdersRecut: return orderRecut();
    case ShoeIncidentKind::CardExposedInWash: return exposeCardInWash();
    case ShoeIncidentKind::PlayerAsksBurnCard: return askForBurnCard();
    }
    return false;
}

void ShoeProcedure::bringAboutIncidents()
{
    std::vector<DealerAction> carriedOut; // the actions the procedure carried out, in order
    for (const TimedVerdict& entry : log_)
        if (entry.applied)
            carriedOut.push_back(entry.verdict.action);
    const auto& incidents = state_.situation.incidents;
    auto& happened = state_.incidentsHappened;
    while (happened.size() < incidents.size()) {
        const ShoeIncident& incident = incidents[happened.size()];
        const std::size_t lastAt = happened.empty() ? 0 : happened.back().afterActions;
        const auto sinceLast = carriedOut.begin() + static_cast<std::ptrdiff_t>(lastAt);
        if (incident.after && std::find(sinceLast, carriedOut.end(), *incident.after) == carriedOut.end())
            return;
        if (!bringAbout(incident.kind))
            return;
        happened.push_back({incident.kind, carriedOut.size()});
    }
}

std::size_t ShoeProcedure::incidentsToCome() const
{
    return state_.situation.incidents.size() - state_.incidentsHappened.size();
}

RoundSetup ShoeProcedure::roundSetup(std::vector<SeatSetup> seats) const
{
    RoundSetup setup;
    setup.profile = state_.profile;
    setup.seats = std::move(seats);
    setup.shoe = state_.shoe;
    setup.burnFirst = false;
    return setup;
}

} // namespace s21

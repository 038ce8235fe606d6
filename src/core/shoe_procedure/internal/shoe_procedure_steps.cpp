#include "core/shoe_procedure/internal/shoe_procedure_steps.h"
#include "core/base/contract.h"

#include <algorithm>
#include <functional>

namespace s21 {

LazyText ShoeState::cite(const char* maryland, const char* massachusetts) const
{
    return profile.cite(maryland, massachusetts);
}

bool ShoeState::massachusettsShuffle() const
{
    return profile.jurisdiction == Jurisdiction::Massachusetts && situation.shuffle == ShuffleMethod::Manual;
}

bool ShoeState::usedShoe() const
{
    return situation.start == ShoeStart::CoverCardReached || situation.start == ShoeStart::FloorReshuffle;
}

bool ShoeState::alternatesBatches() const
{
    return automatedShuffle() && profile.gameRules().shufflerBatches && !profile.doubleShoe &&
           (situation.start == ShoeStart::NewDecks || usedShoe());
}

bool ShoeState::openingSecondBatch() const
{
    if (!alternatesBatches() || situation.start != ShoeStart::NewDecks)
        return false;
    const auto done = fixedSteps.begin() + static_cast<std::ptrdiff_t>(fixedDone);
    return std::count_if(fixedSteps.begin(), done,
                         [](const Step& step) { return step.action.kind == ActionKind::Shuffle; }) == 1;
}

namespace {

Step simpleStep(ActionKind kind, MistakeCode code, LazyText section, LazyText why)
{
    return {DealerAction::simple(kind), code, section, why};
}

Stage single(Step step)
{
    Stage stage;
    stage.steps.push_back(std::move(step));
    return stage;
}

// ---- Opening and shuffling ---------------------------------------------------------------------

// MD-S21 5.H-I, MA-S21 4(i) (which finishes with 3(c)): an idle table's cards, for the player who
// arrives. MD spreads face down unless the player asks; MA spreads either way, the house's choice
// (situation.spreadFaceUp), and turns a face-down spread up when the player arrives. With an
// automated shuffler MD stacks the cards for it without a wash (5.I(2)).
std::vector<Step> idleTableSteps(const ShoeState& s)
{
    const MistakeCode code = MistakeCode::IdleTableProcedure;
    const bool md = s.profile.jurisdiction == Jurisdiction::Maryland;
    const LazyText spread = s.cite("5.H", "4(i)");
    std::vector<Step> steps{simpleStep(ActionKind::GatherCards, code, spread,
                                       "Nobody is playing: take the cards out of the shoe and the discard rack.")};
    if (s.situation.spreadFaceUp) {
        steps.push_back(simpleStep(ActionKind::SpreadCards, code, spread,
                                   LazyText::literal(md ? "The player asked to see them face up: spread the "
                                                          "cards face up."
                                                        : "Spread the cards face up for inspection.")));
    } else {
        steps.push_back(simpleStep(ActionKind::SpreadFaceDown, code, spread,
                                   LazyText::literal(md ? "Spread the cards face down for inspection (face up "
                                                          "only if a player asks)."
                                                        : "Spread the cards face down for inspection.")));
        if (!md)
            steps.push_back(simpleStep(ActionKind::TurnSpreadFaceUp, code, spread,
                                       "A player has arrived: turn the spread cards face up for inspection."));
    }
    const bool forShuffler = md && s.automatedShuffle();
    if (!forShuffler)
        steps.push_back(simpleStep(ActionKind::WashCards, code, s.cite("5.I(1)", "3(c)"),
                                   "The player has seen the cards: turn them face down and wash them thoroughly."));
    steps.push_back(simpleStep(
        ActionKind::StackCards, code, s.cite(forShuffler ? "5.I(2)" : "5.I(1)", "3(c)"),
        LazyText::literal(forShuffler ? "Stack the cards for the automated shuffler." : "Stack the washed cards.")));
    return steps;
}

std::vector<Step> openingSteps(const ShoeState& s)
{
    if (s.situation.start == ShoeStart::IdleTable)
        return idleTableSteps(s);
    if (s.situation.start != ShoeStart::NewDecks)
        return {};
    const MistakeCode code = MistakeCode::OpeningProcedure;
    std::vector<Step> steps{
        simpleStep(ActionKind::InspectCards, code, s.cite("4.A", "3(a)"), "Inspect the new decks for defects."),
        simpleStep(ActionKind::CallFloor, code, s.cite("4.A", "3(b)"),
                   "Call the floorperson to verify the inspection."),
    };
    if (s.situation.decksContainTens && !s.profile.gameRules().tensInDeck)
        steps.push_back(
            simpleStep(ActionKind::RemoveTens, code, s.cite("4.B", "3(b)"),
                       "Remove every 10 from the decks with the floorperson: a Spanish deck has 48 cards."));
    steps.push_back(simpleStep(ActionKind::SpreadCards, code, s.cite("4.C-D", "3(b)"),
                               "Spread the cards face up, by deck, suit and sequence, for the first player."));
    steps.push_back(simpleStep(ActionKind::WashCards, code, s.cite("4.E", "3(c)"),
                               "Turn the cards face down and wash them thoroughly."));
    steps.push_back(simpleStep(ActionKind::StackCards, code, s.cite("4.E", "3(c)"), "Stack the washed cards."));
    return steps;
}

std::vector<Step> massachusettsShuffleSteps(const ShoeState& s)
{
    const MistakeCode code = MistakeCode::ShuffleProcedure;
    std::vector<Step> steps;
    if (s.usedShoe())
        steps.push_back(simpleStep(ActionKind::Plug, code, "MA-S21 4(j)(1)",
                                   "Plug the unused cards from the shoe into the discards."));
    for (int i = 0; i < 2; ++i)
        steps.push_back(simpleStep(ActionKind::Riffle, code, "MA-S21 4(j)(2)",
                                   "Riffle: divide the cards in two piles and interlace them "
                                   "(two riffles before the strip)."));
    steps.push_back(simpleStep(ActionKind::Turn, code, "MA-S21 4(j)(3)",
                               "Turn: rotate one of two stacks 180 degrees and riffle them together."));
    steps.push_back(simpleStep(ActionKind::Strip, code, "MA-S21 4(j)(4)", "Strip the cards in running cuts."));
    return steps;
}

// A used shoe's cards left in it go to the discard rack (MD-S21 7.D, 5.G; MA-S21 7(j)(2), 4(g)).
Step unloadStep(const ShoeState& s)
{
    const bool cover = s.situation.start == ShoeStart::CoverCardReached;
    return simpleStep(ActionKind::UnloadShoe, MistakeCode::ShuffleProcedure,
                      s.cite(cover ? "7.D" : "5.G", cover ? "7(j)(2)" : "4(g)"),
                      "Put the cards left in the shoe in the discard rack so that no card is missing.");
}

std::vector<Step> shuffleSteps(const ShoeState& s)
{
    const ShoeStart start = s.situation.start;
    if (start == ShoeStart::NewDealer || start == ShoeStart::PreShuffledDecks)
        return {};
    const MistakeCode code = MistakeCode::ShuffleProcedure;
    std::vector<Step> steps;
    if (s.usedShoe())
        steps.push_back(unloadStep(s));
    if (s.massachusettsShuffle()) {
        const auto manual = massachusettsShuffleSteps(s);
        steps.insert(steps.end(), manual.begin(), manual.end());
        return steps;
    }
    const bool idle = start == ShoeStart::IdleTable;
    if (!s.automatedShuffle()) {
        steps.push_back(simpleStep(ActionKind::Shuffle, code, s.cite(idle ? "5.I(1)" : "5.A", "4(a)"),
                                   "Shuffle the cards so that they are randomly intermixed."));
        return steps;
    }
    if (idle && s.profile.jurisdiction == Jurisdiction::Maryland) {
        steps.push_back(simpleStep(ActionKind::Shuffle, code, s.profile.citeMaryland("5.I(2)"),
                                   "Place the stacked cards into the automated shuffler to be shuffled."));
        steps.push_back(simpleStep(ActionKind::RemoveShufflerBatch, MistakeCode::IdleTableProcedure,
                                   s.profile.citeMaryland("5.I(2)(a)"),
                                   "Take out the batch already in the shuffler: it is dealt without another spread "
                                   "or shuffle (5.I(2)(b))."));
        return steps;
    }
    steps.push_back(simpleStep(ActionKind::Shuffle, code, s.cite("5.A(2)", "4(a)"),
                               "Shuffle the cards in the automated shuffler."));
    return steps;
}

// ---- Two batches in the automated shuffler (MD-BJ 3.B, 4.H) ----------------------------------------

// Why an opening step is due again, for the second batch.
LazyText secondBatchWhy(ActionKind kind, LazyText firstBatch)
{
    switch (kind) {
    case ActionKind::InspectCards:
        return "Now the second batch, of the other back color, apart from the first: inspect its decks for defects.";
    case ActionKind::CallFloor: return "Call the floorperson to verify the second batch's inspection.";
    case ActionKind::SpreadCards: return "Spread the second batch face up, by deck, suit and sequence.";
    case ActionKind::WashCards: return "Turn the second batch face down and wash it thoroughly.";
    case ActionKind::StackCards: return "Stack the second batch's washed cards.";
    default: return firstBatch;
    }
}

// New decks: each batch opened, washed, stacked and shuffled apart from the other (4.H), the second
// put in the shuffler to be stored while the first is dealt (3.B(3)); as at an idle table (5.I(2)),
// the batch already in the shuffler comes out once the other is in. A used shoe: its cards go into
// the shuffler from the shoe and the rack, and the other batch, stored shuffled, comes out to be
// dealt (3.B(4)); the rack never holds the two batches' cards at once (3.B(5)).
std::vector<Step> batchSteps(const ShoeState& s)
{
    const MistakeCode code = MistakeCode::ShuffleProcedure;
    std::vector<Step> steps;
    if (s.situation.start == ShoeStart::NewDecks) {
        steps = openingSteps(s);
        steps.push_back(simpleStep(ActionKind::Shuffle, code, "MD-BJ 4.H",
                                   "Shuffle the first batch in the automated shuffler, apart from the second batch "
                                   "(backs of another color)."));
        for (Step step : openingSteps(s)) {
            step.section = "MD-BJ 4.H";
            step.why = secondBatchWhy(step.action.kind, step.why);
            steps.push_back(step);
        }
        steps.push_back(simpleStep(ActionKind::Shuffle, code, "MD-BJ 3.B(3)",
                                   "Put the second batch into the shuffler: it is shuffled and stored while the first "
                                   "is dealt."));
        steps.push_back(simpleStep(ActionKind::RemoveShufflerBatch, code, "MD-BJ 3.B(3)",
                                   "Take the first batch, shuffled, out of the shuffler: it is dealt first."));
        return steps;
    }
    steps.push_back(unloadStep(s));
    steps.push_back(simpleStep(ActionKind::Shuffle, code, "MD-BJ 3.B(5)",
                               "Put this batch, the discard rack's cards, into the shuffler before the other batch "
                               "comes out: the rack never holds cards of both batches."));
    steps.push_back(simpleStep(ActionKind::RemoveShufflerBatch, code, "MD-BJ 3.B(4)",
                               "Take the other batch, shuffled and stored, out of the shuffler: the batches take "
                               "turns, one a shoe."));
    return steps;
}

// ---- A double shoe (MD-BJ 3.C, 4.F-G, 7.E(2)) ----------------------------------------------------------

LazyText::Arg sideName(CardBack side) { return LazyText::Arg::literal(cardBackName(side)); }

// New decks for a double shoe: inspected and verified as any (4.A), then each side's decks spread
// apart from the other's (4.F), and each side turned face down, washed and stacked apart (4.G).
std::vector<Step> doubleShoeOpening(const ShoeState& s)
{
    const MistakeCode code = MistakeCode::OpeningProcedure;
    const std::vector<Step> opening = openingSteps(s);
    std::vector<Step> steps(opening.begin(), opening.begin() + 2); // inspect, and the floor's verification
    steps.push_back(simpleStep(ActionKind::SpreadCards, code, "MD-BJ 4.F",
                               "Spread the red-backed side's decks face up, by deck, suit and sequence, apart from "
                               "the blue side's."));
    steps.push_back(simpleStep(ActionKind::SpreadCards, code, "MD-BJ 4.F",
                               "Now spread the blue-backed side's decks face up, apart from the red side's."));
    steps.push_back(simpleStep(ActionKind::WashCards, code, "MD-BJ 4.G",
                               "Turn the red side's cards face down and wash them, apart from the blue side's."));
    steps.push_back(simpleStep(ActionKind::StackCards, code, "MD-BJ 4.G", "Stack the red side's washed cards."));
    steps.push_back(simpleStep(ActionKind::WashCards, code, "MD-BJ 4.G",
                               "Turn the blue side's cards face down and wash them, apart from the red side's."));
    steps.push_back(simpleStep(ActionKind::StackCards, code, "MD-BJ 4.G", "Stack the blue side's washed cards."));
    return steps;
}

// The steps before the cut of the side being prepared: for the first, the opening (or an idle
// table's cards) and the used shoe's cards to the rack; then its shuffle (ch. 5). After the cover
// card only its side is emptied, with its segregated area (7.E(2)); the other side deals on.
std::vector<Step> doubleShoeSteps(const ShoeState& s)
{
    const ShoeStart start = s.situation.start;
    std::vector<Step> steps;
    if (s.sides.size() == s.sidesLoaded)
        return steps; // a new dealer: no burn with a double shoe (7.C)
    const CardBack side = s.preparingSide();
    if (s.sidesLoaded == 0) {
        if (start == ShoeStart::NewDecks)
            steps = doubleShoeOpening(s);
        else if (start == ShoeStart::IdleTable)
            steps = idleTableSteps(s);
        if (start == ShoeStart::CoverCardReached)
            steps.push_back(simpleStep(ActionKind::UnloadShoe, MistakeCode::ShuffleProcedure, "MD-BJ 7.E(2)",
                                       LazyText::format("The {} side's cover card came out: put the cards left in "
                                                        "that side, and those in its segregated area, face down "
                                                        "in the discard rack so that no card is missing.",
                                                        sideName(side))));
        else if (start == ShoeStart::FloorReshuffle)
            steps.push_back(unloadStep(s));
    }
    if (start != ShoeStart::PreShuffledDecks)
        steps.push_back(simpleStep(ActionKind::Shuffle, MistakeCode::ShuffleProcedure,
                                   s.automatedShuffle() ? s.cite("5.A(2)", "4(a)") : s.cite("5.A", "4(a)"),
                                   LazyText::format("Shuffle the {} side's cards so that they are randomly "
                                                    "intermixed, apart from the other side's.",
                                                    sideName(side))));
    return steps;
}

// ---- A jammed or broken automated shuffler --------------------------------------------------------

Step reshuffleStep(const ShoeState& s)
{
    return simpleStep(ActionKind::Shuffle, MistakeCode::ShufflerMalfunction, s.cite("13.R", "15(j)"),
                      "The shuffler jammed, stopped or did not finish its cycle: reshuffle the cards before "
                      "anything else is done with them.");
}

// Before any other way of shuffling (MD-S21 13.S, MA-S21 15(k)); which one is the profile's.
Step outOfOrderStep(const ShoeState& s)
{
    if (s.profile.brokenShuffler == BrokenShufflerAction::RemoveFromTable)
        return simpleStep(ActionKind::RemoveShuffler, MistakeCode::ShufflerMalfunction, "MA-S21 15(k)",
                          "The shuffler cannot be used: remove it from the table before shuffling any other way.");
    return simpleStep(ActionKind::CoverShuffler, MistakeCode::ShufflerMalfunction, s.profile.citeMaryland("13.S"),
                      "The shuffler cannot be used: cover it or put an \"out of order\" sign on it before "
                      "shuffling any other way.");
}

bool isShufflerStep(const Step& step)
{
    return step.action.kind == ActionKind::Shuffle || step.action.kind == ActionKind::RemoveShufflerBatch;
}

// Where the automated shuffle is in the fixed steps; nullopt when the cards are shuffled by hand.
std::optional<std::size_t> automatedShuffleIndex(const ShoeState& s)
{
    if (!s.automatedShuffle())
        return std::nullopt;
    const auto it = std::find_if(s.fixedSteps.begin(), s.fixedSteps.end(),
                                 [](const Step& step) { return step.action.kind == ActionKind::Shuffle; });
    if (it == s.fixedSteps.end())
        return std::nullopt;
    return static_cast<std::size_t>(it - s.fixedSteps.begin());
}

// ---- A card exposed in the wash ----------------------------------------------------------------------

// The wash again, with the wash's own code and section (MA-S21 3(c); MD-S21 4.E or 5.I(1), the
// reading in docs/shoe-procedure.md). Precondition: state.washExposed, so the wash was the last
// fixed step done.
Step remixStep(const ShoeState& s)
{
    S21_EXPECTS(s.washExposed && s.fixedDone > 0);
    Step step = s.fixedSteps[s.fixedDone - 1];
    step.why = "A card was turned over and exposed during the wash or the stacking: remix the cards (wash them "
               "again) before stacking.";
    return step;
}

// ---- The cut --------------------------------------------------------------------------------------

CutOccasion cutOccasion(ShoeStart start)
{
    switch (start) {
    case ShoeStart::CoverCardReached: return CutOccasion::CoverCard;
    case ShoeStart::FloorReshuffle: return CutOccasion::FloorReshuffle;
    case ShoeStart::NewDealer: // no cut: the shoe in play goes on
    case ShoeStart::NewDecks:
    case ShoeStart::PreShuffledDecks:
    case ShoeStart::IdleTable: break;
    }
    return CutOccasion::Beginning;
}

// ---- The stage ------------------------------------------------------------------------------------

// `reason` must outlive the step (a string literal).
Step dealerCutStep(const ShoeState& s, LazyText section, const char* reason)
{
    return dealerCutStep(s.profile.cutCard, s.stackSize(), section, reason);
}

Step floorRecutStep(const ShoeState& s)
{
    const LazyText section = s.cite("5.F(1)", "4(f)");
    if (s.lastCutter != 0)
        return offerCutStep(s.lastCutter, section, "the floorperson ordered a recut by the player who last cut.");
    return dealerCutStep(s, section, "The floorperson ordered a recut: cut the cards again");
}

// MA-S21 4(f): "before any cards have been dealt": the recut of a loaded stack starts with it out of
// the shoe.
Step takeOutStep(const ShoeState& s)
{
    return simpleStep(ActionKind::TakeStackOut, MistakeCode::CutProcedure, s.cite("5.F", "4(f)"),
                      "The supervisor ordered a recut after the stack was loaded: take it out of the shoe "
                      "for the recut.");
}

Stage cutStage(const ShoeState& s)
{
    if (s.placed)
        return single(placedCutStep(s.profile, s.profile.cutCard, s.stackSize(), *s.placed));
    if (s.floorRecut)
        return single(floorRecutStep(s));
    if (s.offersMade < s.offers.size())
        return single(s.offers[s.offersMade]);
    return single(dealerCutStep(s, s.cite("5.C", "4(c)"),
                                s.offers.empty() ? "Nobody is seated: cut the cards yourself"
                                                 : "No player accepted the cut: cut the cards yourself"));
}

Step coverCardStep(const ShoeState& s)
{
    const CountRange depths = legalCoverCardDepths(s.stackSize());
    return {DealerAction::insertCoverCard(depths.lowest), MistakeCode::CoverCardDepth, s.cite("5.E(2)", "4(e)"),
            LazyText::format("Re-insert the cover card at least a quarter of the way in from the bottom: at "
                             "least {} cards behind it.",
                             depths.lowest),
            depths};
}

Step loadStep(const ShoeState& s)
{
    if (s.profile.doubleShoe)
        return simpleStep(
            ActionKind::LoadShoe, MistakeCode::OutOfProcedure, "MD-BJ 3.C",
            LazyText::format("Put the stack into the {} side of the double shoe.", sideName(s.preparingSide())));
    if (!s.cutRequired)
        return simpleStep(ActionKind::LoadShoe, MistakeCode::OutOfProcedure, s.cite("5.A(2)", "4(b)(1)"),
                          "No cut after the automated shuffler: put the stack into the dealing shoe.");
    return simpleStep(ActionKind::LoadShoe, MistakeCode::OutOfProcedure, s.cite("5.E(3)", "4(e)"),
                      "Put the stack into the dealing shoe.");
}

Step burnStep(const ShoeState& s)
{
    if (s.situation.start == ShoeStart::NewDealer)
        return {DealerAction::burn(), MistakeCode::BurnMissing, s.cite("7.B(4)", "7(c)"),
                "A new dealer burns one card into the discard rack before dealing."};
    return {DealerAction::burn(), MistakeCode::BurnMissing, s.cite("7.B(3)", "7(c)"),
            "Burn the first card of the new shoe face down into the discard rack."};
}

Step showBurnStep()
{
    return {DealerAction::simple(ActionKind::ShowBurnCard), MistakeCode::BurnCardDisclosure, "MA-S21 7(c)",
            "A player asked to see the burn card: show it, then it stays in the discard rack."};
}

// The right kind of action with the wrong position or seat: a dealer's cut too near an end, a cover
// card too shallow, the cut offered to the wrong player.
std::optional<Mistake> wrongPosition(const ShoeState& s, const Stage& stage, const DealerAction& action)
{
    const Step& next = stage.steps.front();
    if (action.kind == ActionKind::InsertCoverCard && next.action.kind == ActionKind::InsertCoverCard)
        return mistakeAt(MistakeCode::CoverCardDepth, next.section,
                         "With " + std::to_string(action.value) + " cards behind it the cover card is too shallow. " +
                             next.why.str(),
                         stage);
    return wrongCutPosition(s.profile, s.profile.cutCard, s.stackSize(), stage, action);
}

} // namespace

std::vector<Step> fixedSteps(const ShoeState& state)
{
    if (state.profile.doubleShoe)
        return doubleShoeSteps(state);
    if (state.alternatesBatches())
        return batchSteps(state);
    auto steps = openingSteps(state);
    const auto shuffle = shuffleSteps(state);
    steps.insert(steps.end(), shuffle.begin(), shuffle.end());
    return steps;
}

bool shufflerCanJam(const ShoeState& state)
{
    const auto shuffle = automatedShuffleIndex(state);
    return shuffle && state.fixedDone == *shuffle + 1 && !state.shufflerJammed && state.offersMade == 0 &&
           !state.placed && !state.cutDone && !state.coverCardsBehind && !state.loaded;
}

bool recutAllowed(const ShoeState& state)
{
    return state.cutDone && (!state.loaded || (state.profile.cutCard.recutUntilFirstCard && !state.burned));
}

bool washExposable(const ShoeState& state)
{
    const std::size_t done = state.fixedDone;
    return !state.washExposed && done > 0 && done < state.fixedSteps.size() &&
           state.fixedSteps[done - 1].action.kind == ActionKind::WashCards &&
           state.fixedSteps[done].action.kind == ActionKind::StackCards;
}

bool shufflerCanBreak(const ShoeState& state)
{
    const auto shuffle = automatedShuffleIndex(state);
    return shuffle && (state.fixedDone <= *shuffle || state.shufflerJammed);
}

std::vector<Step> stepsWithoutShuffler(const ShoeState& state)
{
    S21_EXPECTS(state.situation.shuffle == ShuffleMethod::Manual);
    const auto done = state.fixedSteps.begin() + static_cast<std::ptrdiff_t>(state.fixedDone);
    std::vector<Step> steps(state.fixedSteps.begin(), done);
    steps.push_back(outOfOrderStep(state));
    // The manual plan for the situation, less what the dealer already did of it in its order.
    const std::vector<Step> manual = fixedSteps(state);
    std::size_t matched = 0;
    for (auto it = state.fixedSteps.begin(); it != done; ++it) {
        if (isShufflerStep(*it))
            continue;
        if (matched == manual.size() || manual[matched].action.kind != it->action.kind)
            break;
        ++matched;
    }
    steps.insert(steps.end(), manual.begin() + static_cast<std::ptrdiff_t>(matched), manual.end());
    return steps;
}

std::vector<Step> cutOffers(const ShoeState& state)
{
    const ShoeSituation& situation = state.situation;
    CutOfferSituation offers;
    offers.occasion = cutOccasion(situation.start);
    offers.seats = situation.seats;
    offers.firstPlayer = situation.firstPlayer;
    offers.coverCardSeat = situation.coverCardSeat;
    offers.lastFirstOffer = situation.lastFirstOffer;
    return cutOffers(state.profile, offers);
}

Stage shoeStage(const ShoeState& state)
{
    if (state.shufflerJammed)
        return single(reshuffleStep(state));
    if (state.washExposed)
        return single(remixStep(state));
    if (state.fixedDone < state.fixedSteps.size()) {
        Stage stage;
        const auto done = static_cast<std::ptrdiff_t>(state.fixedDone);
        stage.steps.assign(state.fixedSteps.begin() + done, state.fixedSteps.end());
        return stage;
    }
    if (state.floorRecut && state.loaded)
        return single(takeOutStep(state));
    if (state.cutRequired && !state.cutDone)
        return cutStage(state);
    if (!state.loaded)
        return single(state.coverCardsBehind ? loadStep(state) : coverCardStep(state));
    if (!state.burned && !state.profile.doubleShoe) // 7.C replaces the burn (MD-BJ 7.B(3)-(4))
        return single(burnStep(state));
    if (state.burnCardAsked && !state.burnCardShown)
        return single(showBurnStep());
    return {};
}

Mistake diagnoseShoeAction(const ShoeState& state, const Stage& stage, const DealerAction& action)
{
    S21_EXPECTS(!acceptsNext(stage, action));
    if (stage.steps.empty())
        return mistakeAt(MistakeCode::OutOfProcedure, state.cite("7.B(3)", "7(c)"),
                         "The shoe is loaded and the first card burned: deal the round.", stage);
    const Step& next = stage.steps.front();
    if (action.kind == ActionKind::ShowBurnCard) // nobody asked (the step would have accepted it)
        return mistakeAt(MistakeCode::OutOfProcedure, state.cite("7.B(3)", "7(c)"),
                         state.profile.jurisdiction == Jurisdiction::Massachusetts
                             ? "No player asked to see a burn card: it goes face down into the discard rack and is "
                               "shown only when a player asks."
                             : "No player asked to see a burn card: it goes into the discard rack.",
                         stage);
    if (isCutAction(action.kind) && !state.cutRequired && !state.shufflerJammed &&
        state.situation.start != ShoeStart::NewDealer)
        return mistakeAt(MistakeCode::CutProcedure, state.cite("5.B", "4(b)(1)"),
                         "No cut after an automated shuffler: the stack goes straight into the dealing shoe.", stage);
    if (action.kind == ActionKind::Strip && next.action.kind == ActionKind::Riffle)
        return mistakeAt(MistakeCode::ShuffleProcedure, "MA-S21 4(j)(4)",
                         "The strip comes only after at least two riffles.", stage);
    if (auto mistake = wrongPosition(state, stage, action))
        return *mistake;
    return mistakeAt(next.codeIfMissed, next.section, (isLaterStep(stage, action) ? "Not yet: " : "") + next.why.str(),
                     stage);
}

} // namespace s21

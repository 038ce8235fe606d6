#pragma once
// The shoe procedure between rounds, as the trainee dealer runs it: from the cards at the table to a
// loaded shoe with its first card burned. A Procedure (procedure.h), as Round is: apply() checks
// every dealer action against the procedure for the profile and the situation, and either carries
// it out or records the mistake with its section; expected() says what the procedure calls for next.
//
//   opening new decks  inspect, floor, remove-tens, spread, wash, stack   MD-S21 4.A-F, MA-S21 3
//   idle table         gather, spread-down (or spread; MA turn-up), wash,  MD-S21 5.H-I, MA-S21 4(i)
//                      stack (MD shuffler: stack, shuffle, remove-batch)
//   reshuffling        unload-shoe (after the cover card or a floor order)  MD-S21 7.D, 5.G; MA-S21 7(j)
//   shuffle            shuffle (MD, automated shuffler), or plug, riffle,   MD-S21 5.A; MA-S21 4(a), 4(j)
//                      riffle, turn, strip (MA manual)
//   cut                offer-cut sN (in the order of the rules) until one   MD-S21 5.B-F; MA-S21 4(b)-(f)
//                      accepts, else cut N; recut when a player's cut is
//                      too near an end; complete-cut
//   cover card, shoe   insert-cover N, load-shoe, burn                      MD-S21 5.E(2)-(3), 7.B; MA-S21 4(e), 7(c)
//   shuffler faults    jammed: shuffle again; out of order: cover-shuffler  MD-S21 13.R-S, MA-S21 15(j)-(k)
//                      (MD) or remove-shuffler (MA), then shuffle by hand
//   a card exposed     in the wash or the stacking: wash again (remix)      MA-S21 3(c) (MD-S21 4.E, 5.I(1))
//                      before stacking
//   the burn card      a player asks to see it: show-burn                   MA-S21 7(c)
//
// The situation's scripted incidents (shoe_procedure_state.h) happen by themselves, each at its
// moment, as the public jamShuffler(), breakShuffler(), orderRecut(), exposeCardInWash() and
// askForBurnCard() would make them happen.
//
// Deterministic from (profile, situation with its seed, cut model, faults, actions): the stack is
// the seeded shuffle of the decks (shuffledCards), reseeded with seed.stream(1, n) (seed + n) after
// the n-th jam, cut where the cut was completed.

#include "core/base/clock.h"
#include "core/players/cut_model.h"
#include "core/procedure/procedure.h"
#include "core/round/round.h"
#include "core/shoe_procedure/shoe_procedure_state.h"

#include <optional>
#include <string>
#include <vector>

namespace s21 {

// The procedure for this profile and situation washes the cards (an opening, an idle table but
// Maryland's with an automated shuffler, MD-S21 5.I(2)), so a card can be exposed in the wash.
bool washesCards(const RuleProfile& profile, const ShoeSituation& situation);

class ShoeProcedure final : public Procedure {
public:
    // Throws std::invalid_argument when the situation is impossible: a seat outside 1-7 or listed
    // twice, a first player or cover card seat outside 0-7 (seatNumberProblem(), seatOrNoneProblem()),
    // a new dealer without a shoe in play, an idle table whose first player is not seated, or a shoe
    // in play that is double when the profile's is not, or the other way round (MD-BJ 3.C).
    ShoeProcedure(RuleProfile profile, ShoeSituation situation, CutModel& players, const Clock& clock);

    // Checks and (when accepted) carries out one dealer action (Procedure::apply). A mistake is
    // never carried out.
    const Verdict& apply(const DealerAction& action) override;
    // The stage of the shoe procedure now, built once after each change of the state. For a
    // dealer's cut and the cover card its step shows one legal position; apply() accepts any legal
    // one.
    const Stage& stage() const override;
    bool complete() const override { return stage().steps.empty(); }
    const std::vector<TimedVerdict>& log() const override { return log_; }

    // The floorperson requires a recut (MD-S21 5.F, MA-S21 4(f)): allowed after the cut and before
    // the stack is in the shoe, or, where the profile's cutCard.recutUntilFirstCard says so (MA),
    // until the burn: the dealer then takes the stack out of the shoe first (take-out-stack).
    // Returns false, changing nothing, at any other time.
    bool orderRecut();

    // The automated shuffler jams, stops or fails to complete its cycle (MD-S21 13.R, MA-S21 15(j)):
    // allowed right after `shuffle` in the shuffler, before anything else is done with the cards.
    // The cards must be reshuffled: `shuffle` is due again before any other step. Returns false,
    // changing nothing, at any other time or when the cards are shuffled by hand.
    bool jamShuffler();

    // The automated shuffler malfunctions and cannot be used (MD-S21 13.S, MA-S21 15(k)): allowed
    // before its shuffle is done, or while it is jammed. The dealer must cover it or sign it out of
    // order (MD) or remove it from the table (MA), as the profile's brokenShuffler says, before
    // shuffling by hand; the manual shuffle and the cut follow. Returns false, changing nothing,
    // at any other time.
    bool breakShuffler();

    // A card is turned over and exposed to the players while the cards are washed or stacked
    // (MA-S21 3(c); the same reading for MD-S21 4.E and 5.I(1), docs/shoe-procedure.md): allowed
    // after `wash` and before `stack`. The cards must be remixed: `wash` is due again before the
    // stack. Returns false, changing nothing, at any other time.
    bool exposeCardInWash();

    // A player asks to see the burn card (MA-S21 7(c): "The burn card shall be disclosed if
    // requested by a player"): allowed once the first card is burned, in Massachusetts profiles
    // (Maryland's 7.B(3)-(4) say nothing of it, docs/shoe-procedure.md). The dealer must show it
    // (show-burn) before the shoe is ready. Returns false, changing nothing, at any other time.
    bool askForBurnCard();

    const ShoeState& state() const { return state_; }
    // The situation as it was given: state().situation changes when the shuffler breaks down.
    const ShoeSituation& startingSituation() const { return starting_; }
    // What the players and the floorperson did ("seat 7 declines the cut."), in order.
    const std::vector<std::string>& events() const { return state_.events; }
    // The situation's incidents that have happened, and how many are still to come.
    const std::vector<ShoeIncidentEvent>& incidentEvents() const { return state_.incidentsHappened; }
    std::size_t incidentsToCome() const;

    // The result, once complete(): the loaded shoe (cover card placed, first card burned; a double
    // shoe's both sides loaded, no card burned, MD-BJ 7.C) and the discard rack holding the burn card
    // (a double shoe's: the other side's discards, when only one side was prepared).
    const Shoe& shoe() const { return state_.shoe; }
    const DiscardRack& rack() const { return state_.rack; }
    // A round dealt from this shoe; the burn is done here, so burnFirst is false.
    RoundSetup roundSetup(std::vector<SeatSetup> seats) const;

private:
    std::string completedHint() const override { return "The shoe is ready."; }
    // Makes the situation's next incidents happen while their moment has come.
    void bringAboutIncidents();
    // Makes one incident happen now, by the public function of its kind; false if not now.
    bool bringAbout(ShoeIncidentKind kind);

    ShoeSituation starting_;
    ShoeState state_;
    CutModel& players_;
    const Clock& clock_;
    std::int64_t startedAt_;
    std::vector<TimedVerdict> log_;
    mutable std::optional<Stage> stage_; // shoeStage(state_), until the state next changes
};

} // namespace s21

#pragma once
// The round's procedure: from the state of a round, which dealer actions the rules call for next.
// This is the one source of truth: Round::expected(), guided hints and answer keys all come from here.

#include "core/procedure/stage.h"
#include "core/round/round_state.h"

namespace s21 {

// The stage of the round in its current phase, after anything that must be settled at once
// (losing insurance after the peek, a surrender waiting on the cards). Empty only when the round
// is complete.
Stage currentStage(const RoundState& state);

// Moves state.phase past every phase that has nothing left to do; returns the stage it stops at,
// currentStage(state) (empty once the round is complete).
Stage advancePhase(RoundState& state);

// The busted hands whose wagers are due to be collected now, in the players' turns, where the profile
// lets a bust wait for the settlement (bustMayWaitForSettlement, MA-S21 5(e)): the dealer may collect
// them at once or leave them (PlayerHand::leftForSettlement) and go on. Empty elsewhere.
std::vector<Spot> bustsThatMayWait(const RoundState& state);

// What a player may do with a hand now (MD-S21 7.H(2), 7.J, 9.B, 10.A-B, 11.A/D).
DecisionOptions decisionOptions(const RoundState& state, const Spot& hand);

} // namespace s21

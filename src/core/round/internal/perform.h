#pragma once
// Carrying out an action the procedure accepted: the only code that changes a round's state.

#include "core/round/internal/round_procedure.h"
#include "core/round/round_state.h"

namespace s21 {

// Applies `action` to `state`, asking `players` for any decision the action brings about (an
// insurance wager when insurance is offered, a decision when a hand is asked, a rescue after a
// double card), then moves the phase on. Returns the stage the round is in afterwards,
// currentStage(state), so the caller need not build it again. Precondition: the procedure allows
// the action.
Stage perform(RoundState& state, const DealerAction& action, PlayerModel& players);

} // namespace s21

#pragma once
// Carrying out an action the procedure accepted. A round's state changes only here and in the rest
// of the round engine: Round's constructor and restart(), a fault made to happen
// (fault_injection.h), and the phase moved past phases with nothing to do (advancePhase(),
// round_procedure.h).

#include "core/round/internal/round_procedure.h"
#include "core/round/round_state.h"

namespace s21 {

// Applies `action` to `state`, asking `players` for any decision the action brings about (an
// insurance wager when insurance is offered, a decision when a hand is asked, a rescue after a
// double card), then moves the phase on. Returns the stage the round is in afterwards,
// currentStage(state), so the caller need not build it again. Precondition: the procedure allows
// the action (not checked here: it would build the stage again; Round::apply decides it).
Stage perform(RoundState& state, const DealerAction& action, PlayerModel& players);

} // namespace s21

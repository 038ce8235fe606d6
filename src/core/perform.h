#pragma once
// Carrying out an action the procedure accepted: the only code that changes a round's state.

#include "procedure.h"
#include "round_state.h"

#include <stdexcept>

namespace s21 {

// Thrown when the shoe runs out of cards (a stacked shoe too short for its round).
class ShoeExhausted : public std::runtime_error {
public:
    ShoeExhausted() : std::runtime_error("the shoe has no cards left") {}
};

// Applies `action` to `state`, asking `players` for any decision the action brings about (an
// insurance wager when insurance is offered, a decision when a hand is asked, a rescue after a
// double card), then moves the phase on. Returns the stage the round is in afterwards,
// currentStage(state), so the caller need not build it again. Precondition: the procedure allows
// the action.
Stage perform(RoundState& state, const DealerAction& action, PlayerModel& players);

} // namespace s21

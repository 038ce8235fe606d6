#pragma once
// The mistakes particular to a shared box (MA-S21 13): its line of wagers settled as one, a double, a
// split or an insurance of one player's settled as another's.

#include "core/round/internal/round_procedure.h"

#include <optional>

namespace s21 {

// The mistake in settling a wager of a shared box's line the wrong way, with the paragraph of MA-S21 13
// it breaks: the caller paid or collected the whole line's amount (13(c): each wager is its own
// player's), a wager behind settled as if its player had doubled or not (13(d)), a split hand's wager
// of a player whose wager is on the pair's other hand, or a wrong amount after a split (13(e)), an
// insurance settled for a player who took none or at another's amount (13(f)). nullopt for any other
// action, or a box with one player.
std::optional<Mistake> sharedBoxMistake(const RoundState& state, const Stage& stage, const DealerAction& action);

} // namespace s21

#pragma once
// The steps of a round's progressive side wagers, the Bonus Spin and the Xtreme 16, for the procedure
// (round_procedure.cpp, settlement_stage.cpp). Seats are taken from the
// dealer's far right, as Match-the-Dealer is settled (MD-S21 7.F(1)); the texts give no order of
// their own.

#include "core/round/internal/round_procedure.h"

#include <optional>

namespace s21 {

// Massachusetts, once the first two cards are out: an ace pays $10, a blackjack has its seat's button
// pressed, every other Bonus Spin wager is collected (MA-S21 16(c)-(d)(1)). Empty in Maryland.
Stage bonusSpinStage(const RoundState& state);

// Massachusetts, once the hand is complete: the wheel spun for each seat whose button was pressed
// and its stop paid (MA-S21 16(d)(2)). Empty in Maryland, whose progressive is settled with the seat.
Stage bonusWheelStage(const RoundState& state);

// Maryland: the next step of seat `s`'s progressive wager when it is the player's turn to be paid
// (MD-S21BS 12.D(7)): a wager without a blackjack is collected as a losing wager; a blackjack spins
// the wheel, then its stop is paid from the seat's wheel (wheelFor()). Nothing once settled, without
// a wager, or outside Maryland.
std::optional<Step> progressiveStep(const RoundState& state, int s);

// Seat `s`'s Community Pay on its progressive wager on a spot of `kind` (the Bonus Spin, MD-S21BS
// 12.D(8)-(10); the Xtreme 16, 12.E(5)-(6)), when it is the player's turn to be paid (12.D(7), 12.E(4)):
// once its own wager is settled, what every other seat's paid spin of a Community Pay symbol owes it by
// the amount of its own wager (communityPay(), xtremeCommunityPay()), less what it has been paid.
// Nothing without such a wager, or with nothing owed.
std::optional<Step> communityPayStep(const RoundState& state, int s, Spot::Kind kind);

// The Xtreme 16 wager of seat `s` when it is the player's turn to be paid (MD-S21BS 12.E(4)): collected
// as a losing wager unless the dealer's initial hand is a six and a 10-value card (6.G(3)); then the Hot
// Spot Prize Wheel is spun and its stop paid (12.E(1)-(2)). Nothing once settled, or without a wager.
std::optional<Step> xtremeStep(const RoundState& state, int s);

} // namespace s21

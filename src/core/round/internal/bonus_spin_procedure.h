#pragma once
// The Bonus Spin steps of a round, for the procedure (round_procedure.cpp). Seats are taken from the
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

// Maryland: seat `s`'s Community Pay, when it is the player's turn to be paid (MD-S21BS 12.D(7)-(8)):
// once its own progressive is settled, what every other seat's paid spin of a Community Pay symbol
// owes it by its own wager's paytable (communityPay()), less what it has been paid. Nothing without a
// progressive wager, or with nothing owed.
std::optional<Step> communityPayStep(const RoundState& state, int s);

} // namespace s21

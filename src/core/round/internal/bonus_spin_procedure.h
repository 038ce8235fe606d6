#pragma once
// The Bonus Spin steps of a round, for the procedure (round_procedure.cpp). Seats are taken from the
// dealer's far right, as Match-the-Dealer is settled (MD-S21 7.F(1)); the texts give no order of
// their own.

#include "core/round/internal/round_procedure.h"

namespace s21 {

// Massachusetts, once the first two cards are out: an ace pays $10, a blackjack has its seat's button
// pressed, every other Bonus Spin wager is collected (MA-S21 16(c)-(d)(1)). Empty in Maryland.
Stage bonusSpinStage(const RoundState& state);

// Once the hand is complete: the wheel spun for each seat's blackjack and its stop paid (MD-S21BS
// 12.D(5), MA-S21 16(d)(2)); in Maryland the progressive wagers without a blackjack collected.
Stage bonusWheelStage(const RoundState& state);

} // namespace s21

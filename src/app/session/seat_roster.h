#pragma once
// The simulated players at the table across rounds: who sits where, their names and bankrolls, and
// the wagers they place each round (seeded, within the table limits).

#include "core/base/random.h"
#include "core/round/round_state.h"

#include <array>
#include <vector>

namespace s21::app {

class SeatRoster {
public:
    // `players` (1-7) seats taken, chosen from the seed.
    SeatRoster(int players, std::uint64_t seed);

    // The wagers for the next round: each player bets from the table minimum up to five times it
    // (never more than the maximum or the bankroll) and, where offered, sometimes Match-the-Dealer and
    // sometimes the smallest Bonus Spin wager and the $5 Xtreme 16 wager.
    // A player whose bankroll is below the minimum buys in again.
    std::vector<SeatSetup> nextRound(const RuleProfile& profile);
    // Where the wheel lands for each Bonus Spin blackjack of the next round, drawn from the practice
    // wheel of the wager nextRound() places (core/rules/bonus_spin.h); empty when the table has no
    // Bonus Spin.
    std::vector<WheelStop> wheelStops(const BonusSpinRules& rules);
    // Where the Xtreme 16's Hot Spot Prize Wheel lands for each of its spins in the next round
    // (core/rules/xtreme16.h); empty when the table does not offer it.
    std::vector<WheelStop> xtremeStops(const XtremeRules& rules);
    // The seats taken, in seat order, with their players' names.
    std::vector<std::pair<int, std::string>> seated() const;
    // Carries the bankrolls over from a finished round.
    void settle(const RoundState& state);

private:
    struct Player {
        bool seated = false;
        std::string name;
        Money bankroll;
    };
    std::array<Player, kSeatCount + 1> seats_; // 1..7
    Random random_;
};

} // namespace s21::app

#pragma once
// The simulated players at the table across rounds: who sits where, their names and bankrolls, the
// wagers they place each round (seeded, within the table limits), and who sits a round out.

#include "core/base/random.h"
#include "core/round/round_state.h"

#include <array>
#include <vector>

namespace s21::app {

// The seats' wagers for a round, and the players among them who sat out a round since the shuffle
// at a table that bars them until the next one (MD-S21 6.C, MA-S21 5(j)) and wager all the same:
// the dealer must refuse those wagers.
struct RoundWagers {
    std::vector<SeatSetup> seats;
    std::vector<int> barredButWagering;
};

class SeatRoster {
public:
    // `players` (1-7) seats taken, chosen from the seed.
    SeatRoster(int players, std::uint64_t seed);

    // The wagers for the next round: each player bets from the table minimum up to five times it
    // (never more than the maximum or the bankroll) and, where offered, sometimes Match-the-Dealer and
    // sometimes the smallest Bonus Spin wager; where the table takes match play coupons, now and then
    // a coupon of the wager's value beside it, and then sometimes one beside Match-the-Dealer's
    // (drawn from a stream of its own, so the other draws stay as they were). A player whose bankroll is below the minimum buys in
    // again. Now and then a player sits the round out (never every player at once). Where the table
    // bars a player who sat out since the shuffle (RuleProfile::barPlayersWhoSatOut), that player
    // waits for the next shuffle; but when `barredMayWager` (the round's player irregularity is a
    // barred player's wager, drawsBarredWager), one of them, chosen evenly, wagers all the same and
    // is listed in barredButWagering.
    RoundWagers nextRound(const RuleProfile& profile, bool barredMayWager);
    // The cards were shuffled: every player may wager again (MD-S21 6.C(2), MA-S21 5(j)).
    void shuffled();
    // The players seated but without a wager in the round nextRound() last set up, in seat order.
    std::vector<std::pair<int, std::string>> sittingOut() const;
    // Where the wheel lands for each Bonus Spin blackjack of the next round, drawn from the practice
    // wheel of the wager nextRound() places (core/rules/bonus_spin.h); empty when the table has no
    // Bonus Spin.
    std::vector<WheelStop> wheelStops(const BonusSpinRules& rules);
    // The seats taken, in seat order, with their players' names.
    std::vector<std::pair<int, std::string>> seated() const;
    // Carries the bankrolls over from a finished round.
    void settle(const RoundState& state);

private:
    struct Player {
        bool seated = false;
        std::string name;
        Money bankroll;
        bool satOutSinceShuffle = false;
        bool sittingOut = false; // in the round last set up
    };
    // The players whose `flag` is set, by seat, with their names, in seat order.
    std::vector<std::pair<int, std::string>> playersWhere(bool Player::*flag) const;
    // The seat of a player barred at `profile`'s table since they sat out, chosen evenly (from
    // sitOuts_); 0 for none.
    int barredSeat(const RuleProfile& profile);

    std::array<Player, kSeatCount + 1> seats_; // 1..7
    Random random_;                            // seats, wagers and wheel stops, as before sitting out was drawn
    Random sitOuts_;                           // who sits out, and who wagers while barred
    Random coupons_;                           // who lays a match play coupon
};

} // namespace s21::app

#pragma once
// The simulated players at the table across rounds: who sits where, their names and bankrolls, the
// wagers they place each round (seeded, within the table limits), who sits a round out, and the
// passers-by who wager behind a box for one round where boxes are shared (MA-S21 13).

#include "core/base/random.h"
#include "core/round/round_state.h"

#include <array>
#include <vector>

namespace s21::app {

// The wagers of a round the dealer must refuse, placed by the roster's players themselves: of players
// who sat out a round since the shuffle at a table that bars them until the next one (MD-S21 6.C,
// MA-S21 5(j)), and of a player on a box over the table's limit (MD-S21 6.H, MA-S21 14).
struct RosterFouls {
    std::vector<int> barredButWagering;
    std::vector<int> overTheLimit;

    bool empty() const { return barredButWagering.empty() && overTheLimit.empty(); }
};

// The seats' wagers for a round (a player on two boxes has a set-up at each, with the same name and
// their chips split between them), and the fouls among them.
struct RoundWagers {
    std::vector<SeatSetup> seats;
    RosterFouls fouls;
};

// The player irregularity the roster may bring about in a round (one at most): none, a barred
// player's wager, or a player's wager on a box over the table's limit.
enum class RosterFoul : std::uint8_t { None, BarredWager, OverTheLimit };

class SeatRoster {
public:
    // `players` (1-7) seats taken, chosen from the seed.
    SeatRoster(int players, Seed seed);

    // The wagers for the next round: each player bets from the table minimum up to five times it
    // (never more than the maximum or the bankroll) and, where offered, sometimes Match-the-Dealer,
    // the smallest Bonus Spin wager and the $5 Xtreme 16 wager. Where the table takes match play
    // coupons, now and then a coupon of the wager's value lies beside it, and then sometimes one
    // beside Match-the-Dealer's (drawn from a stream of its own, so the other draws stay as they
    // were). A player whose bankroll is below the minimum buys in again. Now and then a player sits
    // the round out (never every player at once). Where the table bars a player who sat out since the
    // shuffle (RuleProfile::barPlayersWhoSatOut), that player waits for the next shuffle; but when
    // `foul` is BarredWager, one of them, chosen evenly, wagers all the same and is listed in
    // barredButWagering. Where the table lets a player wager on two or more boxes
    // (RuleProfile::boxesPerPlayer), a player now and then (about one round in forty) also wagers
    // the same on the empty box beside theirs. When `foul` is OverTheLimit, one player with an empty
    // box the table's limit forbids them (one too many, or apart from theirs where boxes are
    // adjacent), chosen evenly, wagers on the nearest such box as well, listed in overTheLimit. Where
    // the table lets more than one player wager on a box (RuleProfile::maxPlayersPerBox, MA-S21
    // 13(a)), about one round in twenty one or two passers-by wager behind a seated player's own box
    // (never a box that is a foul's), each under a name no one else at the table has, from the
    // table minimum up to five times it, with their choices drawn: doubling with the caller or not,
    // covering a split or leaving the wager on hand 1 or 2, sometimes the largest insurance (drawn
    // from a stream of its own). They come for that round only: their bankrolls are not carried over.
    RoundWagers nextRound(const RuleProfile& profile, RosterFoul foul);
    // The cards were shuffled: every player may wager again (MD-S21 6.C(2), MA-S21 5(j)).
    void shuffled();
    // The players seated but without a wager in the round nextRound() last set up, in seat order.
    std::vector<std::pair<int, std::string>> sittingOut() const;
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
        bool satOutSinceShuffle = false;
        bool sittingOut = false;          // in the round last set up
        std::vector<int> otherBoxes = {}; // the boxes besides their seat they wager on in that round
    };
    // The players whose `flag` is set, by seat, with their names, in seat order.
    std::vector<std::pair<int, std::string>> playersWhere(bool Player::*flag) const;
    // The seat of a player barred at `profile`'s table since they sat out, chosen evenly (from
    // sitOuts_); 0 for none.
    int barredSeat(const RuleProfile& profile);
    // The empty boxes no player wagers on in `round`'s seats so far, in seat order.
    std::vector<int> emptyBoxes(const RoundWagers& round) const;
    // Seat `seat`'s player also wagers on `box` in `round`: the seat's wager again, with half the
    // chips they have left beside it; false (nothing changed) when the chips cannot cover it.
    bool wagerOnAnotherBox(RoundWagers& round, int seat, int box);
    // Now and then a player wagers on the empty box beside theirs too, where the table allows it.
    void spreadToNeighbours(const RuleProfile& profile, RoundWagers& round);
    // One player, chosen evenly among those with an empty box over the table's limit, wagers on the
    // nearest such box too: that box, or 0 when no player has one.
    int spreadOverTheLimit(const RuleProfile& profile, RoundWagers& round);
    // Now and then one or two passers-by wager behind a seated player's box, where the table allows it.
    void lineUpBehind(const RuleProfile& profile, RoundWagers& round);

    std::array<Player, kSeatCount + 1> seats_; // 1..7
    Random random_;                            // seats, wagers and wheel stops, as before sitting out was drawn
    Random sitOuts_;                           // who sits out, and who wagers while barred
    Random spreads_;                           // who wagers on another box too
    Random coupons_;                           // who lays a match play coupon
    Random backers_;                           // who wagers behind a seated player, and their choices
};

} // namespace s21::app

#pragma once
// A seat's set-up and the one place it is checked: seat numbers 1 to kSeatCount (MD-S21 2.A), each
// listed once, and a round's wagers against the rule profile (the table limits, Match-the-Dealer's
// bounds, the Bonus Spin amounts, the bankroll). A problem is a value naming the seat and the field
// at fault: Round and ShoeProcedure throw its message as std::invalid_argument, the scenario loader
// reports it at the field's YAML key.

#include "core/base/money.h"
#include "core/procedure/dealer_action.h"
#include "core/rules/rule_profile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace s21 {

// A player wagering behind the caller on a shared box (MA-S21 13), and the choices the rules leave to
// them, made when the caller's decision comes (docs/procedure.md, "Shared boxes").
struct BehindSetup {
    std::string player;
    Money bankroll;
    Money wager;
    bool doubles = false; // doubles the wager with the caller (13(d)), for the whole wager
    int splitHand = 0;    // when the caller splits: 0 covers each split pair with as much again, 1 or 2
                          // leaves the wager on that hand of the pair, from the dealer's left (13(e))
    Money insurance{};    // the insurance wager taken when it is offered, zero for none (13(f))

    friend bool operator==(const BehindSetup&, const BehindSetup&) = default;
};

// A seat's set-up for a round: who sits there and what they wager before the first card
// (MD-S21 6.D, MA-S21 5(a), 5(d)). `player` calls the decisions on the box (MA-S21 13(b)).
struct SeatSetup {
    int seat = 0; // 1..7
    std::string player;
    Money bankroll;
    Money wager;
    Money matchWager;
    Money bonusSpinWager; // zero for none
    Money xtremeWager{};  // the Xtreme 16 wager, zero for none (MD-S21BS 6.G(3))
    // Match play coupons beside the chips, their face values, zero for none (MA-S21 5(c), 6(c)): each
    // the value of the chips it lies with (docs/rules-traceability.md, "Match play coupons"). Written
    // with their initializers, so that a set-up listed without them has none.
    Money coupon{};
    Money matchCoupon{};
    // A shared box (MA-S21 13): the other players' wagers, in line behind the caller's (13(c)), and
    // whether the caller is seated at the box; a caller standing must hold the highest wager (13(b)).
    std::vector<BehindSetup> behind{};
    bool callerSeated = true;
};

// The part of a seat's set-up a problem is about.
enum class SetupField : std::uint8_t {
    Seat,        // the seat number: outside 1-7, or listed twice
    Wager,       // the Spanish 21 wager: outside the table limits
    Match,       // the Match-the-Dealer wager: not offered, or outside MA-S21 6(b)'s bounds
    BonusSpin,   // the Bonus Spin wager: not an amount this table takes
    Xtreme,      // the Xtreme 16 wager: not offered, or not $5
    Bankroll,    // the wagers together are more than the bankroll
    Player,      // the player: on more boxes than the table allows (MD-S21 6.H, MA-S21 14)
    Coupon,      // the Spanish 21 wager's match play coupon: not taken here, or not the chips' value
    MatchCoupon, // the Match-the-Dealer wager's coupon: the same
    Behind,      // a shared box's line (MA-S21 13): more players than the table allows on a box, a wager
                 // behind outside the limits or over its player's bankroll, a standing caller without the
                 // highest wager, a player wagering on another box too, an insurance or split choice wrong
};

// What is wrong with one seat's set-up, as a value: the seat, the field at fault, and the message
// Round and ShoeProcedure throw ("seat 2: the wager $600 is outside the table limits $5-$500").
struct SetupProblem {
    int seat = 0;
    SetupField field = SetupField::Seat;
    std::string message;
};

// The seats a set-up has listed so far, by number.
using ListedSeats = std::array<bool, kSeatCount + 1>;

// The problem with listing seat number `seat`: not 1 to kSeatCount, or listed already; nullopt
// when there is none, after adding it to `listed`.
std::optional<SetupProblem> seatNumberProblem(int seat, ListedSeats& listed);

// The problem with `seat`, a seat that may be empty: a number that is neither 0 (none) nor a seat.
std::optional<SetupProblem> seatOrNoneProblem(int seat);

// The first problem with a seat's set-up at a table of `profile`, checked in this order: its number
// (seatNumberProblem, which lists it in `listed`), the wager against the table limits, the
// Match-the-Dealer wager (offered, at least the minimum and at most the wager, MA-S21 6(b)), the
// Bonus Spin wager (MD-S21BS 6.G(2), MA-S21 16(b)), the Xtreme 16 wager (6.G(3), 12.E: $5), the wagers
// against the bankroll, the match play coupons (taken at this table, each the value of its chips:
// MA-S21 5(c), 6(c)), the shared box's line (MA-S21 13: behindProblem); nullopt when there is none. The
// one place a seat's set-up is checked.
std::optional<SetupProblem> seatSetupProblem(const RuleProfile& profile, const SeatSetup& seat, ListedSeats& listed);

// The boxes `player` wagers on in a set-up, in seat order: seats whose `player` is the same name are
// one player's.
std::vector<int> boxesOf(const std::vector<SeatSetup>& seats, const std::string& player);

// The first problem with the players' boxes in a round's set-up, nullopt when there is none: a player
// on more boxes than `profile` allows, or on boxes not side by side where it asks for adjacent ones
// (boxesAllowed(): MD-S21 6.H, MA-S21 14), not counting `extraBoxes`, the boxes a player's foul puts a
// wager on against the limit (FaultKind::ExtraBoxWager); or a box of `extraBoxes` that breaks no limit:
// its player has no other box, or the boxes with it are within the limit. The problem names the
// seat, field Player.
std::optional<SetupProblem> boxesProblem(const RuleProfile& profile, const std::vector<SeatSetup>& seats,
                                         const std::vector<int>& extraBoxes);

} // namespace s21

#pragma once
// Spanish 21 strategy from first principles: the expected value of every decision for a player hand
// against a dealer up card, under a rule profile, and the basic strategy chart derived from it.
//
// Model (see docs/game-math.md for the size of each approximation):
// - the shoe is the profile's 48-card decks less the player's first two cards and the up card;
//   every later card is drawn from that composition as if with replacement ("composition-dependent
//   on the first three cards");
// - decisions are conditioned on the dealer not having a blackjack: with the peek (MD-S21 7.G) the
//   round has already ended otherwise, and without it only the original wager is lost to one
//   (MA-S21 9(c), 10(d)), so every decision's value is the same up to a constant either way;
// - the dealer stands on all 17s (MD-S21 7.M, MA-S21 12(b));
// - doubling on any number of cards, once (MD-S21 10.B-C); rescue after the double card
//   (10.H); late surrender (9); 21 in more than two cards always wins once there is no dealer
//   blackjack (7.O(4)); 5/6/7+-card 21 and 6-7-8 / 7-7-7 bonuses except on doubled hands and,
//   where the profile says so, split hands (12.B, 11.F); the 7-7-7 super bonus for a given wager;
// - splits of cards identical in value up to the profile's limit; a resplit is valued as if each
//   new hand had the remaining splits to itself (slightly generous for three or more splits).

#include "core/base/money.h"
#include "core/players/player_model.h"
#include "core/rules/card.h"
#include "core/rules/rule_profile.h"

#include <array>
#include <string>
#include <vector>

namespace s21 {

// The expected values, in units of the original wager, of each option for one hand; options the
// rules do not allow are left at kNotAllowed.
struct DecisionValues {
    static constexpr double kNotAllowed = -1e9;
    double stand = kNotAllowed;
    double hit = kNotAllowed;
    double doubleDown = kNotAllowed;
    double split = kNotAllowed;
    double surrender = kNotAllowed;

    Decision best() const;
    double bestValue() const;
};

struct StrategyOptions {
    Money wager = Money::dollars(10); // the original wager: the super bonus is a fixed amount
};

class StrategyEngine {
public:
    explicit StrategyEngine(RuleProfile profile, StrategyOptions options = {});

    // Every option for `cards` (two or more, as dealt or hit) against `dealerUp`. `fromSplit`
    // marks a hand formed by splitting; `splitsSoFar` counts the seat's splits.
    DecisionValues values(const std::vector<Card>& cards, Card dealerUp, bool fromSplit = false,
                          int splitsSoFar = 0) const;

    // The expected value of the whole round off the top of a full shoe for one player playing
    // the best decision everywhere (insurance never taken): minus the house edge.
    double roundValue() const;

    const RuleProfile& profile() const { return profile_; }

private:
    RuleProfile profile_;
    StrategyOptions options_;
};

// The basic strategy chart: for each hand class and up card, the best decision for a two-card
// hand and, where it changes, the card count from which it changes ("S, H from 4").
struct ChartCell {
    Decision twoCards = Decision::Stand;
    int changesAtCards = 0; // 0: never up to 6 cards
    Decision thereafter = Decision::Stand;
};

struct StrategyChart {
    std::array<std::array<ChartCell, 10>, 16> hard{};  // hard 5..20 by up card 2..9, then 10-value, then ace
    std::array<std::array<ChartCell, 10>, 8> soft{};   // soft 13..20
    std::array<std::array<ChartCell, 10>, 10> pairs{}; // pairs 2-2..9-9, 10-10, A-A
};

StrategyChart basicStrategy(const StrategyEngine& engine);
std::string formatChart(const StrategyChart& chart);

} // namespace s21

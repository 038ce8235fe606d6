#include "core/rules/game.h"

#include <array>

namespace s21 {

namespace {

// clang-format off
constexpr std::array kGames{
    //        game             name          peeks under                  cards tens   fewest most
    //        double-any rescue bonuses 21-wins 2nd-face-up-voids even-money shuffler-batches double-shoe
    //        Match-the-Dealer: six decks, eight decks
    GameRules{Game::Spanish21, "Spanish 21", "an A, K, Q or J",           48,   false, 6,     8,
              true,      true,  true,   true,   true,              false,     false,           false,
              {6, {9, 1}, {4, 1}}, {8, {12, 1}, {3, 1}}},
    GameRules{Game::Blackjack, "blackjack",  "an ace or a 10-value card", 52,   true,  1,     8,
              false,     false, false,  false,  false,             true,      true,            true,
              {6, {11, 1}, {4, 1}}, {8, {14, 1}, {3, 1}}},
};
// clang-format on

} // namespace

const GameRules& rulesOf(Game game)
{
    for (const GameRules& rules : kGames)
        if (rules.game == game)
            return rules;
    return kGames.front();
}

} // namespace s21

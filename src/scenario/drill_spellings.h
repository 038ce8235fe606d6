#pragma once
// The skills a scenario may drill (its `drills`) and an exam part may draw from: the library's
// folders under scenarios/.

#include "spelling.h"

#include <array>
#include <string_view>

namespace s21 {

inline constexpr std::array<Spelling<std::string_view>, 12> kDrills{{
    {"dealing-order", "dealing-order"},
    {"match-the-dealer", "match-the-dealer"},
    {"insurance-and-peek", "insurance-and-peek"},
    {"player-blackjack", "player-blackjack"},
    {"surrender", "surrender"},
    {"double-and-rescue", "double-and-rescue"},
    {"splits", "splits"},
    {"dealers-hand", "dealers-hand"},
    {"settlement-and-payouts", "settlement-and-payouts"},
    {"irregularities", "irregularities"},
    {"shoe-procedures", "shoe-procedures"},
    {"game-protection", "game-protection"},
}};

} // namespace s21

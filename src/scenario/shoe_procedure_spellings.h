#pragma once
// How a shoe procedure's situation is spelled in scenarios (docs/scenario-format.md) and records.

#include "spelling.h"

#include "core/shoe_procedure/shoe_procedure_state.h"

#include <array>

namespace s21 {

inline constexpr std::array<Spelling<ShoeStart>, 6> kShoeStarts{{
    {"new-decks", ShoeStart::NewDecks},
    {"pre-shuffled-decks", ShoeStart::PreShuffledDecks},
    {"cover-card-reached", ShoeStart::CoverCardReached},
    {"floor-reshuffle", ShoeStart::FloorReshuffle},
    {"new-dealer", ShoeStart::NewDealer},
    {"idle-table", ShoeStart::IdleTable},
}};

inline constexpr std::array<Spelling<ShuffleMethod>, 2> kShuffleMethods{{
    {"by-hand", ShuffleMethod::Manual},
    {"automated-shuffler", ShuffleMethod::AutomatedShuffler},
}};

} // namespace s21

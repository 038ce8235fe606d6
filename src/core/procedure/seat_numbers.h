#pragma once
// Seat numbers as a set-up lists them: 1 to kSeatCount (MD-S21 2.A), each once. A round's seats
// and a shoe procedure's are checked here.

#include "core/procedure/dealer_action.h"

#include <array>

namespace s21 {

// The seats a set-up has listed so far, by number.
using ListedSeats = std::array<bool, kSeatCount + 1>;

// Adds `seat` to `listed`. Throws std::invalid_argument when it is not a seat number or is listed
// already.
void listSeat(int seat, ListedSeats& listed);

} // namespace s21

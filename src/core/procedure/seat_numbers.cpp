#include "core/procedure/seat_numbers.h"

#include <stdexcept>
#include <string>
#include <utility>

namespace s21 {

void listSeat(int seat, ListedSeats& listed)
{
    const auto name = [seat] { return "seat " + std::to_string(seat); }; // only for a message
    if (seat < 1 || seat > kSeatCount)
        throw std::invalid_argument(name() + ": seats are numbered 1 to 7 (MD-S21 2.A)");
    if (std::exchange(listed[static_cast<std::size_t>(seat)], true))
        throw std::invalid_argument(name() + " is listed twice");
}

} // namespace s21

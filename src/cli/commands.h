#pragma once
// The spanish21-cli commands. Each takes the words after its name, writes its report to `out` and
// problems to `err`, and returns the process exit code (0 success, 1 a check failed, 2 bad usage).

#include <iosfwd>
#include <string>
#include <vector>

namespace s21::cli {

using Words = std::vector<std::string>;

// validate PATH...: loads every rule profile in the files and folders given.
int validateCommand(const Words& words, std::ostream& out, std::ostream& err);

// pay --profile P --player CARDS --dealer CARDS --wager W [--mtd W] [--doubled] [--split]:
// settles one hand with the payout calculator and explains each amount with its section.
int payCommand(const Words& words, std::ostream& out, std::ostream& err);

// shoe --profile P --seed S [--count N]: the seeded shuffle of the profile's shoe.
int shoeCommand(const Words& words, std::ostream& out, std::ostream& err);

} // namespace s21::cli

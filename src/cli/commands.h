#pragma once
// The spanish21-cli commands. Each takes the words after its name, writes its report to `out` and
// problems to `err`, and returns the process exit code (0 success, 1 a check failed, 2 bad usage).

#include <iosfwd>
#include <string>
#include <vector>

namespace s21::cli {

using Words = std::vector<std::string>;

// validate PATH...: loads every rule profile and scenario in the files and folders given.
int validateCommand(const Words& words, std::ostream& out, std::ostream& err);

// pay --profile P --player CARDS --dealer CARDS --wager W [--mtd W] [--doubled] [--split]:
// settles one hand with the payout calculator and explains each amount with its section.
int payCommand(const Words& words, std::ostream& out, std::ostream& err);

// shoe --profile P --seed S [--count N]: the seeded shuffle of the profile's shoe.
int shoeCommand(const Words& words, std::ostream& out, std::ostream& err);

// key SCENARIO: the correct action sequence, one action per line in the action notation.
int keyCommand(const Words& words, std::ostream& out, std::ostream& err);

// run SCENARIO --actions SCRIPT [--json]: applies a trainee's actions and reports each verdict with
// its section, the payouts, the balances and the score; exit 0 when the round passed.
int runCommand(const Words& words, std::ostream& out, std::ostream& err);

// selfplay --profile P [--rounds N] [--seed S] [--players K]: the automatic dealer against random
// players; exit 1 if it ever made a mistake, lost a card or money.
int selfplayCommand(const Words& words, std::ostream& out, std::ostream& err);

// simulate --profile P --rounds N --seed S [--threads T] [--players K] [--wager W] [--mtd W]
// [--errors RATE]: the automatic dealer against basic-strategy players; prints the house edge with
// its standard error beside the exact edge off the top, the bonus frequencies, the Match-the-Dealer
// edge and the speed; exit 1 if the automatic dealer ever made a mistake.
int simulateCommand(const Words& words, std::ostream& out, std::ostream& err);

// strategy --profile P [--hand CARDS --up CARD]: the basic strategy chart computed for the
// profile, or the expected value of each option for one hand.
int strategyCommand(const Words& words, std::ostream& out, std::ostream& err);

} // namespace s21::cli

#pragma once
// The practice table's limits, set for the session: the simulated players wager within them
// (SeatRoster) and the felt shows them. A limit is taken only when the profile stays legal.

#include "core/rules/rule_profile.h"

#include <string>
#include <vector>

namespace s21::app {

struct TableLimits {
    Money minimum;
    Money maximum;
};

// Sets the profile's tableMinimum and tableMaximum when validate() accepts the result and returns
// nothing; otherwise leaves the profile as it was and returns validate()'s reasons.
std::vector<std::string> applyTableLimits(RuleProfile& profile, TableLimits limits);

} // namespace s21::app

#include "app/session/table_limits.h"

namespace s21::app {

std::vector<std::string> applyTableLimits(RuleProfile& profile, TableLimits limits)
{
    RuleProfile limited = profile;
    limited.tableMinimum = limits.minimum;
    limited.tableMaximum = limits.maximum;
    std::vector<std::string> reasons = validate(limited);
    if (reasons.empty())
        profile = std::move(limited);
    return reasons;
}

} // namespace s21::app

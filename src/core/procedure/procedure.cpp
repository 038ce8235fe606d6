#include "core/procedure/procedure.h"

namespace s21 {

std::vector<DealerAction> Procedure::expected() const { return acceptableActions(stage()); }

std::string Procedure::hint() const
{
    const Stage& now = stage();
    if (now.steps.empty())
        return completedHint();
    return now.steps.front().why.str() + " (" + now.steps.front().section.str() + ")";
}

} // namespace s21

#include "core/procedure/stage.h"

#include <algorithm>
#include <utility>

namespace s21 {

std::vector<DealerAction> acceptableActions(const Stage& stage)
{
    std::vector<DealerAction> actions;
    for (std::size_t i = 0; i < std::min(stage.acceptable, stage.steps.size()); ++i)
        actions.push_back(stage.steps[i].action);
    return actions;
}

bool acceptsOtherValue(const Step& step, const DealerAction& action)
{
    DealerAction withStepsValue = action;
    withStepsValue.value = step.action.value;
    return step.values.contains(action.value) && withStepsValue == step.action;
}

const Step* acceptedStep(const Stage& stage, const DealerAction& action)
{
    const std::size_t acceptable = std::min(stage.acceptable, stage.steps.size());
    for (std::size_t i = 0; i < acceptable; ++i)
        if (accepts(stage.steps[i], action))
            return &stage.steps[i];
    return nullptr;
}

Mistake mistakeAt(MistakeCode code, std::string section, std::string explanation, const Stage& stage)
{
    return {code, std::move(section), defaultSeverity(code), acceptableActions(stage), std::move(explanation)};
}

const Step* sameKindAndSpot(const Stage& stage, const DealerAction& action)
{
    for (const Step& step : stage.steps)
        if (step.action.kind == action.kind && step.action.spot == action.spot)
            return &step;
    return nullptr;
}

bool isLaterStep(const Stage& stage, const DealerAction& action)
{
    return std::any_of(stage.steps.begin(), stage.steps.end(), [&](const Step& s) { return accepts(s, action); });
}

} // namespace s21

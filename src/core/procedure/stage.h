#pragma once
// Steps and stages: what a procedure (the round's or the shoe procedure's) calls for next, as
// values. A step is one action with its section and sentence; a stage is the steps accepted now.

#include "core/base/recycling_allocator.h"
#include "core/procedure/verdict.h"
#include "core/rules/shoe.h"

#include <string>
#include <type_traits>
#include <vector>

namespace s21 {

// One action the procedure calls for, with what it costs to do something else instead.
// The section and the sentence are formatted only when read (lazy_text.h); a std::string or a
// literal converts to them.
struct Step {
    DealerAction action;
    MistakeCode codeIfMissed = MistakeCode::OutOfProcedure;
    LazyText section; // the section that calls for this step
    LazyText why;     // one plain sentence: why this is the step now
    // Where the rules leave a count to the dealer (a cut, the cover card's depth), every value of
    // `action` in this range is the step; `action` shows one of them. Empty: `action` alone.
    CountRange values{};
};

// `action` is the step with another value in its range (Step::values).
bool acceptsOtherValue(const Step& step, const DealerAction& action);

// `action` is the step: its own action, or the same with another value in its range.
inline bool accepts(const Step& step, const DealerAction& action)
{
    return action == step.action || (!step.values.empty() && acceptsOtherValue(step, action));
}

// A stage's steps, their blocks recycled within the thread (recycling_allocator.h).
using Steps = std::vector<Step, RecyclingAllocator<Step, 8>>;
static_assert(std::is_trivially_copyable_v<Step>, "a step is copied, moved and dropped after every dealer action");

// What the procedure calls for now: `steps` in the order the rules require them. The first
// `acceptable` of them may be taken next in any order (the rules leave their order free); the rest
// come after. `independent` means the steps do not depend on each other, so one taken out of order
// can still be applied when the mode says to play on.
struct Stage {
    Steps steps;
    std::size_t acceptable = 1;
    bool independent = false;
    MistakeCode orderCode = MistakeCode::OutOfProcedure; // the mistake for taking a later step first
};

// The actions a stage accepts next: its first `acceptable` steps.
std::vector<DealerAction> acceptableActions(const Stage& stage);

// The first of the stage's first `acceptable` steps that accepts `action` (accepts()), or nullptr.
const Step* acceptedStep(const Stage& stage, const DealerAction& action);

// One of the stage's first `acceptable` steps accepts `action` (accepts()).
inline bool acceptsNext(const Stage& stage, const DealerAction& action)
{
    return acceptedStep(stage, action) != nullptr;
}

// The first of the stage's steps, any of them, of the same kind as `action` on the same spot (its
// amount or value may differ: a wrong payment, a wrong total), or nullptr.
const Step* sameKindAndSpot(const Stage& stage, const DealerAction& action);

// True when `action` is one of the stage's steps further on (taken too early).
bool isLaterStep(const Stage& stage, const DealerAction& action);

// A mistake made where `stage` is due: its code's default severity, and the stage's acceptable
// actions as what was expected instead.
Mistake mistakeAt(MistakeCode code, std::string section, std::string explanation, const Stage& stage);

} // namespace s21

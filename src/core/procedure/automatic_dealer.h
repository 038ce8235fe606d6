#pragma once
// The automatic dealer: takes a procedure's own next step, one after another, until it is complete.
// Self-play, the simulator, answer keys, practice faults and the scenario loader all deal this way.
// A template over the procedure's type, so that a Round (final) is called directly, without a
// virtual call, in the simulator's loop.

#include "core/procedure/procedure.h"

#include <concepts>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace s21 {

// More dealer actions than any procedure takes (a round of seven seats of four hands, or a shoe
// procedure, takes far fewer).
constexpr int kMostAutomaticActions = 1000;

// Takes next() until the procedure is complete; returns the number of actions. `beforeEach`, when
// given, is told each step before it is applied (a caller names it in an error). Throws
// std::logic_error if the procedure stalls: no step, its own step refused, or no end after
// kMostAutomaticActions steps.
template <std::derived_from<Procedure> P>
int dealAutomatically(P& procedure, const std::function<void(const DealerAction&)>& beforeEach = {})
{
    int actions = 0;
    for (; !procedure.complete(); ++actions) {
        const auto next = procedure.next();
        if (!next || actions == kMostAutomaticActions)
            throw std::logic_error("the procedure does not come to its end (after " + std::to_string(actions) +
                                   " steps)");
        if (beforeEach)
            beforeEach(*next);
        if (!procedure.apply(*next).accepted)
            throw std::logic_error("the procedure refused its own step (after " + std::to_string(actions) + " steps)");
    }
    return actions;
}

// The answer key from where the procedure stands: the steps dealAutomatically() takes to its end.
template <std::derived_from<Procedure> P>
std::vector<DealerAction> answerKeyFrom(P& procedure)
{
    std::vector<DealerAction> steps;
    dealAutomatically(procedure, [&steps](const DealerAction& step) { steps.push_back(step); });
    return steps;
}

// The answer key as the trainee dealt it: `procedure` (begun as the one `taken` is the log of, and
// dealt the same way) is given the trainee's actions in their order, and each one it accepts where
// it comes is kept, so an action the rules leave to the dealer (a count in a range, an order left
// free) stays as the trainee took it. An action taken before steps the trainee left out (a later
// step of the stage) comes after the procedure's own steps for them; the procedure's own steps
// stand for every other action it does not accept (mistakes), and finish the key after the last.
template <std::derived_from<Procedure> P>
std::vector<DealerAction> answerKeyKeeping(P& procedure, const std::vector<TimedVerdict>& taken)
{
    std::vector<DealerAction> steps;
    const auto take = [&](const DealerAction& action) {
        if (procedure.apply(action).accepted)
            steps.push_back(action);
    };
    for (const TimedVerdict& entry : taken) {
        const DealerAction& action = entry.verdict.action;
        for (std::size_t skipped = procedure.stage().steps.size();
             skipped > 0 && !procedure.complete() && !acceptsNext(procedure.stage(), action) &&
             isLaterStep(procedure.stage(), action);
             --skipped)
            take(*procedure.next());
        if (!procedure.complete() && acceptsNext(procedure.stage(), action))
            take(action);
    }
    const std::vector<DealerAction> rest = answerKeyFrom(procedure);
    steps.insert(steps.end(), rest.begin(), rest.end());
    return steps;
}

} // namespace s21

#pragma once
// Why an action the procedure did not call for is a mistake: which rule it breaks, how badly, and
// what the trainee should have done.

#include "core/round/internal/round_procedure.h"

namespace s21 {

// The mistake in taking `action` when `stage` is what the procedure calls for. Precondition: the
// action is not one the stage accepts next.
Mistake diagnose(const RoundState& state, const Stage& stage, const DealerAction& action);

} // namespace s21

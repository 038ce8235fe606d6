#pragma once
// Why an action the procedure did not call for is a mistake: which rule it breaks, how badly, and
// what the trainee should have done.

#include "core/round/internal/round_procedure.h"

namespace s21 {

// The mistake in taking `action` when `stage` is what the procedure calls for. Precondition: the
// action is not one the stage accepts next.
Mistake diagnose(const RoundState& state, const Stage& stage, const DealerAction& action);

// The section a payment's amount follows: the odds of a winning hand (MD-S21 12.A-B, MA-S21 5(e)-(f))
// and of Match-the-Dealer (MD-S21 12.A(4), MA-S21 6(e)), where the step's own section says when to
// pay (7.O, 7.H(1)(a), 7.F(1)); any other step's own section.
LazyText amountSection(const RoundState& state, const Step& step);

} // namespace s21

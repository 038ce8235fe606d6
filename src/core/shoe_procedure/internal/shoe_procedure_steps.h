#pragma once
// The shoe procedure's steps: from a ShoeState, what the rules call for next, whether an action is
// it, and, when it is not, which rule the action breaks. The one source of truth for
// ShoeProcedure::expected(), its hints and its checks.

#include "core/shoe_procedure/shoe_procedure_state.h"

namespace s21 {

// The opening and shuffle steps for the situation, in order (MD-S21 4.A-F, 5.A, 5.H-I, 7.D; MA-S21
// 3, 4(a), 4(i), 4(j), 7(j)(2)).
std::vector<Step> fixedSteps(const ShoeState& state);

// The automated shuffler's faults (MD-S21 13.R-S, MA-S21 15(j)-(k)). It can jam once its cycle has
// run (`shuffle` the last step done) and before anything else is done with the cards; it can break
// down before its cycle has run, or while jammed. False with a manual shuffle.
bool shufflerCanJam(const ShoeState& state);
bool shufflerCanBreak(const ShoeState& state);

// The floor can order a recut (MD-S21 5.F, MA-S21 4(f)): the cut is completed and the stack is not
// in the shoe or, where the profile allows a recut until the first card, not yet burned from.
bool recutAllowed(const ShoeState& state);

// A card can be exposed in the wash or the stacking (MA-S21 3(c)): `wash` is the last step done and
// `stack` the next, and no exposure awaits its remix.
bool washExposable(const ShoeState& state);

// The opening and shuffle steps once the shuffler is out of order: the steps done so far; covering
// it or removing it from the table, as the profile says (MD-S21 13.S, MA-S21 15(k)); then the
// manual procedure for the situation (fixedSteps) from the first step the dealer has not already
// done in its order. Precondition: the situation's shuffle is already Manual.
std::vector<Step> stepsWithoutShuffler(const ShoeState& state);

// The seats to offer the cut, in order, each with its section (MD-S21 5.D, MA-S21 4(d)). Empty
// when nobody is seated: the dealer cuts.
std::vector<Step> cutOffers(const ShoeState& state);

// What the procedure calls for now, its first step next (empty once the first card is burned). A
// dealer's cut or the cover card shows one legal position and accepts any (Step::values), so
// acceptsNext() (stage.h) checks an action.
Stage shoeStage(const ShoeState& state);

// The mistake in taking `action` when `stage` is due. Precondition: !acceptsNext(stage, action).
Mistake diagnoseShoeAction(const ShoeState& state, const Stage& stage, const DealerAction& action);

} // namespace s21

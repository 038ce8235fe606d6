#pragma once
// Making an injected fault happen (faults.h): when its moment has come, and what it does to
// the table. Only Round (round.h) calls these.

#include "core/round/faults.h"
#include "core/round/internal/round_procedure.h"
#include "core/round/round_errors.h"

namespace s21 {

// The round has reached a moment at which `fault` can happen: the next step is the one it
// interrupts (the dealer's up card for DealerMissesFirstCard, the peek for ReaderMalfunction,
// `fault.before` for CardDrawnInError, ...).
bool isFaultMoment(const RoundState& state, const Stage& stage, const Fault& fault);

// Makes the fault happen at its moment. Throws FaultNotCovered when the rules do not cover it
// there (a card exposed during the initial deal, MD-S21 13.F) or it would hide another irregularity
// (a 10 or a face-up card drawn in error), or a player has not the chips the fault adds or takes off.
void injectFault(RoundState& state, const Stage& stage, const Fault& fault);

} // namespace s21

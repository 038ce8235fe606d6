#pragma once
// Making an injected fault happen (irregularity.h): when its moment has come, and what it does to
// the table. Only Round (round.h) calls these.

#include "irregularity.h"
#include "procedure.h"

#include <stdexcept>

namespace s21 {

// A fault the rules do not cover at the moment it would happen.
class FaultNotCovered : public std::invalid_argument {
public:
    FaultNotCovered(FaultKind kind, const std::string& why) : std::invalid_argument(why), kind_(kind) {}
    FaultKind kind() const { return kind_; }

private:
    FaultKind kind_;
};

// The round has reached a moment at which `fault` can happen: the next step is the one it
// interrupts (the dealer's up card for DealerMissesFirstCard, the peek for ReaderMalfunction,
// `fault.before` for CardDrawnInError, ...).
bool isFaultMoment(const RoundState& state, const Stage& stage, const Fault& fault);

// Makes the fault happen at its moment. Throws FaultNotCovered when the rules do not cover it
// there (a card exposed during the initial deal, MD-S21 13.F) or it would hide another irregularity
// (a 10 or a face-up card drawn in error).
void injectFault(RoundState& state, const Stage& stage, const Fault& fault);

// Throws std::invalid_argument when a fault can never happen at this table: a seat with no
// player, a reader fault without a reader, a card drawn in error with no moment given.
void checkFault(const RuleProfile& profile, const std::vector<int>& occupiedSeats, const Fault& fault);

} // namespace s21

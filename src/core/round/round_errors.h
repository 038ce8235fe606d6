#pragma once
// What Round's constructor and apply() throw besides std::invalid_argument (a set-up that breaks
// the rules): a stacked shoe too short for its round, and an injected fault the rules do not cover
// at its moment. The scenario loader tells the two apart to name the YAML key at fault.

#include "core/round/faults.h"

#include <stdexcept>
#include <string>

namespace s21 {

// Thrown when the shoe runs out of cards (a stacked shoe too short for its round).
class ShoeExhausted : public std::runtime_error {
public:
    ShoeExhausted() : std::runtime_error("the shoe has no cards left") {}
};

// A fault the rules do not cover at the moment it would happen.
class FaultNotCovered : public std::invalid_argument {
public:
    FaultNotCovered(FaultKind kind, const std::string& why) : std::invalid_argument(why), kind_(kind) {}
    FaultKind kind() const { return kind_; }

private:
    FaultKind kind_;
};

} // namespace s21

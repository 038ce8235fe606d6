#pragma once
// Kinds of step: what a dealer's actions are timed by (the speed standards, an exam's speed
// criteria, the progress window's medians). A kind of step is an action's first word in the notation
// (dealer_action.h), followed by the spot's prefix when it names a side wager: "deal", "pay",
// "pay mtd", "collect ins", "pay spin", "pay award".

#include <string_view>

namespace s21 {

// The kind of step of an action in notation: "pay mtd s3 $45" -> "pay mtd", "deal s1" -> "deal".
// A view into `notation`.
std::string_view stepKindOf(std::string_view notation);

// True for a kind of step the trainer's actions can have ("deal", "pay mtd"; not "pay s1").
bool isStepKind(std::string_view kind);

} // namespace s21

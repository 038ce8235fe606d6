#pragma once
// Which hand takes a card from the shoe and which places it (MD-S21 7.B(1)-(2), MA-S21 7(b)).
// The mouse and the keyboard cannot show a dealer's hands, so this is guidance, never checked:
// guided practice shows it beside the hint whenever the next step deals a card onto the layout.
// The shoe sits on the dealer's left (MA-S21 7(a); the trainer's layout for both jurisdictions),
// so the hand nearest it is the left, and the two betting positions nearest it are seats 1 and 2.
// The readings, with the texts quoted, are in docs/procedure.md, "Which hand deals".

#include "core/base/lazy_text.h"
#include "core/procedure/dealer_action.h"
#include "core/round/round_state.h"

#include <optional>

namespace s21 {

struct DealingHands {
    LazyText how;     // one sentence: which hand takes the card, which places it
    LazyText section; // MD-S21 7.B(1)-(2) or MA-S21 7(b)
};

// The hands for `next` in the round as it stands, when `next` deals a card from the shoe onto the
// layout (a player's card, the dealer's up card, hole card or draw); nothing for any other action.
std::optional<DealingHands> dealingHands(const RoundState& state, const DealerAction& next);

} // namespace s21

#pragma once
// What the dealer holds between two gestures, as one value: nothing, the card just taken from the
// shoe, the stack of cards taken up in the shoe procedure, or a payout stack of chips built from the
// tray. The gesture controller (gesture_controller.h) keeps it; the scene (table_scene.h) draws it.
// A dealer holds one of these at a time: taking up one puts down another.

#include "core/base/contract.h"
#include "core/base/money.h"

#include <cstdint>

namespace s21::app {

class InHand {
public:
    enum class Kind : std::uint8_t { Nothing, Card, Cards, Chips };

    constexpr InHand() = default;
    static constexpr InHand nothing() { return {}; }
    static constexpr InHand card() { return InHand(Kind::Card, {}); }
    static constexpr InHand cards() { return InHand(Kind::Cards, {}); }
    // A payout stack of `amount`, more than zero.
    static InHand chips(Money amount)
    {
        S21_EXPECTS(amount > Money());
        return InHand(Kind::Chips, amount);
    }

    constexpr Kind kind() const { return kind_; }
    constexpr bool is(Kind kind) const { return kind_ == kind; }
    // The payout stack's amount: zero unless kind() is Chips.
    constexpr Money chipsAmount() const { return chips_; }

    constexpr bool operator==(const InHand&) const = default;

private:
    constexpr InHand(Kind kind, Money chips) : kind_(kind), chips_(chips) {}

    Kind kind_ = Kind::Nothing;
    Money chips_;
};

} // namespace s21::app

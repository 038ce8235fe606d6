#pragma once
// What a click on the table lands on: the scene tags each interactive item with one Target, and the
// gesture controller (gesture_controller.h) turns targets into dealer actions. A target is a place,
// never an action.

#include "core/base/money.h"

#include <cstdint>

namespace s21::app {

struct Target {
    enum class Kind : std::uint8_t {
        None,
        Shoe,           // take the next card
        Rack,           // the discard rack: burn, or pick up the selected hand
        Reader,         // the card reader: peek
        HoleSlot,       // the dealer's face-down hole card place
        DealerCards,    // the dealer's up card and draws
        HandCards,      // a player hand's cards (seat, hand)
        HandWager,      // a player hand's Spanish 21 wager (seat, hand; on a shared box, `bettor`'s in its line)
        MatchWager,     // a seat's Match-the-Dealer circle
        InsuranceWager, // a seat's place on the insurance line (on a shared box, `bettor`'s)
        Award,          // beside a seat's wager: the 7-7-7 super bonus or $50 envy payment (`bettor`'s)
        BonusSpinWager, // a seat's Bonus Spin circle
        XtremeWager,    // a seat's Xtreme 16 circle
        TrayChip,       // one denomination in the chip tray (`chip`)
        Tray,           // the tray itself: put the payout stack back
        // Between rounds (the shoe procedure):
        CardStack, // the cards on the table being opened, shuffled and cut: take it up, or cut it
        CoverCard, // the cover card beside the stack: insert it
        Shuffler,  // the automated shuffler: shuffle the cards in it
    };
    constexpr Target() = default;
    constexpr Target(Kind k, int s = 0, int h = 0, Money c = {}) : kind(k), seat(s), hand(h), chip(c) {}
    // A wager in a shared box's line (MA-S21 13(c)): a hand's (HandWager), an insurance wager or an
    // award place, of `bettor` (Spot::bettor: 0 the caller's, 1 and 2 those behind it).
    static constexpr Target inLine(Kind k, int s, int h, int bettor)
    {
        Target target(k, s, h);
        target.bettor = bettor;
        return target;
    }

    // `hand` of a HandCards target selected by the seat's number while the seat has several hands:
    // the seat, before one of its hands is chosen.
    static constexpr int kWholeSeat = -1;

    Kind kind = Kind::None;
    int seat = 0;
    int hand = 0;
    Money chip;
    int bettor = 0; // whose wager in a shared box's line (Spot::bettor), 0 the caller's or no line

    // A seat's cards selected whole (kWholeSeat), before one of its hands is chosen.
    constexpr bool wholeSeat() const { return kind == Kind::HandCards && hand == kWholeSeat; }
    // A place where a wager's chips lie: a hand's wager or a side wager's circle, or the award place.
    constexpr bool holdsWager() const
    {
        return kind == Kind::HandWager || kind == Kind::MatchWager || kind == Kind::InsuranceWager ||
               kind == Kind::Award || kind == Kind::BonusSpinWager || kind == Kind::XtremeWager;
    }

    friend bool operator==(const Target&, const Target&) = default;
};

} // namespace s21::app

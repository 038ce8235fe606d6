#pragma once
// The trainee's named commands: the action bar's buttons and their keyboard shortcuts. A command is
// a gesture, not a dealer action: the gesture controller completes it with the selected place and
// the typed number.

#include <cstdint>

namespace s21::app {

enum class Command : std::uint8_t {
    Deal,            // a card to the selected hand or the dealer
    HoleCard,        // the dealer's hole card, face down
    Burn,            // the top card to the discard rack
    Collect,         // the selected wager (the typed amount, else all of it)
    Pay,             // the payout stack (or the typed amount) on the selected wager
    Ask,             // announce the selected hand's typed total and ask the player
    DealerTotal,     // announce the dealer's typed total
    OfferInsurance,
    CloseInsurance,
    Peek,
    Reveal,
    DealersCard,     // announce "Dealer's Card" (no-hole-card procedure)
    Blackjack,       // announce the selected hand's blackjack
    Split,
    WagerOnCards,    // put a surrendered wager on the cards
    SettleSurrender, // collect the typed amount (else half the wager)
    SettleRescue,    // collect the typed amount (else the original wager), return the double
    PickUp,          // the selected hand's (or the dealer's) cards to the rack
    DiscardFaceUp,   // a card found face up in the shoe goes to the rack (MD-S21 13.A)
    RemoveTens,      // the floorperson removes a 10 found in the shoe (MD-S21 13.C)
    CallFloor,
    Void,
    CoverCard,       // set aside the cover card that has come out of the shoe (MD-S21 7.C)
    DiscardDrawn,    // a card drawn in error that no one can use goes to the rack (MD-S21 13.H-I)
    Option,          // ask a passed-over player: the card, or a dead hand (MD-S21 13.N-O)
    DeadHand,        // call the selected hand dead and return its wager (MD-S21 13.M-O)
    BonusButton,     // press the selected seat's Bonus Spin button for its blackjack (MA-S21 16(d)(1))
    Wheel,           // spin the Bonus Spin wheel for the selected seat's blackjack (MD-S21BS 12.D, MA-S21 16(d))
    Shuffle,         // shuffle the cards (the discard rack, when the shoe runs out in a round: MD-S21 13.K)
    Cut,             // the cover card the typed number of cards from the top (MD-S21 5.E)
};

} // namespace s21::app

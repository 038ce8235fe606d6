#pragma once
// The trainee's named commands: the action bar's buttons and their keyboard shortcuts. A command is
// a gesture, not a dealer action: the gesture controller completes it with the selected place and
// the typed number. Each makes one kind of dealer action and belongs to that action's stage
// (actionStage(), dealer_action.h): the rounds, the shoe procedure between rounds, or both; the
// action bar offers only the current stage's.

#include "app/sound/wav_synth.h"
#include "core/procedure/dealer_action.h"
#include "core/rules/rule_profile.h"

#include <cstdint>
#include <optional>
#include <span>

namespace s21::app {

enum class Command : std::uint8_t {
    Deal,        // a card to the selected hand or the dealer
    HoleCard,    // the dealer's hole card, face down
    Burn,        // the top card to the discard rack
    Collect,     // the selected wager (the typed amount, else all of it)
    Pay,         // the payout stack (or the typed amount) on the selected wager
    MoveChips,   // the selected wager's chips onto the typed seat's wager (never a step: MD-S21 7.S)
    Ask,         // announce the selected hand's typed total and ask the player
    DealerTotal, // announce the dealer's typed total
    OfferInsurance,
    CloseInsurance,
    Peek,
    Reveal,
    DealersCard, // announce "Dealer's Card" (no-hole-card procedure)
    Blackjack,   // announce the selected hand's blackjack
    Split,
    WagerOnCards,    // put a surrendered wager on the cards
    SettleSurrender, // collect the typed amount (else half the wager)
    SettleRescue,    // collect the typed amount (else the original wager), return the double
    PickUp,          // the selected hand's (or the dealer's) cards to the rack
    DiscardFaceUp,   // a card found face up in the shoe goes to the rack (MD-S21 13.A)
    RemoveTens,      // the floorperson removes a 10 found in the shoe (MD-S21 13.C)
    CallFloor,
    Void,
    SetAsideCoverCard, // set aside the cover card that has come out of the shoe (MD-S21 7.C)
    DiscardDrawn,      // a card drawn in error that no one can use goes to the rack (MD-S21 13.H-I)
    Option,            // ask a passed-over player: the card, or a dead hand (MD-S21 13.N-O)
    DeadHand,          // call the selected hand dead and return its wager (MD-S21 13.M-O)
    BonusButton,       // press the selected seat's Bonus Spin button for its blackjack (MA-S21 16(d)(1))
    Wheel,             // spin the Bonus Spin wheel for the selected seat's blackjack (MD-S21BS 12.D, MA-S21 16(d))
    CorrectWager,      // the selected seat's wager as it was at the first card (MD-S21 6.D-E, MA-S21 5(d), 5(h))
    WarnPlayer,        // stop the selected seat's player handling the cards (MD-S21 7.U, MA-S21 7(k))
    ConfirmWager,      // confirm the selected seat's verbal wager with cash (MD-S21 6.B, MA-S21 5(c))
    ChangeCash,        // the selected seat's cash to the drop box, the typed amount (else as much) in chips
                       // (MD-S21 6.B, MA-S21 5(c))
    TakeCoupon,        // take the selected paid wager's match play coupon (MA-S21 5(c), 6(c))
    Shuffle,           // shuffle the cards (the discard rack, when the shoe runs out in a round: MD-S21 13.K)
    Cut,               // the cover card the typed number of cards from the top (MD-S21 5.E)
    // Between rounds: the shoe procedure (core/shoe_procedure/shoe_procedure.h).
    Inspect,        // inspect the new decks (MD-S21 4.A, MA-S21 3(a))
    Spread,         // spread the cards face up (MD-S21 4.C-D, 5.H; MA-S21 3(b), 4(i))
    SpreadFaceDown, // spread an idle table's cards face down (MD-S21 5.H, MA-S21 4(i))
    TurnUp,         // turn a face-down spread face up (MA-S21 4(i))
    Wash,           // turn the cards face down and wash them (MD-S21 4.E, MA-S21 3(c))
    StackCards,     // stack the washed cards (MD-S21 4.E, MA-S21 3(c))
    Gather,         // an idle table's cards out of the shoe and the rack (MD-S21 5.H, MA-S21 4(i))
    Unload,         // the cards left in the shoe to the discard rack (MD-S21 7.D, MA-S21 7(j)(2))
    Plug,           // MA-S21 4(j)(1)
    Riffle,         // MA-S21 4(j)(2)
    TurnStacks,     // the turn: one stack rotated 180 degrees (MA-S21 4(j)(3))
    Strip,          // MA-S21 4(j)(4)
    OfferCut,       // offer the cut to the typed (or selected) seat (MD-S21 5.D, MA-S21 4(d))
    Recut,          // ask the player to cut again (MD-S21 5.E, MA-S21 4(e))
    CompleteCut,    // the cards above the cover card to the bottom (MD-S21 5.E(1), MA-S21 4(e))
    CoverCard,      // the cover card the typed number of cards from the bottom (MD-S21 5.E(2), MA-S21 4(e))
    LoadShoe,       // the stack into the dealing shoe (MD-S21 5.E(3), MA-S21 4(e))
    TakeStackOut,   // the loaded stack out of the shoe for an ordered recut (MA-S21 4(f))
    ShowBurn,       // the burn card shown to the player who asked (MA-S21 7(c))
    RemoveBatch,    // the batch already in the automated shuffler (MD-S21 5.I(2)(a))
    CoverShuffler,  // cover a broken shuffler or sign it out of order (MD-S21 13.S)
    RemoveShuffler, // remove a broken shuffler from the table (MA-S21 15(k))
};

// Every command, declared once (command.cpp), in the action bar's order: the dealer action it
// makes, its button's label, its shortcut and its tooltip; the sound its action makes on the table
// when carried out (none for most); and its name as a screen reader says it, where the label is
// shortened to fit the button ("Offer ins."): nullptr when the label says it whole.
struct CommandInfo {
    Command command;
    ActionKind kind;
    const char* label;
    const char* shortcut;
    const char* tip;
    std::optional<Sound> sound = std::nullopt;
    const char* spoken = nullptr;
};
std::span<const CommandInfo> allCommands();
const CommandInfo& commandInfo(Command command);
// The command that makes dealer actions of this kind.
Command commandFor(ActionKind kind);
// The sound an action of this kind makes when carried out; nothing when silent.
std::optional<Sound> soundOf(ActionKind kind);
// The command's name as a screen reader says it: its label, or its spoken name where the label is short.
const char* spokenName(const CommandInfo& info);
// Whether a table dealt under `profile` has any use for the command: no Bonus Spin button or wheel
// without Bonus Spin, no hole card to deal or turn without one, no peek without a card reader, no
// "Dealer's Card" where a hole card is dealt.
bool commandApplies(Command command, const RuleProfile& profile);

} // namespace s21::app

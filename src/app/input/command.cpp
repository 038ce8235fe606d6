#include "app/input/command.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace s21::app {

namespace {

// One row per command: a table kept one line a row.
// clang-format off
constexpr CommandInfo kCommands[] = {
    {Command::Deal, ActionKind::DealCard, "Deal", "D", "Deal a card to the selected hand or the dealer", Sound::Card},
    {Command::HoleCard, ActionKind::DealHoleCard, "Hole card", "H", "Deal the dealer's hole card face down", Sound::Card},
    {Command::Burn, ActionKind::Burn, "Burn", "B", "Burn the top card to the discard rack", Sound::Card},
    {Command::Collect, ActionKind::Collect, "Collect", "C", "Collect the selected wager (the typed amount, else all of it)", Sound::Chips},
    {Command::Pay, ActionKind::Pay, "Pay", "P", "Pay the chip stack (or the typed amount) on the selected wager", Sound::Chips},
    {Command::MoveChips, ActionKind::MoveChips, "Move chips", "Shift+M", "Move the selected wager's chips onto the typed seat's wager (5, or 5.2); a losing wager's chips go into the tray instead"},
    {Command::Ask, ActionKind::AskPlayer, "Ask", "A", "Announce the selected hand's typed total; ask the player if the hand can still play (also Enter)"},
    {Command::DealerTotal, ActionKind::AnnounceDealerTotal, "Dealer total", "T", "Announce the dealer's typed total"},
    {Command::OfferInsurance, ActionKind::OfferInsurance, "Offer ins.", "I", "Announce insurance open", std::nullopt, "Offer insurance"},
    {Command::CloseInsurance, ActionKind::CloseInsurance, "Close ins.", "Shift+I", "Announce insurance closed", std::nullopt, "Close insurance"},
    {Command::Peek, ActionKind::Peek, "Peek", "K", "Check the hole card in the card reader"},
    {Command::Reveal, ActionKind::RevealHoleCard, "Reveal", "R", "Turn the hole card face up", Sound::Card},
    {Command::DealersCard, ActionKind::AnnounceDealersCard, "Dealer's Card", "G", "Announce \"Dealer's Card\" (no-hole-card tables)"},
    {Command::Blackjack, ActionKind::AnnounceBlackjack, "Blackjack", "J", "Announce the selected hand's blackjack"},
    {Command::Split, ActionKind::SplitPair, "Split", "S", "Split the selected pair", Sound::Chips},
    {Command::WagerOnCards, ActionKind::PlaceWagerOnCards, "On cards", "W", "Put the surrendered wager on the cards", Sound::Chips},
    {Command::SettleSurrender, ActionKind::SettleSurrender, "Surrender", "U", "Settle the surrender: collect half (or the typed amount)", Sound::Chips},
    {Command::SettleRescue, ActionKind::SettleRescue, "Rescue", "E", "Settle the rescue: return the double, collect the original", Sound::Chips},
    {Command::PickUp, ActionKind::PickUpHand, "Pick up", "X", "Pick up the selected hand's (or the dealer's) cards", Sound::Card},
    {Command::DiscardFaceUp, ActionKind::DiscardFaceUp, "Face-up card", "Shift+B", "Put a card found face up in the shoe into the discard rack"},
    {Command::RemoveTens, ActionKind::RemoveTens, "Remove 10", "Shift+T", "The floorperson removes a 10 found in the shoe"},
    {Command::CallFloor, ActionKind::CallFloor, "Floor", "F", "Call the floorperson"},
    {Command::Void, ActionKind::VoidRound, "Void", "Shift+V", "Declare the round void"},
    {Command::SetAsideCoverCard, ActionKind::SetAsideCoverCard, "Cover card", "Shift+K", "Set aside the cover card that has come out of the shoe"},
    {Command::DiscardDrawn, ActionKind::DiscardDrawnCard, "Drawn card", "Shift+X", "Put a card drawn in error that no one can use into the discard rack"},
    {Command::Option, ActionKind::OfferOption, "Option", "O", "Ask the selected passed-over player: the card now, or a dead hand"},
    {Command::DeadHand, ActionKind::DeclareDeadHand, "Dead hand", "Shift+D", "Call the selected hand dead: return its wager, cards to the rack"},
    {Command::BonusButton, ActionKind::PressBonusButton, "Spin button", "Y", "Press the selected seat's Bonus Spin button for its blackjack"},
    {Command::Wheel, ActionKind::SpinWheel, "Wheel", "Shift+W", "Spin the Bonus Spin wheel for the selected seat's blackjack, or the Hot Spot wheel for its selected Xtreme 16 wager"},
    {Command::CorrectWager, ActionKind::CorrectWager, "Fix wager", "M", "The selected seat's wager stands as the rules allow: push late or added chips back, have pinched ones put back, refuse a wager outside the limits or from a barred player"},
    {Command::WarnPlayer, ActionKind::WarnPlayer, "Hands off", "Shift+H", "Warn the selected seat's player: hands off the cards, or the seated player calls the decisions"},
    {Command::ConfirmWager, ActionKind::ConfirmWager, "Confirm bet", "V", "Confirm the selected seat's verbal wager with cash aloud"},
    {Command::ChangeCash, ActionKind::ChangeCash, "Change cash", "L", "Change the selected seat's cash into chips (the typed amount, else as much as the cash)"},
    {Command::TakeCoupon, ActionKind::TakeCoupon, "Take coupon", "Q", "Take the selected paid wager's match play coupon off the layout"},
    {Command::Shuffle, ActionKind::Shuffle, "Shuffle", "Shift+S", "Shuffle the cards (the discard rack when the shoe runs out)"},
    {Command::Cut, ActionKind::Cut, "Cut", "Shift+C", "Cut: type the cards above the cover card, then Cut"},
    {Command::Inspect, ActionKind::InspectCards, "Inspect", "I", "Inspect the new decks for defects"},
    {Command::Spread, ActionKind::SpreadCards, "Spread", "S", "Spread the cards face up"},
    {Command::SpreadFaceDown, ActionKind::SpreadFaceDown, "Spread down", "Shift+D", "Spread the idle table's cards face down"},
    {Command::TurnUp, ActionKind::TurnSpreadFaceUp, "Turn up", "U", "Turn the face-down spread face up for the arriving player"},
    {Command::Wash, ActionKind::WashCards, "Wash", "W", "Turn the cards face down and wash them"},
    {Command::StackCards, ActionKind::StackCards, "Stack", "K", "Stack the washed cards"},
    {Command::Gather, ActionKind::GatherCards, "Gather", "G", "Take the idle table's cards out of the shoe and the discard rack"},
    {Command::Unload, ActionKind::UnloadShoe, "Unload shoe", "Shift+L", "Put the cards left in the shoe into the discard rack"},
    {Command::Plug, ActionKind::Plug, "Plug", "P", "Plug the unused cards into the discards"},
    {Command::Riffle, ActionKind::Riffle, "Riffle", "R", "Riffle the two halves together"},
    {Command::TurnStacks, ActionKind::Turn, "Turn", "T", "The turn: rotate one stack 180 degrees and riffle"},
    {Command::Strip, ActionKind::Strip, "Strip", "Shift+R", "Strip the cards in running cuts"},
    {Command::OfferCut, ActionKind::OfferCut, "Offer cut", "Shift+O", "Offer the cut: type the seat (or click the stack or, in a round, the seat), then Shift+O"},
    {Command::Recut, ActionKind::Recut, "Recut", "Shift+E", "Ask the player to cut again: the cover card is too near an end"},
    {Command::CompleteCut, ActionKind::CompleteCut, "Finish cut", "Shift+P", "Put the cards above the cover card on the bottom"},
    {Command::CoverCard, ActionKind::InsertCoverCard, "Cover card", "V", "Insert the cover card: type the cards behind it, then V (or click the cover card)"},
    {Command::LoadShoe, ActionKind::LoadShoe, "Load shoe", "L", "Put the stack into the dealing shoe (or click the stack, then the shoe)"},
    {Command::TakeStackOut, ActionKind::TakeStackOut, "Take out", "Shift+U", "Take the stack out of the shoe for the recut the supervisor ordered"},
    {Command::ShowBurn, ActionKind::ShowBurnCard, "Show burn", "Shift+F", "Show the burn card to the player who asked to see it"},
    {Command::RemoveBatch, ActionKind::RemoveShufflerBatch, "Take batch", "Shift+A", "Take out the batch already in the automated shuffler"},
    {Command::CoverShuffler, ActionKind::CoverShuffler, "Cover shuffler", "Shift+V", "Cover the broken shuffler or sign it out of order"},
    {Command::RemoveShuffler, ActionKind::RemoveShuffler, "Remove shuffler", "Shift+M", "Remove the broken shuffler from the table"},
};
// clang-format on

// The row of the command that makes actions of this kind; nullptr when none does.
const CommandInfo* rowFor(ActionKind kind)
{
    const auto it = std::find_if(std::begin(kCommands), std::end(kCommands),
                                 [kind](const CommandInfo& info) { return info.kind == kind; });
    return it == std::end(kCommands) ? nullptr : &*it;
}

} // namespace

std::span<const CommandInfo> allCommands() { return kCommands; }

const CommandInfo& commandInfo(Command command)
{
    for (const CommandInfo& info : kCommands)
        if (info.command == command)
            return info;
    throw std::logic_error("a command without its row in kCommands");
}

Command commandFor(ActionKind kind)
{
    if (const CommandInfo* row = rowFor(kind))
        return row->command;
    throw std::logic_error("an action kind without a command in kCommands");
}

std::optional<Sound> soundOf(ActionKind kind)
{
    const CommandInfo* row = rowFor(kind);
    return row ? row->sound : std::nullopt;
}

const char* spokenName(const CommandInfo& info) { return info.spoken ? info.spoken : info.label; }

bool commandApplies(Command command, const RuleProfile& profile)
{
    switch (commandInfo(command).kind) {
    case ActionKind::PressBonusButton: return profile.bonusSpin.variant != BonusSpinVariant::None;
    case ActionKind::SpinWheel: return profile.bonusSpin.variant != BonusSpinVariant::None || profile.xtreme.offered;
    case ActionKind::DealHoleCard:
    case ActionKind::RevealHoleCard: return profile.dealsHoleCard();
    case ActionKind::Peek: return profile.usesCardReader();
    case ActionKind::AnnounceDealersCard: return !profile.dealsHoleCard();
    case ActionKind::TakeCoupon: return profile.matchPlayCoupons;
    default: return true;
    }
}

} // namespace s21::app

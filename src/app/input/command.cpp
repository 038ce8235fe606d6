#include "app/input/command.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace s21::app {

namespace {

// One row per command, one command per action kind: a table kept one line a row.
// clang-format off
constexpr CommandInfo kCommands[] = {
    {ActionKind::DealCard, Aim::HandOrDealer, "Deal", "D", "Deal a card to the selected hand or the dealer", Sound::Card},
    {ActionKind::DealHoleCard, Aim::Nothing, "Hole card", "H", "Deal the dealer's hole card face down", Sound::Card},
    {ActionKind::Burn, Aim::Nothing, "Burn", "B", "Burn the top card to the discard rack", Sound::Card},
    {ActionKind::DrawDeterminant, Aim::Own, "Determinant", "Shift+N", "Draw the determinant card from the double shoe's side the shoe faces, or type 1 (red backs) or 2 (blue backs) first", Sound::Card},
    {ActionKind::SegregateCard, Aim::Nothing, "Segregate", "Shift+G", "Put the determinant card in its side's segregated area: its suit calls for the other side", Sound::Card},
    {ActionKind::Collect, Aim::Own, "Collect", "C", "Collect the selected wager (the typed amount, else all of it)", Sound::Chips},
    {ActionKind::Pay, Aim::Own, "Pay", "P", "Pay the chip stack (or the typed amount) on the selected wager", Sound::Chips},
    {ActionKind::MoveChips, Aim::Own, "Move chips", "Shift+M", "Move the selected wager's chips onto the typed seat's wager (5, or 5.2); a losing wager's chips go into the tray instead"},
    {ActionKind::AskPlayer, Aim::Own, "Ask", "A", "Announce the selected hand's typed total; ask the player if the hand can still play (also Enter)"},
    {ActionKind::AnnounceDealerTotal, Aim::Own, "Dealer total", "T", "Announce the dealer's typed total"},
    {ActionKind::OfferInsurance, Aim::Nothing, "Offer ins.", "I", "Announce insurance open", std::nullopt, "Offer insurance"},
    {ActionKind::CloseInsurance, Aim::Nothing, "Close ins.", "Shift+I", "Announce insurance closed", std::nullopt, "Close insurance"},
    {ActionKind::Peek, Aim::Nothing, "Peek", "K", "Check the hole card in the card reader"},
    {ActionKind::RevealHoleCard, Aim::Nothing, "Reveal", "R", "Turn the hole card face up", Sound::Card},
    {ActionKind::AnnounceDealersCard, Aim::Nothing, "Dealer's Card", "G", "Announce \"Dealer's Card\" (no-hole-card tables)"},
    {ActionKind::AnnounceBlackjack, Aim::Hand, "Blackjack", "J", "Announce the selected hand's blackjack"},
    {ActionKind::SplitPair, Aim::Hand, "Split", "S", "Split the selected pair", Sound::Chips},
    {ActionKind::PlaceWagerOnCards, Aim::Hand, "On cards", "W", "Put the surrendered wager on the cards", Sound::Chips},
    {ActionKind::SettleSurrender, Aim::Own, "Surrender", "U", "Settle the surrender: collect half (or the typed amount)", Sound::Chips},
    {ActionKind::SettleRescue, Aim::Own, "Rescue", "E", "Settle the rescue: return the double, collect the original", Sound::Chips},
    {ActionKind::PickUpHand, Aim::HandOrDealer, "Pick up", "X", "Pick up the selected hand's (or the dealer's) cards", Sound::Card},
    {ActionKind::DiscardFaceUp, Aim::Nothing, "Face-up card", "Shift+B", "Put a card found face up in the shoe into the discard rack"},
    {ActionKind::RemoveTens, Aim::Nothing, "Remove 10", "Shift+T", "The floorperson removes a 10 found in the shoe"},
    {ActionKind::CallFloor, Aim::Nothing, "Floor", "F", "Call the floorperson"},
    {ActionKind::VoidRound, Aim::Nothing, "Void", "Shift+V", "Declare the round void"},
    {ActionKind::SetAsideCoverCard, Aim::Nothing, "Cover card", "Shift+K", "Set aside the cover card that has come out of the shoe"},
    {ActionKind::DiscardDrawnCard, Aim::Nothing, "Drawn card", "Shift+X", "Put a card drawn in error that no one can use into the discard rack"},
    {ActionKind::OfferOption, Aim::Hand, "Option", "O", "Ask the selected passed-over player: the card now, or a dead hand"},
    {ActionKind::DeclareDeadHand, Aim::Hand, "Dead hand", "Shift+D", "Call the selected hand dead: return its wager, cards to the rack"},
    {ActionKind::PressBonusButton, Aim::Seat, "Spin button", "Y", "Press the selected seat's Bonus Spin button for its blackjack"},
    {ActionKind::SpinWheel, Aim::Own, "Wheel", "Shift+W", "Spin the Bonus Spin wheel for the selected seat's blackjack, or the Hot Spot wheel for its selected Xtreme 16 wager"},
    {ActionKind::CorrectWager, Aim::Seat, "Fix wager", "M", "The selected seat's wager stands as the rules allow: push late or added chips back, have pinched ones put back, refuse a wager outside the limits or from a barred player"},
    {ActionKind::WarnPlayer, Aim::Seat, "Hands off", "Shift+H", "Warn the selected seat's player: hands off the cards, or the seated player calls the decisions"},
    {ActionKind::ConfirmWager, Aim::Seat, "Confirm bet", "V", "Confirm the selected seat's verbal wager with cash aloud"},
    {ActionKind::ChangeCash, Aim::Own, "Change cash", "L", "Change the selected seat's cash into chips (the typed amount, else as much as the cash)"},
    {ActionKind::TakeCoupon, Aim::Own, "Take coupon", "Q", "Take the selected paid wager's match play coupon off the layout"},
    {ActionKind::Shuffle, Aim::Nothing, "Shuffle", "Shift+S", "Shuffle the cards (the discard rack when the shoe runs out)"},
    {ActionKind::Cut, Aim::Own, "Cut", "Shift+C", "Cut: type the cards above the cover card, then Cut"},
    {ActionKind::InspectCards, Aim::Nothing, "Inspect", "I", "Inspect the new decks for defects"},
    {ActionKind::SpreadCards, Aim::Nothing, "Spread", "S", "Spread the cards face up"},
    {ActionKind::SpreadFaceDown, Aim::Nothing, "Spread down", "Shift+D", "Spread the idle table's cards face down"},
    {ActionKind::TurnSpreadFaceUp, Aim::Nothing, "Turn up", "U", "Turn the face-down spread face up for the arriving player"},
    {ActionKind::WashCards, Aim::Nothing, "Wash", "W", "Turn the cards face down and wash them"},
    {ActionKind::StackCards, Aim::Nothing, "Stack", "K", "Stack the washed cards"},
    {ActionKind::GatherCards, Aim::Nothing, "Gather", "G", "Take the idle table's cards out of the shoe and the discard rack"},
    {ActionKind::UnloadShoe, Aim::Nothing, "Unload shoe", "Shift+L", "Put the cards left in the shoe into the discard rack"},
    {ActionKind::Plug, Aim::Nothing, "Plug", "P", "Plug the unused cards into the discards"},
    {ActionKind::Riffle, Aim::Nothing, "Riffle", "R", "Riffle the two halves together"},
    {ActionKind::Turn, Aim::Nothing, "Turn", "T", "The turn: rotate one stack 180 degrees and riffle"},
    {ActionKind::Strip, Aim::Nothing, "Strip", "Shift+R", "Strip the cards in running cuts"},
    {ActionKind::OfferCut, Aim::Own, "Offer cut", "Shift+O", "Offer the cut: type the seat (or click the stack or, in a round, the seat), then Shift+O"},
    {ActionKind::Recut, Aim::Nothing, "Recut", "Shift+E", "Ask the player to cut again: the cover card is too near an end"},
    {ActionKind::CompleteCut, Aim::Nothing, "Finish cut", "Shift+P", "Put the cards above the cover card on the bottom"},
    {ActionKind::InsertCoverCard, Aim::Own, "Cover card", "V", "Insert the cover card: type the cards behind it, then V (or click the cover card)"},
    {ActionKind::LoadShoe, Aim::Nothing, "Load shoe", "L", "Put the stack into the dealing shoe (or click the stack, then the shoe)"},
    {ActionKind::TakeStackOut, Aim::Nothing, "Take out", "Shift+U", "Take the stack out of the shoe for the recut the supervisor ordered"},
    {ActionKind::ShowBurnCard, Aim::Nothing, "Show burn", "Shift+F", "Show the burn card to the player who asked to see it"},
    {ActionKind::RemoveShufflerBatch, Aim::Nothing, "Take batch", "Shift+A", "Take out the batch already in the automated shuffler"},
    {ActionKind::CoverShuffler, Aim::Nothing, "Cover shuffler", "Shift+V", "Cover the broken shuffler or sign it out of order"},
    {ActionKind::RemoveShuffler, Aim::Nothing, "Remove shuffler", "Shift+M", "Remove the broken shuffler from the table"},
};
// clang-format on

} // namespace

std::span<const CommandInfo> allCommands() { return kCommands; }

const CommandInfo& commandFor(ActionKind kind)
{
    const auto it = std::find_if(std::begin(kCommands), std::end(kCommands),
                                 [kind](const CommandInfo& info) { return info.kind == kind; });
    if (it == std::end(kCommands))
        throw std::logic_error("an action kind without its command in kCommands");
    return *it;
}

std::optional<Sound> soundOf(ActionKind kind) { return commandFor(kind).sound; }

const char* spokenName(const CommandInfo& info) { return info.spoken ? info.spoken : info.label; }

bool commandApplies(ActionKind kind, const RuleProfile& profile)
{
    switch (kind) {
    case ActionKind::PressBonusButton: return profile.bonusSpin.variant != BonusSpinVariant::None;
    case ActionKind::SpinWheel: return profile.bonusSpin.variant != BonusSpinVariant::None || profile.xtreme.offered;
    case ActionKind::DealHoleCard:
    case ActionKind::RevealHoleCard: return profile.dealsHoleCard();
    case ActionKind::Peek: return profile.usesCardReader();
    case ActionKind::AnnounceDealersCard: return !profile.dealsHoleCard();
    case ActionKind::TakeCoupon: return profile.matchPlayCoupons;
    case ActionKind::SettleRescue: return profile.gameRules().rescue;
    case ActionKind::RemoveTens: return !profile.gameRules().tensInDeck;
    case ActionKind::DrawDeterminant:
    case ActionKind::SegregateCard: return profile.doubleShoe;
    default: return true;
    }
}

} // namespace s21::app

#include "core/procedure/dealer_action.h"

#include "core/base/number_text.h"

#include <cctype>
#include <sstream>
#include <stdexcept>

namespace s21 {

namespace {

struct KindInfo {
    ActionKind kind;
    const char* word;    // notation
    const char* english; // describe()
    bool hasSpot;
    bool hasAmount;
    bool hasValue;
};

constexpr KindInfo kKinds[] = {
    {ActionKind::Burn, "burn", "burn a card", false, false, false},
    {ActionKind::DealCard, "deal", "deal a card to", true, false, false},
    {ActionKind::DealHoleCard, "hole", "deal the hole card face down", false, false, false},
    {ActionKind::Collect, "collect", "collect", true, true, false},
    {ActionKind::Pay, "pay", "pay", true, true, false},
    {ActionKind::OfferInsurance, "offer-insurance", "offer insurance", false, false, false},
    {ActionKind::CloseInsurance, "close-insurance", "close insurance", false, false, false},
    {ActionKind::Peek, "peek", "check the hole card in the card reader", false, false, false},
    {ActionKind::RevealHoleCard, "reveal", "turn the hole card face up", false, false, false},
    {ActionKind::AnnounceDealersCard, "dealers-card", "announce \"Dealer's Card\"", false, false, false},
    {ActionKind::AskPlayer, "ask", "announce the total and ask", true, false, true},
    {ActionKind::AnnounceBlackjack, "blackjack", "announce the blackjack of", true, false, false},
    {ActionKind::AnnounceDealerTotal, "dealer-total", "announce the dealer's total", false, false, true},
    {ActionKind::SplitPair, "split", "split the pair of", true, false, false},
    {ActionKind::PlaceWagerOnCards, "on-cards", "put the surrendered wager on the cards of", true, false, false},
    {ActionKind::SettleSurrender, "surrender", "settle the surrender of", true, true, false},
    {ActionKind::SettleRescue, "rescue", "settle the rescue of", true, true, false},
    {ActionKind::PickUpHand, "pickup", "pick up the cards of", true, false, false},
    {ActionKind::DiscardFaceUp, "discard-face-up", "put the face-up card from the shoe in the discard rack", false,
     false, false},
    {ActionKind::CallFloor, "floor", "call the floorperson", false, false, false},
    {ActionKind::VoidRound, "void", "void the round", false, false, false},
    {ActionKind::SetAsideCoverCard, "cover-aside", "set the cover card aside", false, false, false},
    {ActionKind::DiscardDrawnCard, "discard-drawn", "put the card drawn in error in the discard rack", false, false,
     false},
    {ActionKind::OfferOption, "option", "ask for the player's option (the card or a dead hand) at", true, false, false},
    {ActionKind::DeclareDeadHand, "dead", "call the hand dead and return the wager of", true, false, false},
    {ActionKind::PressBonusButton, "bonus-button", "press the Bonus Spin button of", true, false, false},
    {ActionKind::SpinWheel, "wheel", "spin the Bonus Spin wheel for", true, false, false},
    {ActionKind::InspectCards, "inspect", "inspect the cards", false, false, false},
    {ActionKind::RemoveTens, "remove-tens", "remove the 10s with the floorperson", false, false, false},
    {ActionKind::SpreadCards, "spread", "spread the cards face up for the first player", false, false, false},
    {ActionKind::WashCards, "wash", "wash the cards face down", false, false, false},
    {ActionKind::StackCards, "stack", "stack the cards", false, false, false},
    {ActionKind::UnloadShoe, "unload-shoe", "put the cards left in the shoe in the discard rack", false, false, false},
    {ActionKind::Shuffle, "shuffle", "shuffle the cards", false, false, false},
    {ActionKind::Plug, "plug", "plug the unused cards into the discards", false, false, false},
    {ActionKind::Riffle, "riffle", "riffle", false, false, false},
    {ActionKind::Turn, "turn", "turn", false, false, false},
    {ActionKind::Strip, "strip", "strip", false, false, false},
    {ActionKind::OfferCut, "offer-cut", "offer the cut to", true, false, false},
    {ActionKind::Cut, "cut", "cut the cards, cards above the cover card", false, false, true},
    {ActionKind::Recut, "recut", "ask for a recut", false, false, false},
    {ActionKind::CompleteCut, "complete-cut", "move the cards above the cover card to the bottom", false, false, false},
    {ActionKind::InsertCoverCard, "insert-cover", "insert the cover card, cards behind it", false, false, true},
    {ActionKind::LoadShoe, "load-shoe", "load the stack into the shoe", false, false, false},
    {ActionKind::GatherCards, "gather", "take the cards out of the shoe and the discard rack", false, false, false},
    {ActionKind::SpreadFaceDown, "spread-down", "spread the cards face down for inspection", false, false, false},
    {ActionKind::TurnSpreadFaceUp, "turn-up", "turn the spread cards face up", false, false, false},
    {ActionKind::RemoveShufflerBatch, "remove-batch", "take the shuffled batch out of the shuffler", false, false,
     false},
    {ActionKind::CoverShuffler, "cover-shuffler", "cover the shuffler or sign it out of order", false, false, false},
    {ActionKind::RemoveShuffler, "remove-shuffler", "remove the shuffler from the table", false, false, false},
};

const KindInfo& infoFor(ActionKind kind)
{
    for (const KindInfo& info : kKinds)
        if (info.kind == kind)
            return info;
    throw std::logic_error("unknown action kind");
}

const char* spotPrefix(Spot::Kind kind)
{
    switch (kind) {
    case Spot::Kind::MatchWager: return "mtd ";
    case Spot::Kind::Insurance: return "ins ";
    case Spot::Kind::Award: return "award ";
    case Spot::Kind::BonusSpin: return "spin ";
    case Spot::Kind::None:
    case Spot::Kind::PlayerHand:
    case Spot::Kind::Dealer:
        break;
    }
    return "";
}

std::string spotNotation(const Spot& spot)
{
    if (spot.kind == Spot::Kind::Dealer)
        return "dealer";
    std::string text = spotPrefix(spot.kind) + ("s" + std::to_string(spot.seat));
    if (spot.kind == Spot::Kind::PlayerHand && spot.hand > 0)
        text += "." + std::to_string(spot.hand + 1);
    return text;
}

int parseNumber(const std::string& text, const std::string& what)
{
    const auto value = parseInteger(text, 0, 1'000'000);
    if (!value)
        throw std::invalid_argument("'" + text + "' is not " + what);
    return static_cast<int>(*value);
}

Spot parseSpot(std::istringstream& words, const std::string& action)
{
    std::string word;
    if (!(words >> word))
        throw std::invalid_argument("'" + action + "' needs a spot (s1-s7, s3.2 or dealer)");
    Spot::Kind kind = Spot::Kind::PlayerHand;
    if (word == "mtd" || word == "ins" || word == "award" || word == "spin") {
        kind = word == "mtd"   ? Spot::Kind::MatchWager
               : word == "ins" ? Spot::Kind::Insurance
               : word == "spin" ? Spot::Kind::BonusSpin
                                : Spot::Kind::Award;
        if (!(words >> word))
            throw std::invalid_argument("'" + action + "' needs a seat after the wager kind");
    }
    if (word == "dealer" && kind == Spot::Kind::PlayerHand)
        return Spot::dealer();
    if (word.size() < 2 || word[0] != 's' || !std::isdigit(static_cast<unsigned char>(word[1])))
        throw std::invalid_argument("'" + word + "' is not a spot (s1-s7, s3.2 or dealer)");
    const auto dot = word.find('.');
    const int seat = parseNumber(word.substr(1, dot == std::string::npos ? std::string::npos : dot - 1), "a seat number");
    const int hand = dot == std::string::npos ? 1 : parseNumber(word.substr(dot + 1), "a hand number");
    if (seat < 1 || seat > kSeatCount || hand < 1 || hand > 4 || (hand > 1 && kind != Spot::Kind::PlayerHand))
        throw std::invalid_argument("'" + word + "' is not a spot: seats are s1-s7, split hands s3.1-s3.4");
    return {kind, seat, hand - 1};
}

} // namespace

std::string describe(const Spot& spot)
{
    switch (spot.kind) {
    case Spot::Kind::None: return "";
    case Spot::Kind::Dealer: return "the dealer";
    case Spot::Kind::PlayerHand:
        return "seat " + std::to_string(spot.seat) + (spot.hand > 0 ? " hand " + std::to_string(spot.hand + 1) : "");
    case Spot::Kind::MatchWager: return "seat " + std::to_string(spot.seat) + "'s Match-the-Dealer wager";
    case Spot::Kind::Insurance: return "seat " + std::to_string(spot.seat) + "'s insurance";
    case Spot::Kind::Award: return "seat " + std::to_string(spot.seat) + "'s 7-7-7 award";
    case Spot::Kind::BonusSpin: return "seat " + std::to_string(spot.seat) + "'s Bonus Spin wager";
    }
    return "";
}

std::string describe(const DealerAction& action)
{
    const KindInfo& info = infoFor(action.kind);
    std::string text = info.english;
    if (info.hasAmount && action.kind == ActionKind::Pay)
        text += " " + formatMoney(action.amount) + " on";
    else if (info.hasAmount)
        text += " " + formatMoney(action.amount) + " of";
    if (info.hasSpot)
        text += " " + describe(action.spot);
    if (info.hasValue)
        text += ": " + std::to_string(action.value);
    return text;
}

std::string notation(const DealerAction& action)
{
    const KindInfo& info = infoFor(action.kind);
    std::string text = info.word;
    if (info.hasSpot)
        text += " " + spotNotation(action.spot);
    if (info.hasAmount)
        text += " " + formatMoney(action.amount);
    if (info.hasValue)
        text += " " + std::to_string(action.value);
    return text;
}

DealerAction parseAction(const std::string& text)
{
    std::istringstream words(text);
    std::string word;
    if (!(words >> word))
        throw std::invalid_argument("an empty action");
    const KindInfo* found = nullptr;
    for (const KindInfo& info : kKinds)
        if (word == info.word)
            found = &info;
    if (!found) {
        std::string known;
        for (const KindInfo& info : kKinds)
            known += (known.empty() ? "" : ", ") + std::string(info.word);
        throw std::invalid_argument("'" + word + "' is not an action (" + known + ")");
    }
    DealerAction action{found->kind, Spot::none(), {}, 0};
    if (found->hasSpot)
        action.spot = parseSpot(words, word);
    if (found->hasAmount) {
        std::string amount;
        if (!(words >> amount) || !parseMoney(amount, action.amount))
            throw std::invalid_argument("'" + word + "' needs an amount such as $15 or $7.50");
    }
    if (found->hasValue) {
        std::string value;
        if (!(words >> value))
            throw std::invalid_argument("'" + word + "' needs the total announced");
        action.value = parseNumber(value, "a total");
    }
    if (words >> word)
        throw std::invalid_argument("unexpected '" + word + "' after '" + notation(action) + "'");
    return action;
}

} // namespace s21

#include "core/procedure/dealer_action.h"

#include "core/base/number_text.h"

#include <cctype>
#include <optional>
#include <stdexcept>

namespace s21 {

namespace {

// Every action kind, declared once: its word in the notation, its English, what it takes besides
// its kind, and which procedure calls for it.
struct KindInfo {
    ActionKind kind;
    const char* word;    // notation
    const char* english; // describe()
    ActionOperands operands;
    ActionStage stage;
};

constexpr ActionOperands kNoOperand{};
constexpr ActionOperands kSpot{.spot = true};
constexpr ActionOperands kSpotAndAmount{.spot = true, .amount = true};
constexpr ActionOperands kSpotAndValue{.spot = true, .value = true};
constexpr ActionOperands kValue{.value = true};
constexpr ActionOperands kSpotToSpot{.spot = true, .to = true};

// One row per action kind: a table kept one line a row.
// clang-format off
constexpr KindInfo kKinds[] = {
    {ActionKind::Burn, "burn", "burn a card", kNoOperand, ActionStage::Both},
    {ActionKind::DealCard, "deal", "deal a card to", kSpot, ActionStage::Round},
    {ActionKind::DealHoleCard, "hole", "deal the hole card face down", kNoOperand, ActionStage::Round},
    {ActionKind::Collect, "collect", "collect", kSpotAndAmount, ActionStage::Round},
    {ActionKind::Pay, "pay", "pay", kSpotAndAmount, ActionStage::Round},
    {ActionKind::MoveChips, "move", "move the chips of", kSpotToSpot, ActionStage::Round},
    {ActionKind::OfferInsurance, "offer-insurance", "offer insurance", kNoOperand, ActionStage::Round},
    {ActionKind::CloseInsurance, "close-insurance", "close insurance", kNoOperand, ActionStage::Round},
    {ActionKind::Peek, "peek", "check the hole card in the card reader", kNoOperand, ActionStage::Round},
    {ActionKind::RevealHoleCard, "reveal", "turn the hole card face up", kNoOperand, ActionStage::Round},
    {ActionKind::AnnounceDealersCard, "dealers-card", "announce \"Dealer's Card\"", kNoOperand, ActionStage::Round},
    {ActionKind::AskPlayer, "ask", "announce the total and ask", kSpotAndValue, ActionStage::Round},
    {ActionKind::AnnounceBlackjack, "blackjack", "announce the blackjack of", kSpot, ActionStage::Round},
    {ActionKind::AnnounceDealerTotal, "dealer-total", "announce the dealer's total", kValue, ActionStage::Round},
    {ActionKind::SplitPair, "split", "split the pair of", kSpot, ActionStage::Round},
    {ActionKind::PlaceWagerOnCards, "on-cards", "put the surrendered wager on the cards of", kSpot, ActionStage::Round},
    {ActionKind::SettleSurrender, "surrender", "settle the surrender of", kSpotAndAmount, ActionStage::Round},
    {ActionKind::SettleRescue, "rescue", "settle the rescue of", kSpotAndAmount, ActionStage::Round},
    {ActionKind::PickUpHand, "pickup", "pick up the cards of", kSpot, ActionStage::Round},
    {ActionKind::DiscardFaceUp, "discard-face-up", "put the face-up card from the shoe in the discard rack", kNoOperand, ActionStage::Round},
    {ActionKind::CallFloor, "floor", "call the floorperson", kNoOperand, ActionStage::Both},
    {ActionKind::VoidRound, "void", "void the round", kNoOperand, ActionStage::Round},
    {ActionKind::SetAsideCoverCard, "cover-aside", "set the cover card aside", kNoOperand, ActionStage::Round},
    {ActionKind::DiscardDrawnCard, "discard-drawn", "put the card drawn in error in the discard rack", kNoOperand, ActionStage::Round},
    {ActionKind::OfferOption, "option", "ask for the player's option (the card or a dead hand) at", kSpot, ActionStage::Round},
    {ActionKind::DeclareDeadHand, "dead", "call the hand dead and return the wager of", kSpot, ActionStage::Round},
    {ActionKind::PressBonusButton, "bonus-button", "press the Bonus Spin button of", kSpot, ActionStage::Round},
    {ActionKind::SpinWheel, "wheel", "spin the Bonus Spin wheel for", kSpot, ActionStage::Round},
    {ActionKind::CorrectWager, "correct-wager", "fix, as the rules allow, the wager on", kSpot, ActionStage::Round},
    {ActionKind::WarnPlayer, "warn", "warn the player at", kSpot, ActionStage::Round},
    {ActionKind::ConfirmWager, "confirm-wager", "confirm the verbal wager with cash at", kSpot, ActionStage::Round},
    {ActionKind::ChangeCash, "change", "change the cash into chips at", kSpotAndAmount, ActionStage::Round},
    {ActionKind::TakeCoupon, "take-coupon", "take the match play coupon of", kSpot, ActionStage::Round},
    {ActionKind::DrawDeterminant, "determinant", "draw the determinant card from the side with", kValue, ActionStage::Round},
    {ActionKind::SegregateCard, "segregate", "put the determinant card in its side's segregated area", kNoOperand, ActionStage::Round},
    {ActionKind::InspectCards, "inspect", "inspect the cards", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::RemoveTens, "remove-tens", "remove the 10s with the floorperson", kNoOperand, ActionStage::Both},
    {ActionKind::SpreadCards, "spread", "spread the cards face up for the first player", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::WashCards, "wash", "wash the cards face down", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::StackCards, "stack", "stack the cards", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::UnloadShoe, "unload-shoe", "put the cards left in the shoe in the discard rack", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::Shuffle, "shuffle", "shuffle the cards", kNoOperand, ActionStage::Both},
    {ActionKind::Plug, "plug", "plug the unused cards into the discards", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::Riffle, "riffle", "riffle", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::Turn, "turn", "turn", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::Strip, "strip", "strip", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::OfferCut, "offer-cut", "offer the cut to", kSpot, ActionStage::Both},
    {ActionKind::Cut, "cut", "cut the cards, cards above the cover card", kValue, ActionStage::Both},
    {ActionKind::Recut, "recut", "ask for a recut", kNoOperand, ActionStage::Both},
    {ActionKind::CompleteCut, "complete-cut", "move the cards above the cover card to the bottom", kNoOperand, ActionStage::Both},
    {ActionKind::InsertCoverCard, "insert-cover", "insert the cover card, cards behind it", kValue, ActionStage::BetweenRounds},
    {ActionKind::LoadShoe, "load-shoe", "load the stack into the shoe", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::TakeStackOut, "take-out-stack", "take the stack out of the shoe for the recut", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::ShowBurnCard, "show-burn", "show the burn card to the player who asked", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::GatherCards, "gather", "take the cards out of the shoe and the discard rack", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::SpreadFaceDown, "spread-down", "spread the cards face down for inspection", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::TurnSpreadFaceUp, "turn-up", "turn the spread cards face up", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::RemoveShufflerBatch, "remove-batch", "take the shuffled batch out of the shuffler", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::CoverShuffler, "cover-shuffler", "cover the shuffler or sign it out of order", kNoOperand, ActionStage::BetweenRounds},
    {ActionKind::RemoveShuffler, "remove-shuffler", "remove the shuffler from the table", kNoOperand, ActionStage::BetweenRounds},
};
// clang-format on

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
    case Spot::Kind::Xtreme: return "x16 ";
    case Spot::Kind::None:
    case Spot::Kind::PlayerHand:
    case Spot::Kind::Dealer: break;
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
    if (spot.bettor > 0)
        text += "b" + std::to_string(spot.bettor + 1);
    return text;
}

// The words of an action, split on white space as `>>` splits them in the classic locale, each with
// the offset where it starts (the text's end once there are no more).
class Words {
public:
    explicit Words(const std::string& text) : text_(text) {}

    bool next(std::string& word)
    {
        while (pos_ < text_.size() && isSpace(text_[pos_]))
            ++pos_;
        start_ = pos_;
        while (pos_ < text_.size() && !isSpace(text_[pos_]))
            ++pos_;
        word = text_.substr(start_, pos_ - start_);
        return pos_ > start_;
    }
    // Where the word last read (or looked for) starts.
    std::size_t start() const { return start_; }

private:
    static bool isSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

    const std::string& text_;
    std::size_t pos_ = 0;
    std::size_t start_ = 0;
};

std::optional<int> parseNumber(const std::string& text)
{
    const auto value = parseInteger(text, 0, 1'000'000);
    if (!value)
        return std::nullopt;
    return static_cast<int>(*value);
}

ParseError notA(const std::string& text, const std::string& what, std::size_t offset)
{
    return {"'" + text + "' is not " + what, offset};
}

Parsed<Spot> parseSpot(Words& words, const std::string& action)
{
    std::string word;
    if (!words.next(word))
        return ParseError{"'" + action + "' needs a spot (s1-s7, s3.2 or dealer)", words.start()};
    Spot::Kind kind = Spot::Kind::PlayerHand;
    if (word == "mtd" || word == "ins" || word == "award" || word == "spin" || word == "x16") {
        kind = word == "mtd"    ? Spot::Kind::MatchWager
               : word == "ins"  ? Spot::Kind::Insurance
               : word == "spin" ? Spot::Kind::BonusSpin
               : word == "x16"  ? Spot::Kind::Xtreme
                                : Spot::Kind::Award;
        if (!words.next(word))
            return ParseError{"'" + action + "' needs a seat after the wager kind", words.start()};
    }
    if (word == "dealer" && kind == Spot::Kind::PlayerHand)
        return Spot::dealer();
    if (word.size() < 2 || word[0] != 's' || !std::isdigit(static_cast<unsigned char>(word[1])))
        return notA(word, "a spot (s1-s7, s3.2 or dealer)", words.start());
    // A shared box's wager in line (MA-S21 13(c)): "s3b2", "s3.2b2".
    const auto inLine = word.find('b');
    int place = 1;
    if (inLine != std::string::npos) {
        const auto number = parseNumber(word.substr(inLine + 1));
        if (!number || *number < 1 || *number > 3)
            return notA(word.substr(inLine + 1), "a place in a shared box's line (2 or 3)", words.start() + inLine + 1);
        place = *number;
        word.resize(inLine);
    }
    const auto dot = word.find('.');
    const std::string seatText = word.substr(1, dot == std::string::npos ? std::string::npos : dot - 1);
    const auto seat = parseNumber(seatText);
    if (!seat)
        return notA(seatText, "a seat number", words.start() + 1);
    const std::string handText = dot == std::string::npos ? "1" : word.substr(dot + 1);
    const auto hand = parseNumber(handText);
    if (!hand)
        return notA(handText, "a hand number", words.start() + dot + 1);
    if (*seat < 1 || *seat > kSeatCount || *hand < 1 || *hand > 4 || (*hand > 1 && kind != Spot::Kind::PlayerHand))
        return notA(word, "a spot: seats are s1-s7, split hands s3.1-s3.4", words.start());
    const bool lines = kind == Spot::Kind::PlayerHand || kind == Spot::Kind::Insurance || kind == Spot::Kind::Award;
    if (place > 1 && !lines)
        return notA(word, "a spot with a line of wagers (a hand, insurance or an award)", words.start());
    return Spot{kind, *seat, *hand - 1, place - 1};
}

} // namespace

ActionOperands actionOperands(ActionKind kind) { return infoFor(kind).operands; }

DealerAction asWritten(const DealerAction& action)
{
    const ActionOperands takes = actionOperands(action.kind);
    return {action.kind, takes.spot ? action.spot : Spot::none(), takes.amount ? action.amount : Money(),
            takes.value ? action.value : 0, takes.to ? action.to : Spot::none()};
}

bool writable(const DealerAction& action)
{
    const Parsed<DealerAction> read = parseAction(notation(action));
    return read && *read == asWritten(action);
}

ActionStage actionStage(ActionKind kind) { return infoFor(kind).stage; }

namespace {

std::string describePlace(const Spot& spot)
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
    case Spot::Kind::Xtreme: return "seat " + std::to_string(spot.seat) + "'s Xtreme 16 wager";
    }
    return "";
}

} // namespace

std::string describe(const Spot& spot)
{
    const std::string place = describePlace(spot);
    return spot.bettor == 0 ? place : place + " (wager " + std::to_string(spot.bettor + 1) + " in line)";
}

std::string describe(const DealerAction& action)
{
    const KindInfo& info = infoFor(action.kind);
    std::string text = info.english;
    if (info.operands.amount && action.kind == ActionKind::Pay)
        text += " " + formatMoney(action.amount) + " on";
    else if (info.operands.amount)
        text += " " + formatMoney(action.amount) + " of";
    if (info.operands.spot)
        text += " " + describe(action.spot);
    if (info.operands.to)
        text += " onto " + describe(action.to);
    if (action.kind == ActionKind::DrawDeterminant) // "1" and "2" in the notation
        text += std::string(" ") + cardBackName(action.determinantSide()) + " backs";
    else if (info.operands.value)
        text += ": " + std::to_string(action.value);
    return text;
}

std::string notation(const DealerAction& action)
{
    const KindInfo& info = infoFor(action.kind);
    std::string text = info.word;
    if (info.operands.spot)
        text += " " + spotNotation(action.spot);
    if (info.operands.to)
        text += " " + spotNotation(action.to);
    if (info.operands.amount)
        text += " " + formatMoney(action.amount);
    if (info.operands.value)
        text += " " + std::to_string(action.value);
    return text;
}

Parsed<DealerAction> parseAction(const std::string& text)
{
    Words words(text);
    std::string word;
    if (!words.next(word))
        return ParseError{"an empty action", words.start()};
    const std::size_t kindStart = words.start();
    const KindInfo* found = nullptr;
    for (const KindInfo& info : kKinds)
        if (word == info.word)
            found = &info;
    if (!found) {
        std::string known;
        for (const KindInfo& info : kKinds)
            known += (known.empty() ? "" : ", ") + std::string(info.word);
        return notA(word, "an action (" + known + ")", kindStart);
    }
    DealerAction action{found->kind, Spot::none(), {}, 0, {}};
    if (found->operands.spot) {
        auto spot = parseSpot(words, word);
        if (!spot)
            return spot.error();
        action.spot = *spot;
    }
    if (found->operands.to) {
        auto to = parseSpot(words, word);
        if (!to)
            return to.error();
        action.to = *to;
    }
    if (found->operands.amount) {
        std::string amount;
        const auto parsed = words.next(amount) ? parseMoney(amount) : std::nullopt;
        if (!parsed)
            return ParseError{"'" + word + "' needs an amount such as $15 or $7.50", words.start()};
        action.amount = *parsed;
    }
    if (found->operands.value) {
        std::string value;
        if (!words.next(value))
            return ParseError{"'" + word + "' needs the total announced", words.start()};
        const auto number = parseNumber(value);
        if (!number)
            return notA(value, "a total", words.start());
        if (action.kind == ActionKind::DrawDeterminant && *number != 1 && *number != 2)
            return notA(value, "a side of the double shoe (1: red backs, 2: blue backs)", words.start());
        action.value = *number;
    }
    if (words.next(word))
        return ParseError{"unexpected '" + word + "' after '" + notation(action) + "'", words.start()};
    return action;
}

} // namespace s21

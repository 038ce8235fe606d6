#include "core/round/faults.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <utility>

namespace s21 {

namespace {

constexpr std::array<std::pair<FaultKind, const char*>, 25> kNames{{
    {FaultKind::CardDrawnInError, "card-drawn-in-error"},
    {FaultKind::DealerMissesFirstCard, "dealer-misses-first-card"},
    {FaultKind::PlayerDealtNoCards, "player-dealt-no-cards"},
    {FaultKind::PlayerDealtOneCard, "player-dealt-one-card"},
    {FaultKind::RequestedCardNotDealt, "requested-card-not-dealt"},
    {FaultKind::HoleCardInReader, "hole-card-in-reader"},
    {FaultKind::ReaderMalfunction, "reader-malfunction"},
    {FaultKind::HoleCardExposed, "hole-card-exposed"},
    {FaultKind::DealtFromWrongSide, "dealt-from-wrong-side"},
    {FaultKind::LateWager, "late-wager"},
    {FaultKind::WagerPressed, "wager-pressed"},
    {FaultKind::WagerPinched, "wager-pinched"},
    {FaultKind::CardsTouched, "cards-touched"},
    {FaultKind::MatchOverWager, "match-over-wager"},
    {FaultKind::InsuranceOverHalf, "insurance-over-half"},
    {FaultKind::VerbalCashWager, "verbal-cash-wager"},
    {FaultKind::WagerOverMaximum, "wager-over-maximum"},
    {FaultKind::WagerUnderMinimum, "wager-under-minimum"},
    {FaultKind::DoubleWagerPressed, "double-wager-pressed"},
    {FaultKind::WagerAfterSittingOut, "wager-after-sitting-out"},
    {FaultKind::InsurancePressed, "insurance-pressed"},
    {FaultKind::SplitWagerPressed, "split-wager-pressed"},
    {FaultKind::ExtraBoxWager, "extra-box-wager"},
    {FaultKind::CouponOverWager, "coupon-over-wager"},
    {FaultKind::CallFromBehind, "call-from-behind"},
}};

} // namespace

bool isGuestFoul(FaultKind kind) { return kind >= FaultKind::LateWager; }

bool altersWager(FaultKind kind)
{
    return isGuestFoul(kind) && kind != FaultKind::CardsTouched && kind != FaultKind::CallFromBehind &&
           kind != FaultKind::VerbalCashWager && kind != FaultKind::WagerAfterSittingOut &&
           kind != FaultKind::ExtraBoxWager && kind != FaultKind::CouponOverWager;
}

bool takesChipsOff(FaultKind kind) { return kind == FaultKind::WagerPinched || kind == FaultKind::WagerUnderMinimum; }

Spot foulWagerSpot(FaultKind kind, int seat)
{
    if (kind == FaultKind::MatchOverWager)
        return Spot::match(seat);
    if (kind == FaultKind::InsuranceOverHalf || kind == FaultKind::InsurancePressed)
        return Spot::insurance(seat);
    return Spot::player(seat);
}

std::string faultName(FaultKind kind)
{
    for (const auto& [k, name] : kNames)
        if (k == kind)
            return name;
    return "?";
}

std::vector<FaultKind> allFaultKinds()
{
    std::vector<FaultKind> kinds;
    for (const auto& [kind, name] : kNames)
        kinds.push_back(kind);
    return kinds;
}

std::optional<FaultKind> parseFaultKind(const std::string& name)
{
    for (const auto& [kind, word] : kNames)
        if (name == word)
            return kind;
    return std::nullopt;
}

std::string describe(const Fault& fault)
{
    const std::string seat = "seat " + std::to_string(fault.seat);
    switch (fault.kind) {
    case FaultKind::CardDrawnInError:
        return fault.exposed ? "A card came out of the shoe in error, face up: the players have seen it."
                             : "A card came out of the shoe in error, face down: no one has seen it.";
    case FaultKind::DealerMissesFirstCard:
        return "The dealer's first card was passed over in the deal: the dealer's spot is empty.";
    case FaultKind::PlayerDealtNoCards:
        return "Seat " + std::to_string(fault.seat) + " was passed over in the deal: it has no cards.";
    case FaultKind::PlayerDealtOneCard:
        return "Seat " + std::to_string(fault.seat) + "'s second card was passed over: it has only one card.";
    case FaultKind::RequestedCardNotDealt:
        return "The player at " + seat + " asked for a card and the deal moved on without dealing it.";
    case FaultKind::HoleCardInReader:
        return std::string("The hole card went into the card reader under a 2-9 up card; this reader ") +
               (fault.readerShowsHoleCard ? "lets the players learn the hole card." : "shows the players nothing.");
    case FaultKind::ReaderMalfunction: return "The card reader has failed: it shows nothing.";
    case FaultKind::HoleCardExposed:
        return "The dealer's hole card turned face up as it was dealt: every player has seen it.";
    case FaultKind::DealtFromWrongSide:
        return "The round is being dealt from the side of the double shoe the determinant card came from, not the "
               "side its suit called for.";
    case FaultKind::LateWager:
        return "The player at " + seat + " slid " + formatMoney(fault.chips) + " onto the wager after the first card.";
    case FaultKind::WagerPressed:
        return "The player at " + seat + " added " + formatMoney(fault.chips) + " to the wager after seeing the cards.";
    case FaultKind::WagerPinched:
        return "The player at " + seat + " took " + formatMoney(fault.chips) + " off the wager after seeing the cards.";
    case FaultKind::CardsTouched: return "The player at " + seat + " picked up the hand's cards.";
    case FaultKind::CallFromBehind:
        return "A player wagering behind the caller at " + seat + " signals the box's decision.";
    case FaultKind::MatchOverWager:
        return "The player at " + seat + " put " + formatMoney(fault.chips) +
               " more in the Match-the-Dealer circle, over the wager on the box.";
    case FaultKind::InsuranceOverHalf:
        return "The player at " + seat + " put " + formatMoney(fault.chips) +
               " more on the insurance line, over half the wager.";
    case FaultKind::VerbalCashWager: return "The player at " + seat + " lays cash on the layout and calls a wager.";
    case FaultKind::WagerOverMaximum:
    case FaultKind::WagerUnderMinimum: {
        const bool over = fault.kind == FaultKind::WagerOverMaximum;
        return "The player at " + seat + (over ? " added " : " took ") + formatMoney(fault.chips) +
               (over ? " to the wager, over the table maximum." : " off the wager, under the table minimum.");
    }
    case FaultKind::DoubleWagerPressed:
        return "The player at " + seat + " added " + formatMoney(fault.chips) +
               " to the doubled wager during the dealer's turn.";
    case FaultKind::WagerAfterSittingOut:
        return "The player at " + seat + " sat out since the shuffle and now places a wager.";
    case FaultKind::InsurancePressed:
        return "The player at " + seat + " added " + formatMoney(fault.chips) +
               " to the insurance wager once insurance was closed.";
    case FaultKind::SplitWagerPressed:
        return "The player at " + seat + " added " + formatMoney(fault.chips) +
               " to a split hand's wager during the dealer's turn.";
    case FaultKind::ExtraBoxWager:
        return "A player who plays another box puts a wager on " + seat + " too, over the table's limit of boxes.";
    case FaultKind::CouponOverWager:
        return "The player at " + seat + " lays a " + formatMoney(fault.chips) +
               " match play coupon beside the wager, more than the chips it matches.";
    }
    return "";
}

std::vector<int> extraBoxes(const std::vector<Fault>& faults)
{
    std::vector<int> boxes;
    for (const Fault& fault : faults)
        if (fault.kind == FaultKind::ExtraBoxWager)
            boxes.push_back(fault.seat);
    return boxes;
}

void checkFault(const RuleProfile& profile, const std::vector<int>& occupiedSeats, const Fault& fault)
{
    const std::string name = faultName(fault.kind);
    const bool needsSeat = fault.kind == FaultKind::PlayerDealtNoCards || fault.kind == FaultKind::PlayerDealtOneCard ||
                           fault.kind == FaultKind::RequestedCardNotDealt || isGuestFoul(fault.kind);
    if (needsSeat && std::find(occupiedSeats.begin(), occupiedSeats.end(), fault.seat) == occupiedSeats.end())
        throw std::invalid_argument(name + ": seat " + std::to_string(fault.seat) + " has no player");
    if ((fault.kind == FaultKind::HoleCardInReader || fault.kind == FaultKind::ReaderMalfunction) &&
        !profile.usesCardReader())
        throw std::invalid_argument(name + ": the profile '" + profile.name + "' deals without a card reader");
    if (fault.kind == FaultKind::DealtFromWrongSide && !profile.doubleShoe)
        throw std::invalid_argument("dealt-from-wrong-side: this table deals from one shoe, not a double shoe (MD-BJ "
                                    "3.C, 14.I)");
    if (fault.kind == FaultKind::HoleCardExposed && !profile.dealsHoleCard())
        throw std::invalid_argument(name + ": the profile '" + profile.name + "' deals no hole card");
    if (fault.kind == FaultKind::CardDrawnInError && !fault.before)
        throw std::invalid_argument(name + ": say before which action the card comes out");
    if (fault.kind == FaultKind::MatchOverWager &&
        !(profile.matchTheDealer.offered && profile.matchTheDealer.capAtBaseWager))
        throw std::invalid_argument(name + ": the profile '" + profile.name +
                                    "' does not cap Match-the-Dealer at the Spanish 21 wager");
    if (fault.kind == FaultKind::CallFromBehind && profile.maxPlayersPerBox < 2)
        throw std::invalid_argument(name + ": the profile '" + profile.name + "' lets no one wager behind a box");
    if (fault.kind == FaultKind::CouponOverWager && !profile.matchPlayCoupons)
        throw std::invalid_argument(name + ": the profile '" + profile.name + "' takes no match play coupons");
    if (fault.kind == FaultKind::CouponOverWager && fault.chips <= Money())
        throw std::invalid_argument(name + ": say the coupon's face value in chips");
    if (altersWager(fault.kind) && fault.chips <= Money())
        throw std::invalid_argument(name + ": say how many chips the player adds or takes off");
    if (fault.occurrence < 1)
        throw std::invalid_argument(name + ": the occurrence counts from 1");
}

} // namespace s21

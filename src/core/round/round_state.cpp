#include "core/round/round_state.h"

namespace s21 {

std::string phaseName(Phase phase)
{
    switch (phase) {
    case Phase::Burn: return "burn";
    case Phase::InitialDeal: return "initial deal";
    case Phase::MatchTheDealer: return "Match-the-Dealer";
    case Phase::BonusSpin: return "Bonus Spin";
    case Phase::Insurance: return "insurance";
    case Phase::Peek: return "peek";
    case Phase::DealerBlackjack: return "dealer blackjack";
    case Phase::PlayerTurns: return "players' turns";
    case Phase::DealerTurn: return "dealer's hand";
    case Phase::Settlement: return "settlement";
    case Phase::BonusWheel: return "Bonus Spin wheel";
    case Phase::Pickup: return "pickup";
    case Phase::Complete: return "complete";
    }
    return "?";
}

std::string phaseName(const RoundState& state)
{
    return state.phase == Phase::Burn && state.profile.doubleShoe ? "determinant card" : phaseName(state.phase);
}

CardsUsed shoeCardsUsed(const Shoe& start, const RoundState& state)
{
    CardsUsed used;
    for (const CardBack side : kBothBacks)
        used[side] = state.shortShoe != ShortShoe::None && side == state.shoe.dealingSide()
                         ? start.remainingIn(side)
                         : start.remainingIn(side) - state.shoe.unseenIn(side);
    return used;
}

bool RoundState::holeOutcomeKnown() const
{
    return (dealer.peeked && !dealerHasBlackjack()) || dealer.secondCardShown();
}

bool RoundState::upCardIsAceOrTen() const
{
    if (!dealer.hasUpCard())
        return false;
    const Rank up = dealer.upCard().rank;
    return up == Rank::Ace || isTenValue(up);
}

Stake RoundState::stake(const Spot& spot) const
{
    const PlayerHand& h = hand(spot);
    if (spot.bettor == 0)
        return {h.wager, h.doubleWager, h.doubled(), h.wagerSettled};
    const BehindStake& b = h.behind[static_cast<std::size_t>(spot.bettor - 1)];
    return {b.wager, b.doubleWager, b.doubled(), b.settled};
}

std::vector<Spot> RoundState::stakesToSettle(const Spot& spot) const
{
    std::vector<Spot> spots;
    const PlayerHand& h = hand(spot);
    if (!h.wagerSettled)
        spots.push_back(spot.box());
    for (std::size_t b = 0; b < h.behind.size(); ++b)
        if (!h.behind[b].settled)
            spots.push_back(Spot::behind(spot.seat, spot.hand, static_cast<int>(b) + 1));
    return spots;
}

std::vector<Spot> RoundState::stakesToRescue(const Spot& spot) const
{
    std::vector<Spot> spots = stakesToSettle(spot);
    std::erase_if(spots, [this](const Spot& wager) { return !stake(wager).doubled; });
    return spots;
}

Money RoundState::initialWagerOf(const Spot& spot) const
{
    return spot.bettor == 0 ? seat(spot.seat).initialWager : backer(spot).setup.wager;
}

const std::string& RoundState::playerAt(const Spot& spot) const
{
    return spot.bettor == 0 ? seat(spot.seat).player : backer(spot).player();
}

Money RoundState::wagerAt(const Spot& spot) const
{
    if (spot.seat < 1 || spot.seat > kSeatCount)
        return {};
    const Seat& s = seat(spot.seat);
    if (spot.bettor < 0 || spot.bettor > static_cast<int>(s.backers.size()))
        return {};
    switch (spot.kind) {
    case Spot::Kind::PlayerHand: {
        if (spot.hand < 0 || spot.hand >= static_cast<int>(s.hands.size()))
            return {};
        const Stake line = stake(spot);
        return line.wager + line.doubleWager;
    }
    case Spot::Kind::MatchWager: return spot.bettor == 0 ? s.matchWager : Money();
    case Spot::Kind::Insurance: return spot.bettor == 0 ? s.insuranceWager : backer(spot).insuranceWager;
    case Spot::Kind::BonusSpin: return s.bonusSpin.wager;
    case Spot::Kind::Xtreme: return s.xtreme.wager;
    case Spot::Kind::None:
    case Spot::Kind::Dealer:
    case Spot::Kind::Award: break;
    }
    return {};
}

Money RoundState::totalMoney() const
{
    Money total = tray + dropBox;
    // Added to a wager, apart from it, until the dealer handles them; a coupon is no money of the table's.
    if (const auto& foul = irregular.guestFoul;
        foul && !takesChipsOff(foul->kind) && foul->kind != FaultKind::CouponOverWager)
        total += foul->chips;
    for (int s = 1; s <= kSeatCount; ++s) {
        const Seat& seat = this->seat(s);
        total += seat.bankroll + seat.matchWager + seat.insuranceWager + seat.bonusSpin.wager + seat.xtreme.wager;
        for (const Backer& backer : seat.backers)
            total += backer.bankroll + backer.insuranceWager;
        for (const PlayerHand& hand : seat.hands) {
            total += hand.wager + hand.doubleWager;
            for (const BehindStake& b : hand.behind)
                total += b.wager + b.doubleWager;
        }
    }
    return total;
}

int RoundState::cardCount() const
{
    // A hand picked up keeps its cards for the summary and the replay; they lie in the rack.
    int cards = shoe.cardsInShoe() + rack.cardCount() + (dealer.cardsPickedUp ? 0 : dealer.cards.cardCount()) +
                static_cast<int>(destroyedCards.size()) + (irregular.looseCard ? 1 : 0) + (determinant ? 1 : 0);
    for (int s = 1; s <= kSeatCount; ++s)
        for (const PlayerHand& hand : seat(s).hands)
            cards += hand.cardsPickedUp ? 0 : hand.cards.cardCount();
    return cards;
}

void keepMeters(RuleProfile& next, const RoundState& finished)
{
    next.xtreme.meters = finished.xtremeMeters;
    next.bonusSpin.dollarWheel.jackpot = finished.bonusSpinJackpots.dollar;
    next.bonusSpin.fiveDollarWheel.jackpot = finished.bonusSpinJackpots.fiveDollar;
}

} // namespace s21

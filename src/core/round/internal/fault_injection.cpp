#include "core/round/internal/fault_injection.h"

#include "core/rules/payout.h"

#include <algorithm>
#include <stdexcept>

namespace s21 {

namespace {

const DealerAction* nextAction(const Stage& stage)
{
    return stage.steps.empty() ? nullptr : &stage.steps.front().action;
}

bool nextIsDealTo(const Stage& stage, const Spot& spot)
{
    const DealerAction* next = nextAction(stage);
    return next && next->kind == ActionKind::DealCard && next->spot == spot;
}

int cardsOf(const RoundState& state, int seat) { return state.seat(seat).hands.front().cards.cardCount(); }

// The next step is a card the seat's player asked for with a tap (MD-S21 7.I).
bool nextIsRequestedCard(const RoundState& state, const Stage& stage, int seat)
{
    const DealerAction* next = nextAction(stage);
    return state.phase == Phase::PlayerTurns && next && next->kind == ActionKind::DealCard &&
           next->spot.kind == Spot::Kind::PlayerHand && next->spot.seat == seat &&
           state.hand(next->spot).signal == Decision::Hit;
}

// The card that slips out of the shoe: the next one, which must be an ordinary card.
Card drawLooseCard(RoundState& state)
{
    if (state.shoe.empty())
        throw FaultNotCovered(FaultKind::CardDrawnInError, "a card drawn in error needs a card left in the shoe");
    if (state.profile.gameRules().foreignToDeck(state.shoe.peek()) || state.shoe.nextIsFaceUp())
        throw FaultNotCovered(FaultKind::CardDrawnInError,
                              "the card drawn in error would be a 10 or a card face up in the shoe, another "
                              "irregularity (MD-S21 13.A-D); stack the shoe differently");
    if (state.shoe.coverCardReached())
        state.coverCardSeen = true;
    return state.shoe.draw();
}

void injectLooseCard(RoundState& state, const Fault& fault)
{
    if (fault.exposed && state.phase <= Phase::InitialDeal)
        throw FaultNotCovered(FaultKind::CardDrawnInError,
                              "a card drawn in error and exposed is covered by the rules only after the initial "
                              "two cards (MD-S21 13.F, MA-S21 15(d)); choose a later moment");
    Irregularities& irregular = state.irregular;
    irregular.looseCard = drawLooseCard(state);
    irregular.looseCardExposed = fault.exposed;
    irregular.looseCardFromDealerStanding =
        state.phase == Phase::DealerTurn && state.dealer.secondCardShown() && state.dealer.cards.total() >= 17;
}

// The seat's turn in the players' turns: the step due acts on one of its hands.
bool isSeatsTurn(const RoundState& state, const Stage& stage, int seat)
{
    const DealerAction* next = nextAction(stage);
    return state.phase == Phase::PlayerTurns && next && next->spot.kind == Spot::Kind::PlayerHand &&
           next->spot.seat == seat;
}

// Nothing dealt yet: the moment before the first card (MD-S21 6.D, MA-S21 5(d), 6(b)).
bool beforeTheFirstCard(const RoundState& state)
{
    if (state.phase > Phase::InitialDeal || state.dealer.cards.cardCount() > 0)
        return false;
    for (int s = 1; s <= kSeatCount; ++s)
        if (state.occupied(s) && cardsOf(state, s) > 0)
            return false;
    return true;
}

// A player's chips that break a limit where the limit is not broken are no foul: refused.
void checkOverTheLimit(const RoundState& state, const Fault& fault)
{
    const Seat& seat = state.seat(fault.seat);
    if (fault.kind == FaultKind::MatchOverWager && seat.matchWager + fault.chips <= seat.initialWager)
        throw FaultNotCovered(fault.kind, "the Match-the-Dealer wager would still be no more than the Spanish 21 "
                                          "wager (MA-S21 6(b)): add more chips");
    if (fault.kind == FaultKind::InsuranceOverHalf &&
        seat.insuranceWager + fault.chips <= maxInsuranceWager(seat.initialWager, state.profile.chips))
        throw FaultNotCovered(fault.kind, "the insurance would still be within half the wager (MD-S21 8.B-C): add "
                                          "more chips");
    const Money wager = seat.hands.front().wager;
    if (fault.kind == FaultKind::WagerOverMaximum && wager + fault.chips <= state.profile.tableMaximum)
        throw FaultNotCovered(fault.kind, "the wager would still be within the table maximum: add more chips");
    if (fault.kind == FaultKind::WagerUnderMinimum && wager - fault.chips >= state.profile.tableMinimum)
        throw FaultNotCovered(fault.kind, "the wager would still be within the table minimum: take more chips off");
    if (fault.kind == FaultKind::CouponOverWager && fault.chips <= wager)
        throw FaultNotCovered(fault.kind, "a coupon of no more than the chips beside it breaks no rule: make it more");
    if (fault.kind == FaultKind::WagerUnderMinimum && wager <= fault.chips)
        throw FaultNotCovered(fault.kind, "some chips must stay on the wager: take fewer off");
}

// The seat has a doubled (DoubleWagerPressed) or split (SplitWagerPressed) hand still to be decided,
// and the dealer plays their hand (MD-S21 6.E, MA-S21 5(i)): the double or split was made and
// confirmed, its cards dealt, any rescue passed.
bool confirmedHandAwaitsDecision(const RoundState& state, const Fault& fault)
{
    const auto& hands = state.seat(fault.seat).hands;
    const bool split = fault.kind == FaultKind::SplitWagerPressed;
    if (state.phase != Phase::DealerTurn || (split && hands.size() < 2))
        return false;
    return std::any_of(hands.begin(), hands.end(), [split](const PlayerHand& hand) {
        return hand.status == HandStatus::Standing && (split || hand.doubled());
    });
}

// A player who did not wager since the shuffle places a wager (MD-S21 6.C, MA-S21 5(j)): a foul only
// where the house bars them until the next shuffle; the table remembers the seat either way.
void injectWagerAfterSittingOut(RoundState& state, const Fault& fault)
{
    state.irregular.seatBackFromSittingOut = fault.seat;
    if (state.profile.barPlayersWhoSatOut)
        state.irregular.guestFoul = GuestFoul{fault.kind, fault.seat, Money()};
}

// A player adds chips to a wager or takes some off (MD-S21 6.D-E, 8.B-C; MA-S21 5(d), 5(h), 6(b),
// 11(b)): added chips come out of the bankroll and lie on the wager apart from it until the dealer
// handles them.
void injectGuestFoul(RoundState& state, const Fault& fault)
{
    checkOverTheLimit(state, fault);
    Seat& seat = state.seat(fault.seat);
    if (fault.kind == FaultKind::VerbalCashWager) { // the wager is cash on the spot, not chips yet
        PlayerHand& hand = seat.hands.front();
        state.irregular.guestFoul = GuestFoul{fault.kind, fault.seat, hand.wager};
        hand.wager = Money();
        return;
    }
    if (fault.kind == FaultKind::CouponOverWager) { // the coupon lies beside the chips, over them
        seat.hands.front().coupon = fault.chips;
    } else if (takesChipsOff(fault.kind)) {
        PlayerHand& hand = seat.hands.front();
        if (hand.wager < fault.chips)
            throw FaultNotCovered(fault.kind, "the player cannot take more chips off the wager than it holds");
        hand.wager -= fault.chips;
        seat.bankroll += fault.chips;
    } else if (altersWager(fault.kind)) {
        if (seat.bankroll < fault.chips)
            throw FaultNotCovered(fault.kind, "the player has not the chips to add to the wager");
        seat.bankroll -= fault.chips;
    }
    state.irregular.guestFoul = GuestFoul{fault.kind, fault.seat, fault.chips};
}

} // namespace

bool isFaultMoment(const RoundState& state, const Stage& stage, const Fault& fault)
{
    const DealerAction* next = nextAction(stage);
    switch (fault.kind) {
    case FaultKind::CardDrawnInError:
        return next && fault.before && *next == *fault.before && !state.irregular.looseCard;
    case FaultKind::DealerMissesFirstCard:
        return state.phase == Phase::InitialDeal && state.dealer.cards.cardCount() == 0 &&
               nextIsDealTo(stage, Spot::dealer());
    case FaultKind::PlayerDealtNoCards:
        return state.phase == Phase::InitialDeal && cardsOf(state, fault.seat) == 0 &&
               nextIsDealTo(stage, Spot::player(fault.seat));
    case FaultKind::PlayerDealtOneCard:
        return state.phase == Phase::InitialDeal && cardsOf(state, fault.seat) == 1 &&
               nextIsDealTo(stage, Spot::player(fault.seat));
    case FaultKind::RequestedCardNotDealt: return nextIsRequestedCard(state, stage, fault.seat);
    case FaultKind::HoleCardInReader:
        return state.phase == Phase::PlayerTurns && state.dealer.holeCard != HoleCard::NotDealt &&
               !state.upCardIsAceOrTen() && state.irregular.readerMisuse == ReaderMisuse::None;
    case FaultKind::ReaderMalfunction: return next && next->kind == ActionKind::Peek;
    case FaultKind::DealtFromWrongSide: // the determinant card segregated, no card dealt yet
        return state.determinantSegregated && !state.irregular.dealtFromWrongSide && beforeTheFirstCard(state);
    case FaultKind::HoleCardExposed: // at once, as it is dealt
        return state.dealer.holeCard == HoleCard::FaceDown &&
               state.irregular.holeCardExposure == HoleCardExposure::None;
    case FaultKind::LateWager:
        return state.phase == Phase::InitialDeal && !state.irregular.guestFoul && cardsOf(state, fault.seat) == 1 &&
               nextIsDealTo(stage, Spot::player(fault.seat));
    case FaultKind::WagerPressed:
    case FaultKind::WagerPinched:
    case FaultKind::CardsTouched:
    case FaultKind::CallFromBehind: return !state.irregular.guestFoul && isSeatsTurn(state, stage, fault.seat);
    case FaultKind::MatchOverWager:
    case FaultKind::VerbalCashWager:
    case FaultKind::WagerOverMaximum:
    case FaultKind::WagerUnderMinimum:
    case FaultKind::CouponOverWager: return !state.irregular.guestFoul && beforeTheFirstCard(state);
    case FaultKind::DoubleWagerPressed:
    case FaultKind::SplitWagerPressed: return !state.irregular.guestFoul && confirmedHandAwaitsDecision(state, fault);
    case FaultKind::InsurancePressed: { // made and confirmed: insurance closed, not yet settled
        const Seat& seat = state.seat(fault.seat);
        return !state.irregular.guestFoul && state.insuranceOffer == InsuranceOffer::Closed &&
               !seat.insuranceWager.isZero() && !seat.insuranceSettled;
    }
    case FaultKind::WagerAfterSittingOut:
    case FaultKind::ExtraBoxWager:
        return !state.irregular.guestFoul && state.phase == Phase::InitialDeal && beforeTheFirstCard(state);
    case FaultKind::InsuranceOverHalf:
        return !state.irregular.guestFoul && state.insuranceOffer == InsuranceOffer::Open &&
               !state.seat(fault.seat).insuranceWager.isZero();
    }
    return false;
}

void injectFault(RoundState& state, const Stage& stage, const Fault& fault)
{
    Irregularities& irregular = state.irregular;
    switch (fault.kind) {
    case FaultKind::CardDrawnInError: injectLooseCard(state, fault); break;
    case FaultKind::DealerMissesFirstCard: irregular.dealerMissedFirstCard = true; break;
    case FaultKind::PlayerDealtNoCards: irregular.seatDealtNoCards = fault.seat; break;
    case FaultKind::PlayerDealtOneCard:
        irregular.seatDealtOneCard = fault.seat;
        irregular.playerTakesCard = fault.playerTakesCard;
        break;
    case FaultKind::RequestedCardNotDealt:
        irregular.passedOverHand = stage.steps.front().action.spot;
        irregular.playerTakesCard = fault.playerTakesCard;
        break;
    case FaultKind::HoleCardInReader:
        irregular.readerMisuse = ReaderMisuse::Unreported;
        irregular.readerShowsHoleCard = fault.readerShowsHoleCard;
        break;
    case FaultKind::ReaderMalfunction: irregular.readerFailure = ReaderFailure::Unreported; break;
    case FaultKind::HoleCardExposed: irregular.holeCardExposure = HoleCardExposure::Unreported; break;
    case FaultKind::DealtFromWrongSide: // the round comes from the side the determinant card came from
        state.turnShoeTo(otherBack(state.shoe.dealingSide()));
        irregular.dealtFromWrongSide = true;
        break;
    case FaultKind::LateWager:
    case FaultKind::WagerPressed:
    case FaultKind::WagerPinched:
    case FaultKind::CardsTouched:
    case FaultKind::MatchOverWager:
    case FaultKind::InsuranceOverHalf:
    case FaultKind::VerbalCashWager:
    case FaultKind::WagerOverMaximum:
    case FaultKind::WagerUnderMinimum:
    case FaultKind::DoubleWagerPressed:
    case FaultKind::InsurancePressed:
    case FaultKind::SplitWagerPressed:
    case FaultKind::ExtraBoxWager: injectGuestFoul(state, fault); break;
    case FaultKind::CouponOverWager:
    case FaultKind::CallFromBehind: injectGuestFoul(state, fault); break;
    case FaultKind::WagerAfterSittingOut: injectWagerAfterSittingOut(state, fault); break;
    }
    advancePhase(state);
}

} // namespace s21

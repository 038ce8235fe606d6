#include "core/round/internal/round_procedure.h"

#include "core/round/internal/bonus_spin_procedure.h"
#include "core/round/internal/irregularity_procedure.h"
#include "core/rules/payout.h"

#include <algorithm>
#include <array>
#include <optional>

namespace s21 {

namespace {

// Seat numbers in some order, held in place: the stage is rebuilt after every action, so no heap.
class SeatList {
public:
    void push_back(int seat) { seats_[size_++] = seat; }
    std::size_t size() const { return size_; }
    int operator[](std::size_t i) const { return seats_[i]; }
    const int* begin() const { return seats_.data(); }
    const int* end() const { return seats_.data() + size_; }

private:
    std::array<int, kSeatCount> seats_{};
    std::size_t size_ = 0;
};

SeatList occupiedSeatsLeftToRight(const RoundState& state)
{
    SeatList seats;
    for (int s = 1; s <= kSeatCount; ++s)
        if (state.inPlay(s))
            seats.push_back(s);
    return seats;
}

SeatList occupiedSeatsRightToLeft(const RoundState& state)
{
    SeatList seats;
    for (int s = kSeatCount; s >= 1; --s)
        if (state.occupied(s))
            seats.push_back(s);
    return seats;
}

// ---- Burn and the initial deal ------------------------------------------------------------------

Stage burnStage(const RoundState& state)
{
    Stage stage;
    if (state.burnRequired)
        stage.steps.push_back({DealerAction::burn(), MistakeCode::BurnMissing,
                               state.cite("7.B(3)", "7(c)"),
                               "Burn the first card of the new shoe before dealing."});
    return stage;
}

int initialCards(const RoundState& state, int seat)
{
    return state.seat(seat).hands.front().cards.cardCount();
}

// The next card of the initial deal, from the cards on the table: one card to each occupied seat
// from the left, the up card, a second card to each seat, then the hole card (MD-S21 7.E,
// MA-S21 7(d), 7(i)), less what an injected fault passed over, which is made good where
// MD-S21 13.J, 13.M-N say. Only the next step is built: any other card is out of order.
Stage initialDealStage(const RoundState& state)
{
    const Irregularities& irregular = state.irregular;
    const auto seats = occupiedSeatsLeftToRight(state);
    const LazyText section =
        irregular.dealerMissedFirstCard ? state.cite("13.J", "15(f)") : state.cite("7.E", "7(d)");
    Stage stage;
    stage.orderCode = MistakeCode::DealOrder;
    // Returns the stage itself (moved: the caller returns it at once).
    auto deal = [&](const Spot& spot, LazyText why) {
        stage.steps.push_back({DealerAction::deal(spot), MistakeCode::DealOrder, section, std::move(why)});
        return std::move(stage);
    };
    for (int s : seats)
        if (s != irregular.seatDealtNoCards && initialCards(state, s) == 0)
            return deal(Spot::player(s),
                        LazyText::format("Deal the first card to seat {}: left to right, one card at a time.", s));
    if (!irregular.dealerMissedFirstCard && state.dealer.cards.cardCount() == 0)
        return deal(Spot::dealer(), "Deal the dealer's up card after every player has a first card.");
    for (int s : seats)
        if (s != irregular.seatDealtNoCards && s != irregular.seatDealtOneCard && initialCards(state, s) == 1)
            return deal(Spot::player(s), irregular.dealerMissedFirstCard
                                             ? LazyText::format("You passed over your own first card: deal every "
                                                                "player's second card first; next, seat {}.", s)
                                             : LazyText::format("Deal the second card to seat {}: left to right, one "
                                                                "card at a time.", s));
    if (irregular.seatDealtOneCard != 0) {
        stage.steps = missedSecondCardSteps(state);
        return stage;
    }
    if (state.dealer.cards.cardCount() == 0)
        return deal(Spot::dealer(), "Every player has two cards: now deal your own first card, face up.");
    if (state.profile.dealsHoleCard() && state.dealer.holeCard == HoleCard::NotDealt)
        stage.steps.push_back({DealerAction::dealHoleCard(), MistakeCode::HoleCardProcedure,
                               state.cite("7.E(4)", "7(i)"),
                               "Deal the dealer's second card face down, after every player's second card."});
    else if (irregular.seatDealtNoCards != 0)
        stage.steps.push_back(seatDealtNoCardsStep(state));
    return stage;
}

// The stage's collections and payments as two groups, each in any order, the losers collected
// before the winners are paid (MA-S21 6(d), MD-S21 7.R(1)); each group keeps the steps' order.
// Precondition: every step collects or pays.
void collectBeforePaying(Stage& stage)
{
    const auto pays = std::stable_partition(stage.steps.begin(), stage.steps.end(), [](const Step& step) {
        return step.action.kind == ActionKind::Collect;
    });
    const auto collects = static_cast<std::size_t>(pays - stage.steps.begin());
    stage.acceptable = collects == 0 ? stage.steps.size() : collects;
}

// ---- Match-the-Dealer ----------------------------------------------------------------------------

Stage matchStage(const RoundState& state)
{
    const auto& rules = state.profile.matchTheDealer;
    const Card up = state.dealer.upCard();
    const bool losersFirst = rules.order == MatchSettlementOrder::LosersThenWinnersFromRight;
    const LazyText section = state.cite("7.F(1)", "6(d)");
    Stage stage;
    stage.independent = true;
    stage.orderCode = MistakeCode::MtdOrder;
    for (int s : occupiedSeatsRightToLeft(state)) {
        const Seat& seat = state.seat(s);
        if (seat.matchWager.isZero() || seat.matchSettled)
            continue;
        const auto& cards = seat.hands.front().cards.cards();
        const Money won = matchTheDealerWinnings(seat.matchWager, cards[0], cards[1], up, rules);
        stage.steps.push_back(
            won.isZero() ? Step{DealerAction::collect(Spot::match(s), seat.matchWager), MistakeCode::MtdNotSettled,
                                section, LazyText::format("Collect seat {}'s losing Match-the-Dealer wager.", s)}
                         : Step{DealerAction::pay(Spot::match(s), won), MistakeCode::MtdNotSettled, section,
                                LazyText::format("Pay seat {}'s Match-the-Dealer wager {}.", s, won)});
    }
    if (losersFirst)
        collectBeforePaying(stage);
    return stage;
}

// ---- Insurance and the peek ------------------------------------------------------------------------

Stage insuranceStage(const RoundState& state)
{
    Stage stage;
    if (state.dealer.upCard().rank != Rank::Ace || state.insuranceOffer == InsuranceOffer::Closed)
        return stage;
    const LazyText section = state.cite("8.A", "11(a)");
    if (state.insuranceOffer == InsuranceOffer::NotOffered)
        stage.steps.push_back({DealerAction::simple(ActionKind::OfferInsurance), MistakeCode::InsuranceProcedure,
                               section, "The up card is an ace: offer insurance."});
    stage.steps.push_back({DealerAction::simple(ActionKind::CloseInsurance), MistakeCode::InsuranceProcedure,
                           state.cite("8.D", "11(b)"),
                           "Close insurance before the hole card goes in the reader or any card is dealt."});
    return stage;
}

Stage peekStage(const RoundState& state)
{
    Stage stage;
    if (state.irregular.readerFailure != ReaderFailure::None)
        return readerFailureStage(state);
    if (state.profile.usesCardReader() && state.upCardIsAceOrTen() && !state.dealer.peeked)
        stage.steps.push_back({DealerAction::simple(ActionKind::Peek), MistakeCode::PeekProcedure,
                               state.cite("7.G(2)", "7(i)"),
                               "The up card is an A, K, Q or J: check the hole card in the card reader."});
    return stage;
}

Stage dealerBlackjackStage(const RoundState& state)
{
    Stage stage;
    if (state.dealer.peeked && state.dealerHasBlackjack() && state.dealer.holeCard != HoleCard::Revealed)
        stage.steps.push_back({DealerAction::simple(ActionKind::RevealHoleCard), MistakeCode::OutOfProcedure,
                               state.cite("7.G(3)", "7(i)"),
                               "The reader shows a blackjack: turn the hole card over; no more cards are dealt."});
    return stage;
}

// Insurance is settled as soon as the hole card's outcome is known (MD-S21 8.F, MA-S21 11(d)), and
// surrenders on the cards when the second card is shown, each on its own (MD-S21 9.C(2), 9.D; MA-S21 8(a)(2), 8(b)).
Stage immediateSettlementStage(const RoundState& state)
{
    Stage stage;
    stage.independent = true;
    if (state.insuranceOffer != InsuranceOffer::NotOffered && state.holeOutcomeKnown()) { // no insurance wager without the offer
        for (int s : occupiedSeatsRightToLeft(state)) {
            const Seat& seat = state.seat(s);
            if (seat.insuranceWager.isZero() || seat.insuranceSettled)
                continue;
            if (state.dealerHasBlackjack())
                stage.steps.push_back({DealerAction::pay(Spot::insurance(s), insuranceWinnings(seat.insuranceWager)),
                                       MistakeCode::InsuranceProcedure, state.cite("12.A(3)", "11(c)"),
                                       LazyText::format("Pay seat {}'s insurance 2 to 1.", s)});
            else
                stage.steps.push_back({DealerAction::collect(Spot::insurance(s), seat.insuranceWager),
                                       MistakeCode::InsuranceProcedure, state.cite("8.F", "11(d)"),
                                       LazyText::format("Collect seat {}'s losing insurance before anything else.", s)});
        }
    }
    if (state.dealer.secondCardShown()) {
        for (int s : occupiedSeatsRightToLeft(state)) {
            const PlayerHand& hand = state.seat(s).hands.front();
            if (!hand.surrenderOnCards || hand.status != HandStatus::Surrendered)
                continue;
            const bool blackjack = state.dealerHasBlackjack();
            const auto settled = surrenderSettlement(hand.wager, blackjack);
            const DealerAction action = blackjack ? DealerAction::collect(Spot::player(s), settled.collected)
                                                  : DealerAction{ActionKind::SettleSurrender, Spot::player(s),
                                                                 settled.collected, 0};
            stage.steps.push_back({action, MistakeCode::SurrenderProcedure, state.cite("9.C(2)", "8(a)(2)"),
                                   blackjack ? LazyText::format("The dealer has blackjack: collect seat {}'s whole "
                                                                "surrendered wager.", s)
                                             : LazyText::format("Collect half of seat {}'s surrendered wager and "
                                                                "return half.", s)});
        }
    }
    stage.acceptable = stage.steps.size();
    return stage;
}

// ---- The players' turns ----------------------------------------------------------------------------

bool waitsForPlay(HandStatus status)
{
    return status == HandStatus::Waiting || status == HandStatus::Playing;
}

// "seat 3", or "seat 3 hand 2" once the seat has split.
LazyText::Arg handName(const Spot& spot, const RoundState& state)
{
    const bool split = state.seat(spot.seat).hands.size() > 1;
    return LazyText::Arg::hand(spot.seat, split ? spot.hand + 1 : 0);
}

// Each hand calls for at most one step at a time: the player turns' builders give that step, or
// nothing, without a list.
using OneStep = std::optional<Step>;

// The step for a player blackjack when its turn comes (MD-S21 7.H(1)).
OneStep blackjackStep(const RoundState& state, const Spot& spot)
{
    const PlayerHand& hand = state.hand(spot);
    if (state.profile.blackjackTiming != PlayerBlackjackTiming::AtOnceAgainstTwoToNine || hand.status != HandStatus::Blackjack)
        return {};
    const LazyText::Arg name = handName(spot, state);
    if (!hand.blackjackAnnounced)
        return {{DealerAction::simple(ActionKind::AnnounceBlackjack, spot), MistakeCode::BlackjackProcedure,
                 "MD-S21 7.H(1)", LazyText::format("Announce {}'s blackjack.", name)}};
    if (state.upCardIsAceOrTen())
        return {};
    return {{DealerAction::pay(spot, winnings(hand.cards, hand.wager, false, state.profile)),
             MistakeCode::BlackjackProcedure, "MD-S21 7.H(1)(a)",
             LazyText::format("Against a 2-9 up card, pay {}'s blackjack 3 to 2 at once.", name)}};
}

// The step for a hand whose wager is decided during play: a bust, a surrender against 2-9, a
// rescue, a blackjack paid at once. Its wager is settled, then its cards are picked up.
OneStep finishedHandStep(const RoundState& state, const Spot& spot)
{
    const PlayerHand& hand = state.hand(spot);
    const LazyText::Arg name = handName(spot, state);
    if (hand.status == HandStatus::Busted)
        return {{DealerAction::collect(spot, hand.wager + hand.doubleWager), MistakeCode::WrongOutcome,
                 state.cite("7.O(1)", "5(a)(1)"), LazyText::format("Collect {}'s busted wager and pick up the cards.", name)}};
    if (hand.status == HandStatus::Settled && !hand.cardsPickedUp)
        return {{DealerAction::simple(ActionKind::PickUpHand, spot), MistakeCode::PickupOrder,
                 state.cite("7.T", "7(h)"), LazyText::format("Pick up {}'s cards: the hand is finished.", name)}};
    return {};
}

OneStep playingHandStep(const RoundState& state, const Spot& spot)
{
    const PlayerHand& hand = state.hand(spot);
    const LazyText::Arg name = handName(spot, state);
    if (hand.cards.cardCount() == 1)
        return {{DealerAction::deal(spot), MistakeCode::SplitProcedure, state.cite("11.B", "10(b)"),
                 LazyText::format("Deal the second card to {}, the first incomplete split hand on your left.", name)}};
    if (state.rescuePending)
        return {{{ActionKind::SettleRescue, spot, hand.wager, 0}, MistakeCode::DoubleProcedure,
                 state.cite("10.H", "9(d)"),
                 "The player rescues: return the double down wager and collect the original wager."}};
    if (!hand.signal) {
        return {{DealerAction::announce(ActionKind::AskPlayer, spot, hand.cards.total()),
                 MistakeCode::ActedBeforeSignal, state.cite("7.H(2)", "7(e)"),
                 LazyText::format("Announce {}'s total ({}) and wait for the player's signal.", name,
                                  hand.cards.total())}};
    }
    switch (*hand.signal) {
    case Decision::Hit:
        return {{DealerAction::deal(spot), MistakeCode::WrongSignal, state.cite("7.I", "7(f)"),
                 LazyText::format("The player taps for a card: deal one card face up to {}.", name)}};
    case Decision::Double:
        return {{DealerAction::deal(spot), MistakeCode::DoubleProcedure, state.cite("10.C-D", "9(a)"),
                 LazyText::format("The player doubles: deal exactly one card, sideways, to {}.", name)}};
    case Decision::Split:
        return {{DealerAction::simple(ActionKind::SplitPair, spot), MistakeCode::SplitProcedure,
                 state.cite("11.A", "10(a)"), "The player splits: separate the pair into two hands."}};
    case Decision::Surrender:
        if (state.upCardIsAceOrTen())
            return {{DealerAction::simple(ActionKind::PlaceWagerOnCards, spot), MistakeCode::SurrenderProcedure,
                     state.cite("9.C(2)", "8(a)(2)"),
                     "Against an A, K, Q or J, put the surrendered wager on top of the cards."}};
        return {{{ActionKind::SettleSurrender, spot, surrenderSettlement(hand.wager, false).collected, 0},
                 MistakeCode::SurrenderProcedure, state.cite("9.C(1)", "8(a)(1)"),
                 "Against a 2-9, collect half of the wager at once and return half."}};
    case Decision::Stand:
        break;
    }
    return {};
}

Stage playerTurnStage(const RoundState& state)
{
    Stage stage;
    if (state.dealer.peeked && state.dealerHasBlackjack())
        return stage; // no cards after a dealer blackjack (MD-S21 7.G(3))
    for (int s : occupiedSeatsLeftToRight(state)) {
        const Seat& seat = state.seat(s);
        for (int h = 0; h < static_cast<int>(seat.hands.size()); ++h) {
            const Spot spot = Spot::player(s, h);
            // Each step is built in place: a step is copied only into the stage.
            if (const OneStep blackjack = blackjackStep(state, spot)) {
                stage.steps.push_back(*blackjack);
                return stage;
            }
            if (const OneStep finished = finishedHandStep(state, spot)) {
                stage.steps.push_back(*finished);
                return stage;
            }
            if (waitsForPlay(seat.hands[static_cast<std::size_t>(h)].status) && spot != state.irregular.passedOverHand) {
                if (const OneStep playing = playingHandStep(state, spot))
                    stage.steps.push_back(*playing);
                return stage;
            }
        }
    }
    if (state.irregular.passedOverHand)
        stage.steps = passedOverHandSteps(state);
    return stage;
}

// ---- The dealer's hand ------------------------------------------------------------------------------

bool anyHandStanding(const RoundState& state)
{
    for (int s : occupiedSeatsLeftToRight(state))
        for (const PlayerHand& hand : state.seat(s).hands)
            if (hand.status == HandStatus::Standing)
                return true;
    return false;
}

// A wager still waits on the dealer's second card: a standing hand, a blackjack not yet settled,
// insurance, or a surrender on the cards.
bool anyWagerWaitsOnDealer(const RoundState& state)
{
    for (int s : occupiedSeatsLeftToRight(state)) {
        const Seat& seat = state.seat(s);
        if (!seat.insuranceWager.isZero() && !seat.insuranceSettled)
            return true;
        for (const PlayerHand& hand : seat.hands)
            if (hand.live() || (hand.surrenderOnCards && hand.status == HandStatus::Surrendered))
                return true;
    }
    return false;
}

// The dealer's shown hand draws: under 17 with a standing hand to play against (MD-S21 7.M-N).
bool dealerMustDraw(const RoundState& state)
{
    return state.dealer.cards.total() < 17 && !state.dealerHasBlackjack() && anyHandStanding(state);
}

Stage dealerTurnStage(const RoundState& state)
{
    Stage stage;
    const DealerHand& dealer = state.dealer;
    if (dealer.peeked && state.dealerHasBlackjack())
        return stage;
    if (!dealer.secondCardShown()) {
        if (dealer.holeCard != HoleCard::NotDealt) {
            stage.steps.push_back({DealerAction::simple(ActionKind::RevealHoleCard), MistakeCode::OutOfProcedure,
                                   state.cite("7.L(1)", "7(i)"),
                                   "Every player has finished: turn the hole card face up."});
        } else if (anyWagerWaitsOnDealer(state)) {
            if (!dealer.dealersCardAnnounced)
                stage.steps.push_back({DealerAction::simple(ActionKind::AnnounceDealersCard),
                                       MistakeCode::HoleCardProcedure, "MA-S21 7(g)",
                                       "Say \"Dealer's Card\" aloud before taking your second card."});
            else
                stage.steps.push_back({DealerAction::deal(Spot::dealer()), MistakeCode::HoleCardProcedure,
                                       "MA-S21 7(g)", "Deal your second card face up."});
        }
        return stage;
    }
    const int total = dealer.cards.total();
    const bool mustDraw = dealerMustDraw(state);
    const bool announceNow = dealer.totalsAnnounced < dealer.cards.cardCount() &&
                             (state.profile.announceDealerTotalEachCard || !mustDraw);
    if (announceNow)
        stage.steps.push_back({DealerAction::announce(ActionKind::AnnounceDealerTotal, Spot::none(), total),
                               MistakeCode::AnnouncementWrong, state.cite("7.L(3)", "7(g)"),
                               LazyText::format("Announce your total: {}.", total)});
    else if (mustDraw)
        stage.steps.push_back({DealerAction::deal(Spot::dealer()), MistakeCode::DealerDrawing,
                               state.cite("7.M", "12(b)"), "Under 17: draw another card."});
    return stage;
}

// ---- Settlement and pickup -------------------------------------------------------------------------

void addAwards(const RoundState& state, int s, const SeatList& superBonusSeats, Steps& out)
{
    const Seat& seat = state.seat(s);
    if (seat.awardsSettled)
        return;
    const auto& rules = state.profile.superBonus;
    Money award;
    for (int winner : superBonusSeats)
        award += winner == s ? superBonus(seat.initialWager, rules) : superBonusEnvy(rules);
    if (award.isZero())
        return;
    out.push_back({DealerAction::pay(Spot::award(s), award), MistakeCode::PayoutAmount, state.cite("12.C", "5(g)"),
                   LazyText::format("Pay seat {} the fixed 7-7-7 award of {}.", s, award)});
}

SeatList superBonusWinners(const RoundState& state)
{
    SeatList winners;
    for (int s : occupiedSeatsLeftToRight(state)) {
        const PlayerHand& hand = state.seat(s).hands.front();
        if (state.seat(s).hands.size() == 1 && qualifiesForSuperBonus(hand.cards, state.dealer.upCard(), hand.doubled()) &&
            outcome(hand.cards, state.dealer.cards, state.profile) == Outcome::PlayerWins &&
            !superBonus(state.seat(s).initialWager, state.profile.superBonus).isZero())
            winners.push_back(s);
    }
    return winners;
}

// The Spanish 21 wagers' collections and payments, seat by seat from the dealer's far right.
Steps settlementSteps(const RoundState& state)
{
    Steps out;
    const bool dealerBlackjack = state.dealerHasBlackjack();
    const auto winners = superBonusWinners(state);
    for (int s : occupiedSeatsRightToLeft(state)) {
        const Seat& seat = state.seat(s);
        for (int h = static_cast<int>(seat.hands.size()) - 1; h >= 0; --h) {
            const Spot spot = Spot::player(s, h);
            const PlayerHand& hand = state.hand(spot);
            if (!(hand.status == HandStatus::Standing || hand.status == HandStatus::Blackjack ||
                  hand.status == HandStatus::Waiting))
                continue;
            const LazyText::Arg name = handName(spot, state);
            switch (outcome(hand.cards, state.dealer.cards, state.profile)) {
            case Outcome::PlayerWins: {
                const Money won = winnings(hand.cards, hand.wager + hand.doubleWager, hand.doubled(), state.profile);
                out.push_back({DealerAction::pay(spot, won), MistakeCode::PayoutAmount, state.cite("7.O", "5(e)"),
                               LazyText::format("Pay {} {} ({}).", name, won,
                                                winningOdds(hand.cards, hand.doubled(), state.profile))});
                break;
            }
            case Outcome::DealerWins: {
                // Against a dealer blackjack only the original wager is lost (MD-S21 10.E, 11.E).
                Money lost = hand.wager + hand.doubleWager;
                if (dealerBlackjack)
                    lost = h == 0 ? againstDealerBlackjack(hand.wager, Money()).collected : Money();
                if (lost.isZero())
                    break;
                out.push_back({DealerAction::collect(spot, lost), MistakeCode::WrongOutcome,
                               state.cite(dealerBlackjack ? "10.E, 11.E" : "7.O", dealerBlackjack ? "9(c), 10(d)" : "5(e)"),
                               LazyText::format("Collect {} from {}.", lost, name)});
                break;
            }
            case Outcome::Push:
                break;
            }
        }
        addAwards(state, s, winners, out);
    }
    return out;
}

Stage settlementStage(const RoundState& state)
{
    Stage stage;
    stage.independent = true;
    stage.orderCode = MistakeCode::SettlementOrder;
    stage.steps = settlementSteps(state);
    if (state.profile.finalSettlement == FinalSettlementOrder::CollectLosersThenPayWinners)
        collectBeforePaying(stage);
    return stage;
}

Stage pickupStage(const RoundState& state)
{
    Stage stage;
    stage.independent = true;
    stage.orderCode = MistakeCode::PickupOrder;
    const LazyText section = state.cite("7.T", "7(h)");
    for (int s : occupiedSeatsRightToLeft(state)) {
        const Seat& seat = state.seat(s);
        for (int h = static_cast<int>(seat.hands.size()) - 1; h >= 0; --h)
            if (!seat.hands[static_cast<std::size_t>(h)].cardsPickedUp)
                stage.steps.push_back({DealerAction::simple(ActionKind::PickUpHand, Spot::player(s, h)),
                                       MistakeCode::PickupOrder, section,
                                       "Pick up the cards from your far right to your left, the dealer's last."});
    }
    if (!state.dealer.cardsPickedUp)
        stage.steps.push_back({DealerAction::simple(ActionKind::PickUpHand, Spot::dealer()), MistakeCode::PickupOrder,
                               section, "Pick up your own cards last."});
    return stage;
}

Stage phaseStage(const RoundState& state, Phase phase)
{
    switch (phase) {
    case Phase::Burn: return burnStage(state);
    case Phase::InitialDeal: return initialDealStage(state);
    case Phase::MatchTheDealer: return matchStage(state);
    case Phase::Insurance: return insuranceStage(state);
    case Phase::Peek: return peekStage(state);
    case Phase::DealerBlackjack: return dealerBlackjackStage(state);
    case Phase::PlayerTurns: return playerTurnStage(state);
    case Phase::DealerTurn: return dealerTurnStage(state);
    case Phase::BonusSpin: return bonusSpinStage(state);
    case Phase::Settlement: return settlementStage(state);
    case Phase::BonusWheel: return bonusWheelStage(state);
    case Phase::Pickup: return pickupStage(state);
    case Phase::Complete: return {};
    }
    return {};
}

bool drawsFromShoe(const Stage& stage)
{
    if (stage.steps.empty())
        return false;
    const ActionKind kind = stage.steps.front().action.kind;
    return kind == ActionKind::DealCard || kind == ActionKind::DealHoleCard || kind == ActionKind::Burn ||
           kind == ActionKind::DiscardFaceUp;
}

// The cover card has come to the shoe's mouth: it is set aside before the next card, and the round
// is finished from the cards behind it (MD-S21 7.C, MA-S21 7(j)).
Stage coverCardStage(const RoundState& state)
{
    Stage stage;
    if (state.shoe.coverCardReached() && !state.coverCardSeen)
        stage.steps.push_back({DealerAction::simple(ActionKind::SetAsideCoverCard), MistakeCode::CoverCardProcedure,
                               state.cite("7.C", "7(j)"),
                               "The cover card has come out: set it aside, finish this round, then reshuffle."});
    return stage;
}

// The rack's cut, by Chapter 5 / Section 4, keeps the cover card at least the profile's distance
// from either end (MD-S21 5.E: ten cards; MA-S21 4(e): a deck); a rack too small for that is cut
// as far from either end as its cards allow, half of them.
CutCardRules shortShoeCutRules(const RoundState& state)
{
    CutCardRules rules = state.profile.cutCard;
    rules.minCardsFromEitherEnd = std::min(rules.minCardsFromEitherEnd, state.shoe.remaining() / 2);
    return rules;
}

// Too few cards to finish the round: the discard rack is shuffled and cut, its first card burned
// (MD-S21 13.K-L, MA-S21 15(g)).
Stage shortShoeStage(const RoundState& state)
{
    Stage stage;
    const LazyText section = state.cite("13.K", "15(g)");
    if (state.shortShoe == ShortShoe::Cut)
        stage.steps.push_back({DealerAction::burn(), MistakeCode::IrregularityProcedure, state.cite("13.L", "15(g)"),
                               "Burn the first card of the reshuffled cards face down before dealing on."});
    else if (state.shortShoe == ShortShoe::Shuffled) {
        const CutCardRules rules = shortShoeCutRules(state);
        stage.steps.push_back({DealerAction::cut(state.shoe.remaining() / 2), MistakeCode::IrregularityProcedure,
                               section, LazyText::format("Cut the reshuffled cards (at least {} cards from either end).",
                                                         rules.minCardsFromEitherEnd),
                               legalCuts(state.shoe.remaining(), rules)});
    }
    else if (state.shoe.empty() && state.rack.cardCount() > 0)
        stage.steps.push_back({DealerAction::simple(ActionKind::Shuffle), MistakeCode::IrregularityProcedure, section,
                               "The shoe is out of cards: shuffle the cards of the discard rack to finish the round."});
    return stage;
}

// The card about to come out of the shoe is face up or a 10 (MD-S21 13.A-D, MA-S21 15(a)-(b)).
Stage irregularCardStage(const RoundState& state)
{
    Stage stage;
    const Card next = state.shoe.peek();
    if (next.rank == Rank::Ten) {
        const bool second = state.tensFound >= 1;
        const LazyText section = second ? state.cite("13.D", "15(b)") : state.cite("13.C", "15(b)");
        if (!state.floorCalled)
            stage.steps.push_back({DealerAction::simple(ActionKind::CallFloor), MistakeCode::IrregularityProcedure,
                                   section, "A 10 is in the shoe: stop and call the floorperson."});
        if (second)
            stage.steps.push_back({DealerAction::simple(ActionKind::VoidRound), MistakeCode::IrregularityProcedure,
                                   section,
                                   state.profile.extraTens == ExtraTensAction::RemoveDecks
                                       ? LazyText("A second 10: the round is void and the decks are removed from play.")
                                       : LazyText("A second 10: the round is void and the cards are reshuffled.")});
        else
            stage.steps.push_back({DealerAction::simple(ActionKind::RemoveTens), MistakeCode::IrregularityProcedure,
                                   section, "The floorperson removes the 10 from the shoe; it is not used."});
        return stage;
    }
    if (state.shoe.nextIsFaceUp()) {
        if (state.faceUpCardsFound >= 1)
            stage.steps.push_back({DealerAction::simple(ActionKind::VoidRound), MistakeCode::IrregularityProcedure,
                                   state.cite("13.B", "15(a)"),
                                   "A second card face up in the shoe: the round is void and the cards reshuffled."});
        else
            stage.steps.push_back({DealerAction::simple(ActionKind::DiscardFaceUp), MistakeCode::IrregularityProcedure,
                                   state.cite("13.A", "15(a)"),
                                   "The next card is face up: it is not used; put it in the discard rack."});
    }
    return stage;
}

// A card drawn in error can still be used: a player may yet draw, or the dealer (MD-S21 13.F).
bool looseCardStillUsable(const RoundState& state)
{
    if (state.phase < Phase::DealerTurn)
        return true;
    return state.phase == Phase::DealerTurn && !(state.dealer.peeked && state.dealerHasBlackjack()) &&
           (!state.dealer.secondCardShown() || dealerMustDraw(state));
}

// Insurance and surrenders on the cards are settled as soon as they can be in these phases.
bool settlesAtOnce(Phase phase)
{
    return phase > Phase::InitialDeal && phase < Phase::Pickup;
}

// What the shoe calls for before its next card is dealt: refilling a short shoe, the cover card,
// a face-up card or a 10; nothing, usually. Stages are built after every dealer action, so each is
// returned by name or as a temporary straight into the caller's, not moved from one to another.
Stage shoeCallsFor(const RoundState& state)
{
    if (Stage shortShoe = shortShoeStage(state); !shortShoe.steps.empty())
        return shortShoe;
    if (Stage coverCard = coverCardStage(state); !coverCard.steps.empty())
        return coverCard;
    if (state.shoe.empty())
        return {};
    return irregularCardStage(state);
}

// The phase's own stage, unless the shoe calls for something before its next card (not before a
// card drawn in error, which is the next card, MD-S21 13.E-F).
Stage phaseStageAtShoe(const RoundState& state)
{
    Stage stage = phaseStage(state, state.phase);
    if (drawsFromShoe(stage) && !state.irregular.looseCard)
        if (Stage shoe = shoeCallsFor(state); !shoe.steps.empty())
            stage = std::move(shoe);
    return stage;
}

} // namespace

Stage currentStage(const RoundState& state)
{
    if (state.irregular.readerMisuse != ReaderMisuse::None) { // the only case with steps; asked after every action
        Stage misuse = readerMisuseStage(state);
        if (!misuse.steps.empty())
            return misuse;
    }
    if (state.irregular.looseCard && state.phase != Phase::Complete && !looseCardStillUsable(state))
        return unusableLooseCardStage(state);
    if (settlesAtOnce(state.phase))
        if (Stage settlements = immediateSettlementStage(state); !settlements.steps.empty())
            return settlements; // none of its steps draws from the shoe
    return phaseStageAtShoe(state);
}

// A phase with nothing to do is passed over. Passing over changes only state.phase, and of
// currentStage() only the phase's own stage and the loose card's check read the phase: a misused
// reader's steps, and the immediate settlements once looked at, stay empty. So after a phase where
// the settlements were looked at, only the next phase's own stage is built, unless a loose card
// is waiting.
Stage advancePhase(RoundState& state)
{
    Stage stage = currentStage(state);
    while (stage.steps.empty() && state.phase != Phase::Complete) {
        const bool settlementsLookedAt = settlesAtOnce(state.phase);
        state.phase = static_cast<Phase>(static_cast<int>(state.phase) + 1);
        stage = settlementsLookedAt && !state.irregular.looseCard ? phaseStageAtShoe(state) : currentStage(state);
    }
    return stage;
}

DecisionOptions decisionOptions(const RoundState& state, const Spot& spot)
{
    const Seat& seat = state.seat(spot.seat);
    const PlayerHand& hand = state.hand(spot);
    DecisionOptions options;
    const int total = hand.cards.total();
    const bool refusedLooseCard = state.irregular.refusedLooseCard[static_cast<std::size_t>(spot.seat)];
    options.hit = total < 21 && !refusedLooseCard;        // MD-S21 7.J, 13.G; MA-S21 12(a)
    const bool canMatchWager = seat.bankroll >= hand.wager && !refusedLooseCard;
    options.doubleDown = total < 21 && canMatchWager;      // MD-S21 10.A-B: two or more cards, not a blackjack
    const bool firstDecision = !hand.decided && hand.cards.cardCount() == 2;
    options.surrender = firstDecision && seat.hands.size() == 1; // MD-S21 9.A-B
    const bool aces = hand.cards.cardCount() == 2 && hand.cards.cards()[0].rank == Rank::Ace;
    options.split = hand.cards.isSplittablePair() && firstDecision && canMatchWager &&
                    seat.splits < state.profile.splits.maxAdditionalSplits &&
                    (!aces || seat.splits == 0 || state.profile.splits.resplitAces); // MD-S21 11.A, 11.D
    return options;
}

} // namespace s21

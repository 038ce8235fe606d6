// Settlement of the Spanish 21 wagers and the 7-7-7 awards, and picking up the cards.

#include "core/round/internal/phase_stages.h"

#include "core/round/internal/bonus_spin_procedure.h"
#include "core/round/internal/coupon_procedure.h"
#include "core/rules/payout.h"

#include <algorithm>

namespace s21 {

namespace {

// Seat s's 7-7-7 awards: the super bonus of its own winning hand (MD-S21 12.C(1)-(2), MA-S21 5(g)), and at
// its player's envy box the $50 for each winning hand of another player (12.C(3): "All other players
// at the table"), once per player however many boxes they play and never for a hand of their own.
void addAwards(const RoundState& state, int s, const SeatList& superBonusSeats, Steps& out)
{
    const Seat& seat = state.seat(s);
    if (seat.awardsSettled || superBonusSeats.size() == 0)
        return;
    const auto& rules = state.profile.superBonus;
    const bool envyHere = envyBox(state, seat.player) == s;
    Money award;
    for (int winner : superBonusSeats) {
        if (winner == s)
            award += superBonus(seat.initialWager, rules);
        else if (envyHere && state.seat(winner).player != seat.player)
            award += superBonusEnvy(state.seat(winner).initialWager, rules);
    }
    if (award.isZero())
        return;
    out.push_back({DealerAction::pay(Spot::award(s), award), MistakeCode::PayoutAmount, state.cite("12.C", "5(g)"),
                   LazyText::format("Pay seat {} the fixed 7-7-7 award of {}.", s, award)});
}

// What a dealer blackjack takes from a seat's hand h: the original wager once, from the seat's first
// hand still to settle, less what its hands have already lost (a bust, a rescue), and nothing from any
// other hand (MD-S21 10.E, 11.E; MA-S21 9(c), 10(d)); so the seat's loss does not depend on which of
// its hands busted. A bust is lost when it happens, whatever the dealer's hand (MD-S21 7.O(1), MA-S21
// 5(a)(1)): what it lost is never given back.
Money blackjackTakes(const RoundState& state, int s, int h)
{
    const Seat& seat = state.seat(s);
    for (int first = 0; first < h; ++first) {
        const PlayerHand& earlier = seat.hands[static_cast<std::size_t>(first)];
        if (earlier.status == HandStatus::Standing || earlier.status == HandStatus::Waiting)
            return Money(); // a hand that loses to the blackjack (a player's blackjack never does)
    }
    const Money original = againstDealerBlackjack(seat.initialWager, Money()).collected;
    return original > seat.handsLost ? original - seat.handsLost : Money();
}

// The Spanish 21 wagers' collections and payments, seat by seat from the dealer's far right, each
// seat's 7-7-7 awards, Maryland progressive and Xtreme 16 wagers and their Community Pay with it.
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
                // A split hand's two-card 21 against a dealer 21 wins by its own clause (MA-S21 5(a)(3)).
                const bool twoCardTwentyOne =
                    hand.cards.cardCount() == 2 && hand.cards.total() == 21 && state.dealer.cards.total() == 21;
                const Odds odds = winningOdds(hand.cards, hand.doubled(), state.profile);
                out.push_back(
                    paymentStep(state, spot, won, MistakeCode::PayoutAmount,
                                twoCardTwentyOne ? state.cite("7.O(3)", "5(a)(3)") : state.cite("7.O", "5(e)"),
                                LazyText::format("Pay {} {} ({}).", name, won, odds),
                                LazyText::format("Pay {} {} ({} on the chips, and the coupon's {} at 1 to 1).", name,
                                                 won + couponWinnings(hand.coupon), odds, hand.coupon)));
                break;
            }
            case Outcome::DealerWins: {
                const bool doubledOrSplit = hand.doubled() || seat.splits > 0;
                const Money lost = dealerBlackjack ? blackjackTakes(state, s, h) : hand.wager + hand.doubleWager;
                if (lost.isZero())
                    break;
                out.push_back({DealerAction::collect(spot, lost), MistakeCode::WrongOutcome,
                               dealerBlackjack && doubledOrSplit ? blackjackLimitSection(state, seat, hand)
                                                                 : state.cite("7.O", "5(e)"),
                               hand.coupon.isZero()
                                   ? LazyText::format("Collect {} from {}.", lost, name)
                                   : LazyText::format("Collect {} and its match play coupon from {}.", lost, name)});
                break;
            }
            case Outcome::Push: break;
            }
        }
        addAwards(state, s, winners, out);
        // MD-S21BS 12.D(7), 12.E(4): the seat's turn to be paid; its Community Pay once its own is settled.
        if (const auto progressive = progressiveStep(state, s))
            out.push_back(*progressive);
        else if (const auto community = communityPayStep(state, s, Spot::Kind::BonusSpin))
            out.push_back(*community);
        if (const auto xtreme = xtremeStep(state, s))
            out.push_back(*xtreme);
        else if (const auto community = communityPayStep(state, s, Spot::Kind::Xtreme))
            out.push_back(*community);
    }
    return out;
}

} // namespace

SeatList superBonusWinners(const RoundState& state)
{
    SeatList winners;
    for (int s : occupiedSeatsLeftToRight(state)) {
        const PlayerHand& hand = state.seat(s).hands.front(); // a split seat's hands never qualify
        if (!superBonusEarned(hand.cards, hand.doubled(), state.dealer.upCard(), state.seat(s).initialWager,
                              state.profile.superBonus)
                 .isZero())
            winners.push_back(s);
    }
    return winners;
}

int envyBox(const RoundState& state, const std::string& player)
{
    int first = 0;
    for (int s : occupiedSeatsRightToLeft(state)) {
        if (state.seat(s).player != player)
            continue;
        if (state.inPlay(s))
            return s;
        first = first == 0 ? s : first;
    }
    return first;
}

// The stage's collections and payments as two groups, each in any order, the losers collected
// before the winners are paid (MA-S21 6(d), MD-S21 7.R(1)); each group keeps the steps' order. A
// spin of the progressive wheel goes with the payments: it comes before its own payment.
void collectBeforePaying(Stage& stage)
{
    const auto pays = std::stable_partition(stage.steps.begin(), stage.steps.end(),
                                            [](const Step& step) { return step.action.kind == ActionKind::Collect; });
    const auto collects = static_cast<std::size_t>(pays - stage.steps.begin());
    stage.acceptable = collects == 0 ? stage.steps.size() : collects;
}

LazyText blackjackLimitSection(const RoundState& state, const Seat& seat, const PlayerHand& hand)
{
    if (seat.splits > 0 && hand.doubled())
        return state.cite("10.E, 11.E", "9(c), 10(d)");
    return seat.splits > 0 ? state.cite("11.E", "10(d)") : state.cite("10.E", "9(c)");
}

Stage settlementStage(const RoundState& state)
{
    Stage stage;
    stage.independent = true;
    stage.orderCode = MistakeCode::SettlementOrder;
    stage.steps = settlementSteps(state);
    if (state.profile.finalSettlement == FinalSettlementOrder::SeatBySeatFromRight)
        return stage;
    collectBeforePaying(stage); // the order hints and answer keys show
    if (state.profile.finalSettlement == FinalSettlementOrder::AnyOrder)
        stage.acceptable = stage.steps.size(); // which MA-S21 5(e) does not require
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

} // namespace s21

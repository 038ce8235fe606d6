#include "core/round/internal/coupon_procedure.h"

#include "core/round/internal/diagnose.h"
#include "core/round/internal/phase_stages.h"
#include "core/rules/payout.h"

namespace s21 {

namespace {

// What the wager on `spot` would be paid if its coupon were paid at the chips' own odds, as chips of
// the wager are: a blackjack's 3 to 2, a bonus, Match-the-Dealer's per matching card.
Money couponAtChipsOdds(const RoundState& state, const Spot& spot, Money coupon)
{
    if (spot.kind == Spot::Kind::MatchWager) {
        const auto& cards = state.seat(spot.seat).hands.front().cards.cards();
        return matchTheDealerWinnings(coupon, cards[0], cards[1], state.dealer.upCard(), state.profile.matchTheDealer);
    }
    const PlayerHand& hand = state.hand(spot);
    return winnings(hand.cards, state.dealer.cards, coupon, hand.doubled(), state.profile);
}

// The tie a player hand's wager stands on once the dealer's hand is finished (MD-S21 7.P, MA-S21 5(b)).
bool ties(const RoundState& state, const Spot& spot)
{
    if (spot.kind != Spot::Kind::PlayerHand || state.phase < Phase::Settlement)
        return false;
    const PlayerHand& hand = state.hand(spot);
    return hand.status == HandStatus::Standing &&
           outcome(hand.cards, state.dealer.cards, state.profile) == Outcome::Push;
}

} // namespace

Money couponAt(const RoundState& state, const Spot& spot)
{
    if (spot.seat < 1 || spot.seat > kSeatCount || !state.occupied(spot.seat))
        return Money();
    const Seat& seat = state.seat(spot.seat);
    if (spot.kind == Spot::Kind::MatchWager)
        return seat.matchCoupon;
    if (spot.kind == Spot::Kind::PlayerHand && spot.hand == 0 && spot.bettor == 0 && !seat.hands.empty())
        return seat.hands.front().coupon;
    return Money();
}

LazyText couponTerms() { return RuleProfile::houseRule("match_play_coupons"); }

Step paymentStep(const RoundState& state, const Spot& spot, Money won, MistakeCode code, LazyText section,
                 LazyText plain, LazyText withCoupon)
{
    const Money coupon = couponAt(state, spot);
    if (coupon.isZero())
        return {DealerAction::pay(spot, won), code, section, plain};
    return {DealerAction::pay(spot, won + couponWinnings(coupon)), code, section, withCoupon};
}

Stage couponStage(const RoundState& state)
{
    Stage stage;
    stage.independent = true;
    stage.orderCode = MistakeCode::PayoutAmount;
    for (int s : occupiedSeatsRightToLeft(state)) {
        const Seat& seat = state.seat(s);
        if (seat.matchSettled && !seat.matchCoupon.isZero())
            stage.steps.push_back({DealerAction::simple(ActionKind::TakeCoupon, Spot::match(s)),
                                   MistakeCode::PayoutAmount, couponTerms(),
                                   LazyText::format("Seat {}'s Match-the-Dealer wager is paid: take its match play "
                                                    "coupon, which is used once.",
                                                    s)});
        if (!seat.hands.empty() && seat.hands.front().status == HandStatus::Settled &&
            !seat.hands.front().coupon.isZero())
            stage.steps.push_back({DealerAction::simple(ActionKind::TakeCoupon, Spot::player(s)),
                                   MistakeCode::PayoutAmount, couponTerms(),
                                   LazyText::format("Seat {}'s wager is paid: take its match play coupon, which is "
                                                    "used once.",
                                                    s)});
    }
    return stage;
}

std::optional<Mistake> couponMistake(const RoundState& state, const Stage& stage, const DealerAction& action)
{
    const Money coupon = couponAt(state, action.spot);
    if (coupon.isZero())
        return std::nullopt;
    if (action.kind == ActionKind::TakeCoupon && ties(state, action.spot))
        return mistakeAt(MistakeCode::WrongOutcome, couponTerms().str(),
                         "A tie: the wager and its match play coupon stay, to go back to the player; a coupon is "
                         "taken only with a wager collected or paid.",
                         stage);
    if (action.kind != ActionKind::Pay)
        return std::nullopt;
    for (const Step& step : stage.steps) {
        if (step.action.kind != ActionKind::Pay || step.action.spot != action.spot)
            continue;
        // The coupon's 1 to 1 is the house's term; the chips beside it are paid at their own odds.
        const auto section = [&] { return couponTerms().str() + ", " + amountSection(state, step).str(); };
        const Money chips = step.action.amount - couponWinnings(coupon);
        if (action.amount == chips)
            return mistakeAt(MistakeCode::PayoutAmount, section(),
                             "The match play coupon is paid too: " + formatMoney(coupon) +
                                 " at 1 to 1 beside the chips' " + formatMoney(chips) + ", " +
                                 formatMoney(step.action.amount) + " in all.",
                             stage);
        const Money atChipsOdds = couponAtChipsOdds(state, action.spot, coupon);
        if (atChipsOdds != couponWinnings(coupon) && action.amount == chips + atChipsOdds)
            return mistakeAt(MistakeCode::PayoutAmount, section(),
                             "A match play coupon is paid at 1 to 1 only, whatever the chips beside it are paid: " +
                                 formatMoney(couponWinnings(coupon)) + " for it, " + formatMoney(step.action.amount) +
                                 " in all.",
                             stage);
    }
    return std::nullopt;
}

} // namespace s21

// Match-the-Dealer: each seat's wager against the up card, settled from the dealer's far right.

#include "core/round/internal/phase_stages.h"

#include "core/round/internal/coupon_procedure.h"
#include "core/rules/payout.h"

#include <algorithm>

namespace s21 {

namespace {

// Where the rules fix no order between Match-the-Dealer and insurance (MA-S21 6(d), 11(b): both
// "immediately after the second card"), insurance's next step (its offer, then its close) is accepted
// beside the Match-the-Dealer steps due, in any order. The key still settles Match-the-Dealer first.
void acceptInsuranceAlongside(const RoundState& state, Stage& stage)
{
    const Stage insurance = insuranceStage(state);
    if (insurance.steps.empty())
        return;
    stage.steps.push_back(insurance.steps.front());
    std::rotate(stage.steps.begin() + static_cast<std::ptrdiff_t>(stage.acceptable), stage.steps.end() - 1,
                stage.steps.end());
    ++stage.acceptable;
}

} // namespace

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
        const Money coupon = seat.matchCoupon;
        stage.steps.push_back(
            won.isZero()
                ? Step{DealerAction::collect(Spot::match(s), seat.matchWager), MistakeCode::MtdNotSettled, section,
                       coupon.isZero()
                           ? LazyText::format("Collect seat {}'s losing Match-the-Dealer wager.", s)
                           : LazyText::format("Collect seat {}'s losing Match-the-Dealer wager and its coupon.", s)}
                : paymentStep(state, Spot::match(s), won, MistakeCode::MtdNotSettled, section,
                              LazyText::format("Pay seat {}'s Match-the-Dealer wager {}.", s, won),
                              LazyText::format("Pay seat {}'s Match-the-Dealer wager {} ({} on the chips, and the "
                                               "coupon's {} at 1 to 1).",
                                               s, won + couponWinnings(coupon), won, coupon)));
    }
    if (losersFirst)
        collectBeforePaying(stage);
    if (!rules.beforeInsurance && !stage.steps.empty())
        acceptInsuranceAlongside(state, stage);
    return stage;
}

} // namespace s21

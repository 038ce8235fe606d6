// The dealer's hand: the hole card turned over (or the second card dealt), the totals announced, and
// the drawing rule.

#include "core/round/internal/phase_stages.h"
#include "core/rules/payout.h"

namespace s21 {

namespace {

// A standing hand whose outcome the dealer's drawing can still change: every one but a 21 that beats
// every total the dealer can still make by drawing (a dealer whose two cards are shown and under 17 has
// no blackjack and never will).
bool outcomeStillOpen(const PlayerHand& hand, const RuleProfile& profile)
{
    return hand.status == HandStatus::Standing && !twentyOneBeatsADrawnTwentyOne(hand.cards, profile);
}

bool anyOutcomeStillOpen(const RoundState& state)
{
    for (int s : occupiedSeatsLeftToRight(state))
        for (const PlayerHand& hand : state.seat(s).hands)
            if (outcomeStillOpen(hand, state.profile))
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

} // namespace

// The dealer's shown hand draws: under 17 (MD-S21 7.M, MA-S21 12(b)), unless its total can no longer
// change any outcome on the table (MD-S21 7.N, MA-S21 12(c)): no standing hand, or only 21s that beat
// a dealer 21 in three or more cards (twentyOneBeatsADrawnTwentyOne).
bool dealerMustDraw(const RoundState& state)
{
    return state.dealer.cards.total() < 17 && !state.dealerHasBlackjack() && anyOutcomeStillOpen(state);
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
    const bool announceNow =
        dealer.totalsAnnounced < dealer.cards.cardCount() && (state.profile.announceDealerTotalEachCard || !mustDraw);
    if (announceNow)
        stage.steps.push_back({DealerAction::announce(ActionKind::AnnounceDealerTotal, Spot::none(), total),
                               MistakeCode::AnnouncementWrong, state.cite("7.L(3)", "7(g)"),
                               LazyText::format("Announce your total: {}.", total)});
    else if (mustDraw)
        stage.steps.push_back({DealerAction::deal(Spot::dealer()), MistakeCode::DealerDrawing,
                               state.cite("7.M", "12(b)"), "Under 17: draw another card."});
    return stage;
}

} // namespace s21

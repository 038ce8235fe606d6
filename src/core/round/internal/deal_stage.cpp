// The burn and the initial deal: one card at a time, left to right, then the dealer's cards.

#include "core/round/internal/phase_stages.h"

#include "core/round/internal/irregularity_procedure.h"

namespace s21 {

namespace {

int initialCards(const RoundState& state, int seat) { return state.seat(seat).hands.front().cards.cardCount(); }

// A double shoe: before the round a determinant card is drawn from either side, and its suit says
// which side deals the round (MD-BJ 7.C(1)); it is the first player's first card when it came from
// that side (7.C(2)), else it goes to the segregated area of the side it came from (7.C(3)).
Stage determinantStage(const RoundState& state)
{
    Stage stage;
    if (state.sideChosen)
        return stage;
    if (!state.determinant) {
        Step draw{DealerAction::drawDeterminant(state.shoe.dealingSide()), MistakeCode::DeterminantCard,
                  LazyText("MD-BJ 7.C(1)"),
                  "Before the round, draw a determinant card from either side of the double shoe: its suit says "
                  "which side deals the round."};
        draw.values = {1, 2};
        stage.steps.push_back(draw);
        return stage;
    }
    const CardBack suitSide = sideOfSuit(state.determinant->suit);
    if (suitSide == state.shoe.dealingSide()) {
        const int first = occupiedSeatsLeftToRight(state)[0];
        stage.steps.push_back({DealerAction::deal(Spot::player(first)), MistakeCode::DeterminantCard,
                               LazyText("MD-BJ 7.C(2)"),
                               LazyText::format("The determinant card's suit goes with the {} backs it came from: it "
                                                "is seat {}'s first card, and this side deals the round.",
                                                LazyText::Arg::literal(cardBackName(suitSide)), first)});
    } else
        stage.steps.push_back({DealerAction::simple(ActionKind::SegregateCard), MistakeCode::DeterminantCard,
                               LazyText("MD-BJ 7.C(3)"),
                               LazyText::format("The determinant card's suit goes with the {} backs, the other side: "
                                                "put it in this side's segregated area and deal the round from the "
                                                "{} side.",
                                                LazyText::Arg::literal(cardBackName(suitSide)),
                                                LazyText::Arg::literal(cardBackName(suitSide)))});
    return stage;
}

} // namespace

// The first card of a new shoe burned (MD-S21 7.B(3)-(4)); from a double shoe, the determinant card
// instead (MD-BJ 7.C: "instead of the procedures under §B(3) and (4)").
Stage burnStage(const RoundState& state)
{
    if (state.profile.doubleShoe)
        return determinantStage(state);
    Stage stage;
    if (state.burnRequired)
        stage.steps.push_back({DealerAction::burn(), MistakeCode::BurnMissing, state.cite("7.B(3)", "7(c)"),
                               "Burn the first card of the new shoe before dealing."});
    return stage;
}

// The next card of the initial deal, from the cards on the table: one card to each occupied seat
// from the left, the up card, a second card to each seat, then the hole card (MD-S21 7.E,
// MA-S21 7(d), 7(i)), less what an injected fault passed over, which is made good where
// MD-S21 13.J, 13.M-N say. Only the next step is built: any other card is out of order.
Stage initialDealStage(const RoundState& state)
{
    const Irregularities& irregular = state.irregular;
    const auto seats = occupiedSeatsLeftToRight(state);
    const LazyText section = irregular.dealerMissedFirstCard ? state.cite("13.J", "15(f)") : state.cite("7.E", "7(d)");
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
                                             ? LazyText::format("The dealer's first card was passed over: deal every "
                                                                "player's second card first; next, seat {}.",
                                                                s)
                                             : LazyText::format("Deal the second card to seat {}: left to right, one "
                                                                "card at a time.",
                                                                s));
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

} // namespace s21

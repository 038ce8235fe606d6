// What the shoe calls for before its next card: a short shoe refilled from the rack, the cover card,
// a face-up card or a 10 (MD-S21 7.C, 13.A-D, 13.K-L; MA-S21 7(j), 15(a)-(b), 15(g)).

#include "core/round/internal/phase_stages.h"

#include "core/rules/shoe.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace s21 {

namespace {

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

// The players at the table, offered the rack's cut from the far right (cut_procedure.h).
std::vector<Step> rackCutOffers(const RoundState& state)
{
    CutOfferSituation situation;
    situation.occasion = CutOccasion::RackReshuffle;
    for (int seat : occupiedSeatsRightToLeft(state))
        situation.seats.push_back(seat);
    return cutOffers(state.profile, situation);
}

// The reshuffled rack is cut as Chapter 5 / Section 4 cut any stack: offered to the players in
// their order, cut by the first who accepts or else by the dealer, the cover card's place checked,
// the cut completed (MD-S21 5.B-E, MA-S21 4(c)-(e)).
Step rackCutStep(const RoundState& state)
{
    const CutCardRules rules = shortShoeCutRules(state);
    const int size = state.shoe.remaining();
    if (state.rackCut.placed)
        return placedCutStep(state.profile, rules, size, *state.rackCut.placed);
    const std::vector<Step> offers = rackCutOffers(state);
    if (state.rackCut.offersMade < offers.size())
        return offers[state.rackCut.offersMade];
    return dealerCutStep(rules, size, state.cite("5.C", "4(c)"),
                         "No player accepted the cut: cut the reshuffled cards yourself");
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
    else if (state.shortShoe == ShortShoe::Shuffled)
        stage.steps.push_back(rackCutStep(state));
    else if (state.shoe.empty() && state.rack.cardCount() > 0)
        stage.steps.push_back({DealerAction::simple(ActionKind::Shuffle), MistakeCode::IrregularityProcedure, section,
                               "The shoe is out of cards: shuffle the cards of the discard rack to finish the round."});
    return stage;
}

// The card about to come out of the shoe is face up, or a 10 in a game whose decks have none
// (MD-S21 13.A-D, MA-S21 15(a)-(b)).
Stage irregularCardStage(const RoundState& state)
{
    Stage stage;
    const Card next = state.shoe.peek();
    if (state.profile.gameRules().foreignToDeck(next)) {
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
        if (state.faceUpCardsFound >= 1 && state.profile.gameRules().secondFaceUpCardVoidsRound)
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

} // namespace

Mistake rackCutMistake(const RoundState& state, const Stage& stage, const DealerAction& action)
{
    const Step& next = stage.steps.front();
    if (action.kind == ActionKind::Cut && next.action.kind == ActionKind::OfferCut)
        return mistakeAt(MistakeCode::CutOfferOrder, state.cite("13.K, 5.B", "15(g), 4(c)"),
                         "The reshuffled rack is cut as any stack is: offer the cut to a player first; you cut "
                         "only when no player accepts. " +
                             next.why.str(),
                         stage);
    if (auto mistake = wrongCutPosition(state.profile, shortShoeCutRules(state), state.shoe.remaining(), stage, action))
        return std::move(*mistake);
    return mistakeAt(next.codeIfMissed, next.section, next.why, stage);
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

} // namespace s21

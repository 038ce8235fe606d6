#include "core/procedure/cut_procedure.h"

#include "core/rules/shoe.h"

#include <algorithm>
#include <functional>

namespace s21 {

namespace {

bool seated(const CutOfferSituation& situation, int seat)
{
    return seat != 0 && std::find(situation.seats.begin(), situation.seats.end(), seat) != situation.seats.end();
}

// One offer per seat of `order`; after a refusal the offer moves on counterclockwise.
std::vector<Step> inTurn(const std::vector<int>& order, LazyText firstSection, LazyText laterSection,
                         const char* reason)
{
    std::vector<Step> steps;
    for (std::size_t i = 0; i < order.size(); ++i)
        steps.push_back(i == 0 ? offerCutStep(order[i], firstSection, reason)
                               : offerCutStep(order[i], laterSection,
                                              "the player before refused; the offer moves counterclockwise."));
    return steps;
}

// MA-S21 4(d)(2): far right, the first offer moving counterclockwise from shoe to shoe.
std::vector<int> rotated(std::vector<int> rightToLeft, int lastFirstOffer)
{
    const auto next =
        std::find_if(rightToLeft.begin(), rightToLeft.end(), [&](int seat) { return seat < lastFirstOffer; });
    if (lastFirstOffer != 0 && next != rightToLeft.end())
        std::rotate(rightToLeft.begin(), next, rightToLeft.end());
    return rightToLeft;
}

// MD-S21 5.D(2)-(6) (MD-BJ 5.D(2)-(6)), seats ordered from the far right.
std::vector<Step> marylandOffers(const RuleProfile& profile, const CutOfferSituation& situation,
                                 const std::vector<int>& order)
{
    switch (situation.occasion) {
    case CutOccasion::CoverCard:
        if (seated(situation, situation.coverCardSeat))
            return {offerCutStep(situation.coverCardSeat, profile.citeMaryland("5.D(2)"),
                                 "the cover card appeared on that betting area.")};
        break;
    case CutOccasion::FloorReshuffle:
        return inTurn(order, profile.citeMaryland("5.D(5)"), profile.citeMaryland("5.D(6)"),
                      "after a reshuffle ordered by the floorperson the far right player is offered first.");
    case CutOccasion::RackReshuffle:
        return inTurn(order, profile.citeMaryland("5.D(5)"), profile.citeMaryland("5.D(6)"),
                      "the discard rack is reshuffled during the round, not for the cover card: the far right "
                      "player is offered first.");
    case CutOccasion::Beginning: break;
    }
    return inTurn(order, profile.citeMaryland("5.D(3)"), profile.citeMaryland("5.D(4)"),
                  "the far right player is offered first.");
}

} // namespace

Step offerCutStep(int seat, LazyText section, const char* reason)
{
    return {DealerAction::offerCut(seat), MistakeCode::CutOfferOrder, section,
            LazyText::format("Offer the cut to seat {}: {}", seat, LazyText::Arg::literal(reason))};
}

std::vector<Step> cutOffers(const RuleProfile& profile, const CutOfferSituation& situation)
{
    std::vector<int> order = situation.seats;
    std::sort(order.begin(), order.end(), std::greater<>());
    if (order.empty())
        return {};
    if (situation.occasion == CutOccasion::Beginning && seated(situation, situation.firstPlayer))
        return {offerCutStep(situation.firstPlayer, profile.cite("5.D(1)", "4(d)(1)"),
                             "the game is beginning and this player arrived first.")};
    if (profile.cutCard.offerRule == CutOfferRule::CoverCardSeat)
        return marylandOffers(profile, situation, order);
    const LazyText section = profile.cite("5.D(3)-(4)", "4(d)(2)");
    if (situation.occasion == CutOccasion::RackReshuffle)
        return inTurn(order, section, section,
                      "the discard rack is reshuffled during the round: the offer starts at the far right.");
    return inTurn(rotated(order, situation.lastFirstOffer), section, section,
                  "the offer starts at the far right and rotates counterclockwise from shoe to shoe.");
}

std::optional<PlacedCut> askToCut(int seat, int stackSize, CutModel& players, std::string& said)
{
    const CutAnswer answer = players.answer(seat, stackSize);
    const std::string who = "seat " + std::to_string(seat);
    if (!answer.accepts) {
        said = who + " declines the cut.";
        return std::nullopt;
    }
    said = who + " places the cover card " + std::to_string(answer.cardsAbove) + " cards from the top.";
    return PlacedCut{seat, answer.cardsAbove};
}

Step dealerCutStep(const CutCardRules& rules, int stackSize, LazyText section, const char* reason)
{
    return {DealerAction::cut(stackSize / 2), MistakeCode::CutProcedure, section,
            LazyText::format("{}, at least {} cards from either end.", LazyText::Arg::literal(reason),
                             rules.minCardsFromEitherEnd),
            legalCuts(stackSize, rules)};
}

Step placedCutStep(const RuleProfile& profile, const CutCardRules& rules, int stackSize, const PlacedCut& placed)
{
    if (legalCuts(stackSize, rules).contains(placed.cardsAbove))
        return {DealerAction::simple(ActionKind::CompleteCut), MistakeCode::CutProcedure,
                profile.cite("5.E(1)", "4(e)"),
                "Take the cards above the cover card and put them on the bottom of the stack."};
    return {DealerAction::simple(ActionKind::Recut), MistakeCode::CutPlacement, profile.cite("5.E", "4(e)"),
            LazyText::format("seat {} placed the cover card {} cards from the top of {}: it must be at least {} "
                             "cards from either end. Ask for a recut.",
                             placed.seat, placed.cardsAbove, stackSize, rules.minCardsFromEitherEnd)};
}

bool isCutAction(ActionKind kind)
{
    return kind == ActionKind::OfferCut || kind == ActionKind::Cut || kind == ActionKind::Recut ||
           kind == ActionKind::CompleteCut;
}

std::optional<Mistake> wrongCutPosition(const RuleProfile& profile, const CutCardRules& rules, int stackSize,
                                        const Stage& stage, const DealerAction& action)
{
    const Step& next = stage.steps.front();
    if (action.kind != next.action.kind)
        return std::nullopt;
    if (action.kind == ActionKind::Cut)
        return mistakeAt(MistakeCode::CutPlacement, profile.cite("5.E", "4(e)"),
                         "A cut " + std::to_string(action.value) + " cards from the top of " +
                             std::to_string(stackSize) + " is too near an end: at least " +
                             std::to_string(rules.minCardsFromEitherEnd) + " cards from the top and from the bottom.",
                         stage);
    if (action.kind == ActionKind::OfferCut)
        return mistakeAt(MistakeCode::CutOfferOrder, next.section,
                         "Not " + describe(action.spot) + ". " + next.why.str(), stage);
    return std::nullopt;
}

} // namespace s21

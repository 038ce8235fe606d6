#include "core/round/internal/shared_box_mistakes.h"

#include "core/round/internal/phase_stages.h"

namespace s21 {

namespace {

bool settles(ActionKind kind)
{
    return kind == ActionKind::Pay || kind == ActionKind::Collect || kind == ActionKind::SettleSurrender ||
           kind == ActionKind::SettleRescue;
}

// What the stage settles of the whole line at `spot`'s place, in actions of `kind`.
Money lineTotal(const Stage& stage, ActionKind kind, const Spot& spot)
{
    Money total;
    for (const Step& step : stage.steps)
        if (step.action.kind == kind && step.action.spot.box() == spot.box())
            total += step.action.amount;
    return total;
}

std::optional<Mistake> insuranceMistake(const RoundState& state, const Stage& stage, const DealerAction& action,
                                        const Step* step)
{
    const Spot& spot = action.spot;
    const std::string who = state.playerAt(spot);
    if (!step && state.wagerAt(spot).isZero() &&
        !(spot.bettor == 0 ? state.seat(spot.seat).insuranceSettled : state.backer(spot).insuranceSettled))
        return mistakeAt(MistakeCode::InsuranceProcedure, "MA-S21 13(f)",
                         who + " took no insurance: each player on a shared box insures or not on their own. " +
                             stage.steps.front().why.str(),
                         stage);
    if (step && step->action.amount != action.amount)
        return mistakeAt(MistakeCode::PayoutAmount, "MA-S21 13(f)",
                         "Each player on a shared box has their own insurance: " + step->why.str(), stage);
    return std::nullopt;
}

std::optional<Mistake> handMistake(const RoundState& state, const Stage& stage, const DealerAction& action,
                                   const Step* step)
{
    const Spot& spot = action.spot;
    const Seat& seat = state.seat(spot.seat);
    if (spot.hand < 0 || spot.hand >= static_cast<int>(seat.hands.size()))
        return std::nullopt;
    const PlayerHand& hand = state.hand(spot);
    if (spot.bettor > 0 && !hand.behind[static_cast<std::size_t>(spot.bettor - 1)].placed)
        return mistakeAt(MistakeCode::PayoutAmount, "MA-S21 13(e)",
                         state.playerAt(spot) +
                             " left their wager on another hand of the split: nothing of theirs is on this one. " +
                             stage.steps.front().why.str(),
                         stage);
    if (action.kind == ActionKind::SettleRescue && spot.bettor > 0 && !state.stake(spot).doubled)
        return mistakeAt(MistakeCode::DoubleProcedure, "MA-S21 9(d)",
                         state.playerAt(spot) +
                             " did not double with the caller: a rescue takes back \"the double down wager\", and "
                             "there is none; the wager stands on the hand. " +
                             stage.steps.front().why.str(),
                         stage);
    if (!step || step->action.amount == action.amount)
        return std::nullopt;
    if (spot.bettor == 0 && action.amount == lineTotal(stage, action.kind, spot))
        return mistakeAt(
            MistakeCode::PayoutAmount, "MA-S21 13(c)",
            "Every wager in the box's line is its own player's: settle each on its own. " + step->why.str(), stage);
    if (hand.doubled() && spot.bettor > 0)
        return mistakeAt(MistakeCode::PayoutAmount, "MA-S21 13(d)",
                         state.playerAt(spot) + (state.stake(spot).doubled ? " doubled" : " did not double") +
                             " with the caller: " + step->why.str(),
                         stage);
    if (seat.splits > 0 && spot.bettor > 0)
        return mistakeAt(MistakeCode::PayoutAmount, "MA-S21 13(e)",
                         state.playerAt(spot) + "'s wager on the split hands is as they chose: " + step->why.str(),
                         stage);
    return std::nullopt;
}

} // namespace

std::optional<Mistake> sharedBoxMistake(const RoundState& state, const Stage& stage, const DealerAction& action)
{
    const Spot& spot = action.spot;
    if (!settles(action.kind) || spot.seat < 1 || spot.seat > kSeatCount || !state.occupied(spot.seat))
        return std::nullopt;
    const Seat& seat = state.seat(spot.seat);
    if (seat.backers.empty() || spot.bettor < 0 || spot.bettor > static_cast<int>(seat.backers.size()))
        return std::nullopt;
    const Step* step = sameKindAndSpot(stage, action);
    if (spot.kind == Spot::Kind::Insurance)
        return insuranceMistake(state, stage, action, step);
    if (spot.kind == Spot::Kind::PlayerHand)
        return handMistake(state, stage, action, step);
    return std::nullopt;
}

} // namespace s21

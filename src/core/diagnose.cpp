#include "diagnose.h"

#include <algorithm>

namespace s21 {

namespace {

Mistake make(MistakeCode code, std::string section, std::string explanation, const Stage& stage)
{
    return {code, std::move(section), defaultSeverity(code), acceptableActions(stage), std::move(explanation)};
}

const Step* sameKindAndSpot(const Stage& stage, const DealerAction& action)
{
    for (const Step& step : stage.steps)
        if (step.action.kind == action.kind && step.action.spot == action.spot)
            return &step;
    return nullptr;
}

// Paid where the rules collect, or collected where they pay.
const Step* oppositeSettlement(const Stage& stage, const DealerAction& action)
{
    if (action.kind != ActionKind::Pay && action.kind != ActionKind::Collect)
        return nullptr;
    const ActionKind opposite = action.kind == ActionKind::Pay ? ActionKind::Collect : ActionKind::Pay;
    for (const Step& step : stage.steps)
        if (step.action.kind == opposite && step.action.spot == action.spot)
            return &step;
    return nullptr;
}

} // namespace

bool isLaterStep(const Stage& stage, const DealerAction& action)
{
    return std::any_of(stage.steps.begin(), stage.steps.end(), [&](const Step& s) { return s.action == action; });
}

Mistake diagnose(const RoundState& state, const Stage& stage, const DealerAction& action)
{
    if (stage.steps.empty())
        return make(MistakeCode::OutOfProcedure, state.cite("7.T", "7(h)"), "The round is over.", stage);
    const Step& next = stage.steps.front();

    if (isLaterStep(stage, action))
        return make(stage.orderCode, next.section, "Not yet, out of order: " + next.why, stage);

    if (const Step* step = sameKindAndSpot(stage, action)) {
        if (step->action.amount != action.amount)
            return make(MistakeCode::PayoutAmount, step->section,
                        "Wrong amount: " + formatMoney(action.amount) + " instead of " +
                            formatMoney(step->action.amount) + ". " + step->why,
                        stage);
        return make(MistakeCode::AnnouncementWrong, step->section,
                    "Wrong total announced: " + std::to_string(action.value) + " instead of " +
                        std::to_string(step->action.value) + ".",
                    stage);
    }

    if (const Step* step = oppositeSettlement(stage, action))
        return make(MistakeCode::WrongOutcome, step->section,
                    std::string(action.kind == ActionKind::Pay ? "That wager lost: " : "That wager won: ") + step->why,
                    stage);

    if (action.kind == ActionKind::RevealHoleCard && state.dealer.holeCardDealt && !state.dealer.holeCardRevealed)
        return make(MistakeCode::HoleCardExposed, state.cite("7.G(2)(a), 7.L(1)", "7(i)"),
                    "The hole card stays face down until every player has finished.", stage);

    if (action.kind == ActionKind::DealCard && action.spot.kind == Spot::Kind::Dealer && state.dealer.secondCardShown())
        return make(MistakeCode::DealerDrawing, state.cite("7.M-N", "12(b)-(c)"),
                    "The dealer stands on every 17 and draws no card that cannot change the outcome.", stage);

    if (action.kind == ActionKind::Peek && !state.upCardIsAceOrTen())
        return make(MistakeCode::PeekProcedure, state.cite("13.P", "15(l)"),
                    "The card reader is used only when the up card is an A, K, Q or J.", stage);

    if (state.phase == Phase::PlayerTurns && action.spot.kind == Spot::Kind::PlayerHand &&
        next.action.spot.kind == Spot::Kind::PlayerHand && action.spot.seat != next.action.spot.seat)
        return make(MistakeCode::PlayerOrder, state.cite("7.H", "7(e)"),
                    "Serve the players in turn from your left: " + next.why, stage);

    return make(next.codeIfMissed, next.section, next.why, stage);
}

} // namespace s21

#include "app/input/gesture_plan.h"

#include "app/input/gesture_controller.h"

#include <algorithm>

namespace s21::app {

namespace {

using Step = GestureStep;

constexpr Qt::KeyboardModifiers kNone = Qt::NoModifier;

Step click(Target target) { return {Step::Kind::Click, target, {}, 0, ActionKind::DealCard, kNone, {}}; }
Step shiftClick(Target target) { return {Step::Kind::ShiftClick, target, {}, 0, ActionKind::DealCard, kNone, {}}; }
Step type(const QString& text) { return {Step::Kind::Type, {}, text, 0, ActionKind::DealCard, kNone, {}}; }
Step key(int k) { return {Step::Kind::Key, {}, {}, k, ActionKind::DealCard, kNone, {}}; }
Step command(ActionKind c) { return {Step::Kind::Command, {}, {}, 0, c, kNone, {}}; }
Step drag(Target from, Target to) { return {Step::Kind::Drag, from, {}, 0, ActionKind::DealCard, kNone, to}; }
// Ctrl+N: seat N, or the dealer for 0.
Step selectSeat(int seat)
{
    return {Step::Kind::Key, {}, {}, Qt::Key_0 + seat, ActionKind::DealCard, Qt::ControlModifier, {}};
}

QString amountText(Money amount)
{
    const std::int64_t c = amount.inCents();
    return c % 100 == 0 ? QString::number(c / 100)
                        : QStringLiteral("%1.%2").arg(c / 100).arg(c % 100, 2, 10, QLatin1Char('0'));
}

Target cardsOf(const Spot& spot)
{
    if (spot.kind == Spot::Kind::Dealer)
        return {Target::Kind::DealerCards};
    return {Target::Kind::HandCards, spot.seat, spot.hand};
}

Target wagerOf(const Spot& spot)
{
    switch (spot.kind) {
    case Spot::Kind::MatchWager: return {Target::Kind::MatchWager, spot.seat};
    case Spot::Kind::Insurance: return Target::inLine(Target::Kind::InsuranceWager, spot.seat, 0, spot.bettor);
    case Spot::Kind::Award: return Target::inLine(Target::Kind::Award, spot.seat, 0, spot.bettor);
    case Spot::Kind::BonusSpin: return {Target::Kind::BonusSpinWager, spot.seat};
    case Spot::Kind::Xtreme: return {Target::Kind::XtremeWager, spot.seat};
    default: return Target::inLine(Target::Kind::HandWager, spot.seat, spot.hand, spot.bettor);
    }
}

Guidance guidanceFrom(const std::vector<std::vector<GestureStep>>& plans)
{
    Guidance guidance;
    for (const auto& plan : plans) {
        for (const GestureStep& step : plan) {
            if (step.kind == GestureStep::Kind::Command)
                guidance.commands.push_back(step.command);
            else if (step.kind == GestureStep::Kind::Click || step.kind == GestureStep::Kind::ShiftClick)
                guidance.places.push_back(step.target);
            else if (step.kind == GestureStep::Kind::Drag)
                guidance.places.insert(guidance.places.end(), {step.target, step.to});
        }
    }
    return guidance;
}

} // namespace

// How many Up presses take a seat's selection from its hand's cards to the place of `spot`.
static int upsTo(const Spot& spot, const RoundState& state)
{
    const Target place = spot.kind == Spot::Kind::PlayerHand && spot.bettor == 0 ? cardsOf(spot) : wagerOf(spot);
    const std::vector<Target> cycle = seatSelectionCycle(&state, spot.seat, spot.hand);
    const auto it = std::find(cycle.begin(), cycle.end(), place);
    return it == cycle.end() ? 0 : static_cast<int>(it - cycle.begin());
}

// The clicks and keys that select the place of `spot` for a command. A place whose click would pay
// or collect its chips (a wager behind the caller's on a shared box, the Hot Spot's circle) is
// reached from its hand's cards with Up, as the keyboard does; any other by a click on the cards.
static std::vector<GestureStep> selectForCommand(const Spot& spot, const RoundState& state)
{
    const bool wagerSelected = spot.kind == Spot::Kind::Xtreme || spot.bettor > 0;
    std::vector<GestureStep> steps{click(cardsOf(wagerSelected ? Spot::player(spot.seat, spot.hand) : spot))};
    if (wagerSelected)
        for (int i = 0; i < upsTo(spot, state); ++i)
            steps.push_back(key(Qt::Key_Up));
    return steps;
}

std::vector<GestureStep> mousePlan(const DealerAction& action, const RoundState& state)
{
    const Spot& spot = action.spot;
    switch (action.kind) {
    case ActionKind::Burn: return {click({Target::Kind::Shoe}), click({Target::Kind::Rack})};
    case ActionKind::DealCard: return {click({Target::Kind::Shoe}), click(cardsOf(spot))};
    case ActionKind::DealHoleCard: return {click({Target::Kind::Shoe}), click({Target::Kind::HoleSlot})};
    case ActionKind::Peek: return {click({Target::Kind::Reader})};
    case ActionKind::RevealHoleCard: return {click({Target::Kind::HoleSlot})};
    case ActionKind::PickUpHand: return {click(cardsOf(spot)), click({Target::Kind::Rack})};
    case ActionKind::AskPlayer:
    case ActionKind::AnnounceDealerTotal:
        return {click(cardsOf(action.kind == ActionKind::AskPlayer ? spot : Spot::dealer())),
                type(QString::number(action.value)), key(Qt::Key_Return)};
    case ActionKind::Collect:
        if (action.amount == state.wagerAt(spot))
            return {click(wagerOf(spot))};
        return {click(cardsOf(Spot::player(spot.seat))), type(amountText(action.amount)), shiftClick(wagerOf(spot))};
    case ActionKind::Pay: {
        std::vector<Step> steps;
        for (Money chip : state.profile.chips.stackFor(action.amount))
            steps.push_back(click({Target::Kind::TrayChip, 0, 0, chip}));
        if (steps.empty())
            steps = {click(cardsOf(Spot::player(spot.seat))), type(amountText(action.amount))};
        steps.push_back(click(wagerOf(spot)));
        return steps;
    }
    case ActionKind::MoveChips: return {drag(wagerOf(spot), wagerOf(action.to))};
    case ActionKind::TakeCoupon: // the paid wager's place, empty of its own chips, selects it
        return {click(wagerOf(spot)), command(ActionKind::TakeCoupon)};
    // The reshuffled rack's cut (MD-S21 13.K, MA-S21 15(g)): the seat selected, the offer made.
    case ActionKind::OfferCut: return {click(cardsOf(spot)), command(ActionKind::OfferCut)};
    case ActionKind::Cut:
        return {click(cardsOf(Spot::dealer())), type(QString::number(action.value)), command(ActionKind::Cut)};
    case ActionKind::DrawDeterminant: return {type(QString::number(action.value)), command(action.kind)};
    default: break;
    }
    if (actionStage(action.kind) == ActionStage::BetweenRounds)
        return {}; // the shoe procedure's own: shoeMousePlan
    // No gesture of its own: the place selected, the amount typed, then the command.
    const ActionOperands operands = actionOperands(action.kind);
    std::vector<Step> steps = operands.spot ? selectForCommand(spot, state) : std::vector<Step>{};
    if (operands.amount)
        steps.push_back(type(amountText(action.amount)));
    steps.push_back(command(action.kind));
    return steps;
}

std::vector<GestureStep> keyboardPlan(const DealerAction& action, const RoundState& state)
{
    std::vector<Step> steps{key(Qt::Key_Escape), key(Qt::Key_Escape), key(Qt::Key_Escape)};
    const Spot& spot = action.spot;
    const bool dealerTotal = action.kind == ActionKind::AnnounceDealerTotal;
    const bool cut = action.kind == ActionKind::Cut;
    if (spot.kind == Spot::Kind::Dealer || dealerTotal) {
        steps.push_back(selectSeat(0));
    } else if (spot.kind != Spot::Kind::None) {
        steps.push_back(selectSeat(spot.seat));
        // A seat in several hands on the table is selected whole: Right chooses the first of them, then
        // the next (a hand already picked up is passed over).
        const std::vector<int> onTable = handsOnTable(state, spot.seat);
        if (onTable.size() > 1) {
            steps.push_back(key(Qt::Key_Right));
            const auto before =
                std::count_if(onTable.begin(), onTable.end(), [&](int hand) { return hand < spot.hand; });
            for (std::ptrdiff_t i = 0; i < before; ++i)
                steps.push_back(key(Qt::Key_Right));
        }
        for (int i = 0; i < upsTo(spot, state); ++i)
            steps.push_back(key(Qt::Key_Up));
    }
    if (actionOperands(action.kind).amount)
        steps.push_back(type(amountText(action.amount)));
    if (actionOperands(action.kind).to) // the seat's hand the chips go onto: "5", "5.2"
        steps.push_back(type(QString::number(action.to.seat) +
                             (action.to.hand > 0 ? QStringLiteral(".%1").arg(action.to.hand + 1) : QString())));
    if (cut || action.kind == ActionKind::DrawDeterminant)
        steps.push_back(type(QString::number(action.value)));
    if (action.kind == ActionKind::AskPlayer || dealerTotal) {
        steps.push_back(type(QString::number(action.value)));
        steps.push_back(key(Qt::Key_Return));
    } else {
        steps.push_back(command(action.kind));
    }
    return steps;
}

Guidance guidanceFor(const std::vector<DealerAction>& actions, const RoundState& state)
{
    std::vector<std::vector<GestureStep>> plans;
    for (const DealerAction& action : actions)
        plans.push_back(mousePlan(action, state));
    return guidanceFrom(plans);
}

std::vector<GestureStep> shoeMousePlan(const DealerAction& action)
{
    switch (action.kind) {
    case ActionKind::Burn: return {click({Target::Kind::Shoe}), click({Target::Kind::Rack})};
    case ActionKind::OfferCut: return {click({Target::Kind::CardStack}), click(cardsOf(action.spot))};
    case ActionKind::LoadShoe: return {click({Target::Kind::CardStack}), click({Target::Kind::Shoe})};
    case ActionKind::Cut: return {type(QString::number(action.value)), click({Target::Kind::CardStack})};
    case ActionKind::InsertCoverCard: return {type(QString::number(action.value)), click({Target::Kind::CoverCard})};
    default: break;
    }
    return {command(action.kind)};
}

std::vector<GestureStep> shoeKeyboardPlan(const DealerAction& action)
{
    std::vector<Step> steps{key(Qt::Key_Escape), key(Qt::Key_Escape), key(Qt::Key_Escape)};
    if (action.kind == ActionKind::OfferCut)
        steps.push_back(type(QString::number(action.spot.seat)));
    else if (action.kind == ActionKind::Cut || action.kind == ActionKind::InsertCoverCard)
        steps.push_back(type(QString::number(action.value)));
    steps.push_back(command(action.kind));
    return steps;
}

Guidance shoeGuidanceFor(const std::vector<DealerAction>& actions)
{
    std::vector<std::vector<GestureStep>> plans;
    for (const DealerAction& action : actions)
        plans.push_back(shoeMousePlan(action));
    return guidanceFrom(plans);
}

} // namespace s21::app

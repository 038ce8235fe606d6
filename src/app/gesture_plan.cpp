#include "gesture_plan.h"

#include <optional>

namespace s21::app {

namespace {

using Step = GestureStep;

Step click(Target target) { return {Step::Kind::Click, target, {}, 0, Command::Deal}; }
Step shiftClick(Target target) { return {Step::Kind::ShiftClick, target, {}, 0, Command::Deal}; }
Step type(const QString& text) { return {Step::Kind::Type, {}, text, 0, Command::Deal}; }
Step key(int k) { return {Step::Kind::Key, {}, {}, k, Command::Deal}; }
Step command(Command c) { return {Step::Kind::Command, {}, {}, 0, c}; }

QString amountText(Money amount)
{
    const std::int64_t c = amount.inCents();
    return c % 100 == 0 ? QString::number(c / 100) : QStringLiteral("%1.%2").arg(c / 100).arg(c % 100, 2, 10, QLatin1Char('0'));
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
    case Spot::Kind::Insurance: return {Target::Kind::InsuranceWager, spot.seat};
    case Spot::Kind::Award: return {Target::Kind::Award, spot.seat};
    case Spot::Kind::BonusSpin: return {Target::Kind::BonusSpinWager, spot.seat};
    default: return {Target::Kind::HandWager, spot.seat, spot.hand};
    }
}

// The command that completes a spot-less or spot-selected action.
std::optional<Command> commandOf(ActionKind kind)
{
    switch (kind) {
    case ActionKind::DealCard: return Command::Deal;
    case ActionKind::DealHoleCard: return Command::HoleCard;
    case ActionKind::Burn: return Command::Burn;
    case ActionKind::Collect: return Command::Collect;
    case ActionKind::Pay: return Command::Pay;
    case ActionKind::OfferInsurance: return Command::OfferInsurance;
    case ActionKind::CloseInsurance: return Command::CloseInsurance;
    case ActionKind::Peek: return Command::Peek;
    case ActionKind::RevealHoleCard: return Command::Reveal;
    case ActionKind::AnnounceDealersCard: return Command::DealersCard;
    case ActionKind::AnnounceBlackjack: return Command::Blackjack;
    case ActionKind::SplitPair: return Command::Split;
    case ActionKind::PlaceWagerOnCards: return Command::WagerOnCards;
    case ActionKind::SettleSurrender: return Command::SettleSurrender;
    case ActionKind::SettleRescue: return Command::SettleRescue;
    case ActionKind::PickUpHand: return Command::PickUp;
    case ActionKind::DiscardFaceUp: return Command::DiscardFaceUp;
    case ActionKind::RemoveTens: return Command::RemoveTens;
    case ActionKind::CallFloor: return Command::CallFloor;
    case ActionKind::VoidRound: return Command::Void;
    case ActionKind::DiscardDrawnCard: return Command::DiscardDrawn;
    case ActionKind::SetAsideCoverCard: return Command::SetAsideCoverCard;
    case ActionKind::OfferOption: return Command::Option;
    case ActionKind::DeclareDeadHand: return Command::DeadHand;
    case ActionKind::PressBonusButton: return Command::BonusButton;
    case ActionKind::SpinWheel: return Command::Wheel;
    case ActionKind::Shuffle: return Command::Shuffle;
    case ActionKind::Cut: return Command::Cut;
    case ActionKind::InspectCards: return Command::Inspect;
    case ActionKind::SpreadCards: return Command::Spread;
    case ActionKind::SpreadFaceDown: return Command::SpreadFaceDown;
    case ActionKind::TurnSpreadFaceUp: return Command::TurnUp;
    case ActionKind::WashCards: return Command::Wash;
    case ActionKind::StackCards: return Command::StackCards;
    case ActionKind::GatherCards: return Command::Gather;
    case ActionKind::UnloadShoe: return Command::Unload;
    case ActionKind::Plug: return Command::Plug;
    case ActionKind::Riffle: return Command::Riffle;
    case ActionKind::Turn: return Command::TurnStacks;
    case ActionKind::Strip: return Command::Strip;
    case ActionKind::OfferCut: return Command::OfferCut;
    case ActionKind::Recut: return Command::Recut;
    case ActionKind::CompleteCut: return Command::CompleteCut;
    case ActionKind::InsertCoverCard: return Command::CoverCard;
    case ActionKind::LoadShoe: return Command::LoadShoe;
    case ActionKind::RemoveShufflerBatch: return Command::RemoveBatch;
    case ActionKind::CoverShuffler: return Command::CoverShuffler;
    case ActionKind::RemoveShuffler: return Command::RemoveShuffler;
    default: break; // announcements with a total use Enter
    }
    return std::nullopt;
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
        }
    }
    return guidance;
}

} // namespace

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
    case ActionKind::SettleSurrender:
    case ActionKind::SettleRescue:
        return {click(cardsOf(spot)), type(amountText(action.amount)), command(*commandOf(action.kind))};
    case ActionKind::AnnounceBlackjack:
    case ActionKind::SplitPair:
    case ActionKind::OfferOption:
    case ActionKind::DeclareDeadHand:
    case ActionKind::PressBonusButton:
    case ActionKind::SpinWheel:
    case ActionKind::PlaceWagerOnCards: return {click(cardsOf(spot)), command(*commandOf(action.kind))};
    case ActionKind::OfferInsurance:
    case ActionKind::CloseInsurance:
    case ActionKind::AnnounceDealersCard:
    case ActionKind::DiscardFaceUp:
    case ActionKind::RemoveTens:
    case ActionKind::CallFloor:
    case ActionKind::VoidRound:
    case ActionKind::DiscardDrawnCard:
    case ActionKind::SetAsideCoverCard:
    case ActionKind::Shuffle: return {command(*commandOf(action.kind))};
    case ActionKind::Cut: return {click(cardsOf(Spot::dealer())), type(QString::number(action.value)), command(Command::Cut)};
    default: break; // the shoe procedure's own: shoeMousePlan
    }
    return {};
}

std::vector<GestureStep> keyboardPlan(const DealerAction& action, const RoundState&)
{
    std::vector<Step> steps{key(Qt::Key_Escape), key(Qt::Key_Escape), key(Qt::Key_Escape)};
    const Spot& spot = action.spot;
    const bool dealerTotal = action.kind == ActionKind::AnnounceDealerTotal;
    const bool cut = action.kind == ActionKind::Cut;
    if (spot.kind == Spot::Kind::Dealer || dealerTotal || cut) {
        steps.push_back(type(QStringLiteral("0")));
    } else if (spot.kind != Spot::Kind::None) {
        steps.push_back(type(QString::number(spot.seat)));
        for (int i = 0; i < spot.hand; ++i)
            steps.push_back(key(Qt::Key_Right));
        const int ups = spot.kind == Spot::Kind::MatchWager  ? 1
                        : spot.kind == Spot::Kind::Insurance ? 2
                        : spot.kind == Spot::Kind::Award     ? 3
                        : spot.kind == Spot::Kind::BonusSpin ? 4
                                                             : 0;
        for (int i = 0; i < ups; ++i)
            steps.push_back(key(Qt::Key_Up));
    }
    const bool hasAmount = action.kind == ActionKind::Collect || action.kind == ActionKind::Pay ||
                           action.kind == ActionKind::SettleSurrender || action.kind == ActionKind::SettleRescue;
    if (hasAmount)
        steps.push_back(type(amountText(action.amount)));
    if (cut)
        steps.push_back(type(QString::number(action.value)));
    if (action.kind == ActionKind::AskPlayer || dealerTotal) {
        steps.push_back(type(QString::number(action.value)));
        steps.push_back(key(Qt::Key_Return));
    } else if (const std::optional<Command> c = commandOf(action.kind)) {
        steps.push_back(command(*c));
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
    if (const std::optional<Command> c = commandOf(action.kind))
        return {command(*c)};
    return {};
}

std::vector<GestureStep> shoeKeyboardPlan(const DealerAction& action)
{
    std::vector<Step> steps{key(Qt::Key_Escape), key(Qt::Key_Escape), key(Qt::Key_Escape)};
    if (action.kind == ActionKind::OfferCut)
        steps.push_back(type(QString::number(action.spot.seat)));
    else if (action.kind == ActionKind::Cut || action.kind == ActionKind::InsertCoverCard)
        steps.push_back(type(QString::number(action.value)));
    if (const std::optional<Command> c = commandOf(action.kind))
        steps.push_back(command(*c));
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

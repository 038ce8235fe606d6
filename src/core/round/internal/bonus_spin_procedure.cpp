#include "core/round/internal/bonus_spin_procedure.h"

namespace s21 {

namespace {

bool waitsForSettlement(const RoundState& state, int s)
{
    return state.inPlay(s) && !state.seat(s).bonusSpinWager.isZero() && !state.seat(s).bonusSpinSettled;
}

const Hand& firstTwoCards(const Seat& seat) { return seat.hands.front().cards; }

Stage single(Step step)
{
    Stage stage;
    stage.steps.push_back(std::move(step));
    return stage;
}

} // namespace

Stage bonusSpinStage(const RoundState& state)
{
    const BonusSpinRules& rules = state.profile.bonusSpin;
    if (rules.variant != BonusSpinVariant::MassachusettsAcePays)
        return {};
    for (int s = kSeatCount; s >= 1; --s) {
        if (!waitsForSettlement(state, s) || state.seat(s).bonusButtonPressed)
            continue;
        const Seat& seat = state.seat(s);
        if (spinsTheWheel(firstTwoCards(seat)))
            return single({DealerAction::simple(ActionKind::PressBonusButton, Spot::player(s)),
                           MistakeCode::BonusSpinProcedure, "MA-S21 16(d)(1)",
                           LazyText::format("A blackjack on seat {}'s Bonus Spin: press its button; the wheel spins "
                                            "once the hand is complete.",
                                            s)});
        if (paysForAnAce(firstTwoCards(seat)))
            return single(
                {DealerAction::pay(Spot::bonusSpin(s), rules.acePayout), MistakeCode::BonusSpinProcedure,
                 "MA-S21 16(c)",
                 LazyText::format("An ace in seat {}'s first two cards: pay its Bonus Spin {}.", s, rules.acePayout)});
        return single({DealerAction::collect(Spot::bonusSpin(s), seat.bonusSpinWager), MistakeCode::BonusSpinProcedure,
                       "MA-S21 16(a)",
                       LazyText::format("No ace and no blackjack: collect seat {}'s Bonus Spin wager.", s)});
    }
    return {};
}

Stage bonusWheelStage(const RoundState& state)
{
    const BonusSpinRules& rules = state.profile.bonusSpin;
    if (rules.variant != BonusSpinVariant::MassachusettsAcePays)
        return {};
    for (int s = kSeatCount; s >= 1; --s) {
        if (!waitsForSettlement(state, s))
            continue;
        const Seat& seat = state.seat(s);
        if (!seat.wheelStop)
            return single({DealerAction::simple(ActionKind::SpinWheel, Spot::player(s)),
                           MistakeCode::BonusSpinProcedure, "MA-S21 16(d)(2)",
                           LazyText::format("The hand is complete: spin the Bonus Spin wheel for seat {}.", s)});
        const Money won = wheelPayout(rules, seat.bonusSpinWager, *seat.wheelStop);
        return single(
            {DealerAction::pay(Spot::bonusSpin(s), won), MistakeCode::BonusSpinProcedure, "MA-S21 16(d)(2)",
             LazyText::format("The wheel shows {}: pay seat {}'s Bonus Spin {}.", seat.wheelStop->amount, s, won)});
    }
    return {};
}

std::optional<Step> progressiveStep(const RoundState& state, int s)
{
    const BonusSpinRules& rules = state.profile.bonusSpin;
    if (rules.variant != BonusSpinVariant::MarylandProgressive || !waitsForSettlement(state, s))
        return std::nullopt;
    const Seat& seat = state.seat(s);
    if (!spinsTheWheel(firstTwoCards(seat)))
        return Step{DealerAction::collect(Spot::bonusSpin(s), seat.bonusSpinWager), MistakeCode::BonusSpinProcedure,
                    "MD-S21BS 6.G(2)", LazyText::format("No blackjack: collect seat {}'s progressive wager.", s)};
    if (!seat.wheelStop)
        return Step{DealerAction::simple(ActionKind::SpinWheel, Spot::player(s)), MistakeCode::BonusSpinProcedure,
                    "MD-S21BS 12.D(5), 12.D(7)",
                    LazyText::format("Seat {}'s blackjack is paid: spin the Bonus Spin wheel for its progressive.", s)};
    const WheelPaytable& wheel = wheelFor(rules, seat.bonusSpinWager);
    const bool jackpot = seat.wheelStop->jackpot;
    const Money won = wheelPayout(rules, seat.bonusSpinWager, *seat.wheelStop);
    return Step{DealerAction::pay(Spot::bonusSpin(s), won), MistakeCode::BonusSpinProcedure,
                LazyText::literal(wheelPaySection(wheel.letter, jackpot)),
                jackpot ? LazyText::format("The wheel shows the Jackpot: pay seat {}'s progressive {} ({}).", s, won,
                                           LazyText::Arg::literal(
                                               jackpotIsProgressive(wheel.letter) ? "the meter" : "the fixed prize"))
                        : LazyText::format("The wheel shows {}: pay seat {}'s progressive {}.", won, s, won)};
}

std::optional<Step> communityPayStep(const RoundState& state, int s)
{
    const BonusSpinRules& rules = state.profile.bonusSpin;
    const Seat& seat = state.seat(s);
    if (!state.inPlay(s) || seat.bonusSpinPlaced.isZero() || !seat.bonusSpinSettled)
        return std::nullopt;
    Money owed;
    for (int spinner = 1; spinner <= kSeatCount; ++spinner) {
        const Seat& other = state.seat(spinner);
        if (spinner != s && state.inPlay(spinner) && other.wheelStop && other.bonusSpinSettled)
            owed += communityPay(rules, other.bonusSpinPlaced, *other.wheelStop, seat.bonusSpinPlaced);
    }
    if (owed <= seat.communityPaid)
        return std::nullopt;
    const Money due = owed - seat.communityPaid;
    return Step{DealerAction::pay(Spot::bonusSpin(s), due), MistakeCode::BonusSpinProcedure,
                LazyText::literal(communityPaySection(rules, seat.bonusSpinPlaced)),
                LazyText::format("Another player's spin landed on a Community Pay symbol: pay seat {} its Community "
                                 "Pay of {}, by its own {} progressive wager.",
                                 s, due, seat.bonusSpinPlaced)};
}

} // namespace s21

#include "bonus_spin_procedure.h"

namespace s21 {

namespace {

bool waitsForSettlement(const RoundState& state, int s)
{
    return state.inPlay(s) && !state.seat(s).bonusSpinWager.isZero() && !state.seat(s).bonusSpinSettled;
}

const Hand& firstTwoCards(const Seat& seat)
{
    return seat.hands.front().cards;
}

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
                           "A blackjack on " + describe(Spot::player(s)) + "'s Bonus Spin: press its button; the wheel "
                                                             "spins once the hand is complete."});
        if (paysForAnAce(firstTwoCards(seat)))
            return single({DealerAction::pay(Spot::bonusSpin(s), rules.acePayout), MistakeCode::BonusSpinProcedure,
                           "MA-S21 16(c)",
                           "An ace in " + describe(Spot::player(s)) + "'s first two cards: pay its Bonus Spin " +
                               formatMoney(rules.acePayout) + "."});
        return single({DealerAction::collect(Spot::bonusSpin(s), seat.bonusSpinWager), MistakeCode::BonusSpinProcedure,
                       "MA-S21 16(a)", "No ace and no blackjack: collect " + describe(Spot::player(s)) + "'s Bonus Spin wager."});
    }
    return {};
}

Stage bonusWheelStage(const RoundState& state)
{
    const BonusSpinRules& rules = state.profile.bonusSpin;
    const bool maryland = rules.variant == BonusSpinVariant::MarylandProgressive;
    const char* spinSection = maryland ? "MD-S21BS 12.D(5)" : "MA-S21 16(d)(2)";
    for (int s = kSeatCount; s >= 1; --s) {
        if (!waitsForSettlement(state, s))
            continue;
        const Seat& seat = state.seat(s);
        const bool spins = maryland ? spinsTheWheel(firstTwoCards(seat)) : seat.bonusButtonPressed;
        if (!spins)
            return single({DealerAction::collect(Spot::bonusSpin(s), seat.bonusSpinWager),
                           MistakeCode::BonusSpinProcedure, "MD-S21BS 6.G(2)",
                           "No blackjack: collect " + describe(Spot::player(s)) + "'s Bonus Spin wager."});
        if (!seat.wheelStop)
            return single({DealerAction::simple(ActionKind::SpinWheel, Spot::player(s)), MistakeCode::BonusSpinProcedure,
                           spinSection,
                           "The hand is complete: spin the Bonus Spin wheel for " + describe(Spot::player(s)) + "'s blackjack."});
        const Money won = wheelPayout(rules, *seat.wheelStop);
        return single({DealerAction::pay(Spot::bonusSpin(s), won), MistakeCode::BonusSpinProcedure,
                       maryland ? "MD-S21BS 12.D(5), 12.D(7)" : "MA-S21 16(d)(2)",
                       "The wheel shows " + describe(*seat.wheelStop) + ": pay " + describe(Spot::player(s)) + "'s Bonus Spin " +
                           formatMoney(won) + "."});
    }
    return {};
}

} // namespace s21

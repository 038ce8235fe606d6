#include "core/round/internal/bonus_spin_procedure.h"

namespace s21 {

namespace {

bool waitsForSettlement(const RoundState& state, int s)
{
    return state.inPlay(s) && !state.seat(s).bonusSpin.wager.isZero() && !state.seat(s).bonusSpin.settled;
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
        return single({DealerAction::collect(Spot::bonusSpin(s), seat.bonusSpin.wager), MistakeCode::BonusSpinProcedure,
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
        if (!seat.bonusSpin.stop)
            return single({DealerAction::simple(ActionKind::SpinWheel, Spot::player(s)),
                           MistakeCode::BonusSpinProcedure, "MA-S21 16(d)(2)",
                           LazyText::format("The hand is complete: spin the Bonus Spin wheel for seat {}.", s)});
        const Money won = wheelPayout(state.bonusSpinJackpots, seat.bonusSpin.wager, *seat.bonusSpin.stop);
        return single({DealerAction::pay(Spot::bonusSpin(s), won), MistakeCode::BonusSpinProcedure, "MA-S21 16(d)(2)",
                       LazyText::format("The wheel shows {}: pay seat {}'s Bonus Spin {}.", seat.bonusSpin.stop->amount,
                                        s, won)});
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
        return Step{DealerAction::collect(Spot::bonusSpin(s), seat.bonusSpin.wager), MistakeCode::BonusSpinProcedure,
                    "MD-S21BS 6.G(2)", LazyText::format("No blackjack: collect seat {}'s progressive wager.", s)};
    if (!seat.bonusSpin.stop)
        return Step{DealerAction::simple(ActionKind::SpinWheel, Spot::player(s)), MistakeCode::BonusSpinProcedure,
                    "MD-S21BS 12.D(5), 12.D(7)",
                    LazyText::format("Seat {}'s blackjack is paid: spin the Bonus Spin wheel for its progressive.", s)};
    const WheelPaytable& wheel = wheelFor(rules, seat.bonusSpin.wager);
    const bool jackpot = seat.bonusSpin.stop->jackpot;
    const Money won = wheelPayout(state.bonusSpinJackpots, seat.bonusSpin.wager, *seat.bonusSpin.stop);
    return Step{DealerAction::pay(Spot::bonusSpin(s), won), MistakeCode::BonusSpinProcedure,
                LazyText::literal(wheelPaySection(wheel.letter, jackpot)),
                jackpot ? LazyText::format("The wheel shows the Jackpot: pay seat {}'s progressive {} ({}).", s, won,
                                           LazyText::Arg::literal(
                                               jackpotIsProgressive(wheel.letter) ? "the meter" : "the fixed prize"))
                        : LazyText::format("The wheel shows {}: pay seat {}'s progressive {}.", won, s, won)};
}

std::optional<Step> communityPayStep(const RoundState& state, int s, Spot::Kind kind)
{
    const bool xtreme = kind == Spot::Kind::Xtreme;
    const auto wagerOf = [xtreme](const Seat& seat) -> const ProgressiveWager& {
        return xtreme ? seat.xtreme : seat.bonusSpin;
    };
    const ProgressiveWager& own = wagerOf(state.seat(s));
    if (!state.inPlay(s) || own.placed.isZero() || !own.settled)
        return std::nullopt;
    Money owed;
    for (int spinner = 1; spinner <= kSeatCount; ++spinner) {
        const ProgressiveWager& other = wagerOf(state.seat(spinner));
        if (spinner == s || !state.inPlay(spinner) || !other.stop || !other.settled)
            continue;
        owed += xtreme ? xtremeCommunityPay(*other.stop, own.placed)
                       : communityPay(state.profile.bonusSpin, other.placed, *other.stop, own.placed);
    }
    if (owed <= own.communityPaid)
        return std::nullopt;
    const Money due = owed - own.communityPaid;
    return Step{DealerAction::pay({kind, s, 0}, due), MistakeCode::BonusSpinProcedure,
                LazyText::literal(xtreme ? "MD-S21BS 12.E(5), 12.E(6)(a)"
                                         : communityPaySection(state.profile.bonusSpin, own.placed)),
                LazyText::format("Another player's spin landed on a Community Pay symbol: pay seat {}'s {} its "
                                 "Community Pay of {}, by its own {} wager.",
                                 s, LazyText::Arg::literal(xtreme ? "Xtreme 16" : "progressive"), due, own.placed)};
}

std::optional<Step> xtremeStep(const RoundState& state, int s)
{
    const ProgressiveWager& xtreme = state.seat(s).xtreme;
    if (!state.inPlay(s) || xtreme.wager.isZero() || xtreme.settled)
        return std::nullopt;
    if (!xtremeTriggered(state.dealer.cards))
        return Step{DealerAction::collect(Spot::xtreme(s), xtreme.wager), MistakeCode::BonusSpinProcedure,
                    "MD-S21BS 6.G(3)",
                    LazyText::format("Your first two cards are not a six and a 10-value card: collect seat {}'s "
                                     "Xtreme 16 wager.",
                                     s)};
    if (!xtreme.stop)
        return Step{DealerAction::simple(ActionKind::SpinWheel, Spot::xtreme(s)), MistakeCode::BonusSpinProcedure,
                    "MD-S21BS 12.E(2), 12.E(4)",
                    LazyText::format("Your first two cards are a six and a 10-value card: spin the Hot Spot Prize "
                                     "Wheel for seat {}'s Xtreme 16 wager.",
                                     s)};
    const Money won = xtremePayout(state.xtremeMeters, *xtreme.stop);
    return Step{
        DealerAction::pay(Spot::xtreme(s), won), MistakeCode::BonusSpinProcedure,
        LazyText::literal(xtremePaySection(*xtreme.stop)),
        LazyText::format("The Hot Spot wheel shows {}: pay seat {}'s Xtreme 16 {}.",
                         LazyText::Arg::literal(xtreme.stop->jackpot ? (xtreme.stop->secondary ? "the secondary Jackpot"
                                                                                               : "the primary Jackpot")
                                                                     : "its symbol"),
                         s, won)};
}

} // namespace s21

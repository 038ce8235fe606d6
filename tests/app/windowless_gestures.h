#pragma once
// The gesture controller driven with no window: a round dealt to the players' turns, and a gesture
// plan (app::mousePlan, app::keyboardPlan) carried out on a controller alone, a click going to its
// target as the scene would send it, typed text key by key, a command straight to the controller.

#include "app/input/gesture_controller.h"
#include "app/input/gesture_plan.h"
#include "core/round/round.h"

#include <vector>

namespace s21::test {

// Seats 3 and 5 at a Maryland table, no card burned: seat 3 is dealt a pair of eights (8D 8S), seat
// 5 9H 6H, the dealer 7C and 5D; the shoe goes on 4C 3H 2S 9D ...
inline RoundSetup pairAtSeatThree()
{
    RoundSetup setup;
    setup.profile = marylandProfile(6);
    setup.seats = {{3, "Ann", Money::dollars(1000), Money::dollars(25), Money(), Money()},
                   {5, "Dee", Money::dollars(500), Money::dollars(15), Money(), Money()}};
    setup.shoe = Shoe::stacked(parseCards("8D 9H 7C 8S 6H 5D 4C 3H 2S 9D 8C 7H 6S 5C 4D 3S 2H").value());
    return setup;
}

// A round dealt from `setup` until the players' turns (every card of the deal out).
struct DealtToPlayers {
    ScriptedPlayers players;
    ManualClock clock;
    Round round;
    explicit DealtToPlayers(const RoundSetup& setup) : round(setup, players, clock)
    {
        while (!round.complete() && (round.state().phase == Phase::Burn || round.state().phase == Phase::InitialDeal))
            if (!round.apply(round.expected().front()).accepted)
                break;
    }
};

// The actions a gesture controller on `state` emits when `steps` are carried out.
inline std::vector<DealerAction> actionsOfSteps(const RoundState& state, const std::vector<app::GestureStep>& steps)
{
    using Kind = app::GestureStep::Kind;
    app::GestureController gestures;
    gestures.setRound(&state);
    std::vector<DealerAction> actions;
    QObject::connect(&gestures, &app::GestureController::action,
                     [&](const DealerAction& done) { actions.push_back(done); });
    for (const app::GestureStep& step : steps) {
        switch (step.kind) {
        case Kind::Click: gestures.click(step.target, Qt::NoModifier); break;
        case Kind::ShiftClick: gestures.click(step.target, Qt::ShiftModifier); break;
        case Kind::Key: gestures.key(step.key, step.modifiers, QString()); break;
        case Kind::Type:
            for (const QChar c : step.text)
                gestures.key(0, Qt::NoModifier, c);
            break;
        case Kind::Command: gestures.command(step.command); break;
        case Kind::Drag: gestures.drag(step.target, step.to); break;
        }
    }
    return actions;
}

} // namespace s21::test

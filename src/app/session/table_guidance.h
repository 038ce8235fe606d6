#pragma once
// What guided practice lights on the table and the action bar, decided below the window: the places
// and commands of the actions the procedure expects next (gesture_plan.h's guidance, of a round or
// of the shoe procedure), and where a mistaken action landed, marked until the next action. Nothing
// when the session gives no hints (SessionPlan::hinted).

#include "app/input/gesture_plan.h"
#include "app/session/session_plan.h"
#include "app/session/trainer_session.h"

#include <vector>

namespace s21::app {

// What to light for what the procedure expects now; nothing while `thinking` (the seat still
// deciding, PlayerMoment::thinking) is not 0: the table must not light the answer before the signal.
Guidance expectedGuidance(const TrainerSession& session, const SessionPlan& plan, int thinking);

// Where `verdict`'s action landed, to mark as a mistake: its places, but the shoe and the tray's
// chips (taken from, not dealt to); none unless it is a mistake and the session gives hints.
std::vector<Target> mistakeMarks(const TrainerSession& session, const SessionPlan& plan, const Verdict& verdict);

} // namespace s21::app

#include "app/session/table_guidance.h"

namespace s21::app {

namespace {

// The guidance for `actions` at the stage the session is at: between rounds, the shoe procedure's.
Guidance guidanceAtStage(const TrainerSession& session, const std::vector<DealerAction>& actions)
{
    return session.betweenRounds() ? shoeGuidanceFor(actions) : guidanceFor(actions, session.state());
}

} // namespace

Guidance expectedGuidance(const TrainerSession& session, const SessionPlan& plan, int thinking)
{
    if (!plan.hinted() || thinking != 0)
        return {};
    return guidanceAtStage(session, session.procedure().expected());
}

std::vector<Target> mistakeMarks(const TrainerSession& session, const SessionPlan& plan, const Verdict& verdict)
{
    std::vector<Target> marks;
    if (!verdict.isMistake() || !plan.hinted())
        return marks;
    for (const Target& place : guidanceAtStage(session, {verdict.action}).places)
        if (place.kind != Target::Kind::Shoe && place.kind != Target::Kind::TrayChip)
            marks.push_back(place);
    return marks;
}

} // namespace s21::app

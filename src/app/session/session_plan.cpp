#include "app/session/session_plan.h"

#include "app/session/exam_sitting.h"
#include "core/base/contract.h"

namespace s21::app {

SessionPlan::SessionPlan(TrainerSession& session, SessionRecorder& recorder) : session_(session), recorder_(recorder) {}

SessionKind SessionPlan::kind() const
{
    if (exam_)
        return SessionKind::Exam;
    if (playingDrill())
        return SessionKind::Drill;
    if (session_.scenario())
        return SessionKind::Scenario;
    return session_.roundMode() == Mode::Guided ? SessionKind::GuidedPractice : SessionKind::FreePractice;
}

bool SessionPlan::hinted() const
{
    switch (kind()) {
    case SessionKind::GuidedPractice: return true;
    case SessionKind::Scenario: return session_.roundMode() == Mode::Guided;
    case SessionKind::FreePractice:
    case SessionKind::Drill:
    case SessionKind::Exam: return false;
    }
    return false;
}

void SessionPlan::practise(Mode mode)
{
    drill_.reset();
    session_.setMode(mode);
}

bool SessionPlan::startDrill(Drill drill)
{
    if (drill.empty())
        return false;
    drill_ = std::move(drill);
    session_.setMode(Mode::Free);
    return true;
}

void SessionPlan::sitExam(const ExamSitting* sitting)
{
    exam_ = sitting;
    if (exam_)
        drill_.reset();
}

bool SessionPlan::tableStill() const { return exam_ && exam_->run().exam().stillTable; }

bool SessionPlan::drillClockRuns() const
{
    return kind() == SessionKind::Drill && !session_.log().empty() && !session_.procedure().complete();
}

void SessionPlan::nextRound()
{
    S21_EXPECTS(!exam_);
    recorder_.setDrill(drill_ ? drill_->skill() : QString());
    if (drill_)
        session_.playScenario(drill_->next());
    else
        session_.newRound();
}

bool SessionPlan::dealAt(RuleProfile rules)
{
    const bool fits = !limits_ || applyTableLimits(rules, *limits_).empty();
    session_.setProfile(rules);
    if (drill_ && drill_->current())
        session_.playScenario(*drill_->current());
    return fits;
}

void SessionPlan::roundOpened()
{
    if (playingDrill())
        drillTargetMs_ = speedTargetMs(*session_.scenario(), session_.correctSequence().size(), secondsPerAction_);
}

bool SessionPlan::countDrillRound()
{
    if (!playingDrill())
        return false;
    drill_->record(session_.scoreCard(), drillTargetMs_);
    return true;
}

bool SessionPlan::playingDrill() const
{
    const Scenario* playing = session_.scenario();
    const Scenario* drilled = drill_ ? drill_->current() : nullptr;
    return !exam_ && playing && drilled && playing->id == drilled->id;
}

} // namespace s21::app

#pragma once
// What kind of session the table is dealing, decided below the window: guided or free practice, a
// drill, a scenario chosen from the library (or opened), or an exam's round. The plan owns the
// drill being played, with its speed target and tally, and deals the next round as the kind asks;
// the exam desk tells it when an exam is sat. The window asks kind() and shows what it says, and
// never works the kind out from which of its members happens to be set.

#include "app/session/drill.h"
#include "app/session/session_recorder.h"
#include "app/session/table_limits.h"
#include "app/session/trainer_session.h"

#include <cstdint>
#include <optional>

namespace s21::app {

class ExamSitting;

enum class SessionKind : std::uint8_t {
    GuidedPractice, // practice rounds: hints, places lit, each mistake explained at once
    FreePractice,   // practice rounds without hints; mistakes in the round's summary
    Drill,          // one of a drill's scenarios, against its speed target, with free practice's feedback
    Scenario,       // a scenario chosen or opened, dealt guided or free as the session's mode says
    Exam,           // one of an exam's rounds: no hints, nothing explained until the end
};

class SessionPlan {
public:
    // Both must outlive the plan (the window's).
    SessionPlan(TrainerSession& session, SessionRecorder& recorder);

    // The kind of the round (or shoe procedure) under way.
    SessionKind kind() const;
    // Whether this kind of session gives hints and explains each mistake at once (guided practice,
    // or a scenario dealt guided; never a drill nor an exam).
    bool hinted() const;

    // Practice in `mode` from the next round on: a drill being played ends.
    void practise(Mode mode);
    // Plays `drill`'s scenarios from the next round on (nextRound), with free practice's feedback,
    // so that the trainee's own pace is what is measured. False, and nothing changes, when it is empty.
    bool startDrill(Drill drill);
    // The drill being played, if any (also while a scenario from the library interrupts it).
    const Drill* drill() const { return drill_ ? &*drill_ : nullptr; }

    // The exam desk: `sitting` is sat from now on (a drill ends), or none (nullptr) is any more.
    void sitExam(const ExamSitting* sitting);
    const ExamSitting* exam() const { return exam_; }
    // An exam is sat whose file keeps the table still (ExamDefinition::stillTable, its still_table):
    // nothing moves, whatever speed the trainee chose.
    bool tableStill() const;

    // Deals the next round as the kind asks: the drill's next scenario, else a practice round.
    // Not during an exam, whose rounds its sitting deals.
    void nextRound();
    // The table limits chosen in the settings: kept for the rules of every table dealt after.
    void keepTableLimits(TableLimits limits) { limits_ = limits; }
    // Deals at `rules` from now on (TrainerSession::setProfile), at the table limits kept, if any and
    // if the rules allow them (applyTableLimits); a drill deals its scenario again. False when kept
    // limits did not fit the rules, which keep their own.
    bool dealAt(RuleProfile rules);

    // The drills' speed target for scenarios without a time limit of their own (Settings…).
    double secondsPerAction() const { return secondsPerAction_; }
    void setSecondsPerAction(double seconds) { secondsPerAction_ = seconds; }
    // A round (or shoe procedure) has just been set up: a drill's round gets its speed target, from
    // the steps its correct sequence takes at the time, before any is dealt.
    void roundOpened();
    // The speed target of the drill's round under way (0 when the round is not a drill's).
    std::int64_t drillTargetMs() const { return playingDrill() ? drillTargetMs_ : 0; }
    // The round just finished is counted in the drill when it was the drill's (true then).
    bool countDrillRound();
    // The drill round's clock runs (the session's clock, shown in the round's line): from its first
    // action to its last.
    bool drillClockRuns() const;

private:
    bool playingDrill() const;

    TrainerSession& session_;
    SessionRecorder& recorder_;
    std::optional<Drill> drill_;
    std::optional<TableLimits> limits_; // set in the settings; else each profile's own
    const ExamSitting* exam_ = nullptr;
    double secondsPerAction_ = 3.0;
    std::int64_t drillTargetMs_ = 0; // set by roundOpened
};

} // namespace s21::app

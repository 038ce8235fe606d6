#pragma once
// A drill: the scenarios of the library that train one skill (Scenario::drills), played one after
// another in library order and round again, each against a speed target, with a running tally of
// the rounds finished. Plain logic: the window plays what next() gives and records each round.

#include "app/session/scenario_library.h"

#include "core/training/scoring.h"

#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace s21::app {

// Every skill some scenario of the library drills, sorted.
QStringList drillSkills(const std::vector<ScenarioEntry>& library);

// The speed target of a scenario: its own time limit when it has one, otherwise
// `secondsPerAction` for each of the `actions` its correct sequence takes.
std::int64_t speedTargetMs(const Scenario& scenario, std::size_t actions, double secondsPerAction);

struct DrillRound {
    std::int64_t elapsedMs = 0;
    std::int64_t targetMs = 0;
    bool passed = false; // the score card passed and the time is within the target
};

struct DrillTally {
    int rounds = 0;
    int passed = 0;
    std::int64_t totalMs = 0;
    std::int64_t meanMs() const { return rounds == 0 ? 0 : totalMs / rounds; }
};

class Drill {
public:
    // The library's scenarios that drill `skill`; empty() when none does.
    Drill(QString skill, const std::vector<ScenarioEntry>& library);
    // A drill of its own (`name`, e.g. "work-my-mistakes"): the library's scenarios with these ids,
    // in this order; ids not in the library are passed over.
    Drill(QString name, const QStringList& scenarioIds, const std::vector<ScenarioEntry>& library);

    const QString& skill() const { return skill_; }
    bool empty() const { return scenarios_.empty(); }
    std::size_t size() const { return scenarios_.size(); }
    // The next scenario to play (after the last comes the first again). Not on an empty drill.
    const Scenario& next();
    // The scenario next() gave last, if any.
    const Scenario* current() const;
    // Counts a finished round of current() against its target.
    void record(const ScoreCard& card, std::int64_t targetMs);
    // The round recorded last, if any.
    const std::optional<DrillRound>& lastRound() const { return last_; }
    const DrillTally& tally() const { return tally_; }

private:
    QString skill_;
    std::vector<Scenario> scenarios_;
    std::optional<std::size_t> current_;
    std::optional<DrillRound> last_;
    DrillTally tally_;
};

} // namespace s21::app

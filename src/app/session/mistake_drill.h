#pragma once
// "Work my mistakes": scenarios of the library chosen for one trainee's own weak points. Each
// scenario is weighed by the trainee's mistakes it trains (those of its game broken in a section it
// covers, or made in a drill of a skill it drills under the same jurisdiction's rules) and by the
// steps the trainee is slow at (the standards whose median they are over, for the scenarios whose
// correct sequence has such a step; while any scenario trains a mistake, only those); scenarios are
// then drawn, without repeats, with chances proportional to their weights, from a seed. Plain
// logic: the progress window shows the result and the main window plays the ids.

#include "app/session/scenario_library.h"

#include "records/progress.h"

#include <QStringList>

#include <cstdint>
#include <set>
#include <vector>

namespace s21::app {

// What the trainee is weak at, from their records (records/progress.h).
struct WeakPoints {
    bool hasHistory = false;                       // any round or shoe procedure at all
    std::vector<records::MistakeTally> mistakes;   // by section and skill
    std::vector<records::StandardComparison> slow; // the standards the trainee's median is over
};

WeakPoints weakPointsOf(const records::Progress& progress, std::vector<records::MistakeTally> tallies);

// True when a scenario citing `covered` trains a mistake citing `broken`: the same section, or one
// the start of the other up to a "(", "." or " " (a section and its subsection: "7.F" and "7.F(1)").
bool sectionCovers(const QString& covered, const QString& broken);

// One slow standard's weight: a point for each tenth (or part) that the median is over the standard.
int slownessPoints(const records::StandardComparison& comparison);

// The kinds of step (records::stepKind) of the scenario's correct sequence; none when it cannot be
// played.
std::set<QString> stepKindsOf(const Scenario& scenario);

struct WeightedScenario {
    QString id;
    int mistakes = 0; // the trainee's mistakes it trains
    int slowness = 0; // the slowness points of the slow steps it has
    int weight() const { return mistakes + slowness; }
};

// Every scenario of the library with a weight above 0, heaviest first (then by id).
std::vector<WeightedScenario> weighScenarios(const std::vector<ScenarioEntry>& library, const WeakPoints& weak);

struct MistakeDrill {
    enum class Status : std::uint8_t {
        Chosen,      // scenarioIds holds the drill
        NoHistory,   // the trainee has dealt nothing yet
        NothingWeak, // no mistake and no standard missed
        NoScenario,  // weak points, but no scenario of the library trains them
    };
    Status status = Status::NoHistory;
    QStringList scenarioIds;               // in the order drawn
    std::vector<WeightedScenario> weighed; // weighScenarios()
    // A sentence for the trainee about the status.
    QString message() const;
};

// Up to `count` distinct scenarios drawn from the weighed ones with Random(seed).
MistakeDrill chooseMistakeDrill(const std::vector<ScenarioEntry>& library, const WeakPoints& weak, std::uint64_t seed,
                                int count = 8);

} // namespace s21::app

#pragma once
// A certification exam as an instructor defines it (YAML under scenarios/exams/, docs/exam-format.md,
// loaded by s21_scenario), and how a finished attempt is judged against it. Plain values and one
// pure function: running an attempt is the trainer's business.

#include "core/training/scoring.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace s21 {

enum class ExamPartKind : std::uint8_t {
    Scenarios,  // the library's scenarios named, in order
    Drill,      // `rounds` scenarios drawn from a drill's skill
    RandomPlay, // `rounds` practice rounds from fresh shoes, with irregularities at a rate
};

struct ExamPart {
    std::string title;
    ExamPartKind kind = ExamPartKind::RandomPlay;
    std::vector<std::string> scenarios;      // Scenarios: their ids
    std::string skill;                       // Drill: the skill
    int rounds = 0;                          // Drill, RandomPlay
    std::string profile;                     // RandomPlay: the rule profile's id, or its file's absolute path
    int players = 5;                         // RandomPlay: occupied seats
    double irregularities = 0.0;             // RandomPlay: how often a round brings one (0 to 1)
    int minimumPoints = 80;                  // the part's average points must reach this
    std::optional<std::int64_t> timeLimitMs; // the part's rounds together, first action to last
};

// A speed criterion: the median time of one kind of step (core/procedure/step_kind.h) over every
// round of the attempt must be at most `seconds`.
struct StepSpeed {
    std::string step; // "deal", "pay mtd"
    double seconds = 0;
};

struct ExamDefinition {
    std::string id; // the file name without .yaml
    std::string title;
    std::string description;
    std::vector<ExamPart> parts;
    int overallMinimum = 80;                 // the average over every round of the attempt
    bool noCriticalMistakes = true;          // one critical mistake anywhere fails the attempt
    std::vector<StepSpeed> speed;            // each kind of step's median time, at most
    std::optional<std::int64_t> timeLimitMs; // the whole attempt
    int attemptsAllowed = 1;                 // per trainee
    bool stillTable = false;                 // the cards and chips appear in place, whatever the trainee's setting
};

// One action of an attempt, timed: its kind of step and its time since the action before it in its
// round (a round's first action has none).
struct TimedStep {
    std::string step;
    std::int64_t ms = 0;
};

// What a trainee did in one part: each round's score card, in order, and its timed actions.
struct ExamPartResult {
    std::vector<ScoreCard> rounds;
    std::vector<TimedStep> steps;
};

struct ExamOutcome {
    std::vector<int> partPoints; // each part's average, in order
    int overallPoints = 0;       // the average over every round
    bool passed = false;
    std::vector<std::string> reasons; // why it failed, one sentence each; empty when passed
};

// Judges a finished attempt: every part dealt to the end (`results` holds one entry per part,
// each with the part's number of rounds), then each criterion of the definition. `totalMs` is
// the attempt's time from its first action to its last.
ExamOutcome judgeExam(const ExamDefinition& exam, const std::vector<ExamPartResult>& results, std::int64_t totalMs);

// The rounds a part deals: its scenarios' count, or `rounds`.
int roundsIn(const ExamPart& part);

} // namespace s21

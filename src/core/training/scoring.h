#pragma once
// Scoring a round from its verdicts: a pure function, with weights from the scenario or defaults.

#include "core/round/round.h"

#include <map>
#include <optional>

namespace s21 {

struct ScoringWeights {
    int minor = 2; // points off per minor mistake
    int major = 5;
    int critical = 20;
    std::map<MistakeCode, int> perCode;      // overrides by code
    int passMark = 80;                       // out of 100
    std::optional<std::int64_t> timeLimitMs; // over it the round fails
};

struct ScoreCard {
    int points = 100; // 100 less the weights of the mistakes, never below 0
    int actions = 0;  // every action taken, mistaken ones included
    int minor = 0;
    int major = 0;
    int critical = 0;
    std::int64_t elapsedMs = 0; // first action to last
    bool overTime = false;
    bool passed = true; // points >= pass mark, in time, and no critical mistake
};

ScoreCard score(const std::vector<TimedVerdict>& log, const ScoringWeights& weights);

} // namespace s21

#include "core/training/scoring.h"

#include <algorithm>

namespace s21 {

namespace {

int weightOf(const Mistake& mistake, const ScoringWeights& weights)
{
    const auto it = weights.perCode.find(mistake.code);
    if (it != weights.perCode.end())
        return it->second;
    switch (mistake.severity) {
    case Severity::Minor: return weights.minor;
    case Severity::Major: return weights.major;
    case Severity::Critical: return weights.critical;
    }
    return 0;
}

} // namespace

ScoreCard score(const std::vector<TimedVerdict>& log, const ScoringWeights& weights)
{
    ScoreCard card;
    card.actions = static_cast<int>(log.size());
    int lost = 0;
    for (const TimedVerdict& entry : log) {
        if (!entry.verdict.isMistake())
            continue;
        const Mistake& mistake = entry.verdict.mistake;
        lost += weightOf(mistake, weights);
        switch (mistake.severity) {
        case Severity::Minor: ++card.minor; break;
        case Severity::Major: ++card.major; break;
        case Severity::Critical: ++card.critical; break;
        }
    }
    card.points = std::max(0, 100 - lost);
    if (log.size() > 1)
        card.elapsedMs = log.back().milliseconds - log.front().milliseconds;
    card.overTime = weights.timeLimitMs && card.elapsedMs > *weights.timeLimitMs;
    card.passed = card.points >= weights.passMark && !card.overTime && card.critical == 0;
    return card;
}

} // namespace s21

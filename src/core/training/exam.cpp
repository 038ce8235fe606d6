#include "core/training/exam.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

namespace s21 {

namespace {

int average(const std::vector<ScoreCard>& rounds)
{
    if (rounds.empty())
        return 0;
    const int total = std::accumulate(rounds.begin(), rounds.end(), 0,
                                      [](int sum, const ScoreCard& card) { return sum + card.points; });
    return total / static_cast<int>(rounds.size()); // rounded down: a pass mark is never rounded up to
}

std::string minutes(std::int64_t ms) { return std::to_string((ms + 59999) / 60000) + " min"; }

// "2.4 s", to a tenth.
std::string seconds(double value)
{
    const auto tenths = static_cast<long long>(std::lround(value * 10));
    return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + " s";
}

// The median of the times (ms) of one kind of step over every part: the mean of the two middle ones
// of an even count; nothing without a sample.
std::optional<double> medianMs(const std::vector<ExamPartResult>& results, const std::string& step)
{
    std::vector<std::int64_t> times;
    for (const ExamPartResult& part : results)
        for (const TimedStep& timed : part.steps)
            if (timed.step == step)
                times.push_back(timed.ms);
    if (times.empty())
        return std::nullopt;
    std::sort(times.begin(), times.end());
    const std::size_t middle = times.size() / 2;
    return times.size() % 2 == 1 ? double(times[middle]) : (double(times[middle - 1]) + double(times[middle])) / 2;
}

} // namespace

int roundsIn(const ExamPart& part)
{
    return part.kind == ExamPartKind::Scenarios ? static_cast<int>(part.scenarios.size()) : part.rounds;
}

ExamOutcome judgeExam(const ExamDefinition& exam, const std::vector<ExamPartResult>& results, std::int64_t totalMs)
{
    ExamOutcome outcome;
    std::vector<ScoreCard> every;
    for (std::size_t i = 0; i < exam.parts.size(); ++i) {
        const ExamPart& part = exam.parts[i];
        const std::vector<ScoreCard> rounds = i < results.size() ? results[i].rounds : std::vector<ScoreCard>{};
        const int points = average(rounds);
        outcome.partPoints.push_back(points);
        every.insert(every.end(), rounds.begin(), rounds.end());
        const std::string name = "Part " + std::to_string(i + 1) + " (" + part.title + ")";
        if (static_cast<int>(rounds.size()) < roundsIn(part))
            outcome.reasons.push_back(name + " was not finished: " + std::to_string(rounds.size()) + " of " +
                                      std::to_string(roundsIn(part)) + " rounds dealt.");
        if (points < part.minimumPoints)
            outcome.reasons.push_back(name + " scored " + std::to_string(points) + ", under its minimum of " +
                                      std::to_string(part.minimumPoints) + ".");
        if (part.timeLimitMs) {
            std::int64_t elapsed = 0;
            for (const ScoreCard& card : rounds)
                elapsed += card.elapsedMs;
            if (elapsed > *part.timeLimitMs)
                outcome.reasons.push_back(name + " took " + minutes(elapsed) + ", over its limit of " +
                                          minutes(*part.timeLimitMs) + ".");
        }
    }
    outcome.overallPoints = average(every);
    if (outcome.overallPoints < exam.overallMinimum)
        outcome.reasons.push_back("The attempt scored " + std::to_string(outcome.overallPoints) +
                                  " overall, under the minimum of " + std::to_string(exam.overallMinimum) + ".");
    if (exam.noCriticalMistakes) {
        int critical = 0;
        for (const ScoreCard& card : every)
            critical += card.critical;
        if (critical > 0)
            outcome.reasons.push_back("The attempt has " + std::to_string(critical) +
                                      " critical mistake(s); the exam allows none.");
    }
    for (const StepSpeed& speed : exam.speed) {
        const std::optional<double> median = medianMs(results, speed.step);
        if (median && *median > speed.seconds * 1000)
            outcome.reasons.push_back("The median time of a '" + speed.step + "' step was " + seconds(*median / 1000) +
                                      ", over the exam's " + seconds(speed.seconds) + ".");
    }
    if (exam.timeLimitMs && totalMs > *exam.timeLimitMs)
        outcome.reasons.push_back("The attempt took " + minutes(totalMs) + ", over the exam's limit of " +
                                  minutes(*exam.timeLimitMs) + ".");
    outcome.passed = outcome.reasons.empty();
    return outcome;
}

} // namespace s21

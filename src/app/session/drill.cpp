#include "app/session/drill.h"

#include <algorithm>
#include <cmath>

namespace s21::app {

QStringList drillSkills(const std::vector<ScenarioEntry>& library)
{
    QStringList skills;
    for (const ScenarioEntry& entry : library)
        for (const std::string& skill : entry.scenario.drills)
            skills << QString::fromStdString(skill);
    skills.removeDuplicates();
    skills.sort();
    return skills;
}

std::int64_t speedTargetMs(const Scenario& scenario, std::size_t actions, double secondsPerAction)
{
    if (scenario.scoring.timeLimitMs)
        return *scenario.scoring.timeLimitMs;
    return std::llround(static_cast<double>(actions) * secondsPerAction * 1000.0);
}

Drill::Drill(QString skill, const std::vector<ScenarioEntry>& library) : skill_(std::move(skill))
{
    const std::string wanted = skill_.toStdString();
    for (const ScenarioEntry& entry : library)
        if (std::ranges::find(entry.scenario.drills, wanted) != entry.scenario.drills.end())
            scenarios_.push_back(entry.scenario);
}

Drill::Drill(QString name, const QStringList& scenarioIds, const std::vector<ScenarioEntry>& library)
    : skill_(std::move(name))
{
    for (const QString& id : scenarioIds)
        for (const ScenarioEntry& entry : library)
            if (QString::fromStdString(entry.scenario.id) == id)
                scenarios_.push_back(entry.scenario);
}

const Scenario& Drill::next()
{
    current_ = current_ ? (*current_ + 1) % scenarios_.size() : 0;
    return scenarios_[*current_];
}

const Scenario* Drill::current() const { return current_ ? &scenarios_[*current_] : nullptr; }

void Drill::record(const ScoreCard& card, std::int64_t targetMs)
{
    last_ = DrillRound{card.elapsedMs, targetMs, card.passed && card.elapsedMs <= targetMs};
    ++tally_.rounds;
    tally_.passed += last_->passed ? 1 : 0;
    tally_.totalMs += card.elapsedMs;
}

} // namespace s21::app

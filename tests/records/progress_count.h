#pragma once
// A trainee's progress counted in C++ from their rounds themselves (RoundRecord), with none of
// records/progress.cpp's or records/progress_summaries.cpp's code: the count the figures the
// records keep are held to, for rounds dealt by the core and for the rounds of every older file
// brought up to date.

#include "records/progress.h"
#include "records/records_database.h"
#include "records/round_record.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <vector>

namespace s21::test {

// The records keep actions' times to the nearest 10 ms for their medians (records/progress_summaries.h).
inline double toTheNearest10Ms(std::int64_t ms) { return double(std::llround(double(ms) / 10.0) * 10); }

inline double medianOf(std::vector<double> values)
{
    std::ranges::sort(values);
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

struct CountedProgress {
    std::map<QString, std::pair<int, int>> skills; // skill -> (accepted, actions)
    std::map<QString, std::vector<double>> times;  // kind of step -> ms, to the nearest 10
    std::map<QString, int> mistakes;               // section group -> mistakes
    std::map<QString, std::pair<int, int>> judged; // section group -> (accepted, judged), where kept
    std::map<QDate, int> days;                     // local day of the start -> records

    void add(const records::RoundRecord& record)
    {
        auto& [accepted, actions] = skills[record.drill.isEmpty() ? records::kPracticeSkill : record.drill];
        ++days[record.startedAt.toLocalTime().date()];
        for (std::size_t a = 0; a < record.actions.size(); ++a) {
            const records::RecordedAction& action = record.actions[a];
            ++actions;
            accepted += action.accepted ? 1 : 0;
            if (a > 0)
                times[records::stepKind(QString::fromStdString(notation(action.action)))].push_back(
                    toTheNearest10Ms(action.milliseconds - record.actions[a - 1].milliseconds));
            if (action.mistake)
                ++mistakes[records::sectionGroup(QString::fromStdString(action.mistake->section))];
            if (action.section.empty())
                continue; // stored before schema 2
            auto& [right, all] = judged[records::sectionGroup(QString::fromStdString(action.section))];
            ++all;
            right += action.accepted ? 1 : 0;
        }
    }
};

// Where the records' figures for `trainee` differ from `counted`: empty when they agree.
inline QString progressDisagreement(const records::RecordsDatabase& records, qint64 trainee,
                                    const CountedProgress& counted)
{
    const auto skills = records::accuracyBySkill(records, trainee);
    if (skills.size() != counted.skills.size())
        return QStringLiteral("%1 skills, counted %2").arg(skills.size()).arg(counted.skills.size());
    for (const records::SkillAccuracy& skill : skills) {
        const auto found = counted.skills.find(skill.skill);
        if (found == counted.skills.end() || skill.accepted != found->second.first ||
            skill.actions != found->second.second)
            return QStringLiteral("skill %1: %2 of %3").arg(skill.skill).arg(skill.accepted).arg(skill.actions);
    }
    const auto steps = records::medianTimeByStep(records, trainee);
    if (steps.size() != counted.times.size())
        return QStringLiteral("%1 kinds of step, counted %2").arg(steps.size()).arg(counted.times.size());
    for (const records::StepTime& step : steps) {
        const auto found = counted.times.find(step.kind);
        if (found == counted.times.end() || step.timed != int(found->second.size()) ||
            step.medianMs != medianOf(found->second))
            return QStringLiteral("step %1: %2 timed, median %3 ms").arg(step.kind).arg(step.timed).arg(step.medianMs);
    }
    std::map<QString, int> mistakes; // the sections with a mistake
    for (const records::SectionAccuracy& section : records::accuracyBySection(records, trainee)) {
        const auto judged = counted.judged.find(section.section);
        const std::pair<int, int> none{0, 0};
        const auto& [accepted, all] = judged == counted.judged.end() ? none : judged->second;
        if (section.accepted != accepted || section.judged != all)
            return QStringLiteral("section %1: %2 of %3 judged").arg(section.section).arg(section.accepted).arg(all);
        if (section.mistakes > 0)
            mistakes[section.section] = section.mistakes;
    }
    if (mistakes != counted.mistakes)
        return QStringLiteral("the mistakes by section differ");
    std::map<QDate, int> days;
    for (const records::DayTrend& day : records::trendByDay(records, trainee))
        days[day.day] = day.rounds + day.shoeProcedures;
    if (days != counted.days)
        return QStringLiteral("the records by day differ");
    return {};
}

} // namespace s21::test

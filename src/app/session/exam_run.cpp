#include "app/session/exam_run.h"

#include "certification/entropy.h"
#include "core/procedure/step_kind.h"
#include "scenario/profile_loader.h"

#include <algorithm>
#include <stdexcept>

namespace s21::app {

namespace {

const Scenario& scenarioWithId(const std::vector<ScenarioEntry>& library, const std::string& id)
{
    for (const ScenarioEntry& entry : library)
        if (entry.scenario.id == id)
            return entry.scenario;
    throw std::invalid_argument("the exam names the scenario '" + id + "', which is not in the library");
}

// `rounds` of the skill's scenarios in an order drawn from the operating system: each scenario once
// before any comes again.
std::vector<Scenario> drawnFromDrill(const std::vector<ScenarioEntry>& library, const std::string& skill, int rounds)
{
    std::vector<const Scenario*> drilled;
    for (const ScenarioEntry& entry : library)
        if (std::find(entry.scenario.drills.begin(), entry.scenario.drills.end(), skill) != entry.scenario.drills.end())
            drilled.push_back(&entry.scenario);
    if (drilled.empty())
        throw std::invalid_argument("the exam draws from the drill '" + skill + "', which no scenario drills");
    std::vector<Scenario> drawn;
    std::vector<const Scenario*> left;
    while (static_cast<int>(drawn.size()) < rounds) {
        if (left.empty())
            left = drilled;
        const auto pick = static_cast<std::ptrdiff_t>(certification::entropyBelow(left.size()));
        drawn.push_back(*left[static_cast<std::size_t>(pick)]);
        left.erase(left.begin() + pick);
    }
    return drawn;
}

RuleProfile profileNamed(const std::vector<ProfileEntry>& profiles, const std::string& idOrPath)
{
    for (const ProfileEntry& entry : profiles)
        if (entry.profile.id == idOrPath)
            return entry.profile;
    if (idOrPath.find('/') != std::string::npos)
        return loadProfile(idOrPath); // the exam loader made it absolute and loaded it once already
    throw std::invalid_argument("the exam deals by the profile '" + idOrPath + "', which the trainer does not have");
}

} // namespace

ExamRun::ExamRun(ExamDefinition exam, records::ExamAttempt attempt, const std::vector<ScenarioEntry>& library,
                 const std::vector<ProfileEntry>& profiles)
    : exam_(std::move(exam)), attempt_(std::move(attempt))
{
    attempt_.parts.assign(exam_.parts.size(), {});
    attempt_.partTitles.clear();
    for (std::size_t p = 0; p < exam_.parts.size(); ++p) {
        const ExamPart& part = exam_.parts[p];
        attempt_.partTitles.push_back(QString::fromStdString(part.title));
        partProfiles_.push_back(part.kind == ExamPartKind::RandomPlay ? profileNamed(profiles, part.profile)
                                                                      : RuleProfile{});
        switch (part.kind) {
        case ExamPartKind::Scenarios:
            for (const std::string& id : part.scenarios)
                plan_.push_back({p, scenarioWithId(library, id)});
            break;
        case ExamPartKind::Drill:
            for (Scenario& scenario : drawnFromDrill(library, part.skill, part.rounds))
                plan_.push_back({p, std::move(scenario)});
            break;
        case ExamPartKind::RandomPlay:
            for (int r = 0; r < part.rounds; ++r)
                plan_.push_back({p, std::nullopt});
            break;
        }
    }
}

bool ExamRun::nextStartsRandomPlay() const
{
    if (finished() || next().scenario)
        return false;
    return done_ == 0 || plan_[done_ - 1].part != next().part;
}

SessionOptions ExamRun::randomPlayOptions(std::size_t part, std::uint64_t seed) const
{
    const ExamPart& defined = exam_.parts.at(part);
    SessionOptions options;
    options.profile = partProfiles_.at(part);
    options.mode = Mode::Free;
    options.players = defined.players;
    options.seed = seed;
    options.shoe = ShoePreparation::Skip;
    options.irregularities = defined.irregularities;
    options.secretShoes = true;
    return options;
}

void ExamRun::record(records::RoundRecord round)
{
    if (finished())
        throw std::logic_error("ExamRun::record: the attempt has ended");
    attempt_.parts[next().part].push_back(std::move(round));
    ++done_;
}

void ExamRun::finish(const QDateTime& endedAt) { judge(endedAt); }

void ExamRun::failWith(const QDateTime& endedAt, const QString& what)
{
    attempt_.events.push_back({endedAt, what});
    judge(endedAt);
    attempt_.outcome.passed = false;
    attempt_.outcome.reasons.insert(attempt_.outcome.reasons.begin(), what.toStdString());
    attempt_.result = records::AttemptResult::Failed;
}

void ExamRun::judge(const QDateTime& endedAt)
{
    ended_ = true;
    attempt_.endedAt = endedAt;
    std::vector<ExamPartResult> results(attempt_.parts.size());
    QDateTime first;
    QDateTime last;
    for (std::size_t p = 0; p < attempt_.parts.size(); ++p)
        for (const records::RoundRecord& round : attempt_.parts[p]) {
            results[p].rounds.push_back(round.score);
            for (std::size_t a = 1; a < round.actions.size(); ++a)
                results[p].steps.push_back({std::string(stepKindOf(notation(round.actions[a].action))),
                                            round.actions[a].milliseconds - round.actions[a - 1].milliseconds});
            if (!first.isValid())
                first = round.startedAt;
            last = round.endedAt;
        }
    const std::int64_t totalMs = first.isValid() ? first.msecsTo(last) : 0;
    attempt_.outcome = judgeExam(exam_, results, totalMs);
    attempt_.result = attempt_.outcome.passed ? records::AttemptResult::Passed : records::AttemptResult::Failed;
}

} // namespace s21::app

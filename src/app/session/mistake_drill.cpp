#include "app/session/mistake_drill.h"

#include "core/base/random.h"
#include "core/rules/blackjack_sections.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace s21::app {

namespace {

bool startsAt(const QString& whole, const QString& start)
{
    if (!whole.startsWith(start))
        return false;
    if (whole.size() == start.size())
        return true;
    const QChar next = whole.at(start.size());
    return next == QLatin1Char('(') || next == QLatin1Char('.') || next == QLatin1Char(' ');
}

// The jurisdiction a citation is of ("MD" of "MD-S21 7.T" and "MD-S21BS 12.D", "MA" of "MA-S21
// 6(d)"); empty for one of no jurisdiction (a house rule).
QString jurisdictionOf(const QString& section)
{
    return section.startsWith(QLatin1String("MD-")) || section.startsWith(QLatin1String("MA-")) ? section.left(2)
                                                                                                : QString();
}

// A mistake is trained by a scenario of its game that covers its section, or, for one made in a
// drill, by a scenario of that skill dealt under the same jurisdiction's rules (a Maryland pickup is
// not drilled on a Massachusetts table, nor a blackjack one on a Spanish 21 table: a blackjack
// mistake may cite a Spanish 21 section by analogy, and a blackjack scenario may list one).
bool trainsMistake(const Scenario& scenario, const records::MistakeTally& mistake)
{
    if (const auto game = citedGame(mistake.section.toStdString()); game && *game != scenario.profile.game)
        return false;
    for (const std::string& section : scenario.sections)
        if (sectionCovers(QString::fromStdString(section), mistake.section))
            return true;
    const std::string skill = mistake.skill.toStdString();
    if (std::ranges::find(scenario.drills, skill) == scenario.drills.end())
        return false;
    const QString jurisdiction = jurisdictionOf(mistake.section);
    return jurisdiction.isEmpty() || std::ranges::any_of(scenario.sections, [&](const std::string& section) {
               return jurisdictionOf(QString::fromStdString(section)) == jurisdiction;
           });
}

bool hasSlowStep(const Scenario& scenario, const std::set<QString>& kinds, const SpeedStandard& standard)
{
    if (standard.measure == SpeedMeasure::Round)
        return !scenario.shoeProcedure && int(scenario.seats.size()) == standard.seats;
    return std::ranges::any_of(standard.steps,
                               [&](const std::string& kind) { return kinds.contains(QString::fromStdString(kind)); });
}

} // namespace

WeakPoints weakPointsOf(const records::Progress& progress, std::vector<records::MistakeTally> tallies)
{
    return {!progress.empty(), std::move(tallies), progress.slowest()};
}

bool sectionCovers(const QString& covered, const QString& broken)
{
    return startsAt(broken, covered) || startsAt(covered, broken);
}

int slownessPoints(const records::StandardComparison& comparison)
{
    const auto ratio = comparison.ratio();
    if (!ratio || *ratio <= 1.0)
        return 0;
    return int(std::ceil((*ratio - 1.0) * 10.0 - 1e-9));
}

std::set<QString> stepKindsOf(const Scenario& scenario)
{
    std::set<QString> kinds;
    try {
        for (const DealerAction& action : answerKey(scenario))
            kinds.insert(records::stepKind(QString::fromStdString(notation(action))));
    } catch (const std::exception&) {
        kinds.clear(); // a scenario that cannot be played trains no step
    }
    return kinds;
}

std::vector<WeightedScenario> weighScenarios(const std::vector<ScenarioEntry>& library, const WeakPoints& weak)
{
    std::vector<WeightedScenario> weighed;
    for (const ScenarioEntry& entry : library) {
        WeightedScenario scenario{QString::fromStdString(entry.scenario.id), 0, 0};
        for (const records::MistakeTally& mistake : weak.mistakes)
            if (trainsMistake(entry.scenario, mistake))
                scenario.mistakes += mistake.count;
        weighed.push_back(scenario);
    }
    // Mistakes come first: while a scenario trains one, the slow steps only add to those that do
    // (nearly every scenario deals a card, so a slow deal would otherwise draw from the whole library).
    const bool mistakesTrained = std::ranges::any_of(weighed, [](const WeightedScenario& s) { return s.mistakes > 0; });
    for (std::size_t i = 0; i < library.size() && !weak.slow.empty(); ++i) {
        WeightedScenario& scenario = weighed[i];
        if (mistakesTrained && scenario.mistakes == 0)
            continue;
        const std::set<QString> kinds = stepKindsOf(library[i].scenario);
        for (const records::StandardComparison& slow : weak.slow)
            if (hasSlowStep(library[i].scenario, kinds, slow.standard))
                scenario.slowness += slownessPoints(slow);
    }
    std::erase_if(weighed, [](const WeightedScenario& s) { return s.weight() == 0; });
    std::ranges::sort(weighed, [](const WeightedScenario& a, const WeightedScenario& b) {
        return a.weight() != b.weight() ? a.weight() > b.weight() : a.id < b.id;
    });
    return weighed;
}

QString MistakeDrill::message() const
{
    switch (status) {
    case Status::Chosen:
        return QCoreApplication::translate("MistakeDrill", "%n scenario(s) chosen from your mistakes and slow steps.",
                                           nullptr, int(scenarioIds.size()));
    case Status::NoHistory:
        return QCoreApplication::translate("MistakeDrill", "No rounds yet: deal some rounds first, then your "
                                                           "mistakes and slow steps can choose your drill.");
    case Status::NothingWeak:
        return QCoreApplication::translate("MistakeDrill", "No mistakes and no step slower than the standards: "
                                                           "there is nothing to work on.");
    case Status::NoScenario:
        return QCoreApplication::translate("MistakeDrill", "No scenario in the library trains your mistakes or "
                                                           "slow steps; ask your instructor for one.");
    }
    return {};
}

MistakeDrill chooseMistakeDrill(const std::vector<ScenarioEntry>& library, const WeakPoints& weak, std::uint64_t seed,
                                int count)
{
    MistakeDrill drill;
    if (!weak.hasHistory)
        return drill;
    if (weak.mistakes.empty() && weak.slow.empty()) {
        drill.status = MistakeDrill::Status::NothingWeak;
        return drill;
    }
    drill.weighed = weighScenarios(library, weak);
    if (drill.weighed.empty()) {
        drill.status = MistakeDrill::Status::NoScenario;
        return drill;
    }
    drill.status = MistakeDrill::Status::Chosen;
    std::vector<WeightedScenario> left = drill.weighed;
    Random random(seed);
    while (!left.empty() && drill.scenarioIds.size() < count) {
        std::uint64_t total = 0;
        for (const WeightedScenario& scenario : left)
            total += std::uint64_t(scenario.weight());
        std::uint64_t draw = random.below(total);
        auto chosen = left.begin();
        while (draw >= std::uint64_t(chosen->weight())) {
            draw -= std::uint64_t(chosen->weight());
            ++chosen;
        }
        drill.scenarioIds << chosen->id;
        left.erase(chosen);
    }
    return drill;
}

} // namespace s21::app

// "Work my mistakes": scenarios weighed by the trainee's mistakes and slow steps, drawn from a seed
// in proportion to their weights; with no history, no weak point or no scenario, it says so.
#include "app/session/mistake_drill.h"
#include "app/session/profile_catalog.h"

#include <QFileInfo>
#include <QtTest>

#include <map>

using namespace s21;
using namespace s21::app;

namespace {

ScenarioEntry entry(const char* id, std::vector<std::string> sections, std::vector<std::string> drills)
{
    ScenarioEntry e;
    e.scenario.id = id;
    e.scenario.sections = std::move(sections);
    e.scenario.drills = std::move(drills);
    return e; // no seats: it cannot be played, so it has no steps
}

std::vector<ScenarioEntry> smallLibrary()
{
    return {entry("mtd-order", {"MD-S21 7.F(1)"}, {"match-the-dealer"}),
            entry("mtd-all", {"MD-S21 7.F"}, {"match-the-dealer"}),
            entry("payouts", {"MD-S21 12.A"}, {"settlement-and-payouts"}),
            entry("deal", {"MD-S21 7.E"}, {"dealing-order"}), entry("surrender", {"MA-S21 8(a)"}, {"surrender"})};
}

records::StandardComparison slow(std::vector<std::string> steps, double target, double median,
                                 SpeedMeasure measure = SpeedMeasure::Step)
{
    records::StandardComparison comparison;
    comparison.standard.id = "standard";
    comparison.standard.measure = measure;
    comparison.standard.steps = std::move(steps);
    comparison.standard.seconds = target;
    comparison.samples = 5;
    comparison.medianSeconds = median;
    return comparison;
}

} // namespace

class TestMistakeDrill : public QObject {
    Q_OBJECT

private slots:
    void sectionsCoverTheirSubsections()
    {
        QVERIFY(sectionCovers("MD-S21 7.F", "MD-S21 7.F(1)"));
        QVERIFY(sectionCovers("MD-S21 7.F(1)", "MD-S21 7.F"));
        QVERIFY(sectionCovers("MD-S21 7.F(1)", "MD-S21 7.F(1)"));
        QVERIFY(!sectionCovers("MD-S21 1", "MD-S21 12.A"));
        QVERIFY(!sectionCovers("MD-S21 7.F", "MA-S21 7.F"));
        QVERIFY(!sectionCovers("MD-S21 7.E", "MD-S21 7.F(1)"));
    }

    void slownessIsAPointPerTenthOver()
    {
        QCOMPARE(slownessPoints(slow({"pay"}, 10, 10)), 0);
        QCOMPARE(slownessPoints(slow({"pay"}, 10, 9)), 0);
        QCOMPARE(slownessPoints(slow({"pay"}, 10, 10.5)), 1);
        QCOMPARE(slownessPoints(slow({"pay"}, 10, 12)), 2);
        QCOMPARE(slownessPoints(slow({"pay"}, 10, 30)), 20);
    }

    void scenariosAreWeighedByTheMistakesTheyTrain()
    {
        WeakPoints weak;
        weak.hasHistory = true;
        weak.mistakes = {
            {"MD-S21 7.F(1)", "practice", 3}, {"MD-S21 12.A", "practice", 1}, {"MD-S21 7.E", "match-the-dealer", 2}};
        const auto weighed = weighScenarios(smallLibrary(), weak);
        // mtd-order and mtd-all: 3 (7.F(1)) + 2 (made in the match-the-dealer drill); deal: 2; payouts: 1.
        QCOMPARE(weighed.size(), std::size_t{4});
        QCOMPARE(weighed[0].id, QStringLiteral("mtd-all"));
        QCOMPARE(weighed[0].weight(), 5);
        QCOMPARE(weighed[1].id, QStringLiteral("mtd-order"));
        QCOMPARE(weighed[1].weight(), 5);
        QCOMPARE(weighed[2].id, QStringLiteral("deal"));
        QCOMPARE(weighed[2].weight(), 2);
        QCOMPARE(weighed[3].id, QStringLiteral("payouts"));
        QCOMPARE(weighed[3].mistakes, 1);
    }

    void slowStepsWeighTheScenariosThatHaveThem()
    {
        QStringList errors;
        const QString profiles = findProfilesDir();
        std::vector<ScenarioEntry> library = loadScenarios(QFileInfo(profiles).path(), errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        WeakPoints weak;
        weak.hasHistory = true;
        weak.slow = {slow({"pay mtd"}, 30, 45)}; // 50% over: 5 points
        const auto weighed = weighScenarios(library, weak);
        QVERIFY(!weighed.empty());
        for (const WeightedScenario& scenario : weighed) {
            QCOMPARE(scenario.slowness, 5);
            const auto found = std::ranges::find_if(
                library, [&](const ScenarioEntry& e) { return QString::fromStdString(e.scenario.id) == scenario.id; });
            QVERIFY(stepKindsOf(found->scenario).contains(QStringLiteral("pay mtd")));
        }
        QVERIFY(std::ranges::any_of(
            weighed, [](const WeightedScenario& s) { return s.id == QStringLiteral("md-suited-unsuited-and-both"); }));
        // A slow shuffle weighs the scenarios that shuffle: the shoe procedures, and a round whose
        // rack runs short.
        weak.slow = {slow({"shuffle", "riffle"}, 120, 240, SpeedMeasure::Shuffle)};
        const auto shuffles = weighScenarios(library, weak);
        QVERIFY(shuffles.size() > 5);
        for (const WeightedScenario& scenario : shuffles) {
            const auto found = std::ranges::find_if(
                library, [&](const ScenarioEntry& e) { return QString::fromStdString(e.scenario.id) == scenario.id; });
            const auto kinds = stepKindsOf(found->scenario);
            QVERIFY2(kinds.contains(QStringLiteral("shuffle")) || kinds.contains(QStringLiteral("riffle")),
                     qPrintable(scenario.id));
            QCOMPARE(scenario.slowness, 10);
        }
        QVERIFY(std::ranges::any_of(shuffles, [](const WeightedScenario& s) { return s.id == "md-open-new-decks"; }));
    }

    // Issue 39, finding 9: Maryland pickup mistakes drew a Massachusetts dealer-blackjack scenario,
    // by the slow deal every scenario has and the skill shared across jurisdictions.
    void mistakesComeBeforeSlownessAndStayInTheirJurisdiction()
    {
        const std::vector<ScenarioEntry> library{entry("md-pickup", {"MD-S21 7.T"}, {"pickup"}),
                                                 entry("ma-pickup", {"MA-S21 7(h)"}, {"pickup"}),
                                                 entry("ma-dealer-blackjack", {"MA-S21 7(i)"}, {"dealer-blackjack"})};
        WeakPoints weak;
        weak.hasHistory = true;
        weak.mistakes = {{"MD-S21 7.T", "pickup", 2}};
        records::StandardComparison round = slow({}, 69, 100, SpeedMeasure::Round);
        round.standard.seats = 0; // every scenario here (none seated) has that round
        weak.slow = {round};
        const auto weighed = weighScenarios(library, weak);
        QCOMPARE(weighed.size(), std::size_t{1});
        QCOMPARE(weighed[0].id, QStringLiteral("md-pickup"));
        QCOMPARE(weighed[0].mistakes, 2);
        QVERIFY(weighed[0].slowness > 0);
        // Slow steps alone, no mistake: every scenario with the step is weighed.
        weak.mistakes.clear();
        QCOMPARE(weighScenarios(library, weak).size(), std::size_t{3});
    }

    // Issue 41: a blackjack mistake cited by analogy ("MD-S21 7.N (by analogy; ...)") drew the
    // Spanish 21 scenarios covering 7.N, and a Spanish 21 mistake the blackjack scenarios listing an
    // MD-S21 section; each game's mistakes are trained on its own tables.
    void mistakesAreTrainedOnTheirOwnGamesTables()
    {
        ScenarioEntry spanish = entry("md-dealer-draws", {"MD-S21 7.N"}, {"dealers-hand"});
        ScenarioEntry blackjack = entry("md-bj-dealer-draws", {"MD-BJ 13.A(1)", "MD-S21 7.N"}, {"dealers-hand"});
        blackjack.scenario.profile = marylandBlackjackProfile(6);
        const std::vector<ScenarioEntry> library{spanish, blackjack};
        WeakPoints weak;
        weak.hasHistory = true;
        weak.mistakes = {{"MD-S21 7.N (by analogy; MD-BJ ch. 7 is incomplete)", "dealers-hand", 3}};
        auto weighed = weighScenarios(library, weak);
        QCOMPARE(weighed.size(), std::size_t{1});
        QCOMPARE(weighed[0].id, QStringLiteral("md-bj-dealer-draws"));

        weak.mistakes = {{"MD-S21 7.N", "dealers-hand", 2}};
        weighed = weighScenarios(library, weak);
        QCOMPARE(weighed.size(), std::size_t{1});
        QCOMPARE(weighed[0].id, QStringLiteral("md-dealer-draws"));

        weak.mistakes = {{"MD-BJ 13.A(1)", "settlement-and-payouts", 1}};
        weighed = weighScenarios(library, weak);
        QCOMPARE(weighed.size(), std::size_t{1});
        QCOMPARE(weighed[0].id, QStringLiteral("md-bj-dealer-draws"));
    }

    void drawsAreSeededDistinctAndFollowTheWeights()
    {
        WeakPoints weak;
        weak.hasHistory = true;
        weak.mistakes = {{"MD-S21 7.F(1)", "practice", 9}, {"MD-S21 12.A", "practice", 1}};
        const auto library = smallLibrary();
        const MistakeDrill first = chooseMistakeDrill(library, weak, 42, 8);
        QCOMPARE(first.status, MistakeDrill::Status::Chosen);
        QCOMPARE(first.scenarioIds.size(), 3); // only three scenarios weigh anything
        QCOMPARE(QSet<QString>(first.scenarioIds.begin(), first.scenarioIds.end()),
                 (QSet<QString>{"mtd-order", "mtd-all", "payouts"}));
        QCOMPARE(chooseMistakeDrill(library, weak, 42, 8).scenarioIds, first.scenarioIds);

        // Over many seeds the first pick follows the weights 9 : 9 : 1.
        std::map<QString, int> firsts;
        const int draws = 3800;
        for (int seed = 0; seed < draws; ++seed)
            ++firsts[chooseMistakeDrill(library, weak, std::uint64_t(seed), 1).scenarioIds.front()];
        QVERIFY2(std::abs(firsts["payouts"] - draws / 19) < 60, qPrintable(QString::number(firsts["payouts"])));
        QVERIFY(std::abs(firsts["mtd-order"] - draws * 9 / 19) < 150);
    }

    void itSaysWhyThereIsNoDrill()
    {
        const auto library = smallLibrary();
        WeakPoints weak;
        MistakeDrill drill = chooseMistakeDrill(library, weak, 1);
        QCOMPARE(drill.status, MistakeDrill::Status::NoHistory);
        QVERIFY(drill.scenarioIds.isEmpty());
        QVERIFY(drill.message().contains(QStringLiteral("No rounds yet")));
        weak.hasHistory = true;
        QCOMPARE(chooseMistakeDrill(library, weak, 1).status, MistakeDrill::Status::NothingWeak);
        weak.mistakes = {{"MA-S21 15(a)", "practice", 4}};
        QCOMPARE(chooseMistakeDrill(library, weak, 1).status, MistakeDrill::Status::NoScenario);
    }
};

QTEST_GUILESS_MAIN(TestMistakeDrill)
#include "tst_mistake_drill.moc"

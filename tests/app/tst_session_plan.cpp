// The kind of session, decided below the window (app/session/session_plan.h): practice is guided or
// free as its mode says; a drill deals its scenarios free, each against a speed target, and counts
// only its own rounds; a scenario picked during a drill is a scenario, not the drill's, and the
// drill resumes after it; a drill with no scenarios changes nothing.
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/session/session_plan.h"

#include <QtTest>

#include <algorithm>

using namespace s21;

namespace {

// The procedure under way dealt to its end by its own steps.
void dealWhole(app::TrainerSession& session)
{
    while (!session.procedure().complete())
        session.apply(session.procedure().expected().front());
}

app::SessionOptions guidedPractice()
{
    app::SessionOptions options;
    options.shoe = app::ShoePreparation::Skip;
    options.players = 3;
    options.seed = 7;
    return options;
}

} // namespace

class TestSessionPlan : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void practiceIsGuidedOrFreeAsItsModeSays();
    void aDrillDealsItsScenariosFreeAgainstATarget();
    void aScenarioPickedDuringADrillIsNotTheDrills();
    void aScenarioDealtGuidedIsExplained();
    void aDrillWithoutScenariosChangesNothing();

private:
    // The library's first scenario that drills only `skill`.
    const Scenario& onlyDrilling(const std::string& skill) const;

    std::vector<app::ScenarioEntry> library_;
};

void TestSessionPlan::initTestCase()
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    QVERIFY(!profiles.isEmpty());
    library_ = app::practiceScenarios(app::loadScenarios(QFileInfo(profiles).path(), errors));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
}

const Scenario& TestSessionPlan::onlyDrilling(const std::string& skill) const
{
    const auto found = std::ranges::find_if(
        library_, [&](const app::ScenarioEntry& entry) { return entry.scenario.drills == std::vector{skill}; });
    if (found == library_.end())
        qFatal("no scenario drills only %s", skill.c_str());
    return found->scenario;
}

void TestSessionPlan::practiceIsGuidedOrFreeAsItsModeSays()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    QCOMPARE(plan.kind(), app::SessionKind::GuidedPractice);
    QVERIFY(plan.hinted());
    plan.practise(app::Mode::Free);
    plan.nextRound();
    QCOMPARE(plan.kind(), app::SessionKind::FreePractice);
    QVERIFY(!plan.hinted());
    QCOMPARE(plan.drillTargetMs(), std::int64_t{0});
    dealWhole(session);
    QVERIFY(!plan.countDrillRound());
}

void TestSessionPlan::aDrillDealsItsScenariosFreeAgainstATarget()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    plan.setSecondsPerAction(2.0);
    QVERIFY(plan.startDrill(app::Drill(QStringLiteral("splits"), library_)));
    for (int round = 1; round <= 2; ++round) {
        plan.nextRound();
        plan.roundOpened();
        QCOMPARE(plan.kind(), app::SessionKind::Drill);
        QVERIFY(!plan.hinted()); // the trainee's own pace is measured, without highlights
        QCOMPARE(session.roundMode(), app::Mode::Free);
        const Scenario& dealt = *session.scenario();
        QCOMPARE(dealt.id, plan.drill()->current()->id);
        QCOMPARE(plan.drillTargetMs(), app::speedTargetMs(dealt, session.correctSequence().size(), 2.0));
        QVERIFY(plan.drillTargetMs() > 0);
        dealWhole(session);
        QVERIFY(plan.countDrillRound());
        QCOMPARE(plan.drill()->tally().rounds, round);
    }
    plan.practise(app::Mode::Guided);
    QVERIFY(!plan.drill());
    plan.nextRound();
    QCOMPARE(plan.kind(), app::SessionKind::GuidedPractice);
}

void TestSessionPlan::aScenarioPickedDuringADrillIsNotTheDrills()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    QVERIFY(plan.startDrill(app::Drill(QStringLiteral("surrender"), library_)));
    plan.nextRound();
    session.playScenario(onlyDrilling("dealers-hand"));
    plan.roundOpened();
    QCOMPARE(plan.kind(), app::SessionKind::Scenario);
    QVERIFY(!plan.hinted()); // dealt free, as the drill set
    QCOMPARE(plan.drillTargetMs(), std::int64_t{0});
    dealWhole(session);
    QVERIFY(!plan.countDrillRound());
    QCOMPARE(plan.drill()->tally().rounds, 0);
    plan.nextRound(); // the drill resumes
    QCOMPARE(plan.kind(), app::SessionKind::Drill);
}

void TestSessionPlan::aScenarioDealtGuidedIsExplained()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    session.playScenario(onlyDrilling("dealers-hand"));
    QCOMPARE(plan.kind(), app::SessionKind::Scenario);
    QVERIFY(plan.hinted());
}

void TestSessionPlan::aDrillWithoutScenariosChangesNothing()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    QVERIFY(!plan.startDrill(app::Drill(QStringLiteral("no such skill"), library_)));
    QVERIFY(!plan.drill());
    QCOMPARE(session.options().mode, app::Mode::Guided);
    QCOMPARE(plan.kind(), app::SessionKind::GuidedPractice);
}

QTEST_GUILESS_MAIN(TestSessionPlan)
#include "tst_session_plan.moc"

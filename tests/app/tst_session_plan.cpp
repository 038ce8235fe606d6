// The kind of session, decided below the window (app/session/session_plan.h): practice is guided or
// free as its mode says; a drill deals its scenarios free, each against a speed target, and counts
// only its own rounds; a scenario picked during a drill is a scenario, not the drill's, and the
// drill resumes after it; a drill with no scenarios changes nothing. And what the panel says of each
// kind (app/window/session_texts.h): guided practice's hint is the next step, free practice and a
// drill say why there is none, a drill's scenario is named with its target but not explained, a
// guided one is explained, and the shoe procedure opens with why the shoe is prepared.
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/session/session_plan.h"
#include "app/session/table_guidance.h"
#include "app/theme/rich_text.h"
#include "app/window/session_texts.h"

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
    void theShoeProcedureOpensWithWhyTheShoeIsPrepared();
    void leavingARoundCountsWhatWasDealt();
    void keptTableLimitsApplyToTheRulesDealtAfter();
    void onlyAHintedSessionLightsTheWayAndMarksMistakes();

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
    const app::SessionTexts texts(session, plan);
    QCOMPARE(plan.kind(), app::SessionKind::GuidedPractice);
    QVERIFY(plan.hinted());
    QCOMPARE(texts.opening(), QStringLiteral("A new round: the players have placed their wagers."));
    QVERIFY2(texts.hint(0).startsWith(app::html(session.procedure().hint())), qPrintable(texts.hint(0)));
    QCOMPARE(texts.hint(3), QStringLiteral("<i>Seat 3 is deciding: watch for the signal.</i>"));
    QVERIFY2(texts.roundInfo().startsWith(QStringLiteral("Round 1 &middot; ")) &&
                 texts.roundInfo().contains(QStringLiteral("mistake")),
             qPrintable(texts.roundInfo()));
    QVERIFY(texts.outsideDrillNote().isEmpty());
    plan.practise(app::Mode::Free);
    plan.nextRound();
    QCOMPARE(plan.kind(), app::SessionKind::FreePractice);
    QVERIFY(!plan.hinted());
    QVERIFY2(texts.hint(0).contains(QStringLiteral("Free practice: no hints")), qPrintable(texts.hint(0)));
    QVERIFY2(!texts.roundInfo().contains(QStringLiteral("mistake")), qPrintable(texts.roundInfo())); // for the summary
    QCOMPARE(plan.drillTargetMs(), std::int64_t{0});
    dealWhole(session);
    QVERIFY(!plan.countDrillRound());
}

void TestSessionPlan::aDrillDealsItsScenariosFreeAgainstATarget()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    const app::SessionTexts texts(session, plan);
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
        // Named with its target, not explained: its description states the answer.
        QVERIFY2(texts.opening().contains(app::html(dealt.title)) && texts.opening().contains("Speed target") &&
                     !texts.opening().contains(app::html(dealt.description)),
                 qPrintable(texts.opening()));
        QVERIFY2(texts.hint(0).contains(QStringLiteral("no hints; beat the speed target")), qPrintable(texts.hint(0)));
        QVERIFY2(texts.roundInfo().contains(round == 1 ? QStringLiteral("first round") : QStringLiteral("1 of 1")),
                 qPrintable(texts.roundInfo()));
        // The round's clock runs from its first action to its last.
        QVERIFY(!plan.drillClockRuns());
        session.apply(session.procedure().expected().front());
        QVERIFY(plan.drillClockRuns());
        dealWhole(session);
        QVERIFY(!plan.drillClockRuns());
        QVERIFY(plan.countDrillRound());
        QCOMPARE(plan.drill()->tally().rounds, round);
    }
    plan.practise(app::Mode::Guided);
    QVERIFY(!plan.drill());
    plan.nextRound();
    session.apply(session.procedure().expected().front());
    QVERIFY(!plan.drillClockRuns()); // practice has no clock
    QVERIFY(!plan.tableStill());     // nor an exam keeping the table still
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
    const app::SessionTexts texts(session, plan);
    QVERIFY2(texts.outsideDrillNote().contains(QStringLiteral("it resumes with the next round")),
             qPrintable(texts.outsideDrillNote()));
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
    const Scenario& played = onlyDrilling("dealers-hand");
    session.playScenario(played);
    QCOMPARE(plan.kind(), app::SessionKind::Scenario);
    QVERIFY(plan.hinted());
    const app::SessionTexts texts(session, plan);
    QCOMPARE(texts.opening(),
             QStringLiteral("<b>Scenario: %1</b><br>%2").arg(app::html(played.title), app::html(played.description)));
    QVERIFY2(texts.roundInfo().startsWith(QStringLiteral("Scenario \"%1\"").arg(app::html(played.title))),
             qPrintable(texts.roundInfo()));
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

void TestSessionPlan::theShoeProcedureOpensWithWhyTheShoeIsPrepared()
{
    app::SessionOptions options = guidedPractice();
    options.shoe = app::ShoePreparation::ShuffleByHand;
    app::TrainerSession session(options);
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    const app::SessionTexts texts(session, plan);
    QVERIFY(session.betweenRounds());
    QVERIFY2(texts.opening().startsWith(QStringLiteral("<b>Opening the table</b>: new decks.")),
             qPrintable(texts.opening()));
    QVERIFY2(texts.roundInfo().startsWith(QStringLiteral("Between rounds: the shoe &middot; <b>shoe procedure</b>")),
             qPrintable(texts.roundInfo()));
    dealWhole(session);
    QCOMPARE(texts.completeNotice(),
             QStringLiteral("The shoe is ready: press N (or New round) to deal the first round from it."));
}

void TestSessionPlan::leavingARoundCountsWhatWasDealt()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    const app::SessionTexts texts(session, plan);
    session.apply(session.procedure().expected().front());
    QVERIFY2(texts.leaveQuestion().startsWith(QStringLiteral("Round 1 is not finished.")) &&
                 texts.leaveQuestion().contains(QStringLiteral("with the one action dealt so far")),
             qPrintable(texts.leaveQuestion()));
    session.apply(session.procedure().expected().front());
    QVERIFY2(texts.leaveQuestion().contains(QStringLiteral("with the 2 actions dealt so far")),
             qPrintable(texts.leaveQuestion()));
    dealWhole(session);
    QCOMPARE(texts.completeNotice(), QStringLiteral("The round is over: press N (or New round) to deal the next one."));
}

void TestSessionPlan::keptTableLimitsApplyToTheRulesDealtAfter()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    const RuleProfile rules = marylandProfile(6);
    QVERIFY(plan.dealAt(rules)); // no limits kept: the rules' own
    QCOMPARE(session.options().profile.tableMinimum, rules.tableMinimum);
    plan.keepTableLimits({Money::dollars(10), Money::dollars(300)});
    QVERIFY(plan.dealAt(rules));
    QCOMPARE(session.options().profile.tableMinimum, Money::dollars(10));
    QCOMPARE(session.options().profile.tableMaximum, Money::dollars(300));
    plan.keepTableLimits({Money::dollars(300), Money::dollars(10)}); // no table's: the rules keep theirs
    QVERIFY(!plan.dealAt(rules));
    QCOMPARE(session.options().profile.tableMinimum, rules.tableMinimum);
    QCOMPARE(session.options().profile.tableMaximum, rules.tableMaximum);
}

void TestSessionPlan::onlyAHintedSessionLightsTheWayAndMarksMistakes()
{
    app::TrainerSession session(guidedPractice());
    app::SessionRecorder recorder(session, library_);
    app::SessionPlan plan(session, recorder);
    const app::Guidance expected = app::guidanceFor(session.procedure().expected(), session.state());
    QVERIFY(!expected.places.empty());
    const app::Guidance lit = app::expectedGuidance(session, plan, 0);
    QVERIFY(lit.places == expected.places && lit.commands == expected.commands);
    QVERIFY(app::expectedGuidance(session, plan, 3).places.empty()); // seat 3 still deciding
    // A card dealt to the dealer first: marked where it landed, not at the shoe it came from.
    const DealerAction early = DealerAction::deal(Spot::dealer());
    const Verdict wrong = session.apply(early);
    QVERIFY(wrong.isMistake());
    const std::vector<app::Target> marks = app::mistakeMarks(session, plan, wrong);
    QVERIFY(!marks.empty());
    QVERIFY(std::ranges::none_of(marks, [](const app::Target& t) { return t.kind == app::Target::Kind::Shoe; }));
    QVERIFY(std::ranges::any_of(marks, [](const app::Target& t) { return t.kind == app::Target::Kind::DealerCards; }));
    plan.practise(app::Mode::Free);
    plan.nextRound();
    QVERIFY(app::expectedGuidance(session, plan, 0).places.empty());
    const Verdict unexplained = session.apply(early);
    QVERIFY(unexplained.isMistake());
    QVERIFY(app::mistakeMarks(session, plan, unexplained).empty());
}

QTEST_GUILESS_MAIN(TestSessionPlan)
#include "tst_session_plan.moc"

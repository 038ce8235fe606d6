// What the panel tells of each dealer action (app/window/verdict_presenter.h): guided practice logs
// each action green when accepted and red when a mistake, and its feedback names the mistake's
// section; free practice logs the action uncoloured and explains nothing; an injected fault is told
// once, in the feedback and as a "!" line of the log, when it happens and never again.
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/theme/theme.h"
#include "app/window/verdict_presenter.h"

#include <QListWidget>
#include <QtTest>

#include <algorithm>

using namespace s21;

namespace {

app::SessionOptions practice(app::Mode mode)
{
    app::SessionOptions options;
    options.mode = mode;
    options.shoe = app::ShoePreparation::Skip;
    options.players = 3;
    options.seed = 7;
    return options;
}

// The panel's log, line by line.
QListWidget& logOf(app::SidePanel& panel)
{
    auto* log = panel.findChild<QListWidget*>();
    if (!log)
        qFatal("the side panel has no log");
    return *log;
}

QListWidgetItem& lastLine(app::SidePanel& panel)
{
    QListWidget& log = logOf(panel);
    if (log.count() == 0)
        qFatal("the log is empty");
    return *log.item(log.count() - 1);
}

// A practice session of `mode` with its plan and side panel, and the presenter telling of it, as
// the window makes them.
struct Telling {
    Telling(app::Mode mode, const std::vector<app::ScenarioEntry>& library,
            const std::vector<app::ProfileEntry>& profiles)
        : session(practice(mode)), recorder(session, library), plan(session, recorder),
          panel(session.options(), profiles, {}, false), presenter(session, plan, panel)
    {
    }
    app::TrainerSession session;
    app::SessionRecorder recorder;
    app::SessionPlan plan;
    app::SidePanel panel;
    app::VerdictPresenter presenter;
};

// The round's first step, the burn, taken and told; then the burn again, which the procedure does
// not expect, taken and told: its verdict.
Verdict burnTwice(Telling& telling)
{
    const DealerAction burn = telling.session.round().expected().front();
    if (burn.kind != ActionKind::Burn)
        qFatal("the round does not begin with the burn");
    telling.presenter.present(telling.session.apply(burn));
    const Verdict again = telling.session.apply(burn);
    telling.presenter.present(again);
    return again;
}

} // namespace

class TestVerdictPresenter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void guidedPracticeLogsAndExplainsEachAction();
    void freePracticeLogsWithoutJudging();
    void anInjectedFaultIsToldOnceWhenItHappens();

private:
    std::vector<app::ScenarioEntry> library_;
    std::vector<app::ProfileEntry> profiles_;
};

void TestVerdictPresenter::initTestCase()
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    QVERIFY(!profiles.isEmpty());
    library_ = app::loadScenarios(QFileInfo(profiles).path(), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
    profiles_ = app::loadProfiles(profiles, errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
}

void TestVerdictPresenter::guidedPracticeLogsAndExplainsEachAction()
{
    Telling telling(app::Mode::Guided, library_, profiles_);
    const Verdict verdict = burnTwice(telling);
    QVERIFY(verdict.isMistake());
    QListWidget& log = logOf(telling.panel);
    QCOMPARE(log.count(), 2);
    for (QListWidgetItem* line : {log.item(0), log.item(1)})
        QCOMPARE(line->text(), QString::fromStdString(notation(verdict.action)));
    QCOMPARE(log.item(0)->foreground().color(), app::theme::kLogAccepted);
    QCOMPARE(log.item(1)->foreground().color(), app::theme::kLogMistake);
    const QString feedback = telling.panel.feedback();
    QVERIFY2(feedback.contains(QString::fromStdString(verdict.mistake.section)), qPrintable(feedback));
}

void TestVerdictPresenter::freePracticeLogsWithoutJudging()
{
    Telling telling(app::Mode::Free, library_, profiles_);
    const Verdict verdict = burnTwice(telling);
    QVERIFY(verdict.isMistake());
    QListWidget& log = logOf(telling.panel);
    QCOMPARE(log.count(), 2);
    for (QListWidgetItem* line : {log.item(0), log.item(1)}) {
        QCOMPARE(line->text(), QString::fromStdString(notation(verdict.action)));
        QCOMPARE(line->foreground().style(), Qt::NoBrush);
    }
    const QString feedback = telling.panel.feedback();
    QVERIFY2(!feedback.contains(QString::fromStdString(verdict.mistake.section)), qPrintable(feedback));
}

void TestVerdictPresenter::anInjectedFaultIsToldOnceWhenItHappens()
{
    const auto entry = std::ranges::find(library_, std::string("md-dealer-draws-on-seventeen"),
                                         [](const app::ScenarioEntry& each) { return each.scenario.id; });
    QVERIFY(entry != library_.end());
    QCOMPARE(entry->scenario.faults.size(), std::size_t{1});
    Telling telling(app::Mode::Guided, library_, profiles_);
    app::TrainerSession& session = telling.session;
    app::SidePanel& panel = telling.panel;
    app::VerdictPresenter& presenter = telling.presenter;
    session.playScenario(entry->scenario);
    presenter.procedureOpened();

    const QString told = QStringLiteral("! %1").arg(QString::fromStdString(describe(entry->scenario.faults.front())));
    const auto toldLines = [&] { return logOf(panel).findItems(told, Qt::MatchExactly).size(); };
    QCOMPARE(toldLines(), 0); // not yet happened
    bool toldInFeedback = false;
    while (!session.round().complete()) {
        const bool before = session.round().faultEvents().empty();
        presenter.present(session.apply(session.round().expected().front()));
        if (before && !session.round().faultEvents().empty()) {
            QCOMPARE(toldLines(), 1);
            QCOMPARE(lastLine(panel).foreground().color(), app::theme::kLogNotice);
            toldInFeedback = panel.feedback().contains(
                QString::fromStdString(describe(entry->scenario.faults.front())).toHtmlEscaped());
        }
    }
    QVERIFY(toldInFeedback);
    QCOMPARE(toldLines(), 1); // and never again
}

QTEST_MAIN(TestVerdictPresenter)
#include "tst_verdict_presenter.moc"

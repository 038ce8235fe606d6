// Drills and settings through the real widgets on the offscreen platform: choosing a drill in the
// side panel plays only that skill's scenarios, one after another, with free practice's feedback;
// a finished round counts in the drill's tally and its summary shows the time against the speed
// target; the settings dialog refuses table limits the rule profile does not allow and the players
// wager within the limits it takes.
#include "gui_driver.h"

#include "app/dialogs/settings_dialog.h"
#include "app/dialogs/summary_dialog.h"
#include "app/session/clock_text.h"
#include "app/session/drill_names.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/theme/contrast.h"
#include "app/theme/theme.h"
#include "app/theme/translations.h"
#include "app/window/side_panel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>

using namespace s21;

class TestDrillsAndSettings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void drillPlaysOnlyItsSkillAndCountsEachRound_data();
    void drillPlaysOnlyItsSkillAndCountsEachRound();
    void speedTargetShowsInTheSummary();
    void scenarioTimeLimitIsTheTarget();
    void roundOverTheTargetDoesNotPass();
    void drillClockRunsWhileTheRoundIsDealt();
    void drillSummaryAgreesWithItsTally();
    void drillsAreNamedInWords();
    void scenarioShowsItsOwnRulesAndPlayers();
    void illegalTableLimitsAreRefused();
    void tableLimitsBoundThePlayersWagers();

private:
    std::unique_ptr<app::MainWindow> open() { return test::roundsWindow(library_); }

    // Picks the drill mode and then the skill in the side panel, as a trainee would: the skill box
    // shows only in the drill mode.
    static void chooseDrill(app::MainWindow& window, const QString& skill)
    {
        auto* skills = window.findChild<QComboBox*>("skillBox");
        auto* mode = window.findChild<QComboBox*>("modeBox");
        QVERIFY(skills && mode);
        const int index = skills->findData(skill);
        QVERIFY2(index >= 0, qPrintable(skill));
        if (mode->currentIndex() != 2) {
            QVERIFY(!skills->isVisible());
            mode->setCurrentIndex(2);
        }
        QVERIFY(skills->isVisible());
        skills->setCurrentIndex(index);
        QVERIFY(window.drill());
        QCOMPARE(window.drill()->skill(), skill);
    }

    // Deals the round (or runs the shoe procedure) by mouse, the procedure's way, and waits for the summary.
    static void dealToTheSummary(app::MainWindow& window)
    {
        test::GuiDriver driver(window);
        int steps = 0;
        while (!window.session().procedure().complete()) {
            QVERIFY(driver.takeExpected(false));
            QVERIFY(++steps < 400);
        }
        QTRY_VERIFY(window.summary() != nullptr);
    }

    static app::SettingsDialog* openSettings(app::MainWindow& window)
    {
        auto* button = window.findChild<QPushButton*>("settingsButton");
        if (!button)
            return nullptr;
        QTest::mouseClick(button, Qt::LeftButton);
        return window.findChild<app::SettingsDialog*>();
    }

    static void setLimits(app::SettingsDialog& dialog, int minimum, int maximum)
    {
        dialog.findChild<QSpinBox*>("tableMinimum")->setValue(minimum);
        dialog.findChild<QSpinBox*>("tableMaximum")->setValue(maximum);
    }

    static void clickOk(app::SettingsDialog& dialog)
    {
        QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    }

    std::vector<app::ScenarioEntry> library_;
};

void TestDrillsAndSettings::initTestCase()
{
    QVERIFY(app::installTranslations()); // the counts read as the trainer shows them
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    QVERIFY(!profiles.isEmpty());
    library_ = app::loadScenarios(QFileInfo(profiles).path(), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
}

void TestDrillsAndSettings::drillPlaysOnlyItsSkillAndCountsEachRound_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("skill");
    QTest::newRow("rounds") << "splits";
    QTest::newRow("shoe procedures") << "shoe-procedures";
    QTest::newRow("game protection") << "game-protection"; // the players break rules (issue 17)
    // clang-format on
}

void TestDrillsAndSettings::drillPlaysOnlyItsSkillAndCountsEachRound()
{
    QFETCH(QString, skill);
    auto window = open();
    QVERIFY(window);
    chooseDrill(*window, skill);
    QCOMPARE(window->session().roundMode(), app::Mode::Free);
    const std::size_t scenarios = window->drill()->size();
    QVERIFY(scenarios >= 2);
    QStringList played;
    for (std::size_t round = 1; round <= scenarios + 1; ++round) {
        const Scenario* scenario = window->session().scenario();
        QVERIFY(scenario);
        QVERIFY2(std::ranges::find(scenario->drills, skill.toStdString()) != scenario->drills.end(),
                 scenario->id.c_str());
        played << QString::fromStdString(scenario->id);
        dealToTheSummary(*window);
        QCOMPARE(window->drill()->tally().rounds, static_cast<int>(round));
        QCOMPARE(window->drill()->tally().passed, static_cast<int>(round)); // the tests deal at machine speed
        const QString summary = app::SummaryDialog::html(window->session(), window->drill());
        QVERIFY2(summary.contains(QString(round == 1 ? "1 round, 1 passed" : "%1 rounds, %1 passed").arg(round)),
                 qPrintable(summary));
        window->summary()->accept();
    }
    // Every scenario of the skill came once before the first came round again.
    QCOMPARE(played.mid(0, static_cast<int>(scenarios)).removeDuplicates(), 0);
    QCOMPARE(played.last(), played.first());
    // Back to guided practice: the drill ends.
    window->findChild<QComboBox*>("modeBox")->setCurrentIndex(0);
    QVERIFY(!window->drill());
    QVERIFY(!window->session().scenario());
}

void TestDrillsAndSettings::speedTargetShowsInTheSummary()
{
    auto window = open();
    QVERIFY(window);
    app::SettingsDialog* settings = openSettings(*window);
    QVERIFY(settings);
    settings->findChild<QDoubleSpinBox*>("secondsPerAction")->setValue(2.5);
    settings->accept();
    QCOMPARE(window->secondsPerAction(), 2.5);
    chooseDrill(*window, "surrender");
    const Scenario* scenario = window->session().scenario();
    QVERIFY(scenario && !scenario->scoring.timeLimitMs);
    const auto target = static_cast<std::int64_t>(answerKey(*scenario).size()) * 2500;
    QVERIFY2(window->feedbackText().contains(app::clockText(target)), qPrintable(window->feedbackText()));
    dealToTheSummary(*window);
    const QString summary = app::SummaryDialog::html(window->session(), window->drill());
    QVERIFY2(summary.contains("against a target of " + app::clockText(target)), qPrintable(summary));
    QVERIFY(summary.contains("within the target"));
    QVERIFY(summary.contains("mean time"));
}

void TestDrillsAndSettings::scenarioTimeLimitIsTheTarget()
{
    auto window = open();
    QVERIFY(window);
    chooseDrill(*window, "match-the-dealer");
    // Play on to the scenario that sets its own time limit.
    while (!window->session().scenario()->scoring.timeLimitMs) {
        dealToTheSummary(*window);
        window->summary()->accept();
    }
    const std::int64_t limit = *window->session().scenario()->scoring.timeLimitMs;
    dealToTheSummary(*window);
    const QString summary = app::SummaryDialog::html(window->session(), window->drill());
    QVERIFY(summary.contains("against a target of " + app::clockText(limit)));
}

void TestDrillsAndSettings::roundOverTheTargetDoesNotPass()
{
    app::Drill drill("surrender", library_);
    QVERIFY(!drill.empty());
    drill.next();
    ScoreCard card;
    card.elapsedMs = 5000;
    drill.record(card, 4000);
    QVERIFY(!drill.lastRound()->passed); // a clean round, but too slow
    card.elapsedMs = 3000;
    drill.record(card, 4000);
    QVERIFY(drill.lastRound()->passed);
    QCOMPARE(drill.tally().rounds, 2);
    QCOMPARE(drill.tally().passed, 1);
    QCOMPARE(drill.tally().meanMs(), std::int64_t(4000));
}

// The drill's line shows the round's time by the session's clock against its speed target: still
// before the first action, running from it (as the drill counts the time), and stopped at the
// round's time once the round is over.
void TestDrillsAndSettings::drillClockRunsWhileTheRoundIsDealt()
{
    auto window = open();
    QVERIFY(window);
    chooseDrill(*window, "surrender");
    const auto timeShown = [&window] {
        const QString line = window->roundInfoText();
        const auto at = line.indexOf("time ");
        return at < 0 ? QString() : line.mid(at, line.indexOf(" against", at) - at);
    };
    QCOMPARE(timeShown(), QString("time 0:00.0"));
    QTest::qWait(250);
    QCOMPARE(timeShown(), QString("time 0:00.0")); // no action yet: the round's time has not begun
    test::GuiDriver driver(*window);
    QVERIFY(driver.takeExpected(false));
    // A minute passes on the session's clock: the line follows it without any action.
    window->session().runClockFrom(window->session().clockReading() + 60'000);
    QTRY_VERIFY2(timeShown().startsWith("time 1:00."), qPrintable(window->roundInfoText()));
    const QString running = timeShown();
    QTRY_VERIFY(timeShown() != running); // and goes on ticking
    dealToTheSummary(*window);
    const QString final = "time " + app::clockText(window->session().scoreCard().elapsedMs);
    QCOMPARE(timeShown(), final);
    QVERIFY2(window->roundInfoText().contains("0 of 1 passed"), qPrintable(window->roundInfoText()));
    window->session().runClockFrom(window->session().clockReading() + 60'000);
    QTest::qWait(300);
    QCOMPARE(timeShown(), final); // stopped with the round's last action
}

// A clean round dealt over the speed target passes its score card but not the drill: the summary's
// headline says so, in the colour the tally counts it, instead of a green "passed" beside "0 passed".
void TestDrillsAndSettings::drillSummaryAgreesWithItsTally()
{
    auto window = open();
    QVERIFY(window);
    chooseDrill(*window, "surrender");
    test::GuiDriver driver(*window);
    QVERIFY(driver.takeExpected(false));
    window->session().runClockFrom(window->session().clockReading() + 3'600'000); // an hour later
    dealToTheSummary(*window);
    QVERIFY(window->session().scoreCard().passed);
    QVERIFY(!window->drill()->lastRound()->passed);
    const QString summary = app::SummaryDialog::html(window->session(), window->drill());
    const QString failed =
        QString("<h2 style='color:%1'>100 / 100 &mdash; score passed, over the speed target: not "
                "passed</h2>")
            .arg(app::theme::inkOn(app::theme::kDialogWrongInk, QGuiApplication::palette(), QPalette::Base).name());
    QVERIFY2(summary.contains(failed), qPrintable(summary));
    QVERIFY2(summary.contains("1 round, 0 passed"), qPrintable(summary));
    window->summary()->accept();

    // In time, both agree the other way.
    dealToTheSummary(*window);
    const QString passed = app::SummaryDialog::html(window->session(), window->drill());
    QVERIFY2(
        passed.contains(
            QString("<h2 style='color:%1'>100 / 100 &mdash; score passed, within the speed target: "
                    "passed</h2>")
                .arg(
                    app::theme::inkOn(app::theme::kDialogRightInk, QGuiApplication::palette(), QPalette::Base).name())),
        qPrintable(passed));
    QVERIFY(passed.contains("2 rounds, 1 passed"));
}

// A drill is chosen and kept by its id, and named in words wherever the trainee reads it: the
// panel's drill box, the round's line, the hint and the summary.
void TestDrillsAndSettings::drillsAreNamedInWords()
{
    QCOMPARE(app::drillName("settlement-and-payouts"), QString("Settlement and payouts"));
    QCOMPARE(app::drillName(app::kMistakeDrill), QString("Work my mistakes"));
    QCOMPARE(app::drillName("hole-card-peek"), QString("Hole card peek")); // a skill of no table yet
    for (const QString& skill : app::drillSkills(library_))
        QVERIFY2(app::drillName(skill) != skill && !app::drillName(skill).isEmpty(), qPrintable(skill));

    auto window = open();
    QVERIFY(window);
    const QString skill = "settlement-and-payouts";
    const QString words = "Settlement and payouts";
    chooseDrill(*window, skill);
    QCOMPARE(window->findChild<QComboBox*>("skillBox")->currentText(), words);
    QCOMPARE(window->drill()->skill(), skill); // the id is what is kept
    for (const QString& text : {window->roundInfoText(), window->hintText()}) {
        QVERIFY2(text.contains(words) && !text.contains(skill), qPrintable(text));
    }
    dealToTheSummary(*window);
    const QString summary = app::SummaryDialog::html(window->session(), window->drill());
    QVERIFY2(summary.contains("Drill &ldquo;" + words + "&rdquo;") && !summary.contains(skill), qPrintable(summary));
}

// While a scenario is dealt, the Rules and Players boxes show its own profile and players,
// disabled, their tooltips saying why, and without reporting a choice (which would deal a new
// round); the next practice round shows the practice table's choices again, to be changed as before.
void TestDrillsAndSettings::scenarioShowsItsOwnRulesAndPlayers()
{
    auto window = open(); // Maryland, 6 decks, 4 players
    QVERIFY(window);
    auto* rules = window->findChild<QComboBox*>("profileBox");
    auto* players = window->findChild<QSpinBox*>("playersBox");
    auto* panel = window->findChild<app::SidePanel*>();
    QVERIFY(rules && players && panel);
    const QString practiceRules = rules->currentText();
    QSignalSpy rulesChosen(panel, &app::SidePanel::profileChosen);
    QSignalSpy playersChosen(panel, &app::SidePanel::playersChosen);
    const std::vector<app::ScenarioEntry> scenarios = app::practiceScenarios(library_);
    const auto other = std::ranges::find_if(scenarios, [&](const app::ScenarioEntry& entry) {
        return entry.scenario.profile.id != window->session().options().profile.id &&
               entry.scenario.seats.size() != 4 && !entry.scenario.shoeProcedure;
    });
    QVERIFY(other != scenarios.end());
    const Scenario& scenario = other->scenario;
    QVERIFY(window->playScenario(QString::fromStdString(scenario.id)));
    const int round = window->session().roundNumber();
    QCOMPARE(rules->currentText(), QString::fromStdString(scenario.profile.name));
    QCOMPARE(players->value(), static_cast<int>(scenario.seats.size()));
    for (QWidget* box : {static_cast<QWidget*>(rules), static_cast<QWidget*>(players)}) {
        QVERIFY(!box->isEnabled());
        QVERIFY2(box->toolTip().contains("scenario"), qPrintable(box->toolTip()));
    }
    QCOMPARE(rulesChosen.count(), 0);
    QCOMPARE(playersChosen.count(), 0);
    QCOMPARE(window->session().scenario()->id, scenario.id); // the scenario goes on: nothing was dealt anew
    QCOMPARE(window->session().roundNumber(), round);
    QCOMPARE(window->session().options().players, 4);

    dealToTheSummary(*window);
    window->summary()->accept();
    QVERIFY(!window->session().scenario());
    QCOMPARE(rules->currentText(), practiceRules);
    QCOMPARE(rules->count(), 1); // the scenario's profile is gone from the choices
    QCOMPARE(players->value(), 4);
    QVERIFY(rules->isEnabled() && players->isEnabled() && players->toolTip().isEmpty());
    QCOMPARE(rulesChosen.count(), 0);
    QCOMPARE(playersChosen.count(), 0);
    players->setValue(3); // the practice table's choice again
    QCOMPARE(playersChosen.count(), 1);
    QCOMPARE(window->session().options().players, 3);
}

void TestDrillsAndSettings::illegalTableLimitsAreRefused()
{
    auto window = open();
    QVERIFY(window);
    const RuleProfile before = window->session().options().profile;
    app::SettingsDialog* settings = openSettings(*window);
    QVERIFY(settings);
    auto* error = settings->findChild<QLabel*>("settingsError");
    for (const auto& [minimum, maximum] : {std::pair{0, 500}, std::pair{50, 25}}) {
        setLimits(*settings, minimum, maximum);
        clickOk(*settings);
        QVERIFY(settings->isVisible()); // refused: the dialog stays open
        QVERIFY2(error->text().contains("not allowed") && error->text().contains("table minimum"),
                 qPrintable(error->text()));
        QCOMPARE(window->session().options().profile.tableMinimum, before.tableMinimum);
        QCOMPARE(window->session().options().profile.tableMaximum, before.tableMaximum);
    }
}

void TestDrillsAndSettings::tableLimitsBoundThePlayersWagers()
{
    auto window = open();
    QVERIFY(window);
    app::SettingsDialog* settings = openSettings(*window);
    QVERIFY(settings);
    setLimits(*settings, 25, 40);
    clickOk(*settings);
    QTRY_VERIFY(!window->findChild<app::SettingsDialog*>() || !window->findChild<app::SettingsDialog*>()->isVisible());
    QCOMPARE(window->session().options().profile.tableMinimum, Money::dollars(25));
    QCOMPARE(window->session().options().profile.tableMaximum, Money::dollars(40));
    for (int round = 0; round < 5; ++round) {
        const RoundState& state = window->session().state();
        for (int seat = 1; seat <= kSeatCount; ++seat) {
            if (!state.occupied(seat))
                continue;
            const Money wager = state.seat(seat).initialWager;
            QVERIFY(!(wager < Money::dollars(25)) && !(Money::dollars(40) < wager));
        }
        window->startNewRound();
    }
}

QTEST_MAIN(TestDrillsAndSettings)
#include "tst_drills_and_settings.moc"

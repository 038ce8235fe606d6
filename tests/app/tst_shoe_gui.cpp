// The shoe procedure between rounds in the trainer's real window on the offscreen platform, driven
// through QTest mouse and key events: a session opens with new decks and the trainee inspects,
// prepares, shuffles, cuts, loads and burns (both jurisdictions, by hand and with the automated
// shuffler, by mouse and by keyboard), then deals the first round from that shoe; a mistake is
// caught with its section; the action bar offers only the stage's commands; the skip option deals
// at once; library shoe-procedure scenarios with their incidents by keyboard. The test (not the
// GUI) asks ShoeProcedure::expected() what to do.
#include "gui_driver.h"

#include "app/dialogs/summary_dialog.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/table/player_signal_item.h"
#include "app/table/table_geometry.h"
#include "app/table/table_items.h"

#include <QComboBox>
#include <QListWidget>

using namespace s21;

namespace {

app::SessionOptions options(RuleProfile profile, app::ShoePreparation shoe, app::Mode mode = app::Mode::Guided)
{
    app::SessionOptions o;
    o.profile = std::move(profile);
    o.seed = 17;
    o.mode = mode;
    o.players = 4;
    o.shoe = shoe;
    return o;
}

} // namespace

class TestShoeGui : public QObject {
    Q_OBJECT
private slots:
    void fullShoeProcedure_data();
    void fullShoeProcedure();
    void mistakeIsCaughtWithItsSection_data();
    void mistakeIsCaughtWithItsSection();
    void reshuffleAfterTheCoverCardByKeyboard();
    void freePracticeListsTheMistakeInTheSummary();
    void actionBarOffersTheStagesCommands();
    void guidanceLightsTheStackAndTheSeat();
    void skippingDealsFromAShuffledShoe();
    void shoeProcedureScenarioByKeyboard_data();
    void shoeProcedureScenarioByKeyboard();
    void labelsStayOnTheTableAndApart();

private:
    std::unique_ptr<app::MainWindow> open(const app::SessionOptions& o)
    {
        auto window = std::make_unique<app::MainWindow>(o, std::vector<app::ProfileEntry>{{"rules", o.profile}});
        window->show();
        QApplication::setActiveWindow(window.get());
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        return window;
    }
};

void TestShoeGui::fullShoeProcedure_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<bool>("massachusetts");
    QTest::addColumn<bool>("shuffler");
    QTest::addColumn<bool>("keyboard");
    for (bool ma : {false, true})
        for (bool shuffler : {false, true})
            for (bool keyboard : {false, true})
                QTest::addRow("%s %s %s", ma ? "MA" : "MD", shuffler ? "shuffler" : "by hand", keyboard ? "keyboard" : "mouse")
                    << ma << shuffler << keyboard;
    // clang-format on
}

// Every step of the opening of new decks through the GUI, each accepted; the summary; then the
// first round is dealt from the loaded shoe, its first card already burned (MD-S21 7.B(3), MA-S21 7(c)).
void TestShoeGui::fullShoeProcedure()
{
    QFETCH(bool, massachusetts);
    QFETCH(bool, shuffler);
    QFETCH(bool, keyboard);
    const RuleProfile profile = massachusetts ? massachusettsProfile(6) : marylandProfile(6);
    auto window = open(
        options(profile, shuffler ? app::ShoePreparation::AutomatedShuffler : app::ShoePreparation::ShuffleByHand));
    QVERIFY(window);
    app::TrainerSession& session = window->session();
    QVERIFY(session.betweenRounds());
    QCOMPARE(session.shoeProcedure().state().situation.start, ShoeStart::NewDecks);
    test::GuiDriver driver(*window);
    int steps = 0;
    std::vector<ActionKind> kinds;
    while (!session.procedure().complete()) {
        const DealerAction next = session.procedure().expected().front();
        QVERIFY2(driver.takeExpected(keyboard), notation(next).c_str());
        kinds.push_back(next.kind);
        QVERIFY(++steps < 60);
    }
    for (ActionKind kind : {ActionKind::InspectCards, ActionKind::SpreadCards, ActionKind::WashCards,
                            ActionKind::LoadShoe, ActionKind::Burn})
        QVERIFY(std::find(kinds.begin(), kinds.end(), kind) != kinds.end());
    const Shoe loaded = session.shoeProcedure().shoe();
    QVERIFY(QTest::qWaitFor([&] { return window->summary() != nullptr; }));
    QVERIFY(window->summary()->windowTitle().contains(QStringLiteral("Shoe procedure")));
    QVERIFY(test::acceptSummary(*window));
    QVERIFY(!session.betweenRounds());
    QCOMPARE(session.state().shoe.remaining(), loaded.remaining());
    QCOMPARE(session.state().rack.cardCount(), 1);
    QVERIFY(session.procedure().expected().front().kind != ActionKind::Burn);
    QVERIFY(window->commands().button(ActionKind::DealCard)->isVisible());
    QVERIFY(driver.takeExpected(keyboard));
}

void TestShoeGui::mistakeIsCaughtWithItsSection_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<bool>("massachusetts");
    QTest::addRow("MD") << false;
    QTest::addRow("MA") << true;
    // clang-format on
}

// Shuffling sealed decks (MD-S21 4.A: inspect first); in Massachusetts, the strip before the
// riffles (MA-S21 4(j)(4)). Guided practice rejects it and cites the section.
void TestShoeGui::mistakeIsCaughtWithItsSection()
{
    QFETCH(bool, massachusetts);
    auto window = open(
        options(massachusetts ? massachusettsProfile(6) : marylandProfile(6), app::ShoePreparation::ShuffleByHand));
    QVERIFY(window);
    app::TrainerSession& session = window->session();
    test::GuiDriver driver(*window);
    if (massachusetts)
        while (session.procedure().expected().front().kind != ActionKind::Riffle)
            QVERIFY(driver.takeExpected(false));
    const auto doneBefore = session.shoeProcedure().state().fixedDone;
    QVERIFY(driver.performByKeyboard(DealerAction::simple(massachusetts ? ActionKind::Strip : ActionKind::Shuffle)));
    const Verdict& verdict = session.log().back().verdict;
    QVERIFY(verdict.isMistake());
    const QString section = massachusetts ? QStringLiteral("MA-S21 4(j)(4)") : QStringLiteral("MD-S21 4.A");
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
    QVERIFY2(window->feedbackText().contains(section), qPrintable(window->feedbackText()));
    QCOMPARE(session.shoeProcedure().state().fixedDone, doneBefore);
    // The right step still goes through afterwards.
    QVERIFY(driver.takeExpected(true));
}

// Rounds dealt until the shoe needs a reshuffle (MD-S21 7.C-D, 5.G): the action bar turns to the
// procedure's commands and the trainee unloads, shuffles, cuts, loads and burns from the keyboard.
void TestShoeGui::reshuffleAfterTheCoverCardByKeyboard()
{
    auto window = open(options(marylandProfile(6), app::ShoePreparation::ShuffleByHand));
    QVERIFY(window);
    app::TrainerSession& session = window->session();
    int rounds = 0;
    do {
        while (!session.procedure().complete())
            session.apply(session.procedure().expected().front());
        window->startNewRound();
        QVERIFY(++rounds < 200);
    } while (!session.betweenRounds());
    const ShoeStart start = session.shoeProcedure().state().situation.start;
    QVERIFY(start == ShoeStart::CoverCardReached || start == ShoeStart::FloorReshuffle);
    QVERIFY(window->commands().button(ActionKind::UnloadShoe)->isVisibleTo(window.get()));
    QVERIFY(!window->commands().button(ActionKind::DealCard)->isVisibleTo(window.get()));
    test::GuiDriver driver(*window);
    while (!session.procedure().complete())
        QVERIFY(driver.takeExpected(true));
    QVERIFY(QTest::qWaitFor([&] { return window->summary() != nullptr; }));
    window->summary()->accept();
    QVERIFY(!session.betweenRounds());
}

// Free practice gives no hints and keeps the mistakes for the summary, with their sections.
void TestShoeGui::freePracticeListsTheMistakeInTheSummary()
{
    auto window = open(options(marylandProfile(6), app::ShoePreparation::ShuffleByHand, app::Mode::Free));
    QVERIFY(window);
    app::TrainerSession& session = window->session();
    test::GuiDriver driver(*window);
    QVERIFY(window->hintText().contains(QStringLiteral("no hints")));
    QVERIFY(driver.performByMouse(DealerAction::simple(ActionKind::WashCards)));
    QVERIFY(session.log().back().verdict.isMistake());
    QVERIFY(window->feedbackText().contains(QStringLiteral("Not taken")));
    while (!session.procedure().complete())
        QVERIFY(driver.takeExpected(false));
    QVERIFY(QTest::qWaitFor([&] { return window->summary() != nullptr; }));
    const QString summary = app::SummaryDialog::html(session);
    QVERIFY2(summary.contains(QStringLiteral("MD-S21 4.A")), qPrintable(summary));
    QVERIFY(summary.contains(QStringLiteral("inspect")));
    QVERIFY(session.scoreCard().points < 100);
}

void TestShoeGui::actionBarOffersTheStagesCommands()
{
    auto window = open(options(marylandProfile(6), app::ShoePreparation::ShuffleByHand));
    QVERIFY(window);
    app::CommandBar& bar = window->commands();
    for (ActionKind shown : {ActionKind::InspectCards, ActionKind::OfferCut, ActionKind::Burn, ActionKind::Cut})
        QVERIFY(bar.button(shown)->isVisible());
    for (ActionKind hidden : {ActionKind::DealCard, ActionKind::Pay, ActionKind::Peek}) {
        QVERIFY(!bar.button(hidden)->isVisible());
        QVERIFY(!bar.action(hidden)->isEnabled());
    }
    // Between rounds "K" stacks the cards; in a round it peeks. Only the stage's action answers.
    QCOMPARE(bar.action(ActionKind::StackCards)->shortcut(), bar.action(ActionKind::Peek)->shortcut());
    QTest::keyClick(&window->view(), Qt::Key_K);
    QCOMPARE(window->session().log().back().verdict.action.kind, ActionKind::StackCards);
}

// Guided practice lights the stack and the seat to offer the cut to, and the player's answer shows.
void TestShoeGui::guidanceLightsTheStackAndTheSeat()
{
    auto window = open(options(marylandProfile(6), app::ShoePreparation::ShuffleByHand));
    QVERIFY(window);
    app::TrainerSession& session = window->session();
    test::GuiDriver driver(*window);
    while (session.procedure().expected().front().kind != ActionKind::OfferCut)
        QVERIFY(driver.takeExpected(false));
    const int seat = session.procedure().expected().front().spot.seat;
    QVERIFY(window->scene().hotspot({app::Target::Kind::CardStack})->highlighted());
    QVERIFY(driver.click({app::Target::Kind::CardStack}));
    QVERIFY(window->statusText().contains(QStringLiteral("offer that player the cut")));
    QVERIFY(driver.click({app::Target::Kind::HandCards, seat, 0}));
    QCOMPARE(session.log().back().verdict.action, DealerAction::offerCut(seat));
    QVERIFY(!session.log().back().verdict.isMistake());
    QVERIFY(!session.shoeProcedure().events().empty());
}

void TestShoeGui::skippingDealsFromAShuffledShoe()
{
    auto window = open(options(marylandProfile(6), app::ShoePreparation::ShuffleByHand));
    QVERIFY(window);
    QVERIFY(window->session().betweenRounds());
    auto* shoeBox = window->findChild<QComboBox*>(QStringLiteral("shoeBox"));
    QVERIFY(shoeBox);
    shoeBox->setCurrentIndex(2);
    QVERIFY(!window->session().betweenRounds());
    QCOMPARE(window->session().procedure().expected().front().kind, ActionKind::Burn);
    QVERIFY(window->commands().button(ActionKind::DealCard)->isVisible());
}

void TestShoeGui::shoeProcedureScenarioByKeyboard_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("incidents");
    QTest::newRow("MD jammed (13.R)") << "md-shuffler-jams" << 1;
    QTest::newRow("MD jammed, then out of order (13.R-S)") << "md-shuffler-out-of-order" << 2;
    QTest::newRow("MA failed cycle (15(j))") << "ma-shuffler-jams" << 1;
    QTest::newRow("MA removed before a hand shuffle (15(k))") << "ma-shuffler-removed-before-a-hand-shuffle" << 1;
    QTest::newRow("MD floor recut (5.F)") << "md-floor-orders-a-recut" << 1;
    // clang-format on
}

// A shoe-procedure scenario from the library, by keyboard: the scenario's players at the table, each
// incident told in the log when it happens, every step accepted, the summary at the burn.
void TestShoeGui::shoeProcedureScenarioByKeyboard()
{
    QFETCH(QString, id);
    QFETCH(int, incidents);
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    auto window = std::make_unique<app::MainWindow>(options(marylandProfile(6), app::ShoePreparation::Skip),
                                                    app::loadProfiles(profiles, errors),
                                                    app::loadScenarios(QFileInfo(profiles).path(), errors));
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(window->playScenario(id));
    app::TrainerSession& session = window->session();
    QVERIFY(session.betweenRounds());
    QCOMPARE(session.seatedPlayers().front().second, session.scenario()->seats.front().player);
    test::GuiDriver driver(*window);
    int steps = 0;
    while (!session.procedure().complete()) {
        const DealerAction next = session.procedure().expected().front();
        QVERIFY2(driver.takeExpected(true), notation(next).c_str());
        QVERIFY(++steps < 40);
    }
    const auto* log = window->findChild<QListWidget*>(QStringLiteral("roundLog"));
    QCOMPARE(log->findItems(QStringLiteral("! "), Qt::MatchStartsWith).size(), static_cast<qsizetype>(incidents));
    QCOMPARE(session.scoreCard().points, 100);
    QVERIFY(QTest::qWaitFor([&] { return window->summary() != nullptr; }));
    window->summary()->accept();
    QVERIFY(!session.scenario()); // back to practice
}

// Issue 18: between rounds no label (a badge or a player's bubble) leaves the table, lies over
// another, spills out of the shoe's or the rack's box, or covers the card reader; through every
// step of every shoe-procedure scenario of the library.
void TestShoeGui::labelsStayOnTheTableAndApart()
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    const std::vector<app::ScenarioEntry> library = app::loadScenarios(QFileInfo(profiles).path(), errors);
    app::MainWindow window(options(marylandProfile(6), app::ShoePreparation::Skip), app::loadProfiles(profiles, errors),
                           library);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
    using namespace app::geometry;
    QStringList problems;
    int scenarios = 0;
    for (const app::ScenarioEntry& entry : library) {
        if (entry.examsOwn || !entry.file.contains(QStringLiteral("shoe-procedures")))
            continue;
        const QString id = QString::fromStdString(entry.scenario.id);
        QVERIFY2(window.playScenario(id), qPrintable(id));
        ++scenarios;
        app::TrainerSession& session = window.session();
        const bool reader = session.shoeProcedure().state().profile.usesCardReader();
        for (int step = 0; !session.procedure().complete(); ++step) {
            std::vector<std::pair<QString, QRectF>> labels;
            for (const QGraphicsItem* item : window.scene().items()) {
                if (const auto* badge = dynamic_cast<const app::BadgeItem*>(item))
                    labels.emplace_back(badge->text(), item->mapToScene(item->shape()).boundingRect());
                else if (const auto* bubble = dynamic_cast<const app::SpeechBubbleItem*>(item))
                    labels.emplace_back(bubble->words(), item->mapToScene(item->shape()).boundingRect());
            }
            const QString at = QStringLiteral("%1, step %2: ").arg(id).arg(step);
            for (std::size_t i = 0; i < labels.size(); ++i) {
                const auto& [text, box] = labels[i];
                if (!kScene.contains(box))
                    problems << at + QStringLiteral("\"%1\" leaves the table").arg(text);
                for (const QRectF& equipment : {kShoe, kRack})
                    if (equipment.contains(box.center()) && !equipment.contains(box))
                        problems << at + QStringLiteral("\"%1\" spills out of its box").arg(text);
                if (reader && box.intersects(kReader))
                    problems << at + QStringLiteral("\"%1\" covers the reader").arg(text);
                for (std::size_t j = i + 1; j < labels.size(); ++j)
                    if (box.intersects(labels[j].second))
                        problems << at + QStringLiteral("\"%1\" overlaps \"%2\"").arg(text, labels[j].first);
            }
            session.apply(session.procedure().expected().front());
        }
    }
    QVERIFY(scenarios >= 10);
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
}

QTEST_MAIN(TestShoeGui)
#include "tst_shoe_gui.moc"

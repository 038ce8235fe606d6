// A wager's chips dragged on the real window (offscreen, QTest mouse events on the table view's
// viewport): a losing wager dragged onto the winner beside it is the chip move MD-S21 7.S forbids,
// rejected as critical and shown, with nothing on the table changed; the same wager dragged into the
// tray collects it; a click on a wager's place still pays or collects as before; and the keyboard says
// the same move with a seat typed and Shift+M. Both jurisdictions, from the library's drills.
#include "gui_driver.h"

#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"

using namespace s21;

namespace {

app::SessionOptions options()
{
    app::SessionOptions o;
    o.profile = marylandProfile(6);
    o.seed = 1;
    o.mode = app::Mode::Guided;
    o.players = 2;
    o.shoe = app::ShoePreparation::Skip;
    return o;
}

const app::Target kLoser{app::Target::Kind::HandWager, 3, 0};
const app::Target kWinner{app::Target::Kind::HandWager, 2, 0};

} // namespace

class TestChipDrag : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void dragOntoTheWinnerIsRejected_data();
    void dragOntoTheWinnerIsRejected();
    void keyboardMovesTheChipsToo();

private:
    // The window playing the library scenario `id`, dealt up to the collection of seat 3's losing
    // wager; nullptr when it cannot be.
    std::unique_ptr<app::MainWindow> atTheLoser(const QString& id);

    std::vector<app::ScenarioEntry> library_;
};

void TestChipDrag::initTestCase()
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    QVERIFY(!profiles.isEmpty());
    library_ = app::loadScenarios(QFileInfo(profiles).path(), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
}

std::unique_ptr<app::MainWindow> TestChipDrag::atTheLoser(const QString& id)
{
    auto window = std::make_unique<app::MainWindow>(
        options(), std::vector<app::ProfileEntry>{{"MD", marylandProfile(6)}}, library_);
    if (!window->playScenario(id))
        return nullptr;
    window = test::shown(std::move(window));
    if (!window)
        return nullptr;
    test::GuiDriver driver(*window);
    for (int steps = 0; steps < 40; ++steps) {
        const DealerAction next = window->session().round().expected().front();
        if (next.kind == ActionKind::Collect && next.spot == Spot::player(3))
            return window;
        if (!driver.takeExpected(false))
            return nullptr;
    }
    return nullptr;
}

void TestChipDrag::dragOntoTheWinnerIsRejected_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD") << "md-losing-wager-into-the-tray"
                        << "MD-S21 7.S";
    QTest::newRow("MA") << "ma-losing-wager-into-the-tray"
                        << "MA-S21 5(e)";
}

void TestChipDrag::dragOntoTheWinnerIsRejected()
{
    QFETCH(QString, id);
    QFETCH(QString, section);
    auto window = atTheLoser(id);
    QVERIFY(window);
    test::GuiDriver driver(*window);
    const RoundState& state = window->session().state();
    const Money tray = state.tray;
    const Money total = state.totalMoney();
    const auto logged = window->session().round().log().size();

    // Pressed on seat 3's wager, moved across, released on seat 2's: one action, the move.
    QVERIFY(driver.drag(kLoser, kWinner));
    const auto& log = window->session().round().log();
    QCOMPARE(log.size(), logged + 1);
    const Verdict& verdict = log.back().verdict;
    QCOMPARE(verdict.action, DealerAction::moveChips(Spot::player(3), Spot::player(2)));
    QVERIFY(verdict.isMistake());
    QCOMPARE(verdict.mistake.code, MistakeCode::ChipsMoved);
    QCOMPARE(verdict.mistake.severity, Severity::Critical);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
    QVERIFY(!log.back().applied);
    QCOMPARE(state.tray, tray);
    QCOMPARE(state.totalMoney(), total);
    QCOMPARE(state.wagerAt(Spot::player(3)), Money::dollars(10));
    QCOMPARE(state.wagerAt(Spot::player(2)), Money::dollars(10));
    const QString shown = window->feedbackText();
    QVERIFY2(shown.contains("Chips moved to another spot") && shown.contains(section), qPrintable(shown));
    // Guided practice marks both places the chips went between.
    QVERIFY(window->scene().hotspot(kLoser)->wrong());
    QVERIFY(window->scene().hotspot(kWinner)->wrong());

    // The loser dragged into the tray is collected; then a click pays the winner, as before.
    QVERIFY(driver.drag(kLoser, {app::Target::Kind::Tray}));
    QCOMPARE(log.back().verdict.action, DealerAction::collect(Spot::player(3), Money::dollars(10)));
    QVERIFY(log.back().verdict.accepted);
    QCOMPARE(state.tray, tray + Money::dollars(10));
    QVERIFY(driver.takeExpected(false)); // tray chips, then a click on seat 2's wager
    QCOMPARE(log.back().verdict.action, DealerAction::pay(Spot::player(2), Money::dollars(10)));
    QVERIFY(log.back().verdict.accepted);
}

void TestChipDrag::keyboardMovesTheChipsToo()
{
    auto window = atTheLoser("md-losing-wager-into-the-tray");
    QVERIFY(window);
    test::GuiDriver driver(*window);
    const DealerAction move = DealerAction::moveChips(Spot::player(3), Spot::player(2));
    QVERIFY(driver.performByKeyboard(move)); // Ctrl+3, "2", Shift+M
    const Verdict& verdict = window->session().round().log().back().verdict;
    QCOMPARE(verdict.action, move);
    QCOMPARE(verdict.mistake.code, MistakeCode::ChipsMoved);
    // With no seat typed, the command asks for one instead of acting.
    const auto logged = window->session().round().log().size();
    QTest::keyClick(&window->view(), Qt::Key_3, Qt::ControlModifier);
    QTest::keySequence(&window->view(), window->commands().action(ActionKind::MoveChips)->shortcut());
    QCOMPARE(window->session().round().log().size(), logged);
    QVERIFY2(window->statusText().startsWith("Type the seat the chips go to"), qPrintable(window->statusText()));
}

QTEST_MAIN(TestChipDrag)
#include "tst_chip_drag.moc"

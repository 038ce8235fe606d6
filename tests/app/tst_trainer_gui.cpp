// The trainer's real window on the offscreen platform, driven through QTest mouse and key events:
// a full round dealt by clicks, a mistake caught and explained, a round dealt from the keyboard
// alone (also one where the shoe runs out and the rack is shuffled and cut), free practice's
// summary, and window sizes that keep the whole table in view. The test (not the GUI) asks
// Round::expected() which places to click.
#include "gui_driver.h"

#include <QComboBox>

#include "app/dialogs/help_window.h"
#include "app/dialogs/summary_dialog.h"
#include "app/dialogs/window_size.h"
#include "app/input/gesture_controller.h"
#include "app/input/number_pad.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/table/card_painter.h"
#include "app/table/guest_hand_item.h"
#include "app/table/table_description.h"
#include "app/table/table_geometry.h"
#include "app/theme/theme.h"
#include "app/theme/translations.h"
#include "app/window/side_panel.h"

#include <QAction>
#include <QAudioDevice>
#include <QCheckBox>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMediaDevices>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>

#include <functional>
#include <optional>

using namespace s21;

Q_DECLARE_METATYPE(s21::RuleProfile)

namespace {

app::SessionOptions options(std::uint64_t seed, app::Mode mode = app::Mode::Guided,
                            RuleProfile profile = marylandProfile(6))
{
    app::SessionOptions o;
    o.profile = std::move(profile);
    o.seed = seed;
    o.mode = mode;
    o.players = 4;
    o.shoe = app::ShoePreparation::Skip; // rounds only: tst_shoe_gui runs the shoe procedure
    return o;
}

// Whether a word-wrapped label's text fits inside its frame and padding, every line whole.
bool linesFit(const QLabel& label)
{
    const QRect room = label.contentsRect();
    const QRect needed =
        label.fontMetrics().boundingRect(QRect(0, 0, room.width(), 100000), Qt::TextWordWrap, label.text());
    return needed.height() <= room.height();
}

// The library scenario `id`, when the library has it.
std::optional<Scenario> libraryScenario(const std::string& id)
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    for (const app::ScenarioEntry& entry : app::loadScenarios(QFileInfo(profiles).path(), errors))
        if (entry.scenario.id == id)
            return entry.scenario;
    return std::nullopt;
}

// A trainer window over the whole scenario library, shown, dealing `options(seed)`.
std::unique_ptr<app::MainWindow> windowWithTheLibrary(std::uint64_t seed)
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    auto window =
        std::make_unique<app::MainWindow>(options(seed), std::vector<app::ProfileEntry>{{"MD", options(seed).profile}},
                                          app::loadScenarios(QFileInfo(profiles).path(), errors));
    window->show();
    return window;
}

} // namespace

class TestTrainerGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(app::installTranslations()); } // the counts read as the trainer shows them
    void fullRoundByClicks_data() { rounds_data(); }
    void fullRoundByClicks();
    void theSummaryOpensOnceTheTableIsPainted();
    void mistakeIsCaughtAndShown();
    void practiceIrregularitiesAreToldAndHandledByMouse();
    void gestureInProgressIsShown();
    void theNumberPadTypesAsTheKeysDo();
    void dragFromTheShoeDeals();
    void playerTakesAMomentToSignal();
    void keysNeverTakeANumberForASeat();
    void aSeatInSeveralHandsAsksWhichHand();
    void withoutHintsAScenarioIsExplainedOnlyAfterwards();
    void theDrawnInErrorTagIsOnTheStrayCard();
    void aWholeShoeByMouseAloneAndByKeyboardAlone_data();
    void aWholeShoeByMouseAloneAndByKeyboardAlone();
    void keyboardOnlyRound_data() { rounds_data(); }
    void keyboardOnlyRound();
    void freePracticeListsMistakesAtTheEnd();
    void everyShippedScenarioCanBeDealtByMouse();
    void playersFoulsAreDrawnAndCaughtByMouse();
    void gameProtectionScenariosByKeyboard();
    void resizingKeepsTheTableInView();
    void theTableStaysStillAsTheStatusChanges();
    void aNewStatusDoesNotLayTheWindowOut();
    void theSidePanelPaintsNothingBeneathItsNewLines();
    void theSidePanelNeitherJumpsNorSquashes();
    void theWindowKeepsToItsScreen();
    void keysGoToTheTableAfterEveryDialog();
    void theKeyboardReachesEveryPanelCommand();
    void f6LeavesTheTableAndF1OpensTheGuide();
    void leavingARoundAsksFirst();
    void cardsAndButtonsAreReadableAtEverySize();
    void theActionBarOffersWhatTheTableUses();
    void shoeRunningOutIsShuffledAndCutByKeyboard();
    void theLogShowsItsNewestLineAndNoHintSpeaksOfWhatIsGone();
    void theArrowsGoOnFromAHandJustPickedUp();
    void theHintSaysWhichHandDealsEachCard();
    void aPlayerSittingOutIsShownByName();
    void aPlayerOnTwoBoxesIsNamedAtBoth();

private:
    void rounds_data();
    std::unique_ptr<app::MainWindow> openRow();
    std::unique_ptr<app::MainWindow> open(const app::SessionOptions& o)
    {
        auto window = std::make_unique<app::MainWindow>(o, std::vector<app::ProfileEntry>{{"MD", o.profile}});
        window->show();
        QApplication::setActiveWindow(window.get());
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        return window;
    }

    // Takes every expected step of the round (or of a shoe-procedure scenario) through the GUI;
    // each must be applied as itself (GuiDriver::takeExpected says what it came out as).
    void dealRound(app::MainWindow& window, bool keyboard)
    {
        test::GuiDriver driver(window);
        int steps = 0;
        while (!window.session().procedure().complete()) {
            const DealerAction next = window.session().procedure().expected().front();
            QVERIFY2(driver.takeExpected(keyboard), notation(next).c_str());
            QVERIFY(++steps < 400);
        }
    }
};

// Rounds per jurisdiction: 3, or S21_GUI_ROUNDS for a longer soak.
void TestTrainerGui::rounds_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("jurisdiction");
    const int rounds = qEnvironmentVariableIsSet("S21_GUI_ROUNDS") ? qEnvironmentVariableIntValue("S21_GUI_ROUNDS") : 3;
    for (int seed = 1; seed <= rounds; ++seed) {
        QTest::addRow("MD seed %d", seed) << seed << 0;
        QTest::addRow("MA seed %d", seed) << seed << 1;
        QTest::addRow("MD blackjack seed %d", seed) << seed << 2;
    }
    // clang-format on
}

std::unique_ptr<app::MainWindow> TestTrainerGui::openRow()
{
    QFETCH(int, seed);
    QFETCH(int, jurisdiction);
    const RuleProfile profiles[] = {marylandProfile(6), massachusettsProfile(6), marylandBlackjackProfile(6, {6, 5})};
    return open(
        options(static_cast<std::uint64_t>(seed), app::Mode::Guided, profiles[static_cast<std::size_t>(jurisdiction)]));
}

void TestTrainerGui::fullRoundByClicks()
{
    auto window = openRow();
    QVERIFY(window);
    dealRound(*window, false);
    QCOMPARE(window->session().scoreCard().points, 100);
    QTRY_VERIFY(window->summary() != nullptr);
    QVERIFY(app::SummaryDialog::html(window->session()).contains("100 / 100"));
    window->summary()->accept();
    QCOMPARE(window->session().roundNumber(), 2);
}

void TestTrainerGui::theSummaryOpensOnceTheTableIsPainted()
{
    auto window = open(options(3));
    QVERIFY(window);
    // Whether the table's first paint after the round finished came before the summary opened.
    struct PaintWatch : QObject {
        app::MainWindow* window = nullptr;
        std::optional<bool> paintedWithoutSummary; // at the first paint watched
        bool eventFilter(QObject*, QEvent* event) override
        {
            if (event->type() == QEvent::Paint && !paintedWithoutSummary)
                paintedWithoutSummary = window->summary() == nullptr;
            return false;
        }
    } watch;
    watch.window = window.get();
    window->view().viewport()->installEventFilter(&watch);
    const auto dealWhole = [&] {
        while (!window->session().procedure().complete())
            window->session().apply(window->session().procedure().expected().front());
    };
    dealWhole();
    QCOMPARE(window->summary(), nullptr); // not yet: the table is painted first
    watch.paintedWithoutSummary.reset();  // the paints from here on
    QTRY_VERIFY(window->summary() != nullptr);
    QVERIFY(watch.paintedWithoutSummary.value_or(false));
    window->summary()->accept();

    // The next round begun before the event loop's next pass: the finished one's summary never opens.
    dealWhole();
    QTest::mouseClick(window->findChild<QPushButton*>(QStringLiteral("newRoundButton")), Qt::LeftButton);
    QVERIFY(!window->session().procedure().complete());
    QTest::qWait(20);
    QCOMPARE(window->summary(), nullptr);
}

void TestTrainerGui::aWholeShoeByMouseAloneAndByKeyboardAlone_data()
{
    QTest::addColumn<bool>("keyboard");
    QTest::addColumn<RuleProfile>("profile");
    QTest::addRow("mouse alone") << false << marylandProfile(6);
    QTest::addRow("keyboard alone") << true << marylandProfile(6);
    QTest::addRow("blackjack, mouse alone") << false << marylandBlackjackProfile(6);
    QTest::addRow("blackjack, keyboard alone") << true << marylandBlackjackProfile(6);
}

// Issue 39: a new trainee deals a whole shoe in a window on a 1024x700 screen (its frame counted),
// of Spanish 21 and of Maryland blackjack (issue 41),
// from the new decks' inspection through every round to the one the cover card comes out in, each
// summary closed the same way, with no mistake scored: by the mouse alone (the number pad types the
// totals, the cut and the cover card's place; the driver sends no key), or by the keyboard alone.
void TestTrainerGui::aWholeShoeByMouseAloneAndByKeyboardAlone()
{
    QFETCH(bool, keyboard);
    QFETCH(RuleProfile, profile);
    app::SessionOptions o = options(11, app::Mode::Guided, profile);
    o.shoe = app::ShoePreparation::ShuffleByHand;
    o.players = 5;
    auto window = open(o);
    QVERIFY(window);
    window->resize(QSize(1024, 700) - app::kFrameAllowance);
    QTest::qWait(50);
    QVERIFY(window->session().betweenRounds());
    const auto* status = window->findChild<QLabel*>(QStringLiteral("gestureStatus"));
    QVERIFY(status);
    int rounds = 0;
    for (int procedures = 0;; ++procedures) {
        QVERIFY2(procedures < 80, "the shoe never ran out");
        const bool round = !window->session().betweenRounds();
        if (!round && rounds > 0)
            break; // the cover card came out: the next shoe is prepared
        test::GuiDriver driver(*window);
        for (int steps = 0; !window->session().procedure().complete(); ++steps) {
            const DealerAction next = window->session().procedure().expected().front();
            QVERIFY2(driver.takeExpected(keyboard), notation(next).c_str());
            QVERIFY(steps < 400);
            // Whatever the gesture's status says along the way is read whole: it never runs past its strip.
            QCoreApplication::processEvents(); // the strip laid out again, as before a paint
            QVERIFY2(linesFit(*status), qPrintable(status->text()));
        }
        QCOMPARE(window->session().scoreCard().points, 100);
        rounds += round ? 1 : 0;
        QTRY_VERIFY(window->summary() != nullptr);
        if (keyboard) {
            QApplication::setActiveWindow(window->summary()); // as a window manager does with a new dialog
            QVERIFY(QTest::qWaitForWindowActive(window->summary()));
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        } else {
            const auto buttons = window->summary()->findChildren<QPushButton*>();
            const auto next = std::find_if(buttons.begin(), buttons.end(), [](auto* b) { return b->isDefault(); });
            QVERIFY(next != buttons.end());
            QTest::mouseClick(*next, Qt::LeftButton);
        }
        QTRY_VERIFY(window->summary() == nullptr);
        QApplication::setActiveWindow(window.get()); // as a window manager does when a dialog closes
    }
    QVERIFY2(rounds >= 8, qPrintable(QStringLiteral("%1 rounds").arg(rounds)));
}

void TestTrainerGui::mistakeIsCaughtAndShown()
{
    auto window = open(options(4));
    QVERIFY(window);
    test::GuiDriver driver(*window);
    QVERIFY(driver.takeExpected(false)); // burn
    QVERIFY(driver.takeExpected(false)); // the first card to the first seat
    const int last = test::lastOccupiedSeat(window->session().state());
    const int cardsBefore = window->session().state().shoe.remaining();
    QVERIFY(driver.performByMouse(DealerAction::deal(Spot::player(last))));
    const Verdict& verdict = window->session().round().log().back().verdict;
    QVERIFY(verdict.isMistake());
    QCOMPARE(window->session().state().shoe.remaining(), cardsBefore); // rejected: the table is unchanged
    const QString shown = window->feedbackText();
    // In plain words, never the code (codes are for exports and the CLI).
    QVERIFY2(shown.contains(QString::fromStdString(mistakeCodeWords(verdict.mistake.code))), qPrintable(shown));
    QVERIFY2(!shown.contains(QString::fromStdString(mistakeCodeName(verdict.mistake.code))), qPrintable(shown));
    QVERIFY2(shown.contains(QString::fromStdString(verdict.mistake.section)), qPrintable(shown));
    QVERIFY(shown.contains("Expected"));
    // Guided practice lights up the place the procedure wants next.
    const DealerAction next = window->session().round().expected().front();
    QCOMPARE(next.kind, ActionKind::DealCard);
    auto* place = window->scene().hotspot({app::Target::Kind::HandCards, next.spot.seat, 0});
    QVERIFY(place && place->highlighted());
    QVERIFY(window->scene().hotspot({app::Target::Kind::Shoe})->highlighted());
    QVERIFY(!window->scene().hotspot({app::Target::Kind::HandCards, last, 0})->highlighted());
}

void TestTrainerGui::gestureInProgressIsShown()
{
    auto window = open(options(4));
    QVERIFY(window);
    test::GuiDriver driver(*window);
    QVERIFY(driver.click({app::Target::Kind::Shoe}));
    QVERIFY2(window->statusText().startsWith("Card in hand"), qPrintable(window->statusText()));
    QTest::keyClick(&window->view(), Qt::Key_Escape);
    QVERIFY(!window->statusText().contains("Card in hand"));
    QVERIFY(driver.click({app::Target::Kind::TrayChip, 0, 0, Money::dollars(5)}));
    QVERIFY(driver.click({app::Target::Kind::TrayChip, 0, 0, Money::dollars(5)}));
    QVERIFY2(window->statusText().contains("Payout stack $10"), qPrintable(window->statusText()));
    QTest::keyClick(&window->view(), Qt::Key_Escape);
    const int seat = test::lastOccupiedSeat(window->session().state());
    QTest::keyClick(&window->view(), static_cast<Qt::Key>(Qt::Key_0 + seat), Qt::ControlModifier);
    QVERIFY2(window->statusText().startsWith(QString("Seat %1 selected").arg(seat)), qPrintable(window->statusText()));
    QTest::keyClicks(&window->view(), "16");
    QVERIFY2(window->statusText().contains(QString("Enter announces 16 and asks seat %1").arg(seat)),
             qPrintable(window->statusText()));
    QVERIFY(window->session().round().log().empty()); // nothing was done to the table
}

// Issue 39: the number pad is the mouse's keyboard: its digits type, Backspace rubs out, Clear drops
// what is typed, Enter asks the selected player; every button is named for a screen reader and
// takes no focus from the table.
void TestTrainerGui::theNumberPadTypesAsTheKeysDo()
{
    auto window = open(options(4));
    QVERIFY(window);
    test::GuiDriver driver(*window);
    while (window->session().round().expected().front().kind != ActionKind::AskPlayer)
        QVERIFY(driver.takeExpected(false));
    const DealerAction ask = window->session().round().expected().front();
    app::NumberPad& pad = window->numberPad();
    for (QToolButton* button : pad.findChildren<QToolButton*>()) {
        QVERIFY(!button->accessibleName().isEmpty());
        QCOMPARE(button->focusPolicy(), Qt::NoFocus);
    }
    const auto press = [&](int key) { QTest::mouseClick(pad.button(key), Qt::LeftButton); };
    QVERIFY(driver.click({app::Target::Kind::HandCards, ask.spot.seat, 0}));
    press(Qt::Key_2);
    press(Qt::Key_7);
    QVERIFY2(window->statusText().startsWith("Typed \"27\""), qPrintable(window->statusText()));
    press(Qt::Key_Backspace);
    press(Qt::Key_Escape);
    QVERIFY2(!window->statusText().contains("Typed"), qPrintable(window->statusText()));
    QVERIFY(window->session().round().log().back().verdict.action.kind != ActionKind::AskPlayer);
    QVERIFY(driver.click({app::Target::Kind::HandCards, ask.spot.seat, 0}));
    QVERIFY(driver.typeOnPad(QString::number(ask.value)));
    press(Qt::Key_Return);
    const Verdict& verdict = window->session().round().log().back().verdict;
    QCOMPARE(verdict.action.kind, ActionKind::AskPlayer);
    QCOMPARE(verdict.action.value, ask.value);
    QVERIFY(!verdict.isMistake());
}

// Issue 18: digits always type a number; Ctrl+1-7 selects a seat, Ctrl+0 the dealer. Before, "6 4"
// after asking seat 3 announced 64 to seat 3, and "20" with nothing selected selected seat 2.
void TestTrainerGui::keysNeverTakeANumberForASeat()
{
    auto window = open(options(4));
    QVERIFY(window);
    test::GuiDriver driver(*window);
    while (window->session().round().expected().front().kind != ActionKind::AskPlayer)
        QVERIFY(driver.takeExpected(false));
    const Spot asked = window->session().round().expected().front().spot;
    QVERIFY(driver.takeExpected(true));
    const auto lastAction = [&] { return window->session().round().log().back().verdict.action; };
    QCOMPARE(lastAction().spot.seat, asked.seat);
    const int other = asked.seat == 6 ? 5 : 6;
    QTest::keyClick(&window->view(), static_cast<Qt::Key>(Qt::Key_0 + other), Qt::ControlModifier);
    QTest::keyClicks(&window->view(), "4");
    QTest::keyClick(&window->view(), Qt::Key_Return);
    QCOMPARE(lastAction().kind, ActionKind::AskPlayer);
    QCOMPARE(lastAction().spot, Spot::player(other));
    QCOMPARE(lastAction().value, 4);

    for (int i = 0; i < 3; ++i)
        QTest::keyClick(&window->view(), Qt::Key_Escape);
    const auto before = window->session().round().log().size();
    QTest::keyClicks(&window->view(), "20");
    QVERIFY2(window->statusText().startsWith("Typed \"20\": T announces it as the dealer's total"),
             qPrintable(window->statusText()));
    QTest::keyClick(&window->view(), Qt::Key_Return); // for no one: it says so, and nothing is done
    QCOMPARE(window->session().round().log().size(), before);
    QVERIFY2(window->statusText().contains("press T to announce it as the dealer's total"),
             qPrintable(window->statusText()));
    QTest::keyClick(&window->view(), Qt::Key_T);
    QCOMPARE(lastAction().kind, ActionKind::AnnounceDealerTotal);
    QCOMPARE(lastAction().value, 20);
}

// Issue 39, finding 9: without hints a scenario's description, which states the answer, is not shown
// as the round starts; the round's summary explains it afterwards. Guided practice shows it at once.
void TestTrainerGui::withoutHintsAScenarioIsExplainedOnlyAfterwards()
{
    const std::optional<Scenario> split = libraryScenario("md-split-resplit-and-double");
    QVERIFY(split);
    const QString description = QString::fromStdString(split->description).toHtmlEscaped().left(40);
    auto guided = open(options(1));
    QVERIFY(guided);
    guided->session().playScenario(*split);
    QVERIFY2(guided->feedbackText().contains(description), qPrintable(guided->feedbackText()));

    auto window = open(options(1, app::Mode::Free));
    QVERIFY(window);
    window->session().playScenario(*split);
    QVERIFY2(!window->feedbackText().contains(description), qPrintable(window->feedbackText()));
    QVERIFY(window->feedbackText().contains(QString::fromStdString(split->title).toHtmlEscaped()));
    dealRound(*window, false);
    QVERIFY(app::SummaryDialog::html(window->session()).contains(description));
}

// Issue 39, finding 14: the "drawn in error" tag sat under the first seat's hand, not on the stray card.
void TestTrainerGui::theDrawnInErrorTagIsOnTheStrayCard()
{
    const std::optional<Scenario> drawn = libraryScenario("md-card-drawn-in-error-taken");
    QVERIFY(drawn);
    auto window = open(options(1));
    QVERIFY(window);
    window->session().playScenario(*drawn);
    test::GuiDriver driver(*window);
    for (int i = 0; i < 40 && !window->session().state().irregular.looseCard; ++i)
        QVERIFY(driver.takeExpected(false));
    QVERIFY(window->session().state().irregular.looseCard);
    const app::BadgeItem* tag = nullptr;
    QRectF card;
    for (QGraphicsItem* item : window->scene().items()) {
        if (const auto* badge = dynamic_cast<const app::BadgeItem*>(item); badge && badge->text() == "drawn in error")
            tag = badge;
        if (const auto* c = dynamic_cast<const app::CardItem*>(item); c && c->scale() < 1.0)
            card = c->sceneBoundingRect(); // the stray card lies smaller than the hands' cards
    }
    QVERIFY(tag && !card.isEmpty());
    const QRectF at = tag->sceneBoundingRect();
    QVERIFY2(std::abs(at.center().x() - card.center().x()) < 2 && at.top() >= card.bottom() - 1,
             "the tag is under the stray card");
    for (int seat = 1; seat <= kSeatCount; ++seat)
        if (const auto* hand = window->scene().hotspot({app::Target::Kind::HandCards, seat, 0}))
            QVERIFY2(!hand->sceneBoundingRect().intersects(at), qPrintable(QStringLiteral("over seat %1").arg(seat)));
}

// Issue 18: Ctrl+N selects a seat in several hands whole, and a command for one hand asks which
// (before, "1" then X picked up split hand 1 out of order). The split scenario dealt by keyboard.
void TestTrainerGui::aSeatInSeveralHandsAsksWhichHand()
{
    const std::optional<Scenario> split = libraryScenario("md-split-resplit-and-double");
    QVERIFY(split);
    auto window = open(options(1));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    window->session().playScenario(*split);
    test::GuiDriver driver(*window);
    int seat = 0;
    while (seat == 0) {
        QVERIFY(driver.takeExpected(true));
        for (int s = 1; s <= kSeatCount && seat == 0; ++s)
            if (window->session().state().seat(s).hands.size() > 1)
                seat = s;
    }
    const auto before = window->session().round().log().size();
    QTest::keyClick(&window->view(), static_cast<Qt::Key>(Qt::Key_0 + seat), Qt::ControlModifier);
    QVERIFY2(window->statusText().startsWith(QString("Seat %1 selected, in several hands").arg(seat)),
             qPrintable(window->statusText()));
    QTest::keyClick(&window->view(), Qt::Key_X);
    QCOMPARE(window->session().round().log().size(), before);
    QVERIFY2(window->statusText().contains(QString("Seat %1 has 2 hands: choose one").arg(seat)),
             qPrintable(window->statusText()));
    QTest::keyClick(&window->view(), Qt::Key_Left);
    QVERIFY2(window->statusText().startsWith(QString("Seat %1, hand 2 selected").arg(seat)),
             qPrintable(window->statusText()));
    dealRound(*window, true);
    QCOMPARE(window->session().scoreCard().points, 100);
}

void TestTrainerGui::dragFromTheShoeDeals()
{
    auto window = open(options(4));
    QVERIFY(window);
    test::GuiDriver driver(*window);
    QVERIFY(driver.takeExpected(false)); // burn
    const DealerAction next = window->session().round().expected().front();
    QCOMPARE(next.kind, ActionKind::DealCard);
    QVERIFY(driver.drag({app::Target::Kind::Shoe}, {app::Target::Kind::HandCards, next.spot.seat, 0}));
    QCOMPARE(window->session().round().log().size(), std::size_t(2));
    QCOMPARE(window->session().round().log().back().verdict.action, next);
    QVERIFY(!window->session().round().log().back().verdict.isMistake());
}

// Guided practice says which hand takes each card from the shoe and which places it (MD-S21
// 7.B(1)-(2), MA-S21 7(b)), and says nothing of hands on a step that deals no card.
void TestTrainerGui::theHintSaysWhichHandDealsEachCard()
{
    auto window = open(options(4));
    QVERIFY(window);
    test::GuiDriver driver(*window);
    const auto nextKind = [&] { return window->session().round().expected().front().kind; };
    while (nextKind() != ActionKind::DealCard)
        QVERIFY(driver.takeExpected(false));
    QVERIFY2(window->hintText().contains("Hands: Take the card from the shoe with your left hand"),
             qPrintable(window->hintText()));
    QVERIFY(window->hintText().contains(QRegularExpression(R"(\((MD-S21 7\.B\(1\)-\(2\)|MA-S21 7\(b\))\)</i>$)")));
    while (nextKind() == ActionKind::DealCard || nextKind() == ActionKind::DealHoleCard)
        QVERIFY(driver.takeExpected(false));
    QVERIFY2(!window->hintText().contains("Hands:"), qPrintable(window->hintText()));
}

// A player on two boxes (MD-S21 6.H) is one player: the table names them at both boxes, and the
// screen reader hears the same name at each.
void TestTrainerGui::aPlayerOnTwoBoxesIsNamedAtBoth()
{
    const std::optional<Scenario> twoBoxes = libraryScenario("md-super-bonus-player-on-two-boxes");
    QVERIFY(twoBoxes);
    auto window = open(options(1));
    QVERIFY(window);
    window->session().playScenario(*twoBoxes);
    QStringList names;
    for (const QGraphicsItem* item : window->scene().items())
        if (const auto* badge = dynamic_cast<const app::BadgeItem*>(item);
            badge && badge->text().contains(QRegularExpression(QStringLiteral("^\\d · "))))
            names << badge->text();
    names.sort();
    QCOMPARE(names, (QStringList{"1 · Kim", "3 · Ann", "4 · Ann", "6 · Max"}));
    const auto& elements = window->scene().elements();
    for (int seat : {3, 4})
        QVERIFY(std::any_of(elements.begin(), elements.end(), [seat](const app::TableElement& element) {
            return element.name.startsWith(QStringLiteral("Seat %1, Ann").arg(seat));
        }));
}

// A practice player sitting a round out keeps their seat: the table shows their name and "sitting
// out" where an empty seat says "open", and the screen reader hears the same. The panel's warning
// about unsaved rounds is read whole beside it.
void TestTrainerGui::aPlayerSittingOutIsShownByName()
{
    app::SessionOptions o = options(3, app::Mode::Guided, massachusettsProfile(6));
    o.players = 7;
    auto window = open(o);
    QVERIFY(window);
    for (int round = 0; round < 40 && window->session().sittingOut().empty(); ++round) {
        dealRound(*window, false);
        QTRY_VERIFY(window->summary() != nullptr);
        window->summary()->accept();
    }
    const auto sittingOut = window->session().sittingOut();
    QVERIFY(!sittingOut.empty());
    const auto& [seat, name] = sittingOut.front();
    QVERIFY(!window->session().state().occupied(seat));
    const QString nameBadge = app::seatNameText(seat, name);
    bool named = false;
    bool out = false;
    for (const QGraphicsItem* item : window->scene().items())
        if (const auto* badge = dynamic_cast<const app::BadgeItem*>(item)) {
            named = named || badge->text() == nameBadge;
            out = out || badge->text() == "sitting out";
            QVERIFY(badge->text() != QStringLiteral("Seat %1 · open").arg(seat));
        }
    QVERIFY(named);
    QVERIFY(out);
    const auto& elements = window->scene().elements();
    QVERIFY(std::any_of(elements.begin(), elements.end(), [&](const app::TableElement& element) {
        return element.name == QStringLiteral("Seat %1, %2: sitting out").arg(seat).arg(QString::fromStdString(name));
    }));
    if (qEnvironmentVariableIsSet("S21_SHOT"))
        window->grab().save(qEnvironmentVariable("S21_SHOT"));
    // With no records file the rounds wait unsaved, and the panel's warning wraps to two lines: the
    // full panel must not cut the second.
    const auto* status = window->findChild<QLabel*>(QStringLiteral("recordsStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().contains("waiting"), qPrintable(status->text()));
    const QRect inside = status->contentsRect().marginsRemoved(QMargins(1, 1, 1, 1) * status->margin());
    const int textHeight = QFontMetrics(status->font()).boundingRect(inside, Qt::TextWordWrap, status->text()).height();
    QVERIFY(textHeight >= QFontMetrics(status->font()).height() * 2);
    QVERIFY2(inside.height() >= textHeight, qPrintable(QStringLiteral("%1 < %2").arg(inside.height()).arg(textHeight)));
}

void TestTrainerGui::playerTakesAMomentToSignal()
{
    auto window = open(options(4));
    QVERIFY(window);
    window->setSignalDelay(120);
    test::GuiDriver driver(*window);
    while (window->session().round().expected().front().kind != ActionKind::AskPlayer)
        QVERIFY(driver.takeExpected(false));
    QVERIFY(driver.takeExpected(false));
    const auto lit = [&] {
        const auto& spots = window->scene().hotspots();
        return std::any_of(spots.begin(), spots.end(),
                           [](const app::HotspotItem* item) { return item->highlighted(); });
    };
    QVERIFY(window->hintText().contains("deciding"));
    QVERIFY(!lit()); // guidance does not give the decision away before the signal
    QTRY_VERIFY(!window->hintText().contains("deciding"));
    QVERIFY(lit());
}

void TestTrainerGui::keyboardOnlyRound()
{
    auto window = openRow();
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    dealRound(*window, true);
    QCOMPARE(window->session().scoreCard().points, 100);
}

void TestTrainerGui::freePracticeListsMistakesAtTheEnd()
{
    auto window = open(options(5, app::Mode::Free));
    QVERIFY(window);
    test::GuiDriver driver(*window);
    QVERIFY(driver.takeExpected(false));
    QVERIFY(driver.performByMouse(DealerAction::deal(Spot::player(test::lastOccupiedSeat(window->session().state())))));
    QVERIFY(window->session().round().log().back().verdict.isMistake());
    QVERIFY(!window->feedbackText().contains("Dealt out of order")); // not explained until the round ends
    while (!window->session().round().complete())
        QVERIFY(driver.takeExpected(false));
    QTRY_VERIFY(window->summary() != nullptr);
    const QString summary = app::SummaryDialog::html(window->session());
    QVERIFY(summary.contains("Dealt out of order"));
    QVERIFY(!summary.contains("DEAL_ORDER"));
    QVERIFY(summary.contains("The correct sequence"));
}

void TestTrainerGui::everyShippedScenarioCanBeDealtByMouse()
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    QVERIFY(!profiles.isEmpty());
    const std::vector<app::ScenarioEntry> library = app::loadScenarios(QFileInfo(profiles).path(), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
    const std::vector<app::ScenarioEntry> scenarios = app::practiceScenarios(library);
    QVERIFY(!scenarios.empty() && scenarios.size() < library.size());
    auto window = std::make_unique<app::MainWindow>(
        options(1), std::vector<app::ProfileEntry>{{"MD", marylandProfile(6)}}, library);
    // An exam's own scenario is never played in practice.
    for (const app::ScenarioEntry& entry : library)
        if (entry.examsOwn)
            QVERIFY(!window->playScenario(QString::fromStdString(entry.scenario.id)));
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const auto* log = window->findChild<QListWidget*>(QStringLiteral("roundLog"));
    const auto* otherRules = window->findChild<QLabel*>(QStringLiteral("scenarioRules"));
    QVERIFY(log && otherRules);
    for (const app::ScenarioEntry& entry : scenarios) {
        QVERIFY(window->playScenario(QString::fromStdString(entry.scenario.id)));
        QCOMPARE(otherRules->isVisibleTo(window.get()), entry.scenario.profile.id != marylandProfile(6).id);
        dealRound(*window, false);
        QVERIFY2(window->session().scoreCard().points == 100, qPrintable(entry.file));
        QCOMPARE(window->session().correctSequence().size(), window->session().log().size());
        // Each injected fault, or each incident of a shoe procedure, was told to the trainee in the log.
        const std::size_t happenings = entry.scenario.shoeProcedure ? entry.scenario.shoeProcedure->incidents.size()
                                                                    : entry.scenario.faults.size();
        QCOMPARE(log->findItems(QStringLiteral("! "), Qt::MatchStartsWith).size(), static_cast<qsizetype>(happenings));
    }
}

// The side panel's Irregularities setting: "often" brings faults into practice rounds; each is
// told in the round's log and handled by mouse to a perfect score.
void TestTrainerGui::practiceIrregularitiesAreToldAndHandledByMouse()
{
    auto window = open(options(5));
    QVERIFY(window);
    auto* often = window->findChild<QComboBox*>(QStringLiteral("irregularityBox"));
    QVERIFY(often);
    often->setCurrentIndex(often->findData(kOften));
    QCOMPARE(window->session().options().irregularities, kOften);
    const auto* log = window->findChild<QListWidget*>(QStringLiteral("roundLog"));
    int told = 0;
    for (int round = 0; round < 12 && told < 2; ++round) {
        window->session().newRound();
        dealRound(*window, false);
        QCOMPARE(window->session().scoreCard().points, 100);
        const auto announced = log->findItems(QStringLiteral("! "), Qt::MatchStartsWith).size();
        QCOMPARE(announced, static_cast<qsizetype>(window->session().round().faultEvents().size()));
        told += static_cast<int>(announced);
    }
    QVERIFY(told >= 2);
}

// The side panel's Players' fouls setting: "often" has players break rules in practice rounds
// (issue 17). While one is on the table the player's hand is drawn reaching onto the layout (or the
// cash laid on it with a verbal wager); each is caught by mouse (the seat's cards, then the command) to
// a perfect score.
void TestTrainerGui::playersFoulsAreDrawnAndCaughtByMouse()
{
    auto window = open(options(6));
    QVERIFY(window);
    auto* often = window->findChild<QComboBox*>(QStringLiteral("guestFoulBox"));
    QVERIFY(often);
    often->setCurrentIndex(often->findData(kOften));
    QCOMPARE(window->session().options().guestFouls, kOften);
    test::GuiDriver driver(*window);
    int caught = 0;
    for (int round = 0; round < 12 && caught < 2; ++round) {
        window->session().newRound();
        for (int steps = 0; !window->session().procedure().complete(); ++steps) {
            QVERIFY(steps < 400);
            const bool foul = window->session().state().irregular.guestFoul.has_value();
            const auto items = window->scene().items();
            // A hand of its own (a signalling hand belongs to its signal: PlayerSignalItem).
            const bool handDrawn = std::any_of(items.begin(), items.end(), [](QGraphicsItem* item) {
                return (dynamic_cast<app::GuestHandItem*>(item) && !item->parentItem()) ||
                       dynamic_cast<app::CashItem*>(item);
            });
            QCOMPARE(handDrawn, foul);
            const DealerAction next = window->session().procedure().expected().front();
            const auto before = window->session().log().size();
            QVERIFY(driver.takeExpected(false));
            QCOMPARE(window->session().log().size(), before + 1);
            const Verdict& verdict = window->session().log().back().verdict;
            QVERIFY2(!verdict.isMistake(), (notation(next) + " came out as " + notation(verdict.action) + ": " +
                                            verdict.mistake.explanation + " step " + std::to_string(steps))
                                               .c_str());
            caught += foul && !window->session().state().irregular.guestFoul ? 1 : 0;
        }
        QCOMPARE(window->session().scoreCard().points, 100);
    }
    QVERIFY(caught >= 2);
}

// Issue 18: the status line under the table keeps its height whatever it says (it jumped about 7 px
// when a long text wrapped), at the narrowest size the most.
void TestTrainerGui::theTableStaysStillAsTheStatusChanges()
{
    auto window = open(options(7));
    QVERIFY(window);
    window->resize(1024, 700);
    QTest::qWait(100); // the narrower side panel and the action bar's rows settle
    const QRect viewAt = window->view().geometry();
    const QPoint shoeAt = window->view().mapFromScene(app::geometry::kShoe.center());
    const int seat = test::lastOccupiedSeat(window->session().state());
    const std::vector<std::function<void()>> changes{
        [&] { QTest::keyClick(&window->view(), static_cast<Qt::Key>(Qt::Key_0 + seat), Qt::ControlModifier); },
        [&] { QTest::keyClicks(&window->view(), "1234"); },
        [&] { QTest::keyClick(&window->view(), Qt::Key_Escape); },
        [&] { QTest::keyClick(&window->view(), Qt::Key_Escape); },
        [&] { QTest::keyClick(&window->view(), Qt::Key_X); }, // nothing selected: a notice
        [&] { QTest::keyClicks(&window->view(), "20"); },
        [&] { QTest::keyClick(&window->view(), Qt::Key_Return); },
    };
    QSet<QString> texts;
    for (const auto& change : changes) {
        change();
        QApplication::processEvents();
        texts.insert(window->statusText());
        QCOMPARE(window->view().geometry(), viewAt);
        QCOMPARE(window->view().mapFromScene(app::geometry::kShoe.center()), shoeAt);
    }
    QVERIFY(texts.size() >= 5); // the status did change, from one line to three
}

// The status line's new text at every click, and the number typed beside it, stop at their holder
// (label_holder.h): the window is not laid out again, nor is every word-wrapped label's height worked
// out for every width tried.
void TestTrainerGui::aNewStatusDoesNotLayTheWindowOut()
{
    auto window = open(options(7));
    QVERIFY(window);
    QTest::qWait(50); // the window laid out once
    struct LayoutWatch : QObject {
        int requests = 0;
        bool eventFilter(QObject*, QEvent* event) override
        {
            requests += event->type() == QEvent::LayoutRequest ? 1 : 0;
            return false;
        }
    } watch;
    window->centralWidget()->installEventFilter(&watch);
    const int seat = test::lastOccupiedSeat(window->session().state());
    const auto* typed = window->findChild<QLabel*>(QStringLiteral("typedNumber"));
    QVERIFY(typed && !typed->isVisible());
    QSet<QString> texts{window->statusText()};
    QSet<QString> typedShown;
    for (const auto& change : std::vector<std::function<void()>>{
             [&] { QTest::keyClick(&window->view(), static_cast<Qt::Key>(Qt::Key_0 + seat), Qt::ControlModifier); },
             [&] { QTest::keyClick(&window->view(), Qt::Key_Escape); },
             [&] { QTest::keyClick(&window->view(), Qt::Key_X); },      // nothing selected: a notice
             [&] { QTest::keyClick(&window->view(), Qt::Key_1); },      // a number typed beside the status,
             [&] { QTest::keyClick(&window->view(), Qt::Key_2); },      // growing wider,
             [&] { QTest::keyClick(&window->view(), Qt::Key_Escape); }, // and gone
         }) {
        change();
        QApplication::processEvents();
        texts.insert(window->statusText());
        if (typed->isVisible())
            typedShown.insert(typed->text());
    }
    QCOMPARE(texts.size(), 5); // a seat's prompt, the notice, what it was (Escape put it back), "1", "12"
    QCOMPARE(typedShown.size(), 2);
    QVERIFY(!typed->isVisible());
    QCOMPARE(watch.requests, 0);
}

// The panel's lines, its log and the status line fill themselves opaque (framed_label.h,
// opaque_fill.h, label_holder.h): as they change at each click, the panel, its boxes and the window
// beneath them are not painted again.
void TestTrainerGui::theSidePanelPaintsNothingBeneathItsNewLines()
{
    auto window = open(options(7));
    QVERIFY(window);
    QTest::qWait(50); // the window painted once
    auto* panel = window->findChild<QWidget*>(QStringLiteral("panel"));
    QVERIFY(panel);
    // What each watched widget painted, in the window's coordinates.
    struct PaintWatch : QObject {
        QHash<QObject*, QRegion> painted;
        bool eventFilter(QObject* watched, QEvent* event) override
        {
            if (event->type() == QEvent::Paint) {
                auto* widget = static_cast<QWidget*>(watched);
                painted[watched] += static_cast<QPaintEvent*>(event)->region().translated(
                    widget->mapTo(widget->window(), QPoint(0, 0)));
            }
            return false;
        }
    } watch;
    std::vector<QWidget*> beneath{window.get(), window->centralWidget(), panel};
    for (QGroupBox* box : panel->findChildren<QGroupBox*>())
        beneath.push_back(box);
    auto* log = panel->findChild<QListWidget*>(QStringLiteral("roundLog"));
    for (QWidget* widget : beneath)
        widget->installEventFilter(&watch);
    log->viewport()->installEventFilter(&watch);
    test::GuiDriver driver(*window);
    for (int step = 0; step < 6; ++step) {
        QVERIFY(driver.takeExpected(false));
        QApplication::processEvents();
    }
    QVERIFY(!watch.painted.value(log->viewport()).isEmpty()); // the log had new lines
    const QRect panelArea(panel->mapTo(window.get(), QPoint(0, 0)), panel->size());
    for (QWidget* widget : beneath) // the window may paint elsewhere, under the action bar's buttons
        QVERIFY2(!watch.painted.value(widget).intersects(panelArea), widget->metaObject()->className());
}

// Issue 39, finding 4: on a 1024x700 screen (the frame counted) the window fits; long feedback
// squeezes no setting below its own height, the rows under the hint do not move as the hint, the
// round's line and the feedback change (a second click lands where the first did), and a long
// feedback scrolls in its box instead of losing its citation.
void TestTrainerGui::theSidePanelNeitherJumpsNorSquashes()
{
    app::SessionOptions o = options(7);
    o.shoe = app::ShoePreparation::ShuffleByHand; // the longest opening feedback
    auto window = open(o);
    QVERIFY(window);
    const QSize room = QSize(1024, 700) - app::kFrameAllowance;
    window->resize(room);
    QTest::qWait(100);
    QVERIFY2(window->height() <= room.height(), qPrintable(QString::number(window->height())));
    auto* panel = window->findChild<app::SidePanel*>();
    QVERIFY(panel);
    const auto* players = panel->findChild<QSpinBox*>(QStringLiteral("playersBox"));
    const auto* log = panel->findChild<QListWidget*>(QStringLiteral("roundLog"));
    QVERIFY(players && log);
    const auto positions = [&] {
        return std::pair{players->mapTo(window.get(), QPoint()), log->mapTo(window.get(), QPoint())};
    };
    const auto before = positions();
    const QString citation = QStringLiteral("(MD-S21 7.F(1))");
    const QString longText =
        QString(QStringLiteral("A long explanation of what went wrong and why. ")).repeated(8) + citation;
    panel->setHint(longText);
    panel->setRoundInfo(longText.left(90));
    panel->setFeedback(longText);
    QApplication::processEvents();
    QCOMPARE(positions(), before);
    panel->setHint(QStringLiteral("Short."));
    panel->setRoundInfo(QStringLiteral("Round 1"));
    panel->setFeedback(QString());
    QApplication::processEvents();
    QCOMPARE(positions(), before);
    panel->setFeedback(longText);
    QApplication::processEvents();
    for (const QWidget* row : panel->findChildren<QWidget*>()) {
        if (row->isVisible() && (qobject_cast<const QComboBox*>(row) || qobject_cast<const QSpinBox*>(row) ||
                                 qobject_cast<const QPushButton*>(row)))
            QVERIFY2(row->height() >= row->minimumSizeHint().height(), qPrintable(row->objectName()));
    }
    // The whole feedback is there to scroll to, its citation last.
    for (const QLabel* label : panel->findChildren<QLabel*>()) {
        if (label->text() == longText)
            QVERIFY(label->height() >= label->heightForWidth(label->width()));
    }
    QVERIFY(panel->feedback().endsWith(citation));
}

// Issue 39, finding 2: a window asked larger than its screen, or placed half off it, is brought
// back, frame and all, inside the screen's available geometry.
void TestTrainerGui::theWindowKeepsToItsScreen()
{
    auto window = open(options(7));
    QVERIFY(window);
    const QRect room = window->screen()->availableGeometry();
    window->resize(room.size() + QSize(400, 300));
    window->move(room.topLeft() + QPoint(200, 150));
    QApplication::processEvents();
    app::keepOnScreen(window.get());
    QApplication::processEvents();
    QVERIFY2(room.contains(window->frameGeometry()), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                    .arg(window->frameGeometry().x())
                                                                    .arg(window->frameGeometry().y())
                                                                    .arg(window->frameGeometry().width())
                                                                    .arg(window->frameGeometry().height())));
}

// Issue 18: the round log keeps its newest line in sight, even when the window changes size; a
// hand selected by keyboard and picked up is no longer selected, nor named by the status line.
void TestTrainerGui::theLogShowsItsNewestLineAndNoHintSpeaksOfWhatIsGone()
{
    auto window = open(options(7));
    QVERIFY(window);
    window->resize(1024, 700);
    QTest::qWait(100);
    test::GuiDriver driver(*window);
    const auto pickUpNext = [&] {
        const DealerAction next = window->session().round().expected().front();
        return next.kind == ActionKind::PickUpHand && next.spot.kind == Spot::Kind::PlayerHand;
    };
    while (!window->session().round().complete() && !pickUpNext())
        QVERIFY(driver.takeExpected(true));
    QVERIFY(pickUpNext());
    const Spot hand = window->session().round().expected().front().spot;
    QTest::keyClick(&window->view(), static_cast<Qt::Key>(Qt::Key_0 + hand.seat), Qt::ControlModifier);
    if (window->session().state().seat(hand.seat).hands.size() > 1)
        QTest::keyClick(&window->view(), Qt::Key_Right);
    const auto selectedPlaces = [&] {
        const auto& places = window->scene().hotspots();
        return std::count_if(places.begin(), places.end(), [](const app::HotspotItem* p) { return p->selected(); });
    };
    QCOMPARE(selectedPlaces(), 1);
    QTest::keyClick(&window->view(), Qt::Key_X);
    QVERIFY(window->session().state().seat(hand.seat).hands.front().cardsPickedUp);
    QCOMPARE(selectedPlaces(), 0);
    QVERIFY2(!window->statusText().contains(QStringLiteral("selected")), qPrintable(window->statusText()));

    auto* log = window->findChild<QListWidget*>(QStringLiteral("roundLog"));
    QVERIFY(log);
    QVERIFY(log->verticalScrollBar()->maximum() > 0); // more lines than fit at 1024x700
    QCOMPARE(log->verticalScrollBar()->value(), log->verticalScrollBar()->maximum());
    window->resize(1280, 800);
    QTest::qWait(100);
    window->resize(1024, 700);
    QTest::qWait(100);
    QCOMPARE(log->verticalScrollBar()->value(), log->verticalScrollBar()->maximum());
}

// Issue 39: after a hand is picked up by keyboard, the arrows go on to the hand beside it. Before,
// the selection cleared and Left went to the dealer, whose pickup was then scored PICKUP_ORDER; and a
// seat split in two, one hand already picked up, took Ctrl+seat then X without a word. The whole
// pickup is dealt here by arrows and X alone, with no mistake.
void TestTrainerGui::theArrowsGoOnFromAHandJustPickedUp()
{
    auto window = open(options(7));
    QVERIFY(window);
    test::GuiDriver driver(*window);
    const auto next = [&] { return window->session().round().expected().front(); };
    while (!window->session().round().complete() && window->session().round().phase() != Phase::Pickup)
        QVERIFY(driver.takeExpected(true));
    const auto selected = [&]() -> std::optional<app::Target> {
        for (const app::HotspotItem* place : window->scene().hotspots())
            if (place->selected())
                return place->target();
        return std::nullopt;
    };
    const auto orderOf = [](const Spot& spot) {
        return spot.kind == Spot::Kind::Dealer ? std::pair{kSeatCount + 1, 0} : std::pair{spot.seat, spot.hand};
    };
    // The first hand by Ctrl+seat (and Right, for a seat in several hands), then arrows only.
    const Spot first = next().spot;
    QTest::keyClick(&window->view(), static_cast<Qt::Key>(Qt::Key_0 + first.seat), Qt::ControlModifier);
    if (!selected() || selected()->hand != first.hand)
        QTest::keyClick(&window->view(), Qt::Key_Right);
    std::pair<int, int> gone = orderOf(first);
    int pickedUp = 0;
    while (!window->session().round().complete() && next().kind == ActionKind::PickUpHand) {
        const Spot wanted = next().spot;
        if (pickedUp > 0)
            QTest::keyClick(&window->view(), orderOf(wanted) > gone ? Qt::Key_Right : Qt::Key_Left);
        const std::optional<app::Target> on = selected();
        QVERIFY2(on && app::spotOf(*on) == wanted, qPrintable(QString::fromStdString(notation(next()))));
        const std::size_t actions = window->session().round().log().size();
        QTest::keyClick(&window->view(), Qt::Key_X);
        QCOMPARE(window->session().round().log().size(), actions + 1);
        QVERIFY2(!window->session().round().log().back().verdict.isMistake(),
                 window->session().round().log().back().verdict.mistake.explanation.c_str());
        gone = orderOf(wanted);
        ++pickedUp;
    }
    QVERIFY(pickedUp >= 2); // the players' hands still on the table and the dealer's
}

// Issue 39: the panel's buttons take no focus, so that keys go to the table; before, the keyboard
// could reach none of them. Each is in the menu bar with a shortcut, and the shortcuts work from the
// table, the keys going back to it when the dialog closes.
void TestTrainerGui::theKeyboardReachesEveryPanelCommand()
{
    auto window = windowWithTheLibrary(3);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QList<QAction*> inMenus;
    for (QAction* menu : window->menuBar()->actions())
        inMenus += menu->menu()->actions();
    for (const char* name : {"traineeButtonAction", "historyButtonAction", "progressButtonAction", "examButtonAction",
                             "scenariosButtonAction", "openScenarioAction", "settingsButtonAction", "classButtonAction",
                             "abandonExamAction"}) {
        auto* action = window->findChild<QAction*>(QLatin1String(name));
        QVERIFY2(action && inMenus.contains(action), name);
        QVERIFY2(action->shortcut().isEmpty() == (QLatin1String(name) == QLatin1String("abandonExamAction")), name);
    }
    for (const QKeySequence& keys : {QKeySequence(Qt::CTRL | Qt::Key_L), QKeySequence(Qt::CTRL | Qt::Key_Comma)}) {
        QString opened;
        QTimer::singleShot(200, [&opened] {
            if (QWidget* dialog = QApplication::activeModalWidget()) {
                opened = QString::fromLatin1(dialog->metaObject()->className());
                QTest::keyClick(dialog, Qt::Key_Escape);
            }
        });
        QTest::keySequence(&window->view(), keys);
        QTRY_VERIFY2(!opened.isEmpty(), qPrintable(keys.toString()));
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
        QApplication::setActiveWindow(window.get());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_1, Qt::ControlModifier);
        QVERIFY2(QApplication::focusWidget() == &window->view() && window->statusText().startsWith("Seat 1"),
                 qPrintable(keys.toString()));
    }
}

// Issue 39, finding 1: the focused table shows a ring; F6 and Shift+F6 move between the panel, the
// action bar and the table; Tab goes from the panel through the action bar into the table; F1 opens
// the procedure guide, whose pages list every command and hold the procedure's texts.
void TestTrainerGui::f6LeavesTheTableAndF1OpensTheGuide()
{
    auto window = windowWithTheLibrary(3);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QWidget* view = &window->view();
    QTRY_COMPARE(QApplication::focusWidget(), view);
    const auto ringShown = [&] {
        const QImage shot = window->view().viewport()->grab().toImage();
        return shot.pixelColor(1, shot.height() / 2) == app::theme::kFocusRing;
    };
    QVERIFY(ringShown());
    auto* panel = window->findChild<app::SidePanel*>();
    const auto inside = [](const QWidget* region) {
        const QWidget* focus = QApplication::focusWidget();
        return focus && region->isAncestorOf(focus);
    };
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
    QVERIFY(inside(panel));
    QVERIFY(!ringShown());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
    QVERIFY(inside(&window->commands()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
    QCOMPARE(QApplication::focusWidget(), view);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
    QVERIFY(inside(&window->commands()));
    // Tab from the action bar's buttons goes on into the table, and Tab there stays in it.
    for (int i = 0; i < 60 && QApplication::focusWidget() != view; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), view);
    QTest::keyClick(view, Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), view);
    // From the panel's first stop, Tab reaches the action bar before the table.
    QTest::keyClick(view, Qt::Key_F6);
    bool barReached = false;
    for (int i = 0; i < 60 && QApplication::focusWidget() != view; ++i) {
        barReached = barReached || inside(&window->commands());
        QVERIFY2(barReached || inside(panel), QApplication::focusWidget()->metaObject()->className());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    }
    QVERIFY(barReached);
    QCOMPARE(QApplication::focusWidget(), view);

    QTest::keyClick(view, Qt::Key_F1);
    app::HelpWindow* help = nullptr;
    QTRY_VERIFY((help = window->findChild<app::HelpWindow*>()) != nullptr && help->isVisible());
    QCOMPARE(help->pages()->count(), 3);
    const QString dealing = app::HelpWindow::dealingPage();
    for (const app::CommandInfo& info : app::allCommands())
        QVERIFY2(dealing.contains(QString::fromLatin1(info.label).toHtmlEscaped()), info.label);
    const auto pageText = [&](int index) {
        return qobject_cast<QTextBrowser*>(help->pages()->widget(index))->toPlainText();
    };
    QVERIFY(pageText(1).contains("Match-the-Dealer"));
    QVERIFY(pageText(1).contains("MD-S21 7.T"));
    QVERIFY(pageText(2).contains("MA-S21 4(j)"));
    help->close();
}

// Issue 18: after the round's summary (N for the next round, as at the table, or Escape to stay),
// the scenario library and the settings, the keys go to the table again without a click.
void TestTrainerGui::keysGoToTheTableAfterEveryDialog()
{
    auto window = windowWithTheLibrary(3);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    const auto keysReachTheTable = [&] {
        QApplication::setActiveWindow(window.get()); // as a window manager does when a dialog closes
        QWidget* focus = QApplication::focusWidget();
        if (!focus)
            return false;
        QTest::keyClick(focus, Qt::Key_1, Qt::ControlModifier);
        return focus == &window->view() && window->statusText().startsWith("Seat 1");
    };

    dealRound(*window, false);
    QTRY_VERIFY(window->summary() != nullptr && window->summary()->isVisible());
    QApplication::setActiveWindow(window->summary()); // as a window manager does with a new dialog
    QVERIFY(QTest::qWaitForWindowActive(window->summary()));
    const int round = window->session().roundNumber();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N); // the summary's own N
    QTRY_VERIFY(window->summary() == nullptr);
    QCOMPARE(window->session().roundNumber(), round + 1);
    QTRY_VERIFY(keysReachTheTable());

    dealRound(*window, false);
    QTRY_VERIFY(window->summary() != nullptr && window->summary()->isVisible());
    QApplication::setActiveWindow(window->summary());
    QVERIFY(QTest::qWaitForWindowActive(window->summary()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape); // stay at the table
    QTRY_VERIFY(window->summary() == nullptr);
    QTRY_VERIFY(keysReachTheTable());

    for (const char* button : {"scenariosButton", "settingsButton"}) {
        QTimer::singleShot(200, [] {
            if (QWidget* dialog = QApplication::activeModalWidget())
                QTest::keyClick(dialog, Qt::Key_Escape);
        });
        auto* open = window->findChild<QPushButton*>(button);
        QVERIFY2(open, button);
        QTest::mouseClick(open, Qt::LeftButton);
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
        QTRY_VERIFY2(keysReachTheTable(), button);
    }
}

// Issue 18: N, New round or another choice in the panel in the middle of a round asks before the
// round is left; going on dealing changes nothing and puts the choice back; leaving deals the next
// round with the choice (the round left is kept as abandoned: tst_records_gui). A round not begun
// is left without a question.
void TestTrainerGui::leavingARoundAsksFirst()
{
    auto window = open(options(5));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    const auto question = [&] { return window->findChild<QMessageBox*>("leaveRound"); };
    int round = window->session().roundNumber();
    QTest::keyClick(&window->view(), Qt::Key_N); // nothing dealt yet: no question
    QCOMPARE(window->session().roundNumber(), ++round);
    QVERIFY(!question());

    test::GuiDriver driver(*window);
    for (int i = 0; i < 3; ++i)
        QVERIFY(driver.takeExpected(false));
    QTest::keyClick(&window->view(), Qt::Key_N);
    QTRY_VERIFY(question() && question()->isVisible());
    QVERIFY2(question()->text().contains("with the 3 actions dealt so far"), qPrintable(question()->text()));
    QTest::keyClick(question(), Qt::Key_Escape); // go on dealing
    QTRY_VERIFY(!question());
    QCOMPARE(window->session().roundNumber(), round);
    QCOMPARE(window->session().log().size(), std::size_t(3));

    auto* players = window->findChild<QSpinBox*>("playersBox");
    QVERIFY(players);
    QCOMPARE(players->value(), 4);
    players->setValue(2);
    QTRY_VERIFY(question() && question()->isVisible());
    QTest::keyClick(question(), Qt::Key_Escape);
    QTRY_VERIFY(!question());
    QCOMPARE(players->value(), 4); // put back
    QCOMPARE(window->session().options().players, 4);
    QCOMPARE(window->session().roundNumber(), round);

    players->setValue(2);
    QTRY_VERIFY(question() && question()->isVisible());
    const auto buttons = question()->buttons();
    const auto leave = std::find_if(buttons.begin(), buttons.end(),
                                    [](QAbstractButton* b) { return b->text() == QLatin1String("Leave it"); });
    QVERIFY(leave != buttons.end());
    QTest::mouseClick(*leave, Qt::LeftButton);
    QTRY_VERIFY(!question());
    QCOMPARE(window->session().options().players, 2);
    QCOMPARE(window->session().roundNumber(), round + 1);
    QVERIFY(window->session().log().empty());
}

// Issue 18: at 1024x700 the cards' indices were about 5 px and "Dealer's Card" was clipped. Now, at
// each size, an index is drawn at least 9 px high and every action bar label fits its button.
void TestTrainerGui::cardsAndButtonsAreReadableAtEverySize()
{
    auto window = open(options(7));
    QVERIFY(window);
    for (QSize size : {QSize(1024, 700), QSize(1280, 800), QSize(1920, 1080)}) {
        window->resize(size);
        QTest::qWait(100); // the side panel's width and the action bar's rows settle
        const QString at = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
        const double indexPx = app::cardIndexPixelSize(app::geometry::kCard.width()) * window->view().transform().m11();
        QVERIFY2(indexPx >= 9, qPrintable(at + QStringLiteral(": indices %1 px high").arg(indexPx)));
        for (const QToolButton* button : window->findChildren<QToolButton*>()) {
            if (!button->isVisible() || !button->objectName().startsWith("command_"))
                continue;
            for (const QString& line : button->text().split('\n')) {
                QVERIFY2(button->fontMetrics().horizontalAdvance(line) <= button->width() - 4,
                         qPrintable(at + QStringLiteral(": \"%1\" is clipped").arg(line)));
            }
        }
    }
}

// Issue 18: no spin button on a table without Bonus Spin, no hole card or peek on a table without
// them, no "Dealer's Card" where a hole card is dealt; their keys are off too.
void TestTrainerGui::theActionBarOffersWhatTheTableUses()
{
    const auto offered = [](app::MainWindow& window, const char* label) {
        for (const QToolButton* button : window.findChildren<QToolButton*>())
            if (button->objectName().startsWith("command_") && button->text().startsWith(label))
                return button->isVisible() && button->defaultAction()->isEnabled();
        return false;
    };
    auto maryland = open(options(2));
    QVERIFY(maryland);
    for (const char* label : {"Hole card", "Peek", "Reveal", "Deal"})
        QVERIFY2(offered(*maryland, label), label);
    for (const char* label : {"Dealer's Card", "Spin button", "Wheel"})
        QVERIFY2(!offered(*maryland, label), label);
    // The panel too: no sound box without an audio device to play on.
    auto* sound = maryland->findChild<QCheckBox*>("soundBox");
    QVERIFY(sound && !sound->isVisible());
    if (QMediaDevices::audioOutputs().isEmpty()) {
        maryland->enableSound();
        QVERIFY(!sound->isVisible());
    }

    RuleProfile bonusSpin = massachusettsProfile(6);
    bonusSpin.bonusSpin.variant = BonusSpinVariant::MassachusettsAcePays;
    bonusSpin.bonusSpin.wagerAmounts = {Money::dollars(5)};
    auto massachusetts = open(options(2, app::Mode::Guided, bonusSpin));
    QVERIFY(massachusetts);
    for (const char* label : {"Dealer's Card", "Spin button", "Wheel", "Deal"})
        QVERIFY2(offered(*massachusetts, label), label);
    for (const char* label : {"Hole card", "Peek", "Reveal"})
        QVERIFY2(!offered(*massachusetts, label), label);
}

void TestTrainerGui::resizingKeepsTheTableInView()
{
    auto window = open(options(7));
    QVERIFY(window);
    for (QSize size : {QSize(1280, 800), QSize(1920, 1080), QSize(1024, 700), QSize(1600, 1200)}) {
        window->resize(size);
        QApplication::processEvents();
        const QRectF visible =
            window->view().mapToScene(window->view().viewport()->rect()).boundingRect().adjusted(-1, -1, 1, 1);
        for (const app::HotspotItem* item : window->scene().hotspots())
            QVERIFY2(visible.contains(item->sceneBoundingRect()),
                     qPrintable(QString("at %1x%2 a place is out of view").arg(size.width()).arg(size.height())));
        test::GuiDriver driver(*window);
        QVERIFY(driver.pointFor({app::Target::Kind::Shoe}));
    }
}

// MD-S21 13.K-L: the shoe runs out during the dealer's draw; the rack is shuffled and cut.
void TestTrainerGui::shoeRunningOutIsShuffledAndCutByKeyboard()
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    std::vector<app::ScenarioEntry> scenarios = app::loadScenarios(QFileInfo(profiles).path(), errors);
    std::erase_if(scenarios, [](const app::ScenarioEntry& entry) {
        if (entry.scenario.shoeProcedure)
            return true;
        const auto key = answerKey(entry.scenario);
        return std::none_of(key.begin(), key.end(), [](const DealerAction& a) { return a.kind == ActionKind::Cut; });
    });
    if (scenarios.empty())
        QSKIP("no scenario shuffles and cuts during a round");
    auto window = open(options(1));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    window->session().playScenario(scenarios.front().scenario);
    dealRound(*window, true);
    QCOMPARE(window->session().scoreCard().points, 100);
}

// Every game-protection scenario (issue 17) dealt by keyboard alone: the seat selected by its
// number, the foul caught by its shortcut (Fix wager M, Hands off Shift+H, Floor F).
void TestTrainerGui::gameProtectionScenariosByKeyboard()
{
    QStringList errors;
    const QString profiles = app::findProfilesDir();
    std::vector<app::ScenarioEntry> scenarios = app::loadScenarios(QFileInfo(profiles).path(), errors);
    std::erase_if(scenarios, [](const app::ScenarioEntry& entry) {
        const auto& drills = entry.scenario.drills;
        return std::find(drills.begin(), drills.end(), "game-protection") == drills.end();
    });
    QCOMPARE(scenarios.size(), std::size_t(21));
    auto window = open(options(1));
    QVERIFY(window);
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    for (const app::ScenarioEntry& entry : scenarios) {
        window->session().playScenario(entry.scenario);
        dealRound(*window, true);
        QCOMPARE(window->session().scoreCard().points, 100);
        // Each its one foul (an honest player's scenario, none), as it happened.
        QCOMPARE(window->session().round().faultEvents().size(), entry.scenario.faults.size());
        QVERIFY(test::acceptSummary(*window)); // closed, so that the keys go to the table again
    }
}

QTEST_MAIN(TestTrainerGui)
#include "tst_trainer_gui.moc"

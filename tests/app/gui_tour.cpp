// gui_tour: drives the real trainer window through QTest events to take the documentation's
// screenshots. Not a test (nothing is asserted); click-to-repaint latency is tests/benchmarks/table_latency.
//
//   gui_tour shots OUTDIR   opening / split-and-double / a hand signal / mistake / settings / summary
//                           at 1024x700, 1280x800 and 1920x1080
//   gui_tour drill FILE     the splits drill at 1280x800: one round dealt at a trainee's pace, the
//                           next one under way
//   gui_tour records DIR    a trainee's history after three free-practice rounds, and a replay
//   gui_tour shared-box FILE
//                           the table alone at 1280x800 in a Massachusetts round with two shared
//                           boxes (MA-S21 13), dealt from a set-up written here
//   gui_tour own-scenarios FOLDER FILE
//                           the Scenarios… dialog over the window at 1280x800 with an instructor's
//                           scenarios folder: theirs listed first, and what of it did not load
//   gui_tour scenario ID STEPS FILE
//                           the library scenario ID at 1280x800 after the answer key's first STEPS
//                           actions (an irregularity as the trainee meets it)
#include "gui_driver.h"

#include "app/dialogs/exam_result_dialog.h"
#include "app/dialogs/exam_start_dialog.h"
#include "app/dialogs/history_dialog.h"
#include "app/dialogs/replay_window.h"
#include "app/dialogs/scenario_picker.h"
#include "app/dialogs/summary_dialog.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/theme/palette.h"
#include "app/theme/translations.h"

#include "certification/supervisor_key.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QTimer>

#include <algorithm>
#include <iostream>

using namespace s21;

namespace {

app::SessionOptions optionsFor(std::uint64_t seed, app::Mode mode = app::Mode::Guided)
{
    app::SessionOptions options;
    options.profile = marylandProfile(6);
    options.seed = seed;
    options.mode = mode;
    options.players = 5;
    options.shoe = app::ShoePreparation::Skip; // the round shots; `shoe` shows the shoe procedure
    return options;
}

std::vector<app::ProfileEntry> profiles()
{
    QStringList errors;
    return app::loadProfiles(app::findProfilesDir(), errors);
}

std::vector<app::ScenarioEntry> scenarios()
{
    QStringList errors;
    return app::loadScenarios(QFileInfo(app::findProfilesDir()).path(), errors);
}

// A seed and a number of steps after which a seat has split and a hand is doubled.
std::pair<std::uint64_t, int> findSplitAndDouble()
{
    for (std::uint64_t seed = 1; seed < 2000; ++seed) {
        app::TrainerSession session(optionsFor(seed));
        for (int steps = 0; !session.round().complete(); ++steps) {
            const RoundState& state = session.state();
            bool split = false, doubled = false;
            for (int s = 1; s <= kSeatCount; ++s) {
                split |= state.seat(s).hands.size() >= 2;
                for (const PlayerHand& hand : state.seat(s).hands)
                    doubled |= hand.doubled() && hand.cards.cardCount() >= 3 && !hand.cardsPickedUp;
            }
            bool signalling = false;
            for (int s = 1; s <= kSeatCount; ++s)
                for (const PlayerHand& hand : state.seat(s).hands)
                    signalling |= hand.signal.has_value() && hand.status == HandStatus::Playing;
            if (split && doubled && signalling && state.phase == Phase::PlayerTurns)
                return {seed, steps};
            session.apply(session.round().expected().front());
        }
    }
    return {1, 0};
}

// A seed and a number of steps after which a player signals `decision` on the hand being played.
std::pair<std::uint64_t, int> findSignal(Decision decision)
{
    for (std::uint64_t seed = 1; seed < 2000; ++seed) {
        app::TrainerSession session(optionsFor(seed));
        for (int steps = 0; !session.round().complete(); ++steps) {
            for (int s = 1; s <= kSeatCount; ++s)
                for (const PlayerHand& hand : session.state().seat(s).hands)
                    if (hand.signal == decision && hand.status == HandStatus::Playing)
                        return {seed, steps};
            session.apply(session.round().expected().front());
        }
    }
    return {1, 0};
}

void show(app::MainWindow& window, QSize size)
{
    window.enableSound();
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        std::cerr << "the window was not exposed\n";
    QApplication::setActiveWindow(&window);
    QApplication::processEvents();
}

void save(QWidget& window, const QString& file)
{
    QTest::qWait(1000); // a player's signalling hand comes to rest (PlayerSignalItem)
    window.grab().save(file);
    std::cout << file.toStdString() << '\n';
}

// The window dimmed with `dialog` over its middle, as a trainee sees a dialog open over the table.
void saveWithDialog(QWidget& window, QWidget& dialog, QSize size, const QString& file)
{
    dialog.resize(std::min(dialog.width() < 200 ? 760 : dialog.width(), size.width() - 200),
                  std::min(dialog.height(), size.height() - 120));
    QApplication::processEvents();
    QImage image = window.grab().toImage();
    QPainter painter(&image);
    painter.fillRect(image.rect(), QColor(0, 0, 0, 110));
    const QImage shown = dialog.grab().toImage();
    painter.drawImage((image.width() - shown.width()) / 2, (image.height() - shown.height()) / 2, shown);
    image.save(file);
    std::cout << file.toStdString() << '\n';
}

void takeSteps(test::GuiDriver& driver, int steps, bool keyboard = false)
{
    for (int i = 0; i < steps; ++i)
        driver.takeExpected(keyboard);
}

void shots(const QString& dir, QSize size)
{
    const QString tag = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
    {
        app::MainWindow window(optionsFor(3), profiles(), scenarios());
        show(window, size);
        test::GuiDriver driver(window);
        save(window, QStringLiteral("%1/opening-table-%2.png").arg(dir, tag));
    }
    {
        const auto [seed, steps] = findSplitAndDouble();
        app::MainWindow window(optionsFor(seed), profiles(), scenarios());
        show(window, size);
        test::GuiDriver driver(window);
        takeSteps(driver, steps);
        save(window, QStringLiteral("%1/split-and-double-%2.png").arg(dir, tag));
    }
    {
        const auto [seed, steps] = findSignal(Decision::Hit);
        app::MainWindow window(optionsFor(seed), profiles(), scenarios());
        show(window, size);
        test::GuiDriver driver(window);
        takeSteps(driver, steps);
        save(window, QStringLiteral("%1/hand-signal-hit-%2.png").arg(dir, tag));
    }
    {
        app::MainWindow window(optionsFor(3), profiles(), scenarios());
        show(window, size);
        test::GuiDriver driver(window);
        takeSteps(driver, 4);
        driver.performByMouse(DealerAction::deal(Spot::player(test::lastOccupiedSeat(window.session().state()))));
        save(window, QStringLiteral("%1/mistake-shown-%2.png").arg(dir, tag));
    }
    {
        app::MainWindow window(optionsFor(3), profiles(), scenarios());
        show(window, size);
        QTimer::singleShot(300, [&] {
            if (QWidget* dialog = QApplication::activeModalWidget()) {
                saveWithDialog(window, *dialog, size, QStringLiteral("%1/settings-%2.png").arg(dir, tag));
                dialog->close();
            }
        });
        window.findChild<QPushButton*>(QStringLiteral("settingsButton"))->click();
        QTest::qWait(600);
    }
    {
        app::MainWindow window(optionsFor(5, app::Mode::Free), profiles(), scenarios());
        show(window, size);
        test::GuiDriver driver(window);
        takeSteps(driver, 3);
        driver.performByMouse(DealerAction::deal(Spot::player(test::lastOccupiedSeat(window.session().state()))));
        while (!window.session().round().complete()) {
            const DealerAction next = window.session().round().expected().front();
            if (next.kind == ActionKind::Pay && next.amount > Money::dollars(5))
                driver.performByMouse(DealerAction::pay(next.spot, next.amount - Money::dollars(5)));
            if (!window.session().round().complete())
                driver.takeExpected(false);
        }
        if (QTest::qWaitFor([&] { return window.summary() != nullptr; }))
            saveWithDialog(window, *window.summary(), size, QStringLiteral("%1/round-summary-%2.png").arg(dir, tag));
    }
}

void drillShot(const QString& file)
{
    app::MainWindow window(optionsFor(3), profiles(), scenarios());
    show(window, QSize(1280, 800));
    auto* skills = window.findChild<QComboBox*>(QStringLiteral("skillBox"));
    skills->setCurrentIndex(skills->findData(QStringLiteral("splits")));
    window.findChild<QComboBox*>(QStringLiteral("modeBox"))->setCurrentIndex(2);
    test::GuiDriver driver(window);
    while (!window.session().round().complete()) {
        driver.takeExpected(false);
        QTest::qWait(150);
    }
    if (!QTest::qWaitFor([&] { return window.summary() != nullptr; }))
        return;
    window.summary()->accept();
    takeSteps(driver, 9);
    save(window, file);
}

void scenarioShot(const QString& id, int steps, const QString& file)
{
    app::MainWindow window(optionsFor(1), profiles(), scenarios());
    show(window, QSize(1280, 800));
    if (!window.playScenario(id)) {
        std::cerr << "no scenario " << id.toStdString() << '\n';
        return;
    }
    for (int i = 0; i < steps && !window.session().procedure().complete(); ++i)
        window.session().apply(window.session().procedure().expected().front());
    save(window, file);
}

void ownScenariosShot(const QString& folder, const QString& file)
{
    app::MainWindow window(optionsFor(1), profiles(), scenarios());
    show(window, QSize(1280, 800));
    std::vector<app::ScenarioEntry> library = scenarios();
    QStringList problems;
    app::setScenarioFolder(library, folder, problems);
    const std::vector<app::ScenarioEntry> offered = app::practiceScenarios(library);
    app::ScenarioPicker picker(offered, problems, &window);
    picker.show();
    saveWithDialog(window, picker, QSize(1280, 800), file);
}

// The shoe procedure after `steps` of its steps, taken by mouse in the real window: the opening
// of new decks, or (method "reshuffle") the reshuffle once the cover card has come out.
void shoeShot(const QString& jurisdiction, const QString& method, int steps, const QString& file)
{
    app::SessionOptions options = optionsFor(3);
    if (jurisdiction == QLatin1String("ma"))
        options.profile = massachusettsProfile(6);
    options.shoe = method == QLatin1String("shuffler") ? app::ShoePreparation::AutomatedShuffler
                                                       : app::ShoePreparation::ShuffleByHand;
    app::MainWindow window(options, profiles(), scenarios());
    show(window, QSize(1280, 800));
    test::GuiDriver driver(window);
    if (method == QLatin1String("reshuffle")) {
        app::TrainerSession& session = window.session();
        do {
            while (!session.procedure().complete())
                session.apply(session.procedure().expected().front());
            window.startNewRound();
            QApplication::processEvents(); // the action bar lays out the stage's commands
        } while (!session.betweenRounds());
    }
    for (int i = 0; i < steps && window.session().betweenRounds() && !window.session().procedure().complete(); ++i)
        driver.takeExpected(false);
    save(window, file);
}

// A trainee's history after three rounds in free practice (mistakes included), and the replay of
// the last one stopped on its first mistake, from a records file in `dir`.
void recordsShots(const QString& dir)
{
    const auto records = records::RecordsDatabase::open(dir + QStringLiteral("/tour-records.sqlite"));
    app::MainWindow window(optionsFor(5, app::Mode::Free), profiles(), scenarios());
    window.useRecords(records.get());
    show(window, QSize(1280, 800));
    test::GuiDriver driver(window);
    for (int round = 0; round < 3; ++round) {
        takeSteps(driver, 2 + round);
        driver.performByMouse(DealerAction::deal(Spot::player(test::lastOccupiedSeat(window.session().state()))));
        while (!window.session().round().complete())
            driver.takeExpected(false);
        window.startNewRound();
    }
    app::HistoryDialog history(*records, window.station().trainee(), {}, &window);
    history.show();
    save(history, dir + QStringLiteral("/history.png"));
    save(window, dir + QStringLiteral("/records-saved.png"));
    const std::vector<records::RoundSummary> rounds = records->rounds(window.station().trainee());
    for (int row = 0; row < history.rowCount(); ++row) {
        const auto record = records->loadRound(rounds[rounds.size() - 1 - static_cast<std::size_t>(row)].uuid);
        for (std::size_t i = 0; record && i < record->actions.size(); ++i)
            if (record->actions[i].mistake) {
                history.replayRow(row);
                auto* replay = history.findChild<app::ReplayWindow*>();
                replay->showAfter(i + 1);
                save(*replay, dir + QStringLiteral("/replay-mistake.png"));
                return;
            }
    }
}

// A certification exam sat: the start dialog, a live-play round under way, the result to sign and
// the result signed. The shipped Maryland exam, over a records file with one supervisor.
void examShots(const QString& dir)
{
    const QString passphrase = QStringLiteral("correct horse battery");
    QFile::remove(dir + QStringLiteral("/tour-exam.sqlite"));
    const auto records = records::RecordsDatabase::open(dir + QStringLiteral("/tour-exam.sqlite"));
    records::ExamRecords(*records).addSupervisor(QStringLiteral("Sam Supervisor"),
                                                 certification::createKey(passphrase));
    QStringList errors;
    const QString profilesDir = app::findProfilesDir();
    std::vector<app::ExamEntry> exams =
        app::loadExams(QFileInfo(profilesDir).path() + QStringLiteral("/exams"), scenarios(), profiles(), errors);
    app::MainWindow window(optionsFor(5, app::Mode::Free), profiles(), scenarios());
    window.useRecords(records.get());
    window.examDesk().setExams(exams);
    show(window, QSize(1280, 800));
    window.examDesk().chooseExam();
    auto* start = window.findChild<app::ExamStartDialog*>();
    auto* examBox = start->findChild<QComboBox*>(QStringLiteral("examBox"));
    examBox->setCurrentIndex(examBox->findText(QStringLiteral("Maryland Spanish 21 dealer certification")));
    start->findChild<QLineEdit*>(QStringLiteral("passphrase"))->setText(passphrase);
    start->show();
    save(*start, dir + QStringLiteral("/exam-start.png"));
    start->accept();
    test::GuiDriver driver(window);
    while (window.examDesk().sitting() && !window.examDesk().sitting()->run().finished()) {
        while (!window.session().procedure().complete())
            driver.takeExpected(false);
        if (!window.examDesk().sitting()->run().finished())
            window.startNewRound();
        if (window.examDesk().sitting()->run().roundsDone() == 8) {
            takeSteps(driver, 9);
            save(window, dir + QStringLiteral("/exam-live-round.png"));
        }
    }
    app::ExamResultDialog* result = window.examDesk().result();
    save(*result, dir + QStringLiteral("/exam-result-to-sign.png"));
    result->sign(passphrase);
    save(*result, dir + QStringLiteral("/exam-result-signed.png"));
}

// Seat 3 shared by three players (Ann calls on $25; Bo $10 behind, doubles, covers a split; Cy $5,
// stays, leaves a split wager on hand 2), seat 6 by two with the caller standing (Eve $50, Finn $25),
// seats 1 and 5 alone; the cards dealt, the players' turns begun.
void sharedBoxShot(const QString& file)
{
    RoundSetup setup;
    setup.profile = massachusettsProfile(6);
    SeatSetup three{3, "Ann", Money::dollars(1000), Money::dollars(25), Money(), Money()};
    three.behind = {{"Bo", Money::dollars(300), Money::dollars(10), true, 0, Money()},
                    {"Cy", Money::dollars(200), Money::dollars(5), false, 2, Money()}};
    SeatSetup six{6, "Eve", Money::dollars(800), Money::dollars(50), Money(), Money()};
    six.behind = {{"Finn", Money::dollars(400), Money::dollars(25), false, 1, Money()}};
    six.callerSeated = false;
    setup.seats = {{1, "Marcus", Money::dollars(600), Money::dollars(25), Money(), Money()},
                   three,
                   {5, "Dee", Money::dollars(500), Money::dollars(15), Money::dollars(5), Money()},
                   six};
    // The round's cards, then more for a shoe that looks in use.
    setup.shoe = Shoe::stacked(
        parseCards(
            "TS 9D 8C 5H 6D 7S 2H 4C 9C QD KH JS 3C 8H 7D 5S 9H AC 6S 2D KC 4H QS 7C 8D 3S JH 6C 9S 2C AD 5C TC 4D")
            .value());
    ScriptedPlayers players;
    ManualClock clock;
    Round round(setup, players, clock);
    while (!round.complete() && round.state().phase != Phase::PlayerTurns)
        if (!round.apply(round.expected().front()).accepted)
            break;
    app::TableScene scene;
    scene.refresh(round.state());
    app::TableView view(&scene);
    view.resize(1280, 800);
    view.show();
    if (!QTest::qWaitForWindowExposed(&view))
        std::cerr << "the table was not exposed\n";
    QApplication::processEvents();
    view.grab().save(file);
    std::cout << file.toStdString() << '\n';
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    s21::app::installTranslations(); // as spanish21-trainer starts: its words and its look
    s21::app::theme::useDarkLook();
    const QStringList args = QApplication::arguments();
    if (args.size() >= 3 && args[1] == QLatin1String("shots")) {
        for (QSize size : {QSize(1024, 700), QSize(1280, 800), QSize(1920, 1080)})
            shots(args[2], size);
        return 0;
    }
    if (args.size() >= 3 && args[1] == QLatin1String("records")) {
        recordsShots(args[2]);
        return 0;
    }
    if (args.size() >= 3 && args[1] == QLatin1String("exam")) {
        examShots(args[2]);
        return 0;
    }
    if (args.size() >= 3 && args[1] == QLatin1String("drill")) {
        drillShot(args[2]);
        return 0;
    }
    if (args.size() >= 3 && args[1] == QLatin1String("shared-box")) {
        sharedBoxShot(args[2]);
        return 0;
    }
    if (args.size() >= 4 && args[1] == QLatin1String("own-scenarios")) {
        ownScenariosShot(args[2], args[3]);
        return 0;
    }
    if (args.size() >= 5 && args[1] == QLatin1String("scenario")) {
        scenarioShot(args[2], args[3].toInt(), args[4]);
        return 0;
    }
    if (args.size() >= 6 && args[1] == QLatin1String("shoe")) {
        shoeShot(args[2], args[3], args[4].toInt(), args[5]);
        return 0;
    }
    std::cerr << "usage: gui_tour shots OUTDIR | gui_tour exam OUTDIR | gui_tour drill FILE | "
                 "gui_tour shared-box FILE | gui_tour own-scenarios FOLDER FILE | gui_tour scenario ID STEPS FILE"
                 " | gui_tour shoe md|ma hand|shuffler|reshuffle STEPS FILE\n";
    return 2;
}

#include "app/window/main_window.h"

#include "app/dialogs/class_dialog.h"
#include "app/dialogs/help_window.h"
#include "app/dialogs/history_dialog.h"
#include "app/dialogs/load_errors.h"
#include "app/dialogs/progress_dialog.h"
#include "app/dialogs/scenario_picker.h"
#include "app/dialogs/settings_dialog.h"
#include "app/dialogs/summary_dialog.h"
#include "app/dialogs/trainee_dialog.h"
#include "app/input/command_bar.h"
#include "app/input/gesture_controller.h"
#include "app/input/gesture_plan.h"
#include "app/input/number_pad.h"
#include "app/session/drill_names.h"
#include "app/session/server_sender.h"
#include "app/session/table_guidance.h"
#include "app/sound/sound_board.h"
#include "app/table/table_scene.h"
#include "app/table/table_view.h"
#include "app/theme/rich_text.h"
#include "app/theme/style_sheets.h"
#include "app/theme/theme.h"
#include "app/window/label_holder.h"
#include "app/window/session_texts.h"
#include "app/window/side_panel.h"
#include "app/window/verdict_presenter.h"

#include <QAction>
#include <QApplication>
#include <QAudioDevice>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QLabel>
#include <QMediaDevices>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace s21::app {

MainWindow::MainWindow(SessionOptions options, std::vector<ProfileEntry> profiles, std::vector<ScenarioEntry> scenarios,
                       QWidget* parent)
    : QMainWindow(parent), profiles_(std::move(profiles)), shelf_(std::move(scenarios))
{
    setWindowTitle(tr("Spanish 21 Dealer Trainer"));
    session_ = new TrainerSession(std::move(options), this);
    // Before the window's own slots: a round is stored before its summary opens.
    recorder_ = new SessionRecorder(*session_, shelf_.library(), this);
    station_ = new StationRecords(*session_, *recorder_, this);
    plan_ = std::make_unique<SessionPlan>(*session_, *recorder_);
    texts_ = std::make_unique<SessionTexts>(*session_, *plan_);
    moment_ = new PlayerMoment(*session_, this);
    scene_ = new TableScene(this);
    gestures_ = new GestureController(this);

    auto* central = new QWidget(this);
    auto* outer = new QHBoxLayout(central);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    auto* left = new QVBoxLayout;
    left->setSpacing(0);
    view_ = new TableView(scene_, central);
    left->addWidget(view_, 1);
    status_ = new QLabel(central);
    status_->setObjectName(QStringLiteral("gestureStatus"));
    status_->setWordWrap(true);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    status_->setStyleSheet(theme::statusLineStyleSheet());
    // Room for three lines whatever it says, so that the table above never moves as the text changes;
    // held, so that a new text does not lay the window out again (label_holder.h).
    statusHolder_ = new LabelHolder(status_, theme::kStripFill, central);
    QFont statusFont = status_->font();
    statusFont.setPixelSize(theme::kStatusPx);
    statusHolder_->setFixedHeight(
        QFontMetrics(statusFont).boundingRect(QRect(0, 0, 1000, 1000), 0, QStringLiteral("1\n2\n3")).height() + 12);
    typed_ = new QLabel(central);
    typed_->setObjectName(QStringLiteral("typedNumber"));
    typed_->setStyleSheet(theme::typedNumberStyleSheet());
    typed_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    typed_->hide();
    statusHolder_->holdBeside(typed_);
    auto* statusRow = new QHBoxLayout;
    statusRow->setSpacing(0);
    statusRow->addWidget(statusHolder_, 1);
    numberPad_ = new NumberPad(central);
    statusRow->addWidget(numberPad_);
    left->addLayout(statusRow);
    commandBar_ = new CommandBar(this, central);
    left->addWidget(commandBar_);
    outer->addLayout(left, 1);
    panel_ = new SidePanel(session_->options(), profiles_, drillSkills(shelf_.practice()), !shelf_.practice().empty(),
                           central);
    outer->addWidget(panel_);
    presenter_ = std::make_unique<VerdictPresenter>(*session_, *plan_, *panel_);
    examDesk_ = new ExamDesk(this, *session_, *recorder_, *station_, *plan_, *panel_, shelf_.library(), profiles_);
    wireExamDesk();
    setCentralWidget(central);
    addMenus();
    // The dark theme stops at the window's own panel: dialogs keep the readable system palette.
    setStyleSheet(theme::mainWindowStyleSheet());

    view_->setKeyHandler([this](int key, Qt::KeyboardModifiers modifiers, const QString& text) {
        return gestures_->key(key, modifiers, text);
    });
    connect(scene_, &TableScene::targetClicked, gestures_, &GestureController::click);
    connect(scene_, &TableScene::chipsDragged, gestures_, &GestureController::drag);
    connect(commandBar_, &CommandBar::triggered, gestures_, &GestureController::command);
    connect(numberPad_, &NumberPad::keyPressed, gestures_,
            [this](int key, const QString& text) { gestures_->key(key, Qt::NoModifier, text); });
    connect(gestures_, &GestureController::action, this, &MainWindow::onAction);
    connect(gestures_, &GestureController::changed, this, &MainWindow::refreshGesture);
    connect(session_, &TrainerSession::applied, this, &MainWindow::onApplied);
    connect(moment_, &PlayerMoment::decided, this, &MainWindow::refreshTable);
    connect(session_, &TrainerSession::roundFinished, this, &MainWindow::onRoundFinished);
    connect(session_, &TrainerSession::shoeFinished, this, &MainWindow::onRoundFinished);
    connect(session_, &TrainerSession::shoeStarted, this, &MainWindow::onShoeStarted);
    connect(session_, &TrainerSession::roundStarted, this, [this] {
        enterStage();
        moment_->clear();
        scene_->setMistakes({});
        panel_->clearLog();
        openWith();
        refreshTable();
    });

    connect(panel_, &SidePanel::newRoundRequested, this, &MainWindow::askForNextRound);
    connect(panel_, &SidePanel::scenariosRequested, this, &MainWindow::chooseScenario);
    connect(panel_, &SidePanel::openScenarioRequested, this, &MainWindow::openScenario);
    connect(panel_, &SidePanel::settingsRequested, this, &MainWindow::openSettings);
    connect(panel_, &SidePanel::traineeRequested, this, &MainWindow::chooseTrainee);
    connect(panel_, &SidePanel::historyRequested, this, &MainWindow::showHistory);
    connect(panel_, &SidePanel::classRequested, this, &MainWindow::showClass);
    connect(panel_, &SidePanel::progressRequested, this, &MainWindow::showProgress);
    connect(panel_, &SidePanel::examRequested, examDesk_, &ExamDesk::chooseExam);
    connect(panel_, &SidePanel::abandonExamRequested, examDesk_, [this] { examDesk_->abandonExam(); });
    connect(recorder_, &SessionRecorder::statusChanged, this, &MainWindow::refreshRecordsStatus);
    wireStation();
    connect(panel_, &SidePanel::modeChosen, this, [this](Mode mode) {
        leaveRoundThen([this, mode] {
            plan_->practise(mode);
            startNewRound();
        });
    });
    connect(panel_, &SidePanel::drillChosen, this,
            [this](const QString& skill) { leaveRoundThen([this, skill] { startDrill(skill); }); });
    connect(panel_, &SidePanel::profileChosen, this, [this](int index) {
        leaveRoundThen([this, index] { usePracticeProfile(profiles_[static_cast<std::size_t>(index)].profile); });
    });
    connect(panel_, &SidePanel::playersChosen, this,
            [this](int players) { leaveRoundThen([this, players] { session_->setPlayers(players); }); });
    connect(panel_, &SidePanel::playerErrorsChosen, this, [this](double rate) {
        session_->setPlayerErrors(rate);
        view_->setFocus();
    });
    connect(panel_, &SidePanel::irregularitiesChosen, this, [this](double rate) {
        session_->setIrregularities(rate);
        view_->setFocus();
    });
    connect(panel_, &SidePanel::guestFoulsChosen, this, [this](double rate) {
        session_->setGuestFouls(rate);
        view_->setFocus();
    });
    connect(panel_, &SidePanel::shoePreparationChosen, this, [this](ShoePreparation shoe) {
        // Between rounds the shoe is prepared again at once; during a round, from the next shoe on.
        if (session_->betweenRounds()) {
            leaveRoundThen([this, shoe] { session_->setShoePreparation(shoe); });
            return;
        }
        session_->setShoePreparation(shoe);
        panel_->keepChoices();
        view_->setFocus();
    });
    connect(panel_, &SidePanel::soundToggled, this, [this](bool on) { presenter_->setMuted(!on); });

    drillClock_ = new QTimer(this);
    drillClock_->setInterval(100);
    connect(drillClock_, &QTimer::timeout, this, &MainWindow::refreshRoundInfo);

    // F6 and Shift+F6: the keyboard's way out of the table, whose Tab moves between its places.
    auto* nextRegion = new QAction(tr("Next part of the window"), this);
    nextRegion->setShortcut(QKeySequence(Qt::Key_F6));
    connect(nextRegion, &QAction::triggered, this, [this] { moveToRegion(1); });
    auto* previousRegion = new QAction(tr("Previous part of the window"), this);
    previousRegion->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    connect(previousRegion, &QAction::triggered, this, [this] { moveToRegion(-1); });
    addActions({nextRegion, previousRegion});
    orderTabs();

    auto* newRound = new QAction(tr("New round"), this);
    newRound->setShortcut(QKeySequence(QStringLiteral("N")));
    connect(newRound, &QAction::triggered, this, &MainWindow::askForNextRound);
    addAction(newRound);

    if (session_->betweenRounds())
        onShoeStarted();
    else
        enterStage();
    refreshTable();
    refreshGesture();
    refreshRecordsStatus();
    resize(1280, 800);
    view_->setFocus();
}

void MainWindow::useRecords(records::RecordsDatabase* records, const QString& notice, const QString& checkingProgram)
{
    station_->open(records, checkingProgram);
    if (!shelf_.folderGivenForRun())
        if (const std::optional<QString> folder = station_->scenarioFolder())
            useScenarioFolder(*folder);
    if (!notice.isEmpty())
        QMessageBox::warning(this, tr("Records"), notice);
    else
        examDesk_->showInterruptedExam();
}

void MainWindow::wireStation()
{
    connect(station_, &StationRecords::traineeChanged, this, [this](const QString& name) {
        panel_->setTrainee(name);
        refreshRecordsStatus();
    });
    connect(station_, &StationRecords::problem, this,
            [this](const QString& message) { QMessageBox::warning(this, tr("Records"), message); });
    connect(station_, &StationRecords::damaged, this, [this](const QString& file, const QString& problem) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Records"),
                                    tr("The records file %1 is damaged: %2.\n\nThe rounds you deal now are not saved. "
                                       "Restart the trainer: the damaged file will be kept aside, unchanged, for your "
                                       "administrator, and a new one started.")
                                        .arg(file, problem),
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    const auto showServerStatus = [this] {
        const ServerSender* sender = station_->sender();
        panel_->setServerStatus(sender ? sender->status() : QString(),
                                sender ? sender->state() : ServerSender::State::AllSent);
    };
    connect(station_, &StationRecords::senderChanged, this, [this, showServerStatus] {
        showServerStatus();
        if (ServerSender* sender = station_->sender())
            connect(sender, &ServerSender::statusChanged, this, showServerStatus);
    });
}

void MainWindow::refreshRecordsStatus() { panel_->setRecordsStatus(recorder_->status(), recorder_->saving()); }

void MainWindow::chooseTrainee()
{
    if (!station_->records()) {
        QMessageBox::information(this, tr("Trainees"),
                                 tr("No records file is open, so rounds are not kept. Start "
                                    "the trainer with --database FILE to keep them."));
        return;
    }
    auto* dialog = new TraineeDialog(*station_->records(), station_->trainee(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->chosenTrainee() != 0)
            station_->setTrainee(dialog->chosenTrainee());
    });
    connect(dialog, &QDialog::finished, this, [this] {
        station_->keepATraineeDealing(); // the one dealing may have been deleted or archived there
        view_->setFocus();
    });
    dialog->open();
}

void MainWindow::showClass()
{
    auto* dialog = new ClassDialog(station_->serverAddress(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, view_, [this] { view_->setFocus(); });
    dialog->open();
}

void MainWindow::addMenus()
{
    // The panel's commands, each with its shortcut: how the keyboard reaches them from the table.
    const SidePanel::Commands& commands = panel_->commands();
    menuBar()->addMenu(tr("&File"))->addAction(commands.openScenario);
    QMenu* trainee = menuBar()->addMenu(tr("&Trainee"));
    trainee->addActions({commands.trainee, commands.history, commands.progress});
    trainee->addSeparator();
    QAction* quit = trainee->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    menuBar()->addMenu(tr("&Practice"))->addActions({commands.scenarios, commands.settings});
    menuBar()->addMenu(tr("E&xam"))->addActions({commands.exam, commands.abandonExam});
    menuBar()->addMenu(tr("&School"))->addAction(commands.classView);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&Procedure guide"), this, &MainWindow::showHelp);
    guide->setShortcut(QKeySequence::HelpContents);
    // The button Qt shows for the menus that do not fit a narrow window is read out by name too.
    if (auto* more = menuBar()->findChild<QToolButton*>(QStringLiteral("qt_menubar_ext_button")))
        more->setAccessibleName(tr("More menus"));
}

void MainWindow::showHelp()
{
    if (!help_) {
        help_ = new HelpWindow(this);
        help_->setAttribute(Qt::WA_DeleteOnClose);
        connect(help_, &QDialog::finished, view_, [this] { view_->setFocus(); });
    }
    help_->show();
    help_->raise();
    help_->activateWindow();
}

std::vector<QWidget*> MainWindow::focusRegions() const { return {panel_, commandBar_, view_}; }

// The widgets of `region` that Tab reaches (shown, enabled, taking the focus from Tab), in the tab order.
static std::vector<QWidget*> tabStops(QWidget* region)
{
    std::vector<QWidget*> stops;
    for (QWidget* w = region->nextInFocusChain(); w != region; w = w->nextInFocusChain()) {
        if (!region->isAncestorOf(w))
            continue;
        if (w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus))
            stops.push_back(w);
    }
    return stops;
}

void MainWindow::moveToRegion(int step)
{
    const std::vector<QWidget*> regions = focusRegions();
    const auto count = static_cast<int>(regions.size());
    int at = count - 1; // the table, where the keys go
    if (const QWidget* focus = QApplication::focusWidget())
        for (int i = 0; i < count; ++i)
            if (QWidget* region = regions[static_cast<std::size_t>(i)]; focus == region || region->isAncestorOf(focus))
                at = i;
    for (int tried = 1; tried <= count; ++tried) {
        QWidget* region = regions[static_cast<std::size_t>(((at + step * tried) % count + count) % count)];
        if (region == view_) {
            view_->setFocus(Qt::TabFocusReason);
            return;
        }
        if (const std::vector<QWidget*> stops = tabStops(region); !stops.empty()) {
            stops.front()->setFocus(Qt::TabFocusReason);
            return;
        }
    }
}

void MainWindow::orderTabs()
{
    // Tab goes through the panel, then the action bar, then into the table (whose own Tab moves
    // between its places); Shift+Tab the other way.
    std::vector<QWidget*> chain;
    for (QWidget* region : {static_cast<QWidget*>(panel_), static_cast<QWidget*>(commandBar_)})
        for (QWidget* w : region->findChildren<QWidget*>())
            if ((w->focusPolicy() & Qt::TabFocus) && w->window() == this) // not a combo's popup list
                chain.push_back(w);
    chain.push_back(view_);
    for (std::size_t i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
}

void MainWindow::showHistory()
{
    if (!station_->records() || station_->trainee() == 0) {
        chooseTrainee();
        return;
    }
    auto* dialog = new HistoryDialog(*station_->records(), station_->trainee(), shelf_.examsOwnIds(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::finished, view_, [this] { view_->setFocus(); });
    dialog->open();
}

void MainWindow::showProgress()
{
    if (!station_->records() || station_->trainee() == 0) {
        chooseTrainee();
        return;
    }
    try {
        auto* dialog = new ProgressDialog(*station_->records(), station_->trainee(), shelf_.practice(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &ProgressDialog::workMyMistakes, this, [this, dialog](const QStringList& ids) {
            dialog->close();
            workMyMistakes(ids);
        });
        connect(dialog, &QDialog::finished, view_, [this] { view_->setFocus(); });
        dialog->open();
    } catch (const records::RecordsError& error) {
        QMessageBox::warning(this, tr("Progress"), error.message());
    }
}

void MainWindow::workMyMistakes(const QStringList& scenarioIds)
{
    Drill drill(kMistakeDrill, scenarioIds, shelf_.practice());
    if (drill.empty())
        return;
    leaveRoundThen([this, drill = std::move(drill)]() mutable {
        if (plan_->startDrill(std::move(drill)))
            startNewRound();
    });
}

void MainWindow::wireExamDesk()
{
    connect(examDesk_, &ExamDesk::entered, this, [this] {
        if (summary_)
            summary_->close();
    });
    connect(examDesk_, &ExamDesk::tableNeeded, this, [this] {
        showMotion();
        refreshTable();
        view_->setFocus();
    });
    connect(examDesk_, &ExamDesk::left, view_, [this] {
        showMotion();
        view_->setFocus();
    });
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    panel_->setFixedWidth(width() < 1200 ? theme::kNarrowPanelWidth : theme::kPanelWidth);
    QMainWindow::resizeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    examDesk_->windowClosing();
    station_->stopChecking();
    recorder_->abandonAll();
    QMainWindow::closeEvent(event);
}

MainWindow::~MainWindow()
{
    // Before the session and the recorder its sitting uses, which are children made before it.
    delete examDesk_;
    examDesk_ = nullptr;
}

void MainWindow::enterStage()
{
    const bool between = session_->betweenRounds();
    gestures_->setRound(between ? nullptr : &session_->state());
    gestures_->reset();
    commandBar_->setStage(between, between ? session_->options().profile : session_->state().profile);
}

void MainWindow::onShoeStarted()
{
    enterStage();
    moment_->clear();
    scene_->setMistakes({});
    // The procedure may go on after a scenario or a new-round request: its actions so far stay listed.
    panel_->clearLog();
    const bool guided = plan_->hinted();
    for (const TimedVerdict& entry : session_->log())
        panel_->appendLog(
            QString::fromStdString(notation(entry.verdict.action)),
            guided ? std::optional<QColor>(entry.verdict.isMistake() ? theme::kLogMistake : theme::kLogAccepted)
                   : std::nullopt);
    openWith();
    refreshTable();
}

void MainWindow::openWith()
{
    const Scenario* scenario = session_->scenario();
    plan_->roundOpened();
    panel_->setFeedback(texts_->opening());
    const bool otherRules = scenario && scenario->profile.id != session_->options().profile.id;
    panel_->setScenarioRules(otherRules ? QString::fromStdString(scenario->profile.name) : QString());
    // The Rules and Players boxes show the table being dealt: a scenario's own while it lasts.
    if (scenario) {
        const auto listed = std::ranges::find(profiles_, scenario->profile.id,
                                              [](const ProfileEntry& entry) { return entry.profile.id; });
        panel_->showScenarioTable(listed == profiles_.end() ? -1 : static_cast<int>(listed - profiles_.begin()),
                                  QString::fromStdString(scenario->profile.name),
                                  static_cast<int>(scenario->seats.size()));
    } else {
        panel_->showPracticeTable();
    }
    presenter_->procedureOpened();
}

void MainWindow::useMotionSpeed(MotionSpeed speed)
{
    motionSpeed_ = speed;
    showMotion();
}

void MainWindow::showMotion()
{
    scene_->motion().setDuration(plan_->tableStill() ? 0 : motionSpeedInfo(motionSpeed_).milliseconds);
}

void MainWindow::changeMotionSpeed(MotionSpeed speed)
{
    useMotionSpeed(speed);
    station_->keepCardMotion(QLatin1String(motionSpeedInfo(speed).word));
}

void MainWindow::enableCardMotion()
{
    useMotionSpeed(motionSpeedNamed(station_->cardMotion().value_or(QString()), MotionSpeed::Quick));
}

void MainWindow::enableSound()
{
    if (presenter_->hasSound() || QMediaDevices::audioOutputs().isEmpty())
        return; // no device: no sound box either
    presenter_->useSound(new SoundBoard(this));
    panel_->enableSound();
    auto* mute = new QAction(tr("Mute"), this);
    mute->setShortcut(QKeySequence(QStringLiteral("Ctrl+M")));
    connect(mute, &QAction::triggered, panel_, &SidePanel::toggleSound);
    addAction(mute);
}

void MainWindow::startNewRound()
{
    if (examDesk_->nextRound()) {
        view_->setFocus();
        return;
    }
    if (summary_)
        summary_->close();
    plan_->nextRound();
    view_->setFocus();
}

void MainWindow::askForNextRound()
{
    leaveRoundThen([this] { startNewRound(); });
}

void MainWindow::leaveRoundThen(std::function<void()> leave)
{
    const bool underWay = !plan_->exam() && !session_->procedure().complete() && !session_->log().empty();
    if (!underWay) {
        panel_->keepChoices();
        leave();
        view_->setFocus();
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Leave this round?"), texts_->leaveQuestion(),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("leaveRound"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* leaveButton = box->addButton(tr("Leave it"), QMessageBox::DestructiveRole);
    box->setDefaultButton(box->addButton(tr("Go on dealing"), QMessageBox::RejectRole));
    connect(box, &QMessageBox::finished, this, [this, box, leaveButton, leave = std::move(leave)] {
        if (box->clickedButton() == leaveButton) {
            panel_->keepChoices();
            leave();
        } else {
            panel_->undoChoices();
        }
        view_->setFocus();
    });
    box->open();
}

void MainWindow::startDrill(const QString& skill)
{
    if (plan_->startDrill(Drill(skill, shelf_.practice())))
        startNewRound();
}

void MainWindow::openSettings()
{
    auto* dialog = new SettingsDialog(session_->options().profile, plan_->secondsPerAction(), motionSpeed_,
                                      station_->serverAddress(), shelf_.folder(), station_->records() != nullptr, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        plan_->setSecondsPerAction(dialog->secondsPerAction());
        if (dialog->motionSpeed() != motionSpeed_)
            changeMotionSpeed(dialog->motionSpeed());
        if (dialog->scenarioFolder() != shelf_.folder())
            changeScenarioFolder(dialog->scenarioFolder());
        if (dialog->schoolServer() != station_->serverAddress())
            station_->changeServer(dialog->schoolServer());
        const RuleProfile& chosen = dialog->profile();
        const RuleProfile& current = session_->options().profile;
        if (chosen.tableMinimum == current.tableMinimum && chosen.tableMaximum == current.tableMaximum)
            return;
        plan_->keepTableLimits({chosen.tableMinimum, chosen.tableMaximum});
        leaveRoundThen([this, chosen] { usePracticeProfile(chosen); });
    });
    connect(dialog, &QDialog::finished, view_, [this] { view_->setFocus(); });
    dialog->open();
}

void MainWindow::usePracticeProfile(const RuleProfile& profile)
{
    if (!plan_->dealAt(profile))
        panel_->setFeedback(tr("<span style='color:%1'>Your table limits do not fit these rules: the table keeps "
                               "%2 to %3.</span>")
                                .arg(theme::kFeedbackWarning.name(), html(formatMoney(profile.tableMinimum)),
                                     html(formatMoney(profile.tableMaximum))));
}

void MainWindow::chooseScenario()
{
    // Opened as every other window, not run in a loop of its own: a screen reader's Action on the menu
    // item (the accessibility bridge answers it when the command returns) does not wait for it to close.
    auto* picker = new ScenarioPicker(shelf_.practice(), shelf_.folderProblems(), this);
    picker->setAttribute(Qt::WA_DeleteOnClose);
    connect(picker, &QDialog::accepted, this, [this, picker] {
        if (picker->chosen())
            playChosenScenario(picker->chosen()->scenario);
    });
    connect(picker, &QDialog::finished, view_, [this] { view_->setFocus(); });
    picker->open();
}

void MainWindow::openScenario()
{
    auto* dialog = new QFileDialog(this, tr("Open scenario"), shelf_.folder(), tr("Scenarios (*.yaml)"));
    dialog->setObjectName(QStringLiteral("openScenarioDialog"));
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, &MainWindow::openScenarioFile);
    connect(dialog, &QDialog::finished, view_, [this] { view_->setFocus(); });
    dialog->open();
}

bool MainWindow::openScenarioFile(const QString& file)
{
    QString problem;
    std::optional<ScenarioEntry> opened = openedScenario(file, problem);
    if (opened)
        problem = shelf_.addOpened(*opened);
    if (!problem.isEmpty()) {
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Open scenario"),
                            tr("%1 cannot be practised.").arg(QFileInfo(file).fileName()), QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("openScenarioProblem"));
        box->setInformativeText(problem);
        box->setTextInteractionFlags(Qt::TextSelectableByMouse);
        box->setAttribute(Qt::WA_DeleteOnClose);
        connect(box, &QDialog::finished, view_, [this] { view_->setFocus(); });
        box->open();
        return false;
    }
    panel_->setHasScenarios(!shelf_.practice().empty());
    playChosenScenario(opened->scenario);
    return true;
}

void MainWindow::playChosenScenario(Scenario scenario)
{
    leaveRoundThen([this, scenario = std::move(scenario)] {
        if (summary_)
            summary_->close();
        session_->playScenario(scenario);
        // A library scenario interrupts a drill without counting in it; the next round resumes it.
        panel_->setFeedback(panel_->feedback() + texts_->outsideDrillNote());
    });
}

void MainWindow::useScenarioFolder(const QString& folder)
{
    shelf_.useFolder(folder);
    panel_->setHasScenarios(!shelf_.practice().empty());
}

void MainWindow::useLoadedScenarioFolder(const QString& folder, QStringList problems)
{
    shelf_.useLoadedFolder(folder, std::move(problems));
}

void MainWindow::changeScenarioFolder(const QString& folder)
{
    station_->keepScenarioFolder(folder);
    useScenarioFolder(folder);
    if (!shelf_.folderProblems().isEmpty())
        showLoadErrors(this, shelf_.folderProblems());
}

bool MainWindow::playScenario(const QString& id)
{
    const Scenario* scenario = shelf_.practiceScenario(id);
    if (scenario)
        session_->playScenario(*scenario);
    return scenario != nullptr;
}

void MainWindow::onAction(const DealerAction& action)
{
    if (session_->procedure().complete()) {
        panel_->setFeedback(texts_->completeNotice());
        return;
    }
    try {
        session_->apply(action);
    } catch (const std::exception& error) {
        // A stacked scenario shoe that ran out, or a script the rules do not allow.
        panel_->setFeedback(tr("<span style='color:%1'>The round cannot go on: %2. Start a new round (N).</span>")
                                .arg(theme::kFeedbackError.name(), html(error.what())));
    }
}

void MainWindow::onApplied(const Verdict& verdict)
{
    moment_->applied(verdict);
    presenter_->present(verdict);
    // Guided practice marks where the mistaken action landed, in red, until the next action.
    scene_->setMistakes(mistakeMarks(*session_, *plan_, verdict));
    gestures_->dropGoneSelection();
    refreshTable();
}

void MainWindow::onRoundFinished()
{
    refreshTable();
    presenter_->roundFinished();
    if (examDesk_->roundFinished())
        return;
    const bool drilled = plan_->countDrillRound();
    if (drilled)
        refreshRoundInfo(); // the tally with this round
    // Opened once the table is painted: the last card picked up is seen gone at once, the summary a
    // moment later. On the event loop's next pass the scene has told the view what changed; the
    // window's repaint that asked for is delivered here, before the summary is made, whatever order
    // the event dispatcher would have delivered the two in. Not if by then another round or shoe
    // procedure is dealt.
    QTimer::singleShot(0, this, [this, drilled, finished = session_->current()] {
        if (session_->current() != finished || !session_->procedure().complete() || summary_)
            return;
        QCoreApplication::sendPostedEvents(window(), QEvent::UpdateRequest);
        openSummary(drilled);
    });
}

void MainWindow::openSummary(bool drilled)
{
    summary_ = new SummaryDialog(*session_, drilled ? plan_->drill() : nullptr, this);
    summary_->setAttribute(Qt::WA_DeleteOnClose);
    connect(summary_, &QDialog::accepted, this, &MainWindow::startNewRound);
    connect(summary_, &QDialog::finished, view_, [this] { view_->setFocus(); });
    summary_->open();
}

void MainWindow::refreshTable()
{
    const bool between = session_->betweenRounds();
    scene_->setPlayerMoment(moment_->waved(), moment_->thinking());
    scene_->setSittingOut(session_->sittingOut());
    if (between)
        scene_->refreshShoe(session_->shoeProcedure().state(), session_->seatedPlayers());
    else
        scene_->refresh(session_->state());
    const Guidance guidance = expectedGuidance(*session_, *plan_, moment_->thinking());
    scene_->setHighlights(guidance.places);
    commandBar_->setExpected(guidance.commands);
    panel_->setHint(texts_->hint(moment_->thinking()));
    refreshRoundInfo();
    refreshGesture();
}

void MainWindow::refreshRoundInfo()
{
    const bool clockRuns = plan_->drillClockRuns();
    if (clockRuns && !drillClock_->isActive())
        drillClock_->start();
    else if (!clockRuns)
        drillClock_->stop();
    panel_->setRoundInfo(texts_->roundInfo());
}

void MainWindow::refreshGesture()
{
    scene_->setSelection(gestures_->selection());
    scene_->setInHand(gestures_->inHand());
    status_->setText(gestures_->status());
    // Shown only while something is typed: the status beside it has the strip's width otherwise.
    typed_->setText(QStringLiteral("» %1").arg(gestures_->typed()));
    typed_->setVisible(!gestures_->typed().isEmpty());
    statusHolder_->arrange();
}

QString MainWindow::feedbackText() const { return panel_->feedback(); }

QString MainWindow::hintText() const { return panel_->hint(); }

QString MainWindow::statusText() const { return status_->text(); }

QString MainWindow::roundInfoText() const { return panel_->roundInfo(); }

} // namespace s21::app

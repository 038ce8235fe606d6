#pragma once
// The trainer's window: the table (TableScene in a TableView), the settings and guidance panel on
// the right, the "what you are about to do" line and the action bar below. It lays these out and
// wires them: scene clicks, keys and commands go to the GestureController, whose dealer actions go
// to TrainerSession::apply; after each one the table is refreshed from the round state. Guided
// practice lights up the expected places and commands and explains each mistake at once; free
// practice keeps the mistakes for the round summary (the panel's words and the sounds of each
// action are the VerdictPresenter's, verdict_presenter.h). Which kind of session is dealt (guided or free
// practice, a drill, a scenario, an exam's round) is the SessionPlan's (app/session/session_plan.h):
// the window shows what its kind() says, in SessionTexts' words (session_texts.h). Between rounds
// the table shows the shoe procedure and the action bar its commands; its summary opens when the
// shoe is ready. A drill plays one skill's scenarios one after another with free practice's
// feedback, each against a speed target, and the summary keeps the drill's tally. The settings
// dialog sets the practice table's limits and the drills' speed target for this session. Every
// round and shoe procedure is kept in the trainee's records (SessionRecorder, for the trainee
// StationRecords names), with their history and its replays a click away. A supervisor starts a
// certification exam (ExamDesk, exam_desk.h): the panel shows only the exam, every round is dealt
// without hints or summaries and none can be left, and at the end the result dialog takes the
// supervisor's signature. An instructor plays a scenario file of their own with File → Open
// scenario…, and their scenarios folder (in the settings, kept in the records) adds its scenarios
// to Scenarios…, marked as theirs.

#include "app/dialogs/summary_dialog.h"
#include "app/input/command.h"
#include "app/session/player_moment.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_shelf.h"
#include "app/session/session_plan.h"
#include "app/session/session_recorder.h"
#include "app/session/station_records.h"
#include "app/session/trainer_session.h"
#include "app/table/table_motion.h"
#include "app/window/exam_desk.h"
#include "app/window/session_texts.h"
#include "app/window/verdict_presenter.h"

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QLabel;
class QTimer;

namespace s21::app {

class CommandBar;
class GestureController;
class HelpWindow;
class LabelHolder;
class NumberPad;
class SidePanel;
class TableScene;
class TableView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(SessionOptions options, std::vector<ProfileEntry> profiles, std::vector<ScenarioEntry> scenarios = {},
               QWidget* parent = nullptr);
    ~MainWindow() override;

    TrainerSession& session() { return *session_; }
    TableScene& scene() { return *scene_; }
    TableView& view() { return *view_; }
    CommandBar& commands() { return *commandBar_; }
    NumberPad& numberPad() { return *numberPad_; }
    // The summary of the round just finished while it is open, else nullptr. It opens on the event
    // loop's next pass after the round's last action, once the table is painted.
    SummaryDialog* summary() const { return summary_; }
    QString feedbackText() const;
    QString hintText() const;
    QString statusText() const;
    // The panel's line on the round under way (in a drill: its tally and its running time).
    QString roundInfoText() const;

    // Keeps every round in `records` (nullptr: not saving) for the trainee StationRecords::open
    // picks; `checkingProgram` (the trainer's own program), when given: the file's integrity check
    // runs beside the table, in a process of its own (StationRecords::open). The
    // instructor's scenarios folder the records remember is used (useScenarioFolder), unless this run
    // was given one (useLoadedScenarioFolder). `notice`, when not empty, is shown to the user at once
    // (a damaged records file kept aside); else an exam the trainer stopped during is offered to its
    // supervisor (ExamDesk::showInterruptedExam).
    void useRecords(records::RecordsDatabase* records, const QString& notice = {}, const QString& checkingProgram = {});
    // The records file, the trainee dealing and the school's server (station_records.h); the panel
    // shows the trainee's name and what waits to be sent.
    StationRecords& station() { return *station_; }
    SessionRecorder& recorder() { return *recorder_; }

    // Deals the next round (or exam round), leaving whatever is under way without asking: the
    // trainee's own ways out of a round (N, New round, the panel's choices, a scenario) ask first
    // (leaveRoundThen).
    void startNewRound();
    // Plays the library's scenario with this id instead of the next practice round; false if unknown or an
    // exam's own.
    bool playScenario(const QString& id);
    // File → Open scenario…: plays the scenario in `file` as one chosen in Scenarios… is, once a round
    // under way is left (leaveRoundThen); it joins the library for the session, marked as the
    // instructor's (a file the library has already is loaded again in its place). A file that cannot be practised (app/session/scenario_library.h, openedScenario) is
    // told in a message box ("openScenarioProblem") and nothing changes; false then.
    bool openScenarioFile(const QString& file);
    // The instructor's own scenarios folder (empty: none), in place of the one before
    // (ScenarioShelf::useFolder): its scenarios are offered beside the library's. For this session;
    // the settings dialog keeps it in the records too.
    void useScenarioFolder(const QString& folder);
    // The instructor's scenarios folder given for this run (spanish21-trainer --scenarios), already
    // in the library this window was made with (ScenarioShelf::useLoadedFolder): used in place of
    // the folder the records remember (useRecords). Settings… still changes it, loading the new one.
    void useLoadedScenarioFolder(const QString& folder, QStringList problems);
    // The scenarios dealt here: the library, the instructor's folder, what was opened.
    const ScenarioShelf& shelf() const { return shelf_; }
    // Turns the synthesised sound effects on where there is an audio device (off by default: tests
    // and headless runs stay silent).
    void enableSound();
    // Moves the table's cards and chips (table_motion.h) at the speed the records keep, Quick when
    // never chosen (off by default: tests and screenshots see each thing in its place at once).
    // Settings… changes the speed and the records keep it.
    void enableCardMotion();
    // How long a player takes before signalling after the dealer asks (0: at once, for tests).
    void setSignalDelay(int milliseconds) { moment_->setSignalDelay(milliseconds); }
    // The kind of session the table deals, and the drill being played, if any.
    const SessionPlan& plan() const { return *plan_; }
    const Drill* drill() const { return plan_->drill(); }

    // The certification exams: started, resumed, sat, abandoned and signed (exam_desk.h).
    ExamDesk& examDesk() { return *examDesk_; }
    // The drills' speed target for scenarios without a time limit of their own.
    double secondsPerAction() const { return plan_->secondsPerAction(); }

protected:
    // Whatever is under way is kept as abandoned.
    void closeEvent(QCloseEvent* event) override;
    // A narrower side panel in a small window, so that the table keeps its cards readable.
    void resizeEvent(QResizeEvent* event) override;

private:
    // The menu bar: the side panel's commands (SidePanel::commands) and Quit, each with its shortcut.
    void addMenus();
    // The gestures, the action bar and the guidance follow the stage: a round, or the shoe
    // procedure between rounds.
    void enterStage();
    void onShoeStarted();
    void onAction(const DealerAction& action);
    void onApplied(const Verdict& verdict);
    // A round or shoe procedure has just been set up: the plan learns it (a drill's speed target),
    // the panel shows its opening (SessionTexts::opening) and learns whose rules apply.
    void openWith();
    // The round or shoe procedure just finished: its sound, the exam desk told, a drill's round
    // counted, and its summary opened once the table is painted (openSummary).
    void onRoundFinished();
    // The summary of the round just finished, with the drill's tally when it was a drill's (`drilled`).
    void openSummary(bool drilled);
    // The exam desk's signals: the table is the exam's (entered), practice's again (left).
    void wireExamDesk();
    void refreshTable();
    // The round's line in the panel (SessionTexts::roundInfo), and the drill's clock that repaints it.
    void refreshRoundInfo();
    void refreshGesture();

    void chooseScenario();
    // The procedure guide (F1): opened beside the table, or brought forward.
    void showHelp();
    // The parts of the window F6 moves between, in order: the panel, the action bar, the table.
    std::vector<QWidget*> focusRegions() const;
    // F6 (step 1) / Shift+F6 (-1): the focus to the next part's first tab stop (the table itself).
    void moveToRegion(int step);
    // The tab order: the panel's, then the action bar's, then the table.
    void orderTabs();
    // The file dialog of File → Open scenario…, whose file goes to openScenarioFile.
    void openScenario();
    // Plays a scenario chosen in Scenarios… or opened, once a round under way is left; a drill it
    // interrupts resumes with the next round.
    void playChosenScenario(Scenario scenario);
    // The settings chose another scenarios folder: remembered in the records (when there are records),
    // used, and what of it did not load told at once.
    void changeScenarioFolder(const QString& folder);
    // The table moves at `speed` from now on (showMotion).
    void useMotionSpeed(MotionSpeed speed);
    // The table moves at the trainee's speed, or not at all while an exam that keeps the table still
    // is sat (SessionPlan::tableStill).
    void showMotion();
    // The speed chosen in Settings…: the table moves at it, and the records keep it.
    void changeMotionSpeed(MotionSpeed speed);
    void startDrill(const QString& skill);
    void openSettings();
    void chooseTrainee();
    void showHistory();
    void showClass();
    void showProgress();
    // Plays the scenarios "Work my mistakes" chose, one after another, as a drill.
    void workMyMistakes(const QStringList& scenarioIds);
    void refreshRecordsStatus();
    // The station's signals: the trainee's name and the server's status in the panel, the records'
    // problems in message boxes.
    void wireStation();
    // A new practice profile, at the table limits the plan keeps when they fit it (the trainee told
    // when they do not); a drill goes on.
    void usePracticeProfile(const RuleProfile& profile);
    // Runs `leave` at once when no round or shoe procedure is under way (none begun, finished, or
    // an exam's), else once the trainee agrees to leave it: the round is then kept in the records as
    // left unfinished, and the panel keeps its new choices. If the trainee goes on dealing, the
    // panel's choices are put back as they were and nothing changes.
    void leaveRoundThen(std::function<void()> leave);
    // N or the panel's New round: the next round, once a round under way is left (leaveRoundThen).
    void askForNextRound();

    std::vector<ProfileEntry> profiles_;
    ScenarioShelf shelf_;
    TrainerSession* session_ = nullptr;
    TableScene* scene_ = nullptr;
    TableView* view_ = nullptr;
    GestureController* gestures_ = nullptr;
    CommandBar* commandBar_ = nullptr;
    SidePanel* panel_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* typed_ = nullptr;             // the number being typed, beside the status while there is one
    LabelHolder* statusHolder_ = nullptr; // holds both, so that neither lays the window out again
    NumberPad* numberPad_ = nullptr;
    SessionRecorder* recorder_ = nullptr;
    StationRecords* station_ = nullptr;
    QPointer<SummaryDialog> summary_;
    QPointer<HelpWindow> help_;
    std::unique_ptr<SessionPlan> plan_;   // made with the session
    std::unique_ptr<SessionTexts> texts_; // of the session and the plan
    ExamDesk* examDesk_ = nullptr;
    QTimer* drillClock_ = nullptr; // repaints the drill round's time (the session's clock) while it runs
    MotionSpeed motionSpeed_ = MotionSpeed::Off;
    PlayerMoment* moment_ = nullptr;              // who waves or decides as the dealer looks
    std::unique_ptr<VerdictPresenter> presenter_; // what the panel and the sound board tell of each action
};

} // namespace s21::app

#pragma once
// The panel beside the table: who is dealing (with their history and progress, and whether their
// rounds are saved), the settings (mode, the drill's skill, rules, players, how the shoe
// is prepared, sound), the
// new-round, scenario and settings buttons (or, while an exam is sat, the exam's box), the round's line, the next-step hint, the feedback on the last action and the
// actions taken this round. It shows what it is given and reports what the trainee chooses; while a
// scenario is dealt, the Rules and Players boxes show its own, disabled, and report nothing.

#include "app/session/profile_catalog.h"
#include "app/session/server_sender.h"
#include "app/session/trainer_session.h"

#include <QColor>
#include <QKeySequence>
#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QSpinBox;
class QPushButton;

namespace s21::app {

class SidePanel : public QWidget {
    Q_OBJECT
public:
    // `skills`: the ids of what can be drilled, shown as words (drill_names.h; the drill mode is
    // offered only when there are some);
    // `hasScenarios`: whether the library button is enabled.
    SidePanel(const SessionOptions& options, const std::vector<ProfileEntry>& profiles, const QStringList& skills,
              bool hasScenarios, QWidget* parent = nullptr);

    void setRoundInfo(const QString& html);
    QString roundInfo() const;
    // The rules a scenario deals by, shown under the practice rules when they differ; empty hides it.
    void setScenarioRules(const QString& profileName);
    // A scenario is dealt: the Rules box shows `profileIndex` (into the profiles given; -1: a profile
    // not among them, shown by `profileName`) and the Players box `players`, both disabled, their
    // tooltips saying the scenario sets them. showPracticeTable() puts the practice choices back.
    // Neither reports a choice.
    void showScenarioTable(int profileIndex, const QString& profileName, int players);
    void showPracticeTable();
    QString scenarioRules() const;
    void setHint(const QString& html);
    QString hint() const;
    void setFeedback(const QString& html);
    QString feedback() const;
    void clearLog();
    // One action in notation; coloured (guided practice) or plain.
    void appendLog(const QString& text, std::optional<QColor> colour);
    // The sound box appears (hidden until there is an audio device to play on), checked.
    void enableSound();
    // Flips the sound box (mute / unmute), which reports soundToggled().
    void toggleSound();
    // Who is dealing, and whether their rounds are being saved (a warning colour when not).
    void setTrainee(const QString& name);
    void setRecordsStatus(const QString& text, bool saving);
    QString recordsStatus() const;
    // Whether the school's server has the rounds (hidden when `text` is empty): quiet when it has them,
    // amber while rounds wait for it, a warning when it refuses.
    void setServerStatus(const QString& text, ServerSender::State state);
    QString serverStatus() const;
    // The choices that leave the round under way (mode, drill, rules, players, the shoe): kept as
    // they are now, or put back as they were last kept, without reporting anything.
    void keepChoices();
    void undoChoices();
    // An exam is sat (`examTitle`; empty: practice again): the settings, the trainee's buttons, the
    // library and the settings button are hidden, and the exam's box (its progress, and abandoning
    // it) is shown.
    void setExamMode(const QString& examTitle);
    bool examMode() const;
    // The panel's commands as actions, each with its shortcut, for the window's menu bar: the panel's
    // buttons take the focus from Tab (F6 brings it here from the table) but not from a click (keys
    // go on to the table), so the menus and shortcuts are the keyboard's quick way to them. A button
    // and its action are one command: each triggers the other's signal; Open scenario… is the menu's
    // alone. The practice commands are disabled while an exam is sat, and Abandon only then.
    struct Commands {
        QAction* trainee = nullptr;
        QAction* history = nullptr;
        QAction* progress = nullptr;
        QAction* exam = nullptr;
        QAction* scenarios = nullptr;
        QAction* openScenario = nullptr;
        QAction* settings = nullptr;
        QAction* classView = nullptr;
        QAction* abandonExam = nullptr;
    };
    const Commands& commands() const { return commands_; }
    // Whether the library button (and its command) is enabled: there are scenarios to offer.
    void setHasScenarios(bool hasScenarios);
    void setExamProgress(const QString& text);

signals:
    void modeChosen(s21::app::Mode mode);
    // Drill mode was chosen, or another skill while in it.
    void drillChosen(const QString& skill);
    void profileChosen(int index); // into the profiles given
    void playersChosen(int players);
    void playerErrorsChosen(double rate);
    void irregularitiesChosen(double rate);
    void guestFoulsChosen(double rate);
    void shoePreparationChosen(s21::app::ShoePreparation shoe);
    void soundToggled(bool on);
    void newRoundRequested();
    void scenariosRequested();
    void openScenarioRequested();
    void settingsRequested();
    void traineeRequested();
    void historyRequested();
    void classRequested();
    void progressRequested();
    void examRequested();
    void abandonExamRequested();

private:
    // The action of `button`, with `keys`, reporting `signal`; named "<button's name>Action".
    QAction* commandFor(QPushButton* button, const QString& text, const QKeySequence& keys,
                        void (SidePanel::*signal)());
    // The drill's skill box: enabled and shown in the drill mode only.
    void showSkill(bool drill);
    // Takes the scenario's own profile out of the Rules box, if it was added there.
    void removeScenarioProfile();
    QLabel* roundInfo_ = nullptr;
    QLabel* scenarioRules_ = nullptr;
    QLabel* hint_ = nullptr;
    QLabel* feedback_ = nullptr;
    QListWidget* log_ = nullptr;
    bool followLog_ = true; // the log shows its newest line, unless the trainee scrolled up
    QCheckBox* soundBox_ = nullptr;
    QFormLayout* form_ = nullptr;
    QLabel* trainee_ = nullptr;
    QLabel* recordsStatus_ = nullptr;
    QLabel* serverStatus_ = nullptr;
    std::vector<QWidget*> practiceOnly_; // hidden while an exam is sat
    Commands commands_;
    bool hasScenarios_ = false;
    QWidget* examBox_ = nullptr;
    QLabel* examTitle_ = nullptr;
    QLabel* examProgress_ = nullptr;
    QPushButton* newRound_ = nullptr;
    QComboBox* modeBox_ = nullptr;
    QComboBox* skillBox_ = nullptr;
    QComboBox* profileBox_ = nullptr;
    QSpinBox* playersBox_ = nullptr;
    QComboBox* shoeBox_ = nullptr;
    struct Choices {
        int mode = 0, skill = 0, profile = 0, players = 0, shoe = 0;
    } kept_;
    // The practice rules and players, while the boxes show a scenario's (the boxes' choices then).
    struct PracticeTable {
        int profile = 0, players = 0;
    };
    std::optional<PracticeTable> practiceTable_;
    bool scenarioProfileAdded_ = false; // the Rules box's last item is the scenario's own profile
};

} // namespace s21::app

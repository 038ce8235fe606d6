#pragma once
// What the trainee reads and hears of each dealer action, in the side panel and from the sound
// board: the action's line in the log (green or red where practice is guided), the verdict's
// feedback and sound (verdict_feedback.h), a player's spoken answer to the offered cut, and each
// injected fault or scripted incident as it happens, once. The window calls it and marks the
// table; the presenter knows the session, the plan and the panel, not the window.

#include "app/session/session_plan.h"
#include "app/session/trainer_session.h"
#include "app/sound/sound_board.h"
#include "app/window/side_panel.h"
#include "core/procedure/verdict.h"

#include <QCoreApplication>

#include <cstddef>

namespace s21::app {

class VerdictPresenter {
    Q_DECLARE_TR_FUNCTIONS(VerdictPresenter)

public:
    VerdictPresenter(const TrainerSession& session, const SessionPlan& plan, SidePanel& panel);

    // The sound board, once the station has an audio device (MainWindow::enableSound): silent before.
    void useSound(SoundBoard* sound) { sound_ = sound; }
    bool hasSound() const { return sound_ != nullptr; }
    void setMuted(bool muted);
    // A round or shoe procedure has just been set up: its faults are counted afresh, and those it
    // began with are told at once (an injected fault is there when the trainee looks).
    void procedureOpened();
    // The session has just judged a dealer action (TrainerSession::applied).
    void present(const Verdict& verdict);
    // The round's last action was taken: the round's closing sound.
    void roundFinished();

private:
    // The last action changed the table (TimedVerdict::applied).
    bool lastActionApplied() const;
    void announceCutAnswer(const Verdict& verdict);
    void announceFaults();

    const TrainerSession& session_;
    const SessionPlan& plan_;
    SidePanel& panel_;
    SoundBoard* sound_ = nullptr;
    std::size_t faultsAnnounced_ = 0; // of the round's injected faults (core/round/faults.h), or of the
                                      // shoe procedure's incidents
};

} // namespace s21::app

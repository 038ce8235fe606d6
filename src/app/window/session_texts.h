#pragma once
// What the side panel says of the session, in the words its kind (SessionPlan::kind) calls for: the
// feedback a round or a shoe procedure opens with, the hint, the round's line, and the questions
// and notices about leaving or finishing a round. Every text is read afresh from the session and the
// plan when asked: nothing is kept here. Rich text: what a scenario or the rules say is escaped.
// The window puts these texts in the panel; a mistake's own feedback is verdict_feedback.h's.

#include "app/session/session_plan.h"
#include "app/session/trainer_session.h"

#include <QCoreApplication>
#include <QString>

namespace s21::app {

class SessionTexts {
    Q_DECLARE_TR_FUNCTIONS(SessionTexts)
public:
    // Both must outlive the texts (the window's).
    SessionTexts(const TrainerSession& session, const SessionPlan& plan);

    // The feedback the round or shoe procedure under way opens with. In practice: the players have
    // wagered, or why the shoe is prepared (new decks, the cover card, a reshuffle the floor asked
    // for). A scenario opens with its title and description when hinted (only its title otherwise,
    // for its description states the answer); a drill's round with the speed target too
    // (SessionPlan::roundOpened sets it first); an exam's round with the exam's progress and no more.
    QString opening() const;
    // The panel's hint. While the player at `thinkingSeat` (0: none) is still deciding: to watch for
    // the signal. Otherwise guided practice's next step (with which hands deal its card), or why
    // this kind of session gives none.
    QString hint(int thinkingSeat) const;
    // The panel's line on the round under way: what is dealt (in a drill, its tally and the round's
    // time against its target), its phase, its actions and, when hinted, its mistakes so far.
    QString roundInfo() const;

    // The question before a round or shoe procedure under way is left unfinished, and the button
    // that leaves it.
    QString leaveQuestion() const;
    // Why an action does nothing once the round or the shoe procedure is complete.
    QString completeNotice() const;
    // Said after a scenario's opening when it interrupts the drill being played, if one is; else
    // empty.
    QString outsideDrillNote() const;

private:
    // What opening() says in practice.
    QString practiceOpening() const;
    // The opening for this kind of session: `practice` in practice.
    QString openingFor(const QString& practice) const;
    // The hint for this kind of session (no player deciding).
    QString sessionHint() const;
    // Guided practice's hint: the next step, and which hands deal its card (dealing_hands.h).
    QString guidedHint() const;
    // What the round's line says is dealt, as the kind of session names it.
    QString roundTitle() const;

    const TrainerSession& session_;
    const SessionPlan& plan_;
};

} // namespace s21::app

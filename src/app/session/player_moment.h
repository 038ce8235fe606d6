#pragma once
// What the players are doing as the dealer looks, between two of the dealer's actions: the seat
// whose player has just waved to stand after the dealer asked, and the seat whose player is still
// deciding. A player asked takes the signal delay to decide (0: at once, as in tests); until then
// the table shows them thinking and guided practice holds its hint back, so that the hint never
// shows the signal before the player gives it. The moment ends with the delay (decided), with the
// dealer's next action, or with the round.

#include "app/session/trainer_session.h"
#include "core/procedure/verdict.h"

#include <QObject>

#include <cstddef>

namespace s21::app {

class PlayerMoment : public QObject {
    Q_OBJECT
public:
    // The session must outlive the moment (the window's).
    explicit PlayerMoment(const TrainerSession& session, QObject* parent = nullptr);

    // How long a player takes to signal after the dealer asks.
    void setSignalDelay(int milliseconds) { signalDelayMs_ = milliseconds; }

    // The session has applied the dealer's action judged `verdict`: a hand asked (and rightly) is
    // waved to stand when it stands, and its player decides for the signal delay.
    void applied(const Verdict& verdict);
    // A round or a shoe procedure has begun: nobody waves or decides.
    void clear();

    // The seat that has just waved to stand; 0 when none.
    int waved() const { return waved_; }
    // The seat whose player is still deciding; 0 when none.
    int thinking() const { return thinking_; }

signals:
    // The deciding player has signalled (the delay is over, in the same round, with no action
    // since): thinking() is 0 again, and the table shows the signal.
    void decided();

private:
    const TrainerSession& session_;
    int signalDelayMs_ = 0;
    int waved_ = 0;
    int thinking_ = 0;
};

} // namespace s21::app

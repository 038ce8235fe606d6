#include "app/session/player_moment.h"

#include <QTimer>

namespace s21::app {

PlayerMoment::PlayerMoment(const TrainerSession& session, QObject* parent) : QObject(parent), session_(session) {}

void PlayerMoment::applied(const Verdict& verdict)
{
    const bool asked =
        !session_.betweenRounds() && !verdict.isMistake() && verdict.action.kind == ActionKind::AskPlayer;
    waved_ = asked && session_.state().hand(verdict.action.spot).status == HandStatus::Standing
                 ? verdict.action.spot.seat
                 : 0;
    thinking_ = asked && signalDelayMs_ > 0 ? verdict.action.spot.seat : 0;
    if (thinking_ == 0)
        return;
    const int round = session_.roundNumber();
    const std::size_t actions = session_.log().size();
    QTimer::singleShot(signalDelayMs_, this, [this, round, actions] {
        if (session_.betweenRounds() || session_.roundNumber() != round || session_.log().size() != actions)
            return; // the moment has passed
        thinking_ = 0;
        emit decided();
    });
}

void PlayerMoment::clear() { waved_ = thinking_ = 0; }

} // namespace s21::app

// What the players do as the dealer looks (app/session/player_moment.h): a hand asked that stands
// waves, and only until the dealer's next action; a player asked decides for the signal delay, then
// signals (decided), unless the dealer has acted meanwhile; without a delay nobody is ever deciding.
#include "app/session/player_moment.h"

#include <QSignalSpy>
#include <QtTest>

using namespace s21;

namespace {

app::SessionOptions sevenPlayers()
{
    return {marylandProfile(6), app::Mode::Guided, 7, 5, 0.1, app::ShoePreparation::Skip};
}

// Gives `moment` a signal delay of 40 ms and deals the round's expected actions, each judged by it,
// up to the first that asks a player, which it deals too and returns (Burn when none asks).
DealerAction askFirstPlayer(app::TrainerSession& session, app::PlayerMoment& moment)
{
    moment.setSignalDelay(40);
    while (!session.round().complete()) {
        const DealerAction next = session.round().expected().front();
        moment.applied(session.apply(next));
        if (next.kind == ActionKind::AskPlayer)
            return next;
    }
    return DealerAction::burn();
}

} // namespace

class TestPlayerMoment : public QObject {
    Q_OBJECT
private slots:
    void aHandAskedThatStandsWavesUntilTheNextAction();
    void aPlayerAskedDecidesForTheDelayThenSignals();
    void theDealersNextActionEndsTheDeciding();
};

void TestPlayerMoment::aHandAskedThatStandsWavesUntilTheNextAction()
{
    app::TrainerSession session(sevenPlayers());
    app::PlayerMoment moment(session);
    int waves = 0;
    while (!session.round().complete()) {
        const DealerAction next = session.round().expected().front();
        moment.applied(session.apply(next));
        QCOMPARE(moment.thinking(), 0); // no delay: the signal comes at once
        const bool stands =
            next.kind == ActionKind::AskPlayer && session.state().hand(next.spot).status == HandStatus::Standing;
        QCOMPARE(moment.waved(), stands ? next.spot.seat : 0);
        waves += stands ? 1 : 0;
    }
    QVERIFY(waves > 0);
    moment.clear();
    QCOMPARE(moment.waved(), 0);
}

void TestPlayerMoment::aPlayerAskedDecidesForTheDelayThenSignals()
{
    app::TrainerSession session(sevenPlayers());
    app::PlayerMoment moment(session);
    QSignalSpy decided(&moment, &app::PlayerMoment::decided);
    const DealerAction ask = askFirstPlayer(session, moment);
    QCOMPARE(ask.kind, ActionKind::AskPlayer);
    QCOMPARE(moment.thinking(), ask.spot.seat);
    QVERIFY(decided.wait(2000));
    QCOMPARE(decided.size(), 1);
    QCOMPARE(moment.thinking(), 0);
}

void TestPlayerMoment::theDealersNextActionEndsTheDeciding()
{
    app::TrainerSession session(sevenPlayers());
    app::PlayerMoment moment(session);
    QSignalSpy decided(&moment, &app::PlayerMoment::decided);
    QCOMPARE(askFirstPlayer(session, moment).kind, ActionKind::AskPlayer);
    QVERIFY(moment.thinking() != 0);
    // The dealer acts before the player signals (a wrong action, so nobody else is asked).
    Verdict wrong = session.apply(DealerAction{ActionKind::AnnounceDealerTotal, Spot::dealer(), Money{}, 17, {}});
    QVERIFY(wrong.isMistake());
    moment.applied(wrong);
    QCOMPARE(moment.thinking(), 0);
    QTest::qWait(120);
    QCOMPARE(decided.size(), 0);
}

QTEST_GUILESS_MAIN(TestPlayerMoment)
#include "tst_player_moment.moc"

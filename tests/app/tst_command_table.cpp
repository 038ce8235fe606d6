// The action bar's table (command.h): one command for every kind of dealer action, each command's aim
// agreeing with its action's operands, and each command completed by the gesture controller into an
// action of its own kind, on the place selected, that the mouse plan of the same action makes again.
// A new action of a selection's aim is its row alone: these tests hold the row to what the
// controller and the mouse plan then do with it.

#include "app/input/command.h"
#include "app/input/gesture_controller.h"
#include "app/input/gesture_plan.h"
#include "core/round/round.h"
#include "windowless_gestures.h"

#include <QtTest>

#include <algorithm>

using namespace s21;

namespace {

constexpr int kKindCount = static_cast<int>(ActionKind::RemoveShuffler) + 1;

ActionKind kindAt(int index) { return static_cast<ActionKind>(index); }

// The actions the controller emits on `state` for `command` after `before` (keys: Ctrl+seat, digits).
std::vector<DealerAction> completed(const RoundState& state, const std::vector<std::pair<int, QString>>& before,
                                    ActionKind command)
{
    app::GestureController gestures;
    gestures.setRound(&state);
    std::vector<DealerAction> actions;
    QObject::connect(&gestures, &app::GestureController::action,
                     [&](const DealerAction& done) { actions.push_back(done); });
    for (const auto& [key, text] : before)
        gestures.key(key, text.isEmpty() ? Qt::ControlModifier : Qt::NoModifier, text);
    gestures.command(command);
    return actions;
}

bool aimsAtASelection(app::Aim aim)
{
    return aim == app::Aim::Hand || aim == app::Aim::HandOrDealer || aim == app::Aim::Seat;
}

} // namespace

class TestCommandTable : public QObject {
    Q_OBJECT
private slots:
    void everyKindOfActionHasOneCommand();
    void anAimAgreesWithItsActionsOperands();
    void aCommandOfNoOperandMakesItsActionAtOnce();
    void aCommandAimedAtASelectionActsOnTheSelectedPlace();
    void aHandsCommandAsksWhichHandOfASplitSeat();
    void aCommandOfItsOwnGesturesMakesAnActionOfItsKind();
    void theMousePlanOfASelectionsCommandMakesTheSameAction();
};

void TestCommandTable::everyKindOfActionHasOneCommand()
{
    QCOMPARE(static_cast<int>(app::allCommands().size()), kKindCount);
    for (int i = 0; i < kKindCount; ++i) {
        const auto rows = std::count_if(app::allCommands().begin(), app::allCommands().end(),
                                        [&](const app::CommandInfo& info) { return info.kind == kindAt(i); });
        QVERIFY2(rows == 1, notation(DealerAction::simple(kindAt(i))).c_str());
        QCOMPARE(app::commandFor(kindAt(i)).kind, kindAt(i));
    }
}

void TestCommandTable::anAimAgreesWithItsActionsOperands()
{
    for (const app::CommandInfo& info : app::allCommands()) {
        const ActionOperands operands = actionOperands(info.kind);
        const bool none = !operands.spot && !operands.amount && !operands.value && !operands.to;
        const bool spotOnly = operands.spot && !operands.amount && !operands.value && !operands.to;
        QVERIFY2((info.aim == app::Aim::Nothing) == none, info.label);
        if (aimsAtASelection(info.aim))
            QVERIFY2(spotOnly, info.label);
    }
}

void TestCommandTable::aCommandOfNoOperandMakesItsActionAtOnce()
{
    const test::DealtToPlayers dealt(test::pairAtSeatThree());
    for (const app::CommandInfo& info : app::allCommands()) {
        if (info.aim != app::Aim::Nothing)
            continue;
        const std::vector<DealerAction> actions = completed(dealt.round.state(), {}, info.kind);
        QVERIFY2(actions.size() == 1 && actions.front() == DealerAction::simple(info.kind), info.label);
    }
}

// Ctrl+3 selects seat 3: a hand's and a seat's command act on its hand; Ctrl+0 selects the dealer,
// whose cards only dealing a card and picking the cards up act on.
void TestCommandTable::aCommandAimedAtASelectionActsOnTheSelectedPlace()
{
    const test::DealtToPlayers dealt(test::pairAtSeatThree());
    for (const app::CommandInfo& info : app::allCommands()) {
        if (!aimsAtASelection(info.aim))
            continue;
        const std::vector<DealerAction> onSeat = completed(dealt.round.state(), {{Qt::Key_3, {}}}, info.kind);
        QVERIFY2(onSeat.size() == 1 && onSeat.front() == DealerAction::simple(info.kind, Spot::player(3)), info.label);
        const std::vector<DealerAction> onDealer = completed(dealt.round.state(), {{Qt::Key_0, {}}}, info.kind);
        if (info.kind == ActionKind::DealCard || info.kind == ActionKind::PickUpHand)
            QVERIFY2(onDealer.size() == 1 && onDealer.front() == DealerAction::simple(info.kind, Spot::dealer()),
                     info.label);
        else
            QVERIFY2(onDealer.empty(), info.label);
    }
}

// Seat 3 split into two hands and selected whole (Ctrl+3): a command for one hand asks which (no
// action); the commands for the seat's player, whatever the hand (the Bonus Spin button, fixing the
// wager, hands off, confirming a verbal wager), act on the seat at once.
void TestCommandTable::aHandsCommandAsksWhichHandOfASplitSeat()
{
    const RoundSetup setup = test::pairAtSeatThree();
    ScriptedPlayers players;
    players.addDecision(3, Decision::Split);
    ManualClock clock;
    Round round(setup, players, clock);
    for (int step = 0; step < 40 && !round.complete() && app::handsOnTable(round.state(), 3).size() < 2; ++step)
        QVERIFY(round.apply(round.expected().front()).accepted);
    QCOMPARE(app::handsOnTable(round.state(), 3).size(), std::size_t{2});
    for (const app::CommandInfo& info : app::allCommands()) {
        if (!aimsAtASelection(info.aim))
            continue;
        const std::vector<DealerAction> actions = completed(round.state(), {{Qt::Key_3, {}}}, info.kind);
        const bool forThePlayer = info.kind == ActionKind::PressBonusButton || info.kind == ActionKind::CorrectWager ||
                                  info.kind == ActionKind::WarnPlayer || info.kind == ActionKind::ConfirmWager;
        if (forThePlayer)
            QVERIFY2(actions.size() == 1 && actions.front() == DealerAction::simple(info.kind, Spot::player(3)),
                     info.label);
        else
            QVERIFY2(actions.empty(), info.label);
    }
}

// Seat 3 selected and "5" typed: an amount, a total, a card count or the seat the chips go to; "2"
// for the determinant card, the side of a double shoe (1 red backs, 2 blue), which is no other number.
void TestCommandTable::aCommandOfItsOwnGesturesMakesAnActionOfItsKind()
{
    const test::DealtToPlayers dealt(test::pairAtSeatThree());
    for (const app::CommandInfo& info : app::allCommands()) {
        if (info.aim != app::Aim::Own)
            continue;
        const bool side = info.kind == ActionKind::DrawDeterminant;
        const std::vector<DealerAction> actions =
            completed(dealt.round.state(), {{Qt::Key_3, {}}, {side ? Qt::Key_2 : Qt::Key_5, QString(side ? "2" : "5")}},
                      info.kind);
        QVERIFY2(actions.size() == 1 && actions.front().kind == info.kind, info.label);
        if (side) {
            QCOMPARE(actions.front(), DealerAction::drawDeterminant(CardBack::Blue));
            QVERIFY(completed(dealt.round.state(), {{Qt::Key_5, QStringLiteral("5")}}, info.kind).empty());
        }
    }
}

void TestCommandTable::theMousePlanOfASelectionsCommandMakesTheSameAction()
{
    const test::DealtToPlayers dealt(test::pairAtSeatThree());
    for (const app::CommandInfo& info : app::allCommands()) {
        if (actionStage(info.kind) == ActionStage::BetweenRounds || info.aim == app::Aim::Own)
            continue;
        const DealerAction action =
            DealerAction::simple(info.kind, aimsAtASelection(info.aim) ? Spot::player(3) : Spot::none());
        const std::vector<DealerAction> made =
            test::actionsOfSteps(dealt.round.state(), app::mousePlan(action, dealt.round.state()));
        QVERIFY2(made.size() == 1 && made.front() == action, info.label);
    }
}

QTEST_GUILESS_MAIN(TestCommandTable)
#include "tst_command_table.moc"

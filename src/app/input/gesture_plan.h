#pragma once
// The gestures that perform a dealer action on this GUI: the inverse of the gesture controller.
// Guided practice lights up the places of the mouse plan; tests, benchmarks and the screenshot tour
// replay plans through real mouse and keyboard events. The interactive path never uses it to
// interpret a gesture.

#include "app/input/command.h"
#include "app/table/target.h"
#include "core/round/round_state.h"

#include <QString>

#include <vector>

namespace s21::app {

struct GestureStep {
    enum class Kind : std::uint8_t {
        Click,      // left click on `target`
        ShiftClick, // Shift + left click on `target`
        Type,       // type `text` (digits and '.'): the keys, or the number pad's buttons
        Key,        // press `key` with `modifiers` (Enter, Escape, arrows, Ctrl+digit): or its pad button
        Command,    // the action bar's command for `command` (its button, or its shortcut)
        Drag,       // press on `target`, move, release on `to`
    };
    Kind kind = Kind::Click;
    Target target;
    QString text;
    int key = 0;
    ActionKind command = ActionKind::DealCard;
    Qt::KeyboardModifiers modifiers = Qt::NoModifier;
    Target to; // Drag: where the button is released
};

// The mouse's: the shoe, the spots, the tray chips, the action bar, and numbers typed and keys
// pressed (Enter, Up) that the number pad's buttons stand for (number_pad.h). An action the table
// has no gesture of its own for is its command, after its place is selected (a spot operand) and
// its amount typed (an amount operand): a new action of that sort needs no case here. A command on a wager
// whose click would pay or collect it (one behind the caller's on a shared box, the Hot Spot's
// circle) is aimed with Up from its hand's cards: the pad's Up button, as the keyboard's Up key.
std::vector<GestureStep> mousePlan(const DealerAction& action, const RoundState& state);
// Keyboard only: Escape to clear, Ctrl+1-7/Ctrl+0 and arrows to select, digits, Enter and shortcuts. A
// chip move types the seat's hand the chips go onto, so only a hand's wager can be its destination.
std::vector<GestureStep> keyboardPlan(const DealerAction& action, const RoundState& state);

// What guided practice lights up for the expected actions: the places their mouse plans touch and
// the action bar commands they use.
struct Guidance {
    std::vector<Target> places;
    std::vector<ActionKind> commands;
};
Guidance guidanceFor(const std::vector<DealerAction>& actions, const RoundState& state);

// Between rounds (the shoe procedure, where digits always type a number): the stack to a seat
// offers the cut, the stack to the shoe loads it, a number and the stack cuts, a number and the
// cover card inserts it, the shoe and the rack burn; the rest are commands.
std::vector<GestureStep> shoeMousePlan(const DealerAction& action);
// Escape to clear, the typed seat or number, then the command's shortcut.
std::vector<GestureStep> shoeKeyboardPlan(const DealerAction& action);
Guidance shoeGuidanceFor(const std::vector<DealerAction>& actions);

} // namespace s21::app

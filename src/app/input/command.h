#pragma once
// The trainee's named commands: the action bar's buttons and their keyboard shortcuts. A command is
// a gesture, not a dealer action: the gesture controller completes it with the selected place and
// the typed number, as its aim says. Each makes one kind of dealer action, the kind it is named by,
// and belongs to that action's stage
// (actionStage(), dealer_action.h): the rounds, the shoe procedure between rounds, or both; the
// action bar offers only the current stage's.

#include "app/sound/wav_synth.h"
#include "core/procedure/dealer_action.h"
#include "core/rules/rule_profile.h"

#include <cstdint>
#include <optional>
#include <span>

namespace s21::app {

// How a command finds the operands of its action: from the selection alone, or by gestures of its own.
// The gesture controller completes a command by its aim (GestureController::command) and the mouse
// plan reaches it by its aim (gesture_plan.h): an action of one of the first four aims needs no code
// of its own in either.
enum class Aim : std::uint8_t {
    Nothing,      // no operand: the command alone (announce insurance open, call the floor, shuffle, ...)
    Hand,         // the selected player hand; a whole seat in several hands is asked which
    HandOrDealer, // the selected player hand or the dealer's cards
    Seat,         // the selected seat, any of its hands or the whole seat (fix the wager, hands off, ...)
    Own,          // its own gestures, written in the controller and the mouse plan: a typed amount or
                  // total with a default of its own, a chip stack, a drag, the Hot Spot's circle
};

// Every command, declared once (command.cpp), in the action bar's order: the kind of dealer action
// it makes (a command is named by its kind: one command a kind), how it finds that action's operands,
// its button's label, its shortcut and its tooltip; the sound its action makes on the table when
// carried out (none for most); and its name as a screen reader says it, where the label is shortened
// to fit the button ("Offer ins."): nullptr when the label says it whole.
struct CommandInfo {
    ActionKind kind;
    Aim aim;
    const char* label;
    const char* shortcut;
    const char* tip;
    std::optional<Sound> sound = std::nullopt;
    const char* spoken = nullptr;
};
std::span<const CommandInfo> allCommands();
// The command that makes dealer actions of this kind: every kind has one.
const CommandInfo& commandFor(ActionKind kind);
// The sound an action of this kind makes when carried out; nothing when silent.
std::optional<Sound> soundOf(ActionKind kind);
// The command's name as a screen reader says it: its label, or its spoken name where the label is short.
const char* spokenName(const CommandInfo& info);
// Whether a table dealt under `profile` has any use for the command: no Bonus Spin button or wheel
// without Bonus Spin, no hole card to deal or turn without one, no peek without a card reader, no
// "Dealer's Card" where a hole card is dealt.
bool commandApplies(ActionKind kind, const RuleProfile& profile);

} // namespace s21::app

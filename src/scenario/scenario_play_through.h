#pragma once
// The play-through of a round scenario, the last check of loading one (scenario_loader.h): the
// scenario as read is played once by the procedure's own steps, as answerKey() plays it, the seats
// answering as their scripts say. What the round refuses (a scripted decision or insurance the rules
// do not allow, a set-up it cannot take), a stacked shoe that runs out, and what the file writes but
// the round never comes to (a script entry never asked for, a wheel stop never spun, a fault whose
// moment never comes) become LoadErrors at the key or list item responsible. A shoe-procedure
// scenario is played through by shoe_procedure_reader.h instead.

#include "fault_reader.h"
#include "shoe_procedure_reader.h"
#include "yaml_reader.h"

#include "core/training/scenario.h"

#include <array>
#include <string_view>
#include <vector>

namespace s21 {

// The keys of a scenario's `shoe` mapping: its reading checks them, and the play-through finds the
// stacked `cards` among them when the shoe runs out.
inline constexpr std::array<std::string_view, 7> kShoeKeys{
    "cards", "seed", "burn_first", "face_up", "cover_card_after", "blue_cards", "blue_cover_card_after"};

// A seat as read, with the mapping it came from, for errors found later in the play-through.
struct SeatSource {
    ScenarioSeat seat;
    YamlMapping mapping;
};

// What a scenario file holds besides the Scenario value: where each part was written.
struct ScenarioSource {
    const YamlReader& reader;
    YamlMapping top;
    std::vector<SeatSource> seats;
    std::vector<FaultSource> faults;
    ShoeProcedureSource shoeProcedure;
};

// The seat numbered `seat` among the source's seats, which must hold it.
const SeatSource& seatSource(const ScenarioSource& source, int seat);

// Plays the round scenario `scenario`, read from `source`, once by the procedure's own steps, as
// answerKey() does. Returns when it plays to its end with every script entry, wheel stop and fault
// used; else throws LoadError at the key responsible: a script answer the rules refuse (at the
// answer), a shoe too short (at its `cards`, or at `shoe`), a fault the round cannot cover or whose
// moment never comes (at the fault), a wheel stop never spun or a script entry never asked for (at
// it), anything else the round refuses (at `seats`).
void playRoundThrough(const ScenarioSource& source, const Scenario& scenario);

} // namespace s21

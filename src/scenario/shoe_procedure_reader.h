#pragma once
// The shoe-procedure part of a scenario file (docs/scenario-format.md, "Shoe-procedure
// scenarios"): the `shoe_procedure` block and the seats' `cuts`, read with file:line:column errors,
// and the procedure played once by its own steps with the players answering as scripted.

#include "yaml_reader.h"

#include "core/training/scenario.h"

#include <map>
#include <vector>

namespace s21 {

// Where the parts of a shoe-procedure scenario were written, for errors found in the play-through.
struct ShoeProcedureSource {
    YamlEntry block;                  // the `shoe_procedure` entry
    std::vector<YamlEntry> incidents; // its `incidents` items, in order
    std::map<int, YamlEntry> cuts;    // each seat's `cuts` entry, by seat
};

// The situation the block describes, for the scenario's seats. A first player or a cover card's
// seat must be one of `seats`; an incident is a name or a mapping {incident, after}.
ShoeSituation readShoeProcedure(const YamlReader& reader, const YamlEntry& block, const RuleProfile& profile,
                                const std::vector<int>& seats, ShoeProcedureSource& source);

// A seat's answers to the cut offer: `refuse`, or the number of cards above the cover card.
std::vector<CutAnswer> readCutAnswers(const YamlReader& reader, const YamlEntry& entry, const RuleProfile& profile);

// Plays the scenario's shoe procedure once by its own steps, as answerKey() does. Throws LoadError
// when the situation is impossible (at the block), when an incident never happens (at its item) or
// when a seat's cut answer is never asked for (at the answer).
void playShoeProcedureThrough(const YamlReader& reader, const ShoeProcedureSource& source, const Scenario& scenario);

} // namespace s21

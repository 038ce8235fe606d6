#pragma once
// The `faults:` list of a scenario file: the irregularities to inject (core/round/faults.h), read
// with file:line:column errors (documented in docs/scenario-format.md).

#include "yaml_reader.h"

#include "core/round/faults.h"
#include "core/rules/rule_profile.h"

#include <vector>

namespace s21 {

// A fault as read, with where it was written, for errors found when the round is played.
struct FaultSource {
    Fault fault;
    YamlEntry entry;
};

// Reads the list. Each item names its `kind` and only the keys that kind takes; a seat must have a
// player (`seats`), a reader fault needs a profile that deals with a card reader.
std::vector<FaultSource> readFaults(const YamlReader& reader, const YamlEntry& entry, const RuleProfile& profile,
                                    const std::vector<int>& seats);

} // namespace s21

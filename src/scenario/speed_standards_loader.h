#pragma once
// Loading a school's speed standards (scenarios/standards/*.yaml; format: docs/records.md, "Speed
// standards") into the plain value s21::SpeedStandards.
//
// What is read (a file that scenario_loader.h's documentKind() calls SpeedStandards): one YAML
// mapping with `source` (who publishes the standards) and `speed_standards`,
// a list of at least one standard, each a mapping with `id` (unique in the file), `label`,
// `published`, `measure` (step | shuffle | round), `seconds` (above 0, decimals allowed) and the
// optional `reading`, `count` (default 1), `steps` (required for step and shuffle: kinds of step,
// an action's first word such as `pay` or `deal`, optionally followed by a side wager's prefix:
// `pay mtd`, `collect ins`, `pay spin`, `pay award`) and `seats` (round only, 1-7, default 7).
//
// What is thrown: s21::LoadError ("file:line:column: message", 1-based) for a missing or
// unreadable file, a YAML syntax error, a missing, unknown or repeated key, a value of the wrong
// type or out of range, an unknown kind of step, a repeated id, or a key that the measure does not
// use. Nothing else is thrown for bad input.

#include "core/training/speed_standards.h"
#include "load_error.h"

#include <filesystem>
#include <string>

namespace s21 {

SpeedStandards loadSpeedStandards(const std::filesystem::path& file);
// From YAML text; `sourceName` is the file named in errors.
SpeedStandards loadSpeedStandardsFromString(const std::string& yaml, const std::string& sourceName);

} // namespace s21

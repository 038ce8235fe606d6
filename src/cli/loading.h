#pragma once
// Loading the CLI's input files, with a bad file reported as "file:line:column: message" on the
// error stream instead of thrown. A profile is named by id or by path (namesProfileFile()), the same
// way the trainer names it; ids are looked up in the profiles folder beside the installed program
// (../share/spanish21-trainer/profiles) or in the source tree it was built from.

#include "core/rules/rule_profile.h"
#include "core/training/scenario.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace s21::cli {

// Throws UsageError for an id that names no profile, listing the ids there.
std::optional<RuleProfile> loadProfileReporting(const std::string& name, std::ostream& err);
std::optional<Scenario> loadScenarioReporting(const std::string& path, std::ostream& err);

} // namespace s21::cli

#pragma once
// Loading the CLI's input files, with a bad file reported as "file:line:column: message" on the
// error stream instead of thrown.

#include "core/rule_profile.h"
#include "core/scenario.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace s21::cli {

std::optional<RuleProfile> loadProfileReporting(const std::string& path, std::ostream& err);
std::optional<Scenario> loadScenarioReporting(const std::string& path, std::ostream& err);

} // namespace s21::cli

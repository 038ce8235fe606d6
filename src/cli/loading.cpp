#include "loading.h"

#include "scenario/profile_loader.h"
#include "scenario/scenario_loader.h"

#include <ostream>

namespace s21::cli {

std::optional<RuleProfile> loadProfileReporting(const std::string& path, std::ostream& err)
{
    try {
        return loadProfile(path);
    } catch (const LoadError& error) {
        err << error.what() << "\n";
        return std::nullopt;
    }
}

std::optional<Scenario> loadScenarioReporting(const std::string& path, std::ostream& err)
{
    try {
        return loadScenario(path, profilesDirFor(path));
    } catch (const LoadError& error) {
        err << error.what() << "\n";
        return std::nullopt;
    }
}

} // namespace s21::cli

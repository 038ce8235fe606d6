#include "loading.h"

#include "arguments.h"
#include "scenario/library_location.h"
#include "scenario/profile_loader.h"
#include "scenario/scenario_loader.h"

#include <filesystem>
#include <ostream>

namespace s21::cli {

namespace {

namespace fs = std::filesystem;

// The file a profile name means: the name itself when it is a path, else the id's file.
fs::path profileFile(const std::string& name)
{
    if (namesProfileFile(name))
        return name;
    const fs::path dir = libraryProfilesDir(runningExecutableDir());
    std::string known;
    for (const std::string& id : profileIdsIn(dir)) {
        if (id == name)
            return dir / (id + ".yaml");
        known += (known.empty() ? "" : ", ") + id;
    }
    throw UsageError("--profile: no profile '" + name + "'" + (dir.empty() ? "" : " in " + dir.string()) +
                     "; expected an id (" + known + ") or a path to a .yaml file");
}

} // namespace

std::optional<RuleProfile> loadProfileReporting(const std::string& name, std::ostream& err)
{
    const fs::path file = profileFile(name);
    try {
        return loadProfile(file);
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

#pragma once
// Loading scenarios (scenarios/**/*.yaml; format: docs/scenario-format.md) and trainee action
// scripts into plain core values.
//
// A scenario names its rule profile by id; the profile is loaded from `profilesDir`
// (scenarios/profiles by default) with loadProfile(), so a scenario always plays under a profile
// that passed validate(). Seats, wagers, decisions, the shoe and scoring are checked against the
// profile as they are read (seat numbers, table limits, Match-the-Dealer bounds, card notation,
// no 10s and no card more often than the profile's decks hold it), and the scenario is then played
// once by the procedure's own steps, exactly as answerKey() plays it. A scenario that cannot be
// dealt (a stacked shoe too short, a scripted decision or insurance the rules do not allow) or
// whose script is not all used (a decision, rescue answer or insurance never asked for: the shoe
// does not play as the instructor meant) is rejected at load time, so answerKey() of a loaded
// scenario never throws.
//
// Every problem is thrown as s21::LoadError, "file:line:column: message", at the key or list item
// responsible (a bad card at its own column inside the cards text); a problem in the profile is
// reported in the profile's file. Nothing else is thrown for bad input.

#include "core/dealer_action.h"
#include "core/scenario.h"
#include "load_error.h"

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

namespace s21 {

// Loads the scenario in `file`, named in errors as file.string(); its id is the file's stem. Its
// profile is `<profilesDir>/<profile>.yaml`, one of the .yaml files in that folder.
Scenario loadScenario(const std::filesystem::path& file, const std::filesystem::path& profilesDir);

// The same from YAML text already read; `file` names it in errors and gives its id.
Scenario loadScenarioFromString(const std::string& yaml, const std::filesystem::path& file,
                                const std::filesystem::path& profilesDir);

// The profiles folder for a scenario file: the nearest "profiles" folder beside the file or in one
// of its parent folders (scenarios/profiles for the shipped library), as an absolute path; when
// there is none, "profiles" beside the file, so that loading reports the missing profile there.
std::filesystem::path profilesDirFor(const std::filesystem::path& scenarioFile);

// A trainee's actions: a YAML file whose one key, `actions`, is a list of actions in the notation
// of dealer_action.h ("deal s1", "pay mtd s3 $45"), each either that text or, in timed scripts, a
// mapping with the time from the round's start: `- {do: "deal s1", at: 1200}`. Times never go back.
// Bad notation is a LoadError at its list item (at `do` in the mapping form).
struct ScriptedAction {
    DealerAction action;
    std::int64_t atMilliseconds = -1; // -1: not timed
    int line = 0;                     // where it was written, for reports
};
std::vector<ScriptedAction> loadActionScript(const std::filesystem::path& file);
// The same from YAML text; `sourceName` is the file named in errors.
std::vector<ScriptedAction> loadActionScriptFromString(const std::string& yaml, const std::string& sourceName);

// What a file of a scenario library holds: a rule profile (its top level has a `jurisdiction` key,
// loaded as loadProfile() loads it) or a scenario (loaded as loadScenario() loads it, its profile from
// `profilesDir`). The file is read and parsed once; lets `validate` and the trainer's library take a
// mixed folder. Throws LoadError as the two loaders do.
using LibraryFile = std::variant<RuleProfile, Scenario>;
LibraryFile loadLibraryFile(const std::filesystem::path& file, const std::filesystem::path& profilesDir);

} // namespace s21

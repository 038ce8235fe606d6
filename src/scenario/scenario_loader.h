#pragma once
// Loading scenarios (scenarios/**/*.yaml; format: docs/scenario-format.md) and trainee action
// scripts into plain core values.
//
// A scenario names its rule profile by id, loaded from `profilesDir` (scenarios/profiles by default),
// or by the path of its file relative to the scenario (namesProfileFile() in profile_loader.h); it is
// loaded with loadProfile(), so a scenario always plays under a profile that passed validate(). Seats, wagers, decisions, the shoe and scoring are checked against the
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

#include "core/procedure/dealer_action.h"
#include "core/training/scenario.h"
#include "load_error.h"

#include <filesystem>
#include <string>
#include <variant>
#include <vector>

namespace s21 {

// Loads the scenario in `file`, named in errors as file.string(); its id is the file's stem. Its
// profile is `<profilesDir>/<profile>.yaml`, one of the .yaml files in that folder, or the file its
// path names.
Scenario loadScenario(const std::filesystem::path& file, const std::filesystem::path& profilesDir);

// The same from YAML text already read; `file` names it in errors and gives its id.
Scenario loadScenarioFromString(const std::string& yaml, const std::filesystem::path& file,
                                const std::filesystem::path& profilesDir);

// The profiles folder for a scenario file: the nearest "profiles" folder beside the file or in one
// of its parent folders (scenarios/profiles for the shipped library), as an absolute path; when
// there is none, "profiles" beside the file, so that loading reports the missing profile there.
std::filesystem::path profilesDirFor(const std::filesystem::path& scenarioFile);

// True for an exam's own scenario: a file in the `exams` folder of its library (beside the nearest
// profiles folder: scenarios/exams/... for the shipped library). Exams deal it (docs/exam-format.md);
// practice never offers it, and no command prints its answer key or its verdicts' expected actions.
bool isExamsOwnScenario(const std::filesystem::path& scenarioFile);

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

// What a YAML file of the scenarios folder holds, from its top-level keys: a rule profile (it has
// `jurisdiction`), an exam definition (`parts`, exam_loader.h), a school's speed standards
// (`speed_standards`, speed_standards_loader.h), else a scenario. A file that cannot be read or
// parsed counts as a scenario: loading it as one then reports why.
enum class DocumentKind : std::uint8_t { Profile, Exam, SpeedStandards, Scenario };
DocumentKind documentKind(const std::filesystem::path& file);

// A document of a library that is neither a profile nor a scenario: an exam or speed standards, which
// their own loaders read (exam_loader.h, speed_standards_loader.h).
struct OtherDocument {
    DocumentKind kind;
};

// What a file of a scenario library holds, read and parsed once: a rule profile (loaded as
// loadProfile() loads it), a scenario (loaded as loadScenario() loads it, its profile from
// `profilesDir`), or another document, left for its own loader. Lets `validate` and the trainer's
// library take a mixed folder. Throws LoadError as the two loaders do. A profile's notices about an
// earlier version's keys are added to `notices` when it is given (a scenario's profile is loaded
// without: its notices are the profile file's own).
using LibraryFile = std::variant<RuleProfile, Scenario, OtherDocument>;
LibraryFile loadLibraryFile(const std::filesystem::path& file, const std::filesystem::path& profilesDir,
                            LoadNotices* notices = nullptr);

} // namespace s21

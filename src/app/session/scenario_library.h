#pragma once
// The instructors' scenarios: every *.yaml under the scenarios folder (the parent of the profiles
// folder, profile_catalog.h) except the profiles, exams and speed standards, loaded with loadLibraryFile(), and a
// search over their titles, drills and sections. The exams' own scenarios (under the exams folder)
// are loaded too, marked: exams deal them, practice never offers them. Beside the shipped library, an
// instructor's own scenarios: those of their scenarios folder, and a file opened on its own, loaded
// the same way (so the trainer takes what `spanish21-cli validate` accepts) and marked as theirs.

#include "core/training/scenario.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace s21::app {

// Where a scenario of the library came from: the shipped library, the instructor's own scenarios
// folder (setScenarioFolder), or a file opened on its own (openedScenario).
enum class ScenarioOrigin : std::uint8_t { Library, YourFolder, Opened };

struct ScenarioEntry {
    QString file;
    Scenario scenario;
    bool examsOwn = false; // in the library's exams folder: dealt only in exams (isExamsOwnScenario)
    ScenarioOrigin origin = ScenarioOrigin::Library;
};

// The entries practice may offer: all but the exams' own.
std::vector<ScenarioEntry> practiceScenarios(const std::vector<ScenarioEntry>& library);

// The scenario of `library` with this id that practice may deal (not an exam's own); nullptr when
// none has it.
const Scenario* practiceScenario(const std::vector<ScenarioEntry>& library, const QString& id);

// The scenarios under `dir` that load, sorted by file path, marked `origin`; errors of the others go
// to `errors`, and so does a `dir` that is not a folder.
std::vector<ScenarioEntry> loadScenarios(const QString& dir, QStringList& errors,
                                         ScenarioOrigin origin = ScenarioOrigin::Library);

// Adds `entry` to `library`, or puts it in place of the entry of the same file (loaded again; that
// entry's origin kept). Returns why it is not added when another file of the library has its id (a
// scenario is known by its id in the records, the drills and --scenario); else an empty string.
QString addScenario(std::vector<ScenarioEntry>& library, ScenarioEntry entry);

// Puts the instructor's scenarios folder `dir` (empty: none) in `library` in place of the one before:
// its scenarios that load (loadScenarios) and whose ids are free (addScenario), marked YourFolder.
// What is left out, and why, goes to `errors`.
void setScenarioFolder(std::vector<ScenarioEntry>& library, const QString& dir, QStringList& errors);

// The scenario in `file`, loaded as the library's files are (loadLibraryFile(), its profile from
// profilesDirFor()) and marked Opened; nothing when it cannot be practised, with why in `problem`:
// the loader's "file:line:column: message", or what the file is instead (a rule profile, an exam,
// speed standards, or an exam's own scenario, which practice never deals).
std::optional<ScenarioEntry> openedScenario(const QString& file, QString& problem);

// The name of the folder an instructor's own scenario lies in (its mark in Scenarios…); empty for the
// shipped library's.
QString ownFolderName(const ScenarioEntry& entry);

// True when every word of `query` appears (case-insensitively) in the title, id, description,
// drills or sections, or, for an instructor's own scenario, in the name of its file's folder.
bool matches(const ScenarioEntry& entry, const QString& query);

} // namespace s21::app

#pragma once
// The instructors' scenarios: every *.yaml under the scenarios folder (the parent of the profiles
// folder, profile_catalog.h) except the profiles, exams and speed standards, loaded with loadLibraryFile(), and a
// search over their titles, drills and sections. The exams' own scenarios (under the exams folder)
// are loaded too, marked: exams deal them, practice never offers them.

#include "core/training/scenario.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace s21::app {

struct ScenarioEntry {
    QString file;
    Scenario scenario;
    bool examsOwn = false; // in the library's exams folder: dealt only in exams (isExamsOwnScenario)
};

// The entries practice may offer: all but the exams' own.
std::vector<ScenarioEntry> practiceScenarios(const std::vector<ScenarioEntry>& library);

// The scenarios under `dir` that load, sorted by file path; errors of the others go to `errors`.
std::vector<ScenarioEntry> loadScenarios(const QString& dir, QStringList& errors);

// True when every word of `query` appears (case-insensitively) in the title, id, description,
// drills or sections.
bool matches(const ScenarioEntry& entry, const QString& query);

} // namespace s21::app

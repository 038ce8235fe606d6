#pragma once
// The rule profiles the trainee can choose: scenarios/profiles/*.yaml, found beside the installed
// executable (../share/spanish21-trainer/profiles, ./profiles) or in the source tree it was built
// from; with none found, the built-in Maryland and Massachusetts reference profiles.

#include "core/rules/rule_profile.h"

#include <QString>

#include <vector>

namespace s21::app {

struct ProfileEntry {
    QString label; // "Maryland Spanish 21 (v1.0), six decks"
    RuleProfile profile;
};

// The profiles folder, or an empty string when none is found. `sourceDir` is the source tree's root
// (S21_SOURCE_DIR at build time).
QString findProfilesDir(const QString& sourceDir);

// Every profile in `dir` that loads (sorted by id); the built-in references when there are none.
// Files that fail to load are skipped and their errors appended to `errors`.
std::vector<ProfileEntry> loadProfiles(const QString& dir, QStringList& errors);

} // namespace s21::app

#pragma once
// The rule profiles the trainee can choose: the library's profiles/*.yaml, found where
// scenario/library_location.h says (installed, /usr/share/spanish21-trainer/profiles; run from its
// build tree, the source tree's scenarios/profiles); with none found, the built-in Maryland and
// Massachusetts reference profiles.

#include "core/rules/rule_profile.h"

#include <QString>

#include <vector>

namespace s21::app {

struct ProfileEntry {
    QString label; // "Maryland Spanish 21 (v1.0), six decks"
    RuleProfile profile;
};

// The library's profiles folder for the running program, or an empty string when none is found.
QString findProfilesDir();

// Every profile in `dir` that loads (sorted by id); the built-in references when there are none.
// Files that fail to load are skipped and their errors appended to `errors`.
std::vector<ProfileEntry> loadProfiles(const QString& dir, QStringList& errors);

} // namespace s21::app

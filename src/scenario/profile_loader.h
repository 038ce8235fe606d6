#pragma once
// Loading a rule profile (scenarios/profiles/*.yaml; format: docs/profile-format.md) into the plain
// core value s21::RuleProfile.
//
// What is read: one YAML mapping. `jurisdiction` (maryland | massachusetts) and `decks` are
// required; they choose the reference value marylandProfile(decks) or massachusettsProfile(decks,
// dealer_second_card). Every other key present overrides one setting of that reference: top-level
// snake_case keys for RuleProfile's own fields, and the nested mappings match_the_dealer, splits,
// super_bonus, cut_card and bonus_spin for its nested structs. Fixed values are spelt in kebab-case
// (hole-card-with-reader, losers-then-winners, ...), money as "$7.50" or 25, odds as "9 to 1".
//
// A key an earlier version wrote (docs/profile-format.md, "Files from earlier versions") is read as
// the key or keys of today that hold its meaning, and a LoadNotice, "file:line:column: message" at the
// older key, names them; the loaders that take a LoadNotices add it there.
//
// What is thrown: s21::LoadError, whose what() is "file:line:column: message" (1-based), for
//  - a file that is missing or cannot be read (at 1:1),
//  - a YAML syntax error (where yaml-cpp reports it), or a second document in the file,
//  - a missing required key (at the start of its mapping),
//  - an unknown or repeated key (at the key, listing the allowed keys), or an earlier version's key
//    written beside the key it is read as today (at the older key),
//  - a value of the wrong type, out of range or misspelt (at the value, saying what was expected),
//  - for loadProfile, an `id` other than the file's name without extension,
//  - a profile that s21::validate() rejects: the first reason it gives, at the key most responsible
//    (of the keys whose reference value would remove that reason, the last written; the document
//    start when none would), the message citing the section broken.
// Nothing else is thrown for bad input; a returned profile always passes validate().

#include "core/rules/rule_profile.h"
#include "load_error.h"

#include <filesystem>
#include <string>
#include <vector>

namespace s21 {

// Loads the profile in `file`, named in errors as file.string(). Its `id` must equal the file's
// stem (the name without .yaml); when the key is omitted, the stem becomes the id. The notices about
// earlier versions' keys are added to `notices` when it is given. The file is read at every call, but
// parsed only when its text differs from the last time it was loaded by that name (a library's
// scenarios name the same few profiles); safe to call from several threads.
RuleProfile loadProfile(const std::filesystem::path& file, LoadNotices* notices = nullptr);

// Loads a profile from YAML text; `sourceName` is the file named in errors. `id` is not checked.
RuleProfile loadProfileFromString(const std::string& yaml, const std::string& sourceName,
                                  LoadNotices* notices = nullptr);

// Loads a profile the records stored, as loadProfileFromString() does: a profile stored in an earlier
// version's format (one `paytable` and `progressive_meter` for both Bonus Spin wagers) is read as a
// file in it is. No notice is kept: the stored text is never rewritten (its hash names it).
RuleProfile loadStoredProfile(const std::string& yaml, const std::string& sourceName);

// The profile as YAML in this format, every setting written out: loadProfileFromString() reads it
// back as an equal profile. For storing the exact profile a round was dealt under (s21_records).
std::string profileYaml(const RuleProfile& profile);

// How a profile is named everywhere (every CLI command, the trainer, the `profile` key of a scenario
// and of an exam's random play): by id ("md-2020-6deck", a file of the profiles folder) or by path
// (in a file, relative to that file). A name is a path when it contains '/' or ends in ".yaml"
// ("./mine.yaml", "scenarios/profiles/ma-205cmr.yaml").
bool namesProfileFile(const std::string& name);

// The profile ids in `dir`: its .yaml files' names without the extension, sorted; none when the
// folder cannot be read.
std::vector<std::string> profileIdsIn(const std::filesystem::path& dir);

// The first of `candidates` that holds a profile, made canonical; an empty path when none does.
std::filesystem::path firstProfilesDir(const std::vector<std::filesystem::path>& candidates);

} // namespace s21

#pragma once
// Internal to s21_scenario: the profile file a document's `profile` key names by path. A profile is
// named the same way everywhere (profile_loader.h, namesProfileFile()): by id, or by path; a path in
// a scenario or an exam is relative to the file that holds it.

#include "yaml_reader.h"

#include <filesystem>

namespace s21 {

// The file that the path in `entry` names, relative to the folder of `document` (the file holding
// the key) unless it is absolute, made absolute. Throws LoadError at the value when no regular file
// is there; the file itself is not read.
std::filesystem::path profileFileAt(const YamlReader& reader, const YamlEntry& entry,
                                    const std::filesystem::path& document);

} // namespace s21

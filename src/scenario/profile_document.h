#pragma once
// Internal to s21_scenario: a rule profile from a document already parsed by YamlReader, for loaders
// that parse a file once and then learn what it holds (loadLibraryFile()).

#include "yaml_reader.h"

#include "core/rules/rule_profile.h"

#include <optional>
#include <string>

namespace s21 {

// The profile a parsed document describes, checked as loadProfile() checks it; with `expectedId`,
// an `id` key must equal it and an absent one takes it. A key of an earlier version is read as today's
// (earlier_formats.h), with a notice added to `notices` unless it is null.
RuleProfile profileFrom(const YamlReader& reader, const YamlEntry& document,
                        const std::optional<std::string>& expectedId, LoadNotices* notices);

} // namespace s21

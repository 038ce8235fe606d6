#pragma once
// Files from earlier versions: every change of a file format an instructor may hold a file in, one
// row each in one table (formatChanges() in earlier_formats.cpp), and a mapping read through it. A
// key an earlier version wrote is accepted: its entry is replaced by the entries of today's keys that
// hold its meaning, and a notice names the older key, where it is written and today's keys
// (docs/profile-format.md, "Files from earlier versions"). Internal to s21_scenario, for the loaders.
//
// The changes, oldest first (tests/scenario/data/earlier-versions holds a file of each older format):
//  - a rule profile's bonus_spin: one `paytable` (and, from b6efee8, its `progressive_meter`) for both
//    Bonus Spin wagers, up to bd83bd0; from f7749b2 each wager amount has its own paytable and Jackpot
//    (dollar_paytable, dollar_jackpot, five_dollar_paytable, five_dollar_jackpot; MD-S21BS 12.D(9)-(10)).
// Scenarios, exams, speed standards and action scripts have gained keys and spellings but never lost
// or renamed one, so the table has no row for them and only the profile loader reads through it.

#include "load_error.h"
#include "scenario_loader.h"
#include "yaml_reader.h"

#include <span>
#include <string_view>

namespace s21 {

// The mapping at `entry`, the `section` ("" for the top level, else the nested mapping's key) of a
// `kind` document, with its keys checked as reader.mapping(entry, todaysKeys) checks them, except that
// an earlier version's keys for that section are accepted too. Each entry of an older key is replaced,
// where it stands, by the entries of today's keys holding its meaning: each at the older key's
// position, with the older key's path (so that an error about its value names the key as written)
// unless it is a value the older format implied without the key being written. For each older key a
// notice is added to `notices` (unless null), at the older key. Throws LoadError at an older key when
// a key it is read as is written too.
YamlMapping mappingInTodaysKeys(const YamlReader& reader, const YamlEntry& entry, DocumentKind kind,
                                std::string_view section, std::span<const std::string_view> todaysKeys,
                                LoadNotices* notices);

} // namespace s21

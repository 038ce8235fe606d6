#include "earlier_formats.h"

#include <algorithm>
#include <memory>
#include <vector>

namespace s21 {

namespace {

// What one older key, as written, reads as today.
struct TodaysReading {
    const YamlEntry* older;       // the older key's entry, as written
    std::vector<YamlEntry> today; // the entries of today's keys that hold its meaning
    std::string remark;           // what else changed with it, for the notice; empty when nothing did
};

// One change of a format: the keys an earlier version wrote in one mapping, and how they read today.
struct FormatChange {
    DocumentKind kind;
    std::string_view section;                                       // as mappingInTodaysKeys() names it
    std::vector<std::string_view> olderKeys;                        // no key of today's format
    std::vector<TodaysReading> (*read)(const YamlMapping& written); // for the older keys written (at least one)
};

// `older`'s value under today's `key`, where `older` is written, its path as written.
YamlEntry renamed(const YamlEntry& older, std::string key)
{
    return {std::move(key), older.path, older.keyNode, older.value};
}

// A value the older format gave today's `key` without its key being written, placed at `older`.
YamlEntry implied(const YamlEntry& older, const std::string& key, std::string value)
{
    auto node = std::make_shared<YamlNode>();
    node->kind = YamlKind::Scalar;
    node->mark = older.keyNode->mark;
    node->scalar = std::move(value);
    const std::size_t dot = older.path.rfind('.');
    const std::string section = dot == std::string::npos ? "" : older.path.substr(0, dot + 1);
    return {key, section + key, older.keyNode, node};
}

// Up to bd83bd0, one Bonus Spin paytable served both wagers: `paytable` (A unless written) and the
// amount its Jackpot paid, `progressive_meter` ($5,000 unless written). From f7749b2 each wager amount
// plays its own paytable (MD-S21BS 12.D(9)-(10)): A or B for the $1 wager, C or D for the $5 wager. The
// paytable written is read as its own wager amount's, with the meter as that wheel's Jackpot; the other
// wager amount plays its own paytable, as the profile writes it or as the reference has it.
std::vector<TodaysReading> oneSharedPaytable(const YamlMapping& spin)
{
    const YamlEntry* paytable = spin.find("paytable");
    const YamlEntry* meter = spin.find("progressive_meter");
    const bool fiveDollars = paytable && (paytable->value->scalar == "C" || paytable->value->scalar == "D");
    const std::string wheel = fiveDollars ? "five_dollar" : "dollar";
    std::vector<TodaysReading> readings;
    if (paytable) {
        TodaysReading reading{paytable,
                              {renamed(*paytable, wheel + "_paytable")},
                              std::string("earlier versions spun this paytable for both wagers; the ") +
                                  (fiveDollars ? "$1 wager plays its own, 'dollar_paytable'"
                                               : "$5 wager plays its own, 'five_dollar_paytable'") +
                                  " (MD-S21BS 12.D(9)-(10))"};
        if (!meter && !spin.find(wheel + "_jackpot")) {
            reading.today.push_back(implied(*paytable, wheel + "_jackpot", "$5,000"));
            reading.remark += "; $5,000 is the Jackpot they paid with no 'progressive_meter' written";
        }
        readings.push_back(std::move(reading));
    }
    if (meter)
        readings.push_back({meter, {renamed(*meter, wheel + "_jackpot")}, ""});
    return readings;
}

// Every change of a file format an instructor may hold a file in, oldest first.
const std::vector<FormatChange>& formatChanges()
{
    static const std::vector<FormatChange> changes{
        // written up to bd83bd0, changed by f7749b2
        {DocumentKind::Profile, "bonus_spin", {"paytable", "progressive_meter"}, oneSharedPaytable},
    };
    return changes;
}

// " in bonus_spin", or nothing for the top level.
std::string inSection(std::string_view section) { return section.empty() ? "" : " in " + std::string(section); }

bool isWritten(const YamlMapping& written, const FormatChange& change)
{
    return std::any_of(change.olderKeys.begin(), change.olderKeys.end(),
                       [&](std::string_view key) { return written.find(key) != nullptr; });
}

// "'paytable' in bonus_spin is the older spelling; it is read as 'dollar_paytable' (write that key
// instead); ...".
std::string noticeText(const TodaysReading& reading, std::string_view section)
{
    std::string keys;
    for (const YamlEntry& entry : reading.today) {
        keys += (keys.empty() ? "'" : " and '") + entry.key;
        if (entry.value != reading.older->value)
            keys += ": " + entry.value->scalar;
        keys += "'";
    }
    return "'" + reading.older->key + "'" + inSection(section) + " is the older spelling; it is read as " + keys +
           " (write " + (reading.today.size() == 1 ? "that key" : "those keys") + " instead)" +
           (reading.remark.empty() ? "" : "; " + reading.remark);
}

// `written` with the older keys of `change` replaced by today's, a notice for each.
YamlMapping inTodaysKeys(const YamlReader& reader, const YamlMapping& written, const FormatChange& change,
                         LoadNotices* notices)
{
    const std::vector<TodaysReading> readings = change.read(written);
    YamlMapping today{written.source, {}};
    for (const YamlEntry& entry : written.entries) {
        const auto reading = std::find_if(readings.begin(), readings.end(),
                                          [&](const TodaysReading& candidate) { return candidate.older == &entry; });
        if (reading == readings.end()) {
            today.entries.push_back(entry);
            continue;
        }
        for (const YamlEntry& todays : reading->today) {
            if (const YamlEntry* also = written.find(todays.key))
                throw reader.errorAt(*entry.keyNode,
                                     "'" + entry.key + "'" + inSection(change.section) + " is the older spelling of '" +
                                         todays.key + "', which is written too, at " + position(also->keyNode->mark) +
                                         "; keep only '" + todays.key + "'");
            today.entries.push_back(todays);
        }
        if (notices)
            notices->push_back(reader.noticeAt(*entry.keyNode, noticeText(*reading, change.section)));
    }
    return today;
}

} // namespace

YamlMapping mappingInTodaysKeys(const YamlReader& reader, const YamlEntry& entry, DocumentKind kind,
                                std::string_view section, std::span<const std::string_view> todaysKeys,
                                LoadNotices* notices)
{
    std::vector<const FormatChange*> changes;
    std::vector<std::string_view> olderKeys;
    for (const FormatChange& change : formatChanges()) {
        if (change.kind != kind || change.section != section)
            continue;
        changes.push_back(&change);
        olderKeys.insert(olderKeys.end(), change.olderKeys.begin(), change.olderKeys.end());
    }
    YamlMapping mapping = reader.mapping(entry, todaysKeys, olderKeys);
    for (const FormatChange* change : changes)
        if (isWritten(mapping, *change))
            mapping = inTodaysKeys(reader, mapping, *change, notices);
    return mapping;
}

} // namespace s21

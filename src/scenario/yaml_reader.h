#pragma once
// Reading YAML into core values with positions, for the s21_scenario loaders (rule profiles,
// scenarios, action scripts, exams, speed standards). Internal to s21_scenario: it includes yaml-cpp,
// which the library links privately; clients include the loaders' headers and load_error.h instead.
//
// Contract: every read either returns a well-formed value or throws LoadError at the key or value
// at fault (1-based, converted from yaml-cpp's 0-based marks), with a message that names the key's
// path and says what was expected and what was found. Nothing else is thrown for bad input.

#include "core/base/money.h"
#include "core/procedure/dealer_action.h"
#include "core/rules/card.h"
#include "load_error.h"
#include "spelling.h"
#include "yaml_tree.h"

#include <array>
#include <cstddef>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace s21 {

// A key of a mapping with its value (or the whole document, with an empty key and path).
struct YamlEntry {
    std::string key;     // the key as written
    std::string path;    // where it is, for messages: "splits.max_additional_splits", "chips item 2"
    YamlNodeRef keyNode; // where the key is written (for a list item or the document: the value)
    YamlNodeRef value;   // what follows the key; never null (a Null node when nothing does)
};

// A mapping whose keys have been checked: each one allowed, none repeated.
struct YamlMapping {
    YamlEntry source;               // the entry whose value is the mapping
    std::vector<YamlEntry> entries; // in document order

    const YamlEntry* find(std::string_view key) const; // nullptr when the key is absent
};

// How a value reads in a message: 'text' for a scalar, ['a', 'b'] for a list (an item that is
// itself a list or mapping reads "a list" or "a mapping"), "a mapping", "nothing" for an empty value.
std::string describe(const YamlNode& node);

// "line 3, column 1" (1-based), for messages that point at a second place.
std::string position(const YAML::Mark& mark);

// The text of a file. Throws LoadError at 1:1 of the file when it is missing, cannot be read or
// followed (a symbolic link loop), or is larger than limits::kFileBytes (read no further than that).
std::string readTextFile(const std::filesystem::path& file);

// Reads the values of one source; `sourceName` is the file every LoadError names.
class YamlReader {
public:
    explicit YamlReader(std::string sourceName);

    // The whole document as an entry with an empty path, the text parsed once (yaml_tree.h). Text
    // that is not UTF-8 is a LoadError at its first bad byte; a document past a limit of load_limits.h
    // (nesting, list items, values) is one at the node that passes it, found on the bytes for flow
    // collections (flow_guard.h), then on the parser's events as the tree is built.
    // A YAML syntax error becomes a LoadError at the position yaml-cpp reports; a second document in
    // the text is an error too.
    YamlEntry parse(const std::string& text) const;

    // An error at the node's position, or at 1:1 when it has none (an empty document).
    LoadError errorAt(const YamlNode& node, const std::string& message) const;
    // An error about an entry's value: at the value, or at its key when the value is empty.
    LoadError errorAt(const YamlEntry& entry, const std::string& message) const;
    // A notice at the node's position, placed as errorAt() places an error.
    LoadNotice noticeAt(const YamlNode& node, const std::string& message) const;

    // The entry's value as a mapping whose keys are all among `allowedKeys`, each at most once. Keys of
    // `olderKeys` (an earlier version's, earlier_formats.h) are accepted too, but an unknown key's
    // error lists only `allowedKeys`.
    YamlMapping mapping(const YamlEntry& entry, std::span<const std::string_view> allowedKeys,
                        std::span<const std::string_view> olderKeys = {}) const;
    // The entry for a required key; throws at the mapping when it is absent.
    const YamlEntry& require(const YamlMapping& mapping, std::string_view key) const;

    int readInt(const YamlEntry& entry, int min, int max) const; // min <= value <= max
    double readSeconds(const YamlEntry& entry) const;            // a number above 0: 10, 1.5
    // true/false, yes/no, on/off or y/n, each in lower case, upper case or capitalised
    bool readBool(const YamlEntry& entry) const;
    std::string readString(const YamlEntry& entry) const;                          // any scalar
    Money readMoney(const YamlEntry& entry, Money minimum) const;                  // "$7.50", "5", 1000 (parseMoney)
    std::vector<Money> readMoneyList(const YamlEntry& entry, Money minimum) const; // a list of amounts
    Odds readOdds(const YamlEntry& entry) const;                                   // "9 to 1" or "9:1", both positive

    // The items of a list, each an entry whose path is "<path> item <n>" (n from 1). Throws, saying
    // `expected`, when the value is not a list.
    std::vector<YamlEntry> listItems(const YamlEntry& entry, const std::string& expected) const;

    // At least one card in the notation of core/card.h, in one text: "9S 5H 7D". `source` is the
    // text given to parse(): a bad card is reported at its own line and column inside the text,
    // whether the text is plain, quoted or a block (folded) scalar.
    std::vector<Card> readCards(const YamlEntry& entry, std::string_view source) const;
    // A dealer action in the notation of core/dealer_action.h: "deal s1", "pay mtd s3 $45".
    DealerAction readAction(const YamlEntry& entry) const;

    // The value whose spelling the entry's scalar is; the error lists every allowed spelling.
    template <typename Value, std::size_t N>
    Value readEnum(const YamlEntry& entry, const std::array<Spelling<Value>, N>& spellings) const
    {
        std::vector<std::string_view> texts;
        for (const auto& spelling : spellings)
            texts.push_back(spelling.text);
        return spellings[spellingIndex(entry, texts)].value;
    }

private:
    // Throws at the first byte that is not UTF-8, or where flow collections pass a limit (flow_guard.h).
    void checkBytes(const std::string& text) const;
    std::size_t spellingIndex(const YamlEntry& entry, const std::vector<std::string_view>& texts) const;
    std::string scalar(const YamlEntry& entry, const std::string& expected) const;
    LoadError mismatch(const YamlEntry& entry, const std::string& expected) const;
    LoadError errorAt(const YAML::Mark& mark, const std::string& message) const;

    std::string sourceName_; // the file named in every error
};

} // namespace s21

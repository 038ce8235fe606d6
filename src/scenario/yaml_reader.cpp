#include "yaml_reader.h"

#include "flow_guard.h"
#include "load_limits.h"
#include "utf8_check.h"

#include "core/base/number_text.h"

#include <yaml-cpp/exceptions.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <optional>
#include <utility>

namespace s21 {

namespace {

// "path: message", or the message alone for the document itself.
std::string withPath(const std::string& path, const std::string& message)
{
    return path.empty() ? message : path + ": " + message;
}

// "one of: a, b, c".
std::string oneOf(std::span<const std::string_view> names)
{
    std::string list;
    for (std::string_view name : names)
        list += (list.empty() ? "" : ", ") + std::string(name);
    return "one of: " + list;
}

// Odds written "9 to 1" or "9:1" with both sides positive, or nothing.
std::optional<Odds> parseOdds(std::string_view text)
{
    for (std::string_view separator : {std::string_view(":"), std::string_view(" to ")}) {
        const auto at = text.find(separator);
        if (at == std::string_view::npos)
            continue;
        constexpr std::int64_t kLargest = 1'000'000;
        const auto win = parseInteger(text.substr(0, at), 1, kLargest);
        const auto stake = parseInteger(text.substr(at + separator.size()), 1, kLargest);
        if (win && stake)
            return Odds{static_cast<int>(*win), static_cast<int>(*stake)};
    }
    return std::nullopt;
}

// Why a path that is not a readable regular file cannot be read.
std::string unreadableReason(const std::filesystem::path& file)
{
    std::error_code error;
    const auto status = std::filesystem::status(file, error);
    if (status.type() == std::filesystem::file_type::not_found)
        return "no such file";
    if (error)
        return "a path that cannot be followed (" + error.message() + ")";
    if (!std::filesystem::is_regular_file(status))
        return "a directory or special file";
    return "a file that cannot be opened";
}

// The place of the byte at `offset` in `text`, counting characters (not bytes) along the line.
// The character at a parser's byte offset, for a message; '' when the offset is past the text.
std::string characterAt(const std::string& text, int offset)
{
    if (offset < 0 || static_cast<std::size_t>(offset) >= text.size())
        return {};
    return text.substr(static_cast<std::size_t>(offset), 1);
}

YAML::Mark markAt(std::string_view text, std::size_t offset)
{
    YAML::Mark mark;
    mark.pos = static_cast<int>(offset);
    for (std::size_t at = 0; at < offset; ++at) {
        if (text[at] == '\n') {
            ++mark.line;
            mark.column = 0;
        } else if (characterBoundary(text, at) == at) {
            ++mark.column; // a character starts here
        }
    }
    return mark;
}

// true or false as yaml-cpp 0.7's convert<bool> read them: y/n, yes/no, true/false, on/off, in
// lower case, upper case or capitalised ("True", "TRUE"; not "tRUE").
std::optional<bool> parseBool(std::string_view text)
{
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    const std::string_view rest = text.substr(text.empty() ? 0 : 1);
    const bool capitalised =
        !text.empty() && upper(text[0]) && (std::ranges::all_of(rest, lower) || std::ranges::all_of(rest, upper));
    if (!capitalised && !std::ranges::all_of(text, lower))
        return std::nullopt;
    std::string folded(text);
    std::ranges::transform(folded, folded.begin(), [upper](char c) { return upper(c) ? c - 'A' + 'a' : c; });
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kNames{
        {{"y", "n"}, {"yes", "no"}, {"true", "false"}, {"on", "off"}}};
    for (const auto& [yes, no] : kNames) {
        if (folded == yes)
            return true;
        if (folded == no)
            return false;
    }
    return std::nullopt;
}

bool samePlace(const YAML::Mark& a, const YAML::Mark& b)
{
    return a.pos == b.pos && a.line == b.line && a.column == b.column;
}

// A node in a few words, never looking inside a list: an alias can make a list contain itself. A long
// scalar is cut after 60 characters.
std::string describeWithoutItems(const YamlNode& node)
{
    constexpr std::size_t kLongest = 60;
    switch (node.kind) {
    case YamlKind::Scalar: {
        const std::string& text = node.scalar;
        if (text.size() <= kLongest)
            return "'" + text + "'";
        return "'" + text.substr(0, characterBoundary(text, kLongest)) + "...'";
    }
    case YamlKind::List: return "a list";
    case YamlKind::Mapping: return "a mapping";
    case YamlKind::Null: break;
    }
    return "nothing";
}

// Where the `length` characters at `offset` of a scalar's text are written in `source`: the same
// characters, found as often in the source from the scalar's start as in its text before `offset`.
// Quotes, line folding and indentation only add characters between the tokens of a card list, so
// this finds the token itself; the scalar's own start when it is not found.
YAML::Mark markInScalar(const YamlNode& scalar, std::size_t offset, std::size_t length, std::string_view source)
{
    const std::string_view text = scalar.scalar;
    const std::string_view token = text.substr(offset, length);
    const YAML::Mark start = scalar.mark;
    if (start.is_null() || token.empty() || static_cast<std::size_t>(start.pos) > source.size())
        return start;
    std::size_t found = static_cast<std::size_t>(start.pos);
    for (std::size_t at = text.find(token); at <= offset; at = text.find(token, at + token.size())) {
        found = source.find(token, found);
        if (found == std::string_view::npos)
            return start;
        if (at < offset)
            found += token.size();
    }
    YAML::Mark mark = start;
    for (std::size_t at = static_cast<std::size_t>(start.pos); at < found; ++at) {
        mark.column = source[at] == '\n' ? 0 : mark.column + 1;
        mark.line += source[at] == '\n' ? 1 : 0;
    }
    mark.pos = static_cast<int>(found);
    return mark;
}

} // namespace

std::string position(const YAML::Mark& mark)
{
    return "line " + std::to_string(mark.line + 1) + ", column " + std::to_string(mark.column + 1);
}

const YamlEntry* YamlMapping::find(std::string_view key) const
{
    const auto found =
        std::find_if(entries.begin(), entries.end(), [key](const YamlEntry& entry) { return entry.key == key; });
    return found == entries.end() ? nullptr : &*found;
}

std::string describe(const YamlNode& node)
{
    if (node.kind != YamlKind::List)
        return describeWithoutItems(node);
    constexpr std::size_t kShown = 8;
    std::string items;
    std::size_t shown = 0;
    for (const YamlNode* item : node.items) {
        if (shown++ == kShown)
            return "[" + items + ", ... " + std::to_string(node.items.size()) + " items in all]";
        items += (items.empty() ? "" : ", ") + describeWithoutItems(*item);
    }
    return "[" + items + "]";
}

std::string readTextFile(const std::filesystem::path& file)
{
    std::error_code error;
    std::ifstream in;
    if (std::filesystem::is_regular_file(file, error))
        in.open(file, std::ios::binary);
    if (!in.is_open())
        throw LoadError(file.string(), 1, 1, "expected a readable file, found " + unreadableReason(file));
    // Room for the file as it is now and a byte more (never the whole limit: zero-filling that for each
    // file was half the trainer's start-up), read on while it fills, up to a byte past the limit.
    const std::uintmax_t size = std::filesystem::file_size(file, error);
    std::string text;
    std::size_t filled = 0;
    std::size_t room = error ? 4096 : static_cast<std::size_t>(std::min<std::uintmax_t>(size, limits::kFileBytes)) + 1;
    for (;;) {
        text.resize(room);
        in.read(text.data() + filled, static_cast<std::streamsize>(room - filled));
        if (in.bad())
            throw LoadError(file.string(), 1, 1, "expected a readable file, found " + unreadableReason(file));
        filled += static_cast<std::size_t>(in.gcount());
        if (filled < room || room > limits::kFileBytes)
            break;
        room = std::min(2 * room, limits::kFileBytes + 1);
    }
    text.resize(filled);
    if (text.size() > limits::kFileBytes)
        throw LoadError(file.string(), 1, 1,
                        "too large: more than " + std::to_string(limits::kFileBytes) + " bytes (" +
                            std::to_string(limits::kFileBytes / 1024) + " KiB; docs/scenario-format.md, \"Limits\")");
    return text;
}

YamlReader::YamlReader(std::string sourceName) : sourceName_(std::move(sourceName)) {}

YamlEntry YamlReader::parse(const std::string& text) const
{
    checkBytes(text);
    YamlDocuments documents;
    try {
        documents = parseYamlDocuments(text, sourceName_);
    } catch (const YAML::Exception& error) {
        throw errorAt(error.mark, "invalid YAML: " + error.msg);
    }
    const std::vector<YAML::Mark>& roots = documents.roots;
    if (roots.size() > 1 && samePlace(roots[0], roots[1]))
        throw errorAt(roots[1], "invalid YAML: unexpected '" + characterAt(text, roots[1].pos) + "'");
    if (roots.size() > 1)
        throw errorAt(roots[1], "expected one YAML document, found a second one");
    return YamlEntry{"", "", documents.first, documents.first};
}

void YamlReader::checkBytes(const std::string& text) const
{
    // "invalid UTF-8: byte 0xE9 at byte offset 10; expected UTF-8 text", at the byte.
    const auto badByte = [&](std::size_t at, const std::string& what, const std::string& expected) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[at]));
        return errorAt(markAt(text, at), what + byte + " at byte offset " + std::to_string(at) + "; " + expected);
    };
    if (const std::size_t bad = firstInvalidUtf8(text); bad != std::string::npos)
        throw badByte(bad, "invalid UTF-8: byte ", "expected UTF-8 text");
    if (const std::size_t control = firstControlCharacter(text); control != std::string::npos)
        throw badByte(control, "invalid character: control byte ",
                      "expected text (tabs and line breaks are the only control characters YAML allows)");
    if (const auto excess = flowExcess(text))
        throw errorAt(markAt(text, excess->offset), limits::tooLarge(excess->what));
}

LoadError YamlReader::errorAt(const YAML::Mark& mark, const std::string& message) const
{
    if (mark.is_null())
        return LoadError(sourceName_, 1, 1, message);
    return LoadError(sourceName_, mark.line + 1, mark.column + 1, message);
}

LoadError YamlReader::errorAt(const YamlNode& node, const std::string& message) const
{
    return errorAt(node.mark, message);
}

LoadError YamlReader::errorAt(const YamlEntry& entry, const std::string& message) const
{
    return errorAt(entry.value->kind == YamlKind::Null ? *entry.keyNode : *entry.value, message);
}

LoadNotice YamlReader::noticeAt(const YamlNode& node, const std::string& message) const
{
    const LoadError placed = errorAt(node, message);
    return {placed.file(), placed.line(), placed.column(), placed.message()};
}

YamlMapping YamlReader::mapping(const YamlEntry& entry, std::span<const std::string_view> allowedKeys,
                                std::span<const std::string_view> olderKeys) const
{
    const auto among = [](std::span<const std::string_view> keys, const std::string& key) {
        return std::find(keys.begin(), keys.end(), key) != keys.end();
    };
    if (entry.value->kind != YamlKind::Mapping)
        throw mismatch(entry, "a mapping of keys to values");
    YamlMapping result{entry, {}};
    for (const YamlPair& pair : entry.value->entries) {
        const bool scalarKey = pair.key->kind == YamlKind::Scalar;
        const std::string key = scalarKey ? pair.key->scalar : "";
        const std::string where = describe(*pair.key) + (entry.path.empty() ? "" : " in " + entry.path);
        if (!scalarKey || !(among(allowedKeys, key) || among(olderKeys, key)))
            throw errorAt(*pair.key, "unknown key " + where + "; expected " + oneOf(allowedKeys));
        if (const YamlEntry* earlier = result.find(key))
            throw errorAt(*pair.key, "repeated key " + where + "; expected it once, found it also at " +
                                         position(earlier->keyNode->mark));
        result.entries.push_back({key, entry.path.empty() ? key : entry.path + "." + key, nodeIn(entry.value, pair.key),
                                  nodeIn(entry.value, pair.value)});
    }
    return result;
}

const YamlEntry& YamlReader::require(const YamlMapping& mapping, std::string_view key) const
{
    if (const YamlEntry* entry = mapping.find(key))
        return *entry;
    throw errorAt(mapping.source,
                  withPath(mapping.source.path, "expected the key '" + std::string(key) + "', found none"));
}

double YamlReader::readSeconds(const YamlEntry& entry) const
{
    const std::string text = readString(entry);
    std::size_t used = 0;
    double value = 0;
    try {
        value = std::stod(text, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used == 0 || used != text.size() || !std::isfinite(value) || value <= 0)
        throw errorAt(entry, entry.path + ": expected a number of seconds above 0 such as 10 or 1.5, found " +
                                 describe(*entry.value));
    return value;
}

int YamlReader::readInt(const YamlEntry& entry, int min, int max) const
{
    const std::string expected = integerRange(min, max);
    const auto value = parseInteger(scalar(entry, expected), min, max);
    if (!value)
        throw mismatch(entry, expected);
    return static_cast<int>(*value);
}

bool YamlReader::readBool(const YamlEntry& entry) const
{
    const auto value = entry.value->kind == YamlKind::Scalar ? parseBool(entry.value->scalar) : std::nullopt;
    if (!value)
        throw mismatch(entry, "true or false");
    return *value;
}

std::string YamlReader::readString(const YamlEntry& entry) const { return scalar(entry, "text"); }

Money YamlReader::readMoney(const YamlEntry& entry, Money minimum) const
{
    const std::string atLeast = minimum > Money() ? " of at least " + formatMoney(minimum) : "";
    const std::string expected = "an amount of money" + atLeast + " such as $7.50 or 25";
    const auto amount = parseMoney(scalar(entry, expected));
    if (!amount || *amount < minimum)
        throw mismatch(entry, expected);
    return *amount;
}

std::vector<Money> YamlReader::readMoneyList(const YamlEntry& entry, Money minimum) const
{
    std::vector<Money> amounts;
    for (const YamlEntry& item : listItems(entry, "a list of amounts of money such as [$1, $5]"))
        amounts.push_back(readMoney(item, minimum));
    return amounts;
}

std::vector<YamlEntry> YamlReader::listItems(const YamlEntry& entry, const std::string& expected) const
{
    if (entry.value->kind != YamlKind::List)
        throw mismatch(entry, expected);
    std::vector<YamlEntry> items;
    for (const YamlNode* node : entry.value->items) {
        const YamlNodeRef item = nodeIn(entry.value, node);
        items.push_back({"", entry.path + " item " + std::to_string(items.size() + 1), item, item});
    }
    return items;
}

std::vector<Card> YamlReader::readCards(const YamlEntry& entry, std::string_view source) const
{
    const std::string expected = "cards written rank then suit in one text, such as \"9S 5H 7D KC AS\"";
    const std::string text = scalar(entry, expected);
    auto cards = parseCards(text);
    if (!cards) {
        const ParseError& error = cards.error();
        const std::size_t length = text.find_first_of(" ,\t\n", error.offset) - error.offset;
        throw errorAt(markInScalar(*entry.value, error.offset, length, source), withPath(entry.path, error.message));
    }
    if (cards->empty())
        throw mismatch(entry, expected);
    return *std::move(cards);
}

DealerAction YamlReader::readAction(const YamlEntry& entry) const
{
    auto action = parseAction(readString(entry));
    if (!action)
        throw errorAt(entry, entry.path + ": " + action.error().message);
    return *action;
}

Odds YamlReader::readOdds(const YamlEntry& entry) const
{
    const std::string expected = "odds written \"9 to 1\" or \"9:1\"";
    const auto odds = parseOdds(scalar(entry, expected));
    if (!odds)
        throw mismatch(entry, expected);
    return *odds;
}

std::size_t YamlReader::spellingIndex(const YamlEntry& entry, const std::vector<std::string_view>& texts) const
{
    const std::string expected = oneOf(texts);
    const auto found = std::find(texts.begin(), texts.end(), scalar(entry, expected));
    if (found == texts.end())
        throw mismatch(entry, expected);
    return static_cast<std::size_t>(found - texts.begin());
}

std::string YamlReader::scalar(const YamlEntry& entry, const std::string& expected) const
{
    if (entry.value->kind != YamlKind::Scalar)
        throw mismatch(entry, expected);
    return entry.value->scalar;
}

LoadError YamlReader::mismatch(const YamlEntry& entry, const std::string& expected) const
{
    return errorAt(entry, withPath(entry.path, "expected " + expected + ", found " + describe(*entry.value)));
}

} // namespace s21

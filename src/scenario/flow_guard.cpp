#include "flow_guard.h"

#include "load_limits.h"

namespace s21 {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t'; }

// The offset just past the quoted text that starts at `at` (its closing quote), or the end.
std::size_t pastQuoted(std::string_view text, std::size_t at)
{
    const char quote = text[at];
    for (std::size_t i = at + 1; i < text.size(); ++i) {
        if (quote == '"' && text[i] == '\\')
            ++i; // an escaped character
        else if (text[i] == quote && !(quote == '\'' && i + 1 < text.size() && text[i + 1] == '\''))
            return i + 1;
        else if (text[i] == quote)
            ++i; // '' inside single quotes
    }
    return text.size();
}

// True when `prefix`, the start of a line before an indicator, leaves a node to start there: nothing,
// "- " entries, then at most one "key: " (a key without ": ", '#' or quotes).
bool nodeStartsAfter(std::string_view prefix)
{
    std::size_t i = 0;
    while (true) {
        while (i < prefix.size() && isBlank(prefix[i]))
            ++i;
        if (i + 1 < prefix.size() && prefix[i] == '-' && isBlank(prefix[i + 1]))
            ++i;
        else
            break;
    }
    const std::string_view rest = prefix.substr(i);
    if (rest.empty())
        return true;
    std::size_t end = rest.size();
    while (end > 0 && isBlank(rest[end - 1]))
        --end;
    if (end == rest.size() || end < 2 || rest[end - 1] != ':')
        return false;
    const std::string_view key = rest.substr(0, end - 1);
    return key.find(": ") == std::string_view::npos && key.find_first_of("#\"'[]{}") == std::string_view::npos;
}

// True when the rest of the line after a block scalar's '|' or '>' at `at` holds only its indicators
// (chomping, indentation) and perhaps a comment.
bool startsBlockScalar(std::string_view text, std::size_t at)
{
    std::size_t i = at + 1;
    while (i < text.size() && (text[i] == '-' || text[i] == '+' || (text[i] >= '1' && text[i] <= '9')))
        ++i;
    while (i < text.size() && isBlank(text[i]))
        ++i;
    return i == text.size() || text[i] == '\n' || text[i] == '\r' || text[i] == '#';
}

std::size_t indentAt(std::string_view text, std::size_t lineStart)
{
    std::size_t i = lineStart;
    while (i < text.size() && text[i] == ' ')
        ++i;
    return i - lineStart;
}

} // namespace

std::optional<FlowExcess> flowExcess(std::string_view text)
{
    int depth = 0;
    std::size_t values = 0;
    std::size_t lineStart = 0;
    bool lineDecided = false; // a node start was looked for on this line outside flow collections
    constexpr std::size_t kNoBlockScalar = std::string_view::npos;
    std::size_t blockScalarIndent = kNoBlockScalar; // skipping the lines indented more than this
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (i == lineStart && blockScalarIndent != kNoBlockScalar && depth == 0) {
            const std::size_t indent = indentAt(text, i);
            const std::size_t end = std::min(text.find('\n', i), text.size());
            if (indent > blockScalarIndent ||
                text.substr(i, end - i).find_first_not_of(" \t\r") == std::string_view::npos) {
                i = end;
                lineStart = end + 1;
                continue;
            }
            blockScalarIndent = kNoBlockScalar;
        }
        if (c == '\n') {
            lineStart = i + 1;
            lineDecided = false;
        } else if (c == '#' && (i == 0 || isBlank(text[i - 1]) || text[i - 1] == '\n')) {
            i = std::min(text.find('\n', i), text.size()) - 1; // a comment, to the end of its line
        } else if ((c == '"' || c == '\'') &&
                   (i == 0 || std::string_view(" \t\n[{,:").find(text[i - 1]) != std::string_view::npos)) {
            i = pastQuoted(text, i) - 1;
        } else if (depth == 0 && (c == '[' || c == '{' || c == '|' || c == '>')) {
            const bool starts = !lineDecided && nodeStartsAfter(text.substr(lineStart, i - lineStart));
            lineDecided = true;
            if (starts && (c == '|' || c == '>')) {
                if (startsBlockScalar(text, i))
                    blockScalarIndent = indentAt(text, lineStart);
            } else if (starts) {
                depth = 1;
                ++values;
            }
        } else if (depth > 0 && (c == '[' || c == '{')) {
            if (++depth > limits::kNestingDepth)
                return FlowExcess{i, "lists and mappings nested more than " + std::to_string(limits::kNestingDepth) +
                                         " deep"};
            ++values;
        } else if (depth > 0 && (c == ']' || c == '}')) {
            --depth;
        } else if (depth > 0 && c == ',') {
            ++values;
        }
        if (values > limits::kNodes)
            return FlowExcess{i, "more than " + std::to_string(limits::kNodes) + " values in one document"};
    }
    return std::nullopt;
}

} // namespace s21

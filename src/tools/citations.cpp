#include "citations.h"

#include <algorithm>
#include <regex>
#include <vector>

namespace s21::coverage {

namespace {

// One cited item at the start of `tail`, added to `out` with its range expanded; returns how many
// characters it took, 0 when `tail` does not start with an item.
std::size_t readItem(const std::string& prefix, const std::string& tail, std::set<std::string>& out)
{
    static const std::regex maryland(R"(^(\d+)\.([A-Z])(?:-([A-Z]))?(?:\([0-9a-z]+\))*)");
    static const std::regex massachusetts(R"(^(\d+)(?:\(([a-z])\)(?:-\(([a-z])\))?)?(?:\([0-9a-z]+\))*)");
    std::smatch m;
    const bool md = prefix.rfind("MD", 0) == 0;
    if (!std::regex_search(tail, m, md ? maryland : massachusetts))
        return 0;
    const std::string number = m[1];
    if (!m[2].matched) {
        out.insert(prefix + " " + number);
        return static_cast<std::size_t>(m.length(0));
    }
    const char first = m[2].str()[0];
    const char last = m[3].matched ? m[3].str()[0] : first;
    for (char letter = first; letter <= last; ++letter)
        out.insert(prefix + " " + number + (md ? "." + std::string(1, letter) : "(" + std::string(1, letter) + ")"));
    return static_cast<std::size_t>(m.length(0));
}

// A list of items after a prefix: "7.F(1)", "10.E, 11.E", "7(e)-(f), 8(a)(2)".
void readList(const std::string& prefix, std::string tail, std::set<std::string>& out)
{
    while (true) {
        const std::size_t used = readItem(prefix, tail, out);
        if (used == 0)
            return;
        tail = tail.substr(used);
        if (tail.rfind(", ", 0) != 0)
            return;
        tail = tail.substr(2);
    }
}

// The string literals of each argument of the call whose argument list starts at `text[open]`
// (just after its "("), up to its closing ")"; empty when the call is not closed within 400
// characters. `cite(idle ? "5.I(1)" : "5.A", "4(a)")` is {{"5.I(1)", "5.A"}, {"4(a)"}}.
std::vector<std::vector<std::string>> callArguments(const std::string& text, std::size_t open)
{
    std::vector<std::vector<std::string>> arguments(1);
    int depth = 0;
    const std::size_t end = std::min(text.size(), open + 400);
    for (std::size_t i = open; i < end; ++i) {
        const char c = text[i];
        if (c == '"' || c == '\'') {
            std::string literal;
            for (++i; i < end && text[i] != c; ++i) {
                if (text[i] == '\\' && i + 1 < end)
                    ++i;
                literal += text[i];
            }
            if (c == '"')
                arguments.back().push_back(literal);
        } else if (c == '(' || c == '{' || c == '[') {
            ++depth;
        } else if ((c == ')' || c == '}' || c == ']') && depth > 0) {
            --depth;
        } else if (c == ')') {
            return arguments;
        } else if (c == ',' && depth == 0) {
            arguments.emplace_back();
        }
    }
    return {};
}

} // namespace

BlackjackTwins blackjackTwins(const std::string& tableSource)
{
    BlackjackTwins twins;
    static const std::regex twin(R"regex(\btwin\(\s*"([^"]*)",\s*"([^"]*)"\s*\))regex");
    for (auto it = std::sregex_iterator(tableSource.begin(), tableSource.end(), twin); it != std::sregex_iterator();
         ++it)
        twins[(*it)[1]] = (*it)[2];
    return twins;
}

std::set<std::string> citedSections(const std::string& text, const BlackjackTwins& twins)
{
    std::set<std::string> cited;
    static const std::regex prefixed(R"((MD-S21BS|MD-S21|MA-S21|MD-BJ) )");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), prefixed); it != std::sregex_iterator(); ++it) {
        const auto start = static_cast<std::size_t>(it->position(0) + it->length(0));
        readList((*it)[1], text.substr(start, 80), cited);
    }
    static const std::regex cite(R"(\bcite(Maryland)?\()");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), cite); it != std::sregex_iterator(); ++it) {
        const auto arguments = callArguments(text, static_cast<std::size_t>(it->position(0) + it->length(0)));
        if (arguments.empty())
            continue;
        for (const std::string& maryland : arguments[0]) {
            readList("MD-S21", maryland, cited);
            const auto twin = twins.find(maryland);
            if (twin != twins.end())
                readList("MD-BJ", twin->second, cited);
        }
        if (!(*it)[1].matched && arguments.size() > 1)
            for (const std::string& massachusetts : arguments[1])
                readList("MA-S21", massachusetts, cited);
    }
    return cited;
}

} // namespace s21::coverage

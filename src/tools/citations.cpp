#include "citations.h"

#include <regex>

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

} // namespace

std::set<std::string> citedSections(const std::string& text)
{
    std::set<std::string> cited;
    static const std::regex prefixed(R"((MD-S21BS|MD-S21|MA-S21) )");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), prefixed); it != std::sregex_iterator(); ++it) {
        const auto start = static_cast<std::size_t>(it->position(0) + it->length(0));
        readList((*it)[1], text.substr(start, 80), cited);
    }
    static const std::regex cite(R"regex(cite\("([^"]*)",\s*"([^"]*)"\))regex");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), cite); it != std::sregex_iterator(); ++it) {
        readList("MD-S21", (*it)[1], cited);
        readList("MA-S21", (*it)[2], cited);
    }
    return cited;
}

} // namespace s21::coverage

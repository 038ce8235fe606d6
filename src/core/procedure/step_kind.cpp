#include "core/procedure/step_kind.h"

#include "core/procedure/dealer_action.h"

#include <algorithm>
#include <array>
#include <set>
#include <string>

namespace s21 {

namespace {

// The spot prefixes that name a side wager in the notation (dealer_action.cpp): "pay mtd s3 $45".
constexpr std::array<std::string_view, 4> kSideWagers{"mtd", "ins", "spin", "award"};

// Every action's first word in the notation.
const std::set<std::string, std::less<>>& actionWords()
{
    static const std::set<std::string, std::less<>> words = [] {
        std::set<std::string, std::less<>> all;
        for (int kind = 0; kind <= static_cast<int>(ActionKind::RemoveShuffler); ++kind) {
            const std::string text = notation(DealerAction::simple(static_cast<ActionKind>(kind)));
            all.insert(text.substr(0, text.find(' ')));
        }
        return all;
    }();
    return words;
}

bool isSideWager(std::string_view word)
{
    return std::find(kSideWagers.begin(), kSideWagers.end(), word) != kSideWagers.end();
}

} // namespace

std::string_view stepKindOf(std::string_view notation)
{
    const std::size_t space = notation.find(' ');
    if (space == std::string_view::npos)
        return notation;
    const std::string_view rest = notation.substr(space + 1);
    const std::string_view word = rest.substr(0, rest.find(' '));
    // A side wager's prefix is followed by its spot: "pay mtd s3", never "pay mtd" alone.
    if (isSideWager(word) && word.size() < rest.size())
        return notation.substr(0, space + 1 + word.size());
    return notation.substr(0, space);
}

bool isStepKind(std::string_view kind)
{
    const std::size_t space = kind.find(' ');
    if (!actionWords().contains(kind.substr(0, space)))
        return false;
    return space == std::string_view::npos || isSideWager(kind.substr(space + 1));
}

} // namespace s21

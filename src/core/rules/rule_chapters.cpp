#include "core/rules/rule_chapters.h"

#include <array>
#include <cctype>

namespace s21 {

namespace {

struct Chapter {
    std::string_view text; // the citation's prefix: "MD-S21", "MD-S21BS", "MA-S21"
    int number;
    std::string_view title;
};

// The titles as printed in each text's headings; the Bonus Spin text keeps the base text's chapters.
// clang-format off
constexpr std::array kChapters{
    Chapter{"MD-S21", 1, "Definitions"},
    Chapter{"MD-S21", 2, "Spanish 21 Table; Card Reader Device; Physical Characteristics; Inspections"},
    Chapter{"MD-S21", 3, "Cards; Number of Decks; Value of Cards"},
    Chapter{"MD-S21", 4, "Opening a Table for Gaming"},
    Chapter{"MD-S21", 5, "Shuffling and Cutting Cards"},
    Chapter{"MD-S21", 6, "Wagers"},
    Chapter{"MD-S21", 7, "Dealing Cards and Completing a Round of Play"},
    Chapter{"MD-S21", 8, "Insurance Wager"},
    Chapter{"MD-S21", 9, "Surrender"},
    Chapter{"MD-S21", 10, "Double Down Wager, Rescue"},
    Chapter{"MD-S21", 11, "Splitting Pairs"},
    Chapter{"MD-S21", 12, "Payout Odds"},
    Chapter{"MD-S21", 13, "Irregularities"},
    Chapter{"MA-S21", 1, "Definitions"},
    Chapter{"MA-S21", 2, "Cards; number of decks; rank of cards"},
    Chapter{"MA-S21", 3, "Opening of the table for gaming"},
    Chapter{"MA-S21", 4, "Shuffle and cut of the cards"},
    Chapter{"MA-S21", 5, "Wagers; payout odds"},
    Chapter{"MA-S21", 6, "Match-the-dealer wager"},
    Chapter{"MA-S21", 7, "Procedure for dealing the cards"},
    Chapter{"MA-S21", 8, "Surrender"},
    Chapter{"MA-S21", 9, "Doubling down; rescue"},
    Chapter{"MA-S21", 10, "Splitting pairs"},
    Chapter{"MA-S21", 11, "Insurance"},
    Chapter{"MA-S21", 12, "Drawing of additional cards by players and dealers"},
    Chapter{"MA-S21", 13, "More than one player wagering on a box"},
    Chapter{"MA-S21", 14, "Player wagering on more than one box"},
    Chapter{"MA-S21", 15, "Irregularities"},
    Chapter{"MA-S21", 16, "Bonus Spin"},
    Chapter{"MD-BJ", 1, "Definitions"},
    Chapter{"MD-BJ", 2, "Blackjack Tables and Card Reader Devices"},
    Chapter{"MD-BJ", 3, "Cards, Number of Decks, Value of Cards"},
    Chapter{"MD-BJ", 4, "Opening a Table Game"},
    Chapter{"MD-BJ", 5, "Shuffling and Cutting Cards"},
    Chapter{"MD-BJ", 6, "Wagers"},
    Chapter{"MD-BJ", 7, "Dealing Cards and Completing a Round of Play"},
    Chapter{"MD-BJ", 8, "Insurance Wager"},
    Chapter{"MD-BJ", 9, "Surrender"},
    Chapter{"MD-BJ", 10, "Double Down Wager"},
    Chapter{"MD-BJ", 11, "Splitting Pairs"},
    Chapter{"MD-BJ", 12, "Blackjack Variations"},
    Chapter{"MD-BJ", 13, "Payout Odds and Limitation"},
    Chapter{"MD-BJ", 14, "Irregularities"},
};
// clang-format on

} // namespace

std::string chapterTitle(std::string_view citation)
{
    const std::size_t space = citation.find(' ');
    if (space == std::string_view::npos)
        return {};
    std::string_view text = citation.substr(0, space);
    if (text == "MD-S21BS")
        text = "MD-S21";
    int number = 0;
    std::size_t at = space + 1;
    for (; at < citation.size() && std::isdigit(static_cast<unsigned char>(citation[at])) && number < 1000; ++at)
        number = number * 10 + (citation[at] - '0');
    if (at == space + 1)
        return {};
    for (const Chapter& chapter : kChapters)
        if (chapter.text == text && chapter.number == number)
            return std::string(chapter.title);
    return {};
}

} // namespace s21

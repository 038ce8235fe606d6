#pragma once
// The titles of the rule texts' chapters (MD-S21, MD-S21BS, MD-BJ) and sections (MA-S21), as the texts
// print them (../shared/rules), so that a citation can be read with what it governs: "MD-S21 7.T"
// belongs to "Dealing Cards and Completing a Round of Play", "MA-S21 6(d)" to "Match-the-dealer
// wager". One table, in rule_chapters.cpp.

#include <string>
#include <string_view>

namespace s21 {

// The title of the chapter or section a citation ("MD-S21 7.T", "MA-S21 6(d)", "MD-S21BS 12.D")
// falls in; empty for a citation of no text this table knows (a house rule, a chapter it lacks).
std::string chapterTitle(std::string_view citation);

} // namespace s21

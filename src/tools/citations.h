#pragma once
// Finding the sections a text cites: "MD-S21 7.F(1)", "MA-S21 7(e)-(f)", lists such as
// "MD-S21 10.E, 11.E", ranges such as "MD-S21 7.M-N", and the engine's jurisdiction-neutral
// `cite("7.F(1)", "6(d)")` calls, which cite both texts.

#include <set>
#include <string>

namespace s21::coverage {

// The section ids cited in `text`, at the granularity of RuleSection ids ("MD-S21 7.F",
// "MA-S21 6(d)", "MA-S21 13").
std::set<std::string> citedSections(const std::string& text);

} // namespace s21::coverage

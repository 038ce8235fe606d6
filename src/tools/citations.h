#pragma once
// Finding the sections a text cites: "MD-S21 7.F(1)", "MA-S21 7(e)-(f)", "MD-BJ 14.K", lists such as
// "MD-S21 10.E, 11.E", ranges such as "MD-S21 7.M-N", and the engine's jurisdiction-neutral
// `cite("7.F(1)", "6(d)")` and `citeMaryland("5.D(2)")` calls (a conditional argument,
// `cite(idle ? "5.I(1)" : "5.A", "4(a)")`, cites both branches). Such a call cites the Maryland and
// the Massachusetts Spanish 21 sections, and the Maryland one's Maryland blackjack twin where the
// engine's twin table (src/core/rules/blackjack_sections.cpp) names one: a blackjack profile cites
// MD-BJ 14.K where the call says "13.P".

#include <map>
#include <set>
#include <string>

namespace s21::coverage {

// The Maryland Spanish 21 argument of a cite() call, as written ("10.E, 11.E"), to its MD-BJ
// twin(s) as written ("10.B, 11.E"): the `twin("...", "...")` entries of blackjack_sections.cpp.
// The table's by-analogy and Spanish-only entries name no MD-BJ section and are not in it.
using BlackjackTwins = std::map<std::string, std::string>;

// The twins written in `tableSource`, the text of src/core/rules/blackjack_sections.cpp.
BlackjackTwins blackjackTwins(const std::string& tableSource);

// The section ids cited in `text`, at the granularity of RuleSection ids ("MD-S21 7.F",
// "MA-S21 6(d)", "MA-S21 13", "MD-BJ 14.K"); a cite() call's MD-BJ twins from `twins`.
std::set<std::string> citedSections(const std::string& text, const BlackjackTwins& twins = {});

} // namespace s21::coverage

#pragma once
// The sections of the rule texts, read from the texts themselves. The procedural ones, those
// docs/coverage.md reports on: MD-S21 chapters 4-13 (lettered sections: "MD-S21 7.F"), MA-S21
// sections 3-16 (lettered paragraphs: "MA-S21 7(g)"), the Bonus Spin sections of MD-S21BS that the
// base text lacks, and MD-BJ chapters 4-14 ("MD-BJ 14.K"). MD-BJ's chapters 1-3 (definitions, the
// table and its layout, the cards) are read too, not as procedure: so that docs/coverage-scope.tsv
// may name a table provision planned with a side wager, and the report can tell a typo from it.

#include <filesystem>
#include <string>
#include <vector>

namespace s21::coverage {

struct RuleSection {
    std::string id;         // "MD-S21 7.F", "MA-S21 7(g)", "MD-BJ 14.K"
    std::string summary;    // the first words of its text
    bool procedural = true; // false: a section of MD-BJ ch. 1-3, outside the report's table
};

// Reads the four texts from `rulesDir` (the folder of rules/README.md), in the order of the texts;
// throws std::runtime_error naming a file it cannot read.
std::vector<RuleSection> ruleSections(const std::filesystem::path& rulesDir);

} // namespace s21::coverage

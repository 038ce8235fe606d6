#pragma once
// The procedural sections of the rule texts, read from the texts themselves: MD-S21 chapters 4-13
// (lettered sections: "MD-S21 7.F"), MA-S21 sections 3-16 (lettered paragraphs: "MA-S21 7(g)"), and
// the Bonus Spin sections of MD-S21BS that the base text lacks.

#include <filesystem>
#include <string>
#include <vector>

namespace s21::coverage {

struct RuleSection {
    std::string id;      // "MD-S21 7.F", "MA-S21 7(g)"
    std::string summary; // the first words of its text
};

// Reads the three texts from `rulesDir` (the folder of rules/README.md); throws std::runtime_error
// naming a file it cannot read.
std::vector<RuleSection> procedureSections(const std::filesystem::path& rulesDir);

} // namespace s21::coverage

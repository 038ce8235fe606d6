#include "rule_sections.h"

#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <stdexcept>

namespace s21::coverage {

namespace {

std::vector<std::string> linesOf(const std::filesystem::path& file)
{
    std::ifstream in(file);
    if (!in)
        throw std::runtime_error("cannot read " + file.string());
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);)
        lines.push_back(line);
    return lines;
}

std::string summaryOf(const std::string& text, std::size_t length = 90)
{
    std::string summary = std::regex_replace(text, std::regex(R"(\s+)"), " ");
    if (summary.size() > length)
        summary = summary.substr(0, summary.find_last_of(' ', length)) + " ...";
    return summary;
}

// Maryland: "Chapter 7 - ..." headings, then lettered sections "- F. After ..." or "F.\tAfter ...",
// read from chapter `firstRead` to `lastChapter`, procedural from `firstProcedural`. A letter printed
// twice in a chapter (MD-BJ 13.O: the Buster Blackjack's paytables, then the Buster Blackjack with
// Free Bonus's) is one section, its summary naming both.
std::vector<RuleSection> marylandSections(const std::filesystem::path& file, const std::string& prefix,
                                          int firstProcedural, int lastChapter, int firstRead)
{
    const std::regex chapter(R"(^Chapter (\d+) [-–])");
    const std::regex section(R"(^\s*(?:-\s*)?([A-Z])\.\s+(.*))");
    std::vector<RuleSection> sections;
    std::vector<std::string> texts; // each section's first line, in full
    int current = 0;
    for (const std::string& line : linesOf(file)) {
        std::smatch m;
        if (std::regex_search(line, m, chapter)) {
            current = std::stoi(m[1]);
            continue;
        }
        if (current < firstRead || current > lastChapter || !std::regex_search(line, m, section))
            continue;
        const std::string id = prefix + " " + std::to_string(current) + "." + m[1].str();
        const auto same =
            std::find_if(sections.begin(), sections.end(), [&](const RuleSection& s) { return s.id == id; });
        if (same == sections.end()) {
            sections.push_back({id, summaryOf(m[2]), current >= firstProcedural});
            texts.push_back(m[2]);
            continue;
        }
        const std::string& first = texts[static_cast<std::size_t>(same - sections.begin())];
        same->summary = summaryOf(first, 60) + " (and a second §" + m[1].str() + ": " + summaryOf(m[2], 60) + ")";
    }
    return sections;
}

// Massachusetts: "### **7. Procedure ...**" headings, then paragraphs "- (g) After ...".
std::vector<RuleSection> massachusettsSections(const std::filesystem::path& file)
{
    const std::regex heading(R"(^[#\s]*\*\*(\d+)\.\s)");
    const std::regex paragraph(R"(^\s*-\s*\(([a-z])\)\s+(.*))");
    std::vector<RuleSection> sections;
    std::set<std::string> seen;
    int current = 0;
    for (const std::string& line : linesOf(file)) {
        std::smatch m;
        if (std::regex_search(line, m, heading)) {
            current = std::stoi(m[1]);
            if (current >= 13 && current <= 14)
                sections.push_back({"MA-S21 " + std::to_string(current), summaryOf(line)});
            continue;
        }
        if (current < 3 || !std::regex_search(line, m, paragraph))
            continue;
        const std::string id = "MA-S21 " + std::to_string(current) + "(" + m[1].str() + ")";
        if (seen.insert(id).second)
            sections.push_back({id, summaryOf(m[2])});
    }
    return sections;
}

} // namespace

std::vector<RuleSection> ruleSections(const std::filesystem::path& rulesDir)
{
    std::vector<RuleSection> all =
        marylandSections(rulesDir / "md-spanish21-standard-rules-v1.0.txt", "MD-S21", 4, 13, 4);
    // Chapter 12's first section is printed without its letter in v1.0.
    const auto b = std::find_if(all.begin(), all.end(), [](const RuleSection& s) { return s.id == "MD-S21 12.B"; });
    all.insert(b, {"MD-S21 12.A", "A facility operator shall pay a winning: Spanish 21 Wager at odds of 1 to 1; ..."});
    const auto spin = marylandSections(rulesDir / "md-spanish21-standard-rules-bonus-spin.txt", "MD-S21BS", 12, 12, 12);
    for (const RuleSection& s : spin)
        if (s.id == "MD-S21BS 12.D" || s.id == "MD-S21BS 12.E")
            all.push_back(s);
    const auto ma = massachusettsSections(rulesDir / "ma-205cmr-spanish21.txt");
    all.insert(all.end(), ma.begin(), ma.end());
    const auto blackjack = marylandSections(rulesDir / "md-blackjack-standard-rules.txt", "MD-BJ", 4, 14, 1);
    all.insert(all.end(), blackjack.begin(), blackjack.end());
    return all;
}

} // namespace s21::coverage

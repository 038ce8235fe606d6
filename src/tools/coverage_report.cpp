// spanish21-coverage --rules DIR --root DIR [--output FILE | --expect FILE] [--check]
//
// For every procedural section of the rule texts (rule_sections.h), which files of the project
// cite it: the code that enforces it (src/ and the profile settings in scenarios/profiles/), the
// scenarios that drill it (scenarios/) and the tests that check it (tests/). Sections marked out of
// scope in docs/coverage-scope.tsv ("SECTION<TAB>reason") show their reason. Writes Markdown
// (docs/coverage.md in the project). --expect FILE instead compares with FILE and exits 1 when it
// is out of date (77, "skipped", when the rule texts are not there). --check lists on stderr, one a
// line, every section neither cited by the code nor marked out of scope, and exits 1 if there is one.
// A section in docs/coverage-scope.tsv that the rule texts do not have is reported too (a typo would
// otherwise hide an open section); with --check it also exits 1.
#include "citations.h"
#include "rule_sections.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;
using namespace s21::coverage;

namespace {

struct Citers {
    std::set<std::string> code;
    std::set<std::string> scenarios;
    std::set<std::string> tests;
};

std::string readAll(const fs::path& file)
{
    std::ifstream in(file);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool isSource(const fs::path& file)
{
    const std::string ext = file.extension().string();
    return ext == ".cpp" || ext == ".h" || ext == ".yaml";
}

std::map<std::string, Citers> scan(const fs::path& root)
{
    std::map<std::string, Citers> bySection;
    for (const char* area : {"src", "scenarios", "tests"}) {
        if (!fs::is_directory(root / area))
            continue;
        for (const auto& entry : fs::recursive_directory_iterator(root / area)) {
            if (!entry.is_regular_file() || !isSource(entry.path()))
                continue;
            const std::string name = fs::relative(entry.path(), root).generic_string();
            if (name.rfind("src/tools/", 0) == 0)
                continue; // this tool names sections as data, not as checks
            if (name.rfind("scenarios/exams/", 0) == 0)
                continue; // an exam deals the library's scenarios: its text only describes them
            if (name.rfind("tests/scenario/data/earlier-versions/", 0) == 0)
                continue; // files kept as an earlier version wrote them: they test loading, not the sections
            const bool code = std::string(area) == "src" || name.rfind("scenarios/profiles/", 0) == 0;
            for (const std::string& section : citedSections(readAll(entry.path()))) {
                Citers& citers = bySection[section];
                (code ? citers.code : std::string(area) == "scenarios" ? citers.scenarios : citers.tests).insert(name);
            }
        }
    }
    return bySection;
}

std::map<std::string, std::string> outOfScope(const fs::path& root)
{
    std::map<std::string, std::string> reasons;
    std::ifstream in(root / "docs" / "coverage-scope.tsv");
    for (std::string line; std::getline(in, line);) {
        const auto tab = line.find('\t');
        if (!line.empty() && line[0] != '#' && tab != std::string::npos)
            reasons[line.substr(0, tab)] = line.substr(tab + 1);
    }
    return reasons;
}

std::string basenames(const std::set<std::string>& files)
{
    std::string text;
    for (const std::string& f : files)
        text += (text.empty() ? "" : ", ") + fs::path(f).stem().string();
    return text;
}

} // namespace

int main(int argc, char** argv)
{
    std::map<std::string, std::string> options;
    bool check = false;
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--check")
            check = true;
        else if (word.rfind("--", 0) == 0 && i + 1 < argc)
            options[word.substr(2)] = argv[++i];
    }
    if (!options.count("rules") || !options.count("root")) {
        std::cerr << "usage: spanish21-coverage --rules DIR --root DIR [--output FILE | --expect FILE] [--check]\n";
        return 2;
    }
    constexpr int kSkipped = 77; // CTest's SKIP_RETURN_CODE for this tool
    if (options.count("expect") && !fs::is_directory(options["rules"])) {
        std::cerr << "spanish21-coverage: no rule texts at " << options["rules"] << "; nothing to compare\n";
        return kSkipped;
    }
    std::vector<RuleSection> sections;
    try {
        sections = procedureSections(options["rules"]);
    } catch (const std::exception& error) {
        std::cerr << "spanish21-coverage: " << error.what() << "\n";
        return 2;
    }
    const auto cited = scan(options["root"]);
    const auto scope = outOfScope(options["root"]);

    std::ostringstream md;
    int enforced = 0;
    int drilled = 0;
    int tested = 0;
    int marked = 0;
    std::vector<std::string> open;
    std::ostringstream rows;
    for (const RuleSection& section : sections) {
        const auto it = cited.find(section.id);
        const Citers none;
        const Citers& c = it == cited.end() ? none : it->second;
        enforced += c.code.empty() ? 0 : 1;
        drilled += c.scenarios.empty() ? 0 : 1;
        tested += c.tests.empty() ? 0 : 1;
        const auto reason = scope.find(section.id);
        if (reason != scope.end())
            ++marked;
        else if (c.code.empty())
            open.push_back(section.id);
        rows << "| " << section.id << " | " << section.summary << " | "
             << (reason != scope.end() ? "out of scope: " + reason->second : basenames(c.code)) << " | "
             << basenames(c.scenarios) << " | " << basenames(c.tests) << " |\n";
    }
    md << "# Coverage of the rule texts\n\n"
       << "Generated by `build/debug/src/tools/spanish21-coverage --rules ../shared/rules --root . --output\n"
       << "docs/coverage.md`; the `coverage_doc_is_current` test fails when this file is out of date. For every\n"
       << "procedural section of MD-S21 ch. 4-13, the Bonus Spin payouts of MD-S21BS 12.D-E and MA-S21 3-16:\n"
       << "the code that cites it (the rule engine's checks and the profile settings), the scenarios that drill\n"
       << "it and the tests that name it. A citation in the code is where the check lives; \"not covered\" means\n"
       << "no code cites the section yet (docs/procedure.md lists what is not enforced).\n\n"
       << "Of " << sections.size() << " sections, " << enforced << " are cited by the code, " << drilled
       << " drilled by a scenario, " << tested << " named by a test; " << marked << " are marked out of scope; "
       << open.size() << " are not covered yet.\n\n"
       << "| section | text | code | scenarios | tests |\n|---|---|---|---|---|\n"
       << rows.str();
    if (options.count("expect")) {
        if (readAll(options["expect"]) != md.str()) {
            std::cerr << options["expect"] << " is out of date: run spanish21-coverage --rules ../shared/rules "
                      << "--root . --output docs/coverage.md\n";
            return 1;
        }
    } else if (options.count("output")) {
        std::ofstream out(options["output"]);
        out << md.str();
    } else {
        std::cout << md.str();
    }
    std::vector<std::string> unknown;
    for (const auto& [id, reason] : scope)
        if (std::none_of(sections.begin(), sections.end(), [&](const RuleSection& s) { return s.id == id; }))
            unknown.push_back(id);
    if (!unknown.empty()) {
        std::cerr << "docs/coverage-scope.tsv marks sections the rule texts do not have:\n";
        for (const std::string& id : unknown)
            std::cerr << "  " << id << "\n";
    }
    if (check && !unknown.empty())
        return 1;
    if (check && !open.empty()) {
        std::cerr << open.size() << " sections are neither cited by the code nor marked out of scope in "
                  << "docs/coverage-scope.tsv:\n";
        for (const std::string& id : open)
            std::cerr << "  " << id << "\n";
        return 1;
    }
    return 0;
}

// spanish21-coverage --rules DIR --root DIR [--output FILE | --expect FILE] [--check]
//
// For every procedural section of the rule texts (rule_sections.h), which files of the project
// cite it: the code that enforces it (src/ and the rule profiles' settings, in scenarios/profiles/
// or beside a scenario that names one by its path), the scenarios that drill it (scenarios/) and
// the tests that check it (tests/). A Maryland blackjack (MD-BJ) section is cited where it is
// named, and where a cite() call names its Maryland Spanish 21 twin (citations.h, the twin table
// src/core/rules/blackjack_sections.cpp). Sections marked in docs/coverage-scope.tsv
// ("SECTION<TAB>KIND<TAB>reason") show their reason: out of scope (the trainer does not check it)
// or planned (an issue will); SECTION may name a part of a section, "MD-BJ 6.G(1), (3)-(16)",
// which leaves the rest of it to the code. Writes Markdown (docs/coverage.md in the project).
// --expect FILE instead compares with FILE and exits 1 when it is out of date (77, "skipped", when
// the rule texts are not there). --check lists on stderr, one a line, every section neither cited
// by the code nor marked out of scope or planned as a whole, and exits 1 if there is one. A line of
// docs/coverage-scope.tsv naming a section the rule texts do not have, or of no known kind, is
// reported too (a typo would otherwise hide an open section); with --check it also exits 1. A
// section planned as a whole that the code now cites is reported, to narrow or drop its line.
#include "citations.h"
#include "rule_sections.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <regex>
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

// A rule profile (docs/profile-format.md: `jurisdiction` is required, and no scenario has it), also
// where a scenario keeps its own beside it and names it by its path.
bool isRuleProfile(const std::string& yaml)
{
    static const std::regex jurisdiction(R"((^|\n)jurisdiction:)");
    return std::regex_search(yaml, jurisdiction);
}

std::map<std::string, Citers> scan(const fs::path& root, const BlackjackTwins& twins)
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
            const std::string text = readAll(entry.path());
            const bool code = std::string(area) == "src" || name.rfind("scenarios/profiles/", 0) == 0 ||
                              (std::string(area) == "scenarios" && isRuleProfile(text));
            for (const std::string& section : citedSections(text, twins)) {
                Citers& citers = bySection[section];
                (code ? citers.code : std::string(area) == "scenarios" ? citers.scenarios : citers.tests).insert(name);
            }
        }
    }
    return bySection;
}

// A line of docs/coverage-scope.tsv: a section, or a part of one ("MD-BJ 6.G(1), (3)-(16)"), out
// of scope or planned.
struct ScopeLine {
    std::string key;     // as written: "MD-BJ 12.A", "MD-BJ 13.A(4)-(11)"
    std::string section; // the section it is, or is part of: "MD-BJ 13.A"
    bool planned = false;
    std::string reason;
    bool whole() const { return key == section; }
    // "out of scope: <reason>", "planned, <reason>" (the reason names the issue: "planned, issue 42:
    // ..."), a part's "6.G(1), (3)-(16) planned, <reason>".
    std::string mark() const
    {
        const std::string what = planned ? "planned, " : "out of scope: ";
        return (whole() ? "" : key.substr(key.find(' ') + 1) + " ") + what + reason;
    }
};

struct Scope {
    std::vector<ScopeLine> lines;
    std::vector<std::string> problems; // lines of no known kind, or naming no section of the texts
};

// The section `key` is, or is part of: the longest section id that is `key` or followed in it by
// "(", e.g. "MD-BJ 6.G" for "MD-BJ 6.G(1), (3)-(16)" and "MA-S21 13(g)" for itself, not "MA-S21 13".
std::string sectionOf(const std::string& key, const std::vector<RuleSection>& sections)
{
    std::string best;
    for (const RuleSection& s : sections) {
        const bool matches = key == s.id || (key.rfind(s.id, 0) == 0 && key[s.id.size()] == '(');
        if (matches && s.id.size() > best.size())
            best = s.id;
    }
    return best;
}

Scope readScope(const fs::path& root, const std::vector<RuleSection>& sections)
{
    Scope scope;
    std::ifstream in(root / "docs" / "coverage-scope.tsv");
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#')
            continue;
        const auto tab = line.find('\t');
        const auto tab2 = tab == std::string::npos ? tab : line.find('\t', tab + 1);
        const std::string kind = tab2 == std::string::npos ? "" : line.substr(tab + 1, tab2 - tab - 1);
        if (kind != "out-of-scope" && kind != "planned") {
            scope.problems.push_back(line.substr(0, tab) + " (no kind: out-of-scope or planned)");
            continue;
        }
        ScopeLine entry{line.substr(0, tab), "", kind == "planned", line.substr(tab2 + 1)};
        entry.section = sectionOf(entry.key, sections);
        if (entry.section.empty())
            scope.problems.push_back(entry.key);
        else
            scope.lines.push_back(entry);
    }
    return scope;
}

std::string basenames(const std::set<std::string>& files)
{
    std::string text;
    for (const std::string& f : files)
        text += (text.empty() ? "" : ", ") + fs::path(f).stem().string();
    return text;
}

// What a summary counts, for all the texts or one.
struct Tally {
    int sections = 0;
    int enforced = 0;
    int drilled = 0;
    int tested = 0;
    int outOfScope = 0;
    int planned = 0;
    std::map<std::string, int> plannedFor; // "issue 42" -> how many of `planned`
    int open = 0;
    std::string plannedText() const
    {
        std::string text = std::to_string(planned);
        for (const auto& [issue, count] : plannedFor)
            text += (issue == plannedFor.begin()->first ? " (" : ", ") + issue + ": " + std::to_string(count);
        return plannedFor.empty() ? text : text + ")";
    }
};

// The issue a planned line's reason names first ("issue 42: the Bad Beat ..."), or "".
std::string issueOf(const std::string& reason)
{
    static const std::regex issue(R"(^issue \d+)");
    std::smatch m;
    return std::regex_search(reason, m, issue) ? m.str() : "";
}

// The text a section id belongs to, as the summary names it.
std::string textOf(const std::string& id)
{
    const std::string prefix = id.substr(0, id.find(' '));
    if (prefix == "MD-S21")
        return "MD-S21 ch. 4-13";
    if (prefix == "MD-S21BS")
        return "MD-S21BS 12.D-E";
    if (prefix == "MA-S21")
        return "MA-S21 3-16";
    if (prefix == "MD-BJ")
        return "MD-BJ ch. 4-14";
    return prefix;
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
    std::vector<RuleSection> all;
    try {
        all = ruleSections(options["rules"]);
    } catch (const std::exception& error) {
        std::cerr << "spanish21-coverage: " << error.what() << "\n";
        return 2;
    }
    const fs::path root = options["root"];
    const BlackjackTwins twins = blackjackTwins(readAll(root / "src" / "core" / "rules" / "blackjack_sections.cpp"));
    const auto cited = scan(root, twins);
    const Scope scope = readScope(root, all);

    Tally total;
    std::vector<std::pair<std::string, Tally>> byText;
    std::vector<std::string> open;
    std::vector<std::string> nowCited; // planned as a whole, and cited by the code
    std::ostringstream rows;
    std::ostringstream beyond; // the lines naming sections outside the procedural chapters
    for (const RuleSection& section : all) {
        std::vector<const ScopeLine*> marks;
        for (const ScopeLine& line : scope.lines)
            if (line.section == section.id)
                marks.push_back(&line);
        if (!section.procedural) {
            for (const ScopeLine* line : marks)
                beyond << "| " << line->key << " | " << section.summary << " | " << line->mark() << " |\n";
            continue;
        }
        const auto it = cited.find(section.id);
        const Citers none;
        const Citers& c = it == cited.end() ? none : it->second;
        // A line marking the whole section out of scope, or planned: out of scope wins; a planned
        // section counts as planned while the code does not cite it.
        const auto whole = [&](bool planned) {
            const auto found = std::find_if(marks.begin(), marks.end(),
                                            [&](const ScopeLine* l) { return l->whole() && l->planned == planned; });
            return found == marks.end() ? nullptr : *found;
        };
        const ScopeLine* outOfScope = whole(false);
        const ScopeLine* planned = outOfScope || !c.code.empty() ? nullptr : whole(true);
        const bool uncovered = !outOfScope && !planned && c.code.empty();
        if (byText.empty() || byText.back().first != textOf(section.id))
            byText.emplace_back(textOf(section.id), Tally{});
        for (Tally* t : {&total, &byText.back().second}) {
            ++t->sections;
            t->enforced += c.code.empty() ? 0 : 1;
            t->drilled += c.scenarios.empty() ? 0 : 1;
            t->tested += c.tests.empty() ? 0 : 1;
            t->outOfScope += outOfScope ? 1 : 0;
            t->planned += planned ? 1 : 0;
            if (planned && !issueOf(planned->reason).empty())
                ++t->plannedFor[issueOf(planned->reason)];
            t->open += uncovered ? 1 : 0;
        }
        if (uncovered)
            open.push_back(section.id);
        if (!c.code.empty() && whole(true))
            nowCited.push_back(section.id);
        std::string code = outOfScope ? "" : basenames(c.code); // out of scope: its citations are not the point
        for (const ScopeLine* line : marks)
            code += (code.empty() ? "" : "; ") + line->mark();
        rows << "| " << section.id << " | " << section.summary << " | " << code << " | " << basenames(c.scenarios)
             << " | " << basenames(c.tests) << " |\n";
    }

    std::ostringstream md;
    md << "# Coverage of the rule texts\n\n"
       << "Generated by `build/debug/src/tools/spanish21-coverage --rules ../shared/rules --root . --output\n"
       << "docs/coverage.md`; the `coverage_doc_is_current` test fails when this file is out of date. For every\n"
       << "procedural section of MD-S21 ch. 4-13, the Bonus Spin payouts of MD-S21BS 12.D-E, MA-S21 3-16 and\n"
       << "MD-BJ ch. 4-14 (Maryland blackjack): the code that cites it (the rule engine's checks and the profile\n"
       << "settings), the scenarios that drill it and the tests that name it. A citation in the code is where the\n"
       << "check lives; \"not covered\" means no code cites the section yet (docs/procedure.md lists what is not\n"
       << "enforced).\n\n"
       << "The engine cites each rule once, by its Spanish 21 sections (`cite(\"13.P\", \"15(l)\")`,\n"
       << "`citeMaryland(\"5.D(2)\")`), and a blackjack profile turns the Maryland one into its MD-BJ twin through\n"
       << "the table in `src/core/rules/blackjack_sections.cpp`. So an MD-BJ section is cited by a file that names\n"
       << "it (\"MD-BJ 13.A(2)\") or whose cite() or citeMaryland() call names a Maryland section the table twins\n"
       << "with it (`twin(\"13.P\", \"14.K\")`: a call citing \"13.P\" cites MD-BJ 14.K). A step MD-BJ's chapter 7\n"
       << "does not describe (it stops after §E) is cited by analogy with MD-S21 chapter 7 and credits no MD-BJ\n"
       << "section; the sections the blackjack text lacks are not listed. Scenarios and tests count where they\n"
       << "name a section, as for the Spanish 21 texts.\n\n"
       << "docs/coverage-scope.tsv marks a section, or a part of one, \"out of scope\" (the trainer does not check\n"
       << "it, for the regulatory reason given) or \"planned\" (an issue will: the reason names it); a section\n"
       << "counts as planned while no code cites it.\n\n"
       << "Of " << total.sections << " sections, " << total.enforced << " are cited by the code, " << total.drilled
       << " drilled by a scenario, " << total.tested << " named by a test; " << total.outOfScope
       << " are marked out of scope, " << total.plannedText() << " planned; " << total.open
       << " are not covered yet.\n\n"
       << "| text | sections | cited by the code | drilled | tested | out of scope | planned | not covered |\n"
       << "|---|---|---|---|---|---|---|---|\n";
    for (const auto& [text, t] : byText)
        md << "| " << text << " | " << t.sections << " | " << t.enforced << " | " << t.drilled << " | " << t.tested
           << " | " << t.outOfScope << " | " << t.plannedText() << " | " << t.open << " |\n";
    md << "\n| section | text | code | scenarios | tests |\n|---|---|---|---|---|\n" << rows.str();
    if (!beyond.str().empty())
        md << "\n## Beyond the procedural chapters\n\n"
           << "Sections of the texts' other chapters (MD-BJ ch. 1-3: definitions, the table and its layout, the\n"
           << "cards) named in docs/coverage-scope.tsv; they are not counted above.\n\n"
           << "| section | text | marked |\n|---|---|---|\n"
           << beyond.str();
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
    if (!scope.problems.empty()) {
        std::cerr << "docs/coverage-scope.tsv has lines of no known kind, or marking sections the rule texts do "
                     "not have:\n";
        for (const std::string& problem : scope.problems)
            std::cerr << "  " << problem << "\n";
    }
    if (!nowCited.empty()) {
        std::cerr << "docs/coverage-scope.tsv plans sections the code now cites (narrow or drop their lines):\n";
        for (const std::string& id : nowCited)
            std::cerr << "  " << id << "\n";
    }
    if (check && !scope.problems.empty())
        return 1;
    if (check && !open.empty()) {
        std::cerr << open.size() << " sections are neither cited by the code nor marked out of scope or planned in "
                  << "docs/coverage-scope.tsv:\n";
        for (const std::string& id : open)
            std::cerr << "  " << id << "\n";
        return 1;
    }
    return 0;
}

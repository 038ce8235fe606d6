// tst_coverage_tool [RULES_DIR]: how spanish21-coverage reads citations (citations.h) and, given the
// rule texts' folder, the sections of the texts (rule_sections.h). Plain C++: the tool links no Qt.
#include "citations.h"
#include "rule_sections.h"

#include <algorithm>
#include <iostream>

using namespace s21::coverage;

namespace {

int failures = 0;

void check(bool ok, const std::string& what)
{
    if (!ok) {
        std::cerr << "FAIL: " << what << "\n";
        ++failures;
    }
}

bool cites(const std::set<std::string>& cited, const std::string& id) { return cited.count(id) == 1; }

void literalCitations()
{
    const auto cited = citedSections("MD-S21 10.E, 11.E; MA-S21 7(e)-(f); MD-BJ 5.D(2)-(6); MD-BJ 4.B-C");
    for (const char* id :
         {"MD-S21 10.E", "MD-S21 11.E", "MA-S21 7(e)", "MA-S21 7(f)", "MD-BJ 5.D", "MD-BJ 4.B", "MD-BJ 4.C"})
        check(cites(cited, id), std::string("a literal cites ") + id);
    check(cited.size() == 7, "a literal cites nothing else");
    check(citedSections("MD-S21 7.N (by analogy; MD-BJ ch. 7 is incomplete), MD-BJ <chapter>.<section>") ==
              std::set<std::string>{"MD-S21 7.N"},
          "\"MD-BJ ch. 7\" names no section");
}

void citeCalls()
{
    const BlackjackTwins twins = blackjackTwins(R"t(
        constexpr SectionTwin twin(std::string_view spanish21, const char* blackjack)
        twin("13.P", "14.K"),                      // the comment
        twin("10.E, 11.E", "10.B, 11.E"),
        twin("4.C-D", "4.B-C"),
        twin("2.E, 7.E(4)", "2.G, 1.B(10)"),
        twin("5.I(1)", "5.I(1)"),
        byAnalogy("7.N"),
        spanishOnly("13.C"),
    )t");
    check(twins.size() == 5, "the table's twin() entries, and nothing else, are read");
    check(twins.count("13.P") == 1 && twins.at("13.P") == "14.K", "13.P's twin is 14.K");

    const auto twinned = citedSections(R"t(state.cite("13.P", "15(l)"); profile.citeMaryland("10.E, 11.E");)t", twins);
    for (const char* id :
         {"MD-S21 13.P", "MA-S21 15(l)", "MD-BJ 14.K", "MD-S21 10.E", "MD-S21 11.E", "MD-BJ 10.B", "MD-BJ 11.E"})
        check(cites(twinned, id), std::string("a cite() call cites ") + id);
    check(twinned.size() == 7, "a cite() call cites nothing else");

    const auto ranges = citedSections(R"t(s.cite("4.C-D", "3(b)"), s.cite("2.E, 7.E(4)", "7(i)"))t", twins);
    for (const char* id : {"MD-BJ 4.B", "MD-BJ 4.C", "MD-BJ 2.G", "MD-BJ 1.B"})
        check(cites(ranges, id), std::string("a twin's range or list cites ") + id);

    const auto conditional = citedSections(R"t(s.cite(idle ? "5.I(1)" : "5.A", "4(a)"),)t", twins);
    for (const char* id : {"MD-S21 5.I", "MD-S21 5.A", "MA-S21 4(a)", "MD-BJ 5.I"})
        check(cites(conditional, id), std::string("both branches of a conditional argument: ") + id);
    check(!cites(conditional, "MD-BJ 5.A"), "a Maryland section the table does not twin cites no MD-BJ section");

    const auto analogy = citedSections(R"t(state.cite("7.N", "12(c)"); state.cite("13.C", "15(b)");)t", twins);
    check(std::none_of(analogy.begin(), analogy.end(), [](const std::string& id) { return id.rfind("MD-BJ", 0) == 0; }),
          "a by-analogy or Spanish-only section cites no MD-BJ section");

    const auto none = citedSections(R"t(LazyText cite(const char* maryland, const char* massachusetts) const;
        return profile.cite(clause.maryland, clause.massachusetts);)t",
                                    twins);
    check(none.empty(), "a call without literal arguments cites nothing");
    check(citedSections(R"t(excite("7.F(1)", "6(d)"))t").empty(), "only cite() and citeMaryland() are calls");
    check(citedSections(R"t(cite("7.S", massachusettsCollection(action.spot.kind)))t") ==
              std::set<std::string>{"MD-S21 7.S"},
          "a Massachusetts argument worked out at run time cites nothing");
}

void sectionsOfTheTexts(const std::string& rulesDir)
{
    const std::vector<RuleSection> all = ruleSections(rulesDir);
    const auto find = [&](const std::string& id) {
        return std::find_if(all.begin(), all.end(), [&](const RuleSection& s) { return s.id == id; });
    };
    const auto count = [&](const std::string& prefix, bool procedural) {
        return std::count_if(all.begin(), all.end(), [&](const RuleSection& s) {
            return s.id.rfind(prefix + " ", 0) == 0 && s.procedural == procedural;
        });
    };
    check(count("MD-S21", true) == 93 && count("MD-S21", false) == 0, "MD-S21 ch. 4-13: 93 sections");
    check(count("MA-S21", true) == 85, "MA-S21 3-16: 85 sections");
    check(count("MD-BJ", true) == 83, "MD-BJ ch. 4-14: 83 sections");
    for (const char* id : {"MD-BJ 4.A", "MD-BJ 4.I", "MD-BJ 7.E", "MD-BJ 12.C", "MD-BJ 13.O", "MD-BJ 14.N"})
        check(find(id) != all.end() && find(id)->procedural, std::string("a procedural section: ") + id);
    for (const char* id : {"MD-BJ 1.B", "MD-BJ 2.C", "MD-BJ 3.E"})
        check(find(id) != all.end() && !find(id)->procedural, std::string("read, not procedural: ") + id);
    for (const char* id : {"MD-BJ 7.F", "MD-BJ 13.P", "MD-BJ 14.O", "MD-BJ 15.A"})
        check(find(id) == all.end(), std::string("no such section: ") + id);
    check(std::count_if(all.begin(), all.end(), [](const RuleSection& s) { return s.id == "MD-BJ 13.O"; }) == 1 &&
              find("MD-BJ 13.O")->summary.find("Buster Blackjack with Free") != std::string::npos,
          "MD-BJ 13.O, printed twice, is one section naming both");
}

} // namespace

int main(int argc, char** argv)
{
    literalCitations();
    citeCalls();
    if (argc > 1)
        sectionsOfTheTexts(argv[1]);
    if (failures == 0)
        std::cout << "tst_coverage_tool: all checks passed\n";
    return failures == 0 ? 0 : 1;
}

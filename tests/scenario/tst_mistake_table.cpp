// Every mistake code, with a typical wrong action in a library scenario: the code, the section of
// the rule the action breaks, and the severity that rule deserves (issue 13, item 9). A code added
// without a row here fails everyCodeHasARow().

#include "scenario/scenario_loader.h"

#include "core/shoe_procedure/shoe_procedure.h"

#include <QtTest>

#include <set>

using namespace s21;

namespace {

struct Row {
    const char* code;     // mistakeCodeName()
    const char* scenario; // under scenarios/
    const char* before;   // the wrong action comes where the key's next action starts with this; "@N": its Nth
    const char* wrong;    // the wrong action, as a script writes it
    const char* section;  // the rule the wrong action breaks
    const char* severity; // severityName()
};

// The rows are a table aligned by hand.
// clang-format off
const std::vector<Row> kRows{
    {"BURN_MISSING",           "dealing-order/md-first-round-of-a-shoe",              "burn",              "deal s1",             "MD-S21 7.B(3)",                 "major"},
    {"DEAL_ORDER",             "dealing-order/md-first-round-of-a-shoe",              "deal s4",           "deal s7",             "MD-S21 7.E",                    "major"},
    {"HOLE_CARD_PROCEDURE",    "dealers-hand/ma-draw-and-announce-once",              "dealers-card",      "deal dealer",         "MA-S21 7(g)",                   "major"},
    {"MTD_ORDER",              "match-the-dealer/md-suited-unsuited-and-both",        "pay mtd s7",        "pay mtd s5 $20",      "MD-S21 7.F(1)",                 "minor"},
    {"MTD_NOT_SETTLED",        "match-the-dealer/md-suited-unsuited-and-both",        "pay mtd s7",        "ask s1 14",           "MD-S21 7.F(1)",                 "major"},
    {"INSURANCE_PROCEDURE",    "insurance-and-peek/md-insurance-no-blackjack",        "offer-insurance",   "peek",                "MD-S21 8.A",                    "major"},
    {"PEEK_PROCEDURE",         "insurance-and-peek/md-insurance-no-blackjack",        "peek",              "ask s2 19",           "MD-S21 7.G(2)",                 "major"},
    {"HOLE_CARD_EXPOSED",      "dealers-hand/md-draw-to-a-soft-seventeen",            "ask s1",            "reveal",              "MD-S21 7.G(2)(a), 7.L(1)",      "critical"},
    {"BLACKJACK_PROCEDURE",    "player-blackjack/md-blackjack-paid-at-once",          "blackjack s3",      "pay s3 $30",          "MD-S21 7.H(1)",                 "major"},
    {"ACTED_BEFORE_SIGNAL",    "dealers-hand/md-draw-to-a-soft-seventeen",            "ask s4",            "deal s4",             "MD-S21 7.H(2)",                 "major"},
    {"WRONG_SIGNAL",           "dealers-hand/md-draw-to-a-soft-seventeen",            "deal s4@3",         "ask s4 15",           "MD-S21 7.I",                    "major"},
    {"SURRENDER_PROCEDURE",    "surrender/md-surrender-against-an-ace",               "on-cards s1",       "surrender s1 $5",     "MD-S21 9.C(2)",                 "major"},
    {"DOUBLE_PROCEDURE",       "double-and-rescue/md-double-and-rescue",              "rescue s1",         "deal s1",             "MD-S21 10.C",                   "major"},
    {"SPLIT_PROCEDURE",        "splits/md-split-resplit-and-double",                  "deal s1.2",         "deal s1.3",           "MD-S21 11.B",                   "major"},
    {"PLAYER_ORDER",           "dealers-hand/md-draw-to-a-soft-seventeen",            "ask s1",            "ask s4 15",           "MD-S21 7.H",                    "minor"},
    {"DEALER_DRAWING",         "dealers-hand/md-draw-to-a-soft-seventeen",            "pay s1",            "deal dealer",         "MD-S21 7.M",                    "major"},
    {"ANNOUNCEMENT_WRONG",     "dealers-hand/md-draw-to-a-soft-seventeen",            "dealer-total 16",   "dealer-total 15",     "MD-S21 7.L(3)",                 "minor"},
    {"SETTLEMENT_ORDER",       "settlement-and-payouts/md-bonus-spin-fixed-prize-after-the-losers",
                                                                                      "collect spin s2",   "pay s2 $10",          "MD-S21 7.R(1)",                 "minor"},
    {"PAYOUT_AMOUNT",          "dealers-hand/md-draw-to-a-soft-seventeen",            "pay s1",            "pay s1 $5",           "MD-S21 12.A(1)",                "major"},
    {"WRONG_OUTCOME",          "dealers-hand/md-draw-to-a-soft-seventeen",            "pickup s4",         "pay s4 $10",          "MD-S21 7.P",                    "critical"},
    {"CHIPS_MOVED",            "settlement-and-payouts/md-losing-wager-into-the-tray", "collect s3",        "move s3 s2",          "MD-S21 7.S",                    "critical"},
    {"PICKUP_ORDER",           "dealers-hand/md-draw-to-a-soft-seventeen",            "pickup s4",         "pickup dealer",       "MD-S21 7.T",                    "minor"},
    {"OPENING_PROCEDURE",      "shoe-procedures/md-open-new-decks",                   "remove-tens",       "spread",              "MD-S21 4.B",                    "major"},
    {"SHUFFLE_PROCEDURE",      "shoe-procedures/md-open-new-decks",                   "shuffle",           "offer-cut s3",        "MD-S21 5.A",                    "major"},
    {"CUT_OFFER_ORDER",        "shoe-procedures/md-open-new-decks",                   "offer-cut s3",      "offer-cut s1",        "MD-S21 5.D(1)",                 "minor"},
    {"CUT_PROCEDURE",          "shoe-procedures/md-open-new-decks",                   "complete-cut",      "insert-cover 72",     "MD-S21 5.E(1)",                 "major"},
    {"CUT_PLACEMENT",          "shoe-procedures/md-open-new-decks",                   "cut 144",           "cut 5",               "MD-S21 5.E",                    "major"},
    {"COVER_CARD_DEPTH",       "shoe-procedures/md-open-new-decks",                   "insert-cover",      "insert-cover 10",     "MD-S21 5.E(2)",                 "major"},
    {"IRREGULARITY_PROCEDURE", "irregularities/md-second-ten-voids-the-round",        "void",              "deal s1",             "MD-S21 13.D",                   "major"},
    {"IDLE_TABLE_PROCEDURE",   "shoe-procedures/md-idle-table-spread-face-up",        "spread",            "wash",                "MD-S21 5.H",                    "major"},
    {"SHUFFLER_MALFUNCTION",   "irregularities/md-shuffler-jams",                     "shuffle@2",         "offer-cut s3",        "MD-S21 13.R",                   "major"},
    {"BURN_CARD_DISCLOSURE",   "shoe-procedures/ma-player-asks-to-see-the-burn-card", "show-burn",         "deal s2",             "MA-S21 7(c)",                   "major"},
    {"COVER_CARD_PROCEDURE",   "dealing-order/md-cover-card-during-play",             "cover-aside",       "deal dealer",         "MD-S21 7.C",                    "major"},
    {"DETERMINANT_CARD",       "dealing-order/md-bj-double-shoe-determinant-other-side", "segregate",      "deal s1",             "MD-BJ 7.C(3)",                  "major"},
    {"GAME_PROTECTION",        "game-protection/md-late-wager",                       "correct-wager s2",  "deal s2",             "MD-S21 6.D",                    "major"},
    {"FALSE_CATCH",            "game-protection/md-late-wager",                       "deal s1",           "correct-wager s1",    "MD-S21 6.D-E",                  "minor"},
    {"BONUS_SPIN_PROCEDURE",   "settlement-and-payouts/md-bonus-spin-progressive-jackpot",
                                                                                      "wheel s1",          "pickup s1",           "MD-S21BS 12.D(5), 12.D(7)",     "major"},
    {"OUT_OF_PROCEDURE",       "dealers-hand/md-draw-to-a-soft-seventeen",            "reveal",            "shuffle",             "MD-S21 7.L(1)",                    "minor"},
};
// clang-format on

std::string sourcePath(const std::string& relative) { return std::string(S21_SOURCE_DIR) + "/" + relative; }

// How many key actions come before the wrong one: the key's first action starting with `before`,
// or its Nth with "prefix@N".
std::size_t wrongActionAt(const std::vector<DealerAction>& key, const std::string& before)
{
    const auto at = before.find('@');
    const std::string prefix = before.substr(0, at);
    int occurrence = at == std::string::npos ? 1 : std::stoi(before.substr(at + 1));
    for (std::size_t i = 0; i < key.size(); ++i)
        if (notation(key[i]).starts_with(prefix) && --occurrence == 0)
            return i;
    return key.size();
}

// Takes the key's first `count` actions, then `wrong`, on the scenario's table; the verdict of `wrong`.
template <typename Table>
Verdict wrongVerdict(Table& table, const std::vector<DealerAction>& key, std::size_t count, const DealerAction& wrong)
{
    for (std::size_t i = 0; i < count; ++i)
        table.apply(key[i]);
    return table.apply(wrong);
}

} // namespace

class TestMistakeTable : public QObject {
    Q_OBJECT
private slots:
    void wrongActionCitesTheRuleItBreaks_data();
    void wrongActionCitesTheRuleItBreaks();
    void everyCodeHasARow();
};

void TestMistakeTable::wrongActionCitesTheRuleItBreaks_data()
{
    QTest::addColumn<int>("row");
    for (std::size_t i = 0; i < kRows.size(); ++i)
        QTest::newRow(kRows[i].code) << static_cast<int>(i);
}

void TestMistakeTable::wrongActionCitesTheRuleItBreaks()
{
    QFETCH(int, row);
    const Row& expected = kRows[static_cast<std::size_t>(row)];
    const std::string file = sourcePath(std::string("scenarios/") + expected.scenario + ".yaml");
    const Scenario scenario = loadScenario(file, profilesDirFor(file));
    const std::vector<DealerAction> key = answerKey(scenario);
    const std::size_t count = wrongActionAt(key, expected.before);
    QVERIFY2(count < key.size(), expected.before);
    const auto wrong = parseAction(expected.wrong);
    QVERIFY2(static_cast<bool>(wrong), expected.wrong);
    QVERIFY2(notation(*wrong) != notation(key[count]), "the wrong action is the key's");

    const ManualClock clock;
    Verdict verdict;
    if (scenario.shoeProcedure) {
        const auto cuts = scriptedCuts(scenario);
        ShoeProcedure procedure(scenario.profile, *scenario.shoeProcedure, *cuts, clock);
        verdict = wrongVerdict(procedure, key, count, *wrong);
    } else {
        const auto players = scriptedPlayers(scenario);
        Round round(roundSetup(scenario), *players, clock);
        verdict = wrongVerdict(round, key, count, *wrong);
    }
    QVERIFY2(verdict.isMistake(), expected.wrong);
    QCOMPARE(QString::fromStdString(mistakeCodeName(verdict.mistake.code)), QString(expected.code));
    QCOMPARE(QString::fromStdString(verdict.mistake.section), QString(expected.section));
    QCOMPARE(QString::fromStdString(severityName(verdict.mistake.severity)), QString(expected.severity));
    QVERIFY(!verdict.mistake.explanation.empty());
}

void TestMistakeTable::everyCodeHasARow()
{
    std::set<std::string> covered;
    for (const Row& row : kRows)
        covered.insert(row.code);
    for (MistakeCode code : allMistakeCodes())
        QVERIFY2(covered.count(mistakeCodeName(code)) == 1, mistakeCodeName(code).c_str());
}

QTEST_GUILESS_MAIN(TestMistakeTable)
#include "tst_mistake_table.moc"

// For every irregularity and game-protection scenario of the library, and every scenario that drills a rule the trainer
// once taught wrongly (issue 13), a trainee's script that handles it wrongly
// (tests/scenario/data/wrong-handling/, the answer key with one wrong action where the rule applies)
// scores exactly the mistake it should, with the section it breaks.

#include "scenario/scenario_loader.h"

#include "core/shoe_procedure/shoe_procedure.h"
#include "core/training/scoring.h"

#include <QDir>
#include <QFileInfo>
#include <QtTest>

using namespace s21;

namespace {

std::string sourcePath(const QString& relative) { return std::string(S21_SOURCE_DIR) + "/" + relative.toStdString(); }

// The names of the YAML files of a folder of the source tree, without ".yaml".
QStringList yamlNames(const QString& folder)
{
    QStringList names = QDir(QString::fromStdString(sourcePath(folder))).entryList({"*.yaml"}, QDir::Files, QDir::Name);
    for (QString& name : names)
        name.chop(5);
    return names;
}

// The library scenario a wrong-handling script is named after, in whichever drill's folder it is.
std::string scenarioFileNamed(const QString& name)
{
    for (const QString& folder :
         QDir(QString::fromStdString(sourcePath("scenarios"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const std::string file = sourcePath("scenarios/" + folder + "/" + name + ".yaml");
        if (QFileInfo::exists(QString::fromStdString(file)))
            return file;
    }
    return {};
}

// Takes the script on `table` (the scenario's Round or ShoeProcedure): it comes to its end with
// exactly one mistake, of `code` under `section`, and the score shows it.
template <typename Table>
void scoresOneMistake(Table& table, const Scenario& scenario, const std::vector<ScriptedAction>& script,
                      const QString& code, const QString& section)
{
    for (const ScriptedAction& step : script)
        table.apply(step.action);
    QVERIFY(table.complete());

    std::vector<Mistake> mistakes;
    for (const TimedVerdict& entry : table.log())
        if (entry.verdict.isMistake())
            mistakes.push_back(entry.verdict.mistake);
    QCOMPARE(mistakes.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(mistakeCodeName(mistakes.front().code)), code);
    QCOMPARE(QString::fromStdString(mistakes.front().section), section);
    QVERIFY(score(table.log(), scenario.scoring).points < 100);
}

} // namespace

class TestWrongHandling : public QObject {
    Q_OBJECT
private slots:
    void wrongScriptScoresItsMistake_data();
    void wrongScriptScoresItsMistake();
};

void TestWrongHandling::wrongScriptScoresItsMistake_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("section");
    const std::map<QString, std::pair<QString, QString>> expected{
        {"md-card-face-up-in-the-shoe", {"IRREGULARITY_PROCEDURE", "MD-S21 13.A"}},
        {"ma-ten-found-in-the-shoe", {"IRREGULARITY_PROCEDURE", "MA-S21 15(b)"}},
        {"md-second-ten-voids-the-round", {"IRREGULARITY_PROCEDURE", "MD-S21 13.D"}},
        {"ma-reader-card-face-up-during-hits", {"IRREGULARITY_PROCEDURE", "MA-S21 15(a)"}},
        {"ma-second-card-face-up-voids-the-round", {"IRREGULARITY_PROCEDURE", "MA-S21 15(a)"}},
        {"md-eight-decks-ten-during-the-dealers-draw", {"IRREGULARITY_PROCEDURE", "MD-S21 13.C"}},
        {"md-eight-decks-card-face-up-on-a-double", {"IRREGULARITY_PROCEDURE", "MD-S21 13.A"}},
        {"md-too-few-cards-reshuffle-the-rack", {"IRREGULARITY_PROCEDURE", "MD-S21 13.L"}},
        {"md-too-few-cards-offer-the-rack-cut", {"CUT_OFFER_ORDER", "MD-S21 13.K, 5.B"}},
        {"md-card-drawn-in-error-unseen", {"IRREGULARITY_PROCEDURE", "MD-S21 13.E"}},
        {"md-card-drawn-in-error-taken", {"IRREGULARITY_PROCEDURE", "MD-S21 13.F"}},
        {"ma-reader-card-drawn-in-error-refused", {"IRREGULARITY_PROCEDURE", "MA-S21 15(d)"}},
        {"md-card-drawn-in-error-no-one-can-use", {"IRREGULARITY_PROCEDURE", "MD-S21 13.H"}},
        {"md-dealer-draws-on-seventeen", {"IRREGULARITY_PROCEDURE", "MD-S21 13.I"}},
        {"ma-reader-dealer-draws-on-eighteen", {"IRREGULARITY_PROCEDURE", "MA-S21 15(e)"}},
        {"md-dealer-misses-first-card", {"DEAL_ORDER", "MD-S21 13.J"}},
        {"ma-dealer-misses-first-card-no-hole-card", {"DEAL_ORDER", "MA-S21 15(f)"}},
        {"md-seat-dealt-no-cards", {"IRREGULARITY_PROCEDURE", "MD-S21 13.M"}},
        {"ma-seat-dealt-one-card", {"IRREGULARITY_PROCEDURE", "MA-S21 15(h)"}},
        {"md-seat-dealt-one-card-declined", {"IRREGULARITY_PROCEDURE", "MD-S21 13.N"}},
        {"md-requested-card-not-dealt", {"IRREGULARITY_PROCEDURE", "MD-S21 13.O"}},
        {"ma-requested-card-not-dealt-dead-hand", {"IRREGULARITY_PROCEDURE", "MA-S21 15(i)"}},
        {"md-hole-card-in-reader-under-a-six", {"IRREGULARITY_PROCEDURE", "MD-S21 13.P"}},
        {"md-hole-card-exposed-in-the-deal", {"IRREGULARITY_PROCEDURE", "MD-S21 13.P"}},
        {"ma-reader-hole-card-in-reader-shows-nothing", {"IRREGULARITY_PROCEDURE", "MA-S21 15(l)(2)"}},
        {"md-reader-malfunction", {"IRREGULARITY_PROCEDURE", "MD-S21 13.Q"}},
        {"ma-reader-malfunction-plays-on", {"IRREGULARITY_PROCEDURE", "MA-S21 15(k)"}},
        {"md-second-card-face-up-voids-the-round", {"IRREGULARITY_PROCEDURE", "MD-S21 13.B"}},
        {"ma-reader-card-drawn-in-error-unseen", {"IRREGULARITY_PROCEDURE", "MA-S21 15(c)"}},
        {"ma-reader-too-few-cards-reshuffle-the-rack", {"IRREGULARITY_PROCEDURE", "MA-S21 15(g)"}},
        {"md-shuffler-jams", {"SHUFFLER_MALFUNCTION", "MD-S21 13.R"}},
        {"md-shuffler-out-of-order", {"SHUFFLER_MALFUNCTION", "MD-S21 13.S"}},
        {"ma-shuffler-jams", {"SHUFFLER_MALFUNCTION", "MA-S21 15(j)"}},
        {"ma-shuffler-removed-before-a-hand-shuffle", {"SHUFFLER_MALFUNCTION", "MA-S21 15(k)"}},
        {"ma-card-exposed-in-the-wash", {"OPENING_PROCEDURE", "MA-S21 3(c)"}},
        {"ma-supervisor-orders-a-recut-after-loading", {"CUT_PROCEDURE", "MA-S21 4(f)"}},
        {"ma-player-asks-to-see-the-burn-card", {"BURN_CARD_DISCLOSURE", "MA-S21 7(c)"}},
        // Rules the trainer once taught wrongly (issue 13).
        {"md-twenty-one-in-three-cards", {"DEALER_DRAWING", "MD-S21 7.N"}},
        {"ma-split-twenty-ones-the-dealer-does-not-draw", {"DEALER_DRAWING", "MA-S21 12(c)"}},
        {"ma-split-hand-busts-against-a-dealer-blackjack", {"PAYOUT_AMOUNT", "MA-S21 10(d)"}},
        {"ma-reader-insurance-lost-when-the-hole-card-is-shown", {"INSURANCE_PROCEDURE", "MA-S21 11(d)"}},
        {"ma-bonus-spin-ace-and-blackjack", {"BONUS_SPIN_PROCEDURE", "MA-S21 16(d)(1)"}},
        {"ma-split-twenty-one-beats-a-dealer-twenty-one", {"PAYOUT_AMOUNT", "MA-S21 5(a)(3), 5(e)"}},
        {"md-eight-decks-double-on-four-cards", {"DOUBLE_PROCEDURE", "MD-S21 10.C"}},
        {"ma-announce-every-total", {"ANNOUNCEMENT_WRONG", "MA-S21 7(f)"}},
        {"md-bonus-spin-progressive-jackpot", {"BONUS_SPIN_PROCEDURE", "MD-S21BS 12.D(5), 12.D(7)"}},
        {"md-bonus-spin-fixed-prize-after-the-losers", {"PAYOUT_AMOUNT", "MD-S21BS 12.D(3)(a)"}},
        {"md-losing-wager-into-the-tray", {"CHIPS_MOVED", "MD-S21 7.S"}},
        {"ma-losing-wager-into-the-tray", {"CHIPS_MOVED", "MA-S21 5(e)"}},
        {"md-double-for-less", {"PAYOUT_AMOUNT", "MD-S21 12.A(1)"}},
        {"md-bonus-spin-community-pay", {"PAYOUT_AMOUNT", "MD-S21BS 12.D(8), 12.D(9)(b)"}},
        {"md-xtreme16-hot-spot-wheel", {"PAYOUT_AMOUNT", "MD-S21BS 12.E(1)(a), 12.E(4)"}},
        // The players' own irregularities, let pass (issue 17).
        {"md-late-wager", {"GAME_PROTECTION", "MD-S21 6.D"}},
        {"md-wager-pressed", {"GAME_PROTECTION", "MD-S21 6.E"}},
        {"ma-wager-pinched", {"GAME_PROTECTION", "MA-S21 5(h)"}},
        {"ma-cards-touched", {"GAME_PROTECTION", "MA-S21 7(k)"}},
        {"md-insurance-over-half", {"GAME_PROTECTION", "MD-S21 8.B-C"}},
        {"ma-match-over-wager", {"GAME_PROTECTION", "MA-S21 6(b)"}},
        // Maryland sets no Match-the-Dealer cap: the house's (issue 38).
        {"md-match-over-wager", {"GAME_PROTECTION", "house rule match_the_dealer.cap_at_base_wager"}},
        {"md-verbal-cash-wager", {"GAME_PROTECTION", "MD-S21 6.B"}},
        {"ma-verbal-cash-wager", {"GAME_PROTECTION", "MA-S21 5(c)"}},
        // The table's limits are the house's, posted: no section sets them (issue 38).
        {"md-wager-over-maximum", {"GAME_PROTECTION", "house rule table_maximum"}},
        {"ma-wager-under-minimum", {"GAME_PROTECTION", "house rule table_minimum"}},
        {"ma-double-wager-pressed", {"GAME_PROTECTION", "MA-S21 5(i)"}},
        {"ma-wager-after-sitting-out", {"GAME_PROTECTION", "MA-S21 5(j)"}},
        {"md-wager-after-sitting-out-allowed", {"FALSE_CATCH", "MD-S21 6.C"}},
        {"md-insurance-pressed", {"GAME_PROTECTION", "MD-S21 6.E"}},
        {"ma-split-wager-pressed", {"GAME_PROTECTION", "MA-S21 5(i)"}},
        {"md-player-spreads-to-a-box-apart", {"GAME_PROTECTION", "MD-S21 6.H"}},
        {"ma-player-on-a-second-box", {"GAME_PROTECTION", "MA-S21 14"}},
        {"md-player-on-two-adjacent-boxes", {"FALSE_CATCH", "MD-S21 6.H"}},
        // The $50 of a 7-7-7 is paid to players, not boxes.
        {"md-super-bonus-player-on-two-boxes", {"PAYOUT_AMOUNT", "MD-S21 12.C(3)"}},
        {"ma-coupon-over-wager", {"GAME_PROTECTION", "MA-S21 5(c)"}},
        // Match play coupons: the house's terms, paid at 1 to 1 only beside the chips' odds, taken once
        // paid, left with a tie (MA-S21 5(c), 6(c) only let a wager include one; issue 38).
        {"ma-match-play-coupon-blackjack", {"PAYOUT_AMOUNT", "house rule match_play_coupons, MA-S21 5(e)"}},
        {"ma-match-play-coupon-loses-and-pushes", {"WRONG_OUTCOME", "house rule match_play_coupons"}},
        {"ma-match-play-coupon-on-match-the-dealer", {"PAYOUT_AMOUNT", "house rule match_play_coupons"}},
        // Shared boxes: each wager in a box's line is its own player's (MA-S21 13).
        {"ma-call-from-behind", {"GAME_PROTECTION", "MA-S21 13(b)"}},
        {"ma-shared-box-settled-wager-by-wager", {"PAYOUT_AMOUNT", "MA-S21 13(c)"}},
        {"ma-shared-box-double-with-the-caller", {"PAYOUT_AMOUNT", "MA-S21 13(d)"}},
        {"ma-shared-box-split-cover-or-choose", {"PAYOUT_AMOUNT", "MA-S21 13(e)"}},
        {"ma-shared-box-split-to-four-hands", {"PAYOUT_AMOUNT", "MA-S21 13(e)"}},
        {"ma-shared-box-insurance-each-their-own", {"INSURANCE_PROCEDURE", "MA-S21 13(f)"}},
        {"ma-shared-box-super-bonus", {"PAYOUT_AMOUNT", "MA-S21 5(g)"}},
        // The money of issue 38: a meter reset by its Jackpot, a rescue of the doubles only.
        {"md-bonus-spin-two-jackpots-reset-the-meter", {"PAYOUT_AMOUNT", "MD-S21BS 12.D(2)(a), 12.D(7)"}},
        {"ma-shared-box-rescue-takes-only-the-doubles", {"DOUBLE_PROCEDURE", "MA-S21 9(d)"}},
        // Issue 38's orders: Massachusetts' insurance before Match-the-Dealer is right, a card before it not.
        {"ma-insurance-before-match-the-dealer", {"MTD_NOT_SETTLED", "MA-S21 6(d)"}},
        // A Massachusetts bust may wait for the settlement, and is a losing wager there (MA-S21 5(e)).
        {"ma-bust-collected-with-the-round", {"WRONG_OUTCOME", "MA-S21 5(e)"}},
        // Maryland blackjack (issue 41): its irregularities, and each rule where it is not Spanish 21.
        {"md-bj-face-up-cards-discarded-play-goes-on", {"IRREGULARITY_PROCEDURE", "MD-BJ 14.A"}},
        {"md-bj-hole-card-in-reader-under-a-seven", {"IRREGULARITY_PROCEDURE", "MD-BJ 14.K(1)"}},
        {"md-bj-hole-card-in-reader-shows-nothing", {"IRREGULARITY_PROCEDURE", "MD-BJ 14.K(2)"}},
        {"md-bj-card-drawn-in-error-a-ten-taken", {"IRREGULARITY_PROCEDURE", "MD-BJ 14.C"}},
        {"md-bj-blackjack-paid-three-to-two", {"PAYOUT_AMOUNT", "MD-BJ 13.A(2)"}},
        {"md-bj-blackjack-paid-six-to-five", {"PAYOUT_AMOUNT", "MD-BJ 13.A(2)"}},
        {"md-bj-insurance-wins-on-a-ten", {"WRONG_OUTCOME", "MD-BJ 13.A(3)"}},
        {"md-bj-losing-insurance-after-the-peek", {"INSURANCE_PROCEDURE", "MD-BJ 8.D"}},
        {"md-bj-even-money", {"BLACKJACK_PROCEDURE", "MD-BJ 8.E(2)"}},
        {"md-bj-shuffler-opens-two-batches", {"OPENING_PROCEDURE", "MD-BJ 4.H"}},
        {"md-bj-shuffler-batches-take-turns", {"SHUFFLE_PROCEDURE", "MD-BJ 3.B(5)"}},
        {"md-bj-double-shoe-determinant-other-side", {"DETERMINANT_CARD", "MD-BJ 7.C(3)"}},
        {"md-bj-double-shoe-determinant-own-side", {"DETERMINANT_CARD", "MD-BJ 7.C(2)"}},
        {"md-bj-double-shoe-opening", {"OPENING_PROCEDURE", "MD-BJ 4.F"}},
        {"md-bj-double-shoe-cover-card", {"SHUFFLE_PROCEDURE", "MD-BJ 7.E(2)"}},
        {"md-bj-dealt-from-wrong-side", {"IRREGULARITY_PROCEDURE", "MD-BJ 14.I"}},
        {"md-bj-surrender-against-a-ten", {"SURRENDER_PROCEDURE", "MD-BJ 9.C(2)"}},
        {"md-bj-surrender-against-a-six", {"SURRENDER_PROCEDURE", "MD-BJ 9.C(1)"}},
        {"md-bj-double-on-two-cards", {"DOUBLE_PROCEDURE", "MD-BJ 10.A(2)"}},
        {"md-bj-split-resplit-and-double", {"SPLIT_PROCEDURE", "MD-BJ 11.B"}},
        {"md-bj-split-aces-twenty-one-is-not-a-blackjack", {"PAYOUT_AMOUNT", "MD-BJ 13.A(1)"}},
        {"md-bj-match-the-dealer-on-a-ten", {"PAYOUT_AMOUNT", "MD-BJ 13.A(5)"}},
        // Where MD-BJ ch. 7 is silent, MD-S21 ch. 7 by analogy (docs/procedure.md, "Maryland blackjack").
        {"md-bj-peek-on-a-ten", {"PEEK_PROCEDURE", "MD-S21 7.G(2) (by analogy; MD-BJ ch. 7 is incomplete)"}},
        {"md-bj-twenty-one-against-twenty-one-pushes",
         {"WRONG_OUTCOME", "MD-S21 7.P (by analogy; MD-BJ ch. 7 is incomplete)"}},
    };
    // Every irregularity and game-protection scenario has its wrong script, and every script its
    // expectation here.
    const QStringList scripts = yamlNames("tests/scenario/data/wrong-handling");
    for (const QString& name : yamlNames("scenarios/irregularities") + yamlNames("scenarios/game-protection"))
        QVERIFY2(scripts.contains(name), qPrintable(name + " has no wrong-handling script"));
    for (const QString& name : scripts) {
        const auto found = expected.find(name);
        QVERIFY2(found != expected.end(), qPrintable(name + " has no expected mistake in this test"));
        QTest::newRow(qPrintable(name)) << found->second.first << found->second.second;
    }
    QCOMPARE(scripts.size(), static_cast<qsizetype>(expected.size()));
    // clang-format on
}

void TestWrongHandling::wrongScriptScoresItsMistake()
{
    QFETCH(QString, code);
    QFETCH(QString, section);
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    const std::string scenarioFile = scenarioFileNamed(name);
    QVERIFY2(!scenarioFile.empty(), qPrintable("no library scenario is named " + name));
    const Scenario scenario = loadScenario(scenarioFile, profilesDirFor(scenarioFile));
    const auto script = loadActionScript(sourcePath("tests/scenario/data/wrong-handling/" + name + ".yaml"));

    const ManualClock clock;
    if (scenario.shoeProcedure) {
        const auto cuts = scriptedCuts(scenario);
        ShoeProcedure procedure(scenario.profile, *scenario.shoeProcedure, *cuts, clock);
        scoresOneMistake(procedure, scenario, script, code, section);
        return;
    }
    const auto players = scriptedPlayers(scenario);
    Round round(roundSetup(scenario), *players, clock);
    scoresOneMistake(round, scenario, script, code, section);
}

QTEST_GUILESS_MAIN(TestWrongHandling)
#include "tst_wrong_handling.moc"

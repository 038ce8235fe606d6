// Scenarios and action scripts from YAML: good files load into the expected values, every kind of bad
// input is a LoadError at "file:line:column: " with a message saying what is wrong, and every
// scenario of the shipped library loads and is played perfectly by its own answer key.
#include "core/shoe_procedure/shoe_procedure.h"
#include "core/training/scenario.h"
#include "scenario/profile_loader.h"
#include "scenario/scenario_loader.h"

#include <QtTest>

#include <set>
#include <string>

using namespace s21;

namespace s21 {
// Money in QCOMPARE failures.
char* toString(const Money& amount) { return qstrdup(formatMoney(amount).c_str()); }
} // namespace s21

namespace {

std::string sourcePath(const QString& relative) { return std::string(S21_SOURCE_DIR) + "/" + relative.toStdString(); }

std::string fixture(const QString& name) { return sourcePath("tests/scenario/data/scenarios/" + name); }

std::string shippedProfiles() { return sourcePath("scenarios/profiles"); }

Scenario loadFixture(const QString& name) { return loadScenario(fixture(name), shippedProfiles()); }

std::string joined(const std::vector<DealerAction>& actions)
{
    std::string text;
    for (const DealerAction& action : actions)
        text += (text.empty() ? "" : "|") + notation(action);
    return text;
}

// The library: every .yaml under scenarios/ outside scenarios/profiles, relative to scenarios/.
// The library's scenarios: every file under scenarios/ but the profiles and the exams.
QStringList libraryFiles()
{
    const QDir root(QString::fromStdString(sourcePath("scenarios")));
    QStringList files;
    QDirIterator it(root.path(), {"*.yaml"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (documentKind(file.toStdString()) == DocumentKind::Scenario)
            files << root.relativeFilePath(file);
    }
    files.sort();
    return files;
}

std::string libraryPath(const QString& relative) { return sourcePath("scenarios/" + relative); }

// Takes the scenario's answer key on `table` (its Round or ShoeProcedure): every action is accepted,
// the table is complete and the score perfect.
template <typename Table>
void playsPerfectly(Table& table, const Scenario& scenario)
{
    for (const DealerAction& action : answerKey(scenario)) {
        const Verdict verdict = table.apply(action);
        QVERIFY2(!verdict.isMistake(), (notation(action) + ": " + verdict.mistake.explanation).c_str());
    }
    QVERIFY(table.complete());
    const ScoreCard card = score(table.log(), scenario.scoring);
    QCOMPARE(card.points, 100);
    QCOMPARE(card.minor + card.major + card.critical, 0);
    QVERIFY(card.passed);
}

// Checks that loading throws a LoadError at exactly file:line:column whose message contains `phrase`.
void expectLoadError(const std::function<void()>& load, const std::string& path, int line, int column,
                     const QString& phrase)
{
    const std::string prefix = path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
    try {
        load();
        QFAIL("the file loaded");
    } catch (const LoadError& error) {
        const std::string what = error.what();
        QVERIFY2(what.starts_with(prefix), what.c_str());
        QVERIFY2(what.find(phrase.toStdString()) != std::string::npos, what.c_str());
        QCOMPARE(error.file(), path);
        QCOMPARE(what, prefix + error.message());
    }
}

} // namespace

class TestScenarioLoader : public QObject {
    Q_OBJECT
private slots:
    void everyKeyIsRead();
    void shortScenarioTakesTheDefaults();
    void seededShoeWithABurn();
    void insuranceAndRescueAnswersAreRead();
    void sharedBoxLinesAreRead();
    void badScenarioIsReportedAtItsPosition_data();
    void badScenarioIsReportedAtItsPosition();
    void missingScenarioFile();
    void everyTruncationLoadsOrFailsCleanly_data();
    void everyTruncationLoadsOrFailsCleanly();
    void everyShoeProcedureKeyIsRead();
    void profilesFolderIsFoundAboveTheFile();
    void profileIsNamedByItsPath();
    void profileFilesAreTold();
    void earlierVersionsLibraryLoads();
    void actionScriptIsRead();
    void badActionScriptIsReportedAtItsPosition_data();
    void badActionScriptIsReportedAtItsPosition();

    void libraryScenarioIsPlayedPerfectly_data();
    void libraryScenarioIsPlayedPerfectly();
    void libraryScenarioDrillsWhatItSays_data();
    void libraryScenarioDrillsWhatItSays();
    void libraryCoversEveryDrillAndProfile();
};

void TestScenarioLoader::everyKeyIsRead()
{
    const Scenario scenario = loadFixture("full.yaml");
    QCOMPARE(scenario.id, std::string("full"));
    QCOMPARE(scenario.title, std::string("Match-the-Dealer from the far right"));
    QCOMPARE(scenario.description, std::string("Two winners and a loser; settle them seat by seat from your right."));
    QCOMPARE(scenario.profile, marylandProfile(6));
    QCOMPARE(scenario.drills, (std::vector<std::string>{"match-the-dealer", "dealing-order"}));
    QCOMPARE(scenario.sections, (std::vector<std::string>{"MD-S21 7.F(1)", "MD-S21 12.A(4)"}));

    QCOMPARE(scenario.seats.size(), std::size_t(2));
    const ScenarioSeat& ana = scenario.seats[0];
    QCOMPARE(ana.seat, 1);
    QCOMPARE(ana.player, std::string("Ana"));
    QCOMPARE(ana.bankroll, Money::dollars(500));
    QCOMPARE(ana.wager, Money::dollars(10));
    QCOMPARE(ana.matchWager, Money::dollars(5));
    QCOMPARE(ana.insurance, Money());
    QVERIFY(ana.decisions == std::vector<Decision>{Decision::Stand});
    QVERIFY(ana.rescues.empty());
    const ScenarioSeat& ben = scenario.seats[1];
    QCOMPARE(ben.seat, 3);
    QCOMPARE(ben.bankroll, Money::dollars(1000));
    QCOMPARE(ben.wager, Money::dollars(10));
    QCOMPARE(ben.matchWager, Money::dollars(5));
    QVERIFY((ben.decisions == std::vector<Decision>{Decision::Hit, Decision::Stand}));

    QCOMPARE(notation(scenario.shoe.cards), std::string("9S 5H 7D 8C 7D KS 4C 2H 3S"));
    QCOMPARE(scenario.shoe.seed, std::uint64_t(0));
    QVERIFY(!scenario.shoe.burnFirst);

    QCOMPARE(scenario.scoring.passMark, 85);
    QCOMPARE(scenario.scoring.timeLimitMs, std::optional<std::int64_t>(120000));
    QCOMPARE(scenario.scoring.minor, 3);
    QCOMPARE(scenario.scoring.major, 6);
    QCOMPARE(scenario.scoring.critical, 25);
    QVERIFY((scenario.scoring.perCode ==
             std::map<MistakeCode, int>{{MistakeCode::MtdOrder, 10}, {MistakeCode::CutPlacement, 4}}));

    QCOMPARE(QString::fromStdString(joined(answerKey(scenario))),
             QString("deal s1|deal s3|deal dealer|deal s1|deal s3|hole|pay mtd s3 $45|collect mtd s1 $5|ask s1 17|"
                     "ask s3 12|deal s3|ask s3 16|reveal|dealer-total 17|collect s3 $10|pickup s3|pickup s1|"
                     "pickup dealer"));
}

void TestScenarioLoader::shortScenarioTakesTheDefaults()
{
    const Scenario scenario = loadFixture("minimal.yaml");
    QCOMPARE(scenario.profile, massachusettsProfile(6));
    QCOMPARE(scenario.description, std::string());
    QCOMPARE(scenario.seats.size(), std::size_t(1));
    const ScenarioSeat& seat = scenario.seats.front();
    QCOMPARE(seat.seat, 4);
    QCOMPARE(seat.player, std::string("Player 4"));
    QCOMPARE(seat.bankroll, Money::dollars(1000));
    QCOMPARE(seat.wager, Money::dollars(25));
    QCOMPARE(seat.matchWager, Money());
    QVERIFY(seat.decisions.empty());
    QCOMPARE(notation(scenario.shoe.cards), std::string("8S 9H KD 9C")); // a folded text reads as one line
    const ScoringWeights defaults;
    QCOMPARE(scenario.scoring.passMark, defaults.passMark);
    QCOMPARE(scenario.scoring.minor, defaults.minor);
    QCOMPARE(scenario.scoring.major, defaults.major);
    QCOMPARE(scenario.scoring.critical, defaults.critical);
    QVERIFY(scenario.scoring.perCode.empty());
    QVERIFY(!scenario.scoring.timeLimitMs);
}

void TestScenarioLoader::seededShoeWithABurn()
{
    const Scenario scenario = loadFixture("seeded.yaml");
    QVERIFY(scenario.shoe.cards.empty());
    QCOMPARE(scenario.shoe.seed, std::uint64_t(42));
    QVERIFY(scenario.shoe.burnFirst);
    QCOMPARE(scenario.profile, marylandProfile(8));
    const auto key = answerKey(scenario);
    QCOMPARE(notation(key.front()), std::string("burn"));
}

void TestScenarioLoader::insuranceAndRescueAnswersAreRead()
{
    const Scenario scenario = loadFixture("rescue-and-insurance.yaml");
    const ScenarioSeat& seat = scenario.seats.front();
    QCOMPARE(seat.insurance, Money::dollars(5));
    QVERIFY(seat.decisions == std::vector<Decision>{Decision::Double});
    QVERIFY(seat.rescues == std::vector<bool>{true});
    QVERIFY(seat.doubles == std::vector<Money>{Money::dollars(4)}); // a double for less (MD-S21 10.A)
    QVERIFY2(joined(answerKey(scenario))
                     .find("offer-insurance|close-insurance|peek|collect ins s2 $5|ask s2 11|"
                           "deal s2|rescue s2 $10") != std::string::npos,
             joined(answerKey(scenario)).c_str());
}

// A shared box's line (MA-S21 13): each player behind with their wager and choices, the defaults for
// what is not written, and a standing caller; the set-up the round is dealt from carries them.
void TestScenarioLoader::sharedBoxLinesAreRead()
{
    const Scenario scenario = loadFixture("shared-box.yaml");
    QCOMPARE(scenario.seats.size(), std::size_t(2));
    const ScenarioSeat& ana = scenario.seats[0];
    QVERIFY(ana.callerSeated);
    QCOMPARE(ana.behind.size(), std::size_t(2));
    const BehindSetup ben{"Ben", Money::dollars(500), Money::dollars(10), true, 2, Money::dollars(5)};
    QVERIFY(ana.behind[0] == ben);
    const BehindSetup defaults{"Player 3b2", Money::dollars(1000), Money::dollars(15), false, 0, Money()};
    QVERIFY(ana.behind[1] == defaults);
    const ScenarioSeat& cleo = scenario.seats[1];
    QVERIFY(!cleo.callerSeated);
    QVERIFY((cleo.behind == std::vector<BehindSetup>{{"Dan", Money::dollars(1000), Money::dollars(20), false, 0, {}}}));
    const RoundSetup setup = roundSetup(scenario);
    QVERIFY(setup.seats[0].behind == ana.behind);
    QVERIFY(setup.seats[0].callerSeated);
    QVERIFY(setup.seats[1].behind == cleo.behind);
    QVERIFY(!setup.seats[1].callerSeated);
}

void TestScenarioLoader::badScenarioIsReportedAtItsPosition_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("stray comma (yaml-cpp 0.7 loops on it)") << "stray-comma.yaml" << 2 << 1
                                                            << "invalid YAML: unexpected ','";
    QTest::newRow("unknown key") << "unknown-key.yaml" << 3 << 1
                                 << "unknown key 'drill'; expected one of: title, description, profile, drills";
    QTest::newRow("unknown seat key") << "unknown-seat-key.yaml" << 8 << 5
                                      << "unknown key 'insure' in seats item 1; expected one of: seat, player";
    QTest::newRow("seat outside 1-7") << "seat-out-of-range.yaml" << 6 << 12
                                      << "seats item 1.seat: expected an integer from 1 to 7, found '8'";
    QTest::newRow("seat repeated") << "seat-repeated.yaml" << 10 << 11
                                   << "seats item 3.seat: seat 3 is listed twice; expected each seat once, found it "
                                      "also at line 6, column 11";
    QTest::newRow("wager over the table maximum") << "wager-over-limit.yaml" << 8 << 12
                                                  << "seats item 1.wager: seat 2: the wager $600 is outside the "
                                                     "table limits $5-$500";
    QTest::newRow("wager under the table minimum") << "wager-under-limit.yaml" << 6 << 22
                                                   << "seats item 1.wager: seat 2: the wager $2.50 is outside the "
                                                      "table limits $5-$500";
    QTest::newRow("match over the wager") << "match-over-wager.yaml" << 8 << 12
                                          << "seats item 1.match: seat 1: a Match-the-Dealer wager is at least $1 "
                                             "and at most the Spanish 21 wager (MA-S21 6(b))";
    QTest::newRow("match under a dollar") << "match-under-minimum.yaml" << 6 << 33
                                          << "seats item 1.match: seat 1: a Match-the-Dealer wager is at least $1";
    QTest::newRow("bankroll too small") << "bankroll-too-small.yaml" << 9 << 15
                                        << "seats item 1.bankroll: seat 1: the wagers are more than the player's $12";
    QTest::newRow("default bankroll too small") << "bankroll-by-default-too-small.yaml" << 6 << 5
                                                << "seats item 1: seat 1: the wagers are more than the player's $1,000";
    QTest::newRow("bonus spin wager not taken") << "bonus-spin-not-taken.yaml" << 8 << 17
                                                << "seats item 1.bonus_spin: seat 1: this table takes no Bonus Spin "
                                                   "wager of $2 (MD-S21BS 6.G(2), MA-S21 16(b))";
    QTest::newRow("xtreme wager of a dollar")
        << "xtreme-wager-of-a-dollar.yaml" << 6 << 34
        << "seats item 1.xtreme: seat 1: this table takes no Xtreme 16 wager of $1 (MD-S21BS 6.G(3), 12.E: a $5 "
           "wager, where offered)";
    QTest::newRow("xtreme wheel stop not on the wheel")
        << "xtreme-wheel-stop-not-on-the-wheel.yaml" << 8 << 16
        << "xtreme_wheel item 1: '$850' is not a stop of the Hot Spot Prize Wheel (jackpot, secondary jackpot, "
           "$1,000,";
    QTest::newRow("bad card, quoted") << "bad-card.yaml" << 8 << 23
                                      << "shoe.cards: '1S' is not a card (write rank then suit, e.g. 7S, KH, AD, TC)";
    QTest::newRow("bad card, folded") << "bad-card-folded.yaml" << 10 << 11 << "shoe.cards: '5X' is not a card";
    QTest::newRow("more copies than decks") << "too-many-copies.yaml" << 8 << 10
                                            << "shoe.cards: card 7 'AS' is one more than the 6 decks of the profile "
                                               "hold";
    QTest::newRow("no such profile") << "no-such-profile.yaml" << 2 << 10
                                     << "profile: no profile 'md-2021-6deck' in " + QString::fromStdString(shippedProfiles()) +
                                            "; expected one of: ma-205cmr, ma-205cmr-bonus-spin, ma-205cmr-reader, "
                                            "md-2020-6deck, md-2020-6deck-bonus-spin, md-2020-6deck-xtreme16, md-2020-8deck";
    QTest::newRow("profile path to no file")
        << "profile-path-missing.yaml" << 2 << 10
        << "profile: no file '../no-such-profile.yaml' (" +
               QString::fromStdString(sourcePath("tests/scenario/data/no-such-profile.yaml")) +
               "); expected a profile's id or the path of its .yaml file, relative to this file";
    QTest::newRow("unknown decision") << "unknown-decision.yaml" << 8 << 22
                                      << "seats item 1.decisions item 2: expected one of: hit, stand, double, split, "
                                         "surrender, found 'draw'";
    QTest::newRow("unknown mistake code") << "unknown-mistake-code.yaml" << 12 << 5
                                          << "unknown key 'MTD_ORDERS' in scoring.weights; expected one of: minor, "
                                             "major, critical, BURN_MISSING, DEAL_ORDER";
    QTest::newRow("unknown drill") << "unknown-drill.yaml" << 3 << 28
                                   << "drills item 2: expected one of: dealing-order, match-the-dealer, "
                                      "insurance-and-peek, player-blackjack, surrender, double-and-rescue, splits, "
                                      "dealers-hand, settlement-and-payouts, irregularities, shoe-procedures, "
                                      "game-protection, found 'insurance'";
    QTest::newRow("section not cited") << "bad-section.yaml" << 4 << 29
                                       << "sections item 2: expected a section cited as \"MD-S21 7.F(1)\" or "
                                          "\"MA-S21 6(d)\", found '7.F(1)'";
    QTest::newRow("shoe too short") << "short-shoe.yaml" << 8 << 10
                                    << "shoe.cards: the stacked shoe runs out: no card left to deal a card to the "
                                       "dealer";
    QTest::newRow("decision the rules refuse") << "illegal-decision.yaml" << 8 << 22
                                               << "seats item 1.decisions item 2: seat 1 hand 1 (2S 3C 4H): the "
                                                  "script says 'split', which the rules do not allow here: a split "
                                                  "needs a pair as the hand's first two cards, chips to match and a "
                                                  "split left (MD-S21 11.A, 11.D; MA-S21 10(a), 10(c))";
    QTest::newRow("surrender after a hit") << "surrender-after-a-hit.yaml" << 8 << 22
                                           << "seats item 1.decisions item 2: seat 1 hand 1 (KS 2D 3C): the script "
                                              "says 'surrender', which the rules do not allow here: a surrender is "
                                              "the first decision on an unsplit hand's first two cards (MD-S21 "
                                              "9.A-B, MA-S21 8(a))";
    QTest::newRow("decision never asked") << "unused-decision.yaml" << 8 << 27
                                          << "seats item 1.decisions item 3: never asked: seat 1 is asked for 2 "
                                             "decisions in this round (check the stacked shoe)";
    QTest::newRow("insurance never offered") << "insurance-not-offered.yaml" << 6 << 37
                                             << "seats item 1.insurance: never asked: insurance is offered only when "
                                                "the dealer's up card is an ace";
    QTest::newRow("even money never offered")
        << "even-money-not-offered.yaml" << 6 << 38
        << "seats item 1.even_money: never asked: even money is offered only to a blackjack against an ace, where the "
           "profile offers it (MD-BJ 8.E-F)";
    QTest::newRow("double over the wager") << "double-over-wager.yaml" << 6 << 57
                                           << "seats item 1.doubles item 1: seat 2 hand 1: the script doubles for "
                                              "$15, but a double down wager is $1 up to the $10 wager (MD-S21 10.A, "
                                              "MA-S21 9(a))";
    QTest::newRow("insurance over half the wager") << "insurance-too-large.yaml" << 6 << 37
                                                   << "seats item 1.insurance: seat 1: the script insures $7.50, more "
                                                      "than the $5 allowed (MD-S21 8.B-C)";
    QTest::newRow("cards and seed") << "cards-and-seed.yaml" << 9 << 3
                                    << "shoe: expected 'cards' or 'seed', found both";
    QTest::newRow("neither cards nor seed") << "no-shoe-order.yaml" << 8 << 3
                                            << "shoe: expected 'cards' or 'seed', found neither";
    QTest::newRow("no title") << "no-title.yaml" << 1 << 1 << "expected the key 'title', found none";
    QTest::newRow("no seats") << "no-seats.yaml" << 5 << 8
                              << "seats: expected at least one seat with a wager, found none (MD-S21 6.F)";
    QTest::newRow("pass mark over 100") << "pass-mark-out-of-range.yaml" << 10 << 14
                                        << "scoring.pass_mark: expected an integer from 0 to 100, found '120'";
    QTest::newRow("unknown fault") << "fault-unknown-kind.yaml" << 9 << 12
                                   << "faults item 1.kind: 'card-dropped' is not a fault (card-drawn-in-error, "
                                      "dealer-misses-first-card";
    QTest::newRow("a key the fault does not take") << "fault-key-of-another-kind.yaml" << 10 << 5
                                                   << "faults item 1.seat: a reader-malfunction fault has no 'seat'";
    QTest::newRow("fault whose moment never comes") << "fault-never-happens.yaml" << 9 << 5
                                                    << "faults item 1: this reader-malfunction never happens";
    QTest::newRow("card exposed during the deal") << "fault-exposed-in-the-deal.yaml" << 9 << 5
                                                  << "faults item 1: a card drawn in error and exposed is covered by "
                                                     "the rules only after the initial two cards";
    QTest::newRow("wheel stop not on the paytable")
        << "wheel-stop-not-on-the-paytable.yaml" << 8 << 9
        << "wheel item 1: '$20' is not a stop of this table's wheels (the $1 wager's paytable B: $1,000, $350, "
           "$120, $50, $33, $15, $10, $250 and $100, $100 and $20, $30 and $3, jackpot; the $5 wager's paytable C: "
           "$5,000, $2,500, $850, $250, $165, $100, $70, $60, $50, $40, $750 and $100, $200 and $50, $150 and $15, "
           "jackpot)";
    QTest::newRow("wheel stop of the other wager") << "wheel-stop-of-the-other-wager.yaml" << 6 << 3
                                                   << "the round cannot be played: the Bonus Spin wheel's stop $15 for "
                                                      "seat 1's spin is not on the wheel of its $5 wager";
    QTest::newRow("wheel stop never spun") << "wheel-never-spun.yaml" << 8 << 9
                                           << "wheel item 1: never spun: the wheel spins 0 times in this round";
    QTest::newRow("player on boxes apart") << "player-on-boxes-apart.yaml" << 8 << 23
                                           << "seats item 3.player: seat 3: Ann wagers on seats 1 and 3; this table "
                                              "lets a player wager on at most 2 adjacent boxes (MD-S21 6.H)";
    QTest::newRow("extra box within the limit") << "extra-box-within-the-limit.yaml" << 8 << 14
                                                << "seats item 2.player: seat 2: Ann wagers on seats 1 and 2, within "
                                                   "this table's limit of at most 2 adjacent boxes (MD-S21 6.H): no "
                                                   "foul";
    QTest::newRow("a player behind where a box has one")
        << "behind-too-many-players.yaml" << 8 << 5
        << "seats item 1.behind: seat 2: 2 players wager on the box; this table allows 1 (MD-S21 6.H)";
    QTest::newRow("a wager behind over its bankroll") << "behind-over-bankroll.yaml" << 8 << 5
                                                      << "seats item 1.behind: seat 2: Ben's wager behind is more "
                                                         "than their $10";
    QTest::newRow("a standing caller alone (at caller_seated)")
        << "caller-standing-alone.yaml" << 6 << 26
        << "seats item 1.caller_seated: seat 2: a caller standing is a shared box's (MA-S21 13(b))";
    QTest::newRow("a standing caller's wager lower") << "caller-standing-lower.yaml" << 9 << 5
                                                     << "seats item 1.behind: seat 2: Ben's wager behind is higher "
                                                        "than the caller's: with no player seated, the highest wager "
                                                        "calls the decisions (MA-S21 13(b))";
    QTest::newRow("a player behind without a wager") << "behind-no-wager.yaml" << 9 << 9
                                                     << "seats item 1.behind item 1: expected the key 'wager', found "
                                                        "none";
    QTest::newRow("a split choice behind not one") << "behind-unknown-split.yaml" << 9 << 41
                                                   << "seats item 1.behind item 1.split: expected one of: cover, "
                                                      "hand 1, hand 2, found 'hand 3'";
    QTest::newRow("a key behind not taken") << "behind-unknown-key.yaml" << 9 << 34
                                            << "unknown key 'match' in seats item 1.behind item 1; expected one of: "
                                               "player, bankroll, wager, doubles, split, insurance";
    QTest::newRow("insurance behind over half") << "behind-insurance-over-half.yaml" << 8 << 5
                                                << "seats item 1.behind: seat 2: Cy's wager behind: insurance is at "
                                                   "most half the wager, within the bankroll (MA-S21 13(f), 11(b))";
    QTest::newRow("a seated player behind another box") << "behind-and-seated.yaml" << 10 << 5
                                                        << "seats item 2.behind: seat 3: Ann wagers behind on this "
                                                           "box and on another box too";
    QTest::newRow("the caller in their own line") << "behind-the-callers-own.yaml" << 9 << 5
                                                  << "seats item 1.behind: seat 3: each wager behind the caller's is "
                                                     "another player's";
    QTest::newRow("fault at an empty seat") << "fault-empty-seat.yaml" << 9 << 5
                                            << "faults item 1: player-dealt-no-cards: seat 4 has no player";
    QTest::newRow("shoe procedure: unknown start")
        << "shoe-procedure-unknown-start.yaml" << 8 << 10
        << "shoe_procedure.start: expected one of: new-decks, pre-shuffled-decks, cover-card-reached, floor-reshuffle, "
           "new-dealer, idle-table, found 'opening'";
    QTest::newRow("shoe procedure and a shoe") << "shoe-procedure-and-shoe.yaml" << 8 << 1
                                               << "expected 'shoe' or 'shoe_procedure', found both";
    QTest::newRow("shoe procedure with a round's faults")
        << "shoe-procedure-with-faults.yaml" << 9 << 1
        << "faults: a shoe-procedure scenario has no round; 'faults' belongs to a scenario with a 'shoe'";
    QTest::newRow("shoe procedure seat repeated") << "shoe-procedure-seat-repeated.yaml" << 7 << 12
                                                  << "seats item 2.seat: seat 3 is listed twice; expected each seat "
                                                     "once, found it also at line 6, column 12";
    QTest::newRow("shoe procedure seat with a wager") << "shoe-procedure-seat-with-a-wager.yaml" << 6 << 15
                                                      << "unknown key 'wager' in seats item 1; expected one of: seat, "
                                                         "player, cuts";
    QTest::newRow("cut answer never asked (MD-S21 5.D(1): only the first player)")
        << "shoe-procedure-cut-never-asked.yaml" << 7 << 35
        << "seats item 2.cuts item 1: never asked: seat 5 is offered the cut 0 times in this shoe procedure";
    QTest::newRow("cut answer not a number") << "shoe-procedure-cut-not-a-number.yaml" << 6 << 22
                                             << "seats item 1.cuts item 1: expected 'refuse' or the number of cards "
                                                "the player puts above the cover card (0 to 288), found 'maybe'";
    QTest::newRow("incident whose moment never comes")
        << "shoe-procedure-incident-never-happens.yaml" << 11 << 7
        << "shoe_procedure.incidents item 1: this incident never happens: its moment does not come before the shoe "
           "is loaded and burned";
    QTest::newRow("shuffler incident without a shuffler")
        << "shoe-procedure-jam-without-a-shuffler.yaml" << 9 << 15
        << "shoe_procedure.incidents item 1: 'shuffler-jams' needs an automated shuffler (shuffle: automated-shuffler)";
    QTest::newRow("unknown incident") << "shoe-procedure-unknown-incident.yaml" << 9 << 15
                                      << "shoe_procedure.incidents item 1: 'shuffler-explodes' is not an incident "
                                         "(shuffler-jams, shuffler-breaks, floor-orders-recut, card-exposed-in-wash, "
                                         "player-asks-burn-card)";
    QTest::newRow("first player not seated") << "shoe-procedure-first-player-not-seated.yaml" << 9 << 17
                                             << "shoe_procedure.first_player: seat 4 has no player; expected one of "
                                                "the scenario's seats, or 0 for an empty table";
    // clang-format on
}

void TestScenarioLoader::badScenarioIsReportedAtItsPosition()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const std::string path = fixture(file);
    expectLoadError([&] { loadScenario(path, shippedProfiles()); }, path, line, column, message);
}

void TestScenarioLoader::missingScenarioFile()
{
    const std::string path = fixture("no-such-scenario.yaml");
    expectLoadError([&] { loadScenario(path, shippedProfiles()); }, path, 1, 1,
                    "expected a readable file, found no such file");
}

void TestScenarioLoader::everyTruncationLoadsOrFailsCleanly_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("file");
    QTest::newRow("a round") << "match-the-dealer/md-suited-unsuited-and-both.yaml";
    QTest::newRow("a shoe procedure") << "shoe-procedures/md-floor-orders-a-recut.yaml";
    // clang-format on
}

void TestScenarioLoader::everyTruncationLoadsOrFailsCleanly()
{
    // Any prefix of a real scenario is either a scenario or a LoadError with a position in it.
    QFETCH(QString, file);
    QFile source(QString::fromStdString(libraryPath(file)));
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray text = source.readAll();
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString cut = folder.filePath("cut.yaml");
    for (qsizetype length = 0; length <= text.size(); ++length) {
        QFile out(cut);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(text.left(length));
        out.close();
        try {
            QVERIFY(!loadScenario(cut.toStdString(), shippedProfiles()).seats.empty());
        } catch (const LoadError& error) {
            QVERIFY(error.line() >= 1 && error.column() >= 1);
        }
    }
}

void TestScenarioLoader::everyShoeProcedureKeyIsRead()
{
    const Scenario scenario = loadFixture("shoe-procedure-full.yaml");
    QVERIFY(scenario.shoeProcedure);
    const ShoeSituation& situation = *scenario.shoeProcedure;
    QCOMPARE(situation.start, ShoeStart::IdleTable);
    QCOMPARE(situation.shuffle, ShuffleMethod::AutomatedShuffler);
    QVERIFY(situation.seed == Seed(9));
    QCOMPARE(situation.seats, (std::vector<int>{2, 5}));
    QCOMPARE(situation.firstPlayer, 5);
    QCOMPARE(situation.coverCardSeat, 2);
    QCOMPARE(situation.lastFirstOffer, 7);
    QVERIFY(!situation.decksContainTens);
    QVERIFY(situation.spreadFaceUp);
    QCOMPARE(situation.incidents.size(), std::size_t(3));
    QCOMPARE(situation.incidents[0].kind, ShoeIncidentKind::ShufflerJams);
    QVERIFY(!situation.incidents[0].after);
    QCOMPARE(situation.incidents[1].kind, ShoeIncidentKind::ShufflerBreaks);
    QCOMPARE(situation.incidents[2].kind, ShoeIncidentKind::FloorOrdersRecut);
    QCOMPARE(situation.incidents[2].after, std::optional(DealerAction::simple(ActionKind::CompleteCut)));
    QCOMPARE(scenario.seats[0].player, std::string("Ana"));
    QVERIFY(scenario.seats[0].cuts.empty());
    QCOMPARE(scenario.seats[1].cuts,
             (std::vector<CutAnswer>{CutAnswer::cutAt(5), CutAnswer::cutAt(150), CutAnswer::cutAt(100)}));
    QCOMPARE(scenario.scoring.passMark, 90);

    // Jammed, then out of order: covered (MD-S21 13.S), washed and shuffled by hand; a cut too near
    // the top is cut again (5.E); the floor's recut goes to the player who cut last (5.F(1)).
    const AnnotatedAnswerKey key = annotatedAnswerKey(scenario);
    QCOMPARE(QString::fromStdString(joined(key.actions)),
             QString("gather|spread|stack|shuffle|cover-shuffler|wash|stack|shuffle|offer-cut s5|recut|complete-cut|"
                     "offer-cut s5|complete-cut|insert-cover 72|load-shoe|burn"));
    QCOMPARE(key.incidents.size(), std::size_t(3));
    QCOMPARE(key.incidents[0].afterActions, std::size_t(4));
    QCOMPARE(key.incidents[1].afterActions, std::size_t(4));
    QCOMPARE(key.incidents[2].afterActions, std::size_t(11));
}

void TestScenarioLoader::profilesFolderIsFoundAboveTheFile()
{
    const std::filesystem::path library = sourcePath("scenarios");
    QCOMPARE(profilesDirFor(library / "splits" / "md-split-resplit-and-double.yaml"), library / "profiles");
    QCOMPARE(profilesDirFor(library / "profiles" / "md-2020-6deck.yaml"), library / "profiles");

    QTemporaryDir folder;
    QVERIFY(QDir(folder.path()).mkpath("profiles") && QDir(folder.path()).mkpath("course/week-1"));
    const std::filesystem::path root = folder.path().toStdString();
    QCOMPARE(profilesDirFor(root / "course" / "week-1" / "drill.yaml"), root / "profiles");
}

void TestScenarioLoader::profileIsNamedByItsPath()
{
    RuleProfile expected = massachusettsProfile(8);
    expected.id = "short-profile";
    expected.splits.maxAdditionalSplits = 2;
    QCOMPARE(loadFixture("profile-by-path.yaml").profile, expected);
    // A profile named by path that does not load is reported in its own file.
    expectLoadError([] { loadFixture("profile-path-broken.yaml"); },
                    sourcePath("tests/scenario/data/syntax-error.yaml"), 5, 14, "invalid YAML: ");
}

void TestScenarioLoader::profileFilesAreTold()
{
    const auto profile = loadLibraryFile(sourcePath("scenarios/profiles/ma-205cmr.yaml"), shippedProfiles());
    QCOMPARE(std::get<RuleProfile>(profile).id, std::string("ma-205cmr"));
    const auto scenario = loadLibraryFile(fixture("full.yaml"), shippedProfiles());
    QCOMPARE(std::get<Scenario>(scenario).id, std::string("full"));
    QVERIFY_THROWS_EXCEPTION(LoadError, loadLibraryFile(fixture("no-such-file.yaml"), shippedProfiles()));
    QVERIFY_THROWS_EXCEPTION(LoadError,
                             loadLibraryFile(sourcePath("tests/scenario/data/syntax-error.yaml"), shippedProfiles()));
    QCOMPARE(documentKind(sourcePath("scenarios/profiles/ma-205cmr.yaml")), DocumentKind::Profile);
    QCOMPARE(documentKind(sourcePath("scenarios/exams/irregularities.yaml")), DocumentKind::Exam);
    QCOMPARE(documentKind(fixture("full.yaml")), DocumentKind::Scenario);
    QCOMPARE(documentKind(fixture("no-such-file.yaml")), DocumentKind::Scenario);
    QCOMPARE(documentKind(sourcePath("tests/scenario/data/syntax-error.yaml")), DocumentKind::Scenario);
    QCOMPARE(
        std::get<OtherDocument>(loadLibraryFile(sourcePath("scenarios/exams/irregularities.yaml"), shippedProfiles()))
            .kind,
        DocumentKind::Exam);
}

void TestScenarioLoader::earlierVersionsLibraryLoads()
{
    // A scenario of bd83bd0 beside that version's profile, whose one Bonus Spin paytable served both
    // wagers (tests/scenario/data/earlier-versions): it plays under the profile as today's keys write it.
    const std::string folder = sourcePath("tests/scenario/data/earlier-versions/");
    const std::string file = folder + "bd83bd0/settlement-and-payouts/md-bonus-spin-progressive-jackpot.yaml";
    LoadNotices notices;
    const Scenario scenario = std::get<Scenario>(loadLibraryFile(file, profilesDirFor(file), &notices));
    QCOMPARE(scenario.profile, loadProfile(folder + "in-todays-keys/bd83bd0/md-2020-6deck-bonus-spin.yaml"));
    QVERIFY(notices.empty()); // the profile's notices are its own file's
    // Seat 1's $5 wager now spins its own paytable, C, whose Jackpot is the fixed prize (MD-S21BS 12.D(3)(a)).
    QVERIFY2(joined(answerKey(scenario)).find("pay spin s1 $5,000") != std::string::npos,
             joined(answerKey(scenario)).c_str());
    // Its profile, read as a library file, says what it read as what.
    const std::string profile = folder + "bd83bd0/profiles/md-2020-6deck-bonus-spin.yaml";
    QCOMPARE(std::get<RuleProfile>(loadLibraryFile(profile, profilesDirFor(profile), &notices)), scenario.profile);
    QCOMPARE(notices.size(), std::size_t(2));
    QVERIFY(notices.front().text().starts_with(profile + ":10:3: 'paytable' in bonus_spin is the older spelling; it "
                                                         "is read as 'dollar_paytable'"));
}

void TestScenarioLoader::actionScriptIsRead()
{
    const auto script = loadActionScript(fixture("actions-good.yaml"));
    QCOMPARE(script.size(), std::size_t(6));
    const std::vector<std::tuple<std::string, std::int64_t, int>> expected{
        {"deal s1", -1, 3},   {"deal s3", -1, 4},        {"deal dealer", 1500, 5},
        {"deal s1", 2300, 6}, {"pay mtd s3 $45", -1, 8}, {"ask s3.2 12", -1, 9},
    };
    for (std::size_t i = 0; i < script.size(); ++i) {
        QCOMPARE(notation(script[i].action), std::get<0>(expected[i]));
        QCOMPARE(script[i].atMilliseconds, std::get<1>(expected[i]));
        QCOMPARE(script[i].line, std::get<2>(expected[i]));
    }
    QVERIFY(script[5].action == DealerAction::announce(ActionKind::AskPlayer, Spot::player(3, 1), 12));
}

void TestScenarioLoader::badActionScriptIsReportedAtItsPosition_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad notation") << "actions-bad-notation.yaml" << 3 << 5
                                  << "actions item 2: 's9' is not a spot: seats are s1-s7";
    QTest::newRow("bad notation in do") << "actions-bad-do.yaml" << 3 << 10
                                        << "actions item 2.do: 'pay' needs an amount such as $15 or $7.50";
    QTest::newRow("no do") << "actions-no-do.yaml" << 3 << 5 << "actions item 2: expected the key 'do', found none";
    QTest::newRow("time going back") << "actions-backwards.yaml" << 4 << 27
                                     << "actions item 3.at: expected a time of at least 1200 ms (the action before), "
                                        "found 900";
    QTest::newRow("not a list") << "actions-not-a-list.yaml" << 1 << 10
                                << "actions: expected a list of actions such as [\"deal s1\"";
    QTest::newRow("unknown key") << "actions-unknown-key.yaml" << 2 << 19
                                 << "unknown key 'when' in actions item 1; expected one of: do, at";
    QTest::newRow("a scenario, not a script") << "full.yaml" << 2 << 1 << "unknown key 'title'; expected one of: actions";
    // clang-format on
}

void TestScenarioLoader::badActionScriptIsReportedAtItsPosition()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const std::string path = fixture(file);
    expectLoadError([&] { loadActionScript(path); }, path, line, column, message);
}

// ---- The shipped library ---------------------------------------------------------------------------

void TestScenarioLoader::libraryScenarioIsPlayedPerfectly_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("file");
    for (const QString& file : libraryFiles())
        QTest::newRow(qPrintable(file)) << file;
    // clang-format on
}

void TestScenarioLoader::libraryScenarioIsPlayedPerfectly()
{
    QFETCH(QString, file);
    const std::string path = libraryPath(file);
    const Scenario scenario = loadScenario(path, profilesDirFor(path));

    const std::string folder = file.section('/', 0, 0).toStdString();
    // An exam's own scenario lies under exams/ (its exam's folder); every other under its skill's.
    QCOMPARE(isExamsOwnScenario(path), folder == "exams");
    QVERIFY2(folder == "exams" ||
                 std::find(scenario.drills.begin(), scenario.drills.end(), folder) != scenario.drills.end(),
             "a scenario drills the skill its folder is named after");
    const auto citesItsRules = [&](const std::string& section) {
        return section.starts_with(scenario.profile.citationPrefix + " ");
    };
    QVERIFY2(std::any_of(scenario.sections.begin(), scenario.sections.end(), citesItsRules),
             "a scenario cites its own jurisdiction's sections");

    ManualClock clock;
    if (scenario.shoeProcedure) {
        const auto cuts = scriptedCuts(scenario);
        ShoeProcedure procedure(scenario.profile, *scenario.shoeProcedure, *cuts, clock);
        playsPerfectly(procedure, scenario);
        QCOMPARE(procedure.incidentsToCome(), std::size_t(0));
        return;
    }
    const auto players = scriptedPlayers(scenario);
    Round round(roundSetup(scenario), *players, clock);
    playsPerfectly(round, scenario);
}

void TestScenarioLoader::libraryScenarioDrillsWhatItSays_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    // Each starter scenario's stacked shoe produces the moment it is written for.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("fragments");
    const auto row = [](const char* file, const QStringList& fragments) { QTest::newRow(file) << file << fragments; };
    row("dealing-order/md-first-round-of-a-shoe.yaml",
        {"burn|deal s1|deal s4|deal s7|deal dealer|deal s1|deal s4|deal s7|hole|ask s1 17"});
    row("dealing-order/ma-no-hole-card-deal.yaml",
        {"burn|deal s2|deal s5|deal dealer|deal s2|deal s5|ask s2 15",
         "ask s5 20|dealers-card|deal dealer|deal dealer|deal dealer|dealer-total 25"});
    row("match-the-dealer/md-suited-unsuited-and-both.yaml",
        {"hole|pay mtd s7 $45|pay mtd s5 $20|collect mtd s3 $5|pay mtd s1 $65|ask s1 14"});
    row("match-the-dealer/ma-losers-then-winners.yaml",
        {"deal s6|collect mtd s4 $5|pay mtd s6 $40|pay mtd s2 $45|ask s2 15"});
    row("match-the-dealer/md-eight-decks-face-cards.yaml", {"hole|pay mtd s4 $30|collect mtd s2 $5|pay mtd s1 $60|peek|"});
    row("insurance-and-peek/md-insurance-dealer-blackjack.yaml",
        {"hole|offer-insurance|close-insurance|peek|reveal|pay ins s3 $20|pay ins s1 $10|collect s5 $10|"
         "collect s3 $20|collect s1 $10|pickup s5"});
    row("insurance-and-peek/md-insurance-no-blackjack.yaml", {"close-insurance|peek|collect ins s2 $5|ask s2 19"});
    row("insurance-and-peek/ma-no-hole-card-insurance.yaml",
        {"deal s4|offer-insurance|close-insurance|ask s1 17", "dealers-card|deal dealer|collect ins s1 $5|dealer-total 18"});
    row("insurance-and-peek/ma-reader-peek-on-a-king.yaml", {"hole|pay mtd s3 $45|peek|ask s3 14"});
    row("player-blackjack/md-blackjack-paid-at-once.yaml",
        {"ask s1 19|blackjack s3|pay s3 $30|pickup s3|ask s5 18|reveal"});
    row("player-blackjack/md-blackjack-announced-against-a-king.yaml",
        {"hole|peek|blackjack s2|ask s4 17|reveal|dealer-total 17|pay s2 $15|"});
    row("player-blackjack/ma-blackjack-with-the-round.yaml",
        {"deal s3|ask s1 21|ask s3 10|deal s3|ask s3 19|dealers-card", "dealer-total 23|pay s3 $20|pay s1 $15|"});
    row("surrender/md-surrender-against-a-six.yaml", {"ask s1 16|surrender s1 $5|pickup s1|ask s3 15"});
    row("surrender/md-surrender-against-an-ace.yaml",
        {"peek|collect ins s1 $5|ask s1 16|on-cards s1|ask s2 18|reveal|surrender s1 $5|dealer-total 18"});
    row("surrender/ma-surrender-against-a-nine.yaml", {"ask s4 16|surrender s4 $10|pickup s4|ask s6 11"});
    row("surrender/ma-surrender-against-an-ace-dealer-blackjack.yaml",
        {"ask s1 16|on-cards s1|ask s3 19|dealers-card|deal dealer|pay ins s3 $10|collect s1 $10|dealer-total 21|"
         "collect s3 $10|"});
    row("double-and-rescue/md-double-and-rescue.yaml",
        {"ask s1 11|deal s1|rescue s1 $10|pickup s1|ask s4 10|deal s4|reveal", "pay s4 $20|"});
    row("double-and-rescue/ma-reader-double-on-three-cards.yaml",
        {"ask s2 9|deal s2|ask s2 18|ask s5 12|deal s5|ask s5 22|collect s5 $20|pickup s5|reveal", "pay s2 $20|"});
    row("splits/md-split-resplit-and-double.yaml",
        {"split s1|deal s1|ask s1 16|split s1|deal s1|ask s1 11|deal s1|deal s1.2|ask s1.2 10",
         "pay s1.3 $10|pay s1.2 $10|pay s1 $20|"});
    row("splits/ma-split-aces-not-blackjack.yaml", {"split s3|deal s3|ask s3 21|deal s3.2|ask s3.2 20", "pay s3.2 $10|pay s3 $10|"});
    row("dealers-hand/md-draw-to-a-soft-seventeen.yaml",
        {"reveal|dealer-total 5|deal dealer|dealer-total 16|deal dealer|dealer-total 17|pay s1 $10|pickup s4"});
    row("dealers-hand/md-every-hand-busted.yaml",
        {"deal s2|collect s2 $10|pickup s2|", "deal s5|collect s5 $20|pickup s5|reveal|dealer-total 13|pickup dealer"});
    row("dealers-hand/ma-draw-and-announce-once.yaml", {"dealers-card|deal dealer|deal dealer|deal dealer|dealer-total 18|"});
    row("settlement-and-payouts/md-super-bonus.yaml",
        {"collect s6 $5|collect s3 $10|pay award s6 $50|pay award s3 $50|pay s1 $75|pay award s1 $5,000|"});
    row("settlement-and-payouts/ma-dealer-blackjack-takes-original-wagers.yaml",
        {"ask s3 16|split s3", "dealer-total 21|collect s3 $10|collect s1 $10|pickup s3.2"});
    row("settlement-and-payouts/md-bonus-twenty-ones.yaml", {"dealer-total 17|pay s5 $20|pay s3 $20|pay s1 $15|"});
    row("irregularities/md-card-face-up-in-the-shoe.yaml", {"deal s1|deal s4|discard-face-up|deal dealer|deal s1"});
    row("irregularities/ma-ten-found-in-the-shoe.yaml", {"ask s2 12|floor|remove-tens|deal s2|ask s2 19"});
    row("irregularities/md-second-ten-voids-the-round.yaml", {"deal s1|floor|remove-tens|deal s5|deal dealer|floor|void"});
    row("dealing-order/md-seven-occupied-seats.yaml",
        {"deal s5|deal s6|deal s7|deal dealer|deal s1|deal s2|deal s3|deal s4|deal s5|deal s6|deal s7|hole|ask s1 18"});
    row("dealing-order/ma-gaps-between-seats.yaml",
        {"deal s2|deal s3|deal s6|deal dealer|deal s2|deal s3|deal s6|ask s2 17", "ask s6 20|dealers-card|deal dealer|deal dealer|dealer-total 18"});
    row("dealing-order/md-eight-decks-burn-and-gaps.yaml",
        {"burn|deal s1|deal s5|deal s7|deal dealer|deal s1|deal s5|deal s7|hole|ask s1 17"});
    row("dealing-order/ma-reader-hole-card-last.yaml",
        {"deal s4|deal s7|deal dealer|deal s4|deal s7|hole|ask s4 18|ask s7 18|reveal|deal dealer|dealer-total 18|"});
    row("match-the-dealer/md-eight-decks-every-combination.yaml",
        {"hole|collect mtd s6 $5|pay mtd s5 $60|pay mtd s4 $15|pay mtd s3 $75|pay mtd s2 $30|pay mtd s1 $120|ask s1 16"});
    row("match-the-dealer/ma-reader-king-does-not-match-a-queen.yaml",
        {"hole|collect mtd s5 $5|pay mtd s3 $45|pay mtd s1 $20|peek|ask s1 20"});
    row("match-the-dealer/md-match-before-insurance.yaml",
        {"hole|collect mtd s6 $5|pay mtd s4 $20|pay mtd s2 $45|offer-insurance|close-insurance|peek|ask s2 16"});
    row("match-the-dealer/ma-all-losers-no-hole-card.yaml",
        {"deal s6|collect mtd s3 $5|collect mtd s1 $5|pay mtd s6 $40|ask s1 13"});
    row("insurance-and-peek/md-insurance-odd-wager.yaml",
        {"offer-insurance|close-insurance|peek|collect ins s1 $4|ask s1 18", "collect s1 $7.50|"});
    row("insurance-and-peek/md-eight-decks-blackjack-against-an-ace.yaml",
        {"hole|offer-insurance|close-insurance|peek|collect ins s1 $5|ask s1 17|blackjack s3|reveal", "pay s3 $15|"});
    row("insurance-and-peek/ma-reader-insurance-dealer-blackjack.yaml",
        {"hole|offer-insurance|close-insurance|peek|reveal|pay ins s2 $10|collect s2 $10|pay s5 $15|"});
    row("insurance-and-peek/md-eight-decks-peek-on-a-queen.yaml",
        {"hole|peek|ask s1 17|ask s6 19|reveal|dealer-total 20|"});
    row("player-blackjack/md-blackjack-against-dealer-blackjack.yaml",
        {"hole|peek|reveal|collect s4 $10|pay s1 $15|"});
    row("player-blackjack/ma-blackjack-against-dealer-blackjack.yaml",
        {"ask s5 18|dealers-card|deal dealer|dealer-total 21|collect s5 $10|pay s2 $30|"});
    row("player-blackjack/md-eight-decks-two-blackjacks-paid-at-once.yaml",
        {"hole|blackjack s1|pay s1 $37.50|pickup s1|ask s3 16|blackjack s6|pay s6 $15|pickup s6|reveal"});
    row("player-blackjack/ma-reader-blackjack-with-the-round.yaml",
        {"hole|ask s3 21|ask s5 16|reveal", "dealer-total 18|collect s5 $10|pay s3 $15|"});
    row("surrender/md-eight-decks-surrender-against-a-king.yaml",
        {"peek|ask s2 16|on-cards s2|ask s5 18|reveal|surrender s2 $10|dealer-total 17"});
    row("surrender/ma-surrender-against-a-king-dealer-blackjack.yaml",
        {"ask s1 16|on-cards s1|ask s4 18|dealers-card|deal dealer|collect s1 $10|dealer-total 21|collect s4 $10|"});
    row("surrender/ma-reader-surrender-against-a-queen.yaml",
        {"peek|ask s3 15|on-cards s3|ask s6 19|reveal|surrender s3 $5|dealer-total 18"});
    row("surrender/md-surrender-odd-wager.yaml",
        {"ask s1 16|surrender s1 $7.50|pickup s1|ask s5 16"});
    row("double-and-rescue/md-rescue-after-a-double-on-three-cards.yaml",
        {"ask s1 5|deal s1|ask s1 9|deal s1|rescue s1 $10|pickup s1|ask s4 18"});
    row("double-and-rescue/ma-rescue-without-a-hole-card.yaml",
        {"ask s2 11|deal s2|ask s2 13|rescue s2 $10|pickup s2|ask s5 18|dealers-card"});
    row("double-and-rescue/md-eight-decks-double-on-four-cards.yaml",
        {"ask s3 4|deal s3|ask s3 7|deal s3|ask s3 11|deal s3|reveal|dealer-total 17|pay s3 $20|"});
    row("double-and-rescue/ma-reader-double-on-a-soft-hand.yaml",
        {"ask s1 17|deal s1|ask s1 20|ask s4 17|reveal|deal dealer|dealer-total 24|pay s4 $10|pay s1 $20|"});
    row("splits/md-resplit-aces.yaml",
        {"ask s1 12|split s1|deal s1|ask s1 12|split s1|deal s1|ask s1 20|deal s1.2|ask s1.2 19|deal s1.3|ask s1.3 18"});
    row("splits/ma-split-to-four-hands.yaml",
        {"split s3|deal s3|ask s3 16|split s3|deal s3|ask s3 16|split s3|deal s3|ask s3 16|deal s3.2", "deal s3.4|ask s3.4 10|dealers-card"});
    row("splits/ma-five-card-twenty-one-on-a-split-hand.yaml",
        {"split s1|deal s1|ask s1 5|deal s1|ask s1 9|deal s1|ask s1 14|deal s1|ask s1 21|deal s1.2", "collect s1.2 $10|pay s1 $15|"});
    row("splits/md-five-card-twenty-one-on-a-split-hand.yaml",
        {"split s1|deal s1|ask s1 5|deal s1|ask s1 9|deal s1|ask s1 14|deal s1|deal s1.2", "collect s1.2 $10|pay s1 $10|"});
    row("splits/md-eight-decks-split-bust-and-double.yaml",
        {"split s1|deal s1|ask s1 16|deal s1|collect s1 $10|pickup s1|deal s1.2|ask s1.2 11|deal s1.2|reveal", "pay s1.2 $20|"});
    row("dealers-hand/md-eight-decks-soft-seventeen-stands.yaml",
        {"reveal|dealer-total 17|pay s1 $10|pickup s4"});
    row("dealers-hand/ma-reader-dealer-draws-four-cards.yaml",
        {"reveal|deal dealer|deal dealer|deal dealer|deal dealer|dealer-total 18|pay s5 $10|"});
    row("dealers-hand/md-seven-card-seventeen.yaml",
        {"reveal|dealer-total 5|deal dealer|dealer-total 9|deal dealer|dealer-total 11|deal dealer|dealer-total 12|deal dealer|dealer-total 15|deal dealer|dealer-total 17|"});
    row("dealers-hand/ma-soft-seventeen-after-a-draw.yaml",
        {"dealers-card|deal dealer|deal dealer|dealer-total 17|pay s1 $10|"});
    row("settlement-and-payouts/md-pickup-with-split-hands.yaml",
        {"dealer-total 18|collect s4 $10|collect s1.2 $10|pay s1 $10|pickup s4|pickup s1.2|pickup s1|pickup dealer"});
    row("settlement-and-payouts/ma-reader-three-card-twenty-ones.yaml",
        {"reveal|deal dealer|dealer-total 21|collect s5 $10|pay s2 $10|"});
    row("settlement-and-payouts/md-eight-decks-small-super-bonus.yaml",
        {"collect s6 $15|pay award s6 $50|pay award s4 $50|pay s2 $20|pay award s2 $1,000|pay award s1 $50|"});
    row("settlement-and-payouts/ma-super-bonus-no-hole-card.yaml",
        {"collect s5 $10|pay award s5 $50|pay s3 $75|pay award s3 $5,000|pay award s1 $50|"});
    row("irregularities/ma-reader-card-face-up-during-hits.yaml",
        {"ask s1 12|discard-face-up|deal s1|ask s1 18"});
    row("irregularities/ma-second-card-face-up-voids-the-round.yaml",
        {"deal s1|discard-face-up|deal s4|void"});
    row("irregularities/md-eight-decks-ten-during-the-dealers-draw.yaml",
        {"reveal|dealer-total 16|floor|remove-tens|deal dealer|dealer-total 19|"});
    row("irregularities/md-eight-decks-card-face-up-on-a-double.yaml",
        {"ask s2 11|discard-face-up|deal s2|reveal|dealer-total 17|pay s2 $20|"});
    row("settlement-and-payouts/ma-seven-seven-seven-on-a-split-hand.yaml",
        {"dealer-total 17|pay s4 $10|pay s1 $30|pickup s4|pickup s1.2|pickup s1|pickup dealer"});
    row("settlement-and-payouts/md-seven-seven-seven-on-a-split-hand.yaml",
        {"dealer-total 17|pay s4 $10|pay s1 $10|pickup s4|pickup s1.2|pickup s1|pickup dealer"});
    row("insurance-and-peek/md-insured-blackjack-against-dealer-blackjack.yaml",
        {"hole|offer-insurance|close-insurance|peek|reveal|pay ins s1 $10|collect s4 $10|pay s1 $15|"});
    row("irregularities/md-card-drawn-in-error-unseen.yaml", {"deal s1|deal dealer|deal s1|hole|ask s1 16"});
    row("irregularities/md-card-drawn-in-error-taken.yaml", {"ask s1 12|deal s1|ask s1 16|ask s2 12|reveal"});
    row("irregularities/ma-reader-card-drawn-in-error-refused.yaml", {"ask s1 12|ask s2 12|deal s2|ask s2 16|reveal"});
    row("irregularities/md-card-drawn-in-error-no-one-can-use.yaml", {"ask s1 18|reveal|discard-drawn|dealer-total 18"});
    row("irregularities/md-dealer-draws-on-seventeen.yaml", {"reveal|discard-drawn|dealer-total 17|pay s1 $10"});
    row("irregularities/ma-reader-dealer-draws-on-eighteen.yaml", {"reveal|discard-drawn|dealer-total 18|pickup s1"});
    row("irregularities/md-dealer-misses-first-card.yaml", {"deal s1|deal s2|deal s1|deal s2|deal dealer|hole|ask s1"});
    row("irregularities/ma-dealer-misses-first-card-no-hole-card.yaml",
        {"deal s1|deal s2|deal s1|deal s2|deal dealer|ask s1"});
    row("irregularities/md-seat-dealt-no-cards.yaml", {"deal s1|deal s3|deal dealer|deal s1|deal s3|hole|dead s2|ask s1"});
    row("irregularities/ma-seat-dealt-one-card.yaml", {"deal dealer|deal s1|deal s3|option s2|deal s2|ask s1"});
    row("irregularities/md-seat-dealt-one-card-declined.yaml", {"deal s1|deal s3|option s2|dead s2|hole|ask s1"});
    row("irregularities/md-requested-card-not-dealt.yaml", {"ask s1 12|ask s2 12|option s1|deal s1|ask s1 16|reveal"});
    row("irregularities/ma-requested-card-not-dealt-dead-hand.yaml", {"ask s1 12|ask s2 12|option s1|dead s1|dealers-card"});
    row("irregularities/md-hole-card-in-reader-under-a-six.yaml", {"hole|pay mtd s1 $20|floor|void"});
    row("irregularities/ma-reader-hole-card-in-reader-shows-nothing.yaml", {"hole|floor|ask s1 15"});
    row("irregularities/md-reader-malfunction.yaml", {"hole|floor|peek|ask s1 18"});
    row("irregularities/ma-reader-malfunction-plays-on.yaml", {"hole|ask s1 11|deal s1|ask s1 20|reveal|dealer-total 21|collect s1 $10"});
    row("dealing-order/md-cover-card-during-play.yaml", {"reveal|dealer-total 11|cover-aside|deal dealer|dealer-total 13"});
    row("settlement-and-payouts/ma-bonus-spin-ace-and-blackjack.yaml",
        {"deal s3|collect spin s3 $5|bonus-button s2|pay spin s1 $10|ask s1", "pay s1 $10|wheel s2|pay spin s2 $100|pickup"});
    row("settlement-and-payouts/md-bonus-spin-progressive-jackpot.yaml",
        {"pay s1 $15|wheel s1|pay spin s1 $1,250|pickup s1", "collect s2 $10|collect spin s2 $1|pickup s2"});
    row("dealing-order/ma-announce-every-total.yaml",
        {"deal s1|ask s1 21|ask s2 9", "deal s2|ask s2 18|ask s3 16", "deal s3|ask s3 26|collect s3 $10",
         "pickup s3|ask s4 21|dealers-card"});
    // A Jackpot resets its meter (MD-S21BS 12.D(6)(b), 12.D(7)); a rescue takes back the doubles only (MA-S21 9(d)).
    row("settlement-and-payouts/md-bonus-spin-two-jackpots-reset-the-meter.yaml",
        {"wheel s1|pay spin s1 $1,250|pickup s1|blackjack s2|pay s2 $15|wheel s2|pay spin s2 $1,000|pickup s2"});
    row("double-and-rescue/ma-shared-box-rescue-takes-only-the-doubles.yaml",
        {"rescue s2 $10|rescue s2b2 $20|dealers-card|deal dealer|dealer-total 17|pay s2b3 $5|pickup s2"});
    // Massachusetts fixes no order between Match-the-Dealer and insurance (MA-S21 6(d), 11(b)): the key
    // settles Match-the-Dealer first.
    // The key collects a bust at once; Massachusetts lets it wait for the settlement (MA-S21 5(e)).
    row("settlement-and-payouts/ma-bust-collected-with-the-round.yaml",
        {"ask s1 25|collect s1 $10|pickup s1|ask s3 17|dealers-card"});
    row("match-the-dealer/ma-insurance-before-match-the-dealer.yaml",
        {"collect mtd s6 $5|pay mtd s2 $45|offer-insurance|close-insurance|ask s2 16"});
    row("settlement-and-payouts/md-bonus-spin-fixed-prize-after-the-losers.yaml",
        {"collect spin s2 $1|pay s2 $10|pay s1 $15|wheel s1|pay spin s1 $5,000"});
    // The reshuffled rack's cut offered from the far right (MD-S21 13.K, 5.D(5)-(6)).
    row("irregularities/md-too-few-cards-reshuffle-the-rack.yaml",
        {"collect s6 $10|pickup s6|ask s7 18|reveal|dealer-total 16|shuffle|offer-cut s7|offer-cut s6|recut|"
         "complete-cut|burn|deal dealer|"});
    row("irregularities/md-too-few-cards-offer-the-rack-cut.yaml",
        {"dealer-total 16|shuffle|offer-cut s7|complete-cut|burn|deal dealer|"});
    row("irregularities/ma-reader-too-few-cards-reshuffle-the-rack.yaml",
        {"shuffle|offer-cut s7|offer-cut s6|offer-cut s5|offer-cut s4|offer-cut s3|offer-cut s2|offer-cut s1|cut 12|"
         "complete-cut|burn|"});
    // The shoe procedures: the cut offered in the order of the rules, the incidents where they happen.
    row("shoe-procedures/md-open-new-decks.yaml",
        {"inspect|floor|remove-tens|spread|wash|stack|shuffle|offer-cut s3|cut 144|complete-cut|insert-cover 72|"
         "load-shoe|burn"});
    row("shoe-procedures/ma-open-new-decks-shuffle-by-hand.yaml", {"stack|riffle|riffle|turn|strip|offer-cut s2|"});
    row("shoe-procedures/md-pre-shuffled-decks.yaml", {"offer-cut s4|complete-cut|insert-cover 96|load-shoe|burn"});
    row("shoe-procedures/md-cover-card-on-a-players-hand.yaml", {"unload-shoe|shuffle|offer-cut s4|complete-cut"});
    row("shoe-procedures/md-cover-card-on-the-dealers-hand.yaml", {"offer-cut s7|offer-cut s5|offer-cut s2|complete-cut"});
    row("shoe-procedures/md-floor-orders-a-reshuffle.yaml", {"offer-cut s6|offer-cut s3|cut 144|complete-cut"});
    row("shoe-procedures/md-new-dealer-burns-one-card.yaml", {"burn"});
    row("shoe-procedures/md-idle-table-spread-face-up.yaml", {"gather|spread|wash|stack|shuffle|offer-cut s5"});
    row("shoe-procedures/md-idle-table-automated-shuffler.yaml", {"gather|spread-down|stack|shuffle|remove-batch|offer-cut s1"});
    row("shoe-procedures/ma-idle-table-turned-face-up.yaml", {"gather|spread-down|turn-up|wash|stack|riffle"});
    row("shoe-procedures/ma-automated-shuffler-no-cut.yaml", {"unload-shoe|shuffle|insert-cover 72|load-shoe|burn"});
    row("shoe-procedures/ma-cut-offer-rotates.yaml", {"strip|offer-cut s4|complete-cut"});
    row("shoe-procedures/md-cut-too-near-the-end.yaml", {"offer-cut s6|recut|complete-cut"});
    row("shoe-procedures/md-floor-orders-a-recut.yaml", {"offer-cut s2|complete-cut|offer-cut s2|complete-cut|insert-cover"});
    row("shoe-procedures/ma-supervisor-orders-a-recut.yaml", {"offer-cut s5|complete-cut|offer-cut s5|cut 144|complete-cut"});
    row("irregularities/md-shuffler-jams.yaml", {"unload-shoe|shuffle|shuffle|offer-cut s3"});
    row("irregularities/md-shuffler-out-of-order.yaml", {"unload-shoe|shuffle|cover-shuffler|shuffle|offer-cut s4"});
    row("irregularities/ma-shuffler-jams.yaml", {"unload-shoe|shuffle|shuffle|insert-cover 72"});
    row("irregularities/ma-shuffler-removed-before-a-hand-shuffle.yaml",
        {"remove-shuffler|unload-shoe|plug|riffle|riffle|turn|strip|offer-cut s6"});
    row("game-protection/md-late-wager.yaml", {"deal dealer|deal s1|correct-wager s2|deal s2|deal s3|hole", "collect s2 $10|"});
    row("game-protection/md-wager-pressed.yaml", {"hole|floor|correct-wager s1|ask s1 11|deal s1", "pay s1 $15|"});
    row("game-protection/ma-wager-pinched.yaml", {"deal s2|floor|correct-wager s1|ask s1 16", "collect s1 $25|"});
    row("game-protection/ma-cards-touched.yaml", {"ask s1 16|warn s2|ask s2 18|dealers-card"});
    row("game-protection/md-insurance-over-half.yaml", {"offer-insurance|correct-wager s2|close-insurance|peek|collect ins s2 $5"});
    row("game-protection/ma-match-over-wager.yaml", {"correct-wager s1|deal s1", "pay mtd s1 $20|"});
    row("game-protection/md-match-over-wager.yaml", {"correct-wager s1|deal s1", "hole|pay mtd s1 $20|"});
    row("game-protection/md-verbal-cash-wager.yaml", {"confirm-wager s2|change s2 $25|deal s1", "collect s2 $25|"});
    row("game-protection/ma-verbal-cash-wager.yaml", {"confirm-wager s1|floor|change s1 $50|deal s1", "pay s1 $50|"});
    row("game-protection/md-wager-over-maximum.yaml", {"correct-wager s2|deal s1", "pay s2 $10|"});
    row("game-protection/ma-wager-under-minimum.yaml", {"correct-wager s1|deal s1", "collect s1 $25|"});
    row("game-protection/ma-double-wager-pressed.yaml", {"ask s2 17|floor|correct-wager s1|dealers-card", "pay s1 $20|"});
    row("game-protection/ma-split-wager-pressed.yaml", {"ask s2 17|floor|correct-wager s1|dealers-card", "pay s1 $10|pickup s2"});
    row("game-protection/md-insurance-pressed.yaml", {"close-insurance|floor|correct-wager s2|peek|collect ins s2 $5|"});
    row("game-protection/md-wager-after-sitting-out-allowed.yaml", {"deal s1|deal s2|deal dealer", "pay s2 $10|pay s1 $10|"});
    row("game-protection/ma-wager-after-sitting-out.yaml", {"correct-wager s2|deal s1|deal dealer|deal s1|ask s1 19"});
    // Maryland blackjack (issue 41): a 10 is an ordinary card, 3 to 2 or 6 to 5, blackjacks and 21s push,
    // insurance wins on a 10, the reader peeks under a 10, every face-up card is discarded (MD-BJ).
    row("player-blackjack/md-bj-blackjack-paid-three-to-two.yaml",
        {"ask s1 9|deal s1|ask s1 19|blackjack s3|pay s3 $22.50|pickup s3|ask s5 18"});
    row("player-blackjack/md-bj-blackjack-paid-six-to-five.yaml",
        {"hole|blackjack s2|pay s2 $30|pickup s2|ask s3 16", "blackjack s5|pay s5 $12|pickup s5|reveal"});
    row("player-blackjack/md-bj-blackjack-pushes-dealer-blackjack.yaml",
        {"hole|peek|reveal|collect s6 $20|collect s4 $10|pickup s6|pickup s4|pickup s2|pickup dealer"});
    row("insurance-and-peek/md-bj-insurance-wins-on-a-ten.yaml",
        {"hole|offer-insurance|close-insurance|peek|reveal|pay ins s3 $20|pay ins s1 $10|collect s5 $10|"});
    row("insurance-and-peek/md-bj-losing-insurance-after-the-peek.yaml",
        {"peek|collect ins s4 $7.50|collect ins s2 $5|ask s2 19|ask s4 11|deal s4|reveal|dealer-total 17|pay s4 $30"});
    row("insurance-and-peek/md-bj-peek-on-a-ten.yaml", {"hole|peek|ask s1 11|deal s1|ask s6 19|reveal|dealer-total 19"});
    row("surrender/md-bj-surrender-against-a-ten.yaml",
        {"peek|ask s1 16|on-cards s1|ask s3 18|reveal|surrender s1 $5|dealer-total 17"});
    row("surrender/md-bj-surrender-against-a-six.yaml", {"hole|ask s2 15|surrender s2 $7.50|pickup s2|ask s5 12"});
    row("double-and-rescue/md-bj-double-on-two-cards.yaml",
        {"ask s1 11|deal s1|ask s3 18|deal s3|ask s5 7|deal s5|ask s5 12|reveal", "pay s5 $10|pay s3 $15|pay s1 $20|"});
    row("splits/md-bj-split-resplit-and-double.yaml",
        {"split s1|deal s1|ask s1 16|split s1|deal s1|ask s1 11|deal s1|deal s1.2|ask s1.2 10|deal s1.2|deal s1.3",
         "pay s1.3 $10|pay s1.2 $20|pay s1 $20|"});
    row("splits/md-bj-split-aces-twenty-one-is-not-a-blackjack.yaml",
        {"split s3|deal s3|deal s3.2|ask s3.2 18", "pay s3.2 $10|pay s3 $10|"});
    row("settlement-and-payouts/md-bj-twenty-one-against-twenty-one-pushes.yaml",
        {"dealer-total 21|collect s5 $10|pickup s5|pickup s1|pickup dealer"});
    row("match-the-dealer/md-bj-match-the-dealer-on-a-ten.yaml",
        {"hole|pay mtd s7 $55|pay mtd s5 $20|collect mtd s3 $5|pay mtd s1 $75|peek"});
    row("irregularities/md-bj-face-up-cards-discarded-play-goes-on.yaml",
        {"deal s4|discard-face-up|deal dealer", "ask s1 12|discard-face-up|deal s1|ask s1 18"});
    row("irregularities/md-bj-hole-card-in-reader-under-a-seven.yaml", {"hole|floor|void"});
    row("irregularities/md-bj-hole-card-in-reader-shows-nothing.yaml", {"hole|floor|ask s1 12"});
    row("irregularities/md-bj-card-drawn-in-error-a-ten-taken.yaml", {"ask s1 12|deal s1|collect s1 $10|pickup s1|ask s2 12"});
    // clang-format on
}

void TestScenarioLoader::libraryScenarioDrillsWhatItSays()
{
    QFETCH(QString, file);
    QFETCH(QStringList, fragments);
    const std::string path = libraryPath(file);
    const std::string key = joined(answerKey(loadScenario(path, profilesDirFor(path))));
    for (const QString& fragment : fragments)
        QVERIFY2(key.find(fragment.toStdString()) != std::string::npos, key.c_str());
}

void TestScenarioLoader::libraryCoversEveryDrillAndProfile()
{
    const QStringList files = libraryFiles();
    QVERIFY(files.size() >= 16);
    std::set<std::string> folders;
    std::set<std::string> profiles;
    for (const QString& file : files) {
        if (file.section('/', 0, 0) != QStringLiteral("exams")) // the exams' own scenarios
            folders.insert(file.section('/', 0, 0).toStdString());
        profiles.insert(loadScenario(libraryPath(file), profilesDirFor(libraryPath(file))).profile.id);
    }
    QCOMPARE(folders,
             (std::set<std::string>{"dealers-hand", "dealing-order", "double-and-rescue", "game-protection",
                                    "insurance-and-peek", "irregularities", "match-the-dealer", "player-blackjack",
                                    "settlement-and-payouts", "shoe-procedures", "splits", "surrender"}));
    // md-bj-6deck-3to2-mtd is named by its path, beside its scenario in match-the-dealer/.
    QCOMPARE(profiles, (std::set<std::string>{"ma-205cmr", "ma-205cmr-bonus-spin", "ma-205cmr-reader", "md-2020-6deck",
                                              "md-2020-6deck-bonus-spin", "md-2020-6deck-xtreme16", "md-2020-8deck",
                                              "md-bj-6deck-3to2", "md-bj-6deck-3to2-mtd", "md-bj-6deck-6to5",
                                              "md-bj-6deck-double-shoe", "md-bj-8deck"}));
}

QTEST_GUILESS_MAIN(TestScenarioLoader)
#include "tst_scenario_loader.moc"

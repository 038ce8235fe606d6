// The simulator: reproducible from its seed, clean (the automatic dealer never errs), and in
// agreement with the strategy engine's exact house edge off the top.
#include "core/players/strategy.h"
#include "core/training/simulator.h"
#include "test_support.h"

#include <QtTest>

#include <cmath>

using namespace s21;

Q_DECLARE_METATYPE(s21::RuleProfile)

namespace {

SimulationOptions smallRun(int threads)
{
    SimulationOptions options;
    options.profile = marylandProfile(6);
    options.rounds = 120;
    options.seed = 42;
    options.threads = threads;
    options.players = 3;
    options.matchWager = Money::dollars(5);
    return options;
}

// Everything but the wall-clock time.
bool sameResult(const SimulationReport& a, const SimulationReport& b)
{
    return a.rounds == b.rounds && a.playerRounds == b.playerRounds && a.shoes == b.shoes && a.actions == b.actions &&
           a.mistakes == b.mistakes && a.wageredCents == b.wageredCents && a.won == b.won &&
           a.matchWageredCents == b.matchWageredCents && a.matchWon == b.matchWon && a.bonuses == b.bonuses;
}

// |observed - expected| in binomial standard deviations.
double binomialDeviations(long long count, long long trials, double p)
{
    const double n = static_cast<double>(trials);
    return std::abs(static_cast<double>(count) - n * p) / std::sqrt(n * p * (1 - p));
}

} // namespace

class TestSimulator : public QObject {
    Q_OBJECT
private slots:
    void sameSeedAndThreadsSameReport();
    void everyThreadCountRunsCleanly();
    void decisionCacheChangesNothing();
    void edgeAgreesWithExactValue_data();
    void edgeAgreesWithExactValue();
    void bonusFrequenciesArePlausible();
    void rejectsImpossibleOptions();
};

void TestSimulator::sameSeedAndThreadsSameReport()
{
    const SimulationReport a = simulate(smallRun(2));
    const SimulationReport b = simulate(smallRun(2));
    QVERIFY(sameResult(a, b));
    SimulationOptions other = smallRun(2);
    other.seed = 43;
    QVERIFY(!sameResult(a, simulate(other)));
}

void TestSimulator::everyThreadCountRunsCleanly()
{
    std::vector<SimulationReport> reports;
    for (int threads : {1, 2, 3}) {
        const SimulationReport report = simulate(smallRun(threads));
        QCOMPARE(report.rounds, 120LL);
        QCOMPARE(report.playerRounds, 360LL);
        QCOMPARE(report.mistakes, 0LL);
        QVERIFY(report.shoes >= threads);
        QCOMPARE(report.wageredCents, 360 * Money::dollars(10).inCents());
        QCOMPARE(report.matchWageredCents, 360 * Money::dollars(5).inCents());
        reports.push_back(report);
    }
    // Different thread counts deal different streams: independent samples, not copies.
    QVERIFY(!sameResult(reports[0], reports[1]));
}

void TestSimulator::decisionCacheChangesNothing()
{
    // An error rate too small ever to fire sends every decision to StrategyPlayers uncached.
    SimulationOptions options = smallRun(1);
    options.rounds = 100;
    const SimulationReport cached = simulate(options);
    options.errorRate = 1e-300;
    QVERIFY(sameResult(cached, simulate(options)));
}

void TestSimulator::edgeAgreesWithExactValue_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<RuleProfile>("profile");
    QTest::newRow("md-2020-6deck") << marylandProfile(6);
    QTest::newRow("ma-205cmr") << massachusettsProfile(6);
    QTest::newRow("md-bj-6deck-3to2") << marylandBlackjackProfile(6);
    QTest::newRow("md-bj-6deck-6to5") << marylandBlackjackProfile(6, {6, 5});
    // clang-format on
}

void TestSimulator::edgeAgreesWithExactValue()
{
    QFETCH(RuleProfile, profile);
    SimulationOptions options;
    options.profile = profile;
    options.rounds = 9000; // about 4 s each in a Debug build; a longer run is in docs/game-math.md
    options.seed = 2026;
    const SimulationReport report = simulate(options);
    const double exact = -StrategyEngine(profile, {options.wager}).roundValue();
    QCOMPARE(report.mistakes, 0LL);
    QVERIFY(report.houseEdgeError() > 0);
    QVERIFY2(
        std::abs(report.houseEdge() - exact) <= 3 * report.houseEdgeError(),
        qPrintable(
            QString("simulated %1 ± %2, exact %3").arg(report.houseEdge()).arg(report.houseEdgeError()).arg(exact)));
}

void TestSimulator::bonusFrequenciesArePlausible()
{
    SimulationOptions options = smallRun(1);
    options.rounds = 1500;
    options.players = 3;
    const SimulationReport report = simulate(options);
    const BonusCounts& b = report.bonuses;
    // Off the top of six 48-card decks: an ace and a K/Q/J, either order.
    const double decks = 6;
    const double blackjack = 2 * (4 * decks / (48 * decks)) * (12 * decks / (48 * decks - 1));
    QVERIFY(binomialDeviations(b.playerBlackjack, report.playerRounds, blackjack) < 4);
    // The dealer's blackjack needs the same two ranks (the MD peek: A, K, Q or J up).
    QVERIFY(binomialDeviations(b.dealerBlackjack, report.rounds, blackjack) < 4);
    QVERIFY(b.fiveCard21 > b.sixCard21);
    QVERIFY(b.sixCard21 >= b.sevenCard21);
    QVERIFY(b.sixSevenEight[0] > b.sixSevenEight[1]);
    QVERIFY(b.sixSevenEight[0] > b.sevenSevenSeven[0]);
    QVERIFY(report.perPlayerRound(b.fiveCard21) > 0.001 && report.perPlayerRound(b.fiveCard21) < 0.01);
}

void TestSimulator::rejectsImpossibleOptions()
{
    SimulationOptions options = smallRun(1);
    options.players = 8;
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, simulate(options));
    options = smallRun(0);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, simulate(options));
    options = smallRun(1);
    options.wager = Money::dollars(1); // under the table minimum
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, simulate(options));
}

QTEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"

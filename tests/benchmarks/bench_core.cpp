// Microbenchmarks of the rules core: hand evaluation, one checked dealer action, a whole round,
// the strategy computation and simulation throughput.
#include "core/players/strategy.h"
#include "core/procedure/automatic_dealer.h"
#include "core/rules/payout.h"
#include "core/training/self_play.h"
#include "core/training/simulator.h"

#include <benchmark/benchmark.h>

namespace {

using namespace s21;

void handEvaluation(benchmark::State& state)
{
    const Hand hand(parseCards("AS 2H 3D 4C 5S 6H").value());
    for (auto _ : state) {
        benchmark::DoNotOptimize(hand.total());
        benchmark::DoNotOptimize(hand.isSoft());
        benchmark::DoNotOptimize(hand.bonusPattern());
    }
}
BENCHMARK(handEvaluation);

void payoutOfAWinningHand(benchmark::State& state)
{
    const RuleProfile profile = marylandProfile(6);
    const Hand player(parseCards("7S 7S 7S").value());
    const Hand dealer(parseCards("7D 9C 4H").value());
    for (auto _ : state) {
        benchmark::DoNotOptimize(outcome(player, dealer, profile));
        benchmark::DoNotOptimize(winnings(player, dealer, Money::dollars(25), false, profile));
    }
}
BENCHMARK(payoutOfAWinningHand);

// A whole round with `players` seats through Round::apply, every action checked.
void wholeRound(benchmark::State& state)
{
    const RuleProfile profile = marylandProfile(6);
    RandomPlayers players(1);
    ManualClock clock;
    std::uint64_t seed = 0;
    long long actions = 0;
    for (auto _ : state) {
        RoundSetup setup;
        setup.profile = profile;
        setup.shoe = seededShoe(profile, ++seed);
        for (int s = 1; s <= state.range(0); ++s)
            setup.seats.push_back(
                {s, "Player " + std::to_string(s), Money::dollars(1000), Money::dollars(10), Money(), Money()});
        Round round(std::move(setup), players, clock);
        actions += dealAutomatically(round);
    }
    state.counters["actions/s"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(wholeRound)->Arg(1)->Arg(7);

void strategyValuesForOneHand(benchmark::State& state)
{
    const StrategyEngine engine(marylandProfile(6));
    const std::vector<Card> hand = parseCards("9S 7H").value();
    const Card up{Rank::King, Suit::Clubs};
    for (auto _ : state)
        benchmark::DoNotOptimize(engine.values(hand, up));
}
BENCHMARK(strategyValuesForOneHand);

void basicStrategyChart(benchmark::State& state)
{
    const StrategyEngine engine(marylandProfile(6));
    for (auto _ : state)
        benchmark::DoNotOptimize(basicStrategy(engine));
}
BENCHMARK(basicStrategyChart)->Unit(benchmark::kMillisecond);

void houseEdgeOffTheTop(benchmark::State& state)
{
    const StrategyEngine engine(marylandProfile(6));
    for (auto _ : state)
        benchmark::DoNotOptimize(engine.roundValue());
}
BENCHMARK(houseEdgeOffTheTop)->Unit(benchmark::kMillisecond);

void simulateThroughput(benchmark::State& state)
{
    SimulationOptions options;
    options.profile = marylandProfile(6);
    options.rounds = 2000;
    options.players = static_cast<int>(state.range(0));
    for (auto _ : state) {
        options.seed++;
        benchmark::DoNotOptimize(simulate(options));
    }
    state.counters["rounds/s"] = benchmark::Counter(
        static_cast<double>(options.rounds) * static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(simulateThroughput)->Arg(1)->Arg(7)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();

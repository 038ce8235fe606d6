#include "core/training/simulator.h"

#include "core/players/strategy_player.h"
#include "core/procedure/automatic_dealer.h"
#include "core/rules/payout.h"
#include "core/training/self_play.h"

#include <chrono>
#include <cmath>
#include <exception>
#include <optional>
#include <stdexcept>
#include <thread>
#include <unordered_map>

namespace s21 {

namespace {

constexpr std::uint64_t kPlayersSalt = 0x5eed5eed5eedULL;
constexpr int kMaxThreads = 256;
constexpr Money kBankroll = Money::dollars(1000000);

// Two cards that a third could make a 6-7-8 or 7-7-7: their suits (and the up card's) change the
// value of hitting (StrategyEngine::values, patternBonusOnHit).
bool patternStart(const std::vector<Card>& cards)
{
    const auto inRange = [](Card c) { return pointValue(c) >= 6 && pointValue(c) <= 8; };
    return cards.size() == 2 && inRange(cards[0]) && inRange(cards[1]);
}

std::uint64_t optionBits(const DecisionOptions& options)
{
    return (options.hit ? 1U : 0U) | (options.stand ? 2U : 0U) | (options.doubleDown ? 4U : 0U) |
           (options.split ? 8U : 0U) | (options.surrender ? 16U : 0U);
}

// Everything StrategyPlayers' error-free answer depends on (see StrategyEngine::values): the
// options, whether the hand came from a split, and the point values of the hand's cards (in any
// order) and of the up card; the exact cards and up card for a 6-7-8 / 7-7-7 start. nullopt for a
// hand with more than 15 cards of one value, which the key cannot hold.
std::optional<std::uint64_t> decisionKey(const DecisionContext& context, bool rescue)
{
    const std::vector<Card>& cards = context.cards->cards();
    std::uint64_t key = optionBits(context.options) | (context.cards->origin() == HandOrigin::FromSplit ? 32U : 0U) |
                        (rescue ? 64U : 0U);
    if (patternStart(cards))
        return key | 128U | static_cast<std::uint64_t>(cardIndex(context.dealerUpCard)) << 8 |
               static_cast<std::uint64_t>(cardIndex(cards[0])) << 14 |
               static_cast<std::uint64_t>(cardIndex(cards[1])) << 20;
    key |= static_cast<std::uint64_t>(pointValue(context.dealerUpCard)) << 8;
    std::array<std::uint64_t, 11> counts{};
    for (Card c : cards)
        ++counts[static_cast<std::size_t>(pointValue(c))];
    for (std::size_t v = 1; v <= 10; ++v) {
        if (counts[v] > 15)
            return std::nullopt;
        key |= counts[v] << (14 + 4 * (v - 1));
    }
    return key;
}

// StrategyPlayers with their error-free decisions remembered: StrategyEngine::values is costly
// and a simulation asks the same few thousand questions again and again. With an
// error rate the players' own random draws decide, so every call goes to them unchanged. The
// cache holds at most one entry per distinct key: bounded, whatever the number of rounds.
class CachedStrategyPlayers : public PlayerModel {
public:
    CachedStrategyPlayers(const RuleProfile& profile, double errorRate, std::uint64_t seed)
        : players_(profile, errorRate, seed), cache_(errorRate <= 0)
    {
    }

    Decision decide(const DecisionContext& context) override
    {
        const auto key = cache_ ? decisionKey(context, false) : std::nullopt;
        if (!key)
            return players_.decide(context);
        return static_cast<Decision>(remembered(*key, [&] { return static_cast<int>(players_.decide(context)); }));
    }

    Money insurance(int seat, Money maximum) override { return players_.insurance(seat, maximum); }
    bool evenMoney(int seat) override { return players_.evenMoney(seat); }
    CutAnswer answer(int seat, int stackSize) override { return players_.answer(seat, stackSize); }

    bool rescue(const DecisionContext& context) override
    {
        const auto key = cache_ ? decisionKey(context, true) : std::nullopt;
        if (!key)
            return players_.rescue(context);
        return remembered(*key, [&] { return players_.rescue(context) ? 1 : 0; }) != 0;
    }

private:
    template <typename Compute>
    int remembered(std::uint64_t key, Compute compute)
    {
        if (const auto it = answers_.find(key); it != answers_.end())
            return it->second;
        return answers_[key] = compute();
    }

    StrategyPlayers players_;
    bool cache_;
    std::unordered_map<std::uint64_t, int> answers_;
};

std::size_t suitSlot(const Hand& hand) { return static_cast<std::size_t>(hand.suitClass()); }

// The bonuses a finished hand was paid (it won, and the profile pays bonus odds on it).
void countBonuses(const PlayerHand& hand, const Seat& seat, const RoundState& state, BonusCounts& counts)
{
    const Hand& cards = hand.cards;
    if (cards.origin() == HandOrigin::Initial && cards.isBlackjack(false))
        ++counts.playerBlackjack;
    if (outcome(cards, state.dealer.cards, state.profile) != Outcome::PlayerWins ||
        !bonusOddsApply(cards, hand.doubled(), state.profile))
        return;
    if (cards.total() == 21) {
        counts.fiveCard21 += cards.cardCount() == 5 ? 1 : 0;
        counts.sixCard21 += cards.cardCount() == 6 ? 1 : 0;
        counts.sevenCard21 += cards.cardCount() >= 7 ? 1 : 0;
    }
    if (cards.bonusPattern() == BonusPattern::SixSevenEight)
        ++counts.sixSevenEight[suitSlot(cards)];
    if (cards.bonusPattern() == BonusPattern::SevenSevenSeven)
        ++counts.sevenSevenSeven[suitSlot(cards)];
    if (seat.splits == 0 && qualifiesForSuperBonus(cards, state.dealer.upCard(), hand.doubled()))
        ++counts.superBonus;
}

// The players' net on Match-the-Dealer in a round, from the dealer's settlements in its log.
std::int64_t matchNet(const Round& round)
{
    std::int64_t net = 0;
    for (const TimedVerdict& entry : round.log()) {
        const DealerAction& action = entry.verdict.action;
        if (!entry.applied || action.spot.kind != Spot::Kind::MatchWager)
            continue;
        if (action.kind == ActionKind::Pay)
            net += action.amount.inCents();
        else if (action.kind == ActionKind::Collect)
            net -= action.amount.inCents();
    }
    return net;
}

// Adds one finished round to the stream's report.
void tally(const Round& round, const SimulationOptions& options, SimulationReport& report)
{
    const RoundState& state = round.state();
    std::int64_t net = 0;
    for (int s = 1; s <= options.players; ++s) {
        const Seat& seat = state.seat(s);
        net += (seat.bankroll - kBankroll).inCents();
        for (const PlayerHand& hand : seat.hands)
            countBonuses(hand, seat, state, report.bonuses);
    }
    const std::int64_t match = matchNet(round);
    report.won.add(net - match);
    report.matchWon.add(match);
    report.bonuses.dealerBlackjack += state.dealerHasBlackjack() ? 1 : 0;
    report.actions += static_cast<long long>(round.log().size());
    report.mistakes += mistakesIn(round);
}

std::vector<SeatSetup> seatsFor(const SimulationOptions& options)
{
    std::vector<SeatSetup> seats;
    for (int s = 1; s <= options.players; ++s)
        seats.push_back({s, "Player " + std::to_string(s), kBankroll, options.wager, options.matchWager, {}});
    return seats;
}

// The seed of stream `stream` of a run seeded with `seed`: distinct, well-mixed streams.
std::uint64_t streamSeed(std::uint64_t seed, int stream)
{
    Random random(seed ^ (0x9e3779b97f4a7c15ULL * (static_cast<std::uint64_t>(stream) + 1)));
    return random.next();
}

// One independent stream of `rounds` rounds.
SimulationReport runStream(const SimulationOptions& options, int stream, long long rounds)
{
    const std::uint64_t seed = streamSeed(options.seed, stream);
    CachedStrategyPlayers players(options.profile, options.errorRate, seed ^ kPlayersSalt);
    ManualClock clock;
    ContinuingShoe shoe(options.profile, seed);
    // One set-up and one round, restarted for each deal: the seats, the profile and the round's
    // storage pass from round to round instead of being built again.
    RoundSetup setup{.profile = options.profile, .seats = seatsFor(options)};
    shoe.deal(setup);
    Round round(setup, players, clock);
    SimulationReport report;
    for (long long r = 0; r < rounds; ++r) {
        dealAutomatically(round);
        tally(round, options, report);
        shoe.collect(round);
        if (r + 1 < rounds) {
            setup.profile = round.takeProfile();
            shoe.deal(setup);
            round.restart(setup);
        }
    }
    report.rounds = rounds;
    report.playerRounds = rounds * options.players;
    report.shoes = shoe.shoes();
    report.wageredCents = report.playerRounds * options.wager.inCents();
    report.matchWageredCents = report.playerRounds * options.matchWager.inCents();
    return report;
}

void addStream(SimulationReport& total, const SimulationReport& stream)
{
    total.rounds += stream.rounds;
    total.playerRounds += stream.playerRounds;
    total.shoes += stream.shoes;
    total.actions += stream.actions;
    total.mistakes += stream.mistakes;
    total.wageredCents += stream.wageredCents;
    total.won.add(stream.won);
    total.matchWageredCents += stream.matchWageredCents;
    total.matchWon.add(stream.matchWon);
    total.bonuses.add(stream.bonuses);
}

void checkOptions(const SimulationOptions& options)
{
    if (options.rounds < 1)
        throw std::invalid_argument("a simulation needs at least one round");
    if (options.threads < 1 || options.threads > kMaxThreads)
        throw std::invalid_argument("threads must be 1 to " + std::to_string(kMaxThreads));
    if (options.players < 1 || options.players > kSeatCount)
        throw std::invalid_argument("players must be 1 to 7 (MD-S21 2.A)");
    if (!(options.errorRate >= 0 && options.errorRate <= 1))
        throw std::invalid_argument("the error rate must be between 0 and 1");
}

// Runs the streams, one thread each (the calling thread for a single stream); an exception in any
// stream is rethrown once all have stopped.
std::vector<SimulationReport> runStreams(const SimulationOptions& options)
{
    const auto count = static_cast<std::size_t>(options.threads);
    std::vector<SimulationReport> reports(count);
    std::vector<std::exception_ptr> errors(count);
    const auto run = [&](std::size_t i) {
        const long long share =
            options.rounds / options.threads + (static_cast<long long>(i) < options.rounds % options.threads ? 1 : 0);
        try {
            reports[i] = runStream(options, static_cast<int>(i), share);
        } catch (...) {
            errors[i] = std::current_exception();
        }
    };
    if (count == 1) {
        run(0);
    } else {
        std::vector<std::thread> threads;
        for (std::size_t i = 0; i < count; ++i)
            threads.emplace_back(run, i);
        for (std::thread& thread : threads)
            thread.join();
    }
    for (const std::exception_ptr& error : errors)
        if (error)
            std::rethrow_exception(error);
    return reports;
}

double edgeOf(const RoundSums& won, std::int64_t wagered)
{
    return wagered == 0 ? 0.0 : -static_cast<double>(won.sum) / static_cast<double>(wagered);
}

// The standard error of the edge: sd(per-round net) * sqrt(rounds) / wagered.
double edgeErrorOf(const RoundSums& won, long long rounds, std::int64_t wagered)
{
    if (wagered == 0)
        return 0.0;
    return static_cast<double>(std::sqrt(won.variance(rounds) * static_cast<long double>(rounds)) /
                               static_cast<long double>(wagered));
}

} // namespace

void RoundSums::add(std::int64_t perRound)
{
    sum += perRound;
    const auto magnitude = static_cast<SumOfSquares>(perRound < 0 ? -perRound : perRound);
    sumOfSquares += magnitude * magnitude;
}

void RoundSums::add(const RoundSums& other)
{
    sum += other.sum;
    sumOfSquares += other.sumOfSquares;
}

long double RoundSums::variance(long long rounds) const
{
    if (rounds < 2)
        return 0;
    const auto n = static_cast<long double>(rounds);
    const auto mean = static_cast<long double>(sum) / n;
    return (static_cast<long double>(sumOfSquares) - n * mean * mean) / (n - 1);
}

void BonusCounts::add(const BonusCounts& other)
{
    fiveCard21 += other.fiveCard21;
    sixCard21 += other.sixCard21;
    sevenCard21 += other.sevenCard21;
    for (std::size_t i = 0; i < sixSevenEight.size(); ++i) {
        sixSevenEight[i] += other.sixSevenEight[i];
        sevenSevenSeven[i] += other.sevenSevenSeven[i];
    }
    superBonus += other.superBonus;
    playerBlackjack += other.playerBlackjack;
    dealerBlackjack += other.dealerBlackjack;
}

double SimulationReport::houseEdge() const { return edgeOf(won, wageredCents); }
double SimulationReport::houseEdgeError() const { return edgeErrorOf(won, rounds, wageredCents); }
double SimulationReport::matchHouseEdge() const { return edgeOf(matchWon, matchWageredCents); }
double SimulationReport::matchHouseEdgeError() const { return edgeErrorOf(matchWon, rounds, matchWageredCents); }

double SimulationReport::perPlayerRound(long long count) const
{
    return playerRounds == 0 ? 0.0 : static_cast<double>(count) / static_cast<double>(playerRounds);
}

double SimulationReport::roundsPerSecond() const { return seconds > 0 ? static_cast<double>(rounds) / seconds : 0.0; }

SimulationReport simulate(const SimulationOptions& options)
{
    checkOptions(options);
    const auto started = std::chrono::steady_clock::now();
    SimulationReport report;
    for (const SimulationReport& stream : runStreams(options))
        addStream(report, stream);
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return report;
}

} // namespace s21

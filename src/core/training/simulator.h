#pragma once
// The simulator: the automatic dealer (self_play.h) deals round after round through the full
// procedure engine, so every dealer action is checked by Round::apply, to players on the computed
// basic strategy (strategy_player.h). It measures the house edge, the bonus frequencies and the
// Match-the-Dealer edge of a rule profile.
//
// Determinism: the rounds are split into `threads` independent streams, stream i dealing its own
// seeded shoes to its own players with seeds derived from (seed, i); the per-stream integer sums are
// combined in stream order. The same options give the same report bit for bit, whatever the
// machine's speed (only `seconds` differs). Different thread counts give different, equally valid,
// samples. Memory does not grow with the number of rounds: nothing is kept per round.

#include "core/round/round.h"

#include <array>
#include <cstdint>

namespace s21 {

__extension__ typedef unsigned __int128 SumOfSquares;

struct SimulationOptions {
    RuleProfile profile;
    long long rounds = 100000;
    std::uint64_t seed = 1;
    int threads = 1;                  // independent streams, one std::thread each
    int players = 1;                  // seats 1..players are occupied
    Money wager = Money::dollars(10); // each seat's Spanish 21 wager
    Money matchWager;                 // each seat's Match-the-Dealer wager; zero for none
    double errorRate = 0;             // StrategyPlayers' error rate, 0 to 1
};

// Integer sums over rounds of one quantity measured per round, in cents: enough for its mean and
// the standard error of the mean. The sum of squares is exact (128 bits).
struct RoundSums {
    std::int64_t sum = 0;
    SumOfSquares sumOfSquares = 0;

    void add(std::int64_t perRound);
    void add(const RoundSums& other);
    // The sample variance of the per-round values over `rounds` rounds (0 for fewer than 2).
    long double variance(long long rounds) const;
    friend bool operator==(const RoundSums&, const RoundSums&) = default;
};

// How many times each bonus was paid (on a winning hand, where the profile's rules pay its odds),
// and the blackjacks dealt.
struct BonusCounts {
    long long fiveCard21 = 0;                   // MD-S21 12.B(7), MA-S21 5(f)(5)
    long long sixCard21 = 0;                    // MD-S21 12.B(8)
    long long sevenCard21 = 0;                  // MD-S21 12.B(9): seven or more cards
    std::array<long long, 3> sixSevenEight{};   // by SuitClass: mixed, one suit, spades (12.B(1)-(3))
    std::array<long long, 3> sevenSevenSeven{}; // by SuitClass (12.B(4)-(6))
    long long superBonus = 0;                   // suited 7-7-7 against a dealer 7 (12.C)
    long long playerBlackjack = 0;              // initial two-card blackjacks, per player-round
    long long dealerBlackjack = 0;              // per round

    void add(const BonusCounts& other);
    friend bool operator==(const BonusCounts&, const BonusCounts&) = default;
};

struct SimulationReport {
    long long rounds = 0;
    long long playerRounds = 0;    // rounds x players
    long long shoes = 0;           // shuffles, the first of each stream included
    long long actions = 0;         // dealer actions, every one checked
    long long mistakes = 0;        // the automatic dealer's own: must be zero
    std::int64_t wageredCents = 0; // the initial Spanish 21 wagers
    RoundSums won;                 // the players' net on the Spanish 21 wagers (bonuses,
                                   // doubles, splits, insurance included), per round
    std::int64_t matchWageredCents = 0;
    RoundSums matchWon; // the players' net on Match-the-Dealer, per round
    BonusCounts bonuses;
    double seconds = 0; // wall-clock time of the whole run

    // The players' loss per unit of initial wager, and its standard error (rounds are the
    // independent samples: the seats of one round share the dealer's hand). 0 without wagers.
    double houseEdge() const;
    double houseEdgeError() const;
    double matchHouseEdge() const;
    double matchHouseEdgeError() const;
    // How often a bonus was paid per player-round.
    double perPlayerRound(long long count) const;
    double roundsPerSecond() const;
};

// Runs the simulation. Throws std::invalid_argument for options the table cannot deal (no rounds,
// threads or players out of range, wagers outside the profile's limits), and std::logic_error if
// the procedure ever stalls (see dealAutomatically).
SimulationReport simulate(const SimulationOptions& options);

} // namespace s21

// simulate: the house edge, bonus frequencies and Match-the-Dealer edge of a profile, measured by
// the automatic dealer against basic-strategy players, beside the exact edge off the top.
#include "arguments.h"
#include "commands.h"
#include "core/players/strategy.h"
#include "core/training/simulator.h"
#include "counted.h"
#include "loading.h"

#include <cmath>
#include <iomanip>
#include <ostream>
#include <sstream>

namespace s21::cli {

namespace {

SimulationOptions parseOptions(const Arguments& args, const RuleProfile& profile)
{
    SimulationOptions options;
    options.profile = profile;
    constexpr std::int64_t kMostRounds = 1'000'000'000'000;
    constexpr std::int64_t kMostThreads = 256;
    options.rounds = args.integer("rounds", std::nullopt, 1, kMostRounds);
    options.seed = args.seed("seed", std::nullopt);
    options.threads = static_cast<int>(args.integer("threads", 1, 1, kMostThreads));
    options.players = static_cast<int>(args.integer("players", 1, 1, kSeatCount));
    options.errorRate = args.rate("errors", 0);
    options.wager = args.money("wager", Money::cents(1)).value_or(options.wager);
    options.matchWager = args.money("mtd", Money()).value_or(options.matchWager);
    return options;
}

// "+1.234%"
std::string percent(double value)
{
    std::ostringstream text;
    text << std::showpos << std::fixed << std::setprecision(3) << value * 100 << "%";
    return text.str();
}

// "+1.234% ± 0.056%"
std::string percent(double value, double error)
{
    std::ostringstream text;
    text << percent(value) << " ± " << std::fixed << std::setprecision(3) << error * 100 << "%";
    return text.str();
}

// A count and how often it happened: "1 in 24" of `trials`.
void printFrequency(std::ostream& out, const std::string& name, long long count, long long trials)
{
    out << "    " << std::left << std::setw(26) << name << std::right << std::setw(12) << count << "   1 in "
        << (count > 0 ? std::to_string(std::llround(static_cast<double>(trials) / static_cast<double>(count))) : "-")
        << "\n";
}

// The blackjacks dealt, and the bonuses paid where the profile's game pays them (not blackjack).
void printBonuses(std::ostream& out, const SimulationReport& report, const RuleProfile& profile)
{
    const BonusCounts& b = report.bonuses;
    const long long hands = report.playerRounds;
    out << "  dealer blackjacks (per round):\n";
    printFrequency(out, "dealer blackjack", b.dealerBlackjack, report.rounds);
    if (!profile.gameRules().bonusPayouts) {
        out << "  player blackjacks (per player-round):\n";
        printFrequency(out, "player blackjack", b.playerBlackjack, hands);
        return;
    }
    out << "  blackjacks and bonuses paid (per player-round):\n";
    printFrequency(out, "player blackjack", b.playerBlackjack, hands);
    printFrequency(out, "5-card 21", b.fiveCard21, hands);
    printFrequency(out, "6-card 21", b.sixCard21, hands);
    printFrequency(out, "7+-card 21", b.sevenCard21, hands);
    const char* classes[] = {"mixed", "suited", "spades"};
    for (std::size_t i = 0; i < 3; ++i) {
        printFrequency(out, std::string("6-7-8 ") + classes[i], b.sixSevenEight[i], hands);
        printFrequency(out, std::string("7-7-7 ") + classes[i], b.sevenSevenSeven[i], hands);
    }
    printFrequency(out, "super bonus", b.superBonus, hands);
}

void printReport(std::ostream& out, const SimulationOptions& options, const SimulationReport& report)
{
    const double exact = -StrategyEngine(options.profile, {options.wager}).roundValue();
    const double error = report.houseEdgeError();
    const bool agrees = std::abs(report.houseEdge() - exact) <= 3 * error;
    out << options.profile.name << ": " << counted(report.rounds, "round", "rounds") << ", "
        << counted(options.players, "player", "players") << ", " << counted(options.threads, "thread", "threads")
        << ", seed " << options.seed << ", error rate " << options.errorRate << "\n"
        << "  " << counted(report.shoes, "shoe", "shoes") << ", "
        << counted(report.actions, "dealer action", "dealer actions") << " checked, "
        << "mistakes by the automatic dealer: " << report.mistakes << "\n"
        << "  house edge: " << percent(report.houseEdge(), error) << " (one standard error)\n"
        << "  exact edge off the top (strategy engine): " << percent(exact) << " -> "
        << (options.errorRate > 0 ? "not comparable: it assumes no player errors"
            : agrees              ? "agrees within three standard errors"
                                  : "DOES NOT agree within three standard errors")
        << "\n";
    if (report.matchWageredCents > 0)
        out << "  Match-the-Dealer edge: " << percent(report.matchHouseEdge(), report.matchHouseEdgeError()) << "\n";
    printBonuses(out, report, options.profile);
    out << "  " << std::llround(report.roundsPerSecond()) << " rounds per second (" << std::fixed
        << std::setprecision(2) << report.seconds << " s)\n";
}

} // namespace

int simulateCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"profile", "rounds", "seed", "threads", "players", "wager", "mtd", "errors"});
    const auto profile = loadProfileReporting(args.required("profile"), err);
    if (!profile)
        return 1;
    const SimulationOptions options = parseOptions(args, *profile);
    SimulationReport report;
    try {
        report = simulate(options);
    } catch (const std::invalid_argument& error) {
        throw UsageError(error.what());
    } catch (const std::logic_error& error) {
        err << "simulate: the automatic dealer stopped: " << error.what() << "\n";
        return 1;
    }
    printReport(out, options, report);
    return report.mistakes == 0 ? 0 : 1;
}

} // namespace s21::cli

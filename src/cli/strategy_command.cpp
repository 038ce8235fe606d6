#include "arguments.h"
#include "commands.h"
#include "core/players/strategy.h"
#include "loading.h"

#include <iomanip>
#include <ostream>

namespace s21::cli {

namespace {

void printValues(const StrategyEngine& engine, const std::vector<Card>& hand, Card up, std::ostream& out)
{
    const DecisionValues v = engine.values(hand, up);
    out << notation(hand) << " against " << notation(up)
        << " (expected value per unit wagered, no dealer blackjack):\n";
    const std::pair<const char*, double> options[] = {
        {"stand", v.stand}, {"hit", v.hit}, {"double", v.doubleDown}, {"split", v.split}, {"surrender", v.surrender}};
    for (const auto& [name, value] : options)
        if (value > DecisionValues::kNotAllowed)
            out << "  " << std::left << std::setw(10) << name << std::showpos << std::fixed << std::setprecision(4)
                << value << std::noshowpos << "\n";
    out << "  best: " << decisionName(v.best()) << "\n";
}

} // namespace

int strategyCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"profile", "hand", "up"});
    const auto profile = loadProfileReporting(args.required("profile"), err);
    if (!profile)
        return 1;
    const StrategyEngine engine(*profile);
    if (args.option("hand") || args.option("up")) {
        const auto hand = parseCards(args.required("hand"));
        if (!hand)
            throw UsageError(hand.error().message);
        const auto up = parseCards(args.required("up"));
        if (!up)
            throw UsageError(up.error().message);
        if (hand->size() < 2 || up->size() != 1)
            throw UsageError("--hand takes two or more cards and --up one card");
        printValues(engine, *hand, up->front(), out);
        return 0;
    }
    out << "Basic strategy for " << profile->name << "\n\n" << formatChart(basicStrategy(engine));
    out << "Expected value off the top with this strategy: " << std::showpos << std::fixed << std::setprecision(3)
        << engine.roundValue() * 100 << "%" << std::noshowpos << " of the wager (insurance never taken)\n";
    return 0;
}

} // namespace s21::cli

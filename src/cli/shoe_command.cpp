#include "arguments.h"
#include "commands.h"
#include "core/shoe.h"
#include "loading.h"

#include <ostream>

namespace s21::cli {

int shoeCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {});
    args.allowOnly({"profile", "seed", "count"});
    const auto loaded = loadProfileReporting(args.required("profile"), err);
    if (!loaded)
        return 1;
    const RuleProfile& profile = *loaded;
    std::uint64_t seed = 0;
    std::size_t count = 0;
    try {
        seed = std::stoull(args.required("seed"));
        count = args.option("count") ? std::stoul(*args.option("count")) : 0;
    } catch (const std::logic_error&) {
        throw UsageError("--seed and --count take whole numbers");
    }
    const auto cards = shuffledCards(profile.decks, seed);
    if (count == 0 || count > cards.size())
        count = cards.size();
    out << profile.decks << " decks, " << cards.size() << " cards, seed " << seed << ":\n";
    for (std::size_t i = 0; i < count; ++i)
        out << notation(cards[i]) << ((i + 1) % 16 == 0 || i + 1 == count ? "\n" : " ");
    return 0;
}

} // namespace s21::cli

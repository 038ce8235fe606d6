#include "arguments.h"
#include "commands.h"
#include "core/rules/shoe.h"
#include "loading.h"

#include <ostream>

namespace s21::cli {

int shoeCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"profile", "seed", "count"});
    const auto loaded = loadProfileReporting(args.required("profile"), err);
    if (!loaded)
        return 1;
    const RuleProfile& profile = *loaded;
    const std::uint64_t seed = args.seed("seed", std::nullopt);
    const auto cards = shuffledCards(profile, seed);
    const auto all = static_cast<std::int64_t>(cards.size());
    const auto count = static_cast<std::size_t>(args.integer("count", all, 1, all));
    out << profile.decks << " decks, " << cards.size() << " cards, seed " << seed << ":\n";
    for (std::size_t i = 0; i < count; ++i)
        out << notation(cards[i]) << ((i + 1) % 16 == 0 || i + 1 == count ? "\n" : " ");
    return 0;
}

} // namespace s21::cli

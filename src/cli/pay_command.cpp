#include "arguments.h"
#include "commands.h"
#include "core/rules/payout.h"
#include "loading.h"

#include <ostream>

namespace s21::cli {

namespace {

std::vector<Card> cardsOption(const Arguments& args, const std::string& name, std::size_t atLeast)
{
    auto cards = parseCards(args.required(name));
    if (!cards)
        throw UsageError("--" + name + ": " + cards.error().message);
    if (cards->size() < atLeast)
        throw UsageError("--" + name + " needs at least " + std::to_string(atLeast) + " cards");
    return *std::move(cards);
}

const char* outcomeText(Outcome result)
{
    switch (result) {
    case Outcome::PlayerWins: return "player wins";
    case Outcome::Push: return "push: the wager is returned";
    case Outcome::DealerWins: return "dealer wins: the wager is collected";
    }
    return "";
}

} // namespace

int payCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"profile", "player", "dealer", "wager", "mtd"}, {"doubled", "split"});
    const auto loaded = loadProfileReporting(args.required("profile"), err);
    if (!loaded)
        return 1;
    const RuleProfile& profile = *loaded;
    const bool doubled = args.flag("doubled");
    const Hand player(cardsOption(args, "player", 2), args.flag("split") ? HandOrigin::FromSplit : HandOrigin::Initial);
    const Hand dealer(cardsOption(args, "dealer", 2));
    const Money wager = args.money("wager", Money::cents(1)).value_or(Money());
    if (wager.isZero())
        throw UsageError("missing --wager");
    const std::string cite = profile.citationPrefix + " ";

    out << "Profile: " << profile.name << "\n";
    out << "Player: " << notation(player.cards()) << " (" << player.total() << ")" << (doubled ? ", doubled" : "")
        << (args.flag("split") ? ", split hand" : "") << "\n";
    out << "Dealer: " << notation(dealer.cards()) << " (" << dealer.total() << ")\n";

    const Outcome result = outcome(player, dealer, profile);
    out << "Spanish 21 wager " << formatMoney(wager) << ": " << outcomeText(result) << "\n";
    if (result == Outcome::PlayerWins) {
        const Odds odds = winningOdds(player, dealer, doubled, profile);
        out << "  paid " << formatMoney(winnings(player, dealer, wager, doubled, profile)) << " at " << formatOdds(odds)
            << "\n";
        if (const Money bonus = superBonusEarned(player, doubled, dealer.cards().front(), wager, profile);
            !bonus.isZero()) {
            out << "  super bonus " << formatMoney(bonus) << ", and "
                << formatMoney(superBonusEnvy(wager, profile.superBonus)) << " to every other player who wagered ("
                << cite << (profile.jurisdiction == Jurisdiction::Maryland ? "12.C" : "5(g)") << ")\n";
        }
    }
    if (const auto mtd = args.money("mtd", Money::cents(1))) {
        const Money mtdWager = *mtd;
        const Money won = matchTheDealerWinnings(mtdWager, player.cards()[0], player.cards()[1], dealer.cards().front(),
                                                 profile.matchTheDealer);
        out << "Match-the-Dealer " << formatMoney(mtdWager) << ": "
            << (won.isZero() ? std::string("no match, collected") : "paid " + formatMoney(won)) << "\n";
    }
    return 0;
}

} // namespace s21::cli

#include "core/rules/bonus_spin.h"

#include <algorithm>
#include <cctype>
#include <string_view>
#include <utility>

namespace s21 {

namespace {

constexpr std::string_view kAnd = " and ";
constexpr std::string_view kCommunity = " community";

std::optional<Money> positiveMoney(const std::string& text)
{
    const auto amount = parseMoney(text);
    if (!amount || *amount <= Money())
        return std::nullopt;
    return amount;
}

// The line ((i) = 0 to (iii) = 2) of the Community Pay symbol `stop` on paytable `paytable`, if it is one.
std::optional<std::size_t> communityLine(char paytable, const WheelStop& stop)
{
    const auto symbols = communitySymbols(paytable);
    for (std::size_t line = 0; line < symbols.size(); ++line)
        if (!stop.jackpot && symbols[line].spinner == stop.amount && symbols[line].others == stop.community)
            return line;
    return std::nullopt;
}

} // namespace

std::string describe(const WheelStop& stop)
{
    if (stop.jackpot)
        return stop.secondary ? "secondary jackpot" : "jackpot";
    if (stop.community.isZero())
        return formatMoney(stop.amount);
    if (stop.community == stop.amount)
        return formatMoney(stop.amount) + std::string(kCommunity);
    return formatMoney(stop.amount) + std::string(kAnd) + formatMoney(stop.community);
}

std::optional<WheelStop> parseWheelStop(const std::string& text)
{
    std::string lower;
    for (char c : text)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "jackpot" || lower == "primary jackpot")
        return WheelStop{true, {}, {}};
    if (lower == "secondary jackpot")
        return WheelStop{true, {}, {}, true};
    if (lower.size() > kCommunity.size() && lower.ends_with(kCommunity)) {
        const auto amount = positiveMoney(text.substr(0, text.size() - kCommunity.size()));
        if (!amount)
            return std::nullopt;
        return WheelStop{false, *amount, *amount};
    }
    if (const auto split = lower.find(kAnd); split != std::string::npos) {
        const auto spinner = positiveMoney(text.substr(0, split));
        const auto others = positiveMoney(text.substr(split + kAnd.size()));
        if (!spinner || !others)
            return std::nullopt;
        return WheelStop{false, *spinner, *others};
    }
    const auto amount = positiveMoney(text);
    if (!amount)
        return std::nullopt;
    return WheelStop{false, *amount, {}};
}

std::vector<Money> paytableSymbols(char paytable)
{
    std::vector<int> dollars;
    switch (paytable) {
    case 'A': dollars = {1000, 350, 120, 50, 33, 20, 10}; break;                 // MD-S21BS 12.D(1)
    case 'B': dollars = {1000, 350, 120, 50, 33, 15, 10}; break;                 // 12.D(2)
    case 'C': dollars = {5000, 2500, 850, 250, 165, 100, 70, 60, 50, 40}; break; // 12.D(3)
    case 'D': dollars = {5000, 750, 600, 250, 115, 75, 70, 60, 50, 40}; break;   // 12.D(4)
    default: break;
    }
    std::vector<Money> symbols;
    for (int d : dollars)
        symbols.push_back(Money::dollars(d));
    return symbols;
}

std::vector<CommunitySymbol> communitySymbols(char paytable)
{
    std::vector<std::pair<int, int>> dollars;
    switch (paytable) {
    case 'A':                                                      // MD-S21BS 12.D(9)(a)
    case 'B': dollars = {{250, 100}, {100, 20}, {30, 3}}; break;   // 12.D(9)(b)
    case 'C': dollars = {{750, 100}, {200, 50}, {150, 15}}; break; // 12.D(10)(a)
    case 'D': dollars = {{500, 100}, {200, 50}, {100, 15}}; break; // 12.D(10)(b)
    default: break;
    }
    std::vector<CommunitySymbol> symbols;
    for (const auto& [spinner, others] : dollars)
        symbols.push_back({Money::dollars(spinner), Money::dollars(others)});
    return symbols;
}

const WheelPaytable& wheelFor(const BonusSpinRules& rules, Money wager)
{
    return playsFiveDollarWheel(wager) ? rules.fiveDollarWheel : rules.dollarWheel;
}

bool jackpotIsProgressive(char paytable) { return paytable == 'B' || paytable == 'D'; }

const char* wheelPaySection(char paytable, bool jackpot)
{
    switch (paytable) {
    case 'A': return jackpot ? "MD-S21BS 12.D(1)(a)" : "MD-S21BS 12.D(1), 12.D(5)";
    case 'B': return jackpot ? "MD-S21BS 12.D(2)(a), 12.D(7)" : "MD-S21BS 12.D(2), 12.D(5)";
    case 'C': return jackpot ? "MD-S21BS 12.D(3)(a)" : "MD-S21BS 12.D(3), 12.D(5)";
    case 'D': return jackpot ? "MD-S21BS 12.D(4)(a), 12.D(7)" : "MD-S21BS 12.D(4), 12.D(5)";
    default: return "MD-S21BS 12.D";
    }
}

bool isWheelStop(const BonusSpinRules& rules, Money wager, const WheelStop& stop)
{
    if (rules.variant == BonusSpinVariant::MassachusettsAcePays)
        return !stop.jackpot && stop.community.isZero() && stop.amount > Money();
    if (stop.jackpot)
        return !stop.secondary;
    const char letter = wheelFor(rules, wager).letter;
    if (!stop.community.isZero())
        return communityLine(letter, stop).has_value();
    const auto symbols = paytableSymbols(letter);
    return std::find(symbols.begin(), symbols.end(), stop.amount) != symbols.end();
}

bool isWheelStopOfTable(const BonusSpinRules& rules, const WheelStop& stop)
{
    return std::any_of(rules.wagerAmounts.begin(), rules.wagerAmounts.end(),
                       [&](Money wager) { return isWheelStop(rules, wager, stop); });
}

BonusSpinJackpots startingJackpots(const BonusSpinRules& rules)
{
    return {rules.dollarWheel.jackpot, rules.fiveDollarWheel.jackpot};
}

Money jackpotAfterPaid(const BonusSpinRules& rules, Money wager, Money jackpotNow)
{
    const WheelPaytable& wheel = wheelFor(rules, wager);
    return jackpotIsProgressive(wheel.letter) ? wheel.reset : jackpotNow;
}

Money wheelPayout(const BonusSpinJackpots& jackpots, Money wager, const WheelStop& stop)
{
    return stop.jackpot ? jackpots.of(wager) : stop.amount;
}

Money communityPay(const BonusSpinRules& rules, Money spinnerWager, const WheelStop& stop, Money receiverWager)
{
    if (rules.variant != BonusSpinVariant::MarylandProgressive || receiverWager.isZero())
        return Money();
    const auto line = communityLine(wheelFor(rules, spinnerWager).letter, stop);
    if (!line)
        return Money();
    return communitySymbols(wheelFor(rules, receiverWager).letter)[*line].others;
}

const char* communityPaySection(const BonusSpinRules& rules, Money receiverWager)
{
    switch (wheelFor(rules, receiverWager).letter) {
    case 'A': return "MD-S21BS 12.D(8), 12.D(9)(a)";
    case 'B': return "MD-S21BS 12.D(8), 12.D(9)(b)";
    case 'C': return "MD-S21BS 12.D(8), 12.D(10)(a)";
    case 'D': return "MD-S21BS 12.D(8), 12.D(10)(b)";
    default: return "MD-S21BS 12.D(8)";
    }
}

std::vector<WheelStop> practiceWheel(const BonusSpinRules& rules, Money wager)
{
    const bool maryland = rules.variant == BonusSpinVariant::MarylandProgressive;
    const char letter = maryland ? wheelFor(rules, wager).letter : 'A';
    std::vector<WheelStop> stops;
    for (Money symbol : paytableSymbols(letter))
        stops.push_back({false, symbol, {}});
    if (!maryland)
        return stops;
    for (const CommunitySymbol& symbol : communitySymbols(letter))
        stops.push_back({false, symbol.spinner, symbol.others});
    stops.push_back({true, {}, {}});
    return stops;
}

std::vector<WheelStop> drawSpins(const std::vector<WheelStop>& wheel, int spins, Random& random)
{
    std::vector<WheelStop> stops;
    for (int spin = 0; spin < spins; ++spin)
        stops.push_back(wheel[random.below(wheel.size())]);
    return stops;
}

bool spinsTheWheel(const Hand& firstTwoCards) { return firstTwoCards.isBlackjack(true); }

bool paysForAnAce(const Hand& firstTwoCards)
{
    const auto& cards = firstTwoCards.cards();
    return !spinsTheWheel(firstTwoCards) && cards.size() >= 2 &&
           (cards[0].rank == Rank::Ace || cards[1].rank == Rank::Ace);
}

} // namespace s21

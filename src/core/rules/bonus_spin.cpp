#include "core/rules/bonus_spin.h"

#include <algorithm>
#include <cctype>

namespace s21 {

std::string describe(const WheelStop& stop) { return stop.jackpot ? "jackpot" : formatMoney(stop.amount); }

std::optional<WheelStop> parseWheelStop(const std::string& text)
{
    std::string lower;
    for (char c : text)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower == "jackpot")
        return WheelStop{true, {}};
    const auto amount = parseMoney(text);
    if (!amount || *amount <= Money())
        return std::nullopt;
    return WheelStop{false, *amount};
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

const WheelPaytable& wheelFor(const BonusSpinRules& rules, Money wager)
{
    return wager == Money::dollars(5) ? rules.fiveDollarWheel : rules.dollarWheel;
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
        return !stop.jackpot && stop.amount > Money();
    if (stop.jackpot)
        return true;
    const auto symbols = paytableSymbols(wheelFor(rules, wager).letter);
    return std::find(symbols.begin(), symbols.end(), stop.amount) != symbols.end();
}

bool isWheelStopOfTable(const BonusSpinRules& rules, const WheelStop& stop)
{
    return std::any_of(rules.wagerAmounts.begin(), rules.wagerAmounts.end(),
                       [&](Money wager) { return isWheelStop(rules, wager, stop); });
}

Money wheelPayout(const BonusSpinRules& rules, Money wager, const WheelStop& stop)
{
    return stop.jackpot ? wheelFor(rules, wager).jackpot : stop.amount;
}

std::vector<WheelStop> practiceWheel(const BonusSpinRules& rules, Money wager)
{
    const bool maryland = rules.variant == BonusSpinVariant::MarylandProgressive;
    std::vector<WheelStop> stops;
    for (Money symbol : paytableSymbols(maryland ? wheelFor(rules, wager).letter : 'A'))
        stops.push_back({false, symbol});
    if (maryland)
        stops.push_back({true, {}});
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

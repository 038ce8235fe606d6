#include "core/rules/xtreme16.h"

#include <algorithm>

namespace s21 {

namespace {

std::vector<Money> dollarsOf(std::initializer_list<int> dollars)
{
    std::vector<Money> amounts;
    for (int d : dollars)
        amounts.push_back(Money::dollars(d));
    return amounts;
}

bool isCommunitySymbol(const WheelStop& stop)
{
    const auto symbols = xtremeCommunitySymbols();
    return !stop.jackpot && stop.community == stop.amount &&
           std::find(symbols.begin(), symbols.end(), stop.amount) != symbols.end();
}

} // namespace

bool xtremeTriggered(const Hand& dealerCards)
{
    const auto& cards = dealerCards.cards();
    if (cards.size() < 2)
        return false;
    const auto isSix = [](Card card) { return card.rank == Rank::Six; };
    return (isSix(cards[0]) && isTenValue(cards[1])) || (isTenValue(cards[0]) && isSix(cards[1]));
}

std::vector<Money> hotSpotSymbols() { return dollarsOf({1000, 600, 500, 400, 350, 300, 250, 200}); } // 12.E(1)(c)-(j)

std::vector<Money> xtremeCommunitySymbols() { return dollarsOf({150, 100, 75, 50, 40, 35, 30, 25}); } // 12.E(6)(a)

bool isXtremeStop(const WheelStop& stop)
{
    if (stop.jackpot)
        return true;
    if (!stop.community.isZero())
        return isCommunitySymbol(stop);
    const auto symbols = hotSpotSymbols();
    return std::find(symbols.begin(), symbols.end(), stop.amount) != symbols.end();
}

Money xtremePayout(const XtremeMeters& meters, const WheelStop& stop)
{
    if (!stop.jackpot)
        return stop.amount;
    return stop.secondary ? meters.secondary : meters.primary;
}

Money xtremeCommunityPay(const WheelStop& stop, Money receiverWager)
{
    return receiverWager == kXtremeWager && isCommunitySymbol(stop) ? stop.community : Money();
}

const char* xtremePaySection(const WheelStop& stop)
{
    if (stop.jackpot)
        return stop.secondary ? "MD-S21BS 12.E(1)(b), 12.E(4)" : "MD-S21BS 12.E(1)(a), 12.E(4)";
    return stop.community.isZero() ? "MD-S21BS 12.E(1), 12.E(2)" : "MD-S21BS 12.E(2), 12.E(6)";
}

std::vector<WheelStop> practiceXtremeWheel()
{
    std::vector<WheelStop> stops{{true, {}, {}, false}, {true, {}, {}, true}};
    for (Money symbol : hotSpotSymbols())
        stops.push_back({false, symbol, {}});
    for (Money symbol : xtremeCommunitySymbols())
        stops.push_back({false, symbol, symbol});
    return stops;
}

} // namespace s21

#pragma once
// The Bonus Spin Xtreme - Xtreme 16 progressive's values (MD-S21BS 6.G(3), 12.E): its trigger, the
// Hot Spot Prize Wheel's stops and what each pays the player who spun and, for a Community Pay
// symbol, each other player with the wager. The wager is $5: 12.E's paytable is the only one the
// text gives (docs/procedure.md, "Bonus Spin Xtreme 16").

#include "core/rules/bonus_spin.h"
#include "core/rules/hand.h"
#include "core/rules/rule_profile.h"

#include <vector>

namespace s21 {

// MD-S21BS 6.G(3): "the dealer's initial hand is a six and a 10-valued card", in either order.
bool xtremeTriggered(const Hand& dealerCards);

// The Hot Spot Prize Wheel's dollar symbols, largest first (12.E(1)(c)-(j)); besides them the two
// Jackpots.
std::vector<Money> hotSpotSymbols();

// The Community Pay symbols, largest first (12.E(6)(a)): each pays its amount to the player who spun
// (12.E(2)) and to every other Xtreme 16 wager (12.E(5)).
std::vector<Money> xtremeCommunitySymbols();

// The stop is on the Hot Spot Prize Wheel: a symbol, a Community Pay symbol, or either Jackpot.
bool isXtremeStop(const WheelStop& stop);

// What the stop pays the player who spun: its amount, or the Jackpot's meter.
Money xtremePayout(const XtremeMeters& meters, const WheelStop& stop);

// What a spin's stop pays another player whose Xtreme 16 wager is `receiverWager` (12.E(5)-(6)):
// a Community Pay symbol's amount, for the $5 wager; nothing otherwise.
Money xtremeCommunityPay(const WheelStop& stop, Money receiverWager);

// The sections a payment of the stop to the player who spun follows (a static string).
const char* xtremePaySection(const WheelStop& stop);

// A practice table's Hot Spot wheel, each stop as likely as the next (the texts weigh none).
std::vector<WheelStop> practiceXtremeWheel();

} // namespace s21

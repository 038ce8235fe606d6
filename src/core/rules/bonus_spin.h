#pragma once
// The Bonus Spin side wager's values: where the wheel lands and what that pays. Maryland's
// progressive (MD-S21BS 6.G(2), 12.D) is triggered by a player blackjack and pays the paytable's
// symbol, or for the Jackpot a fixed prize (paytables A, C) or the progressive meter (B, D); Massachusetts' (MA-S21 16) pays $10 for an ace in
// the first two cards and spins the wheel for a blackjack. The wheel itself is a device whose
// sections the texts do not weigh, so a round is given its stops (a scenario writes them down).

#include "core/base/random.h"
#include "core/rules/hand.h"
#include "core/rules/rule_profile.h"

#include <optional>
#include <string>
#include <vector>

namespace s21 {

// Where the wheel lands: a dollar symbol, the Jackpot (MD-S21BS 12.D(1)(a)), or a Community Pay
// symbol of two amounts, "$250 and $100" (12.D(9)-(10)): the first is the spinning player's
// (12.D(5)), the second names the Community Pay the other players receive (docs/procedure.md).
struct WheelStop {
    bool jackpot = false;
    Money amount;           // the symbol's amount, paid to the player who spun; zero for the Jackpot
    Money community;        // a Community Pay symbol's second amount; zero on any other symbol
    bool secondary = false; // the Xtreme 16 wheel's secondary Jackpot (MD-S21BS 12.E(1)(b)); else the primary

    friend bool operator==(const WheelStop&, const WheelStop&) = default;
};

// "$350", "jackpot", "$250 and $100", or on the Xtreme 16 wheel "secondary jackpot" and "$150 community"
// (a Community Pay symbol of one amount, paid to the spinner and the others alike); parseWheelStop
// accepts each (and "350", "250 and 100", "primary jackpot").
std::string describe(const WheelStop& stop);
std::optional<WheelStop> parseWheelStop(const std::string& text);

// The dollar symbols of a Maryland paytable, largest first (MD-S21BS 12.D(1)-(4)); besides them the
// wheel has the Jackpot.
std::vector<Money> paytableSymbols(char paytable);

// A Community Pay symbol of a Maryland paytable (MD-S21BS 12.D(9)-(10)): "For a $250 and $100 symbol
// the payout is $100".
struct CommunitySymbol {
    Money spinner; // the first amount: what the player who spun is paid (12.D(5))
    Money others;  // the payout to each other player whose wager plays this paytable (12.D(8))
};

// A paytable's three Community Pay symbols, in the text's order ((i) to (iii)): A and B 12.D(9), C
// and D 12.D(10).
std::vector<CommunitySymbol> communitySymbols(char paytable);

// A progressive wager of `wager` plays the $5 wager's wheel, else the $1 wager's (MD-S21BS 12.D(9)-(10)).
inline bool playsFiveDollarWheel(Money wager) { return wager == Money::dollars(5); }

// The Maryland wheel a progressive wager of `wager` plays: the $5 wager's paytable (C or D), else the
// $1 wager's (A or B) (MD-S21BS 12.D(9)-(10)).
const WheelPaytable& wheelFor(const BonusSpinRules& rules, Money wager);

// The Jackpot pays the progressive meter (paytables B and D) rather than a fixed prize (A and C).
bool jackpotIsProgressive(char paytable);

// The sections a payment from paytable `paytable`'s wheel follows (a static string): its symbol
// ("MD-S21BS 12.D(1), 12.D(5)"), or its Jackpot ("MD-S21BS 12.D(1)(a)"; with 12.D(7) on B and D).
const char* wheelPaySection(char paytable, bool jackpot);

// The stop can come up on the wheel a wager of `wager` spins: a symbol of its paytable, one of its
// Community Pay symbols or the Jackpot in Maryland; any positive amount in Massachusetts, whose text leaves the wheel's sections to the
// device (16(d)(2)).
bool isWheelStop(const BonusSpinRules& rules, Money wager, const WheelStop& stop);

// The stop is on the wheel of one of the wager amounts the table takes.
bool isWheelStopOfTable(const BonusSpinRules& rules, const WheelStop& stop);

// What each Maryland wheel's Jackpot pays now: the $1 wager's and the $5 wager's, the fixed prize
// (paytables A, C) or the meter's reading "when it is the player's turn to be paid" (B, D; MD-S21BS
// 12.D(7)). A round starts from the profile's and carries them, as it does the Xtreme 16's meters.
struct BonusSpinJackpots {
    Money dollar;
    Money fiveDollar;

    Money& of(Money wager) { return playsFiveDollarWheel(wager) ? fiveDollar : dollar; }
    Money of(Money wager) const { return playsFiveDollarWheel(wager) ? fiveDollar : dollar; }

    friend bool operator==(const BonusSpinJackpots&, const BonusSpinJackpots&) = default;
};

// The Jackpots a profile's rounds start from (its wheels' `jackpot`).
BonusSpinJackpots startingJackpots(const BonusSpinRules& rules);

// What the Jackpot of a `wager` wager's wheel pays once a Jackpot has been paid from it: the meter's
// reset amount on B and D (12.D(6)(b)), the same fixed prize on A and C.
Money jackpotAfterPaid(const BonusSpinRules& rules, Money wager, Money jackpotNow);

// What a stop pays a wager of `wager`: its amount, or for the Jackpot what the wheel's Jackpot pays
// now (`jackpots`: the fixed prize or the meter, MD-S21BS 12.D(1)(a)-(4)(a), 12.D(7)).
Money wheelPayout(const BonusSpinJackpots& jackpots, Money wager, const WheelStop& stop);

// What a stop on the wheel of a `spinnerWager` wager pays another player whose progressive wager is
// `receiverWager` (MD-S21BS 12.D(8)): the Community Pay of the same line ((i), (ii) or (iii)) of the
// receiver's own paytable, "based upon the amount of the Progressive Payout Wager placed by the player
// receiving" it (12.D(8)(a)); nothing for a stop that is no Community Pay symbol.
Money communityPay(const BonusSpinRules& rules, Money spinnerWager, const WheelStop& stop, Money receiverWager);

// The sections a Community Pay to a wager of `receiverWager` follows (a static string).
const char* communityPaySection(const BonusSpinRules& rules, Money receiverWager);

// A practice table's wheel for a wager of `wager`, each stop as likely as the next: Maryland's
// paytable symbols, its Community Pay symbols and the Jackpot; in Massachusetts, whose text leaves the wheel to the device,
// paytable A's symbols stand in. Scenarios write their stops down instead.
std::vector<WheelStop> practiceWheel(const BonusSpinRules& rules, Money wager);

// `spins` stops drawn from `wheel`, each as likely as the next: where a practice round's wheel lands,
// spin after spin.
std::vector<WheelStop> drawSpins(const std::vector<WheelStop>& wheel, int spins, Random& random);

// The hand spins the wheel: a blackjack in the first two cards (MD-S21BS 6.G(2), MA-S21 16(d)).
bool spinsTheWheel(const Hand& firstTwoCards);

// MA-S21 16(c): an ace in either of the first two cards (a blackjack spins instead: 16(a) bets on
// "either an Ace or a Blackjack").
bool paysForAnAce(const Hand& firstTwoCards);

} // namespace s21

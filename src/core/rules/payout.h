#pragma once
// The payout calculator: one small pure function per rule of the payout chapters, each naming the
// sections it implements. Nothing here knows about the order of play; the round engine calls these
// to know what a correct settlement is.

#include "core/base/money.h"
#include "core/rules/hand.h"
#include "core/rules/rule_profile.h"

#include <optional>

namespace s21 {

// ---- The Spanish 21 wager ------------------------------------------------------------------------

enum class Outcome : std::uint8_t { PlayerWins, Push, DealerWins };

// Who wins a player's hand against the dealer's finished hand (MD-S21 7.O-Q, MA-S21 5(a)-(b)):
// - a busted player hand loses, whatever the dealer holds;
// - a player blackjack wins against a dealer 21 in two or more cards (7.O(3), 5(a)(3)); against a
//   dealer blackjack that is the profile's blackjackBeatsDealerBlackjack reading (see rules doc);
// - a dealer blackjack beats every other player hand, including 21 in more than two cards (7.Q,
//   5(b));
// - a player 21 in more than two cards beats a dealer 21 in more than two cards (7.O(4), 5(a)(4)),
//   and so may a split hand's two-card 21 (twentyOneBeatsADrawnTwentyOne);
// - otherwise the higher total wins, a dealer bust loses, and equal totals push (7.O(1)-(2), 7.P).
Outcome outcome(const Hand& player, const Hand& dealer, const RuleProfile& profile);

// Whether a player's hand, not a blackjack, beats a dealer 21 in three or more cards, and so every
// total the dealer can still make by drawing: a 21 in three or more cards (MD-S21 7.O(4), MA-S21
// 5(a)(4)), or a split hand's 21 in two cards where the profile reads MA-S21 5(a)(3) so
// (splitTwentyOneBeatsDealerTwentyOne). outcome() and the dealer's drawing rule (MD-S21 7.N, MA-S21
// 12(c)) both ask this.
bool twentyOneBeatsADrawnTwentyOne(const Hand& player, const RuleProfile& profile);

// The 5-, 6- and 7-or-more-card 21 bonus odds (MD-S21 12.B(7)-(9), MA-S21 5(f)(5)-(7)): 3:2, 2:1,
// 3:1; nullopt for other hands.
std::optional<Odds> cardCountBonusOdds(const Hand& hand);

// The 6-7-8 and 7-7-7 bonus odds (MD-S21 12.B(1)-(6), MA-S21 5(f)(1)-(4)): mixed suits 3:2, one
// suit 2:1, spades 3:1; nullopt for other hands.
std::optional<Odds> patternBonusOdds(const Hand& hand);

// Whether a winning hand may be paid the bonus odds at all: never in a game without them (blackjack),
// never when doubled (MD-S21 10.G, 12.B;
// MA-S21 5(f), 9(b)); on a split hand only where the profile pays them (MD-S21 11.F excludes them,
// MA-S21 10(e) excludes only the super bonus).
bool bonusOddsApply(const Hand& hand, bool doubled, const RuleProfile& profile);

// A split hand's 21 in two cards that beats a dealer 21 in three or more cards under MA-S21 5(a)(3),
// "The player has achieved a score of 21 in two cards and the dealer has achieved a score of 21 in two
// or more cards", where the profile reads it so (twentyOneBeatsADrawnTwentyOne); 5(e) pays a wager won
// under (a)(3) at 3 to 2 (docs/rules-traceability.md).
bool winsAsTwentyOneInTwoCards(const Hand& hand, const Hand& dealer, const RuleProfile& profile);

// The odds a winning hand is paid at against the dealer's hand: blackjack at the profile's
// blackjackPays (3:2, MD-S21 12.A(2), MA-S21 5(e); 3:2 or 6:5, MD-BJ 13.A(2)), and a split hand's 3:2 a split 21 in two cards that wins under MA-S21 5(a)(3) (winsAsTwentyOneInTwoCards); a
// bonus hand at its bonus odds where bonusOddsApply(); otherwise 1:1 (MD-S21 12.A(1), MA-S21 5(e)).
Odds winningOdds(const Hand& hand, const Hand& dealer, bool doubled, const RuleProfile& profile);

// The section of the odds winningOdds() gives: "MD-S21 12.A(2)", "MD-S21 12.B(1)-(6)", ... The rule
// a payment of the wrong amount breaks.
LazyText winningOddsSection(const Hand& hand, const Hand& dealer, bool doubled, const RuleProfile& profile);

// What a winning hand is paid on its whole wager (the original plus any double down wager: a
// doubled hand is paid 1:1 on both, MD-S21 10.F-G).
Money winnings(const Hand& hand, const Hand& dealer, Money wagerOnHand, bool doubled, const RuleProfile& profile);

// ---- The super bonus (MD-S21 12.C, MA-S21 5(g)) --------------------------------------------------

// True for three 7s of one suit against a dealer 7 of any suit, neither doubled nor split
// (MD-S21 12.C(4), MA-S21 5(g)).
bool qualifiesForSuperBonus(const Hand& hand, Card dealerUpCard, bool doubled);

// The fixed additional payout to the winning hand: $1,000 for an original wager of $5 or more but
// under $25, $5,000 for $25 or more, nothing under $5 (MD-S21 12.C(1)-(2), MA-S21 5(g)).
Money superBonus(Money originalWager, const SuperBonusRules& rules);

// The super bonus a hand has earned: superBonus() on its original wager when the profile's game pays
// it and the hand qualifies (qualifiesForSuperBonus), nothing otherwise (MD-S21 12.C, MA-S21 5(g));
// the one test of it the
// round engine and the pay command share. The text pays "a winning hand": a qualifying hand always
// is one, a 21 in three cards against a dealer 7, who cannot have a blackjack (MD-S21 7.O(2), (4), Q).
Money superBonusEarned(const Hand& hand, bool doubled, Card dealerUpCard, Money originalWager,
                       const RuleProfile& profile);

// What every other player who wagered that round is paid when a hand with `winnersWager` wins the
// super bonus: $50 (MD-S21 12.C(3), MA-S21 5(g)); nothing when that wager earns no super bonus, for
// the $50 is "in addition to" it.
Money superBonusEnvy(Money winnersWager, const SuperBonusRules& rules);

// ---- Match-the-Dealer (MD-S21 7.F, 12.A(4); MA-S21 6) --------------------------------------------

// A player card matches the dealer's up card by rank; a J, Q or K matches only the identical rank,
// not another 10-value card (MD-S21 7.F(1)(b), MA-S21 6(a)).
bool matchesDealer(Card playerCard, Card dealerUpCard);

// What a Match-the-Dealer wager wins on the player's first two cards: each matching card is paid at
// the same-suit or different-suit odds, both cards when both match (MD-S21 7.F(1)(a),(c), 12.A(4);
// MA-S21 6(a), 6(e)). Zero means the wager loses. Nothing else depends on it: the match has no
// bearing on any other wager (MA-S21 6(f)).
Money matchTheDealerWinnings(Money wager, Card first, Card second, Card dealerUpCard, const MatchTheDealerRules& rules);

// ---- Match play coupons (MA-S21 5(c), 6(c)) ------------------------------------------------------

// What a winning wager's match play coupon is paid: its face value at 1 to 1, whatever the odds the
// chips beside it are paid at (a blackjack's 3 to 2, a bonus, Match-the-Dealer's). The texts leave
// a coupon's terms to the house; this is the trainer's reading (docs/rules-traceability.md, "Match
// play coupons").
constexpr Money couponWinnings(Money face) { return payoutAt(face, Odds{1, 1}); }

// ---- Insurance (MD-S21 ch. 8, 12.A(3); MA-S21 11) ------------------------------------------------

// Insurance wins when the hole card is a 10-value card: a K, Q or J, as a Spanish deck has no 10s
// (MD-S21 8.A, MA-S21 11(a)); a king, queen, jack or 10 in blackjack (MD-BJ 8.B).
bool insuranceWins(Card dealerHoleCard);

// A winning insurance wager is paid 2 to 1 (MD-S21 8.E, 12.A(3); MA-S21 11(c); MD-BJ 8.C, 13.A(3)).
Money insuranceWinnings(Money insuranceWager);

// The largest insurance wager: half the initial wager, or the next amount the table's chips can
// make when half cannot be bet (MD-S21 8.B-C, MA-S21 11(b)). `initialWager` is the Spanish 21 wager
// alone: insurance does not apply to the Match-the-Dealer wager (MA-S21 11(e)).
Money maxInsuranceWager(Money initialWager, const ChipSet& chips);

// ---- Surrender, rescue, and the dealer's blackjack against extra wagers --------------------------

// The two halves of a surrendered wager.
struct SurrenderSettlement {
    Money collected; // into the table inventory
    Money returned;  // back to the player
};

// Surrender gives up half the wager (MD-S21 9.A, MA-S21 8(a), MD-BJ 9.A); against an A/K/Q/J up card the
// wager waits on the cards and a dealer blackjack takes all of it (MD-S21 9.C(2), MA-S21 8(a)(2)).
// An odd cent goes to the house (see rules doc, "Rounding"). An insurance wager on the same hand is
// settled on its own and has no part in this (MD-S21 9.D, MA-S21 8(b), MD-BJ 9.D).
SurrenderSettlement surrenderSettlement(Money wager, bool dealerHasBlackjack);

// A rescue: the player takes back the double down wager and forfeits the original, allowed only
// when the double card did not bust the hand (MD-S21 10.H, MA-S21 9(d)).
struct RescueSettlement {
    Money collected; // the original wager, forfeited
    Money returned;  // the double down wager, taken back
};
bool rescueAllowed(const Hand& doubledHand);
RescueSettlement rescueSettlement(Money originalWager, Money doubleWager);

// Against a dealer blackjack the dealer collects only the original wager and returns what was
// added by doubling down or splitting (MD-S21 10.E, 11.E; MA-S21 9(c), 10(d)).
struct DealerBlackjackSettlement {
    Money collected;
    Money returned;
};
DealerBlackjackSettlement againstDealerBlackjack(Money originalWager, Money doubleAndSplitWagers);

} // namespace s21

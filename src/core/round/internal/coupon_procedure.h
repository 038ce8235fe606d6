#pragma once
// Match play coupons at settlement (MA-S21 5(c), 6(c); docs/procedure.md, "Match play coupons"). A
// coupon lies beside an equal wager in chips. A winning wager is paid its chips' payout and the
// coupon's value at 1 to 1 in one payment, and then the coupon is taken; a losing wager's coupon goes
// with its chips when they are collected (perform.cpp); a tie's stays with the wager and goes back
// to the player with it.

#include "core/round/internal/round_procedure.h"

#include <optional>

namespace s21 {

// The coupon beside the wager on `spot`: a player hand's (a seat's first), or the Match-the-Dealer
// circle's, while that wager is unsettled or paid and the coupon not yet taken; zero for any other.
Money couponAt(const RoundState& state, const Spot& spot);

// The rule a coupon's handling follows: the house's terms (paid at 1 to 1, used once, left with a
// tie), the profile's match_play_coupons. MA-S21 5(c) and 6(c) only let a wager include a coupon
// (docs/rules-traceability.md, "Match play coupons"). A wrong payment cites the chips' odds with it.
LazyText couponTerms();

// A winning wager's payment step on `spot`: `won` on its chips, and its coupon's value at 1 to 1
// (couponWinnings) when it carries one; the sentence is then `withCoupon`, else `plain`.
Step paymentStep(const RoundState& state, const Spot& spot, Money won, MistakeCode code, LazyText section,
                 LazyText plain, LazyText withCoupon);

// The coupons of wagers already paid, to be taken off the layout before anything else (each
// step PAYOUT_AMOUNT when missed: the coupon would be paid again); empty when there are none.
Stage couponStage(const RoundState& state);

// The mistake in a payment or a coupon taken the wrong way where a coupon lies: a winning wager
// paid without its coupon's value, or with the coupon at the chips' odds (PAYOUT_AMOUNT); a tie's
// coupon taken (WRONG_OUTCOME). A wrong payment cites couponTerms() and the chips' odds (amountSection:
// MA-S21 5(e)-(f), 6(e)). nullopt for any other action.
std::optional<Mistake> couponMistake(const RoundState& state, const Stage& stage, const DealerAction& action);

} // namespace s21

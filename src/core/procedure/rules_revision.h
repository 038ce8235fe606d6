#pragma once
// The revision of the rules as the engine teaches them: raised whenever a correction changes how an
// action already dealt would be judged (accepted or not, its mistake, the section it cites) or what a
// wager is paid. docs/rules-traceability.md ("Revisions") lists what each revision changed. A record
// keeps the revision it was dealt under (records/round_record.h), so a replay that is judged
// differently today can say that the rules were corrected since, not that the record is wrong.
//
// 1: every round dealt before revisions were kept (records schema 4 and older).
// 2: the Maryland progressive's paytable per wager amount and its payment at the player's turn; a
//    wrong amount cites the odds it breaks; paying or collecting a tie is a wrong outcome; a card
//    dealt to a doubled hand that had its card cites the one-card rule; in Massachusetts every total a
//    player decides nothing on (a blackjack, a 21, a bust, the double card) is announced.
// 3: the Maryland progressive's Community Pay (MD-S21BS 12.D(8)-(10)); paying a Bonus Spin spot that
//    holds no wager is a wrong outcome citing 12.D(8)(a) (Maryland) or MA-S21 16(a).
// 4: seats with the same player's name are one player (MD-S21 6.H, MA-S21 14): the 7-7-7's $50 is paid
//    once per player, never for their own winning hand; refusing a box within the limit cites 6.H / 14.
// 5: a round's reshuffled discard rack is offered to the players to cut before the dealer may cut
//    it, and the cut is completed (MD-S21 13.K with 5.B-E, MA-S21 15(g) with 4(c)-(e)).
// 6: a progressive Jackpot on paytable B or D resets its meter, so a second one in the round is paid
//    the reset amount (MD-S21BS 12.D(6)(b), 12.D(7)); a shared box's rescue takes back only the double
//    down wagers in its line (MA-S21 9(d), 13(d)); a Massachusetts split 21 in two cards that beats a
//    dealer 21 in three or more cards is paid 3 to 2 (MA-S21 5(a)(3), 5(e)).
// 7: issue 38's citations and orders: a limit or a term that is the house's cites its profile setting
//    ("house rule table_maximum"): the table's limits, Maryland's Match-the-Dealer cap, a match play
//    coupon's terms (a wrong coupon payment with the chips' odds, MA-S21 5(e)/6(e)). Massachusetts
//    accepts insurance before or among the Match-the-Dealer steps (MA-S21 6(d), 11(b)), and a bust
//    left for the settlement (MA-S21 5(e)); a bust's collection cites MD-S21 7.R / MA-S21 5(e). A
//    Massachusetts wheel spun too early cites 16(d)(2); an interim total there cites 7(g); a call from
//    behind may be answered by asking the caller (MA-S21 13(b)).

namespace s21 {

inline constexpr int kRulesRevision = 7;

} // namespace s21

#pragma once
// The table as the round engine keeps it: seats, hands, wagers, the dealer's hand, the chip tray,
// the shoe and the discard rack. Plain data; only the engine (round.h) changes it.

#include "core/players/player_model.h"
#include "core/procedure/dealer_action.h"
#include "core/procedure/seat_setup.h"
#include "core/rules/bonus_spin.h"
#include "core/rules/hand.h"
#include "core/rules/shoe.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace s21 {

// Where a player hand stands in the round.
enum class HandStatus : std::uint8_t {
    Waiting,     // dealt, not yet played
    Playing,     // the current hand
    Standing,    // finished, waiting for the dealer
    Busted,      // over 21: lost (MD-S21 7.O(1))
    Blackjack,   // a blackjack waiting to be settled with the round
    Surrendered, // half the wager given up (MD-S21 9.A)
    Rescued,     // the double down wager taken back (MD-S21 10.H)
    Settled,     // paid, collected or returned; only the cards remain, with any chips left beside (PaidChips)
};

// Chips a settlement leaves on the layout for the player to take: the wager returned (with its double
// down wager, or the part a collection left) and the payout set beside it. The player may take them
// once the wager's decision is rendered and implemented (MD-S21 6.E, MA-S21 5(h)); they do when the
// cards are picked up (docs/procedure.md, "Paid chips"). They are the player's from the moment they
// are paid and are counted in the seat's bankroll from then on, so the money on the table adds up
// the same before and after they are taken, and taking them is no dealer action: a stored round
// replays as it was dealt.
struct PaidChips {
    Money wager;  // the wager returned
    Money payout; // the payout beside it; zero when the wager was returned without winning

    Money total() const { return wager + payout; }
};

// A wager in line behind the caller's on a shared box's hand (MA-S21 13(c)), one per player behind
// (Seat::backers, in line order). Zero, and settled from the start, on a split hand the player's
// wager did not go to (13(e)).
struct BehindStake {
    Money wager;
    Money doubleWager; // doubled with the caller (13(d)), zero once settled
    bool doubledDown = false;
    bool settled = false; // paid, collected or returned
    PaidChips paid;       // on the layout until the cards are picked up
    bool placed = true;   // false: the player's wager went to the pair's other hand (13(e))

    bool doubled() const { return doubledDown; }
};

struct PlayerHand {
    Hand cards;
    Money wager;              // the Spanish 21 wager on this hand (original or split wager)
    Money doubleWager;        // the double down wager on the table, zero once settled
    bool doubledDown = false; // the player doubled this hand (it stays doubled after settlement)
    HandStatus status = HandStatus::Waiting;
    std::optional<Decision> signal;  // the player's signal since the dealer last asked
    bool asked = false;              // the dealer asked for the current decision (MA-S21 7(e))
    bool decided = false;            // the player has made a decision other than surrender on it
    bool surrenderOnCards = false;   // surrendered against an A/K/Q/J: wager on the cards (MD-S21 9.C(2))
    bool blackjackAnnounced = false; // MD-S21 7.H(1)
    bool evenMoney = false;          // the player took even money for the blackjack (MD-BJ 8.E)
    bool cardsPickedUp = false;      // in the discard rack (MD-S21 7.T)
    PaidChips paid;                  // on the layout until the cards are picked up; a push's wager
                                     // stays `wager` and goes back to the bankroll then
    Money coupon;                    // a match play coupon's face value beside the wager, zero for none; a seat's first
        // hand only, and it stays there after a split (docs/procedure.md, "Match play coupons")
    std::vector<BehindStake> behind; // a shared box's wagers behind the caller's, one per backer
    bool wagerSettled = false;       // the caller's wager is settled; the hand is Settled once every
                                     // wager in its line is (RoundState::settleStake)
    bool leftForSettlement = false;  // busted, its wagers left to the settlement (bustMayWaitForSettlement)

    bool doubled() const { return doubledDown; }
    bool live() const { return status == HandStatus::Standing || status == HandStatus::Blackjack; }
};

// A progressive side wager on a seat and its wheel: the Bonus Spin (MD-S21BS 6.G(2), MA-S21 16) or
// the Xtreme 16 (MD-S21BS 6.G(3), 12.E).
struct ProgressiveWager {
    Money wager;                   // on the layout; zero when none, and once settled
    bool settled = false;          // collected, or paid for the seat's own spin (or ace)
    Money placed;                  // as placed, kept once settled: the Community Pay is based on it
                                   // (MD-S21BS 12.D(8)(a), 12.E(5)(a))
    Money communityPaid;           // Community Pay paid to the seat so far this round (12.D(8), 12.E(5))
    std::optional<WheelStop> stop; // where the seat's spin of the wheel landed
    PaidChips paid;                // on the layout until the seat's cards are all picked up
};

// A player wagering behind the caller on a shared box (MA-S21 13): their set-up and what is theirs
// on the table apart from their wagers on the hands (PlayerHand::behind).
struct Backer {
    BehindSetup setup;
    Money bankroll;       // off the wagers, paid chips on the layout included
    Money insuranceWager; // their own insurance (13(f))
    bool insuranceSettled = false;
    PaidChips insurancePaid;
    Money handsLost;            // collected from their wagers this round: counted in a dealer blackjack's take
    bool awardsSettled = false; // their super bonus, or the $50 envy payment (MA-S21 5(g))

    const std::string& player() const { return setup.player; }
};

struct Seat {
    bool occupied = false;
    std::string player; // the simulated player's name
    Money bankroll;     // the player's chips off the wagers: in front of them (inFront) and paid on the layout
    Money initialWager; // the Spanish 21 wager placed before the first card
    Money matchWager;   // Match-the-Dealer wager, zero when none
    Money matchCoupon;  // a match play coupon's face value beside it, zero when none (MA-S21 6(c))
    bool matchSettled = false;
    Money insuranceWager;
    bool insuranceDecided = false; // the player has answered the offer
    bool insuranceSettled = false;
    std::vector<PlayerHand> hands; // one hand, or more after splits, left to right
    int splits = 0;
    Money handsLost;                 // collected from the seat's hands this round (busts, rescues, losses):
                                     // counted in what a dealer blackjack takes (MA-S21 9(c), 10(d))
    bool awardsSettled = false;      // super bonus / $50 envy paid (MD-S21 12.C)
    ProgressiveWager bonusSpin;      // the Bonus Spin wager (MD-S21BS 6.G(2), MA-S21 16)
    bool bonusButtonPressed = false; // the seat's button shows its blackjack (MA-S21 16(d)(1))
    ProgressiveWager xtreme;         // the Bonus Spin Xtreme - Xtreme 16 wager (MD-S21BS 6.G(3), 12.E)
    bool dead = false;               // dealt no cards or declined a missed second card: out of this
                                     // round, wagers returned (MD-S21 13.M-N)
    // The side wagers' paid chips, on the layout until the seat's cards are all picked up.
    PaidChips matchPaid;
    PaidChips insurancePaid;
    // A shared box (MA-S21 13): the players wagering behind the caller, `player`, in line order
    // (Spot::bettor 1, 2), and whether the caller sits at the box.
    std::vector<Backer> backers;
    bool callerSeated = true;

    // Every paid chip of the seat still on the layout: counted in `bankroll`, not yet in front of
    // the player.
    Money paidOnLayout() const
    {
        Money total = matchPaid.total() + insurancePaid.total() + bonusSpin.paid.total() + xtreme.paid.total();
        for (const PlayerHand& hand : hands)
            total += hand.paid.total();
        return total;
    }
    // The chips the player has in front of them: the bankroll less what still lies on the layout.
    Money inFront() const { return bankroll - paidOnLayout(); }
};

// The dealer's hole card: not dealt (not yet, or a table without one), dealt face down (MD-S21
// 7.E(4), MA-S21 7(i)), or turned face up (MD-S21 7.L(1)).
enum class HoleCard : std::uint8_t { NotDealt, FaceDown, Revealed };

struct DealerHand {
    Hand cards; // up card first, then the hole or second card, then draws
    HoleCard holeCard = HoleCard::NotDealt;
    bool peeked = false;               // checked in the card reader (MD-S21 7.G(2))
    bool dealersCardAnnounced = false; // "Dealer's Card" (MA-S21 7(g))
    int totalsAnnounced = 0;           // cards for which the total has been announced (MD-S21 7.L(3))
    bool cardsPickedUp = false;

    bool hasUpCard() const { return cards.cardCount() >= 1; }
    Card upCard() const { return cards.cards().front(); }
    // The dealer's second card is known to the table (revealed, or dealt face up).
    bool secondCardShown() const { return cards.cardCount() >= 2 && holeCard != HoleCard::FaceDown; }
};

// The seat numbers of a list of seats (set-ups, a scenario's seats), in the list's order.
template <typename Seats>
std::vector<int> seatNumbers(const Seats& seats)
{
    std::vector<int> numbers;
    for (const auto& seat : seats)
        numbers.push_back(seat.seat);
    return numbers;
}

} // namespace s21

#pragma once
// The stage of each phase of a round, one file a phase, for the procedure (round_procedure.cpp) to
// choose among. Each builder reads the round's state and returns the steps the rules call for now;
// none changes anything.

#include "core/round/internal/round_procedure.h"

#include <array>
#include <cstddef>

namespace s21 {

// Seat numbers in some order, held in place: the stage is rebuilt after every action, so no heap.
class SeatList {
public:
    void push_back(int seat) { seats_[size_++] = seat; }
    std::size_t size() const { return size_; }
    int operator[](std::size_t i) const { return seats_[i]; }
    const int* begin() const { return seats_.data(); }
    const int* end() const { return seats_.data() + size_; }

private:
    std::array<int, kSeatCount> seats_{};
    std::size_t size_ = 0;
};

// The seats in play, from the dealer's left (the order of the deal and of the players' turns).
inline SeatList occupiedSeatsLeftToRight(const RoundState& state)
{
    SeatList seats;
    for (int s = 1; s <= kSeatCount; ++s)
        if (state.inPlay(s))
            seats.push_back(s);
    return seats;
}

// The occupied seats, from the dealer's far right (the order of settlement and pickup).
inline SeatList occupiedSeatsRightToLeft(const RoundState& state)
{
    SeatList seats;
    for (int s = kSeatCount; s >= 1; --s)
        if (state.occupied(s))
            seats.push_back(s);
    return seats;
}

// "seat 3", or "seat 3 hand 2" once the seat has split; "seat 3 (wager 2 in line)" behind the caller's.
inline LazyText::Arg handName(const Spot& spot, const RoundState& state)
{
    const bool split = state.seat(spot.seat).hands.size() > 1;
    return LazyText::Arg::hand(spot.seat, split ? spot.hand + 1 : 0, spot.bettor + 1);
}

// deal_stage.cpp: the burn of a new shoe (MD-S21 7.B(3), MA-S21 7(c)) and the initial deal's next
// card (MD-S21 7.E, MA-S21 7(d), 7(i)), less what an injected fault passed over.
Stage burnStage(const RoundState& state);
Stage initialDealStage(const RoundState& state);

// match_stage.cpp: Match-the-Dealer wagers settled from the dealer's far right (MD-S21 7.F(1),
// MA-S21 6(d)).
Stage matchStage(const RoundState& state);

// insurance_stage.cpp: insurance offered and closed (MD-S21 8, MA-S21 11), the peek (MD-S21 7.G(2)),
// a dealer blackjack turned over (7.G(3)), and the settlements due as soon as the hole card's outcome
// is known: insurance and surrenders on the cards.
Stage insuranceStage(const RoundState& state);
Stage peekStage(const RoundState& state);
Stage dealerBlackjackStage(const RoundState& state);
Stage immediateSettlementStage(const RoundState& state);
// The moment insurance is settled has come: the reader has shown no blackjack (MD-S21 8.F) or the
// dealer's second card is shown (MA-S21 11(d)), as the profile says.
bool insuranceSettlesNow(const RoundState& state);

// player_turn_stage.cpp: the next step of the first hand still to play, from the dealer's left.
Stage playerTurnStage(const RoundState& state);
// Massachusetts: the hand's total is due to be announced though the hand can take no decision: a
// blackjack (MA-S21 7(e)), or a card that made 21, busted it or was its double card (7(f)), or a split
// hand's second card that made 21 (10(c)). Announcing it (AskPlayer) asks the player nothing.
bool finalTotalToAnnounce(const RoundState& state, const Spot& spot);

// dealer_turn_stage.cpp: the dealer's shown hand draws: under 17 while its total can still change an
// outcome on the table (MD-S21 7.M-N, MA-S21 12(b)-(c)).
bool dealerMustDraw(const RoundState& state);
Stage dealerTurnStage(const RoundState& state);

// settlement_stage.cpp: the box at which `player` is paid what the texts give each player rather
// than each box, the $50 to "all other players" of a 7-7-7 (MD-S21 12.C(3), MA-S21 5(g)): of the
// seats whose player has that name, the first the dealer settles (from the far right) still in play,
// else the first; 0 when no seat has that player.
int envyBox(const RoundState& state, const std::string& player);
// The seats whose hand earns the fixed 7-7-7 award (MD-S21 12.C, MA-S21 5(g)), from the dealer's left.
SeatList superBonusWinners(const RoundState& state);

// settlement_stage.cpp: the stage's collections and payments as two groups, each in any order, the
// losers collected before the winners are paid (MA-S21 6(d), MD-S21 7.R(1)); each group keeps the
// steps' order. Any other step (a spin of the progressive wheel) goes with the payments.
void collectBeforePaying(Stage& stage);
Stage settlementStage(const RoundState& state);
// The section that keeps a dealer blackjack to the original wager of a doubled or split hand
// (MD-S21 10.E, 11.E; MA-S21 9(c), 10(d)); `doubled`: the wager was doubled.
LazyText blackjackLimitSection(const RoundState& state, const Seat& seat, bool doubled);
Stage pickupStage(const RoundState& state);

// shoe_stage.cpp: what the shoe calls for before its next card is dealt: refilling a short shoe, the
// cover card, a face-up card or a 10; nothing, usually.
Stage shoeCallsFor(const RoundState& state);
// The mistake in `action` while the reshuffled discard rack is being cut (ShortShoe::Shuffled): the
// cut offered to the wrong player, the dealer cutting without offering it (MD-S21 13.K with 5.B,
// MA-S21 15(g) with 4(c)), a cut too near an end, or the cut step missed.
Mistake rackCutMistake(const RoundState& state, const Stage& stage, const DealerAction& action);

} // namespace s21

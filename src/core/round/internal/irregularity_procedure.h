#pragma once
// The steps that handle an injected fault (faults.h), for the procedure (round_procedure.cpp) to
// put in its stages. Each cites the section of MD-S21 ch. 13 / MA-S21 15 that prescribes it, or for
// a player's own irregularity the section the player breaks or that says how to take the wager
// (MD-S21 6.B-E, 7.U, 8.B-C; MA-S21 5(c)-(h), 6(b), 7(k), 11(b)).

#include "core/round/internal/round_procedure.h"

namespace s21 {

// A seat missed its second card (MD-S21 13.N, MA-S21 15(h)): once every other player has two
// cards, ask the player's option, then deal the card or call the hand dead.
Steps missedSecondCardSteps(const RoundState& state);

// A seat dealt no cards (MD-S21 13.M, MA-S21 15(h)): its hand is dead, its wagers go back.
Step seatDealtNoCardsStep(const RoundState& state);

// A hand passed over when its player asked for a card (MD-S21 13.O, MA-S21 15(i)): once every other
// hand is finished, before the hole card is revealed, the player's option, then the card or a dead
// hand with the original wager returned.
Steps passedOverHandSteps(const RoundState& state);

// The hole card went into the reader under a 2-9 (MD-S21 13.P, MA-S21 15(l)): tell the floorperson;
// if the device lets players learn the hole card, every hand is dead and every wager returned.
// Empty once handled.
Stage readerMisuseStage(const RoundState& state);
// The hole card turned face up in the deal: call the floorperson, then void the round (the reading of
// MD-S21 13.P(1), MA-S21 15(l)(1)). Empty when it has not happened or the round is void.
Stage holeCardExposedStage(const RoundState& state);

// The reader failed at the peek (MD-S21 13.Q, MA-S21 15(k)): in Maryland stop, call the floorperson
// and peek once it is repaired or replaced; in Massachusetts go on without the reader (no steps).
Stage readerFailureStage(const RoundState& state);

// A card drawn in error that no player or the dealer can use any more goes to the discard rack
// (MD-S21 13.H-I, MA-S21 15(d)-(e)).
Stage unusableLooseCardStage(const RoundState& state);

// A player's irregularity on the table (GuestFoul), before anything else: chips slid on after the first
// card go back to the player (MD-S21 6.D, MA-S21 5(d)); a wager pressed or pinched during the round
// stops the game for the floorperson, then stands as it was (MD-S21 6.E, MA-S21 5(h)); a player
// handling the cards is stopped (MD-S21 7.U, MA-S21 7(k)); chips over a wager's limit go back: a
// Match-the-Dealer wager over the Spanish 21 wager (MA-S21 6(b); in Maryland the house's cap), insurance over half the wager
// (MD-S21 8.B-C, MA-S21 11(b)); a verbal wager with cash is confirmed (in Massachusetts by the
// supervisor too) and the cash changed into chips (MD-S21 6.B, MA-S21 5(c)); a doubled wager pressed
// stops the game for the floorperson, then stands as confirmed (MD-S21 6.E, MA-S21 5(i)); a wager
// outside the posted table limits is brought within them before the first card (the house's limits:
// house rule table_maximum, table_minimum); where the profile bars a player who sat out since the shuffle, their wager is
// refused and they sit this round out (MD-S21 6.C, MA-S21 5(j)). Missing one is GAME_PROTECTION.
// Empty when no player's irregularity is on the table.
Stage guestFoulStage(const RoundState& state);

} // namespace s21

#pragma once
// Self-play: an automatic dealer that always takes the procedure's next step, against seeded
// random players, through a continuing shoe. It checks the engine against itself: no step of its
// own may be a mistake, every card is accounted for, and no money appears or disappears.

#include "round.h"

namespace s21 {

// Takes expected().front() until the round is complete; returns the number of actions. Throws
// std::logic_error if the procedure ever stalls (no step, or its own step refused).
int dealAutomatically(Round& round);

struct SelfPlayOptions {
    RuleProfile profile;
    int rounds = 1000;
    std::uint64_t seed = 1;
    int players = 7;                           // seats 1..players are occupied
    Money wager = Money::dollars(10);
    Money matchWager = Money::dollars(5);      // zero for none
};

struct SelfPlayReport {
    int rounds = 0;
    int shoes = 0;                             // shuffles, the first included
    long long actions = 0;
    int mistakes = 0;                          // the automatic dealer's own: must be zero
    int cardAccountingErrors = 0;              // rounds after which shoe + rack != all the cards
    int moneyConservationErrors = 0;           // rounds whose total money changed
    Money playersNet;                          // what the players won (negative: lost)
};

SelfPlayReport selfPlay(const SelfPlayOptions& options);

} // namespace s21

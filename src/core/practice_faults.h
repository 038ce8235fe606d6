#pragma once
// Irregularities in practice rounds: now and then a practice round brings one of the faults a
// scenario can inject (irregularity.h), drawn from a seed, so that a trainee practising alone meets
// them in the flow of play and not only in scenarios. Each is placed at a moment that comes in every
// round (a seat's first or second card, the dealer's up card) or at one that may not come (a hit, a
// peek, the dealer's 17): then it does not happen that round, so the session tries the round first
// and draws again (app/trainer_session.cpp).

#include "irregularity.h"
#include "random.h"
#include "rule_profile.h"

#include <vector>

namespace s21 {

// Whether this round brings an irregularity: true with probability `rate` (0 to 1).
bool drawsPracticeFault(double rate, Random& random);

// One fault for a round at a table with these occupied seats (at least one), chosen evenly among
// those the profile can have (reader faults only with a card reader). Deterministic in `random`.
Fault drawPracticeFault(const RuleProfile& profile, const std::vector<int>& seats, Random& random);

} // namespace s21

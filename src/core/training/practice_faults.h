#pragma once
// Irregularities in practice rounds: now and then a practice round brings one of the faults a
// scenario can inject (faults.h), drawn from a seed, so that a trainee practising alone meets
// them in the flow of play and not only in scenarios. Each is placed at a moment that comes in every
// round (a seat's first or second card, the dealer's up card) or at one that may not come (a hit, a
// peek, the dealer's 17): then it does not happen that round, so the session tries the round first
// and draws again (app/trainer_session.cpp).

#include "core/base/random.h"
#include "core/procedure/seat_setup.h"
#include "core/round/faults.h"
#include "core/rules/rule_profile.h"
#include "core/shoe_procedure/shoe_procedure_state.h"

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace s21 {

// How often practice rounds bring an irregularity, the dealer's or a player's: the trainer's side
// panel and options, and self-play, name these.
inline constexpr double kSometimes = 0.1;   // 1 round in 10
inline constexpr double kOften = 1.0 / 3.0; // 1 round in 3
inline constexpr std::array<std::pair<std::string_view, double>, 3> kPracticeRates{
    {{"never", 0.0}, {"sometimes", kSometimes}, {"often", kOften}}};

// Whether this round brings an irregularity: true with probability `rate` (0 to 1).
bool drawsPracticeFault(double rate, Random& random);

// One fault for a round at a table with these occupied seats (at least one), chosen evenly among
// those the profile can have (reader faults only with a card reader, a hole card exposed in the deal only where one is dealt). Deterministic in `random`.
Fault drawPracticeFault(const RuleProfile& profile, const std::vector<int>& seats, Random& random);

// Mixed into a round's seed for the draw of its player's irregularity (drawsPracticeFault, then
// drawGuestFoul), so that the draw follows neither the shuffle, the players nor the dealer's faults.
inline constexpr std::uint64_t kGuestFoulSalt = 0x9e57f0a1ULL;

// Whether the table keeps track of the players who sat a round out. Unknown (self-play, which has
// none): a wager after sitting out is one of the fouls drawn. Known (the practice table's roster,
// which seats real sitting-out players and brings that foul itself when one wagers while barred):
// it is never drawn, so that no player is said to have sat out who did not.
enum class WhoSatOut : std::uint8_t { Unknown, Known };

// Whether a player's irregularity, at a table that knows who sat out (WhoSatOut::Known), is the
// wager of a player barred since they sat out: where the profile bars them, as likely as each kind
// drawGuestFoul(..., WhoSatOut::Unknown) draws; never where it does not. Draws once from `random`
// where the profile bars them.
bool drawsBarredWager(const RuleProfile& profile, Random& random);

// Mixed into a round's seed for the draw of drawsOverTheLimitWager, a stream of its own, so that the
// other kinds are drawn as they were before it.
inline constexpr std::uint64_t kOverTheLimitSalt = 0xb0c5ULL;

// Whether a player's irregularity, at a table that knows who plays which boxes (the practice table's
// roster, which places the wager itself), is a player's wager on a box over the table's limit (MD-S21
// 6.H, MA-S21 14): as likely as each kind drawGuestFoul(..., WhoSatOut::Known) draws. Draws once
// from `random`. Never drawn by drawGuestFoul: it needs a player on two seats.
bool drawsOverTheLimitWager(const RuleProfile& profile, Random& random);

// A player's own irregularity for a round with these seats (at least one, issue 17): a late wager,
// a pressed or a pinched wager, cards handled, insurance over half the wager, a verbal wager with
// cash (the seat's whole wager), a wager over the table maximum, a doubled, split or insurance wager pressed, or where
// the profile allows it a Match-the-Dealer wager over the Spanish 21 wager (capped), a wager under
// the table minimum (a minimum over $1), a wager after sitting out (barred until the shuffle) unless
// the table knows who sat out (WhoSatOut::Known), a player behind a shared box's caller signalling
// its decision (at the first shared box, MA-S21 13(b)); chosen evenly, at a seat chosen evenly. Chips added match the seat's wager (Match-the-Dealer: as many as
// leave it $5 over it; over the maximum: a table minimum over it); chips pinched are half of it in
// whole dollars (at least $1); under the minimum, the wager is left $1 under it. Deterministic in
// `random`. Drawn at the guests' own rate (drawsPracticeFault).
Fault drawGuestFoul(const RuleProfile& profile, const std::vector<SeatSetup>& seats, WhoSatOut whoSatOut,
                    Random& random);

// The incidents of a practice shoe procedure that brings one (drawsPracticeFault): with an automated
// shuffler, a jam, a breakdown, or a jam and then a breakdown (MD-S21 13.R-S, MA-S21 15(j)-(k)); where
// the cards are cut, a recut ordered by the floor (MD-S21 5.F, MA-S21 4(f)) and, where the profile
// allows it until the first card (MA), one ordered once the stack is loaded; where the cards are
// washed, a card exposed in the wash (MA-S21 3(c), washesCards()); in Massachusetts, a player asking
// to see the burn card (MA-S21 7(c)); none for a new dealer,
// who only burns. Chosen evenly among those the situation can have. Deterministic in `random`.
std::vector<ShoeIncident> drawPracticeIncidents(const RuleProfile& profile, const ShoeSituation& situation,
                                                Random& random);

} // namespace s21

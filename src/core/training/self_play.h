#pragma once
// Self-play: an automatic dealer that always takes the procedure's next step, against seeded
// random players, through a continuing shoe. It checks the engine against itself: no step of its
// own may be a mistake, every card is accounted for, and no money appears or disappears; and with
// the players breaking rules (guestFouls), that the procedure calls for catching every one.

#include "core/base/random.h"
#include "core/round/round.h"

namespace s21 {

// The shoe of a table dealing round after round, as a casino does: a fresh seeded shoe (seed, seed
// + 1, ...; burn card first) at the start and whenever the last round required a reshuffle (the
// cover card came out, RoundState::reshuffleRequired). With the cover card a quarter from the bottom
// the shoe cannot run out within a round of seven players, so each round starts with an empty rack.
// A double shoe (MD-BJ 3.C) is made fresh on both sides at once, where the shoe procedure prepares
// only the side whose cover card came out (7.E(2)): the rounds are what is checked here.
class ContinuingShoe {
public:
    ContinuingShoe(RuleProfile profile, std::uint64_t seed) : profile_(std::move(profile)), seed_(seed) {}

    // Puts the shoe for the next round into `setup` (shoe and burnFirst); true for a new shoe.
    bool deal(RoundSetup& setup);
    // Takes the shoe back from the finished round (Round::takeShoe); call it after every round,
    // once done reading the round's state, before the next deal().
    void collect(Round& round);
    long long shoes() const { return shoes_; }

private:
    RuleProfile profile_; // the game and its decks
    std::uint64_t seed_;
    Shoe shoe_;
    bool newShoe_ = true;
    long long shoes_ = 0;
};

// The automatic dealer's mistakes in a round's log (zero when the engine agrees with itself).
int mistakesIn(const Round& round);

struct SelfPlayOptions {
    RuleProfile profile;
    int rounds = 1000;
    std::uint64_t seed = 1;
    int players = 7; // seats 1..players are occupied
    Money wager = Money::dollars(10);
    Money matchWager = Money::dollars(5); // zero for none
    double guestFouls = 0.0;              // how often a round brings a player's irregularity (drawGuestFoul)
    bool coupons = false; // every wager carries a match play coupon of its value, where the profile takes them
    // Where the profile lets players share a box (MA-S21 13), every box has as many players as it allows,
    // the others' wagers in line behind the caller's, with choices drawn from the seed (sharedLine).
    bool sharedBoxes = false;
};

struct SelfPlayReport {
    int rounds = 0;
    int shoes = 0; // shuffles, the first included
    long long actions = 0;
    int mistakes = 0;                // the automatic dealer's own: must be zero
    int cardAccountingErrors = 0;    // rounds after which shoe + rack != all the cards
    int moneyConservationErrors = 0; // rounds whose total money changed
    Money playersNet;                // what the players won (negative: lost)
    int guestFouls = 0;              // players' irregularities that happened (a seat's turn may not come)
    int guestFoulsCaught = 0;        // wagers corrected, players stopped, cash changed: equal to guestFouls
};

SelfPlayReport selfPlay(const SelfPlayOptions& options);

// The players behind `seat`'s caller on a box of `profile`, as many as it allows (MA-S21 13(a)), each
// with `bankroll`, a wager from the table minimum to the caller's and their choices drawn from
// `random`: self-play's shared boxes (SelfPlayOptions::sharedBoxes).
std::vector<BehindSetup> sharedLine(const RuleProfile& profile, const SeatSetup& seat, Money bankroll, Random& random);

} // namespace s21

#pragma once
// Randomness from the operating system (libsodium's randombytes: getrandom(2) on Linux), for what no
// one may predict or recompute from a number: an exam's shoes, its players' seed and the rounds drawn
// for its parts. Never seeded, so never replayable from a seed: what needs replaying is recorded as
// dealt (the shoe's order in the round's record).

#include "core/base/random.h"
#include "core/rules/card.h"
#include "core/rules/rule_profile.h"

#include <cstdint>
#include <vector>

namespace s21::certification {

// A seed of 128 bits from the operating system, its high half never 0 (random.h's Seed: an exam's
// seeds cannot be searched for the one that deals the cards seen). Throws CryptoError when libsodium
// cannot start.
Seed entropySeed();

// Uniform in [0, bound), 0 < bound <= 2^32, from the operating system. Throws CryptoError when
// libsodium cannot start.
std::uint64_t entropyBelow(std::uint64_t bound);

// The profile's decks (shoeCards) shuffled by Fisher-Yates (core/base/random.h) with every swap drawn
// from the operating system: each order equally likely, far more orders than any 64-bit seed could name.
std::vector<Card> secretlyShuffledCards(const RuleProfile& profile);

} // namespace s21::certification

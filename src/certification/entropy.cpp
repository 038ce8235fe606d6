#include "entropy.h"

#include "supervisor_key.h"

#include "core/base/random.h"
#include "core/rules/shoe.h"

#include <sodium.h>

#include <span>
#include <stdexcept>

namespace s21::certification {

namespace {

void startSodium()
{
    if (sodium_init() < 0)
        throw CryptoError("libsodium could not start");
}

// Fisher-Yates' source, drawing from the operating system.
struct OperatingSystemDraw {
    std::uint64_t below(std::uint64_t bound) const { return entropyBelow(bound); }
};

} // namespace

Seed entropySeed()
{
    startSodium();
    Seed seed;
    do { // a high half of 0 would be a 64-bit seed: one time in 2^64
        randombytes_buf(&seed.low, sizeof seed.low);
        randombytes_buf(&seed.high, sizeof seed.high);
    } while (seed.high == 0);
    return seed;
}

std::uint64_t entropyBelow(std::uint64_t bound)
{
    if (bound == 0 || bound > (std::uint64_t{1} << 32))
        throw std::invalid_argument("entropyBelow: the bound must be 1 to 2^32");
    startSodium();
    if (bound == (std::uint64_t{1} << 32))
        return randombytes_random();
    return randombytes_uniform(static_cast<std::uint32_t>(bound));
}

std::vector<Card> secretlyShuffledCards(const RuleProfile& profile)
{
    std::vector<Card> cards = shoeCards(profile);
    OperatingSystemDraw draw;
    shuffle(std::span<Card>(cards), draw);
    return cards;
}

} // namespace s21::certification

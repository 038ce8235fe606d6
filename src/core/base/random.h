#pragma once
// A seeded random source and shuffle whose output is the same on every platform and standard
// library: xoshiro256** seeded through SplitMix64, unbiased bounded integers by rejection
// (Lemire's multiply-shift), and Fisher-Yates. std::shuffle and std::uniform_int_distribution are
// not used because their output differs between standard libraries.

#include <cstdint>
#include <span>
#include <utility>

namespace s21 {

// A seed of 128 bits, as two halves. Every seed of before is a 64-bit one, its high half 0, and
// converts implicitly: Random gives it exactly the stream it always gave, so every stored record,
// scenario and figure replays from it. A non-zero high half changes all 256 bits of Random's state:
// an exam's seeds are 128 bits of the operating system's randomness (certification/entropy.h), too
// many to search for the one that deals the cards seen. Written as number_text.h's seedText().
struct Seed {
    std::uint64_t low = 0;
    std::uint64_t high = 0;

    constexpr Seed() = default;
    // Implicit: every 64-bit seed is one.
    constexpr Seed(std::uint64_t lowHalf) : low(lowHalf) {} // NOLINT(google-explicit-constructor)
    constexpr Seed(std::uint64_t lowHalf, std::uint64_t highHalf) : low(lowHalf), high(highHalf) {}

    // A stream of seeds drawn from this one: the low half times `multiplier` plus `index`, as
    // 64-bit seeds always were; the high half times an odd number, which keeps 0 at 0 and never
    // maps two high halves to one, so none of a 128-bit seed's bits is lost.
    constexpr Seed stream(std::uint64_t multiplier, std::uint64_t index) const
    {
        return {low * multiplier + index, high * (multiplier | 1)};
    }
    // A stream apart: `salt` mixed into the low half, as 64-bit seeds always were.
    constexpr Seed salted(std::uint64_t salt) const { return {low ^ salt, high}; }

    friend constexpr bool operator==(Seed, Seed) = default;
};

class Random {
public:
    explicit Random(Seed seed);

    std::uint64_t next();                     // 64 uniformly random bits
    std::uint64_t below(std::uint64_t bound); // uniform in [0, bound); bound > 0

private:
    std::uint64_t state_[4];
};

// Fisher-Yates: every permutation equally likely given a uniform `below`. `Source` is Random, or
// any source with the same below() (certification/entropy.h draws from the operating system).
template <typename T, typename Source>
void shuffle(std::span<T> items, Source& random)
{
    for (std::size_t i = items.size(); i > 1; --i) {
        const auto j = static_cast<std::size_t>(random.below(i));
        std::swap(items[i - 1], items[j]);
    }
}

} // namespace s21

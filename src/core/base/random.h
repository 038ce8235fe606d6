#pragma once
// A seeded random source and shuffle whose output is the same on every platform and standard
// library: xoshiro256** seeded through SplitMix64, unbiased bounded integers by rejection
// (Lemire's multiply-shift), and Fisher-Yates. std::shuffle and std::uniform_int_distribution are
// not used because their output differs between standard libraries.

#include <cstdint>
#include <span>
#include <utility>

namespace s21 {

class Random {
public:
    explicit Random(std::uint64_t seed);

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

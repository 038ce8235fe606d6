#include "core/base/random.h"

namespace s21 {

namespace {

__extension__ typedef unsigned __int128 Uint128;

std::uint64_t splitMix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

} // namespace

Random::Random(Seed seed)
{
    // The low half's SplitMix64 words, as a 64-bit seed always had them; a non-zero high half's own
    // words, rotated so that equal halves cannot cancel out, xored into every one.
    const bool wide = seed.high != 0;
    for (auto& word : state_) {
        word = splitMix64(seed.low);
        if (wide)
            word ^= rotl(splitMix64(seed.high), 23);
    }
}

std::uint64_t Random::next()
{
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
}

std::uint64_t Random::below(std::uint64_t bound)
{
    // Lemire, "Fast Random Integer Generation in an Interval" (2019): reject the low products that
    // would make some results more likely than others.
    Uint128 product = static_cast<Uint128>(next()) * bound;
    auto low = static_cast<std::uint64_t>(product);
    if (low < bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (low < threshold) {
            product = static_cast<Uint128>(next()) * bound;
            low = static_cast<std::uint64_t>(product);
        }
    }
    return static_cast<std::uint64_t>(product >> 64);
}

} // namespace s21

#include "core/base/number_text.h"

#include <array>
#include <charconv>
#include <cinttypes>
#include <cstdio>

namespace s21 {

namespace {

bool allDigits(std::string_view text)
{
    if (text.empty())
        return false;
    for (const char c : text)
        if (c < '0' || c > '9')
            return false;
    return true;
}

} // namespace

std::optional<std::int64_t> parseInteger(std::string_view text, std::int64_t min, std::int64_t max)
{
    const std::string_view digits = !text.empty() && text.front() == '-' ? text.substr(1) : text;
    if (!allDigits(digits))
        return std::nullopt;
    std::int64_t value = 0;
    const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || stop != text.data() + text.size() || value < min || value > max)
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> parseUnsigned(std::string_view text, std::uint64_t max)
{
    if (!allDigits(text))
        return std::nullopt;
    std::uint64_t value = 0;
    const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || stop != text.data() + text.size() || value > max)
        return std::nullopt;
    return value;
}

std::string seedText(Seed seed)
{
    if (seed.high == 0)
        return std::to_string(seed.low);
    std::array<char, 35> text{};
    std::snprintf(text.data(), text.size(), "0x%016" PRIx64 "%016" PRIx64, seed.high, seed.low);
    return text.data();
}

std::optional<Seed> parseSeed(std::string_view text)
{
    constexpr std::size_t kHalfDigits = 16;
    if (!text.starts_with("0x"))
        return parseUnsigned(text);
    const std::string_view digits = text.substr(2);
    if (digits.size() != 2 * kHalfDigits)
        return std::nullopt;
    const auto half = [](std::string_view hex) -> std::optional<std::uint64_t> {
        std::uint64_t value = 0;
        const auto [stop, error] = std::from_chars(hex.data(), hex.data() + hex.size(), value, 16);
        if (error != std::errc() || stop != hex.data() + hex.size())
            return std::nullopt;
        return value;
    };
    const auto high = half(digits.substr(0, kHalfDigits));
    const auto low = half(digits.substr(kHalfDigits));
    if (!high || !low)
        return std::nullopt;
    return Seed{*low, *high};
}

std::optional<double> parseDecimal(std::string_view text, double min, double max)
{
    const auto dot = text.find('.');
    if (!allDigits(text.substr(0, dot)) || (dot != std::string_view::npos && !allDigits(text.substr(dot + 1))))
        return std::nullopt;
    double value = 0;
    const auto [stop, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || stop != text.data() + text.size() || !(value >= min && value <= max))
        return std::nullopt;
    return value;
}

std::string integerRange(std::int64_t min, std::int64_t max)
{
    return "an integer from " + std::to_string(min) + " to " + std::to_string(max);
}

} // namespace s21

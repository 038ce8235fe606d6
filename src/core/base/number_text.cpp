#include "core/base/number_text.h"

#include <charconv>

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

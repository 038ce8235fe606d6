#pragma once
// The one convention for reading numbers typed by people (command-line options, YAML values, the
// trainer's options, action notation): the whole text is the number, digits only (a leading '-' where
// negatives are allowed), no spaces, no '+', no exponent, no thousands separators, and within the
// range the caller gives. Money has its own grammar, parseMoney() in money.h.

#include "core/base/random.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>

namespace s21 {

// The integer the whole of `text` spells, when it lies in [min, max]; nothing otherwise.
std::optional<std::int64_t> parseInteger(std::string_view text, std::int64_t min, std::int64_t max);

// The unsigned integer the whole of `text` spells (no sign at all), up to `max`; nothing otherwise.
std::optional<std::uint64_t> parseUnsigned(std::string_view text,
                                           std::uint64_t max = std::numeric_limits<std::uint64_t>::max());

// A decimal number in [min, max] written with digits and at most one '.', with digits on both sides
// ("0.05", "1", "12.5"); no sign, exponent, "nan" or "inf".
std::optional<double> parseDecimal(std::string_view text, double min, double max);

// What parseUnsigned() with no maximum takes, for messages: 64-bit seeds are written this way.
inline constexpr const char* kSeedText = "a whole number from 0 to 18446744073709551615";

// A seed (random.h) as the records, the trainer and the trainee see it: a seed whose high half is 0
// in decimal, exactly as 64-bit seeds were always written; any other as "0x" and 32 lowercase
// hexadecimal digits, the high half first. parseSeed() reads both (the hexadecimal digits in either
// case, and "0x" with a high half of 0 too); nothing for any other text.
std::string seedText(Seed seed);
std::optional<Seed> parseSeed(std::string_view text);

// What parseSeed() takes, for messages.
inline constexpr const char* kWideSeedText =
    "a whole number from 0 to 18446744073709551615, or 0x and 32 hexadecimal digits";

// "an integer from 1 to 7", for messages about a value parseInteger() refused.
std::string integerRange(std::int64_t min, std::int64_t max);

} // namespace s21

#pragma once
// How a fixed value is spelled in the project's files (YAML documents, stored records).

#include <optional>
#include <string_view>

namespace s21 {

// One spelling of a fixed value, e.g. {"no-hole-card", DealerSecondCard::NoHoleCard}.
template <typename Value>
struct Spelling {
    std::string_view text; // as written in a file
    Value value;
};

// The spelling of `value` in `spellings`; empty when it has none.
template <typename Value, typename Spellings>
std::string_view spellingOf(const Spellings& spellings, Value value)
{
    for (const auto& spelling : spellings)
        if (spelling.value == value)
            return spelling.text;
    return {};
}

// The value spelled `text` in `spellings`, if any.
template <typename Value, typename Spellings>
std::optional<Value> valueSpelled(const Spellings& spellings, std::string_view text)
{
    for (const auto& spelling : spellings)
        if (spelling.text == text)
            return spelling.value;
    return std::nullopt;
}

} // namespace s21

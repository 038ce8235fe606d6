#pragma once
// The one parsing convention. A parse function returns std::optional<T> when a miss needs no
// explanation and Parsed<T> when it must say what and where; only loaders and command lines throw,
// at their edge, with the file position (or the option) added.
//
// Parsed<T> holds either the value or a ParseError: the message naming what was wrong and the
// zero-based character offset in the text where it went wrong. parseAction() (dealer_action.h) and
// parseCards() (card.h) return one.

#include <cstddef>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

namespace s21 {

struct ParseError {
    std::string message;
    std::size_t offset = 0;

    friend bool operator==(const ParseError&, const ParseError&) = default;
};

template <typename T>
class [[nodiscard]] Parsed {
public:
    Parsed(T value) : state_(std::in_place_index<0>, std::move(value)) {}
    Parsed(ParseError error) : state_(std::in_place_index<1>, std::move(error)) {}

    explicit operator bool() const { return state_.index() == 0; }

    // The value; only when it parsed (check first).
    const T& operator*() const& { return std::get<0>(state_); }
    T& operator*() & { return std::get<0>(state_); }
    T&& operator*() && { return std::get<0>(std::move(state_)); }
    const T* operator->() const { return &std::get<0>(state_); }
    T* operator->() { return &std::get<0>(state_); }

    // The error; only when it did not parse.
    const ParseError& error() const { return std::get<1>(state_); }

    // The value, or std::invalid_argument carrying the error's message, as std::optional::value()
    // throws: for text that cannot be wrong (tests, tools), never for what people typed.
    const T& value() const&
    {
        throwIfError();
        return **this;
    }
    T&& value() &&
    {
        throwIfError();
        return *std::move(*this);
    }

private:
    void throwIfError() const
    {
        if (!*this)
            throw std::invalid_argument(error().message);
    }

    std::variant<T, ParseError> state_;
};

} // namespace s21

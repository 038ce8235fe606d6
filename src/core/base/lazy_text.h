#pragma once
// Text that is put together only when somebody reads it: the section and the sentence of every
// step (stage.h). A LazyText keeps a pattern with "{}" placeholders and up to four values for them,
// and formats them in str(). It is trivially copyable and owns nothing (why: docs/benchmarks.md,
// "Why the core is shaped as it is").
//
// Contract: a pattern, and a words argument, must outlive the LazyText: in practice string
// literals. A character array converts implicitly; a `const char*` (a choice between two
// literals, a literal passed on) only through literal(), where the caller vouches for it. Text
// built at run time has no LazyText: put its varying part in an argument instead.

#include "core/base/money.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace s21 {

class LazyText {
public:
    // One value for a "{}" placeholder.
    class Arg {
    public:
        // A number: "7".
        Arg(int number) : kind_(Kind::Number), value_(static_cast<std::uint64_t>(static_cast<std::int64_t>(number))) {}
        // Words with static lifetime: "first".
        template <std::size_t N>
        Arg(const char (&words)[N]) : Arg(literal(words))
        {
        }
        // The same from a pointer; the caller vouches for the lifetime (a literal passed on).
        static Arg literal(const char* words)
        {
            return Arg(Kind::Words, static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(words)));
        }
        // An amount as formatMoney() writes it: "$7.50".
        Arg(Money amount) : kind_(Kind::Money), value_(static_cast<std::uint64_t>(amount.inCents())) {}
        // Odds as formatOdds() writes them: "3 to 2".
        Arg(Odds odds) : Arg(Kind::Odds, pair(odds.win, odds.stake)) {}
        // A player hand: "seat 3", or "seat 3 hand 2" for the second of split hands (splitHand 2); a wager
        // in a shared box's line behind the caller's, "seat 3 (wager 2 in line)" (placeInLine 2 or 3).
        static Arg hand(int seat, int splitHand, int placeInLine = 1)
        {
            return Arg(Kind::Hand, pair(seat, splitHand + (placeInLine - 1) * kPlaceInLine));
        }

        void appendTo(std::string& out) const;

    private:
        friend class LazyText;
        enum class Kind : std::uint8_t { Number, Words, Money, Odds, Hand };
        static constexpr int kPlaceInLine = 16; // a hand's place in line, packed above its split hand
        Arg(Kind kind, std::uint64_t value) : kind_(kind), value_(value) {}
        static std::uint64_t pair(int high, int low)
        {
            return static_cast<std::uint64_t>(static_cast<std::uint32_t>(high)) << 32 | static_cast<std::uint32_t>(low);
        }
        int high() const { return static_cast<int>(static_cast<std::uint32_t>(value_ >> 32)); }
        int low() const { return static_cast<int>(static_cast<std::uint32_t>(value_)); }

        Kind kind_;
        std::uint64_t value_; // the number, the words' address, the cents, or two ints (pair())
    };

    LazyText() = default;
    // A literal.
    template <std::size_t N>
    LazyText(const char (&literal)[N]) : pattern_(literal)
    {
    }
    // Text from a pointer; the caller vouches that it outlives the LazyText (a literal passed on).
    static LazyText literal(const char* text)
    {
        LazyText lazy;
        lazy.pattern_ = text;
        return lazy;
    }

    // `pattern` with its "{}" placeholders filled by `args` in order (at most kMaxArgs).
    template <std::size_t N, typename... Args>
    static LazyText format(const char (&pattern)[N], const Args&... args)
    {
        static_assert(sizeof...(Args) >= 1 && sizeof...(Args) <= kMaxArgs, "1 to kMaxArgs arguments");
        LazyText text(pattern);
        (text.add(Arg(args)), ...);
        return text;
    }

    std::string str() const;
    operator std::string() const { return str(); }

private:
    static constexpr std::size_t kMaxArgs = 4;

    void add(const Arg& arg)
    {
        kinds_[argCount_] = arg.kind_;
        values_[argCount_++] = arg.value_;
    }

    const char* pattern_ = nullptr; // null: the empty text
    std::array<std::uint64_t, kMaxArgs> values_{};
    std::array<Arg::Kind, kMaxArgs> kinds_{};
    std::uint8_t argCount_ = 0;
};

} // namespace s21

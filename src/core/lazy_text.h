#pragma once
// Text that is put together only when somebody reads it. The procedure (procedure.h) attaches a
// section and a sentence to every step it builds, after every dealer action, but only a hint, a
// mistake or an answer key ever reads one: building the strings each time cost more than the
// rules themselves. A LazyText keeps a string literal with "{}" placeholders and the values for
// them, and formats them in str(). It can also hold ordinary text (a std::string or a literal), so
// code that builds its sentence eagerly still converts to it implicitly.
//
// Contract: a pattern or a words argument must outlive the LazyText (in practice: string literals).
// Only character arrays are kept as pointers; a plain `const char*` (say, a choice between two
// literals, or a temporary std::string's c_str()) is copied.

#include "money.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <type_traits>

namespace s21 {

class LazyText {
public:
    // One value for a "{}" placeholder.
    class Arg {
    public:
        // A number: "7".
        Arg(int number) : kind_(Kind::Number), number_(number) {}
        // Words with static lifetime: "first".
        template <std::size_t N>
        Arg(const char (&words)[N]) : kind_(Kind::Words), words_(words) {}
        // The same from a pointer; the caller vouches for the lifetime (a literal passed on).
        static Arg literal(const char* words) { return Arg(words); }
        // An amount as formatMoney() writes it: "$7.50".
        Arg(Money amount) : kind_(Kind::Money), number_(amount.inCents()) {}
        // Odds as formatOdds() writes them: "3 to 2".
        Arg(Odds odds) : kind_(Kind::Odds), second_(odds.stake), number_(odds.win) {}
        // A player hand: "seat 3", or "seat 3 hand 2" for the second of split hands (splitHand 2).
        static Arg hand(int seat, int splitHand) { return Arg(Kind::Hand, seat, splitHand); }

        void appendTo(std::string& out) const;

    private:
        enum class Kind : std::uint8_t { Number, Words, Money, Odds, Hand };
        Arg(Kind kind, std::int64_t number, int second) : kind_(kind), second_(second), number_(number) {}
        explicit Arg(const char* words) : kind_(Kind::Words), words_(words) {}

        Kind kind_;
        int second_ = 0;
        union {
            std::int64_t number_;
            const char* words_;
        };
    };

    LazyText() = default;
    // A literal, kept as a pointer.
    template <std::size_t N>
    LazyText(const char (&literal)[N]) : pattern_(literal) {}
    // Any other C string, copied.
    template <typename T>
        requires std::is_same_v<T, const char*>
    LazyText(T text) : owned_(std::make_shared<const std::string>(text)) {}
    // Text built elsewhere, owned (shared, never changed, by the copies of this LazyText).
    LazyText(std::string text) : owned_(std::make_shared<const std::string>(std::move(text))) {}

    // `pattern` with its "{}" placeholders filled by `args` in order (at most kMaxArgs).
    template <std::size_t N, typename... Args>
    static LazyText format(const char (&pattern)[N], const Args&... args)
    {
        static_assert(sizeof...(Args) >= 1 && sizeof...(Args) <= kMaxArgs, "1 to kMaxArgs arguments");
        LazyText text(pattern);
        ((text.args_[text.argCount_++] = Arg(args)), ...);
        return text;
    }

    std::string str() const;
    operator std::string() const { return str(); }

private:
    static constexpr std::size_t kMaxArgs = 3;

    const char* pattern_ = nullptr; // null: the text is owned_
    std::array<Arg, kMaxArgs> args_{Arg(0), Arg(0), Arg(0)};
    std::uint8_t argCount_ = 0;
    // Behind a pointer so that moving a LazyText, as the procedure's stages do after every action,
    // is a few word copies and no string move.
    std::shared_ptr<const std::string> owned_;
};

} // namespace s21

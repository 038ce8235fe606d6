#pragma once
// Money in integer cents (never floating point), payout odds, and chip denominations.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace s21 {

// An amount of money in cents. Arithmetic is exact; nothing here rounds except where a function
// says so.
class Money {
public:
    constexpr Money() = default;
    static constexpr Money cents(std::int64_t value) { return Money(value); }
    static constexpr Money dollars(std::int64_t value) { return Money(value * 100); }

    constexpr std::int64_t inCents() const { return cents_; }
    constexpr bool isZero() const { return cents_ == 0; }

    friend constexpr Money operator+(Money a, Money b) { return Money(a.cents_ + b.cents_); }
    friend constexpr Money operator-(Money a, Money b) { return Money(a.cents_ - b.cents_); }
    friend constexpr Money operator*(Money a, std::int64_t k) { return Money(a.cents_ * k); }
    friend constexpr Money operator*(std::int64_t k, Money a) { return Money(a.cents_ * k); }
    constexpr Money& operator+=(Money other)
    {
        cents_ += other.cents_;
        return *this;
    }
    constexpr Money& operator-=(Money other)
    {
        cents_ -= other.cents_;
        return *this;
    }
    friend constexpr bool operator==(Money, Money) = default;
    friend constexpr bool operator<(Money a, Money b) { return a.cents_ < b.cents_; }
    friend constexpr bool operator>(Money a, Money b) { return b < a; }
    friend constexpr bool operator<=(Money a, Money b) { return !(b < a); }
    friend constexpr bool operator>=(Money a, Money b) { return !(a < b); }

private:
    constexpr explicit Money(std::int64_t cents) : cents_(cents) {}
    std::int64_t cents_ = 0;
};

// "$7.50", "$1,000", "-$2.50": whole dollars print without cents.
std::string formatMoney(Money amount);

// Parses the whole of "$7.50", "7.5", "1,000", "12,345.67", "25": an optional '$', whole dollars
// written as plain digits or with a comma before every group of three ("1,000" but not "1,0,0" or
// "10,00"), then at most two decimals after a '.'; up to $1,000,000,000,000. nullopt for
// anything else (signs, spaces, "7,50").
std::optional<Money> parseMoney(const std::string& text);

// Payout odds "win to stake", e.g. 3 to 2.
struct Odds {
    int win = 1;
    int stake = 1;

    friend constexpr bool operator==(Odds, Odds) = default;
};

std::string formatOdds(Odds odds); // "3 to 2"

// What a winning wager is paid at the given odds, in whole cents. Where the exact amount has a
// fraction of a cent (only possible for wagers that are not whole chips), the fraction is not paid:
// see docs/rules-traceability.md, "Rounding".
constexpr Money payoutAt(Money wager, Odds odds) { return Money::cents(wager.inCents() * odds.win / odds.stake); }

// The chip denominations a table uses, e.g. $1, $2.50, $5, $25, $100, $500, $1,000.
class ChipSet {
public:
    ChipSet() = default;
    // Denominations must be positive; order does not matter, duplicates are dropped.
    explicit ChipSet(std::vector<Money> denominations);

    const std::vector<Money>& denominations() const { return denominations_; } // ascending
    bool empty() const { return denominations_.empty(); }

    // The smallest step by which chip amounts differ: the greatest common divisor of the
    // denominations (50 cents for $1 and $2.50 chips).
    Money unit() const;

    // True when the amount can be made exactly from the chips.
    bool canMake(Money amount) const;

    // The smallest amount of at least `amount` that the chips can make ("the next unit that can
    // be wagered in chips", MD-S21 8.C, MA-S21 11(b)).
    Money roundUpToChips(Money amount) const;

    // A greedy stack of chips (largest first) that makes `amount`; empty when it cannot be made.
    std::vector<Money> stackFor(Money amount) const;

    friend bool operator==(const ChipSet&, const ChipSet&) = default;

private:
    std::vector<Money> denominations_;
};

} // namespace s21

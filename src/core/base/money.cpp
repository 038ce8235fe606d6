#include "core/base/money.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <string_view>

namespace s21 {

std::string formatMoney(Money amount)
{
    std::int64_t cents = amount.inCents();
    std::string sign;
    if (cents < 0) {
        sign = "-";
        cents = -cents;
    }
    std::string whole = std::to_string(cents / 100);
    for (int pos = static_cast<int>(whole.size()) - 3; pos > 0; pos -= 3)
        whole.insert(static_cast<std::size_t>(pos), ",");
    std::string out = sign + "$" + whole;
    if (cents % 100 != 0) {
        const auto fraction = cents % 100;
        out += (fraction < 10 ? ".0" : ".") + std::to_string(fraction);
    }
    return out;
}

namespace {

constexpr std::int64_t kLargestDollars = 1'000'000'000'000; // far beyond any table, far below overflow

// The whole dollars of a money text: plain digits ("1000"), or one to three digits followed by
// groups of exactly three, each after a comma ("1,000", "12,345,678"). Nothing for anything else.
std::optional<std::int64_t> wholeDollars(std::string_view text)
{
    std::int64_t value = 0;
    std::size_t groups = 0;
    for (std::size_t start = 0; start <= text.size(); ++groups) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::size_t length = comma - start;
        const bool grouped = comma < text.size() || groups > 0;
        if (length == 0 || (grouped && (groups == 0 ? length > 3 : length != 3)))
            return std::nullopt;
        for (const char c : text.substr(start, length)) {
            if (c < '0' || c > '9')
                return std::nullopt;
            value = value * 10 + (c - '0');
            if (value > kLargestDollars)
                return std::nullopt;
        }
        start = comma + 1;
    }
    return value;
}

} // namespace

std::optional<Money> parseMoney(const std::string& text)
{
    std::string_view rest = text;
    if (!rest.empty() && rest.front() == '$')
        rest.remove_prefix(1);
    const auto dot = rest.find('.');
    const auto dollars = wholeDollars(rest.substr(0, dot));
    if (!dollars)
        return std::nullopt;
    std::int64_t cents = 0;
    if (dot != std::string_view::npos) {
        const std::string_view fraction = rest.substr(dot + 1);
        if (fraction.empty() || fraction.size() > 2)
            return std::nullopt;
        for (const char c : fraction) {
            if (c < '0' || c > '9')
                return std::nullopt;
            cents = cents * 10 + (c - '0');
        }
        if (fraction.size() == 1)
            cents *= 10;
    }
    return Money::cents(*dollars * 100 + cents);
}

std::string formatOdds(Odds odds) { return std::to_string(odds.win) + " to " + std::to_string(odds.stake); }

ChipSet::ChipSet(std::vector<Money> denominations) : denominations_(std::move(denominations))
{
    std::sort(denominations_.begin(), denominations_.end());
    denominations_.erase(std::unique(denominations_.begin(), denominations_.end()), denominations_.end());
}

Money ChipSet::unit() const
{
    std::int64_t g = 0;
    for (Money chip : denominations_)
        g = std::gcd(g, chip.inCents());
    return Money::cents(g);
}

bool ChipSet::canMake(Money amount) const
{
    if (amount.inCents() < 0 || denominations_.empty())
        return false;
    const std::int64_t step = unit().inCents();
    if (amount.inCents() % step != 0)
        return false;
    // Every multiple of the unit from (smallest - 1) * (largest - 1) units on can be made (Schur's
    // bound on the Frobenius number), so only smaller amounts need the coin-change table below.
    const std::int64_t smallest = denominations_.front().inCents() / step;
    const std::int64_t largest = denominations_.back().inCents() / step;
    const std::int64_t target = amount.inCents() / step;
    if (target >= (smallest - 1) * (largest - 1))
        return true;
    std::vector<bool> reachable(static_cast<std::size_t>(target) + 1, false);
    reachable[0] = true;
    for (std::size_t i = 1; i < reachable.size(); ++i)
        for (Money chip : denominations_) {
            const auto size = static_cast<std::size_t>(chip.inCents() / step);
            if (size <= i && reachable[i - size]) {
                reachable[i] = true;
                break;
            }
        }
    return reachable.back();
}

Money ChipSet::roundUpToChips(Money amount) const
{
    if (denominations_.empty())
        return amount;
    const std::int64_t step = unit().inCents();
    std::int64_t candidate = (std::max<std::int64_t>(amount.inCents(), 0) + step - 1) / step * step;
    while (!canMake(Money::cents(candidate)))
        candidate += step;
    return Money::cents(candidate);
}

std::vector<Money> ChipSet::stackFor(Money amount) const
{
    if (!canMake(amount))
        return {};
    // Largest chip first, backing off to a smaller chip whenever the rest could not be made.
    std::vector<Money> stack;
    Money rest = amount;
    while (!rest.isZero()) {
        for (auto it = denominations_.rbegin(); it != denominations_.rend(); ++it) {
            if (*it <= rest && canMake(rest - *it)) {
                stack.push_back(*it);
                rest -= *it;
                break;
            }
        }
    }
    return stack;
}

} // namespace s21

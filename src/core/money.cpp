#include "money.h"

#include <algorithm>
#include <cctype>
#include <numeric>

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

bool parseMoney(const std::string& text, Money& out)
{
    std::size_t pos = 0;
    if (pos < text.size() && text[pos] == '$')
        ++pos;
    std::int64_t whole = 0;
    int digits = 0;
    for (; pos < text.size() && (std::isdigit(static_cast<unsigned char>(text[pos])) || text[pos] == ','); ++pos) {
        if (text[pos] == ',')
            continue;
        if (whole > 1'000'000'000'000)
            return false;
        whole = whole * 10 + (text[pos] - '0');
        ++digits;
    }
    if (digits == 0)
        return false;
    std::int64_t fraction = 0;
    if (pos < text.size() && text[pos] == '.') {
        ++pos;
        int fractionDigits = 0;
        for (; pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos])); ++pos) {
            if (++fractionDigits > 2)
                return false;
            fraction = fraction * 10 + (text[pos] - '0');
        }
        if (fractionDigits == 0)
            return false;
        if (fractionDigits == 1)
            fraction *= 10;
    }
    if (pos != text.size())
        return false;
    out = Money::cents(whole * 100 + fraction);
    return true;
}

std::string formatOdds(Odds odds)
{
    return std::to_string(odds.win) + " to " + std::to_string(odds.stake);
}

ChipSet::ChipSet(std::vector<Money> denominations)
    : denominations_(std::move(denominations))
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

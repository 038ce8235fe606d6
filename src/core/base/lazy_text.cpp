#include "core/base/lazy_text.h"

namespace s21 {

void LazyText::Arg::appendTo(std::string& out) const
{
    switch (kind_) {
    case Kind::Number: out += std::to_string(static_cast<std::int64_t>(value_)); return;
    case Kind::Words: out += reinterpret_cast<const char*>(static_cast<std::uintptr_t>(value_)); return;
    case Kind::Money: out += formatMoney(Money::cents(static_cast<std::int64_t>(value_))); return;
    case Kind::Odds: out += formatOdds({high(), low()}); return;
    case Kind::Hand:
        out += "seat " + std::to_string(high());
        if (low() % kPlaceInLine != 0)
            out += " hand " + std::to_string(low() % kPlaceInLine);
        if (low() >= kPlaceInLine)
            out += " (wager " + std::to_string(low() / kPlaceInLine + 1) + " in line)";
        return;
    }
}

std::string LazyText::str() const
{
    std::string out;
    if (!pattern_)
        return out;
    std::size_t next = 0;
    for (const char* c = pattern_; *c; ++c) {
        if (c[0] == '{' && c[1] == '}' && next < argCount_) {
            Arg(kinds_[next], values_[next]).appendTo(out);
            ++next;
            ++c;
        } else {
            out += *c;
        }
    }
    return out;
}

} // namespace s21

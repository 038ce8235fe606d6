#include "lazy_text.h"

namespace s21 {

void LazyText::Arg::appendTo(std::string& out) const
{
    switch (kind_) {
    case Kind::Number:
        out += std::to_string(number_);
        return;
    case Kind::Words:
        out += words_;
        return;
    case Kind::Money:
        out += formatMoney(Money::cents(number_));
        return;
    case Kind::Odds:
        out += formatOdds({static_cast<int>(number_), second_});
        return;
    case Kind::Hand:
        out += "seat " + std::to_string(number_);
        if (second_ != 0)
            out += " hand " + std::to_string(second_);
        return;
    }
}

std::string LazyText::str() const
{
    if (!pattern_)
        return owned_ ? *owned_ : std::string();
    std::string out;
    std::size_t next = 0;
    for (const char* c = pattern_; *c; ++c) {
        if (c[0] == '{' && c[1] == '}' && next < argCount_) {
            args_[next++].appendTo(out);
            ++c;
        } else {
            out += *c;
        }
    }
    return out;
}

} // namespace s21

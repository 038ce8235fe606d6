#include "arguments.h"

#include "core/base/number_text.h"

namespace s21::cli {

namespace {

[[noreturn]] void refuse(const std::string& name, const std::string& expected, const std::string& found)
{
    throw UsageError("--" + name + ": expected " + expected + ", found '" + found + "'");
}

} // namespace

Arguments::Arguments(const std::vector<std::string>& words, const std::set<std::string>& options,
                     const std::set<std::string>& flags)
{
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (word.empty())
            throw UsageError("an empty argument ('') names no file, option or value");
        if (word.rfind("--", 0) != 0) {
            positional_.push_back(word);
            continue;
        }
        const auto equals = word.find('=');
        const std::string name = word.substr(2, equals == std::string::npos ? std::string::npos : equals - 2);
        if (flags.count(name)) {
            if (equals != std::string::npos)
                throw UsageError("--" + name + " takes no value");
            flags_.insert(name);
            continue;
        }
        if (!options.count(name))
            throw UsageError("unknown option --" + name);
        if (options_.count(name))
            throw UsageError("--" + name + " is given twice");
        if (equals != std::string::npos ? equals + 1 == word.size()
                                        : i + 1 >= words.size() || words[i + 1].rfind("--", 0) == 0)
            throw UsageError("--" + name + " needs a value");
        options_[name] = equals != std::string::npos ? word.substr(equals + 1) : words[++i];
    }
}

std::optional<std::string> Arguments::option(const std::string& name) const
{
    const auto it = options_.find(name);
    if (it == options_.end())
        return std::nullopt;
    return it->second;
}

std::string Arguments::required(const std::string& name) const
{
    if (auto value = option(name))
        return *value;
    throw UsageError("missing --" + name);
}

std::int64_t Arguments::integer(const std::string& name, std::optional<std::int64_t> fallback, std::int64_t min,
                                std::int64_t max) const
{
    const auto text = option(name);
    if (!text && fallback)
        return *fallback;
    const std::string given = text ? *text : required(name);
    const auto value = parseInteger(given, min, max);
    if (!value)
        refuse(name, integerRange(min, max), given);
    return *value;
}

std::uint64_t Arguments::seed(const std::string& name, std::optional<std::uint64_t> fallback) const
{
    const auto text = option(name);
    if (!text && fallback)
        return *fallback;
    const std::string given = text ? *text : required(name);
    const auto value = parseUnsigned(given);
    if (!value)
        refuse(name, kSeedText, given);
    return *value;
}

double Arguments::rate(const std::string& name, double fallback) const
{
    const auto text = option(name);
    if (!text)
        return fallback;
    const auto value = parseDecimal(*text, 0, 1);
    if (!value)
        refuse(name, "a rate from 0 to 1 such as 0.05", *text);
    return *value;
}

std::optional<Money> Arguments::money(const std::string& name, Money minimum) const
{
    const auto text = option(name);
    if (!text)
        return std::nullopt;
    const auto amount = parseMoney(*text);
    if (!amount || *amount < minimum)
        refuse(name, "an amount of at least " + formatMoney(minimum) + " such as 25, $7.50 or $1,000", *text);
    return amount;
}

} // namespace s21::cli

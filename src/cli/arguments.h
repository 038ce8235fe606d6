#pragma once
// A small command-line parser: "--name value" and "--name=value" options, "--flag" switches and
// positional words, with the values read by the project's one convention for numbers and money
// (core/base/number_text.h, parseMoney() in core/base/money.h). Every problem is a UsageError naming the
// option, what it takes and what was found.

#include "core/base/money.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace s21::cli {

// Thrown for a malformed command line; the message is meant for the user.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class Arguments {
public:
    // `options` take a value (the next word, or the text after '='), `flags` take none. Any other
    // word starting with "--" is an unknown option; an option given twice, a flag given a value, an
    // option without one (at the end, followed by another "--" word, or "--name=") and an empty word
    // are refused too.
    Arguments(const std::vector<std::string>& words, const std::set<std::string>& options,
              const std::set<std::string>& flags = {});

    const std::vector<std::string>& positional() const { return positional_; }
    bool flag(const std::string& name) const { return flags_.count(name) > 0; }
    std::optional<std::string> option(const std::string& name) const;
    std::string required(const std::string& name) const; // throws UsageError when absent

    // An integer option in [min, max]; `fallback` when absent (required when there is none).
    std::int64_t integer(const std::string& name, std::optional<std::int64_t> fallback, std::int64_t min,
                         std::int64_t max) const;
    // A seed: any whole number from 0 to 2^64-1; `fallback` when absent (required when there is none).
    std::uint64_t seed(const std::string& name, std::optional<std::uint64_t> fallback) const;
    // A rate from 0 to 1 ("0.05"); `fallback` when absent.
    double rate(const std::string& name, double fallback) const;
    // An amount of at least `minimum` ("25", "$7.50", "$1,000"); nothing when absent.
    std::optional<Money> money(const std::string& name, Money minimum) const;

private:
    std::vector<std::string> positional_;
    std::map<std::string, std::string> options_;
    std::set<std::string> flags_;
};

} // namespace s21::cli

#pragma once
// A small command-line parser: "--name value" options, "--flag" switches and positional words.

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
    // `flags` are the switches that take no value; every other "--name" takes the next word.
    Arguments(const std::vector<std::string>& words, const std::set<std::string>& flags);

    const std::vector<std::string>& positional() const { return positional_; }
    bool flag(const std::string& name) const { return flags_.count(name) > 0; }
    std::optional<std::string> option(const std::string& name) const;
    std::string required(const std::string& name) const; // throws UsageError when absent

    // Throws UsageError naming the first option or flag not in `known`.
    void allowOnly(const std::set<std::string>& known) const;

private:
    std::vector<std::string> positional_;
    std::map<std::string, std::string> options_;
    std::set<std::string> flags_;
};

} // namespace s21::cli

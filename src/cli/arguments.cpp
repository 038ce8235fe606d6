#include "arguments.h"

namespace s21::cli {

Arguments::Arguments(const std::vector<std::string>& words, const std::set<std::string>& flags)
{
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (word.rfind("--", 0) != 0) {
            positional_.push_back(word);
            continue;
        }
        const std::string name = word.substr(2);
        if (flags.count(name)) {
            flags_.insert(name);
            continue;
        }
        if (i + 1 >= words.size())
            throw UsageError("--" + name + " needs a value");
        options_[name] = words[++i];
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

void Arguments::allowOnly(const std::set<std::string>& known) const
{
    for (const auto& [name, value] : options_)
        if (!known.count(name))
            throw UsageError("unknown option --" + name);
    for (const auto& name : flags_)
        if (!known.count(name))
            throw UsageError("unknown option --" + name);
}

} // namespace s21::cli

#include "core/players/player_model.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <vector>

namespace s21 {

namespace {

constexpr std::array<std::pair<Decision, const char*>, 5> kDecisionNames{{
    {Decision::Hit, "hit"},
    {Decision::Stand, "stand"},
    {Decision::Double, "double"},
    {Decision::Split, "split"},
    {Decision::Surrender, "surrender"},
}};

} // namespace

std::string decisionName(Decision decision)
{
    for (const auto& [d, name] : kDecisionNames)
        if (d == decision)
            return name;
    return "?";
}

std::optional<Decision> parseDecision(const std::string& name)
{
    for (const auto& [d, spelling] : kDecisionNames)
        if (name == spelling)
            return d;
    return std::nullopt;
}

bool DecisionOptions::allows(Decision decision) const
{
    switch (decision) {
    case Decision::Hit: return hit;
    case Decision::Stand: return stand;
    case Decision::Double: return doubleDown;
    case Decision::Split: return split;
    case Decision::Surrender: return surrender;
    }
    return false;
}

namespace {

// When the rules allow a decision, with the sections of both jurisdictions (a player model does not
// know the table's profile).
std::string whenAllowed(Decision decision)
{
    switch (decision) {
    case Decision::Hit: return "a card is drawn only below 21 (MD-S21 7.J, MA-S21 12(a))";
    case Decision::Stand: return "a player may always stand";
    case Decision::Double:
        return "a double needs a total under 21 and chips to match the wager (MD-S21 10.A-B, MA-S21 9(a))";
    case Decision::Split:
        return "a split needs a pair as the hand's first two cards, chips to match and a split left (MD-S21 11.A, "
               "11.D; MA-S21 10(a), 10(c))";
    case Decision::Surrender:
        return "a surrender is the first decision on an unsplit hand's first two cards (MD-S21 9.A-B, MA-S21 8(a))";
    }
    return {};
}

} // namespace

Decision ScriptedPlayers::decide(const DecisionContext& context)
{
    auto& queue = decisions_[context.seat];
    if (queue.empty())
        return Decision::Stand;
    const Decision decision = queue.front();
    queue.pop_front();
    if (!context.options.allows(decision))
        throw std::runtime_error("seat " + std::to_string(context.seat) + " hand " + std::to_string(context.hand + 1) +
                                 " (" + notation(context.cards->cards()) + "): the script says '" +
                                 decisionName(decision) +
                                 "', which the rules do not allow here: " + whenAllowed(decision));
    return decision;
}

Money ScriptedPlayers::insurance(int seat, Money maximum)
{
    const auto it = insurance_.find(seat);
    if (it == insurance_.end())
        return {};
    if (it->second > maximum)
        throw std::runtime_error("seat " + std::to_string(seat) + ": the script insures " + formatMoney(it->second) +
                                 ", more than the " + formatMoney(maximum) + " allowed (MD-S21 8.B-C)");
    return it->second;
}

bool ScriptedPlayers::evenMoney(int seat)
{
    const auto it = evenMoney_.find(seat);
    return it != evenMoney_.end() && it->second;
}

bool ScriptedPlayers::rescue(const DecisionContext& context)
{
    auto& queue = rescues_[context.seat];
    if (queue.empty())
        return false;
    const bool rescue = queue.front();
    queue.pop_front();
    return rescue;
}

Money ScriptedPlayers::doubleFor(const DecisionContext& context)
{
    auto& queue = doubles_[context.seat];
    if (queue.empty())
        return context.wager;
    const Money amount = queue.front();
    queue.pop_front();
    if (!doubleAllowed(amount, context))
        throw std::runtime_error("seat " + std::to_string(context.seat) + " hand " + std::to_string(context.hand + 1) +
                                 ": the script doubles for " + formatMoney(amount) + ", but a double down wager is " +
                                 formatMoney(context.leastDouble) + " up to the " + formatMoney(context.wager) +
                                 " wager (MD-S21 10.A, MA-S21 9(a))");
    return amount;
}

bool doubleAllowed(Money amount, const DecisionContext& context)
{
    return amount >= context.leastDouble && amount <= context.wager && !amount.isZero();
}

Money lessThanFull(const DecisionContext& context, Random& random)
{
    const std::int64_t least = std::max<std::int64_t>((context.leastDouble.inCents() + 99) / 100, 1);
    const std::int64_t most = (context.wager.inCents() - 1) / 100;
    if (most < least)
        return context.wager;
    return Money::dollars(least +
                          static_cast<std::int64_t>(random.below(static_cast<std::uint64_t>(most - least + 1))));
}

Decision RandomPlayers::decide(const DecisionContext& context)
{
    std::vector<Decision> allowed;
    for (const auto& [decision, name] : kDecisionNames)
        if (context.options.allows(decision))
            allowed.push_back(decision);
    return allowed[static_cast<std::size_t>(random_.below(allowed.size()))];
}

Money RandomPlayers::insurance(int, Money maximum) { return random_.below(4) == 0 ? maximum : Money(); }

bool RandomPlayers::evenMoney(int) { return random_.below(2) == 0; }

bool RandomPlayers::rescue(const DecisionContext&) { return random_.below(4) == 0; }

Money RandomPlayers::doubleFor(const DecisionContext& context)
{
    return random_.below(4) == 0 ? lessThanFull(context, random_) : context.wager;
}

} // namespace s21

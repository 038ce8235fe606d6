#include "core/players/strategy_player.h"

#include <vector>

namespace s21 {

StrategyPlayers::StrategyPlayers(const RuleProfile& profile, double errorRate, Seed seed)
    : engine_(profile), errorRate_(errorRate), random_(seed), cuts_(cutStream(seed))
{
}

bool StrategyPlayers::blunder()
{
    // 2^-53 resolution is plenty for an error rate.
    const double draw = static_cast<double>(random_.next() >> 11) / 9007199254740992.0;
    return draw < errorRate_;
}

Decision StrategyPlayers::correctDecision(const DecisionContext& context) const
{
    DecisionValues values =
        engine_.values(context.cards->cards(), context.dealerUpCard, context.cards->origin() == HandOrigin::FromSplit);
    const auto& allowed = context.options;
    if (!allowed.hit)
        values.hit = DecisionValues::kNotAllowed;
    if (!allowed.doubleDown)
        values.doubleDown = DecisionValues::kNotAllowed;
    if (!allowed.split)
        values.split = DecisionValues::kNotAllowed;
    if (!allowed.surrender)
        values.surrender = DecisionValues::kNotAllowed;
    return values.best();
}

Decision StrategyPlayers::decide(const DecisionContext& context)
{
    const Decision correct = correctDecision(context);
    if (!blunder())
        return correct;
    std::vector<Decision> others;
    for (Decision d : {Decision::Hit, Decision::Stand, Decision::Double, Decision::Split, Decision::Surrender})
        if (d != correct && context.options.allows(d))
            others.push_back(d);
    if (others.empty())
        return correct;
    return others[static_cast<std::size_t>(random_.below(others.size()))];
}

Money StrategyPlayers::insurance(int, Money maximum) { return blunder() ? maximum : Money(); }

bool StrategyPlayers::evenMoney(int) { return blunder(); }

bool StrategyPlayers::rescue(const DecisionContext& context)
{
    // Rescue costs the original wager; keeping the doubled hand is worth standing on both wagers.
    const DecisionValues values =
        engine_.values(context.cards->cards(), context.dealerUpCard, context.cards->origin() == HandOrigin::FromSplit);
    const double staked = static_cast<double>((context.wager + context.doubled).inCents());
    const bool correct = staked * values.stand < -static_cast<double>(context.wager.inCents());
    return blunder() ? !correct : correct;
}

} // namespace s21

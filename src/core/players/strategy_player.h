#pragma once
// Simulated players who play the computed basic strategy (strategy.h), and make mistakes at a
// configurable rate: with probability errorRate a decision is a different legal one, chosen at
// random, as real tables have weak players too. They double for the full wager: exams' rounds are
// dealt again from their seeds, so their players answer as they always did. Insurance is taken only by mistake (it never pays
// with 48-card decks: the hole card is a K, Q or J about 25% of the time, under the 1 in 3 it needs).

#include "core/players/player_model.h"
#include "core/players/strategy.h"

namespace s21 {

class StrategyPlayers : public PlayerModel {
public:
    StrategyPlayers(const RuleProfile& profile, double errorRate, Seed seed);

    Decision decide(const DecisionContext& context) override;
    Money insurance(int seat, Money maximum) override;
    // Even money is insurance by another name (MD-BJ 8.E): taken only by mistake, as insurance is.
    bool evenMoney(int seat) override;
    bool rescue(const DecisionContext& context) override;
    // The cut of a reshuffled rack (MD-S21 13.K, MA-S21 15(g)): as RandomCuts, from cutStream(seed).
    CutAnswer answer(int seat, int stackSize) override { return cuts_.answer(seat, stackSize); }

    // The decision basic strategy makes for the context, without mistakes.
    Decision correctDecision(const DecisionContext& context) const;

private:
    bool blunder();

    StrategyEngine engine_;
    double errorRate_;
    Random random_;
    RandomCuts cuts_;
};

} // namespace s21

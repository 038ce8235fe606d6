#pragma once
// How simulated players decide. The round engine asks the model when a decision is due and shows
// the answer to the dealer as a signal; it never decides for the players itself.

#include "core/base/money.h"
#include "core/base/random.h"
#include "core/players/cut_model.h"
#include "core/rules/hand.h"

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>

namespace s21 {

// A player's decision on a hand, and the hand signal that shows it (tap = hit, wave = stand, chips
// beside the bet = double or split, spoken = surrender).
enum class Decision : std::uint8_t { Hit, Stand, Double, Split, Surrender };

std::string decisionName(Decision decision); // "hit", "stand", "double", "split", "surrender"
std::optional<Decision> parseDecision(const std::string& name);

// What a player may do with a hand right now (MD-S21 7.H(2), 7.J, 9.B, 10.A-B, 11.A/D).
struct DecisionOptions {
    bool hit = false;
    bool stand = true;
    bool doubleDown = false;
    bool split = false;
    bool surrender = false;

    bool allows(Decision decision) const;
};

// Everything a model may look at when deciding.
struct DecisionContext {
    int seat = 0;
    int hand = 0;
    const Hand* cards = nullptr;
    Card dealerUpCard;
    Money wager;
    Money doubled; // the double down wager already on the hand (asked whether to rescue), else zero
    DecisionOptions options;
    // The least a double down wager may be: the table's smallest chip. The texts set only its most,
    // the hand's wager (MD-S21 10.A, MA-S21 9(a)); docs/procedure.md, "The double down wager".
    Money leastDouble;
};

// Whether `amount` may be the double down wager on the context's hand: from the least up to the
// hand's wager (MD-S21 10.A: "may not exceed the amount of his original Spanish 21 Wager").
bool doubleAllowed(Money amount, const DecisionContext& context);

// A model is asked the cut too (CutModel::answer): a round whose shoe runs out has its discard rack
// cut by a player (MD-S21 13.K, MA-S21 15(g)). A model that says nothing else declines it.
class PlayerModel : public CutModel {
public:
    // The decision for the hand; must be one the options allow.
    virtual Decision decide(const DecisionContext& context) = 0;
    // The insurance wager, from zero up to `maximum` (MD-S21 8.B-C).
    virtual Money insurance(int seat, Money maximum) = 0;
    // Whether to be paid even money for the seat's blackjack instead of insuring it, asked in its
    // place when the profile offers it against an ace (MD-BJ 8.E).
    virtual bool evenMoney(int seat) = 0;
    // Whether to rescue a doubled hand after its double card (MD-S21 10.H).
    virtual bool rescue(const DecisionContext& context) = 0;
    // The double down wager, asked once the player has decided to double: doubleAllowed(); the full
    // wager unless the model doubles for less (MD-S21 10.A, MA-S21 9(a)).
    virtual Money doubleFor(const DecisionContext& context) { return context.wager; }
    // The answer to the offer of the cut (cut_model.h).
    CutAnswer answer(int /*seat*/, int /*stackSize*/) override { return CutAnswer::refuse(); }
};

// Decisions written down in advance (a scenario's script), per seat in the order they are asked.
// A seat whose script has run out stands, and doubles for the full wager when no amount is left; an
// entry the options do not allow, or a double's amount doubleAllowed() refuses, throws
// std::runtime_error naming the seat, the hand and the answer.
class ScriptedPlayers : public PlayerModel {
public:
    void addDecision(int seat, Decision decision) { decisions_[seat].push_back(decision); }
    void setInsurance(int seat, Money amount) { insurance_[seat] = amount; }
    void setEvenMoney(int seat, bool takes) { evenMoney_[seat] = takes; }
    void addRescue(int seat, bool rescue) { rescues_[seat].push_back(rescue); }
    void addDouble(int seat, Money amount) { doubles_[seat].push_back(amount); }
    void addCut(int seat, CutAnswer answer) { cuts_.add(seat, answer); }

    Decision decide(const DecisionContext& context) override;
    Money insurance(int seat, Money maximum) override;
    bool evenMoney(int seat) override; // false where the script says nothing
    bool rescue(const DecisionContext& context) override;
    Money doubleFor(const DecisionContext& context) override;
    // The seat's next scripted cut answer; a seat with none left refuses (ScriptedCuts).
    CutAnswer answer(int seat, int stackSize) override { return cuts_.answer(seat, stackSize); }

private:
    std::map<int, std::deque<Decision>> decisions_;
    std::map<int, Money> insurance_;
    std::map<int, bool> evenMoney_;
    std::map<int, std::deque<bool>> rescues_;
    std::map<int, std::deque<Money>> doubles_;
    ScriptedCuts cuts_;
};

// A random legal decision from a seed: for self-play and for meeting unpredictable players. One
// double in four is for less than the wager (lessThanFull). The cut is answered as RandomCuts do,
// from a stream of its own, so the decisions come out as they did before the players were asked it.
class RandomPlayers : public PlayerModel {
public:
    explicit RandomPlayers(std::uint64_t seed) : random_(seed), cuts_(cutStream(seed)) {}

    Decision decide(const DecisionContext& context) override;
    Money insurance(int seat, Money maximum) override;
    bool evenMoney(int seat) override; // one in two
    bool rescue(const DecisionContext& context) override;
    Money doubleFor(const DecisionContext& context) override;
    CutAnswer answer(int seat, int stackSize) override { return cuts_.answer(seat, stackSize); }

private:
    Random random_;
    RandomCuts cuts_;
};

// A double for less than the full wager drawn from `random`: whole dollars from the least allowed up
// to a dollar under the wager; the full wager when no such amount exists.
Money lessThanFull(const DecisionContext& context, Random& random);

} // namespace s21

#pragma once
// How simulated players decide. The round engine asks the model when a decision is due and shows
// the answer to the dealer as a signal; it never decides for the players itself.

#include "core/base/money.h"
#include "core/base/random.h"
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
    DecisionOptions options;
};

class PlayerModel {
public:
    virtual ~PlayerModel() = default;

    // The decision for the hand; must be one the options allow.
    virtual Decision decide(const DecisionContext& context) = 0;
    // The insurance wager, from zero up to `maximum` (MD-S21 8.B-C).
    virtual Money insurance(int seat, Money maximum) = 0;
    // Whether to rescue a doubled hand after its double card (MD-S21 10.H).
    virtual bool rescue(const DecisionContext& context) = 0;
};

// Decisions written down in advance (a scenario's script), per seat in the order they are asked.
// A seat whose script has run out stands; an entry the options do not allow throws
// std::runtime_error naming the seat, the hand and the decision.
class ScriptedPlayers : public PlayerModel {
public:
    void addDecision(int seat, Decision decision) { decisions_[seat].push_back(decision); }
    void setInsurance(int seat, Money amount) { insurance_[seat] = amount; }
    void addRescue(int seat, bool rescue) { rescues_[seat].push_back(rescue); }

    Decision decide(const DecisionContext& context) override;
    Money insurance(int seat, Money maximum) override;
    bool rescue(const DecisionContext& context) override;

private:
    std::map<int, std::deque<Decision>> decisions_;
    std::map<int, Money> insurance_;
    std::map<int, std::deque<bool>> rescues_;
};

// A random legal decision from a seed: for self-play and for meeting unpredictable players.
class RandomPlayers : public PlayerModel {
public:
    explicit RandomPlayers(std::uint64_t seed) : random_(seed) {}

    Decision decide(const DecisionContext& context) override;
    Money insurance(int seat, Money maximum) override;
    bool rescue(const DecisionContext& context) override;

private:
    Random random_;
};

} // namespace s21

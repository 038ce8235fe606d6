#pragma once
// What the simulated players answered during one round or shoe procedure, written down as it
// happens so that the round replays exactly with scripted players: the same set-up, these answers
// and the same dealer actions give the same verdicts (records/replay.h). Recording wraps whatever
// model the round uses (basic strategy, a scenario's script) and forwards every question to it.

#include "core/players/cut_model.h"
#include "core/players/player_model.h"

#include <map>
#include <memory>
#include <vector>

namespace s21 {

struct RecordedAnswers {
    std::map<int, std::vector<Decision>> decisions; // per seat, in the order asked
    std::map<int, Money> insurance;                 // per seat asked, zero when declined
    std::map<int, bool> evenMoney;                  // per seat asked (MD-BJ 8.E), instead of insurance
    std::map<int, std::vector<bool>> rescues;       // per seat, in the order asked
    std::map<int, std::vector<Money>> doubles;      // per seat, each double down wager in the order made;
                                                    // a double past the list is for the full wager
    std::map<int, std::vector<CutAnswer>> cuts;     // per seat, in the order offered

    friend bool operator==(const RecordedAnswers&, const RecordedAnswers&) = default;
};

// Forwards to `inner` and writes each answer down. `inner` must outlive the recorder.
class RecordingPlayers : public PlayerModel {
public:
    explicit RecordingPlayers(PlayerModel& inner) : inner_(inner) {}

    Decision decide(const DecisionContext& context) override;
    Money insurance(int seat, Money maximum) override;
    bool evenMoney(int seat) override;
    bool rescue(const DecisionContext& context) override;
    Money doubleFor(const DecisionContext& context) override;
    CutAnswer answer(int seat, int stackSize) override;

    const RecordedAnswers& answers() const { return answers_; }

private:
    PlayerModel& inner_;
    RecordedAnswers answers_;
};

// Forwards to `inner` and writes each answer to the cut offer down. `inner` must outlive the recorder.
class RecordingCuts : public CutModel {
public:
    explicit RecordingCuts(CutModel& inner) : inner_(inner) {}

    CutAnswer answer(int seat, int stackSize) override;

    const RecordedAnswers& answers() const { return answers_; }

private:
    CutModel& inner_;
    RecordedAnswers answers_;
};

// Players who give the recorded answers, in the recorded order, while a seat has any left, and then
// answer as `then` does: a round resumed after an interruption, its players saying again what they
// said before, then playing on. `then` must outlive them.
class AnswersThenPlayers : public PlayerModel {
public:
    AnswersThenPlayers(const RecordedAnswers& answers, PlayerModel& then) : answers_(answers), then_(then) {}

    Decision decide(const DecisionContext& context) override;
    Money insurance(int seat, Money maximum) override;
    bool evenMoney(int seat) override;
    bool rescue(const DecisionContext& context) override;
    Money doubleFor(const DecisionContext& context) override;
    CutAnswer answer(int seat, int stackSize) override;

private:
    RecordedAnswers answers_; // what is left of them
    PlayerModel& then_;
};

// Players who give exactly the recorded answers, in the recorded order.
std::unique_ptr<ScriptedPlayers> scriptedPlayers(const RecordedAnswers& answers);
std::unique_ptr<ScriptedCuts> scriptedCuts(const RecordedAnswers& answers);

} // namespace s21

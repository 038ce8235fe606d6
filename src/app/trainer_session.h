#pragma once
// A practice session: one Round after another at the same table. It owns the round, the seeded shoe
// that continues from round to round (a fresh seeded shoe, burn first, once the cover card has come
// out), the simulated players (basic strategy with a set error rate) and their bankrolls, and the mode. A scenario can be played
// instead of the next practice round: its seats, shoe, scripted players and scoring. Every trainee
// action goes through apply(), which only forwards to Round::apply.

#include "core/round.h"
#include "core/scenario.h"
#include "core/scoring.h"
#include "seat_roster.h"

#include <optional>

#include "core/strategy_player.h"

#include <QObject>

#include <memory>

namespace s21::app {

enum class Mode : std::uint8_t {
    Guided, // expected places highlighted, hints, each mistake explained at once, mistaken actions rejected
    Free,   // no hints; mistakes listed when the round ends; play on where the procedure allows
};

struct SessionOptions {
    RuleProfile profile = marylandProfile(6);
    Mode mode = Mode::Guided;
    int players = 5;
    std::uint64_t seed = 1;
    double playerErrors = 0.1; // how often a simulated player strays from basic strategy (0 to 1)
};

class TrainerSession : public QObject {
    Q_OBJECT
public:
    explicit TrainerSession(SessionOptions options, QObject* parent = nullptr);
    ~TrainerSession() override;

    // A new profile or table size starts a new shoe and a new round; a new mode applies from the
    // next round.
    void setProfile(const RuleProfile& profile);
    void setPlayers(int players);
    // From the next round on, players stray from basic strategy this often (0 to 1).
    void setPlayerErrors(double rate);
    void setMode(Mode mode);
    // Deals nothing: sets up the next practice round's wagers and players.
    void newRound();
    // Sets up the scenario's round in place of a practice round (the practice shoe waits).
    void playScenario(const Scenario& scenario);
    // The scenario being played, if any.
    const Scenario* scenario() const { return scenario_ ? &*scenario_ : nullptr; }

    Verdict apply(const DealerAction& action);

    const Round& round() const { return *round_; }
    const RoundState& state() const { return round_->state(); }
    const SessionOptions& options() const { return options_; }
    Mode roundMode() const { return roundMode_; }
    int roundNumber() const { return roundNumber_; }
    // The procedure's own steps for this round's deal, from the first card to the pickup.
    std::vector<DealerAction> correctSequence() const;
    ScoreCard scoreCard() const;

signals:
    void roundStarted();
    void applied(const s21::Verdict& verdict);
    void roundFinished();

private:
    void startShoe();
    void startRound(RoundSetup setup, PlayerModel& players);

    SessionOptions options_;
    SteadyClock clock_;
    SeatRoster roster_;
    StrategyPlayers players_;
    StrategyPlayers playersAtStart_;  // the players as they were when this round began
    RoundSetup setup_;              // this round's set-up, for the correct sequence
    std::optional<Scenario> scenario_;
    std::unique_ptr<ScriptedPlayers> scripted_; // the scenario's players
    Shoe shoe_;
    DiscardRack rack_;              // carried from round to round within a shoe
    bool burnNext_ = true;
    int shoes_ = 0;
    int roundNumber_ = 0;
    Mode roundMode_ = Mode::Guided;
    std::unique_ptr<Round> round_;
};

} // namespace s21::app

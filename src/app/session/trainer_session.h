#pragma once
// A practice session: one Round after another at the same table, with the shoe procedure between
// shoes. It owns the round, the shoe that continues from round to round, the simulated players
// (basic strategy with a set error rate) and their bankrolls, and the mode. By default the trainee
// runs the shoe procedure (core/shoe_procedure/shoe_procedure.h) at the start of the session (opening new decks)
// and whenever a round ends needing a reshuffle (the cover card came out, a void round, a short
// shoe): between rounds, the next round is dealt from the shoe the procedure loaded. The skip
// option deals from a machine-shuffled shoe instead (burn first), for trainees who only drill
// rounds. A scenario can be played instead of the next practice round: its seats, shoe, scripted
// players and scoring; a shoe-procedure scenario is its own shoe procedure, with its players'
// scripted cut answers and incidents. Every trainee action goes through apply(), which applies it
// to the procedure under way (procedure()): the shoe procedure between rounds, else the round.

#include "app/session/seat_roster.h"
#include "app/session/underway_procedure.h"
#include "core/base/contract.h"
#include "core/players/recorded_answers.h"
#include "core/round/round.h"
#include "core/shoe_procedure/shoe_procedure.h"
#include "core/training/practice_faults.h"
#include "core/training/scenario.h"
#include "core/training/scoring.h"

#include <optional>

#include "core/players/strategy_player.h"

#include <QObject>

#include <functional>
#include <memory>

namespace s21::app {

enum class Mode : std::uint8_t {
    Guided, // expected places highlighted, hints, each mistake explained at once, mistaken actions rejected
    Free,   // no hints; mistakes listed when the round ends; play on where the procedure allows
};

// How each practice shoe is prepared.
enum class ShoePreparation : std::uint8_t {
    ShuffleByHand,     // the trainee runs the shoe procedure, shuffling by hand (MD-S21 5.A, MA-S21 4(j))
    AutomatedShuffler, // the trainee runs the shoe procedure with an automated shuffler (MD-S21 5.A(2), MA-S21 4(a))
    Skip,              // no procedure: a machine-shuffled shoe, its first card burned in the round
};

struct SessionOptions {
    RuleProfile profile = marylandProfile(6);
    Mode mode = Mode::Guided;
    int players = 5;
    Seed seed = 1;             // practice: 64 bits; an exam: 128 of the operating system's (certification/entropy.h)
    double playerErrors = 0.1; // how often a simulated player strays from basic strategy (0 to 1)
    ShoePreparation shoe = ShoePreparation::ShuffleByHand;
    double irregularities =
        0.0; // how often a practice round brings an irregularity (0 to 1; core/training/practice_faults.h)
    double guestFouls = 0.0; // how often a practice round brings a player's own irregularity (0 to 1)
    // An exam's: each machine-shuffled shoe (ShoePreparation::Skip) is shuffled from the operating
    // system's entropy (certification/entropy.h), not from the seed, so no number shown or known
    // before the round ends gives its order away.
    bool secretShoes = false;
    // A trainee's first session (no round of theirs stored yet): no practice round, shoe procedure
    // or player brings an irregularity, whatever `irregularities` and `guestFouls` say; a scenario
    // keeps its own.
    bool firstSession = false;
};

class TrainerSession : public QObject {
    Q_OBJECT
public:
    explicit TrainerSession(SessionOptions options, QObject* parent = nullptr);
    ~TrainerSession() override;

    // Starts over under `options`, as a new session would: new seats, players, shoe and round (the
    // serial numbers go on, so whatever was under way ends as left).
    void restart(SessionOptions options);
    // A new profile or table size starts a new shoe and a new round; a new mode applies from the
    // next round.
    void setProfile(const RuleProfile& profile);
    void setPlayers(int players);
    // From the next round on, players stray from basic strategy this often (0 to 1).
    void setPlayerErrors(double rate);
    // From the next practice round on, a round brings an irregularity this often (0 to 1).
    void setIrregularities(double rate);
    // From the next practice round on, a round brings a player's own irregularity this often (0 to 1).
    void setGuestFouls(double rate);
    // Whether this is a trainee's first session (SessionOptions::firstSession), from the next
    // practice round or shoe on; a practice round or shoe procedure not begun yet is set up again
    // at once, the same cards and players with or without its irregularity.
    void setFirstSession(bool first);
    void setMode(Mode mode);
    // Between rounds, at once: the shoe is prepared again that way (skipped: the next round is set
    // up from a machine-shuffled shoe). During a round, from the next shoe on.
    void setShoePreparation(ShoePreparation shoe);
    // Deals nothing: sets up the next practice round's wagers and players, from the shoe the
    // procedure loaded. When a reshuffle is due it starts the shoe procedure instead; while the
    // procedure is not complete it goes on with it (shoeStarted() again).
    void newRound();
    // Sets up a round from a stored set-up in place of the next practice round, its players giving
    // `answers` first and then deciding as the session's players do: an exam round resumed after an
    // interruption, whose actions are then applied again at their recorded times (holdClock).
    void resumeRound(RoundSetup setup, const RecordedAnswers& answers);
    // The clock the procedures are stamped with reads `ms` until runClockFrom(): for applying a
    // resumed round's actions at their recorded times. Then it runs on from `ms`, the interruption
    // not counted.
    void holdClock(std::int64_t ms) { clock_.hold(ms); }
    void runClockFrom(std::int64_t ms) { clock_.runFrom(ms); }
    std::int64_t clockReading() const { return clock_.milliseconds(); }
    // Sets up the scenario's round (or its shoe procedure, emitting shoeStarted()) in place of a
    // practice round; the practice shoe waits.
    void playScenario(const Scenario& scenario);
    // The scenario being played, if any.
    const Scenario* scenario() const { return scenario_ ? &*scenario_ : nullptr; }

    Verdict apply(const DealerAction& action);

    // A shoe procedure is what the trainee does now (not a round).
    bool betweenRounds() const { return shoeUnderWay() != nullptr; }
    // Precondition: betweenRounds().
    const ShoeProcedure& shoeProcedure() const
    {
        S21_EXPECTS(betweenRounds());
        return *shoeUnderWay();
    }
    // The seats taken and their players' names, for the table between rounds.
    std::vector<std::pair<int, std::string>> seatedPlayers() const;
    // The players seated but sitting the practice round out (no wager), in seat order; none in a
    // scenario.
    std::vector<std::pair<int, std::string>> sittingOut() const;
    // Precondition: !betweenRounds().
    const Round& round() const
    {
        S21_EXPECTS(!betweenRounds());
        return underway_->round();
    }
    const RoundState& state() const { return round().state(); }
    // What the trainee does now, the shoe procedure or the round: the actions due next, the hint,
    // the verdicts so far.
    const Procedure& procedure() const;
    // procedure().log(), for the recorder and the summary.
    const std::vector<TimedVerdict>& log() const;
    const SessionOptions& options() const { return options_; }
    // The mode of the round (or of the shoe procedure) under way.
    Mode roundMode() const { return roundMode_; }
    int roundNumber() const { return roundNumber_; }
    // The correct sequence for this round's deal, from the first card to the pickup (between rounds:
    // the shoe procedure's, from the start to the burn): the trainee's own actions where the
    // procedure accepted them (a legal choice, such as the cover card's depth, kept as made), the
    // procedure's own step in place of each mistake and after the last action (answerKeyKeeping,
    // core/procedure/automatic_dealer.h). Before the first action: the procedure's own steps.
    std::vector<DealerAction> correctSequence() const;
    ScoreCard scoreCard() const;
    // The time the procedure under way has taken by the session's clock, as its score card counts
    // it: 0 before its first action, from the first action to now while it is under way, and from
    // the first action to the last once it is complete.
    std::int64_t elapsedMs() const;
    // What the trainee deals now was dealt from: the profile, the round's set-up or the shoe
    // procedure's situation, and the players' answers so far (for the records: records/replay.h).
    RuleProfile dealtProfile() const;
    std::optional<RoundSetup> dealtSetup() const;
    std::optional<ShoeSituation> dealtSituation() const;
    const RecordedAnswers& recordedAnswers() const;
    // Each round and shoe procedure gets a serial number when it starts; current() is the one the
    // trainee deals now, and live() tells whether one can still be dealt on (a practice shoe
    // procedure waits while a scenario is played) or is gone.
    std::uint64_t current() const;
    bool live(std::uint64_t serial) const;

signals:
    void roundStarted();
    // The shoe procedure started (or goes on after a scenario or a new-round request).
    void shoeStarted();
    void applied(const s21::Verdict& verdict);
    void roundFinished();
    // The shoe procedure is complete: the shoe is loaded and its first card burned.
    void shoeFinished();

private:
    // The shoe procedure under way: a shoe-procedure scenario's, or between practice rounds the
    // practice shoe's; nullptr during a round.
    const ShoeProcedure* shoeUnderWay() const;
    // The practice shoe's procedure, under way or waiting for a scenario; nullptr when there is none.
    const ShoeProcedure* practiceShoe() const;
    // Ends the scenario, if one is played: the practice shoe procedure waiting for it goes on.
    void endScenario();
    // A new shoe: the shoe procedure from `start`, or a machine-shuffled shoe when skipped. After
    // the cover card, `coverCardSeat` is where it came out (0: the dealer's hand, or not at all).
    void startShoe(ShoeStart start, int coverCardSeat = 0);
    // A round from `setup`, asking `players`; `owned` (may be null) lives as long as the round:
    // players made for it alone (UnderwayProcedure::round).
    void startRound(RoundSetup setup, PlayerModel& players, std::unique_ptr<PlayerModel> owned = nullptr);
    // A practice round's player irregularity, from the round's seed: whether there is one (at
    // options_.guestFouls, none in a first session), whether it is a barred player's wager
    // (drawsBarredWager: the roster then seats one, SeatRoster::nextRound), and the stream the
    // other kinds are drawn from.
    struct GuestFoulPlan {
        bool happens = false;
        RosterFoul rosterFoul = RosterFoul::None; // the roster's own: a barred wager, a box over the limit
        Random random;
    };
    GuestFoulPlan guestFoulPlan(Seed roundSeed) const;
    // For a practice round: as often as options_.irregularities says, a fault that happens in this
    // round as its players will play it (core/training/practice_faults.h), and a player's own
    // irregularity beside it: the wagers of `fouls` (a player the table bars since they sat out, a
    // player on a box over the table's limit: SeatRoster::nextRound), or else one drawn as
    // guestFoulPlan() says; else none.
    std::vector<Fault> practiceFaults(const RoundSetup& setup, const RosterFouls& fouls) const;
    // `faults` and one more drawn by `draw`, tried until the round as its players will play it
    // brings them all (a moment may not come: nobody hits, a blackjack has no turn); `faults` alone
    // when no draw does within a few tries.
    std::vector<Fault> withHappeningFault(const RoundSetup& setup, std::vector<Fault> faults,
                                          const std::function<Fault()>& draw) const;

    SessionOptions options_;
    ResumableClock clock_; // the wall clock, held while a resumed round's actions are applied again
    SeatRoster roster_;
    RosterFouls rosterFouls_; // the practice round's wagers the roster's players placed against the rules
    StrategyPlayers players_;
    StrategyPlayers playersAtStart_; // the players as they were when this round began
    RoundSetup setup_;               // this round's set-up, for the correct sequence
    std::optional<Scenario> scenario_;
    std::optional<RandomCuts> cutsAtStart_; // the practice shoe's players as its procedure began
    int lastFirstOffer_ = 0;                // the seat offered the cut first in the last shoe dealt (MA-S21 4(d)(2))
    Shoe shoe_;
    DiscardRack rack_; // carried from round to round within a shoe
    bool burnNext_ = true;
    int shoes_ = 0;
    int roundNumber_ = 0;
    Mode roundMode_ = Mode::Guided;
    std::uint64_t serials_ = 0; // serial numbers handed out so far
    // What the trainee deals now: a round, or a shoe procedure (the practice shoe's, or a
    // shoe-procedure scenario's). Never null once the session is made.
    std::unique_ptr<UnderwayProcedure> underway_;
    // The practice shoe's procedure, set aside unfinished while a scenario is played; it goes on after.
    std::unique_ptr<UnderwayProcedure> waitingShoe_;
};

} // namespace s21::app

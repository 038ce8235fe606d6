#pragma once
// One round of Spanish 21 as the trainee dealer runs it, a Procedure (procedure.h). The single entry
// point is apply(): every dealer action is checked against the procedure of the rule profile, and
// either accepted and carried out, or recorded as a mistake with its section. expected() says what
// the procedure calls for next; there is no other copy of the procedure.
//
// Everything is deterministic from (profile, seats, shoe, player model, actions): a log of actions
// replays a round exactly.

#include "core/base/clock.h"
#include "core/base/contract.h"
#include "core/procedure/procedure.h"
#include "core/round/round_errors.h"
#include "core/round/round_state.h"

#include <optional>
#include <utility>
#include <vector>

namespace s21 {

// What happens to a mistaken action: rejected (the table is left as it was), or, when the mode
// says to play on, applied anyway where it is the procedure's own step taken too early.
enum class MistakePolicy : std::uint8_t { Reject, PlayOn };

struct RoundSetup {
    RuleProfile profile;
    std::vector<SeatSetup> seats; // the occupied seats and their wagers
    Shoe shoe{};
    bool burnFirst = false;               // first round of a shoe or of a new dealer (MD-S21 7.B(3)-(4))
    Money tray = Money::dollars(50000);   // the chip tray's float
    DiscardRack rack{};                   // the discard rack as the round finds it (burn cards, earlier rounds)
    Seed seed{};                          // for a shuffle the round itself needs (MD-S21 13.K)
    std::vector<Fault> faults{};          // irregularities to make happen at their moments (faults.h)
    std::vector<WheelStop> wheelStops{};  // where the Bonus Spin wheel lands, spin after spin (bonus_spin.h)
    std::vector<WheelStop> xtremeStops{}; // where the Xtreme 16's Hot Spot wheel lands, spin after spin (xtreme16.h)
};

// A fault that has happened: what, and after how many logged dealer actions.
struct FaultEvent {
    Fault fault;
    std::size_t afterActions = 0;
};

class Round final : public Procedure {
public:
    // Throws std::invalid_argument when the set-up breaks the rules: a seat's problem as
    // seatSetupProblem() finds it (a seat outside 1-7 or used twice, a wager outside the table
    // limits or beyond the bankroll, a Match-the-Dealer wager outside MA-S21 6(b)'s bounds, a Bonus
    // Spin wager the table does not take), its message as the exception's, no seat at all, a fault
    // that can never happen at this table (checkFault()), or a player on more boxes than the table
    // allows that no extra-box wager explains (boxesProblem()).
    // A fault happens when its moment comes (isFaultMoment()); one the rules do not cover there
    // throws std::invalid_argument from the constructor or apply().
    Round(RoundSetup setup, PlayerModel& players, const Clock& clock, MistakePolicy policy = MistakePolicy::Reject);

    // Starts the table's next round in this one's place: afterwards the round is exactly what
    // Round(setup, players, clock, policy) would be with this round's players, clock and policy, but
    // it reuses this round's storage (the log, the seats' hand lists, the dealer's cards, the discard
    // rack) instead of allocating it again, for a simulation dealing round after round. Moves the
    // profile, shoe, rack and wheel stops out of `setup`; its seats and faults are left as they were,
    // for the caller's next round. Throws as the constructor does: a set-up that breaks the rules
    // leaves the round as it was; after any other exception, only restart() or destroy the round.
    void restart(RoundSetup& setup);

    // Checks and (when accepted) carries out one dealer action (Procedure::apply). Throws
    // ShoeExhausted when a stacked shoe runs out; any decision a scripted player cannot make throws
    // std::runtime_error.
    const Verdict& apply(const DealerAction& action) override;
    // The stage of the round's procedure now, built once after each change of the state.
    const Stage& stage() const override;
    bool complete() const override { return state_.phase == Phase::Complete; }
    const std::vector<TimedVerdict>& log() const override { return log_; }

    Phase phase() const { return state_.phase; }
    const RoundState& state() const { return state_; }
    // Moves the shoe out of a complete round for the table's next round (ContinuingShoe), instead
    // of copying it; state().shoe is left empty. Precondition: complete().
    Shoe takeShoe()
    {
        S21_EXPECTS(complete());
        return std::exchange(state_.shoe, Shoe());
    }
    // Moves the rule profile out of a complete round for the next round's set-up, instead of
    // copying it; state().profile is left moved-from, so read nothing of the state afterwards.
    // Precondition: complete().
    RuleProfile takeProfile()
    {
        S21_EXPECTS(complete());
        return std::move(state_.profile);
    }
    // The faults that have happened so far, in order, and those still waiting for their moment.
    const std::vector<FaultEvent>& faultEvents() const { return faultEvents_; }
    std::vector<Fault> faultsToCome() const;

private:
    RoundState state_;
    PlayerModel& players_;
    const Clock& clock_;
    MistakePolicy policy_;
    std::int64_t startedAt_ = 0;
    Money moneyAtStart_; // the table's money when the round began: no action makes or loses any
    bool moneyKept() const { return state_.totalMoney() == moneyAtStart_; }
    int cardsAtStart_ = 0; // the cards of its decks when the round began: no action makes or loses any
    bool cardsKept() const { return state_.cardCount() == cardsAtStart_; }
    std::vector<TimedVerdict> log_;
    mutable std::optional<Stage> stage_; // currentStage(state_), until the state next changes
    struct PendingFault {
        Fault fault;
        int moments = 0;             // how often its moment has come...
        std::size_t countedAt = ~0u; // ...counted once per logged action
    };
    std::vector<PendingFault> faults_;
    std::vector<FaultEvent> faultEvents_;

    std::string completedHint() const override { return "The round is complete."; }
    void injectDueFaults();
};

} // namespace s21

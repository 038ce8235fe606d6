#pragma once
// A procedure the trainee deals, a round or a shoe procedure, made and dropped whole with what is
// its own: the players it asks (their answers written down as they are given, for the records:
// core/players/recorded_answers.h), its serial number in the session and the clock's reading as it
// began (its log's times count from it). A session (trainer_session.h) holds the one under way and,
// while a scenario is played, the practice shoe procedure waiting for it.

#include "core/players/recorded_answers.h"
#include "core/round/round.h"
#include "core/shoe_procedure/shoe_procedure.h"

#include <cstdint>
#include <memory>

namespace s21::app {

class UnderwayProcedure {
public:
    // A round dealt from `setup`, asking `players`, which must outlive it; `owned` (may be null) is
    // kept alive with the round: players made for it alone (a scenario's script, a resumed round's).
    static std::unique_ptr<UnderwayProcedure> round(RoundSetup setup, PlayerModel& players,
                                                    std::unique_ptr<PlayerModel> owned, const Clock& clock,
                                                    MistakePolicy policy, std::uint64_t serial);
    // A shoe procedure for `situation`, its cut offers answered by `cuts`, kept alive with it.
    static std::unique_ptr<UnderwayProcedure> shoe(RuleProfile profile, ShoeSituation situation,
                                                   std::unique_ptr<CutModel> cuts, const Clock& clock,
                                                   std::uint64_t serial);

    bool isRound() const { return round_ != nullptr; }
    const Round& round() const
    {
        S21_EXPECTS(isRound());
        return *round_;
    }
    const ShoeProcedure& shoe() const
    {
        S21_EXPECTS(!isRound());
        return *shoe_;
    }
    Procedure& procedure() const;
    // The players' answers so far (a round's decisions, a shoe's cut answers).
    const RecordedAnswers& answers() const;
    std::uint64_t serial() const { return serial_; }
    // The clock's reading as the procedure began.
    std::int64_t startedAt() const { return startedAt_; }

private:
    UnderwayProcedure(std::uint64_t serial, std::int64_t startedAt) : serial_(serial), startedAt_(startedAt) {}

    std::uint64_t serial_;
    std::int64_t startedAt_;
    // A round's:
    std::unique_ptr<PlayerModel> ownedPlayers_;
    std::unique_ptr<RecordingPlayers> recordingPlayers_;
    std::unique_ptr<Round> round_;
    // A shoe procedure's:
    std::unique_ptr<CutModel> cuts_;
    std::unique_ptr<RecordingCuts> recordingCuts_;
    std::unique_ptr<ShoeProcedure> shoe_;
};

} // namespace s21::app

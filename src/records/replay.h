#pragma once
// Deals a stored round or shoe procedure again, action by action: the same profile and set-up,
// players who give the recorded answers, and the recorded actions at their recorded times. Each
// replayed verdict is compared with the stored one, so a replay both shows the round again (the
// trainer steps through it) and proves the record whole (spanish21-cli replay).

#include "round_record.h"

#include "core/shoe_procedure/shoe_procedure.h"

#include <memory>
#include <optional>

namespace s21::records {

class Replay {
public:
    // Sets the record's table up as it was before its first action. Throws std::invalid_argument
    // when the stored set-up breaks the rules (a damaged or forged record).
    explicit Replay(const RoundRecord& record);
    ~Replay();

    std::size_t position() const { return position_; } // actions replayed so far
    std::size_t size() const { return record_.actions.size(); }
    bool atEnd() const { return position_ == size(); }
    // Applies the next stored action and returns whether its verdict is the stored one (accepted or
    // not, applied or not, the same section, mistake code and severity). Precondition: !atEnd().
    // Throws std::runtime_error when the record cannot carry the action out (a damaged or forged
    // record): it asks for a card the record does not hold (CardNotHeld, ShoeExhausted) or an
    // answer the record did not keep.
    bool stepForward();
    // Replays every remaining action; the index of the first whose verdict differs, if any. Throws
    // as stepForward().
    std::optional<std::size_t> replayToEnd();

    const RoundRecord& record() const { return record_; }
    // The round as it stands (nullptr for a shoe procedure), or the shoe procedure (nullptr for a round).
    const Round* round() const { return round_.get(); }
    const ShoeProcedure* shoeProcedure() const { return procedure_.get(); }
    // The verdicts replayed so far.
    const std::vector<TimedVerdict>& log() const;

private:
    class StoredClock;

    RoundRecord record_;
    std::unique_ptr<StoredClock> clock_;
    std::unique_ptr<ScriptedPlayers> players_;
    std::unique_ptr<ScriptedCuts> cuts_;
    std::unique_ptr<Round> round_;
    std::unique_ptr<ShoeProcedure> procedure_;
    std::size_t position_ = 0;
};

// True when the verdicts agree in everything a record keeps of them.
bool sameVerdict(const RecordedAction& stored, const TimedVerdict& replayed);

} // namespace s21::records

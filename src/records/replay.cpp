#include "replay.h"
#include "core/base/contract.h"

namespace s21::records {

// A clock that reads the stored time of the action being replayed.
class Replay::StoredClock : public Clock {
public:
    std::int64_t milliseconds() const override { return now_; }
    void set(std::int64_t ms) { now_ = ms; }

private:
    std::int64_t now_ = 0;
};

Replay::Replay(const RoundRecord& record) : record_(record), clock_(std::make_unique<StoredClock>())
{
    const DealtFrom& from = record_.dealtFrom;
    if (from.round) {
        players_ = scriptedPlayers(from.answers);
        RoundSetup setup = *from.round;
        setup.profile = from.profile;
        round_ = std::make_unique<Round>(std::move(setup), *players_, *clock_,
                                         from.playOn ? MistakePolicy::PlayOn : MistakePolicy::Reject);
    } else if (from.shoeProcedure) {
        cuts_ = scriptedCuts(from.answers);
        procedure_ = std::make_unique<ShoeProcedure>(from.profile, *from.shoeProcedure, *cuts_, *clock_);
    } else {
        throw std::invalid_argument("the record has neither a round nor a shoe procedure");
    }
}

Replay::~Replay() = default;

const std::vector<TimedVerdict>& Replay::log() const { return round_ ? round_->log() : procedure_->log(); }

bool Replay::stepForward()
{
    S21_EXPECTS(!atEnd());
    const RecordedAction& stored = record_.actions[position_++];
    clock_->set(stored.milliseconds);
    if (round_)
        round_->apply(stored.action);
    else
        procedure_->apply(stored.action);
    return sameVerdict(stored, log().back());
}

std::optional<std::size_t> Replay::replayToEnd()
{
    std::optional<std::size_t> firstDifference;
    while (!atEnd()) {
        const std::size_t index = position_;
        if (!stepForward() && !firstDifference)
            firstDifference = index;
    }
    return firstDifference;
}

bool sameVerdict(const RecordedAction& stored, const TimedVerdict& replayed)
{
    const Verdict& verdict = replayed.verdict;
    if (verdict.action != stored.action || verdict.accepted != stored.accepted || replayed.applied != stored.applied ||
        replayed.milliseconds != stored.milliseconds)
        return false;
    if (!stored.section.empty() && replayed.section() != stored.section)
        return false;
    if (!stored.mistake)
        return true;
    return verdict.mistake.code == stored.mistake->code && verdict.mistake.section == stored.mistake->section &&
           verdict.mistake.severity == stored.mistake->severity;
}

} // namespace s21::records

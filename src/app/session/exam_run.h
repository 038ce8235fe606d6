#pragma once
// An exam attempt as the trainer deals it (docs/certification.md): the exam's rounds planned when the
// attempt starts (a part's scenarios in order; a drill part's rounds drawn from its skill's
// scenarios with the operating system's entropy; a random-play part's rounds from shoes no one has
// seen), each finished round's record kept in its part, and at the end the attempt judged
// (judgeExam) into the form that is sealed (records/exam_attempt.h). Plain logic: the window deals
// what next() says, reports each round, and seals attempt().

#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/session/trainer_session.h"

#include "core/base/contract.h"
#include "records/exam_attempt.h"
#include "records/records_database.h"

#include <optional>
#include <vector>

namespace s21::app {

class ExamRun {
public:
    struct PlannedRound {
        std::size_t part = 0;
        std::optional<Scenario> scenario; // nothing: a round of the part's random play
    };

    // `attempt` names the attempt (uuid, station, exam, trainee, supervisor, start); its parts, outcome
    // and result are the run's to fill. Throws std::invalid_argument naming what the exam asks for
    // and the trainer lacks: a scenario id, a skill no scenario drills, a profile.
    ExamRun(ExamDefinition exam, records::ExamAttempt attempt, const std::vector<ScenarioEntry>& library,
            const std::vector<ProfileEntry>& profiles);

    // The run as progress() saved it, its finished rounds read back from `records`, its plan as drawn
    // then. Throws std::runtime_error saying what cannot be read (the progress, the exam's file
    // against today's library, a round no longer in the records or not the one the progress names by
    // its hash). Precondition: the progress is proven the sitting's (records::unprovenPart).
    // The rounds `exam` deals, in order, its drill parts drawn now from the operating system's
    // randomness among the drill's scenarios of the games the exam's named scenarios are dealt in.
    // Throws std::invalid_argument as the constructor does.
    static std::vector<PlannedRound> plan(const ExamDefinition& exam, const std::vector<ScenarioEntry>& library);

    static ExamRun restored(const QByteArray& progress, const std::vector<ScenarioEntry>& library,
                            const std::vector<ProfileEntry>& profiles, const records::RecordsDatabase& records);

    // What the station keeps of the attempt until it is sealed, as compact JSON: the attempt's header
    // (its exam file, trainee, supervisor, station, start), the plan (each round's part and
    // scenario), the finished rounds' uuids and hashes (their records are stored as they end; the
    // hash, records::roundHash, proves them when restored) and the round under
    // way's actions so far (`current`), each with its time. Never the round's shoe or seed.
    // `sealedRound`: a live-play round's set-up and players' answers so far (records::DealtFrom as
    // JSON), sealed for the supervisor (certification::sealedFor), so that only they can resume it.
    QByteArray progress(const std::vector<records::RecordedAction>& current, const QByteArray& sealedRound = {}) const;
    // The round under way as progress() saved it: its actions with their times, and the sealed set-up.
    static std::vector<records::RecordedAction> savedActions(const QByteArray& progress);
    static QByteArray savedRound(const QByteArray& progress);
    // One more event of the record (an interruption resumed).
    void addEvent(const QDateTime& at, const QString& what) { attempt_.events.push_back({at, what}); }
    // The profile a part's live play deals by (a default profile for other parts).
    const RuleProfile& partProfile(std::size_t part) const { return partProfiles_.at(part); }

    const ExamDefinition& exam() const { return exam_; }
    std::size_t roundCount() const { return plan_.size(); }
    std::size_t roundsDone() const { return done_; }
    bool finished() const { return ended_ || done_ == plan_.size(); }
    // The round to deal now. Precondition: !finished().
    const PlannedRound& next() const
    {
        S21_EXPECTS(!finished());
        return plan_[done_];
    }
    // The options the part's random play is dealt with: its profile, players and irregularities,
    // free practice's feedback, shoes machine-shuffled in secret, and `seed` (from the operating
    // system) for the players.
    SessionOptions randomPlayOptions(std::size_t part, Seed seed) const;

    // next() was dealt to its end: its record joins its part.
    void record(records::RoundRecord round);
    // Every round dealt: the attempt judged by the exam's criteria, `endedAt` its end.
    void finish(const QDateTime& endedAt);
    // Sets the attempt aside for `what` (an interruption): judged on whatever was dealt, neither
    // passed nor failed (records::AttemptResult::Voided), `what` its first reason and an event.
    void voidWith(const QDateTime& endedAt, const QString& what);
    // Fails the attempt for `what` (one sentence: abandoned, the window closed, not signed at the
    // end): judged on whatever was dealt, `what` both its first reason and an event of the record.
    void failWith(const QDateTime& endedAt, const QString& what);
    // The attempt as it stands; judged once finish(), failWith() or voidWith() was called.
    const records::ExamAttempt& attempt() const { return attempt_; }
    bool judged() const { return ended_; }

private:
    ExamRun(ExamDefinition exam, records::ExamAttempt attempt, std::vector<PlannedRound> plan,
            const std::vector<ProfileEntry>& profiles);
    void judge(const QDateTime& endedAt);
    // judge(), then `what` as the first reason and an event, the result as given.
    void endWith(const QDateTime& endedAt, const QString& what, records::AttemptResult result);

    ExamDefinition exam_;
    records::ExamAttempt attempt_;
    std::vector<RuleProfile> partProfiles_; // a random-play part's profile, by part
    std::vector<PlannedRound> plan_;
    std::size_t done_ = 0;
    bool ended_ = false;
};

} // namespace s21::app

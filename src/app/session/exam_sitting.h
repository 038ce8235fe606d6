#pragma once
// An exam being sat at this station: the attempt (ExamRun) dealt at the trainer's table, its rounds
// taken from the records as they end (isExamRound), and its result sealed into the station's chain
// (records/exam_records.h). While it lives the session deals only the exam: free practice's feedback
// (no hints), shoes shuffled from the operating system's entropy and a seed nobody is shown.
//
// The supervisor's key unlocked when the exam started is held (in libsodium's locked memory) until
// the sitting ends: a failure (abandoned, the window closed, not signed) is sealed with it, so no
// attempt goes unrecorded; a result the supervisor signs at the end is sealed with the key unlocked
// again by their passphrase.
//
// The progress is saved as the attempt starts, after every action and after every round
// (records::ExamRecords::saveSitting); the seal deletes it. A trainer that stops during an exam
// leaves it behind, and the supervisor then resumes the attempt (resume) or voids it (voidInterrupted).
// A live-play round's set-up (its shoe) is saved only sealed for the supervisor.
//
// As it begins, the sitting's opening is stored, signed by the supervisor's key, with a key of the
// sitting's own that signs every saved progress (records/sitting_proof.h): only a sitting proven so
// (restoredSitting) is resumed; any other is voided, on what its proven opening states.

#include "app/session/exam_run.h"
#include "app/session/session_recorder.h"
#include "app/session/trainer_session.h"

#include "certification/sealed_chain.h"
#include "records/exam_records.h"

#include <QObject>

#include <memory>
#include <optional>

namespace s21::app {

class ExamSitting : public QObject {
    Q_OBJECT
public:
    // `records`, `session` and `recorder` must outlive it. Nothing is dealt before begin().
    ExamSitting(ExamRun run, records::Supervisor supervisor, std::unique_ptr<certification::UnlockedKey> key,
                records::RecordsDatabase& records, TrainerSession& session, SessionRecorder& recorder,
                QObject* parent = nullptr);
    ~ExamSitting() override;

    // Starts the sitting: its opening stored (throws RecordsError when the records refuse it, and
    // nothing is dealt), the session started over for the exam (whatever was under way ends as left)
    // and the first round dealt.
    void begin();
    // Starts the sitting again where `progress` (an interrupted attempt's, the run restored from it)
    // left it: the round under way is set up again (a live-play round's set-up opened with the key,
    // the supervisor's, unlocked again to resume), its saved actions applied at their saved times, and
    // the trainee deals on; the interruption is an event of the record. A round with no saved action
    // is dealt afresh; an attempt whose every round was dealt waits for its signature. Throws
    // std::runtime_error or certification::CryptoError when the saved round cannot be read.
    // Precondition: the run was restored from `sitting` by restoredSitting(), which proved it.
    void resume(const records::ExamSittingRow& sitting);

    const ExamRun& run() const { return run_; }
    const records::Supervisor& supervisor() const { return supervisor_; }
    // "Round 3 of 11 · Part 1 of 3: Match-the-Dealer, insurance and the peek"
    QString progress() const;
    // The attempt's time so far against the exam's limit: "Time 12:34.5 of 60:00.0" ("Time 12:34.5"
    // without a limit).
    QString clock() const;
    // Deals the next planned round. Precondition: the round before ended and !run().finished() (the
    // second is checked: std::logic_error).
    void dealNext();

    // Every round dealt: the attempt is judged (not yet sealed).
    void finish();
    // Fails the attempt for `why` (ExamRun::failWith) and seals it with the key held since the start.
    void failAndSeal(const QString& why);
    // Seals the judged attempt with `key`, the supervisor's unlocked again at the end. Precondition:
    // the attempt is judged (run().judged()) and not sealed (else std::logic_error); `key` is the
    // supervisor's (else std::invalid_argument, ExamRecords::sealAttempt).
    void seal(const certification::UnlockedKey& key);
    const std::optional<certification::Seal>& sealed() const { return seal_; }

signals:
    void roundRecorded();

private:
    void onEnded(const records::RoundRecord& record);
    // Saves the progress (ExamRun::progress) with the round under way's actions so far (after each
    // action the trainee takes; not while resume applies the saved ones again); a records file that
    // refuses is told by the sealing at the end, which needs it too.
    void saveProgress();
    // The table the set scenarios are dealt at (a live-play part sets its own): free practice's
    // feedback, a machine-shuffled secret shoe, a seed from the operating system.
    SessionOptions setTableOptions() const;

    ExamRun run_;
    records::Supervisor supervisor_;
    std::unique_ptr<certification::UnlockedKey> key_;
    std::unique_ptr<certification::UnlockedKey> sittingKey_; // signs each progress saved
    records::RecordsDatabase& records_;
    TrainerSession& session_;
    SessionRecorder& recorder_;
    std::optional<certification::Seal> seal_;
    bool replaying_ = false; // resume's saved actions applied again: saved once, at the end
};

// Whether a record that ended is one of an exam's rounds: dealt for the exam (RecordMode::Exam, which
// the recorder gives every round from SessionRecorder::setExam on) and to its end. A practice round
// left as the exam starts, or the exam's round left as the window closes, is not.
bool isExamRound(const records::RoundRecord& record);

// The event of an interrupted attempt: "Interrupted during round 3 of 11, after 5 of its actions:
// voided by Sam Supervisor." (`decided`: "voided by Sam Supervisor", "resumed by ...").
QString interruptionText(const ExamRun& run, int actionsOfTheRound, const QString& decided);

// An attempt a stopped trainer left unsealed, restored from its saved progress once that is proven
// the sitting's own (records::unprovenPart) and each finished round the one it dealt
// (ExamRun::restored). Throws std::runtime_error naming what does not belong or cannot be read.
ExamRun restoredSitting(const records::ExamSittingRow& sitting, const std::vector<ScenarioEntry>& library,
                        const std::vector<ProfileEntry>& profiles, const records::RecordsDatabase& records);

// Whose attempt a saved sitting is, as far as anything says: its opening's header when its supervisor
// signed it, else what the saved progress claims, else the row itself (its attempt and start).
records::AttemptHeader claimedHeader(const records::ExamSittingRow& sitting);

// True when none of the station's supervisors is the one claimedHeader() names (a sitting written by
// hand naming a stranger, or its supervisor since removed from the station): any supervisor of the
// station may then void it in that supervisor's place, so that no one can keep exams off a station
// with a sitting nobody can void. False when the attempt's own supervisor is here to void it.
bool anySupervisorMayVoid(const records::ExamSittingRow& sitting, records::RecordsDatabase& records);

// An attempt a stopped trainer left unsealed, set aside and sealed with `key`, which must be the
// supervisor's of claimedHeader(), or, when anySupervisorMayVoid(), any supervisor's of the station
// (the record then names that supervisor, standing in for the one it claimed). A proven sitting
// (restoredSitting) is voided on its rounds (interruptionText); any other is voided on
// claimedHeader() alone, no round of it counted, the reason it cannot be proven in its record.
// Throws std::invalid_argument for another supervisor's key, RecordsError when the records refuse.
certification::Seal voidInterrupted(const records::ExamSittingRow& sitting, const std::vector<ScenarioEntry>& library,
                                    const std::vector<ProfileEntry>& profiles, records::RecordsDatabase& records,
                                    const certification::UnlockedKey& key);

} // namespace s21::app

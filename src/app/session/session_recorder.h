#pragma once
// Keeps every round and shoe procedure the trainee deals in the records (s21_records): each is
// stored whole when it ends, and as abandoned when the trainee leaves it (a new round, another
// profile, a scenario in its place, the window closed). It listens to the session and reads what
// each was dealt from; it never changes the session. A round's record keeps only the cards of the
// shoe the round used (withholdAfter, shoeCardsUsed), not the next rounds'.
//
// When the records cannot be written (no records file, a full disk, a read-only or locked file),
// the trainer goes on: the rounds wait in memory, status() says they are not being saved and why,
// and they are stored, in order, as soon as a later store succeeds.

#include "app/session/scenario_library.h"
#include "app/session/trainer_session.h"

#include "records/records_database.h"

#include <QObject>

#include <deque>
#include <map>

namespace s21::app {

class SessionRecorder : public QObject {
    Q_OBJECT
public:
    // `library` (the scenarios, for their files' hashes) must outlive the recorder.
    SessionRecorder(TrainerSession& session, const std::vector<ScenarioEntry>& library, QObject* parent = nullptr);
    ~SessionRecorder() override;

    // Stores into `records` for the trainee from now on; nullptr: not saving. A record waiting
    // from before goes to the new store with the trainee it was dealt by.
    void setStore(records::RecordsDatabase* records, qint64 traineeId);
    // Stops storing, for `why` (the records file was found damaged): rounds wait in memory from now on.
    void suspend(const QString& why);
    // The drill being played ("" for none): part of each record from the next one on.
    void setDrill(const QString& skill) { drill_ = skill; }
    // Rounds started from now on are an exam's: their records' mode is RecordMode::Exam, whatever the
    // session's.
    void setExam(bool exam) { exam_ = exam; }
    // Stores whatever is under way as abandoned (the window is closing).
    void abandonAll();

    // "Every round is saved (12 this session)" or "Not being saved (2 waiting): <why>".
    QString status() const;
    bool saving() const { return records_ != nullptr && failure_.isEmpty(); }
    int storedCount() const { return stored_; }
    int waitingCount() const { return static_cast<int>(waiting_.size()); }
    // The uuid of the record stored last, empty before the first.
    QString lastStored() const { return lastStored_; }

signals:
    void statusChanged();
    // A round or shoe procedure ended (complete or abandoned): its record, once stored (or waiting to
    // be, when the records refuse). An exam keeps it for its seal.
    void ended(const s21::records::RoundRecord& record);

private:
    // A round or shoe procedure under way, kept up to date after each action.
    struct Pending {
        records::RoundRecord record;
        std::vector<TimedVerdict> log;
        ScoringWeights weights;
        CardsUsed shoeCardsUsed; // of each side of the round's shoe, after the last action
    };

    void onStarted();
    void onApplied();
    void onFinished();
    // Ends the pending record of `serial` with `outcome` and stores it (with any waiting before it).
    void finish(std::uint64_t serial, records::RecordOutcome outcome);
    void storeWaiting();
    QString scenarioHash(const QString& id) const;

    TrainerSession& session_;
    const std::vector<ScenarioEntry>& library_;
    records::RecordsDatabase* records_ = nullptr;
    qint64 traineeId_ = 0;
    QString drill_;
    bool exam_ = false;
    std::map<std::uint64_t, Pending> pending_; // by the session's serial number
    std::deque<records::RoundRecord> waiting_; // ended, not yet stored
    QString failure_;                          // why the last store failed, empty when it did not
    int stored_ = 0;
    QString lastStored_;
};

} // namespace s21::app

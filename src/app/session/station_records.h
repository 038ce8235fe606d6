#pragma once
// The records as this station's trainer uses them, in one place: the records file (none: rounds are
// not kept), the trainee dealing, whose rounds the recorder keeps, the school's server the rounds are
// sent to, and the file's integrity check running beside the table. The window and the exam desk
// read all three here, so that they can never disagree. Nothing here opens a window: what goes wrong
// is told through signals (problem, damaged) for the window to show.

#include "records/records_database.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace s21::app {

class IntegrityCheckProcess;
class ServerSender;
class SessionRecorder;
class TrainerSession;

class StationRecords : public QObject {
    Q_OBJECT
public:
    // The session and the recorder must outlive this (the window's).
    StationRecords(TrainerSession& session, SessionRecorder& recorder, QObject* parent = nullptr);
    // Kills the integrity check, if it runs.
    ~StationRecords() override;

    // Keeps every round in `records` (nullptr: not kept; it must outlive this or be replaced first),
    // for the trainee used last, else the first one, else a new one named after the computer's user.
    // `checkingProgram`, when given: the file was opened without its integrity check
    // (RecordsDatabase::IntegrityCheck::Separately), which that program (the trainer's own) runs now
    // in a process of its own (app/session/integrity_check_process.h); a damaged file is marked to be
    // kept aside at the next start, stops the saving, and is told (damaged); a check that cannot be
    // run is told (problem) and the saving goes on.
    void open(records::RecordsDatabase* records, const QString& checkingProgram = {});
    records::RecordsDatabase* records() const { return records_; }

    // The trainee whose rounds are kept; 0 when there are no records.
    qint64 trainee() const { return trainee_; }
    // Deals as this trainee from the next round on, remembered in the records as the last one. A
    // trainee with no round stored yet deals their first session without injected practice faults
    // (SessionOptions::firstSession), on this station, until another trainee is chosen.
    void setTrainee(qint64 traineeId);
    // The trainee dealing may have been deleted or archived (in the trainee dialog): if so, another
    // deals from now on, picked as open() picks one. When the records refuse to tell, it is told
    // (problem) and the trainee stays.
    void keepATraineeDealing();

    // Sends the records' rounds to the school's server at `serverUrl` (postgresql://...): now,
    // after every round stored, and again while rounds wait (server_sender.h). Needs the records
    // (open) first; an empty URL stops it.
    void useServer(const QString& serverUrl);
    // The sender, while a server is in use; else nullptr.
    ServerSender* sender() const { return sender_; }
    // The server's address without its password; empty when none is used.
    QString serverAddress() const;

    // What the records keep of this station's settings for its next start: the instructor's scenarios
    // folder, and the speed the table's cards move at (a MotionSpeed's word, app/table/table_motion.h).
    // Read: nullopt without records, or when they refuse (told: problem). Kept: nothing without
    // records; when they refuse, it is told and they keep what they had.
    std::optional<QString> scenarioFolder();
    void keepScenarioFolder(const QString& folder);
    std::optional<QString> cardMotion();
    void keepCardMotion(const QString& word);
    // The school's server at `serverUrl` from now on (useServer), kept in the records for the next
    // start. Needs the records; when they refuse to keep it, it is told and the server in use stays.
    void changeServer(const QString& serverUrl);

    // True while the background integrity check runs.
    bool checking() const { return checking_ != nullptr; }
    // Ends the check at once, killing its process (the window closing): it runs again at the next
    // start.
    void stopChecking();

signals:
    // The trainee dealing changed (or their name was read): "No trainee" without records.
    void traineeChanged(const QString& name);
    // Another server is used, or none: sender() tells which.
    void senderChanged();
    // The records refused something (a RecordsError's message); what was asked is not done.
    void problem(const QString& message);
    // The integrity check found `file` damaged (the first of its problems): rounds are no longer saved.
    void damaged(const QString& file, const QString& firstProblem);

private:
    void onChecked(const QStringList& problems);
    // Runs `use(records)` when there are records: true when it did, false without records or when
    // they refused (told: problem).
    template <typename Use>
    bool withRecords(Use&& use);
    // One of the records' settings, read through withRecords.
    std::optional<QString> read(QString (records::RecordsDatabase::*setting)() const);

    TrainerSession& session_;
    SessionRecorder& recorder_;
    records::RecordsDatabase* records_ = nullptr;
    ServerSender* sender_ = nullptr;
    qint64 trainee_ = 0;
    qint64 firstSessionOf_ = 0; // the trainee dealing their first session here (no injected faults), if any
    std::unique_ptr<IntegrityCheckProcess> checking_; // the integrity check, while it runs
};

} // namespace s21::app

#pragma once
// The exam side of a records file: the supervisors, each with their signing key locked under their
// passphrase (certification/supervisor_key.h), and the station's sealed exam results, chained in the
// order they were sealed (certification/sealed_chain.h). A station is one records file: its id is
// made the first time it is asked for and kept in the file.
//
// Every failure is thrown as RecordsError (records_error.h), as RecordsDatabase does.

#include "exam_attempt.h"
#include "records_database.h"
#include "sitting_proof.h"

#include "certification/sealed_chain.h"

#include <optional>
#include <vector>

namespace s21::records {

struct Supervisor {
    qint64 id = 0;
    QString name;
    certification::LockedKey key; // its publicKey is public; the rest opens only with the passphrase
    QDateTime createdAt;
};

// An exam being sat, as its last saved progress: what the station keeps of an attempt until it is
// sealed. Found after a restart, it is an attempt the trainer stopped during, to be proven
// (sitting_proof.h) before it is believed.
struct ExamSittingRow {
    QString attempt;
    qint64 traineeId = 0;
    QDateTime startedAt;
    QByteArray progress;                   // the sitting's JSON (app/session/exam_run.h); empty when gone
    QByteArray signature;                  // the sitting key's of `progress`; empty before schema 8
    std::optional<SittingOpening> opening; // as stored when it started; nothing before schema 8
};

struct StoredSeal {
    QString attempt; // the attempt's uuid, as the row files it
    certification::Seal seal;
};

class ExamRecords {
public:
    explicit ExamRecords(RecordsDatabase& records) : records_(records) {}

    // A supervisor with a key made beforehand (certification::createKey). Names are trimmed, 1-80
    // characters, unique; a key already registered is refused.
    Supervisor addSupervisor(const QString& name, const certification::LockedKey& key);
    std::vector<Supervisor> supervisors() const; // by name
    std::optional<Supervisor> supervisorNamed(const QString& name) const;

    // The station's id, made (a random UUID) and stored the first time.
    QString station();

    // Signs the attempt's record as the station's next result and stores it, in one transaction
    // (another writer waits or is waited for; the chain never forks) that also deletes the attempt's
    // sitting. Precondition: the attempt is the station's (not checked here: reading the station's id,
    // station(), writes it the first time). Throws std::invalid_argument when the attempt names
    // another supervisor than `key`'s, RecordsError when the attempt is already sealed.
    certification::Seal sealAttempt(const ExamAttempt& attempt, const certification::UnlockedKey& key);

    // Stores a sitting's opening as it starts; kept after its result is sealed.
    void saveOpening(const SittingOpening& opening);
    // Saves an exam's progress and its signature in one statement (it replaces the one saved before):
    // called as the attempt starts, after each action and after each round. `sitting.opening` is not
    // written here (saveOpening).
    void saveSitting(const ExamSittingRow& sitting);
    // The exams being sat, or left unsealed by a trainer that stopped, oldest first: every opening
    // whose attempt has no seal (with its saved progress, or with none when that row was deleted), and
    // every saved progress with no opening (before schema 8, or written by hand). A row of an attempt
    // already sealed is not one.
    std::vector<ExamSittingRow> sittings() const;

    // Every seal of the station, in the order stored (by sequence).
    std::vector<StoredSeal> seals() const;
    // How many results of this exam the station has sealed for this trainee, as their records say,
    // voided ones left out (what an exam's `attempts` allows is counted against this).
    int attemptsOf(qint64 traineeId, const QString& examId) const;

private:
    RecordsDatabase& records_;
};

} // namespace s21::records

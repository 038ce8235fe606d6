#pragma once
// The trainee records in one SQLite file (Qt's QSQLITE driver): trainees, and every round and shoe
// procedure they dealt. Opened with write-ahead logging, synchronous=FULL and foreign keys on; the
// schema is brought up to date (schema.h) and the file is checked with PRAGMA integrity_check, at
// open or (for a trainer that must open at once whatever the file's size) separately, on a
// connection of its own in another thread. A file that is not a database, fails the check at open,
// or was found damaged by a separate check (markDamaged()) is never emptied or written over: it is
// renamed aside (".damaged-<UTC time>") and a new file started, and open() says so in `notice`.
// openReadOnly() is for reading alone (verifying a station): it changes nothing, and a file that is
// damaged or not up to date is refused, never kept aside.
// Every write is one transaction: a round is stored whole or not at all.
//
// Every failure is thrown as RecordsError with a message for the user; nothing already stored is
// changed by a failed call.

#include "records_error.h"
#include "round_record.h"

#include <QSqlDatabase>
#include <QString>

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace s21::records {

struct Trainee {
    qint64 id = 0;
    QString name;
    QDateTime createdAt; // UTC
    bool archived = false;
    QString uuid; // unique on every station: the trainee's key on a school's server
};

// One line of a trainee's history.
struct RoundSummary {
    QString uuid;
    RecordKind kind = RecordKind::Round;
    RecordMode mode = RecordMode::Guided;
    QString drill;
    QString scenarioId;
    QString profileId;
    QString seed;
    QDateTime startedAt;
    RecordOutcome outcome = RecordOutcome::Complete;
    int points = 0;
    bool passed = false;
    qint64 elapsedMs = 0;
    int actions = 0;
    int mistakes = 0;
};

class RecordsDatabase {
public:
    // When open() runs PRAGMA integrity_check: at once, or not at all because the caller runs
    // checkIntegrity() separately or reads only what it lists (it reads every page: about 50 s for a
    // million rounds; SQLite still checks each page a query reads).
    enum class IntegrityCheck : std::uint8_t { AtOpen, Separately };

    // Opens the file, creating it (and its folder) when missing. `notice` receives a message for the
    // user when the file was damaged and kept aside, else stays empty. Separately, open() still
    // refuses a file that is not a database or whose schema cannot be read.
    static std::unique_ptr<RecordsDatabase> open(const QString& file, QString* notice = nullptr,
                                                 IntegrityCheck check = IntegrityCheck::AtOpen);
    // A second connection to a file that open() has brought up to date in this process, for work on
    // another thread (sending rounds to a school's server): no check, no migration, and a file found
    // damaged or not up to date is refused (RecordsError), never kept aside.
    static std::unique_ptr<RecordsDatabase> openBeside(const QString& file);
    // An existing file opened only to be read, as verifying its sealed results needs (read access
    // alone): never created, migrated, written or moved aside. Throws RecordsError: CannotOpen when
    // the file is missing or cannot be read, Damaged when it is not a database, fails PRAGMA
    // integrity_check or was found damaged by a separate check, TooNew or Failed when its schema is
    // not this trainer's. Writing through it throws RecordsError (ReadOnly).
    static std::unique_ptr<RecordsDatabase> openReadOnly(const QString& file);
    // PRAGMA integrity_check of the file on a read-only connection of its own, so it may run in any
    // thread or process while the file is in use: what it finds wrong, empty when the file is whole.
    // It reads every page and cannot be interrupted (the trainer runs it in a process of its own,
    // app/session/integrity_check_process.h). Throws RecordsError when the file cannot be read.
    static QStringList checkIntegrity(const QString& file);
    // Records that a separate check found the file damaged: the next open() keeps it aside.
    static void markDamaged(const QString& file, const QStringList& problems);
    ~RecordsDatabase();
    RecordsDatabase(const RecordsDatabase&) = delete;
    RecordsDatabase& operator=(const RecordsDatabase&) = delete;

    QString file() const { return file_; }
    int schemaVersion() const;

    // Trainees. Names are trimmed, 1-80 characters.
    Trainee createTrainee(const QString& name);
    void renameTrainee(qint64 id, const QString& name);
    void setArchived(qint64 id, bool archived);
    std::vector<Trainee> trainees(bool includeArchived = false) const;
    std::optional<Trainee> trainee(qint64 id) const;
    // Deletes the trainee and every record of theirs (a school's data-protection duty).
    void deleteTrainee(qint64 id);
    // The trainee the trainer opened with last, if still there and not archived.
    std::optional<qint64> lastTrainee() const;
    void setLastTrainee(qint64 id);
    // The school's server this station sends its rounds to (records/server/school_server.h), without
    // a password (kept out of the file: libpq reads it from ~/.pgpass); empty when none.
    QString schoolServer() const;
    void setSchoolServer(const QString& url);
    // The instructor's own scenarios folder, whose scenarios the trainer offers beside the library's
    // (app/session/scenario_library.h); empty when none.
    QString scenarioFolder() const;
    void setScenarioFolder(const QString& folder);
    // How fast the table's cards and chips move, by its word (app/table/table_motion.h: "off",
    // "quick", "slow"); empty when never chosen.
    QString cardMotion() const;
    void setCardMotion(const QString& word);

    // Stores the record whole, in one transaction. A record whose uuid is already stored is left as
    // it is (a retried store never duplicates); returns false then.
    bool storeRound(const RoundRecord& record);
    // The trainee's rounds and shoe procedures, oldest first. Throws RecordsError (Damaged) naming a
    // round whose kind, mode or outcome is not one of their spellings (round_record.h).
    std::vector<RoundSummary> rounds(qint64 traineeId) const;
    // The same, each given to `visit` as it is read (the first at once, however many there are).
    // Throws as rounds() does, after visiting those before the one it names.
    void visitRounds(qint64 traineeId, const std::function<void(const RoundSummary&)>& visit) const;
    // How many rounds and shoe procedures of the trainee's are stored.
    int roundCount(qint64 traineeId) const;
    // Whether any round or shoe procedure of the trainee's is stored (without reading them).
    bool hasRounds(qint64 traineeId) const;
    // The whole record, for replay and reports; nothing when no record has that uuid. Throws
    // RecordsError (Damaged) when the stored text cannot be read back.
    std::optional<RoundRecord> loadRound(const QString& uuid) const;

    // The connection, for the read-only reports built on these tables (progress.h, exports).
    QSqlDatabase connection() const;

private:
    enum class Access : std::uint8_t { ReadWrite, ReadOnly };

    explicit RecordsDatabase(QString file);
    void configure(IntegrityCheck check); // openConnection read-write, checkWhole, prepareForWriting
    void openConnection(Access access);
    // Throws RecordsError (Damaged) when a separate check marked the file damaged, when it fails the
    // integrity check (AtOpen) or, either way, when it is not a database.
    void checkWhole(IntegrityCheck check);
    void prepareForWriting(); // foreign keys, synchronous=FULL, write-ahead logging
    void migrate();
    void checkNotTooNew(int version) const; // throws RecordsError (TooNew)
    void checkCurrentSchema() const;        // throws RecordsError (TooNew, or Failed when older)
    QString cannotUse() const;              // "Cannot use the records file ...", for its errors
    QString storeProfile(const RuleProfile& profile, const QString& what);
    // The stored profile `yaml` (whose hash is `hash`) loaded, once per text: a station's rounds share a
    // few profiles, and loading one's YAML costs more than reading the round. Throws as
    // loadStoredProfile does.
    RuleProfile storedProfile(const QString& hash, const QString& yaml) const;
    QString setting(const QString& key, const QString& what) const;
    void setSetting(const QString& key, const QString& value, const QString& what);

    QString file_;
    QString connectionName_;
    mutable std::map<QString, std::pair<QString, RuleProfile>> parsedProfiles_; // by hash: the YAML and its profile
};

} // namespace s21::records

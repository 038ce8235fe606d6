#include "schema.h"

#include "packed_text.h"
#include "progress_summaries.h"

namespace s21::records {

const std::vector<Migration>& migrations()
{
    static const std::vector<Migration> all{
        {1,
         QStringLiteral("trainees, the profiles rounds were dealt under, rounds with their actions and mistakes"),
         {
             QStringLiteral("CREATE TABLE trainees ("
                            " id INTEGER PRIMARY KEY,"
                            " name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),"
                            " created_at TEXT NOT NULL,"
                            " archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)))"),
             QStringLiteral("CREATE TABLE profiles ("
                            " hash TEXT PRIMARY KEY,"
                            " id TEXT NOT NULL,"
                            " yaml TEXT NOT NULL)"),
             QStringLiteral("CREATE TABLE rounds ("
                            " id INTEGER PRIMARY KEY,"
                            " uuid TEXT NOT NULL UNIQUE,"
                            " trainee_id INTEGER NOT NULL REFERENCES trainees (id) ON DELETE CASCADE,"
                            " kind TEXT NOT NULL CHECK (kind IN ('round', 'shoe-procedure')),"
                            " mode TEXT NOT NULL,"
                            " drill TEXT NOT NULL,"
                            " scenario_id TEXT NOT NULL,"
                            " scenario_hash TEXT NOT NULL,"
                            " profile_hash TEXT NOT NULL REFERENCES profiles (hash),"
                            " seed TEXT NOT NULL,"
                            " dealt_from TEXT NOT NULL,"
                            " started_at TEXT NOT NULL,"
                            " ended_at TEXT NOT NULL,"
                            " outcome TEXT NOT NULL CHECK (outcome IN ('complete', 'abandoned')),"
                            " points INTEGER NOT NULL,"
                            " passed INTEGER NOT NULL CHECK (passed IN (0, 1)),"
                            " elapsed_ms INTEGER NOT NULL,"
                            " action_count INTEGER NOT NULL)"),
             QStringLiteral("CREATE INDEX rounds_by_trainee ON rounds (trainee_id, started_at)"),
             QStringLiteral("CREATE TABLE actions ("
                            " round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,"
                            " seq INTEGER NOT NULL,"
                            " notation TEXT NOT NULL,"
                            " step TEXT NOT NULL,"
                            " ms INTEGER NOT NULL,"
                            " accepted INTEGER NOT NULL CHECK (accepted IN (0, 1)),"
                            " applied INTEGER NOT NULL CHECK (applied IN (0, 1)),"
                            " PRIMARY KEY (round_id, seq))"),
             QStringLiteral("CREATE TABLE mistakes ("
                            " round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,"
                            " seq INTEGER NOT NULL,"
                            " code TEXT NOT NULL,"
                            " section TEXT NOT NULL,"
                            " severity TEXT NOT NULL CHECK (severity IN ('minor', 'major', 'critical')),"
                            " explanation TEXT NOT NULL,"
                            " expected TEXT NOT NULL,"
                            " PRIMARY KEY (round_id, seq))"),
             QStringLiteral("CREATE INDEX mistakes_by_code ON mistakes (code)"),
             QStringLiteral("CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
         }},
        {2,
         QStringLiteral("the section each action was judged under, for accuracy per section"),
         {
             // '' in the rows already stored: version 1 kept a section for mistakes only.
             QStringLiteral("ALTER TABLE actions ADD COLUMN section TEXT NOT NULL DEFAULT ''"),
         }},
        {3,
         QStringLiteral("supervisors and their locked signing keys; the station's sealed exam results"),
         {
             QStringLiteral("CREATE TABLE supervisors ("
                            " id INTEGER PRIMARY KEY,"
                            " name TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 80),"
                            " public_key TEXT NOT NULL UNIQUE,"
                            " locked_key TEXT NOT NULL,"
                            " created_at TEXT NOT NULL)"),
             // One row per sealed result, in the station's order; `record` is the signed JSON, as text.
             QStringLiteral("CREATE TABLE seals ("
                            " sequence INTEGER PRIMARY KEY,"
                            " attempt TEXT NOT NULL UNIQUE,"
                            " previous_hash TEXT NOT NULL,"
                            " record TEXT NOT NULL,"
                            " public_key TEXT NOT NULL,"
                            " signature TEXT NOT NULL)"),
         }},
        {4,
         QStringLiteral("exams being sat: each attempt's progress, action by action, until it is sealed"),
         {
             // One row per attempt under way; `progress` is its JSON (app/session/exam_run.h), the
             // current round's shoe not in it. Deleted in the transaction that seals the attempt, so a
             // row left behind is an attempt the trainer stopped during.
             QStringLiteral("CREATE TABLE exam_sittings ("
                            " attempt TEXT PRIMARY KEY,"
                            " trainee_id INTEGER NOT NULL,"
                            " started_at TEXT NOT NULL,"
                            " progress TEXT NOT NULL)"),
         }},
        {5,
         QStringLiteral("the rules' revision each round was judged under (core/procedure/rules_revision.h)"),
         {
             // 1 in the rows already stored: they were judged before revisions were kept.
             QStringLiteral("ALTER TABLE rounds ADD COLUMN rules_revision INTEGER NOT NULL DEFAULT 1"),
         }},
        {6,
         QStringLiteral("a uuid for each trainee, their key on a school's server; the rounds the server has"),
         {
             QStringLiteral("ALTER TABLE trainees ADD COLUMN uuid TEXT"),
             // A random (version 4) uuid for each trainee stored before.
             QStringLiteral("UPDATE trainees SET uuid = lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) "
                            "|| '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || "
                            "substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' "
                            "|| lower(hex(randomblob(6)))"),
             QStringLiteral("CREATE UNIQUE INDEX trainees_by_uuid ON trainees (uuid)"),
             // One row per round the school's server confirmed having (records/server/station_sync.h).
             QStringLiteral("CREATE TABLE sent_to_server ("
                            " round_id INTEGER PRIMARY KEY REFERENCES rounds (id) ON DELETE CASCADE,"
                            " sent_at TEXT NOT NULL)"),
         }},
        {7,
         QStringLiteral("the exam attempts the school's server has registered, and the results it has"),
         {
             // One row per attempt the server registered (records/server/station_sync.h), with the
             // time its sealed result reached the server once it did.
             QStringLiteral("CREATE TABLE exam_attempts_sent ("
                            " attempt TEXT PRIMARY KEY,"
                            " registered_at TEXT NOT NULL,"
                            " result_sent_at TEXT)"),
         }},
        {8,
         QStringLiteral(
             "each exam sitting's opening, signed by its supervisor, and its progress signed by the sitting"),
         {
             // One row per exam started on the station, kept after its result is sealed: the opening
             // its supervisor signed and the sitting key's secret half sealed for them
             // (records/sitting_proof.h). An opening with no seal is a sitting started, not finished.
             QStringLiteral("CREATE TABLE exam_openings ("
                            " attempt TEXT PRIMARY KEY,"
                            " started_at TEXT NOT NULL,"
                            " opening TEXT NOT NULL,"
                            " signature TEXT NOT NULL,"
                            " sealed_sitting_key TEXT NOT NULL)"),
             // The sitting key's signature of `progress`; NULL in the rows of trainers before it, which
             // prove nothing and can only be voided.
             QStringLiteral("ALTER TABLE exam_sittings ADD COLUMN signature TEXT"),
         }},
        {9,
         QStringLiteral("a round's mode is one of its spellings, guided, free or exam (records::RecordMode)"),
         {
             // No trainer stored another spelling, so none is mapped, and every stored row stays as it
             // was: the rounds sealed in exam results and hashed in an exam's saved progress read the
             // same. The triggers hold the rows to the spellings from now on: SQLite adds no CHECK to
             // a table it has, and rebuilding `rounds` would delete its actions (ON DELETE CASCADE).
             QStringLiteral("CREATE TRIGGER rounds_mode_on_insert BEFORE INSERT ON rounds"
                            " WHEN NEW.mode NOT IN ('guided', 'free', 'exam')"
                            " BEGIN SELECT RAISE(ABORT, 'a round''s mode is guided, free or exam'); END"),
             QStringLiteral("CREATE TRIGGER rounds_mode_on_update BEFORE UPDATE OF mode ON rounds"
                            " WHEN NEW.mode NOT IN ('guided', 'free', 'exam')"
                            " BEGIN SELECT RAISE(ABORT, 'a round''s mode is guided, free or exam'); END"),
         },
         // A round of any other mode (a file written by another program, or by hand) is not guessed
         // at: the file stays at schema 8, every round in it, until it is set right (docs/records.md).
         QStringLiteral("SELECT 'its round ' || uuid || ' (started ' || started_at || ') has the mode ''' || mode ||"
                        " ''', which is not guided, free or exam; rounds of another mode: ' || (SELECT count(*)"
                        " FROM rounds WHERE mode NOT IN ('guided', 'free', 'exam')) FROM rounds"
                        " WHERE mode NOT IN ('guided', 'free', 'exam') ORDER BY id LIMIT 1")},
        {10,
         QStringLiteral("summaries of each trainee's progress, kept as rounds are stored (progress_summaries.h)"),
         {
             QStringLiteral("CREATE TABLE progress_days ("
                            " trainee_id INTEGER NOT NULL REFERENCES trainees (id) ON DELETE CASCADE,"
                            " day TEXT NOT NULL,"
                            " skill TEXT NOT NULL,"
                            " kind TEXT NOT NULL,"
                            " records INTEGER NOT NULL,"
                            " complete INTEGER NOT NULL,"
                            " points INTEGER NOT NULL,"
                            " actions INTEGER NOT NULL,"
                            " accepted INTEGER NOT NULL,"
                            " PRIMARY KEY (trainee_id, day, skill, kind)) WITHOUT ROWID"),
             QStringLiteral("CREATE TABLE progress_judged ("
                            " trainee_id INTEGER NOT NULL REFERENCES trainees (id) ON DELETE CASCADE,"
                            " section TEXT NOT NULL,"
                            " judged INTEGER NOT NULL,"
                            " accepted INTEGER NOT NULL,"
                            " PRIMARY KEY (trainee_id, section)) WITHOUT ROWID"),
             QStringLiteral("CREATE TABLE progress_mistakes ("
                            " trainee_id INTEGER NOT NULL REFERENCES trainees (id) ON DELETE CASCADE,"
                            " code TEXT NOT NULL,"
                            " section TEXT NOT NULL,"
                            " skill TEXT NOT NULL,"
                            " mistakes INTEGER NOT NULL,"
                            " PRIMARY KEY (trainee_id, code, section, skill)) WITHOUT ROWID"),
             QStringLiteral("CREATE TABLE progress_mistaken_sections ("
                            " trainee_id INTEGER NOT NULL REFERENCES trainees (id) ON DELETE CASCADE,"
                            " section TEXT NOT NULL,"
                            " records INTEGER NOT NULL,"
                            " PRIMARY KEY (trainee_id, section)) WITHOUT ROWID"),
             QStringLiteral("CREATE TABLE progress_times ("
                            " trainee_id INTEGER NOT NULL REFERENCES trainees (id) ON DELETE CASCADE,"
                            " measure TEXT NOT NULL CHECK (measure IN ('step', 'day', 'round')),"
                            " key TEXT NOT NULL,"
                            " centiseconds INTEGER NOT NULL,"
                            " count INTEGER NOT NULL,"
                            " PRIMARY KEY (trainee_id, measure, key, centiseconds)) WITHOUT ROWID"),
             QStringLiteral("CREATE TABLE progress_day_medians ("
                            " trainee_id INTEGER NOT NULL REFERENCES trainees (id) ON DELETE CASCADE,"
                            " day TEXT NOT NULL,"
                            " median_ms INTEGER NOT NULL,"
                            " PRIMARY KEY (trainee_id, day)) WITHOUT ROWID"),
             // By kind first: a shuffle standard reads the kinds it lists. Rounds go only with their
             // trainee (RecordsDatabase::deleteTrainee).
             QStringLiteral("CREATE TABLE progress_shuffles ("
                            " trainee_id INTEGER NOT NULL REFERENCES trainees (id) ON DELETE CASCADE,"
                            " kind TEXT NOT NULL,"
                            " round_id INTEGER NOT NULL,"
                            " ms INTEGER NOT NULL,"
                            " PRIMARY KEY (trainee_id, kind, round_id)) WITHOUT ROWID"),
         },
         {},
         // The rounds already stored, counted as the trainer counts a round it stores.
         [](const QSqlDatabase& db, const QString& what) { addToProgressSummaries(db, std::nullopt, what); }},
        {11,
         QStringLiteral("a round in fewer bytes: what it was dealt from compressed as sqlar does (packed_text.h), "
                        "its actions keyed by round and number alone"),
         {
             // -1 until the fill below packs the row: the rows it leaves all have their length.
             QStringLiteral("ALTER TABLE rounds ADD COLUMN dealt_from_bytes INTEGER NOT NULL DEFAULT -1"),
             // The same columns and rows, without the rowid and the second index on (round_id, seq) a
             // rowid table needs for its primary key. Nothing refers to actions, so it is rebuilt.
             QStringLiteral("CREATE TABLE actions_by_round ("
                            " round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,"
                            " seq INTEGER NOT NULL,"
                            " notation TEXT NOT NULL,"
                            " step TEXT NOT NULL,"
                            " ms INTEGER NOT NULL,"
                            " accepted INTEGER NOT NULL CHECK (accepted IN (0, 1)),"
                            " applied INTEGER NOT NULL CHECK (applied IN (0, 1)),"
                            " section TEXT NOT NULL DEFAULT '',"
                            " PRIMARY KEY (round_id, seq)) WITHOUT ROWID"),
             QStringLiteral(
                 "INSERT INTO actions_by_round (round_id, seq, notation, step, ms, accepted, applied, section)"
                 " SELECT round_id, seq, notation, step, ms, accepted, applied, section FROM actions"
                 " ORDER BY round_id, seq"),
             QStringLiteral("DROP TABLE actions"),
             QStringLiteral("ALTER TABLE actions_by_round RENAME TO actions"),
         },
         {},
         packStoredDealtFrom,
         true},
    };
    return all;
}

int currentSchemaVersion() { return migrations().back().version; }

} // namespace s21::records

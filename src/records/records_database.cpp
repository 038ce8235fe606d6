#include "records_database.h"

#include "dealt_from_json.h"
#include "packed_text.h"
#include "progress_summaries.h"
#include "schema.h"
#include "sql_statement.h"

#include "scenario/profile_loader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>
#include <QUuid>
#include <QVariant>

#include <exception>

namespace s21::records {

namespace {

using namespace Qt::StringLiterals;

using Kind = RecordsError::Kind;

constexpr int kBusyTimeoutMs = 5000;

// The file beside a records file whose presence says a separate check found it damaged.
constexpr const char* kDamagedMark = ".damaged-found";

// What PRAGMA integrity_check finds wrong on `db`; empty when the file is whole.
QStringList integrityProblems(const QSqlDatabase& db, const QString& what)
{
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA integrity_check")))
        fail(what, check.lastError());
    QStringList problems;
    while (check.next())
        if (check.value(0).toString() != QLatin1String("ok"))
            problems << check.value(0).toString();
    return problems;
}

// Whether nobody can be writing the file: its folder cannot be written, so no writer could make the
// rollback journal or write-ahead log it needs, and none is there. SQLite may then read it as
// immutable, without the -shm file a read-only connection to a write-ahead-logged file otherwise
// makes beside it (and cannot make in such a folder).
bool nobodyCanWrite(const QString& file)
{
    const QFileInfo info(file);
    return !QFileInfo(info.absolutePath()).isWritable() && !QFileInfo::exists(file + QLatin1String("-wal")) &&
           !QFileInfo::exists(file + QLatin1String("-journal"));
}

QString checkedName(const QString& name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > 80)
        throw RecordsError(Kind::Failed, QStringLiteral("A trainee's name must be 1 to 80 characters."));
    return trimmed;
}

std::optional<Severity> severityNamed(const QString& name)
{
    for (const Severity severity : {Severity::Minor, Severity::Major, Severity::Critical})
        if (QString::fromStdString(severityName(severity)) == name)
            return severity;
    return std::nullopt;
}

QString expectedText(const std::vector<DealerAction>& expected)
{
    QStringList texts;
    for (const DealerAction& action : expected)
        texts << QString::fromStdString(notation(action));
    return texts.join(QStringLiteral("; "));
}

} // namespace

RecordsDatabase::RecordsDatabase(QString file)
    : file_(std::move(file)), connectionName_(QStringLiteral("records-") + QUuid::createUuid().toString(QUuid::Id128))
{
}

RecordsDatabase::~RecordsDatabase()
{
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(connectionName_);
}

std::unique_ptr<RecordsDatabase> RecordsDatabase::open(const QString& file, QString* notice, IntegrityCheck check)
{
    const QFileInfo info(file);
    if (!QDir().mkpath(info.absolutePath()))
        throw RecordsError(Kind::CannotOpen,
                           QStringLiteral("Cannot create the folder %1 for the records.").arg(info.absolutePath()));
    QElapsedTimer waiting;
    waiting.start();
    bool keptAside = false;
    for (;;) {
        std::unique_ptr<RecordsDatabase> records(new RecordsDatabase(info.absoluteFilePath()));
        try {
            records->configure(check);
            records->migrate();
            return records;
        } catch (const RecordsError& error) {
            // Another trainer opening the same file at this moment (switching it to write-ahead
            // logging, migrating it) can refuse a step at once, without SQLite's busy wait: try
            // again for as long as a busy wait would have lasted.
            if (error.kind() == Kind::Locked && waiting.elapsed() < kBusyTimeoutMs) {
                records.reset();
                QThread::msleep(50);
                continue;
            }
            if (error.kind() != Kind::Damaged || keptAside)
                throw;
            keptAside = true;
            records.reset();
            const QString aside = info.absoluteFilePath() + QStringLiteral(".damaged-") +
                                  QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
            if (!QFile::rename(info.absoluteFilePath(), aside))
                throw RecordsError(Kind::Damaged, QStringLiteral("The records file %1 is damaged and could not be "
                                                                 "moved aside: %2")
                                                      .arg(info.absoluteFilePath(), error.message()));
            for (const char* suffix : {"-wal", "-shm", kDamagedMark})
                QFile::rename(info.absoluteFilePath() + QLatin1String(suffix), aside + QLatin1String(suffix));
            if (notice)
                *notice = QStringLiteral("The records file %1 was damaged (%2). It has been kept, unchanged, as %3; "
                                         "a new records file was started. Keep the damaged file for your "
                                         "administrator.")
                              .arg(info.absoluteFilePath(), error.message(), aside);
        }
    }
}

std::unique_ptr<RecordsDatabase> RecordsDatabase::openBeside(const QString& file)
{
    std::unique_ptr<RecordsDatabase> records(new RecordsDatabase(QFileInfo(file).absoluteFilePath()));
    records->configure(IntegrityCheck::Separately);
    records->checkCurrentSchema();
    return records;
}

std::unique_ptr<RecordsDatabase> RecordsDatabase::openReadOnly(const QString& file)
{
    std::unique_ptr<RecordsDatabase> records(new RecordsDatabase(QFileInfo(file).absoluteFilePath()));
    records->openConnection(Access::ReadOnly);
    records->checkWhole(IntegrityCheck::AtOpen);
    records->checkCurrentSchema();
    return records;
}

void RecordsDatabase::configure(IntegrityCheck check)
{
    openConnection(Access::ReadWrite);
    checkWhole(check);
    prepareForWriting();
}

void RecordsDatabase::openConnection(Access access)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName_);
    db.setDatabaseName(file_);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs);
    if (access == Access::ReadOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    if (access == Access::ReadOnly && nobodyCanWrite(file_)) {
        db.setDatabaseName(QUrl::fromLocalFile(file_).toString(QUrl::FullyEncoded) + QStringLiteral("?immutable=1"));
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    }
    db.setConnectOptions(options);
    const QString what = QStringLiteral("Cannot open the records file %1").arg(file_);
    if (!db.open())
        fail(what, db.lastError());
    addUnpacking(db, what);
}

void RecordsDatabase::checkWhole(IntegrityCheck check)
{
    QSqlDatabase db = connection();
    const QString what = cannotUse();
    QFile mark(file_ + QLatin1String(kDamagedMark));
    if (mark.open(QIODevice::ReadOnly))
        throw RecordsError(Kind::Damaged, what + QStringLiteral(": a check found it damaged (") +
                                              QString::fromUtf8(mark.readAll()).trimmed() + QStringLiteral(")"));
    const QStringList problems = check == IntegrityCheck::AtOpen ? integrityProblems(db, what) : QStringList{};
    if (check == IntegrityCheck::Separately)
        execute(db, QStringLiteral("SELECT count(*) FROM sqlite_schema"), what); // a file that is not a database
    if (!problems.isEmpty())
        throw RecordsError(Kind::Damaged, what + QStringLiteral(": it fails its integrity check (") +
                                              problems.mid(0, 3).join(QStringLiteral("; ")) + QStringLiteral(")"));
}

void RecordsDatabase::prepareForWriting()
{
    QSqlDatabase db = connection();
    const QString what = cannotUse();
    execute(db, QStringLiteral("PRAGMA foreign_keys = ON"), what);
    execute(db, QStringLiteral("PRAGMA synchronous = FULL"), what);
    QSqlQuery journal(db);
    if (!journal.exec(QStringLiteral("PRAGMA journal_mode = WAL")))
        fail(what, journal.lastError());
}

QStringList RecordsDatabase::checkIntegrity(const QString& file)
{
    const QString name = QStringLiteral("records-check-") + QUuid::createUuid().toString(QUuid::Id128);
    QStringList problems;
    std::exception_ptr cannotRead;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=%1").arg(kBusyTimeoutMs));
        const QString what = QStringLiteral("Cannot check the records file %1").arg(file);
        try {
            if (!db.open())
                fail(what, db.lastError());
            problems = integrityProblems(db, what);
        } catch (const RecordsError& error) {
            if (error.kind() == Kind::Damaged)
                problems = QStringList{error.message()};
            else
                cannotRead = std::current_exception();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (cannotRead)
        std::rethrow_exception(cannotRead);
    return problems;
}

void RecordsDatabase::markDamaged(const QString& file, const QStringList& problems)
{
    QFile mark(file + QLatin1String(kDamagedMark));
    if (mark.open(QIODevice::WriteOnly | QIODevice::Truncate))
        mark.write(problems.mid(0, 3).join(QStringLiteral("; ")).toUtf8());
}

void RecordsDatabase::migrate()
{
    QSqlDatabase db = connection();
    const int version = schemaVersion();
    checkNotTooNew(version);
    for (const Migration& migration : migrations()) {
        if (migration.version <= version)
            continue;
        const QString what =
            QStringLiteral("Cannot upgrade the records file %1 to schema %2").arg(file_).arg(migration.version);
        const bool applied = inTransaction(db, what, [&] {
            // Read again under the write lock: another program opening the same file at the same
            // time may have applied this migration since.
            const int now = schemaVersion();
            checkNotTooNew(now);
            if (now >= migration.version)
                return false;
            if (!migration.refusal.isEmpty()) {
                Statement refusal(db, migration.refusal, what);
                if (QSqlQuery& found = refusal.run(); found.next())
                    throw RecordsError(Kind::Failed,
                                       what + QStringLiteral(": %1. The file stays at schema %2 with every round in "
                                                             "it; docs/records.md says how to set it right.")
                                                  .arg(found.value(0).toString())
                                                  .arg(now));
            }
            for (const QString& statement : migration.statements)
                execute(db, statement, what);
            if (migration.fill)
                migration.fill(db, what);
            execute(db, QStringLiteral("PRAGMA user_version = %1").arg(migration.version), what);
            return true;
        });
        // A new file (version 0) has nothing to give back. Refused or not, the file is whole (schema.h).
        if (applied && migration.givesSpaceBack && version > 0)
            QSqlQuery(db).exec(QStringLiteral("VACUUM"));
    }
}

void RecordsDatabase::checkNotTooNew(int version) const
{
    if (version > currentSchemaVersion())
        throw RecordsError(Kind::TooNew, QStringLiteral("The records file %1 was written by a newer version of the "
                                                        "trainer (schema %2; this one knows up to %3). Update the "
                                                        "trainer; the file is left as it is.")
                                             .arg(file_)
                                             .arg(version)
                                             .arg(currentSchemaVersion()));
}

QString RecordsDatabase::cannotUse() const { return QStringLiteral("Cannot use the records file %1").arg(file_); }

void RecordsDatabase::checkCurrentSchema() const
{
    const int version = schemaVersion();
    checkNotTooNew(version);
    if (version != currentSchemaVersion())
        throw RecordsError(Kind::Failed, QStringLiteral("The records file %1 is not up to date (schema %2; this "
                                                        "trainer's is %3): the trainer brings it up to date when it "
                                                        "opens it.")
                                             .arg(file_)
                                             .arg(version)
                                             .arg(currentSchemaVersion()));
}

int RecordsDatabase::schemaVersion() const
{
    Statement query(connection(), QStringLiteral("PRAGMA user_version"),
                    QStringLiteral("Cannot read the records file %1").arg(file_));
    QSqlQuery& result = query.run();
    return result.next() ? result.value(0).toInt() : 0;
}

QSqlDatabase RecordsDatabase::connection() const { return QSqlDatabase::database(connectionName_, false); }

Trainee RecordsDatabase::createTrainee(const QString& name)
{
    Trainee trainee{0, checkedName(name), QDateTime::currentDateTimeUtc(), false,
                    QUuid::createUuid().toString(QUuid::WithoutBraces)};
    const QString what = QStringLiteral("Cannot add the trainee %1").arg(trainee.name);
    trainee.id = inTransaction(connection(), what, [&] {
        Statement insert(connection(), QStringLiteral("INSERT INTO trainees (name, created_at, uuid) VALUES (?, ?, ?)"),
                         what);
        return insert.bind(trainee.name)
            .bind(timeText(trainee.createdAt))
            .bind(trainee.uuid)
            .run()
            .lastInsertId()
            .toLongLong();
    });
    return trainee;
}

void RecordsDatabase::renameTrainee(qint64 id, const QString& name)
{
    const QString checked = checkedName(name);
    const QString what = QStringLiteral("Cannot rename the trainee");
    inTransaction(connection(), what, [&] {
        Statement(connection(), QStringLiteral("UPDATE trainees SET name = ? WHERE id = ?"), what)
            .bind(checked)
            .bind(id)
            .run();
        return true;
    });
}

void RecordsDatabase::setArchived(qint64 id, bool archived)
{
    const QString what = QStringLiteral("Cannot archive the trainee");
    inTransaction(connection(), what, [&] {
        Statement(connection(), QStringLiteral("UPDATE trainees SET archived = ? WHERE id = ?"), what)
            .bind(archived ? 1 : 0)
            .bind(id)
            .run();
        return true;
    });
}

std::vector<Trainee> RecordsDatabase::trainees(bool includeArchived) const
{
    Statement query(connection(),
                    includeArchived
                        ? QStringLiteral("SELECT id, name, created_at, archived, uuid FROM trainees ORDER BY name, id")
                        : QStringLiteral("SELECT id, name, created_at, archived, uuid FROM trainees WHERE archived = 0 "
                                         "ORDER BY name, id"),
                    QStringLiteral("Cannot list the trainees"));
    QSqlQuery& result = query.run();
    std::vector<Trainee> list;
    while (result.next())
        list.push_back({result.value(0).toLongLong(), result.value(1).toString(), timeFrom(result.value(2)),
                        result.value(3).toInt() != 0, result.value(4).toString()});
    return list;
}

std::optional<Trainee> RecordsDatabase::trainee(qint64 id) const
{
    for (const Trainee& candidate : trainees(true))
        if (candidate.id == id)
            return candidate;
    return std::nullopt;
}

void RecordsDatabase::deleteTrainee(qint64 id)
{
    const QString what = QStringLiteral("Cannot delete the trainee's records");
    inTransaction(connection(), what, [&] {
        Statement(connection(), QStringLiteral("DELETE FROM trainees WHERE id = ?"), what).bind(id).run();
        Statement(connection(), QStringLiteral("DELETE FROM settings WHERE key = 'last_trainee' AND value = ?"), what)
            .bind(QString::number(id))
            .run();
        return true;
    });
}

std::optional<qint64> RecordsDatabase::lastTrainee() const
{
    Statement query(connection(),
                    QStringLiteral("SELECT t.id FROM settings s JOIN trainees t ON t.id = CAST(s.value AS INTEGER) "
                                   "WHERE s.key = 'last_trainee' AND t.archived = 0"),
                    QStringLiteral("Cannot read the last trainee"));
    QSqlQuery& result = query.run();
    if (result.next())
        return result.value(0).toLongLong();
    return std::nullopt;
}

void RecordsDatabase::setLastTrainee(qint64 id)
{
    setSetting(QStringLiteral("last_trainee"), QString::number(id), QStringLiteral("Cannot remember the trainee"));
}

QString RecordsDatabase::schoolServer() const
{
    return setting(QStringLiteral("school_server"), QStringLiteral("Cannot read the school's server"));
}

void RecordsDatabase::setSchoolServer(const QString& url)
{
    setSetting(QStringLiteral("school_server"), QUrl(url).toString(QUrl::RemovePassword),
               QStringLiteral("Cannot remember the school's server"));
}

QString RecordsDatabase::scenarioFolder() const
{
    return setting(QStringLiteral("scenario_folder"), QStringLiteral("Cannot read your scenarios folder"));
}

void RecordsDatabase::setScenarioFolder(const QString& folder)
{
    setSetting(QStringLiteral("scenario_folder"), folder, QStringLiteral("Cannot remember your scenarios folder"));
}

QString RecordsDatabase::cardMotion() const
{
    return setting(QStringLiteral("card_motion"), QStringLiteral("Cannot read how fast the cards move"));
}

void RecordsDatabase::setCardMotion(const QString& word)
{
    setSetting(QStringLiteral("card_motion"), word, QStringLiteral("Cannot remember how fast the cards move"));
}

QString RecordsDatabase::setting(const QString& key, const QString& what) const
{
    Statement query(connection(), QStringLiteral("SELECT value FROM settings WHERE key = ?"), what);
    QSqlQuery& result = query.bind(key).run();
    return result.next() ? result.value(0).toString() : QString();
}

void RecordsDatabase::setSetting(const QString& key, const QString& value, const QString& what)
{
    inTransaction(connection(), what, [&] {
        Statement(connection(),
                  QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?) "
                                 "ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
                  what)
            .bind(key)
            .bind(value)
            .run();
        return true;
    });
}

QString RecordsDatabase::storeProfile(const RuleProfile& profile, const QString& what)
{
    const std::string yaml = profileYaml(profile); // written once: hashed and stored
    const QString hash = profileHash(yaml);
    Statement(connection(),
              QStringLiteral("INSERT INTO profiles (hash, id, yaml) VALUES (?, ?, ?) ON CONFLICT (hash) DO NOTHING"),
              what)
        .bind(hash)
        .bind(QString::fromStdString(profile.id))
        .bind(QString::fromStdString(yaml))
        .run();
    return hash;
}

bool RecordsDatabase::storeRound(const RoundRecord& record)
{
    const QString what = QStringLiteral("Cannot save the round");
    return inTransaction(connection(), what, [&] {
        Statement existing(connection(), QStringLiteral("SELECT 1 FROM rounds WHERE uuid = ?"), what);
        if (existing.bind(record.uuid).run().next())
            return false;
        const QString profileHash = storeProfile(record.dealtFrom.profile, what);
        const PackedText dealtFrom = packedText(dealtFromJson(record.dealtFrom));
        Statement insert(connection(),
                         QStringLiteral("INSERT INTO rounds (uuid, trainee_id, kind, mode, drill, scenario_id, "
                                        "scenario_hash, profile_hash, seed, dealt_from, dealt_from_bytes, started_at, "
                                        "ended_at, outcome, points, passed, elapsed_ms, action_count, rules_revision) "
                                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                         what);
        insert.bind(record.uuid)
            .bind(record.traineeId)
            .bind(kindName(record.kind))
            .bind(modeName(record.mode))
            .bind(record.drill)
            .bind(record.scenarioId)
            .bind(record.scenarioHash)
            .bind(profileHash)
            .bind(record.seed)
            .bind(QVariant(dealtFrom.data))
            .bind(dealtFrom.bytes)
            .bind(timeText(record.startedAt))
            .bind(timeText(record.endedAt))
            .bind(outcomeName(record.outcome))
            .bind(record.score.points)
            .bind(record.score.passed ? 1 : 0)
            .bind(static_cast<qint64>(record.score.elapsedMs))
            .bind(static_cast<int>(record.actions.size()))
            .bind(record.rulesRevision);
        const qint64 roundId = insert.run().lastInsertId().toLongLong();
        Statement action(
            connection(),
            QStringLiteral("INSERT INTO actions (round_id, seq, notation, step, ms, accepted, applied, section) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
            what);
        Statement mistake(connection(),
                          QStringLiteral("INSERT INTO mistakes (round_id, seq, code, section, severity, explanation, "
                                         "expected) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                          what);
        int seq = 0;
        for (const RecordedAction& recorded : record.actions) {
            const QString text = QString::fromStdString(notation(recorded.action));
            action.bind(roundId)
                .bind(seq)
                .bind(text)
                .bind(text.section(QLatin1Char(' '), 0, 0))
                .bind(static_cast<qint64>(recorded.milliseconds))
                .bind(recorded.accepted ? 1 : 0)
                .bind(recorded.applied ? 1 : 0)
                .bind(QString::fromStdString(recorded.section))
                .run();
            if (recorded.mistake)
                mistake.bind(roundId)
                    .bind(seq)
                    .bind(QString::fromStdString(mistakeCodeName(recorded.mistake->code)))
                    .bind(QString::fromStdString(recorded.mistake->section))
                    .bind(QString::fromStdString(severityName(recorded.mistake->severity)))
                    .bind(QString::fromStdString(recorded.mistake->explanation))
                    .bind(expectedText(recorded.mistake->expected))
                    .run();
            ++seq;
        }
        addToProgressSummaries(connection(), roundId, what);
        return true;
    });
}

bool RecordsDatabase::hasRounds(qint64 traineeId) const
{
    Statement query(connection(), QStringLiteral("SELECT 1 FROM rounds WHERE trainee_id = ? LIMIT 1"),
                    QStringLiteral("Cannot list the trainee's rounds"));
    return query.bind(traineeId).run().next();
}

std::vector<RoundSummary> RecordsDatabase::rounds(qint64 traineeId) const
{
    std::vector<RoundSummary> list;
    visitRounds(traineeId, [&](const RoundSummary& summary) { list.push_back(summary); });
    return list;
}

int RecordsDatabase::roundCount(qint64 traineeId) const
{
    Statement query(connection(), QStringLiteral("SELECT COUNT(*) FROM rounds WHERE trainee_id = ?"),
                    QStringLiteral("Cannot count the trainee's rounds"));
    QSqlQuery& result = query.bind(traineeId).run();
    return result.next() ? result.value(0).toInt() : 0;
}

void RecordsDatabase::visitRounds(qint64 traineeId, const std::function<void(const RoundSummary&)>& visit) const
{
    Statement query(connection(),
                    QStringLiteral("SELECT r.uuid, r.kind, r.mode, r.drill, r.scenario_id, p.id, r.seed, r.started_at, "
                                   "r.outcome, r.points, r.passed, r.elapsed_ms, r.action_count, "
                                   "(SELECT COUNT(*) FROM mistakes m WHERE m.round_id = r.id) "
                                   "FROM rounds r JOIN profiles p ON p.hash = r.profile_hash "
                                   "WHERE r.trainee_id = ? ORDER BY r.started_at, r.id"),
                    QStringLiteral("Cannot list the trainee's rounds"));
    QSqlQuery& result = query.bind(traineeId).run();
    while (result.next()) {
        RoundSummary summary;
        summary.uuid = result.value(0).toString();
        const auto kind = parseKind(result.value(1).toString());
        const auto mode = parseMode(result.value(2).toString());
        const auto outcome = parseOutcome(result.value(8).toString());
        if (!kind || !mode || !outcome)
            throw RecordsError(Kind::Damaged, QStringLiteral("Cannot list the trainee's rounds: round %1 has an "
                                                             "unknown kind, mode or outcome")
                                                  .arg(summary.uuid));
        summary.kind = *kind;
        summary.mode = *mode;
        summary.outcome = *outcome;
        summary.drill = result.value(3).toString();
        summary.scenarioId = result.value(4).toString();
        summary.profileId = result.value(5).toString();
        summary.seed = result.value(6).toString();
        summary.startedAt = timeFrom(result.value(7));
        summary.points = result.value(9).toInt();
        summary.passed = result.value(10).toInt() != 0;
        summary.elapsedMs = result.value(11).toLongLong();
        summary.actions = result.value(12).toInt();
        summary.mistakes = result.value(13).toInt();
        visit(summary);
    }
}

RuleProfile RecordsDatabase::storedProfile(const QString& hash, const QString& yaml) const
{
    const auto known = parsedProfiles_.find(hash);
    if (known != parsedProfiles_.end() && known->second.first == yaml)
        return known->second.second;
    RuleProfile profile = loadStoredProfile(yaml.toStdString(), "stored profile");
    parsedProfiles_.insert_or_assign(hash, std::pair{yaml, profile});
    return profile;
}

std::optional<RoundRecord> RecordsDatabase::loadRound(const QString& uuid) const
{
    const QString what = QStringLiteral("Cannot read the round %1").arg(uuid);
    Statement query(
        connection(),
        QStringLiteral("SELECT r.id, r.trainee_id, r.kind, r.mode, r.drill, r.scenario_id, r.scenario_hash, "
                       "p.yaml, r.seed, r.dealt_from, r.started_at, r.ended_at, r.outcome, r.points, "
                       "r.passed, r.elapsed_ms, r.rules_revision, r.profile_hash, r.dealt_from_bytes "
                       "FROM rounds r JOIN profiles p "
                       "ON p.hash = r.profile_hash "
                       "WHERE r.uuid = ?"),
        what);
    QSqlQuery& row = query.bind(uuid).run();
    if (!row.next())
        return std::nullopt;
    auto damaged = [&](const QString& detail) {
        return RecordsError(Kind::Damaged, what + QStringLiteral(": ") + detail);
    };
    auto storedAction = [&](const QString& text) {
        auto action = parseAction(text.toStdString());
        if (!action)
            throw damaged(QString::fromStdString(action.error().message));
        return *action;
    };
    RoundRecord record;
    const qint64 roundId = row.value(0).toLongLong();
    record.uuid = uuid;
    record.traineeId = row.value(1).toLongLong();
    const auto kind = parseKind(row.value(2).toString());
    const auto mode = parseMode(row.value(3).toString());
    const auto outcome = parseOutcome(row.value(12).toString());
    if (!kind || !mode || !outcome)
        throw damaged(QStringLiteral("unknown kind, mode or outcome"));
    record.kind = *kind;
    record.mode = *mode;
    record.outcome = *outcome;
    record.drill = row.value(4).toString();
    record.scenarioId = row.value(5).toString();
    record.scenarioHash = row.value(6).toString();
    record.seed = row.value(8).toString();
    record.startedAt = timeFrom(row.value(10));
    record.endedAt = timeFrom(row.value(11));
    record.score.points = row.value(13).toInt();
    record.score.passed = row.value(14).toInt() != 0;
    record.score.elapsedMs = row.value(15).toLongLong();
    record.rulesRevision = row.value(16).toInt();
    record.storedProfileHash = row.value(17).toString();
    if (record.rulesRevision < 1 || record.rulesRevision > kRulesRevision)
        throw damaged(QStringLiteral("rules revision %1 is not one this trainer knows").arg(record.rulesRevision));
    const auto dealtFrom = unpackedText(row.value(9).toByteArray(), row.value(18).toLongLong());
    if (!dealtFrom)
        throw damaged(QStringLiteral("what it was dealt from does not unpack to its stored length"));
    try {
        record.dealtFrom =
            dealtFromFromJson(*dealtFrom, storedProfile(record.storedProfileHash, row.value(7).toString()));
    } catch (const std::exception& error) {
        throw damaged(QString::fromStdString(error.what()));
    }
    Statement actions(
        connection(),
        QStringLiteral("SELECT a.notation, a.ms, a.accepted, a.applied, m.code, m.section, m.severity, "
                       "m.explanation, m.expected, a.section FROM actions a LEFT JOIN mistakes m "
                       "ON m.round_id = a.round_id AND m.seq = a.seq WHERE a.round_id = ? ORDER BY a.seq"),
        what);
    QSqlQuery& rows = actions.bind(roundId).run();
    while (rows.next()) {
        RecordedAction recorded;
        recorded.action = storedAction(rows.value(0).toString());
        recorded.milliseconds = rows.value(1).toLongLong();
        recorded.accepted = rows.value(2).toInt() != 0;
        recorded.applied = rows.value(3).toInt() != 0;
        recorded.section = rows.value(9).toString().toStdString();
        if (!rows.value(4).isNull()) {
            Mistake mistake;
            const auto code = mistakeCodeNamed(rows.value(4).toString().toStdString());
            const auto severity = severityNamed(rows.value(6).toString());
            if (!code || !severity)
                throw damaged(QStringLiteral("unknown mistake code or severity"));
            mistake.code = *code;
            mistake.severity = *severity;
            mistake.section = rows.value(5).toString().toStdString();
            mistake.explanation = rows.value(7).toString().toStdString();
            for (const QString& expected : rows.value(8).toString().split(QStringLiteral("; "), Qt::SkipEmptyParts))
                mistake.expected.push_back(storedAction(expected));
            recorded.mistake = mistake;
        }
        record.actions.push_back(std::move(recorded));
    }
    return record;
}

} // namespace s21::records

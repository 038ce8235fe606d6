#include "exam_records.h"

#include "sql_statement.h"

#include <QUuid>

#include <stdexcept>

namespace s21::records {

namespace {

using Kind = RecordsError::Kind;

const QString kStationSetting = QStringLiteral("station");

QString base64(const QByteArray& bytes) { return QString::fromLatin1(bytes.toBase64()); }
QByteArray fromBase64(const QVariant& value) { return QByteArray::fromBase64(value.toString().toLatin1()); }

Supervisor supervisorFrom(const QSqlQuery& row)
{
    Supervisor supervisor;
    supervisor.id = row.value(0).toLongLong();
    supervisor.name = row.value(1).toString();
    try {
        supervisor.key = certification::LockedKey::fromText(row.value(2).toString());
    } catch (const certification::CryptoError&) {
        throw RecordsError(Kind::Damaged, QStringLiteral("The key of supervisor %1 is damaged.").arg(supervisor.name));
    }
    supervisor.createdAt = timeFrom(row.value(3));
    return supervisor;
}

// The columns sealFrom() reads, in its order.
const QString kSealColumns = QStringLiteral("sequence, previous_hash, record, public_key, signature");

// A seal from kSealColumns, the first of them at `first`.
certification::Seal sealFrom(const QSqlQuery& row, int first)
{
    return certification::Seal{
        row.value(first).toLongLong(), QByteArray::fromHex(row.value(first + 1).toString().toLatin1()),
        row.value(first + 2).toString().toUtf8(), fromBase64(row.value(first + 3)), fromBase64(row.value(first + 4))};
}

const QString kSupervisorColumns = QStringLiteral("SELECT id, name, locked_key, created_at FROM supervisors");

} // namespace

Supervisor ExamRecords::addSupervisor(const QString& name, const certification::LockedKey& key)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > 80)
        throw RecordsError(Kind::Failed, QStringLiteral("A supervisor's name must be 1 to 80 characters."));
    const QString what = QStringLiteral("Cannot add the supervisor");
    return inTransaction(records_.connection(), what, [&] {
        Statement taken(records_.connection(),
                        QStringLiteral("SELECT name FROM supervisors WHERE name = ? OR public_key = ?"), what);
        if (QSqlQuery& row = taken.bind(trimmed).bind(base64(key.publicKey)).run(); row.next())
            throw RecordsError(Kind::Failed, QStringLiteral("There is already a supervisor named %1, or with that key.")
                                                 .arg(row.value(0).toString()));
        Supervisor supervisor{0, trimmed, key, QDateTime::currentDateTimeUtc()};
        Statement insert(records_.connection(),
                         QStringLiteral("INSERT INTO supervisors (name, public_key, locked_key, created_at) "
                                        "VALUES (?, ?, ?, ?)"),
                         what);
        supervisor.id = insert.bind(trimmed)
                            .bind(base64(key.publicKey))
                            .bind(key.toText())
                            .bind(timeText(supervisor.createdAt))
                            .run()
                            .lastInsertId()
                            .toLongLong();
        return supervisor;
    });
}

std::vector<Supervisor> ExamRecords::supervisors() const
{
    Statement query(records_.connection(), kSupervisorColumns + QStringLiteral(" ORDER BY name"),
                    QStringLiteral("Cannot read the supervisors"));
    QSqlQuery& rows = query.run();
    std::vector<Supervisor> list;
    while (rows.next())
        list.push_back(supervisorFrom(rows));
    return list;
}

std::optional<Supervisor> ExamRecords::supervisorNamed(const QString& name) const
{
    Statement query(records_.connection(), kSupervisorColumns + QStringLiteral(" WHERE name = ?"),
                    QStringLiteral("Cannot read the supervisors"));
    QSqlQuery& row = query.bind(name.trimmed()).run();
    if (!row.next())
        return std::nullopt;
    return supervisorFrom(row);
}

QString ExamRecords::station()
{
    const QString what = QStringLiteral("Cannot read the station's id");
    return inTransaction(records_.connection(), what, [&] {
        Statement read(records_.connection(), QStringLiteral("SELECT value FROM settings WHERE key = ?"), what);
        if (QSqlQuery& row = read.bind(kStationSetting).run(); row.next())
            return row.value(0).toString();
        const QString made = QUuid::createUuid().toString(QUuid::WithoutBraces);
        Statement(records_.connection(), QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?)"), what)
            .bind(kStationSetting)
            .bind(made)
            .run();
        return made;
    });
}

certification::Seal ExamRecords::sealAttempt(const ExamAttempt& attempt, const certification::UnlockedKey& key)
{
    if (attempt.supervisorKey != key.publicKey())
        throw std::invalid_argument("the attempt names another supervisor than the key's");
    const QString what = QStringLiteral("Cannot seal the exam result");
    const QByteArray record = attemptRecord(attempt);
    return inTransaction(records_.connection(), what, [&] {
        Statement sealed(records_.connection(), QStringLiteral("SELECT 1 FROM seals WHERE attempt = ?"), what);
        if (sealed.bind(attempt.uuid).run().next())
            throw RecordsError(Kind::Failed,
                               QStringLiteral("The exam attempt %1 is already sealed.").arg(attempt.uuid));
        Statement last(records_.connection(),
                       QStringLiteral("SELECT %1 FROM seals ORDER BY sequence DESC LIMIT 1").arg(kSealColumns), what);
        std::optional<certification::Seal> previous;
        if (QSqlQuery& row = last.run(); row.next())
            previous = sealFrom(row, 0);
        const certification::Seal seal = certification::seal(record, previous, key);
        Statement(records_.connection(),
                  QStringLiteral("INSERT INTO seals (sequence, attempt, previous_hash, record, public_key, signature) "
                                 "VALUES (?, ?, ?, ?, ?, ?)"),
                  what)
            .bind(seal.sequence)
            .bind(attempt.uuid)
            .bind(QString::fromLatin1(seal.previousHash.toHex()))
            .bind(QString::fromUtf8(seal.record))
            .bind(base64(seal.publicKey))
            .bind(base64(seal.signature))
            .run();
        Statement(records_.connection(), QStringLiteral("DELETE FROM exam_sittings WHERE attempt = ?"), what)
            .bind(attempt.uuid)
            .run();
        return seal;
    });
}

void ExamRecords::saveOpening(const SittingOpening& opening)
{
    Statement(records_.connection(),
              QStringLiteral("INSERT INTO exam_openings (attempt, started_at, opening, signature, sealed_sitting_key) "
                             "VALUES (?, ?, ?, ?, ?)"),
              QStringLiteral("Cannot record the exam's start"))
        .bind(opening.attempt)
        .bind(timeText(opening.startedAt))
        .bind(QString::fromUtf8(opening.text))
        .bind(base64(opening.signature))
        .bind(base64(opening.sealedSittingKey))
        .run();
}

void ExamRecords::saveSitting(const ExamSittingRow& sitting)
{
    Statement(records_.connection(),
              QStringLiteral("INSERT OR REPLACE INTO exam_sittings (attempt, trainee_id, started_at, progress, "
                             "signature) VALUES (?, ?, ?, ?, ?)"),
              QStringLiteral("Cannot save the exam's progress"))
        .bind(sitting.attempt)
        .bind(sitting.traineeId)
        .bind(timeText(sitting.startedAt))
        .bind(QString::fromUtf8(sitting.progress))
        .bind(base64(sitting.signature))
        .run();
}

std::vector<ExamSittingRow> ExamRecords::sittings() const
{
    // Openings with their progress if any, then progress with no opening; none of a sealed attempt.
    Statement query(
        records_.connection(),
        QStringLiteral(
            "SELECT o.attempt, s.trainee_id, o.started_at, s.progress, s.signature, o.opening, o.signature, "
            "o.sealed_sitting_key FROM exam_openings o LEFT JOIN exam_sittings s ON s.attempt = o.attempt "
            "WHERE NOT EXISTS (SELECT 1 FROM seals x WHERE x.attempt = o.attempt) "
            "UNION ALL SELECT s.attempt, s.trainee_id, s.started_at, s.progress, s.signature, NULL, NULL, NULL "
            "FROM exam_sittings s WHERE NOT EXISTS (SELECT 1 FROM exam_openings o WHERE o.attempt = s.attempt) "
            "AND NOT EXISTS (SELECT 1 FROM seals x WHERE x.attempt = s.attempt) ORDER BY 3, 1"),
        QStringLiteral("Cannot read the exams being sat"));
    QSqlQuery& rows = query.run();
    std::vector<ExamSittingRow> list;
    while (rows.next()) {
        ExamSittingRow sitting{rows.value(0).toString(),          rows.value(1).toLongLong(), timeFrom(rows.value(2)),
                               rows.value(3).toString().toUtf8(), fromBase64(rows.value(4)),  std::nullopt};
        if (!rows.value(5).isNull())
            sitting.opening = SittingOpening{sitting.attempt, sitting.startedAt, rows.value(5).toString().toUtf8(),
                                             fromBase64(rows.value(6)), fromBase64(rows.value(7))};
        list.push_back(std::move(sitting));
    }
    return list;
}

std::vector<StoredSeal> ExamRecords::seals() const
{
    Statement query(records_.connection(),
                    QStringLiteral("SELECT attempt, %1 FROM seals ORDER BY sequence").arg(kSealColumns),
                    QStringLiteral("Cannot read the sealed exam results"));
    QSqlQuery& rows = query.run();
    std::vector<StoredSeal> list;
    while (rows.next())
        list.push_back({rows.value(0).toString(), sealFrom(rows, 1)});
    return list;
}

int ExamRecords::attemptsOf(qint64 traineeId, const QString& examId) const
{
    int attempts = 0;
    for (const StoredSeal& stored : seals())
        if (const auto attempt = readAttemptRecord(stored.seal.record))
            attempts +=
                attempt->traineeId == traineeId && attempt->examId == examId && attempt->result != AttemptResult::Voided
                    ? 1
                    : 0;
    return attempts;
}

} // namespace s21::records

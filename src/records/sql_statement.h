#pragma once
// SQL on the records, for the s21_records code that writes them (internal to the library): a
// prepared statement and a transaction that throw RecordsError, with a message for the user, instead
// of failing quietly, on the station's SQLite file (QSQLITE) or the school's server (QPSQL).

#include "records_error.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

namespace s21::records {

// Throws RecordsError for `error` met while doing `what`: its kind from SQLite's result code, and
// a message that says what the user can do (free some space, close the other program...).
[[noreturn]] void fail(const QString& what, const QSqlError& error);
// The same for `error` met on `db`, whichever its engine: on the school's server its kind comes from
// PostgreSQL's SQLSTATE (a lost connection Unreachable, a privilege or row-level policy Refused).
[[noreturn]] void fail(const QSqlDatabase& db, const QString& what, const QSqlError& error);

// A prepared statement that throws RecordsError instead of failing quietly.
class Statement {
public:
    Statement(const QSqlDatabase& db, const QString& sql, const QString& what);
    Statement& bind(const QVariant& value)
    {
        query_.addBindValue(value);
        return *this;
    }
    // Text is never NULL: an empty string is bound as ''.
    Statement& bind(const QString& value) { return bind(QVariant(value.isNull() ? QStringLiteral("") : value)); }
    QSqlQuery& run();

private:
    QSqlDatabase db_;
    QSqlQuery query_;
    QString what_;
};

// Runs `sql` once; throws RecordsError when refused.
void execute(const QSqlDatabase& db, const QString& sql, const QString& what);

// A time as the records store it: UTC, ISO 8601 with milliseconds.
QString timeText(const QDateTime& time);
QDateTime timeFrom(const QVariant& value);

// Runs `work` in one write transaction: committed when it returns, rolled back when it throws.
// On SQLite, BEGIN IMMEDIATE takes the write lock first, waiting out the busy timeout for another writer, so
// that a transaction never finds its snapshot stale when it starts writing (SQLITE_BUSY_SNAPSHOT,
// which fails at once instead of waiting). BEGIN, COMMIT and ROLLBACK run as queries, not through
// QSqlDatabase::transaction()/commit(), whose errors lose SQLite's result code: a COMMIT refused
// for a full disk or a lock is then reported as such.
template <typename Work>
auto inTransaction(QSqlDatabase db, const QString& what, Work work)
{
    const bool server = db.driverName() == QLatin1String("QPSQL");
    execute(db, server ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE"), what);
    try {
        auto result = work();
        execute(db, QStringLiteral("COMMIT"), what);
        return result;
    } catch (...) {
        QSqlQuery rollback(db);
        rollback.exec(QStringLiteral("ROLLBACK")); // fails harmlessly when already rolled back
        throw;
    }
}

} // namespace s21::records

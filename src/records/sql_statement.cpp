#include "sql_statement.h"

namespace s21::records {

namespace {

using Kind = RecordsError::Kind;

// SQLite's primary result codes (sqlite3.h) that the user can act on.
constexpr int kSqliteBusy = 5;
constexpr int kSqliteLocked = 6;
constexpr int kSqliteReadOnly = 8;
constexpr int kSqliteIoErr = 10;
constexpr int kSqliteCorrupt = 11;
constexpr int kSqliteFull = 13;
constexpr int kSqliteCantOpen = 14;
constexpr int kSqliteNotADatabase = 26;

Kind kindOf(const QSqlError& error)
{
    switch (error.nativeErrorCode().toInt() & 0xff) {
    case kSqliteBusy:
    case kSqliteLocked: return Kind::Locked;
    case kSqliteReadOnly: return Kind::ReadOnly;
    case kSqliteCorrupt:
    case kSqliteNotADatabase: return Kind::Damaged;
    case kSqliteFull: return Kind::Full;
    case kSqliteCantOpen: return Kind::CannotOpen;
    default: return Kind::Failed;
    }
}

QString advice(Kind kind)
{
    switch (kind) {
    case Kind::Locked: return QStringLiteral("another program is using the records; close it and try again");
    case Kind::ReadOnly: return QStringLiteral("the records file or its folder cannot be written");
    case Kind::Full: return QStringLiteral("the disk is full; free some space");
    case Kind::Damaged: return QStringLiteral("the records file is damaged");
    case Kind::CannotOpen: return QStringLiteral("the records file cannot be opened");
    default: return QStringLiteral("the database refused");
    }
}

// PostgreSQL's SQLSTATE (Appendix A of its manual): its class, the first two characters, and the
// few codes the user can act on.
Kind serverKindOf(const QSqlError& error)
{
    const QString state = error.nativeErrorCode();
    // Every error the server sends has a SQLSTATE; one without was met by the client itself: the
    // connection lost (the server stopped, the network gone).
    if (state.isEmpty() || state.startsWith(QLatin1String("08")) || state == QLatin1String("57P01") ||
        state == QLatin1String("57P02") || state == QLatin1String("57P03") ||
        error.type() == QSqlError::ConnectionError)
        return Kind::Unreachable;
    if (state == QLatin1String("42501"))
        return Kind::Refused;
    if (state == QLatin1String("53100"))
        return Kind::Full;
    return Kind::Failed;
}

QString serverAdvice(Kind kind)
{
    switch (kind) {
    case Kind::Unreachable:
        return QStringLiteral("the school's server cannot be reached; the work is kept on this station and sent when "
                              "it returns");
    case Kind::Refused:
        return QStringLiteral("the school's server does not allow this role to do that; ask the school's "
                              "administrator");
    case Kind::Full: return QStringLiteral("the school's server is out of disk space; tell its administrator");
    default: return QStringLiteral("the school's server refused");
    }
}

} // namespace

void fail(const QSqlDatabase& db, const QString& what, const QSqlError& error)
{
    if (db.driverName() != QLatin1String("QPSQL"))
        fail(what, error);
    const Kind kind = serverKindOf(error);
    throw RecordsError(kind, what + QStringLiteral(": ") + serverAdvice(kind) + QStringLiteral(" (") +
                                 error.databaseText().simplified() + QStringLiteral(")"));
}

void fail(const QString& what, const QSqlError& error)
{
    const Kind kind = kindOf(error);
    // SQLITE_IOERR: the system refused a read or write. A write past a file size limit
    // (RLIMIT_FSIZE: EFBIG) ends here too, as SQLITE_IOERR_WRITE, not SQLITE_FULL.
    const QString text = (error.nativeErrorCode().toInt() & 0xff) == kSqliteIoErr
                             ? QStringLiteral("the records file could not be written or read (a disk error, or the "
                                              "file reached a size limit); check the disk and free some space")
                             : advice(kind);
    throw RecordsError(kind,
                       what + QStringLiteral(": ") + text + QStringLiteral(" (") + error.text() + QStringLiteral(")"));
}

Statement::Statement(const QSqlDatabase& db, const QString& sql, const QString& what) : db_(db), query_(db), what_(what)
{
    if (!query_.prepare(sql))
        fail(db_, what_, query_.lastError());
}

QSqlQuery& Statement::run()
{
    if (!query_.exec())
        fail(db_, what_, query_.lastError());
    return query_;
}

void execute(const QSqlDatabase& db, const QString& sql, const QString& what)
{
    QSqlQuery query(db);
    if (!query.exec(sql))
        fail(db, what, query.lastError());
}

QString timeText(const QDateTime& time) { return time.toUTC().toString(Qt::ISODateWithMs); }

QDateTime timeFrom(const QVariant& value) { return QDateTime::fromString(value.toString(), Qt::ISODateWithMs); }

} // namespace s21::records

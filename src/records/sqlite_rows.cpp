#include "sqlite_rows.h"

#include "records_error.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace s21::records {

sqlite3* sqliteHandle(const QSqlDatabase& db)
{
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

SqliteRows::SqliteRows(const QSqlDatabase& db, const char* sql, std::initializer_list<std::int64_t> values,
                       const QString& what)
    : what_(what)
{
    handle_ = sqliteHandle(db);
    if (!handle_)
        throw RecordsError(RecordsError::Kind::Failed,
                           QStringLiteral("Cannot read %1: not an SQLite connection").arg(what));
    if (sqlite3_prepare_v2(handle_, sql, -1, &statement_, nullptr) != SQLITE_OK)
        fail();
    int index = 0;
    for (const std::int64_t value : values)
        if (sqlite3_bind_int64(statement_, ++index, value) != SQLITE_OK)
            fail();
}

SqliteRows::~SqliteRows() { sqlite3_finalize(statement_); }

bool SqliteRows::step()
{
    const int result = sqlite3_step(statement_);
    if (result == SQLITE_ROW)
        return true;
    if (result != SQLITE_DONE)
        fail();
    return false;
}

std::int64_t SqliteRows::integer(int column) const { return sqlite3_column_int64(statement_, column); }

std::string_view SqliteRows::text(int column) const
{
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(statement_, column));
    return bytes ? std::string_view(bytes, std::size_t(sqlite3_column_bytes(statement_, column))) : std::string_view();
}

void SqliteRows::fail() const
{
    const char* message = sqlite3_errmsg(handle_);
    throw RecordsError(RecordsError::Kind::Failed,
                       QStringLiteral("Cannot read %1: %2").arg(what_, QString::fromUtf8(message)));
}

} // namespace s21::records

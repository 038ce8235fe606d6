#pragma once
// A read-only query run on a records connection through SQLite's own API (internal to s21_records),
// for the passes that read tens of thousands of rows: Qt's QSqlQuery converts every value to a
// QVariant, which costs several times SQLite's own work on such a pass (docs/records.md,
// "Performance"). Text comes back as views into SQLite's buffer, valid until the next step().

#include <QSqlDatabase>
#include <QString>

#include <cstdint>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace s21::records {

// SQLite's own handle of `db`; nullptr when it is not an open QSQLITE connection.
sqlite3* sqliteHandle(const QSqlDatabase& db);

class SqliteRows {
public:
    // Prepares `sql` on `db` (a QSQLITE connection) and binds `values` to its '?' in order. Throws
    // RecordsError (Failed), saying `what` could not be read, when SQLite refuses.
    SqliteRows(const QSqlDatabase& db, const char* sql, std::initializer_list<std::int64_t> values,
               const QString& what);
    ~SqliteRows();
    SqliteRows(const SqliteRows&) = delete;
    SqliteRows& operator=(const SqliteRows&) = delete;

    // Moves to the next row; false after the last. Throws RecordsError when SQLite fails.
    bool step();
    std::int64_t integer(int column) const;
    std::string_view text(int column) const;

private:
    [[noreturn]] void fail() const;

    sqlite3* handle_ = nullptr;
    sqlite3_stmt* statement_ = nullptr;
    QString what_;
};

} // namespace s21::records

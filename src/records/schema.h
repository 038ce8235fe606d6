#pragma once
// The records' schema as a list of forward migrations. A database's schema version is the number
// of migrations applied to it (PRAGMA user_version); opening one applies the rest in order, each in
// its own transaction. Migrations are never edited once shipped: a change is a new migration, and
// tests/records upgrades a file of every earlier version.

#include <QStringList>

#include <vector>

namespace s21::records {

struct Migration {
    int version;            // the schema version after it
    QString purpose;        // one line
    QStringList statements; // SQL, run in order
    // A query run first, in the same transaction: a row it gives says, in its first column, why the
    // file's rows cannot be brought to this version; the migration is then refused (RecordsError,
    // Failed) and the file stays at the version before, as it was. Empty: nothing to refuse.
    QString refusal = {};
};

const std::vector<Migration>& migrations();
// The version a database has once every migration is applied.
int currentSchemaVersion();

} // namespace s21::records

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
};

const std::vector<Migration>& migrations();
// The version a database has once every migration is applied.
int currentSchemaVersion();

} // namespace s21::records

#pragma once
// The records' schema as a list of forward migrations. A database's schema version is the number
// of migrations applied to it (PRAGMA user_version); opening one applies the rest in order, each in
// its own transaction. Migrations are never edited once shipped: a change is a new migration, and
// tests/records upgrades a file of every earlier version.

#include <QSqlDatabase>
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
    // Run last, in the same transaction, for what SQL alone cannot do (counting the rows already
    // stored with the trainer's own definitions); throws RecordsError when refused. None: nothing.
    void (*fill)(const QSqlDatabase& db, const QString& what) = nullptr;
    // Rewrites the file after it commits (VACUUM), to give back the space it freed; the file is whole
    // with or without it, so a VACUUM refused (no room for its copy, another program reading) is let be
    // and the space is used again by the rounds stored next.
    bool givesSpaceBack = false;
};

const std::vector<Migration>& migrations();
// The version a database has once every migration is applied.
int currentSchemaVersion();

} // namespace s21::records

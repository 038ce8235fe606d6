#pragma once
// What spanish21-cli's commands on the records share: the Qt application object Qt's SQL drivers
// need, a secret read from standard input, and the records file named by --database.

#include "arguments.h"

#include "records/records_database.h"

#include <QCoreApplication>

#include <memory>
#include <ostream>
#include <string>

namespace s21::cli {

// Qt loads its SQLite driver as a plugin, which needs an application object: one while this lives.
class QtApplication {
public:
    QtApplication();

private:
    std::unique_ptr<QCoreApplication> app_;
};

std::string text(const QString& value);
std::string orDash(const QString& value); // "-" for an empty value

// The first line of standard input: a passphrase or a password, not echoed when it is a terminal
// (and then asked for with `prompt` on `err`).
std::string readSecretLine(std::ostream& err, const std::string& prompt);

// The records file named by --database; it must exist (a mistyped name never makes a new file).
// A notice from opening it (a damaged file kept aside) goes to `err`. `check`: whether opening runs
// the whole file's integrity check (records_database.h). Throws RecordsError.
std::unique_ptr<records::RecordsDatabase>
openExisting(const Arguments& args, std::ostream& err,
             records::RecordsDatabase::IntegrityCheck check = records::RecordsDatabase::IntegrityCheck::AtOpen);
// The same file opened to be read only (RecordsDatabase::openReadOnly): read access is enough, and
// nothing is written, migrated or moved aside; a damaged file is refused. Throws RecordsError.
std::unique_ptr<records::RecordsDatabase> openForReading(const Arguments& args);

} // namespace s21::cli

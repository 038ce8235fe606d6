#pragma once
// An instructor's password to the school's server, remembered where PostgreSQL's own client library
// looks for it: the password file (PGPASSFILE, else ~/.pgpass), one line per server, school and
// login, readable by its owner alone. A connection made without a password reads it from there
// (docs/school-server.md, "The class view").

#include <QString>

namespace s21::records {

struct ServerLogin {
    QString host;
    int port = 5432;
    QString database; // the school
    QString user;     // the instructor's login
};

// Where the password file is: PGPASSFILE when set, else .pgpass in the home folder.
QString passwordFilePath();

// Keeps `password` for `login` in the password file, replacing the line already there for the same
// host, port, school and login and keeping every other line; the file is written whole (never left
// half written) and readable by its owner alone. False when it cannot be written.
bool rememberPassword(const ServerLogin& login, const QString& password);

} // namespace s21::records

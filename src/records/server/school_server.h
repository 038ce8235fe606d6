#pragma once
// A school's records on a PostgreSQL server (Qt's QPSQL driver), reached by a URL:
//   postgresql://ROLE[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=require&...]
// A password left out of the URL is looked up by libpq itself (PGPASSWORD, ~/.pgpass).
//
// The server's schema is a list of SQL migrations in src/records/server/sql (one file each, never
// edited once shipped), applied in order by migrate(), each in one transaction under an advisory lock
// so that two administrators migrating at once apply each file once. The roles and what they may do
// are in the first migration: PostgreSQL itself, not this program, keeps a station from changing or
// deleting results and from reading another station's rows (docs/school-server.md).
//
// Every failure is thrown as RecordsError: Unreachable when the server cannot be reached, Refused when
// the role may not do it, TooNew when the server's schema is newer than this program knows.

#include "records/exam_verification.h"
#include "records/records_error.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>

namespace s21::records {

class Statement;

// One migration of the server's schema: the SQL file's version (its leading number), its first
// comment line, and its text.
struct ServerMigration {
    int version = 0;
    QString purpose;
    QString sql;
};

// Every migration of the server's schema, in order.
const std::vector<ServerMigration>& serverMigrations();
// The schema version a server has once every migration is applied.
int currentServerSchemaVersion();

// The PostgreSQL groups a station's and an instructor's login roles belong to.
enum class ServerRole : std::uint8_t { Station, Instructor };
QString serverGroupName(ServerRole role); // "s21_station", "s21_instructor"

// What makes `url` unusable as a server's address ("it names no host"), empty when it is usable; the
// password is never quoted back.
QString serverAddressProblem(const QString& url);

class SchoolServer {
public:
    // Connects to the server at `url`, waiting at most `timeoutSeconds`. Throws RecordsError: Failed
    // for a malformed URL (saying what is wrong with it), Unreachable when the server does not answer,
    // Refused when it does not let the role log in.
    static std::unique_ptr<SchoolServer> connect(const QString& url, int timeoutSeconds = 10);
    ~SchoolServer();
    SchoolServer(const SchoolServer&) = delete;
    SchoolServer& operator=(const SchoolServer&) = delete;

    // The role logged in (a station's name, on a station), and the database.
    QString role() const { return role_; }
    QString database() const { return database_; }
    // The URL without its password, to show.
    QString address() const { return address_; }

    // The migrations applied so far: 0 on a database never initialised.
    int schemaVersion() const;
    // Throws RecordsError unless the schema is exactly the one this program writes: TooNew when the
    // server was migrated by a newer version, Failed (saying to run `server migrate`) when older.
    void requireCurrentSchema() const;
    // Applies the migrations the database lacks, as its administrator (the role that owns it and may
    // create roles); returns how many were applied. Throws TooNew for a schema newer than this program's.
    int migrate();

    // A login role in the station or instructor group, with a password; a name is 1-63 lower-case
    // letters, digits and underscores, starting with a letter. Throws Failed for a bad or taken name.
    void addLogin(ServerRole role, const QString& name, const QString& password);
    // The login roles in a group, sorted.
    QStringList logins(ServerRole role) const;
    // Registers supervisors' public keys as the school's (the school's keys file, read by
    // readNamedPublicKeys), as its administrator: an instructor's class view counts a result only when
    // one of them signed it (class_report.h). Returns how many were new; a key registered before keeps
    // its name. Throws RecordsError when the server refuses.
    int registerSupervisorKeys(const std::vector<NamedPublicKey>& keys);
    // The school's registered supervisor keys.
    std::vector<QByteArray> supervisorKeys() const;

    QSqlDatabase connection() const;
    // `sql` prepared once on this connection and kept for the next use (the server keeps its plan):
    // bind its values and run it. `what` is the message its failures say, from its first use.
    Statement& prepared(const QString& sql, const QString& what) const;

private:
    SchoolServer(QString connectionName, QString role, QString database, QString address);

    QString connectionName_;
    QString role_;
    QString database_;
    QString address_;
    mutable std::map<QString, std::unique_ptr<Statement>> prepared_;
};

} // namespace s21::records

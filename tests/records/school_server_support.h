#pragma once
// Shared by the school-server tests: a school of its own on a real PostgreSQL server (a database
// owned by an administrator role that may create roles but is no superuser, as docs/school-server.md
// sets one up), the logins of its stations, and a look at the server's rows.

#include "records/server/school_server.h"

#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUuid>

namespace s21::test {

inline const QString kServerPassword = QStringLiteral("a long password 1");

// The superuser's URL of the tests' PostgreSQL server, which packaging/dev.sh test starts and names in
// S21_TEST_SERVER; empty when there is none, and what a test then fails with.
inline QString testServerUrl() { return qEnvironmentVariable("S21_TEST_SERVER"); }
inline const char* const kNoTestServer =
    "No PostgreSQL server: run the tests through `bash packaging/dev.sh test`, which installs postgresql-15 and "
    "libqt6sql6-psql and starts one (packaging/test_server.sh), or set S21_TEST_SERVER to a superuser's "
    "postgresql:// URL.";

// Values of the shapes the server's schema takes for a public key, a signature and a chained hash
// (002_trusted_results.sql), signed by nobody: what a station may send without any key.
inline const QString kShapedKey = QString(43, QLatin1Char('A')) + QLatin1Char('=');
inline const QString kShapedSignature = QString(86, QLatin1Char('A')) + QStringLiteral("==");
inline const QString kShapedHash = QString(64, QLatin1Char('0'));

inline QString uniqueName(const QString& stem)
{
    return stem + QLatin1Char('_') + QUuid::createUuid().toString(QUuid::Id128).left(12);
}

// The URL of `role` on `database` at the server `superuserUrl` points to.
inline QString urlOf(const QString& superuserUrl, const QString& role, const QString& password, const QString& database)
{
    QUrl url(superuserUrl);
    url.setUserName(role);
    url.setPassword(password);
    url.setPath(QLatin1Char('/') + database);
    return url.toString(QUrl::FullyEncoded);
}

// One value of `sql` as whoever `db` is connected as; an invalid QVariant when refused.
inline QVariant scalar(const QSqlDatabase& db, const QString& sql)
{
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0) : QVariant();
}

// Runs packaging/test_server.sh COMMAND DIR (a PostgreSQL server of a test's own): what it printed,
// or a text starting with '!'.
inline QString serverScript(const QString& command, const QString& dir)
{
    QProcess script;
    script.start(QStringLiteral("bash"), {QStringLiteral(S21_SOURCE_DIR "/packaging/test_server.sh"), command, dir});
    if (!script.waitForFinished(120000) || script.exitCode() != 0)
        return QStringLiteral("!test_server.sh %1 failed: %2")
            .arg(command, QString::fromUtf8(script.readAllStandardError()));
    return QString::fromUtf8(script.readAllStandardOutput()).trimmed();
}

struct Psql {
    int code = -1;
    QString out;
    QString err;
};

// `sql` run by the psql tool logged in at `url`, as a trainee with a station's password would.
inline Psql psql(const QString& url, const QString& sql)
{
    QProcess tool;
    tool.start(QStringLiteral("psql"),
               {QStringLiteral("--no-psqlrc"), QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
                QStringLiteral("-tAq"), url, QStringLiteral("-c"), sql});
    Psql result;
    if (!tool.waitForFinished(60'000))
        return result;
    result.code = tool.exitCode();
    result.out = QString::fromUtf8(tool.readAllStandardOutput()).trimmed();
    result.err = QString::fromUtf8(tool.readAllStandardError()).trimmed();
    return result;
}

struct School {
    QString superuserUrl;
    QString database;
    QString adminUrl;

    // A new school on the server of `superuserUrl`; with `migrated`, its schema made by its administrator.
    static School create(const QString& superuserUrl, bool migrated = true)
    {
        const auto superuser = records::SchoolServer::connect(superuserUrl);
        School school{superuserUrl, uniqueName(QStringLiteral("school")), {}};
        const QString admin = uniqueName(QStringLiteral("admin"));
        QSqlQuery query(superuser->connection());
        if (!query.exec(QStringLiteral("CREATE ROLE %1 LOGIN CREATEROLE PASSWORD '%2'").arg(admin, kServerPassword)) ||
            !query.exec(QStringLiteral("CREATE DATABASE %1 OWNER %2").arg(school.database, admin)))
            throw records::RecordsError(records::RecordsError::Kind::Failed, query.lastError().text());
        school.adminUrl = urlOf(superuserUrl, admin, kServerPassword, school.database);
        if (migrated)
            records::SchoolServer::connect(school.adminUrl)->migrate();
        return school;
    }

    std::unique_ptr<records::SchoolServer> admin() const { return records::SchoolServer::connect(adminUrl); }

    // A new login in `role`'s group; its name.
    QString addLogin(records::ServerRole role) const
    {
        const QString name =
            uniqueName(role == records::ServerRole::Station ? QStringLiteral("station") : QStringLiteral("instructor"));
        admin()->addLogin(role, name, kServerPassword);
        return name;
    }

    QString urlFor(const QString& role) const { return urlOf(superuserUrl, role, kServerPassword, database); }
    std::unique_ptr<records::SchoolServer> login(const QString& role) const
    {
        return records::SchoolServer::connect(urlFor(role));
    }
};

} // namespace s21::test

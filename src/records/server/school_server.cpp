#include "school_server.h"

#include "records/sql_statement.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>
#include <QUuid>

#include <algorithm>

namespace s21::records {

namespace {

using Kind = RecordsError::Kind;

constexpr int kDefaultPort = 5432;
// The advisory lock migrations take, so that two administrators migrating at once apply each file once.
constexpr qint64 kMigrationLock = 0x5321'5321;

const QString kMigrationFolder = QStringLiteral(":/s21/server-sql");

ServerMigration readMigration(const QString& file)
{
    QFile source(kMigrationFolder + QLatin1Char('/') + file);
    if (!source.open(QIODevice::ReadOnly))
        throw RecordsError(Kind::Failed,
                           QStringLiteral("The server migration %1 is missing from the program.").arg(file));
    ServerMigration migration;
    migration.version = file.section(QLatin1Char('_'), 0, 0).toInt();
    migration.sql = QString::fromUtf8(source.readAll());
    migration.purpose =
        migration.sql.section(QLatin1Char('\n'), 0, 0).remove(QRegularExpression(QStringLiteral("^-- ")));
    return migration;
}

// libpq's connection options from the URL's query (sslmode=require&connect_timeout=5), as QPSQL
// takes them: name=value;name=value. Only the names below are passed on.
QString connectOptions(const QUrl& url, int timeoutSeconds, QString* problem)
{
    static const QStringList allowed{QStringLiteral("sslmode"),          QStringLiteral("sslrootcert"),
                                     QStringLiteral("sslcert"),          QStringLiteral("sslkey"),
                                     QStringLiteral("application_name"), QStringLiteral("connect_timeout")};
    QStringList options;
    bool timeoutGiven = false;
    for (const auto& [name, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded)) {
        if (!allowed.contains(name)) {
            *problem = QStringLiteral("the option %1 is not one of %2").arg(name, allowed.join(QStringLiteral(", ")));
            return {};
        }
        if (value.contains(QLatin1Char(';')) || value.contains(QLatin1Char(' '))) {
            *problem = QStringLiteral("the value of %1 has a space or a semicolon").arg(name);
            return {};
        }
        timeoutGiven = timeoutGiven || name == QLatin1String("connect_timeout");
        options << name + QLatin1Char('=') + value;
    }
    if (!timeoutGiven)
        options << QStringLiteral("connect_timeout=%1").arg(timeoutSeconds);
    return options.join(QLatin1Char(';'));
}

QString checkedLoginName(const QString& name)
{
    static const QRegularExpression valid(QStringLiteral("^[a-z][a-z0-9_]{0,62}$"));
    if (!valid.match(name).hasMatch())
        throw RecordsError(Kind::Failed, QStringLiteral("A station's or instructor's name must be 1 to 63 lower-case "
                                                        "letters, digits and underscores, starting with a letter: "
                                                        "%1 is not.")
                                             .arg(name));
    if (name.startsWith(QLatin1String("pg_")) || name.startsWith(QLatin1String("s21_")))
        throw RecordsError(Kind::Failed,
                           QStringLiteral("%1 is reserved: pg_ and s21_ name the server's own roles.").arg(name));
    return name;
}

// What is wrong with `parsed` as a server's address, and its connection options when nothing is.
QString addressProblem(const QUrl& parsed, int timeoutSeconds, QString* options)
{
    if (!parsed.isValid()) // QUrl's own explanation quotes the whole URL, its password too
        return QStringLiteral("it is not a well-formed URL");
    if (parsed.scheme() != QLatin1String("postgresql") && parsed.scheme() != QLatin1String("postgres"))
        return QStringLiteral("it does not start with postgresql://");
    if (parsed.host().isEmpty())
        return QStringLiteral("it names no host");
    const QString database = parsed.path().mid(1);
    if (database.isEmpty() || database.contains(QLatin1Char('/')))
        return QStringLiteral("it names no database after the host");
    if (parsed.userName().isEmpty())
        return QStringLiteral("it names no role before the host");
    QString problem;
    *options = connectOptions(parsed, timeoutSeconds, &problem);
    return problem;
}

} // namespace

const std::vector<ServerMigration>& serverMigrations()
{
    static const std::vector<ServerMigration> all = [] {
        QStringList files = QDir(kMigrationFolder).entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
        std::vector<ServerMigration> list;
        for (const QString& file : files)
            list.push_back(readMigration(file));
        return list;
    }();
    return all;
}

int currentServerSchemaVersion() { return serverMigrations().empty() ? 0 : serverMigrations().back().version; }

QString serverGroupName(ServerRole role)
{
    return role == ServerRole::Station ? QStringLiteral("s21_station") : QStringLiteral("s21_instructor");
}

QString serverAddressProblem(const QString& url)
{
    const QUrl parsed(url, QUrl::TolerantMode);
    QString options;
    const QString problem = addressProblem(parsed, 10, &options);
    if (problem.isEmpty())
        return {};
    return QStringLiteral(
               "The server address %1 is not usable: %2. Write it as postgresql://ROLE@HOST[:PORT]/DATABASE.")
        .arg(parsed.isValid() ? parsed.toDisplayString(QUrl::RemovePassword) : QStringLiteral("given"), problem);
}

std::unique_ptr<SchoolServer> SchoolServer::connect(const QString& url, int timeoutSeconds)
{
    const QUrl parsed(url, QUrl::TolerantMode);
    QString options;
    if (!addressProblem(parsed, timeoutSeconds, &options).isEmpty())
        throw RecordsError(Kind::Failed, serverAddressProblem(url));
    const QString database = parsed.path().mid(1);
    const QString connectionName = QStringLiteral("s21-server-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
        if (!db.isValid()) {
            QSqlDatabase::removeDatabase(connectionName);
            throw RecordsError(Kind::Failed, QStringLiteral("This computer lacks Qt's PostgreSQL driver (Debian's "
                                                            "package libqt6sql6-psql)."));
        }
        db.setHostName(parsed.host());
        db.setPort(parsed.port(kDefaultPort));
        db.setDatabaseName(database);
        db.setUserName(parsed.userName());
        db.setPassword(parsed.password());
        db.setConnectOptions(options);
        if (!db.open()) {
            const QSqlError error = db.lastError();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(connectionName);
            // libpq says why in words only: a wrong password or an unknown role is the server
            // answering; anything else is the server not answering.
            const QString text = error.databaseText().simplified();
            const bool answered = text.contains(QLatin1String("authentication")) ||
                                  text.contains(QLatin1String("does not exist")) ||
                                  text.contains(QLatin1String("permission denied"));
            throw RecordsError(answered ? Kind::Refused : Kind::Unreachable,
                               QStringLiteral("Cannot connect to the school's server %1: %2")
                                   .arg(parsed.toDisplayString(QUrl::RemovePassword), text));
        }
    }
    return std::unique_ptr<SchoolServer>(
        new SchoolServer(connectionName, parsed.userName(), database, parsed.toDisplayString(QUrl::RemovePassword)));
}

SchoolServer::SchoolServer(QString connectionName, QString role, QString database, QString address)
    : connectionName_(std::move(connectionName)), role_(std::move(role)), database_(std::move(database)),
      address_(std::move(address))
{
}

SchoolServer::~SchoolServer()
{
    prepared_.clear(); // before the connection goes
    {
        QSqlDatabase db = QSqlDatabase::database(connectionName_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName_);
}

QSqlDatabase SchoolServer::connection() const { return QSqlDatabase::database(connectionName_, false); }

Statement& SchoolServer::prepared(const QString& sql, const QString& what) const
{
    std::unique_ptr<Statement>& statement = prepared_[sql];
    if (!statement)
        statement = std::make_unique<Statement>(connection(), sql, what);
    return *statement;
}

int SchoolServer::schemaVersion() const
{
    // Each query sent once, unprepared: one round trip each, on every send's schema check.
    const QString what = QStringLiteral("Cannot read the server's schema version");
    const auto first = [&](const QString& sql) {
        QSqlQuery query(connection());
        if (!query.exec(sql))
            fail(connection(), what, query.lastError());
        return query.next() ? query.value(0) : QVariant();
    };
    if (!first(QStringLiteral("SELECT to_regclass('public.schema_migrations') IS NOT NULL")).toBool())
        return 0;
    return first(QStringLiteral("SELECT coalesce(max(version), 0) FROM schema_migrations")).toInt();
}

void SchoolServer::requireCurrentSchema() const
{
    const int version = schemaVersion();
    if (version > currentServerSchemaVersion())
        throw RecordsError(Kind::TooNew, QStringLiteral("The school's server %1 has schema %2, newer than this "
                                                        "trainer's %3: install the school's version of the trainer.")
                                             .arg(address_)
                                             .arg(version)
                                             .arg(currentServerSchemaVersion()));
    if (version < currentServerSchemaVersion())
        throw RecordsError(Kind::Failed, QStringLiteral("The school's server %1 has schema %2, older than this "
                                                        "trainer's %3: its administrator runs "
                                                        "spanish21-cli server migrate.")
                                             .arg(address_)
                                             .arg(version)
                                             .arg(currentServerSchemaVersion()));
}

int SchoolServer::migrate()
{
    QSqlDatabase db = connection();
    int applied = 0;
    for (const ServerMigration& migration : serverMigrations()) {
        const QString what =
            QStringLiteral("Cannot bring the school's server %1 to schema %2").arg(address_).arg(migration.version);
        const bool ran = inTransaction(db, what, [&] {
            Statement(db, QStringLiteral("SELECT pg_advisory_xact_lock(?)"), what).bind(kMigrationLock).run();
            const int now = schemaVersion();
            if (now > currentServerSchemaVersion())
                throw RecordsError(Kind::TooNew, QStringLiteral("%1: it has schema %2, newer than this program's %3.")
                                                     .arg(what)
                                                     .arg(now)
                                                     .arg(currentServerSchemaVersion()));
            if (now >= migration.version)
                return false;
            execute(db,
                    QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations ("
                                   " version integer PRIMARY KEY,"
                                   " purpose text NOT NULL,"
                                   " applied_at timestamptz NOT NULL DEFAULT now(),"
                                   " applied_by name NOT NULL DEFAULT current_user)"),
                    what);
            execute(db, migration.sql, what);
            execute(db, QStringLiteral("GRANT SELECT ON schema_migrations TO s21_station, s21_instructor"), what);
            Statement(db, QStringLiteral("INSERT INTO schema_migrations (version, purpose) VALUES (?, ?)"), what)
                .bind(migration.version)
                .bind(migration.purpose)
                .run();
            return true;
        });
        applied += ran ? 1 : 0;
    }
    return applied;
}

void SchoolServer::addLogin(ServerRole role, const QString& name, const QString& password)
{
    const QString what = QStringLiteral("Cannot add %1 to the school's server").arg(name);
    checkedLoginName(name);
    if (password.size() < 12)
        throw RecordsError(Kind::Failed, QStringLiteral("%1: a password needs at least 12 characters.").arg(what));
    Statement exists(connection(), QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"), what);
    if (exists.bind(name).run().next())
        throw RecordsError(Kind::Failed, QStringLiteral("%1: the server has a role of that name.").arg(what));
    // The server quotes the name and the password itself (format's %I and %L). One statement: a role
    // of the same name made meanwhile by another administrator makes it fail, not duplicate.
    Statement statement(connection(),
                        QStringLiteral("SELECT format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE %I', ?::text, ?::text, "
                                       "?::text)"),
                        what);
    QSqlQuery& built = statement.bind(name).bind(password).bind(serverGroupName(role)).run();
    built.next();
    execute(connection(), built.value(0).toString(), what);
}

QStringList SchoolServer::logins(ServerRole role) const
{
    Statement members(connection(),
                      QStringLiteral("SELECT m.rolname FROM pg_roles m JOIN pg_auth_members a ON a.member = m.oid "
                                     "JOIN pg_roles g ON g.oid = a.roleid WHERE g.rolname = ? ORDER BY m.rolname"),
                      QStringLiteral("Cannot list the server's roles"));
    QSqlQuery& result = members.bind(serverGroupName(role)).run();
    QStringList names;
    while (result.next())
        names << result.value(0).toString();
    return names;
}

int SchoolServer::registerSupervisorKeys(const std::vector<NamedPublicKey>& keys)
{
    requireCurrentSchema();
    const QString what = QStringLiteral("Cannot register the supervisors' keys");
    return inTransaction(connection(), what, [&] {
        int added = 0;
        for (const NamedPublicKey& key : keys) {
            Statement insert(connection(),
                             QStringLiteral("INSERT INTO supervisor_keys (public_key, name) VALUES (?, ?) "
                                            "ON CONFLICT DO NOTHING RETURNING public_key"),
                             what);
            const QString name = key.name.isEmpty() ? QStringLiteral("(no name)") : key.name.left(80);
            added += insert.bind(QString::fromLatin1(key.key.toBase64())).bind(name).run().next() ? 1 : 0;
        }
        return added;
    });
}

std::vector<QByteArray> SchoolServer::supervisorKeys() const
{
    Statement select(connection(), QStringLiteral("SELECT public_key FROM supervisor_keys"),
                     QStringLiteral("Cannot read the school's supervisor keys"));
    QSqlQuery& rows = select.run();
    std::vector<QByteArray> keys;
    while (rows.next())
        keys.push_back(QByteArray::fromBase64(rows.value(0).toString().toLatin1()));
    return keys;
}

} // namespace s21::records

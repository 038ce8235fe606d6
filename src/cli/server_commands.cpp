#include "server_commands.h"

#include "counted.h"
#include "records_access.h"

#include "records/server/school_server.h"
#include "records/server/station_sync.h"

#include <QFile>
#include <QSqlQuery>

#include <iomanip>

namespace s21::cli {

namespace {

using namespace s21::records;

constexpr const char* kActions = "give one of: init, migrate, status, add-station NAME, add-instructor NAME, "
                                 "register-keys KEYS, send --database FILE";

// What the role logged in can see of each table: a station its own rows, an instructor the class's.
void printVisibleCounts(const SchoolServer& server, std::ostream& out)
{
    for (const char* table : {"trainees", "rounds", "mistakes", "exam_attempts", "exam_results"}) {
        QSqlQuery query(server.connection());
        if (query.exec(QStringLiteral("SELECT count(*) FROM ") + QLatin1String(table)) && query.next())
            out << "  " << std::left << std::setw(14) << table << " " << query.value(0).toLongLong() << "\n";
        else
            out << "  " << std::left << std::setw(14) << table << " not readable by " << text(server.role()) << "\n";
    }
}

int status(SchoolServer& server, std::ostream& out)
{
    const int version = server.schemaVersion();
    out << "Server " << text(server.address()) << ", logged in as " << text(server.role()) << "\n";
    out << "Schema " << version << " (this program writes " << currentServerSchemaVersion() << ")"
        << (version == 0 ? ": not initialised; its administrator runs spanish21-cli server init" : "") << "\n";
    if (version == 0)
        return 1;
    out << "Stations: " << text(server.logins(ServerRole::Station).join(QStringLiteral(", "))) << "\n";
    out << "Instructors: " << text(server.logins(ServerRole::Instructor).join(QStringLiteral(", "))) << "\n";
    out << "Rows this role can read:\n";
    printVisibleCounts(server, out);
    return 0;
}

} // namespace

int serverCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"server", "database"});
    const auto& positional = args.positional();
    if (positional.empty())
        throw UsageError(kActions);
    const std::string action = positional.front();
    const bool addsLogin = action == "add-station" || action == "add-instructor";
    const bool registersKeys = action == "register-keys";
    if (addsLogin || registersKeys
            ? positional.size() != 2
            : (action != "init" && action != "migrate" && action != "status" && action != "send") ||
                  positional.size() != 1)
        throw UsageError(addsLogin       ? action + " takes the login's name"
                         : registersKeys ? "register-keys takes the school's keys file"
                                         : std::string(kActions));
    const QString url = QString::fromStdString(args.required("server"));
    if (action == "send")
        args.required("database");
    const QtApplication app;
    try {
        if (action == "send") {
            const auto records = openExisting(args, err);
            const auto server = SchoolServer::connect(url);
            const int exams = sendWaitingExamRecords(*records, *server);
            const int sent = sendWaitingRounds(*records, *server);
            out << counted(sent, "round", "rounds") << " and " << counted(exams, "exam record", "exam records")
                << " sent to " << text(server->address()) << "; "
                << roundsWaiting(*records) + examRecordsWaiting(*records) << " waiting\n";
            return 0;
        }
        const auto server = SchoolServer::connect(url);
        if (action == "status")
            return status(*server, out);
        if (action == "init" || action == "migrate") {
            const int before = server->schemaVersion();
            if (action == "init" && before > 0) {
                err << "The server is initialised already (schema " << before
                    << "); spanish21-cli server migrate upgrades it.\n";
                return 1;
            }
            if (action == "migrate" && before == 0) {
                err << "The server has no schema yet; spanish21-cli server init creates it.\n";
                return 1;
            }
            const int applied = server->migrate();
            out << "Schema " << server->schemaVersion() << " on " << text(server->address()) << " (" << applied
                << (applied == 1 ? " migration" : " migrations") << " applied)\n";
            return 0;
        }
        if (registersKeys) {
            QFile file(QString::fromStdString(positional[1]));
            QString error;
            const auto keys =
                file.open(QIODevice::ReadOnly) ? readNamedPublicKeys(file.readAll(), &error) : std::nullopt;
            if (!keys) {
                err << positional[1] << ": " << (error.isEmpty() ? text(file.errorString()) : text(error)) << "\n";
                return 1;
            }
            const int added = server->registerSupervisorKeys(*keys);
            out << added << (added == 1 ? " supervisor key" : " supervisor keys") << " registered on "
                << text(server->address()) << "; " << server->supervisorKeys().size() << " in all\n";
            return 0;
        }
        server->requireCurrentSchema();
        const ServerRole role = action == "add-station" ? ServerRole::Station : ServerRole::Instructor;
        const QString name = QString::fromStdString(positional[1]);
        const QString password = QString::fromStdString(readSecretLine(err, "Password (at least 12 characters): "));
        server->addLogin(role, name, password);
        out << (role == ServerRole::Station ? "Station " : "Instructor ") << text(name) << " added to "
            << text(server->address()) << "\n";
        return 0;
    } catch (const RecordsError& error) {
        err << text(error.message()) << "\n";
        return 1;
    }
}

} // namespace s21::cli

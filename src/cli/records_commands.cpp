#include "records_commands.h"

#include "arguments.h"
#include "counted.h"
#include "records_access.h"

#include "records/records_database.h"
#include "records/records_export.h"
#include "records/replay.h"

#include <QSqlQuery>

#include <iomanip>
#include <map>
#include <memory>
#include <ostream>
#include <utility>

namespace s21::cli {

namespace {

using namespace s21::records;

// --trainee: an id, or a name (exact, ignoring case). Throws RecordsError when none or several match.
Trainee traineeNamed(const RecordsDatabase& records, const std::string& given)
{
    const QString wanted = QString::fromStdString(given).trimmed();
    bool isNumber = false;
    const qint64 id = wanted.toLongLong(&isNumber);
    std::vector<Trainee> matches;
    for (const Trainee& trainee : records.trainees(true)) {
        if (isNumber && trainee.id == id)
            return trainee;
        if (trainee.name.compare(wanted, Qt::CaseInsensitive) == 0)
            matches.push_back(trainee);
    }
    if (matches.size() == 1)
        return matches.front();
    if (matches.empty())
        throw RecordsError(RecordsError::Kind::Failed, QStringLiteral("No trainee is named or numbered '%1'; "
                                                                      "'records list' shows them.")
                                                           .arg(wanted));
    QStringList ids;
    for (const Trainee& trainee : matches)
        ids << QString::number(trainee.id);
    throw RecordsError(RecordsError::Kind::Failed, QStringLiteral("%1 trainees are named '%2' (ids %3); give the id.")
                                                       .arg(matches.size())
                                                       .arg(wanted, ids.join(QStringLiteral(", "))));
}

int listTrainees(const RecordsDatabase& records, std::ostream& out)
{
    std::map<qint64, long long> counts;
    QSqlQuery query(records.connection());
    if (query.exec(QStringLiteral("SELECT trainee_id, COUNT(*) FROM rounds GROUP BY trainee_id")))
        while (query.next())
            counts[query.value(0).toLongLong()] = query.value(1).toLongLong();
    out << std::left << std::setw(6) << "id" << std::setw(32) << "name" << std::right << std::setw(8) << "rounds"
        << "  created\n";
    for (const Trainee& trainee : records.trainees(true))
        out << std::left << std::setw(6) << trainee.id << std::setw(32) << text(trainee.name) << std::right
            << std::setw(8) << counts[trainee.id] << "  " << text(trainee.createdAt.toString(Qt::ISODate))
            << (trainee.archived ? "  (archived)" : "") << "\n";
    return 0;
}

int listRounds(const RecordsDatabase& records, const Trainee& trainee, std::ostream& out)
{
    out << "Trainee " << trainee.id << " " << text(trainee.name) << ": "
        << counted(records.roundCount(trainee.id), "record", "records") << "\n";
    out << "started               kind            mode     drill/scenario          profile             seed"
           "                  outcome    points  mistakes  uuid\n";
    bool first = true;
    records.visitRounds(trainee.id, [&](const RoundSummary& round) {
        const QString drill = round.drill.isEmpty()        ? round.scenarioId
                              : round.scenarioId.isEmpty() ? round.drill
                                                           : round.drill + QLatin1Char('/') + round.scenarioId;
        out << std::left << std::setw(22) << text(round.startedAt.toString(Qt::ISODate)) << std::setw(16)
            << text(kindName(round.kind)) << std::setw(9) << text(modeName(round.mode)) << std::setw(24)
            << orDash(drill) << std::setw(20) << orDash(round.profileId) << std::setw(22) << orDash(round.seed)
            << std::setw(10) << text(outcomeName(round.outcome)) << std::right << std::setw(7) << round.points
            << std::setw(10) << round.mistakes << "  " << text(round.uuid) << "\n";
        if (std::exchange(first, false))
            out << std::flush; // the first lines at once, the rest as they are read
    });
    return 0;
}

std::string verdictText(bool accepted, bool applied, const std::optional<Mistake>& mistake)
{
    std::string verdict = accepted ? "accepted" : (applied ? "MISTAKE (played on)" : "MISTAKE");
    if (mistake)
        verdict +=
            " " + mistakeCodeName(mistake->code) + " " + mistake->section + " " + severityName(mistake->severity);
    return verdict;
}

// What the replay deals: the round, or the shoe procedure.
const Procedure& replayed(const Replay& replay)
{
    if (const Round* round = replay.round())
        return *round;
    return *replay.shoeProcedure();
}

} // namespace

int recordsCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"database", "trainee", "format", "what"});
    if (args.positional().size() != 1)
        throw UsageError("give one of: list, rounds, export");
    const std::string action = args.positional().front();
    if (action != "list" && action != "rounds" && action != "export")
        throw UsageError("unknown records command '" + action + "' (list, rounds, export)");
    if (action == "list" && (args.option("trainee") || args.option("format") || args.option("what")))
        throw UsageError("records list takes only --database");
    if (action == "rounds" && (args.option("format") || args.option("what")))
        throw UsageError("records rounds takes --database and --trainee");
    std::string format;
    std::string what = "rounds";
    if (action == "export") {
        format = args.required("format");
        if (format != "csv" && format != "json")
            throw UsageError("--format: csv or json");
        what = args.option("what").value_or("rounds");
        if (what != "rounds" && what != "mistakes")
            throw UsageError("--what: rounds or mistakes");
        if (format == "json" && args.option("what"))
            throw UsageError("--what is for CSV; the JSON export holds everything");
    }
    const std::string traineeGiven = action == "list" ? std::string() : args.required("trainee");
    args.required("database");

    const QtApplication app;
    try {
        // Listing reads a few pages of the file (SQLite checks each one it reads); the whole file's
        // integrity check, which reads every page, is left to the export and the trainer.
        const auto records = openExisting(args, err,
                                          action == "export" ? records::RecordsDatabase::IntegrityCheck::AtOpen
                                                             : records::RecordsDatabase::IntegrityCheck::Separately);
        if (action == "list")
            return listTrainees(*records, out);
        const Trainee trainee = traineeNamed(*records, traineeGiven);
        if (action == "rounds")
            return listRounds(*records, trainee, out);
        const QByteArray exported = format == "json"   ? traineeJson(*records, trainee.id)
                                    : what == "rounds" ? roundsCsv(*records, trainee.id)
                                                       : mistakesCsv(*records, trainee.id);
        out.write(exported.constData(), exported.size());
        return 0;
    } catch (const RecordsError& error) {
        err << text(error.message()) << "\n";
        return 1;
    }
}

int replayCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"database"}, {"steps"});
    if (args.positional().size() != 1)
        throw UsageError("give the uuid of one stored round");
    args.required("database");
    const QString uuid = QString::fromStdString(args.positional().front());
    const bool steps = args.flag("steps");

    const QtApplication app;
    try {
        const auto records = openExisting(args, err);
        const auto record = records->loadRound(uuid);
        if (!record) {
            err << "No round " << text(uuid) << " in the records.\n";
            return 1;
        }
        const auto trainee = records->trainee(record->traineeId);
        out << "Round " << text(record->uuid) << ": " << text(kindName(record->kind)) << ", "
            << (trainee ? text(trainee->name) : std::string("?")) << ", " << record->dealtFrom.profile.id << ", "
            << text(record->startedAt.toString(Qt::ISODate)) << ", " << text(outcomeName(record->outcome)) << ", "
            << counted(static_cast<long long>(record->actions.size()), "action", "actions") << ", "
            << counted(record->score.points, "point", "points") << "\n";
        Replay replay(*record);
        std::optional<std::size_t> firstDifference;
        while (!replay.atEnd()) {
            const std::size_t index = replay.position();
            const RecordedAction& stored = record->actions[index];
            const bool agrees = replay.stepForward();
            if (!agrees && !firstDifference)
                firstDifference = index;
            out << std::right << std::setw(4) << index + 1 << "  " << std::setw(8) << stored.milliseconds << " ms  "
                << std::left << std::setw(28) << notation(stored.action) << " "
                << verdictText(stored.accepted, stored.applied, stored.mistake) << "  "
                << (agrees ? "agrees" : "DIFFERS") << "\n";
            if (!agrees) {
                const TimedVerdict& replayed = replay.log().back();
                out << "        replayed: "
                    << verdictText(replayed.verdict.accepted, replayed.applied,
                                   replayed.verdict.accepted ? std::nullopt
                                                             : std::optional<Mistake>(replayed.verdict.mistake))
                    << " at " << replayed.milliseconds << " ms\n";
            }
            if (steps) {
                if (replayed(replay).complete()) {
                    out << "        next: (complete)\n";
                } else {
                    std::string list;
                    for (const DealerAction& action : replayed(replay).expected())
                        list += (list.empty() ? "" : "; ") + notation(action);
                    out << "        next: " << list << "\n";
                }
            }
        }
        if (firstDifference) {
            const RecordedAction& stored = record->actions[*firstDifference];
            out << "The replay differs from the record, first at action " << *firstDifference + 1 << " ("
                << notation(stored.action) << ").\n";
            if (judgedUnderEarlierRules(*record)) {
                out << "The round was judged under the rules' revision " << record->rulesRevision
                    << "; they have been corrected since (revision " << kRulesRevision
                    << ", docs/rules-traceability.md): today's verdicts follow the corrected rules.\n";
                return 0;
            }
            return 1;
        }
        out << "All " << record->actions.size() << " verdicts agree with the record.\n";
        return 0;
    } catch (const RecordsError& error) {
        err << text(error.message()) << "\n";
        return 1;
    } catch (const std::exception& error) { // a damaged or forged set-up, or actions it cannot carry out
        err << "The round " << text(uuid) << " cannot be dealt again: " << error.what() << "\n";
        return 1;
    }
}

} // namespace s21::cli

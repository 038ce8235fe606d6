// key, run and selfplay: the round engine driven from the command line.
#include "arguments.h"
#include "commands.h"
#include "core/shoe_procedure/shoe_procedure.h"
#include "core/training/practice_faults.h"
#include "core/training/self_play.h"
#include "counted.h"
#include "json_writer.h"
#include "loading.h"
#include "scenario/scenario_loader.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <optional>
#include <ostream>

namespace s21::cli {

namespace {

// ---- run: what a trainee's script did -------------------------------------------------------------

struct SeatBalance {
    int seat = 0;
    int behind = 0; // the place in a shared box's line (MA-S21 13(c)), 0 for the caller
    std::string player;
    Money start;
    Money end;
};

struct RunResult {
    std::vector<TimedVerdict> log;
    std::vector<int> lines; // the script line of each action
    std::vector<SeatBalance> balances;
    Money trayNet; // what the table won (negative: lost)
    ScoreCard score;
    bool complete = false;
    std::string nextStep; // when incomplete: what the procedure wanted
};

// Takes the script's actions on `table` (a Round or a ShoeProcedure), each at its time, and scores them.
void takeActions(Procedure& table, ManualClock& clock, const Scenario& scenario,
                 const std::vector<ScriptedAction>& script, RunResult& result)
{
    for (const ScriptedAction& step : script) {
        if (step.atMilliseconds >= 0 && step.atMilliseconds > clock.milliseconds())
            clock.advance(step.atMilliseconds - clock.milliseconds());
        table.apply(step.action);
        result.lines.push_back(step.line);
    }
    result.log = table.log();
    result.score = score(result.log, scenario.scoring);
    result.complete = table.complete();
    if (!result.complete) {
        result.score.passed = false;
        result.nextStep = notation(table.expected().front()) + ": " + table.hint();
    }
}

RunResult runScript(const Scenario& scenario, const std::vector<ScriptedAction>& script)
{
    ManualClock clock;
    RunResult result;
    if (scenario.shoeProcedure) {
        auto cuts = scriptedCuts(scenario);
        ShoeProcedure procedure(scenario.profile, *scenario.shoeProcedure, *cuts, clock);
        takeActions(procedure, clock, scenario, script, result);
        return result;
    }
    auto players = scriptedPlayers(scenario);
    RoundSetup setup = roundSetup(scenario);
    const Money trayStart = setup.tray;
    Round round(std::move(setup), *players, clock);
    takeActions(round, clock, scenario, script, result);
    const RoundState& state = round.state();
    for (const ScenarioSeat& seat : scenario.seats) {
        const Seat& played = state.seat(seat.seat);
        result.balances.push_back({seat.seat, 0, seat.player, seat.bankroll, played.bankroll});
        for (std::size_t i = 0; i < seat.behind.size(); ++i)
            result.balances.push_back({seat.seat, static_cast<int>(i + 1), seat.behind[i].player,
                                       seat.behind[i].bankroll, played.backers[i].bankroll});
    }
    result.trayNet = state.tray - trayStart;
    return result;
}

bool movesMoney(const DealerAction& action)
{
    switch (action.kind) {
    case ActionKind::Pay:
    case ActionKind::Collect:
    case ActionKind::SettleSurrender:
    case ActionKind::SettleRescue: return true;
    default: return false;
    }
}

void printText(const Scenario& scenario, const RunResult& r, std::ostream& out)
{
    out << scenario.title << "  (" << scenario.profile.name << ")\n\n";
    for (std::size_t i = 0; i < r.log.size(); ++i) {
        const TimedVerdict& entry = r.log[i];
        out << "  line " << r.lines[i] << "  " << (entry.verdict.accepted ? "ok       " : "MISTAKE  ")
            << notation(entry.verdict.action) << "\n";
        if (entry.verdict.isMistake()) {
            const Mistake& m = entry.verdict.mistake;
            out << "           " << mistakeCodeName(m.code) << " (" << m.section << ", " << severityName(m.severity)
                << "): " << m.explanation << "\n";
            if (!m.expected.empty())
                out << "           expected: " << notation(m.expected.front()) << "\n";
        }
    }
    if (!scenario.shoeProcedure) {
        out << "\nPayouts and collections:\n";
        for (const TimedVerdict& entry : r.log)
            if (entry.applied && movesMoney(entry.verdict.action))
                out << "  " << describe(entry.verdict.action) << "\n";
        out << "\nBalances:\n";
        for (const SeatBalance& b : r.balances)
            out << "  seat " << b.seat << (b.behind > 0 ? ", behind " + std::to_string(b.behind) + "," : "") << " "
                << b.player << ": " << formatMoney(b.end) << " (" << (b.end >= b.start ? "+" : "")
                << formatMoney(b.end - b.start) << ")\n";
        out << "  table inventory: " << (r.trayNet >= Money() ? "+" : "") << formatMoney(r.trayNet) << "\n";
    }
    if (!r.complete)
        out << "\nThe " << (scenario.shoeProcedure ? "shoe procedure" : "round")
            << " is not finished. Next: " << r.nextStep << "\n";
    out << "\nScore: " << r.score.points << "/100, " << r.score.minor << " minor, " << r.score.major << " major, "
        << r.score.critical << " critical mistakes, " << static_cast<double>(r.score.elapsedMs) / 1000.0
        << " s: " << (r.score.passed ? "PASS" : "FAIL") << " (pass mark " << scenario.scoring.passMark << ")\n";
}

void printJson(const Scenario& scenario, const RunResult& r, std::ostream& out)
{
    JsonWriter json(out);
    json.beginObject().key("scenario").value(scenario.id).key("profile").value(scenario.profile.id);
    json.key("actions").beginArray();
    for (std::size_t i = 0; i < r.log.size(); ++i) {
        const TimedVerdict& entry = r.log[i];
        json.beginObject()
            .key("line")
            .value(r.lines[i])
            .key("action")
            .value(notation(entry.verdict.action))
            .key("accepted")
            .value(entry.verdict.accepted)
            .key("applied")
            .value(entry.applied)
            .key("ms")
            .value(entry.milliseconds);
        if (entry.verdict.isMistake()) {
            const Mistake& m = entry.verdict.mistake;
            json.key("mistake")
                .beginObject()
                .key("code")
                .value(mistakeCodeName(m.code))
                .key("section")
                .value(m.section)
                .key("severity")
                .value(severityName(m.severity))
                .key("explanation")
                .value(m.explanation)
                .key("expected")
                .beginArray();
            for (const DealerAction& expected : m.expected)
                json.value(notation(expected));
            json.endArray().endObject();
        }
        json.endObject();
    }
    json.endArray().key("balances").beginArray();
    for (const SeatBalance& b : r.balances) {
        json.beginObject().key("seat").value(b.seat);
        if (b.behind > 0) // a player behind the caller on a shared box: only where there is one
            json.key("behind").value(b.behind);
        json.key("player")
            .value(b.player)
            .key("start_cents")
            .value(b.start.inCents())
            .key("end_cents")
            .value(b.end.inCents())
            .endObject();
    }
    json.endArray().key("table_net_cents").value(r.trayNet.inCents());
    json.key("complete").value(r.complete);
    if (!r.complete)
        json.key("next").value(r.nextStep);
    json.key("score")
        .beginObject()
        .key("points")
        .value(r.score.points)
        .key("minor")
        .value(r.score.minor)
        .key("major")
        .value(r.score.major)
        .key("critical")
        .value(r.score.critical)
        .key("elapsed_ms")
        .value(r.score.elapsedMs)
        .key("passed")
        .value(r.score.passed)
        .endObject();
    json.endObject();
    out << "\n";
}

// An exam's own scenario keeps its answers to itself: `refusal` says what is refused.
bool refusesExamsOwn(const std::string& file, const std::string& refusal, std::ostream& err)
{
    if (!isExamsOwnScenario(file))
        return false;
    err << file << ": an exam's own scenario (in the library's exams folder): " << refusal
        << " (docs/exam-format.md)\n";
    return true;
}

} // namespace

int keyCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {});
    if (args.positional().size() != 1)
        throw UsageError("name one scenario file");
    if (refusesExamsOwn(args.positional().front(), "its answer key is not shown", err))
        return 1;
    const auto scenario = loadScenarioReporting(args.positional().front(), err);
    if (!scenario)
        return 1;
    out << "# " << scenario->title << " (" << scenario->profile.name << ")\n";
    const AnnotatedAnswerKey key = annotatedAnswerKey(*scenario);
    // What happens by itself, as comments where it happens: a round's faults or a shoe's incidents.
    std::vector<std::pair<std::size_t, std::string>> happenings;
    for (const FaultEvent& fault : key.faults)
        happenings.emplace_back(fault.afterActions, "# fault: " + describe(fault.fault));
    for (const ShoeIncidentEvent& incident : key.incidents)
        happenings.emplace_back(incident.afterActions, "# incident: " + describe(incident.kind));
    auto happening = happenings.begin();
    for (std::size_t i = 0; i <= key.actions.size(); ++i) {
        for (; happening != happenings.end() && happening->first == i; ++happening)
            out << happening->second << "\n";
        if (i < key.actions.size())
            out << notation(key.actions[i]) << "\n";
    }
    return 0;
}

int runCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"actions"}, {"json"});
    if (args.positional().size() != 1)
        throw UsageError("name one scenario file");
    if (refusesExamsOwn(args.positional().front(), "no action script is checked against it", err))
        return 1;
    const auto scenario = loadScenarioReporting(args.positional().front(), err);
    if (!scenario)
        return 1;
    std::vector<ScriptedAction> script;
    try {
        script = loadActionScript(args.required("actions"));
    } catch (const LoadError& error) {
        err << error.what() << "\n";
        return 1;
    }
    RunResult result;
    try {
        result = runScript(*scenario, script);
    } catch (const std::exception& error) {
        err << args.required("actions") << ": the round stopped: " << error.what() << "\n";
        return 1;
    }
    if (args.flag("json"))
        printJson(*scenario, result, out);
    else
        printText(*scenario, result, out);
    return result.score.passed ? 0 : 1;
}

int selfplayCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"profile", "rounds", "seed", "players", "guest-fouls"});
    const auto profile = loadProfileReporting(args.required("profile"), err);
    if (!profile)
        return 1;
    SelfPlayOptions options;
    options.profile = *profile;
    options.rounds = static_cast<int>(args.integer("rounds", 1000, 1, std::numeric_limits<int>::max()));
    options.seed = args.seed("seed", 1);
    options.players = static_cast<int>(args.integer("players", kSeatCount, 1, kSeatCount));
    if (const auto rate = args.option("guest-fouls")) {
        const auto* known = std::find_if(kPracticeRates.begin(), kPracticeRates.end(),
                                         [&](const auto& named) { return named.first == *rate; });
        if (known == kPracticeRates.end()) {
            err << "--guest-fouls: '" << *rate << "' is not never, sometimes or often\n";
            return 2;
        }
        options.guestFouls = known->second;
    }
    const auto started = std::chrono::steady_clock::now();
    const SelfPlayReport report = selfPlay(options);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    out << options.profile.name << ": " << counted(report.rounds, "round", "rounds") << ", "
        << counted(report.shoes, "shoe", "shoes") << ", " << counted(report.actions, "dealer action", "dealer actions")
        << ", " << counted(options.players, "player", "players") << "\n"
        << "  mistakes by the automatic dealer: " << report.mistakes << "\n"
        << "  rounds where cards were not all accounted for: " << report.cardAccountingErrors << "\n"
        << "  rounds where money was not conserved: " << report.moneyConservationErrors << "\n"
        << "  players' net: " << formatMoney(report.playersNet) << "\n"
        << "  players' irregularities: " << report.guestFouls << ", caught by the dealer: " << report.guestFoulsCaught
        << "\n"
        << "  " << static_cast<long long>(report.rounds / (seconds > 0 ? seconds : 1e-9)) << " rounds per second\n";
    const bool clean = report.mistakes == 0 && report.cardAccountingErrors == 0 &&
                       report.moneyConservationErrors == 0 && report.guestFoulsCaught == report.guestFouls;
    return clean ? 0 : 1;
}

} // namespace s21::cli

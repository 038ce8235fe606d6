#include "progress_summaries.h"

#include "progress.h"
#include "sql_statement.h"
#include "sqlite_rows.h"

#include "core/procedure/step_kind.h"

#include <bit>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <string>
#include <tuple>

namespace s21::records {

namespace {

struct DayCounts {
    int records = 0;
    int complete = 0;
    qint64 points = 0; // of the complete ones
    int actions = 0;
    int accepted = 0;
};

// What the records read add to the summaries, by each table's key.
struct Tally {
    std::map<std::tuple<qint64, std::string, std::string, std::string>, DayCounts> days; // trainee, day, skill, kind
    std::map<std::pair<qint64, std::string>, std::pair<int, int>> judged; // trainee, section: judged, accepted
    std::map<std::tuple<qint64, std::string, std::string, std::string>, int> mistakes; // trainee, code, section, skill
    std::map<std::pair<qint64, std::string>, int> mistakenSections;                    // trainee, section group
    std::map<std::tuple<qint64, std::string, std::string, qint64>, int> times; // trainee, measure, key, centiseconds
    std::map<std::tuple<qint64, std::string, qint64>, qint64> shuffles;        // trainee, kind, round: ms
};

qint64 centiseconds(qint64 ms) { return std::llround(double(ms) / 10.0); }

QString text(const std::string& utf8) { return QString::fromStdString(utf8); }

// The rounds' bounds for the queries below: one round, or every one.
std::pair<std::int64_t, std::int64_t> bounds(std::optional<qint64> roundId)
{
    return roundId ? std::pair<std::int64_t, std::int64_t>{*roundId, *roundId}
                   : std::pair<std::int64_t, std::int64_t>{std::numeric_limits<std::int64_t>::min(),
                                                           std::numeric_limits<std::int64_t>::max()};
}

std::string skillSql() { return "CASE WHEN r.drill = '' THEN '" + kPracticeSkill.toStdString() + "' ELSE r.drill END"; }

// The rounds and their actions, read side by side in the order of the rounds' ids (the actions'
// primary key), so that a whole file is counted in one pass with only the tally in memory.
void countRoundsAndActions(const QSqlDatabase& db, std::optional<qint64> roundId, const QString& what, Tally& tally)
{
    const auto [low, high] = bounds(roundId);
    const std::string roundsSql = "SELECT r.id, r.trainee_id, date(r.started_at, 'localtime'), " + skillSql() +
                                  ", r.kind, r.outcome = 'complete', r.points, r.elapsed_ms FROM rounds r WHERE r.id "
                                  "BETWEEN ? AND ? ORDER BY r.id";
    SqliteRows rounds(db, roundsSql.c_str(), {low, high}, what);
    SqliteRows actions(db,
                       "SELECT round_id, ms, notation, accepted, section FROM actions"
                       " WHERE round_id BETWEEN ? AND ? ORDER BY round_id, seq",
                       {low, high}, what);
    bool more = actions.step();
    while (rounds.step()) {
        const qint64 id = rounds.integer(0);
        const qint64 trainee = rounds.integer(1);
        const std::string day(rounds.text(2));
        const std::string kind(rounds.text(4));
        const bool shoeProcedure = kind == "shoe-procedure";
        const bool complete = rounds.integer(5) != 0;
        DayCounts& counts = tally.days[{trainee, day, std::string(rounds.text(3)), kind}];
        ++counts.records;
        if (complete) {
            ++counts.complete;
            counts.points += rounds.integer(6);
        }
        while (more && actions.integer(0) < id) // an action of no round: none with foreign keys on
            more = actions.step();
        std::uint8_t seats = 0; // bit n: seat n was dealt a card (accepted)
        bool first = true;
        qint64 previousMs = 0;
        for (; more && actions.integer(0) == id; more = actions.step()) {
            const qint64 ms = actions.integer(1);
            const std::string_view notation = actions.text(2);
            const bool accepted = actions.integer(3) != 0;
            ++counts.actions;
            counts.accepted += accepted ? 1 : 0;
            auto& [judged, judgedAccepted] = tally.judged[{trainee, std::string(actions.text(4))}];
            ++judged;
            judgedAccepted += accepted ? 1 : 0;
            if (accepted && notation.starts_with("deal s") && notation.size() > 6)
                seats |= std::uint8_t(1u << ((notation[6] - '0') & 7));
            if (!first) {
                const std::string stepKind(stepKindOf(notation));
                const qint64 time = ms - previousMs;
                ++tally.times[{trainee, "step", stepKind, centiseconds(time)}];
                ++tally.times[{trainee, "day", day, centiseconds(time)}];
                if (shoeProcedure && complete)
                    tally.shuffles[{trainee, stepKind, id}] += time;
            }
            first = false;
            previousMs = ms;
        }
        if (!shoeProcedure && complete)
            ++tally.times[{trainee, "round", std::to_string(std::popcount(seats)), centiseconds(rounds.integer(7))}];
    }
}

void countMistakes(const QSqlDatabase& db, std::optional<qint64> roundId, const QString& what, Tally& tally)
{
    const auto [low, high] = bounds(roundId);
    const std::string sql = "SELECT m.round_id, r.trainee_id, m.code, m.section, " + skillSql() +
                            " FROM mistakes m JOIN rounds r ON r.id = m.round_id"
                            " WHERE m.round_id BETWEEN ? AND ? ORDER BY m.round_id, m.seq";
    SqliteRows mistakes(db, sql.c_str(), {low, high}, what);
    qint64 current = 0;
    qint64 currentTrainee = 0;
    std::set<QString> groups; // the current round's
    auto closeRound = [&] {
        for (const QString& group : groups)
            ++tally.mistakenSections[{currentTrainee, group.toStdString()}];
        groups.clear();
    };
    while (mistakes.step()) {
        if (mistakes.integer(0) != current) {
            closeRound();
            current = mistakes.integer(0);
            currentTrainee = mistakes.integer(1);
        }
        const std::string section(mistakes.text(3));
        ++tally.mistakes[{currentTrainee, std::string(mistakes.text(2)), section, std::string(mistakes.text(4))}];
        groups.insert(sectionGroup(text(section)));
    }
    closeRound();
}

void write(const QSqlDatabase& db, const Tally& tally, const QString& what)
{
    Statement days(db,
                   QStringLiteral("INSERT INTO progress_days (trainee_id, day, skill, kind, records, complete, points,"
                                  " actions, accepted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                                  " ON CONFLICT (trainee_id, day, skill, kind) DO UPDATE SET"
                                  " records = records + excluded.records, complete = complete + excluded.complete,"
                                  " points = points + excluded.points, actions = actions + excluded.actions,"
                                  " accepted = accepted + excluded.accepted"),
                   what);
    for (const auto& [key, counts] : tally.days) {
        const auto& [trainee, day, skill, kind] = key;
        days.bind(trainee)
            .bind(text(day))
            .bind(text(skill))
            .bind(text(kind))
            .bind(counts.records)
            .bind(counts.complete)
            .bind(counts.points)
            .bind(counts.actions)
            .bind(counts.accepted)
            .run();
    }
    Statement judged(db,
                     QStringLiteral("INSERT INTO progress_judged (trainee_id, section, judged, accepted)"
                                    " VALUES (?, ?, ?, ?) ON CONFLICT (trainee_id, section) DO UPDATE SET"
                                    " judged = judged + excluded.judged, accepted = accepted + excluded.accepted"),
                     what);
    for (const auto& [key, counts] : tally.judged)
        judged.bind(key.first).bind(text(key.second)).bind(counts.first).bind(counts.second).run();
    Statement mistakes(db,
                       QStringLiteral("INSERT INTO progress_mistakes (trainee_id, code, section, skill, mistakes)"
                                      " VALUES (?, ?, ?, ?, ?) ON CONFLICT (trainee_id, code, section, skill)"
                                      " DO UPDATE SET mistakes = mistakes + excluded.mistakes"),
                       what);
    for (const auto& [key, count] : tally.mistakes) {
        const auto& [trainee, code, section, skill] = key;
        mistakes.bind(trainee).bind(text(code)).bind(text(section)).bind(text(skill)).bind(count).run();
    }
    Statement mistaken(db,
                       QStringLiteral("INSERT INTO progress_mistaken_sections (trainee_id, section, records)"
                                      " VALUES (?, ?, ?) ON CONFLICT (trainee_id, section)"
                                      " DO UPDATE SET records = records + excluded.records"),
                       what);
    for (const auto& [key, count] : tally.mistakenSections)
        mistaken.bind(key.first).bind(text(key.second)).bind(count).run();
    Statement times(db,
                    QStringLiteral("INSERT INTO progress_times (trainee_id, measure, key, centiseconds, count)"
                                   " VALUES (?, ?, ?, ?, ?) ON CONFLICT (trainee_id, measure, key, centiseconds)"
                                   " DO UPDATE SET count = count + excluded.count"),
                    what);
    for (const auto& [key, count] : tally.times) {
        const auto& [trainee, measure, name, cs] = key;
        times.bind(trainee).bind(text(measure)).bind(text(name)).bind(cs).bind(count).run();
    }
    Statement shuffles(
        db, QStringLiteral("INSERT INTO progress_shuffles (trainee_id, kind, round_id, ms) VALUES (?, ?, ?, ?)"), what);
    for (const auto& [key, ms] : tally.shuffles) {
        const auto& [trainee, kind, round] = key;
        shuffles.bind(trainee).bind(text(kind)).bind(round).bind(ms).run();
    }
}

// Each day the tally added times to: its median taken again from all its counted times.
void refreshDayMedians(const QSqlDatabase& db, const Tally& tally, const QString& what)
{
    Statement counts(db,
                     QStringLiteral("SELECT centiseconds, count FROM progress_times"
                                    " WHERE trainee_id = ? AND measure = 'day' AND key = ?"),
                     what);
    Statement median(db,
                     QStringLiteral("INSERT INTO progress_day_medians (trainee_id, day, median_ms) VALUES (?, ?, ?)"
                                    " ON CONFLICT (trainee_id, day) DO UPDATE SET median_ms = excluded.median_ms"),
                     what);
    std::set<std::pair<qint64, std::string>> days;
    for (const auto& [key, count] : tally.times)
        if (std::get<1>(key) == "day")
            days.emplace(std::get<0>(key), std::get<2>(key));
    for (const auto& [trainee, day] : days) {
        TimeCounts times;
        for (QSqlQuery& rows = counts.bind(trainee).bind(text(day)).run(); rows.next();)
            times[rows.value(0).toLongLong()] += rows.value(1).toLongLong();
        median.bind(trainee).bind(text(day)).bind(qint64(std::llround(medianMs(times).value_or(0.0)))).run();
    }
}

} // namespace

qint64 timesCounted(const TimeCounts& counts)
{
    qint64 n = 0;
    for (const auto& [centiseconds, count] : counts)
        n += count;
    return n;
}

std::optional<double> medianMs(const TimeCounts& counts)
{
    const qint64 n = timesCounted(counts);
    if (n == 0)
        return std::nullopt;
    // The values at the middle positions (n - 1) / 2 and n / 2, counted from 0.
    const qint64 low = (n - 1) / 2;
    const qint64 high = n / 2;
    std::optional<qint64> lowValue;
    qint64 seen = 0;
    for (const auto& [centiseconds, count] : counts) {
        seen += count;
        if (!lowValue && seen > low)
            lowValue = centiseconds;
        if (seen > high)
            return double(*lowValue + centiseconds) / 2.0 * 10.0;
    }
    return std::nullopt; // not reached: the counts add up to n
}

void addToProgressSummaries(const QSqlDatabase& db, std::optional<qint64> roundId, const QString& what)
{
    Tally tally;
    countRoundsAndActions(db, roundId, what, tally);
    countMistakes(db, roundId, what, tally);
    write(db, tally, what);
    refreshDayMedians(db, tally, what);
}

} // namespace s21::records

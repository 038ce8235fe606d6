#include "progress.h"

#include "progress_summaries.h"
#include "sqlite_rows.h"

#include "core/procedure/step_kind.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <map>
#include <string>
#include <string_view>

namespace s21::records {

namespace {

// A query run at once with its values bound in order; throws RecordsError when refused.
QSqlQuery run(const RecordsDatabase& records, const QString& sql, const QVariantList& values, const QString& what)
{
    QSqlQuery query(records.connection());
    query.setForwardOnly(true);
    auto fail = [&] {
        throw RecordsError(RecordsError::Kind::Failed,
                           QStringLiteral("Cannot read %1: %2").arg(what, query.lastError().text()));
    };
    if (!query.prepare(sql))
        fail();
    for (const QVariant& value : values)
        query.addBindValue(value);
    if (!query.exec())
        fail();
    return query;
}

std::optional<double> median(std::vector<double> values)
{
    if (values.empty())
        return std::nullopt;
    const std::size_t n = values.size();
    const auto middle = values.begin() + std::ptrdiff_t(n / 2);
    std::nth_element(values.begin(), middle, values.end());
    if (n % 2 == 1)
        return *middle;
    return (*std::max_element(values.begin(), middle) + *middle) / 2;
}

void add(TimeCounts& into, const TimeCounts& from)
{
    for (const auto& [centiseconds, count] : from)
        into[centiseconds] += count;
}

// The trainee's summary rows (progress_summaries.h), read in a few small queries.
struct Summary {
    struct Day {
        QString day;
        QString skill;
        bool shoeProcedure = false;
        int records = 0;
        int complete = 0;
        qint64 points = 0;
        int actions = 0;
        int accepted = 0;
    };
    std::vector<Day> days;
    std::map<QString, TimeCounts> steps;  // by kind of step
    std::map<QString, double> dayMedians; // ms, by local day, ISO
    std::map<int, TimeCounts> rounds;     // complete rounds' times, by seats dealt
};

Summary readSummary(const RecordsDatabase& records, qint64 traineeId)
{
    const QString what = QStringLiteral("the trainee's progress");
    Summary summary;
    SqliteRows days(records.connection(),
                    "SELECT day, skill, kind, records, complete, points, actions, accepted FROM progress_days"
                    " WHERE trainee_id = ?",
                    {traineeId}, what);
    while (days.step()) {
        auto string = [&](int column) {
            const std::string_view view = days.text(column);
            return QString::fromUtf8(view.data(), qsizetype(view.size()));
        };
        summary.days.push_back({string(0), string(1), days.text(2) == "shoe-procedure", int(days.integer(3)),
                                int(days.integer(4)), days.integer(5), int(days.integer(6)), int(days.integer(7))});
    }
    SqliteRows times(records.connection(),
                     "SELECT measure, key, centiseconds, count FROM progress_times WHERE trainee_id = ?"
                     " AND measure IN ('step', 'round') ORDER BY measure, key",
                     {traineeId}, what);
    std::string measure;
    std::string key;
    TimeCounts* counts = nullptr;
    while (times.step()) {
        if (!counts || times.text(0) != measure || times.text(1) != key) {
            measure = times.text(0);
            key = times.text(1);
            const QString name = QString::fromStdString(key);
            counts = measure == "step" ? &summary.steps[name] : &summary.rounds[name.toInt()];
        }
        (*counts)[times.integer(2)] += times.integer(3);
    }
    SqliteRows medians(records.connection(), "SELECT day, median_ms FROM progress_day_medians WHERE trainee_id = ?",
                       {traineeId}, what);
    while (medians.step())
        summary.dayMedians[QString::fromStdString(std::string(medians.text(0)))] = double(medians.integer(1));
    return summary;
}

std::vector<SkillAccuracy> skillsOf(const Summary& summary)
{
    std::map<QString, SkillAccuracy> skills;
    for (const Summary::Day& day : summary.days) {
        SkillAccuracy& skill = skills[day.skill];
        skill.skill = day.skill;
        skill.records += day.records;
        skill.actions += day.actions;
        skill.accepted += day.accepted;
    }
    std::vector<SkillAccuracy> list;
    for (auto& [name, skill] : skills)
        list.push_back(skill);
    return list;
}

// The trainee's actions by the section they were judged under (sectionGroup()): judged, accepted.
// Stored by citation (a few dozen); rolled up here.
std::map<QString, std::pair<int, int>> actionsBySection(const RecordsDatabase& records, qint64 traineeId)
{
    QSqlQuery query = run(records,
                          QStringLiteral("SELECT section, judged, accepted FROM progress_judged"
                                         " WHERE trainee_id = ? AND section <> ''"), // '': stored before schema 2
                          {traineeId}, QStringLiteral("the actions by section"));
    std::map<QString, std::pair<int, int>> sections;
    while (query.next()) {
        auto& [judged, accepted] = sections[sectionGroup(query.value(0).toString())];
        judged += query.value(1).toInt();
        accepted += query.value(2).toInt();
    }
    return sections;
}

struct SectionMistakes {
    int mistakes = 0;
    int records = 0; // the records with one
};

// The actions by section joined with the mistakes by section (both by sectionGroup()).
std::vector<SectionAccuracy> sectionsOf(const std::map<QString, std::pair<int, int>>& actions,
                                        const std::map<QString, SectionMistakes>& mistakes)
{
    std::map<QString, SectionAccuracy> sections;
    for (const auto& [name, counts] : actions) {
        SectionAccuracy& section = sections[name];
        section.section = name;
        section.judged = counts.first;
        section.accepted = counts.second;
    }
    for (const auto& [name, counts] : mistakes) {
        SectionAccuracy& section = sections[name];
        section.section = name;
        section.mistakes = counts.mistakes;
        section.records = counts.records;
    }
    std::vector<SectionAccuracy> list;
    for (auto& [name, section] : sections)
        list.push_back(section);
    std::ranges::stable_sort(list, [](const SectionAccuracy& a, const SectionAccuracy& b) {
        if (a.mistakes != b.mistakes)
            return a.mistakes > b.mistakes;
        return a.accuracy().value_or(1.0) < b.accuracy().value_or(1.0);
    }); // the map gave them in order of section
    return list;
}

// The trainee's mistakes by the section they cite (sectionGroup()).
std::map<QString, SectionMistakes> mistakesBySection(const RecordsDatabase& records, qint64 traineeId)
{
    const QString what = QStringLiteral("the mistakes by section");
    std::map<QString, SectionMistakes> sections;
    QSqlQuery mistakes = run(
        records,
        QStringLiteral("SELECT section, SUM(mistakes) FROM progress_mistakes WHERE trainee_id = ? GROUP BY section"),
        {traineeId}, what);
    while (mistakes.next())
        sections[sectionGroup(mistakes.value(0).toString())].mistakes += mistakes.value(1).toInt();
    QSqlQuery mistaken =
        run(records, QStringLiteral("SELECT section, records FROM progress_mistaken_sections WHERE trainee_id = ?"),
            {traineeId}, what);
    while (mistaken.next())
        sections[mistaken.value(0).toString()].records = mistaken.value(1).toInt();
    return sections;
}

std::vector<StepTime> stepsOf(const Summary& summary)
{
    std::vector<StepTime> steps;
    for (const auto& [kind, times] : summary.steps)
        steps.push_back({kind, int(timesCounted(times)), *medianMs(times)});
    return steps;
}

std::vector<DayTrend> trendOf(const Summary& summary)
{
    std::map<QString, DayTrend> days;
    std::map<QString, std::pair<qint64, int>> points; // the complete records' points and count
    for (const Summary::Day& row : summary.days) {
        DayTrend& day = days[row.day];
        day.day = QDate::fromString(row.day, Qt::ISODate);
        (row.shoeProcedure ? day.shoeProcedures : day.rounds) += row.records;
        day.actions += row.actions;
        day.accepted += row.accepted;
        points[row.day].first += row.points;
        points[row.day].second += row.complete;
    }
    std::vector<DayTrend> trend;
    for (auto& [name, day] : days) {
        if (const auto found = summary.dayMedians.find(name); found != summary.dayMedians.end())
            day.medianSecondsPerAction = found->second / 1000.0;
        if (const auto& [total, complete] = points[name]; complete > 0)
            day.averagePoints = double(total) / complete;
        trend.push_back(day);
    }
    return trend;
}

// One time per complete shoe procedure with a timed action of these kinds: their times added up (ms).
std::vector<double> shuffleTimes(const RecordsDatabase& records, qint64 traineeId,
                                 const std::vector<std::string>& kinds)
{
    if (kinds.empty())
        return {};
    QVariantList values{traineeId};
    for (const std::string& kind : kinds)
        values << QString::fromStdString(kind);
    QSqlQuery query =
        run(records,
            QStringLiteral("SELECT SUM(ms) FROM progress_shuffles WHERE trainee_id = ? AND kind IN (%1)"
                           " GROUP BY round_id")
                .arg(QStringList(qsizetype(kinds.size()), QStringLiteral("?")).join(QStringLiteral(", "))),
            values, QStringLiteral("the shuffles' times"));
    std::vector<double> times;
    while (query.next())
        times.push_back(query.value(0).toDouble());
    return times;
}

std::vector<StandardComparison> standardsOf(const RecordsDatabase& records, qint64 traineeId, const Summary& summary,
                                            const SpeedStandards& standards)
{
    std::vector<StandardComparison> comparisons;
    for (const SpeedStandard& standard : standards.standards) {
        std::optional<double> middle; // ms
        int samples = 0;
        if (standard.measure == SpeedMeasure::Round) {
            const auto found = summary.rounds.find(standard.seats);
            if (found != summary.rounds.end()) {
                samples = int(timesCounted(found->second));
                middle = medianMs(found->second);
            }
        } else if (standard.measure == SpeedMeasure::Step) {
            TimeCounts times;
            for (const std::string& kind : standard.steps)
                if (const auto found = summary.steps.find(QString::fromStdString(kind)); found != summary.steps.end())
                    add(times, found->second);
            samples = int(timesCounted(times));
            middle = medianMs(times);
        } else {
            const std::vector<double> shuffles = shuffleTimes(records, traineeId, standard.steps);
            samples = int(shuffles.size());
            middle = median(shuffles);
        }
        comparisons.push_back({standard, samples, middle ? std::optional<double>(*middle / 1000.0) : std::nullopt});
    }
    return comparisons;
}

} // namespace

QString sectionGroup(const QString& citation)
{
    const qsizetype space = citation.indexOf(QLatin1Char(' '));
    const QStringView body = QStringView(citation).mid(space + 1);
    if (body.contains(QLatin1Char(',')) || body.contains(QLatin1Char('-')))
        return citation; // several sections, or a range
    // Maryland numbers its lettered sections "7.H": the first parenthesis opens a subsection.
    // Massachusetts letters its subsections "16(d)": the second one does.
    qsizetype cut = body.indexOf(QLatin1Char('('));
    if (cut >= 0 && !body.left(cut).contains(QLatin1Char('.')))
        cut = body.indexOf(QLatin1Char('('), cut + 1);
    return cut < 0 ? citation : citation.left(space + 1 + cut);
}

QString stepKind(const QString& notation)
{
    const QByteArray bytes = notation.toUtf8();
    const std::string_view kind = stepKindOf(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    return QString::fromUtf8(kind.data(), qsizetype(kind.size()));
}

std::vector<SkillAccuracy> accuracyBySkill(const RecordsDatabase& records, qint64 traineeId)
{
    return skillsOf(readSummary(records, traineeId));
}

std::vector<SectionAccuracy> accuracyBySection(const RecordsDatabase& records, qint64 traineeId)
{
    return sectionsOf(actionsBySection(records, traineeId), mistakesBySection(records, traineeId));
}

std::vector<StepTime> medianTimeByStep(const RecordsDatabase& records, qint64 traineeId)
{
    return stepsOf(readSummary(records, traineeId));
}

std::vector<DayTrend> trendByDay(const RecordsDatabase& records, qint64 traineeId)
{
    return trendOf(readSummary(records, traineeId));
}

std::vector<FrequentMistake> frequentMistakes(const RecordsDatabase& records, qint64 traineeId, int limit)
{
    QSqlQuery query = run(records,
                          QStringLiteral("SELECT code, section, SUM(mistakes) AS n FROM progress_mistakes"
                                         " WHERE trainee_id = ? GROUP BY code, section ORDER BY n DESC, code, section"
                                         " LIMIT ?"),
                          {traineeId, limit}, QStringLiteral("the most frequent mistakes"));
    std::vector<FrequentMistake> mistakes;
    while (query.next())
        mistakes.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toInt()});
    return mistakes;
}

std::vector<MistakeTally> mistakeTallies(const RecordsDatabase& records, qint64 traineeId)
{
    QSqlQuery query = run(records,
                          QStringLiteral("SELECT section, skill, SUM(mistakes) FROM progress_mistakes"
                                         " WHERE trainee_id = ? GROUP BY section, skill ORDER BY section, skill"),
                          {traineeId}, QStringLiteral("the mistakes"));
    std::vector<MistakeTally> tallies;
    while (query.next())
        tallies.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toInt()});
    return tallies;
}

std::vector<StandardComparison> compareWithStandards(const RecordsDatabase& records, qint64 traineeId,
                                                     const SpeedStandards& standards)
{
    return standardsOf(records, traineeId, readSummary(records, traineeId), standards);
}

std::vector<StandardComparison> Progress::slowest() const
{
    std::vector<StandardComparison> over;
    for (const StandardComparison& comparison : standards)
        if (comparison.ratio() && *comparison.ratio() > 1.0)
            over.push_back(comparison);
    std::ranges::stable_sort(over, [](const auto& a, const auto& b) { return *a.ratio() > *b.ratio(); });
    return over;
}

Progress progressOf(const RecordsDatabase& records, qint64 traineeId, const SpeedStandards& standards)
{
    const Summary summary = readSummary(records, traineeId);
    Progress progress;
    progress.skills = skillsOf(summary);
    progress.sections = sectionsOf(actionsBySection(records, traineeId), mistakesBySection(records, traineeId));
    progress.steps = stepsOf(summary);
    progress.trend = trendOf(summary);
    progress.mistakes = frequentMistakes(records, traineeId);
    progress.standards = standardsOf(records, traineeId, summary, standards);
    for (const DayTrend& day : progress.trend) {
        progress.rounds += day.rounds;
        progress.shoeProcedures += day.shoeProcedures;
        progress.actions += day.actions;
        progress.accepted += day.accepted;
    }
    return progress;
}

} // namespace s21::records

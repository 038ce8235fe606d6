#include "progress.h"

#include "sqlite_rows.h"

#include "core/procedure/step_kind.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <set>
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

QString skillSql() { return QStringLiteral("CASE WHEN r.drill = '' THEN ? ELSE r.drill END"); }

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

// One record of the trainee's, as the figures need it.
struct RecordRow {
    QString day; // local calendar day, ISO
    QString skill;
    bool shoeProcedure = false;
    bool complete = false;
    int points = 0;
    qint64 elapsedMs = 0;
    std::uint8_t seats = 0; // bit n: seat n was dealt a card (accepted)
    int actions = 0;
    int accepted = 0;
};

// The timed actions of the trainee, read in one pass over their records in order (the rounds'
// index, then each round's actions by seq: no sorting), with the times sorted into the figures'
// lists as they go. The medians are taken in C++: one pass costs less than SQL window functions
// over the same rows once per figure (docs/records.md, "Performance").
struct Pass {
    std::vector<RecordRow> records;
    std::map<QString, std::vector<double>> byKind;                      // ms
    std::map<QString, std::vector<double>> byDay;                       // ms
    std::vector<std::vector<double>> byStandard;                        // ms: one action, or one shuffle
    std::map<std::string, std::pair<int, int>, std::less<>> byCitation; // actions judged under it, accepted
};

Pass readPass(const RecordsDatabase& records, qint64 traineeId, const SpeedStandards* standards)
{
    const QString what = QStringLiteral("the trainee's progress");
    Pass pass;
    std::map<qint64, std::size_t> index;
    QSqlQuery rounds = run(records,
                           QStringLiteral("SELECT r.id, date(r.started_at, 'localtime'), %1, r.kind, r.outcome,"
                                          " r.points, r.elapsed_ms FROM rounds r WHERE r.trainee_id = ?"
                                          " ORDER BY r.started_at, r.id")
                               .arg(skillSql()),
                           {kPracticeSkill, traineeId}, what);
    while (rounds.next()) {
        index[rounds.value(0).toLongLong()] = pass.records.size();
        RecordRow row;
        row.day = rounds.value(1).toString();
        row.skill = rounds.value(2).toString();
        row.shoeProcedure = rounds.value(3).toString() == QLatin1String("shoe-procedure");
        row.complete = rounds.value(4).toString() == QLatin1String("complete");
        row.points = rounds.value(5).toInt();
        row.elapsedMs = rounds.value(6).toLongLong();
        pass.records.push_back(row);
    }

    // The standards each kind of step counts towards.
    std::map<QString, std::vector<std::size_t>> stepStandards;
    std::map<QString, std::vector<std::size_t>> shuffleStandards;
    if (standards) {
        pass.byStandard.resize(standards->standards.size());
        for (std::size_t i = 0; i < standards->standards.size(); ++i) {
            const SpeedStandard& standard = standards->standards[i];
            for (const std::string& kind : standard.steps)
                (standard.measure == SpeedMeasure::Step ? stepStandards
                                                        : shuffleStandards)[QString::fromStdString(kind)]
                    .push_back(i);
        }
    }
    std::vector<double> shuffled(pass.byStandard.size(), 0.0); // this record's shuffle time per standard
    std::vector<bool> shuffling(pass.byStandard.size(), false);
    auto closeRecord = [&](const RecordRow* record) {
        for (std::size_t i = 0; i < shuffled.size(); ++i) {
            if (shuffling[i] && record && record->shoeProcedure && record->complete)
                pass.byStandard[i].push_back(shuffled[i]);
            shuffled[i] = 0;
            shuffling[i] = false;
        }
    };

    SqliteRows actions(records.connection(),
                       "SELECT a.round_id, a.ms, a.notation, a.accepted, a.section FROM rounds r"
                       " JOIN actions a ON a.round_id = r.id WHERE r.trainee_id = ? ORDER BY r.started_at, r.id, a.seq",
                       {traineeId}, what);
    // Each kind of step is looked up once per record of its own, not once per action: the
    // kinds seen so far, their times and the standards they count towards, by the kind's text.
    struct Kind {
        std::vector<double>* times;
        const std::vector<std::size_t>* step;
        const std::vector<std::size_t>* shuffle;
    };
    const std::vector<std::size_t> none;
    std::map<std::string, Kind, std::less<>> kinds;
    auto kindOf = [&](std::string_view text) -> const Kind& {
        auto found = kinds.find(text);
        if (found == kinds.end()) {
            const QString name = QString::fromUtf8(text.data(), qsizetype(text.size()));
            const auto step = stepStandards.find(name);
            const auto shuffle = shuffleStandards.find(name);
            found = kinds
                        .emplace(std::string(text),
                                 Kind{&pass.byKind[name], step == stepStandards.end() ? &none : &step->second,
                                      shuffle == shuffleStandards.end() ? &none : &shuffle->second})
                        .first;
        }
        return found->second;
    };
    qint64 current = -1;
    qint64 previousMs = 0;
    RecordRow* record = nullptr;
    std::vector<double>* dayTimes = nullptr;
    while (actions.step()) {
        const qint64 roundId = actions.integer(0);
        const qint64 ms = actions.integer(1);
        const bool first = roundId != current;
        if (first) {
            closeRecord(record);
            current = roundId;
            record = &pass.records[index.at(roundId)];
            dayTimes = &pass.byDay[record->day];
        }
        const std::string_view notation = actions.text(2);
        const bool accepted = actions.integer(3) != 0;
        ++record->actions;
        record->accepted += accepted ? 1 : 0;
        const std::string_view citation = actions.text(4);
        auto counted = pass.byCitation.find(citation);
        if (counted == pass.byCitation.end())
            counted = pass.byCitation.emplace(std::string(citation), std::pair{0, 0}).first;
        ++counted->second.first;
        counted->second.second += accepted ? 1 : 0;
        if (accepted && notation.starts_with("deal s") && notation.size() > 6)
            record->seats |= std::uint8_t(1u << ((notation[6] - '0') & 7));
        if (!first) {
            const Kind& kind = kindOf(stepKindOf(notation));
            const double time = double(ms - previousMs);
            kind.times->push_back(time);
            dayTimes->push_back(time);
            for (const std::size_t i : *kind.step)
                pass.byStandard[i].push_back(time);
            for (const std::size_t i : *kind.shuffle) {
                shuffled[i] += time;
                shuffling[i] = true;
            }
        }
        previousMs = ms;
    }
    closeRecord(record);
    return pass;
}

std::vector<SkillAccuracy> skillsOf(const Pass& pass)
{
    std::map<QString, SkillAccuracy> skills;
    for (const RecordRow& record : pass.records) {
        SkillAccuracy& skill = skills[record.skill];
        skill.skill = record.skill;
        ++skill.records;
        skill.actions += record.actions;
        skill.accepted += record.accepted;
    }
    std::vector<SkillAccuracy> list;
    for (auto& [name, skill] : skills)
        list.push_back(skill);
    return list;
}

// The pass's actions by the section they were judged under (sectionGroup()): judged, accepted.
// The pass counts them by citation (a few dozen); they are rolled up once here.
std::map<QString, std::pair<int, int>> actionsBySection(const Pass& pass)
{
    std::map<QString, std::pair<int, int>> sections;
    for (const auto& [citation, counts] : pass.byCitation) {
        if (citation.empty())
            continue; // stored before schema version 2
        auto& [judged, accepted] = sections[sectionGroup(QString::fromStdString(citation))];
        judged += counts.first;
        accepted += counts.second;
    }
    return sections;
}

struct SectionMistakes {
    int mistakes = 0;
    std::set<qint64> records; // the records with one
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
        section.records = int(counts.records.size());
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
    QSqlQuery query = run(records,
                          QStringLiteral("SELECT m.section, m.round_id, COUNT(*)"
                                         " FROM mistakes m JOIN rounds r ON r.id = m.round_id"
                                         " WHERE r.trainee_id = ? GROUP BY m.section, m.round_id"),
                          {traineeId}, QStringLiteral("the mistakes by section"));
    std::map<QString, SectionMistakes> sections;
    while (query.next()) {
        SectionMistakes& section = sections[sectionGroup(query.value(0).toString())];
        section.mistakes += query.value(2).toInt();
        section.records.insert(query.value(1).toLongLong());
    }
    return sections;
}

std::vector<StepTime> stepsOf(const Pass& pass)
{
    std::vector<StepTime> steps;
    for (const auto& [kind, times] : pass.byKind)
        steps.push_back({kind, int(times.size()), *median(times)});
    return steps;
}

std::vector<DayTrend> trendOf(const Pass& pass)
{
    std::map<QString, DayTrend> days;
    std::map<QString, std::pair<double, int>> points; // the complete records' points and count
    for (const RecordRow& record : pass.records) {
        DayTrend& day = days[record.day];
        day.day = QDate::fromString(record.day, Qt::ISODate);
        (record.shoeProcedure ? day.shoeProcedures : day.rounds) += 1;
        day.actions += record.actions;
        day.accepted += record.accepted;
        if (record.complete) {
            points[record.day].first += record.points;
            points[record.day].second += 1;
        }
    }
    std::vector<DayTrend> trend;
    for (auto& [name, day] : days) {
        if (const auto found = pass.byDay.find(name); found != pass.byDay.end())
            day.medianSecondsPerAction = *median(found->second) / 1000.0;
        if (const auto found = points.find(name); found != points.end())
            day.averagePoints = found->second.first / found->second.second;
        trend.push_back(day);
    }
    return trend;
}

std::vector<StandardComparison> standardsOf(const Pass& pass, const SpeedStandards& standards)
{
    std::vector<StandardComparison> comparisons;
    for (std::size_t i = 0; i < standards.standards.size(); ++i) {
        const SpeedStandard& standard = standards.standards[i];
        std::vector<double> samples;
        if (standard.measure == SpeedMeasure::Round) {
            for (const RecordRow& record : pass.records)
                if (!record.shoeProcedure && record.complete && std::popcount(record.seats) == standard.seats)
                    samples.push_back(double(record.elapsedMs));
        } else {
            samples = pass.byStandard[i];
        }
        const auto middle = median(samples);
        comparisons.push_back(
            {standard, int(samples.size()), middle ? std::optional<double>(*middle / 1000.0) : std::nullopt});
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
    return skillsOf(readPass(records, traineeId, nullptr));
}

std::vector<SectionAccuracy> accuracyBySection(const RecordsDatabase& records, qint64 traineeId)
{
    return sectionsOf(actionsBySection(readPass(records, traineeId, nullptr)), mistakesBySection(records, traineeId));
}

std::vector<StepTime> medianTimeByStep(const RecordsDatabase& records, qint64 traineeId)
{
    return stepsOf(readPass(records, traineeId, nullptr));
}

std::vector<DayTrend> trendByDay(const RecordsDatabase& records, qint64 traineeId)
{
    return trendOf(readPass(records, traineeId, nullptr));
}

std::vector<FrequentMistake> frequentMistakes(const RecordsDatabase& records, qint64 traineeId, int limit)
{
    QSqlQuery query =
        run(records,
            QStringLiteral("SELECT m.code, m.section, COUNT(*) FROM mistakes m"
                           " JOIN rounds r ON r.id = m.round_id WHERE r.trainee_id = ?"
                           " GROUP BY m.code, m.section ORDER BY COUNT(*) DESC, m.code, m.section LIMIT ?"),
            {traineeId, limit}, QStringLiteral("the most frequent mistakes"));
    std::vector<FrequentMistake> mistakes;
    while (query.next())
        mistakes.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toInt()});
    return mistakes;
}

std::vector<MistakeTally> mistakeTallies(const RecordsDatabase& records, qint64 traineeId)
{
    QSqlQuery query = run(records,
                          QStringLiteral("SELECT m.section, %1 AS skill, COUNT(*) FROM mistakes m"
                                         " JOIN rounds r ON r.id = m.round_id WHERE r.trainee_id = ?"
                                         " GROUP BY m.section, skill ORDER BY m.section, skill")
                              .arg(skillSql()),
                          {kPracticeSkill, traineeId}, QStringLiteral("the mistakes"));
    std::vector<MistakeTally> tallies;
    while (query.next())
        tallies.push_back({query.value(0).toString(), query.value(1).toString(), query.value(2).toInt()});
    return tallies;
}

std::vector<StandardComparison> compareWithStandards(const RecordsDatabase& records, qint64 traineeId,
                                                     const SpeedStandards& standards)
{
    return standardsOf(readPass(records, traineeId, &standards), standards);
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
    const Pass pass = readPass(records, traineeId, &standards);
    Progress progress;
    progress.skills = skillsOf(pass);
    progress.sections = sectionsOf(actionsBySection(pass), mistakesBySection(records, traineeId));
    progress.steps = stepsOf(pass);
    progress.trend = trendOf(pass);
    progress.mistakes = frequentMistakes(records, traineeId);
    progress.standards = standardsOf(pass, standards);
    for (const DayTrend& day : progress.trend) {
        progress.rounds += day.rounds;
        progress.shoeProcedures += day.shoeProcedures;
        progress.actions += day.actions;
        progress.accepted += day.accepted;
    }
    return progress;
}

} // namespace s21::records

#include "progress.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <bit>
#include <map>

namespace s21::records {

namespace {

// The spot prefixes that name a side wager (core/procedure/dealer_action.cpp's spotPrefix), each with its
// trailing space: "pay mtd s3 $45".
const QStringList kSideWagerPrefixes{QStringLiteral("mtd "), QStringLiteral("ins "), QStringLiteral("spin "),
                                     QStringLiteral("award ")};

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

QString skillSql()
{
    return QStringLiteral("CASE WHEN r.drill = '' THEN ? ELSE r.drill END");
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

// One record of the trainee's, as the figures need it.
struct RecordRow {
    QString day;      // local calendar day, ISO
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
    std::map<QString, std::vector<double>> byKind;          // ms
    std::map<QString, std::vector<double>> byDay;           // ms
    std::vector<std::vector<double>> byStandard;            // ms: one action, or one shuffle
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
                (standard.measure == SpeedMeasure::Step ? stepStandards : shuffleStandards)[QString::fromStdString(kind)]
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

    QSqlQuery actions = run(records,
                            QStringLiteral("SELECT a.round_id, a.ms, a.notation, a.accepted FROM rounds r"
                                           " JOIN actions a ON a.round_id = r.id WHERE r.trainee_id = ?"
                                           " ORDER BY r.started_at, r.id, a.seq"),
                            {traineeId}, what);
    // Each kind of step is looked up once per record of its own, not once per action: the
    // kinds seen so far, their times and the standards they count towards, by the kind's text.
    struct Kind {
        std::vector<double>* times;
        const std::vector<std::size_t>* step;
        const std::vector<std::size_t>* shuffle;
    };
    const std::vector<std::size_t> none;
    QHash<QString, Kind> kinds;
    auto kindOf = [&](const QString& text) -> const Kind& {
        auto found = kinds.find(text);
        if (found == kinds.end()) {
            const auto step = stepStandards.find(text);
            const auto shuffle = shuffleStandards.find(text);
            found = kinds.insert(text, Kind{&pass.byKind[text], step == stepStandards.end() ? &none : &step->second,
                                            shuffle == shuffleStandards.end() ? &none : &shuffle->second});
        }
        return *found;
    };
    qint64 current = -1;
    qint64 previousMs = 0;
    RecordRow* record = nullptr;
    std::vector<double>* dayTimes = nullptr;
    while (actions.next()) {
        const qint64 roundId = actions.value(0).toLongLong();
        const qint64 ms = actions.value(1).toLongLong();
        const bool first = roundId != current;
        if (first) {
            closeRecord(record);
            current = roundId;
            record = &pass.records[index.at(roundId)];
            dayTimes = &pass.byDay[record->day];
        }
        const QString notation = actions.value(2).toString();
        const bool accepted = actions.value(3).toInt() != 0;
        ++record->actions;
        record->accepted += accepted ? 1 : 0;
        if (accepted && notation.startsWith(QLatin1String("deal s")))
            record->seats |= std::uint8_t(1u << (notation.mid(6, 1).toUInt() & 7u));
        if (!first) {
            const Kind& kind = kindOf(stepKind(notation));
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
        comparisons.push_back({standard, int(samples.size()),
                               middle ? std::optional<double>(*middle / 1000.0) : std::nullopt});
    }
    return comparisons;
}

} // namespace

QString stepKind(const QString& notation)
{
    const qsizetype space = notation.indexOf(QLatin1Char(' '));
    if (space < 0)
        return notation;
    const QStringView rest = QStringView(notation).mid(space + 1);
    for (const QString& prefix : kSideWagerPrefixes)
        if (rest.startsWith(prefix))
            return notation.left(space + prefix.size()); // the word, its space and the prefix less its space
    return notation.left(space);
}

std::vector<SkillAccuracy> accuracyBySkill(const RecordsDatabase& records, qint64 traineeId)
{
    return skillsOf(readPass(records, traineeId, nullptr));
}

std::vector<SectionMistakes> mistakesBySection(const RecordsDatabase& records, qint64 traineeId)
{
    QSqlQuery query = run(records,
                          QStringLiteral("SELECT m.section, COUNT(*), COUNT(DISTINCT m.round_id)"
                                         " FROM mistakes m JOIN rounds r ON r.id = m.round_id"
                                         " WHERE r.trainee_id = ? GROUP BY m.section ORDER BY COUNT(*) DESC, m.section"),
                          {traineeId}, QStringLiteral("the mistakes by section"));
    std::vector<SectionMistakes> sections;
    while (query.next())
        sections.push_back({query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt()});
    return sections;
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
    QSqlQuery query = run(records,
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
    progress.sections = mistakesBySection(records, traineeId);
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

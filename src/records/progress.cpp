#include "progress.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <map>

namespace s21::records {

namespace {

// The spot prefixes that name a side wager (core/dealer_action.cpp's spotPrefix), each with its
// trailing space: "pay mtd s3 $45".
const QStringList kSideWagerPrefixes{QStringLiteral("mtd "), QStringLiteral("ins "), QStringLiteral("spin "),
                                     QStringLiteral("award ")};

// stepKind() in SQL, over the actions table aliased `a`; tests/records checks the two agree.
const QString kKindSql = QStringLiteral(
    "CASE"
    " WHEN substr(a.notation, length(a.step) + 2, 4) IN ('mtd ', 'ins ')"
    "  THEN a.step || ' ' || substr(a.notation, length(a.step) + 2, 3)"
    " WHEN substr(a.notation, length(a.step) + 2, 5) = 'spin ' THEN a.step || ' spin'"
    " WHEN substr(a.notation, length(a.step) + 2, 6) = 'award ' THEN a.step || ' award'"
    " ELSE a.step END");

// The trainee's actions with their kind, their round and their time (NULL for a round's first),
// as the CTE `t`, after the trainee's records as the CTE `r` (restricted by `where`, over rounds).
QString timesCte(const QString& where = {})
{
    return QStringLiteral("WITH r AS (SELECT id, started_at FROM rounds WHERE trainee_id = ?%1),"
                          " t AS (SELECT a.round_id AS round_id, r.started_at AS started_at, %2 AS kind,"
                          "  a.ms - LAG(a.ms) OVER (PARTITION BY a.round_id ORDER BY a.seq) AS d"
                          "  FROM actions a JOIN r ON r.id = a.round_id)")
        .arg(where.isEmpty() ? QString() : QStringLiteral(" AND ") + where, kKindSql);
}

// The median of `value` per `group` over the CTE `source`, as rows (group, count, median).
QString medianSelect(const QString& group, const QString& value, const QString& source)
{
    return QStringLiteral(", o AS (SELECT %1 AS g, %2 AS v, ROW_NUMBER() OVER (PARTITION BY %1 ORDER BY %2) AS i,"
                          "  COUNT(*) OVER (PARTITION BY %1) AS n FROM %3 WHERE %2 IS NOT NULL)"
                          " SELECT g, n, AVG(v) FROM o WHERE i IN ((n + 1) / 2, (n + 2) / 2) GROUP BY g ORDER BY g")
        .arg(group, value, source);
}

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

std::optional<double> median(const std::vector<double>& sorted)
{
    if (sorted.empty())
        return std::nullopt;
    const std::size_t n = sorted.size();
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
}

} // namespace

QString stepKind(const QString& notation)
{
    const qsizetype space = notation.indexOf(QLatin1Char(' '));
    if (space < 0)
        return notation;
    const QString rest = notation.mid(space + 1);
    for (const QString& prefix : kSideWagerPrefixes)
        if (rest.startsWith(prefix))
            return notation.left(space + 1) + prefix.trimmed();
    return notation.left(space);
}

std::vector<SkillAccuracy> accuracyBySkill(const RecordsDatabase& records, qint64 traineeId)
{
    QSqlQuery query = run(records,
                          QStringLiteral("SELECT %1 AS skill, COUNT(DISTINCT r.id), COUNT(a.round_id),"
                                         " COALESCE(SUM(a.accepted), 0)"
                                         " FROM rounds r LEFT JOIN actions a ON a.round_id = r.id"
                                         " WHERE r.trainee_id = ? GROUP BY skill ORDER BY skill")
                              .arg(skillSql()),
                          {kPracticeSkill, traineeId}, QStringLiteral("the accuracy by skill"));
    std::vector<SkillAccuracy> skills;
    while (query.next())
        skills.push_back({query.value(0).toString(), query.value(1).toInt(), query.value(2).toInt(),
                          query.value(3).toInt()});
    return skills;
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
    QSqlQuery query = run(records, timesCte() + medianSelect(QStringLiteral("kind"), QStringLiteral("d"),
                                                             QStringLiteral("t")),
                          {traineeId}, QStringLiteral("the times by kind of step"));
    std::vector<StepTime> steps;
    while (query.next())
        steps.push_back({query.value(0).toString(), query.value(1).toInt(), query.value(2).toDouble()});
    return steps;
}

std::vector<DayTrend> trendByDay(const RecordsDatabase& records, qint64 traineeId)
{
    const QString what = QStringLiteral("the trend by day");
    const QString day = QStringLiteral("date(%1, 'localtime')");
    std::map<QString, DayTrend> days;
    QSqlQuery perDay = run(records,
                           QStringLiteral("SELECT %1 AS day, SUM(kind = 'round'), SUM(kind = 'shoe-procedure'),"
                                          " AVG(CASE WHEN outcome = 'complete' THEN points END)"
                                          " FROM rounds WHERE trainee_id = ? GROUP BY day")
                               .arg(day.arg(QStringLiteral("started_at"))),
                           {traineeId}, what);
    while (perDay.next()) {
        DayTrend& trend = days[perDay.value(0).toString()];
        trend.day = QDate::fromString(perDay.value(0).toString(), Qt::ISODate);
        trend.rounds = perDay.value(1).toInt();
        trend.shoeProcedures = perDay.value(2).toInt();
        if (!perDay.value(3).isNull())
            trend.averagePoints = perDay.value(3).toDouble();
    }
    QSqlQuery actions = run(records,
                            QStringLiteral("SELECT %1 AS day, COUNT(*), SUM(a.accepted) FROM actions a"
                                           " JOIN rounds r ON r.id = a.round_id WHERE r.trainee_id = ? GROUP BY day")
                                .arg(day.arg(QStringLiteral("r.started_at"))),
                            {traineeId}, what);
    while (actions.next()) {
        DayTrend& trend = days[actions.value(0).toString()];
        trend.actions = actions.value(1).toInt();
        trend.accepted = actions.value(2).toInt();
    }
    QSqlQuery medians = run(records,
                            timesCte() + medianSelect(day.arg(QStringLiteral("started_at")), QStringLiteral("d"),
                                                      QStringLiteral("t")),
                            {traineeId}, what);
    while (medians.next())
        days[medians.value(0).toString()].medianSecondsPerAction = medians.value(2).toDouble() / 1000.0;
    std::vector<DayTrend> trend;
    for (auto& [name, point] : days)
        trend.push_back(point);
    return trend;
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
    const QString what = QStringLiteral("the times against the speed standards");
    std::vector<StandardComparison> comparisons;
    for (const SpeedStandard& standard : standards.standards)
        comparisons.push_back({standard, 0, std::nullopt});
    auto take = [&](QSqlQuery& query, double unitMs) {
        while (query.next()) {
            StandardComparison& comparison = comparisons[query.value(0).toULongLong()];
            comparison.samples = query.value(1).toInt();
            comparison.medianSeconds = query.value(2).toDouble() / unitMs;
        }
    };
    // One pass over the trainee's actions for every standard of a kind: the standards' kinds of
    // step are a table of (standard, kind) joined to the times.
    for (const SpeedMeasure measure : {SpeedMeasure::Step, SpeedMeasure::Shuffle}) {
        QStringList rows;
        QVariantList values{traineeId};
        for (std::size_t i = 0; i < comparisons.size(); ++i)
            if (comparisons[i].standard.measure == measure)
                for (const std::string& kind : comparisons[i].standard.steps) {
                    rows << QStringLiteral("(?, ?)");
                    values << qulonglong(i) << QString::fromStdString(kind);
                }
        if (rows.isEmpty())
            continue;
        const QString mapping = QStringLiteral(", m(std, kind) AS (VALUES %1)").arg(rows.join(QStringLiteral(", ")));
        QString sql;
        if (measure == SpeedMeasure::Step)
            sql = timesCte() + mapping +
                  QStringLiteral(", s AS (SELECT m.std AS std, t.d AS d FROM t JOIN m ON m.kind = t.kind)") +
                  medianSelect(QStringLiteral("std"), QStringLiteral("d"), QStringLiteral("s"));
        else
            sql = timesCte(QStringLiteral("kind = 'shoe-procedure' AND outcome = 'complete'")) + mapping +
                  QStringLiteral(", s AS (SELECT m.std AS std, SUM(t.d) AS d FROM t JOIN m ON m.kind = t.kind"
                                 " WHERE t.d IS NOT NULL GROUP BY m.std, t.round_id)") +
                  medianSelect(QStringLiteral("std"), QStringLiteral("d"), QStringLiteral("s"));
        QSqlQuery query = run(records, sql, values, what);
        take(query, 1000.0);
    }
    for (std::size_t i = 0; i < comparisons.size(); ++i) {
        if (comparisons[i].standard.measure != SpeedMeasure::Round)
            continue;
        QSqlQuery query = run(records,
                              QStringLiteral("SELECT elapsed_ms FROM rounds WHERE trainee_id = ? AND kind = 'round'"
                                             " AND outcome = 'complete'"
                                             " AND json_array_length(dealt_from, '$.round.seats') = ?"
                                             " ORDER BY elapsed_ms"),
                              {traineeId, comparisons[i].standard.seats}, what);
        std::vector<double> elapsed;
        while (query.next())
            elapsed.push_back(query.value(0).toDouble() / 1000.0);
        comparisons[i].samples = int(elapsed.size());
        comparisons[i].medianSeconds = median(elapsed);
    }
    return comparisons;
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
    Progress progress;
    progress.skills = accuracyBySkill(records, traineeId);
    progress.sections = mistakesBySection(records, traineeId);
    progress.steps = medianTimeByStep(records, traineeId);
    progress.trend = trendByDay(records, traineeId);
    progress.mistakes = frequentMistakes(records, traineeId);
    progress.standards = compareWithStandards(records, traineeId, standards);
    for (const DayTrend& day : progress.trend) {
        progress.rounds += day.rounds;
        progress.shoeProcedures += day.shoeProcedures;
        progress.actions += day.actions;
        progress.accepted += day.accepted;
    }
    return progress;
}

} // namespace s21::records

// Progress from the records: accuracy per skill, mistakes per section, median times per kind of
// step, the trend by day and the speed standards, on a real SQLite file. Hand-made records (real
// records whose actions are replaced by a known list) give exact figures; records dealt by the core
// are checked against the same figures counted in C++ from the records themselves.
#include "progress_count.h"
#include "record_maker.h"

#include "records/progress.h"
#include "records/progress_summaries.h"
#include "records/records_database.h"
#include "records/records_export.h"
#include "records/sql_statement.h"

#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <map>

using namespace s21;
using namespace s21::records;

namespace {

struct Step {
    const char* notation;
    std::int64_t ms;
    const char* section = nullptr; // a mistake with this section when set
    MistakeCode code = MistakeCode::OutOfProcedure;
    const char* judged = nullptr; // an accepted action: the section of its step (none: as stored before schema 2)
};

// A real record of `trainee` (seven seats, or a shoe procedure) with these actions instead, started
// at noon UTC on `day` (the same calendar day in every time zone from UTC-11 to UTC+11).
RoundRecord handMade(test::RecordMaker& maker, qint64 trainee, RecordKind kind, const QString& drill, QDate day,
                     RecordOutcome outcome, int points, const std::vector<Step>& steps)
{
    RoundRecord record = kind == RecordKind::Round ? maker.round(marylandProfile(6), trainee, 7)
                                                   : maker.shoeProcedure(marylandProfile(6), trainee);
    record.drill = drill;
    record.startedAt = QDateTime(day, QTime(12, 0), Qt::UTC);
    record.outcome = outcome;
    record.score.points = points;
    record.actions.clear();
    for (const Step& step : steps) {
        RecordedAction action;
        action.action = parseAction(step.notation).value();
        action.milliseconds = step.ms;
        action.accepted = step.section == nullptr;
        action.applied = action.accepted;
        if (step.section)
            action.mistake = Mistake{step.code, step.section, Severity::Major, {}, "a hand-made mistake"};
        action.section = step.section ? step.section : step.judged ? step.judged : "";
        record.actions.push_back(action);
    }
    record.score.elapsedMs = steps.back().ms - steps.front().ms;
    record.endedAt = record.startedAt.addMSecs(steps.back().ms);
    return record;
}

SpeedStandard standard(const char* id, SpeedMeasure measure, std::vector<std::string> steps, double seconds,
                       int count = 1)
{
    SpeedStandard s;
    s.id = id;
    s.label = id;
    s.measure = measure;
    s.steps = std::move(steps);
    s.seconds = seconds;
    s.count = count;
    return s;
}

SpeedStandards schoolStandards()
{
    return {"a school",
            {standard("chip-run-down", SpeedMeasure::Step, {"pay"}, 10),
             standard("bonus-wagers", SpeedMeasure::Step, {"pay mtd", "pay spin"}, 30),
             standard("deal-a-shoe", SpeedMeasure::Step, {"deal"}, 600, 312),
             standard("shuffle", SpeedMeasure::Shuffle, {"shuffle", "plug", "riffle", "turn", "strip"}, 120), [] {
                 SpeedStandard rounds = standard("rounds-per-hour", SpeedMeasure::Round, {}, 3600, 50);
                 rounds.seats = 2; // the hand-made rounds deal to seats 1 and 2
                 return rounds;
             }()}};
}

// Ana's four records: two days, a drill and practice, a round abandoned, a shoe procedure.
void storeAnasRecords(RecordsDatabase& records, qint64 ana)
{
    test::RecordMaker maker(21);
    const QDate first(2026, 3, 2);
    const QDate second(2026, 3, 3);
    QVERIFY(records.storeRound(
        handMade(maker, ana, RecordKind::Round, {}, first, RecordOutcome::Complete, 90,
                 {{"burn", 500, nullptr, MistakeCode::OutOfProcedure, "MD-S21 7.B(3)"},
                  {"deal s1", 1500, nullptr, MistakeCode::OutOfProcedure, "MD-S21 7.E"},
                  {"deal s2", 4500, nullptr, MistakeCode::OutOfProcedure, "MD-S21 7.E"},
                  {"pay s1 $10", 6500, "MD-S21 12.A", MistakeCode::PayoutAmount},
                  {"pay s1 $20", 7500, nullptr, MistakeCode::OutOfProcedure, "MD-S21 7.R(1)"},
                  {"pay mtd s2 $45", 17500, nullptr, MistakeCode::OutOfProcedure, "MD-S21 7.F(1)"}})));
    QVERIFY(records.storeRound(handMade(maker, ana, RecordKind::Round, QStringLiteral("match-the-dealer"), first,
                                        RecordOutcome::Complete, 70,
                                        {{"deal s1", 0, nullptr, MistakeCode::OutOfProcedure, "MD-S21 7.E"},
                                         {"deal s1", 2000, "MD-S21 7.E", MistakeCode::DealOrder},
                                         {"deal s2", 2500, nullptr, MistakeCode::OutOfProcedure, "MD-S21 7.E"},
                                         {"collect mtd s1 $5", 4500, "MD-S21 7.F(1)", MistakeCode::MtdOrder}})));
    QVERIFY(records.storeRound(
        handMade(maker, ana, RecordKind::Round, QStringLiteral("match-the-dealer"), second, RecordOutcome::Abandoned,
                 40, {{"deal s1", 1000}, {"pay mtd s1 $10", 5000, "MD-S21 7.F(1)", MistakeCode::MtdOrder}})));
    QVERIFY(records.storeRound(
        handMade(maker, ana, RecordKind::ShoeProcedure, {}, second, RecordOutcome::Complete, 100,
                 {{"shuffle", 1000}, {"riffle", 4000}, {"riffle", 9000}, {"strip", 10000}, {"load-shoe", 12000}})));
}

const QStringList kSummaryTables{QStringLiteral("progress_days"),     QStringLiteral("progress_judged"),
                                 QStringLiteral("progress_mistakes"), QStringLiteral("progress_mistaken_sections"),
                                 QStringLiteral("progress_times"),    QStringLiteral("progress_day_medians"),
                                 QStringLiteral("progress_shuffles")};

// Every row of the summary tables as text ("table|value|value..."), sorted.
QString summaryRows(const RecordsDatabase& records)
{
    QStringList rows;
    for (const QString& table : kSummaryTables) {
        QSqlQuery query(records.connection());
        if (!query.exec(QStringLiteral("SELECT * FROM %1").arg(table)))
            return QStringLiteral("cannot read ") + table;
        while (query.next()) {
            QStringList values{table};
            for (int i = 0; i < query.record().count(); ++i)
                values << query.value(i).toString();
            rows << values.join(QLatin1Char('|'));
        }
    }
    rows.sort();
    return rows.join(QLatin1Char('\n'));
}

// The summary rows of `trainee`.
int summaryRowsOf(const RecordsDatabase& records, qint64 trainee)
{
    int count = 0;
    for (const QString& table : kSummaryTables) {
        QSqlQuery query(records.connection());
        query.exec(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE trainee_id = %2").arg(table).arg(trainee));
        count += query.next() ? query.value(0).toInt() : 1000000;
    }
    return count;
}

} // namespace

class TestProgress : public QObject {
    Q_OBJECT

private slots:
    void stepKindsNameTheSideWager()
    {
        QCOMPARE(stepKind(QStringLiteral("deal s1")), QStringLiteral("deal"));
        QCOMPARE(stepKind(QStringLiteral("pay mtd s3 $45")), QStringLiteral("pay mtd"));
        QCOMPARE(stepKind(QStringLiteral("collect ins s2")), QStringLiteral("collect ins"));
        QCOMPARE(stepKind(QStringLiteral("pay spin s1 $5")), QStringLiteral("pay spin"));
        QCOMPARE(stepKind(QStringLiteral("pay award s1 $100")), QStringLiteral("pay award"));
        QCOMPARE(stepKind(QStringLiteral("pay s1 $20")), QStringLiteral("pay"));
        QCOMPARE(stepKind(QStringLiteral("burn")), QStringLiteral("burn"));
    }

    void citationsRollUpToTheirLetteredSection()
    {
        const std::vector<std::pair<const char*, const char*>> cases{{"MD-S21 7.H(1)(a)", "MD-S21 7.H"},
                                                                     {"MD-S21 7.H(2)", "MD-S21 7.H"},
                                                                     {"MD-S21 7.H", "MD-S21 7.H"},
                                                                     {"MD-S21 13.P", "MD-S21 13.P"},
                                                                     {"MD-S21BS 12.D(6)(b)", "MD-S21BS 12.D"},
                                                                     {"MA-S21 16(d)(1)", "MA-S21 16(d)"},
                                                                     {"MA-S21 6(d)", "MA-S21 6(d)"},
                                                                     {"MA-S21 16", "MA-S21 16"},
                                                                     {"MD-S21 10.E, 11.E", "MD-S21 10.E, 11.E"},
                                                                     {"MD-S21 4.C-D", "MD-S21 4.C-D"}};
        for (const auto& [citation, group] : cases)
            QCOMPARE(sectionGroup(QString::fromLatin1(citation)), QString::fromLatin1(group));
    }

    void handMadeRecordsGiveExactFigures()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
        const qint64 ben = records->createTrainee(QStringLiteral("Ben")).id;
        storeAnasRecords(*records, ana);
        test::RecordMaker other(5); // Ben's rounds must never show in Ana's figures
        for (int i = 0; i < 3; ++i)
            QVERIFY(records->storeRound(other.round(marylandProfile(6), ben, 7, true)));

        const auto skills = accuracyBySkill(*records, ana);
        QCOMPARE(skills.size(), std::size_t{2});
        QCOMPARE(skills[0].skill, QStringLiteral("match-the-dealer"));
        QCOMPARE(skills[0].records, 2);
        QCOMPARE(skills[0].actions, 6);
        QCOMPARE(skills[0].accepted, 3);
        QCOMPARE(skills[1].skill, kPracticeSkill);
        QCOMPARE(skills[1].records, 2);
        QCOMPARE(skills[1].actions, 11);
        QCOMPARE(skills[1].accepted, 10);

        // Most mistakes first, then the least accurate, then by section. The abandoned round's
        // accepted "deal s1" was stored without a section (as before schema 2): it counts nowhere.
        const auto sections = accuracyBySection(*records, ana);
        const std::vector<std::tuple<QString, int, int, int, int>> expectedSections{
            // section, mistakes, records with one, judged, accepted
            {QStringLiteral("MD-S21 7.F"), 2, 2, 3, 1},
            {QStringLiteral("MD-S21 12.A"), 1, 1, 1, 0},
            {QStringLiteral("MD-S21 7.E"), 1, 1, 5, 4},
            {QStringLiteral("MD-S21 7.B"), 0, 0, 1, 1},
            {QStringLiteral("MD-S21 7.R"), 0, 0, 1, 1}};
        QCOMPARE(sections.size(), expectedSections.size());
        for (std::size_t i = 0; i < sections.size(); ++i) {
            const auto& [name, mistakes, withOne, judged, accepted] = expectedSections[i];
            QCOMPARE(sections[i].section, name);
            QCOMPARE(sections[i].mistakes, mistakes);
            QCOMPARE(sections[i].records, withOne);
            QCOMPARE(sections[i].judged, judged);
            QCOMPARE(sections[i].accepted, accepted);
        }
        QCOMPARE(*sections[2].accuracy(), 0.8);

        // The first action of each record (burn, deal, deal, shuffle) has no time.
        const auto steps = medianTimeByStep(*records, ana);
        const std::vector<std::tuple<QString, int, double>> expected{
            {QStringLiteral("collect mtd"), 1, 2000}, {QStringLiteral("deal"), 4, 1500},
            {QStringLiteral("load-shoe"), 1, 2000},   {QStringLiteral("pay"), 2, 1500},
            {QStringLiteral("pay mtd"), 2, 7000},     {QStringLiteral("riffle"), 2, 4000},
            {QStringLiteral("strip"), 1, 1000}};
        QCOMPARE(steps.size(), expected.size());
        for (std::size_t i = 0; i < steps.size(); ++i) {
            QCOMPARE(steps[i].kind, std::get<0>(expected[i]));
            QCOMPARE(steps[i].timed, std::get<1>(expected[i]));
            QCOMPARE(steps[i].medianMs, std::get<2>(expected[i]));
        }

        const auto trend = trendByDay(*records, ana);
        QCOMPARE(trend.size(), std::size_t{2});
        QCOMPARE(trend[0].day, QDate(2026, 3, 2));
        QCOMPARE(trend[0].rounds, 2);
        QCOMPARE(trend[0].shoeProcedures, 0);
        QCOMPARE(trend[0].actions, 10);
        QCOMPARE(trend[0].accepted, 7);
        QCOMPARE(trend[0].medianSecondsPerAction, std::optional<double>(2.0)); // of 0.5 1 1 2 2 2 3 10
        QCOMPARE(trend[0].averagePoints, std::optional<double>(80.0));
        QCOMPARE(trend[1].day, QDate(2026, 3, 3));
        QCOMPARE(trend[1].rounds, 1);
        QCOMPARE(trend[1].shoeProcedures, 1);
        QCOMPARE(trend[1].actions, 7);
        QCOMPARE(trend[1].accepted, 6);
        QCOMPARE(trend[1].medianSecondsPerAction, std::optional<double>(3.0)); // of 1 2 3 4 5
        QCOMPARE(trend[1].averagePoints, std::optional<double>(100.0));        // the abandoned round left out

        const auto mistakes = frequentMistakes(*records, ana);
        QCOMPARE(mistakes.size(), std::size_t{3});
        QCOMPARE(mistakes[0].code, QStringLiteral("MTD_ORDER"));
        QCOMPARE(mistakes[0].section, QStringLiteral("MD-S21 7.F(1)"));
        QCOMPARE(mistakes[0].count, 2);
        QCOMPARE(mistakes[1].code, QStringLiteral("DEAL_ORDER"));
        QCOMPARE(mistakes[2].code, QStringLiteral("PAYOUT_AMOUNT"));
        QCOMPARE(frequentMistakes(*records, ana, 1).size(), std::size_t{1});

        const auto tallies = mistakeTallies(*records, ana);
        QCOMPARE(tallies.size(), std::size_t{3});
        QCOMPARE(tallies[0].section, QStringLiteral("MD-S21 12.A"));
        QCOMPARE(tallies[0].skill, kPracticeSkill);
        QCOMPARE(tallies[2].section, QStringLiteral("MD-S21 7.F(1)"));
        QCOMPARE(tallies[2].skill, QStringLiteral("match-the-dealer"));
        QCOMPARE(tallies[2].count, 2);

        const Progress progress = progressOf(*records, ana, schoolStandards());
        QCOMPARE(progress.rounds, 3);
        QCOMPARE(progress.shoeProcedures, 1);
        QCOMPARE(progress.actions, 17);
        QCOMPARE(progress.accepted, 13);
        QVERIFY(progress.slowest().empty());
    }

    void standardsCompareTheRightMedians()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
        storeAnasRecords(*records, ana);

        const auto comparisons = compareWithStandards(*records, ana, schoolStandards());
        QCOMPARE(comparisons.size(), std::size_t{5});
        QCOMPARE(comparisons[0].samples, 2); // pay: 2 s and 1 s
        QCOMPARE(comparisons[0].medianSeconds, std::optional<double>(1.5));
        QCOMPARE(comparisons[1].samples, 2); // pay mtd: 10 s and 4 s; no Bonus Spin
        QCOMPARE(comparisons[1].medianSeconds, std::optional<double>(7.0));
        QCOMPARE(comparisons[2].samples, 4); // deal: 0.5 1 2 3
        QCOMPARE(comparisons[2].medianSeconds, std::optional<double>(1.5));
        QCOMPARE(comparisons[2].standard.targetSeconds(), 600.0 / 312);
        QCOMPARE(comparisons[3].samples, 1); // one shuffle: riffle 3 s + riffle 5 s + strip 1 s
        QCOMPARE(comparisons[3].medianSeconds, std::optional<double>(9.0));
        QCOMPARE(comparisons[4].samples, 2); // complete rounds dealt to two seats: 17 s and 4.5 s
        QCOMPARE(comparisons[4].medianSeconds, std::optional<double>(10.75));

        SpeedStandards strict = schoolStandards();
        strict.standards[1].seconds = 5; // pay mtd: 7 s against 5 s
        strict.standards[2].count = 600; // deal: 1.5 s against 1 s
        const Progress progress = progressOf(*records, ana, strict);
        const auto slowest = progress.slowest();
        QCOMPARE(slowest.size(), std::size_t{2});
        QCOMPARE(slowest[0].standard.id, std::string("deal-a-shoe"));
        QCOMPARE(*slowest[0].ratio(), 1.5);
        QCOMPARE(slowest[1].standard.id, std::string("bonus-wagers"));
        QCOMPARE(*slowest[1].ratio(), 1.4);

        // Nobody's times: no samples, no median.
        const qint64 ben = records->createTrainee(QStringLiteral("Ben")).id;
        for (const StandardComparison& comparison : compareWithStandards(*records, ben, schoolStandards())) {
            QCOMPARE(comparison.samples, 0);
            QVERIFY(!comparison.medianSeconds);
        }
        QVERIFY(progressOf(*records, ben, schoolStandards()).empty());
    }

    void csvExportsHoldEveryRoundAndEveryMistake()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
        storeAnasRecords(*records, ana);
        const QList<QByteArray> rounds = roundsCsv(*records, ana).split('\n');
        QCOMPARE(rounds.size(), 1 + 4 + 1); // the header, four records, nothing after the last CRLF
        QVERIFY(
            rounds[0].startsWith("trainee_id,trainee,uuid,started_at,ended_at,kind,mode,drill,scenario,profile,seed,"
                                 "outcome,points,passed,elapsed_ms,actions,mistakes"));
        const QStringList first = QString::fromUtf8(rounds[1]).trimmed().split(QLatin1Char(','));
        QCOMPARE(first[3], QStringLiteral("2026-03-02T12:00:00.000Z"));
        QCOMPARE(first.mid(5, 2), (QStringList{QStringLiteral("round"), QStringLiteral("guided")}));
        QCOMPARE(first[9], QStringLiteral("md-2020-6deck"));
        QCOMPARE(first.mid(11, 2), (QStringList{QStringLiteral("complete"), QStringLiteral("90")}));
        QCOMPARE(first.mid(14, 3), (QStringList{QStringLiteral("17000"), QStringLiteral("6"), QStringLiteral("1")}));
        QVERIFY(rounds[3].contains(",abandoned,40,"));
        QVERIFY(rounds[4].contains("shoe-procedure"));
        const QList<QByteArray> mistakes = mistakesCsv(*records, ana).split('\n');
        QCOMPARE(mistakes.size(), 1 + 4 + 1);
        const QStringList mistake = QString::fromUtf8(mistakes[1]).trimmed().split(QLatin1Char(','));
        QCOMPARE(mistake[3], QStringLiteral("2026-03-02T12:00:00.000Z"));
        QCOMPARE(mistake.mid(4, 7),
                 (QStringList{QStringLiteral("4"), QStringLiteral("6500"), QStringLiteral("pay s1 $10"),
                              QStringLiteral("PAYOUT_AMOUNT"), QStringLiteral("MD-S21 12.A"), QStringLiteral("major"),
                              QStringLiteral("a hand-made mistake")}));
    }

    void recordsDealtByTheCoreAgreeWithACountOfTheirOwn()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        QSqlQuery(records->connection()).exec(QStringLiteral("PRAGMA synchronous = OFF"));
        const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
        test::RecordMaker maker(33);
        const QStringList drills{QString(), QStringLiteral("dealing-order"), QStringLiteral("match-the-dealer")};
        test::CountedProgress counted;
        for (int i = 0; i < 60; ++i) {
            RoundRecord record = i % 20 == 19 ? maker.shoeProcedure(massachusettsProfile(6), ana)
                                              : maker.round(i % 2 ? marylandProfile(6) : massachusettsProfile(6), ana,
                                                            1 + i % 7, i % 3 == 0);
            record.drill = drills[i % 3];
            record.startedAt = QDateTime(QDate(2026, 4, 1 + i / 20), QTime(12, i), Qt::UTC);
            QVERIFY(records->storeRound(record));
            for (const RecordedAction& action : record.actions)
                QVERIFY2(!action.section.empty(),
                         notation(action.action).c_str()); // the core names every step's section
            counted.add(record);
        }
        const QString problem = test::progressDisagreement(*records, ana, counted);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        int mistakes = 0;
        for (const auto& [section, count] : counted.mistakes)
            mistakes += count;
        QVERIFY(mistakes > 5);
        QCOMPARE(counted.skills.size(), std::size_t{3});
        QCOMPARE(trendByDay(*records, ana).size(), std::size_t{3});
    }

    // The summaries a file keeps round by round are those one pass over the whole file makes (as
    // the migration to schema 10 does for the rounds stored before), for every trainee; deleting a
    // trainee deletes theirs.
    void theSummariesKeptRoundByRoundAreThoseOfOnePassOverTheFile()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        QSqlQuery(records->connection()).exec(QStringLiteral("PRAGMA synchronous = OFF"));
        const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
        const qint64 ben = records->createTrainee(QStringLiteral("Ben")).id;
        test::RecordMaker maker(44);
        for (int i = 0; i < 40; ++i) {
            const qint64 trainee = i % 3 == 0 ? ben : ana;
            RoundRecord record = i % 10 == 9 ? maker.shoeProcedure(marylandProfile(6), trainee)
                                             : maker.round(massachusettsProfile(6), trainee, 1 + i % 7, i % 4 == 0);
            record.drill = i % 2 ? QStringLiteral("dealing-order") : QString();
            record.outcome = i % 7 == 6 ? RecordOutcome::Abandoned : RecordOutcome::Complete;
            record.startedAt = QDateTime(QDate(2026, 5, 1 + i / 8), QTime(9, i), Qt::UTC);
            QVERIFY(records->storeRound(record));
        }
        const QString keptRoundByRound = summaryRows(*records);
        QVERIFY(keptRoundByRound.count(QLatin1Char('\n')) > 100);
        QSqlDatabase db = records->connection();
        inTransaction(db, QStringLiteral("recount"), [&] {
            for (const QString& table : kSummaryTables)
                execute(db, QStringLiteral("DELETE FROM %1").arg(table), QStringLiteral("empty"));
            addToProgressSummaries(db, std::nullopt, QStringLiteral("recount"));
            return true;
        });
        QCOMPARE(summaryRows(*records), keptRoundByRound);

        const int anas = summaryRowsOf(*records, ana);
        QVERIFY(anas > 0 && summaryRowsOf(*records, ben) > 0);
        records->deleteTrainee(ben);
        QCOMPARE(summaryRowsOf(*records, ben), 0);
        QCOMPARE(summaryRowsOf(*records, ana), anas);
    }
};

QTEST_GUILESS_MAIN(TestProgress)
#include "tst_progress.moc"

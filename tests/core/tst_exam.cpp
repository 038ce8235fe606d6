// Judging an exam attempt: each part's average against its minimum, the overall average, no
// critical mistake, the time limits, each kind of step's median time, every part finished; each
// failure says why.
#include "core/training/exam.h"

#include <QtTest>

using namespace s21;

namespace {

ScoreCard card(int points, int critical = 0, std::int64_t ms = 60'000)
{
    ScoreCard c;
    c.points = points;
    c.critical = critical;
    c.elapsedMs = ms;
    return c;
}

ExamPartResult part(std::vector<ScoreCard> rounds, std::vector<TimedStep> steps = {})
{
    return {std::move(rounds), std::move(steps)};
}

ExamDefinition twoParts()
{
    ExamDefinition exam;
    ExamPart fixed;
    fixed.title = "Fixed";
    fixed.kind = ExamPartKind::Scenarios;
    fixed.scenarios = {"a", "b"};
    fixed.minimumPoints = 80;
    fixed.timeLimitMs = 5 * 60'000;
    ExamPart live;
    live.title = "Live";
    live.kind = ExamPartKind::RandomPlay;
    live.rounds = 2;
    live.minimumPoints = 90;
    exam.parts = {fixed, live};
    exam.overallMinimum = 85;
    exam.timeLimitMs = 30 * 60'000;
    return exam;
}

} // namespace

class TestExam : public QObject {
    Q_OBJECT
private slots:
    void aGoodAttemptPasses()
    {
        const ExamOutcome outcome =
            judgeExam(twoParts(), {part({card(90), card(80)}), part({card(95), card(90)})}, 10 * 60'000);
        QVERIFY(outcome.passed);
        QCOMPARE(outcome.partPoints, (std::vector<int>{85, 92}));
        QCOMPARE(outcome.overallPoints, 88);
        QVERIFY(outcome.reasons.empty());
    }

    void eachCriterionFailsOnItsOwn_data()
    {
        QTest::addColumn<int>("livePoints");
        QTest::addColumn<int>("critical");
        QTest::addColumn<qint64>("fixedMs");
        QTest::addColumn<qint64>("totalMs");
        QTest::addColumn<int>("liveRounds");
        QTest::addColumn<QString>("reason");
        QTest::newRow("part minimum") << 89 << 0 << qint64(60'000) << qint64(600'000) << 2 << "Part 2 (Live) scored 89";
        QTest::newRow("critical") << 100 << 1 << qint64(60'000) << qint64(600'000) << 2 << "2 critical mistake(s)";
        QTest::newRow("part time") << 100 << 0 << qint64(180'000) << qint64(600'000) << 2
                                   << "Part 1 (Fixed) took 6 min";
        QTest::newRow("exam time") << 100 << 0 << qint64(60'000) << qint64(31 * 60'000) << 2 << "over the exam's limit";
        QTest::newRow("unfinished") << 100 << 0 << qint64(60'000) << qint64(600'000) << 1 << "1 of 2 rounds";
    }
    void eachCriterionFailsOnItsOwn()
    {
        QFETCH(int, livePoints);
        QFETCH(int, critical);
        QFETCH(qint64, fixedMs);
        QFETCH(qint64, totalMs);
        QFETCH(int, liveRounds);
        QFETCH(QString, reason);
        std::vector<ScoreCard> live(static_cast<std::size_t>(liveRounds), card(livePoints, critical));
        const ExamOutcome outcome =
            judgeExam(twoParts(), {part({card(100, 0, fixedMs), card(100, 0, fixedMs)}), part(live)}, totalMs);
        QVERIFY(!outcome.passed);
        QCOMPARE(outcome.reasons.size(), std::size_t{1});
        QVERIFY2(QString::fromStdString(outcome.reasons.front()).contains(reason), outcome.reasons.front().c_str());
    }

    void eachKindOfStepIsHeldToItsMedian()
    {
        ExamDefinition exam = twoParts();
        exam.speed = {{"deal", 2.0}, {"pay mtd", 30.0}};
        const std::vector<ScoreCard> fixed{card(100), card(100)};
        const std::vector<ScoreCard> live{card(100), card(100)};
        // Deals across both parts: 1.5, 2.0, 2.5 s (median 2.0: within); one slow pay on an MtD spot.
        std::vector<TimedStep> firstSteps{{"deal", 1500}, {"deal", 2500}, {"pay", 40'000}};
        std::vector<TimedStep> secondSteps{{"deal", 2000}, {"pay mtd", 29'000}};
        QVERIFY(judgeExam(exam, {part(fixed, firstSteps), part(live, secondSteps)}, 600'000).passed);
        // One more slow deal moves the median to 2.25 s; the MtD pay at 31 s is over too. A kind of
        // step the attempt never took ("pay ins") is no reason to fail.
        firstSteps.push_back({"deal", 9000});
        secondSteps.back().ms = 31'000;
        exam.speed.push_back({"pay ins", 1.0});
        const ExamOutcome outcome = judgeExam(exam, {part(fixed, firstSteps), part(live, secondSteps)}, 600'000);
        QVERIFY(!outcome.passed);
        QCOMPARE(outcome.reasons.size(), std::size_t{2});
        QCOMPARE(outcome.reasons[0], std::string("The median time of a 'deal' step was 2.3 s, over the exam's 2.0 s."));
        QCOMPARE(outcome.reasons[1],
                 std::string("The median time of a 'pay mtd' step was 31.0 s, over the exam's 30.0 s."));
    }

    void theOverallAverageIsRoundedDown()
    {
        ExamDefinition exam = twoParts();
        exam.parts[0].minimumPoints = 0;
        exam.parts[1].minimumPoints = 0;
        // (85 + 84 + 85 + 85) / 4 = 84.75: under 85.
        const ExamOutcome outcome = judgeExam(exam, {part({card(85), card(84)}), part({card(85), card(85)})}, 0);
        QCOMPARE(outcome.overallPoints, 84);
        QVERIFY(!outcome.passed);
    }
};

QTEST_GUILESS_MAIN(TestExam)
#include "tst_exam.moc"

// Exam definitions from YAML: the shipped exams load against the shipped library; every kind of bad
// definition is a LoadError at "file:line:column: " naming what is wrong.
#include "scenario/exam_loader.h"
#include "scenario/scenario_loader.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace s21;

namespace {

std::string sourcePath(const std::string& relative) { return std::string(S21_SOURCE_DIR) + "/" + relative; }

// A file of tests/scenario/data.
std::string fixture(const std::string& name) { return sourcePath("tests/scenario/data/" + name); }

ExamCatalog smallCatalog()
{
    return {{"mtd-one", "mtd-two", "split-one"}, {"match-the-dealer", "splits"}, {"md-2020-6deck"}};
}

} // namespace

class TestExamLoader : public QObject {
    Q_OBJECT
private slots:
    void shippedExamsLoadAgainstTheLibrary_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("parts");
        QTest::newRow("Maryland") << "md-dealer-certification.yaml" << 3;
        QTest::newRow("Massachusetts") << "ma-dealer-certification.yaml" << 4;
        QTest::newRow("irregularities") << "irregularities.yaml" << 4;
        QTest::newRow("Maryland blackjack") << "md-blackjack-certification.yaml" << 4;
    }
    void shippedExamsLoadAgainstTheLibrary()
    {
        QFETCH(QString, file);
        QFETCH(int, parts);
        if (!catalog_)
            catalog_ = examCatalogFor(sourcePath("scenarios/exams/" + file.toStdString()));
        QVERIFY(catalog_->profiles.count("ma-205cmr-reader"));
        const ExamDefinition exam = loadExam(sourcePath("scenarios/exams/" + file.toStdString()), *catalog_);
        QCOMPARE(static_cast<int>(exam.parts.size()), parts);
        QVERIFY(exam.noCriticalMistakes);
        QVERIFY(exam.overallMinimum >= 80);
        QVERIFY(!exam.stillTable); // not given: the trainee's setting
        for (const ExamPart& part : exam.parts)
            QVERIFY(roundsIn(part) > 0);
    }

    void aFullDefinitionReadsEveryKey()
    {
        const ExamDefinition exam = load("title: Full\n"
                                         "description: every key\n"
                                         "attempts: 2\n"
                                         "time_limit_minutes: 45\n"
                                         "still_table: true\n"
                                         "pass: {overall: 90, no_critical_mistakes: false,\n"
                                         "       speed: [{step: deal, seconds: 1.92}, {step: pay mtd, seconds: 30}]}\n"
                                         "parts:\n"
                                         "  - title: Fixed\n"
                                         "    scenarios: [mtd-one, mtd-two]\n"
                                         "    minimum: 70\n"
                                         "    time_limit_minutes: 5\n"
                                         "  - title: Drawn\n"
                                         "    drill: splits\n"
                                         "    rounds: 3\n"
                                         "  - title: Live\n"
                                         "    random_play: {profile: md-2020-6deck, rounds: 4, players: 6, "
                                         "irregularities: often}\n");
        QCOMPARE(exam.title, std::string("Full"));
        QCOMPARE(exam.attemptsAllowed, 2);
        QCOMPARE(exam.timeLimitMs, std::optional<std::int64_t>(45 * 60'000));
        QVERIFY(exam.stillTable);
        QCOMPARE(exam.overallMinimum, 90);
        QVERIFY(!exam.noCriticalMistakes);
        QCOMPARE(exam.speed.size(), std::size_t{2});
        QCOMPARE(exam.speed[0].step, std::string("deal"));
        QCOMPARE(exam.speed[0].seconds, 1.92);
        QCOMPARE(exam.speed[1].step, std::string("pay mtd"));
        QCOMPARE(exam.speed[1].seconds, 30.0);
        QCOMPARE(exam.parts[0].kind, ExamPartKind::Scenarios);
        QCOMPARE(exam.parts[0].scenarios, (std::vector<std::string>{"mtd-one", "mtd-two"}));
        QCOMPARE(exam.parts[0].minimumPoints, 70);
        QCOMPARE(exam.parts[0].timeLimitMs, std::optional<std::int64_t>(5 * 60'000));
        QCOMPARE(exam.parts[1].kind, ExamPartKind::Drill);
        QCOMPARE(exam.parts[1].skill, std::string("splits"));
        QCOMPARE(exam.parts[1].rounds, 3);
        QCOMPARE(exam.parts[2].kind, ExamPartKind::RandomPlay);
        QCOMPARE(exam.parts[2].players, 6);
        QVERIFY(exam.parts[2].irregularities > 0.3);
    }

    void badDefinitionsAreReportedWhereTheyAre_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("error");
        const QString head = QStringLiteral("title: T\nparts:\n  - title: P\n");
        QTest::newRow("unknown scenario") << head + "    scenarios: [mtd-one, nope]\n"
                                          << ":4:26: parts item 1.scenarios item 2: no scenario 'nope' in the library";
        QTest::newRow("two sources") << head + "    scenarios: [mtd-one]\n    drill: splits\n    rounds: 2\n"
                                     << ":3:5: parts item 1: name exactly one of scenarios, drill and random_play";
        QTest::newRow("no source") << head
                                   << ":3:5: parts item 1: name exactly one of scenarios, drill and random_play";
        QTest::newRow("skill nobody drills")
            << head + "    drill: surrender\n    rounds: 2\n"
            << ":4:12: parts item 1.drill: no scenario of the library drills 'surrender'";
        QTest::newRow("drill without rounds") << head + "    drill: splits\n"
                                              << ":3:5: ";
        QTest::newRow("unknown profile") << head + "    random_play: {profile: xx, rounds: 2}\n"
                                         << ":4:28: parts item 1.random_play.profile: no profile 'xx'";
        QTest::newRow("too many rounds") << head + "    random_play: {profile: md-2020-6deck, rounds: 500}\n"
                                         << ":4:";
        QTest::newRow("bad minimum") << head + "    scenarios: [mtd-one]\n    minimum: 101\n"
                                     << ":5:14: ";
        QTest::newRow("unknown key") << head + "    scenarios: [mtd-one]\n    hints: true\n"
                                     << ":5:5: ";
        QTest::newRow("no parts") << QStringLiteral("title: T\nparts: []\n")
                                  << ":2:8: parts: an exam has 1 to 20 parts";
        const QString parts = QStringLiteral("parts:\n  - title: P\n    scenarios: [mtd-one]\n");
        QTest::newRow("speed: not a kind of step") << "title: T\npass:\n  speed: [{step: payout, seconds: 5}]\n" + parts
                                                   << ":3:18: pass.speed item 1.step: 'payout' is not a kind of step";
        QTest::newRow("speed: no seconds") << "title: T\npass:\n  speed: [{step: deal, seconds: fast}]\n" + parts
                                           << ":3:33: pass.speed item 1.seconds: expected a number of seconds above 0";
        QTest::newRow("speed: a step twice")
            << "title: T\npass:\n  speed:\n    - {step: deal, seconds: 2}\n    - {step: deal, seconds: 3}\n" + parts
            << ":5:14: pass.speed item 2.step: 'deal' is given twice";
        QTest::newRow("still table: not a yes or no")
            << "title: T\nstill_table: sometimes\n" + parts << ":2:14: still_table: ";
        QTest::newRow("no title") << QStringLiteral("parts:\n  - title: P\n    scenarios: [mtd-one]\n") << ":1:1: ";
    }
    void randomPlaysProfileIsNamedByIdOrPath()
    {
        const ExamDefinition exam = loadExam(fixture("exam-profile-by-path.yaml"), smallCatalog());
        QCOMPARE(exam.parts.at(0).profile, fixture("short-profile.yaml"));
        QCOMPARE(exam.parts.at(1).profile, std::string("md-2020-6deck"));
        try {
            loadExam(fixture("exam-profile-path-missing.yaml"), smallCatalog());
            QFAIL("loaded");
        } catch (const LoadError& error) {
            QCOMPARE(error.file(), fixture("exam-profile-path-missing.yaml"));
            QCOMPARE(error.line(), 5);
            QCOMPARE(error.column(), 28);
            QCOMPARE(error.message(), "parts item 1.random_play.profile: no file 'profiles/none.yaml' (" +
                                          fixture("profiles/none.yaml") +
                                          "); expected a profile's id or the path of its .yaml file, relative to "
                                          "this file");
        }
    }

    void badDefinitionsAreReportedWhereTheyAre()
    {
        QFETCH(QString, yaml);
        QFETCH(QString, error);
        try {
            load(yaml.toStdString());
            QFAIL("loaded");
        } catch (const LoadError& loadError) {
            const QString message = QString::fromStdString(loadError.what());
            QVERIFY2(message.contains(error), qPrintable(message));
        }
    }

private:
    ExamDefinition load(const std::string& yaml)
    {
        const std::string file = dir_.filePath(QStringLiteral("exam.yaml")).toStdString();
        std::ofstream(file) << yaml;
        return loadExam(file, smallCatalog());
    }

    QTemporaryDir dir_;
    std::optional<ExamCatalog> catalog_;
};

QTEST_GUILESS_MAIN(TestExamLoader)
#include "tst_exam_loader.moc"

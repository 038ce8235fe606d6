// Speed standards from YAML: the shipped file loads into the expected values, and bad input is a
// LoadError at "file:line:column: " saying what is wrong.
#include "scenario/scenario_loader.h"
#include "scenario/speed_standards_loader.h"

#include "core/procedure/step_kind.h"

#include <QtTest>

#include <algorithm>

using namespace s21;

namespace {

std::string shippedFile() { return std::string(S21_SOURCE_DIR) + "/scenarios/standards/speed-standards.yaml"; }

const char* const kGood = "source: A school\n"
                          "speed_standards:\n"
                          "  - id: pay\n"
                          "    label: Pay a wager\n"
                          "    published: Run down 20 chips in under 10 seconds\n"
                          "    measure: step\n"
                          "    steps: [pay]\n"
                          "    seconds: 10\n";

} // namespace

class TestSpeedStandards : public QObject {
    Q_OBJECT

private slots:
    void theShippedStandardsLoad()
    {
        QCOMPARE(documentKind(shippedFile()), DocumentKind::SpeedStandards);
        const SpeedStandards standards = loadSpeedStandards(shippedFile());
        QVERIFY(!standards.source.empty());
        QCOMPARE(standards.standards.size(), std::size_t{5});
        const SpeedStandard& payout = standards.standards[0];
        QCOMPARE(payout.id, std::string("chip-run-down"));
        QCOMPARE(payout.measure, SpeedMeasure::Step);
        QCOMPARE(payout.steps, std::vector<std::string>{"pay"});
        QCOMPARE(payout.targetSeconds(), 10.0);
        QCOMPARE(standards.standards[1].steps, (std::vector<std::string>{"pay mtd", "pay spin", "pay award"}));
        QCOMPARE(standards.standards[3].targetSeconds(), 600.0 / 312);
        // No shuffle standard: a shuffle here is a command, not the cards shuffled (issue 39).
        QVERIFY(std::ranges::none_of(standards.standards,
                                     [](const SpeedStandard& s) { return s.measure == SpeedMeasure::Shuffle; }));
        const SpeedStandard& rounds = standards.standards[4];
        QCOMPARE(rounds.measure, SpeedMeasure::Round);
        QCOMPARE(rounds.seats, 7);
        QCOMPARE(rounds.targetSeconds(), 3600.0 / 52);
        QVERIFY(!rounds.reading.empty());
    }

    void kindsOfStepAreTheActionsWords()
    {
        QVERIFY(isStepKind("deal"));
        QVERIFY(isStepKind("pay mtd"));
        QVERIFY(isStepKind("collect ins"));
        QVERIFY(isStepKind("riffle"));
        QVERIFY(isStepKind("load-shoe"));
        QVERIFY(!isStepKind("payout"));
        QVERIFY(!isStepKind("pay s1"));
        QVERIFY(!isStepKind(""));
    }

    void badInputIsReportedWhereItIs_data()
    {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("expected"); // "line:column: phrase"
        const QString good = QString::fromLatin1(kGood);
        QTest::newRow("unknown kind of step")
            << QString(good).replace("steps: [pay]", "steps: [pay, payout]")
            << "7:18: speed_standards item 1.steps item 2: 'payout' is not a kind of step";
        QTest::newRow("seconds not a number")
            << QString(good).replace("seconds: 10", "seconds: ten") << "8:14: expected a number of seconds above 0";
        QTest::newRow("seconds zero") << QString(good).replace("seconds: 10", "seconds: 0")
                                      << "8:14: expected a number of seconds above 0";
        QTest::newRow("unknown measure") << QString(good).replace("measure: step", "measure: steps") << "6:14: ";
        QTest::newRow("unknown key") << QString(good).replace("    seconds: 10", "    second: 10")
                                     << "8:5: unknown key 'second'";
        QTest::newRow("no steps") << QString(good).replace("    steps: [pay]\n", "")
                                  << "3:5: speed_standards item 1: expected the key 'steps'";
        QTest::newRow("seats on a step") << good + "    seats: 7\n"
                                         << "9:5: speed_standards item 1.seats: only a round";
        QTest::newRow("steps on a round") << QString(good).replace("measure: step", "measure: round")
                                          << "7:5: a round standard measures whole rounds";
        QTest::newRow("repeated id") << good + QString(good).section('\n', 2)
                                     << "9:5: speed_standards item 2: repeated id 'pay'";
        QTest::newRow("no standards") << "source: A school\nspeed_standards: []\n"
                                      << "2:18: speed_standards: expected at least one standard";
        QTest::newRow("no source") << QString(good).replace("source: A school\n", "")
                                   << "1:1: expected the key 'source'";
    }

    void badInputIsReportedWhereItIs()
    {
        QFETCH(QString, yaml);
        QFETCH(QString, expected);
        try {
            loadSpeedStandardsFromString(yaml.toStdString(), "standards.yaml");
            QFAIL("the standards loaded");
        } catch (const LoadError& error) {
            const QString what = QString::fromStdString(error.what());
            QVERIFY2(what.startsWith("standards.yaml:" + expected.section(": ", 0, 0) + ": "), qPrintable(what));
            QVERIFY2(what.contains(expected.section(": ", 1)), qPrintable(what));
        }
    }
};

QTEST_GUILESS_MAIN(TestSpeedStandards)
#include "tst_speed_standards.moc"

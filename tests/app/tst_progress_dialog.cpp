// The Progress window over a real records file: a few hundred rounds dealt through the core for one
// trainee, over several days, beside another trainee's. The charts hold a point per day with the
// figures counted here from the records themselves, the table the medians per kind of step, "Work my
// mistakes" reports the drill drawn from the trainee's weak points, and the exports write files.
#include "../records/record_maker.h"

#include "app/dialogs/document_names.h"
#include "app/dialogs/progress_dialog.h"
#include "app/dialogs/window_size.h"
#include "app/reports/progress_charts.h"
#include "app/session/profile_catalog.h"
#include "app/theme/translations.h"
#include "scenario/speed_standards_loader.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFileInfo>
#include <QLabel>
#include <QLineSeries>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace s21;

namespace {

struct Day {
    int actions = 0;
    int accepted = 0;
    std::vector<double> times; // seconds
    double points = 0;
    int complete = 0;
};

// The records keep actions' times to the nearest 10 ms for their medians (records/progress_summaries.h).
double toTheNearest10Ms(std::int64_t ms) { return double(std::llround(double(ms) / 10.0) * 10); }

double medianOf(std::vector<double> values)
{
    std::ranges::sort(values);
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

int pdfPages(const QString& file)
{
    QFile pdf(file);
    if (!pdf.open(QIODevice::ReadOnly))
        return -1;
    const QString text = QString::fromLatin1(pdf.readAll());
    return int(text.count(QRegularExpression(QStringLiteral("/Type\\s*/Page(?![s\\w])"))));
}

} // namespace

class TestProgressDialog : public QObject {
    Q_OBJECT

private slots:
    // Every save dialog proposes the user's documents folder, never the working directory, under a
    // name that says whose paper it is; what a file name cannot hold is replaced.
    void papersAreProposedInTheDocumentsFolderUnderTheirOwnersNames()
    {
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QCOMPARE(
            app::suggestedDocumentPath({QStringLiteral(" Ana/María: O'Neil "), QString(), QStringLiteral("rounds")},
                                       QStringLiteral("csv")),
            documents + QStringLiteral("/Ana_María_ O'Neil-rounds.csv"));
        QCOMPARE(app::suggestedDocumentPath({QStringLiteral("Ben"), QStringLiteral("md-cert"),
                                             QStringLiteral("2026-11-28"), QStringLiteral("certificate")},
                                            QStringLiteral("pdf")),
                 documents + QStringLiteral("/Ben-md-cert-2026-11-28-certificate.pdf"));
    }

    void initTestCase()
    {
        QVERIFY(app::installTranslations()); // the counts read as the trainer shows them
        QVERIFY(dir_.isValid());
        records_ = records::RecordsDatabase::open(dir_.filePath(QStringLiteral("records.sqlite")));
        QSqlQuery(records_->connection()).exec(QStringLiteral("PRAGMA synchronous = OFF")); // a test's speed
        ana_ = records_->createTrainee(QStringLiteral("Ana")).id;
        ben_ = records_->createTrainee(QStringLiteral("Ben")).id;
        test::RecordMaker maker(77);
        test::RecordMaker other(78);
        const QStringList drills{QString(), QStringLiteral("match-the-dealer"), QStringLiteral("dealing-order")};
        for (int i = 0; i < 300; ++i) {
            records::RoundRecord record = i % 50 == 49 ? maker.shoeProcedure(marylandProfile(6), ana_)
                                                       : maker.round(marylandProfile(6), ana_, 1 + i % 7, i % 4 == 0);
            const QDate date = QDate(2026, 5, 4).addDays(i / 60); // five days of 60
            record.startedAt = QDateTime(date, QTime(12, 0), Qt::UTC).addSecs(i % 60 * 60);
            record.drill = drills[i % 3];
            QVERIFY(records_->storeRound(record));
            Day& day = days_[date];
            for (std::size_t a = 0; a < record.actions.size(); ++a) {
                ++day.actions;
                day.accepted += record.actions[a].accepted ? 1 : 0;
                if (a > 0)
                    day.times.push_back(
                        toTheNearest10Ms(record.actions[a].milliseconds - record.actions[a - 1].milliseconds) / 1000);
                auto& [accepted, judged] =
                    sections_[records::sectionGroup(QString::fromStdString(record.actions[a].section))];
                accepted += record.actions[a].accepted ? 1 : 0;
                ++judged;
                if (a > 0)
                    times_[records::stepKind(QString::fromStdString(notation(record.actions[a].action)))].push_back(
                        toTheNearest10Ms(record.actions[a].milliseconds - record.actions[a - 1].milliseconds));
            }
            if (record.outcome == records::RecordOutcome::Complete) {
                day.points += record.score.points;
                ++day.complete;
            }
            if (i % 10 == 0)
                QVERIFY(records_->storeRound(other.round(massachusettsProfile(6), ben_)));
        }
        QStringList errors;
        library_ = app::loadScenarios(QFileInfo(app::findProfilesDir()).path(), errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
    }

    // Issue 39: the window was fixed at 1280x900, so on a smaller screen its last row of buttons (CSV,
    // PDF, Close, "Work my mistakes") could not be reached. It opens within the screen, frame
    // included, with every button inside it (the offscreen platform's screen is 800x800).
    void theWindowFitsTheScreenWithEveryButtonInReach()
    {
        app::ProgressDialog dialog(*records_, ana_, library_);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QSize room = dialog.screen()->availableGeometry().size() - app::kFrameAllowance;
        QVERIFY2(dialog.width() <= room.width() && dialog.height() <= room.height(),
                 qPrintable(QStringLiteral("%1x%2").arg(dialog.width()).arg(dialog.height())));
        for (QPushButton* button : dialog.findChildren<QPushButton*>())
            if (button->isVisible())
                QVERIFY2(dialog.rect().contains(QRect(button->mapTo(&dialog, QPoint(0, 0)), button->size())),
                         qPrintable(button->text()));
    }

    void theChartsHaveAPointPerDay()
    {
        app::ProgressDialog dialog(*records_, ana_, library_);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* accuracy = dialog.findChild<QChartView*>(QStringLiteral("accuracyChart"));
        auto* speed = dialog.findChild<QChartView*>(QStringLiteral("speedChart"));
        auto* sections = dialog.findChild<QChartView*>(QStringLiteral("sectionChart"));
        QVERIFY(accuracy && speed && sections);
        const auto accuracyPoints = qobject_cast<QLineSeries*>(accuracy->chart()->series().at(0))->points();
        const auto pointsPoints = qobject_cast<QLineSeries*>(accuracy->chart()->series().at(1))->points();
        const auto speedPoints = qobject_cast<QLineSeries*>(speed->chart()->series().at(0))->points();
        QCOMPARE(accuracyPoints.size(), qsizetype(days_.size()));
        QCOMPARE(pointsPoints.size(), qsizetype(days_.size()));
        QCOMPARE(speedPoints.size(), qsizetype(days_.size()));
        int i = 0;
        for (const auto& [date, day] : days_) {
            QCOMPARE(accuracyPoints[i].x(), app::dayPosition(date));
            QVERIFY(qFuzzyCompare(accuracyPoints[i].y(), 100.0 * day.accepted / day.actions));
            QVERIFY(qFuzzyCompare(pointsPoints[i].y(), day.points / day.complete));
            QVERIFY(qFuzzyCompare(speedPoints[i].y(), medianOf(day.times)));
            ++i;
        }
        // The most frequent section at the top of the bar chart.
        const auto* bars = qobject_cast<QAbstractBarSeries*>(sections->chart()->series().at(0));
        QVERIFY(bars);
        const QBarSet* set = bars->barSets().at(0);
        const auto& bySection = dialog.progress().sections;
        const auto withMistakes = std::ranges::count_if(bySection, [](const auto& s) { return s.mistakes > 0; });
        QVERIFY(withMistakes > 0 && withMistakes < qsizetype(bySection.size())); // some sections never broken
        QCOMPARE(set->count(), qsizetype(std::min<std::ptrdiff_t>(8, withMistakes)));
        QCOMPARE(int(set->at(set->count() - 1)), bySection.front().mistakes);
    }

    void theTableHoldsTheMediansPerKindOfStep()
    {
        app::ProgressDialog dialog(*records_, ana_, library_);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("stepTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), int(times_.size()));
        int row = 0;
        for (const auto& [kind, times] : times_) {
            QCOMPARE(table->item(row, 0)->text(), kind);
            QCOMPARE(table->item(row, 1)->text().toInt(), int(times.size()));
            const double shown = table->item(row, 2)->text().section(' ', 0, 0).toDouble();
            const double median = medianOf(times) / 1000.0;
            QVERIFY2(std::abs(shown - median) <= (median < 10 ? 0.005 : 0.05) + 1e-9,
                     qPrintable(kind + ": " + table->item(row, 2)->text()));
            ++row;
        }
        // The school's standards, each with the trainee's median or "not measured yet".
        auto* standards = dialog.findChild<QTableWidget*>(QStringLiteral("standardsTable"));
        QCOMPARE(standards->rowCount(), 5);
        QCOMPARE(standards->item(0, 0)->text(), QStringLiteral("Pay a Spanish 21 wager"));
        QVERIFY(dialog.progress().standards.front().medianSeconds.has_value());
    }

    void theSectionTableShowsTheAccuracyOfEverySection()
    {
        app::ProgressDialog dialog(*records_, ana_, library_);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("sectionTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), int(sections_.size()));
        for (int row = 0; row < table->rowCount(); ++row) {
            const QString section = table->item(row, 0)->text();
            QVERIFY2(sections_.contains(section), qPrintable(section));
            const auto [accepted, judged] = sections_.at(section);
            QCOMPARE(table->item(row, 1)->text().toInt(), judged);
            QCOMPARE(table->item(row, 3)->text(), QStringLiteral("%1%").arg(100.0 * accepted / judged, 0, 'f', 1));
        }
    }

    void workMyMistakesReportsTheDrawnScenarios()
    {
        app::ProgressDialog dialog(*records_, ana_, library_);
        dialog.setSeed(7);
        const app::MistakeDrill expected = app::chooseMistakeDrill(
            library_, app::weakPointsOf(dialog.progress(), records::mistakeTallies(*records_, ana_)), 7);
        QCOMPARE(expected.status, app::MistakeDrill::Status::Chosen);
        QSignalSpy spy(&dialog, &app::ProgressDialog::workMyMistakes);
        auto* button = dialog.findChild<QPushButton*>(QStringLiteral("primary"));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toStringList(), expected.scenarioIds);
        QCOMPARE(expected.scenarioIds.size(), 8);
    }

    void aTraineeWithoutRoundsIsToldSo()
    {
        const qint64 cleo = records_->createTrainee(QStringLiteral("Cleo")).id;
        app::ProgressDialog dialog(*records_, cleo, library_);
        QSignalSpy spy(&dialog, &app::ProgressDialog::workMyMistakes);
        QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("primary")), Qt::LeftButton);
        QCOMPARE(spy.count(), 0);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("status"))->text().contains(QStringLiteral("No rounds yet")));
        QVERIFY(!dialog.findChild<QPushButton*>(QStringLiteral("exportPdf"))->isEnabled());
        QVERIFY(!dialog.findChild<QChartView*>(QStringLiteral("accuracyChart"))); // a line stands in for it
        QCOMPARE(dialog.findChildren<QLabel*>(QStringLiteral("placeholder")).size(), 3);
    }

    void theExportsWriteTheirFiles()
    {
        app::ProgressDialog dialog(*records_, ana_, library_);
        const QString pdf = dir_.filePath(QStringLiteral("report.pdf"));
        QString error;
        const int pages = dialog.exportPdf(pdf, &error);
        QVERIFY2(pages > 0, qPrintable(error));
        QCOMPARE(pages, 3); // the charts, then the tables on two pages
        QVERIFY(QFileInfo(pdf).size() > 10000);
        QCOMPARE(pdfPages(pdf), pages);
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-f"), QStringLiteral("3"), QStringLiteral("-l"), QStringLiteral("3"),
                    QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        // The table running onto page 3 repeats its header there (issue 39).
        const QString firstLine = QString::fromUtf8(text.readAllStandardOutput()).trimmed().section('\n', 0, 0);
        QVERIFY2(firstLine.startsWith(QStringLiteral("Section")) && firstLine.contains(QStringLiteral("Accuracy")),
                 qPrintable(firstLine));
        const QString rounds = dir_.filePath(QStringLiteral("rounds.csv"));
        QVERIFY(dialog.exportRoundsCsv(rounds, &error));
        QFile csv(rounds);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), 1 + 300);
        QVERIFY(dialog.exportMistakesCsv(dir_.filePath(QStringLiteral("mistakes.csv")), &error));
        QVERIFY(!dialog.exportRoundsCsv(dir_.filePath(QStringLiteral("no/such/folder/rounds.csv")), &error));
        QVERIFY(error.contains(QStringLiteral("Cannot write")));
    }

private:
    QTemporaryDir dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    qint64 ana_ = 0;
    qint64 ben_ = 0;
    std::map<QDate, Day> days_;
    std::map<QString, std::vector<double>> times_;    // ms, by kind of step
    std::map<QString, std::pair<int, int>> sections_; // accepted and judged actions, by section
    std::vector<app::ScenarioEntry> library_;
};

QTEST_MAIN(TestProgressDialog)
#include "tst_progress_dialog.moc"

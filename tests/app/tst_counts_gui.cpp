// Every count a user reads is in its number's form (issue 39, finding 15): "1 mistake" and "2
// mistakes", never "1 mistakes" nor "1 mistake(s)", read from the real widgets with the trainer's
// translations installed as spanish21-trainer installs them (app/theme/translations.h): the side
// panel's line on the round, the history, and the progress window's subtitle and tiles, over a real
// records file. The compiled English numerus forms are in the program, so "%n mistake(s)" reads right.
#include "../records/record_maker.h"
#include "gui_driver.h"

#include "app/dialogs/history_dialog.h"
#include "app/dialogs/progress_dialog.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/theme/translations.h"
#include "records/records_database.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;

namespace {

// The text of every label of `widget`, one a line.
QString labelsOf(const QWidget& widget)
{
    QStringList texts;
    for (const QLabel* label : widget.findChildren<QLabel*>())
        texts << label->text();
    return texts.join(QLatin1Char('\n'));
}

} // namespace

class TestCountsGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void theTranslationsGiveEachNumberItsForm_data();
    void theTranslationsGiveEachNumberItsForm();
    void theRoundsLineCountsActionsAndMistakes();
    void theHistoryCountsItsRecords();
    void theProgressWindowCountsDaysRoundsAndShoeProcedures();

private:
    // Stores a round dealt on `day` at noon for the trainee, or a shoe procedure.
    void store(const QDate& day, bool shoeProcedure = false);

    std::vector<app::ScenarioEntry> library_;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    qint64 trainee_ = 0;
    test::RecordMaker maker_{39};
};

void TestCountsGui::initTestCase()
{
    QVERIFY(app::installTranslations());
    QStringList errors;
    library_ = app::loadScenarios(QFileInfo(app::findProfilesDir()).path(), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
}

void TestCountsGui::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    records_ = records::RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
    trainee_ = records_->createTrainee(QStringLiteral("Ana")).id;
}

void TestCountsGui::cleanup()
{
    records_.reset();
    dir_.reset();
}

void TestCountsGui::store(const QDate& day, bool shoeProcedure)
{
    records::RoundRecord record =
        shoeProcedure ? maker_.shoeProcedure(marylandProfile(6), trainee_) : maker_.round(marylandProfile(6), trainee_);
    record.startedAt = QDateTime(day, QTime(12, 0), Qt::UTC);
    QVERIFY(records_->storeRound(record));
}

// The English forms of a few of the texts, by the number: one, and any other (none, two).
void TestCountsGui::theTranslationsGiveEachNumberItsForm_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("reads");
    const auto row = [](const char* name, const char* context, const char* source, int n, const char* reads) {
        QTest::newRow(name) << QString::fromUtf8(context) << QString::fromUtf8(source) << n << QString::fromUtf8(reads);
    };
    // clang-format off
    row("1 mistake",  "SessionTexts",               ", %n mistake(s)", 1, ", 1 mistake");
    row("2 mistakes", "SessionTexts",               ", %n mistake(s)", 2, ", 2 mistakes");
    row("0 mistakes", "SessionTexts",               ", %n mistake(s)", 0, ", 0 mistakes");
    row("1 trainee",  "s21::app::ClassDialog",      "%n trainee(s)",   1, "1 trainee");
    row("3 trainees", "s21::app::ClassDialog",      "%n trainee(s)",   3, "3 trainees");
    row("1 round",    "s21::app::ExamResultDialog", "%n round(s)",     1, "1 round");
    row("1 point",    "QObject",                    "%n point(s)",     1, "1 point");
    row("1 mistake in the exam details", "QObject", "%n mistake(s)",   1, "1 mistake");
    // clang-format on
}

void TestCountsGui::theTranslationsGiveEachNumberItsForm()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, reads);
    QCOMPARE(QCoreApplication::translate(qPrintable(context), qPrintable(source), nullptr, n), reads);
}

// The side panel's line on the round in guided practice: its actions and its mistakes, one and two.
void TestCountsGui::theRoundsLineCountsActionsAndMistakes()
{
    auto window = test::roundsWindow(library_);
    QVERIFY(window);
    test::GuiDriver driver(*window);
    QVERIFY(driver.takeExpected(false));
    QVERIFY2(window->roundInfoText().contains(QStringLiteral(" 1 action, 0 mistakes")),
             qPrintable(window->roundInfoText()));
    while (window->session().round().expected().front().kind != ActionKind::AskPlayer)
        QVERIFY(driver.takeExpected(false));
    const DealerAction wrong = DealerAction::deal(Spot::player(test::lastOccupiedSeat(window->session().state())));
    QVERIFY(driver.performByMouse(wrong)); // a card before the player was asked
    QVERIFY2(window->roundInfoText().contains(QStringLiteral(" actions, 1 mistake")) &&
                 !window->roundInfoText().contains(QStringLiteral("1 mistakes")),
             qPrintable(window->roundInfoText()));
    QVERIFY(driver.performByMouse(wrong));
    QVERIFY2(window->roundInfoText().contains(QStringLiteral(" actions, 2 mistakes")),
             qPrintable(window->roundInfoText()));
}

// The history's heading: one record, then two.
void TestCountsGui::theHistoryCountsItsRecords()
{
    store(QDate(2026, 5, 4));
    {
        app::HistoryDialog history(*records_, trainee_, {});
        QVERIFY2(labelsOf(history).contains(QStringLiteral("1 round or shoe procedure, newest first")),
                 qPrintable(labelsOf(history)));
    }
    store(QDate(2026, 5, 4), true);
    app::HistoryDialog history(*records_, trainee_, {});
    QVERIFY2(labelsOf(history).contains(QStringLiteral("2 rounds and shoe procedures, newest first")),
             qPrintable(labelsOf(history)));
}

// The progress window's subtitle and its first tile: one day, one round, no shoe procedure; then two
// days, two rounds and one shoe procedure.
void TestCountsGui::theProgressWindowCountsDaysRoundsAndShoeProcedures()
{
    const auto subtitle = [](const app::ProgressDialog& dialog) {
        const auto* label = dialog.findChild<QLabel*>(QStringLiteral("subtitle"));
        return label ? label->text() : QString();
    };
    store(QDate(2026, 5, 4));
    {
        app::ProgressDialog dialog(*records_, trainee_, library_);
        QVERIFY2(subtitle(dialog).contains(QStringLiteral(" · 1 day of practice · 1 round and 0 shoe procedures · ")),
                 qPrintable(subtitle(dialog)));
        QVERIFY2(labelsOf(dialog).contains(QStringLiteral("round dealt, and 0 shoe procedures")),
                 qPrintable(labelsOf(dialog)));
    }
    store(QDate(2026, 5, 5));
    store(QDate(2026, 5, 5), true);
    app::ProgressDialog dialog(*records_, trainee_, library_);
    QVERIFY2(subtitle(dialog).contains(QStringLiteral(" · 2 days of practice · 2 rounds and 1 shoe procedure · ")),
             qPrintable(subtitle(dialog)));
    QVERIFY2(labelsOf(dialog).contains(QStringLiteral("rounds dealt, and 1 shoe procedure")),
             qPrintable(labelsOf(dialog)));
}

QTEST_MAIN(TestCountsGui)
#include "tst_counts_gui.moc"

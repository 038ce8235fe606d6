// An instructor's own scenarios through the real widgets on the offscreen platform (issue 39,
// finding 10): a scenario file written here opens with File → Open scenario… and is dealt as one
// chosen in Scenarios… is, asking first when a round is under way; a file that does not load, a rule
// profile or an exam's own scenario is told in a message box (the loader's file:line:column) and the
// round dealt is kept; the scenarios folder set in the settings adds its scenarios to Scenarios…,
// marked as the instructor's, lists what of it did not load, and is remembered in the records for
// the next window; a folder given for the run (spanish21-trainer --scenarios) is loaded once, by the
// program, and the window keeps it without loading it again. Below the window, the one shelf of
// scenarios (ScenarioShelf) never offers an exam's own to practice and keeps its library in place.
#include "gui_driver.h"

#include "app/dialogs/scenario_picker.h"
#include "app/dialogs/settings_dialog.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_shelf.h"
#include "records/records_database.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>

using namespace s21;

namespace {

// A scenario as an instructor writes one, beside a copy of the profile it names by id.
const char* const kScenario = R"yaml(title: %1
description: Settle Match-the-Dealer seat by seat from your far right before you offer insurance.
profile: md-2020-6deck
drills: [match-the-dealer]
sections: ["MD-S21 7.F(1)"]
seats:
  - {seat: 2, player: Ana, wager: 10, match: 5}
  - {seat: 4, player: Ben, wager: 10, match: 5}
shoe:
  cards: "%2"
)yaml";
const char* const kCards = "AD 9H AD 5C AS 8C";
const char* const kBadCards = "XX 9H AD 5C AS 8C"; // "XX" is no card

// The scenario file `name` in `dir`, written from kScenario with `title` and the shoe's `cards`.
QString writeScenario(const QString& dir, const QString& name, const QString& title,
                      const QString& cards = QLatin1String(kCards))
{
    const QString file = QDir(dir).filePath(name);
    QFile out(file);
    if (out.open(QIODevice::WriteOnly | QIODevice::Truncate))
        out.write(QString::fromLatin1(kScenario).arg(title, cards).toUtf8());
    return file;
}

// `dir` made a scenarios folder: a copy of the library's md-2020-6deck profile in its profiles folder.
void withProfile(const QString& dir)
{
    QVERIFY(QDir(dir).mkpath(QStringLiteral("profiles")));
    const QString profile = QDir(app::findProfilesDir()).filePath(QStringLiteral("md-2020-6deck.yaml"));
    QVERIFY(QFile::copy(profile, QDir(dir).filePath(QStringLiteral("profiles/md-2020-6deck.yaml"))));
}

// Where the loader must place the bad card "XX" of a scenario written with kScenario: "line:column".
QString badCardPosition()
{
    const QStringList lines = QString::fromLatin1(kScenario).split(QLatin1Char('\n'));
    for (int line = 0; line < lines.size(); ++line)
        if (lines[line].contains(QLatin1String("%2")))
            return QStringLiteral("%1:%2").arg(line + 1).arg(lines[line].indexOf(QLatin1String("%2")) + 1);
    return {};
}

} // namespace

class TestOwnScenarios : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openScenarioPlaysTheFile();
    void openingDuringARoundAsksFirst();
    void aFileThatCannotBePractisedIsToldAndTheRoundKept_data();
    void aFileThatCannotBePractisedIsToldAndTheRoundKept();
    void yourFolderIsInScenariosAndRemembered();
    void aFolderThatIsNotThereIsRefusedOrListed();
    void anIdTheLibraryHasIsListedNotTaken();
    void aFolderGivenForTheRunIsNotLoadedAgain();
    void theShelfOffersPracticeOnlyAndKeepsItsLibraryInPlace();

private:
    std::unique_ptr<app::MainWindow> open() { return test::roundsWindow(library_); }

    // A window with a round under way: its first three steps dealt by mouse.
    std::unique_ptr<app::MainWindow> openInARound()
    {
        auto window = open();
        if (!window)
            return nullptr;
        test::GuiDriver driver(*window);
        for (int i = 0; i < 3; ++i)
            if (!driver.takeExpected(false))
                return nullptr;
        return window;
    }

    // The items of the Scenarios… dialog as opened by its shortcut, and its list of the folder's
    // problems (empty when it shows none).
    static std::pair<QStringList, QString> scenariosShown(app::MainWindow& window)
    {
        QStringList items;
        QString problems;
        bool read = false;
        QTimer::singleShot(100, [&] {
            read = true;
            auto* picker = qobject_cast<app::ScenarioPicker*>(QApplication::activeModalWidget());
            if (!picker)
                return;
            auto* list = picker->findChild<QListWidget*>();
            for (int row = 0; row < list->count(); ++row)
                items << list->item(row)->text();
            if (auto* shown = picker->findChild<QPlainTextEdit*>("scenarioProblems"))
                problems = shown->toPlainText();
            picker->reject();
        });
        QApplication::setActiveWindow(&window); // as a window manager does when a dialog before it closes
        QTest::keySequence(&window.view(), QKeySequence(Qt::CTRL | Qt::Key_L));
        // The picker is opened, not run in a loop of its own: it is read once it shows.
        if (!QTest::qWaitFor([&] { return read; }, 5000))
            qWarning("the Scenarios… dialog did not open");
        return {items, problems};
    }

    // Opens the settings by their button, puts `folder` in "Your scenarios" and clicks OK.
    static app::SettingsDialog* setFolder(app::MainWindow& window, const QString& folder)
    {
        QTest::mouseClick(window.findChild<QPushButton*>("settingsButton"), Qt::LeftButton);
        auto* settings = window.findChild<app::SettingsDialog*>();
        if (!settings)
            return nullptr;
        settings->findChild<QLineEdit*>("scenarioFolder")->setText(folder);
        QTest::mouseClick(settings->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        return settings;
    }

    // The message box telling why a file cannot be practised, once shown.
    static QMessageBox* problemBox(app::MainWindow& window)
    {
        auto* box = window.findChild<QMessageBox*>("openScenarioProblem");
        return box && box->isVisible() ? box : nullptr;
    }

    std::vector<app::ScenarioEntry> library_;
};

void TestOwnScenarios::initTestCase()
{
    // Qt's own file dialog, whatever the platform offers, so that the test can fill it in.
    QApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QStringList errors;
    library_ = app::loadScenarios(QFileInfo(app::findProfilesDir()).path(), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
}

// File → Open scenario… (Ctrl+O from the table), the file chosen in its dialog: the scenario is dealt,
// and it is in Scenarios… afterwards, marked as the instructor's.
void TestOwnScenarios::openScenarioPlaysTheFile()
{
    QTemporaryDir dir;
    withProfile(dir.path());
    const QString file =
        writeScenario(dir.path(), QStringLiteral("my-match-on-an-ace.yaml"), QStringLiteral("My match on an ace"));
    auto window = open();
    QVERIFY(window);
    QList<QAction*> inFile;
    for (QAction* menu : window->menuBar()->actions())
        if (menu->text() == QLatin1String("&File"))
            inFile = menu->menu()->actions();
    auto* action = window->findChild<QAction*>("openScenarioAction");
    QVERIFY(action && inFile.contains(action));
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Open));

    QTest::keySequence(&window->view(), action->shortcut());
    QFileDialog* dialog = nullptr;
    QTRY_VERIFY((dialog = window->findChild<QFileDialog*>("openScenarioDialog")) && dialog->isVisible());
    QVERIFY(dialog->nameFilters().join(' ').contains("*.yaml"));
    dialog->selectFile(file);
    QPushButton* openButton = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Open);
    QTRY_VERIFY(openButton && openButton->isEnabled());
    QTest::mouseClick(openButton, Qt::LeftButton);
    QTRY_VERIFY(window->session().scenario() != nullptr);
    QCOMPARE(window->session().scenario()->title, std::string("My match on an ace"));
    QVERIFY(!problemBox(*window));

    const auto [items, problems] = scenariosShown(*window);
    QTRY_VERIFY(!items.isEmpty());
    const QStringList mine = items.filter(QStringLiteral("My match on an ace"));
    QCOMPARE(mine.size(), 1);
    QVERIFY2(mine.front().contains(QStringLiteral("yours (%1)").arg(QDir(dir.path()).dirName())),
             qPrintable(mine.front()));
}

// As leaving a round for a scenario of the library does: the trainee is asked first, and going on
// dealing keeps the round; leaving it deals the file's scenario.
void TestOwnScenarios::openingDuringARoundAsksFirst()
{
    QTemporaryDir dir;
    withProfile(dir.path());
    const QString file = writeScenario(dir.path(), QStringLiteral("my-match.yaml"), QStringLiteral("My match"));
    auto window = openInARound();
    QVERIFY(window);
    const int round = window->session().roundNumber();
    const auto question = [&] { return window->findChild<QMessageBox*>("leaveRound"); };

    QVERIFY(window->openScenarioFile(file));
    QTRY_VERIFY(question() && question()->isVisible());
    QTest::keyClick(question(), Qt::Key_Escape); // go on dealing
    QTRY_VERIFY(!question());
    QCOMPARE(window->session().roundNumber(), round);
    QCOMPARE(window->session().log().size(), std::size_t(3));
    QVERIFY(window->session().scenario() == nullptr);

    QVERIFY(window->openScenarioFile(file));
    QTRY_VERIFY(question() && question()->isVisible());
    auto* leave = qobject_cast<QPushButton*>(question()->buttons().value(0));
    for (QAbstractButton* button : question()->buttons())
        if (button->text() == QLatin1String("Leave it"))
            leave = qobject_cast<QPushButton*>(button);
    QVERIFY(leave);
    QTest::mouseClick(leave, Qt::LeftButton);
    QTRY_VERIFY(window->session().scenario() != nullptr);
    QCOMPARE(window->session().scenario()->title, std::string("My match"));
}

void TestOwnScenarios::aFileThatCannotBePractisedIsToldAndTheRoundKept_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("says");
    QTest::newRow("a bad card") << QStringLiteral("broken.yaml")
                                << QStringLiteral("broken.yaml:%1: ").arg(badCardPosition());
    QTest::newRow("a rule profile") << QStringLiteral("profiles/md-2020-6deck.yaml")
                                    << QStringLiteral("is a rule profile, not a scenario");
    QTest::newRow("an exam's own scenario")
        << QStringLiteral("exams/part-one/round.yaml") << QStringLiteral("is one of an exam's own scenarios");
}

// The message names the file:line:column the loader gives, or what the file is; the round under way
// goes on, untouched, without a question.
void TestOwnScenarios::aFileThatCannotBePractisedIsToldAndTheRoundKept()
{
    QFETCH(QString, name);
    QFETCH(QString, says);
    QTemporaryDir dir;
    withProfile(dir.path());
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("exams/part-one")));
    writeScenario(dir.path(), QStringLiteral("broken.yaml"), QStringLiteral("Broken"), QLatin1String(kBadCards));
    writeScenario(dir.path(), QStringLiteral("exams/part-one/round.yaml"), QStringLiteral("An exam's round"));
    auto window = openInARound();
    QVERIFY(window);
    const int round = window->session().roundNumber();

    QVERIFY(!window->openScenarioFile(dir.filePath(name)));
    QTRY_VERIFY(problemBox(*window));
    QVERIFY2(problemBox(*window)->informativeText().contains(says), qPrintable(problemBox(*window)->informativeText()));
    QVERIFY(!window->findChild<QMessageBox*>("leaveRound"));
    problemBox(*window)->accept();
    QCOMPARE(window->session().roundNumber(), round);
    QCOMPARE(window->session().log().size(), std::size_t(3));
    QVERIFY(window->session().scenario() == nullptr);
    QVERIFY(test::GuiDriver(*window).takeExpected(false)); // the round goes on
}

// The folder chosen in the settings: its scenarios are in Scenarios…, marked as the instructor's, and
// what of it did not load is listed there with the loader's file:line:column; a new window on the same
// records file has them too.
void TestOwnScenarios::yourFolderIsInScenariosAndRemembered()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("class-scenarios"));
    withProfile(folder);
    QVERIFY(QDir(folder).mkpath(QStringLiteral("week-1")));
    writeScenario(folder, QStringLiteral("week-1/aces-up.yaml"), QStringLiteral("Aces up, the class's own"));
    writeScenario(folder, QStringLiteral("broken.yaml"), QStringLiteral("Broken"), QLatin1String(kBadCards));
    const QString recordsFile = dir.filePath(QStringLiteral("records.sqlite"));
    auto records = records::RecordsDatabase::open(recordsFile);
    {
        auto window = open();
        QVERIFY(window);
        window->useRecords(records.get());
        const auto [before, none] = scenariosShown(*window);
        QTRY_VERIFY(!before.isEmpty());
        QVERIFY(before.filter(QStringLiteral("the class's own")).isEmpty());

        QVERIFY(setFolder(*window, folder));
        QCOMPARE(window->shelf().folder(), folder);
        auto* told = window->findChild<QMessageBox*>("loadErrors");
        QTRY_VERIFY(told && told->isVisible());
        QVERIFY2(told->detailedText().contains(QStringLiteral("broken.yaml:%1: ").arg(badCardPosition())),
                 qPrintable(told->detailedText()));
        told->accept();
        const auto [items, problems] = scenariosShown(*window);
        QTRY_VERIFY(!items.isEmpty());
        QCOMPARE(items.size(), before.size() + 1);
        const QStringList mine = items.filter(QStringLiteral("the class's own"));
        QCOMPARE(mine.size(), 1);
        QVERIFY2(mine.front().contains(QStringLiteral("yours (week-1)")), qPrintable(mine.front()));
        QVERIFY2(problems.contains(QStringLiteral("broken.yaml:%1: ").arg(badCardPosition())), qPrintable(problems));
        QVERIFY(window->playScenario(QStringLiteral("aces-up")));
    }
    records.reset();
    auto reopened = records::RecordsDatabase::open(recordsFile);
    QCOMPARE(reopened->scenarioFolder(), folder);
    auto window = open();
    QVERIFY(window);
    window->useRecords(reopened.get());
    const auto [items, problems] = scenariosShown(*window);
    QTRY_VERIFY(!items.isEmpty());
    QCOMPARE(items.filter(QStringLiteral("the class's own")).size(), 1);
    QVERIFY(problems.contains(QStringLiteral("broken.yaml:")));
}

// A folder that is not there: the settings refuse it and keep the one before; one remembered that has
// gone since is listed in Scenarios… as the problem it is.
void TestOwnScenarios::aFolderThatIsNotThereIsRefusedOrListed()
{
    QTemporaryDir dir;
    const QString gone = dir.filePath(QStringLiteral("no-such-folder"));
    auto records = records::RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
    auto window = open();
    QVERIFY(window);
    window->useRecords(records.get());
    app::SettingsDialog* settings = setFolder(*window, gone);
    QVERIFY(settings && settings->isVisible()); // refused: the dialog stays open
    QVERIFY2(settings->findChild<QLabel*>("settingsError")->text().contains("There is no folder"),
             qPrintable(settings->findChild<QLabel*>("settingsError")->text()));
    settings->reject();
    QCOMPARE(window->shelf().folder(), QString());
    QCOMPARE(records->scenarioFolder(), QString());

    records->setScenarioFolder(gone); // chosen before, and taken away since
    auto next = open();
    QVERIFY(next);
    next->useRecords(records.get());
    QCOMPARE(next->shelf().folderProblems().size(), 1);
    const auto [items, problems] = scenariosShown(*next);
    QTRY_VERIFY(!items.isEmpty());
    QVERIFY2(problems.contains(gone + QStringLiteral(": there is no such folder")), qPrintable(problems));
}

// A scenario is known by its id (its file's name) in the records and the drills: one of the folder
// whose id the library has already is listed, not taken in its place.
void TestOwnScenarios::anIdTheLibraryHasIsListedNotTaken()
{
    QTemporaryDir dir;
    withProfile(dir.path());
    const std::string shipped = library_.front().scenario.id;
    writeScenario(dir.path(), QString::fromStdString(shipped) + QStringLiteral(".yaml"),
                  QStringLiteral("Same name as the library's"));
    std::vector<app::ScenarioEntry> library = library_;
    QStringList errors;
    app::setScenarioFolder(library, dir.path(), errors);
    QCOMPARE(library.size(), library_.size());
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.front().contains(QStringLiteral("rename the file")), qPrintable(errors.front()));
    QCOMPARE(library.front().scenario.title, library_.front().scenario.title);
}

// spanish21-trainer --scenarios FOLDER loads the folder once, into the library the window is made with
// (src/gui/main.cpp, where --scenario looks for its scenario): the window keeps it and lists its
// problems without loading it again (the folder is gone from the disk by then), in place of the folder
// the records remember; a folder chosen in the settings afterwards is loaded.
void TestOwnScenarios::aFolderGivenForTheRunIsNotLoadedAgain()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("for-the-run"));
    withProfile(folder);
    writeScenario(folder, QStringLiteral("run-only.yaml"), QStringLiteral("Given for this run"));
    writeScenario(folder, QStringLiteral("broken.yaml"), QStringLiteral("Broken"), QLatin1String(kBadCards));
    const QString remembered = dir.filePath(QStringLiteral("remembered"));
    withProfile(remembered);
    writeScenario(remembered, QStringLiteral("remembered-one.yaml"), QStringLiteral("Remembered by the records"));
    auto records = records::RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
    records->setScenarioFolder(remembered);

    std::vector<app::ScenarioEntry> library = library_;
    QStringList problems;
    app::setScenarioFolder(library, folder, problems); // as main.cpp does
    QCOMPARE(library.size(), library_.size() + 1);
    QCOMPARE(problems.size(), 1);
    QVERIFY(QDir(folder).removeRecursively());
    auto window = test::roundsWindow(library);
    QVERIFY(window);
    window->useLoadedScenarioFolder(folder, problems);
    window->useRecords(records.get());
    QCOMPARE(window->shelf().folder(), folder);
    QCOMPARE(window->shelf().folderProblems(), problems);
    const auto [items, shownProblems] = scenariosShown(*window);
    QTRY_VERIFY(!items.isEmpty());
    QCOMPARE(items.filter(QStringLiteral("Given for this run")).size(), 1);
    QVERIFY(items.filter(QStringLiteral("Remembered by the records")).isEmpty());
    QVERIFY2(shownProblems.contains(QStringLiteral("broken.yaml:%1: ").arg(badCardPosition())),
             qPrintable(shownProblems));

    QVERIFY(setFolder(*window, remembered));
    QCOMPARE(window->shelf().folder(), remembered);
    QVERIFY(window->shelf().folderProblems().isEmpty());
    const auto [after, none] = scenariosShown(*window);
    QTRY_VERIFY(!after.isEmpty());
    QCOMPARE(after.filter(QStringLiteral("Remembered by the records")).size(), 1);
    QVERIFY(after.filter(QStringLiteral("Given for this run")).isEmpty());
}

// The shelf the window, the recorder and the exam desk read (app/session/scenario_shelf.h): practice
// never offers an exam's own scenario, not even by its id; a folder and a file opened join the one
// library in place, so that what the recorder and the exam desk hold stays good.
void TestOwnScenarios::theShelfOffersPracticeOnlyAndKeepsItsLibraryInPlace()
{
    app::ScenarioShelf shelf(library_);
    const std::vector<app::ScenarioEntry>* held = &shelf.library();
    const QStringList examsOwn = shelf.examsOwnIds();
    QVERIFY(!examsOwn.isEmpty());
    for (const QString& id : examsOwn)
        QVERIFY2(!shelf.practiceScenario(id), qPrintable(id));
    QCOMPARE(shelf.practice().size() + static_cast<std::size_t>(examsOwn.size()), shelf.library().size());
    const std::string practised = shelf.practice().front().scenario.id;
    QCOMPARE(shelf.practiceScenario(QString::fromStdString(practised))->id, practised);

    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("class"));
    withProfile(folder);
    writeScenario(folder, QStringLiteral("mine.yaml"), QStringLiteral("Mine"));
    shelf.useFolder(folder);
    QVERIFY2(shelf.folderProblems().isEmpty(), qPrintable(shelf.folderProblems().join('\n')));
    QVERIFY(shelf.practiceScenario(QStringLiteral("mine"))); // a scenario's id is its file's name
    QCOMPARE(&shelf.library(), held);
    QCOMPARE(shelf.practice().size() + static_cast<std::size_t>(examsOwn.size()), shelf.library().size());

    shelf.useFolder({}); // none: its scenarios leave
    QVERIFY(!shelf.practiceScenario(QStringLiteral("mine")));
    QString problem;
    std::optional<app::ScenarioEntry> opened =
        app::openedScenario(writeScenario(folder, QStringLiteral("opened.yaml"), QStringLiteral("Opened")), problem);
    QVERIFY2(opened, qPrintable(problem));
    QCOMPARE(shelf.addOpened(*opened), QString());
    QVERIFY(shelf.practiceScenario(QStringLiteral("opened")));
    QCOMPARE(&shelf.library(), held);
}

QTEST_MAIN(TestOwnScenarios)
#include "tst_own_scenarios.moc"

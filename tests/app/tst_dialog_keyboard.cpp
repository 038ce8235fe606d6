// Issue 39: every window beside the table is used by the keyboard alone. Each is opened by its
// menu shortcut from the table, over a real records file with a round in it; Tab is pressed until the
// focus comes round again, and every control a trainee can use (buttons, fields, lists, tabs) must
// have been reached; Escape closes it, and the keys go to the table again.
#include "gui_driver.h"
#include "keyboard_walk.h"

#include "app/dialogs/help_window.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace s21;

class TestDialogKeyboard : public QObject {
    Q_OBJECT
private slots:
    void everyWindowIsWalkedByTheKeyboard_data();
    void everyWindowIsWalkedByTheKeyboard();
};

void TestDialogKeyboard::everyWindowIsWalkedByTheKeyboard_data()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::addRow("Trainee (Ctrl+T)") << QKeySequence(Qt::CTRL | Qt::Key_T);
    QTest::addRow("History (Ctrl+H)") << QKeySequence(Qt::CTRL | Qt::Key_H);
    QTest::addRow("Progress (Ctrl+P)") << QKeySequence(Qt::CTRL | Qt::Key_P);
    QTest::addRow("Exam (Ctrl+E)") << QKeySequence(Qt::CTRL | Qt::Key_E);
    QTest::addRow("Scenarios (Ctrl+L)") << QKeySequence(Qt::CTRL | Qt::Key_L);
    QTest::addRow("Settings (Ctrl+,)") << QKeySequence(Qt::CTRL | Qt::Key_Comma);
    QTest::addRow("Class (Ctrl+K)") << QKeySequence(Qt::CTRL | Qt::Key_K);
    QTest::addRow("Procedure guide (F1)") << QKeySequence(Qt::Key_F1);
    QTest::addRow("Round summary (after a round)") << QKeySequence();
}

void TestDialogKeyboard::everyWindowIsWalkedByTheKeyboard()
{
    QFETCH(QKeySequence, keys);
    QTemporaryDir dir;
    auto records = records::RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
    QStringList errors;
    std::vector<app::ScenarioEntry> library = app::loadScenarios(QFileInfo(app::findProfilesDir()).path(), errors);
    app::SessionOptions options;
    options.seed = 3;
    options.players = 3;
    options.shoe = app::ShoePreparation::Skip;
    app::MainWindow window(options, {{"MD", options.profile}}, std::move(library));
    window.useRecords(records.get());
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    test::GuiDriver driver(window);
    while (!window.session().procedure().complete())
        QVERIFY(driver.takeExpected(true));
    QTRY_VERIFY(window.summary() != nullptr);
    if (!keys.isEmpty()) { // the summary left for later: Stay at the table
        window.summary()->reject();
        QTRY_VERIFY(window.summary() == nullptr);
        QApplication::setActiveWindow(&window);
    }

    QString opened;
    QStringList missed;
    const auto walk = [&] {
        QWidget* dialog = QApplication::activeModalWidget();
        if (!dialog)
            dialog = window.findChild<app::HelpWindow*>();
        if (!dialog)
            return;
        opened = QString::fromLatin1(dialog->metaObject()->className());
        QApplication::setActiveWindow(dialog); // as a window manager does with a new window
        if (!QTest::qWaitForWindowActive(dialog)) {
            missed << QStringLiteral("never active");
            return;
        }
        missed = test::unreachedByTab(dialog);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    };
    if (keys.isEmpty()) {
        walk();
    } else {
        QTimer::singleShot(300, walk);
        QTest::keySequence(&window.view(), keys);
    }
    QTRY_VERIFY2(!opened.isEmpty(), "no window opened");
    QVERIFY2(missed.isEmpty(), qPrintable(opened + QStringLiteral(": Tab never reaches ") + missed.join(", ")));
    QTRY_VERIFY2(QApplication::activeModalWidget() == nullptr, qPrintable(opened + " stays open after Escape"));
    QTRY_VERIFY(!window.findChild<app::HelpWindow*>() || !window.findChild<app::HelpWindow*>()->isVisible());
    QApplication::setActiveWindow(&window); // as a window manager does when a window closes
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget*>(&window.view()));
}

QTEST_MAIN(TestDialogKeyboard)
#include "tst_dialog_keyboard.moc"

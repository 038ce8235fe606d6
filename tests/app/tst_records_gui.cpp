// The trainer keeps every round: the real window over a real records file deals rounds through the
// real widgets; they are stored complete or abandoned, shown in the history and replayed on a
// table of their own; a refusal of the records leaves the trainer dealing, visibly not saving,
// and the waiting rounds are stored once the records accept them again.
#include "gui_driver.h"
#include "keyboard_walk.h"

#include "app/dialogs/history_dialog.h"
#include "app/dialogs/progress_dialog.h"
#include "app/dialogs/replay_window.h"
#include "app/dialogs/summary_dialog.h"
#include "app/dialogs/trainee_dialog.h"
#include "app/session/profile_catalog.h"
#include "app/window/side_panel.h"

#include "records/replay.h"

#include <QAccessible>
#include <QDir>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace s21;

namespace {

app::SessionOptions options(std::uint64_t seed, app::ShoePreparation shoe = app::ShoePreparation::Skip)
{
    app::SessionOptions o;
    o.seed = seed;
    o.players = 3;
    o.shoe = shoe;
    return o;
}

} // namespace

class TestRecordsGui : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        records_ = records::RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
    }
    void cleanup()
    {
        records_.reset();
        dir_.reset();
    }

    void everyRoundIsKeptAndReplays()
    {
        auto window = open(options(21));
        QVERIFY(window);
        QCOMPARE(records_->trainees().size(), std::size_t{1}); // the first start makes a trainee
        const qint64 trainee = window->station().trainee();
        QVERIFY(trainee != 0);
        dealRound(*window);
        QCOMPARE(window->recorder().storedCount(), 1);
        QTRY_VERIFY(window->summary());
        QVERIFY(app::SummaryDialog::html(window->session()).contains(QStringLiteral("Seed 21")));
        const QString dealt = window->recorder().lastStored();
        const auto record = records_->loadRound(dealt);
        QVERIFY(record);
        QCOMPARE(record->outcome, records::RecordOutcome::Complete);
        QCOMPARE(record->seed, QStringLiteral("21"));
        QCOMPARE(record->actions.size(), window->session().log().size());
        QCOMPARE(records::Replay(*record).replayToEnd(), std::optional<std::size_t>());

        // Leaving a round in the middle keeps it as abandoned.
        window->startNewRound();
        test::GuiDriver driver(*window);
        for (int step = 0; step < 3; ++step)
            QVERIFY(driver.takeExpected(false));
        window->startNewRound();
        QCOMPARE(window->recorder().storedCount(), 2);
        const auto abandoned = records_->loadRound(window->recorder().lastStored());
        QCOMPARE(abandoned->outcome, records::RecordOutcome::Abandoned);
        QCOMPARE(abandoned->actions.size(), std::size_t{3});

        app::HistoryDialog history(*records_, trainee, {}, window.get());
        QCOMPARE(history.rowCount(), 2);
        QVERIFY(history.replayRow(1)); // the complete one, older
        auto* replay = history.findChild<app::ReplayWindow*>();
        QVERIFY(replay);
        QCOMPARE(replay->agreement(), QStringLiteral("Replays exactly as stored."));
        // Every control of the replay is reached by Tab (issue 39).
        replay->show();
        QApplication::setActiveWindow(replay);
        QVERIFY(QTest::qWaitForWindowActive(replay));
        const QStringList missed = test::unreachedByTab(replay);
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(", ")));
        // The step buttons show arrows; a screen reader reads them in words.
        QStringList stepNames;
        for (QPushButton* button : replay->findChildren<QPushButton*>())
            stepNames << QAccessible::queryAccessibleInterface(button)->text(QAccessible::Name);
        for (const char* name : {"Start", "Back", "Next", "End"})
            QVERIFY2(stepNames.contains(QLatin1String(name)), qPrintable(stepNames.join(", ")));
        replay->showAfter(record->actions.size());
        QCOMPARE(replay->position(), record->actions.size());
        replay->showAfter(2);
        QCOMPARE(replay->position(), std::size_t{2});
    }

    // Issue 39, finding 11: a round left for another number of players is asked about first, and,
    // left, is kept in the history as abandoned with what was dealt.
    void aRoundLeftForOtherPlayersIsKeptAbandoned()
    {
        auto window = open(options(6));
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        test::GuiDriver driver(*window);
        for (int i = 0; i < 3; ++i)
            QVERIFY(driver.takeExpected(false));
        auto* players = window->findChild<QSpinBox*>(QStringLiteral("playersBox"));
        QVERIFY(players);
        players->setValue(players->value() + 1);
        QMessageBox* question = nullptr;
        QTRY_VERIFY((question = window->findChild<QMessageBox*>(QStringLiteral("leaveRound"))) != nullptr);
        const auto buttons = question->buttons();
        const auto leave = std::find_if(buttons.begin(), buttons.end(),
                                        [](QAbstractButton* b) { return b->text() == QLatin1String("Leave it"); });
        QVERIFY(leave != buttons.end());
        QTest::mouseClick(*leave, Qt::LeftButton);
        QTRY_COMPARE(window->recorder().storedCount(), 1);
        const auto left = records_->loadRound(window->recorder().lastStored());
        QVERIFY(left);
        QCOMPARE(left->outcome, records::RecordOutcome::Abandoned);
        QCOMPARE(left->actions.size(), std::size_t{3});
        app::HistoryDialog history(*records_, window->station().trainee(), {}, window.get());
        QCOMPARE(history.rowCount(), 1);
    }

    void theShoeProcedureIsKeptToo()
    {
        auto window = open(options(5, app::ShoePreparation::ShuffleByHand));
        QVERIFY(window);
        QVERIFY(window->session().betweenRounds());
        test::GuiDriver driver(*window);
        int steps = 0;
        while (window->session().betweenRounds() && !window->session().procedure().complete() && ++steps < 400)
            QVERIFY(driver.takeExpected(false));
        QCOMPARE(window->recorder().storedCount(), 1);
        const auto record = records_->loadRound(window->recorder().lastStored());
        QCOMPARE(record->kind, records::RecordKind::ShoeProcedure);
        QCOMPARE(records::Replay(*record).replayToEnd(), std::optional<std::size_t>());
    }

    // A trainee with no round stored deals their first session without injected faults, however
    // often the practice settings ask for them (the first round, set up before the window knew the
    // trainee, included), and the rounds they store meanwhile do not end it; their next session
    // brings them.
    void aFirstSessionBringsNoInjectedFaults()
    {
        app::SessionOptions o = options(13);
        o.irregularities = 1.0;
        o.guestFouls = 1.0;
        const auto faultsDealt = [](app::MainWindow& window, int rounds) {
            std::size_t faults = 0;
            for (int round = 0; round < rounds; ++round) {
                faults += window.session().dealtSetup()->faults.size();
                while (!window.session().procedure().complete())
                    window.session().apply(window.session().procedure().expected().front());
                QTest::qVerify(test::acceptSummary(window), "acceptSummary", "", __FILE__, __LINE__);
            }
            return faults;
        };
        auto window = open(o);
        QVERIFY(window);
        QCOMPARE(faultsDealt(*window, 4), std::size_t{0});
        QCOMPARE(records_->rounds(window->station().trainee()).size(), std::size_t{4});
        window.reset();

        window = open(o); // the same trainee, who has rounds now
        QVERIFY(window);
        QVERIFY(faultsDealt(*window, 3) > 0);
    }

    void aRefusedStoreKeepsTheRoundWaitingAndSaysSo()
    {
        auto window = open(options(8));
        QVERIFY(window);
        auto* status = window->findChild<QLabel*>(QStringLiteral("recordsStatus"));
        QVERIFY(status);
        // The trainee's row disappears behind the window's back: the store is refused.
        records_->deleteTrainee(window->station().trainee());
        dealRound(*window);
        QVERIFY(!window->recorder().saving());
        QCOMPARE(window->recorder().waitingCount(), 1);
        QVERIFY2(status->text().startsWith(QStringLiteral("Not being saved")), qPrintable(status->text()));
        // The trainer goes on; choosing a trainee again stores what waited, in order.
        const qint64 other = records_->createTrainee(QStringLiteral("Ben")).id;
        window->station().setTrainee(other);
        QVERIFY(window->recorder().saving());
        QCOMPARE(window->recorder().waitingCount(), 0);
        QCOMPARE(records_->rounds(other).size(), std::size_t{1});
        QVERIFY2(status->text().startsWith(QStringLiteral("Every round is saved")), qPrintable(status->text()));
    }

    void traineesAreManagedInTheirDialog()
    {
        auto window = open(options(3));
        QVERIFY(window);
        app::TraineeDialog dialog(*records_, window->station().trainee(), window.get());
        QVERIFY(dialog.addTrainee(QStringLiteral("Carla")));
        const qint64 carla = dialog.chosenTrainee();
        QCOMPARE(records_->trainee(carla)->name, QStringLiteral("Carla"));
        QVERIFY(dialog.renameChosen(QStringLiteral("Carla M.")));
        QCOMPARE(records_->trainee(carla)->name, QStringLiteral("Carla M."));
        QVERIFY(dialog.toggleArchivedChosen());
        QVERIFY(records_->trainee(carla)->archived);
        // Export before deleting, as a school answering a trainee's request would.
        const QString exported = dir_->filePath(QStringLiteral("carla.json"));
        QString error;
        QVERIFY2(dialog.exportChosen(exported, &error), qPrintable(error));
        QFile file(exported);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("\"Carla M.\""));
        QVERIFY(!dialog.exportChosen(dir_->filePath(QStringLiteral("no-such-folder/carla.json")), &error));
        QVERIFY2(error.contains(QStringLiteral("Cannot write")), qPrintable(error));
        QVERIFY(dialog.deleteChosen());
        QVERIFY(!records_->trainee(carla));
    }

    void theLastTraineeIsTheOneTheTrainerOpensWith()
    {
        const qint64 ana = records_->createTrainee(QStringLiteral("Ana")).id;
        const qint64 ben = records_->createTrainee(QStringLiteral("Ben")).id;
        {
            auto window = open(options(4));
            QCOMPARE(window->station().trainee(), ana);
            window->station().setTrainee(ben);
        }
        auto again = open(options(4));
        QCOMPARE(again->station().trainee(), ben);
    }

    // Issue 39: a station's first start asks who is dealing (before, the dealer was $USER or
    // "Trainee" on every record and certificate); a records file with a trainee asks nothing.
    void aNewStationAsksWhoIsDealing()
    {
        QString asked;
        QTimer answer;
        connect(&answer, &QTimer::timeout, [&] {
            if (auto* dialog = qobject_cast<QInputDialog*>(QApplication::activeModalWidget())) {
                asked = dialog->labelText();
                auto* field = dialog->findChild<QLineEdit*>();
                field->insert(QStringLiteral("  Ana María Pérez ")); // typed (keyClicks takes ASCII only)
                QTest::keyClick(field, Qt::Key_Return);
            }
        });
        answer.start(50);
        const std::optional<qint64> ana = app::welcomeFirstTrainee(*records_);
        QVERIFY2(asked.contains(QStringLiteral("Who is dealing?")), qPrintable(asked));
        QVERIFY(ana);
        QCOMPARE(records_->trainee(*ana)->name, QStringLiteral("Ana María Pérez"));
        QCOMPARE(records_->lastTrainee(), ana);
        auto window = open(options(4));
        QCOMPARE(window->station().trainee(), *ana);

        asked.clear();
        QVERIFY(!app::welcomeFirstTrainee(*records_));
        QVERIFY(asked.isEmpty());
        QCOMPARE(records_->trainees().size(), std::size_t{1});
    }

    void twoTrainerWindowsShareOneFile()
    {
        // A second trainer on the same file has its own connection, as a second program would.
        const auto second = records::RecordsDatabase::open(records_->file());
        auto one = open(options(31));
        auto two =
            std::make_unique<app::MainWindow>(options(32), std::vector<app::ProfileEntry>{{"MD", marylandProfile(6)}});
        two->useRecords(second.get());
        two->show();
        QVERIFY(QTest::qWaitForWindowExposed(two.get()));
        QCOMPARE(two->station().trainee(), one->station().trainee());
        test::GuiDriver first(*one);
        test::GuiDriver other(*two);
        for (int round = 0; round < 2; ++round) {
            // Interleaved, action by action, so that both write while the other is mid-round.
            while (!one->session().procedure().complete() || !two->session().procedure().complete()) {
                if (!one->session().procedure().complete())
                    QVERIFY(first.takeExpected(false));
                if (!two->session().procedure().complete())
                    QVERIFY(other.takeExpected(false));
            }
            one->startNewRound();
            two->startNewRound();
        }
        QCOMPARE(one->recorder().storedCount(), 2);
        QCOMPARE(two->recorder().storedCount(), 2);
        const auto rounds = records_->rounds(one->station().trainee());
        QCOMPARE(rounds.size(), std::size_t{4});
        for (const records::RoundSummary& round : rounds)
            QCOMPARE(records::Replay(*records_->loadRound(round.uuid)).replayToEnd(), std::optional<std::size_t>());
        QSqlQuery check(records_->connection());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
    }

    void workMyMistakesDrillsTheChosenScenarios()
    {
        QStringList errors;
        const auto library = app::loadScenarios(QFileInfo(app::findProfilesDir()).path(), errors);
        QVERIFY(!library.empty());
        auto window = std::make_unique<app::MainWindow>(
            options(9), std::vector<app::ProfileEntry>{{"MD", marylandProfile(6)}}, library);
        window->useRecords(records_.get());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto* progress = window->findChild<QPushButton*>(QStringLiteral("progressButton"));
        QVERIFY(progress);
        progress->click();
        auto* dialog = window->findChild<app::ProgressDialog*>();
        QVERIFY(dialog);
        const QStringList chosen{QStringLiteral("md-double-and-rescue"), QStringLiteral("md-suited-unsuited-and-both")};
        emit dialog->workMyMistakes(chosen);
        QVERIFY(window->drill());
        QCOMPARE(window->drill()->size(), std::size_t{2});
        QVERIFY(window->session().scenario());
        QCOMPARE(QString::fromStdString(window->session().scenario()->id), chosen.front());
        dealRound(*window);
        const auto record = records_->loadRound(window->recorder().lastStored());
        QCOMPARE(record->drill, QStringLiteral("work-my-mistakes"));
        QCOMPARE(record->scenarioId, chosen.front());
        QCOMPARE(record->scenarioHash.size(), 64);
    }

    void aFileFoundDamagedInTheBackgroundStopsSavingAndIsKeptAsideNextTime()
    {
        // A records file with rounds in it, then a page in its middle written over: the schema
        // still reads, so the trainer opens it at once and the check beside it finds the damage.
        const QString file = records_->file();
        {
            auto window = open(options(12));
            for (int round = 0; round < 6; ++round) {
                dealRound(*window);
                window->startNewRound();
            }
        }
        // A page of the actions' rows, away from the tables the trainer reads when it opens.
        QSqlQuery page(records_->connection());
        QVERIFY(page.exec(QStringLiteral("SELECT pageno, (SELECT page_size FROM pragma_page_size) FROM dbstat "
                                         "WHERE name = 'actions' AND pagetype = 'leaf' ORDER BY pageno")));
        std::vector<std::pair<qint64, qint64>> pages; // number (from 1), size
        while (page.next())
            pages.emplace_back(page.value(0).toLongLong(), page.value(1).toLongLong());
        QVERIFY2(!pages.empty(), qPrintable(page.lastError().text()));
        const auto [number, size] = pages.back();
        page.finish();
        records_.reset();
        QFile damaged(file);
        QVERIFY(damaged.open(QIODevice::ReadWrite));
        damaged.seek((number - 1) * size);
        damaged.write(QByteArray(size, '\xA5'));
        damaged.close();
        QString notice;
        records_ = records::RecordsDatabase::open(file, &notice, records::RecordsDatabase::IntegrityCheck::Separately);
        QVERIFY(notice.isEmpty());
        auto window =
            std::make_unique<app::MainWindow>(options(13), std::vector<app::ProfileEntry>{{"MD", marylandProfile(6)}});
        window->useRecords(records_.get(), {}, QStringLiteral(S21_TRAINER)); // the check in the real trainer
        QVERIFY(QTest::qWaitFor([&] { return !window->station().checking(); }, 60000));
        QVERIFY(!window->recorder().saving());
        auto* status = window->findChild<QLabel*>(QStringLiteral("recordsStatus"));
        QVERIFY2(status->text().contains(QStringLiteral("damaged")), qPrintable(status->text()));
        window.reset();
        records_.reset();
        records_ = records::RecordsDatabase::open(file, &notice, records::RecordsDatabase::IntegrityCheck::Separately);
        QVERIFY2(notice.contains(QStringLiteral("kept, unchanged")), qPrintable(notice));
        QVERIFY(records_->trainees().empty());
        const QStringList aside = QDir(QFileInfo(file).path()).entryList({QStringLiteral("records.sqlite.damaged-2*")});
        QCOMPARE(aside.filter(QRegularExpression(QStringLiteral("^records\\.sqlite\\.damaged-[0-9-]+$"))).size(), 1);
    }

private:
    std::unique_ptr<app::MainWindow> open(const app::SessionOptions& o)
    {
        auto window = std::make_unique<app::MainWindow>(o, std::vector<app::ProfileEntry>{{"MD", o.profile}});
        window->useRecords(records_.get());
        window->show();
        QApplication::setActiveWindow(window.get());
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        return window;
    }

    void dealRound(app::MainWindow& window)
    {
        test::GuiDriver driver(window);
        int steps = 0;
        while (!window.session().procedure().complete()) {
            QVERIFY(driver.takeExpected(false));
            QVERIFY(++steps < 400);
        }
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
};

QTEST_MAIN(TestRecordsGui)
#include "tst_records_gui.moc"

// A certification exam sat at the real window over a real records file: a supervisor starts it in
// the start dialog with their passphrase, the trainee deals every round through the real widgets
// with no hints, no settings and no way out of a round, the supervisor signs the result, and the
// sealed result verifies and prints. Abandoning, closing the window and the attempts allowed are
// tried too, and what a trainee could read during a round is searched for the secret shoe and seed.
#include "gui_driver.h"

#include "app/dialogs/exam_result_dialog.h"
#include "app/dialogs/exam_start_dialog.h"
#include "app/session/profile_catalog.h"

#include "certification/supervisor_key.h"
#include "records/exam_verification.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;

namespace {

const QString kPassphrase = QStringLiteral("correct horse battery");

// One set scenario, then two rounds of live play from secret shoes.
const char* const kExam = R"(title: A short test exam
description: One set procedure, then live play.
attempts: 2
pass:
  overall: 80
  no_critical_mistakes: true
parts:
  - title: Set procedure
    scenarios: [md-twenty-one-in-three-cards]
    minimum: 80
  - title: Live play
    random_play:
      profile: md-2020-6deck
      rounds: 2
      players: 2
      irregularities: never
    minimum: 80
)";

} // namespace

class TestExamMode : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStringList errors;
        const QString profilesDir = app::findProfilesDir(S21_SOURCE_DIR);
        profiles_ = app::loadProfiles(profilesDir, errors);
        library_ = app::loadScenarios(QFileInfo(profilesDir).path(), errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        // One supervisor key for every test: Argon2id takes its time.
        key_ = certification::createKey(kPassphrase);
    }

    void init()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        QDir(dir_->path()).mkdir(QStringLiteral("exams"));
        QFile exam(dir_->filePath(QStringLiteral("exams/short.yaml")));
        QVERIFY(exam.open(QIODevice::WriteOnly));
        exam.write(kExam);
        exam.close();
        QStringList errors;
        exams_ = app::loadExams(dir_->filePath(QStringLiteral("exams")), library_, profiles_, errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(exams_.size(), std::size_t{1});
        records_ = records::RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
        records::ExamRecords(*records_).addSupervisor(QStringLiteral("Sam Supervisor"), key_);
    }

    void cleanup()
    {
        records_.reset();
        dir_.reset();
    }

    void aWholeAttemptThroughTheWidgets()
    {
        auto window = open();
        QVERIFY(window);
        QVERIFY(!startThroughTheDialog(*window, QStringLiteral("not the passphrase"), false));
        QVERIFY(startThroughTheDialog(*window, kPassphrase, true));
        QVERIFY(window->exam());
        // Nothing but the exam: the settings, the library, the trainee's buttons are gone.
        for (const char* hidden :
             {"settingsButton", "traineeButton", "historyButton", "progressButton", "examButton", "modeBox"})
            QVERIFY2(!window->findChild<QWidget*>(QString::fromLatin1(hidden))->isVisibleTo(window.get()), hidden);
        QVERIFY(window->findChild<QWidget*>(QStringLiteral("abandonExam"))->isVisibleTo(window.get()));
        // The set scenario is neither named nor described, and no hint is given.
        QVERIFY(!window->feedbackText().contains("21 in three cards"));
        QVERIFY(window->hintText().contains("no hints"));

        test::GuiDriver driver(*window);
        // A round cannot be left: "next round" in the middle of one changes nothing.
        QVERIFY(driver.takeExpected(false));
        const std::size_t actions = window->session().log().size();
        clickNamed(*window, "newRoundButton");
        QCOMPARE(window->session().log().size(), actions);
        QVERIFY(window->feedbackText().contains("cannot be left"));

        for (int round = 0; round < 3; ++round) {
            while (!window->session().procedure().complete())
                QVERIFY(driver.takeExpected(false));
            QVERIFY2(window->summary() == nullptr, "no summary between an exam's rounds");
            if (round < 2)
                clickNamed(*window, "newRoundButton");
        }
        app::ExamResultDialog* result = window->examResult();
        QVERIFY(result);
        QVERIFY(result->resultText().contains("PASSED"));
        QVERIFY(!result->sign(QStringLiteral("not the passphrase")));
        QVERIFY(!window->exam()->sealed());
        QVERIFY(result->sign(kPassphrase));
        const certification::Seal seal = *window->exam()->sealed();
        QVERIFY(result->resultText().contains(seal.verificationCode()));
        const QString certificate = dir_->filePath(QStringLiteral("certificate.pdf"));
        QVERIFY(result->saveCertificate(certificate));
        QVERIFY(result->saveDetails(dir_->filePath(QStringLiteral("details.pdf"))));
        QVERIFY(QFileInfo(certificate).size() > 1000);

        // Sealed in the station's chain, every round with it, verified against the supervisor's key.
        const auto seals = records::ExamRecords(*records_).seals();
        QCOMPARE(seals.size(), std::size_t{1});
        const auto summary = records::readAttemptRecord(seals.front().seal.record);
        QVERIFY(summary);
        QCOMPARE(summary->result, records::AttemptResult::Passed);
        QCOMPARE(summary->parts.size(), std::size_t{2});
        QCOMPARE(summary->rounds.size(), std::size_t{3});
        QCOMPARE(summary->supervisorName, QStringLiteral("Sam Supervisor"));
        QVERIFY(records::verifyStation(*records_, {key_.publicKey}).empty());

        // Closing the result dialog: practice again, on the table the trainee had.
        result->accept();
        QTRY_VERIFY(!window->exam());
        QVERIFY(window->findChild<QWidget*>(QStringLiteral("settingsButton"))->isVisibleTo(window.get()));
        QCOMPARE(window->session().options().seed, std::uint64_t{7});
    }

    void abandoningSealsAFailure()
    {
        auto window = open();
        QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
        test::GuiDriver driver(*window);
        QVERIFY(driver.takeExpected(false));
        window->abandonExam(false);
        app::ExamResultDialog* result = window->examResult();
        QVERIFY(result);
        QVERIFY(window->exam()->sealed());
        QVERIFY(result->resultText().contains("FAILED"));
        QVERIFY(result->resultText().contains("Abandoned during round 1 of 3"));
        const auto summary = records::readAttemptRecord(records::ExamRecords(*records_).seals().front().seal.record);
        QVERIFY(summary && summary->result == records::AttemptResult::Failed);
        QCOMPARE(summary->events.size(), std::size_t{1});
        result->accept();
        QTRY_VERIFY(!window->exam());
    }

    void closingTheWindowSealsAFailureAndAttemptsRunOut()
    {
        for (int attempt = 0; attempt < 2; ++attempt) {
            auto window = open();
            QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
            test::GuiDriver driver(*window);
            QVERIFY(driver.takeExpected(false));
            window->close();
        }
        const auto seals = records::ExamRecords(*records_).seals();
        QCOMPARE(seals.size(), std::size_t{2});
        for (const auto& stored : seals) {
            const auto summary = records::readAttemptRecord(stored.seal.record);
            QVERIFY(summary && summary->result == records::AttemptResult::Failed);
            QVERIFY(summary->reasons.front().contains("window was closed"));
        }
        QVERIFY(records::verifyStation(*records_, {key_.publicKey}).empty());
        // The exam allows two attempts: the third is refused before the passphrase is even tried.
        auto window = open();
        QVERIFY(window);
        QVERIFY(!startThroughTheDialog(*window, kPassphrase, true));
        QVERIFY(!window->exam());
    }

    void nothingATraineeCanReadGivesTheShoeAway()
    {
        auto window = open();
        QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
        test::GuiDriver driver(*window);
        while (!window->session().procedure().complete())
            QVERIFY(driver.takeExpected(false));
        clickNamed(*window, "newRoundButton"); // live play: a secret shoe and seed
        while (window->session().state().dealer.holeCard == HoleCard::NotDealt)
            QVERIFY(driver.takeExpected(false));
        const RoundState& state = window->session().state();
        const QString seed = QString::number(window->session().options().seed);
        std::vector<Card> next = state.shoe.undealt();
        next.resize(4);
        const QString order = QString::fromStdString(notation(next));
        // Every text of every widget, the window titles, the clipboard, and the records file.
        QStringList seen{window->windowTitle(), QApplication::clipboard()->text()};
        for (QWidget* widget : QApplication::allWidgets()) {
            seen << widget->windowTitle() << widget->toolTip() << widget->accessibleName()
                 << widget->accessibleDescription() << widget->statusTip() << widget->whatsThis();
            if (auto* label = qobject_cast<QLabel*>(widget))
                seen << label->text();
            if (auto* button = qobject_cast<QAbstractButton*>(widget))
                seen << button->text();
        }
        for (QGraphicsItem* item : window->scene().items())
            seen << item->toolTip();
        const QString everything = seen.join('\n');
        QVERIFY2(!everything.contains(seed), "the seed is shown");
        QVERIFY2(!everything.contains(order), "the shoe's order is shown");
        QFile file(records_->file());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray stored = file.readAll();
        QVERIFY2(!stored.contains(seed.toLatin1()), "the seed is written before the round ends");
        window->abandonExam(false);
    }

private:
    std::unique_ptr<app::MainWindow> open()
    {
        app::SessionOptions options;
        options.seed = 7;
        options.players = 3;
        auto window = std::make_unique<app::MainWindow>(options, profiles_, library_);
        window->useRecords(records_.get());
        window->setExams(exams_);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        return window;
    }

    // Opens the start dialog, types the passphrase and presses Start; true when the exam started.
    bool startThroughTheDialog(app::MainWindow& window, const QString& passphrase, bool expectStart)
    {
        window.chooseExam();
        auto* dialog = window.findChild<app::ExamStartDialog*>();
        if (!dialog)
            return false;
        dialog->findChild<QLineEdit*>(QStringLiteral("passphrase"))->setText(passphrase);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("startExam")), Qt::LeftButton);
        const bool started = window.exam() != nullptr;
        if (!started) {
            const QString problem = dialog->findChild<QLabel*>(QStringLiteral("problem"))->text();
            if (expectStart)
                qWarning("not started: %s", qPrintable(problem));
            dialog->reject();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
        return started;
    }

    void clickNamed(app::MainWindow& window, const char* name)
    {
        QTest::mouseClick(window.findChild<QPushButton*>(QString::fromLatin1(name)), Qt::LeftButton);
    }

    std::vector<app::ProfileEntry> profiles_;
    std::vector<app::ScenarioEntry> library_;
    certification::LockedKey key_;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    std::vector<app::ExamEntry> exams_;
};

QTEST_MAIN(TestExamMode)
#include "tst_exam_mode.moc"

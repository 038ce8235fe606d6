#pragma once
// A station to sit exams at in a GUI test: the real library, one supervisor (Sam Supervisor, whose
// key is made once per test case: Argon2id takes its time), a short exam of two set scenarios and
// two live-play rounds, a records file in a fresh folder per test, and the real window over them.
// A test class derives from QObject and ExamStation, calls setUpCase() in initTestCase(), setUp()
// in init() and tearDown() in cleanup().
#include "gui_driver.h"

#include "app/dialogs/exam_result_dialog.h"
#include "app/dialogs/exam_start_dialog.h"
#include "app/session/profile_catalog.h"
#include "app/window/main_window.h"

#include "certification/supervisor_key.h"
#include "records/exam_records.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace s21::test {

inline const QString kPassphrase = QStringLiteral("correct horse battery");

// Two set scenarios (the second the Maryland certification's own), then two rounds of live play from
// secret shoes.
inline const char* const kExam = R"(title: A short test exam
description: One set procedure, then live play.
attempts: 2
pass:
  overall: 80
  no_critical_mistakes: true
parts:
  - title: Set procedures
    scenarios: [md-twenty-one-in-three-cards, md-exam-double-against-a-six]
    minimum: 80
  - title: Live play
    random_play:
      profile: md-2020-6deck
      rounds: 2
      players: 2
      irregularities: never
    minimum: 80
)";

// Deals `rounds` whole rounds of the exam, moves on to the next and takes `actions` of it.
inline bool dealInto(app::MainWindow& window, int rounds, int actions)
{
    GuiDriver driver(window);
    for (int round = 0; round < rounds; ++round) {
        while (!window.session().procedure().complete())
            if (!driver.takeExpected(false))
                return false;
        window.startNewRound();
    }
    for (int step = 0; step < actions; ++step)
        if (!driver.takeExpected(false))
            return false;
    return true;
}

// Deals the exam under way to its last round, each action the one expected, and signs the result with
// Sam Supervisor's passphrase: true when it is signed.
inline bool finishAndSign(app::MainWindow& window)
{
    GuiDriver driver(window);
    while (window.examDesk().sitting() && !window.examDesk().sitting()->run().finished()) {
        while (!window.session().procedure().complete())
            if (!driver.takeExpected(false))
                return false;
        if (!window.examDesk().sitting()->run().finished())
            window.startNewRound();
    }
    return QTest::qWaitFor([&window] { return window.examDesk().result() != nullptr; }) &&
           window.examDesk().result()->sign(kPassphrase);
}

class ExamStation {
protected:
    void setUpCase()
    {
        QStringList errors;
        const QString profilesDir = app::findProfilesDir();
        profiles_ = app::loadProfiles(profilesDir, errors);
        library_ = app::loadScenarios(QFileInfo(profilesDir).path(), errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        key_ = certification::createKey(kPassphrase);
    }

    void setUp()
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

    void tearDown()
    {
        records_.reset();
        dir_.reset();
    }

    // The trainer's window over the station's records and exams, shown.
    std::unique_ptr<app::MainWindow> open()
    {
        app::SessionOptions options;
        options.seed = 7;
        options.players = 3;
        auto window = std::make_unique<app::MainWindow>(options, profiles_, library_);
        window->useRecords(records_.get());
        window->examDesk().setExams(exams_);
        window->show();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        return window;
    }

    // Opens the start dialog, types the passphrase and presses Start; true when the exam started.
    bool startThroughTheDialog(app::MainWindow& window, const QString& passphrase, bool expectStart)
    {
        window.examDesk().chooseExam();
        auto* dialog = window.findChild<app::ExamStartDialog*>();
        if (!dialog)
            return false;
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("passphrase")), passphrase);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("startExam")), Qt::LeftButton);
        const bool started = window.examDesk().sitting() != nullptr;
        if (!started) {
            const QString problem = dialog->findChild<QLabel*>(QStringLiteral("problem"))->text();
            if (expectStart)
                qWarning("not started: %s", qPrintable(problem));
            dialog->reject();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
        return started;
    }

    std::vector<app::ProfileEntry> profiles_;
    std::vector<app::ScenarioEntry> library_;
    certification::LockedKey key_;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    std::vector<app::ExamEntry> exams_;
};

} // namespace s21::test

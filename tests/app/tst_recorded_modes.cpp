// The mode each record keeps, dealt through the real session and recorder into a real records file:
// the practice mode the round started in, or the exam's from SessionRecorder::setExam on; and which
// ended records an exam sitting takes as its rounds (app::isExamRound).
#include "app/session/exam_sitting.h"
#include "app/session/session_recorder.h"
#include "app/session/trainer_session.h"

#include "records/records_database.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;
using records::RecordMode;
using records::RecordOutcome;

class TestRecordedModes : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        records_ = records::RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
        session_ = std::make_unique<app::TrainerSession>(
            app::SessionOptions{marylandProfile(6), app::Mode::Guided, 3, 42, 0.1, app::ShoePreparation::Skip});
        recorder_ = std::make_unique<app::SessionRecorder>(*session_, library_);
        recorder_->setStore(records_.get(), records_->createTrainee(QStringLiteral("Trainee")).id);
    }
    void cleanup()
    {
        recorder_.reset();
        session_.reset();
        records_.reset();
        dir_.reset();
    }

    // A new practice mode counts from the next round; an exam's rounds are the exam's whatever the
    // practice mode, and the next round after it is practice again.
    void eachRecordKeepsTheModeItWasDealtIn()
    {
        QCOMPARE(dealWhole(), RecordMode::Guided);
        session_->setMode(app::Mode::Free);
        QCOMPARE(dealWhole(), RecordMode::Guided); // the round under way started guided
        QCOMPARE(dealWhole(), RecordMode::Free);
        recorder_->setExam(true);
        session_->newRound();
        QCOMPARE(dealWhole(), RecordMode::Exam);
        recorder_->setExam(false);
        session_->newRound();
        QCOMPARE(dealWhole(), RecordMode::Free);

        QSqlQuery stored(records_->connection());
        QVERIFY(
            stored.exec(QStringLiteral("SELECT group_concat(mode, ' ') FROM (SELECT mode FROM rounds ORDER BY id)")));
        QVERIFY(stored.next());
        QCOMPARE(stored.value(0).toString(), QStringLiteral("guided guided free exam free"));
    }

    // An exam sitting takes an exam's round dealt to its end, and nothing else: not a practice round,
    // finished or left as the exam started, nor the exam's round left as the window closed.
    void anExamTakesOnlyItsOwnRoundsDealtToTheEnd()
    {
        QCOMPARE(leaveRound(), RecordOutcome::Abandoned);
        QVERIFY(!app::isExamRound(*records_->loadRound(recorder_->lastStored())));
        dealWhole();
        QVERIFY(!app::isExamRound(*records_->loadRound(recorder_->lastStored())));
        recorder_->setExam(true);
        session_->newRound();
        QCOMPARE(leaveRound(), RecordOutcome::Abandoned);
        QVERIFY(!app::isExamRound(*records_->loadRound(recorder_->lastStored())));
        QCOMPARE(dealWhole(), RecordMode::Exam);
        QVERIFY(app::isExamRound(*records_->loadRound(recorder_->lastStored())));
    }

private:
    // Deals the round under way to its end and starts the next: the mode its record keeps.
    RecordMode dealWhole()
    {
        while (!session_->round().complete())
            session_->apply(session_->round().expected().front());
        session_->newRound();
        return records_->loadRound(recorder_->lastStored())->mode;
    }

    // Deals three actions of the round under way and leaves it for the next: its record's outcome.
    RecordOutcome leaveRound()
    {
        for (int step = 0; step < 3; ++step)
            session_->apply(session_->round().expected().front());
        session_->newRound();
        return records_->loadRound(recorder_->lastStored())->outcome;
    }

    std::vector<app::ScenarioEntry> library_;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    std::unique_ptr<app::TrainerSession> session_;
    std::unique_ptr<app::SessionRecorder> recorder_;
};

QTEST_GUILESS_MAIN(TestRecordedModes)
#include "tst_recorded_modes.moc"

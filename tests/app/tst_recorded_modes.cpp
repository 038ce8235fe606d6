// The mode each record keeps, dealt through the real session and recorder into a real records file:
// the practice mode the round started in, or the exam's from SessionRecorder::setExam on; and which
// ended records an exam sitting takes as its rounds (app::isExamRound).
#include "recorded_table.h"

#include "app/session/exam_sitting.h"

#include <QSqlQuery>
#include <QtTest>

using namespace s21;
using records::RecordMode;
using records::RecordOutcome;

class TestRecordedModes : public QObject, private test::RecordedTable {
    Q_OBJECT
private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    // A new practice mode counts from the next round; an exam's rounds are the exam's whatever the
    // practice mode, and the next round after it is practice again.
    void eachRecordKeepsTheModeItWasDealtIn()
    {
        QCOMPARE(dealAndGoOn(), RecordMode::Guided);
        session_->setMode(app::Mode::Free);
        QCOMPARE(dealAndGoOn(), RecordMode::Guided); // the round under way started guided
        QCOMPARE(dealAndGoOn(), RecordMode::Free);
        recorder_->setExam(true);
        session_->newRound();
        QCOMPARE(dealAndGoOn(), RecordMode::Exam);
        recorder_->setExam(false);
        session_->newRound();
        QCOMPARE(dealAndGoOn(), RecordMode::Free);

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
        QCOMPARE(dealAndGoOn(), RecordMode::Guided);
        QVERIFY(!app::isExamRound(*records_->loadRound(recorder_->lastStored())));
        recorder_->setExam(true);
        session_->newRound();
        QCOMPARE(leaveRound(), RecordOutcome::Abandoned);
        QVERIFY(!app::isExamRound(*records_->loadRound(recorder_->lastStored())));
        QCOMPARE(dealAndGoOn(), RecordMode::Exam);
        QVERIFY(app::isExamRound(*records_->loadRound(recorder_->lastStored())));
    }

private:
    // Deals the round under way to its end and starts the next: the mode its record keeps.
    RecordMode dealAndGoOn()
    {
        dealWhole();
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
};

QTEST_GUILESS_MAIN(TestRecordedModes)
#include "tst_recorded_modes.moc"

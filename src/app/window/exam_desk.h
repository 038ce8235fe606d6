#pragma once
// A certification exam's whole life at the trainer's window, apart from the table it is dealt on.
// A supervisor starts one for the trainee dealing (the exam start dialog), or resumes or voids one
// the trainer stopped during (the interrupted exam dialog); while it is sat (ExamSitting) the panel
// shows only the exam and its progress, refreshed each second, no round can be left, and none is
// dealt after the last; at the end the result dialog takes the supervisor's signature, and practice
// goes on as it was before the exam. Abandoning it, or closing the window during it, seals it as
// failed. The window asks it what to do at a round's end and at N, and learns through signals when
// the table is the exam's and when it is practice's again.

#include "app/dialogs/exam_result_dialog.h"
#include "app/session/exam_library.h"
#include "app/session/exam_sitting.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/session/session_plan.h"
#include "app/session/session_recorder.h"
#include "app/session/station_records.h"
#include "app/session/trainer_session.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

class QTimer;
class QWidget;

namespace s21::app {

class SidePanel;

class ExamDesk : public QObject {
    Q_OBJECT
public:
    // `window` is the dialogs' parent; the others must outlive the desk (the window's). The station's
    // records keep the results (none: no exam can start), name the trainee who sits it and the
    // school's server whose registration of the attempt an exam waits for; an attempt resumed that
    // is another trainee's makes them the trainee dealing. The plan learns when an exam is sat and
    // when none is any more.
    ExamDesk(QWidget* window, TrainerSession& session, SessionRecorder& recorder, StationRecords& station,
             SessionPlan& plan, SidePanel& panel, const std::vector<ScenarioEntry>& library,
             const std::vector<ProfileEntry>& profiles);
    // Deletes the sitting before the session and recorder it deals with.
    ~ExamDesk() override;

    // The certification exams a supervisor can start here (app/session/exam_library.h).
    void setExams(std::vector<ExamEntry> exams) { exams_ = std::move(exams); }

    // Opens the dialog in which a supervisor starts an exam for the trainee dealing (an interrupted
    // one's first, when one waits).
    void chooseExam();
    // Starts the exam (the supervisor's key unlocked): the table deals only the exam from now on.
    // False, with the reason shown, when the trainer lacks what it names.
    bool startExam(const ExamEntry& exam, const records::Supervisor& supervisor,
                   std::unique_ptr<certification::UnlockedKey> key);
    // Deals on an attempt the trainer stopped during, from its saved progress (ExamSitting::resume),
    // with its supervisor's key unlocked again. False, with the reason shown, when it cannot be.
    bool resumeExam(const records::ExamSittingRow& sitting, const records::Supervisor& supervisor,
                    std::unique_ptr<certification::UnlockedKey> key);
    // An exam the trainer stopped during waits in the records: its dialog opens for the supervisor
    // to resume or void it (true). Asked when the records are opened and before an exam starts.
    bool showInterruptedExam();
    // Ends the exam being sat as failed and sealed (`confirm`: asks first), then shows its result.
    void abandonExam(bool confirm = true);
    // The window closes: an exam not sealed fails with what was dealt.
    void windowClosing();

    // The exam being sat, if any; its result dialog while it is open.
    const ExamSitting* sitting() const { return sitting_; }
    ExamResultDialog* result() const { return result_; }

    // N during an exam: the next exam round once this one is over, never before (true: handled,
    // an exam is sat).
    bool nextRound();
    // A round just ended: during an exam, the next round is announced or, after the last, the
    // attempt is judged and its result opens for the signature (true: handled, an exam is sat).
    bool roundFinished();

signals:
    // The table deals the exam titled `title` from now on (the window closes a summary).
    void entered(const QString& title);
    // The table is the trainee's again (an exam's round dealt, a dialog closed): the window repaints
    // it and gives it the keys.
    void tableNeeded();
    // Practice again, as before the exam.
    void left();

private:
    bool sitExam(const std::function<ExamRun()>& makeRun, const records::Supervisor& supervisor,
                 std::unique_ptr<certification::UnlockedKey> key, const records::ExamSittingRow* resumeFrom);
    // The exam's last round is over: it is judged and the result dialog opens for the signature.
    void dealtAll();
    void showResult();
    void showProgress();
    // The exam is over (its result sealed): practice again, as before it.
    void leave();
    // Ends the sitting made by a start that failed half way: practice again.
    void dropSitting();

    QWidget* window_;
    TrainerSession& session_;
    SessionRecorder& recorder_;
    StationRecords& station_;
    SessionPlan& plan_;
    SidePanel& panel_;
    const std::vector<ScenarioEntry>& library_;
    const std::vector<ProfileEntry>& profiles_;
    std::vector<ExamEntry> exams_;
    ExamSitting* sitting_ = nullptr;
    SessionOptions practice_; // the practice table as it was when the exam started
    QPointer<ExamResultDialog> result_;
    QTimer* clock_ = nullptr; // refreshes the exam's box each second while it is sat
};

} // namespace s21::app

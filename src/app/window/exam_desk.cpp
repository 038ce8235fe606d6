#include "app/window/exam_desk.h"

#include "app/dialogs/exam_start_dialog.h"
#include "app/dialogs/interrupted_exam_dialog.h"
#include "app/session/server_sender.h"
#include "app/theme/theme.h"
#include "app/window/side_panel.h"

#include <QApplication>
#include <QDialog>
#include <QMessageBox>
#include <QTimer>
#include <QUuid>

#include <algorithm>

namespace s21::app {

ExamDesk::ExamDesk(QWidget* window, TrainerSession& session, SessionRecorder& recorder, StationRecords& station,
                   SessionPlan& plan, SidePanel& panel, const std::vector<ScenarioEntry>& library,
                   const std::vector<ProfileEntry>& profiles)
    : QObject(window), window_(window), session_(session), recorder_(recorder), station_(station), plan_(plan),
      panel_(panel), library_(library), profiles_(profiles)
{
}

ExamDesk::~ExamDesk()
{
    delete sitting_;
    sitting_ = nullptr;
}

bool ExamDesk::showInterruptedExam()
{
    if (auto* open = window_->findChild<InterruptedExamDialog*>(); open && open->isVisible()) {
        open->raise();
        return true;
    }
    if (!station_.records() || sitting_)
        return false;
    std::vector<records::ExamSittingRow> interrupted;
    try {
        interrupted = records::ExamRecords(*station_.records()).sittings();
    } catch (const records::RecordsError& error) {
        QMessageBox::warning(window_, tr("Exam"), error.message());
        return false;
    }
    if (interrupted.empty())
        return false;
    auto* dialog = new InterruptedExamDialog(interrupted.front(), library_, profiles_, *station_.records(), window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->resumeChosen())
            resumeExam(dialog->sitting(), dialog->supervisor(), dialog->takeKey());
    });
    connect(dialog, &QDialog::finished, this, &ExamDesk::tableNeeded);
    dialog->open();
    return true;
}

void ExamDesk::chooseExam()
{
    if (showInterruptedExam())
        return;
    if (!station_.records() || station_.trainee() == 0) {
        QMessageBox::information(window_, tr("Exam"),
                                 tr("An exam's result is kept in the records file: start the trainer with "
                                    "--database FILE (or fix the records file) before starting an exam."));
        return;
    }
    try {
        auto* dialog = new ExamStartDialog(exams_, *station_.records(), station_.trainee(), window_);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, dialog] {
            if (const auto dealer = station_.records()->trainee(station_.trainee()))
                panel_.setTrainee(dealer->name); // as the supervisor confirmed it
            startExam(dialog->exam(), dialog->supervisor(), dialog->takeKey());
        });
        connect(dialog, &QDialog::finished, this, &ExamDesk::tableNeeded);
        dialog->open();
    } catch (const records::RecordsError& error) {
        QMessageBox::warning(window_, tr("Exam"), error.message());
    }
}

bool ExamDesk::startExam(const ExamEntry& exam, const records::Supervisor& supervisor,
                         std::unique_ptr<certification::UnlockedKey> key)
{
    if (sitting_ || !station_.records() || station_.trainee() == 0)
        return false;
    return sitExam(
        [&] {
            records::ExamAttempt attempt;
            attempt.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
            attempt.station = records::ExamRecords(*station_.records()).station();
            attempt.examId = QString::fromStdString(exam.exam.id);
            attempt.examTitle = QString::fromStdString(exam.exam.title);
            attempt.examFile = exam.yaml;
            attempt.traineeId = station_.trainee();
            attempt.traineeName = station_.records()->trainee(station_.trainee())->name;
            attempt.supervisorName = supervisor.name;
            attempt.supervisorKey = supervisor.key.publicKey;
            attempt.startedAt = QDateTime::currentDateTimeUtc();
            return ExamRun(exam.exam, std::move(attempt), library_, profiles_);
        },
        supervisor, std::move(key), nullptr);
}

bool ExamDesk::resumeExam(const records::ExamSittingRow& sitting, const records::Supervisor& supervisor,
                          std::unique_ptr<certification::UnlockedKey> key)
{
    if (sitting_ || !station_.records())
        return false;
    return sitExam(
        [&] {
            ExamRun run = restoredSitting(sitting, library_, profiles_, *station_.records());
            // The attempt's rounds are kept for its own trainee.
            if (run.attempt().traineeId != station_.trainee())
                station_.setTrainee(run.attempt().traineeId);
            return run;
        },
        supervisor, std::move(key), &sitting);
}

bool ExamDesk::sitExam(const std::function<ExamRun()>& makeRun, const records::Supervisor& supervisor,
                       std::unique_ptr<certification::UnlockedKey> key, const records::ExamSittingRow* resumeFrom)
{
    if (station_.sender()) {
        QString why;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const bool reached = station_.sender()->reachable(&why);
        QApplication::restoreOverrideCursor();
        if (!reached) {
            QMessageBox::warning(window_, tr("Exam"),
                                 tr("This station sends its exams to the school's server, which registers each "
                                    "attempt as it starts, and the server cannot take it now:\n\n%1\n\nStart the "
                                    "exam once the server is back, or empty the School server in Settings to sit it "
                                    "on this station alone.")
                                     .arg(why));
            return false;
        }
    }
    try {
        ExamRun run = makeRun();
        const QString title = run.attempt().examTitle;
        emit entered(title);
        practice_ = session_.options();
        panel_.setExamMode(title);
        sitting_ =
            new ExamSitting(std::move(run), supervisor, std::move(key), *station_.records(), session_, recorder_, this);
        plan_.sitExam(sitting_); // before its first round is dealt
        connect(sitting_, &ExamSitting::roundRecorded, this, &ExamDesk::showProgress);
        if (resumeFrom)
            sitting_->resume(*resumeFrom);
        else
            sitting_->begin();
        if (station_.sender())
            station_.sender()->sendSoon(); // the attempt registered on the school's server
        if (sitting_->run().finished())    // stopped after its last round: the result to sign
            QTimer::singleShot(0, this, &ExamDesk::dealtAll);
        if (!clock_) {
            clock_ = new QTimer(this);
            connect(clock_, &QTimer::timeout, this, &ExamDesk::showProgress);
        }
        clock_->start(1000);
        showProgress();
        emit tableNeeded();
        return true;
    } catch (const std::exception& error) {
        dropSitting();
        QMessageBox::warning(window_, tr("Exam"), tr("The exam cannot be dealt: %1").arg(error.what()));
        return false;
    }
}

void ExamDesk::dropSitting()
{
    if (!sitting_)
        return;
    if (clock_)
        clock_->stop();
    delete sitting_;
    sitting_ = nullptr;
    plan_.sitExam(nullptr);
    panel_.setExamMode({});
    session_.restart(practice_);
}

void ExamDesk::abandonExam(bool confirm)
{
    if (!sitting_ || sitting_->sealed())
        return;
    if (confirm && QMessageBox::question(window_, tr("Abandon the exam?"),
                                         tr("An abandoned exam is sealed as failed and counts as an attempt. "
                                            "Abandon it?")) != QMessageBox::Yes)
        return;
    try {
        sitting_->failAndSeal(tr("Abandoned during round %1 of %2.")
                                  .arg(sitting_->run().roundsDone() + 1)
                                  .arg(sitting_->run().roundCount()));
    } catch (const std::exception& error) {
        QMessageBox::warning(window_, tr("Exam"), tr("The attempt could not be sealed: %1").arg(error.what()));
    }
    showResult();
}

void ExamDesk::windowClosing()
{
    if (!sitting_ || sitting_->sealed())
        return;
    try {
        // The round under way is left unfinished: the attempt fails with what was dealt.
        sitting_->failAndSeal(tr("The trainer's window was closed during round %1 of %2.")
                                  .arg(std::min(sitting_->run().roundsDone() + 1, sitting_->run().roundCount()))
                                  .arg(sitting_->run().roundCount()));
    } catch (const std::exception& error) {
        QMessageBox::warning(window_, tr("Exam"), tr("The attempt could not be sealed: %1").arg(error.what()));
    }
}

bool ExamDesk::nextRound()
{
    if (!sitting_)
        return false;
    // No round of an exam is left unfinished, and none dealt after the last.
    if (!session_.procedure().complete())
        panel_.setFeedback(tr("<span style='color:%1'>An exam round cannot be left: finish it.</span>")
                               .arg(theme::kFeedbackWarning.name()));
    else if (!sitting_->run().finished())
        sitting_->dealNext();
    return true;
}

bool ExamDesk::roundFinished()
{
    if (!sitting_)
        return false;
    // No summary between an exam's rounds: its mistakes are reported with the result.
    if (sitting_->run().finished())
        dealtAll();
    else
        panel_.setFeedback(tr("This round is over. Press N (Next exam round) for the next: %1.")
                               .arg(sitting_->progress().toHtmlEscaped()));
    return true;
}

void ExamDesk::dealtAll()
{
    sitting_->finish();
    showResult();
}

void ExamDesk::showResult()
{
    result_ = new ExamResultDialog(*sitting_, window_);
    result_->setAttribute(Qt::WA_DeleteOnClose);
    connect(result_, &QDialog::finished, this, &ExamDesk::leave);
    result_->open();
}

void ExamDesk::showProgress()
{
    if (sitting_)
        panel_.setExamProgress(sitting_->progress() + QLatin1Char('\n') + sitting_->clock());
}

void ExamDesk::leave()
{
    if (!sitting_)
        return;
    dropSitting();
    emit left();
    if (station_.sender())
        station_.sender()->sendSoon(); // its sealed result
}

} // namespace s21::app

#include "app/dialogs/interrupted_exam_dialog.h"

#include "app/dialogs/passphrase_entry.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace s21::app {

InterruptedExamDialog::InterruptedExamDialog(records::ExamSittingRow sitting, const std::vector<ScenarioEntry>& library,
                                             const std::vector<ProfileEntry>& profiles,
                                             records::RecordsDatabase& records, QWidget* parent)
    : QDialog(parent), sitting_(std::move(sitting)), library_(library), profiles_(profiles), records_(records)
{
    setWindowTitle(tr("An exam was interrupted"));
    setMinimumWidth(520);
    auto* layout = new QVBoxLayout(this);
    text_ = new QLabel(this);
    text_->setObjectName(QStringLiteral("interruption"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    layout->addWidget(text_);
    passphrase_ = newPassphraseField(this);
    layout->addWidget(passphrase_);
    problem_ = newProblemLine(this);
    layout->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(this);
    auto* later = buttons->addButton(tr("Later"), QDialogButtonBox::RejectRole);
    auto* voidButton = buttons->addButton(tr("Void the attempt"), QDialogButtonBox::AcceptRole);
    voidButton->setObjectName(QStringLiteral("voidAttempt"));
    auto* resumeButton = buttons->addButton(tr("Resume it"), QDialogButtonBox::AcceptRole);
    resumeButton->setObjectName(QStringLiteral("resumeAttempt"));
    connect(resumeButton, &QPushButton::clicked, this, [this] { resumeAttempt(passphrase_->text()); });
    layout->addWidget(buttons);
    connect(later, &QPushButton::clicked, this, &QDialog::reject);
    connect(voidButton, &QPushButton::clicked, this, [this] { voidAttempt(passphrase_->text()); });

    records::AttemptHeader header;
    QString state; // where it stopped and what the supervisor may do, or why it can only be voided
    try {
        const ExamRun run = restoredSitting(sitting_, library_, profiles_, records_);
        header = run.attempt();
        state =
            tr("when the trainer stopped: %1 of %2 finished, %3 into the next. The attempt was never "
               "sealed.<br><br>%4 resumes it with their passphrase, the round set up again where it stopped, "
               "or voids it: sealed as voided, with the interruption in its record, it does not count as one "
               "of the dealer's attempts.")
                .arg(QString::number(run.roundsDone()), tr("%n round(s)", nullptr, static_cast<int>(run.roundCount())),
                     tr("%n action(s)", nullptr, static_cast<int>(ExamRun::savedActions(sitting_.progress).size())),
                     header.supervisorName.toHtmlEscaped());
        proven_ = true;
    } catch (const std::exception& error) {
        // Nothing saved of it is believed: it can only be voided, on what its opening states.
        header = claimedHeader(sitting_);
        state = tr("and the attempt was never sealed, but what the station saved of it cannot be proven to come "
                   "from that sitting: %1.<br><br>It cannot be resumed. %2 voids it with their passphrase: sealed "
                   "as voided, with this in its record and none of its rounds counted, it does not count as one of "
                   "the dealer's attempts.")
                    .arg(QString::fromStdString(error.what()).toHtmlEscaped(), header.supervisorName.toHtmlEscaped());
        resumeButton->setEnabled(false);
    }
    supervisorName_ = header.supervisorName;
    supervisorKey_ = header.supervisorKey;
    if (anySupervisorMayVoid(sitting_, records_)) {
        // Its supervisor is none of the station's: it can only be voided, by any of them.
        state += tr("<br><br>%1 is not a supervisor of this station: any supervisor of the station voids it "
                    "in their place, named in its record.")
                     .arg(header.supervisorName.toHtmlEscaped());
        standIns_ = new QComboBox(this);
        standIns_->setObjectName(QStringLiteral("standIn"));
        standIns_->setAccessibleName(tr("Supervisor who voids it"));
        for (const records::Supervisor& supervisor : records::ExamRecords(records_).supervisors())
            standIns_->addItem(supervisor.name, supervisor.key.publicKey);
        layout->insertWidget(1, standIns_);
        resumeButton->setEnabled(false);
        proven_ = false;
    }
    text_->setText(tr("<b>%1</b> was sitting <b>%2</b>, started %3 under %4, %5 No exam starts on this station "
                      "until then.")
                       .arg(header.traineeName.toHtmlEscaped(), header.examTitle.toHtmlEscaped(),
                            header.startedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                            header.supervisorName.toHtmlEscaped(), state));
    nameSupervisor(passphrase_, supervisorName_);
}

QString InterruptedExamDialog::text() const { return text_->text(); }

std::unique_ptr<certification::UnlockedKey> InterruptedExamDialog::unlock(const QString& passphrase)
{
    QString problem;
    std::unique_ptr<certification::UnlockedKey> key;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        supervisor_.reset();
        const QByteArray whose = standIns_ ? standIns_->currentData().toByteArray() : supervisorKey_;
        for (const records::Supervisor& candidate : records::ExamRecords(records_).supervisors())
            if (candidate.key.publicKey == whose)
                supervisor_ = candidate;
        if (!supervisor_)
            throw std::runtime_error("the attempt's supervisor is no longer registered on this station");
        key = std::make_unique<certification::UnlockedKey>(supervisor_->key, passphrase);
    } catch (const certification::WrongPassphrase&) {
        problem = wrongPassphraseText(supervisor_ ? supervisor_->name : supervisorName_);
    } catch (const records::RecordsError& error) {
        problem = error.message();
    } catch (const std::exception& error) {
        problem = QString::fromStdString(error.what());
    }
    QApplication::restoreOverrideCursor();
    passphrase_->clear();
    problem_->setText(problem.toHtmlEscaped());
    return key;
}

bool InterruptedExamDialog::voidAttempt(const QString& passphrase)
{
    const std::unique_ptr<certification::UnlockedKey> key = unlock(passphrase);
    if (!key)
        return false;
    try {
        voidInterrupted(sitting_, library_, profiles_, records_, *key);
    } catch (const records::RecordsError& error) {
        problem_->setText(error.message().toHtmlEscaped());
        return false;
    } catch (const std::exception& error) {
        problem_->setText(QString::fromStdString(error.what()).toHtmlEscaped());
        return false;
    }
    accept();
    return true;
}

bool InterruptedExamDialog::resumeAttempt(const QString& passphrase)
{
    if (!proven_) {
        problem_->setText(tr("What was saved of this attempt cannot be proven: it can only be voided."));
        return false;
    }
    key_ = unlock(passphrase);
    if (!key_)
        return false;
    accept();
    return true;
}

} // namespace s21::app

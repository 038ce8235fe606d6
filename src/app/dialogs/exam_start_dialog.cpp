#include "app/dialogs/exam_start_dialog.h"

#include "app/dialogs/passphrase_entry.h"
#include "app/theme/rich_text.h"

#include "records/exam_definitions.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace s21::app {

namespace {

QString minutes(std::int64_t ms) { return QObject::tr("%1 min").arg((ms + 59999) / 60000); }

// What a part deals, in a few words.
QString partLine(const ExamPart& part)
{
    QString what;
    const int rounds = roundsIn(part);
    switch (part.kind) {
    case ExamPartKind::Scenarios: what = QObject::tr("%n set procedure(s)", nullptr, rounds); break;
    case ExamPartKind::Drill:
        what =
            QObject::tr("%n round(s)", nullptr, rounds) + QObject::tr(" drawn from the drill %1").arg(html(part.skill));
        break;
    case ExamPartKind::RandomPlay:
        what = QObject::tr("%n round(s)", nullptr, rounds) + QObject::tr(" of live play from unseen shoes");
        break;
    }
    QString line = QObject::tr("<b>%1</b>: %2; pass mark %3").arg(html(part.title), what).arg(part.minimumPoints);
    if (part.timeLimitMs)
        line += QObject::tr("; %1").arg(minutes(*part.timeLimitMs));
    return line;
}

} // namespace

ExamStartDialog::ExamStartDialog(const std::vector<ExamEntry>& exams, records::RecordsDatabase& records, qint64 trainee,
                                 QWidget* parent)
    : QDialog(parent), exams_(exams), records_(records), trainee_(trainee),
      supervisors_(records::ExamRecords(records).supervisors())
{
    setWindowTitle(tr("Start a certification exam"));
    setMinimumWidth(520);
    auto* layout = new QVBoxLayout(this);
    const auto dealer = records_.trainee(trainee_);
    auto* intro = new QLabel(
        tr("An exam is dealt without hints, without settings and without leaving a round. Closing the window or "
           "abandoning ends it as failed. At the end the supervisor signs the result.<br><br>The supervisor "
           "confirms the dealer's name as the certificate will show it."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    dealerName_ = new QLineEdit(dealer ? dealer->name : QString(), this);
    dealerName_->setObjectName(QStringLiteral("dealerName"));
    form->addRow(tr("Dealer's name"), dealerName_);
    examBox_ = new QComboBox(this);
    examBox_->setObjectName(QStringLiteral("examBox"));
    for (const ExamEntry& entry : exams_)
        examBox_->addItem(QString::fromStdString(entry.exam.title));
    form->addRow(tr("Exam"), examBox_);
    examText_ = new QLabel(this);
    examText_->setWordWrap(true);
    examText_->setTextFormat(Qt::RichText);
    form->addRow(QString(), examText_);
    supervisorBox_ = new QComboBox(this);
    supervisorBox_->setObjectName(QStringLiteral("supervisorBox"));
    for (const records::Supervisor& supervisor : supervisors_)
        supervisorBox_->addItem(supervisor.name);
    form->addRow(tr("Supervisor"), supervisorBox_);
    passphrase_ = newPassphraseField(this);
    form->addRow(tr("Passphrase"), passphrase_);
    layout->addLayout(form);
    problem_ = newProblemLine(this);
    layout->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    auto* start = buttons->addButton(tr("Start the exam"), QDialogButtonBox::AcceptRole);
    start->setObjectName(QStringLiteral("startExam"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExamStartDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(examBox_, &QComboBox::currentIndexChanged, this, &ExamStartDialog::showExam);
    if (exams_.empty() || supervisors_.empty()) {
        start->setEnabled(false);
        problem_->setText(exams_.empty() ? tr("No exam is installed (scenarios/exams).")
                                         : tr("No supervisor is registered on this station: add one with "
                                              "spanish21-cli supervisor --database FILE add NAME."));
    }
    showExam();
}

ExamStartDialog::~ExamStartDialog() = default;

const ExamEntry& ExamStartDialog::exam() const { return exams_.at(static_cast<std::size_t>(examBox_->currentIndex())); }

void ExamStartDialog::showExam()
{
    if (exams_.empty())
        return;
    const ExamDefinition& exam = this->exam().exam;
    QStringList lines{html(exam.description)};
    for (const ExamPart& part : exam.parts)
        lines << QStringLiteral("&bull; ") + partLine(part);
    QString whole = tr("Overall pass mark %1").arg(exam.overallMinimum);
    if (exam.noCriticalMistakes)
        whole += tr("; no critical mistake");
    if (exam.timeLimitMs)
        whole += tr("; %1 in all").arg(minutes(*exam.timeLimitMs));
    const int used = records::ExamRecords(records_).attemptsOf(trainee_, QString::fromStdString(exam.id));
    // Kept on one line: its hyphens as non-breaking ones.
    const QString fingerprintText =
        records::examFingerprint(records::examSha256(this->exam().yaml)).replace(QLatin1Char('-'), QChar(0x2011));
    lines << whole << tr("Attempts: %1 of %2 used").arg(used).arg(exam.attemptsAllowed)
          << tr("Definition: %1, fingerprint <b>%2</b> (the school's exams file lists the approved ones)")
                 .arg(html(exam.id), fingerprintText);
    examText_->setText(lines.join(QStringLiteral("<br>")));
}

void ExamStartDialog::accept()
{
    if (exams_.empty() || supervisors_.empty())
        return;
    const ExamDefinition& exam = this->exam().exam;
    const QString dealerName = dealerName_->text().trimmed();
    if (dealerName.isEmpty()) {
        problem_->setText(tr("The dealer's name is needed: the certificate shows it."));
        return;
    }
    if (records::ExamRecords(records_).attemptsOf(trainee_, QString::fromStdString(exam.id)) >= exam.attemptsAllowed) {
        problem_->setText(tr("This dealer has used every attempt this exam allows (%1).").arg(exam.attemptsAllowed));
        return;
    }
    const records::Supervisor& chosen = supervisors_.at(static_cast<std::size_t>(supervisorBox_->currentIndex()));
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        key_ = std::make_unique<certification::UnlockedKey>(chosen.key, passphrase_->text());
    } catch (const certification::WrongPassphrase&) {
        problem_->setText(wrongPassphraseText(chosen.name).toHtmlEscaped());
    } catch (const certification::CryptoError& error) {
        problem_->setText(QString::fromStdString(error.what()));
    }
    QApplication::restoreOverrideCursor();
    passphrase_->clear();
    if (!key_)
        return;
    // The name as the supervisor confirmed it is the trainee's name in the records from now on.
    try {
        if (const auto dealer = records_.trainee(trainee_); dealer && dealer->name != dealerName)
            records_.renameTrainee(trainee_, dealerName);
    } catch (const records::RecordsError& error) {
        problem_->setText(error.message().toHtmlEscaped());
        key_.reset();
        return;
    }
    supervisor_ = chosen;
    QDialog::accept();
}

} // namespace s21::app

#include "app/dialogs/exam_result_dialog.h"

#include "app/dialogs/document_names.h"
#include "app/dialogs/passphrase_entry.h"
#include "app/theme/rich_text.h"

#include "app/reports/exam_reports.h"
#include "app/theme/contrast.h"

#include <QApplication>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace s21::app {

ExamResultDialog::ExamResultDialog(ExamSitting& sitting, QWidget* parent) : QDialog(parent), sitting_(sitting)
{
    setWindowTitle(tr("Exam result"));
    setMinimumWidth(560);
    auto* layout = new QVBoxLayout(this);
    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("examResult"));
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::RichText);
    result_->setContentsMargins(4, 4, 4, 12);
    layout->addWidget(result_);
    auto* signRow = new QHBoxLayout;
    passphrase_ = newPassphraseField(this, sitting_.supervisor().name);
    signButton_ = new QPushButton(tr("Sign the result"), this);
    signButton_->setObjectName(QStringLiteral("signResult"));
    signButton_->setDefault(true); // Enter in the passphrase signs
    signRow->addWidget(passphrase_, 1);
    signRow->addWidget(signButton_);
    layout->addLayout(signRow);
    problem_ = newProblemLine(this);
    layout->addWidget(problem_);
    auto* papers = new QHBoxLayout;
    certificateButton_ = new QPushButton(tr("Save the certificate…"), this);
    certificateButton_->setObjectName(QStringLiteral("saveCertificate"));
    detailsButton_ = new QPushButton(tr("Save the detailed report…"), this);
    closeButton_ = new QPushButton(tr("Close"), this);
    papers->addWidget(certificateButton_);
    papers->addWidget(detailsButton_);
    papers->addStretch(1);
    papers->addWidget(closeButton_);
    layout->addLayout(papers);

    connect(signButton_, &QPushButton::clicked, this, [this] { sign(passphrase_->text()); });
    connect(certificateButton_, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(this, tr("Save the certificate"),
                                                          suggestedPaperPath(tr("certificate")), tr("PDF (*.pdf)"));
        if (!file.isEmpty())
            saveCertificate(file);
    });
    connect(detailsButton_, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(this, tr("Save the detailed report"),
                                                          suggestedPaperPath(tr("details")), tr("PDF (*.pdf)"));
        if (!file.isEmpty())
            saveDetails(file);
    });
    connect(closeButton_, &QPushButton::clicked, this, &QDialog::accept);
    showResult();
}

QString ExamResultDialog::resultText() const { return result_->text(); }

QString ExamResultDialog::suggestedPaperPath(const QString& paper) const
{
    const records::ExamAttempt& attempt = sitting_.run().attempt();
    const QDateTime ended = attempt.endedAt.isValid() ? attempt.endedAt : QDateTime::currentDateTimeUtc();
    return suggestedDocumentPath(
        {attempt.traineeName, attempt.examId, ended.toLocalTime().toString(QStringLiteral("yyyy-MM-dd")), paper},
        QStringLiteral("pdf"));
}

void ExamResultDialog::showResult()
{
    const records::ExamAttempt& attempt = sitting_.run().attempt();
    const bool passed = attempt.result == records::AttemptResult::Passed;
    QStringList lines;
    lines << tr("<b style='font-size:%1px'>%2</b>").arg(theme::kPanelTitlePx).arg(attempt.examTitle.toHtmlEscaped());
    lines << tr("Dealer: <b>%1</b> &middot; supervisor: %2")
                 .arg(attempt.traineeName.toHtmlEscaped(), attempt.supervisorName.toHtmlEscaped());
    for (std::size_t p = 0; p < attempt.partTitles.size(); ++p)
        lines << tr("%1: %2 (%3)")
                     .arg(attempt.partTitles[p].toHtmlEscaped(),
                          tr("<b>%n</b> point(s)", nullptr,
                             p < attempt.outcome.partPoints.size() ? attempt.outcome.partPoints[p] : 0),
                          tr("%n round(s)", nullptr, static_cast<int>(attempt.parts[p].size())));
    lines << tr("Overall: <b>%n</b> point(s)", nullptr, attempt.outcome.overallPoints);
    lines << tr("<b style='color:%1; font-size:%2px'>%3</b>")
                 .arg(theme::inkOn(passed ? theme::kDialogRightInk : theme::kDialogWrongInk, palette()).name())
                 .arg(theme::kPanelTitlePx)
                 .arg(passed ? tr("PASSED") : tr("FAILED"));
    for (const std::string& reason : attempt.outcome.reasons)
        lines << html(reason);
    const bool sealed = sitting_.sealed().has_value();
    if (sealed)
        lines << tr("Sealed by %1. Verification code: <b>%2</b>")
                     .arg(attempt.supervisorName.toHtmlEscaped(), sitting_.sealed()->verificationCode());
    else
        lines << tr("<i>%1, sign the result with your passphrase to seal it.</i>")
                     .arg(attempt.supervisorName.toHtmlEscaped());
    result_->setText(lines.join(QStringLiteral("<br>")));
    passphrase_->setVisible(!sealed);
    signButton_->setVisible(!sealed);
    certificateButton_->setEnabled(sealed);
    detailsButton_->setEnabled(sealed);
    closeButton_->setEnabled(sealed);
    if (sealed) {
        // The sign row is hidden: the keyboard goes on to the papers, not to a hidden button.
        certificateButton_->setFocus(Qt::OtherFocusReason);
    }
}

bool ExamResultDialog::sign(const QString& passphrase)
{
    if (sitting_.sealed())
        return true;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString problem;
    try {
        const certification::UnlockedKey key(sitting_.supervisor().key, passphrase);
        sitting_.seal(key);
    } catch (const certification::WrongPassphrase&) {
        problem = wrongPassphraseText(sitting_.supervisor().name);
    } catch (const std::exception& error) {
        problem = tr("The result could not be sealed: %1").arg(QString::fromStdString(error.what()));
    }
    QApplication::restoreOverrideCursor();
    passphrase_->clear();
    problem_->setText(problem.toHtmlEscaped());
    showResult();
    return problem.isEmpty();
}

bool ExamResultDialog::saveCertificate(const QString& file) { return savePaper(writeCertificate, file); }

bool ExamResultDialog::saveDetails(const QString& file) { return savePaper(writeAttemptDetails, file); }

bool ExamResultDialog::savePaper(PaperWriter write, const QString& file)
{
    QString error;
    const auto summary = records::readAttemptRecord(sitting_.sealed()->record, &error);
    const bool saved = summary && write(*summary, *sitting_.sealed(), file, &error);
    problem_->setText(saved ? QString() : error.toHtmlEscaped());
    return saved;
}

void ExamResultDialog::reject()
{
    if (!sitting_.sealed()) {
        const auto answer = QMessageBox::question(
            this, tr("Leave without signing?"),
            tr("Without the supervisor's signature the attempt is sealed as failed. Leave without signing?"));
        if (answer != QMessageBox::Yes)
            return;
        try {
            sitting_.failAndSeal(tr("Not signed: the supervisor did not sign the result at the end."));
        } catch (const std::exception& error) {
            QMessageBox::warning(this, tr("Exam result"),
                                 tr("The attempt could not be sealed: %1").arg(QString::fromStdString(error.what())));
        }
    }
    QDialog::reject();
}

} // namespace s21::app

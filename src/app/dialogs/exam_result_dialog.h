#pragma once
// The end of an exam: the result as judged (each part's points, pass or fail and why), the
// supervisor's signature (their passphrase unlocks their key again, and the result is sealed), then
// the verification code and the papers (the certificate and the detailed report, as PDF). A result
// already sealed (a failure: abandoned, the window closed) opens at the papers. Leaving before
// signing, once confirmed, seals the attempt as failed: no attempt ends unrecorded.

#include "app/session/exam_sitting.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

namespace s21::app {

class ExamResultDialog : public QDialog {
    Q_OBJECT
public:
    // `sitting` (judged) must outlive the dialog.
    explicit ExamResultDialog(ExamSitting& sitting, QWidget* parent = nullptr);

    // The supervisor signs with this passphrase: false, with the reason shown, when it is not theirs.
    bool sign(const QString& passphrase);
    // The papers of the sealed result; false, with the reason shown, when the file cannot be written.
    bool saveCertificate(const QString& file);
    bool saveDetails(const QString& file);
    QString resultText() const;
    // Where saving `paper` ("certificate", "details") proposes to put it:
    // "<documents>/<trainee>-<exam>-<date ended>-<paper>.pdf" (suggestedDocumentPath).
    QString suggestedPaperPath(const QString& paper) const;

    void reject() override;

private:
    using PaperWriter = bool (*)(const records::AttemptSummary&, const certification::Seal&, const QString&, QString*);

    void showResult();
    // Writes a paper of the sealed result drawn from the seal's own record.
    bool savePaper(PaperWriter write, const QString& file);

    ExamSitting& sitting_;
    QLabel* result_ = nullptr;
    QLabel* problem_ = nullptr;
    QLineEdit* passphrase_ = nullptr;
    QPushButton* signButton_ = nullptr;
    QPushButton* certificateButton_ = nullptr;
    QPushButton* detailsButton_ = nullptr;
    QPushButton* closeButton_ = nullptr;
};

} // namespace s21::app

#pragma once
// An exam the trainer stopped during (a crash, a power cut, a killed process): its attempt was never
// sealed, and its saved progress says how far it went (records::ExamSittingRow). The dialog shows
// whose attempt it was, which exam, when it started and where it stopped; its supervisor voids it
// with their passphrase (voidInterrupted): sealed as voided, the interruption in its record, it does
// not count as one of the dealer's attempts. Until then no exam starts on the station.

#include "app/session/exam_sitting.h"

#include <QDialog>

class QLabel;
class QLineEdit;

namespace s21::app {

class InterruptedExamDialog : public QDialog {
    Q_OBJECT
public:
    // `library`, `profiles` and `records` must outlive the dialog.
    InterruptedExamDialog(records::ExamSittingRow sitting, const std::vector<ScenarioEntry>& library,
                          const std::vector<ProfileEntry>& profiles, records::RecordsDatabase& records,
                          QWidget* parent = nullptr);

    // The supervisor voids the attempt with their passphrase: false, with the reason shown, when it
    // is not theirs or the attempt cannot be sealed; accepted when done.
    bool voidAttempt(const QString& passphrase);
    QString text() const;

private:
    records::ExamSittingRow sitting_;
    const std::vector<ScenarioEntry>& library_;
    const std::vector<ProfileEntry>& profiles_;
    records::RecordsDatabase& records_;
    QString supervisorName_;
    QByteArray supervisorKey_;
    QLabel* text_ = nullptr;
    QLabel* problem_ = nullptr;
    QLineEdit* passphrase_ = nullptr;
};

} // namespace s21::app

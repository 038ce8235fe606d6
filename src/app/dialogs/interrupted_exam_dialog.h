#pragma once
// An exam the trainer stopped during (a crash, a power cut, a killed process): its attempt was never
// sealed, and its saved progress says how far it went (records::ExamSittingRow). The dialog shows
// whose attempt it was, which exam, when it started and where it stopped; its supervisor voids it
// with their passphrase (voidInterrupted): sealed as voided, the interruption in its record, it does
// not count as one of the dealer's attempts; or resumes it (ExamSitting::resume), the round under way
// set up again where it stopped. A sitting whose saved pieces are not proven its own (restoredSitting:
// written by hand, changed, its progress deleted) is shown with what does not belong, and can only be
// voided. One naming a supervisor who is none of the station's is voided by any supervisor of the
// station, chosen in the dialog (anySupervisorMayVoid). Until then no exam starts on the station.

#include "app/session/exam_sitting.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
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

    // The supervisor voids the attempt with their passphrase (the attempt's own, or the one chosen to
    // stand in for a supervisor who is none of the station's): false, with the reason shown, when it
    // is not theirs or the attempt cannot be sealed; accepted when done.
    bool voidAttempt(const QString& passphrase);
    // The supervisor resumes it with their passphrase: false, with the reason shown, when it is not
    // theirs or the sitting is not proven; accepted, resumeChosen(), with their key unlocked for the
    // window to deal on with.
    bool resumeAttempt(const QString& passphrase);
    QString text() const;

    bool resumeChosen() const { return key_ != nullptr; }
    const records::ExamSittingRow& sitting() const { return sitting_; }
    const records::Supervisor& supervisor() const { return *supervisor_; }
    std::unique_ptr<certification::UnlockedKey> takeKey() { return std::move(key_); }

private:
    // The attempt's supervisor's key, unlocked; nothing, with the reason shown, when it cannot be.
    std::unique_ptr<certification::UnlockedKey> unlock(const QString& passphrase);

    records::ExamSittingRow sitting_;
    const std::vector<ScenarioEntry>& library_;
    const std::vector<ProfileEntry>& profiles_;
    records::RecordsDatabase& records_;
    QString supervisorName_;
    QByteArray supervisorKey_;
    std::optional<records::Supervisor> supervisor_;
    bool proven_ = false;                             // restoredSitting() believed it: it may be resumed
    std::unique_ptr<certification::UnlockedKey> key_; // resuming: the key the window deals on with
    QLabel* text_ = nullptr;
    QLabel* problem_ = nullptr;
    QLineEdit* passphrase_ = nullptr;
    QComboBox* standIns_ = nullptr; // the station's supervisors, when any of them may void it (anySupervisorMayVoid)
};

} // namespace s21::app

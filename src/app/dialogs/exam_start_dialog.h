#pragma once
// Starting a certification exam: the supervisor chooses the exam, confirms whom it is for (the trainee
// dealing now, their name as the certificate will show it: a name corrected here renames the trainee
// in the records) and sees what it asks, and unlocks their signing key with their passphrase
// (certification/supervisor_key.h). The dialog is accepted only with the key unlocked and an attempt
// left for the trainee (the exam's `attempts`, counted in the station's sealed results).

#include "app/session/exam_library.h"

#include "certification/supervisor_key.h"
#include "records/exam_records.h"

#include <QDialog>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;

namespace s21::app {

class ExamStartDialog : public QDialog {
    Q_OBJECT
public:
    // `exams` must outlive the dialog. The trainee must exist in `records`.
    ExamStartDialog(const std::vector<ExamEntry>& exams, records::RecordsDatabase& records, qint64 trainee,
                    QWidget* parent = nullptr);
    ~ExamStartDialog() override;

    // After accept(): the exam, the supervisor, and their key, unlocked (the caller takes it).
    const ExamEntry& exam() const;
    const records::Supervisor& supervisor() const { return *supervisor_; }
    std::unique_ptr<certification::UnlockedKey> takeKey() { return std::move(key_); }

    void accept() override;

private:
    void showExam();

    const std::vector<ExamEntry>& exams_;
    records::RecordsDatabase& records_;
    qint64 trainee_ = 0;
    std::vector<records::Supervisor> supervisors_;
    std::optional<records::Supervisor> supervisor_;
    std::unique_ptr<certification::UnlockedKey> key_;
    QLineEdit* dealerName_ = nullptr;
    QComboBox* examBox_ = nullptr;
    QLabel* examText_ = nullptr;
    QComboBox* supervisorBox_ = nullptr;
    QLineEdit* passphrase_ = nullptr;
    QLabel* problem_ = nullptr;
};

} // namespace s21::app

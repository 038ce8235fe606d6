#pragma once
// The session's settings (kept in memory, never written to a file): the practice table's limits
// in whole dollars, which must leave the rule profile legal (applyTableLimits, validate()), and the
// drills' speed target in seconds per action. OK with illegal limits is refused: the dialog stays
// open and names validate()'s reasons.

#include "app/session/table_limits.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace s21::app {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    // `schoolServer`: the address of the school's server the station sends its rounds to, empty when
    // none; `hasRecords`: whether rounds are kept at all (without a records file there is nothing to send).
    SettingsDialog(const RuleProfile& profile, double secondsPerAction, const QString& schoolServer, bool hasRecords,
                   QWidget* parent = nullptr);

    // Once accepted: the profile with the limits chosen, the speed target, and the school's server
    // (empty: none), its address checked (records/server/school_server.h), as typed: a password in it
    // is for this session, and RecordsDatabase::setSchoolServer keeps the address without it.
    const RuleProfile& profile() const { return profile_; }
    double secondsPerAction() const;
    QString schoolServer() const;

    void accept() override;

private:
    RuleProfile profile_;
    QSpinBox* minimum_ = nullptr;
    QSpinBox* maximum_ = nullptr;
    QDoubleSpinBox* speed_ = nullptr;
    QLineEdit* server_ = nullptr;
    QLabel* error_ = nullptr;
};

} // namespace s21::app

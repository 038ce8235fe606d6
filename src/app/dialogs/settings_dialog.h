#pragma once
// The session's settings (kept in memory, never written to a file): the practice table's limits
// in whole dollars, which must leave the rule profile legal (applyTableLimits, validate()), and the
// drills' speed target in seconds per action. OK with illegal limits is refused: the dialog stays
// open and names validate()'s reasons.

#include "app/session/table_limits.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace s21::app {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    SettingsDialog(const RuleProfile& profile, double secondsPerAction, QWidget* parent = nullptr);

    // Once accepted: the profile with the limits chosen, and the speed target.
    const RuleProfile& profile() const { return profile_; }
    double secondsPerAction() const;

    void accept() override;

private:
    RuleProfile profile_;
    QSpinBox* minimum_ = nullptr;
    QSpinBox* maximum_ = nullptr;
    QDoubleSpinBox* speed_ = nullptr;
    QLabel* error_ = nullptr;
};

} // namespace s21::app

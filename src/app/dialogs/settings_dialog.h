#pragma once
// The settings: for this session only, the practice table's limits in whole dollars, which must
// leave the rule profile legal (applyTableLimits, validate()), and the drills' speed target in
// seconds per action; and the three the window keeps in the records file (RecordsDatabase): how fast
// the cards and chips move on the table, the school's server and the instructor's own scenarios
// folder. OK with illegal limits, a bad server address or a folder that is not there is refused: the
// dialog stays open and says why.

#include "app/session/table_limits.h"
#include "app/table/table_motion.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace s21::app {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    // `schoolServer`: the address of the school's server the station sends its rounds to, empty when
    // none; `scenarioFolder`: the instructor's own scenarios folder, empty when none; `hasRecords`:
    // whether rounds are kept at all (without a records file there is nothing to send, and the folder
    // is for this session only).
    SettingsDialog(const RuleProfile& profile, double secondsPerAction, MotionSpeed motion, const QString& schoolServer,
                   const QString& scenarioFolder, bool hasRecords, QWidget* parent = nullptr);

    // Once accepted: the profile with the limits chosen, the speed target, and the school's server
    // (empty: none), its address checked (records/server/school_server.h), as typed: a password in it
    // is for this session, and RecordsDatabase::setSchoolServer keeps the address without it.
    const RuleProfile& profile() const { return profile_; }
    double secondsPerAction() const;
    MotionSpeed motionSpeed() const;
    QString schoolServer() const;
    // Once accepted: the instructor's scenarios folder, a folder that is there (empty: none).
    QString scenarioFolder() const;

    void accept() override;

private:
    RuleProfile profile_;
    QSpinBox* minimum_ = nullptr;
    QSpinBox* maximum_ = nullptr;
    QDoubleSpinBox* speed_ = nullptr;
    QComboBox* motion_ = nullptr;
    QLineEdit* server_ = nullptr;
    QLineEdit* folder_ = nullptr;
    QLabel* error_ = nullptr;
};

} // namespace s21::app

#pragma once
// The scenario library dialog: a search box (title, skill or section, e.g. "splits" or "7.F") over
// the loaded scenarios, each listed with its drills and sections and described below the list.

#include "app/session/scenario_library.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;

namespace s21::app {

class ScenarioPicker : public QDialog {
    Q_OBJECT
public:
    ScenarioPicker(const std::vector<ScenarioEntry>& scenarios, QWidget* parent = nullptr);

    // The chosen scenario once accepted, else nullptr.
    const ScenarioEntry* chosen() const;

private:
    void filter(const QString& query);

    const std::vector<ScenarioEntry>& scenarios_;
    QLineEdit* search_ = nullptr;
    QListWidget* list_ = nullptr;
    QLabel* details_ = nullptr;
};

} // namespace s21::app

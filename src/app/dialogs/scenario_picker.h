#pragma once
// The scenario library dialog: a search box (title, skill or section, e.g. "splits" or "7.F") over
// the loaded scenarios, each listed with its drills and sections and described below the list; an
// instructor's own scenarios come first, marked "yours" with their folder's name (which the search
// finds too), and what of their folder did not load is listed below, each problem as the loader gives
// it (file:line:column).

#include "app/session/scenario_library.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;

namespace s21::app {

class ScenarioPicker : public QDialog {
    Q_OBJECT
public:
    // `problems`: what of the instructor's scenarios folder did not load (hidden when empty).
    ScenarioPicker(const std::vector<ScenarioEntry>& scenarios, const QStringList& problems = {},
                   QWidget* parent = nullptr);

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

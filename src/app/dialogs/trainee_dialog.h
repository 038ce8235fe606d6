#pragma once
// The trainees of the records file: choose who deals, add one, rename, archive or restore, export
// everything kept of one (a JSON file) and delete one with every record of theirs (a school's
// data-protection duty, confirmed by typing the name). A refusal of the records is shown to the user; the list then shows what is stored.

#include "records/records_database.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QListWidget;
class QPushButton;

namespace s21::app {

class TraineeDialog : public QDialog {
    Q_OBJECT
public:
    TraineeDialog(records::RecordsDatabase& records, qint64 current, QWidget* parent = nullptr);

    // The trainee chosen (accepted) or still selected; 0 when the list is empty.
    qint64 chosenTrainee() const;

    // Actions without their input dialogs, for the buttons and for tests.
    bool addTrainee(const QString& name);
    bool renameChosen(const QString& name);
    bool toggleArchivedChosen();
    bool deleteChosen();
    // Writes everything kept of the chosen trainee to `file` (records::traineeJson); false, with the
    // reason in `error`, when the records or the file refuse.
    bool exportChosen(const QString& file, QString* error);

private:
    void reload(qint64 select);
    bool attempt(const std::function<void()>& change);
    void updateButtons();

    records::RecordsDatabase& records_;
    QListWidget* list_ = nullptr;
    QCheckBox* showArchived_ = nullptr;
    QPushButton* archive_ = nullptr;
    QPushButton* use_ = nullptr;
};

// At a station's first start (no trainee in `records`, archived ones included): asks who is dealing,
// for their records and certificates, and adds them as the trainee who deals. Nothing, and nothing
// added, when the question is cancelled, answered with no name, or the records refuse (the refusal
// shown).
std::optional<qint64> welcomeFirstTrainee(records::RecordsDatabase& records, QWidget* parent = nullptr);

} // namespace s21::app

#pragma once
// A trainee's history: every round and shoe procedure they dealt, newest first, with its mode,
// drill or scenario, rules, seed, score and mistakes; any of them opens in the replay window.

#include "records/records_database.h"

#include <QDialog>
#include <QStringList>

class QTableWidget;

namespace s21::app {

class HistoryDialog : public QDialog {
    Q_OBJECT
public:
    // Rounds of the scenarios in `examsOwn` (an exam's own, scenario_library.h) are listed but never
    // replayed: the replay's expected actions would give the exam's answers away.
    HistoryDialog(records::RecordsDatabase& records, qint64 traineeId, QStringList examsOwn = {},
                  QWidget* parent = nullptr);

    int rowCount() const;
    // Opens the replay window for the record in `row` (0: the newest); false with a message when
    // the record cannot be read or replayed, or is a round of an exam's own scenario.
    bool replayRow(int row);

private:
    records::RecordsDatabase& records_;
    QStringList examsOwn_;
    QTableWidget* table_ = nullptr;
    std::vector<records::RoundSummary> rounds_; // newest first
};

} // namespace s21::app

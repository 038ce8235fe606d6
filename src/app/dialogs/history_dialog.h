#pragma once
// A trainee's history: every round and shoe procedure they dealt, newest first, with its mode,
// drill or scenario, rules, seed, score and mistakes; any of them opens in the replay window.

#include "records/records_database.h"

#include <QDialog>

class QTableWidget;

namespace s21::app {

class HistoryDialog : public QDialog {
    Q_OBJECT
public:
    HistoryDialog(records::RecordsDatabase& records, qint64 traineeId, QWidget* parent = nullptr);

    int rowCount() const;
    // Opens the replay window for the record in `row` (0: the newest); false with a message when
    // the record cannot be read or replayed.
    bool replayRow(int row);

private:
    records::RecordsDatabase& records_;
    QTableWidget* table_ = nullptr;
    std::vector<records::RoundSummary> rounds_; // newest first
};

} // namespace s21::app

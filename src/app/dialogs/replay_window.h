#pragma once
// A stored round or shoe procedure dealt again on a table of its own, step by step: the trainee
// (or the instructor) moves through the actions, each mistake marked in red on the table and in the
// list with its code, section and sentence. The replay is records::Replay, so what is shown is the
// core's own verdict; a record whose replay disagrees with what was stored says so.

#include "records/replay.h"

#include <QDialog>

class QLabel;
class QListWidget;

namespace s21::app {

class TableScene;
class TableView;

class ReplayWindow : public QDialog {
    Q_OBJECT
public:
    // Throws std::invalid_argument when the record's set-up breaks the rules (see Replay).
    explicit ReplayWindow(const records::RoundRecord& record, QWidget* parent = nullptr);
    ~ReplayWindow() override;

    // Shows the table after `actions` actions (0: as dealt from; clamped to the record's length).
    void showAfter(std::size_t actions);
    std::size_t position() const;
    // "Replays exactly as stored" or where it first differs.
    QString agreement() const;
    TableScene& scene() { return *scene_; }

private:
    void refresh();

    records::RoundRecord record_;
    std::unique_ptr<records::Replay> replay_;
    std::optional<std::size_t> firstDifference_;
    TableScene* scene_ = nullptr;
    TableView* view_ = nullptr;
    QListWidget* steps_ = nullptr;
    QLabel* verdict_ = nullptr;
    QLabel* agreement_ = nullptr;
};

} // namespace s21::app

#include "app/dialogs/history_dialog.h"

#include "app/dialogs/replay_window.h"
#include "app/dialogs/window_size.h"
#include "app/session/drill_names.h"
#include "app/theme/contrast.h"
#include "app/theme/theme.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace s21::app {

HistoryDialog::HistoryDialog(records::RecordsDatabase& records, qint64 traineeId, QStringList examsOwn, QWidget* parent)
    : QDialog(parent), records_(records), examsOwn_(std::move(examsOwn))
{
    const auto trainee = records_.trainee(traineeId);
    setWindowTitle(tr("History of %1").arg(trainee ? trainee->name : tr("the trainee")));
    try {
        rounds_ = records_.rounds(traineeId);
    } catch (const records::RecordsError& error) {
        QMessageBox::warning(this, windowTitle(), error.message());
    }
    std::reverse(rounds_.begin(), rounds_.end());

    const QStringList headers{tr("When"),  tr("What"),   tr("Mode"),     tr("Drill or scenario"),
                              tr("Rules"), tr("Points"), tr("Mistakes"), tr("Actions"),
                              tr("Time"),  tr("Seed")};
    table_ = new QTableWidget(static_cast<int>(rounds_.size()), static_cast<int>(headers.size()), this);
    table_->setObjectName(QStringLiteral("historyTable"));
    table_->setAccessibleName(tr("Rounds and shoe procedures"));
    table_->setHorizontalHeaderLabels(headers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->setTabKeyNavigation(false); // Tab goes on to Replay and Close; the arrows move along the rows
    for (int row = 0; row < table_->rowCount(); ++row) {
        const records::RoundSummary& round = rounds_[static_cast<std::size_t>(row)];
        const QString what = round.kind == records::RecordKind::Round ? tr("Round") : tr("Shoe procedure");
        const QStringList cells{
            QLocale().toString(round.startedAt.toLocalTime(), QLocale::ShortFormat),
            round.outcome == records::RecordOutcome::Complete ? what : tr("%1 (abandoned)").arg(what),
            records::modeName(round.mode),
            round.scenarioId.isEmpty() ? tr("practice")
            : round.drill.isEmpty()    ? round.scenarioId
                                       : drillName(round.drill) + QStringLiteral(": ") + round.scenarioId,
            round.profileId,
            QString::number(round.points),
            QString::number(round.mistakes),
            QString::number(round.actions),
            QStringLiteral("%1 s").arg(static_cast<double>(round.elapsedMs) / 1000.0, 0, 'f', 0),
            round.seed};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (round.mistakes > 0 && column == 6)
                item->setForeground(theme::inkOn(theme::kDialogWrongInk, table_->palette(), QPalette::Base));
            table_->setItem(row, column, item);
        }
    }
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);
    if (table_->rowCount() > 0)
        table_->selectRow(0);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(rounds_.empty() ? tr("Nothing dealt yet: every round you deal appears here.")
                                                 : tr("%n round(s) and shoe procedure(s), newest first. Replay "
                                                      "one to step through it again, its mistakes marked.",
                                                      nullptr, table_->rowCount()),
                                 this));
    layout->addWidget(table_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* replay = buttons->addButton(tr("Replay…"), QDialogButtonBox::ActionRole);
    replay->setEnabled(!rounds_.empty());
    layout->addWidget(buttons);
    connect(replay, &QPushButton::clicked, this, [this] { replayRow(table_->currentRow()); });
    connect(table_, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { replayRow(row); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(sizeOnScreen(this, QSize(980, 520)));
}

int HistoryDialog::rowCount() const { return table_->rowCount(); }

bool HistoryDialog::replayRow(int row)
{
    if (row < 0 || row >= rowCount())
        return false;
    try {
        const auto record = records_.loadRound(rounds_[static_cast<std::size_t>(row)].uuid);
        if (!record)
            throw std::invalid_argument("the record is no longer stored");
        if (examsOwn_.contains(record->scenarioId)) {
            auto* box = new QMessageBox(QMessageBox::Information, tr("Replay"),
                                        tr("This round dealt one of an exam's own scenarios: it is not replayed, "
                                           "since its expected actions would give the exam away."),
                                        QMessageBox::Ok, this);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
            return false;
        }
        auto* window = new ReplayWindow(*record, this);
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->open();
        return true;
    } catch (const std::exception& error) {
        QMessageBox::warning(this, tr("Replay"), tr("This record cannot be replayed: %1").arg(error.what()));
        return false;
    }
}

} // namespace s21::app

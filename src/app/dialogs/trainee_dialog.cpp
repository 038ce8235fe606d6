#include "app/dialogs/trainee_dialog.h"

#include "app/dialogs/document_names.h"

#include "records/records_export.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>

namespace s21::app {

namespace {

constexpr int kIdRole = Qt::UserRole;
constexpr int kArchivedRole = Qt::UserRole + 1;

} // namespace

TraineeDialog::TraineeDialog(records::RecordsDatabase& records, qint64 current, QWidget* parent)
    : QDialog(parent), records_(records)
{
    setWindowTitle(tr("Trainees"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Who is dealing? Every round is kept in that trainee's history."), this));
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("traineeList"));
    list_->setAccessibleName(tr("Trainees"));
    layout->addWidget(list_, 1);
    showArchived_ = new QCheckBox(tr("Show archived trainees"), this);
    layout->addWidget(showArchived_);

    auto* add = new QPushButton(tr("New…"), this);
    auto* rename = new QPushButton(tr("Rename…"), this);
    archive_ = new QPushButton(tr("Archive"), this);
    auto* exportButton = new QPushButton(tr("Export…"), this);
    auto* remove = new QPushButton(tr("Delete…"), this);
    auto* row = new QHBoxLayout;
    for (QPushButton* button : {add, rename, archive_, exportButton, remove})
        row->addWidget(button);
    layout->addLayout(row);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    use_ = buttons->addButton(tr("Deal as this trainee"), QDialogButtonBox::AcceptRole);
    use_->setDefault(true);
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, [this] {
        const QString name = QInputDialog::getText(this, tr("New trainee"), tr("Name:"));
        if (!name.trimmed().isEmpty())
            addTrainee(name);
    });
    connect(rename, &QPushButton::clicked, this, [this] {
        if (!list_->currentItem())
            return;
        const QString name = QInputDialog::getText(this, tr("Rename trainee"), tr("Name:"), QLineEdit::Normal,
                                                   list_->currentItem()->text().section(QStringLiteral(" ("), 0, 0));
        if (!name.trimmed().isEmpty())
            renameChosen(name);
    });
    connect(archive_, &QPushButton::clicked, this, &TraineeDialog::toggleArchivedChosen);
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const auto trainee = records_.trainee(chosenTrainee());
        if (!trainee)
            return;
        const QString file = QFileDialog::getSaveFileName(
            this, tr("Export %1's records").arg(trainee->name),
            suggestedDocumentPath({trainee->name, tr("records")}, QStringLiteral("json")), tr("JSON (*.json)"));
        QString error;
        if (!file.isEmpty() && !exportChosen(file, &error))
            QMessageBox::warning(this, tr("Trainees"), error);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const auto trainee = records_.trainee(chosenTrainee());
        if (!trainee)
            return;
        const QString typed = QInputDialog::getText(
            this, tr("Delete trainee"),
            tr("This deletes %1 and every round in their history, for good.\nType the name to confirm:")
                .arg(trainee->name));
        if (typed.trimmed() == trainee->name)
            deleteChosen();
    });
    connect(showArchived_, &QCheckBox::toggled, this, [this] { reload(chosenTrainee()); });
    connect(list_, &QListWidget::currentRowChanged, this, &TraineeDialog::updateButtons);
    connect(list_, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    reload(current);
    resize(420, 380);
}

qint64 TraineeDialog::chosenTrainee() const
{
    return list_->currentItem() ? list_->currentItem()->data(kIdRole).toLongLong() : 0;
}

bool TraineeDialog::attempt(const std::function<void()>& change)
{
    try {
        change();
        return true;
    } catch (const records::RecordsError& error) {
        QMessageBox::warning(this, tr("Trainees"), error.message());
        return false;
    }
}

bool TraineeDialog::addTrainee(const QString& name)
{
    return attempt([&] { reload(records_.createTrainee(name).id); });
}

bool TraineeDialog::renameChosen(const QString& name)
{
    const qint64 id = chosenTrainee();
    return id != 0 && attempt([&] {
               records_.renameTrainee(id, name);
               reload(id);
           });
}

bool TraineeDialog::toggleArchivedChosen()
{
    const qint64 id = chosenTrainee();
    if (id == 0)
        return false;
    const bool archived = list_->currentItem()->data(kArchivedRole).toBool();
    return attempt([&] {
        records_.setArchived(id, !archived);
        // The trainee stays in view, marked archived, so the next button pressed acts on them.
        const QSignalBlocker quiet(showArchived_);
        showArchived_->setChecked(showArchived_->isChecked() || !archived);
        reload(id);
    });
}

bool TraineeDialog::deleteChosen()
{
    const qint64 id = chosenTrainee();
    return id != 0 && attempt([&] {
               records_.deleteTrainee(id);
               reload(0);
           });
}

bool TraineeDialog::exportChosen(const QString& file, QString* error)
{
    const qint64 id = chosenTrainee();
    if (id == 0)
        return false;
    QByteArray json;
    try {
        json = records::traineeJson(records_, id);
    } catch (const records::RecordsError& refused) {
        *error = refused.message();
        return false;
    }
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size() || !out.commit()) {
        *error = tr("Cannot write %1: %2").arg(file, out.errorString());
        return false;
    }
    return true;
}

void TraineeDialog::reload(qint64 select)
{
    list_->clear();
    std::vector<records::Trainee> trainees;
    if (!attempt([&] { trainees = records_.trainees(showArchived_->isChecked()); }))
        return;
    for (const records::Trainee& trainee : trainees) {
        auto* item =
            new QListWidgetItem(trainee.archived ? tr("%1 (archived)").arg(trainee.name) : trainee.name, list_);
        item->setData(kIdRole, trainee.id);
        item->setData(kArchivedRole, trainee.archived);
        if (trainee.id == select)
            list_->setCurrentItem(item);
    }
    if (!list_->currentItem() && list_->count() > 0)
        list_->setCurrentRow(0);
    updateButtons();
}

void TraineeDialog::updateButtons()
{
    const bool archived = list_->currentItem() && list_->currentItem()->data(kArchivedRole).toBool();
    archive_->setText(archived ? tr("Restore") : tr("Archive"));
    use_->setEnabled(list_->currentItem() && !archived);
}

std::optional<qint64> welcomeFirstTrainee(records::RecordsDatabase& records, QWidget* parent)
{
    try {
        if (!records.trainees(true).empty())
            return std::nullopt;
        bool answered = false;
        const QString name =
            QInputDialog::getText(parent, TraineeDialog::tr("Welcome to the Spanish 21 Dealer Trainer"),
                                  TraineeDialog::tr("Who is dealing? Your name as your records, progress reports and "
                                                    "certificates will show it:"),
                                  QLineEdit::Normal, QString(), &answered)
                .trimmed();
        if (!answered || name.isEmpty())
            return std::nullopt;
        const records::Trainee trainee = records.createTrainee(name);
        records.setLastTrainee(trainee.id);
        return trainee.id;
    } catch (const records::RecordsError& error) {
        QMessageBox::warning(parent, TraineeDialog::tr("Trainees"), error.message());
        return std::nullopt;
    }
}

} // namespace s21::app

#include "app/dialogs/settings_dialog.h"

#include "app/theme/contrast.h"

#include "records/server/school_server.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace s21::app {

namespace {

QSpinBox* dollarBox(const QString& name, Money value, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0, 100000);
    box->setPrefix(QStringLiteral("$"));
    box->setValue(static_cast<int>(value.inCents() / 100));
    return box;
}

} // namespace

SettingsDialog::SettingsDialog(const RuleProfile& profile, double secondsPerAction, MotionSpeed motion,
                               const QString& schoolServer, const QString& scenarioFolder, bool hasRecords,
                               QWidget* parent)
    : QDialog(parent), profile_(profile)
{
    setObjectName(QStringLiteral("settings"));
    setWindowTitle(tr("Settings"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    minimum_ = dollarBox(QStringLiteral("tableMinimum"), profile.tableMinimum, this);
    maximum_ = dollarBox(QStringLiteral("tableMaximum"), profile.tableMaximum, this);
    speed_ = new QDoubleSpinBox(this);
    speed_->setObjectName(QStringLiteral("secondsPerAction"));
    speed_->setRange(0.5, 30.0);
    speed_->setSingleStep(0.5);
    speed_->setDecimals(1);
    speed_->setSuffix(tr(" s per action"));
    speed_->setValue(secondsPerAction);
    form->addRow(tr("Table minimum"), minimum_);
    form->addRow(tr("Table maximum"), maximum_);
    form->addRow(tr("Drill speed target"), speed_);
    motion_ = new QComboBox(this);
    motion_->setObjectName(QStringLiteral("cardMotion"));
    for (const MotionSpeedInfo& info : motionSpeeds())
        motion_->addItem(tr(info.label), QVariant::fromValue(static_cast<int>(info.speed)));
    motion_->setCurrentIndex(motion_->findData(static_cast<int>(motion)));
    form->addRow(tr("Cards and chips move"), motion_);
    layout->addLayout(form);
    auto* note = new QLabel(tr("The players wager within the limits of the practice table (%1). A drill scenario "
                               "with its own time limit keeps it.")
                                .arg(QString::fromStdString(profile.name)),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* serverForm = new QFormLayout;
    server_ = new QLineEdit(schoolServer, this);
    server_->setObjectName(QStringLiteral("schoolServer"));
    server_->setPlaceholderText(QStringLiteral("postgresql://station_01@server/school"));
    server_->setEnabled(hasRecords);
    serverForm->addRow(tr("School server"), server_);
    layout->addLayout(serverForm);
    auto* serverNote = new QLabel(hasRecords ? tr("Every round is kept on this computer first and sent to the school's "
                                                  "server when it can be reached. The password is read from "
                                                  "~/.pgpass, never kept in the records (docs/school-server.md).")
                                             : tr("No records file is open: there are no rounds to send."),
                                  this);
    serverNote->setWordWrap(true);
    layout->addWidget(serverNote);
    auto* folderForm = new QFormLayout;
    auto* folderRow = new QHBoxLayout;
    folder_ = new QLineEdit(scenarioFolder, this);
    folder_->setObjectName(QStringLiteral("scenarioFolder"));
    folder_->setPlaceholderText(tr("none: the library's scenarios only"));
    auto* chooseFolder = new QPushButton(tr("Choose…"), this);
    chooseFolder->setObjectName(QStringLiteral("chooseScenarioFolder"));
    connect(chooseFolder, &QPushButton::clicked, this, [this] {
        const QString chosen = QFileDialog::getExistingDirectory(this, tr("Your scenarios folder"), folder_->text());
        if (!chosen.isEmpty())
            folder_->setText(QDir::toNativeSeparators(chosen));
    });
    folderRow->addWidget(folder_, 1);
    folderRow->addWidget(chooseFolder);
    // A row of a layout gets a label without a buddy: the field is named by its label for a screen reader.
    auto* folderLabel = new QLabel(tr("Your scenarios"), this);
    folderLabel->setBuddy(folder_);
    folderForm->addRow(folderLabel, folderRow);
    layout->addLayout(folderForm);
    auto* folderNote =
        new QLabel(tr("Every scenario in this folder and its subfolders is offered in Scenarios…, listed "
                      "before the library's and marked \"yours\"; a profile is found by its id in the nearest "
                      "\"profiles\" folder, as spanish21-cli validate finds it. %1")
                       .arg(hasRecords ? tr("Remembered in the records file.")
                                       : tr("No records file is open: kept for this session only.")),
                   this);
    folderNote->setWordWrap(true);
    layout->addWidget(folderNote);
    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("settingsError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: %1;").arg(theme::inkOn(theme::kDialogWrongInk, palette()).name()));
    layout->addWidget(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(460, 440);
}

double SettingsDialog::secondsPerAction() const { return speed_->value(); }

MotionSpeed SettingsDialog::motionSpeed() const { return static_cast<MotionSpeed>(motion_->currentData().toInt()); }

QString SettingsDialog::schoolServer() const { return server_->text().trimmed(); }

QString SettingsDialog::scenarioFolder() const { return folder_->text().trimmed(); }

void SettingsDialog::accept()
{
    const QString server = server_->text().trimmed();
    if (const QString problem = server.isEmpty() ? QString() : records::serverAddressProblem(server);
        !problem.isEmpty()) {
        error_->setText(problem.toHtmlEscaped());
        return;
    }
    if (const QString folder = scenarioFolder(); !folder.isEmpty() && !QFileInfo(folder).isDir()) {
        error_->setText(tr("There is no folder %1.").arg(folder).toHtmlEscaped());
        return;
    }
    const std::vector<std::string> reasons =
        applyTableLimits(profile_, {Money::dollars(minimum_->value()), Money::dollars(maximum_->value())});
    if (!reasons.empty()) {
        QStringList lines;
        for (const std::string& reason : reasons)
            lines << QString::fromStdString(reason).toHtmlEscaped();
        error_->setText(tr("<b>These limits are not allowed:</b><br>%1").arg(lines.join(QStringLiteral("<br>"))));
        return;
    }
    QDialog::accept();
}

} // namespace s21::app

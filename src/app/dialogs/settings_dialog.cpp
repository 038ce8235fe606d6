#include "app/dialogs/settings_dialog.h"

#include "app/theme/theme.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
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

SettingsDialog::SettingsDialog(const RuleProfile& profile, double secondsPerAction, QWidget* parent)
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
    layout->addLayout(form);
    auto* note = new QLabel(tr("The players wager within the limits of the practice table (%1). A drill scenario "
                               "with its own time limit keeps it.")
                                .arg(QString::fromStdString(profile.name)),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    error_ = new QLabel(this);
    error_->setObjectName(QStringLiteral("settingsError"));
    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: %1;").arg(theme::kFeedbackError.name()));
    layout->addWidget(error_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(420, 260);
}

double SettingsDialog::secondsPerAction() const { return speed_->value(); }

void SettingsDialog::accept()
{
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

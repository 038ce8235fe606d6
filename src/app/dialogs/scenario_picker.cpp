#include "app/dialogs/scenario_picker.h"

#include "app/dialogs/window_size.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace s21::app {

namespace {

QString joined(const std::vector<std::string>& items)
{
    QStringList out;
    for (const std::string& item : items)
        out << QString::fromStdString(item);
    return out.join(QStringLiteral(", "));
}

// How an instructor's own scenario is marked after its title: "yours", and the name of its folder.
QString origin(const ScenarioEntry& entry)
{
    if (entry.origin == ScenarioOrigin::Library)
        return {};
    return QStringLiteral("  · ") +
           QCoreApplication::translate("ScenarioPicker", "yours (%1)").arg(ownFolderName(entry));
}

} // namespace

ScenarioPicker::ScenarioPicker(const std::vector<ScenarioEntry>& scenarios, const QStringList& problems,
                               QWidget* parent)
    : QDialog(parent), scenarios_(scenarios)
{
    setWindowTitle(tr("Scenario library"));
    auto* layout = new QVBoxLayout(this);
    search_ = new QLineEdit(this);
    search_->setPlaceholderText(tr("Search by title, skill or section (e.g. \"splits\", \"7.F\")"));
    search_->setAccessibleName(tr("Search scenarios"));
    list_ = new QListWidget(this);
    list_->setAccessibleName(tr("Scenarios"));
    details_ = new QLabel(this);
    details_->setWordWrap(true);
    details_->setMinimumHeight(80);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(search_);
    layout->addWidget(list_, 1);
    layout->addWidget(details_);
    if (!problems.isEmpty()) {
        auto* heading = new QLabel(tr("%n problem(s) in your scenarios folder: what they name is left out.", nullptr,
                                      static_cast<int>(problems.size())),
                                   this);
        heading->setWordWrap(true);
        auto* list = new QPlainTextEdit(problems.join(QLatin1Char('\n')), this);
        list->setObjectName(QStringLiteral("scenarioProblems"));
        list->setAccessibleName(tr("Problems in your scenarios folder"));
        list->setReadOnly(true);
        list->setMaximumHeight(6 * list->fontMetrics().lineSpacing());
        layout->addWidget(heading);
        layout->addWidget(list);
    }
    layout->addWidget(buttons);
    connect(search_, &QLineEdit::textChanged, this, &ScenarioPicker::filter);
    connect(list_, &QListWidget::currentRowChanged, this, [this] {
        const ScenarioEntry* entry = chosen();
        details_->setText(entry ? QString::fromStdString(entry->scenario.description) : QString());
    });
    connect(list_, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    filter(QString());
    resize(sizeOnScreen(this, QSize(640, 520)));
}

void ScenarioPicker::filter(const QString& query)
{
    list_->clear();
    // The instructor's own first, then the library's.
    for (const bool own : {true, false}) {
        for (std::size_t i = 0; i < scenarios_.size(); ++i) {
            const Scenario& s = scenarios_[i].scenario;
            if ((scenarios_[i].origin != ScenarioOrigin::Library) != own || !matches(scenarios_[i], query))
                continue;
            auto* item = new QListWidgetItem(
                QStringLiteral("%1%2\n    %3 · %4")
                    .arg(QString::fromStdString(s.title), origin(scenarios_[i]), joined(s.drills), joined(s.sections)),
                list_);
            item->setData(Qt::UserRole, static_cast<int>(i));
        }
    }
    list_->setCurrentRow(0);
}

const ScenarioEntry* ScenarioPicker::chosen() const
{
    const QListWidgetItem* item = list_->currentItem();
    return item ? &scenarios_[static_cast<std::size_t>(item->data(Qt::UserRole).toInt())] : nullptr;
}

} // namespace s21::app

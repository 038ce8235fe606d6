#include "app/dialogs/class_dialog.h"

#include "app/dialogs/document_names.h"
#include "app/dialogs/window_size.h"
#include "app/theme/contrast.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace s21::app {

namespace {

constexpr int kTrainees = 0;
constexpr int kProgress = 1;
constexpr int kMistakes = 2;
constexpr int kAttempts = 3;

QTableWidget* newTable(const QString& name, QWidget* parent)
{
    auto* table = new QTableWidget(parent);
    table->setObjectName(name);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setTabKeyNavigation(false); // Tab goes on to the next control; the arrows move along the rows
    return table;
}

} // namespace

ClassDialog::ClassDialog(const QString& serverAddress, QWidget* parent) : QDialog(parent), tables_(4)
{
    setObjectName(QStringLiteral("classDialog"));
    setWindowTitle(tr("The class on the school's server"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    QUrl start(serverAddress);
    start.setUserName(QString());
    address_ = new QLineEdit(serverAddress.isEmpty() ? QString() : start.toString(), this);
    address_->setObjectName(QStringLiteral("classServer"));
    address_->setPlaceholderText(QStringLiteral("postgresql://instructor@server/school"));
    password_ = new QLineEdit(this);
    password_->setObjectName(QStringLiteral("classPassword"));
    password_->setEchoMode(QLineEdit::Password);
    password_->setPlaceholderText(tr("empty: read from ~/.pgpass"));
    form->addRow(tr("Instructor's login"), address_);
    form->addRow(tr("Password"), password_);
    layout->addLayout(form);
    auto* signInButton = new QPushButton(tr("Sign in"), this);
    signInButton->setObjectName(QStringLiteral("classSignIn"));
    signInButton->setDefault(true);
    layout->addWidget(signInButton, 0, Qt::AlignLeft);
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("classProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: %1;").arg(theme::inkOn(theme::kDialogWrongInk, palette()).name()));
    layout->addWidget(problem_);

    tabs_ = new QTabWidget(this);
    const std::pair<const char*, QString> pages[] = {{"classTrainees", tr("Trainees")},
                                                     {"classProgress", tr("Progress")},
                                                     {"classMistakes", tr("Mistakes by section")},
                                                     {"classAttempts", tr("Exam attempts")}};
    for (const auto& [name, title] : pages) {
        widgets_.push_back(newTable(QString::fromLatin1(name), tabs_));
        tabs_->addTab(widgets_.back(), title);
    }
    tabs_->setEnabled(false);
    layout->addWidget(tabs_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* exportButton = buttons->addButton(tr("Export CSV…"), QDialogButtonBox::ActionRole);
    exportButton->setObjectName(QStringLiteral("classExport"));
    exportButton->setEnabled(false);
    layout->addWidget(buttons);

    connect(signInButton, &QPushButton::clicked, this, [this, exportButton] { exportButton->setEnabled(signIn()); });
    connect(password_, &QLineEdit::returnPressed, signInButton, &QPushButton::click);
    connect(exportButton, &QPushButton::clicked, this, &ClassDialog::exportChosen);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(widgets_[kTrainees], &QTableWidget::cellDoubleClicked, this, [this](int row, int) { showTrainee(row); });
    connect(widgets_[kTrainees], &QTableWidget::currentCellChanged, this, [this](int row) { showTrainee(row); });
    resize(sizeOnScreen(this, QSize(900, 560)));
}

ClassDialog::~ClassDialog() = default;

bool ClassDialog::signIn()
{
    QUrl url(address_->text().trimmed());
    if (!password_->text().isEmpty())
        url.setPassword(password_->text());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        server_.reset();
        server_ = records::SchoolServer::connect(url.toString(QUrl::FullyEncoded), 5);
        server_->requireCurrentSchema();
        const records::ClassResults results = records::judgeResults(*server_); // every seal checked once
        tables_[kTrainees] = records::classTrainees(*server_, results);
        tables_[kMistakes] = records::frequentMistakes(*server_);
        tables_[kAttempts] = records::classAttempts(*server_, results);
        QApplication::restoreOverrideCursor();
    } catch (const records::RecordsError& error) {
        QApplication::restoreOverrideCursor();
        problem_->setText(error.message());
        tabs_->setEnabled(false);
        return false;
    }
    problem_->setText(tr("Signed in as %1: %2 trainees.").arg(server_->role()).arg(tables_[kTrainees].rows.size()));
    problem_->setStyleSheet(QStringLiteral("color: %1;").arg(theme::inkOn(theme::kDialogQuietInk, palette()).name()));
    for (const int index : {kTrainees, kMistakes, kAttempts})
        fill(widgets_[std::size_t(index)], tables_[std::size_t(index)]);
    // Attempts that never brought a result stand out.
    QTableWidget* attempts = widgets_[kAttempts];
    for (int row = 0; row < attempts->rowCount(); ++row)
        if (tables_[kAttempts].rows[std::size_t(row)].back() == QLatin1String("started, not finished"))
            attempts->item(row, attempts->columnCount() - 1)
                ->setForeground(theme::inkOn(theme::kDialogWrongInk, attempts->palette(), QPalette::Base));
    tabs_->setEnabled(true);
    if (!tables_[kTrainees].rows.empty())
        widgets_[kTrainees]->selectRow(0);
    showTrainee(0);
    return true;
}

void ClassDialog::showTrainee(int row)
{
    if (!server_ || row < 0 || std::size_t(row) >= tables_[kTrainees].keys.size()) {
        tables_[kProgress] = {};
        fill(widgets_[kProgress], tables_[kProgress]);
        return;
    }
    try {
        tables_[kProgress] = records::traineeProgress(*server_, tables_[kTrainees].keys[std::size_t(row)]);
        fill(widgets_[kProgress], tables_[kProgress]);
        tabs_->setTabText(kProgress, tr("Progress of %1").arg(tables_[kTrainees].rows[std::size_t(row)].front()));
    } catch (const records::RecordsError& error) {
        problem_->setText(error.message());
    }
}

const records::ClassTable& ClassDialog::table(int index) const { return tables_.at(std::size_t(index)); }

void ClassDialog::fill(QTableWidget* widget, const records::ClassTable& table)
{
    widget->clear();
    widget->setColumnCount(int(table.columns.size()));
    widget->setRowCount(int(table.rows.size()));
    widget->setHorizontalHeaderLabels(table.columns);
    for (int row = 0; row < widget->rowCount(); ++row)
        for (int column = 0; column < widget->columnCount(); ++column)
            widget->setItem(row, column, new QTableWidgetItem(table.rows[std::size_t(row)].value(column)));
    widget->resizeColumnsToContents();
}

bool ClassDialog::exportShown(const QString& file)
{
    QFile out(file);
    const QByteArray csv = tables_[std::size_t(tabs_->currentIndex())].csv();
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(csv) != csv.size() || !out.flush()) {
        problem_->setText(tr("Cannot write %1: %2").arg(file, out.errorString()));
        return false;
    }
    return true;
}

void ClassDialog::exportChosen()
{
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export the table"),
        suggestedDocumentPath({tabs_->tabText(tabs_->currentIndex())}, QStringLiteral("csv")), tr("CSV files (*.csv)"));
    if (!file.isEmpty())
        exportShown(file);
}

} // namespace s21::app

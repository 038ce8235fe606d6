#include "app/dialogs/class_dialog.h"

#include "app/dialogs/document_names.h"
#include "app/dialogs/window_size.h"
#include "app/theme/contrast.h"
#include "records/server/password_file.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
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
    // The station's server (its role left out: the instructor signs in as themself), in words.
    const QUrl start(serverAddress);
    host_ = new QLineEdit(serverAddress.isEmpty() ? QString()
                          : start.port() > 0      ? QStringLiteral("%1:%2").arg(start.host()).arg(start.port())
                                                  : start.host(),
                          this);
    host_->setObjectName(QStringLiteral("classHost"));
    host_->setPlaceholderText(tr("the server's name, e.g. school-server or school-server:5433"));
    school_ = new QLineEdit(start.path().mid(1), this);
    school_->setObjectName(QStringLiteral("classSchool"));
    school_->setPlaceholderText(tr("the school's records on it, e.g. school"));
    instructor_ = new QLineEdit(this);
    instructor_->setObjectName(QStringLiteral("classInstructor"));
    instructor_->setPlaceholderText(tr("your login, e.g. mrs_garcia"));
    password_ = new QLineEdit(this);
    password_->setObjectName(QStringLiteral("classPassword"));
    password_->setEchoMode(QLineEdit::Password);
    password_->setPlaceholderText(tr("empty: the one remembered on this computer"));
    remember_ = new QCheckBox(tr("Remember the password on this computer (%1, readable by you alone)")
                                  .arg(QDir::toNativeSeparators(records::passwordFilePath())),
                              this);
    remember_->setObjectName(QStringLiteral("classRemember"));
    form->addRow(tr("&Server"), host_);
    form->addRow(tr("S&chool"), school_);
    form->addRow(tr("&Instructor"), instructor_);
    form->addRow(tr("&Password"), password_);
    form->addRow(QString(), remember_);
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
        widgets_.back()->setAccessibleName(title); // read by its tab's words
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

std::optional<records::ServerLogin> ClassDialog::login() const
{
    records::ServerLogin login;
    const QString host = host_->text().trimmed();
    const qsizetype colon = host.lastIndexOf(QLatin1Char(':'));
    login.host = colon > 0 ? host.left(colon) : host;
    if (colon > 0) {
        bool number = false;
        login.port = host.mid(colon + 1).toInt(&number);
        if (!number || login.port <= 0 || login.port > 65535)
            return std::nullopt;
    }
    login.database = school_->text().trimmed();
    login.user = instructor_->text().trimmed();
    if (login.host.isEmpty() || login.database.isEmpty() || login.user.isEmpty())
        return std::nullopt;
    return login;
}

bool ClassDialog::signIn()
{
    const std::optional<records::ServerLogin> login = this->login();
    if (!login) {
        showProblem(tr("Type the server (a name, or name:port), the school and your login."));
        return false;
    }
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setHost(login->host);
    url.setPort(login->port);
    url.setPath(QLatin1Char('/') + login->database);
    url.setUserName(login->user);
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
        showProblem(error.message());
        tabs_->setEnabled(false);
        return false;
    }
    QString signedIn =
        tr("Signed in as %1: %2.")
            .arg(server_->role(), tr("%n trainee(s)", nullptr, static_cast<int>(tables_[kTrainees].rows.size())));
    if (remember_->isChecked() && !password_->text().isEmpty())
        signedIn +=
            records::rememberPassword(*login, password_->text())
                ? tr(" The password is remembered in %1.").arg(records::passwordFilePath())
                : tr(" The password could not be remembered: %1 cannot be written.").arg(records::passwordFilePath());
    problem_->setText(signedIn);
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

void ClassDialog::showProblem(const QString& text)
{
    problem_->setText(text);
    problem_->setStyleSheet(QStringLiteral("color: %1;").arg(theme::inkOn(theme::kDialogWrongInk, palette()).name()));
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

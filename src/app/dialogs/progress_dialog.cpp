#include "app/dialogs/progress_dialog.h"

#include "app/dialogs/document_names.h"
#include "app/dialogs/window_size.h"
#include "app/reports/progress_charts.h"
#include "app/reports/progress_report.h"
#include "app/reports/progress_wording.h"
#include "app/session/drill_names.h"
#include "app/theme/style_sheets.h"
#include "app/theme/theme.h"

#include "scenario/scenario_loader.h"
#include "scenario/speed_standards_loader.h"

#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace s21::app {

namespace {

QTableWidgetItem* item(const QString& text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto* cell = new QTableWidgetItem(text);
    cell->setTextAlignment(align);
    cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return cell;
}

QTableWidgetItem* number(const QString& text) { return item(text, Qt::AlignRight | Qt::AlignVCenter); }

QTableWidget* table(const QString& name, const QStringList& headers)
{
    auto* t = new QTableWidget(0, int(headers.size()));
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setAlternatingRowColors(true);
    t->setShowGrid(false);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Read with the keyboard too: Tab comes in (and goes on), the arrows move along the rows.
    t->setTabKeyNavigation(false);
    t->verticalHeader()->setDefaultSectionSize(26);
    t->horizontalHeader()->setHighlightSections(false);
    return t;
}

// Columns sized to their contents but `stretch`, which takes the rest; each heading aligned as its
// column's first cell.
void finishTable(QTableWidget* t, int stretch)
{
    t->resizeColumnsToContents();
    t->horizontalHeader()->setSectionResizeMode(stretch, QHeaderView::Stretch);
    QFont bold = t->horizontalHeader()->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    for (int column = 0; column < t->columnCount(); ++column)
        if (QTableWidgetItem* heading = t->horizontalHeaderItem(column); heading && column != stretch)
            t->setColumnWidth(column,
                              std::max(t->columnWidth(column) + 8, metrics.horizontalAdvance(heading->text()) + 20));
    for (int column = 0; column < t->columnCount(); ++column)
        if (QTableWidgetItem* heading = t->horizontalHeaderItem(column))
            heading->setTextAlignment(t->rowCount() > 0 && t->item(0, column)
                                          ? Qt::Alignment(t->item(0, column)->textAlignment())
                                          : Qt::Alignment(Qt::AlignLeft | Qt::AlignVCenter));
}

QWidget* chartView(QChart* chart, const QString& name)
{
    auto* view = new QChartView(chart);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(250);
    view->setStyleSheet(QStringLiteral("background: transparent;"));
    view->setBackgroundBrush(Qt::transparent);
    return view;
}

QWidget* placeholder(const QString& text)
{
    auto* label = new QLabel(text);
    label->setObjectName(QStringLiteral("placeholder"));
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setMinimumHeight(250);
    return label;
}

QFrame* card(const QString& title, QWidget* content, const QString& note = {})
{
    auto* frame = new QFrame;
    frame->setObjectName(QStringLiteral("card"));
    auto* layout = new QVBoxLayout(frame);
    layout->setContentsMargins(14, 12, 14, 12);
    layout->setSpacing(6);
    auto* heading = new QLabel(title);
    heading->setObjectName(QStringLiteral("cardTitle"));
    if (!qobject_cast<QLabel*>(content)) // a table or a chart is read by its heading; a placeholder by its words
        content->setAccessibleName(title);
    layout->addWidget(heading);
    layout->addWidget(content, 1);
    if (!note.isEmpty()) {
        auto* small = new QLabel(note);
        small->setObjectName(QStringLiteral("cardNote"));
        small->setWordWrap(true);
        layout->addWidget(small);
    }
    return frame;
}

} // namespace

std::optional<SpeedStandards> findSpeedStandards(const std::vector<ScenarioEntry>& library, QString* error)
{
    if (library.empty()) {
        if (error)
            *error = QObject::tr("no scenario library, so no speed standards beside it");
        return std::nullopt;
    }
    const std::filesystem::path profiles = profilesDirFor(library.front().file.toStdString());
    const std::filesystem::path file = profiles.parent_path() / "standards" / "speed-standards.yaml";
    try {
        return loadSpeedStandards(file);
    } catch (const LoadError& failure) {
        if (error)
            *error = QString::fromStdString(failure.what());
        return std::nullopt;
    }
}

ProgressDialog::ProgressDialog(records::RecordsDatabase& records, qint64 traineeId,
                               const std::vector<ScenarioEntry>& library, QWidget* parent,
                               std::optional<SpeedStandards> standards)
    : QDialog(parent), records_(records), traineeId_(traineeId), library_(library), standards_(std::move(standards)),
      seed_(QRandomGenerator::global()->generate64())
{
    QElapsedTimer timer;
    timer.start();
    if (!standards_)
        standards_ = findSpeedStandards(library_, &standardsError_);
    const auto trainee = records_.trainee(traineeId_);
    name_ = trainee ? trainee->name : tr("Trainee %1").arg(traineeId_);
    progress_ = records::progressOf(records_, traineeId_, standards_.value_or(SpeedStandards{}));

    setObjectName(QStringLiteral("progressDialog"));
    setWindowTitle(tr("Progress — %1").arg(name_));
    setStyleSheet(theme::progressWindowStyleSheet());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(22, 18, 22, 16);
    layout->setSpacing(14);
    layout->addWidget(buildHeader());
    layout->addWidget(buildTiles());
    auto* scroll = new QScrollArea;
    scroll->setAccessibleName(tr("Progress charts and tables")); // where focus lands when the window opens
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(buildCards());
    layout->addWidget(scroll, 1);

    auto* footer = new QHBoxLayout;
    status_ = new QLabel;
    status_->setObjectName(QStringLiteral("status"));
    status_->setWordWrap(true);
    footer->addWidget(status_, 1);
    auto* work = new QPushButton(tr("Work my mistakes"));
    work->setObjectName(QStringLiteral("primary"));
    work->setToolTip(tr("A drill of scenarios chosen from your most frequent mistakes and slowest steps"));
    auto* roundsCsv = new QPushButton(tr("Rounds (CSV)…"));
    roundsCsv->setObjectName(QStringLiteral("exportRounds"));
    auto* mistakesCsv = new QPushButton(tr("Mistakes (CSV)…"));
    mistakesCsv->setObjectName(QStringLiteral("exportMistakes"));
    auto* pdf = new QPushButton(tr("Progress report (PDF)…"));
    pdf->setObjectName(QStringLiteral("exportPdf"));
    auto* close = new QPushButton(tr("Close"));
    for (QPushButton* button : {roundsCsv, mistakesCsv, pdf})
        button->setEnabled(!progress_.empty());
    for (QPushButton* button : {roundsCsv, mistakesCsv, pdf, close})
        footer->addWidget(button);
    footer->addSpacing(12);
    footer->addWidget(work);
    layout->addLayout(footer);
    connect(work, &QPushButton::clicked, this, &ProgressDialog::workMistakes);
    connect(roundsCsv, &QPushButton::clicked, this, [this] { saveCsv(true); });
    connect(mistakesCsv, &QPushButton::clicked, this, [this] { saveCsv(false); });
    connect(pdf, &QPushButton::clicked, this, &ProgressDialog::savePdf);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    work->setDefault(true);
    if (progress_.empty())
        status_->setText(tr("No rounds yet for %1: deal some rounds and the charts fill in day by day.").arg(name_));
    else if (!standards_)
        status_->setText(tr("No speed standards: %1").arg(standardsError_));
    resize(sizeOnScreen(this, QSize(1280, 900)));
    buildMs_ = timer.elapsed();
}

QWidget* ProgressDialog::buildHeader()
{
    auto* header = new QWidget;
    auto* layout = new QVBoxLayout(header);
    layout->setContentsMargins(2, 0, 0, 0);
    layout->setSpacing(2);
    auto* title = new QLabel(tr("%1 — progress").arg(name_.toHtmlEscaped()));
    title->setObjectName(QStringLiteral("title"));
    auto* sub = new QLabel(progressSubtitle(progress_));
    sub->setObjectName(QStringLiteral("subtitle"));
    layout->addWidget(title);
    layout->addWidget(sub);
    return header;
}

QWidget* ProgressDialog::buildTiles()
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    std::vector<double> times;
    double points = 0;
    int pointDays = 0;
    for (const records::DayTrend& day : progress_.trend) {
        if (day.medianSecondsPerAction)
            times.push_back(*day.medianSecondsPerAction);
        if (day.averagePoints) {
            points += *day.averagePoints;
            ++pointDays;
        }
    }
    const auto& last = progress_.trend;
    auto lastDay = [&](auto text) { return last.empty() ? QString() : text(last.back()); };
    const QString none = QStringLiteral("—");
    struct Tile {
        QString value;
        QString caption;
        QColor accent;
    };
    const std::vector<Tile> tiles{
        {QString::number(progress_.rounds),
         tr("round(s) dealt, and %1", nullptr, progress_.rounds)
             .arg(tr("%n shoe procedure(s)", nullptr, progress_.shoeProcedures)),
         theme::kChartAccuracy},
        {progress_.actions ? percentText(progress_.accuracy()) : QStringLiteral("—"),
         tr("accuracy: actions accepted") + lastDay([](const records::DayTrend& d) {
             return QObject::tr(" · %1 on the last day").arg(percentText(d.accuracy()));
         }),
         theme::kChartAccuracy},
        {last.empty() ? none : lastDay([](const records::DayTrend& d) {
             return d.medianSecondsPerAction ? secondsText(*d.medianSecondsPerAction) : QStringLiteral("—");
         }),
         tr("median time per action, last day") +
             (last.size() > 1 && last.front().medianSecondsPerAction
                  ? tr(" · %1 on the first").arg(secondsText(*last.front().medianSecondsPerAction))
                  : QString()),
         theme::kChartSpeed},
        {pointDays ? QString::number(points / pointDays, 'f', 1) : QStringLiteral("—"),
         tr("average points a day, of 100"), theme::kChartPoints},
    };
    for (const Tile& tile : tiles) {
        auto* frame = new QFrame;
        frame->setObjectName(QStringLiteral("tile"));
        auto* box = new QVBoxLayout(frame);
        box->setContentsMargins(16, 10, 16, 10);
        box->setSpacing(0);
        auto* value = new QLabel(tile.value);
        value->setObjectName(QStringLiteral("tileValue"));
        value->setStyleSheet(QStringLiteral("border-left: 3px solid %1; padding-left: 8px;").arg(tile.accent.name()));
        auto* caption = new QLabel(tile.caption);
        caption->setObjectName(QStringLiteral("tileCaption"));
        caption->setWordWrap(true);
        box->addWidget(value);
        box->addWidget(caption);
        layout->addWidget(frame, 1);
    }
    return row;
}

QWidget* ProgressDialog::buildCards()
{
    auto* body = new QWidget;
    auto* grid = new QGridLayout(body);
    grid->setContentsMargins(0, 0, 6, 0);
    grid->setSpacing(12);
    // Before the first round, and for the bars before the first mistake, a line saying so stands
    // where the chart will be.
    const bool noRounds = progress_.empty();
    grid->addWidget(
        card(tr("Accuracy and points by day"),
             noRounds ? placeholder(tr("Your accuracy and points appear here, a point a day, once you "
                                       "have dealt a round."))
                      : chartView(accuracyChart(progress_.trend, ChartStyle::Screen), QStringLiteral("accuracyChart"))),
        0, 0);
    grid->addWidget(card(tr("Speed by day"),
                         noRounds
                             ? placeholder(tr("Your median time per action appears here, a point a day."))
                             : chartView(speedChart(progress_.trend, ChartStyle::Screen), QStringLiteral("speedChart")),
                         tr("The time of an action is the time since the action before it in the same round.")),
                    0, 1);
    grid->addWidget(
        card(tr("Mistakes by section"),
             !progress_.hasMistakes()
                 ? placeholder(noRounds ? tr("The sections your mistakes break appear here.")
                                        : tr("No mistakes so far: every action followed the procedure."))
                 : chartView(sectionChart(progress_.sections, ChartStyle::Screen), QStringLiteral("sectionChart")),
             tr("The sections of the rules your mistakes broke, the most frequent first.")),
        1, 0);

    auto* standards = table(QStringLiteral("standardsTable"),
                            {tr("Standard"), tr("Your median"), tr("Standard"), tr("Samples"), QString()});
    fillStandardsTable(standards);
    const QString source = standards_ ? QString::fromStdString(standards_->source) : standardsError_;
    grid->addWidget(
        card(tr("Against the school's speed standards"), standards,
             source.isEmpty() ? QString() : source + tr(" · point at a standard to see how it is measured")),
        1, 1);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    auto* steps = table(QStringLiteral("stepTable"), {tr("Kind of step"), tr("Timed"), tr("Median"), tr("Standard")});
    fillStepTable(steps);
    auto* sections =
        table(QStringLiteral("sectionTable"), {tr("Section"), tr("Actions"), tr("Mistakes"), tr("Accuracy")});
    fillSectionTable(sections);
    leftLayout->addWidget(card(tr("Median time per kind of step"), steps), 1);
    leftLayout->addWidget(card(tr("Accuracy by section"), sections,
                               tr("Every action counts under the section that calls for its step, or that it breaks, "
                                  "subsections included.")),
                          1);
    grid->addWidget(left, 2, 0);

    auto* side = new QWidget;
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    auto* mistakes = table(QStringLiteral("mistakeTable"), {tr("Mistake"), tr("Section"), tr("Times")});
    fillMistakeTable(mistakes);
    auto* skills = table(QStringLiteral("skillTable"), {tr("Skill"), tr("Records"), tr("Actions"), tr("Accuracy")});
    fillSkillTable(skills);
    sideLayout->addWidget(card(tr("Most frequent mistakes"), mistakes), 3);
    sideLayout->addWidget(card(tr("Accuracy by skill"), skills), 2);
    grid->addWidget(side, 2, 1);
    for (int row = 0; row < 3; ++row)
        grid->setRowMinimumHeight(row, 330);
    grid->setRowMinimumHeight(2, 560);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    return body;
}

void ProgressDialog::fillStandardsTable(QTableWidget* t) const
{
    for (const records::StandardComparison& comparison : progress_.standards) {
        const SpeedStandard& standard = comparison.standard;
        const int row = t->rowCount();
        t->insertRow(row);
        auto* label = item(QString::fromStdString(standard.label));
        label->setToolTip(QStringLiteral("<b>%1</b><br>%2")
                              .arg(QString::fromStdString(standard.published).toHtmlEscaped(),
                                   QString::fromStdString(standard.reading).toHtmlEscaped()));
        t->setItem(row, 0, label);
        t->setItem(row, 1,
                   number(comparison.medianSeconds ? secondsText(*comparison.medianSeconds) : QStringLiteral("—")));
        t->setItem(row, 2, number(secondsText(standard.targetSeconds())));
        t->item(row, 2)->setToolTip(perText(standard));
        t->setItem(row, 3, number(QString::number(comparison.samples)));
        QTableWidgetItem* verdict = nullptr;
        if (const auto ratio = comparison.ratio()) {
            verdict = item(verdictText(*ratio));
            verdict->setForeground(*ratio > 1.0 ? theme::kProgressOver : theme::kProgressGood);
        } else {
            verdict = item(tr("not measured yet"));
            verdict->setForeground(theme::kProgressQuiet);
        }
        t->setItem(row, 4, verdict);
    }
    finishTable(t, 0);
}

void ProgressDialog::fillStepTable(QTableWidget* t) const
{
    for (const records::StepTime& step : progress_.steps) {
        const int row = t->rowCount();
        t->insertRow(row);
        t->setItem(row, 0, item(step.kind));
        t->setItem(row, 1, number(QString::number(step.timed)));
        t->setItem(row, 2, number(secondsText(step.medianMs / 1000.0)));
        QString target;
        QColor colour = theme::kProgressQuiet;
        if (standards_)
            for (const SpeedStandard& standard : standards_->standards)
                if (standard.measure == SpeedMeasure::Step &&
                    std::ranges::find(standard.steps, step.kind.toStdString()) != standard.steps.end()) {
                    target = secondsText(standard.targetSeconds());
                    colour =
                        step.medianMs / 1000.0 > standard.targetSeconds() ? theme::kProgressOver : theme::kProgressGood;
                }
        auto* cell = number(target.isEmpty() ? QStringLiteral("—") : target);
        cell->setForeground(colour);
        t->setItem(row, 3, cell);
    }
    finishTable(t, 0);
}

void ProgressDialog::fillMistakeTable(QTableWidget* t) const
{
    for (const records::FrequentMistake& mistake : progress_.mistakes) {
        const int row = t->rowCount();
        t->insertRow(row);
        t->setItem(row, 0, item(mistakeWords(mistake.code)));
        t->setItem(row, 1, item(mistake.section));
        t->setItem(row, 2, number(QString::number(mistake.count)));
    }
    finishTable(t, 1);
}

void ProgressDialog::fillSectionTable(QTableWidget* t) const
{
    for (const records::SectionAccuracy& section : progress_.sections) {
        const int row = t->rowCount();
        t->insertRow(row);
        t->setItem(row, 0, item(section.section));
        t->setItem(row, 1, number(QString::number(section.judged)));
        t->setItem(row, 2, number(QString::number(section.mistakes)));
        auto* accuracy = number(section.accuracy() ? percentText(*section.accuracy()) : QStringLiteral("—"));
        if (!section.accuracy())
            accuracy->setToolTip(tr("Only mistakes from rounds stored before sections were kept for every action."));
        t->setItem(row, 3, accuracy);
    }
    finishTable(t, 0);
}

void ProgressDialog::fillSkillTable(QTableWidget* t) const
{
    for (const records::SkillAccuracy& skill : progress_.skills) {
        const int row = t->rowCount();
        t->insertRow(row);
        t->setItem(row, 0, item(drillName(skill.skill)));
        t->setItem(row, 1, number(QString::number(skill.records)));
        t->setItem(row, 2, number(QString::number(skill.actions)));
        t->setItem(row, 3, number(percentText(skill.accuracy())));
    }
    finishTable(t, 0);
}

MistakeDrill ProgressDialog::chooseDrill() const
{
    // The tallies are read when asked for, not with the window: most openings never need them.
    return chooseMistakeDrill(library_, weakPointsOf(progress_, records::mistakeTallies(records_, traineeId_)), seed_);
}

void ProgressDialog::workMistakes()
{
    MistakeDrill drill;
    try {
        drill = chooseDrill();
    } catch (const records::RecordsError& failure) {
        status_->setText(failure.message());
        return;
    }
    status_->setText(drill.message());
    seed_ = QRandomGenerator::global()->generate64();
    if (drill.status == MistakeDrill::Status::Chosen)
        emit workMyMistakes(drill.scenarioIds);
}

bool ProgressDialog::exportRoundsCsv(const QString& file, QString* error) const
{
    return writeRoundsCsv(records_, traineeId_, file, error);
}

bool ProgressDialog::exportMistakesCsv(const QString& file, QString* error) const
{
    return writeMistakesCsv(records_, traineeId_, file, error);
}

void ProgressDialog::saveCsv(bool rounds)
{
    const QString suggested =
        suggestedDocumentPath({name_, rounds ? tr("rounds") : tr("mistakes")}, QStringLiteral("csv"));
    const QString file = QFileDialog::getSaveFileName(
        this, rounds ? tr("Export the rounds") : tr("Export the mistakes"), suggested, tr("CSV files (*.csv)"));
    if (file.isEmpty())
        return;
    QString error;
    const bool done = rounds ? exportRoundsCsv(file, &error) : exportMistakesCsv(file, &error);
    status_->setText(done ? tr("Saved %1").arg(QFileInfo(file).fileName()) : error);
}

void ProgressDialog::savePdf()
{
    const QString suggested = suggestedDocumentPath({name_, tr("progress report")}, QStringLiteral("pdf"));
    const QString file =
        QFileDialog::getSaveFileName(this, tr("Save the progress report"), suggested, tr("PDF files (*.pdf)"));
    if (file.isEmpty())
        return;
    QString error;
    const int pages = exportPdf(file, &error);
    status_->setText(pages > 0 ? tr("Saved %1 (%n page(s))", nullptr, pages).arg(QFileInfo(file).fileName()) : error);
}

int ProgressDialog::exportPdf(const QString& file, QString* error) const
{
    return writeProgressReport(name_, progress_, standards_, file, error);
}

} // namespace s21::app

#include "app/dialogs/progress_dialog.h"

#include "app/dialogs/document_names.h"
#include "app/dialogs/progress_charts.h"
#include "app/dialogs/window_size.h"
#include "app/reports/pdf_report.h"
#include "app/session/drill_names.h"
#include "app/theme/theme.h"

#include "records/records_export.h"
#include "scenario/scenario_loader.h"
#include "scenario/speed_standards_loader.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsScene>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScrollArea>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <cmath>

namespace s21::app {

namespace {

// The window's style sheet: theme.h's progress window colours and lettering.
QString windowStyleSheet()
{
    using namespace theme;
    return QStringLiteral(
               "QDialog { background: %1; }"
               "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; border: none; }"
               "QLabel { color: %2; }"
               "QFrame#card, QFrame#tile { background: %3; border: 1px solid %4; border-radius: 10px; }"
               "QLabel#cardTitle { color: %5; font-size: %32px; font-weight: 600; }"
               "QLabel#cardNote { color: %6; font-size: %35px; }"
               "QLabel#tileValue { color: %7; font-size: %31px; font-weight: 600; }"
               "QLabel#tileCaption { color: %8; font-size: %35px; }"
               "QLabel#title { color: %5; font-size: %30px; font-weight: 600; }"
               "QLabel#subtitle { color: %8; font-size: %33px; }"
               "QLabel#status { color: %9; font-size: %34px; }"
               "QLabel#placeholder { color: %10; font-size: %33px; padding: 24px; }"
               "QTableWidget { background: %11; alternate-background-color: %12; color: %13;"
               "  gridline-color: %14; border: none; font-size: %34px; selection-background-color: %15; }"
               "QHeaderView::section { background: %16; color: %17; border: none; border-bottom: 1px solid %18;"
               "  padding: 5px 6px; font-size: %35px; font-weight: 600; }"
               "QTableCornerButton::section { background: %16; border: none; }"
               "QPushButton { background: %19; color: %2; border: 1px solid %20; border-radius: 6px;"
               "  padding: 7px 14px; font-size: %34px; }"
               "QPushButton:hover { background: %21; }"
               "QPushButton:disabled { color: %22; border-color: %23; }"
               "QPushButton#primary { background: %24; color: %25; border: 1px solid %26; font-weight: 600; }"
               "QPushButton#primary:hover { background: %27; }"
               "QScrollBar:vertical { background: transparent; width: 10px; margin: 0; }"
               "QScrollBar::handle:vertical { background: %28; border-radius: 5px; min-height: 40px; }"
               "QScrollBar::handle:vertical:hover { background: %29; }"
               "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
               "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: transparent; }")
        .arg(kProgressFill.name(), kWindowInk.name(), kProgressCardFill.name(), kProgressCardEdge.name(),
             kWindowGold.name(), kProgressNote.name(), kProgressFigure.name(), kProgressCaption.name(),
             kProgressStatus.name(), kProgressPlaceholder.name(), kProgressTableFill.name(),
             kProgressTableAlternate.name(), kProgressTableInk.name(), kProgressTableGrid.name(),
             kProgressTableSelection.name(), kProgressHeaderFill.name(), kProgressHeaderInk.name(),
             kProgressHeaderRule.name(), kProgressButtonFill.name(), kProgressButtonEdge.name(),
             kProgressButtonHover.name(), kProgressButtonDisabledInk.name(), kProgressButtonDisabledEdge.name(),
             kProgressPrimaryFill.name(), kProgressPrimaryInk.name(), kProgressPrimaryEdge.name(),
             kProgressPrimaryHover.name(), kProgressScrollHandle.name(), kProgressScrollHover.name(),
             QString::number(kProgressTitlePx), QString::number(kProgressFigurePx),
             QString::number(kProgressCardTitlePx), QString::number(kProgressSubtitlePx),
             QString::number(kProgressTextPx), QString::number(kProgressSmallPx));
}

// "1.92 s", "12 s", "1:12".
QString secondsText(double seconds)
{
    if (seconds >= 60) {
        const int whole = int(std::lround(seconds));
        return QStringLiteral("%1:%2").arg(whole / 60).arg(whole % 60, 2, 10, QLatin1Char('0'));
    }
    return seconds < 10 ? QStringLiteral("%1 s").arg(seconds, 0, 'f', 2)
                        : QStringLiteral("%1 s").arg(seconds, 0, 'f', 1);
}

// What a trainee reads for a stored mistake code (mistakeCodeWords).
QString mistakeWords(const QString& code) { return QString::fromStdString(mistakeCodeWords(code.toStdString())); }

QString percent(double share) { return QStringLiteral("%1%").arg(100.0 * share, 0, 'f', 1); }

// What a standard's time is for: "per action", "per shuffle", "per round".
QString perText(const SpeedStandard& standard)
{
    switch (standard.measure) {
    case SpeedMeasure::Step: return QObject::tr("per action");
    case SpeedMeasure::Shuffle: return QObject::tr("per shuffle");
    case SpeedMeasure::Round: return QObject::tr("per round");
    }
    return {};
}

// "✓ within", "✗ 4% over"; `ratio` is the median over the standard.
QString verdictText(double ratio)
{
    return ratio > 1.0 ? QObject::tr("✗ %1% over").arg(std::max(1L, std::lround((ratio - 1.0) * 100)))
                       : QObject::tr("✓ within");
}

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

// Renders a chart onto `painter` at `target` (report pages).
void paintChart(QPainter& painter, QChart* chart, const QRectF& target)
{
    QGraphicsScene scene;
    scene.addItem(chart); // the scene owns it from here
    chart->setGeometry(QRectF(QPointF(0, 0), target.size()));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest); // the chart lays out its axes
    scene.setSceneRect(QRectF(QPointF(0, 0), target.size()));
    scene.render(&painter, target, scene.sceneRect());
}

bool writeFile(const QString& file, const QByteArray& bytes, QString* error)
{
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(bytes) != bytes.size() || !out.flush()) {
        if (error)
            *error = QObject::tr("Cannot write %1: %2").arg(file, out.errorString());
        return false;
    }
    return true;
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
    setStyleSheet(windowStyleSheet());
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

QString ProgressDialog::subtitle() const
{
    if (progress_.empty())
        return tr("No rounds dealt yet");
    const QDate first = progress_.trend.front().day;
    const QDate last = progress_.trend.back().day;
    return tr("%1 to %2 · %3 · %4 and %5 · %6")
        .arg(QLocale().toString(first, QLocale::ShortFormat), QLocale().toString(last, QLocale::ShortFormat),
             tr("%n day(s) of practice", nullptr, static_cast<int>(progress_.trend.size())),
             tr("%n round(s)", nullptr, progress_.rounds),
             tr("%n shoe procedure(s)", nullptr, progress_.shoeProcedures),
             tr("%n action(s)", nullptr, progress_.actions));
}

QWidget* ProgressDialog::buildHeader()
{
    auto* header = new QWidget;
    auto* layout = new QVBoxLayout(header);
    layout->setContentsMargins(2, 0, 0, 0);
    layout->setSpacing(2);
    auto* title = new QLabel(tr("%1 — progress").arg(name_.toHtmlEscaped()));
    title->setObjectName(QStringLiteral("title"));
    auto* sub = new QLabel(subtitle());
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
        {progress_.actions ? percent(progress_.accuracy()) : QStringLiteral("—"),
         tr("accuracy: actions accepted") + lastDay([](const records::DayTrend& d) {
             return QObject::tr(" · %1 on the last day").arg(percent(d.accuracy()));
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
        auto* accuracy = number(section.accuracy() ? percent(*section.accuracy()) : QStringLiteral("—"));
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
        t->setItem(row, 3, number(percent(skill.accuracy())));
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
    try {
        return writeFile(file, records::roundsCsv(records_, traineeId_), error);
    } catch (const records::RecordsError& failure) {
        if (error)
            *error = failure.message();
        return false;
    }
}

bool ProgressDialog::exportMistakesCsv(const QString& file, QString* error) const
{
    try {
        return writeFile(file, records::mistakesCsv(records_, traineeId_), error);
    } catch (const records::RecordsError& failure) {
        if (error)
            *error = failure.message();
        return false;
    }
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

QString ProgressDialog::reportTablesHtml() const
{
    auto esc = [](const QString& text) { return text.toHtmlEscaped(); };
    QString html = reportStyle();
    html += tr("<h2>Against the school's speed standards</h2>");
    if (standards_)
        html += QStringLiteral("<p class='note'>%1</p>").arg(esc(QString::fromStdString(standards_->source)));
    html += tr("<table width='100%'><thead><tr><th width='21%'>Standard</th><th width='29%'>As published</th>"
               "<th width='12%' align='right'>Your median</th><th width='15%' align='right'>Standard</th>"
               "<th width='10%' align='right'>Samples</th><th width='13%'></th></tr></thead>");
    for (const records::StandardComparison& c : progress_.standards) {
        const auto ratio = c.ratio();
        const QString verdict =
            !ratio ? tr("<span class='quiet'>not measured yet</span>")
                   : QStringLiteral("<span class='%1'>%2</span>")
                         .arg(*ratio > 1.0 ? QStringLiteral("over") : QStringLiteral("ok"), verdictText(*ratio));
        html +=
            QStringLiteral("<tr><td>%1</td><td>%2</td><td class='n'>%3</td><td class='n'>%4 %5</td>"
                           "<td class='n'>%6</td><td>%7</td></tr>")
                .arg(esc(QString::fromStdString(c.standard.label)), esc(QString::fromStdString(c.standard.published)),
                     c.medianSeconds ? secondsText(*c.medianSeconds) : QStringLiteral("—"),
                     secondsText(c.standard.targetSeconds()), esc(perText(c.standard)))
                .arg(c.samples)
                .arg(verdict);
    }
    html += QStringLiteral("</table>");

    html += tr("<h2>Most frequent mistakes</h2><table width='100%'><thead><tr><th>Mistake</th><th>Section</th>"
               "<th align='right'>Times</th></tr></thead>");
    for (const records::FrequentMistake& m : progress_.mistakes)
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td class='n'>%3</td></tr>")
                    .arg(esc(mistakeWords(m.code)), esc(m.section))
                    .arg(m.count);
    if (progress_.mistakes.empty())
        html += tr("<tr><td colspan='3'>None.</td></tr>");
    html += QStringLiteral("</table>");

    html += tr("<h2>Accuracy by skill</h2><table width='100%'><thead><tr><th>Skill</th>"
               "<th align='right'>Rounds and shoe procedures</th><th align='right'>Actions</th>"
               "<th align='right'>Accuracy</th></tr></thead>");
    for (const records::SkillAccuracy& s : progress_.skills)
        html += QStringLiteral("<tr><td>%1</td><td class='n'>%2</td><td class='n'>%3</td><td class='n'>%4</td></tr>")
                    .arg(esc(drillName(s.skill)))
                    .arg(s.records)
                    .arg(s.actions)
                    .arg(percent(s.accuracy()));
    html += QStringLiteral("</table>");

    html +=
        tr("<h2>Accuracy by section</h2><p class='note'>Every action counts under the section that calls "
           "for its step, or that it breaks, subsections included.</p><table width='100%'><thead><tr><th>Section</th>"
           "<th align='right'>Actions</th><th align='right'>Mistakes</th><th align='right'>Accuracy</th></tr></thead>");
    for (const records::SectionAccuracy& s : progress_.sections)
        html += QStringLiteral("<tr><td>%1</td><td class='n'>%2</td><td class='n'>%3</td><td class='n'>%4</td></tr>")
                    .arg(esc(s.section))
                    .arg(s.judged)
                    .arg(s.mistakes)
                    .arg(s.accuracy() ? percent(*s.accuracy()) : QStringLiteral("—"));
    if (progress_.sections.empty())
        html += tr("<tr><td colspan='4'>None yet.</td></tr>");
    html += QStringLiteral("</table>");

    html += tr("<h2>Median time per kind of step</h2><table width='100%'><thead><tr>");
    constexpr std::size_t kGroups = 3; // the kinds of step in three columns
    for (std::size_t g = 0; g < kGroups; ++g)
        html += tr("<th>Kind of step</th><th align='right'>Timed</th><th align='right'>Median</th>");
    html += QStringLiteral("</tr></thead>"); // a table's header rows are repeated on each page it runs onto
    const std::size_t rows = (progress_.steps.size() + kGroups - 1) / kGroups;
    for (std::size_t i = 0; i < rows; ++i) {
        html += QStringLiteral("<tr>");
        for (std::size_t g = 0; g < kGroups; ++g) {
            const std::size_t at = g * rows + i;
            if (at < progress_.steps.size()) {
                const records::StepTime& step = progress_.steps[at];
                html += QStringLiteral("<td>%1</td><td class='n'>%2</td><td class='n'>%3</td>")
                            .arg(esc(step.kind))
                            .arg(step.timed)
                            .arg(secondsText(step.medianMs / 1000.0));
            } else {
                html += QStringLiteral("<td></td><td></td><td></td>");
            }
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    return html;
}

int ProgressDialog::exportPdf(const QString& file, QString* error) const
{
    PdfReport report(file, tr("Progress report — %1").arg(name_),
                     tr("Spanish 21 Dealer Trainer · progress report of %1").arg(name_));
    if (!report.begin(error))
        return 0;
    QPainter& painter = report.painter();
    const QRectF page = report.page();
    const QRectF body = report.body();

    // The tables are laid out first, so that every page can say how many pages there are.
    QTextDocument document;
    const int pages = 1 + report.layOut(document, reportTablesHtml(), theme::kReportTextPt);
    QFont font = painter.font();
    auto setFont = [&](qreal points, bool bold) {
        font.setPointSizeF(points);
        font.setBold(bold);
        painter.setFont(font);
    };

    // Page 1: the heading, the figures and the three charts.
    setFont(theme::kReportTitlePt, true);
    painter.setPen(theme::kReportTitle);
    painter.drawText(QRectF(0, 0, page.width(), 32), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Progress report — %1").arg(name_));
    setFont(theme::kReportSubtitlePt, false);
    painter.setPen(theme::kReportSubtitle);
    painter.drawText(QRectF(0, 34, page.width(), 16), Qt::AlignLeft | Qt::AlignVCenter, subtitle());
    painter.drawText(QRectF(0, 50, page.width(), 16), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Printed %1 · times by the trainer's clock · the standards and the tables on page 2")
                         .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat)));
    painter.setPen(QPen(theme::kReportRule, 2));
    painter.drawLine(QPointF(0, 72), QPointF(page.width(), 72));

    double points = 0;
    int pointDays = 0;
    for (const records::DayTrend& day : progress_.trend)
        if (day.averagePoints) {
            points += *day.averagePoints;
            ++pointDays;
        }
    const QStringList values{QString::number(progress_.rounds),
                             progress_.actions ? percent(progress_.accuracy()) : QStringLiteral("—"),
                             !progress_.trend.empty() && progress_.trend.back().medianSecondsPerAction
                                 ? secondsText(*progress_.trend.back().medianSecondsPerAction)
                                 : QStringLiteral("—"),
                             pointDays ? QString::number(points / pointDays, 'f', 1) : QStringLiteral("—")};
    const QStringList captions{tr("round(s) dealt", nullptr, progress_.rounds), tr("actions accepted"),
                               tr("median per action, last day"), tr("average points, of 100")};
    const std::vector<QColor> accents{theme::kChartAccuracy, theme::kChartAccuracy, theme::kChartSpeed,
                                      theme::kChartPoints};
    const qreal tileWidth = page.width() / 4;
    for (int i = 0; i < 4; ++i) {
        const QRectF tile(i * tileWidth + (i > 0 ? 4 : 0), 82, tileWidth - 4 - (i > 0 ? 4 : 0), 54);
        painter.fillRect(tile, theme::kReportTile);
        painter.fillRect(QRectF(tile.left(), tile.top(), 3, tile.height()), accents[std::size_t(i)].darker(120));
        setFont(theme::kReportFigurePt, true);
        painter.setPen(theme::kReportFigure);
        painter.drawText(tile.adjusted(12, 4, -6, -22), Qt::AlignLeft | Qt::AlignVCenter, values[i]);
        setFont(theme::kReportCaptionPt, false);
        painter.setPen(theme::kReportCaption);
        painter.drawText(tile.adjusted(12, 32, -6, -2), Qt::AlignLeft | Qt::AlignVCenter, captions[i]);
    }

    const qreal chartTop = 150;
    const qreal chartHeight = (body.height() - chartTop) / 3;
    const std::vector<std::pair<QString, QChart*>> charts{
        {tr("Accuracy and points by day"), accuracyChart(progress_.trend, ChartStyle::Print)},
        {tr("Median seconds per action by day"), speedChart(progress_.trend, ChartStyle::Print)},
        {tr("Mistakes by section, the most frequent first"), sectionChart(progress_.sections, ChartStyle::Print)}};
    for (std::size_t i = 0; i < charts.size(); ++i) {
        const qreal top = chartTop + qreal(i) * chartHeight;
        setFont(theme::kReportChartTitlePt, true);
        painter.setPen(theme::kPaperGold);
        painter.drawText(QRectF(0, top, page.width(), 20), Qt::AlignLeft | Qt::AlignVCenter, charts[i].first);
        const QRectF area(0, top + 22, page.width(), chartHeight - 28);
        if (i == 2 && !progress_.hasMistakes()) { // no bars to draw
            delete charts[i].second;
            setFont(theme::kReportNoChartPt, false);
            painter.setPen(theme::kPaperQuiet);
            painter.drawText(area, Qt::AlignCenter, tr("No mistakes so far: every action followed the procedure."));
            continue;
        }
        paintChart(painter, charts[i].second, area);
    }
    report.footer(1, pages);

    // Then the tables, as many pages as they take.
    report.paintPages(document, 2, pages, true);
    report.end();
    return pages;
}

} // namespace s21::app

#include "app/reports/progress_report.h"

#include "app/reports/pdf_report.h"
#include "app/reports/progress_charts.h"
#include "app/reports/progress_wording.h"
#include "app/session/drill_names.h"
#include "app/theme/theme.h"

#include "records/records_export.h"

#include <QChart>
#include <QCoreApplication>
#include <QFile>
#include <QGraphicsScene>
#include <QLocale>
#include <QPainter>
#include <QTextDocument>

#include <functional>
#include <utility>
#include <vector>

namespace s21::app {

namespace {

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

// Writes the export `make` reads from the records to `file`; false, with `error` set, when the records
// cannot be read or the file written.
bool writeExport(const QString& file, QString* error, const std::function<QByteArray()>& make)
{
    try {
        return writeFile(file, make(), error);
    } catch (const records::RecordsError& failure) {
        if (error)
            *error = failure.message();
        return false;
    }
}

// The tables of the report's later pages, as HTML.
QString reportTablesHtml(const records::Progress& progress, const std::optional<SpeedStandards>& standards)
{
    auto esc = [](const QString& text) { return text.toHtmlEscaped(); };
    QString html = reportStyle();
    html += QObject::tr("<h2>Against the school's speed standards</h2>");
    if (standards)
        html += QStringLiteral("<p class='note'>%1</p>").arg(esc(QString::fromStdString(standards->source)));
    html += QObject::tr("<table width='100%'><thead><tr><th width='21%'>Standard</th><th width='29%'>As published</th>"
                        "<th width='12%' align='right'>Your median</th><th width='15%' align='right'>Standard</th>"
                        "<th width='10%' align='right'>Samples</th><th width='13%'></th></tr></thead>");
    for (const records::StandardComparison& c : progress.standards) {
        const auto ratio = c.ratio();
        const QString verdict =
            !ratio ? QObject::tr("<span class='quiet'>not measured yet</span>")
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

    html += QObject::tr("<h2>Most frequent mistakes</h2><table width='100%'><thead><tr><th>Mistake</th><th>Section</th>"
                        "<th align='right'>Times</th></tr></thead>");
    for (const records::FrequentMistake& m : progress.mistakes)
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td class='n'>%3</td></tr>")
                    .arg(esc(mistakeWords(m.code)), esc(m.section))
                    .arg(m.count);
    if (progress.mistakes.empty())
        html += QObject::tr("<tr><td colspan='3'>None.</td></tr>");
    html += QStringLiteral("</table>");

    html += QObject::tr("<h2>Accuracy by skill</h2><table width='100%'><thead><tr><th>Skill</th>"
                        "<th align='right'>Rounds and shoe procedures</th><th align='right'>Actions</th>"
                        "<th align='right'>Accuracy</th></tr></thead>");
    for (const records::SkillAccuracy& s : progress.skills)
        html += QStringLiteral("<tr><td>%1</td><td class='n'>%2</td><td class='n'>%3</td><td class='n'>%4</td></tr>")
                    .arg(esc(drillName(s.skill)))
                    .arg(s.records)
                    .arg(s.actions)
                    .arg(percentText(s.accuracy()));
    html += QStringLiteral("</table>");

    html += QObject::tr(
        "<h2>Accuracy by section</h2><p class='note'>Every action counts under the section that calls "
        "for its step, or that it breaks, subsections included.</p><table width='100%'><thead><tr><th>Section</th>"
        "<th align='right'>Actions</th><th align='right'>Mistakes</th><th align='right'>Accuracy</th></tr></thead>");
    for (const records::SectionAccuracy& s : progress.sections)
        html += QStringLiteral("<tr><td>%1</td><td class='n'>%2</td><td class='n'>%3</td><td class='n'>%4</td></tr>")
                    .arg(esc(s.section))
                    .arg(s.judged)
                    .arg(s.mistakes)
                    .arg(s.accuracy() ? percentText(*s.accuracy()) : QStringLiteral("—"));
    if (progress.sections.empty())
        html += QObject::tr("<tr><td colspan='4'>None yet.</td></tr>");
    html += QStringLiteral("</table>");

    html += QObject::tr("<h2>Median time per kind of step</h2><table width='100%'><thead><tr>");
    constexpr std::size_t kGroups = 3; // the kinds of step in three columns
    for (std::size_t g = 0; g < kGroups; ++g)
        html += QObject::tr("<th>Kind of step</th><th align='right'>Timed</th><th align='right'>Median</th>");
    html += QStringLiteral("</tr></thead>"); // a table's header rows are repeated on each page it runs onto
    const std::size_t rows = (progress.steps.size() + kGroups - 1) / kGroups;
    for (std::size_t i = 0; i < rows; ++i) {
        html += QStringLiteral("<tr>");
        for (std::size_t g = 0; g < kGroups; ++g) {
            const std::size_t at = g * rows + i;
            if (at < progress.steps.size()) {
                const records::StepTime& step = progress.steps[at];
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

} // namespace

bool writeRoundsCsv(const records::RecordsDatabase& records, qint64 traineeId, const QString& file, QString* error)
{
    return writeExport(file, error, [&] { return records::roundsCsv(records, traineeId); });
}

bool writeMistakesCsv(const records::RecordsDatabase& records, qint64 traineeId, const QString& file, QString* error)
{
    return writeExport(file, error, [&] { return records::mistakesCsv(records, traineeId); });
}

int writeProgressReport(const QString& trainee, const records::Progress& progress,
                        const std::optional<SpeedStandards>& standards, const QString& file, QString* error)
{
    PdfReport report(file, QObject::tr("Progress report — %1").arg(trainee),
                     QObject::tr("Spanish 21 Dealer Trainer · progress report of %1").arg(trainee));
    if (!report.begin(error))
        return 0;
    QPainter& painter = report.painter();
    const QRectF page = report.page();
    const QRectF body = report.body();

    // The tables are laid out first, so that every page can say how many pages there are.
    QTextDocument document;
    const int pages = 1 + report.layOut(document, reportTablesHtml(progress, standards), theme::kReportTextPt);
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
                     QObject::tr("Progress report — %1").arg(trainee));
    setFont(theme::kReportSubtitlePt, false);
    painter.setPen(theme::kReportSubtitle);
    painter.drawText(QRectF(0, 34, page.width(), 16), Qt::AlignLeft | Qt::AlignVCenter, progressSubtitle(progress));
    painter.drawText(QRectF(0, 50, page.width(), 16), Qt::AlignLeft | Qt::AlignVCenter,
                     QObject::tr("Printed %1 · times by the trainer's clock · the standards and the tables on page 2")
                         .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat)));
    painter.setPen(QPen(theme::kReportRule, 2));
    painter.drawLine(QPointF(0, 72), QPointF(page.width(), 72));

    double points = 0;
    int pointDays = 0;
    for (const records::DayTrend& day : progress.trend)
        if (day.averagePoints) {
            points += *day.averagePoints;
            ++pointDays;
        }
    const QStringList values{QString::number(progress.rounds),
                             progress.actions ? percentText(progress.accuracy()) : QStringLiteral("—"),
                             !progress.trend.empty() && progress.trend.back().medianSecondsPerAction
                                 ? secondsText(*progress.trend.back().medianSecondsPerAction)
                                 : QStringLiteral("—"),
                             pointDays ? QString::number(points / pointDays, 'f', 1) : QStringLiteral("—")};
    const QStringList captions{QObject::tr("round(s) dealt", nullptr, progress.rounds), QObject::tr("actions accepted"),
                               QObject::tr("median per action, last day"), QObject::tr("average points, of 100")};
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
        {QObject::tr("Accuracy and points by day"), accuracyChart(progress.trend, ChartStyle::Print)},
        {QObject::tr("Median seconds per action by day"), speedChart(progress.trend, ChartStyle::Print)},
        {QObject::tr("Mistakes by section, the most frequent first"),
         sectionChart(progress.sections, ChartStyle::Print)}};
    for (std::size_t i = 0; i < charts.size(); ++i) {
        const qreal top = chartTop + qreal(i) * chartHeight;
        setFont(theme::kReportChartTitlePt, true);
        painter.setPen(theme::kPaperGold);
        painter.drawText(QRectF(0, top, page.width(), 20), Qt::AlignLeft | Qt::AlignVCenter, charts[i].first);
        const QRectF area(0, top + 22, page.width(), chartHeight - 28);
        if (i == 2 && !progress.hasMistakes()) { // no bars to draw
            delete charts[i].second;
            setFont(theme::kReportNoChartPt, false);
            painter.setPen(theme::kPaperQuiet);
            painter.drawText(area, Qt::AlignCenter,
                             QObject::tr("No mistakes so far: every action followed the procedure."));
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

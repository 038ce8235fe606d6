#include "app/reports/progress_charts.h"

#include "app/theme/theme.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QDateTimeAxis>
#include <QHorizontalBarSeries>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace s21::app {

namespace {

constexpr qint64 kDayMs = 24 * 60 * 60 * 1000;

struct Ink {
    QColor text;
    QColor grid;
    QColor line;
};

Ink inkFor(ChartStyle style)
{
    return style == ChartStyle::Screen ? Ink{theme::kChartScreenText, theme::kChartScreenGrid, theme::kChartScreenLine}
                                       : Ink{theme::kChartPaperText, theme::kChartPaperGrid, theme::kChartPaperLine};
}

QChart* emptyChart(ChartStyle style)
{
    auto* chart = new QChart;
    chart->setBackgroundVisible(style == ChartStyle::Print);
    chart->setBackgroundBrush(theme::kChartPaper);
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setLabelColor(inkFor(style).text);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

void styleAxis(QAbstractAxis* axis, ChartStyle style)
{
    const Ink ink = inkFor(style);
    axis->setLabelsColor(ink.text);
    axis->setGridLineColor(ink.grid);
    axis->setLinePenColor(ink.line);
    axis->setTitleBrush(ink.text);
    QFont font = axis->labelsFont();
    font.setPointSizeF(style == ChartStyle::Screen ? theme::kChartScreenPt : theme::kChartPaperPt);
    axis->setLabelsFont(font);
    QFont title = axis->titleFont();
    title.setPointSizeF(font.pointSizeF());
    title.setBold(false);
    axis->setTitleFont(title);
}

QLineSeries* lineSeries(const QString& name, const QColor& colour, ChartStyle style)
{
    auto* series = new QLineSeries;
    series->setName(name);
    QPen pen(style == ChartStyle::Screen ? colour : colour.darker(125));
    pen.setWidthF(2.4);
    series->setPen(pen);
    series->setPointsVisible(true);
    return series;
}

// The time axis over the trend's days, half a day beyond each end; one day still gets a span.
QDateTimeAxis* dayAxis(const std::vector<records::DayTrend>& trend, ChartStyle style)
{
    auto* axis = new QDateTimeAxis;
    axis->setFormat(QStringLiteral("d MMM"));
    const QDate first = trend.empty() ? QDate::currentDate() : trend.front().day;
    const QDate last = trend.empty() ? first : trend.back().day;
    const qint64 days = first.daysTo(last);
    const qreal pad = days == 0 ? kDayMs : kDayMs / 2.0;
    axis->setRange(QDateTime::fromMSecsSinceEpoch(qint64(dayPosition(first) - pad)),
                   QDateTime::fromMSecsSinceEpoch(qint64(dayPosition(last) + pad)));
    axis->setTickCount(int(std::clamp<qint64>(days + 1, 3, 7)));
    styleAxis(axis, style);
    return axis;
}

QValueAxis* valueAxis(qreal low, qreal high, const QString& format, const QString& title, ChartStyle style)
{
    auto* axis = new QValueAxis;
    axis->setRange(low, high);
    axis->setLabelFormat(format);
    axis->setTitleText(title);
    axis->setTickCount(6);
    styleAxis(axis, style);
    return axis;
}

void attach(QChart* chart, QAbstractSeries* series, QAbstractAxis* x, QAbstractAxis* y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace

qreal dayPosition(const QDate& day) { return qreal(QDateTime(day, QTime(12, 0)).toMSecsSinceEpoch()); }

QChart* accuracyChart(const std::vector<records::DayTrend>& trend, ChartStyle style)
{
    QChart* chart = emptyChart(style);
    QLineSeries* accuracy = lineSeries(QObject::tr("Accuracy (% of actions accepted)"), theme::kChartAccuracy, style);
    QLineSeries* points = lineSeries(QObject::tr("Average points"), theme::kChartPoints, style);
    qreal lowest = 100;
    for (const records::DayTrend& day : trend) {
        if (day.actions > 0) {
            accuracy->append(dayPosition(day.day), 100.0 * day.accuracy());
            lowest = std::min(lowest, 100.0 * day.accuracy());
        }
        if (day.averagePoints) {
            points->append(dayPosition(day.day), *day.averagePoints);
            lowest = std::min(lowest, *day.averagePoints);
        }
    }
    // From a round ten below the lowest figure (never below 0) to 100, so that change shows.
    const qreal low = std::max(0.0, std::floor((lowest - 5) / 10) * 10);
    QDateTimeAxis* x = dayAxis(trend, style);
    QValueAxis* y = valueAxis(low, 100, QStringLiteral("%d"), QString(), style);
    y->setTickCount(int(std::lround((100 - low) / 10)) + 1); // a line every ten
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    attach(chart, accuracy, x, y);
    attach(chart, points, x, y);
    return chart;
}

QChart* speedChart(const std::vector<records::DayTrend>& trend, ChartStyle style)
{
    QChart* chart = emptyChart(style);
    QLineSeries* speed = lineSeries(QObject::tr("Median seconds per action"), theme::kChartSpeed, style);
    qreal highest = 0;
    for (const records::DayTrend& day : trend)
        if (day.medianSecondsPerAction) {
            speed->append(dayPosition(day.day), *day.medianSecondsPerAction);
            highest = std::max(highest, *day.medianSecondsPerAction);
        }
    QDateTimeAxis* x = dayAxis(trend, style);
    QValueAxis* y = valueAxis(0, highest > 0 ? highest * 1.2 : 5, QStringLiteral("%.1f s"), QString(), style);
    y->applyNiceNumbers();
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    attach(chart, speed, x, y);
    return chart;
}

QChart* sectionChart(const std::vector<records::SectionAccuracy>& sections, ChartStyle style, int most)
{
    // The sections come most mistakes first: the bars are the first `most` of those with a mistake.
    QChart* chart = emptyChart(style);
    chart->legend()->hide();
    auto* set = new QBarSet(QObject::tr("Mistakes"));
    set->setColor(style == ChartStyle::Screen ? theme::kChartMistakes : theme::kChartMistakes.darker(115));
    set->setBorderColor(Qt::transparent);
    set->setLabelColor(inkFor(style).text);
    QStringList categories;
    const int shown =
        std::min<int>(most, int(std::ranges::count_if(sections, [](const auto& s) { return s.mistakes > 0; })));
    int highest = 1;
    for (int i = shown - 1; i >= 0; --i) { // a horizontal bar chart draws its first category at the bottom
        *set << sections[std::size_t(i)].mistakes;
        categories << sections[std::size_t(i)].section;
        highest = std::max(highest, sections[std::size_t(i)].mistakes);
    }
    auto* series = new QHorizontalBarSeries;
    series->append(set);
    series->setBarWidth(0.62);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    auto* y = new QBarCategoryAxis;
    y->append(categories);
    y->setGridLineVisible(false);
    styleAxis(y, style);
    // Whole numbers of mistakes, with room for the labels at the ends of the bars.
    QValueAxis* x = valueAxis(0, std::max(5.0, highest * 1.12), QStringLiteral("%d"), QString(), style);
    x->applyNiceNumbers();
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    attach(chart, series, x, y);
    return chart;
}

} // namespace s21::app

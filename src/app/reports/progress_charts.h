#pragma once
// The progress window's charts, built from the figures of records/progress.h: accuracy and
// average points by day, the median seconds per action by day (line charts, one point per day),
// and the mistakes by section (a horizontal bar chart, the most frequent at the top). The same
// charts go on screen (dark, like the table) and into the PDF report (on white, progress_report.h).

#include "records/progress.h"

#include <QDateTime>

#include <vector>

class QChart;

namespace s21::app {

enum class ChartStyle : std::uint8_t { Screen, Print };

// Where a day's point lies on the charts' time axis: noon of that day, local time, in ms.
qreal dayPosition(const QDate& day);

// Series 0: accuracy in percent (accepted actions / all actions); series 1: average points of the
// complete rounds and shoe procedures (days without one have no point).
QChart* accuracyChart(const std::vector<records::DayTrend>& trend, ChartStyle style);
// Series 0: the median seconds per action (days without a timed action have no point).
QChart* speedChart(const std::vector<records::DayTrend>& trend, ChartStyle style);
// One bar set, "Mistakes", over the `most` sections with the most mistakes, the most at the top;
// `sections` in records::Progress's order (most mistakes first). Sections without one have no bar.
QChart* sectionChart(const std::vector<records::SectionAccuracy>& sections, ChartStyle style, int most = 8);

} // namespace s21::app

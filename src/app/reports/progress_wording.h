#pragma once
// The progress figures in words, the same in the Progress window (dialogs/progress_dialog.h) and in
// its printed report (progress_report.h): a time, a share, what a speed standard times and whether a
// median is within it, a stored mistake code's words, and the line that sums up a trainee's practice.

#include "records/progress.h"

#include "core/training/speed_standards.h"

#include <QString>

namespace s21::app {

// "1.92 s" under ten seconds, "12.0 s" under a minute, "1:12" from a minute.
QString secondsText(double seconds);

// A share of 1 as a percentage with one decimal: "87.5%".
QString percentText(double share);

// What a standard's time is for: "per action", "per shuffle", "per round".
QString perText(const SpeedStandard& standard);

// "✓ within", "✗ 4% over" (at least 1%); `ratio` is the median over the standard.
QString verdictText(double ratio);

// What a trainee reads for a stored mistake code (mistakeCodeWords).
QString mistakeWords(const QString& code);

// "No rounds dealt yet", or the first and last days of practice, the days, the rounds, the shoe
// procedures and the actions: "3/2/25 to 3/9/25 · 4 days of practice · 12 rounds and 1 shoe procedure
// · 310 actions" (the dates in the locale's short format).
QString progressSubtitle(const records::Progress& progress);

} // namespace s21::app

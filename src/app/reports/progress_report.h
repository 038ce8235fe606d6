#pragma once
// One trainee's papers from the Progress window (dialogs/progress_dialog.h): the rounds and the
// mistakes as CSV (records/records_export.h, read from the records when written), and the progress
// report, an A4 PDF (pdf_report.h) drawn from the figures records/progress.h read: page 1 the heading,
// the four figures and the three charts (progress_charts.h, on white), then the tables (against the
// school's speed standards, the most frequent mistakes, the accuracy by skill and by section, the
// median time per kind of step) on as many pages as they take, each page numbered.

#include "records/progress.h"
#include "records/records_database.h"

#include "core/training/speed_standards.h"

#include <QString>

#include <optional>

namespace s21::app {

// The trainee's rounds and shoe procedures (roundsCsv), or every mistake they made (mistakesCsv),
// written to `file`. False, with `error` set, when the records cannot be read or the file written.
bool writeRoundsCsv(const records::RecordsDatabase& records, qint64 traineeId, const QString& file,
                    QString* error = nullptr);
bool writeMistakesCsv(const records::RecordsDatabase& records, qint64 traineeId, const QString& file,
                      QString* error = nullptr);

// The progress report of the trainee named `trainee`, from `progress` and the school's speed
// `standards` (the tables name their source; nothing when there are none). Returns the pages
// written; 0, with `error` set to "Cannot write FILE: why", when the file cannot be written.
int writeProgressReport(const QString& trainee, const records::Progress& progress,
                        const std::optional<SpeedStandards>& standards, const QString& file, QString* error = nullptr);

} // namespace s21::app

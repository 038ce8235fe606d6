#pragma once
// A trainee's records as CSV (RFC 4180: comma-separated, fields quoted when they hold a comma, a
// quote or a line break, CRLF line ends, UTF-8), for a spreadsheet or a school's own reports: one
// line per round or shoe procedure, or one line per mistake. Throws RecordsError when the database
// refuses; nothing is written then.

#include "records_database.h"

#include <QByteArray>

namespace s21::records {

// started_at (UTC, ISO 8601), kind, mode, drill, scenario, profile, seed, outcome, points, passed,
// seconds, actions, mistakes, uuid; oldest first.
QByteArray roundsCsv(const RecordsDatabase& records, qint64 traineeId);

// started_at of its round, round uuid, seq (the action's place in its round, from 0), action,
// seconds from the round's start, code, section, severity, explanation, expected; oldest first.
QByteArray mistakesCsv(const RecordsDatabase& records, qint64 traineeId);

// One CSV field, quoted when it must be.
QString csvField(const QString& text);

} // namespace s21::records

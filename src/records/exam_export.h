#pragma once
// The station's sealed exam results as one CSV for an instructor's class list (records_export.h's
// CSV conventions: RFC 4180, UTF-8, a header line, CRLF): one line per result, in the order sealed,
// read from the sealed records themselves:
// sequence,code,attempt,trainee_id,trainee,exam_id,exam,started_at,ended_at,result,overall_points,
// parts,mistakes,supervisor. `parts` is "title: points" for each part, separated by "; ". A result
// whose record cannot be read has only its sequence, code, attempt and result "unreadable".
// Throws RecordsError as RecordsDatabase does. The CSV says what the seals say: verify them first
// (exam_verification.h).

#include "exam_records.h"

#include <QByteArray>

namespace s21::records {

QByteArray resultsCsv(ExamRecords& exams);

} // namespace s21::records

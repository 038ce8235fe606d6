#pragma once
// The papers of a sealed exam result, as PDF (A4): the certificate a supervisor hands over (the
// trainee, the exam, the date, the supervisor, the points of each part, the result, and the short
// code that `spanish21-cli verify --code` accepts), and the detailed report of every mistake with its
// section, severity and time. Both are drawn from the sealed record itself (records/exam_attempt.h),
// never from the unsealed copies of its rounds.

#include "records/exam_attempt.h"

#include "certification/sealed_chain.h"

#include <QString>

namespace s21::app {

// One page. False, with `error` set, when the file cannot be written.
bool writeCertificate(const records::AttemptSummary& attempt, const certification::Seal& seal, const QString& file,
                      QString* error = nullptr);

// The attempt part by part and round by round: each round's points, then each mistake (its action's
// number and time in the round, the action, the mistake's code, section, severity and sentence), as
// many pages as it takes, each numbered. False, with `error` set, when the file cannot be written.
bool writeAttemptDetails(const records::AttemptSummary& attempt, const certification::Seal& seal, const QString& file,
                         QString* error = nullptr);

} // namespace s21::app

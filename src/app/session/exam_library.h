#pragma once
// The certification exams a supervisor can start: scenarios/exams/*.yaml (docs/exam-format.md), each
// checked against the scenarios and profiles the trainer has loaded, so that every exam offered can
// be dealt. The file's bytes are kept: the sealed result holds the definition as its file held it.

#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"

#include "core/training/exam.h"
#include "scenario/exam_loader.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace s21::app {

struct ExamEntry {
    QString file;
    QByteArray yaml; // the definition's file, byte for byte
    ExamDefinition exam;
};

// What an exam may name here: the library's scenarios (the exams' own included) and their skills, and
// the profiles.
ExamCatalog examCatalogOf(const std::vector<ScenarioEntry>& library, const std::vector<ProfileEntry>& profiles);

// The exams in `dir` that load against `library` and `profiles`, sorted by file name; the errors of
// the others (file:line:column: message) go to `errors`.
std::vector<ExamEntry> loadExams(const QString& dir, const std::vector<ScenarioEntry>& library,
                                 const std::vector<ProfileEntry>& profiles, QStringList& errors);

} // namespace s21::app

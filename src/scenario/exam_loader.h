#pragma once
// Loading certification exams (scenarios/exams/*.yaml; format: docs/exam-format.md) into the core's
// ExamDefinition. Every scenario, drill and profile an exam names is checked against what the
// trainer has (an ExamCatalog), or, for a profile named by the path of its file (relative to the
// exam), loaded, so an exam that loads can be dealt. Every problem is a LoadError,
// "file:line:column: message", at the key or list item responsible.

#include "load_error.h"

#include "core/training/exam.h"

#include <filesystem>
#include <set>
#include <string>

namespace s21 {

// What an exam may name: the library's scenario ids (and the skills each drills), and the profiles.
struct ExamCatalog {
    std::set<std::string> scenarios;
    std::set<std::string> skills; // skills that at least one scenario drills
    std::set<std::string> profiles;
};

ExamDefinition loadExam(const std::filesystem::path& file, const ExamCatalog& catalog);
// The same from YAML text already read; `file` names it in errors and gives its id.
ExamDefinition loadExamFromString(const std::string& yaml, const std::filesystem::path& file,
                                  const ExamCatalog& catalog);

// The catalog of the library an exam file belongs to: the scenarios that load under the folder
// holding the nearest profiles folder (scenarios/ for the shipped library) and the profiles in it.
ExamCatalog examCatalogFor(const std::filesystem::path& examFile);

} // namespace s21

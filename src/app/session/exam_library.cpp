#include "app/session/exam_library.h"

#include "scenario/yaml_reader.h"

#include <QDir>

namespace s21::app {

ExamCatalog examCatalogOf(const std::vector<ScenarioEntry>& library, const std::vector<ProfileEntry>& profiles)
{
    ExamCatalog catalog;
    for (const ScenarioEntry& entry : library) {
        catalog.scenarios.insert(entry.scenario.id);
        catalog.skills.insert(entry.scenario.drills.begin(), entry.scenario.drills.end());
    }
    for (const ProfileEntry& entry : profiles)
        catalog.profiles.insert(entry.profile.id);
    return catalog;
}

std::vector<ExamEntry> loadExams(const QString& dir, const std::vector<ScenarioEntry>& library,
                                 const std::vector<ProfileEntry>& profiles, QStringList& errors)
{
    const ExamCatalog catalog = examCatalogOf(library, profiles);
    std::vector<ExamEntry> exams;
    if (dir.isEmpty())
        return exams;
    for (const QString& name : QDir(dir).entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        const QString path = QDir(dir).filePath(name);
        try {
            // Read once, within the loaders' size limit; the bytes parsed are the bytes sealed.
            const std::string text = readTextFile(path.toStdString());
            ExamDefinition exam = loadExamFromString(text, path.toStdString(), catalog);
            exams.push_back({path, QByteArray::fromStdString(text), std::move(exam)});
        } catch (const std::exception& error) {
            errors << QString::fromStdString(error.what());
        }
    }
    return exams;
}

} // namespace s21::app

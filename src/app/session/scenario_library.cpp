#include "app/session/scenario_library.h"

#include "scenario/scenario_loader.h"

#include <QDirIterator>

#include <algorithm>
#include <iterator>

namespace s21::app {

std::vector<ScenarioEntry> loadScenarios(const QString& dir, QStringList& errors)
{
    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    std::vector<ScenarioEntry> entries;
    for (const QString& file : files) {
        const std::filesystem::path path = file.toStdString();
        try {
            LibraryFile loaded = loadLibraryFile(path, profilesDirFor(path));
            if (auto* scenario = std::get_if<Scenario>(&loaded))
                entries.push_back({file, std::move(*scenario), isExamsOwnScenario(path)});
        } catch (const std::exception& error) {
            errors << QString::fromStdString(error.what());
        }
    }
    return entries;
}

std::vector<ScenarioEntry> practiceScenarios(const std::vector<ScenarioEntry>& library)
{
    std::vector<ScenarioEntry> practice;
    std::copy_if(library.begin(), library.end(), std::back_inserter(practice),
                 [](const ScenarioEntry& entry) { return !entry.examsOwn; });
    return practice;
}

bool matches(const ScenarioEntry& entry, const QString& query)
{
    const Scenario& s = entry.scenario;
    QStringList haystack{QString::fromStdString(s.title), QString::fromStdString(s.id),
                         QString::fromStdString(s.description)};
    for (const std::string& drill : s.drills)
        haystack << QString::fromStdString(drill);
    for (const std::string& section : s.sections)
        haystack << QString::fromStdString(section);
    const QString text = haystack.join(QLatin1Char(' '));
    const QStringList words = query.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return std::all_of(words.begin(), words.end(),
                       [&](const QString& word) { return text.contains(word, Qt::CaseInsensitive); });
}

} // namespace s21::app

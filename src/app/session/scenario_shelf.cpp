#include "app/session/scenario_shelf.h"

namespace s21::app {

ScenarioShelf::ScenarioShelf(std::vector<ScenarioEntry> library)
    : library_(std::move(library)), practice_(practiceScenarios(library_))
{
}

const Scenario* ScenarioShelf::practiceScenario(const QString& id) const { return app::practiceScenario(library_, id); }

QStringList ScenarioShelf::examsOwnIds() const
{
    QStringList ids;
    for (const ScenarioEntry& entry : library_)
        if (entry.examsOwn)
            ids << QString::fromStdString(entry.scenario.id);
    return ids;
}

void ScenarioShelf::useFolder(const QString& folder)
{
    folder_ = folder;
    folderProblems_.clear();
    setScenarioFolder(library_, folder, folderProblems_);
    libraryChanged();
}

void ScenarioShelf::useLoadedFolder(const QString& folder, QStringList problems)
{
    folder_ = folder;
    folderProblems_ = std::move(problems);
    folderGivenForRun_ = true;
}

QString ScenarioShelf::addOpened(ScenarioEntry entry)
{
    QString problem = addScenario(library_, std::move(entry));
    if (problem.isEmpty())
        libraryChanged();
    return problem;
}

void ScenarioShelf::libraryChanged() { practice_ = practiceScenarios(library_); }

} // namespace s21::app

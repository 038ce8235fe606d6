#include "app/session/scenario_library.h"

#include "scenario/scenario_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <algorithm>
#include <iterator>

namespace s21::app {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("ScenarioLibrary", text); }

// `file` read as a file of a scenario library: its profile from the nearest profiles folder, as
// `spanish21-cli validate` reads it.
LibraryFile loadFile(const QString& file)
{
    const std::filesystem::path path = file.toStdString();
    return loadLibraryFile(path, profilesDirFor(path));
}

bool examsOwn(const QString& file) { return isExamsOwnScenario(file.toStdString()); }

// Why a library file that is not a scenario cannot be practised.
QString notAScenario(const QString& file, const LibraryFile& loaded)
{
    if (std::holds_alternative<RuleProfile>(loaded))
        return tr("%1 is a rule profile, not a scenario: a scenario names it in its \"profile\" key "
                  "(docs/scenario-format.md).")
            .arg(file);
    if (std::get<OtherDocument>(loaded).kind == DocumentKind::Exam)
        return tr("%1 is an exam, not a scenario: a supervisor starts an exam with Exam → Start an exam….").arg(file);
    return tr("%1 holds a school's speed standards, not a scenario.").arg(file);
}

} // namespace

std::vector<ScenarioEntry> loadScenarios(const QString& dir, QStringList& errors, ScenarioOrigin origin)
{
    if (!QFileInfo(dir).isDir()) {
        errors << tr("%1: there is no such folder.").arg(dir);
        return {};
    }
    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    std::vector<ScenarioEntry> entries;
    for (const QString& file : files) {
        try {
            LibraryFile loaded = loadFile(file);
            if (auto* scenario = std::get_if<Scenario>(&loaded))
                entries.push_back({file, std::move(*scenario), examsOwn(file), origin});
        } catch (const std::exception& error) {
            errors << QString::fromStdString(error.what());
        }
    }
    return entries;
}

QString addScenario(std::vector<ScenarioEntry>& library, ScenarioEntry entry)
{
    const QString file = QFileInfo(entry.file).canonicalFilePath();
    for (ScenarioEntry& present : library) {
        if (QFileInfo(present.file).canonicalFilePath() == file) {
            entry.origin = present.origin;
            present = std::move(entry);
            return {};
        }
        if (present.scenario.id == entry.scenario.id)
            return tr("%1: the scenario id \"%2\" is already %3's, and a scenario is known by its id in the "
                      "records and the drills: rename the file.")
                .arg(entry.file, QString::fromStdString(entry.scenario.id), present.file);
    }
    library.push_back(std::move(entry));
    return {};
}

void setScenarioFolder(std::vector<ScenarioEntry>& library, const QString& dir, QStringList& errors)
{
    std::erase_if(library, [](const ScenarioEntry& entry) { return entry.origin == ScenarioOrigin::YourFolder; });
    if (dir.isEmpty())
        return;
    for (ScenarioEntry& entry : loadScenarios(dir, errors, ScenarioOrigin::YourFolder))
        if (const QString problem = addScenario(library, std::move(entry)); !problem.isEmpty())
            errors << problem;
}

std::optional<ScenarioEntry> openedScenario(const QString& file, QString& problem)
{
    try {
        LibraryFile loaded = loadFile(file);
        auto* scenario = std::get_if<Scenario>(&loaded);
        if (!scenario)
            problem = notAScenario(file, loaded);
        else if (examsOwn(file))
            problem = tr("%1 is one of an exam's own scenarios: exams deal it, practice never does "
                         "(docs/exam-format.md).")
                          .arg(file);
        else
            return ScenarioEntry{file, std::move(*scenario), false, ScenarioOrigin::Opened};
    } catch (const std::exception& error) {
        problem = QString::fromStdString(error.what());
    }
    return std::nullopt;
}

std::vector<ScenarioEntry> practiceScenarios(const std::vector<ScenarioEntry>& library)
{
    std::vector<ScenarioEntry> practice;
    std::copy_if(library.begin(), library.end(), std::back_inserter(practice),
                 [](const ScenarioEntry& entry) { return !entry.examsOwn; });
    return practice;
}

const Scenario* practiceScenario(const std::vector<ScenarioEntry>& library, const QString& id)
{
    const std::string wanted = id.toStdString();
    const auto found = std::find_if(library.begin(), library.end(), [&](const ScenarioEntry& entry) {
        return !entry.examsOwn && entry.scenario.id == wanted;
    });
    return found == library.end() ? nullptr : &found->scenario;
}

QString ownFolderName(const ScenarioEntry& entry)
{
    return entry.origin == ScenarioOrigin::Library ? QString() : QFileInfo(entry.file).dir().dirName();
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
    haystack << ownFolderName(entry);
    const QString text = haystack.join(QLatin1Char(' '));
    const QStringList words = query.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return std::all_of(words.begin(), words.end(),
                       [&](const QString& word) { return text.contains(word, Qt::CaseInsensitive); });
}

} // namespace s21::app

#include "arguments.h"
#include "commands.h"
#include "scenario/exam_loader.h"
#include "scenario/profile_loader.h"
#include "scenario/scenario_loader.h"
#include "scenario/speed_standards_loader.h"

#include <algorithm>
#include <filesystem>
#include <ostream>

namespace s21::cli {

namespace {

namespace fs = std::filesystem;

// The .yaml files named or found under the given paths, and the folders that could not be read.
struct Found {
    std::vector<fs::path> files;
    std::vector<std::string> unreadable; // "folder: reason"
};

// Adds the .yaml files under `folder` (in name order, recursively, not following links to folders,
// so a link loop is one bad file rather than an endless walk) and the folders that cannot be read.
void collect(const fs::path& folder, Found& found)
{
    std::error_code error;
    std::vector<fs::path> files;
    std::vector<fs::path> folders;
    fs::directory_iterator it(folder, error);
    for (const fs::directory_iterator end; !error && it != end; it.increment(error)) {
        std::error_code kindError;
        if (it->is_directory(kindError) && !it->is_symlink(kindError))
            folders.push_back(it->path());
        else if (it->path().extension() == ".yaml")
            files.push_back(it->path()); // loading reports a link that leads nowhere or round in a loop
    }
    if (error)
        found.unreadable.push_back(folder.string() + ": cannot read this folder (" + error.message() + ")");
    std::sort(files.begin(), files.end());
    std::sort(folders.begin(), folders.end());
    found.files.insert(found.files.end(), files.begin(), files.end());
    for (const fs::path& inner : folders)
        collect(inner, found);
}

// Paths that are folders are searched; any other path is kept so that loading reports it.
Found yamlFilesUnder(const Words& paths)
{
    Found found;
    for (const auto& path : paths) {
        std::error_code error;
        if (fs::is_directory(path, error))
            collect(path, found);
        else
            found.files.emplace_back(path);
    }
    return found;
}

// One "file:line:column: message" line per notice.
void printNotices(const LoadNotices& notices, std::ostream& err)
{
    for (const LoadNotice& notice : notices)
        err << notice.text() << "\n";
}

} // namespace

int validateCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {});
    if (args.positional().empty())
        throw UsageError("name at least one file or folder");
    const Found found = yamlFilesUnder(args.positional());
    std::size_t failures = found.unreadable.size();
    for (const std::string& folder : found.unreadable)
        err << folder << "\n";
    for (const auto& file : found.files) {
        LoadNotices notices; // an earlier version's keys, read as today's: said, and no failure
        try {
            const LibraryFile loaded = loadLibraryFile(file, profilesDirFor(file), &notices);
            std::string name;
            if (const auto* profile = std::get_if<RuleProfile>(&loaded))
                name = profile->name;
            else if (const auto* scenario = std::get_if<Scenario>(&loaded))
                name = scenario->title;
            else if (std::get<OtherDocument>(loaded).kind == DocumentKind::Exam)
                name = loadExam(file, examCatalogFor(file)).title;
            else
                name = loadSpeedStandards(file).source;
            printNotices(notices, err);
            out << "ok    " << file.string() << "  (" << name << ")\n";
        } catch (const LoadError& error) {
            printNotices(notices, err);
            err << error.what() << "\n";
            ++failures;
        }
    }
    out << found.files.size() + found.unreadable.size() - failures << " valid, " << failures << " invalid\n";
    return failures == 0 ? 0 : 1;
}

} // namespace s21::cli

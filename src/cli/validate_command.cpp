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

// The .yaml files named or found (recursively, in name order) under the given paths; a path that
// does not exist is kept so that loading reports it.
std::vector<fs::path> yamlFilesUnder(const Words& paths)
{
    std::vector<fs::path> files;
    for (const auto& path : paths) {
        if (!fs::is_directory(path)) {
            files.emplace_back(path);
            continue;
        }
        std::vector<fs::path> found;
        for (const auto& entry : fs::recursive_directory_iterator(path))
            if (entry.is_regular_file() && entry.path().extension() == ".yaml")
                found.push_back(entry.path());
        std::sort(found.begin(), found.end());
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

} // namespace

int validateCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {});
    args.allowOnly({});
    if (args.positional().empty())
        throw UsageError("name at least one file or folder");
    int failures = 0;
    const auto files = yamlFilesUnder(args.positional());
    for (const auto& file : files) {
        try {
            std::string name;
            switch (documentKind(file)) {
            case DocumentKind::Profile: name = loadProfile(file).name; break;
            case DocumentKind::Exam: name = loadExam(file, examCatalogFor(file)).title; break;
            case DocumentKind::SpeedStandards: name = loadSpeedStandards(file).source; break;
            case DocumentKind::Scenario: name = loadScenario(file, profilesDirFor(file)).title; break;
            }
            out << "ok    " << file.string() << "  (" << name << ")\n";
        } catch (const LoadError& error) {
            err << error.what() << "\n";
            ++failures;
        }
    }
    out << files.size() - static_cast<std::size_t>(failures) << " valid, " << failures << " invalid\n";
    return failures == 0 ? 0 : 1;
}

} // namespace s21::cli

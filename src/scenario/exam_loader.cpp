#include "exam_loader.h"

#include "drill_spellings.h"
#include "profile_loader.h"
#include "profile_reference.h"
#include "scenario_loader.h"
#include "yaml_reader.h"

#include "core/procedure/step_kind.h"

#include <array>

namespace s21 {

namespace {

constexpr std::array<std::string_view, 7> kExamKeys{"title",       "description", "attempts", "time_limit_minutes",
                                                    "still_table", "pass",        "parts"};
constexpr std::array<std::string_view, 3> kPassKeys{"overall", "no_critical_mistakes", "speed"};
constexpr std::array<std::string_view, 2> kSpeedKeys{"step", "seconds"};
constexpr std::array<std::string_view, 7> kPartKeys{"title",   "scenarios",         "drill", "rounds", "random_play",
                                                    "minimum", "time_limit_minutes"};
constexpr std::array<std::string_view, 4> kRandomKeys{"profile", "rounds", "players", "irregularities"};

constexpr std::array<Spelling<double>, 3> kIrregularityRates{{
    {"never", 0.0},
    {"sometimes", 0.1},   // as the trainer's practice setting: 1 round in 10
    {"often", 1.0 / 3.0}, // 1 round in 3
}};

constexpr int kMostParts = 20;
constexpr int kMostRounds = 50;
constexpr int kMostAttempts = 10;
constexpr int kLongestMinutes = 8 * 60;
constexpr int kMostPoints = 100;
constexpr int kSeats = 7;

std::int64_t minutesAt(const YamlReader& reader, const YamlEntry& entry)
{
    return std::int64_t{reader.readInt(entry, 1, kLongestMinutes)} * 60'000;
}

// Random play's profile: an id of the catalog, or the path of a profile's file relative to the exam
// `file`, which must load (its own problems are reported in it); a path is kept made absolute.
std::string readProfileName(const YamlReader& reader, const YamlEntry& entry, const ExamCatalog& catalog,
                            const std::filesystem::path& file)
{
    const std::string name = reader.readString(entry);
    if (namesProfileFile(name)) {
        const std::filesystem::path profile = profileFileAt(reader, entry, file);
        loadProfile(profile);
        return profile.string();
    }
    if (!catalog.profiles.count(name))
        throw reader.errorAt(entry, entry.path + ": no profile '" + name + "'");
    return name;
}

// pass.speed: a list of {step, seconds}, each kind of step once.
std::vector<StepSpeed> readSpeed(const YamlReader& reader, const YamlEntry& entry)
{
    std::vector<StepSpeed> speed;
    for (const YamlEntry& item : reader.listItems(entry, "a list of speed criteria such as {step: deal, seconds: 2}")) {
        const YamlMapping map = reader.mapping(item, kSpeedKeys);
        const YamlEntry& step = reader.require(map, "step");
        StepSpeed read{reader.readString(step), reader.readSeconds(reader.require(map, "seconds"))};
        if (!isStepKind(read.step))
            throw reader.errorAt(step, step.path + ": '" + read.step +
                                           "' is not a kind of step; expected an action's first word (deal, pay, "
                                           "collect, ...), optionally followed by mtd, ins, spin or award");
        for (const StepSpeed& earlier : speed)
            if (earlier.step == read.step)
                throw reader.errorAt(step, step.path + ": '" + read.step +
                                               "' is given twice; expected each kind of "
                                               "step once");
        speed.push_back(std::move(read));
    }
    return speed;
}

// The one way the part names what it deals.
void readSource(const YamlReader& reader, const YamlMapping& part, const YamlEntry& item, const ExamCatalog& catalog,
                const std::filesystem::path& file, ExamPart& read)
{
    const YamlEntry* scenarios = part.find("scenarios");
    const YamlEntry* drill = part.find("drill");
    const YamlEntry* random = part.find("random_play");
    if ((scenarios ? 1 : 0) + (drill ? 1 : 0) + (random ? 1 : 0) != 1)
        throw reader.errorAt(item, item.path + ": name exactly one of scenarios, drill and random_play");
    if (scenarios) {
        read.kind = ExamPartKind::Scenarios;
        for (const YamlEntry& id : reader.listItems(*scenarios, "a list of scenario ids")) {
            const std::string name = reader.readString(id);
            if (!catalog.scenarios.count(name))
                throw reader.errorAt(id, id.path + ": no scenario '" + name + "' in the library");
            read.scenarios.push_back(name);
        }
        if (read.scenarios.empty())
            throw reader.errorAt(*scenarios, scenarios->path + ": name at least one scenario");
        if (part.find("rounds"))
            throw reader.errorAt(*part.find("rounds"),
                                 part.find("rounds")->path + ": a part of named scenarios deals each of them once");
        return;
    }
    if (drill) {
        read.kind = ExamPartKind::Drill;
        read.skill = std::string(reader.readEnum(*drill, kDrills));
        if (!catalog.skills.count(read.skill))
            throw reader.errorAt(*drill, drill->path + ": no scenario of the library drills '" + read.skill + "'");
        read.rounds = reader.readInt(reader.require(part, "rounds"), 1, kMostRounds);
        return;
    }
    read.kind = ExamPartKind::RandomPlay;
    if (part.find("rounds"))
        throw reader.errorAt(*part.find("rounds"), part.find("rounds")->path + ": give random play's rounds inside "
                                                                               "random_play");
    const YamlMapping play = reader.mapping(*random, kRandomKeys);
    read.profile = readProfileName(reader, reader.require(play, "profile"), catalog, file);
    read.rounds = reader.readInt(reader.require(play, "rounds"), 1, kMostRounds);
    if (const YamlEntry* players = play.find("players"))
        read.players = reader.readInt(*players, 1, kSeats);
    if (const YamlEntry* rate = play.find("irregularities"))
        read.irregularities = reader.readEnum(*rate, kIrregularityRates);
}

ExamPart readPart(const YamlReader& reader, const YamlEntry& item, const ExamCatalog& catalog,
                  const std::filesystem::path& file)
{
    const YamlMapping part = reader.mapping(item, kPartKeys);
    ExamPart read;
    read.title = reader.readString(reader.require(part, "title"));
    readSource(reader, part, item, catalog, file, read);
    if (const YamlEntry* minimum = part.find("minimum"))
        read.minimumPoints = reader.readInt(*minimum, 0, kMostPoints);
    if (const YamlEntry* limit = part.find("time_limit_minutes"))
        read.timeLimitMs = minutesAt(reader, *limit);
    return read;
}

} // namespace

ExamDefinition loadExam(const std::filesystem::path& file, const ExamCatalog& catalog)
{
    return loadExamFromString(readTextFile(file), file, catalog);
}

ExamDefinition loadExamFromString(const std::string& yaml, const std::filesystem::path& file,
                                  const ExamCatalog& catalog)
{
    const YamlReader reader(file.string());
    const YamlEntry document = reader.parse(yaml);
    const YamlMapping top = reader.mapping(document, kExamKeys);
    ExamDefinition exam;
    exam.id = file.stem().string();
    exam.title = reader.readString(reader.require(top, "title"));
    if (const YamlEntry* description = top.find("description"))
        exam.description = reader.readString(*description);
    if (const YamlEntry* attempts = top.find("attempts"))
        exam.attemptsAllowed = reader.readInt(*attempts, 1, kMostAttempts);
    if (const YamlEntry* limit = top.find("time_limit_minutes"))
        exam.timeLimitMs = minutesAt(reader, *limit);
    if (const YamlEntry* still = top.find("still_table"))
        exam.stillTable = reader.readBool(*still);
    if (const YamlEntry* pass = top.find("pass")) {
        const YamlMapping criteria = reader.mapping(*pass, kPassKeys);
        if (const YamlEntry* overall = criteria.find("overall"))
            exam.overallMinimum = reader.readInt(*overall, 0, kMostPoints);
        if (const YamlEntry* critical = criteria.find("no_critical_mistakes"))
            exam.noCriticalMistakes = reader.readBool(*critical);
        if (const YamlEntry* speed = criteria.find("speed"))
            exam.speed = readSpeed(reader, *speed);
    }
    const YamlEntry& parts = reader.require(top, "parts");
    const auto items = reader.listItems(parts, "a list of parts");
    if (items.empty() || static_cast<int>(items.size()) > kMostParts)
        throw reader.errorAt(parts, parts.path + ": an exam has 1 to " + std::to_string(kMostParts) + " parts");
    for (const YamlEntry& item : items)
        exam.parts.push_back(readPart(reader, item, catalog, file));
    return exam;
}

ExamCatalog examCatalogFor(const std::filesystem::path& examFile)
{
    namespace fs = std::filesystem;
    ExamCatalog catalog;
    const fs::path profiles = profilesDirFor(examFile);
    std::error_code error;
    for (fs::recursive_directory_iterator it(profiles.parent_path(), error), end; !error && it != end;
         it.increment(error)) {
        if (!it->is_regular_file(error) || it->path().extension() != ".yaml")
            continue;
        const DocumentKind kind = documentKind(it->path());
        if (kind == DocumentKind::Profile && it->path().parent_path() == profiles) {
            catalog.profiles.insert(it->path().stem().string());
        } else if (kind == DocumentKind::Scenario) {
            try {
                const Scenario scenario = loadScenario(it->path(), profilesDirFor(it->path()));
                catalog.scenarios.insert(scenario.id);
                catalog.skills.insert(scenario.drills.begin(), scenario.drills.end());
            } catch (const LoadError&) {
                // A scenario that does not load cannot be dealt in an exam: it stays out.
            }
        }
    }
    return catalog;
}

} // namespace s21

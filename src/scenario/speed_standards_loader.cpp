#include "speed_standards_loader.h"

#include "yaml_reader.h"

#include "core/procedure/step_kind.h"

#include <algorithm>
#include <array>
#include <set>

namespace s21 {

namespace {

constexpr std::array<std::string_view, 2> kTopKeys{"source", "speed_standards"};
constexpr std::array<std::string_view, 9> kStandardKeys{"id",    "label", "published", "reading", "measure",
                                                        "steps", "seats", "seconds",   "count"};
constexpr std::array<Spelling<SpeedMeasure>, 3> kMeasures{{
    {"step", SpeedMeasure::Step},
    {"shuffle", SpeedMeasure::Shuffle},
    {"round", SpeedMeasure::Round},
}};
constexpr int kMostCount = 100000;
constexpr int kSeats = 7;

SpeedStandard readStandard(const YamlReader& reader, const YamlEntry& item)
{
    const YamlMapping map = reader.mapping(item, kStandardKeys);
    SpeedStandard standard;
    standard.id = reader.readString(reader.require(map, "id"));
    standard.label = reader.readString(reader.require(map, "label"));
    standard.published = reader.readString(reader.require(map, "published"));
    if (const YamlEntry* reading = map.find("reading"))
        standard.reading = reader.readString(*reading);
    const YamlEntry& measure = reader.require(map, "measure");
    standard.measure = reader.readEnum(measure, kMeasures);
    standard.seconds = reader.readSeconds(reader.require(map, "seconds"));
    if (const YamlEntry* count = map.find("count"))
        standard.count = reader.readInt(*count, 1, kMostCount);
    const YamlEntry* steps = map.find("steps");
    const YamlEntry* seats = map.find("seats");
    if (standard.measure == SpeedMeasure::Round) {
        if (steps)
            throw reader.errorAt(*steps->keyNode, steps->path + ": a round standard measures whole rounds; "
                                                                "expected no steps");
        if (seats)
            standard.seats = reader.readInt(*seats, 1, kSeats);
    } else {
        if (seats)
            throw reader.errorAt(*seats->keyNode, seats->path + ": only a round standard has seats");
        if (!steps)
            throw reader.errorAt(map.source, item.path + ": expected the key 'steps' (kinds of step such as "
                                                         "[pay] or [pay mtd, pay spin]), found none");
        for (const YamlEntry& step : reader.listItems(*steps, "a list of kinds of step such as [pay, pay mtd]")) {
            const std::string kind = reader.readString(step);
            if (!isStepKind(kind))
                throw reader.errorAt(step, step.path + ": '" + kind +
                                               "' is not a kind of step; expected an action's first word "
                                               "(deal, pay, collect, shuffle, ...), optionally followed by mtd, "
                                               "ins, spin or award");
            standard.steps.push_back(kind);
        }
        if (standard.steps.empty())
            throw reader.errorAt(*steps, steps->path + ": expected at least one kind of step, found none");
    }
    return standard;
}

SpeedStandards readStandards(const YamlReader& reader, const std::string& text)
{
    const YamlEntry document = reader.parse(text);
    const YamlMapping top = reader.mapping(document, kTopKeys);
    SpeedStandards standards;
    standards.source = reader.readString(reader.require(top, "source"));
    const YamlEntry& list = reader.require(top, "speed_standards");
    std::set<std::string> ids;
    for (const YamlEntry& item : reader.listItems(list, "a list of speed standards")) {
        SpeedStandard standard = readStandard(reader, item);
        if (!ids.insert(standard.id).second)
            throw reader.errorAt(item, item.path + ": repeated id '" + standard.id + "'; expected each id once");
        standards.standards.push_back(std::move(standard));
    }
    if (standards.standards.empty())
        throw reader.errorAt(list, "speed_standards: expected at least one standard, found none");
    return standards;
}

} // namespace

SpeedStandards loadSpeedStandards(const std::filesystem::path& file)
{
    const YamlReader reader(file.string());
    return readStandards(reader, readTextFile(file));
}

SpeedStandards loadSpeedStandardsFromString(const std::string& yaml, const std::string& sourceName)
{
    return readStandards(YamlReader(sourceName), yaml);
}

} // namespace s21

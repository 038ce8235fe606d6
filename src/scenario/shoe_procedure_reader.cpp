#include "shoe_procedure_reader.h"

#include "shoe_procedure_spellings.h"

#include "core/procedure/automatic_dealer.h"
#include "core/shoe_procedure/shoe_procedure.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace s21 {

namespace {

constexpr std::array<std::string_view, 9> kBlockKeys{
    "start",          "shuffle",  "seed", "first_player", "cover_card_seat", "last_first_offer", "decks_contain_tens",
    "spread_face_up", "incidents"};
constexpr std::array<std::string_view, 2> kIncidentKeys{"incident", "after"};
constexpr int kLargestSeed = 2147483647;

ShoeIncidentKind readIncidentKind(const YamlReader& reader, const YamlEntry& entry)
{
    const std::string name = reader.readString(entry);
    std::string known;
    for (ShoeIncidentKind kind : kShoeIncidentKinds) {
        if (shoeIncidentName(kind) == name)
            return kind;
        known += (known.empty() ? "" : ", ") + shoeIncidentName(kind);
    }
    throw reader.errorAt(entry, entry.path + ": '" + name + "' is not an incident (" + known + ")");
}

// `shuffler-jams`, or {incident: shuffler-breaks, after: stack}.
ShoeIncident readIncident(const YamlReader& reader, const YamlEntry& item)
{
    if (item.value->kind != YamlKind::Mapping)
        return {readIncidentKind(reader, item), std::nullopt};
    const YamlMapping mapping = reader.mapping(item, kIncidentKeys);
    ShoeIncident incident{readIncidentKind(reader, reader.require(mapping, "incident")), std::nullopt};
    if (const YamlEntry* after = mapping.find("after"))
        incident.after = reader.readAction(*after);
    return incident;
}

bool isShufflerIncident(ShoeIncidentKind kind)
{
    return kind == ShoeIncidentKind::ShufflerJams || kind == ShoeIncidentKind::ShufflerBreaks;
}

// A seat the situation names: 0 (none) or one of the scenario's seats.
int readSeatedSeat(const YamlReader& reader, const YamlEntry& entry, const std::vector<int>& seats,
                   const std::string& zeroMeans)
{
    const int seat = reader.readInt(entry, 0, kSeatCount);
    if (seat != 0 && std::find(seats.begin(), seats.end(), seat) == seats.end())
        throw reader.errorAt(entry, entry.path + ": seat " + std::to_string(seat) +
                                        " has no player; expected one of the scenario's seats, or 0 for " + zeroMeans);
    return seat;
}

} // namespace

ShoeSituation readShoeProcedure(const YamlReader& reader, const YamlEntry& block, const RuleProfile& profile,
                                const std::vector<int>& seats, ShoeProcedureSource& source)
{
    const YamlMapping mapping = reader.mapping(block, kBlockKeys);
    source.block = block;
    ShoeSituation situation;
    situation.seats = seats;
    situation.start = reader.readEnum(reader.require(mapping, "start"), kShoeStarts);
    for (const YamlEntry& entry : mapping.entries) {
        if (entry.key == "shuffle")
            situation.shuffle = reader.readEnum(entry, kShuffleMethods);
        else if (entry.key == "seed")
            situation.seed = static_cast<std::uint64_t>(reader.readInt(entry, 0, kLargestSeed));
        else if (entry.key == "first_player")
            situation.firstPlayer = readSeatedSeat(reader, entry, seats, "an empty table");
        else if (entry.key == "cover_card_seat")
            situation.coverCardSeat = readSeatedSeat(reader, entry, seats, "the dealer's hand");
        else if (entry.key == "last_first_offer")
            situation.lastFirstOffer = reader.readInt(entry, 0, kSeatCount);
        else if (entry.key == "decks_contain_tens")
            situation.decksContainTens = reader.readBool(entry);
        else if (entry.key == "spread_face_up")
            situation.spreadFaceUp = reader.readBool(entry);
        else if (entry.key == "incidents")
            for (const YamlEntry& item : reader.listItems(entry, "a list of incidents such as [shuffler-jams]")) {
                situation.incidents.push_back(readIncident(reader, item));
                source.incidents.push_back(item);
            }
    }
    for (std::size_t i = 0; i < situation.incidents.size(); ++i)
        if (isShufflerIncident(situation.incidents[i].kind) && situation.shuffle != ShuffleMethod::AutomatedShuffler)
            throw reader.errorAt(source.incidents[i],
                                 source.incidents[i].path + ": '" + shoeIncidentName(situation.incidents[i].kind) +
                                     "' needs an automated shuffler (shuffle: automated-shuffler)");
    // The shoe in play: a new dealer's, or a double shoe's whose red side's cover card came out (MD-BJ 7.E(2)).
    if (situation.start == ShoeStart::NewDealer ||
        (profile.doubleShoe && situation.start == ShoeStart::CoverCardReached))
        situation.shoeInPlay = seededShoe(profile, situation.seed);
    return situation;
}

std::vector<CutAnswer> readCutAnswers(const YamlReader& reader, const YamlEntry& entry, const RuleProfile& profile)
{
    const int stack = profile.decks * profile.gameRules().cardsPerDeck;
    std::vector<CutAnswer> answers;
    for (const YamlEntry& item : reader.listItems(entry, "a list of cut answers such as [refuse, 120]")) {
        const std::string text = item.value->kind == YamlKind::Scalar ? item.value->scalar : "";
        if (text == "refuse")
            answers.push_back(CutAnswer::refuse());
        else if (!text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
            answers.push_back(CutAnswer::cutAt(reader.readInt(item, 0, stack)));
        else
            throw reader.errorAt(item, item.path +
                                           ": expected 'refuse' or the number of cards the player puts above "
                                           "the cover card (0 to " +
                                           std::to_string(stack) + "), found " + describe(*item.value));
    }
    return answers;
}

void playShoeProcedureThrough(const YamlReader& reader, const ShoeProcedureSource& source, const Scenario& scenario)
{
    const auto cuts = scriptedCuts(scenario);
    const ManualClock clock;
    std::unique_ptr<ShoeProcedure> procedure;
    try {
        procedure = std::make_unique<ShoeProcedure>(scenario.profile, *scenario.shoeProcedure, *cuts, clock);
        dealAutomatically(*procedure);
    } catch (const std::exception& error) {
        throw reader.errorAt(source.block,
                             source.block.path + ": the shoe procedure cannot be played: " + error.what());
    }
    const std::size_t happened = procedure->incidentEvents().size();
    if (happened < source.incidents.size()) {
        const YamlEntry& missed = source.incidents[happened];
        throw reader.errorAt(missed, missed.path + ": this incident never happens: its moment does not come "
                                                   "before the shoe is loaded and burned");
    }
    for (const ScenarioSeat& seat : scenario.seats) {
        const std::size_t asked = cuts->given(seat.seat);
        if (asked >= seat.cuts.size())
            continue;
        const YamlEntry& entry = source.cuts.at(seat.seat);
        const YamlEntry unused = reader.listItems(entry, "a list")[asked];
        throw reader.errorAt(unused, unused.path + ": never asked: seat " + std::to_string(seat.seat) +
                                         " is offered the cut " + std::to_string(asked) +
                                         " times in this shoe procedure");
    }
}

} // namespace s21

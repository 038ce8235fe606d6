#include "scenario_loader.h"

#include "drill_spellings.h"

#include "fault_reader.h"
#include "profile_document.h"
#include "profile_loader.h"
#include "profile_reference.h"
#include "scenario_play_through.h"
#include "shoe_procedure_reader.h"
#include "yaml_reader.h"

#include "core/procedure/seat_setup.h"
#include "core/rules/xtreme16.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <regex>
#include <type_traits>

namespace s21 {

namespace {

namespace fs = std::filesystem;

constexpr std::array<std::string_view, 12> kScenarioKeys{"title",    "description", "profile",      "drills",
                                                         "sections", "seats",       "shoe",         "shoe_procedure",
                                                         "faults",   "wheel",       "xtreme_wheel", "scoring"};
// The keys a round has and a shoe-procedure scenario does not.
constexpr std::array<std::string_view, 3> kRoundOnlyKeys{"faults", "wheel", "xtreme_wheel"};
constexpr std::array<std::string_view, 17> kSeatKeys{
    "seat",    "player",  "bankroll",     "wager",     "match",        "bonus_spin",
    "xtreme",  "coupon",  "match_coupon", "insurance", "even_money",   "decisions",
    "rescues", "doubles", "cuts",         "behind",    "caller_seated"};
// A player's wager behind the caller's on a shared box (MA-S21 13).
constexpr std::array<std::string_view, 6> kBehindKeys{"player", "bankroll", "wager", "doubles", "split", "insurance"};
// Where a player behind leaves their wager when the caller splits (BehindSetup::splitHand, MA-S21 13(e)).
constexpr std::array<Spelling<int>, 3> kSplitChoices{{{"cover", 0}, {"hand 1", 1}, {"hand 2", 2}}};
constexpr std::array<std::string_view, 3> kShoeSeatKeys{"seat", "player", "cuts"};
constexpr std::array<std::string_view, 3> kScoringKeys{"pass_mark", "time_limit_seconds", "weights"};
constexpr std::array<std::string_view, 1> kScriptKeys{"actions"};
constexpr std::array<std::string_view, 2> kTimedActionKeys{"do", "at"};

constexpr int kMostPoints = 100;                             // a score is out of 100
constexpr int kLongestTimeLimitSeconds = 3600;               // an hour for one round is no limit at all
constexpr int kLargestInt = std::numeric_limits<int>::max(); // seeds and script times
const Money kOneCent = Money::cents(1);

// ---- Spellings taken from the core's own names ------------------------------------------------------

// The decisions as a script spells them: decisionName() of each, so the two never disagree.
const std::array<Spelling<Decision>, 5>& decisionSpellings()
{
    static constexpr std::array<Decision, 5> kDecisions{Decision::Hit, Decision::Stand, Decision::Double,
                                                        Decision::Split, Decision::Surrender};
    static const auto names = [] {
        std::array<std::string, 5> spelt;
        std::transform(kDecisions.begin(), kDecisions.end(), spelt.begin(), decisionName);
        return spelt;
    }();
    static const auto spellings = [] {
        std::array<Spelling<Decision>, 5> result;
        for (std::size_t i = 0; i < kDecisions.size(); ++i)
            result[i] = {names[i], kDecisions[i]};
        return result;
    }();
    return spellings;
}

// Every mistake code with its stable name, in the enum's order.
const std::vector<std::pair<std::string, MistakeCode>>& mistakeCodes()
{
    static const auto codes = [] {
        std::vector<std::pair<std::string, MistakeCode>> named;
        for (const MistakeCode code : allMistakeCodes())
            named.emplace_back(mistakeCodeName(code), code);
        return named;
    }();
    return codes;
}

// The keys of `scoring.weights`: the three severities, then every mistake code.
const std::vector<std::string_view>& weightKeys()
{
    static const auto keys = [] {
        std::vector<std::string_view> all{"minor", "major", "critical"};
        for (const auto& [name, code] : mistakeCodes())
            all.push_back(name);
        return all;
    }();
    return keys;
}

// ---- Identity: title, profile, drills, sections --------------------------------------------------------

// The profile named by id in `profilesDir`, or by a path relative to the scenario `file`.
RuleProfile readProfile(const YamlReader& reader, const YamlEntry& entry, const fs::path& file,
                        const fs::path& profilesDir)
{
    const std::string id = reader.readString(entry);
    if (namesProfileFile(id))
        return loadProfile(profileFileAt(reader, entry, file));
    const auto ids = profileIdsIn(profilesDir);
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
        std::string known;
        for (const std::string& candidate : ids)
            known += (known.empty() ? "; expected one of: " : ", ") + candidate;
        throw reader.errorAt(entry, entry.path + ": no profile '" + id + "' in " + profilesDir.string() + known);
    }
    return loadProfile(profilesDir / (id + ".yaml"));
}

std::vector<std::string> readDrills(const YamlReader& reader, const YamlEntry& entry)
{
    std::vector<std::string> drills;
    for (const YamlEntry& item : reader.listItems(entry, "a list of drills such as [match-the-dealer]"))
        drills.emplace_back(reader.readEnum(item, kDrills));
    if (drills.empty())
        throw reader.errorAt(entry, entry.path + ": expected at least one drill, found none");
    return drills;
}

// A section cited as rules/README.md says: "MD-S21 7.F(1)", "MD-S21BS 12.D", "MA-S21 6(d)".
bool isCitation(const std::string& text)
{
    constexpr std::size_t kLongest = 40; // the longest real one is 20; std::regex recurses per character
    if (text.size() > kLongest)
        return false;
    static const std::regex kCitation(R"((MD-S21|MD-S21BS|MD-BJ) [0-9]+(\.[A-Z](\([0-9a-z]+\))*)?)"
                                      R"(|MA-S21 [0-9]+(\([0-9a-z]+\))*)");
    return std::regex_match(text, kCitation);
}

std::vector<std::string> readSections(const YamlReader& reader, const YamlEntry& entry)
{
    std::vector<std::string> sections;
    for (const YamlEntry& item : reader.listItems(entry, "a list of sections such as [\"MD-S21 7.F(1)\"]")) {
        sections.push_back(reader.readString(item));
        if (!isCitation(sections.back()))
            throw reader.errorAt(item, item.path +
                                           ": expected a section cited as \"MD-S21 7.F(1)\" or "
                                           "\"MA-S21 6(d)\", found " +
                                           describe(*item.value));
    }
    if (sections.empty())
        throw reader.errorAt(entry, entry.path + ": expected at least one section, found none");
    return sections;
}

// ---- Seats -------------------------------------------------------------------------------------------

// The YAML key of a seat's set-up field.
std::string_view setupKey(SetupField field)
{
    switch (field) {
    case SetupField::Seat: return "seat";
    case SetupField::Wager: return "wager";
    case SetupField::Match: return "match";
    case SetupField::BonusSpin: return "bonus_spin";
    case SetupField::Xtreme: return "xtreme";
    case SetupField::Bankroll: return "bankroll";
    case SetupField::Player: return "player";
    case SetupField::Coupon: return "coupon";
    case SetupField::MatchCoupon: return "match_coupon";
    case SetupField::Behind: return "behind";
    }
    return "seat";
}

// A problem the core finds with a seat's set-up (seatSetupProblem(), seatNumberProblem()), reported at
// the key of the field at fault, or at the seat when that key is not written (a default bankroll); a
// seat listed twice also names where it was listed first (MD-S21 2.A: one wager per betting position).
// A shared box's line is reported at its `behind` key itself, not at the list below it (at
// `caller_seated` when the seat has no line).
void reportSetupProblem(const YamlReader& reader, const std::vector<SeatSource>& earlier, const SeatSource& seat,
                        const std::optional<SetupProblem>& problem)
{
    if (!problem)
        return;
    const YamlEntry* key = seat.mapping.find(setupKey(problem->field));
    if (problem->field == SetupField::Behind && !key)
        key = seat.mapping.find("caller_seated");
    const YamlEntry& at = key ? *key : seat.mapping.source;
    std::string message = at.path + ": " + problem->message;
    const auto first = std::find_if(earlier.begin(), earlier.end(),
                                    [&seat](const SeatSource& other) { return other.seat.seat == seat.seat.seat; });
    if (problem->field == SetupField::Seat && first != earlier.end())
        message += "; expected each seat once, found it also at " +
                   position(reader.require(first->mapping, "seat").value->mark);
    if (problem->field == SetupField::Behind && key)
        throw reader.errorAt(*key->keyNode, message);
    throw reader.errorAt(at, message);
}

// Who sits where: the seat's number and its player's name ("Player <seat>" when not written).
ScenarioSeat readSeatIdentity(const YamlReader& reader, const YamlMapping& mapping)
{
    ScenarioSeat seat;
    seat.seat = reader.readInt(reader.require(mapping, "seat"), 1, kSeatCount);
    const YamlEntry* player = mapping.find("player");
    seat.player = player ? reader.readString(*player) : "Player " + std::to_string(seat.seat);
    return seat;
}

// A shared box's line behind the caller at `seat` (MA-S21 13(c)), in order: each player's wager and the
// choices they make when the caller's decision comes. A player not named is "Player <seat>b<n>", after
// the notation of their wager's spot (s3b1); a bankroll not written is a seat's default. The line is
// checked against the profile with its seat (seatSetupProblem()).
std::vector<BehindSetup> readBehind(const YamlReader& reader, const YamlEntry& entry, int seat)
{
    std::vector<BehindSetup> line;
    for (const YamlEntry& item :
         reader.listItems(entry, "a list of players behind the caller, each a mapping with wager")) {
        const YamlMapping mapping = reader.mapping(item, kBehindKeys);
        BehindSetup& behind = line.emplace_back();
        behind.player = "Player " + std::to_string(seat) + "b" + std::to_string(line.size());
        behind.bankroll = ScenarioSeat{}.bankroll;
        behind.wager = reader.readMoney(reader.require(mapping, "wager"), kOneCent);
        for (const YamlEntry& field : mapping.entries) {
            if (field.key == "player")
                behind.player = reader.readString(field);
            else if (field.key == "bankroll")
                behind.bankroll = reader.readMoney(field, kOneCent);
            else if (field.key == "doubles")
                behind.doubles = reader.readBool(field);
            else if (field.key == "split")
                behind.splitHand = reader.readEnum(field, kSplitChoices);
            else if (field.key == "insurance")
                behind.insurance = reader.readMoney(field, kOneCent);
        }
    }
    return line;
}

ScenarioSeat readSeatValues(const YamlReader& reader, const YamlMapping& mapping)
{
    ScenarioSeat seat = readSeatIdentity(reader, mapping);
    seat.wager = reader.readMoney(reader.require(mapping, "wager"), kOneCent);
    for (const YamlEntry& entry : mapping.entries) {
        if (entry.key == "bankroll")
            seat.bankroll = reader.readMoney(entry, kOneCent);
        else if (entry.key == "match")
            seat.matchWager = reader.readMoney(entry, kOneCent);
        else if (entry.key == "bonus_spin")
            seat.bonusSpinWager = reader.readMoney(entry, kOneCent);
        else if (entry.key == "xtreme")
            seat.xtremeWager = reader.readMoney(entry, kOneCent);
        else if (entry.key == "coupon")
            seat.coupon = reader.readMoney(entry, kOneCent);
        else if (entry.key == "match_coupon")
            seat.matchCoupon = reader.readMoney(entry, kOneCent);
        else if (entry.key == "insurance")
            seat.insurance = reader.readMoney(entry, kOneCent);
        else if (entry.key == "even_money")
            seat.evenMoney = reader.readBool(entry);
        else if (entry.key == "decisions")
            for (const YamlEntry& item : reader.listItems(entry, "a list of decisions such as [hit, stand]"))
                seat.decisions.push_back(reader.readEnum(item, decisionSpellings()));
        else if (entry.key == "rescues")
            for (const YamlEntry& item : reader.listItems(entry, "a list of rescue answers such as [true]"))
                seat.rescues.push_back(reader.readBool(item));
        else if (entry.key == "doubles")
            seat.doubles = reader.readMoneyList(entry, kOneCent);
        else if (entry.key == "behind")
            seat.behind = readBehind(reader, entry, seat.seat);
        else if (entry.key == "caller_seated")
            seat.callerSeated = reader.readBool(entry);
    }
    return seat;
}

std::vector<SeatSource> readSeats(const YamlReader& reader, const YamlEntry& entry, const RuleProfile& profile)
{
    std::vector<SeatSource> seats;
    ListedSeats listed{};
    for (const YamlEntry& item : reader.listItems(entry, "a list of seats, each a mapping with seat and wager")) {
        const YamlMapping mapping = reader.mapping(item, kSeatKeys);
        SeatSource seat{readSeatValues(reader, mapping), mapping};
        if (const YamlEntry* cuts = mapping.find("cuts")) // the rack's cut, when the shoe runs out (MD-S21 13.K)
            seat.seat.cuts = readCutAnswers(reader, *cuts, profile);
        reportSetupProblem(reader, seats, seat, seatSetupProblem(profile, seatSetup(seat.seat), listed));
        seats.push_back(seat);
    }
    if (seats.empty())
        throw reader.errorAt(entry, entry.path + ": expected at least one seat with a wager, found none (MD-S21 6.F)");
    return seats;
}

// A shoe-procedure scenario's seats: who sits there and how each answers the cut offer. Nobody may
// be seated yet (new decks, MD-S21 5.D(1)): the dealer then cuts.
std::vector<SeatSource> readShoeSeats(const YamlReader& reader, const YamlEntry& entry, const RuleProfile& profile,
                                      ShoeProcedureSource& source)
{
    std::vector<SeatSource> seats;
    ListedSeats listed{};
    for (const YamlEntry& item : reader.listItems(entry, "a list of seats, each a mapping with seat and player")) {
        const YamlMapping mapping = reader.mapping(item, kShoeSeatKeys);
        SeatSource seat{readSeatIdentity(reader, mapping), mapping};
        if (const YamlEntry* cuts = mapping.find("cuts")) {
            seat.seat.cuts = readCutAnswers(reader, *cuts, profile);
            source.cuts.emplace(seat.seat.seat, *cuts);
        }
        reportSetupProblem(reader, seats, seat, seatNumberProblem(seat.seat.seat, listed));
        seats.push_back(seat);
    }
    return seats;
}

// ---- The shoe ---------------------------------------------------------------------------------------

// A stacked shoe holds no card more often than the profile's decks hold it. A 10 may be stacked: it
// is the irregularity of a 10 found in the shoe, which the dealer must handle (MD-S21 13.C-D).
void checkSpanishCards(const YamlReader& reader, const YamlEntry& entry, const std::vector<Card>& cards, int decks)
{
    std::map<int, int> copies;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const std::string card = "card " + std::to_string(i + 1) + " '" + notation(cards[i]) + "'";
        if (++copies[cardIndex(cards[i])] > decks)
            throw reader.errorAt(entry, entry.path + ": " + card + " is one more than the " + std::to_string(decks) +
                                            " decks of the profile hold (MD-S21 3.A, MA-S21 2(a))");
    }
}

// The entry for exactly one of two keys that exclude each other.
const YamlEntry& eitherKey(const YamlReader& reader, const YamlMapping& mapping, std::string_view first,
                           std::string_view second)
{
    const YamlEntry* one = mapping.find(first);
    const YamlEntry* other = mapping.find(second);
    const std::string keys = "'" + std::string(first) + "' or '" + std::string(second) + "'";
    const std::string where = mapping.source.path.empty() ? "" : mapping.source.path + ": ";
    if (one && other)
        throw reader.errorAt(*other->keyNode, where + "expected " + keys + ", found both");
    if (!one && !other)
        throw reader.errorAt(mapping.source, where + "expected " + keys + ", found neither");
    return one ? *one : *other;
}

// A double shoe's stacked blue side (MD-BJ 3.C): `blue_cards`, with `cards` the red side's, and its
// own cover card (3.C(2)). A double shoe's profile stacks both sides or neither; any other profile
// has no blue side.
void readBlueSide(const YamlReader& reader, const YamlMapping& mapping, const RuleProfile& profile,
                  std::string_view source, ScenarioShoe& shoe)
{
    const YamlEntry* blue = mapping.find("blue_cards");
    const YamlEntry* blueCover = mapping.find("blue_cover_card_after");
    if (blue && !profile.doubleShoe)
        throw reader.errorAt(*blue->keyNode,
                             blue->path + ": the profile deals from one shoe: 'blue_cards' is a double shoe's side "
                                          "(profile key double_shoe, MD-BJ 3.C)");
    if (profile.doubleShoe && !shoe.cards.empty() && !blue)
        throw reader.errorAt(mapping.source, mapping.source.path +
                                                 ": the profile deals from a double shoe: stack its blue side "
                                                 "too ('blue_cards'; 'cards' is the red side, MD-BJ 3.C)");
    if (blueCover && !blue)
        throw reader.errorAt(*blueCover->keyNode,
                             blueCover->path + ": the blue side's cover card needs its stacked cards ('blue_cards')");
    if (!blue)
        return;
    if (shoe.cards.empty())
        throw reader.errorAt(*blue->keyNode, blue->path + ": a seeded shoe shuffles both sides; stack the red side "
                                                          "('cards') too, or neither");
    shoe.blueCards = reader.readCards(*blue, source);
    checkSpanishCards(reader, *blue, shoe.blueCards, profile.decks / 2);
    if (blueCover)
        shoe.blueCoverCardAfter = reader.readInt(*blueCover, 0, static_cast<int>(shoe.blueCards.size()));
}

ScenarioShoe readShoe(const YamlReader& reader, const YamlEntry& entry, const RuleProfile& profile,
                      std::string_view source)
{
    const YamlMapping mapping = reader.mapping(entry, kShoeKeys);
    ScenarioShoe shoe;
    const YamlEntry& order = eitherKey(reader, mapping, "cards", "seed");
    if (order.key == "cards") {
        shoe.cards = reader.readCards(order, source);
        checkSpanishCards(reader, order, shoe.cards, profile.doubleShoe ? profile.decks / 2 : profile.decks);
    } else {
        shoe.seed = static_cast<std::uint64_t>(reader.readInt(order, 0, kLargestInt));
    }
    if (const YamlEntry* burn = mapping.find("burn_first"))
        shoe.burnFirst = reader.readBool(*burn);
    if (const YamlEntry* faceUp = mapping.find("face_up")) {
        if (shoe.cards.empty())
            throw reader.errorAt(*faceUp->keyNode, faceUp->path + ": face-up cards need a stacked shoe ('cards')");
        for (const YamlEntry& position : reader.listItems(*faceUp, "a list of positions from the top"))
            shoe.faceUp.push_back(reader.readInt(position, 1, static_cast<int>(shoe.cards.size())));
    }
    if (const YamlEntry* cover = mapping.find("cover_card_after")) {
        if (shoe.cards.empty())
            throw reader.errorAt(*cover->keyNode,
                                 cover->path + ": the cover card's place needs a stacked shoe ('cards')");
        shoe.coverCardAfter = reader.readInt(*cover, 0, static_cast<int>(shoe.cards.size()));
    }
    readBlueSide(reader, mapping, profile, source, shoe);
    return shoe;
}

// ---- Scoring -----------------------------------------------------------------------------------------

void readWeights(const YamlReader& reader, const YamlEntry& entry, ScoringWeights& scoring)
{
    const std::map<std::string_view, int*> severities{
        {"minor", &scoring.minor}, {"major", &scoring.major}, {"critical", &scoring.critical}};
    for (const YamlEntry& weight : reader.mapping(entry, weightKeys()).entries) {
        const int points = reader.readInt(weight, 0, kMostPoints);
        if (const auto severity = severities.find(weight.key); severity != severities.end()) {
            *severity->second = points;
            continue;
        }
        for (const auto& [name, code] : mistakeCodes())
            if (name == weight.key)
                scoring.perCode[code] = points;
    }
}

ScoringWeights readScoring(const YamlReader& reader, const YamlEntry& entry)
{
    ScoringWeights scoring;
    for (const YamlEntry& setting : reader.mapping(entry, kScoringKeys).entries) {
        if (setting.key == "pass_mark")
            scoring.passMark = reader.readInt(setting, 0, kMostPoints);
        else if (setting.key == "time_limit_seconds")
            scoring.timeLimitMs = std::int64_t{1000} * reader.readInt(setting, 1, kLongestTimeLimitSeconds);
        else
            readWeights(reader, setting, scoring);
    }
    return scoring;
}

// ---- The document ------------------------------------------------------------------------------------

// Where the Xtreme 16's Hot Spot Prize Wheel lands, spin after spin: "$600", "jackpot", "secondary
// jackpot" or "$150 community", each a stop of the wheel (MD-S21BS 12.E(1), 12.E(6)).
std::vector<WheelStop> readXtremeStops(const YamlReader& reader, const YamlEntry& entry, const XtremeRules& rules)
{
    if (!rules.offered)
        throw reader.errorAt(*entry.keyNode, "xtreme_wheel: this profile offers no Xtreme 16");
    std::vector<WheelStop> stops;
    for (const YamlEntry& item : reader.listItems(entry, "a list of wheel stops such as [$600, secondary jackpot]")) {
        const auto stop = parseWheelStop(reader.readString(item));
        if (!stop || !isXtremeStop(*stop)) {
            std::string wheel;
            for (const WheelStop& each : practiceXtremeWheel())
                wheel += (wheel.empty() ? "" : ", ") + describe(each);
            throw reader.errorAt(item, item.path + ": '" + reader.readString(item) +
                                           "' is not a stop of the Hot Spot Prize Wheel (" + wheel + ")");
        }
        stops.push_back(*stop);
    }
    return stops;
}

// The stops of the table's wheels, for an error: "the $1 wager's paytable A: $1,000, ..., $30 and $3, jackpot;
// the $5 wager's ..." in Maryland (MD-S21BS 12.D(9)-(10)), "an amount such as $100" in Massachusetts.
std::string wheelsOf(const BonusSpinRules& rules)
{
    if (rules.variant != BonusSpinVariant::MarylandProgressive)
        return "an amount such as $100";
    std::string wheels;
    for (Money wager : rules.wagerAmounts) {
        const char letter = wheelFor(rules, wager).letter;
        wheels += (wheels.empty() ? "the " : "; the ") + formatMoney(wager) + " wager's paytable " +
                  std::string(1, letter) + ": ";
        for (Money symbol : paytableSymbols(letter))
            wheels += formatMoney(symbol) + ", ";
        for (const CommunitySymbol& symbol : communitySymbols(letter))
            wheels += describe({false, symbol.spinner, symbol.others}) + ", ";
        wheels += "jackpot";
    }
    return wheels;
}

// Where the Bonus Spin wheel lands, spin after spin: "$350", "$250 and $100" or "jackpot", each a stop of the
// profile's wheel (MD-S21BS 12.D).
std::vector<WheelStop> readWheelStops(const YamlReader& reader, const YamlEntry& entry, const BonusSpinRules& rules)
{
    if (rules.variant == BonusSpinVariant::None)
        throw reader.errorAt(*entry.keyNode, "wheel: this profile offers no Bonus Spin");
    std::vector<WheelStop> stops;
    for (const YamlEntry& item : reader.listItems(entry, "a list of wheel stops such as [$350, jackpot]")) {
        const auto stop = parseWheelStop(reader.readString(item));
        if (!stop || !isWheelStopOfTable(rules, *stop))
            throw reader.errorAt(item, item.path + ": '" + reader.readString(item) +
                                           "' is not a stop of this table's wheels (" + wheelsOf(rules) + ")");
        stops.push_back(*stop);
    }
    return stops;
}

// A shoe-procedure scenario: its seats with their cut answers and the `shoe_procedure` block; a
// round's own keys are refused.
void readShoeProcedureScenario(ScenarioSource& source, const YamlEntry& block, Scenario& scenario)
{
    const YamlReader& reader = source.reader;
    for (std::string_view key : kRoundOnlyKeys)
        if (const YamlEntry* roundKey = source.top.find(key))
            throw reader.errorAt(*roundKey->keyNode, std::string(key) + ": a shoe-procedure scenario has no round; '" +
                                                         std::string(key) + "' belongs to a scenario with a 'shoe'");
    source.seats = readShoeSeats(reader, reader.require(source.top, "seats"), scenario.profile, source.shoeProcedure);
    for (const SeatSource& seat : source.seats)
        scenario.seats.push_back(seat.seat);
    scenario.shoeProcedure =
        readShoeProcedure(reader, block, scenario.profile, seatNumbers(scenario.seats), source.shoeProcedure);
}

// The players' boxes against the profile's limit (MD-S21 6.H, MA-S21 14; boxesProblem()), a problem
// reported at the `player` key of the seat at fault.
void checkBoxes(const ScenarioSource& source, const Scenario& scenario)
{
    std::vector<SeatSetup> seats;
    for (const ScenarioSeat& seat : scenario.seats)
        seats.push_back(seatSetup(seat));
    if (const auto problem = boxesProblem(scenario.profile, seats, extraBoxes(scenario.faults)))
        reportSetupProblem(source.reader, {}, seatSource(source, problem->seat), problem);
}

Scenario readScenario(ScenarioSource& source, const fs::path& file, const fs::path& profilesDir, std::string_view text)
{
    const YamlReader& reader = source.reader;
    const YamlMapping& top = source.top;
    Scenario scenario;
    scenario.id = file.stem().string();
    scenario.title = reader.readString(reader.require(top, "title"));
    scenario.profile = readProfile(reader, reader.require(top, "profile"), file, profilesDir);
    scenario.drills = readDrills(reader, reader.require(top, "drills"));
    scenario.sections = readSections(reader, reader.require(top, "sections"));
    if (const YamlEntry* description = top.find("description"))
        scenario.description = reader.readString(*description);
    if (const YamlEntry* scoring = top.find("scoring"))
        scenario.scoring = readScoring(reader, *scoring);
    const YamlEntry& shoe = eitherKey(reader, top, "shoe", "shoe_procedure");
    if (shoe.key == "shoe_procedure") {
        readShoeProcedureScenario(source, shoe, scenario);
        return scenario;
    }
    source.seats = readSeats(reader, reader.require(top, "seats"), scenario.profile);
    for (const SeatSource& seat : source.seats)
        scenario.seats.push_back(seat.seat);
    scenario.shoe = readShoe(reader, shoe, scenario.profile, text);
    if (const YamlEntry* wheel = top.find("wheel"))
        scenario.wheelStops = readWheelStops(reader, *wheel, scenario.profile.bonusSpin);
    if (const YamlEntry* wheel = top.find("xtreme_wheel"))
        scenario.xtremeStops = readXtremeStops(reader, *wheel, scenario.profile.xtreme);
    if (const YamlEntry* faults = top.find("faults")) {
        source.faults = readFaults(reader, *faults, scenario.profile, seatNumbers(scenario.seats));
        for (const FaultSource& fault : source.faults)
            scenario.faults.push_back(fault.fault);
    }
    checkBoxes(source, scenario);
    return scenario;
}

// ---- Action scripts ----------------------------------------------------------------------------------

// One item: "deal s1", or {do: "deal s1", at: 1200}.
ScriptedAction readScriptedAction(const YamlReader& reader, const YamlEntry& item)
{
    ScriptedAction scripted;
    scripted.line = item.value->mark.line + 1;
    if (item.value->kind != YamlKind::Mapping) {
        scripted.action = reader.readAction(item);
        return scripted;
    }
    const YamlMapping mapping = reader.mapping(item, kTimedActionKeys);
    scripted.action = reader.readAction(reader.require(mapping, "do"));
    if (const YamlEntry* at = mapping.find("at"))
        scripted.atMilliseconds = reader.readInt(*at, 0, kLargestInt);
    return scripted;
}

// What a parsed document of a library holds, from its top-level keys.
DocumentKind documentKindOf(const YamlEntry& document)
{
    if (document.value->kind != YamlKind::Mapping)
        return DocumentKind::Scenario;
    if (document.value->hasKey("jurisdiction"))
        return DocumentKind::Profile;
    if (document.value->hasKey("parts"))
        return DocumentKind::Exam;
    if (document.value->hasKey("speed_standards"))
        return DocumentKind::SpeedStandards;
    return DocumentKind::Scenario;
}

// A scenario from its parsed document: read, then played through.
Scenario scenarioFrom(const YamlReader& reader, const YamlEntry& document, const fs::path& file,
                      const fs::path& profilesDir, const std::string& text)
{
    ScenarioSource source{reader, reader.mapping(document, kScenarioKeys), {}, {}, {}};
    const Scenario scenario = readScenario(source, file, profilesDir, text);
    if (scenario.shoeProcedure)
        playShoeProcedureThrough(reader, source.shoeProcedure, scenario);
    else
        playRoundThrough(source, scenario);
    return scenario;
}

std::vector<ScriptedAction> actionScriptFrom(const YamlReader& reader, const std::string& text)
{
    const YamlEntry document = reader.parse(text);
    const YamlMapping top = reader.mapping(document, kScriptKeys);
    std::vector<ScriptedAction> script;
    std::int64_t latest = 0;
    const auto items = reader.listItems(reader.require(top, "actions"),
                                        "a list of actions such as [\"deal s1\", {do: \"deal s3\", at: 1200}]");
    for (const YamlEntry& item : items) {
        script.push_back(readScriptedAction(reader, item));
        if (script.back().atMilliseconds >= 0 && script.back().atMilliseconds < latest)
            throw reader.errorAt(*reader.mapping(item, kTimedActionKeys).find("at")->value,
                                 item.path + ".at: expected a time of at least " + std::to_string(latest) +
                                     " ms (the action before), found " + std::to_string(script.back().atMilliseconds));
        latest = std::max(latest, script.back().atMilliseconds);
    }
    return script;
}

} // namespace

Scenario loadScenario(const fs::path& file, const fs::path& profilesDir)
{
    return loadScenarioFromString(readTextFile(file), file, profilesDir);
}

Scenario loadScenarioFromString(const std::string& yaml, const fs::path& file, const fs::path& profilesDir)
{
    const YamlReader reader(file.string());
    return scenarioFrom(reader, reader.parse(yaml), file, profilesDir, yaml);
}

fs::path profilesDirFor(const fs::path& scenarioFile)
{
    const fs::path start = fs::absolute(scenarioFile).lexically_normal().parent_path();
    for (fs::path folder = start;; folder = folder.parent_path()) {
        std::error_code error;
        if (fs::is_directory(folder / "profiles", error))
            return folder / "profiles";
        if (folder == folder.parent_path())
            return start / "profiles";
    }
}

bool isExamsOwnScenario(const fs::path& scenarioFile)
{
    const fs::path library = profilesDirFor(scenarioFile).parent_path();
    const fs::path relative = fs::absolute(scenarioFile).lexically_normal().lexically_relative(library);
    return !relative.empty() && *relative.begin() == "exams";
}

DocumentKind documentKind(const fs::path& file)
{
    try {
        const YamlEntry document = YamlReader(file.string()).parse(readTextFile(file));
        return documentKindOf(document);
    } catch (const LoadError&) {
        return DocumentKind::Scenario;
    }
}

std::vector<ScriptedAction> loadActionScript(const fs::path& file)
{
    return loadActionScriptFromString(readTextFile(file), file.string());
}

std::vector<ScriptedAction> loadActionScriptFromString(const std::string& yaml, const std::string& sourceName)
{
    return actionScriptFrom(YamlReader(sourceName), yaml);
}

LibraryFile loadLibraryFile(const fs::path& file, const fs::path& profilesDir, LoadNotices* notices)
{
    const std::string text = readTextFile(file);
    const YamlReader reader(file.string());
    const YamlEntry document = reader.parse(text);
    switch (documentKindOf(document)) {
    case DocumentKind::Profile: return profileFrom(reader, document, file.stem().string(), notices);
    case DocumentKind::Scenario: return scenarioFrom(reader, document, file, profilesDir, text);
    case DocumentKind::Exam:
    case DocumentKind::SpeedStandards: break;
    }
    return OtherDocument{documentKindOf(document)};
}

} // namespace s21

#include "profile_loader.h"

#include "earlier_formats.h"
#include "profile_document.h"
#include "yaml_reader.h"

#include "core/rules/shoe.h"

#include <yaml-cpp/emitter.h>

#include <algorithm>
#include <functional>
#include <map>
#include <mutex>
#include <optional>

namespace s21 {

namespace {

// The spellings of each fixed value in a profile (docs/profile-format.md lists them too).
constexpr std::array<Spelling<Game>, 2> kGames{{
    {"spanish-21", Game::Spanish21},
    {"blackjack", Game::Blackjack},
}};
constexpr std::array<Spelling<Jurisdiction>, 2> kJurisdictions{{
    {"maryland", Jurisdiction::Maryland},
    {"massachusetts", Jurisdiction::Massachusetts},
}};
constexpr std::array<Spelling<DealerSecondCard>, 3> kDealerSecondCards{{
    {"hole-card-with-reader", DealerSecondCard::HoleCardWithReader},
    {"hole-card-no-reader", DealerSecondCard::HoleCardNoReader},
    {"no-hole-card", DealerSecondCard::NoHoleCard},
}};
constexpr std::array<Spelling<PlayerBlackjackTiming>, 2> kBlackjackTimings{{
    {"at-once-against-two-to-nine", PlayerBlackjackTiming::AtOnceAgainstTwoToNine},
    {"with-the-round", PlayerBlackjackTiming::WithTheRound},
}};
constexpr std::array<Spelling<FinalSettlementOrder>, 3> kFinalSettlementOrders{{
    {"collect-losers-then-pay-winners", FinalSettlementOrder::CollectLosersThenPayWinners},
    {"seat-by-seat-from-right", FinalSettlementOrder::SeatBySeatFromRight},
    {"any-order", FinalSettlementOrder::AnyOrder},
}};
constexpr std::array<Spelling<MatchSettlementOrder>, 2> kMatchSettlementOrders{{
    {"seat-by-seat-from-right", MatchSettlementOrder::SeatBySeatFromRight},
    {"losers-then-winners", MatchSettlementOrder::LosersThenWinnersFromRight},
}};
constexpr std::array<Spelling<CutOfferRule>, 2> kCutOfferRules{{
    {"cover-card-seat", CutOfferRule::CoverCardSeat},
    {"far-right-rotating-each-shoe", CutOfferRule::FarRightRotatingEachShoe},
}};
constexpr std::array<Spelling<BonusSpinVariant>, 3> kBonusSpinVariants{{
    {"none", BonusSpinVariant::None},
    {"maryland-progressive", BonusSpinVariant::MarylandProgressive},
    {"massachusetts-ace-pays", BonusSpinVariant::MassachusettsAcePays},
}};
constexpr std::array<Spelling<char>, 4> kPaytables{{{"A", 'A'}, {"B", 'B'}, {"C", 'C'}, {"D", 'D'}}};
constexpr std::array<Spelling<ExtraTensAction>, 2> kExtraTensActions{{
    {"remove-decks", ExtraTensAction::RemoveDecks},
    {"reshuffle", ExtraTensAction::Reshuffle},
}};
constexpr std::array<Spelling<LosingInsuranceCollection>, 2> kLosingInsuranceCollections{{
    {"after-the-peek", LosingInsuranceCollection::AfterThePeek},
    {"when-hole-card-is-shown", LosingInsuranceCollection::WhenHoleCardIsShown},
}};
constexpr std::array<Spelling<ReaderMalfunctionAction>, 2> kReaderMalfunctionActions{{
    {"stop-dealing", ReaderMalfunctionAction::StopDealing},
    {"continue-without-reader", ReaderMalfunctionAction::ContinueWithoutReader},
}};
constexpr std::array<Spelling<BrokenShufflerAction>, 2> kBrokenShufflerActions{{
    {"cover-or-sign", BrokenShufflerAction::CoverOrSign},
    {"remove-from-table", BrokenShufflerAction::RemoveFromTable},
}};

// Bounds a value must keep to be read at all; the rules' narrower limits are validate()'s.
constexpr int kFewestDecks = 1;
constexpr int kMostDecks = 8;                      // the largest shoe either text allows (MD-S21 3.A, MA-S21 2(a))
constexpr int kMostSplits = 7;                     // eight hands on one betting spot
constexpr int kMostCutDepth = kMostDecks * 52 / 2; // half the largest shoe (MD-BJ 3.E: 52 cards a deck)
constexpr int kSeats = 7;                          // MD-S21 2.A: at most seven betting positions
constexpr Money kOneCent = Money::cents(1);        // the least a chip or a listed wager may be

// Readers for the field table: each turns an entry into the value of one setting.
auto integerFrom(int min, int max)
{
    return [min, max](const YamlReader& reader, const YamlEntry& entry) { return reader.readInt(entry, min, max); };
}
auto amountOfAtLeast(Money minimum)
{
    return [minimum](const YamlReader& reader, const YamlEntry& entry) { return reader.readMoney(entry, minimum); };
}
template <typename Value, std::size_t N>
auto oneOf(const std::array<Spelling<Value>, N>& spellings)
{
    return [&spellings](const YamlReader& reader, const YamlEntry& entry) { return reader.readEnum(entry, spellings); };
}
const auto kYesNo = &YamlReader::readBool;
const auto kText = &YamlReader::readString;
const auto kOdds = &YamlReader::readOdds;
const auto kAmount = amountOfAtLeast(Money());
const auto kBonusSpinWagers = [](const YamlReader& reader, const YamlEntry& entry) {
    return reader.readMoneyList(entry, kOneCent);
};
const auto kChips = [](const YamlReader& reader, const YamlEntry& entry) {
    return ChipSet(reader.readMoneyList(entry, kOneCent));
};

// The spellings of each fixed value, found by its type, for writing a profile back.
const auto& spellingsOf(Game) { return kGames; }
const auto& spellingsOf(Jurisdiction) { return kJurisdictions; }
const auto& spellingsOf(DealerSecondCard) { return kDealerSecondCards; }
const auto& spellingsOf(PlayerBlackjackTiming) { return kBlackjackTimings; }
const auto& spellingsOf(FinalSettlementOrder) { return kFinalSettlementOrders; }
const auto& spellingsOf(MatchSettlementOrder) { return kMatchSettlementOrders; }
const auto& spellingsOf(CutOfferRule) { return kCutOfferRules; }
const auto& spellingsOf(BonusSpinVariant) { return kBonusSpinVariants; }
const auto& spellingsOf(char) { return kPaytables; }
const auto& spellingsOf(ExtraTensAction) { return kExtraTensActions; }
const auto& spellingsOf(LosingInsuranceCollection) { return kLosingInsuranceCollections; }
const auto& spellingsOf(ReaderMalfunctionAction) { return kReaderMalfunctionActions; }
const auto& spellingsOf(BrokenShufflerAction) { return kBrokenShufflerActions; }

// Each value as the readers above read it back.
void writeValue(YAML::Emitter& out, int value) { out << value; }
void writeValue(YAML::Emitter& out, bool value) { out << YAML::TrueFalseBool << value; }
void writeValue(YAML::Emitter& out, const std::string& value) { out << YAML::DoubleQuoted << value; }
void writeValue(YAML::Emitter& out, Money value) { out << formatMoney(value); }
void writeValue(YAML::Emitter& out, Odds value) { out << formatOdds(value); }
void writeValue(YAML::Emitter& out, const std::vector<Money>& values)
{
    out << YAML::Flow << YAML::BeginSeq;
    for (const Money value : values)
        out << formatMoney(value);
    out << YAML::EndSeq;
}
void writeValue(YAML::Emitter& out, const ChipSet& chips) { writeValue(out, chips.denominations()); }
template <typename Value>
requires requires(Value value) { spellingsOf(value); }
void writeValue(YAML::Emitter& out, Value value)
{
    for (const auto& spelling : spellingsOf(value))
        if (spelling.value == value)
            out << std::string(spelling.text);
}

// One key of a profile and the RuleProfile setting it holds.
struct ProfileField {
    std::string_view section; // the nested mapping holding the key; empty for the document's top level
    std::string_view key;     // snake_case
    std::function<void(const YamlReader&, const YamlEntry&, RuleProfile&)> read; // reads the value into the setting
    std::function<void(const RuleProfile&, RuleProfile&)> copy;    // copies the setting from one profile to another
    std::function<void(const RuleProfile&, YAML::Emitter&)> write; // writes the setting's value as read() reads it
};

// The field for the setting reached from a RuleProfile through `Members` (one member pointer, or a
// struct member then its members), read by `read(reader, entry)`.
template <auto... Members, typename Read>
ProfileField field(std::string_view section, std::string_view key, Read read)
{
    return {section, key,
            [read](const YamlReader& reader, const YamlEntry& entry, RuleProfile& profile) {
                (profile.*....*Members) = std::invoke(read, reader, entry);
            },
            [](const RuleProfile& from, RuleProfile& to) { (to.*....*Members) = (from.*....*Members); },
            [](const RuleProfile& profile, YAML::Emitter& out) { writeValue(out, (profile.*....*Members)); }};
}

// Every key a profile may hold, in the order docs/profile-format.md lists them.
const std::vector<ProfileField>& profileFields()
{
    using P = RuleProfile;
    using Mtd = MatchTheDealerRules;
    using Sb = SuperBonusRules;
    using Split = SplitRules;
    using Cut = CutCardRules;
    using Spin = BonusSpinRules;
    using Wheel = WheelPaytable;
    using Xtreme = XtremeRules;
    using Meters = XtremeMeters;
    static const std::vector<ProfileField> fields{
        field<&P::id>("", "id", kText),
        field<&P::name>("", "name", kText),
        field<&P::game>("", "game", oneOf(kGames)),
        field<&P::jurisdiction>("", "jurisdiction", oneOf(kJurisdictions)),
        field<&P::citationPrefix>("", "citation_prefix", kText),
        field<&P::decks>("", "decks", integerFrom(kFewestDecks, kMostDecks)),
        field<&P::blackjackPays>("", "blackjack_pays", kOdds),
        field<&P::dealerSecondCard>("", "dealer_second_card", oneOf(kDealerSecondCards)),
        field<&P::blackjackTiming>("", "blackjack_timing", oneOf(kBlackjackTimings)),
        field<&P::finalSettlement>("", "final_settlement", oneOf(kFinalSettlementOrders)),
        field<&P::bustMayWaitForSettlement>("", "bust_may_wait_for_settlement", kYesNo),
        field<&P::blackjackBeatsDealerBlackjack>("", "blackjack_beats_dealer_blackjack", kYesNo),
        field<&P::announceDealerTotalEachCard>("", "announce_dealer_total_each_card", kYesNo),
        field<&P::losingInsurance>("", "losing_insurance_collected", oneOf(kLosingInsuranceCollections)),
        field<&P::evenMoney>("", "even_money", kYesNo),
        field<&P::doubleShoe>("", "double_shoe", kYesNo),
        field<&P::matchTheDealer, &Mtd::offered>("match_the_dealer", "offered", kYesNo),
        field<&P::matchTheDealer, &Mtd::order>("match_the_dealer", "order", oneOf(kMatchSettlementOrders)),
        field<&P::matchTheDealer, &Mtd::sameSuit>("match_the_dealer", "same_suit", kOdds),
        field<&P::matchTheDealer, &Mtd::differentSuit>("match_the_dealer", "different_suit", kOdds),
        field<&P::matchTheDealer, &Mtd::minimumWager>("match_the_dealer", "minimum_wager", kAmount),
        field<&P::matchTheDealer, &Mtd::capAtBaseWager>("match_the_dealer", "cap_at_base_wager", kYesNo),
        field<&P::matchTheDealer, &Mtd::beforeInsurance>("match_the_dealer", "before_insurance", kYesNo),
        field<&P::splits, &Split::maxAdditionalSplits>("splits", "max_additional_splits", integerFrom(0, kMostSplits)),
        field<&P::splits, &Split::resplitAces>("splits", "resplit_aces", kYesNo),
        field<&P::splits, &Split::splitHandsCanMakeBlackjack>("splits", "split_hands_can_make_blackjack", kYesNo),
        field<&P::splits, &Split::bonusPayoutsOnSplitHands>("splits", "bonus_payouts_on_split_hands", kYesNo),
        field<&P::splits, &Split::splitTwentyOneBeatsDealerTwentyOne>(
            "splits", "split_twenty_one_beats_dealer_twenty_one", kYesNo),
        field<&P::superBonus, &Sb::smallPrize>("super_bonus", "small_prize", kAmount),
        field<&P::superBonus, &Sb::largePrize>("super_bonus", "large_prize", kAmount),
        field<&P::superBonus, &Sb::envyPrize>("super_bonus", "envy_prize", kAmount),
        field<&P::superBonus, &Sb::minimumWager>("super_bonus", "minimum_wager", kAmount),
        field<&P::superBonus, &Sb::largeWager>("super_bonus", "large_wager", kAmount),
        field<&P::cutCard, &Cut::minCardsFromEitherEnd>("cut_card", "min_cards_from_either_end",
                                                        integerFrom(0, kMostCutDepth)),
        field<&P::cutCard, &Cut::cutAfterAutomaticShuffler>("cut_card", "cut_after_automatic_shuffler", kYesNo),
        field<&P::cutCard, &Cut::offerRule>("cut_card", "offer_rule", oneOf(kCutOfferRules)),
        field<&P::cutCard, &Cut::recutUntilFirstCard>("cut_card", "recut_until_first_card", kYesNo),
        field<&P::bonusSpin, &Spin::variant>("bonus_spin", "variant", oneOf(kBonusSpinVariants)),
        field<&P::bonusSpin, &Spin::wagerAmounts>("bonus_spin", "wager_amounts", kBonusSpinWagers),
        field<&P::bonusSpin, &Spin::acePayout>("bonus_spin", "ace_payout", kAmount),
        field<&P::bonusSpin, &Spin::dollarWheel, &Wheel::letter>("bonus_spin", "dollar_paytable", oneOf(kPaytables)),
        field<&P::bonusSpin, &Spin::dollarWheel, &Wheel::jackpot>("bonus_spin", "dollar_jackpot", kAmount),
        field<&P::bonusSpin, &Spin::dollarWheel, &Wheel::reset>("bonus_spin", "dollar_reset", kAmount),
        field<&P::bonusSpin, &Spin::fiveDollarWheel, &Wheel::letter>("bonus_spin", "five_dollar_paytable",
                                                                     oneOf(kPaytables)),
        field<&P::bonusSpin, &Spin::fiveDollarWheel, &Wheel::jackpot>("bonus_spin", "five_dollar_jackpot", kAmount),
        field<&P::bonusSpin, &Spin::fiveDollarWheel, &Wheel::reset>("bonus_spin", "five_dollar_reset", kAmount),
        field<&P::xtreme, &Xtreme::offered>("xtreme_16", "offered", kYesNo),
        field<&P::xtreme, &Xtreme::meters, &Meters::primary>("xtreme_16", "primary_meter", kAmount),
        field<&P::xtreme, &Xtreme::meters, &Meters::secondary>("xtreme_16", "secondary_meter", kAmount),
        field<&P::xtreme, &Xtreme::reset, &Meters::primary>("xtreme_16", "primary_reset", kAmount),
        field<&P::xtreme, &Xtreme::reset, &Meters::secondary>("xtreme_16", "secondary_reset", kAmount),
        field<&P::extraTens>("", "extra_tens", oneOf(kExtraTensActions)),
        field<&P::readerMalfunction>("", "reader_malfunction", oneOf(kReaderMalfunctionActions)),
        field<&P::brokenShuffler>("", "broken_shuffler", oneOf(kBrokenShufflerActions)),
        field<&P::accidentalDrawAboveSeventeen>("", "accidental_draw_above_seventeen", kYesNo),
        field<&P::maxPlayersPerBox>("", "max_players_per_box", integerFrom(1, kSeats)),
        field<&P::boxesPerPlayer>("", "boxes_per_player", integerFrom(1, kSeats)),
        field<&P::boxesAdjacent>("", "boxes_adjacent", kYesNo),
        field<&P::barPlayersWhoSatOut>("", "bar_players_who_sat_out", kYesNo),
        field<&P::matchPlayCoupons>("", "match_play_coupons", kYesNo),
        field<&P::tableMinimum>("", "table_minimum", kAmount),
        field<&P::tableMaximum>("", "table_maximum", kAmount),
        field<&P::chips>("", "chips", kChips),
    };
    return fields;
}

// The field for a key of keysOf(section).
const ProfileField& fieldFor(std::string_view section, std::string_view key)
{
    const auto& fields = profileFields();
    const auto found = std::find_if(fields.begin(), fields.end(), [&](const ProfileField& candidate) {
        return candidate.section == section && candidate.key == key;
    });
    return *found;
}

bool isSection(std::string_view key)
{
    return std::any_of(profileFields().begin(), profileFields().end(),
                       [key](const ProfileField& candidate) { return candidate.section == key; });
}

// The keys allowed in a section: its fields, and at the top level also the nested sections' names.
std::vector<std::string_view> keysOf(std::string_view section)
{
    std::vector<std::string_view> keys;
    for (const ProfileField& candidate : profileFields()) {
        if (candidate.section == section)
            keys.push_back(candidate.key);
        else if (section.empty() && std::find(keys.begin(), keys.end(), candidate.section) == keys.end())
            keys.push_back(candidate.section);
    }
    return keys;
}

// The mapping at `entry`, the profile's `section`, its keys checked and an earlier version's read as
// today's (earlier_formats.h).
YamlMapping profileMapping(const YamlReader& reader, const YamlEntry& entry, std::string_view section,
                           LoadNotices* notices)
{
    return mappingInTodaysKeys(reader, entry, DocumentKind::Profile, section, keysOf(section), notices);
}

// A setting read from the document, and the entry it was read from.
struct ReadSetting {
    const ProfileField* field;
    YamlEntry entry;
};

// "decks '7' breaks the rules: decks must be 6 or 8 (MD-S21 3.A)", at the key.
LoadError ruleError(const YamlReader& reader, const YamlEntry& entry, const std::string& violation)
{
    return reader.errorAt(*entry.keyNode,
                          entry.path + " " + describe(*entry.value) + " breaks the rules: " + violation);
}

// The reference profile that `game` (Spanish 21 when absent, as every profile written before
// blackjack), `jurisdiction`, `decks` and (for Massachusetts) `dealer_second_card` choose. Its own
// violations (decks the game's text does not allow) are reported at `decks`; a blackjack profile of
// another jurisdiction than Maryland's at `jurisdiction`.
RuleProfile referenceProfile(const YamlReader& reader, const YamlMapping& top)
{
    const YamlEntry* gameEntry = top.find("game");
    const Game game = gameEntry ? reader.readEnum(*gameEntry, kGames) : Game::Spanish21;
    const YamlEntry& jurisdictionEntry = reader.require(top, "jurisdiction");
    const auto jurisdiction = reader.readEnum(jurisdictionEntry, kJurisdictions);
    const YamlEntry& decksEntry = reader.require(top, "decks");
    const int decks = reader.readInt(decksEntry, kFewestDecks, kMostDecks);
    const YamlEntry* secondCard = top.find("dealer_second_card");
    RuleProfile reference = marylandProfile(decks);
    if (game == Game::Blackjack) {
        if (jurisdiction != Jurisdiction::Maryland)
            throw ruleError(reader, jurisdictionEntry,
                            "blackjack is dealt under Maryland's text only (rules/README.md)");
        reference = marylandBlackjackProfile(decks);
    } else if (jurisdiction == Jurisdiction::Massachusetts)
        reference = secondCard ? massachusettsProfile(decks, reader.readEnum(*secondCard, kDealerSecondCards))
                               : massachusettsProfile(decks);
    const auto violations = validate(reference);
    if (!violations.empty())
        throw ruleError(reader, decksEntry, violations.front());
    return reference;
}

// Reads every key of the document into `profile`, in document order; returns what was read.
std::vector<ReadSetting> readSettings(const YamlReader& reader, const YamlMapping& top, RuleProfile& profile,
                                      LoadNotices* notices)
{
    std::vector<ReadSetting> settings;
    auto readEntry = [&](std::string_view section, const YamlEntry& entry) {
        const ProfileField& matched = fieldFor(section, entry.key);
        matched.read(reader, entry, profile);
        settings.push_back({&matched, entry});
    };
    for (const YamlEntry& entry : top.entries) {
        if (!isSection(entry.key)) {
            readEntry("", entry);
            continue;
        }
        for (const YamlEntry& inner : profileMapping(reader, entry, entry.key, notices).entries)
            readEntry(entry.key, inner);
    }
    return settings;
}

// With an expected id (the file's stem): an `id` key must match it, and an absent one takes it.
void applyExpectedId(const YamlReader& reader, const YamlMapping& top, const std::optional<std::string>& expectedId,
                     RuleProfile& profile)
{
    if (!expectedId)
        return;
    if (const YamlEntry* id = top.find("id"); id && profile.id != *expectedId)
        throw reader.errorAt(*id, "id: expected '" + *expectedId + "' (the file name without .yaml), found " +
                                      describe(*id->value));
    profile.id = *expectedId;
}

// The setting most responsible for `violation`: of those whose reference value makes it disappear,
// the last one read, since details follow the keys that enable them (wager_amounts after variant).
// nullptr when none does.
const ReadSetting* settingBreaking(const std::string& violation, const RuleProfile& profile,
                                   const RuleProfile& reference, const std::vector<ReadSetting>& read)
{
    for (auto setting = read.rbegin(); setting != read.rend(); ++setting) {
        RuleProfile restored = profile;
        setting->field->copy(reference, restored);
        const auto remaining = validate(restored);
        if (std::find(remaining.begin(), remaining.end(), violation) == remaining.end())
            return &*setting;
    }
    return nullptr;
}

// Throws the first reason validate() gives, at the key most responsible or the document start.
void checkRules(const YamlReader& reader, const YamlEntry& document, const RuleProfile& profile,
                const RuleProfile& reference, const std::vector<ReadSetting>& read)
{
    const auto violations = validate(profile);
    if (violations.empty())
        return;
    const std::string& violation = violations.front();
    if (const ReadSetting* setting = settingBreaking(violation, profile, reference, read))
        throw ruleError(reader, setting->entry, violation);
    throw reader.errorAt(*document.value, "the profile breaks the rules: " + violation);
}

} // namespace

RuleProfile profileFrom(const YamlReader& reader, const YamlEntry& document,
                        const std::optional<std::string>& expectedId, LoadNotices* notices)
{
    const YamlMapping top = profileMapping(reader, document, "", notices);
    const RuleProfile reference = referenceProfile(reader, top);
    RuleProfile profile = reference;
    const auto read = readSettings(reader, top, profile, notices);
    applyExpectedId(reader, top, expectedId, profile);
    checkRules(reader, document, profile, reference, read);
    return profile;
}

RuleProfile loadProfile(const std::filesystem::path& file, LoadNotices* notices)
{
    // A library's scenarios and exams name the same few profiles, each read from its file: the text is
    // parsed once for as long as the file holds the same text (a profile edited since is parsed again).
    struct Parsed {
        std::string text;
        RuleProfile profile;
        LoadNotices notices;
    };
    static std::mutex parsedGuard;
    static std::map<std::string, Parsed> parsed; // by the file as named, which its errors and notices name
    std::string text = readTextFile(file);
    const std::string name = file.string();
    {
        const std::lock_guard lock(parsedGuard);
        if (const auto known = parsed.find(name); known != parsed.end() && known->second.text == text) {
            if (notices)
                notices->insert(notices->end(), known->second.notices.begin(), known->second.notices.end());
            return known->second.profile;
        }
    }
    const YamlReader reader(name);
    LoadNotices read;
    RuleProfile profile = profileFrom(reader, reader.parse(text), file.stem().string(), &read);
    if (notices)
        notices->insert(notices->end(), read.begin(), read.end());
    const std::lock_guard lock(parsedGuard);
    parsed.insert_or_assign(name, Parsed{std::move(text), profile, std::move(read)});
    return profile;
}

RuleProfile loadProfileFromString(const std::string& yaml, const std::string& sourceName, LoadNotices* notices)
{
    const YamlReader reader(sourceName);
    return profileFrom(reader, reader.parse(yaml), std::nullopt, notices);
}

RuleProfile loadStoredProfile(const std::string& yaml, const std::string& sourceName)
{
    return loadProfileFromString(yaml, sourceName, nullptr);
}

bool namesProfileFile(const std::string& name)
{
    return name.find('/') != std::string::npos || std::filesystem::path(name).extension() == ".yaml";
}

std::vector<std::string> profileIdsIn(const std::filesystem::path& dir)
{
    std::vector<std::string> ids;
    std::error_code error;
    for (std::filesystem::directory_iterator it(dir, error), end; !error && it != end; it.increment(error))
        if (it->path().extension() == ".yaml")
            ids.push_back(it->path().stem().string());
    std::sort(ids.begin(), ids.end());
    return ids;
}

std::filesystem::path firstProfilesDir(const std::vector<std::filesystem::path>& candidates)
{
    for (const auto& dir : candidates)
        if (!profileIdsIn(dir).empty())
            return std::filesystem::weakly_canonical(dir);
    return {};
}

std::string profileYaml(const RuleProfile& profile)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    std::string_view openSection;
    for (const ProfileField& setting : profileFields()) {
        if (setting.section != openSection) {
            if (!openSection.empty())
                out << YAML::EndMap;
            openSection = setting.section;
            if (!openSection.empty())
                out << YAML::Key << std::string(openSection) << YAML::Value << YAML::BeginMap;
        }
        out << YAML::Key << std::string(setting.key) << YAML::Value;
        setting.write(profile, out);
    }
    if (!openSection.empty())
        out << YAML::EndMap;
    out << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

} // namespace s21

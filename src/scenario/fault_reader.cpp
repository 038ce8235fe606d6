#include "fault_reader.h"

#include "core/round/faults.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace s21 {

namespace {

constexpr std::array<std::string_view, 8> kFaultKeys{
    "kind", "seat", "exposed", "before", "occurrence", "player_takes_card", "reader_shows_hole_card", "chips"};
constexpr int kMostOccurrences = 100;

// The keys each kind takes besides `kind`.
std::vector<std::string_view> keysOf(FaultKind kind)
{
    switch (kind) {
    case FaultKind::CardDrawnInError: return {"exposed", "before", "occurrence"};
    case FaultKind::DealerMissesFirstCard: return {};
    case FaultKind::PlayerDealtNoCards: return {"seat"};
    case FaultKind::PlayerDealtOneCard: return {"seat", "player_takes_card"};
    case FaultKind::RequestedCardNotDealt: return {"seat", "occurrence", "player_takes_card"};
    case FaultKind::HoleCardInReader: return {"reader_shows_hole_card"};
    case FaultKind::ReaderMalfunction:
    case FaultKind::HoleCardExposed:
    case FaultKind::DealtFromWrongSide: return {};
    case FaultKind::LateWager:
    case FaultKind::WagerPressed:
    case FaultKind::WagerPinched:
    case FaultKind::MatchOverWager:
    case FaultKind::InsuranceOverHalf:
    case FaultKind::WagerOverMaximum:
    case FaultKind::WagerUnderMinimum:
    case FaultKind::DoubleWagerPressed:
    case FaultKind::InsurancePressed:
    case FaultKind::SplitWagerPressed:
    case FaultKind::CouponOverWager: return {"seat", "chips"};
    case FaultKind::CardsTouched:
    case FaultKind::CallFromBehind:
    case FaultKind::VerbalCashWager:
    case FaultKind::WagerAfterSittingOut:
    case FaultKind::ExtraBoxWager: return {"seat"};
    }
    return {};
}

FaultKind readKind(const YamlReader& reader, const YamlEntry& entry)
{
    const std::string name = reader.readString(entry);
    if (const auto kind = parseFaultKind(name))
        return *kind;
    std::string known;
    for (FaultKind kind : allFaultKinds())
        known += (known.empty() ? "" : ", ") + faultName(kind);
    throw reader.errorAt(entry, entry.path + ": '" + name + "' is not a fault (" + known + ")");
}

Fault readFault(const YamlReader& reader, const YamlEntry& item)
{
    const YamlMapping mapping = reader.mapping(item, kFaultKeys);
    Fault fault;
    fault.kind = readKind(reader, reader.require(mapping, "kind"));
    const auto takes = keysOf(fault.kind);
    for (const YamlEntry& entry : mapping.entries)
        if (entry.key != "kind" && std::find(takes.begin(), takes.end(), entry.key) == takes.end())
            throw reader.errorAt(*entry.keyNode,
                                 entry.path + ": a " + faultName(fault.kind) + " fault has no '" + entry.key + "'");
    if (std::find(takes.begin(), takes.end(), "seat") != takes.end())
        fault.seat = reader.readInt(reader.require(mapping, "seat"), 1, kSeatCount);
    if (fault.kind == FaultKind::CardDrawnInError) {
        fault.before = reader.readAction(reader.require(mapping, "before"));
        fault.exposed = reader.readBool(reader.require(mapping, "exposed"));
    }
    if (const YamlEntry* occurrence = mapping.find("occurrence"))
        fault.occurrence = reader.readInt(*occurrence, 1, kMostOccurrences);
    if (const YamlEntry* takesCard = mapping.find("player_takes_card"))
        fault.playerTakesCard = reader.readBool(*takesCard);
    if (altersWager(fault.kind) || fault.kind == FaultKind::CouponOverWager) // the chips, or the coupon's face
        fault.chips = reader.readMoney(reader.require(mapping, "chips"), Money::cents(1));
    if (const YamlEntry* shows = mapping.find("reader_shows_hole_card"))
        fault.readerShowsHoleCard = reader.readBool(*shows);
    return fault;
}

} // namespace

std::vector<FaultSource> readFaults(const YamlReader& reader, const YamlEntry& entry, const RuleProfile& profile,
                                    const std::vector<int>& seats)
{
    std::vector<FaultSource> faults;
    for (const YamlEntry& item : reader.listItems(entry, "a list of faults")) {
        const Fault fault = readFault(reader, item);
        try {
            checkFault(profile, seats, fault);
        } catch (const std::invalid_argument& error) {
            throw reader.errorAt(item, item.path + ": " + error.what());
        }
        for (const FaultSource& earlier : faults)
            if (earlier.fault.kind == fault.kind)
                throw reader.errorAt(item, item.path + ": one " + faultName(fault.kind) + " fault per round");
        faults.push_back({fault, item});
    }
    return faults;
}

} // namespace s21

#include "core/training/practice_faults.h"

#include "core/shoe_procedure/shoe_procedure.h"

#include <algorithm>

namespace s21 {

namespace {

constexpr std::uint64_t kRateSteps = 1'000'000;

int anySeat(const std::vector<int>& seats, Random& random)
{
    return seats[static_cast<std::size_t>(random.below(seats.size()))];
}

// A card drawn in error when `seat` gets its `card`-th card: unseen in the initial deal (MD-S21
// 13.E), seen on a hit (13.F-H).
Fault looseCard(int seat, int card, bool exposed)
{
    Fault fault;
    fault.before = DealerAction::deal(Spot::player(seat));
    fault.occurrence = card;
    fault.exposed = exposed;
    return fault;
}

Fault faultAt(FaultKind kind, int seat = 0)
{
    Fault fault;
    fault.kind = kind;
    fault.seat = seat;
    return fault;
}

// The faults this table can have, one of each way of placing them.
std::vector<Fault> candidates(const RuleProfile& profile, const std::vector<int>& seats, Random& random)
{
    const int seat = anySeat(seats, random);
    const bool playerTakesCard = random.below(2) == 0;
    std::vector<Fault> faults;
    faults.push_back(looseCard(*std::min_element(seats.begin(), seats.end()), 2, false));
    faults.push_back(looseCard(seat, 3, true));
    Fault accidentalDraw = faultAt(FaultKind::CardDrawnInError); // on a standing 17 (MD-S21 13.I, MA-S21 15(e))
    accidentalDraw.before = DealerAction::announce(ActionKind::AnnounceDealerTotal, Spot::none(), 17);
    faults.push_back(accidentalDraw);
    faults.push_back(faultAt(FaultKind::DealerMissesFirstCard));
    faults.push_back(faultAt(FaultKind::PlayerDealtNoCards, seat));
    for (FaultKind kind : {FaultKind::PlayerDealtOneCard, FaultKind::RequestedCardNotDealt}) {
        Fault option = faultAt(kind, seat);
        option.playerTakesCard = playerTakesCard;
        faults.push_back(option);
    }
    if (profile.doubleShoe) // when the determinant card calls for the other side (MD-BJ 14.I)
        faults.push_back(faultAt(FaultKind::DealtFromWrongSide));
    if (profile.dealsHoleCard()) // turned up as it is dealt (docs/procedure.md)
        faults.push_back(faultAt(FaultKind::HoleCardExposed));
    if (profile.usesCardReader()) {
        Fault misused = faultAt(FaultKind::HoleCardInReader);
        misused.readerShowsHoleCard = random.below(2) == 0;
        faults.push_back(misused);
        faults.push_back(faultAt(FaultKind::ReaderMalfunction));
    }
    return faults;
}

// The kinds drawGuestFoul chooses from, evenly: a call from behind a box's caller only where a box is shared.
std::vector<FaultKind> guestFoulKinds(const RuleProfile& profile, WhoSatOut whoSatOut, bool sharedBox)
{
    std::vector<FaultKind> kinds{FaultKind::LateWager,         FaultKind::WagerPressed,
                                 FaultKind::WagerPinched,      FaultKind::CardsTouched,
                                 FaultKind::InsuranceOverHalf, FaultKind::VerbalCashWager,
                                 FaultKind::WagerOverMaximum,  FaultKind::DoubleWagerPressed,
                                 FaultKind::InsurancePressed,  FaultKind::SplitWagerPressed};
    if (profile.matchTheDealer.offered && profile.matchTheDealer.capAtBaseWager)
        kinds.push_back(FaultKind::MatchOverWager);
    if (profile.tableMinimum > Money::dollars(1)) // a dollar under it still leaves a wager
        kinds.push_back(FaultKind::WagerUnderMinimum);
    if (profile.barPlayersWhoSatOut && whoSatOut == WhoSatOut::Unknown)
        kinds.push_back(FaultKind::WagerAfterSittingOut);
    if (profile.matchPlayCoupons)
        kinds.push_back(FaultKind::CouponOverWager);
    if (sharedBox)
        kinds.push_back(FaultKind::CallFromBehind);
    return kinds;
}

} // namespace

bool drawsPracticeFault(double rate, Random& random)
{
    const auto threshold = static_cast<std::uint64_t>(std::clamp(rate, 0.0, 1.0) * static_cast<double>(kRateSteps));
    return random.below(kRateSteps) < threshold;
}

Fault drawPracticeFault(const RuleProfile& profile, const std::vector<int>& seats, Random& random)
{
    const std::vector<Fault> faults = candidates(profile, seats, random);
    return faults[static_cast<std::size_t>(random.below(faults.size()))];
}

bool drawsOverTheLimitWager(const RuleProfile& profile, Random& random)
{
    return random.below(guestFoulKinds(profile, WhoSatOut::Known, false).size() + 1) == 0;
}

bool drawsBarredWager(const RuleProfile& profile, Random& random)
{
    return profile.barPlayersWhoSatOut && random.below(guestFoulKinds(profile, WhoSatOut::Unknown, false).size()) == 0;
}

Fault drawGuestFoul(const RuleProfile& profile, const std::vector<SeatSetup>& seats, WhoSatOut whoSatOut,
                    Random& random)
{
    const auto shared = std::find_if(seats.begin(), seats.end(), [](const SeatSetup& s) { return !s.behind.empty(); });
    const std::vector<FaultKind> kinds = guestFoulKinds(profile, whoSatOut, shared != seats.end());
    const SeatSetup& seat = seats[static_cast<std::size_t>(random.below(seats.size()))];
    Fault fault = faultAt(kinds[static_cast<std::size_t>(random.below(kinds.size()))], seat.seat);
    if (fault.kind == FaultKind::CallFromBehind) // at a box with players behind its caller (MA-S21 13(b))
        fault.seat = shared->seat;
    if (fault.kind == FaultKind::MatchOverWager) // the circle ends $5 over the Spanish 21 wager
        fault.chips = seat.wager - seat.matchWager + Money::dollars(5);
    else if (fault.kind == FaultKind::WagerOverMaximum) // the wager ends a table minimum over the maximum
        fault.chips = profile.tableMaximum - seat.wager + profile.tableMinimum;
    else if (fault.kind == FaultKind::WagerUnderMinimum) // the wager ends $1 under the minimum
        fault.chips = seat.wager - profile.tableMinimum + Money::dollars(1);
    else if (fault.kind == FaultKind::CouponOverWager) // a coupon of twice the chips beside them
        fault.chips = seat.wager + seat.wager;
    else if (fault.kind == FaultKind::WagerPinched)
        fault.chips = std::max(Money::dollars(seat.wager.inCents() / 200), std::min(seat.wager, Money::dollars(1)));
    else if (altersWager(fault.kind))
        fault.chips = seat.wager;
    return fault;
}

std::vector<ShoeIncident> drawPracticeIncidents(const RuleProfile& profile, const ShoeSituation& situation,
                                                Random& random)
{
    if (situation.start == ShoeStart::NewDealer)
        return {};
    const ShoeIncident jam{ShoeIncidentKind::ShufflerJams, std::nullopt};
    const ShoeIncident breakdown{ShoeIncidentKind::ShufflerBreaks, std::nullopt};
    std::vector<std::vector<ShoeIncident>> choices;
    const bool automated = situation.shuffle == ShuffleMethod::AutomatedShuffler;
    if (automated)
        choices.insert(choices.end(), {{jam}, {breakdown}, {jam, breakdown}});
    if (!automated || profile.cutCard.cutAfterAutomaticShuffler)
        choices.push_back({{ShoeIncidentKind::FloorOrdersRecut, std::nullopt}});
    if (!automated && profile.cutCard.recutUntilFirstCard) // MA-S21 4(f): also once the stack is loaded
        choices.push_back({{ShoeIncidentKind::FloorOrdersRecut, DealerAction::simple(ActionKind::LoadShoe)}});
    if (profile.jurisdiction == Jurisdiction::Massachusetts) // MA-S21 7(c)
        choices.push_back({{ShoeIncidentKind::PlayerAsksBurnCard, std::nullopt}});
    if (washesCards(profile, situation))
        choices.push_back({{ShoeIncidentKind::CardExposedInWash, std::nullopt}});
    return choices[static_cast<std::size_t>(random.below(choices.size()))];
}

} // namespace s21

#include "app/session/seat_roster.h"

#include "core/rules/payout.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <span>

namespace s21::app {

namespace {

constexpr std::array<const char*, kSeatCount> kNames{"Ana", "Marcus", "Li Wei", "Priya", "Tomás", "Grace", "Dmitri"};
constexpr Money kBuyIn = Money::dollars(1000);
// A player sits a round out about one round in thirty.
constexpr std::uint64_t kSitsOutOneIn = 30;
// Mixed into the roster's seed for its second stream: who sits out, who wagers while barred.
constexpr std::uint64_t kSitOutSalt = 0x5a7007ULL;
// A player wagers on the empty box beside theirs too (where the table allows it) about one round in forty.
constexpr std::uint64_t kSpreadsOneIn = 40;
// Mixed into the roster's seed for its third stream: who wagers on another box too.
constexpr std::uint64_t kSpreadSalt = 0xb0c5e5ULL;
// A player lays a match play coupon about one round in twenty, where the table takes them.
constexpr std::uint64_t kCouponOneIn = 20;
// Mixed into the roster's seed for its fourth stream: who lays a coupon, so that the wagers and who
// sits out stay as they were drawn before coupons.
constexpr std::uint64_t kCouponSalt = 0xc0de7ULL;
// One or two passers-by wager behind a seated player's box about one round in twenty, where the table
// allows it (MA-S21 13(a)).
constexpr std::uint64_t kBackersOneIn = 20;
// Mixed into the roster's seed for its fifth stream: who wagers behind, and what they choose.
constexpr std::uint64_t kBackerSalt = 0xbe41dULL;
// The passers-by's names: none of them a seated player's (kNames).
constexpr std::array<const char*, 6> kBackerNames{"Rosa", "Kenji", "Fatima", "Sven", "Amara", "Diego"};

// The Bonus Spin wager the practice players place: the table's smallest, so every spin is on its wheel.
Money practiceBonusSpinWager(const BonusSpinRules& rules)
{
    return *std::min_element(rules.wagerAmounts.begin(), rules.wagerAmounts.end());
}

} // namespace

SeatRoster::SeatRoster(int players, Seed seed)
    : random_(seed), sitOuts_(seed.salted(kSitOutSalt)), spreads_(seed.salted(kSpreadSalt)),
      coupons_(seed.salted(kCouponSalt)), backers_(seed.salted(kBackerSalt))
{
    std::array<int, kSeatCount> order{};
    std::iota(order.begin(), order.end(), 1);
    shuffle(std::span<int>(order), random_);
    const int taken = std::clamp(players, 1, kSeatCount);
    for (int i = 0; i < taken; ++i) {
        Player& player = seats_[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
        player.seated = true;
        player.name = kNames[static_cast<std::size_t>(i)];
        player.bankroll = kBuyIn;
    }
}

std::vector<std::pair<int, std::string>> SeatRoster::playersWhere(bool Player::*flag) const
{
    std::vector<std::pair<int, std::string>> seats;
    for (int seat = 1; seat <= kSeatCount; ++seat)
        if (const Player& player = seats_[static_cast<std::size_t>(seat)]; player.*flag)
            seats.emplace_back(seat, player.name);
    return seats;
}

std::vector<std::pair<int, std::string>> SeatRoster::seated() const { return playersWhere(&Player::seated); }

int SeatRoster::barredSeat(const RuleProfile& profile)
{
    if (!profile.barPlayersWhoSatOut)
        return 0;
    std::vector<int> barred;
    for (int seat = 1; seat <= kSeatCount; ++seat)
        if (const Player& player = seats_[static_cast<std::size_t>(seat)]; player.seated && player.satOutSinceShuffle)
            barred.push_back(seat);
    return barred.empty() ? 0 : barred[static_cast<std::size_t>(sitOuts_.below(barred.size()))];
}

RoundWagers SeatRoster::nextRound(const RuleProfile& profile, RosterFoul foul)
{
    RoundWagers round;
    const int wagersWhileBarred = foul == RosterFoul::BarredWager ? barredSeat(profile) : 0;
    struct LeftOut {
        SeatSetup setup;
        bool barred = false; // sat out before this round at a table that bars them
    };
    std::vector<LeftOut> leftOut;
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        Player& player = seats_[static_cast<std::size_t>(seat)];
        player.sittingOut = false;
        player.otherBoxes.clear();
        if (!player.seated)
            continue;
        if (player.bankroll < profile.tableMinimum * 2)
            player.bankroll += kBuyIn;
        // The wager is drawn whether or not the player sits out, so that the others' stay as they were.
        const auto units = static_cast<std::int64_t>(1 + random_.below(5));
        const Money wager =
            std::min({profile.tableMinimum * units, profile.tableMaximum, player.bankroll - profile.tableMinimum});
        Money match;
        const auto& mtd = profile.matchTheDealer;
        if (mtd.offered && random_.below(2) == 0)
            match = std::min(std::max(mtd.minimumWager, Money::dollars(5)), wager);
        Money bonusSpin;
        const auto& spin = profile.bonusSpin;
        if (spin.variant != BonusSpinVariant::None && random_.below(2) == 0) {
            const Money smallest = practiceBonusSpinWager(spin);
            if (wager + match + smallest <= player.bankroll)
                bonusSpin = smallest;
        }
        Money xtreme;
        if (profile.xtreme.offered && random_.below(2) == 0 &&
            wager + match + bonusSpin + kXtremeWager <= player.bankroll)
            xtreme = kXtremeWager;
        // A coupon matches the chips it lies with (docs/rules-traceability.md, "Match play coupons").
        const bool coupon = profile.matchPlayCoupons && coupons_.below(kCouponOneIn) == 0;
        const bool matchCoupon = coupon && !match.isZero() && coupons_.below(2) == 0;
        const SeatSetup setup{seat,
                              player.name,
                              player.bankroll,
                              wager,
                              match,
                              bonusSpin,
                              xtreme,
                              coupon ? wager : Money(),
                              matchCoupon ? match : Money()};
        const bool barred = profile.barPlayersWhoSatOut && player.satOutSinceShuffle;
        if (seat == wagersWhileBarred) {
            round.fouls.barredButWagering.push_back(seat);
        } else if (barred || sitOuts_.below(kSitsOutOneIn) == 0) {
            leftOut.push_back({setup, barred});
            player.sittingOut = true;
            player.satOutSinceShuffle = true;
            continue;
        }
        round.seats.push_back(setup);
    }
    // Never a table without a wager that stands: a player who chose to sit out plays after all, as
    // if they had not meant to; when every player left out is barred, the house lets the first back
    // in (MD-S21 6.C(1): "The facility operator chooses to permit the player to begin wagering
    // again").
    if (round.seats.size() == round.fouls.barredButWagering.size() && !leftOut.empty()) {
        const auto free = std::find_if(leftOut.begin(), leftOut.end(), [](const LeftOut& out) { return !out.barred; });
        const LeftOut& back = free != leftOut.end() ? *free : leftOut.front();
        Player& player = seats_[static_cast<std::size_t>(back.setup.seat)];
        player.sittingOut = false;
        player.satOutSinceShuffle = false;
        round.seats.push_back(back.setup);
    }
    spreadToNeighbours(profile, round);
    if (foul == RosterFoul::OverTheLimit)
        if (const int box = spreadOverTheLimit(profile, round))
            round.fouls.overTheLimit.push_back(box);
    std::sort(round.seats.begin(), round.seats.end(),
              [](const SeatSetup& a, const SeatSetup& b) { return a.seat < b.seat; });
    lineUpBehind(profile, round);
    return round;
}

std::vector<int> SeatRoster::emptyBoxes(const RoundWagers& round) const
{
    std::vector<int> boxes;
    for (int box = 1; box <= kSeatCount; ++box)
        if (!seats_[static_cast<std::size_t>(box)].seated &&
            std::none_of(round.seats.begin(), round.seats.end(), [box](const SeatSetup& s) { return s.seat == box; }))
            boxes.push_back(box);
    return boxes;
}

bool SeatRoster::wagerOnAnotherBox(RoundWagers& round, int seat, int box)
{
    const auto own =
        std::find_if(round.seats.begin(), round.seats.end(), [seat](const SeatSetup& s) { return s.seat == seat; });
    const Money left = own->bankroll - own->wager - own->matchWager - own->bonusSpinWager;
    const Money half = Money::dollars(left.inCents() / 200);
    if (half < own->wager)
        return false;
    own->bankroll -= half;
    const SeatSetup other{box, own->player, half, own->wager, Money(), Money()};
    seats_[static_cast<std::size_t>(seat)].otherBoxes.push_back(box);
    round.seats.push_back(other); // `own` is not used after this
    return true;
}

void SeatRoster::spreadToNeighbours(const RuleProfile& profile, RoundWagers& round)
{
    if (profile.boxesPerPlayer < 2)
        return;
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        const Player& player = seats_[static_cast<std::size_t>(seat)];
        if (!player.seated || player.sittingOut || spreads_.below(kSpreadsOneIn) != 0)
            continue;
        const std::vector<int> empty = emptyBoxes(round);
        for (int box : {seat + 1, seat - 1})
            if (std::find(empty.begin(), empty.end(), box) != empty.end() && boxesAllowed(profile, {seat, box}) &&
                wagerOnAnotherBox(round, seat, box))
                break;
    }
}

int SeatRoster::spreadOverTheLimit(const RuleProfile& profile, RoundWagers& round)
{
    struct Spread {
        int seat;
        int box;
    };
    std::vector<Spread> spreads;
    const std::vector<int> empty = emptyBoxes(round);
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        const Player& player = seats_[static_cast<std::size_t>(seat)];
        if (!player.seated || player.sittingOut)
            continue;
        std::vector<int> boxes = player.otherBoxes;
        boxes.push_back(seat);
        int nearest = 0;
        for (int box : empty) {
            boxes.push_back(box);
            if (!boxesAllowed(profile, boxes) && (nearest == 0 || std::abs(box - seat) < std::abs(nearest - seat)))
                nearest = box;
            boxes.pop_back();
        }
        if (nearest != 0)
            spreads.push_back({seat, nearest});
    }
    if (spreads.empty())
        return 0;
    const Spread spread = spreads[static_cast<std::size_t>(spreads_.below(spreads.size()))];
    return wagerOnAnotherBox(round, spread.seat, spread.box) ? spread.box : 0;
}

void SeatRoster::lineUpBehind(const RuleProfile& profile, RoundWagers& round)
{
    if (profile.maxPlayersPerBox < 2 || backers_.below(kBackersOneIn) != 0)
        return;
    const auto foul = [&round](int seat) {
        const std::vector<int>& barred = round.fouls.barredButWagering;
        const std::vector<int>& over = round.fouls.overTheLimit;
        return std::find(barred.begin(), barred.end(), seat) != barred.end() ||
               std::find(over.begin(), over.end(), seat) != over.end();
    };
    std::vector<SeatSetup*> boxes; // the seated players' own boxes
    for (SeatSetup& setup : round.seats)
        if (seats_[static_cast<std::size_t>(setup.seat)].seated && !foul(setup.seat))
            boxes.push_back(&setup);
    if (boxes.empty())
        return;
    SeatSetup& box = *boxes[static_cast<std::size_t>(backers_.below(boxes.size()))];
    std::array<const char*, kBackerNames.size()> names = kBackerNames;
    shuffle(std::span<const char*>(names), backers_);
    const auto count =
        1 + backers_.below(std::min<std::uint64_t>(2, static_cast<std::uint64_t>(profile.maxPlayersPerBox - 1)));
    for (std::uint64_t i = 0; i < count; ++i) {
        BehindSetup behind;
        behind.player = names[static_cast<std::size_t>(i)];
        const auto units = static_cast<std::int64_t>(1 + backers_.below(5));
        behind.wager = std::min(profile.tableMinimum * units, profile.tableMaximum);
        behind.bankroll = std::max(kBuyIn, behind.wager * 2);
        behind.doubles = backers_.below(2) == 0;
        behind.splitHand = static_cast<int>(backers_.below(3));
        if (backers_.below(4) == 0)
            behind.insurance = maxInsuranceWager(behind.wager, profile.chips);
        box.behind.push_back(behind);
    }
}

void SeatRoster::shuffled()
{
    for (Player& player : seats_)
        player.satOutSinceShuffle = false;
}

std::vector<std::pair<int, std::string>> SeatRoster::sittingOut() const { return playersWhere(&Player::sittingOut); }

std::vector<WheelStop> SeatRoster::wheelStops(const BonusSpinRules& rules)
{
    if (rules.variant == BonusSpinVariant::None)
        return {};
    return drawSpins(practiceWheel(rules, practiceBonusSpinWager(rules)), kSeatCount, random_);
}

std::vector<WheelStop> SeatRoster::xtremeStops(const XtremeRules& rules)
{
    return rules.offered ? drawSpins(practiceXtremeWheel(), kSeatCount, random_) : std::vector<WheelStop>{};
}

void SeatRoster::settle(const RoundState& state)
{
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        Player& player = seats_[static_cast<std::size_t>(seat)];
        if (!player.seated || !state.occupied(seat))
            continue;
        player.bankroll = state.seat(seat).bankroll;
        for (int box : player.otherBoxes) // the chips they split between their boxes, together again
            player.bankroll += state.seat(box).bankroll;
    }
}

} // namespace s21::app

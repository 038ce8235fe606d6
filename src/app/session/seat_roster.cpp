#include "app/session/seat_roster.h"

#include <algorithm>
#include <numeric>

namespace s21::app {

namespace {

constexpr std::array<const char*, kSeatCount> kNames{"Ana", "Marcus", "Li Wei", "Priya", "Tomás", "Grace", "Dmitri"};
constexpr Money kBuyIn = Money::dollars(1000);
// A player sits a round out about one round in thirty.
constexpr std::uint64_t kSitsOutOneIn = 30;
// Mixed into the roster's seed for its second stream: who sits out, who wagers while barred.
constexpr std::uint64_t kSitOutSalt = 0x5a7007ULL;
// A player lays a match play coupon about one round in twenty, where the table takes them.
constexpr std::uint64_t kCouponOneIn = 20;
// Mixed into the roster's seed for its third stream: who lays a coupon, so that the wagers and who
// sits out stay as they were drawn before coupons.
constexpr std::uint64_t kCouponSalt = 0xc0de7ULL;

// The Bonus Spin wager the practice players place: the table's smallest, so every spin is on its wheel.
Money practiceBonusSpinWager(const BonusSpinRules& rules)
{
    return *std::min_element(rules.wagerAmounts.begin(), rules.wagerAmounts.end());
}

} // namespace

SeatRoster::SeatRoster(int players, std::uint64_t seed)
    : random_(seed), sitOuts_(seed ^ kSitOutSalt), coupons_(seed ^ kCouponSalt)
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

RoundWagers SeatRoster::nextRound(const RuleProfile& profile, bool barredMayWager)
{
    RoundWagers round;
    const int wagersWhileBarred = barredMayWager ? barredSeat(profile) : 0;
    struct LeftOut {
        SeatSetup setup;
        bool barred = false; // sat out before this round at a table that bars them
    };
    std::vector<LeftOut> leftOut;
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        Player& player = seats_[static_cast<std::size_t>(seat)];
        player.sittingOut = false;
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
        // A coupon matches the chips it lies with (docs/rules-traceability.md, "Match play coupons").
        const bool coupon = profile.matchPlayCoupons && coupons_.below(kCouponOneIn) == 0;
        const bool matchCoupon = coupon && !match.isZero() && coupons_.below(2) == 0;
        const SeatSetup setup{seat,  player.name, player.bankroll,          wager,
                              match, bonusSpin,   coupon ? wager : Money(), matchCoupon ? match : Money()};
        const bool barred = profile.barPlayersWhoSatOut && player.satOutSinceShuffle;
        if (seat == wagersWhileBarred) {
            round.barredButWagering.push_back(seat);
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
    if (round.seats.size() == round.barredButWagering.size() && !leftOut.empty()) {
        const auto free = std::find_if(leftOut.begin(), leftOut.end(), [](const LeftOut& out) { return !out.barred; });
        const LeftOut& back = free != leftOut.end() ? *free : leftOut.front();
        Player& player = seats_[static_cast<std::size_t>(back.setup.seat)];
        player.sittingOut = false;
        player.satOutSinceShuffle = false;
        round.seats.push_back(back.setup);
    }
    return round;
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
    const auto wheel = practiceWheel(rules, practiceBonusSpinWager(rules));
    std::vector<WheelStop> stops;
    for (int spin = 0; spin < kSeatCount; ++spin)
        stops.push_back(wheel[random_.below(wheel.size())]);
    return stops;
}

void SeatRoster::settle(const RoundState& state)
{
    for (int seat = 1; seat <= kSeatCount; ++seat)
        if (state.occupied(seat))
            seats_[static_cast<std::size_t>(seat)].bankroll = state.seat(seat).bankroll;
}

} // namespace s21::app

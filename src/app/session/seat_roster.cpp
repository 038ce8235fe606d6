#include "app/session/seat_roster.h"

#include <algorithm>
#include <numeric>

namespace s21::app {

namespace {

constexpr std::array<const char*, kSeatCount> kNames{"Ana", "Marcus", "Li Wei", "Priya", "Tomás", "Grace", "Dmitri"};
constexpr Money kBuyIn = Money::dollars(1000);

// The Bonus Spin wager the practice players place: the table's smallest, so every spin is on its wheel.
Money practiceBonusSpinWager(const BonusSpinRules& rules)
{
    return *std::min_element(rules.wagerAmounts.begin(), rules.wagerAmounts.end());
}

} // namespace

SeatRoster::SeatRoster(int players, std::uint64_t seed) : random_(seed)
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

std::vector<std::pair<int, std::string>> SeatRoster::seated() const
{
    std::vector<std::pair<int, std::string>> seats;
    for (int seat = 1; seat <= kSeatCount; ++seat)
        if (const Player& player = seats_[static_cast<std::size_t>(seat)]; player.seated)
            seats.emplace_back(seat, player.name);
    return seats;
}

std::vector<SeatSetup> SeatRoster::nextRound(const RuleProfile& profile)
{
    std::vector<SeatSetup> seats;
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        Player& player = seats_[static_cast<std::size_t>(seat)];
        if (!player.seated)
            continue;
        if (player.bankroll < profile.tableMinimum * 2)
            player.bankroll += kBuyIn;
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
        seats.push_back({seat, player.name, player.bankroll, wager, match, bonusSpin, xtreme});
    }
    return seats;
}

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
    for (int seat = 1; seat <= kSeatCount; ++seat)
        if (state.occupied(seat))
            seats_[static_cast<std::size_t>(seat)].bankroll = state.seat(seat).bankroll;
}

} // namespace s21::app

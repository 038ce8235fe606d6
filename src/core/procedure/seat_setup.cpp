#include "core/procedure/seat_setup.h"

#include <algorithm>
#include <utility>

namespace s21 {

namespace {

SetupProblem problem(int seat, SetupField field, const std::string& what)
{
    return {seat, field, "seat " + std::to_string(seat) + what};
}

// A match play coupon of `face` beside `chips` of the wager `name`: taken at this table, and of the
// chips' value (docs/rules-traceability.md, "Match play coupons").
std::optional<SetupProblem> couponProblem(const RuleProfile& profile, int seat, SetupField field, Money face,
                                          Money chips, const char* name)
{
    if (face.isZero())
        return std::nullopt;
    if (!profile.matchPlayCoupons)
        return problem(seat, field, ": this table takes no match play coupons (MA-S21 5(c), 6(c))");
    if (face != chips)
        return problem(seat, field,
                       std::string(": a match play coupon matches an equal wager in chips: ") + formatMoney(face) +
                           " beside " + formatMoney(chips) + " on the " + name + " (MA-S21 5(c), 6(c))");
    return std::nullopt;
}

} // namespace

std::optional<SetupProblem> seatNumberProblem(int seat, ListedSeats& listed)
{
    if (seat < 1 || seat > kSeatCount)
        return problem(seat, SetupField::Seat, ": seats are numbered 1 to 7 (MD-S21 2.A)");
    if (std::exchange(listed[static_cast<std::size_t>(seat)], true))
        return problem(seat, SetupField::Seat, " is listed twice");
    return std::nullopt;
}

std::optional<SetupProblem> seatOrNoneProblem(int seat)
{
    if (seat < 0 || seat > kSeatCount)
        return problem(seat, SetupField::Seat, ": seats are numbered 1 to 7, 0 for none");
    return std::nullopt;
}

std::optional<SetupProblem> seatSetupProblem(const RuleProfile& profile, const SeatSetup& seat, ListedSeats& listed)
{
    if (auto number = seatNumberProblem(seat.seat, listed))
        return number;
    const RuleProfile& p = profile;
    const int s = seat.seat;
    if (seat.wager < p.tableMinimum || seat.wager > p.tableMaximum)
        return problem(s, SetupField::Wager,
                       ": the wager " + formatMoney(seat.wager) + " is outside the table limits " +
                           formatMoney(p.tableMinimum) + "-" + formatMoney(p.tableMaximum));
    if (!seat.matchWager.isZero()) {
        if (!p.matchTheDealer.offered)
            return problem(s, SetupField::Match, ": this table does not offer Match-the-Dealer");
        if (seat.matchWager < p.matchTheDealer.minimumWager ||
            (p.matchTheDealer.capAtBaseWager && seat.matchWager > seat.wager))
            return problem(s, SetupField::Match,
                           ": a Match-the-Dealer wager is at least " + formatMoney(p.matchTheDealer.minimumWager) +
                               " and at most the Spanish 21 wager (MA-S21 6(b))");
    }
    if (!seat.bonusSpinWager.isZero()) {
        const auto& amounts = p.bonusSpin.wagerAmounts;
        if (p.bonusSpin.variant == BonusSpinVariant::None ||
            std::find(amounts.begin(), amounts.end(), seat.bonusSpinWager) == amounts.end())
            return problem(s, SetupField::BonusSpin,
                           ": this table takes no Bonus Spin wager of " + formatMoney(seat.bonusSpinWager) +
                               " (MD-S21BS 6.G(2), MA-S21 16(b))");
    }
    if (seat.wager + seat.matchWager + seat.bonusSpinWager > seat.bankroll)
        return problem(s, SetupField::Bankroll,
                       ": the wagers are more than the player's " + formatMoney(seat.bankroll));
    if (auto coupon = couponProblem(p, s, SetupField::Coupon, seat.coupon, seat.wager, "Spanish 21 wager"))
        return coupon;
    return couponProblem(p, s, SetupField::MatchCoupon, seat.matchCoupon, seat.matchWager, "Match-the-Dealer wager");
}

} // namespace s21

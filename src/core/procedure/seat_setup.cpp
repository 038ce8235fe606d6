#include "core/procedure/seat_setup.h"

#include "core/rules/payout.h"

#include <algorithm>
#include <iterator>
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

// A shared box's line (MA-S21 13): as many players as the table allows on a box (13(a)), each wager
// behind within the table limits and the player's bankroll, a standing caller holding the highest
// wager (13(b)), an insurance no more than half the wager (13(f), 11(b)) and a split choice of the
// cover or one of the pair's two hands (13(e)).
std::optional<SetupProblem> behindProblem(const RuleProfile& p, const SeatSetup& seat)
{
    const int s = seat.seat;
    if (seat.behind.empty())
        return seat.callerSeated ? std::nullopt
                                 : std::optional(problem(s, SetupField::Behind,
                                                         ": a caller standing is a shared box's (MA-S21 13(b)); "
                                                         "one player on a box sits at it"));
    const int players = 1 + static_cast<int>(seat.behind.size());
    if (players > p.maxPlayersPerBox)
        return problem(s, SetupField::Behind,
                       ": " + std::to_string(players) + " players wager on the box; this table allows " +
                           std::to_string(p.maxPlayersPerBox) + " (" + p.cite("6.H", "13(a)").str() + ")");
    for (const BehindSetup& b : seat.behind) {
        const std::string who = ": " + b.player + "'s wager behind";
        if (b.player.empty() || b.player == seat.player)
            return problem(s, SetupField::Behind, ": each wager behind the caller's is another player's");
        if (b.wager < p.tableMinimum || b.wager > p.tableMaximum)
            return problem(s, SetupField::Behind,
                           who + " " + formatMoney(b.wager) + " is outside the table limits " +
                               formatMoney(p.tableMinimum) + "-" + formatMoney(p.tableMaximum));
        if (b.wager > b.bankroll)
            return problem(s, SetupField::Behind, who + " is more than their " + formatMoney(b.bankroll));
        if (!seat.callerSeated && b.wager > seat.wager)
            return problem(s, SetupField::Behind,
                           who + " is higher than the caller's: with no player seated, the highest wager calls "
                                 "the decisions (MA-S21 13(b))");
        if (b.splitHand < 0 || b.splitHand > 2)
            return problem(s, SetupField::Behind, who + ": a split is covered (0) or the wager left on hand 1 or 2");
        if (b.insurance > maxInsuranceWager(b.wager, p.chips) || b.insurance + b.wager > b.bankroll)
            return problem(s, SetupField::Behind,
                           who + ": insurance is at most half the wager, within the bankroll (MA-S21 13(f), 11(b))");
    }
    return std::nullopt;
}

// A player in a shared box's line who wagers anywhere else at the table too: the boxes' limit
// (MD-S21 6.H, MA-S21 14) counts a wager in a line as a box of its own, and the trainer keeps one
// player to one wager in lines (docs/procedure.md, "Shared boxes").
std::optional<SetupProblem> lineNamesProblem(const std::vector<SeatSetup>& seats)
{
    std::vector<std::string> names;
    for (const SeatSetup& seat : seats)
        names.push_back(seat.player);
    for (const SeatSetup& seat : seats)
        for (const BehindSetup& b : seat.behind) {
            if (std::find(names.begin(), names.end(), b.player) != names.end())
                return problem(seat.seat, SetupField::Behind,
                               ": " + b.player + " wagers behind on this box and on another box too");
            names.push_back(b.player);
        }
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
                               " and at most the " + std::string(p.gameRules().name) + " wager (" +
                               p.matchCapSection().str() + ")");
    }
    if (!seat.bonusSpinWager.isZero()) {
        const auto& amounts = p.bonusSpin.wagerAmounts;
        if (p.bonusSpin.variant == BonusSpinVariant::None ||
            std::find(amounts.begin(), amounts.end(), seat.bonusSpinWager) == amounts.end())
            return problem(s, SetupField::BonusSpin,
                           ": this table takes no Bonus Spin wager of " + formatMoney(seat.bonusSpinWager) +
                               " (MD-S21BS 6.G(2), MA-S21 16(b))");
    }
    if (!seat.xtremeWager.isZero() && (!p.xtreme.offered || seat.xtremeWager != kXtremeWager))
        return problem(s, SetupField::Xtreme,
                       ": this table takes no Xtreme 16 wager of " + formatMoney(seat.xtremeWager) +
                           " (MD-S21BS 6.G(3), 12.E: a $5 wager, where offered)");
    if (seat.wager + seat.matchWager + seat.bonusSpinWager + seat.xtremeWager > seat.bankroll)
        return problem(s, SetupField::Bankroll,
                       ": the wagers are more than the player's " + formatMoney(seat.bankroll));
    if (auto coupon = couponProblem(p, s, SetupField::Coupon, seat.coupon, seat.wager, "Spanish 21 wager"))
        return coupon;
    if (auto coupon =
            couponProblem(p, s, SetupField::MatchCoupon, seat.matchCoupon, seat.matchWager, "Match-the-Dealer wager"))
        return coupon;
    return behindProblem(p, seat);
}

std::vector<int> boxesOf(const std::vector<SeatSetup>& seats, const std::string& player)
{
    std::vector<int> boxes;
    for (const SeatSetup& seat : seats)
        if (seat.player == player)
            boxes.push_back(seat.seat);
    std::sort(boxes.begin(), boxes.end());
    return boxes;
}

std::optional<SetupProblem> boxesProblem(const RuleProfile& profile, const std::vector<SeatSetup>& seats,
                                         const std::vector<int>& extraBoxes)
{
    const auto extra = [&extraBoxes](int box) {
        return std::find(extraBoxes.begin(), extraBoxes.end(), box) != extraBoxes.end();
    };
    const auto listed = [](const std::vector<int>& boxes) {
        std::string text;
        for (std::size_t i = 0; i < boxes.size(); ++i)
            text += (i == 0 ? "" : i + 1 == boxes.size() ? " and " : ", ") + std::to_string(boxes[i]);
        return text;
    };
    if (auto line = lineNamesProblem(seats))
        return line;
    const auto sharesAName = [&seats](const SeatSetup& seat) {
        return std::count_if(seats.begin(), seats.end(),
                             [&seat](const SeatSetup& other) { return other.player == seat.player; }) > 1;
    };
    if (extraBoxes.empty() && std::none_of(seats.begin(), seats.end(), sharesAName))
        return std::nullopt; // the common case, a simulation's every round: one player, one box
    for (auto it = seats.rbegin(); it != seats.rend(); ++it) { // at the player's last seat listed
        const SeatSetup& seat = *it;
        const std::vector<int> boxes = boxesOf(seats, seat.player);
        std::vector<int> allowed;
        std::copy_if(boxes.begin(), boxes.end(), std::back_inserter(allowed),
                     [&extra](int box) { return !extra(box); });
        const bool overLimit = !boxesAllowed(profile, allowed);
        const bool noFoul = extra(seat.seat) && (boxes.size() < 2 || boxesAllowed(profile, boxes));
        if (!(extra(seat.seat) ? noFoul : overLimit))
            continue;
        const std::string who = ": " + seat.player + " wagers on seats " + listed(boxes);
        const std::string limit = boxesLimit(profile) + " (" + profile.cite("6.H", "14").str() + ")";
        if (!extra(seat.seat))
            return problem(seat.seat, SetupField::Player, who + "; this table lets a player wager on " + limit);
        return problem(seat.seat, SetupField::Player,
                       boxes.size() < 2 ? ": " + seat.player +
                                              " has no other box: a wager on another box needs the same player on "
                                              "another seat"
                                        : who + ", within this table's limit of " + limit + ": no foul");
    }
    return std::nullopt;
}

} // namespace s21

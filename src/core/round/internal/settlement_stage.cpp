// Settlement of the Spanish 21 wagers and the 7-7-7 awards, and picking up the cards.

#include "core/round/internal/phase_stages.h"

#include "core/round/internal/bonus_spin_procedure.h"
#include "core/round/internal/coupon_procedure.h"
#include "core/rules/payout.h"

#include <algorithm>

namespace s21 {

namespace {

// The highest Spanish 21 wager placed on `seat`'s box before the first card: the caller's, or one in
// line behind it (MA-S21 13(c)). A 7-7-7 hand's awards are owed once any wager on it earns them.
Money highestWagerInLine(const Seat& seat)
{
    Money highest = seat.initialWager;
    for (const Backer& backer : seat.backers)
        highest = std::max(highest, backer.setup.wager);
    return highest;
}

// The $50 each other player is paid for the 7-7-7 hand at seat `winner` (MD-S21 12.C(3), MA-S21 5(g)):
// owed once the hand's super bonus is, on the caller's wager or on one behind it.
Money envyFrom(const RoundState& state, int winner)
{
    return superBonusEnvy(highestWagerInLine(state.seat(winner)), state.profile.superBonus);
}

// The 7-7-7 awards of the player whose wager is at award spot `spot`: the super bonus on their own
// wager on a winning hand (MD-S21 12.C(1)-(2), MA-S21 5(g)), and for the caller at their player's envy
// box, or a player behind at theirs, the $50 for each winning hand of another player (12.C(3): "All
// other players at the table"), once per player however many boxes they play and never for a hand of
// their own; each wager in a shared box's line is its own player's (docs/procedure.md, "Shared boxes").
void addAward(const RoundState& state, const Spot& spot, const SeatList& superBonusSeats, Steps& out)
{
    const Seat& seat = state.seat(spot.seat);
    const bool settled = spot.bettor == 0 ? seat.awardsSettled : state.backer(spot).awardsSettled;
    if (settled || superBonusSeats.size() == 0)
        return;
    const std::string& player = state.playerAt(spot);
    const bool envyHere = spot.bettor > 0 || envyBox(state, player) == spot.seat;
    Money award;
    for (int winner : superBonusSeats) {
        if (winner == spot.seat)
            award += superBonus(state.initialWagerOf(spot), state.profile.superBonus);
        else if (envyHere && state.seat(winner).player != player)
            award += envyFrom(state, winner);
    }
    if (award.isZero())
        return;
    out.push_back({DealerAction::pay(spot, award), MistakeCode::PayoutAmount, state.cite("12.C", "5(g)"),
                   LazyText::format("Pay {} the fixed 7-7-7 award of {}.",
                                    LazyText::Arg::hand(spot.seat, 0, spot.bettor + 1), award)});
}

void addAwards(const RoundState& state, int s, const SeatList& superBonusSeats, Steps& out)
{
    addAward(state, Spot::award(s), superBonusSeats, out);
    for (std::size_t b = 0; b < state.seat(s).backers.size(); ++b)
        addAward(state, Spot::award(s, static_cast<int>(b) + 1), superBonusSeats, out);
}

// What the player at `wager` (a hand's, or one in its line) has lost on the seat's hands this round:
// what was collected, and the busted wagers left to the settlement, lost when they busted.
Money lostSoFar(const RoundState& state, const Spot& wager)
{
    const Seat& seat = state.seat(wager.seat);
    Money lost = wager.bettor == 0 ? seat.handsLost : state.backer(wager).handsLost;
    for (int h = 0; h < static_cast<int>(seat.hands.size()); ++h) {
        const Spot theirs{Spot::Kind::PlayerHand, wager.seat, h, wager.bettor};
        const Stake stake = state.stake(theirs);
        if (state.hand(theirs).leftForSettlement && !stake.settled)
            lost += stake.wager + stake.doubleWager;
    }
    return lost;
}

// What a dealer blackjack takes from the wager at `wager` (a hand's, or one in its line): the player's
// original wager once, from their first hand still to settle, less what their wagers have already lost
// (a bust, a rescue), and nothing from any other hand (MD-S21 10.E, 11.E; MA-S21 9(c), 10(d)); so the
// player's loss does not depend on which of the hands busted. A bust is lost when it happens, whatever
// the dealer's hand (the player's score is over 21: MD-S21 7.O, MA-S21 5(a) win only 21 or less): what
// it lost is never given back. Each player in a shared box's line is taken from on their own wagers.
Money blackjackTakes(const RoundState& state, const Spot& wager)
{
    for (int first = 0; first < wager.hand; ++first) {
        const Spot earlier{Spot::Kind::PlayerHand, wager.seat, first, wager.bettor};
        const HandStatus status = state.hand(earlier).status;
        const Stake theirs = state.stake(earlier);
        if ((status == HandStatus::Standing || status == HandStatus::Waiting) && !theirs.settled &&
            !theirs.wager.isZero())
            return Money(); // a hand that loses to the blackjack (a player's blackjack never does)
    }
    const Money lost = lostSoFar(state, wager);
    const Money original = againstDealerBlackjack(state.initialWagerOf(wager), Money()).collected;
    return original > lost ? original - lost : Money();
}

// The settlement of the wager at `wager`, a hand's or one in its line, once the dealer's hand is
// finished: paid at the hand's odds (a doubled hand's odds for every wager on it, the cards being
// doubled: docs/procedure.md, "Shared boxes"), or collected; a push is left for the pickup.
void addSettlement(const RoundState& state, const Spot& wager, bool dealerBlackjack, Steps& out)
{
    const Seat& seat = state.seat(wager.seat);
    const PlayerHand& hand = state.hand(wager);
    const Stake stake = state.stake(wager);
    const Money coupon = wager.bettor == 0 ? hand.coupon : Money();
    const LazyText::Arg name = handName(wager, state);
    switch (outcome(hand.cards, state.dealer.cards, state.profile)) {
    case Outcome::PlayerWins: {
        const Money won =
            winnings(hand.cards, state.dealer.cards, stake.wager + stake.doubleWager, hand.doubled(), state.profile);
        // A split hand's two-card 21 against a dealer 21 wins by its own clause (MA-S21 5(a)(3)).
        const bool twoCardTwentyOne =
            hand.cards.cardCount() == 2 && hand.cards.total() == 21 && state.dealer.cards.total() == 21;
        const Odds odds = winningOdds(hand.cards, state.dealer.cards, hand.doubled(), state.profile);
        out.push_back(paymentStep(state, wager, won, MistakeCode::PayoutAmount,
                                  twoCardTwentyOne ? state.cite("7.O(3)", "5(a)(3)") : state.cite("7.O", "5(e)"),
                                  LazyText::format("Pay {} {} ({}).", name, won, odds),
                                  LazyText::format("Pay {} {} ({} on the chips, and the coupon's {} at 1 to 1).", name,
                                                   won + couponWinnings(coupon), odds, coupon)));
        break;
    }
    case Outcome::DealerWins: {
        // A bust left to the settlement lost its whole wager when it busted (bustMayWaitForSettlement).
        const bool busted = hand.status == HandStatus::Busted;
        const bool doubledOrSplit = stake.doubled || seat.splits > 0;
        const Money lost = dealerBlackjack && !busted ? blackjackTakes(state, wager) : stake.wager + stake.doubleWager;
        if (lost.isZero())
            break;
        out.push_back({DealerAction::collect(wager, lost), MistakeCode::WrongOutcome,
                       dealerBlackjack && doubledOrSplit && !busted ? blackjackLimitSection(state, seat, stake.doubled)
                       : busted                                     ? state.cite("7.R", "5(e)")
                                                                    : state.cite("7.O", "5(e)"),
                       coupon.isZero()
                           ? LazyText::format("Collect {} from {}.", lost, name)
                           : LazyText::format("Collect {} and its match play coupon from {}.", lost, name)});
        break;
    }
    case Outcome::Push: break;
    }
}

// The Spanish 21 wagers' collections and payments, seat by seat from the dealer's far right, each
// seat's 7-7-7 awards, Maryland progressive and Xtreme 16 wagers and their Community Pay with it.
Steps settlementSteps(const RoundState& state)
{
    Steps out;
    const bool dealerBlackjack = state.dealerHasBlackjack();
    const auto winners = superBonusWinners(state);
    for (int s : occupiedSeatsRightToLeft(state)) {
        const Seat& seat = state.seat(s);
        for (int h = static_cast<int>(seat.hands.size()) - 1; h >= 0; --h) {
            const Spot spot = Spot::player(s, h);
            const PlayerHand& hand = state.hand(spot);
            if (!(hand.status == HandStatus::Standing || hand.status == HandStatus::Blackjack ||
                  hand.status == HandStatus::Waiting || hand.leftForSettlement))
                continue;
            for (const Spot& wager : state.stakesToSettle(spot)) // each in the line (MA-S21 13(c))
                addSettlement(state, wager, dealerBlackjack, out);
        }
        addAwards(state, s, winners, out);
        // MD-S21BS 12.D(7), 12.E(4): the seat's turn to be paid; its Community Pay once its own is settled.
        if (const auto progressive = progressiveStep(state, s))
            out.push_back(*progressive);
        else if (const auto community = communityPayStep(state, s, Spot::Kind::BonusSpin))
            out.push_back(*community);
        if (const auto xtreme = xtremeStep(state, s))
            out.push_back(*xtreme);
        else if (const auto community = communityPayStep(state, s, Spot::Kind::Xtreme))
            out.push_back(*community);
    }
    return out;
}

} // namespace

SeatList superBonusWinners(const RoundState& state)
{
    SeatList winners;
    for (int s : occupiedSeatsLeftToRight(state)) {
        const Seat& seat = state.seat(s);
        const PlayerHand& hand = seat.hands.front(); // a split seat's hands never qualify
        if (!superBonusEarned(hand.cards, hand.doubled(), state.dealer.upCard(), highestWagerInLine(seat),
                              state.profile)
                 .isZero())
            winners.push_back(s);
    }
    return winners;
}

int envyBox(const RoundState& state, const std::string& player)
{
    int first = 0;
    for (int s : occupiedSeatsRightToLeft(state)) {
        if (state.seat(s).player != player)
            continue;
        if (state.inPlay(s))
            return s;
        first = first == 0 ? s : first;
    }
    return first;
}

// The stage's collections and payments as two groups, each in any order, the losers collected
// before the winners are paid (MA-S21 6(d), MD-S21 7.R(1)); each group keeps the steps' order. A
// spin of the progressive wheel goes with the payments: it comes before its own payment.
void collectBeforePaying(Stage& stage)
{
    const auto pays = std::stable_partition(stage.steps.begin(), stage.steps.end(),
                                            [](const Step& step) { return step.action.kind == ActionKind::Collect; });
    const auto collects = static_cast<std::size_t>(pays - stage.steps.begin());
    stage.acceptable = collects == 0 ? stage.steps.size() : collects;
}

LazyText blackjackLimitSection(const RoundState& state, const Seat& seat, bool doubled)
{
    if (seat.splits > 0 && doubled)
        return state.cite("10.E, 11.E", "9(c), 10(d)");
    return seat.splits > 0 ? state.cite("11.E", "10(d)") : state.cite("10.E", "9(c)");
}

Stage settlementStage(const RoundState& state)
{
    Stage stage;
    stage.independent = true;
    stage.orderCode = MistakeCode::SettlementOrder;
    stage.steps = settlementSteps(state);
    if (state.profile.finalSettlement == FinalSettlementOrder::SeatBySeatFromRight)
        return stage;
    collectBeforePaying(stage); // the order hints and answer keys show
    if (state.profile.finalSettlement == FinalSettlementOrder::AnyOrder)
        stage.acceptable = stage.steps.size(); // which MA-S21 5(e) does not require
    return stage;
}

Stage pickupStage(const RoundState& state)
{
    Stage stage;
    stage.independent = true;
    stage.orderCode = MistakeCode::PickupOrder;
    const LazyText section = state.cite("7.T", "7(h)");
    for (int s : occupiedSeatsRightToLeft(state)) {
        const Seat& seat = state.seat(s);
        for (int h = static_cast<int>(seat.hands.size()) - 1; h >= 0; --h)
            if (!seat.hands[static_cast<std::size_t>(h)].cardsPickedUp)
                stage.steps.push_back({DealerAction::simple(ActionKind::PickUpHand, Spot::player(s, h)),
                                       MistakeCode::PickupOrder, section,
                                       "Pick up the cards from your far right to your left, the dealer's last."});
    }
    if (!state.dealer.cardsPickedUp)
        stage.steps.push_back({DealerAction::simple(ActionKind::PickUpHand, Spot::dealer()), MistakeCode::PickupOrder,
                               section, "Pick up your own cards last."});
    return stage;
}

} // namespace s21

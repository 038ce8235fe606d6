// The players' turns: each hand in order from the dealer's left, one step at a time, and what a
// player may do with a hand.

#include "core/round/internal/phase_stages.h"

#include "core/round/internal/bonus_spin_procedure.h"
#include "core/round/internal/coupon_procedure.h"
#include "core/round/internal/irregularity_procedure.h"
#include "core/rules/bonus_spin.h"
#include "core/rules/payout.h"

#include <optional>

namespace s21 {

namespace {

bool waitsForPlay(HandStatus status) { return status == HandStatus::Waiting || status == HandStatus::Playing; }

// Each hand calls for at most one step at a time: the player turns' builders give that step, or
// nothing, without a list.
using OneStep = std::optional<Step>;

// The step for a player blackjack when its turn comes (MD-S21 7.H(1)): Maryland's alone, whose boxes
// are never shared (validate(): one player per box), so the hand's wager is the caller's alone.
OneStep blackjackStep(const RoundState& state, const Spot& spot)
{
    const PlayerHand& hand = state.hand(spot);
    if (state.profile.blackjackTiming != PlayerBlackjackTiming::AtOnceAgainstTwoToNine ||
        hand.status != HandStatus::Blackjack)
        return {};
    const LazyText::Arg name = handName(spot, state);
    if (!hand.blackjackAnnounced)
        return {{DealerAction::simple(ActionKind::AnnounceBlackjack, spot), MistakeCode::BlackjackProcedure,
                 state.profile.citeMaryland("7.H(1)"), LazyText::format("Announce {}'s blackjack.", name)}};
    if (state.upCardIsAceOrTen())
        return {};
    const Money won = winnings(hand.cards, state.dealer.cards, hand.wager, false, state.profile);
    return paymentStep(
        state, spot, won, MistakeCode::BlackjackProcedure, state.profile.citeMaryland("7.H(1)(a)"),
        LazyText::format("Against a 2-9 up card, pay {}'s blackjack {} at once.", name, state.profile.blackjackPays),
        LazyText::format("Against a 2-9 up card, pay {}'s blackjack at once: {} ({} on the chips, "
                         "and the coupon's {} at 1 to 1).",
                         name, won + couponWinnings(hand.coupon), won, hand.coupon));
}

// The announcement of a total the hand takes no decision on (finalTotalToAnnounce()).
OneStep finalTotalStep(const RoundState& state, const Spot& spot)
{
    if (!finalTotalToAnnounce(state, spot))
        return {};
    const PlayerHand& hand = state.hand(spot);
    const int total = hand.cards.total();
    const bool firstTwo = hand.cards.cardCount() == 2;
    const char* section = !firstTwo                                           ? "MA-S21 7(f)"
                          : spot.hand > 0 || state.seat(spot.seat).splits > 0 ? "MA-S21 10(c)"
                                                                              : "MA-S21 7(e)";
    return {{DealerAction::announce(ActionKind::AskPlayer, spot, total), MistakeCode::AnnouncementWrong,
             LazyText::literal(section),
             hand.cards.isBust()
                 ? LazyText::format("Announce {}'s total ({}): the hand is busted.", handName(spot, state), total)
                 : LazyText::format("Announce {}'s total ({}); the hand takes no more cards.", handName(spot, state),
                                    total)}};
}

// The step for a hand whose wager is decided during play: a bust, a surrender against 2-9, a
// rescue, a blackjack paid at once. Its wager is settled (a blackjack's progressive too), then its
// cards are picked up.
OneStep finishedHandStep(const RoundState& state, const Spot& spot)
{
    const PlayerHand& hand = state.hand(spot);
    const LazyText::Arg name = handName(spot, state);
    // Each wager in its line (MA-S21 13(c)); one left to the settlement is collected there (5(e)).
    if (hand.status == HandStatus::Busted && !hand.leftForSettlement) {
        const Spot wager = state.stakesToSettle(spot).front();
        const Stake busted = state.stake(wager);
        return {{DealerAction::collect(wager, busted.wager + busted.doubleWager), MistakeCode::WrongOutcome,
                 state.cite("7.R", "5(e)"),
                 wager.bettor == 0
                     ? LazyText::format("Collect {}'s busted wager and pick up the cards.", handName(wager, state))
                     : LazyText::format("Collect the busted wager of {}.", handName(wager, state))}};
    }
    if (hand.status == HandStatus::Settled && !hand.cardsPickedUp) {
        // A blackjack paid at once: it is the player's turn to be paid the progressive too (MD-S21BS 12.D(7)).
        if (spinsTheWheel(hand.cards))
            if (OneStep progressive = progressiveStep(state, spot.seat))
                return progressive;
        return {{DealerAction::simple(ActionKind::PickUpHand, spot), MistakeCode::PickupOrder,
                 state.cite("7.T", "7(h)"), LazyText::format("Pick up {}'s cards: the hand is finished.", name)}};
    }
    return {};
}

// A surrender against a 2-9 settled at once, one wager in the line at a time: the caller's surrender
// gives up the box's cards, and with them every wager on it (docs/procedure.md, "Shared boxes").
OneStep surrenderStep(const RoundState& state, const Spot& wager)
{
    return {
        {{ActionKind::SettleSurrender, wager, surrenderSettlement(state.stake(wager).wager, false).collected, 0, {}},
         MistakeCode::SurrenderProcedure,
         state.cite("9.C(1)", "8(a)(1)"),
         wager.bettor == 0 ? LazyText::literal("Against a 2-9, collect half of the wager at once and return half.")
                           : LazyText::format("Against a 2-9, collect half of the wager of {} at once and return half.",
                                              handName(wager, state))}};
}

OneStep playingHandStep(const RoundState& state, const Spot& spot)
{
    const PlayerHand& hand = state.hand(spot);
    const LazyText::Arg name = handName(spot, state);
    if (hand.cards.cardCount() == 1)
        return {{DealerAction::deal(spot), MistakeCode::SplitProcedure, state.cite("11.B", "10(b)"),
                 LazyText::format("Deal the second card to {}, the first incomplete split hand on your left.", name)}};
    if (state.rescuePending) { // each doubled wager in the line (docs/procedure.md, "Shared boxes")
        const Spot wager = state.stakesToRescue(spot).front();
        return {
            {{ActionKind::SettleRescue, wager, state.stake(wager).wager, 0, {}},
             MistakeCode::DoubleProcedure,
             state.cite("10.H", "9(d)"),
             wager.bettor == 0
                 ? LazyText::literal("The player rescues: return the double down wager and collect the original wager.")
                 : LazyText::format("The caller rescues, and {} doubled with the caller: return that double down "
                                    "wager and collect the original wager.",
                                    handName(wager, state))}};
    }
    if (!hand.signal) {
        return {
            {DealerAction::announce(ActionKind::AskPlayer, spot, hand.cards.total()), MistakeCode::ActedBeforeSignal,
             state.cite("7.H(2)", "7(e)"),
             LazyText::format("Announce {}'s total ({}) and wait for the player's signal.", name, hand.cards.total())}};
    }
    switch (*hand.signal) {
    case Decision::Hit:
        return {{DealerAction::deal(spot), MistakeCode::WrongSignal, state.cite("7.I", "7(f)"),
                 LazyText::format("The player taps for a card: deal one card face up to {}.", name)}};
    case Decision::Double:
        return {{DealerAction::deal(spot), MistakeCode::DoubleProcedure, state.cite("10.C-D", "9(a)"),
                 LazyText::format("The player doubles: deal exactly one card, sideways, to {}.", name)}};
    case Decision::Split:
        return {{DealerAction::simple(ActionKind::SplitPair, spot), MistakeCode::SplitProcedure,
                 state.cite("11.A", "10(a)"), "The player splits: separate the pair into two hands."}};
    case Decision::Surrender:
        if (state.upCardIsAceOrTen())
            return {{DealerAction::simple(ActionKind::PlaceWagerOnCards, spot), MistakeCode::SurrenderProcedure,
                     state.cite("9.C(2)", "8(a)(2)"),
                     LazyText::format("Against {}, put the surrendered wager on top of the cards.",
                                      LazyText::Arg::literal(state.profile.gameRules().aceOrTen))}};
        return surrenderStep(state, state.stakesToSettle(spot).front());
    case Decision::Stand: break;
    }
    return {};
}

} // namespace

std::vector<Spot> bustsThatMayWait(const RoundState& state)
{
    std::vector<Spot> busts;
    if (!state.profile.bustMayWaitForSettlement || state.phase != Phase::PlayerTurns)
        return busts;
    for (int s : occupiedSeatsLeftToRight(state)) {
        const Seat& seat = state.seat(s);
        for (int h = 0; h < static_cast<int>(seat.hands.size()); ++h) {
            const PlayerHand& hand = seat.hands[static_cast<std::size_t>(h)];
            if (hand.status == HandStatus::Busted && !hand.leftForSettlement &&
                !finalTotalToAnnounce(state, Spot::player(s, h)))
                busts.push_back(Spot::player(s, h));
        }
    }
    return busts;
}

bool finalTotalToAnnounce(const RoundState& state, const Spot& spot)
{
    if (state.profile.jurisdiction != Jurisdiction::Massachusetts || spot.kind != Spot::Kind::PlayerHand)
        return false;
    const PlayerHand& hand = state.hand(spot);
    if (hand.asked || hand.cards.cardCount() < 2)
        return false;
    const bool doubleCardDealt = hand.doubled() && !hand.signal && hand.status == HandStatus::Playing;
    return hand.status == HandStatus::Blackjack || hand.status == HandStatus::Busted ||
           hand.status == HandStatus::Standing || doubleCardDealt;
}

Stage playerTurnStage(const RoundState& state)
{
    Stage stage;
    if (state.dealer.peeked && state.dealerHasBlackjack())
        return stage; // no cards after a dealer blackjack (MD-S21 7.G(3))
    for (int s : occupiedSeatsLeftToRight(state)) {
        const Seat& seat = state.seat(s);
        for (int h = 0; h < static_cast<int>(seat.hands.size()); ++h) {
            const Spot spot = Spot::player(s, h);
            // Each step is built in place: a step is copied only into the stage.
            if (const OneStep announce = finalTotalStep(state, spot)) {
                stage.steps.push_back(*announce);
                return stage;
            }
            if (const OneStep blackjack = blackjackStep(state, spot)) {
                stage.steps.push_back(*blackjack);
                return stage;
            }
            if (const OneStep finished = finishedHandStep(state, spot)) {
                stage.steps.push_back(*finished);
                return stage;
            }
            if (waitsForPlay(seat.hands[static_cast<std::size_t>(h)].status) &&
                spot != state.irregular.passedOverHand) {
                if (const OneStep playing = playingHandStep(state, spot))
                    stage.steps.push_back(*playing);
                return stage;
            }
        }
    }
    if (state.irregular.passedOverHand)
        stage.steps = passedOverHandSteps(state);
    return stage;
}

DecisionOptions decisionOptions(const RoundState& state, const Spot& spot)
{
    const Seat& seat = state.seat(spot.seat);
    const PlayerHand& hand = state.hand(spot);
    DecisionOptions options;
    const int total = hand.cards.total();
    const bool refusedLooseCard = state.irregular.refusedLooseCard[static_cast<std::size_t>(spot.seat)];
    options.hit = total < 21 && !refusedLooseCard; // MD-S21 7.J, 13.G; MA-S21 12(a)
    const bool canMatchWager = seat.bankroll >= hand.wager && !refusedLooseCard;
    // MD-S21 10.A-B: two or more cards, not a blackjack; MD-BJ 10.A: the first two cards of a hand.
    options.doubleDown = total < 21 && canMatchWager &&
                         (state.profile.gameRules().doubleOnAnyNumberOfCards || hand.cards.cardCount() == 2);
    const bool firstDecision = !hand.decided && hand.cards.cardCount() == 2;
    options.surrender = firstDecision && seat.hands.size() == 1; // MD-S21 9.A-B
    const bool aces = hand.cards.cardCount() == 2 && hand.cards.cards()[0].rank == Rank::Ace;
    options.split = hand.cards.isSplittablePair() && firstDecision && canMatchWager &&
                    seat.splits < state.profile.splits.maxAdditionalSplits &&
                    (!aces || seat.splits == 0 || state.profile.splits.resplitAces); // MD-S21 11.A, 11.D
    return options;
}

} // namespace s21

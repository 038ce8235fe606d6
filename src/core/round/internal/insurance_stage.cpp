// Insurance, the peek at the hole card, the dealer's blackjack, and what is settled as soon as the
// hole card's outcome is known.

#include "core/round/internal/phase_stages.h"

#include "core/round/internal/irregularity_procedure.h"
#include "core/rules/payout.h"

#include <algorithm>

namespace s21 {

namespace {

// The next step of each blackjack whose player took even money (MD-BJ 8.E(2)), from the dealer's far
// right: paid 1 to 1, then its cards removed. Both come while insurance is open: the player takes it
// "instead of making an Insurance Wager" (8.E(1)), which is made before the hole card goes in the
// reader (8.A(2)); docs/procedure.md, "Even money". Insurance closed before them is their mistake.
void addEvenMoney(const RoundState& state, Stage& stage)
{
    for (int s : occupiedSeatsRightToLeft(state)) {
        const Spot spot = Spot::player(s);
        const PlayerHand& hand = state.hand(spot);
        if (!hand.evenMoney || hand.cardsPickedUp)
            continue;
        const LazyText::Arg name = handName(spot, state);
        stage.orderCode = MistakeCode::BlackjackProcedure;
        if (hand.status != HandStatus::Settled)
            stage.steps.push_back({DealerAction::pay(spot, payoutAt(hand.wager, Odds{1, 1})),
                                   MistakeCode::BlackjackProcedure, LazyText("MD-BJ 8.E(2)"),
                                   LazyText::format("Even money for {}: pay the blackjack 1 to 1.", name)});
        else
            stage.steps.push_back({DealerAction::simple(ActionKind::PickUpHand, spot), MistakeCode::BlackjackProcedure,
                                   LazyText("MD-BJ 8.E(2)"),
                                   LazyText::format("Even money is paid: remove {}'s cards.", name)});
    }
}

} // namespace

Stage insuranceStage(const RoundState& state)
{
    Stage stage;
    if (state.dealer.upCard().rank != Rank::Ace || state.insuranceOffer == InsuranceOffer::Closed)
        return stage;
    const LazyText section = state.cite("8.A", "11(a)");
    if (state.insuranceOffer == InsuranceOffer::NotOffered)
        stage.steps.push_back({DealerAction::simple(ActionKind::OfferInsurance), MistakeCode::InsuranceProcedure,
                               section, "The up card is an ace: offer insurance."});
    else
        addEvenMoney(state, stage);
    stage.acceptable = std::max<std::size_t>(stage.steps.size(), 1); // the even money in any order
    stage.steps.push_back({DealerAction::simple(ActionKind::CloseInsurance), MistakeCode::InsuranceProcedure,
                           state.cite("8.D", "11(b)"),
                           "Close insurance before the hole card goes in the reader or any card is dealt."});
    return stage;
}

Stage peekStage(const RoundState& state)
{
    Stage stage;
    if (state.irregular.readerFailure != ReaderFailure::None)
        return readerFailureStage(state);
    if (state.profile.usesCardReader() && state.upCardIsAceOrTen() && !state.dealer.peeked)
        stage.steps.push_back({DealerAction::simple(ActionKind::Peek), MistakeCode::PeekProcedure,
                               state.cite("7.G(2)", "7(i)"),
                               LazyText::format("The up card is {}: check the hole card in the card reader.",
                                                LazyText::Arg::literal(state.profile.gameRules().aceOrTen))});
    return stage;
}

Stage dealerBlackjackStage(const RoundState& state)
{
    Stage stage;
    if (state.dealer.peeked && state.dealerHasBlackjack() && state.dealer.holeCard != HoleCard::Revealed)
        stage.steps.push_back({DealerAction::simple(ActionKind::RevealHoleCard), MistakeCode::OutOfProcedure,
                               state.cite("7.G(3)", "7(i)"),
                               "The reader shows a blackjack: turn the hole card over; no more cards are dealt."});
    return stage;
}

bool insuranceSettlesNow(const RoundState& state)
{
    return state.profile.losingInsurance == LosingInsuranceCollection::AfterThePeek ? state.holeOutcomeKnown()
                                                                                    : state.dealer.secondCardShown();
}

namespace {

// The settlement of the insurance wager at `spot`, when it has one not yet settled: paid 2 to 1 on a
// dealer blackjack (MD-S21 12.A(3), MA-S21 11(c)), else collected (8.F, 11(d)).
void addInsurance(const RoundState& state, const Spot& spot, Money wager, bool settled, Stage& stage)
{
    if (wager.isZero() || settled)
        return;
    const LazyText::Arg name = LazyText::Arg::hand(spot.seat, 0, spot.bettor + 1);
    if (state.dealerHasBlackjack())
        stage.steps.push_back({DealerAction::pay(spot, insuranceWinnings(wager)), MistakeCode::InsuranceProcedure,
                               state.cite("12.A(3)", "11(c)"),
                               spot.bettor == 0 ? LazyText::format("Pay {}'s insurance 2 to 1.", name)
                                                : LazyText::format("Pay the insurance of {}: 2 to 1.", name)});
    else
        stage.steps.push_back(
            {DealerAction::collect(spot, wager), MistakeCode::InsuranceProcedure, state.cite("8.F", "11(d)"),
             spot.bettor == 0 ? LazyText::format("Collect {}'s losing insurance before anything else.", name)
                              : LazyText::format("Collect the losing insurance of {} before anything else.", name)});
}

} // namespace

// Insurance is settled as soon as the profile says its outcome is known: once the reader shows no
// blackjack (MD-S21 8.F) or once the dealer's second card is shown (MA-S21 11(d)); and
// surrenders on the cards when the second card is shown, each on its own (MD-S21 9.C(2), 9.D; MA-S21 8(a)(2), 8(b)).
Stage immediateSettlementStage(const RoundState& state)
{
    Stage stage;
    stage.independent = true;
    if (state.insuranceOffer != InsuranceOffer::NotOffered &&
        insuranceSettlesNow(state)) { // no wager without the offer
        for (int s : occupiedSeatsRightToLeft(state)) {
            const Seat& seat = state.seat(s);
            addInsurance(state, Spot::insurance(s), seat.insuranceWager, seat.insuranceSettled, stage);
            for (std::size_t b = 0; b < seat.backers.size(); ++b) // each their own (MA-S21 13(f))
                addInsurance(state, Spot::insurance(s, static_cast<int>(b) + 1), seat.backers[b].insuranceWager,
                             seat.backers[b].insuranceSettled, stage);
        }
    }
    if (state.dealer.secondCardShown()) {
        for (int s : occupiedSeatsRightToLeft(state)) {
            const PlayerHand& hand = state.seat(s).hands.front();
            if (!hand.surrenderOnCards || hand.status != HandStatus::Surrendered)
                continue;
            for (const Spot& wager : state.stakesToSettle(Spot::player(s))) { // each in the line
                const bool blackjack = state.dealerHasBlackjack();
                const auto settled = surrenderSettlement(state.stake(wager).wager, blackjack);
                const DealerAction action =
                    blackjack ? DealerAction::collect(wager, settled.collected)
                              : DealerAction{ActionKind::SettleSurrender, wager, settled.collected, 0, {}};
                const LazyText::Arg name = handName(wager, state);
                stage.steps.push_back({action, MistakeCode::SurrenderProcedure, state.cite("9.C(2)", "8(a)(2)"),
                                       blackjack ? LazyText::format("The dealer has blackjack: collect the whole "
                                                                    "surrendered wager of {}.",
                                                                    name)
                                                 : LazyText::format("Collect half of the surrendered wager of {} "
                                                                    "and return half.",
                                                                    name)});
            }
        }
    }
    stage.acceptable = stage.steps.size();
    return stage;
}

} // namespace s21

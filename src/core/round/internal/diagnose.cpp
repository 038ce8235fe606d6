#include "core/round/internal/diagnose.h"

#include "core/base/contract.h"
#include "core/round/internal/coupon_procedure.h"
#include "core/round/internal/phase_stages.h"
#include "core/round/internal/shared_box_mistakes.h"
#include "core/rules/payout.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace s21 {

namespace {

// Paid where the rules collect, or collected where they pay.
const Step* oppositeSettlement(const Stage& stage, const DealerAction& action)
{
    if (action.kind != ActionKind::Pay && action.kind != ActionKind::Collect)
        return nullptr;
    const ActionKind opposite = action.kind == ActionKind::Pay ? ActionKind::Collect : ActionKind::Pay;
    for (const Step& step : stage.steps)
        if (step.action.kind == opposite && step.action.spot == action.spot)
            return &step;
    return nullptr;
}

// The seat an action names, when it is one of the table's (an action may name any number).
const Seat* namedSeat(const RoundState& state, const Spot& spot)
{
    return spot.seat >= 1 && spot.seat <= kSeatCount ? &state.seat(spot.seat) : nullptr;
}

// The player hand an action names, when the table has it (an action may name any seat, hand and place in
// line).
const PlayerHand* namedHand(const RoundState& state, const Spot& spot)
{
    const Seat* seat = spot.kind == Spot::Kind::PlayerHand ? namedSeat(state, spot) : nullptr;
    if (!seat || spot.hand < 0 || static_cast<std::size_t>(spot.hand) >= seat->hands.size() ||
        static_cast<std::size_t>(spot.bettor) > seat->backers.size())
        return nullptr;
    return &seat->hands[static_cast<std::size_t>(spot.hand)];
}

bool dealsTo(const DealerAction& action, int seat)
{
    return action.kind == ActionKind::DealCard && action.spot.kind == Spot::Kind::PlayerHand &&
           action.spot.seat == seat;
}

// The wrong handling of an injected fault (faults.h), with the section it breaks: an empty
// section when the action has nothing to do with one.
std::pair<std::string, std::string> irregularityBroken(const RoundState& state, const DealerAction& action)
{
    const Irregularities& irregular = state.irregular;
    if (action.kind == ActionKind::DiscardDrawnCard && irregular.looseCard) {
        if (!irregular.looseCardExposed)
            return {state.cite("13.E", "15(c)"),
                    "A card drawn in error without being seen is used as the next card from the shoe."};
        return {state.cite("13.F", "15(d)"), "A card drawn in error and seen goes to the players or the dealer as "
                                             "the next card; it is discarded only when no one can use it."};
    }
    if (action.kind == ActionKind::VoidRound && irregular.dealtFromWrongSide)
        return {"MD-BJ 14.I",
                "A round drawn from the wrong side of a double shoe is treated as if drawn from the right "
                "side and concluded: it is not void."};
    if (action.kind == ActionKind::Peek && irregular.readerFailure != ReaderFailure::None)
        return {"MA-S21 15(k)", "The card reader has failed: go on as at a table without a reader."};
    if (action.kind == ActionKind::VoidRound && irregular.readerMisuse == ReaderMisuse::Reported &&
        !irregular.readerShowsHoleCard)
        return {state.cite("13.P(2)", "15(l)(2)"), "This reader shows the players nothing: go on with the round."};
    if (action.kind != ActionKind::DealCard || action.spot.kind != Spot::Kind::PlayerHand)
        return {};
    if (irregular.refusedLooseCard[static_cast<std::size_t>(action.spot.seat)])
        return {state.cite("13.G", "15(d)"),
                "This player refused the card drawn in error: no more cards for them this round."};
    if (dealsTo(action, irregular.seatDealtNoCards))
        return {state.cite("13.M", "15(h)"), "A seat passed over in the deal is dead for this round: no cards."};
    if (dealsTo(action, irregular.seatDealtOneCard) && !irregular.optionAsked)
        return {state.cite("13.N", "15(h)"), "The missed second card comes after every other player's second card, "
                                             "and only if the player wants it."};
    if (action.spot == irregular.passedOverHand && !irregular.optionAsked)
        return {state.cite("13.O", "15(i)"), "The passed-over player's card comes after every other hand is "
                                             "finished, and only if the player chooses it."};
    return {};
}

// The seat's player plays another box this round too (seats with the same player's name).
bool playsSeveralBoxes(const RoundState& state, int seat)
{
    if (seat < 1 || seat > kSeatCount || !state.occupied(seat))
        return false;
    for (int other = 1; other <= kSeatCount; ++other)
        if (other != seat && state.occupied(other) && state.seat(other).player == state.seat(seat).player)
            return true;
    return false;
}

// A player's irregularity called where the player broke no rule (MD-S21 6.D-E, 7.U; MA-S21 5(d), 5(h),
// 7(k) name what a player may not do): a wager corrected or a player stopped at a seat with no foul
// on the table. Empty for any other action.
std::optional<Mistake> falseCatch(const RoundState& state, const Stage& stage, const DealerAction& action)
{
    const bool correct = action.kind == ActionKind::CorrectWager;
    if (!correct && action.kind != ActionKind::WarnPlayer)
        return std::nullopt;
    const auto& foul = state.irregular.guestFoul;
    if (foul && foul->seat == action.spot.seat)
        return std::nullopt; // a foul at this seat handled the wrong way: the stage says how
    if (correct && state.irregular.seatBackFromSittingOut == action.spot.seat)
        return mistakeAt(MistakeCode::FalseCatch, state.cite("6.C", "5(j)"),
                         "This table lets a player who sat out since the shuffle wager again: the wager plays. A "
                         "foul called on an honest player is a mistake too.",
                         stage);
    if (correct && playsSeveralBoxes(state, action.spot.seat) && state.phase <= Phase::InitialDeal)
        return mistakeAt(MistakeCode::FalseCatch, state.cite("6.H", "14"),
                         "This player's boxes are within the table's limit of " + boxesLimit(state.profile) +
                             ": the wager plays. A foul called on an honest player is a mistake too.",
                         stage);
    return correct ? mistakeAt(MistakeCode::FalseCatch, state.cite("6.D-E", "5(d), 5(h)"),
                               "No player altered this wager: it stands as it was at the first card. A foul "
                               "called on an honest player is a mistake too.",
                               stage)
                   : mistakeAt(MistakeCode::FalseCatch, state.cite("7.U", "7(k)"),
                               "No player is handling the cards here. A foul called on an honest player is a "
                               "mistake too.",
                               stage);
}

// A 7-7-7's $50 to every other player (MD-S21 12.C(3), MA-S21 5(g)) paid at a box the stage has no
// award for: a box of the winner's own player, or a second box of a player already paid at their
// envy box (envyBox()). Empty for any other action.
std::optional<Mistake> envyPaidWrongly(const RoundState& state, const Stage& stage, const DealerAction& action)
{
    if (action.kind != ActionKind::Pay || action.spot.kind != Spot::Kind::Award || action.spot.seat < 1 ||
        action.spot.seat > kSeatCount || !state.occupied(action.spot.seat) || action.spot.bettor != 0)
        return std::nullopt; // a player behind has one box: their award is judged as any amount is
    const SeatList winners = superBonusWinners(state);
    const std::string& player = state.seat(action.spot.seat).player;
    if (winners.size() == 0 || std::find(winners.begin(), winners.end(), action.spot.seat) != winners.end())
        return std::nullopt;
    const bool othersWon =
        std::any_of(winners.begin(), winners.end(), [&](int winner) { return state.seat(winner).player != player; });
    const LazyText section = state.cite("12.C(3)", "5(g)");
    if (!othersWon)
        return mistakeAt(MistakeCode::PayoutAmount, section,
                         player + "'s own hand won the 7-7-7 award: the $50 goes to every other player at the table, "
                                  "not to the winner's other boxes.",
                         stage);
    const int box = envyBox(state, player);
    if (box == action.spot.seat)
        return std::nullopt;
    return mistakeAt(MistakeCode::PayoutAmount, section,
                     player +
                         " plays more than one box: the $50 goes to each other player once, however many boxes "
                         "they play, and is paid at seat " +
                         std::to_string(box) + ".",
                     stage);
}

// The rule an action out of order breaks: the order of the stage's own steps, or at settlement the
// operator's procedure (MD-S21 7.R(1) or 7.R(2), MA-S21 5(e)), not the section of the step due.
std::string orderSection(const RoundState& state, const Stage& stage, const Step& next)
{
    if (stage.orderCode != MistakeCode::SettlementOrder)
        return next.section;
    if (state.profile.finalSettlement == FinalSettlementOrder::SeatBySeatFromRight)
        return state.profile.citeMaryland("7.R(2)").str();
    return state.cite("7.R(1)", "5(e)");
}

// The hand ties the dealer's finished hand: its wager is neither paid nor collected (MD-S21 7.P,
// MA-S21 5(b)).
bool isPush(const RoundState& state, const PlayerHand& hand)
{
    // A blackjack pushes too where the two blackjacks do (blackjack_beats_dealer_blackjack: false).
    return state.phase >= Phase::Settlement &&
           (hand.status == HandStatus::Standing || hand.status == HandStatus::Blackjack) &&
           outcome(hand.cards, state.dealer.cards, state.profile) == Outcome::Push;
}

// The stage collects (some of) the wager on `spot`: a loser, now or later in the stage.
bool collectsFrom(const Stage& stage, const Spot& spot)
{
    return std::any_of(stage.steps.begin(), stage.steps.end(), [&spot](const Step& step) {
        const ActionKind kind = step.action.kind;
        return step.action.spot == spot &&
               (kind == ActionKind::Collect || kind == ActionKind::SettleSurrender || kind == ActionKind::SettleRescue);
    });
}

// Massachusetts' section for collecting a losing wager of the spot's kind: it has no counterpart of
// MD-S21 7.S, only the dealer collecting losers (5(e); Match-the-Dealer 6(d), insurance 11(d)).
const char* massachusettsCollection(Spot::Kind kind)
{
    switch (kind) {
    case Spot::Kind::MatchWager: return "6(d)";
    case Spot::Kind::Insurance: return "11(d)";
    default: return "5(e)";
    }
}

// A wager's chips put on another spot (ActionKind::MoveChips), which no step ever calls for: chips
// go between the layout and the tray only. A losing wager goes straight into the tray and no winner
// is paid with its chips (MD-S21 7.S); any other wager stays on its spot until its decision is
// rendered and implemented (MD-S21 6.E, MA-S21 5(h)). Nothing to move is no move at all.
Mistake chipsMoved(const RoundState& state, const Stage& stage, const DealerAction& action)
{
    const std::string from = describe(action.spot);
    const std::string to = describe(action.to);
    const Step& next = stage.steps.front();
    if (state.wagerAt(action.spot).isZero())
        return mistakeAt(MistakeCode::OutOfProcedure, next.section,
                         "No wager lies on " + from + ": there are no chips to move. " + next.why.str(), stage);
    if (collectsFrom(stage, action.spot))
        return mistakeAt(MistakeCode::ChipsMoved, state.cite("7.S", massachusettsCollection(action.spot.kind)),
                         "The wager on " + from + " lost: its chips go straight into the chip tray, never onto " + to +
                             ". Winners are paid from the tray, not with a losing wager's chips.",
                         stage);
    return mistakeAt(MistakeCode::ChipsMoved, state.cite("6.E", "5(h)"),
                     "The wager on " + from +
                         " stays on its spot until it is settled: chips go from a losing "
                         "wager into the tray and from the tray to a winner, never from one spot onto " +
                         to + ".",
                     stage);
}

} // namespace

Mistake diagnose(const RoundState& state, const Stage& stage, const DealerAction& action)
{
    S21_EXPECTS(!acceptsNext(stage, action));
    if (stage.steps.empty())
        return mistakeAt(MistakeCode::OutOfProcedure, state.cite("7.T", "7(h)"), "The round is over.", stage);
    const Step& next = stage.steps.front();

    if (action.kind == ActionKind::MoveChips)
        return chipsMoved(state, stage, action);
    if (auto mistake = falseCatch(state, stage, action))
        return std::move(*mistake);
    if (isLaterStep(stage, action))
        return mistakeAt(stage.orderCode, orderSection(state, stage, next), "Not yet, out of order: " + next.why.str(),
                         stage);

    if (state.shortShoe == ShortShoe::Shuffled)
        return rackCutMistake(state, stage, action);
    if (auto [section, why] = irregularityBroken(state, action); !section.empty())
        return mistakeAt(MistakeCode::IrregularityProcedure, section, why + " " + next.why.str(), stage);
    // While an irregularity or the cover card is being handled, the step it calls for is the whole
    // story: a dealer's draw is not "drawing on 17" when the card at the shoe's mouth is a 10.
    if (next.codeIfMissed == MistakeCode::IrregularityProcedure ||
        next.codeIfMissed == MistakeCode::CoverCardProcedure || next.codeIfMissed == MistakeCode::GameProtection)
        return mistakeAt(next.codeIfMissed, next.section, next.why, stage);

    if (auto mistake = couponMistake(state, stage, action))
        return std::move(*mistake);
    if (auto mistake = sharedBoxMistake(state, stage, action))
        return std::move(*mistake);
    if (const Step* step = sameKindAndSpot(stage, action)) {
        if (step->action.amount != action.amount)
            return mistakeAt(MistakeCode::PayoutAmount, amountSection(state, *step),
                             "Wrong amount: " + formatMoney(action.amount) + " instead of " +
                                 formatMoney(step->action.amount) + ". " + step->why.str(),
                             stage);
        return mistakeAt(MistakeCode::AnnouncementWrong, step->section,
                         "Wrong total announced: " + std::to_string(action.value) + " instead of " +
                             std::to_string(step->action.value) + ".",
                         stage);
    }

    if (const PlayerHand* tied = namedHand(state, action.spot);
        tied && (action.kind == ActionKind::Pay || action.kind == ActionKind::Collect) && isPush(state, *tied))
        return mistakeAt(MistakeCode::WrongOutcome, state.cite("7.P", "5(b)"),
                         "A tie: the wager is returned to the player, neither paid nor collected. " + next.why.str(),
                         stage);

    if (auto mistake = envyPaidWrongly(state, stage, action))
        return std::move(*mistake);

    if (const Step* step = oppositeSettlement(stage, action))
        return mistakeAt(MistakeCode::WrongOutcome, step->section,
                         std::string(action.kind == ActionKind::Pay ? "That wager lost: " : "That wager won: ") +
                             step->why.str(),
                         stage);

    const Seat* seat = namedSeat(state, action.spot);
    const PlayerHand* hand = namedHand(state, action.spot);
    if (action.kind == ActionKind::Collect && hand && hand->status == HandStatus::Standing &&
        state.dealerHasBlackjack() && state.holeOutcomeKnown())
        return mistakeAt(
            MistakeCode::PayoutAmount, blackjackLimitSection(state, *seat, state.stake(action.spot).doubled),
            "A dealer blackjack takes the original wager once, counting what the seat's busted hands already "
            "lost; this hand owes nothing more.",
            stage);

    if (action.kind == ActionKind::Collect && action.spot.kind == Spot::Kind::Insurance && !insuranceSettlesNow(state))
        return mistakeAt(MistakeCode::InsuranceProcedure, state.cite("8.F", "11(d)"),
                         state.profile.losingInsurance == LosingInsuranceCollection::AfterThePeek
                             ? "Losing insurance is collected once the reader shows no blackjack, not before."
                             : "Losing insurance stays on the layout until your second card is shown or your hole card "
                               "disclosed; collect it then, before you draw.",
                         stage);

    if (action.kind == ActionKind::RevealHoleCard && state.dealer.holeCard == HoleCard::FaceDown)
        return mistakeAt(MistakeCode::HoleCardExposed, state.cite("7.G(2)(a), 7.L(1)", "7(i)"),
                         "The hole card stays face down until every player has finished.", stage);

    if (action.kind == ActionKind::DealCard && action.spot.kind == Spot::Kind::Dealer &&
        state.dealer.secondCardShown()) {
        if (state.dealer.cards.total() >= 17)
            return mistakeAt(MistakeCode::DealerDrawing, state.cite("7.M", "12(b)"),
                             "The dealer stands on every 17, hard or soft.", stage);
        return mistakeAt(MistakeCode::DealerDrawing, state.cite("7.N", "12(c)"),
                         "Your total can no longer change any outcome on the table: draw no more cards.", stage);
    }

    // MA-S21 16(d)(2): "Once the dealer completes the hand they will activate the Bonus wheel": once its
    // button is pressed (16(d)(1)), the wheel waits for the round's wagers to be settled
    // (docs/rules-traceability.md), whatever step is due.
    if (action.kind == ActionKind::SpinWheel && seat && seat->bonusButtonPressed &&
        state.profile.bonusSpin.variant == BonusSpinVariant::MassachusettsAcePays && state.phase < Phase::BonusWheel)
        return mistakeAt(MistakeCode::BonusSpinProcedure, "MA-S21 16(d)(2)",
                         "The Bonus Spin wheel spins once the hand is complete, its wagers settled. " + next.why.str(),
                         stage);

    // MA-S21 7(g): the additional cards are dealt, "after which the dealer shall announce his or her
    // total point count": once, so a total before the last card is an announcement out of place, not a
    // draw refused (12(b)).
    if (action.kind == ActionKind::AnnounceDealerTotal && !state.profile.announceDealerTotalEachCard &&
        next.action.kind == ActionKind::DealCard && next.action.spot.kind == Spot::Kind::Dealer)
        return mistakeAt(MistakeCode::AnnouncementWrong, state.cite("7.L(3)", "7(g)"),
                         "Announce your total once, after your last card. " + next.why.str(), stage);

    if (action.kind == ActionKind::Peek && !state.upCardIsAceOrTen())
        return mistakeAt(MistakeCode::PeekProcedure, state.cite("13.P", "15(l)"),
                         std::string("The card reader is used only when the up card is ") +
                             state.profile.gameRules().aceOrTen + ".",
                         stage);

    if (action.kind == ActionKind::Pay && action.spot.kind == Spot::Kind::MatchWager && seat &&
        seat->matchWager.isZero())
        return mistakeAt(MistakeCode::WrongOutcome, state.cite("7.F(1)", "6(a)"),
                         "No Match-the-Dealer wager stands on this circle: there is nothing to pay. " + next.why.str(),
                         stage);

    if (action.kind == ActionKind::Pay && action.spot.kind == Spot::Kind::BonusSpin && seat &&
        seat->bonusSpin.placed.isZero())
        return mistakeAt(MistakeCode::WrongOutcome,
                         state.profile.bonusSpin.variant == BonusSpinVariant::MarylandProgressive
                             ? "MD-S21BS 12.D(8)(a)"
                             : "MA-S21 16(a)",
                         "This player placed no Bonus Spin wager: nothing is paid on it, not even a Community Pay. " +
                             next.why.str(),
                         stage);
    if (action.kind == ActionKind::Collect && action.spot.kind == Spot::Kind::Xtreme && seat &&
        !seat->xtreme.wager.isZero() && state.dealer.secondCardShown() && xtremeTriggered(state.dealer.cards))
        return mistakeAt(MistakeCode::WrongOutcome, "MD-S21BS 6.G(3), 12.E(2)",
                         "Your first two cards are a six and a 10-value card: the Xtreme 16 wager won, it spins the "
                         "Hot Spot wheel. " +
                             next.why.str(),
                         stage);
    if (action.kind == ActionKind::Pay && action.spot.kind == Spot::Kind::Xtreme && seat &&
        seat->xtreme.placed.isZero())
        return mistakeAt(MistakeCode::WrongOutcome, "MD-S21BS 12.E(5)(a)",
                         "This player placed no Xtreme 16 wager: nothing is paid on it, not even a Community Pay. " +
                             next.why.str(),
                         stage);

    if (action.kind == ActionKind::SettleRescue && !state.profile.gameRules().rescue)
        return mistakeAt(MistakeCode::DoubleProcedure, state.profile.citeMaryland("10.C"),
                         "This game has no rescue: a doubled hand takes its one card and stands with both wagers. " +
                             next.why.str(),
                         stage);

    if (action.kind == ActionKind::SettleRescue && hand && hand->status == HandStatus::Busted)
        return mistakeAt(MistakeCode::DoubleProcedure, state.cite("10.H", "9(d)"),
                         "A rescue is only for a doubled hand its card did not bust: a bust loses both wagers. " +
                             next.why.str(),
                         stage);

    if (action.kind == ActionKind::SettleSurrender && hand && hand->cards.cardCount() > 2)
        return mistakeAt(
            MistakeCode::SurrenderProcedure, state.cite("9.B", "8(a)"),
            "A surrender comes before any other decision: this player has already drawn. " + next.why.str(), stage);

    if (action.kind == ActionKind::PickUpHand && hand && hand->status == HandStatus::Busted)
        return mistakeAt(MistakeCode::PickupOrder, state.cite("7.T", "7(h)"),
                         "Collect the busted wager before you pick up its cards: cards leave the table once their "
                         "wagers are settled.",
                         stage);

    // A doubled hand has had its one card whenever a deal to it is not the step due (MD-S21 10.C).
    if (action.kind == ActionKind::DealCard && hand && hand->doubled() && hand->signal != Decision::Double)
        return mistakeAt(MistakeCode::DoubleProcedure, state.cite("10.C", "9(a)"),
                         "A doubled hand takes exactly one more card. " + next.why.str(), stage);

    // A total the player decides nothing on, passed over (MA-S21 7(e)-(f), 10(c)): the announcement is
    // what was missed, not the players' order.
    if (next.action.kind == ActionKind::AskPlayer && next.codeIfMissed == MistakeCode::AnnouncementWrong)
        return mistakeAt(MistakeCode::AnnouncementWrong, next.section, next.why, stage);

    if (state.phase == Phase::PlayerTurns && action.spot.kind == Spot::Kind::PlayerHand &&
        next.action.spot.kind == Spot::Kind::PlayerHand && action.spot.seat != next.action.spot.seat)
        return mistakeAt(MistakeCode::PlayerOrder, state.cite("7.H", "7(e)"),
                         "Serve the players in turn from your left: " + next.why.str(), stage);

    return mistakeAt(next.codeIfMissed, next.section, next.why, stage);
}

LazyText amountSection(const RoundState& state, const Step& step)
{
    const Spot& spot = step.action.spot;
    if (step.action.kind != ActionKind::Pay)
        return step.section;
    if (spot.kind == Spot::Kind::PlayerHand) {
        const PlayerHand& hand = state.hand(spot);
        if (hand.evenMoney) // 1 to 1 whatever a blackjack pays (MD-BJ 8.E(2))
            return step.section;
        return winningOddsSection(hand.cards, state.dealer.cards, hand.doubled(), state.profile);
    }
    if (spot.kind == Spot::Kind::MatchWager)
        return state.cite("12.A(4)", "6(e)");
    return step.section;
}

} // namespace s21

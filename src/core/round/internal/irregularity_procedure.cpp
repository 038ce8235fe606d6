#include "core/round/internal/irregularity_procedure.h"

#include "core/round/internal/phase_stages.h"

#include <algorithm>
#include <array>

namespace s21 {

namespace {

DealerAction dead(const Spot& spot) { return DealerAction::simple(ActionKind::DeclareDeadHand, spot); }

DealerAction option(const Spot& spot) { return DealerAction::simple(ActionKind::OfferOption, spot); }

// A player hand's name as describe(Spot) writes it: "seat 3", "seat 3 hand 2".
LazyText::Arg named(const Spot& spot) { return LazyText::Arg::hand(spot.seat, spot.hand > 0 ? spot.hand + 1 : 0); }

// A wager a player altered before its decision: how, and the wager's name when it was made and
// confirmed during the round (MA-S21 5(i)) rather than before the first card (5(h)).
struct AlteredWager {
    FaultKind kind;
    const char* how;
    const char* confirmed;
};

constexpr std::array<AlteredWager, 5> kAlteredWagers{{
    {FaultKind::WagerPressed, "to the wager", nullptr},
    {FaultKind::WagerPinched, "off the wager", nullptr},
    {FaultKind::DoubleWagerPressed, "to the doubled wager", "doubled wager"},
    {FaultKind::SplitWagerPressed, "to the split wager", "split wager"},
    {FaultKind::InsurancePressed, "to the insurance wager", "insurance wager"},
}};

const AlteredWager& alteredWager(FaultKind kind)
{
    return *std::find_if(kAlteredWagers.begin(), kAlteredWagers.end(),
                         [kind](const AlteredWager& altered) { return altered.kind == kind; });
}

} // namespace

Steps missedSecondCardSteps(const RoundState& state)
{
    const Irregularities& irregular = state.irregular;
    const int seat = irregular.seatDealtOneCard;
    const Spot spot = Spot::player(seat);
    const LazyText section = state.cite("13.N", "15(h)");
    if (!irregular.optionAsked)
        return {{option(spot), MistakeCode::IrregularityProcedure, section,
                 LazyText::format("Every other player has two cards: ask {}'s player whether they want their "
                                  "second card now.",
                                  named(spot))}};
    if (irregular.playerTakesCard)
        return {{DealerAction::deal(spot), MistakeCode::IrregularityProcedure, section,
                 LazyText::format("The player takes the card: deal {}'s second card now.", named(spot))}};
    return {{dead(spot), MistakeCode::IrregularityProcedure, section,
             LazyText::format("The player declines the card: {}'s hand is dead; return the wagers.", named(spot))}};
}

Step seatDealtNoCardsStep(const RoundState& state)
{
    const Spot spot = Spot::player(state.irregular.seatDealtNoCards);
    return {dead(spot), MistakeCode::IrregularityProcedure, state.cite("13.M", "15(h)"),
            LazyText::format("{} was dealt no cards: its hand is dead; return the wagers, the player is dealt in the "
                             "next round.",
                             named(spot))};
}

Steps passedOverHandSteps(const RoundState& state)
{
    const Irregularities& irregular = state.irregular;
    const Spot spot = *irregular.passedOverHand;
    const LazyText::Arg name = named(spot);
    if (!irregular.optionAsked)
        return {{option(spot), MistakeCode::IrregularityProcedure, state.cite("13.O", "15(i)"),
                 LazyText::format("Every other hand is finished: ask {}'s player to choose the card now or a dead "
                                  "hand, before you reveal the hole card.",
                                  name)}};
    if (irregular.playerTakesCard)
        return {
            {DealerAction::deal(spot), MistakeCode::IrregularityProcedure, state.cite("13.O(1)", "15(i)"),
             LazyText::format("The player takes the card: deal it to {} now, before you reveal the hole card.", name)}};
    return {
        {dead(spot), MistakeCode::IrregularityProcedure, state.cite("13.O(2)", "15(i)"),
         LazyText::format("The player chooses a dead hand: return {}'s original wager and pick up its cards.", name)}};
}

namespace {

// A hole card the players may have learned (MD-S21 13.P, MA-S21 15(l)): until the floorperson is told,
// `floor` (`unreported`); then, when the players could learn it (`learned`), `void`: every hand dead,
// every wager back (13.P(1), 15(l)(1)). `floorWhy` and `voidWhy` must outlive the stage (literals).
Stage floorThenVoid(const RoundState& state, bool unreported, bool learned, const char* floorWhy, const char* voidWhy)
{
    Stage stage;
    if (state.voided)
        return stage;
    if (unreported)
        stage.steps.push_back({DealerAction::simple(ActionKind::CallFloor), MistakeCode::IrregularityProcedure,
                               state.cite("13.P", "15(l)"), LazyText::literal(floorWhy)});
    else if (learned)
        stage.steps.push_back({DealerAction::simple(ActionKind::VoidRound), MistakeCode::IrregularityProcedure,
                               state.cite("13.P(1)", "15(l)(1)"), LazyText::literal(voidWhy)});
    return stage;
}

} // namespace

Stage readerMisuseStage(const RoundState& state)
{
    const Irregularities& irregular = state.irregular;
    if (irregular.readerMisuse == ReaderMisuse::None)
        return {};
    return floorThenVoid(state, irregular.readerMisuse == ReaderMisuse::Unreported, irregular.readerShowsHoleCard,
                         "The hole card went into the reader under a 2-9 up card: stop and call the floorperson.",
                         "This reader lets a player learn the hole card: every hand is dead; collect the cards and "
                         "return every wager.");
}

// No text gives a procedure for a hole card exposed in the deal; the engine reads it as MD-S21 13.P(1) /
// MA-S21 15(l)(1), a hole card any player could learn: the floorperson, then every hand dead and
// every wager back (docs/procedure.md).
Stage holeCardExposedStage(const RoundState& state)
{
    const HoleCardExposure exposure = state.irregular.holeCardExposure;
    if (exposure == HoleCardExposure::None)
        return {};
    return floorThenVoid(state, exposure == HoleCardExposure::Unreported, true,
                         "Your hole card turned face up as it was dealt: stop and call the floorperson.",
                         "Every player has seen the hole card: every hand is dead; collect the cards and return "
                         "every wager.");
}

Stage readerFailureStage(const RoundState& state)
{
    Stage stage;
    if (state.profile.readerMalfunction != ReaderMalfunctionAction::StopDealing)
        return stage;
    const LazyText section = state.cite("13.Q", "15(k)");
    if (state.irregular.readerFailure == ReaderFailure::Unreported)
        stage.steps.push_back({DealerAction::simple(ActionKind::CallFloor), MistakeCode::IrregularityProcedure, section,
                               "The card reader has failed: stop dealing and call the floorperson."});
    else
        stage.steps.push_back({DealerAction::simple(ActionKind::Peek), MistakeCode::IrregularityProcedure, section,
                               "The floorperson has had the reader repaired or replaced: check the hole card now."});
    return stage;
}

Stage unusableLooseCardStage(const RoundState& state)
{
    const Irregularities& irregular = state.irregular;
    const bool atSeventeen = irregular.looseCardFromDealerStanding &&
                             (state.profile.accidentalDrawAboveSeventeen || state.dealer.cards.total() == 17);
    Stage stage;
    stage.steps.push_back(
        {DealerAction::simple(ActionKind::DiscardDrawnCard), MistakeCode::IrregularityProcedure,
         atSeventeen ? state.cite("13.I", "15(e)") : state.cite("13.H", "15(d)"),
         atSeventeen ? LazyText("You stand on 17 or more: the card drawn for you goes to the discard rack.")
                     : LazyText("No one can use the card drawn in error any more: put it in the discard rack.")});
    return stage;
}

Stage guestFoulStage(const RoundState& state)
{
    Stage stage;
    if (!state.irregular.guestFoul)
        return stage;
    const GuestFoul& foul = *state.irregular.guestFoul;
    const Spot spot = Spot::player(foul.seat);
    const auto callFor = [&stage](const DealerAction& action, LazyText section, LazyText why) {
        stage.steps.push_back({action, MistakeCode::GameProtection, section, why});
    };
    const DealerAction correct = DealerAction::simple(ActionKind::CorrectWager, spot);
    switch (foul.kind) {
    case FaultKind::LateWager:
        callFor(correct, state.cite("6.D", "5(d)"),
                LazyText::format("Seat {}'s player slid {} onto the wager after the first card: wagers are made "
                                 "before the first card. Push the late chips back.",
                                 foul.seat, foul.chips));
        break;
    case FaultKind::WagerPressed:
    case FaultKind::WagerPinched:
    case FaultKind::DoubleWagerPressed:
    case FaultKind::SplitWagerPressed:
    case FaultKind::InsurancePressed: {
        const bool pressed = foul.kind != FaultKind::WagerPinched;
        const AlteredWager& altered = alteredWager(foul.kind);
        const char* confirmed = altered.confirmed;
        const LazyText section = confirmed ? state.cite("6.E", "5(i)") : state.cite("6.E", "5(h)");
        if (!foul.floorCalled)
            callFor(DealerAction::simple(ActionKind::CallFloor), section,
                    LazyText::format("Seat {}'s player {} {} {} before its decision: stop the game and call the "
                                     "floorperson.",
                                     foul.seat, LazyText::Arg::literal(pressed ? "added" : "took"), foul.chips,
                                     LazyText::Arg::literal(altered.how)));
        else if (confirmed)
            callFor(correct, section,
                    LazyText::format("The {} stands as it was confirmed: push the {} added back to seat {}'s player.",
                                     LazyText::Arg::literal(confirmed), foul.chips, foul.seat));
        else
            callFor(correct, section,
                    pressed ? LazyText::format("The wager stands as it was at the first card: push the {} added "
                                               "back to seat {}'s player.",
                                               foul.chips, foul.seat)
                            : LazyText::format("The wager stands as it was at the first card: seat {}'s player puts "
                                               "the {} back.",
                                               foul.seat, foul.chips));
        break;
    }
    case FaultKind::CardsTouched:
        callFor(DealerAction::simple(ActionKind::WarnPlayer, spot), state.cite("7.U", "7(k)"),
                LazyText::format("Seat {}'s player picked up the cards: players may not handle the cards. Stop them "
                                 "and have the cards put down.",
                                 foul.seat));
        break;
    case FaultKind::CallFromBehind: {
        callFor(DealerAction::simple(ActionKind::WarnPlayer, spot), "MA-S21 13(b)",
                LazyText::format("A player behind seat {}'s caller signals the box's decision: the seated player "
                                 "alone calls it. Tell them so, and take the caller's signal only.",
                                 foul.seat));
        // 13(b) asks the dealer only to take the caller's decision: asking the caller at once keeps it
        // too (docs/rules-traceability.md, issue 38). The warning stays the key's step.
        const Stage turn = playerTurnStage(state);
        if (!turn.steps.empty() && turn.steps.front().action.kind == ActionKind::AskPlayer &&
            turn.steps.front().action.spot.seat == foul.seat) {
            stage.steps.push_back(turn.steps.front());
            stage.acceptable = 2;
        }
        break;
    }
    case FaultKind::MatchOverWager:
        callFor(correct, state.profile.matchCapSection(),
                LazyText::format("Seat {}'s Match-the-Dealer wager is over the {} wager: return the {} over "
                                 "it before the first card.",
                                 foul.seat, LazyText::Arg::literal(state.profile.gameRules().name.data()), foul.chips));
        break;
    case FaultKind::InsuranceOverHalf:
        callFor(correct, state.cite("8.B-C", "11(b)"),
                LazyText::format("Seat {}'s insurance is over half the wager: return the {} over it before you close "
                                 "insurance.",
                                 foul.seat, foul.chips));
        break;
    case FaultKind::VerbalCashWager: {
        const LazyText section = state.cite("6.B", "5(c)");
        if (!foul.confirmed)
            callFor(DealerAction::simple(ActionKind::ConfirmWager, spot), section,
                    LazyText::format("Seat {}'s player lays {} in cash and calls the wager: confirm it aloud before "
                                     "the first card.",
                                     foul.seat, foul.chips));
        else if (state.profile.jurisdiction == Jurisdiction::Massachusetts && !foul.floorCalled)
            callFor(DealerAction::simple(ActionKind::CallFloor), section,
                    "A verbal wager with cash is confirmed by the casino supervisor too: call the floorperson.");
        else
            callFor({ActionKind::ChangeCash, spot, foul.chips, 0, {}}, section,
                    LazyText::format("Change the cash into chips: the {} goes in the drop box, {} in "
                                     "chips on seat {}'s wager.",
                                     foul.chips, foul.chips, foul.seat));
        break;
    }
    case FaultKind::WagerOverMaximum:
    case FaultKind::WagerUnderMinimum: {
        const bool over = foul.kind == FaultKind::WagerOverMaximum;
        // The texts set no table limits: the house posts them (docs/rules-traceability.md, issue 38).
        callFor(correct, RuleProfile::houseRule(over ? "table_maximum" : "table_minimum"),
                LazyText::format("Seat {}'s wager is {} the table limit of {}: {} before the first card.", foul.seat,
                                 LazyText::Arg::literal(over ? "over" : "under"),
                                 over ? state.profile.tableMaximum : state.profile.tableMinimum,
                                 LazyText::Arg::literal(over ? "return the chips over it"
                                                             : "the player puts the chips taken off back")));
        break;
    }
    case FaultKind::CouponOverWager:
        callFor(correct, state.cite("6.A", "5(c)"),
                LazyText::format("Seat {}'s player lays a {} match play coupon beside {} in chips: a coupon matches "
                                 "an equal wager in chips. Refuse the coupon and hand it back before the first card.",
                                 foul.seat, foul.chips, state.seat(foul.seat).hands.front().wager));
        break;
    case FaultKind::WagerAfterSittingOut:
        callFor(correct, state.cite("6.C", "5(j)"),
                LazyText::format("Seat {}'s player has not wagered since the shuffle and this table bars them until "
                                 "the next shuffle: refuse the wager and return it before the first card.",
                                 foul.seat));
        break;
    case FaultKind::ExtraBoxWager: {
        const int boxes = state.profile.boxesPerPlayer;
        callFor(correct, state.cite("6.H", "14"),
                boxes == 1 ? LazyText::format("Seat {}'s player already plays another box, and this table lets a "
                                              "player wager on one box only: refuse the wager on seat {} and return "
                                              "it before the first card.",
                                              foul.seat, foul.seat)
                           : LazyText::format("Seat {}'s player already plays other boxes, and this table lets a "
                                              "player wager on at most {} {}boxes: refuse the wager on seat {} and "
                                              "return it before the first card.",
                                              foul.seat, boxes,
                                              LazyText::Arg::literal(state.profile.boxesAdjacent ? "adjacent " : ""),
                                              foul.seat));
        break;
    }
    default: break; // not a player's irregularity
    }
    return stage;
}

} // namespace s21

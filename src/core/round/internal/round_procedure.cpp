#include "core/round/internal/round_procedure.h"

#include "core/round/internal/bonus_spin_procedure.h"
#include "core/round/internal/coupon_procedure.h"
#include "core/round/internal/irregularity_procedure.h"
#include "core/round/internal/phase_stages.h"

namespace s21 {

namespace {

Stage phaseStage(const RoundState& state, Phase phase)
{
    switch (phase) {
    case Phase::Burn: return burnStage(state);
    case Phase::InitialDeal: return initialDealStage(state);
    case Phase::MatchTheDealer: return matchStage(state);
    case Phase::Insurance: return insuranceStage(state);
    case Phase::Peek: return peekStage(state);
    case Phase::DealerBlackjack: return dealerBlackjackStage(state);
    case Phase::PlayerTurns: return playerTurnStage(state);
    case Phase::DealerTurn: return dealerTurnStage(state);
    case Phase::BonusSpin: return bonusSpinStage(state);
    case Phase::Settlement: return settlementStage(state);
    case Phase::BonusWheel: return bonusWheelStage(state);
    case Phase::Pickup: return pickupStage(state);
    case Phase::Complete: return {};
    }
    return {};
}

bool drawsFromShoe(const Stage& stage)
{
    if (stage.steps.empty())
        return false;
    const ActionKind kind = stage.steps.front().action.kind;
    return kind == ActionKind::DealCard || kind == ActionKind::DealHoleCard || kind == ActionKind::Burn ||
           kind == ActionKind::DiscardFaceUp || kind == ActionKind::DrawDeterminant;
}

// A card drawn in error can still be used: a player may yet draw, or the dealer (MD-S21 13.F).
bool looseCardStillUsable(const RoundState& state)
{
    if (state.phase < Phase::DealerTurn)
        return true;
    return state.phase == Phase::DealerTurn && !(state.dealer.peeked && state.dealerHasBlackjack()) &&
           (!state.dealer.secondCardShown() || dealerMustDraw(state));
}

// Insurance and surrenders on the cards are settled as soon as they can be in these phases.
bool settlesAtOnce(Phase phase) { return phase > Phase::InitialDeal && phase < Phase::Pickup; }

// The phase's own stage, unless the shoe calls for something before its next card (not before a
// card drawn in error, which is the next card, MD-S21 13.E-F).
Stage phaseStageAtShoe(const RoundState& state)
{
    Stage stage = phaseStage(state, state.phase);
    if (drawsFromShoe(stage) && !state.irregular.looseCard)
        if (Stage shoe = shoeCallsFor(state); !shoe.steps.empty())
            stage = std::move(shoe);
    return stage;
}

} // namespace

Stage currentStage(const RoundState& state)
{
    if (state.irregular.guestFoul) // a player's irregularity stops the game where it happens
        return guestFoulStage(state);
    if (state.irregular.readerMisuse != ReaderMisuse::None) { // the only case with steps; asked after every action
        Stage misuse = readerMisuseStage(state);
        if (!misuse.steps.empty())
            return misuse;
    }
    if (state.irregular.holeCardExposure != HoleCardExposure::None)
        if (Stage exposed = holeCardExposedStage(state); !exposed.steps.empty())
            return exposed;
    if (state.irregular.looseCard && state.phase != Phase::Complete && !looseCardStillUsable(state))
        return unusableLooseCardStage(state);
    if (Stage coupons = couponStage(state); !coupons.steps.empty())
        return coupons; // a paid wager's coupon is taken before anything else
    if (settlesAtOnce(state.phase))
        if (Stage settlements = immediateSettlementStage(state); !settlements.steps.empty())
            return settlements; // none of its steps draws from the shoe
    return phaseStageAtShoe(state);
}

// A phase with nothing to do is passed over. Passing over changes only state.phase, and of
// currentStage() only the phase's own stage and the loose card's check read the phase: a player's
// irregularity, a misused reader's steps, and the immediate settlements once looked at, stay empty.
// So after a phase where the settlements were looked at, only the next phase's own stage is built,
// unless a loose card is waiting.
Stage advancePhase(RoundState& state)
{
    Stage stage = currentStage(state);
    while (stage.steps.empty() && state.phase != Phase::Complete) {
        const bool settlementsLookedAt = settlesAtOnce(state.phase);
        state.phase = static_cast<Phase>(static_cast<int>(state.phase) + 1);
        stage = settlementsLookedAt && !state.irregular.looseCard ? phaseStageAtShoe(state) : currentStage(state);
    }
    return stage;
}

} // namespace s21

#include "core/procedure/verdict.h"

namespace s21 {

std::string mistakeCodeName(MistakeCode code)
{
    switch (code) {
    case MistakeCode::BurnMissing: return "BURN_MISSING";
    case MistakeCode::DealOrder: return "DEAL_ORDER";
    case MistakeCode::HoleCardProcedure: return "HOLE_CARD_PROCEDURE";
    case MistakeCode::MtdOrder: return "MTD_ORDER";
    case MistakeCode::MtdNotSettled: return "MTD_NOT_SETTLED";
    case MistakeCode::InsuranceProcedure: return "INSURANCE_PROCEDURE";
    case MistakeCode::PeekProcedure: return "PEEK_PROCEDURE";
    case MistakeCode::HoleCardExposed: return "HOLE_CARD_EXPOSED";
    case MistakeCode::BlackjackProcedure: return "BLACKJACK_PROCEDURE";
    case MistakeCode::ActedBeforeSignal: return "ACTED_BEFORE_SIGNAL";
    case MistakeCode::WrongSignal: return "WRONG_SIGNAL";
    case MistakeCode::SurrenderProcedure: return "SURRENDER_PROCEDURE";
    case MistakeCode::DoubleProcedure: return "DOUBLE_PROCEDURE";
    case MistakeCode::SplitProcedure: return "SPLIT_PROCEDURE";
    case MistakeCode::PlayerOrder: return "PLAYER_ORDER";
    case MistakeCode::DealerDrawing: return "DEALER_DRAWING";
    case MistakeCode::AnnouncementWrong: return "ANNOUNCEMENT_WRONG";
    case MistakeCode::SettlementOrder: return "SETTLEMENT_ORDER";
    case MistakeCode::PayoutAmount: return "PAYOUT_AMOUNT";
    case MistakeCode::WrongOutcome: return "WRONG_OUTCOME";
    case MistakeCode::ChipsMoved: return "CHIPS_MOVED";
    case MistakeCode::PickupOrder: return "PICKUP_ORDER";
    case MistakeCode::IrregularityProcedure: return "IRREGULARITY_PROCEDURE";
    case MistakeCode::BonusSpinProcedure: return "BONUS_SPIN_PROCEDURE";
    case MistakeCode::GameProtection: return "GAME_PROTECTION";
    case MistakeCode::FalseCatch: return "FALSE_CATCH";
    case MistakeCode::CoverCardProcedure: return "COVER_CARD_PROCEDURE";
    case MistakeCode::OutOfProcedure: return "OUT_OF_PROCEDURE";
    case MistakeCode::OpeningProcedure: return "OPENING_PROCEDURE";
    case MistakeCode::ShuffleProcedure: return "SHUFFLE_PROCEDURE";
    case MistakeCode::CutOfferOrder: return "CUT_OFFER_ORDER";
    case MistakeCode::CutProcedure: return "CUT_PROCEDURE";
    case MistakeCode::CutPlacement: return "CUT_PLACEMENT";
    case MistakeCode::CoverCardDepth: return "COVER_CARD_DEPTH";
    case MistakeCode::BurnCardDisclosure: return "BURN_CARD_DISCLOSURE";
    case MistakeCode::IdleTableProcedure: return "IDLE_TABLE_PROCEDURE";
    case MistakeCode::ShufflerMalfunction: return "SHUFFLER_MALFUNCTION";
    }
    return "?";
}

const std::vector<MistakeCode>& allMistakeCodes()
{
    static const std::vector<MistakeCode> codes = [] {
        std::vector<MistakeCode> all;
        for (int c = 0; c <= static_cast<int>(MistakeCode::OutOfProcedure); ++c)
            all.push_back(static_cast<MistakeCode>(c));
        return all;
    }();
    return codes;
}

Severity defaultSeverity(MistakeCode code)
{
    switch (code) {
    case MistakeCode::HoleCardExposed:
    case MistakeCode::WrongOutcome:
    case MistakeCode::ChipsMoved: return Severity::Critical;
    case MistakeCode::BurnMissing:
    case MistakeCode::DealOrder:
    case MistakeCode::HoleCardProcedure:
    case MistakeCode::MtdNotSettled:
    case MistakeCode::InsuranceProcedure:
    case MistakeCode::PeekProcedure:
    case MistakeCode::BlackjackProcedure:
    case MistakeCode::ActedBeforeSignal:
    case MistakeCode::WrongSignal:
    case MistakeCode::SurrenderProcedure:
    case MistakeCode::DoubleProcedure:
    case MistakeCode::SplitProcedure:
    case MistakeCode::DealerDrawing:
    case MistakeCode::PayoutAmount:
    case MistakeCode::OpeningProcedure:
    case MistakeCode::ShuffleProcedure:
    case MistakeCode::CutProcedure:
    case MistakeCode::CutPlacement:
    case MistakeCode::CoverCardDepth:
    case MistakeCode::BurnCardDisclosure:
    case MistakeCode::IrregularityProcedure:
    case MistakeCode::IdleTableProcedure:
    case MistakeCode::ShufflerMalfunction:
    case MistakeCode::BonusSpinProcedure:
    case MistakeCode::GameProtection:
    case MistakeCode::CoverCardProcedure: return Severity::Major;
    case MistakeCode::MtdOrder:
    case MistakeCode::PlayerOrder:
    case MistakeCode::AnnouncementWrong:
    case MistakeCode::SettlementOrder:
    case MistakeCode::PickupOrder:
    case MistakeCode::OutOfProcedure:
    case MistakeCode::CutOfferOrder:
    case MistakeCode::FalseCatch: return Severity::Minor;
    }
    return Severity::Minor;
}

std::string severityName(Severity severity)
{
    switch (severity) {
    case Severity::Minor: return "minor";
    case Severity::Major: return "major";
    case Severity::Critical: return "critical";
    }
    return "?";
}

} // namespace s21

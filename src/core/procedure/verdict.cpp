#include "core/procedure/verdict.h"

#include <iterator>

namespace s21 {

namespace {

// One mistake code: its stable spelling (logs, exports, the CLI, scenario scoring weights) and the plain
// words a trainee reads.
struct CodeEntry {
    MistakeCode code;
    const char* name;
    const char* words;
};

// Every code, in declaration order, so that a code's entry is at its own number.
constexpr CodeEntry kCodes[] = {
    {MistakeCode::BurnMissing, "BURN_MISSING", "First card not burned"},
    {MistakeCode::DealOrder, "DEAL_ORDER", "Dealt out of order"},
    {MistakeCode::HoleCardProcedure, "HOLE_CARD_PROCEDURE", "Hole card dealt the wrong way"},
    {MistakeCode::MtdOrder, "MTD_ORDER", "Match-the-Dealer settled out of order"},
    {MistakeCode::MtdNotSettled, "MTD_NOT_SETTLED", "Match-the-Dealer not settled first"},
    {MistakeCode::InsuranceProcedure, "INSURANCE_PROCEDURE", "Insurance handled at the wrong time"},
    {MistakeCode::PeekProcedure, "PEEK_PROCEDURE", "Peek skipped or the reader misused"},
    {MistakeCode::HoleCardExposed, "HOLE_CARD_EXPOSED", "Hole card shown too early"},
    {MistakeCode::BlackjackProcedure, "BLACKJACK_PROCEDURE", "Player blackjack handled wrongly"},
    {MistakeCode::ActedBeforeSignal, "ACTED_BEFORE_SIGNAL", "Acted before the player's signal"},
    {MistakeCode::WrongSignal, "WRONG_SIGNAL", "Not what the player signalled"},
    {MistakeCode::SurrenderProcedure, "SURRENDER_PROCEDURE", "Surrender handled wrongly"},
    {MistakeCode::DoubleProcedure, "DOUBLE_PROCEDURE", "Double down or rescue handled wrongly"},
    {MistakeCode::SplitProcedure, "SPLIT_PROCEDURE", "Split handled wrongly"},
    {MistakeCode::PlayerOrder, "PLAYER_ORDER", "Players served out of turn"},
    {MistakeCode::DealerDrawing, "DEALER_DRAWING", "Dealer's hand drawn wrongly"},
    {MistakeCode::AnnouncementWrong, "ANNOUNCEMENT_WRONG", "Wrong total announced"},
    {MistakeCode::SettlementOrder, "SETTLEMENT_ORDER", "Wagers settled out of order"},
    {MistakeCode::PayoutAmount, "PAYOUT_AMOUNT", "Wrong amount paid or collected"},
    {MistakeCode::WrongOutcome, "WRONG_OUTCOME", "A loser paid or a winner collected"},
    {MistakeCode::ChipsMoved, "CHIPS_MOVED", "Chips moved to another spot"},
    {MistakeCode::PickupOrder, "PICKUP_ORDER", "Cards picked up out of order"},
    {MistakeCode::OpeningProcedure, "OPENING_PROCEDURE", "New decks opened wrongly"},
    {MistakeCode::ShuffleProcedure, "SHUFFLE_PROCEDURE", "Shuffle step skipped or out of order"},
    {MistakeCode::CutOfferOrder, "CUT_OFFER_ORDER", "Cut offered to the wrong player"},
    {MistakeCode::CutProcedure, "CUT_PROCEDURE", "Cut not due or not completed"},
    {MistakeCode::CutPlacement, "CUT_PLACEMENT", "Cover card too near an end"},
    {MistakeCode::CoverCardDepth, "COVER_CARD_DEPTH", "Cover card not deep enough"},
    {MistakeCode::BurnCardDisclosure, "BURN_CARD_DISCLOSURE", "Burn card not shown when asked"},
    {MistakeCode::IrregularityProcedure, "IRREGULARITY_PROCEDURE", "Irregularity handled wrongly"},
    {MistakeCode::IdleTableProcedure, "IDLE_TABLE_PROCEDURE", "Idle table's cards handled wrongly"},
    {MistakeCode::ShufflerMalfunction, "SHUFFLER_MALFUNCTION", "Shuffler fault handled wrongly"},
    {MistakeCode::CoverCardProcedure, "COVER_CARD_PROCEDURE", "Dealt on past the cover card"},
    {MistakeCode::DeterminantCard, "DETERMINANT_CARD", "Determinant card handled wrongly"},
    {MistakeCode::BonusSpinProcedure, "BONUS_SPIN_PROCEDURE", "Bonus Spin handled wrongly"},
    {MistakeCode::GameProtection, "GAME_PROTECTION", "A player's irregularity let pass"},
    {MistakeCode::FalseCatch, "FALSE_CATCH", "An irregularity called where there was none"},
    {MistakeCode::OutOfProcedure, "OUT_OF_PROCEDURE", "Not a step the procedure calls for now"},
};
static_assert(std::size(kCodes) == static_cast<std::size_t>(MistakeCode::OutOfProcedure) + 1,
              "every code has its entry");

constexpr bool inDeclarationOrder()
{
    for (std::size_t i = 0; i < std::size(kCodes); ++i)
        if (static_cast<std::size_t>(kCodes[i].code) != i)
            return false;
    return true;
}
static_assert(inDeclarationOrder(), "kCodes lists the codes in declaration order");

const CodeEntry& entryOf(MistakeCode code) { return kCodes[static_cast<std::size_t>(code)]; }

} // namespace

std::string mistakeCodeName(MistakeCode code) { return entryOf(code).name; }

std::string mistakeCodeWords(MistakeCode code) { return entryOf(code).words; }

std::optional<MistakeCode> mistakeCodeNamed(std::string_view name)
{
    for (const CodeEntry& entry : kCodes)
        if (name == entry.name)
            return entry.code;
    return std::nullopt;
}

std::string mistakeCodeWords(std::string_view name)
{
    const std::optional<MistakeCode> code = mistakeCodeNamed(name);
    return code ? mistakeCodeWords(*code) : std::string(name);
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
    case MistakeCode::DeterminantCard:
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

#pragma once
// What a procedure (procedure.h) says about one dealer action: accepted, or a mistake with a stable code,
// the section it breaks, a severity, what was expected and one plain sentence.

#include "core/procedure/dealer_action.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace s21 {

enum class Severity : std::uint8_t { Minor, Major, Critical };

// Stable mistake codes: they appear in logs, reports and scenario scoring weights, so existing
// spellings never change (see mistakeCodeName).
enum class MistakeCode : std::uint8_t {
    BurnMissing,           // dealt before burning the first card of a shoe (MD-S21 7.B(3))
    DealOrder,             // initial deal out of order or to the wrong spot (MD-S21 7.E, MA-S21 7(d))
    HoleCardProcedure,     // the dealer's second card dealt the wrong way for the profile (MD-S21 7.E(4), MA-S21 7(g))
    MtdOrder,              // Match-the-Dealer settled out of order (MD-S21 7.F(1), MA-S21 6(d))
    MtdNotSettled,         // another step before Match-the-Dealer was settled (MD-S21 7.F, MA-S21 6(d))
    InsuranceProcedure,    // insurance offered, closed or settled at the wrong time (MD-S21 ch. 8, MA-S21 11)
    PeekProcedure,         // peek skipped, or the reader used on a 2-9 up card (MD-S21 7.G, 13.P)
    HoleCardExposed,       // the hole card revealed before the players finished (MD-S21 7.G(2)(a), 7.L)
    BlackjackProcedure,    // a player blackjack not announced/paid/removed as the rule says (MD-S21 7.H(1))
    ActedBeforeSignal,     // acted on a hand before asking the player / before the signal (MA-S21 7(e))
    WrongSignal,           // did something other than what the player signalled (MD-S21 7.I)
    SurrenderProcedure,    // surrender settled the wrong way (MD-S21 9.C, MA-S21 8(a))
    DoubleProcedure,       // double down or rescue handled wrongly (MD-S21 ch. 10, MA-S21 9)
    SplitProcedure,        // split handled wrongly (MD-S21 ch. 11, MA-S21 10)
    PlayerOrder,           // players served out of turn (MD-S21 7.H, MA-S21 7(e))
    DealerDrawing,         // dealer drew when standing, stood when drawing, or drew needlessly (MD-S21 7.M-N)
    AnnouncementWrong,     // a total announced wrongly (MD-S21 7.L(3), MA-S21 7(e)-(f))
    SettlementOrder,       // wagers settled in the wrong order (MD-S21 7.R, MA-S21 5(e))
    PayoutAmount,          // a wrong amount paid or collected (MD-S21 ch. 12, MA-S21 5)
    WrongOutcome,          // paid a losing wager or collected a winning one (MD-S21 7.O-Q)
    ChipsMoved,            // a wager's chips put on another spot, not collected into the tray (MD-S21 7.S)
    PickupOrder,           // cards picked up out of order (MD-S21 7.T, MA-S21 7(h))
    OpeningProcedure,      // opening new decks out of order or a step skipped (MD-S21 4.A-F, MA-S21 3)
    ShuffleProcedure,      // shuffle steps skipped or out of order (MD-S21 5.A, 7.D; MA-S21 4(a), 4(j), 7(j))
    CutOfferOrder,         // the cut offered to the wrong player (MD-S21 5.D, MA-S21 4(d))
    CutProcedure,          // a cut where none is due, or the cut not completed (MD-S21 5.C, 5.E(1); MA-S21 4(b)-(c))
    CutPlacement,          // the cover card placed too near an end of the stack (MD-S21 5.E, MA-S21 4(e))
    CoverCardDepth,        // the cover card re-inserted less than 1/4 from the bottom (MD-S21 5.E(2), MA-S21 4(e))
    BurnCardDisclosure,    // the burn card not shown to a player who asked to see it (MA-S21 7(c))
    IrregularityProcedure, // an irregularity handled the wrong way (MD-S21 ch. 13, MA-S21 15)
    IdleTableProcedure,    // an idle table's cards gathered, spread or washed wrongly (MD-S21 5.H-I, MA-S21 4(i))
    ShufflerMalfunction,   // a jammed or broken automated shuffler handled wrongly (MD-S21 13.R-S, MA-S21 15(j)-(k))
    CoverCardProcedure,    // dealt on past the cover card without setting it aside (MD-S21 7.C, MA-S21 7(j))
    DeterminantCard,       // a double shoe's determinant card not drawn, or not used as its suit says (MD-BJ 7.C)
    BonusSpinProcedure,    // a Bonus Spin wager settled or the wheel spun the wrong way (MD-S21BS 12.D, MA-S21 16)
    GameProtection,        // a player's irregularity let pass (the sections with FaultKind, faults.h)
    FalseCatch,            // a player's irregularity called where there was none
    // Keep OutOfProcedure last: code that lists every code counts up to it.
    OutOfProcedure, // an action the procedure does not call for at this point
};

std::string mistakeCodeName(MistakeCode code);  // "MTD_ORDER", "PAYOUT_AMOUNT", ...: logs, exports, the CLI
std::string mistakeCodeWords(MistakeCode code); // "Match-the-Dealer settled out of order": what a trainee reads
// The code mistakeCodeName() spells `name`; nothing for a spelling no code has.
std::optional<MistakeCode> mistakeCodeNamed(std::string_view name);
// The plain words of the code spelled `name` (a stored or sealed mistake), or `name` itself for a
// spelling this version does not know.
std::string mistakeCodeWords(std::string_view name);
const std::vector<MistakeCode>& allMistakeCodes(); // every code, in declaration order
Severity defaultSeverity(MistakeCode code);
std::string severityName(Severity severity); // "minor", "major", "critical"

struct Mistake {
    MistakeCode code = MistakeCode::OutOfProcedure;
    std::string section; // "MD-S21 7.F(1)"
    Severity severity = Severity::Minor;
    std::vector<DealerAction> expected; // what the procedure called for instead
    std::string explanation;            // one plain sentence for the trainee
};

struct Verdict {
    DealerAction action;
    bool accepted = true;
    Mistake mistake; // meaningful only when !accepted

    bool isMistake() const { return !accepted; }
};

} // namespace s21

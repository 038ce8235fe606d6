#pragma once
// Where Maryland blackjack says what a Maryland Spanish 21 section says: the one table that turns the
// engine's Maryland Spanish 21 citations into the Maryland Standard Rules - Blackjack's (MD-BJ).
//
// The engine cites each rule once, by its Maryland and Massachusetts Spanish 21 sections
// (RuleProfile::cite). Blackjack is the parent game and its text is laid out the same way, mostly
// with the same letters, but not always: its irregularities are chapter 14, not 13; its payouts
// chapter 13, not 12; its insurance chapter is lettered differently. And its chapter 7 stops after
// §E, so the deal, the peek, the dealer's hand and the settlement have no blackjack text: there the
// Spanish 21 section is cited "by analogy" (../shared/rules/README.md, docs/procedure.md).

#include "core/rules/game.h"

#include <optional>
#include <span>
#include <string_view>

namespace s21 {

enum class TwinKind : unsigned char {
    Section,     // MD-BJ says the same in `blackjack`: "MD-BJ 14.A"
    ByAnalogy,   // MD-BJ ch. 7 is silent: cited as "MD-S21 7.N (by analogy; MD-BJ ch. 7 is incomplete)"
    SpanishOnly, // a rule of Spanish 21 alone (a 10 in the shoe, rescue, the bonus payouts): never reached in blackjack;
                 // so too a second card face up voiding the round (MD-S21 13.B): MD-BJ 14.A discards each one
};

struct SectionTwin {
    std::string_view spanish21; // the Maryland argument of a RuleProfile::cite call, as written: "10.E, 11.E"
    TwinKind kind;
    const char* blackjack; // Section: the MD-BJ section(s) in the same form, "10.B, 11.E"; else nullptr
};

// Every Maryland section the engine cites, in the order of the Spanish 21 text.
std::span<const SectionTwin> blackjackTwins();

// The twin of `spanish21` (as blackjackTwins() writes it), or nullptr when the table lacks it.
const SectionTwin* blackjackTwin(std::string_view spanish21);

// The game whose rules a citation the engine wrote is of: blackjack's when it names MD-BJ (its own
// section, or "(by analogy; MD-BJ ch. 7 is incomplete)"), Spanish 21's when it names a Spanish 21
// text ("MD-S21 7.T", "MA-S21 6(d)", "MD-S21BS 12.D"); none for a house rule.
std::optional<Game> citedGame(std::string_view section);

} // namespace s21

#pragma once
// In-round irregularities a scenario makes happen (MD-S21 13.E-Q, MA-S21 15(c)-(l)): the fault, the
// moment it happens, and what the table remembers of it while the dealer handles it. The faults
// that lie in the shoe itself (a card face up, a 10, too few cards: MD-S21 13.A-D, 13.K-L) are part
// of the shoe (shoe.h) and need no injection.
//
// A fault is something that has already gone wrong when the trainee sees the table: a card has
// slipped out of the shoe, a seat was passed over, the reader failed. The round engine (round.h)
// injects it at its moment; the procedure (round_procedure.h) then calls for the handling the rule text
// prescribes, and the diagnosis cites it.

#include "core/procedure/dealer_action.h"
#include "core/rules/card.h"
#include "core/rules/rule_profile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace s21 {

enum class FaultKind : std::uint8_t {
    CardDrawnInError,      // a card comes out of the shoe by mistake (MD-S21 13.E-I, MA-S21 15(c)-(e))
    DealerMissesFirstCard, // the dealer deals no up card to themselves (MD-S21 13.J, MA-S21 15(f))
    PlayerDealtNoCards,    // a seat is passed over in the initial deal (MD-S21 13.M, MA-S21 15(h))
    PlayerDealtOneCard,    // a seat's second card is passed over (MD-S21 13.N, MA-S21 15(h))
    RequestedCardNotDealt, // a player taps for a card and the dealer moves on (MD-S21 13.O, MA-S21 15(i))
    HoleCardInReader,      // the hole card put in the reader under a 2-9 (MD-S21 13.P, MA-S21 15(l))
    ReaderMalfunction,     // the card reader fails at the peek (MD-S21 13.Q, MA-S21 15(k))
};

// "card-drawn-in-error", "dealer-misses-first-card", ... (the scenario files' spelling).
std::string faultName(FaultKind kind);
std::optional<FaultKind> parseFaultKind(const std::string& name);
// Every kind, in declaration order.
std::vector<FaultKind> allFaultKinds();

struct Fault {
    FaultKind kind = FaultKind::CardDrawnInError;
    int seat = 0;                       // PlayerDealtNoCards, PlayerDealtOneCard, RequestedCardNotDealt
    bool exposed = false;               // CardDrawnInError: its face was seen by the players
    std::optional<DealerAction> before; // CardDrawnInError: it happens when this is the next step...
    int occurrence = 1;                 // ...for the n-th time (RequestedCardNotDealt: the seat's n-th hit)
    bool playerTakesCard = true;        // PlayerDealtOneCard, RequestedCardNotDealt: the player's option
    bool readerShowsHoleCard = false;   // HoleCardInReader: the device lets a player learn the hole card
};

// One sentence for the trainee, saying what went wrong: "A card slipped out of the shoe face down."
std::string describe(const Fault& fault);

// The hole card put into the card reader under a 2-9 up card (MD-S21 13.P, MA-S21 15(l)): it has
// not happened, it has and the floorperson is not told yet, or the floorperson has been told.
enum class ReaderMisuse : std::uint8_t { None, Unreported, Reported };

// The card reader has failed (MD-S21 13.Q, MA-S21 15(k)): it works, it has failed and the
// floorperson is not told yet, or the floorperson has been told (until the reader, repaired or
// replaced, is used for the peek).
enum class ReaderFailure : std::uint8_t { None, Unreported, Reported };

// What the table remembers of this round's injected faults while the dealer handles them.
struct Irregularities {
    std::optional<Card> looseCard; // drawn in error, waiting to be used or discarded (13.E-I)
    bool looseCardExposed = false;
    bool looseCardFromDealerStanding = false;            // drawn for a dealer who stands (MD-S21 13.I, MA-S21 15(e))
    std::array<bool, kSeatCount + 1> refusedLooseCard{}; // no more cards for this seat (MD-S21 13.G)
    bool dealerMissedFirstCard = false;                  // 13.J
    int seatDealtNoCards = 0;                            // 13.M
    int seatDealtOneCard = 0;                            // 13.N
    std::optional<Spot> passedOverHand;                  // 13.O: asked for a card, not dealt one yet
    bool optionAsked = false;                            // the player's option asked (13.N, 13.O)
    bool playerTakesCard = true;                         // the player's answer
    ReaderMisuse readerMisuse = ReaderMisuse::None;      // 13.P
    bool readerShowsHoleCard = false;
    ReaderFailure readerFailure = ReaderFailure::None; // 13.Q
};

// Throws std::invalid_argument when a fault can never happen at this table: a seat with no
// player, a reader fault without a reader, a card drawn in error with no moment given.
void checkFault(const RuleProfile& profile, const std::vector<int>& occupiedSeats, const Fault& fault);

} // namespace s21

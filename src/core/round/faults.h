#pragma once
// In-round irregularities a scenario makes happen (MD-S21 13.E-Q, MA-S21 15(c)-(l)), and the players'
// own (MD-S21 6.B-E, 7.U, 8.B-C; MA-S21 5(c)-(h), 6(b), 7(k), 11(b)): the fault, the moment it happens, and what the
// table remembers of it while the dealer handles it. The faults
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
    HoleCardExposed, // the hole card turns face up as it is dealt (no section; read as MD-S21 13.P(1), MA-S21 15(l)(1))
    DealtFromWrongSide, // a double shoe's round dealt from the side its determinant card did not call for (MD-BJ 14.I)
    // A player's own irregularity, which the dealer must catch (isGuestFoul()):
    LateWager,      // chips added to a wager after the first card, before the seat's second (MD-S21 6.D, MA-S21 5(d))
    WagerPressed,   // chips added to a wager at the seat's turn, before its decision (MD-S21 6.E, MA-S21 5(h))
    WagerPinched,   // chips taken off a wager at the seat's turn, before its decision (MD-S21 6.E, MA-S21 5(h))
    CardsTouched,   // the player handles the hand's cards at the seat's turn (MD-S21 7.U, MA-S21 7(k))
    MatchOverWager, // a Match-the-Dealer wager over the Spanish 21 wager, before the first card (matchCapSection())
    InsuranceOverHalf, // more than half the wager on the insurance line while it is open (MD-S21 8.B-C, MA-S21 11(b))
    VerbalCashWager,  // the wager is cash laid on the spot with a call, before the first card (MD-S21 6.B, MA-S21 5(c))
    WagerOverMaximum, // chips added over the posted table maximum, before the first card (house rule table_maximum)
    WagerUnderMinimum, // chips taken off to under the posted table minimum, before the first card (table_minimum)
    DoubleWagerPressed, // chips added to a doubled wager in the dealer's turn, before its decision (MD-S21 6.E, MA-S21 5(i))
    WagerAfterSittingOut, // a player who sat out since the shuffle wagers, before the first card (MD-S21 6.C, MA-S21 5(j))
    InsurancePressed, // chips added to an insurance wager once insurance is closed, before it is settled (MD-S21 6.E, MA-S21 5(i))
    SplitWagerPressed, // chips added to a split hand's wager in the dealer's turn, before its decision (MD-S21 6.E, MA-S21 5(i))
    ExtraBoxWager, // a player who plays another box wagers on this one too, over the table's limit, before the first card (MD-S21 6.H, MA-S21 14)
    CouponOverWager, // a match play coupon of more than the chips laid beside the wager, before the first card (MA-S21 5(c))
    CallFromBehind, // a player wagering behind the caller on a shared box signals the box's decision at its turn (MA-S21 13(b))
};

// A player's irregularity rather than the dealer's or the equipment's: scored GAME_PROTECTION when
// missed, and drawn at the guests' own rate in practice.
bool isGuestFoul(FaultKind kind);
// A guest foul that changes the chips on a wager by the fault's `chips` (all but CardsTouched, CallFromBehind,
// WagerAfterSittingOut, ExtraBoxWager, VerbalCashWager, whose cash is the seat's whole wager, and
// CouponOverWager, whose `chips` is the coupon's face value).
bool altersWager(FaultKind kind);
// A guest foul whose chips the player took off the wager (WagerPinched, WagerUnderMinimum): they are
// in the player's hand, not on the layout, and go back on the wager when it is corrected.
bool takesChipsOff(FaultKind kind);

// Which of the seat's wagers a guest foul's chips are on: its first hand's, its Match-the-Dealer
// circle's or its insurance's (InsuranceOverHalf, InsurancePressed).
Spot foulWagerSpot(FaultKind kind, int seat);

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
    Money
        chips; // a guest foul altering a wager (altersWager()): the chips added or taken off; CouponOverWager: the coupon's face value
};

// One sentence for the trainee, saying what went wrong as what happened at the table, never as
// something the trainee did: "A card came out of the shoe in error, face down: no one has seen it."
std::string describe(const Fault& fault);

// The hole card put into the card reader under a 2-9 up card (MD-S21 13.P, MA-S21 15(l)): it has
// not happened, it has and the floorperson is not told yet, or the floorperson has been told.
enum class ReaderMisuse : std::uint8_t { None, Unreported, Reported };

// The dealer's hole card turned face up as it was dealt, seen by the players (docs/procedure.md): the
// same three moments.
enum class HoleCardExposure : std::uint8_t { None, Unreported, Reported };

// The card reader has failed (MD-S21 13.Q, MA-S21 15(k)): it works, it has failed and the
// floorperson is not told yet, or the floorperson has been told (until the reader, repaired or
// replaced, is used for the peek).
enum class ReaderFailure : std::uint8_t { None, Unreported, Reported };

// A player's irregularity on the table, until the dealer handles it (MD-S21 6.D-E, 7.U, 8.B-C; MA-S21
// 5(d), 5(h), 6(b), 7(k), 11(b)). Added chips lie on the wager (foulWagerSpot()), apart from it, and
// came out of the player's bankroll; pinched chips left the wager for the bankroll.
struct GuestFoul {
    FaultKind kind = FaultKind::LateWager;
    int seat = 0;
    Money chips;
    bool floorCalled = false; // a pressed or pinched wager, cash in Massachusetts: the floorperson is at the table
    bool confirmed = false;   // a verbal cash wager: the dealer has confirmed it aloud
};

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
    HoleCardExposure holeCardExposure = HoleCardExposure::None; // the hole card seen as it was dealt
    ReaderFailure readerFailure = ReaderFailure::None;          // 13.Q
    bool dealtFromWrongSide = false;    // MD-BJ 14.I: the round stands as if dealt from the right side
    std::optional<GuestFoul> guestFoul; // a player's irregularity, until handled
    int seatBackFromSittingOut = 0;     // wagers after sitting out since the shuffle (MD-S21 6.C, MA-S21 5(j))
};

// The boxes extra-box wagers (FaultKind::ExtraBoxWager) put a player's wager on: the boxes a round's
// set-up may have over the profile's limit (boxesProblem(), seat_setup.h).
std::vector<int> extraBoxes(const std::vector<Fault>& faults);

// Throws std::invalid_argument when a fault can never happen at this table: a seat with no
// player, a reader fault without a reader, a hole card exposed where none is dealt, a round dealt from
// the wrong side of a double shoe where there is none, a card drawn in error with no moment given, a wager
// altered by no chips.
void checkFault(const RuleProfile& profile, const std::vector<int>& occupiedSeats, const Fault& fault);

} // namespace s21

#pragma once
// A dealer action: one thing the trainee dealer does at the table, as a value. A procedure
// (procedure.h: a round or the shoe procedure) accepts or rejects each one; the GUI and the CLI
// only ever produce these.

#include "core/base/money.h"
#include "core/base/parsed.h"
#include "core/rules/shoe.h"

#include <cstdint>
#include <string>
#include <vector>

namespace s21 {

inline constexpr int kSeatCount = 7; // MD-S21 2.A: no more than seven betting positions

// Where on the layout an action lands. Seats are numbered from the dealer's far left (seat 1, dealt
// first, MD-S21 7.E) to the far right (seat 7).
struct Spot {
    enum class Kind : std::uint8_t {
        None,       // the action has no place on the layout (burn, offer insurance, ...)
        PlayerHand, // a seat's hand; `hand` counts split hands from the dealer's left (0, 1, ...)
        Dealer,     // the dealer's hand
        MatchWager, // a seat's Match-the-Dealer circle
        Insurance,  // a seat's insurance wager on the insurance line
        Award,      // beside a seat's wager: the super bonus or the $50 envy payment (MD-S21 12.C)
        BonusSpin,  // a seat's Bonus Spin wager (MD-S21BS 6.G(2), MA-S21 16)
        Xtreme,     // a seat's Bonus Spin Xtreme - Xtreme 16 wager (MD-S21BS 6.G(3))
    };
    Kind kind = Kind::None;
    int seat = 0;
    int hand = 0;
    // On a shared box (MA-S21 13(c)), whose wager in the line: 0 the caller's, nearest the dealer, 1 and 2
    // the wagers behind it, in line order (Seat::backers). A hand's, an insurance wager's or an award's.
    int bettor = 0;

    static Spot none() { return {}; }
    static Spot player(int seat, int hand = 0) { return {Kind::PlayerHand, seat, hand}; }
    static Spot dealer() { return {Kind::Dealer, 0, 0}; }
    static Spot match(int seat) { return {Kind::MatchWager, seat, 0}; }
    static Spot insurance(int seat, int bettor = 0) { return {Kind::Insurance, seat, 0, bettor}; }
    static Spot award(int seat, int bettor = 0) { return {Kind::Award, seat, 0, bettor}; }
    static Spot behind(int seat, int hand, int bettor) { return {Kind::PlayerHand, seat, hand, bettor}; }
    // The same place, the caller's wager: the hand or side wager a bettor's wager is in line on.
    Spot box() const { return {kind, seat, hand, 0}; }
    static Spot bonusSpin(int seat) { return {Kind::BonusSpin, seat, 0}; }
    static Spot xtreme(int seat) { return {Kind::Xtreme, seat, 0}; }

    friend bool operator==(const Spot&, const Spot&) = default;
};

enum class ActionKind : std::uint8_t {
    Burn,         // take the top card to the discard rack face down (MD-S21 7.B(3)-(4))
    DealCard,     // next card from the shoe to a player hand or the dealer (face up unless the hole card)
    DealHoleCard, // the dealer's second card face down (MD-S21 7.E(4), MA-S21 7(i))
    Collect,      // take a losing wager (or `amount` of it) into the table inventory
    Pay,          // pay `amount` from the chip tray beside a winning wager
    MoveChips, // a wager's chips from `spot` to the spot `to`: never a step; a losing wager's are MD-S21 7.S's mistake
    OfferInsurance,      // announce insurance open (MD-S21 7.G(1), 8.A)
    CloseInsurance,      // announce insurance closed, before the peek (MD-S21 8.D)
    Peek,                // insert the hole card in the card reader (MD-S21 7.G(2)(a))
    RevealHoleCard,      // turn the hole card face up (MD-S21 7.L(1))
    AnnounceDealersCard, // say "Dealer's Card" before drawing the second card (MA-S21 7(g))
    AskPlayer, // announce a hand's total and invite its decision, if it has one left (MA-S21 7(e)-(f)); `value` = total
    AnnounceBlackjack,   // announce a player's blackjack (MD-S21 7.H(1))
    AnnounceDealerTotal, // announce the dealer's total (MD-S21 7.L(3)); `value` = total
    SplitPair,           // separate a pair into two hands once the player has matched the wager (MD-S21 11.A)
    PlaceWagerOnCards,   // a surrendered wager on the cards against an A/K/Q/J (MD-S21 9.C(2))
    SettleSurrender,     // collect half, return half (MD-S21 9.C(1)); `amount` = the half collected
    SettleRescue,        // return the double down wager, collect the original (MD-S21 10.H)
    PickUpHand,          // put a hand's cards in the discard rack (MD-S21 7.T)
    DiscardFaceUp,       // a card found face up in the shoe to the discard rack (MD-S21 13.A, MA-S21 15(a))
    CallFloor,           // call the floorperson (irregularities)
    VoidRound,           // declare the round void (irregularities)
    SetAsideCoverCard,   // the cover card has come out: set it aside and finish the round (MD-S21 7.C, MA-S21 7(j))
    DiscardDrawnCard,    // a card drawn in error that no one can use to the rack (MD-S21 13.H-I, MA-S21 15(d)-(e))
    OfferOption,         // ask a passed-over player: the card, or a dead hand (MD-S21 13.N-O, MA-S21 15(h)-(i))
    DeclareDeadHand,     // call a hand dead: wager(s) returned, cards to the rack (MD-S21 13.M-O, MA-S21 15(h)-(i))
    PressBonusButton,    // press a seat's Bonus Spin button for its blackjack (MA-S21 16(d)(1))
    SpinWheel,    // spin the Bonus Spin wheel for a seat's blackjack (MD-S21BS 12.D(5), MA-S21 16(d)(2)), on a player
                  // spot; the Xtreme 16's Hot Spot Prize Wheel for its wager (12.E(2)), on its Xtreme 16 spot
    CorrectWager, // a wager altered by its player made to stand as at the first card (MD-S21 6.D-E, MA-S21 5(d), 5(h))
    WarnPlayer,   // stop a player handling the cards (MD-S21 7.U, MA-S21 7(k)), or calling a shared box's decision
                  // from behind its caller (MA-S21 13(b))
    ConfirmWager, // confirm a verbal wager with cash aloud (MD-S21 6.B, MA-S21 5(c))
    ChangeCash,   // the cash on a spot to the drop box, `amount` in chips in its place (MD-S21 6.B, MA-S21 5(c))
    TakeCoupon,   // take a paid wager's match play coupon off the layout (MA-S21 5(c), 6(c))
    DrawDeterminant, // a double shoe's determinant card from the side `value` names: 1 red backs, 2 blue (MD-BJ 7.C(1))
    SegregateCard,   // the determinant card to its side's segregated area: its suit calls for the other side (7.C(3))
    // Between rounds: opening the decks, shuffling, cutting and loading the shoe (shoe_procedure.h).
    InspectCards,    // inspect the new decks for defects (MD-S21 4.A, MA-S21 3(a))
    RemoveTens,      // remove the 10s with the floorperson (MD-S21 4.B, MA-S21 3(b))
    SpreadCards,     // spread the cards face up for the first player (MD-S21 4.C-D, MA-S21 3(b))
    WashCards,       // turn the cards face down and wash them (MD-S21 4.E, MA-S21 3(c))
    StackCards,      // stack the washed cards (MD-S21 4.E, MA-S21 3(c))
    UnloadShoe,      // the cards left in the shoe go to the discard rack (MD-S21 7.D, MA-S21 7(j)(2))
    Shuffle,         // shuffle manually or in the automated shuffler (MD-S21 5.A, MA-S21 4(a))
    Plug,            // plug the unused cards into the discards (MA-S21 4(j)(1))
    Riffle,          // one riffle (MA-S21 4(j)(2))
    Turn,            // the turn (MA-S21 4(j)(3))
    Strip,           // the strip, running cuts (MA-S21 4(j)(4))
    OfferCut,        // offer the stack to a seat to cut (MD-S21 5.B, 5.D; MA-S21 4(c)-(d))
    Cut,             // the dealer cuts: the cover card `value` cards from the top (MD-S21 5.C, 5.E)
    Recut,           // ask the player to cut again: the cut was too near an end (MD-S21 5.E, MA-S21 4(e))
    CompleteCut,     // the cards above the cover card go to the bottom (MD-S21 5.E(1), MA-S21 4(e))
    InsertCoverCard, // re-insert the cover card with `value` cards behind it (MD-S21 5.E(2), MA-S21 4(e))
    LoadShoe,        // put the stack into the dealing shoe (MD-S21 5.E(3), 7.B; MA-S21 4(b), 4(e))
    TakeStackOut,    // take the loaded stack out of the shoe for a recut the floor ordered (MA-S21 4(f))
    ShowBurnCard,    // show the burn card to the player who asked to see it (MA-S21 7(c))
    // Between rounds: an idle table's cards, and a jammed or broken automated shuffler.
    GatherCards,         // take every card out of the shoe and the discard rack (MD-S21 5.H, MA-S21 4(i))
    SpreadFaceDown,      // spread the cards face down for inspection (MD-S21 5.H, MA-S21 4(i))
    TurnSpreadFaceUp,    // turn a face-down spread face up for the arriving player (MA-S21 4(i))
    RemoveShufflerBatch, // take out the batch already in the automated shuffler (MD-S21 5.I(2)(a))
    CoverShuffler,       // cover a broken shuffler or sign it "out of order" (MD-S21 13.S)
    RemoveShuffler,      // remove a broken shuffler from the table (MA-S21 15(k))
};

struct DealerAction {
    ActionKind kind = ActionKind::Burn;
    Spot spot;
    Money amount;  // Collect, Pay, SettleSurrender
    int value = 0; // AskPlayer, AnnounceDealerTotal: the total; Cut: cards above; InsertCoverCard: cards behind
    Spot to;       // MoveChips: where the chips were put

    static DealerAction burn() { return {ActionKind::Burn, Spot::none(), {}, 0, {}}; }
    static DealerAction deal(Spot spot) { return {ActionKind::DealCard, spot, {}, 0, {}}; }
    static DealerAction dealHoleCard() { return {ActionKind::DealHoleCard, Spot::none(), {}, 0, {}}; }
    static DealerAction collect(Spot spot, Money amount) { return {ActionKind::Collect, spot, amount, 0, {}}; }
    static DealerAction pay(Spot spot, Money amount) { return {ActionKind::Pay, spot, amount, 0, {}}; }
    static DealerAction moveChips(Spot from, Spot onto) { return {ActionKind::MoveChips, from, {}, 0, onto}; }
    static DealerAction simple(ActionKind kind, Spot spot = Spot::none()) { return {kind, spot, {}, 0, {}}; }
    static DealerAction announce(ActionKind kind, Spot spot, int total) { return {kind, spot, {}, total, {}}; }
    static DealerAction offerCut(int seat) { return {ActionKind::OfferCut, Spot::player(seat), {}, 0, {}}; }
    static DealerAction cut(int cardsAbove) { return {ActionKind::Cut, Spot::none(), {}, cardsAbove, {}}; }
    // The determinant card drawn from the side with `back`s (MD-BJ 7.C(1)); determinantSide() reads it.
    static DealerAction drawDeterminant(CardBack back)
    {
        return {ActionKind::DrawDeterminant, Spot::none(), {}, back == CardBack::Red ? 1 : 2, {}};
    }
    // The side a DrawDeterminant action names.
    CardBack determinantSide() const { return value == 2 ? CardBack::Blue : CardBack::Red; }
    static DealerAction insertCoverCard(int cardsBehind)
    {
        return {ActionKind::InsertCoverCard, Spot::none(), {}, cardsBehind, {}};
    }

    friend bool operator==(const DealerAction&, const DealerAction&) = default;
};

// What an action takes besides its kind, in the notation as in DealerAction's fields.
struct ActionOperands {
    bool spot = false;   // a place on the layout
    bool amount = false; // money (collect, pay, settle)
    bool value = false;  // a number (a total announced, a cut's or the cover card's depth)
    bool to = false;     // a second place on the layout, where chips were put (move)
};
ActionOperands actionOperands(ActionKind kind);

// Which procedure calls for an action: the round's, the shoe procedure's between rounds, or both
// (a burn, calling the floorperson, removing a 10, a shuffle, a cut).
enum class ActionStage : std::uint8_t { Round, BetweenRounds, Both };
ActionStage actionStage(ActionKind kind);

// Plain English for hints and mistakes: "deal a card to seat 3", "pay $15 on seat 7".
std::string describe(const DealerAction& action);
std::string describe(const Spot& spot);

// The compact action notation of action scripts, answer keys and session logs (documented in
// docs/scenario-format.md): "deal s3", "deal s3.2", "deal dealer", "hole", "pay s7 $15",
// "collect mtd s5 $5", "pay ins s2 $10", "ask s4 16", "dealer-total 18", "pickup dealer",
// "move s5 s2" (seat 5's wager's chips put on seat 2's), "pay s3b2 $10" (the second wager in seat 3's
// line, a shared box), "pay s3.2b3 $10", "pay ins s3b2 $5", ...
std::string notation(const DealerAction& action);

// The action as its notation writes it, and so as a stored round replays it: the operands its kind
// does not take cleared (a burn's spot, a deal's amount). Both procedures judge and log an action as
// written, so that a round judged live and the same round replayed from its record agree.
DealerAction asWritten(const DealerAction& action);
// Whether parseAction reads the notation of `action` back as written: every operand its kind takes
// is one the notation names (a spot on seats 1-7 or the dealer, ...). What a procedure is given must
// be (Procedure::apply), or the round it is logged in could not be read back from the records.
bool writable(const DealerAction& action);

// Parses the notation; the error names what was wrong, its offset where the word at fault starts (the
// text's end when a word is missing).
Parsed<DealerAction> parseAction(const std::string& text);

} // namespace s21

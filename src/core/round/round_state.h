#pragma once
// The whole state of one round, as the engine's parts (round_procedure.h, perform.h, diagnose.h) see it.
// Only Round (round.h) owns one; everything else reads it or, in perform.cpp, changes it.

#include "core/base/lazy_text.h"
#include "core/procedure/cut_procedure.h"
#include "core/round/faults.h"
#include "core/round/table_state.h"
#include "core/rules/rule_profile.h"
#include "core/rules/xtreme16.h"

#include <array>
#include <cstdint>
#include <string>

namespace s21 {

// The named phases of a round, in order. A phase with nothing to do for this round (no
// Match-the-Dealer wagers, no ace showing, ...) is passed over.
enum class Phase : std::uint8_t {
    Burn,            // burn the first card of a new shoe (MD-S21 7.B(3), MA-S21 7(c))
    InitialDeal,     // two cards to each wager, the dealer's up card and hole card (MD-S21 7.E, MA-S21 7(d))
    MatchTheDealer,  // settle Match-the-Dealer before any other card or the reader (MD-S21 7.F, MA-S21 6(d))
    BonusSpin,       // Massachusetts Bonus Spin: an ace pays, a blackjack's button pressed (MA-S21 16(c)-(d))
    Insurance,       // offer and close insurance on an ace (MD-S21 7.G(1), ch. 8; MA-S21 11)
    Peek,            // the card reader on an A/K/Q/J (MD-S21 7.G(2), MA-S21 7(i))
    DealerBlackjack, // the reader found a blackjack: reveal it (MD-S21 7.G(3))
    PlayerTurns,     // each player in turn from the dealer's left (MD-S21 7.H-K, MA-S21 7(e)-(f))
    DealerTurn,      // the dealer's hand (MD-S21 7.L-N, MA-S21 7(g), 12(b)-(c))
    Settlement,      // settle the Spanish 21 wagers (MD-S21 7.O-S, MA-S21 5(e))
    BonusWheel, // spin the wheel for each Bonus Spin blackjack and settle those wagers (MD-S21BS 12.D, MA-S21 16(d))
    Pickup,     // pick up the cards, far right first, the dealer's last (MD-S21 7.T, MA-S21 7(h))
    Complete,
};

std::string phaseName(Phase phase); // "initial deal", "Match-the-Dealer", ...

// Where the round is in refilling an empty shoe from the discard rack (MD-S21 13.K-L, MA-S21 15(g)):
// shuffled (and being cut: RackCut), cut, its first card burned.
enum class ShortShoe : std::uint8_t { None, Shuffled, Cut, Burned };

// The cut of the reshuffled rack as Chapter 5 / Section 4 cut any stack (MD-S21 5.B-E, MA-S21
// 4(c)-(e); cut_procedure.h): how many players have been offered it, and a cover card placed and not
// yet completed.
struct RackCut {
    std::size_t offersMade = 0;
    std::optional<PlacedCut> placed;
    std::string said; // the last answer to the offer, as the table heard it ("seat 7 declines the cut.")
};

// One wager in a hand's line as a value: the caller's (Spot::bettor 0) or one behind it on a shared
// box (MA-S21 13(c)).
struct Stake {
    Money wager;
    Money doubleWager;
    bool doubled = false;
    bool settled = false;
};

// Insurance in this round: not offered (no ace up, or not yet), open for wagers (MD-S21 8.A, MA-S21
// 11(a)), or closed (MD-S21 8.D, MA-S21 11(b)).
enum class InsuranceOffer : std::uint8_t { NotOffered, Open, Closed };

struct RoundState {
    RoundState() = default;
    // With `rules` moved in, throwing nothing: Round::restart builds the next round's state in place
    // of the last one's without building a default profile first.
    explicit RoundState(RuleProfile rules) noexcept : profile(std::move(rules)) {}

    RuleProfile profile;
    std::array<Seat, kSeatCount + 1> seats; // index 1..7; seats[0] unused
    DealerHand dealer;
    Shoe shoe;
    DiscardRack rack;
    Money tray;    // the chip tray: the table inventory (MD-S21 7.S)
    Money dropBox; // cash changed into chips this round, pushed into the drop box (MD-S21 6.B, 2.C)
    Phase phase = Phase::Burn;
    bool burnRequired = false; // first round of a shoe or a new dealer (MD-S21 7.B(3)-(4))
    // A double shoe's determinant card, drawn face up from the side the shoe faces, until it is the
    // first player's first card or in that side's segregated area (MD-BJ 7.C(1)-(3)).
    std::optional<Card> determinant;
    bool sideChosen = false;            // the determinant card has said which side deals the round
    bool determinantSegregated = false; // ... the other side: it went to its side's segregated area (7.C(3))
    InsuranceOffer insuranceOffer = InsuranceOffer::NotOffered;
    bool rescuePending = false;            // the current doubled hand's player asked to rescue
    bool coverCardSeen = false;            // the cover card came out during this round and was set aside (MD-S21 7.C)
    int coverCardSeat = 0;                 // where it came out: the seat whose card was next, 0 for the dealer's
                                           // hand; that seat is offered the next cut (MD-S21 5.D(2)-(3))
    int faceUpCardsFound = 0;              // cards found face up in the shoe (MD-S21 13.A-B)
    int tensFound = 0;                     // 10s found in the shoe (MD-S21 13.C-D)
    bool floorCalled = false;              // the floorperson is at the table for the irregularity at hand
    bool voided = false;                   // the round was declared void (MD-S21 13.B, 13.D)
    bool decksRemoved = false;             // void with the decks removed from play (MD-S21 13.D)
    std::vector<Card> destroyedCards;      // 10s the floorperson removed from the game (MD-S21 13.C)
    ShortShoe shortShoe = ShortShoe::None; // too few cards to finish the round (MD-S21 13.K-L)
    RackCut rackCut;                       // its cut, while ShortShoe::Shuffled
    Seed seed{};                           // for the shuffle of a short shoe
    std::vector<WheelStop> wheelStops;     // where the Bonus Spin wheel lands, spin after spin
    std::size_t wheelSpins = 0;            // spins so far
    std::vector<WheelStop> xtremeStops;    // where the Xtreme 16's Hot Spot Prize Wheel lands, spin after spin
    std::size_t xtremeSpins = 0;           // its spins so far
    XtremeMeters xtremeMeters;             // what its Jackpots pay now (MD-S21BS 12.E(1)(a)-(b), 12.E(4))
    BonusSpinJackpots bonusSpinJackpots;   // what the progressive's Jackpots pay now (MD-S21BS 12.D(7))
    Irregularities irregular;              // injected faults being handled (MD-S21 13.E-Q, faults.h)

    // "MD-S21 7.F(1)" or "MA-S21 6(d)": the section in this profile's jurisdiction, formatted when
    // read. The arguments must outlive the result (string literals).
    LazyText cite(const char* maryland, const char* massachusetts) const
    {
        return profile.cite(maryland, massachusetts);
    }

    bool occupied(int seat) const { return seats[static_cast<std::size_t>(seat)].occupied; }
    // Occupied and not a dead hand taken out of the round (MD-S21 13.M-N).
    bool inPlay(int seat) const { return occupied(seat) && !this->seat(seat).dead; }
    Seat& seat(int s) { return seats[static_cast<std::size_t>(s)]; }
    const Seat& seat(int s) const { return seats[static_cast<std::size_t>(s)]; }
    PlayerHand& hand(const Spot& spot) { return seat(spot.seat).hands[static_cast<std::size_t>(spot.hand)]; }
    const PlayerHand& hand(const Spot& spot) const
    {
        return seat(spot.seat).hands[static_cast<std::size_t>(spot.hand)];
    }

    // The backer whose wager `spot` is (spot.bettor 1 or more: Seat::backers).
    Backer& backer(const Spot& spot) { return seat(spot.seat).backers[static_cast<std::size_t>(spot.bettor - 1)]; }
    const Backer& backer(const Spot& spot) const
    {
        return seat(spot.seat).backers[static_cast<std::size_t>(spot.bettor - 1)];
    }
    // The wager in a hand's line at `spot`: the caller's for bettor 0, else the backer's.
    Stake stake(const Spot& spot) const;
    // The wagers in line on the hand at `spot` still to settle, as spots: the caller's first, then
    // those behind in line order; a split hand's zero wager behind is settled from the start.
    std::vector<Spot> stakesToSettle(const Spot& spot) const;
    // Those of stakesToSettle() that doubled down: what a rescue settles (MA-S21 9(d), 13(d)).
    std::vector<Spot> stakesToRescue(const Spot& spot) const;
    // The Spanish 21 wager the player at `spot` placed before the first card: the caller's, or the
    // backer's (spot.bettor).
    Money initialWagerOf(const Spot& spot) const;
    // The player whose wager `spot` is: the caller, or the backer in line.
    const std::string& playerAt(const Spot& spot) const;

    // Faces the double shoe's `side` to the dealer, the rack taking the cards placed from now on as
    // that side's (DiscardRack::placeBacks): the shoe and the rack always agree on the side dealing.
    void turnShoeTo(CardBack side)
    {
        shoe.turnTo(side);
        rack.placeBacks(shoe.dealingSide());
    }

    bool dealerHasBlackjack() const { return dealer.cards.isBlackjack(true); }
    // The dealer's hole card outcome is known to the table: peeked without a blackjack, or shown.
    bool holeOutcomeKnown() const;
    // The up card is an ace or a 10-value card (MD-S21 7.G, 9.C(2)).
    bool upCardIsAceOrTen() const;
    // The hole card lies face down and unseen: dealt, not revealed, not turned up by accident in the deal.
    bool holeCardHidden() const
    {
        return dealer.holeCard == HoleCard::FaceDown && irregular.holeCardExposure == HoleCardExposure::None;
    }
    // The round ended in a way that needs a reshuffle: the cover card came out, or it was void for
    // an irregular shoe (not when the hands were called dead for the reader, MD-S21 13.P(1), or for a
    // hole card exposed in the deal, read the same way).
    bool reshuffleRequired() const
    {
        return coverCardSeen ||
               (voided && irregular.readerMisuse == ReaderMisuse::None &&
                irregular.holeCardExposure == HoleCardExposure::None) ||
               shortShoe != ShortShoe::None;
    }
    // The chips on a spot: a hand's wager with its double (the caller's or one behind it), a seat's
    // side wager, a backer's insurance; zero for any other spot or a hand or backer the seat does not have.
    Money wagerAt(const Spot& spot) const;
    // Every wager on the table (chips a player added against the rules, cash laid on it included),
    // the tray, the drop box's cash of this round and the players' chips: constant through a round.
    Money totalMoney() const;
    // Every card of the round's decks where it lies: the shoe (its withheld bottom cards counted; a
    // double shoe's both sides and segregated areas), the discard rack, the players' hands and the
    // dealer's, a card drawn in error not yet used, a determinant card drawn, the 10s the floorperson
    // removed from the game: constant through a round.
    int cardCount() const;
};

// The name of the phase `state` is in: phaseName(state.phase), but a double shoe's first phase is the
// determinant card's (MD-BJ 7.C replaces the burn of 7.B(3)-(4)).
std::string phaseName(const RoundState& state);

// How many cards of each side of `start`, the shoe the round in `state` was dealt from, the round has
// dealt or looked at (Shoe::unseenIn()): what its record keeps (withholdAfter) to deal it again
// exactly. All of a side once it ran out and the discard rack was shuffled to finish the round
// (MD-S21 13.K-L, MD-BJ 14.F).
CardsUsed shoeCardsUsed(const Shoe& start, const RoundState& state);

// The progressive meters as a finished round left them, set on the profile the next round starts
// from: a Jackpot paid reset its meter (MD-S21BS 12.D(6)(b), 12.E(3)(b)).
void keepMeters(RuleProfile& next, const RoundState& finished);

} // namespace s21

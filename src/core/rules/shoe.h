#pragma once
// Decks, shoes, the cut and the cover card, and the discard rack.

#include "core/base/random.h"
#include "core/rules/card.h"
#include "core/rules/rule_profile.h"

#include <cstdint>
#include <span>
#include <vector>

namespace s21 {

inline constexpr int kCardsPerSpanishDeck = 48;

// One 48-card Spanish deck in new-deck order, clubs to spades, ace to king, the 10s removed
// (MD-S21 3.B, MA-S21 2(a)).
std::vector<Card> spanishDeck();

// `decks` Spanish decks one after another (MD-S21 3.A: six or eight).
std::vector<Card> spanishCards(int decks);

// `decks` Spanish decks shuffled by the seeded Fisher-Yates of random.h: the same seed gives the
// same order everywhere.
std::vector<Card> shuffledCards(int decks, std::uint64_t seed);

// A range of counts, both ends included; empty when highest < lowest.
struct CountRange {
    int lowest = 0;
    int highest = -1;

    bool contains(int count) const { return count >= lowest && count <= highest; }
    bool empty() const { return highest < lowest; }
    friend bool operator==(const CountRange&, const CountRange&) = default;
};

// The legal cuts of a stack, as the number of cards above the cover card: the player or dealer
// places it at least `minCardsFromEitherEnd` cards from the top and the bottom (MD-S21 5.E: ten;
// MA-S21 4(e): one deck).
CountRange legalCuts(int stackSize, const CutCardRules& rules);

// The cards above the cut go to the bottom of the stack (MD-S21 5.E(1), MA-S21 4(e)).
std::vector<Card> cutStack(std::vector<Card> stack, int cardsAbove);

// The legal depths of the re-inserted cover card, as the number of cards behind it: at least a
// quarter of the way in from the bottom (MD-S21 5.E(2), MA-S21 4(e)).
CountRange legalCoverCardDepths(int stackSize);

// The dealing shoe: the stacked cards and the cover card's place among them.
class Shoe {
public:
    Shoe() = default;
    // `cardsBeforeCoverCard` cards come out before the cover card appears; pass stack.size() (or
    // more) for a shoe whose cover card is never reached.
    Shoe(std::vector<Card> stack, int cardsBeforeCoverCard);

    // A stacked shoe for a scenario or test: these cards from the top, no cover card.
    static Shoe stacked(std::vector<Card> cards);

    // Turns the card `positionFromTop` places down (0: the next card) face up, as an instructor
    // injects a card found face up in the shoe (MD-S21 13.A, MA-S21 15(a)).
    void turnFaceUp(int positionFromTop);
    // The next card is face up; precondition: !empty().
    bool nextIsFaceUp() const { return faceUp_[next_]; }

    int remaining() const { return static_cast<int>(stack_.size() - next_); }
    int dealt() const { return static_cast<int>(next_); }
    bool empty() const { return next_ >= stack_.size(); }

    // The card that would come out next; precondition: !empty().
    Card peek() const { return stack_[next_]; }
    // Removes and returns the next card; precondition: !empty().
    Card draw() { return stack_[next_++]; }

    // True once the cover card has appeared: the round in progress is finished and the cards are
    // then shuffled (MD-S21 7.C-D, MA-S21 7(j)).
    bool coverCardReached() const { return next_ >= coverCardAt_; }

    // The cards not yet dealt, top first (MA-S21 7(j)(2): they go to the discard rack).
    std::vector<Card> undealt() const;
    // How many more cards come out before the cover card appears (0 once it has).
    int cardsBeforeCoverCard() const;
    // The positions from the top (0: the next card) of the undealt cards lying face up.
    std::vector<int> faceUpPositions() const;
    // A shoe that deals exactly as this one will from now on: its undealt cards, its cover card's
    // place and its face-up cards (for storing a round's shoe, records/dealt_from_json.h).
    static Shoe resumed(std::vector<Card> undealt, int cardsBeforeCoverCard, const std::vector<int>& faceUpPositions);

private:
    std::vector<Card> stack_;
    std::vector<bool> faceUp_; // per card of stack_
    std::size_t next_ = 0;
    std::size_t coverCardAt_ = 0;
};

// A shoe of cards shuffled beforehand, with the cover card a quarter of the way in from the bottom
// (MD-S21 5.E(2), MA-S21 4(e)).
Shoe freshShoe(std::vector<Card> shuffled);

// freshShoe(shuffledCards(decks, seed)), for self-play and seeded scenarios.
Shoe seededShoe(int decks, std::uint64_t seed);

// Where a group of cards in the discard rack came from.
enum class DiscardSource : std::uint8_t {
    Burn,       // a burn card (MD-S21 7.B(3)-(4), MA-S21 7(c))
    PlayerHand, // a player's hand picked up (MD-S21 7.T, MA-S21 7(h))
    DealerHand, // the dealer's hand, picked up last
    Irregular,  // a card removed by an irregularity (e.g. face up in the shoe, MD-S21 13.A)
    Undealt,    // the rest of the shoe after the cover card (MA-S21 7(j)(2))
};

struct DiscardGroup {
    DiscardSource source = DiscardSource::Burn;
    int seat = 0; // 1..7 for a player hand, 0 otherwise
    int hand = 0; // index of a split hand within the seat, 0 otherwise
    std::vector<Card> cards;
};

// The discard rack keeps every group in the order it was placed, so each hand can be
// reconstructed in a dispute (MD-S21 7.T, MA-S21 7(h)). Emptied, it keeps the storage of its groups
// for the next ones: a rack used round after round (Round::restart) stops allocating.
class DiscardRack {
public:
    // Places a group of these cards (copied) on the rack.
    void place(DiscardSource source, int seat, int hand, std::span<const Card> cards);
    // Places a single card, from no seat's hand (a burn card, a card drawn in error).
    void place(DiscardSource source, Card card) { place(source, 0, 0, std::span<const Card>(&card, 1)); }
    // The groups on the rack, bottom first; valid until the next place() or clear().
    std::span<const DiscardGroup> groups() const { return {groups_.data(), placed_}; }
    int cardCount() const;
    // Every card, bottom of the rack first, as it is gathered for the next shuffle.
    std::vector<Card> cards() const;
    void clear() { placed_ = 0; }

private:
    std::vector<DiscardGroup> groups_; // the first placed_ are on the rack; the rest are storage
    std::size_t placed_ = 0;
};

} // namespace s21

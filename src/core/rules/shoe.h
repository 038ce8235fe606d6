#pragma once
// Decks, shoes, the cut and the cover card, and the discard rack.

#include "core/base/random.h"
#include "core/rules/card.h"
#include "core/rules/rule_profile.h"

#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

namespace s21 {

// One deck of `game` in new-deck order, clubs to spades, ace to king: 52 cards (MD-BJ 3.E), or a
// Spanish deck of 48 with the 10s removed (MD-S21 3.B, MA-S21 2(a)).
std::vector<Card> newDeck(Game game);

// The profile's decks of its game one after another (MD-S21 3.A: six or eight; MD-BJ 3.A).
std::vector<Card> shoeCards(const RuleProfile& profile);

// The profile's decks shuffled by the seeded Fisher-Yates of random.h: the same seed gives the
// same order everywhere.
std::vector<Card> shuffledCards(const RuleProfile& profile, Seed seed);

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

// Thrown when a card is asked of a shoe that does not hold it: the shoe is empty, or its next card
// is one of the withheld cards (Shoe::withheld()). Replaying a record whose actions ask for more
// cards than it kept ends with it.
class CardNotHeld : public std::runtime_error {
public:
    CardNotHeld() : std::runtime_error("the shoe does not hold its next card: it kept only the cards its round used") {}
};

// What of a shoe is kept to deal exactly as it will from now on (records/dealt_from_json.h).
struct ShoeContents {
    std::vector<Card> cards;          // the undealt cards held, top first
    int cardsBeforeCoverCard = 0;     // as Shoe::cardsBeforeCoverCard(): may count withheld cards
    std::vector<int> faceUpPositions; // the cards of `cards` lying face up, from the top (0: the next card)
    int withheld = 0;                 // undealt cards below `cards` that are counted but not held
};

// The dealing shoe: the stacked cards and the cover card's place among them.
//
// A shoe may withhold its bottom cards: it counts them (remaining(), empty(), the cover card's place
// are exactly those of the whole shoe) but does not hold them, so a stored round keeps only the cards
// it used and not the next rounds' (withholdAfter()). Reading a withheld card throws CardNotHeld
// instead of inventing one. A withheld count, rather than placeholder cards, keeps every card a shoe
// holds a real one and makes reading past them an error in one place.
//
// The shoe remembers how deep it has been read (unseen()): a card the rules looked at and did not
// deal (the next card's face or rank, MD-S21 13.A-D) is one the round used, since dealing the round
// again looks at it again. Copies share nothing, so a shoe read on one thread at a time is safe.
class Shoe {
public:
    Shoe() = default;
    // `cardsBeforeCoverCard` cards come out before the cover card appears; pass stack.size() (or
    // more) for a shoe whose cover card is never reached.
    Shoe(std::vector<Card> stack, int cardsBeforeCoverCard);

    // A stacked shoe for a scenario or test: these cards from the top, no cover card.
    static Shoe stacked(std::vector<Card> cards);

    // Turns the card `positionFromTop` places down (0: the next card) face up, as an instructor
    // injects a card found face up in the shoe (MD-S21 13.A, MA-S21 15(a)); a withheld card stays as it is.
    void turnFaceUp(int positionFromTop);
    // The next card is face up; throws CardNotHeld when the shoe does not hold it.
    bool nextIsFaceUp() const { return faceUp_[held(next_)]; }

    int remaining() const { return static_cast<int>(stack_.size() - next_) + withheld_; }
    int dealt() const { return static_cast<int>(next_); }
    bool empty() const { return remaining() == 0; }
    // The cards at the bottom counted in remaining() but not held.
    int withheld() const { return withheld_; }
    // The undealt cards neither dealt nor looked at (by peek() or nextIsFaceUp()), withheld ones included.
    int unseen() const { return static_cast<int>(stack_.size() - seen_) + withheld_; }

    // The card that would come out next; throws CardNotHeld when the shoe does not hold it.
    Card peek() const { return stack_[held(next_)]; }
    // Removes and returns the next card; throws CardNotHeld when the shoe does not hold it.
    Card draw()
    {
        const Card card = stack_[held(next_)];
        ++next_;
        return card;
    }
    // For showing the table, never for a rule: the next card and whether it lies face up, when the
    // shoe holds it, without counting it as looked at (unseen()).
    struct Shown {
        Card card;
        bool faceUp = false;
    };
    std::optional<Shown> shownNext() const;

    // True once the cover card has appeared: the round in progress is finished and the cards are
    // then shuffled (MD-S21 7.C-D, MA-S21 7(j)).
    bool coverCardReached() const { return next_ >= coverCardAt_; }

    // The cards not yet dealt, top first (MA-S21 7(j)(2): they go to the discard rack). Throws
    // CardNotHeld when any is withheld. Only a stored round's shoe withholds cards, and no round
    // moves the shoe it was dealt from: the rack shuffled to finish a round (MD-S21 13.K) is a shoe
    // of its own, made once every card was used; the rest of a shoe after the cover card is left to
    // the shoe procedure, which shuffles anew.
    std::vector<Card> undealt() const;
    // How many more cards come out before the cover card appears (0 once it has).
    int cardsBeforeCoverCard() const;
    // What is kept of it to deal exactly as it will from now on, and the shoe made from that (for
    // storing a round's shoe, records/dealt_from_json.h).
    ShoeContents contents() const;
    static Shoe resumed(ShoeContents contents);

private:
    // `at`, once checked that the shoe holds the card there and marked as looked at.
    std::size_t held(std::size_t at) const;

    std::vector<Card> stack_;  // the cards held
    std::vector<bool> faceUp_; // per card of stack_
    std::size_t next_ = 0;
    std::size_t coverCardAt_ = 0;
    int withheld_ = 0;             // cards counted below stack_, not held
    mutable std::size_t seen_ = 0; // the cards of stack_ dealt or looked at, from the top
};

// The shoe a stored round keeps, so its record does not show the next rounds' cards: the first `used` undealt cards of `shoe` with their face-up marks, the cover card where it was, and
// the rest withheld. It deals, counts and reaches the cover card exactly as `shoe` does for those
// `used` cards. `used` is clamped to the cards `shoe` holds.
Shoe withholdAfter(const Shoe& shoe, int used);

// A shoe of cards shuffled beforehand, with the cover card a quarter of the way in from the bottom
// (MD-S21 5.E(2), MA-S21 4(e)).
Shoe freshShoe(std::vector<Card> shuffled);

// freshShoe(shuffledCards(profile, seed)), for self-play and seeded scenarios.
Shoe seededShoe(const RuleProfile& profile, Seed seed);

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

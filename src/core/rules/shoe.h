#pragma once
// Decks, shoes, the cut and the cover card, and the discard rack.

#include "core/base/random.h"
#include "core/rules/card.h"
#include "core/rules/rule_profile.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace s21 {

// The colour of a card's back. The two sides of a double shoe are told apart by it (MD-BJ 3.C(1)); a
// single shoe's cards are red-backed.
enum class CardBack : std::uint8_t { Red, Blue };
inline constexpr CardBack kBothBacks[] = {CardBack::Red, CardBack::Blue};
const char* cardBackName(CardBack back); // "red", "blue"
// The back cardBackName() spells `name`; nothing for any other word.
std::optional<CardBack> cardBackNamed(std::string_view name);
inline CardBack otherBack(CardBack back) { return back == CardBack::Red ? CardBack::Blue : CardBack::Red; }

// The side of a double shoe whose round a determinant card of `suit` calls for. The house designates
// which suits go with which backs (MD-BJ 7.C(1)(b)); this trainer's house puts the red suits, hearts
// and diamonds, with the red backs, and spades and clubs with the blue.
CardBack sideOfSuit(Suit suit);

// One deck of `game` in new-deck order, clubs to spades, ace to king: 52 cards (MD-BJ 3.E), or a
// Spanish deck of 48 with the 10s removed (MD-S21 3.B, MA-S21 2(a)).
std::vector<Card> newDeck(Game game);

// The profile's decks of its game one after another (MD-S21 3.A: six or eight; MD-BJ 3.A).
std::vector<Card> shoeCards(const RuleProfile& profile);

// The profile's decks shuffled by the seeded Fisher-Yates of random.h: the same seed gives the
// same order everywhere.
std::vector<Card> shuffledCards(const RuleProfile& profile, Seed seed);

// One side of a double shoe, half the profile's decks (MD-BJ 3.C), shuffled as shuffledCards() shuffles
// with a seed of its own for each side.
std::vector<Card> shuffledSide(const RuleProfile& profile, CardBack side, Seed seed);

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

// What of one side of a shoe is kept to deal exactly as it will from now on (records/dealt_from_json.h).
struct ShoeSideContents {
    CardBack back = CardBack::Red;
    std::vector<Card> cards;          // the undealt cards held, top first
    int cardsBeforeCoverCard = 0;     // as Shoe::cardsBeforeCoverCard(): may count withheld cards
    std::vector<int> faceUpPositions; // the cards of `cards` lying face up, from the top (0: the next card)
    int withheld = 0;                 // undealt cards below `cards` that are counted but not held
    std::vector<Card> segregated;     // a double shoe's side: determinant cards put in its segregated area
};

// What of a shoe is kept: the side being dealt from, and a double shoe's other side.
struct ShoeContents : ShoeSideContents {
    std::optional<ShoeSideContents> otherSide;
};

// How many undealt cards of each side of a shoe a round dealt or looked at, from the top (a single
// shoe's side is the red one).
struct CardsUsed {
    std::array<int, 2> bySide{}; // indexed by CardBack
    int& operator[](CardBack back) { return bySide[static_cast<std::size_t>(back)]; }
    int operator[](CardBack back) const { return bySide[static_cast<std::size_t>(back)]; }
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
//
// A double shoe (MD-BJ 3.C) has two sides of as many decks, red-backed and blue-backed, each with its
// own cover card (3.C(2)) and its own segregated area for the determinant cards drawn from it that
// called for the other side (7.C(3)). One side faces the dealer at a time (dealingSide(), turned by
// turnTo()), and everything that deals, peeks, counts or reaches a cover card is of that side; the
// cards of the whole shoe are cardsInShoe().
class Shoe {
public:
    Shoe() = default;
    // `cardsBeforeCoverCard` cards come out before the cover card appears; pass stack.size() (or
    // more) for a shoe whose cover card is never reached.
    Shoe(std::vector<Card> stack, int cardsBeforeCoverCard);

    // A stacked shoe for a scenario or test: these cards from the top, no cover card.
    static Shoe stacked(std::vector<Card> cards);
    // A double shoe of two single shoes, the red-backed side and the blue-backed side; the red side
    // faces the dealer first. Precondition: neither is double.
    static Shoe doubled(Shoe redSide, Shoe blueSide);

    bool isDouble() const { return !otherSide_.empty(); }
    // The side the shoe is dealt from now: a single shoe's is red.
    CardBack dealingSide() const { return side_.back; }
    // Faces the shoe's `side` to the dealer (nothing for a single shoe, or the side already facing).
    void turnTo(CardBack side);
    // Puts a card drawn from the dealing side in its segregated area (MD-BJ 7.C(3)).
    void segregate(Card card) { side_.segregated.push_back(card); }
    // The cards in the segregated area of `side`, in the order put there; none for a single shoe.
    const std::vector<Card>& segregated(CardBack side) const;
    // The undealt cards of `side` (withheld ones counted), 0 for a side a single shoe lacks.
    int remainingIn(CardBack side) const;
    // Every card the shoe holds or counts: both sides' undealt cards and their segregated areas.
    int cardsInShoe() const;
    // Replaces the dealing side's undealt cards with `stack`, top first, with no cover card to reach,
    // keeping its back, its segregated area and the other side: the discard rack shuffled to finish
    // a round (MD-S21 13.K, MD-BJ 14.F(1)).
    void refill(std::vector<Card> stack);
    // Puts `side`, a single shoe freshly loaded, in place of the side with `back`s, its segregated area
    // empty: a double shoe's side prepared anew after its cover card (MD-BJ 7.E(2)). Precondition:
    // isDouble() and !side.isDouble().
    void replaceSide(CardBack back, Shoe side);
    // Empties the dealing side's segregated area into the caller's hands (MD-BJ 14.F(1)).
    std::vector<Card> takeSegregated() { return std::exchange(side_.segregated, {}); }

    // Turns the card `positionFromTop` places down (0: the next card) face up, as an instructor
    // injects a card found face up in the shoe (MD-S21 13.A, MA-S21 15(a)); a withheld card stays as it is.
    void turnFaceUp(int positionFromTop);
    // The next card is face up; throws CardNotHeld when the shoe does not hold it.
    bool nextIsFaceUp() const { return side_.faceUp[held(side_.next)]; }

    // The dealing side's undealt cards, withheld ones counted.
    int remaining() const { return side_.remaining(); }
    int dealt() const { return static_cast<int>(side_.next); }
    bool empty() const { return remaining() == 0; }
    // The cards at the bottom counted in remaining() but not held.
    int withheld() const { return side_.withheld; }
    // The undealt cards neither dealt nor looked at (by peek() or nextIsFaceUp()), withheld ones included.
    int unseen() const { return side_.unseen(); }
    // unseen() of `side`; 0 for a side a single shoe lacks.
    int unseenIn(CardBack side) const;

    // The card that would come out next; throws CardNotHeld when the shoe does not hold it.
    Card peek() const { return side_.stack[held(side_.next)]; }
    // Removes and returns the next card; throws CardNotHeld when the shoe does not hold it.
    Card draw()
    {
        const Card card = side_.stack[held(side_.next)];
        ++side_.next;
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
    bool coverCardReached() const { return side_.next >= side_.coverCardAt; }

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
    // One side's cards: a single shoe has one.
    struct Side {
        CardBack back = CardBack::Red;
        std::vector<Card> stack;  // the cards held
        std::vector<bool> faceUp; // per card of stack
        std::size_t next = 0;
        std::size_t coverCardAt = 0;
        int withheld = 0;             // cards counted below stack, not held
        mutable std::size_t seen = 0; // the cards of stack dealt or looked at, from the top
        std::vector<Card> segregated; // MD-BJ 7.C(3)

        int remaining() const { return static_cast<int>(stack.size() - next) + withheld; }
        int unseen() const { return static_cast<int>(stack.size() - seen) + withheld; }
        int cardsBeforeCoverCard() const { return coverCardAt > next ? static_cast<int>(coverCardAt - next) : 0; }
        ShoeSideContents contents() const;
        static Side resumed(ShoeSideContents contents);
    };

    // `at`, once checked that the shoe holds the card there and marked as looked at.
    std::size_t held(std::size_t at) const;
    // The side with this back: the dealing side or the other; nullptr for a side a single shoe lacks.
    const Side* sideWith(CardBack back) const;

    Side side_;                   // the side facing the dealer
    std::vector<Side> otherSide_; // a double shoe's other side: one or none
};

// The problem when `shoe` and `profile` disagree on a double shoe (MD-BJ 3.C): a double shoe where the
// profile deals from one shoe, or one shoe where it deals from a double; nothing when they agree.
std::optional<std::string> doubleShoeProblem(const RuleProfile& profile, const Shoe& shoe);

// The shoe a stored round keeps, so its record does not show the next rounds' cards: of each side the
// first `used` undealt cards with their face-up marks, the cover card where it was, and the rest
// withheld. It deals, counts and reaches the cover card exactly as `shoe` does for those cards.
// `used` is clamped to the cards each side holds.
Shoe withholdAfter(const Shoe& shoe, CardsUsed used);
// A single shoe's: its first `used` undealt cards kept. Precondition: !shoe.isDouble().
Shoe withholdAfter(const Shoe& shoe, int used);

// A shoe of cards shuffled beforehand, with the cover card a quarter of the way in from the bottom
// (MD-S21 5.E(2), MA-S21 4(e)).
Shoe freshShoe(std::vector<Card> shuffled);

// freshShoe(shuffledCards(profile, seed)), for self-play and seeded scenarios; for a profile with a
// double shoe, a double shoe of two fresh sides (shuffledSide()).
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
    CardBack back = CardBack::Red; // the side of a double shoe the cards came from
    int seat = 0;                  // 1..7 for a player hand, 0 otherwise
    int hand = 0;                  // index of a split hand within the seat, 0 otherwise
    std::vector<Card> cards;
};

// The discard rack keeps every group in the order it was placed, so each hand can be
// reconstructed in a dispute (MD-S21 7.T, MA-S21 7(h)). Emptied, it keeps the storage of its groups
// for the next ones: a rack used round after round (Round::restart) stops allocating.
class DiscardRack {
public:
    // Places a group of these cards (copied) on the rack, with the backs of placedBacks().
    void place(DiscardSource source, int seat, int hand, std::span<const Card> cards);
    // The backs of the cards placed from now on: the side of a double shoe the round is dealt from
    // (MD-BJ 3.C(1)); red for a single shoe's.
    void placeBacks(CardBack back) { backs_ = back; }
    CardBack placedBacks() const { return backs_; }
    // Places a single card, from no seat's hand (a burn card, a card drawn in error).
    void place(DiscardSource source, Card card) { place(source, 0, 0, std::span<const Card>(&card, 1)); }
    // The groups on the rack, bottom first; valid until the next place() or clear().
    std::span<const DiscardGroup> groups() const { return {groups_.data(), placed_}; }
    int cardCount() const;
    // Every card, bottom of the rack first, as it is gathered for the next shuffle.
    std::vector<Card> cards() const;
    // Takes the cards with `back`s off the rack, bottom first, leaving the other side's where they lie:
    // a double shoe's side gathered for its shuffle (MD-BJ 3.C(1), 14.F(1)).
    std::vector<Card> takeCards(CardBack back);
    void clear() { placed_ = 0; }

private:
    CardBack backs_ = CardBack::Red;
    std::vector<DiscardGroup> groups_; // the first placed_ are on the rack; the rest are storage
    std::size_t placed_ = 0;
};

} // namespace s21

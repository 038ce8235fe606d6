#pragma once
// Playing cards and their compact text notation ("7S", "KH", "AD", "TC" or "10C").
//
// Card values follow MD-S21 3.D, MA-S21 2(b) and MD-BJ 3.E: 2-10 face value, J/Q/K ten, ace 11 or 1
// (the choice between 11 and 1 is the hand's business, see hand.h). A blackjack deck holds the 10s
// (MD-BJ 3.E); a Spanish deck does not (newDeck, shoe.h), and a 10 found in a Spanish shoe is an
// irregularity (MD-S21 13.C, MA-S21 15(b)).

#include "core/base/parsed.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace s21 {

enum class Suit : std::uint8_t { Clubs, Diamonds, Hearts, Spades };

enum class Rank : std::uint8_t { Ace = 1, Two, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King };

inline constexpr Suit kAllSuits[] = {Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades};

struct Card {
    Rank rank = Rank::Ace;
    Suit suit = Suit::Clubs;

    friend constexpr bool operator==(Card, Card) = default;
};

// Point value counting an ace as 1 (MD-S21 3.D, MA-S21 2(b)).
constexpr int pointValue(Rank rank)
{
    const int r = static_cast<int>(rank);
    return r >= 10 ? 10 : r;
}
constexpr int pointValue(Card card) { return pointValue(card.rank); }

constexpr bool isTenValue(Rank rank) { return pointValue(rank) == 10; }
constexpr bool isTenValue(Card card) { return isTenValue(card.rank); }
constexpr bool isFaceCard(Rank rank) { return rank == Rank::Jack || rank == Rank::Queen || rank == Rank::King; }

// "Identical in value" (MD-S21 11.A, MA-S21 10(a)): a K and a J may be split, a 9 and an ace may not.
constexpr bool identicalInValue(Card a, Card b) { return pointValue(a) == pointValue(b); }

// Dense index 0..51 (suit-major), handy for counting and tables.
constexpr int cardIndex(Card card) { return static_cast<int>(card.suit) * 13 + static_cast<int>(card.rank) - 1; }

char rankSymbol(Rank rank);                           // 'A','2'..'9','T','J','Q','K'
char suitSymbol(Suit suit);                           // 'C','D','H','S'
std::string notation(Card card);                      // "7S"
std::string notation(const std::vector<Card>& cards); // "7S 7H 7D"

// Parses one card such as "7S", "kh", "TC" or "10C"; nullopt when it is not a card.
std::optional<Card> parseCard(std::string_view text);

// Parses cards separated by spaces or commas ("7S 7S 7S"); the error names the first bad token, its
// offset where that token starts.
Parsed<std::vector<Card>> parseCards(std::string_view text);

} // namespace s21

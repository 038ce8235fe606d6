#pragma once
// A hand of cards and the facts the rules ask of it: totals, blackjack, bust, 21 in n cards and the
// 6-7-8 / 7-7-7 bonus patterns.

#include "core/rules/card.h"

#include <vector>

namespace s21 {

// How a hand came to be, which decides whether an ace and a 10-value card count as a blackjack.
enum class HandOrigin : std::uint8_t {
    Initial,   // the first two cards dealt to a player or the dealer
    FromSplit, // one of the hands formed by splitting a pair (MD-S21 11, MA-S21 10)
};

// The 6-7-8 and 7-7-7 three-card bonus hands (MD-S21 12.B(1)-(6), MA-S21 5(f)(1)-(4)).
enum class BonusPattern : std::uint8_t { None, SixSevenEight, SevenSevenSeven };

// Suit class of a bonus pattern: mixed suits, one suit, or all spades.
enum class SuitClass : std::uint8_t { Mixed, Suited, Spades };

class Hand {
public:
    Hand() = default;
    explicit Hand(std::vector<Card> cards, HandOrigin origin = HandOrigin::Initial);

    const std::vector<Card>& cards() const { return cards_; }
    int cardCount() const { return static_cast<int>(cards_.size()); }
    HandOrigin origin() const { return origin_; }
    void add(Card card)
    {
        if (cards_.capacity() == 0)
            cards_.reserve(kUsualMostCards); // one allocation for a hand's usual life, not three
        cards_.push_back(card);
        count(card);
    }
    // Makes this a new, empty hand (Hand()) that keeps the storage of its cards for the next ones.
    void clear()
    {
        cards_.clear();
        *this = Hand(std::move(cards_));
    }

    // Sum with every ace counted as 1 (MD-S21 1.B(3)).
    int hardTotal() const { return hardTotal_; }
    // The hand's total: an ace counts 11 when that does not take the hand over 21 (MD-S21 3.D(3)).
    int total() const { return isSoft() ? hardTotal_ + 10 : hardTotal_; }
    // True when an ace is counted as 11 in total() (MD-S21 1.B(5)).
    bool isSoft() const { return hasAce_ && hardTotal_ + 10 <= 21; }
    bool isBust() const { return hardTotal() > 21; }

    // An ace and a 10-value card as the first two cards (MD-S21 1.B(1)). A split hand makes a
    // blackjack only where the profile says so: MA-S21 1 excludes it.
    // Two cards total 21 only as an ace and a 10-value card.
    bool isBlackjack(bool splitHandsCanMakeBlackjack) const
    {
        return (origin_ != HandOrigin::FromSplit || splitHandsCanMakeBlackjack) && cards_.size() == 2 && total() == 21;
    }

    // 21 with `n` or more cards.
    bool isTwentyOneInAtLeast(int n) const { return total() == 21 && cardCount() >= n; }

    // The two cards of a pair that may be split: exactly two cards identical in value
    // (MD-S21 11.A, MA-S21 10(a)).
    bool isSplittablePair() const;

    // The 6-7-8 / 7-7-7 pattern of exactly three cards, or None.
    BonusPattern bonusPattern() const;
    // Whether the cards are of mixed suits, one suit, or all spades.
    SuitClass suitClass() const;

private:
    static constexpr std::size_t kUsualMostCards = 4;

    // Totals are asked for after every dealer action: they are kept as the cards come.
    void count(Card card)
    {
        hardTotal_ += pointValue(card);
        hasAce_ = hasAce_ || card.rank == Rank::Ace;
    }

    std::vector<Card> cards_;
    HandOrigin origin_ = HandOrigin::Initial;
    int hardTotal_ = 0; // the sum of the cards' point values, every ace as 1
    bool hasAce_ = false;
};

} // namespace s21

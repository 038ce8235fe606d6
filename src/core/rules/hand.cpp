#include "core/rules/hand.h"

#include <algorithm>
#include <array>

namespace s21 {

Hand::Hand(std::vector<Card> cards, HandOrigin origin) : cards_(std::move(cards)), origin_(origin)
{
    for (const Card& card : cards_)
        count(card);
}

bool Hand::isSplittablePair() const { return cardCount() == 2 && identicalInValue(cards_[0], cards_[1]); }

BonusPattern Hand::bonusPattern() const
{
    if (cardCount() != 3)
        return BonusPattern::None;
    std::array<Rank, 3> ranks{cards_[0].rank, cards_[1].rank, cards_[2].rank};
    std::sort(ranks.begin(), ranks.end());
    if (ranks == std::array{Rank::Seven, Rank::Seven, Rank::Seven})
        return BonusPattern::SevenSevenSeven;
    if (ranks == std::array{Rank::Six, Rank::Seven, Rank::Eight})
        return BonusPattern::SixSevenEight;
    return BonusPattern::None;
}

SuitClass Hand::suitClass() const
{
    const bool oneSuit =
        std::all_of(cards_.begin(), cards_.end(), [&](const Card& c) { return c.suit == cards_.front().suit; });
    if (!oneSuit || cards_.empty())
        return SuitClass::Mixed;
    return cards_.front().suit == Suit::Spades ? SuitClass::Spades : SuitClass::Suited;
}

} // namespace s21

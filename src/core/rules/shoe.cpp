#include "core/rules/shoe.h"

#include <algorithm>

namespace s21 {

std::vector<Card> newDeck(Game game)
{
    const GameRules& rules = rulesOf(game);
    std::vector<Card> deck;
    deck.reserve(static_cast<std::size_t>(rules.cardsPerDeck));
    for (Suit suit : kAllSuits)
        for (int r = 1; r <= 13; ++r) {
            const Card card{static_cast<Rank>(r), suit};
            if (!rules.foreignToDeck(card))
                deck.push_back(card);
        }
    return deck;
}

std::vector<Card> shoeCards(const RuleProfile& profile)
{
    std::vector<Card> cards;
    const std::vector<Card> deck = newDeck(profile.game);
    cards.reserve(static_cast<std::size_t>(profile.decks) * deck.size());
    for (int d = 0; d < profile.decks; ++d)
        cards.insert(cards.end(), deck.begin(), deck.end());
    return cards;
}

std::vector<Card> shuffledCards(const RuleProfile& profile, Seed seed)
{
    std::vector<Card> cards = shoeCards(profile);
    Random random(seed);
    shuffle(std::span<Card>(cards), random);
    return cards;
}

CountRange legalCuts(int stackSize, const CutCardRules& rules)
{
    return {rules.minCardsFromEitherEnd, stackSize - rules.minCardsFromEitherEnd};
}

std::vector<Card> cutStack(std::vector<Card> stack, int cardsAbove)
{
    const auto above = static_cast<std::ptrdiff_t>(std::clamp<int>(cardsAbove, 0, static_cast<int>(stack.size())));
    std::rotate(stack.begin(), stack.begin() + above, stack.end());
    return stack;
}

CountRange legalCoverCardDepths(int stackSize) { return {(stackSize + 3) / 4, stackSize}; }

Shoe::Shoe(std::vector<Card> stack, int cardsBeforeCoverCard)
    : stack_(std::move(stack)), faceUp_(stack_.size(), false),
      coverCardAt_(static_cast<std::size_t>(std::max(cardsBeforeCoverCard, 0)))
{
}

Shoe freshShoe(std::vector<Card> shuffled)
{
    const int size = static_cast<int>(shuffled.size());
    return Shoe(std::move(shuffled), size - size / 4);
}

Shoe seededShoe(const RuleProfile& profile, Seed seed) { return freshShoe(shuffledCards(profile, seed)); }

Shoe Shoe::stacked(std::vector<Card> cards)
{
    const int size = static_cast<int>(cards.size());
    return Shoe(std::move(cards), size + 1);
}

void Shoe::turnFaceUp(int positionFromTop)
{
    const std::size_t at = next_ + static_cast<std::size_t>(positionFromTop);
    if (at < faceUp_.size())
        faceUp_[at] = true;
}

std::size_t Shoe::held(std::size_t at) const
{
    if (at >= stack_.size())
        throw CardNotHeld();
    seen_ = std::max(seen_, at + 1);
    return at;
}

std::optional<Shoe::Shown> Shoe::shownNext() const
{
    if (next_ >= stack_.size())
        return std::nullopt;
    return Shown{stack_[next_], faceUp_[next_]};
}

int Shoe::cardsBeforeCoverCard() const { return coverCardAt_ > next_ ? static_cast<int>(coverCardAt_ - next_) : 0; }

ShoeContents Shoe::contents() const
{
    ShoeContents contents;
    contents.cards.assign(stack_.begin() + static_cast<std::ptrdiff_t>(next_), stack_.end());
    contents.cardsBeforeCoverCard = cardsBeforeCoverCard();
    for (std::size_t at = next_; at < faceUp_.size(); ++at)
        if (faceUp_[at])
            contents.faceUpPositions.push_back(static_cast<int>(at - next_));
    contents.withheld = withheld_;
    return contents;
}

Shoe Shoe::resumed(ShoeContents contents)
{
    Shoe shoe(std::move(contents.cards), contents.cardsBeforeCoverCard);
    for (const int position : contents.faceUpPositions)
        shoe.turnFaceUp(position);
    shoe.withheld_ = std::max(contents.withheld, 0);
    return shoe;
}

std::vector<Card> Shoe::undealt() const
{
    if (withheld_ > 0)
        throw CardNotHeld();
    return {stack_.begin() + static_cast<std::ptrdiff_t>(next_), stack_.end()};
}

Shoe withholdAfter(const Shoe& shoe, int used)
{
    ShoeContents contents = shoe.contents();
    const int held = static_cast<int>(contents.cards.size());
    const int kept = std::clamp(used, 0, held);
    contents.cards.resize(static_cast<std::size_t>(kept));
    std::erase_if(contents.faceUpPositions, [kept](int position) { return position >= kept; });
    contents.withheld += held - kept;
    return Shoe::resumed(std::move(contents));
}

void DiscardRack::place(DiscardSource source, int seat, int hand, std::span<const Card> cards)
{
    if (placed_ == groups_.size())
        groups_.emplace_back();
    DiscardGroup& group = groups_[placed_++];
    group.source = source;
    group.seat = seat;
    group.hand = hand;
    group.cards.assign(cards.begin(), cards.end());
}

int DiscardRack::cardCount() const
{
    int count = 0;
    for (const auto& group : groups())
        count += static_cast<int>(group.cards.size());
    return count;
}

std::vector<Card> DiscardRack::cards() const
{
    std::vector<Card> all;
    for (const auto& group : groups())
        all.insert(all.end(), group.cards.begin(), group.cards.end());
    return all;
}

} // namespace s21

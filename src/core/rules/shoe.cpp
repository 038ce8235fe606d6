#include "core/rules/shoe.h"

#include "core/base/contract.h"

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

namespace {

std::vector<Card> decksOf(Game game, int decks)
{
    std::vector<Card> cards;
    const std::vector<Card> deck = newDeck(game);
    cards.reserve(static_cast<std::size_t>(decks) * deck.size());
    for (int d = 0; d < decks; ++d)
        cards.insert(cards.end(), deck.begin(), deck.end());
    return cards;
}

std::vector<Card> shuffledDecks(Game game, int decks, Seed seed)
{
    std::vector<Card> cards = decksOf(game, decks);
    Random random(seed);
    shuffle(std::span<Card>(cards), random);
    return cards;
}

} // namespace

std::vector<Card> shoeCards(const RuleProfile& profile) { return decksOf(profile.game, profile.decks); }

std::vector<Card> shuffledCards(const RuleProfile& profile, Seed seed)
{
    return shuffledDecks(profile.game, profile.decks, seed);
}

std::vector<Card> shuffledSide(const RuleProfile& profile, CardBack side, Seed seed)
{
    return shuffledDecks(profile.game, profile.decks / 2, seed.stream(3, side == CardBack::Red ? 1 : 2));
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

const char* cardBackName(CardBack back) { return back == CardBack::Red ? "red" : "blue"; }

std::optional<CardBack> cardBackNamed(std::string_view name)
{
    for (const CardBack back : kBothBacks)
        if (name == cardBackName(back))
            return back;
    return std::nullopt;
}

CardBack sideOfSuit(Suit suit)
{
    return suit == Suit::Hearts || suit == Suit::Diamonds ? CardBack::Red : CardBack::Blue;
}

Shoe::Shoe(std::vector<Card> stack, int cardsBeforeCoverCard)
    : side_(Side::resumed({CardBack::Red, std::move(stack), cardsBeforeCoverCard, {}, 0, {}}))
{
}

Shoe freshShoe(std::vector<Card> shuffled)
{
    const int size = static_cast<int>(shuffled.size());
    return Shoe(std::move(shuffled), size - size / 4);
}

Shoe seededShoe(const RuleProfile& profile, Seed seed)
{
    if (profile.doubleShoe)
        return Shoe::doubled(freshShoe(shuffledSide(profile, CardBack::Red, seed)),
                             freshShoe(shuffledSide(profile, CardBack::Blue, seed)));
    return freshShoe(shuffledCards(profile, seed));
}

Shoe Shoe::stacked(std::vector<Card> cards)
{
    const int size = static_cast<int>(cards.size());
    return Shoe(std::move(cards), size + 1);
}

Shoe Shoe::doubled(Shoe redSide, Shoe blueSide)
{
    S21_EXPECTS(!redSide.isDouble() && !blueSide.isDouble());
    Shoe shoe = std::move(redSide);
    shoe.side_.back = CardBack::Red;
    blueSide.side_.back = CardBack::Blue;
    shoe.otherSide_.push_back(std::move(blueSide.side_));
    return shoe;
}

void Shoe::turnTo(CardBack side)
{
    if (isDouble() && side != side_.back)
        std::swap(side_, otherSide_.front());
}

const Shoe::Side* Shoe::sideWith(CardBack back) const
{
    if (side_.back == back)
        return &side_;
    if (isDouble() && otherSide_.front().back == back)
        return &otherSide_.front();
    return nullptr;
}

const std::vector<Card>& Shoe::segregated(CardBack side) const
{
    static const std::vector<Card> none;
    const Side* found = sideWith(side);
    return found ? found->segregated : none;
}

int Shoe::remainingIn(CardBack side) const
{
    const Side* found = sideWith(side);
    return found ? found->remaining() : 0;
}

int Shoe::unseenIn(CardBack side) const
{
    const Side* found = sideWith(side);
    return found ? found->unseen() : 0;
}

int Shoe::cardsInShoe() const
{
    int cards = 0;
    for (const CardBack back : kBothBacks)
        if (const Side* found = sideWith(back))
            cards += found->remaining() + static_cast<int>(found->segregated.size());
    return cards;
}

void Shoe::replaceSide(CardBack back, Shoe side)
{
    S21_EXPECTS(isDouble() && !side.isDouble());
    side.side_.back = back;
    (side_.back == back ? side_ : otherSide_.front()) = std::move(side.side_);
}

void Shoe::refill(std::vector<Card> stack)
{
    const int size = static_cast<int>(stack.size());
    side_ = Side::resumed({side_.back, std::move(stack), size + 1, {}, 0, std::move(side_.segregated)});
}

void Shoe::turnFaceUp(int positionFromTop)
{
    const std::size_t at = side_.next + static_cast<std::size_t>(positionFromTop);
    if (at < side_.faceUp.size())
        side_.faceUp[at] = true;
}

std::size_t Shoe::held(std::size_t at) const
{
    if (at >= side_.stack.size())
        throw CardNotHeld();
    side_.seen = std::max(side_.seen, at + 1);
    return at;
}

std::optional<Shoe::Shown> Shoe::shownNext() const
{
    if (side_.next >= side_.stack.size())
        return std::nullopt;
    return Shown{side_.stack[side_.next], side_.faceUp[side_.next]};
}

int Shoe::cardsBeforeCoverCard() const { return side_.cardsBeforeCoverCard(); }

ShoeSideContents Shoe::Side::contents() const
{
    ShoeSideContents contents;
    contents.back = back;
    contents.cards.assign(stack.begin() + static_cast<std::ptrdiff_t>(next), stack.end());
    contents.cardsBeforeCoverCard = cardsBeforeCoverCard();
    for (std::size_t at = next; at < faceUp.size(); ++at)
        if (faceUp[at])
            contents.faceUpPositions.push_back(static_cast<int>(at - next));
    contents.withheld = withheld;
    contents.segregated = segregated;
    return contents;
}

Shoe::Side Shoe::Side::resumed(ShoeSideContents contents)
{
    Side side;
    side.back = contents.back;
    side.stack = std::move(contents.cards);
    side.faceUp.assign(side.stack.size(), false);
    for (const int position : contents.faceUpPositions)
        if (position >= 0 && static_cast<std::size_t>(position) < side.faceUp.size())
            side.faceUp[static_cast<std::size_t>(position)] = true;
    side.coverCardAt = static_cast<std::size_t>(std::max(contents.cardsBeforeCoverCard, 0));
    side.withheld = std::max(contents.withheld, 0);
    side.segregated = std::move(contents.segregated);
    return side;
}

ShoeContents Shoe::contents() const
{
    ShoeContents contents;
    static_cast<ShoeSideContents&>(contents) = side_.contents();
    if (isDouble())
        contents.otherSide = otherSide_.front().contents();
    return contents;
}

Shoe Shoe::resumed(ShoeContents contents)
{
    Shoe shoe;
    shoe.side_ = Side::resumed(std::move(static_cast<ShoeSideContents&>(contents)));
    if (contents.otherSide)
        shoe.otherSide_.push_back(Side::resumed(std::move(*contents.otherSide)));
    return shoe;
}

std::vector<Card> Shoe::undealt() const
{
    if (side_.withheld > 0)
        throw CardNotHeld();
    return {side_.stack.begin() + static_cast<std::ptrdiff_t>(side_.next), side_.stack.end()};
}

std::optional<std::string> doubleShoeProblem(const RuleProfile& profile, const Shoe& shoe)
{
    if (profile.doubleShoe == shoe.isDouble())
        return std::nullopt;
    return profile.doubleShoe ? "the profile deals from a double shoe: the shoe must be one (MD-BJ 3.C)"
                              : "a double shoe needs a profile that deals from one (MD-BJ 3.C)";
}

namespace {

void withhold(ShoeSideContents& side, int used)
{
    const int held = static_cast<int>(side.cards.size());
    const int kept = std::clamp(used, 0, held);
    side.cards.resize(static_cast<std::size_t>(kept));
    std::erase_if(side.faceUpPositions, [kept](int position) { return position >= kept; });
    side.withheld += held - kept;
}

} // namespace

Shoe withholdAfter(const Shoe& shoe, CardsUsed used)
{
    ShoeContents contents = shoe.contents();
    withhold(contents, used[contents.back]);
    if (contents.otherSide)
        withhold(*contents.otherSide, used[contents.otherSide->back]);
    return Shoe::resumed(std::move(contents));
}

Shoe withholdAfter(const Shoe& shoe, int used)
{
    S21_EXPECTS(!shoe.isDouble());
    CardsUsed byside;
    byside[shoe.dealingSide()] = used;
    return withholdAfter(shoe, byside);
}

void DiscardRack::place(DiscardSource source, int seat, int hand, std::span<const Card> cards)
{
    if (placed_ == groups_.size())
        groups_.emplace_back();
    DiscardGroup& group = groups_[placed_++];
    group.source = source;
    group.back = backs_;
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

std::vector<Card> DiscardRack::takeCards(CardBack back)
{
    std::vector<Card> taken;
    std::size_t kept = 0;
    for (std::size_t g = 0; g < placed_; ++g) {
        DiscardGroup& group = groups_[g];
        if (group.back == back)
            taken.insert(taken.end(), group.cards.begin(), group.cards.end());
        else
            std::swap(groups_[kept++], group);
    }
    placed_ = kept;
    return taken;
}

} // namespace s21

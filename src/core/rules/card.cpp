#include "core/rules/card.h"

#include <cctype>

namespace s21 {

char rankSymbol(Rank rank)
{
    static constexpr char symbols[] = "A23456789TJQK";
    return symbols[static_cast<int>(rank) - 1];
}

char suitSymbol(Suit suit)
{
    static constexpr char symbols[] = "CDHS";
    return symbols[static_cast<int>(suit)];
}

std::string notation(Card card) { return {rankSymbol(card.rank), suitSymbol(card.suit)}; }

std::string notation(const std::vector<Card>& cards)
{
    std::string out;
    for (const Card& card : cards) {
        if (!out.empty())
            out += ' ';
        out += notation(card);
    }
    return out;
}

namespace {

std::optional<Rank> parseRank(std::string_view text)
{
    if (text == "10")
        return Rank::Ten;
    if (text.size() != 1)
        return std::nullopt;
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    if (c >= '2' && c <= '9')
        return static_cast<Rank>(c - '0');
    switch (c) {
    case 'A': return Rank::Ace;
    case 'T': return Rank::Ten;
    case 'J': return Rank::Jack;
    case 'Q': return Rank::Queen;
    case 'K': return Rank::King;
    default: return std::nullopt;
    }
}

std::optional<Suit> parseSuit(char symbol)
{
    switch (std::toupper(static_cast<unsigned char>(symbol))) {
    case 'C': return Suit::Clubs;
    case 'D': return Suit::Diamonds;
    case 'H': return Suit::Hearts;
    case 'S': return Suit::Spades;
    default: return std::nullopt;
    }
}

bool isSeparator(char c) { return c == ' ' || c == ',' || c == '\t' || c == '\n'; }

} // namespace

std::optional<Card> parseCard(std::string_view text)
{
    if (text.size() < 2)
        return std::nullopt;
    const auto rank = parseRank(text.substr(0, text.size() - 1));
    const auto suit = parseSuit(text.back());
    if (!rank || !suit)
        return std::nullopt;
    return Card{*rank, *suit};
}

Parsed<std::vector<Card>> parseCards(std::string_view text)
{
    std::vector<Card> cards;
    std::size_t pos = 0;
    while (pos < text.size()) {
        if (isSeparator(text[pos])) {
            ++pos;
            continue;
        }
        const std::size_t start = pos;
        while (pos < text.size() && !isSeparator(text[pos]))
            ++pos;
        const std::string_view token = text.substr(start, pos - start);
        const auto card = parseCard(token);
        if (!card)
            return ParseError{"'" + std::string(token) + "' is not a card (write rank then suit, e.g. 7S, KH, AD, TC)",
                              start};
        cards.push_back(*card);
    }
    return cards;
}

} // namespace s21

#pragma once
// Vector playing cards: faces with corner indices and pip layouts, face cards with a framed
// portrait panel, and a patterned back. Everything is QPainter paths and text, so cards stay crisp
// at any size and device pixel ratio.

#include "core/rules/card.h"
#include "core/rules/shoe.h"

#include <QColor>
#include <QPainterPath>
#include <QRectF>

class QPainter;

namespace s21::app {

// The suit's glyph as a path filling the unit square (0,0)-(1,1).
QPainterPath suitPath(Suit suit);
QColor suitColour(Suit suit);
QString rankText(Rank rank); // "A", "2".."9", "10", "J", "Q", "K"

// The pixel size of the corner index's font on a card `cardWidth` wide: a jumbo index, as on the
// cards of a dealing shoe, so that a hand's cards overlapped in a fan stay readable at a glance.
int cardIndexPixelSize(double cardWidth);
// Where the top corner index (rank and suit) lies on a card face filling `rect`, upright; the
// bottom one is this area turned about the card's centre. What must stay in sight when cards, chips
// and labels lie near a card.
QRectF cardIndexArea(const QRectF& rect);

// Paints a card face (or its back) filling `rect`, upright. A `turned` card lies turned a quarter to
// the left (a double down's card, CardItem's sideways): its corner indices are turned back, rank
// beside suit in the same places, so that they read upright on the table.
void paintCardFace(QPainter& painter, const QRectF& rect, Card card, bool turned = false);
// A card's back, of the colour of `back` (a single shoe's cards are red-backed).
void paintCardBack(QPainter& painter, const QRectF& rect, CardBack back = CardBack::Red);

} // namespace s21::app

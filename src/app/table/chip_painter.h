#pragma once
// Casino chips drawn with QPainter: colours by denomination ($1 white, $2.50 pink, $5 red, $25
// green, $100 black, $500 purple, $1,000 orange), edge spots, an inlay with the value where it is
// large enough on the screen to read (theme::kTableLetteringScreenPx).

#include "core/base/money.h"

#include <QColor>
#include <QPointF>
#include <QString>

class QPainter;

namespace s21::app {

QColor chipColour(Money denomination);
QString chipLabel(Money denomination); // "1", "2½", "5", "25", "100", "500", "1K"

// Whether type of `pixels` scene pixels, painted by `painter` as it is transformed now, is at least
// theme::kTableLetteringScreenPx high on the screen: small things (a chip's value, a coupon's or a
// banknote's words) are written only then, their amounts being on a tag in the table's type besides.
bool readsOnScreen(const QPainter& painter, double pixels);

// One chip seen from above, centred at `centre`; its value on the inlay only where the painter's
// scale makes it readable.
void paintChip(QPainter& painter, QPointF centre, double radius, Money denomination);

// A stack of chips seen from the dealer's seat: the first chip at the bottom, each next one drawn a
// little higher, the top chip face up.
void paintChipStack(QPainter& painter, QPointF base, double radius, const std::vector<Money>& chips);
// How far a stack of `count` chips rises above its bottom chip: each chip's edge shows as its own
// band of colour, so that a $30 stack reads as a $25 and a $5, not as a single $5.
double chipStackRise(double radius, std::size_t count);

} // namespace s21::app

#pragma once
// What a player puts on the layout against the procedure, drawn as a dealer sees it (issue 17): a
// hand reaching for a wager or the cards, and cash laid down with a verbal wager, rather than text
// alone.
//
// GuestHandItem: a hand sliding chips onto a wager, pinching chips off it, or lifting the cards. It
// paints a sleeve, a palm and fingers pointing along +y of its own coordinates, the fingertips at
// (0, 0); the scene rotates it to come from the player's chair.

#include "core/base/money.h"

#include <QGraphicsItem>

namespace s21::app {

class GuestHandItem : public QGraphicsItem {
public:
    // `pinching`: thumb and fingers closed, as when holding chips; else the fingers spread flat.
    explicit GuestHandItem(bool pinching);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    // Placed with its fingertips at `tip`, reaching from `from` (the player's chair).
    void reachTo(QPointF tip, QPointF from);

private:
    bool pinching_;
};

// Banknotes fanned on a betting spot, the amount on the top one (MD-S21 6.B, MA-S21 5(c)).
class CashItem : public QGraphicsItem {
public:
    explicit CashItem(Money amount);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Money amount_;
};

} // namespace s21::app

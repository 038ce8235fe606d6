#pragma once
// A player's hand reaching onto the layout: how the table shows a guest's irregularity (issue 17) as
// a player would do it, a hand sliding chips onto a wager, pinching chips off it, or lifting the
// cards, rather than as text alone. It paints a sleeve, a palm and fingers pointing along +y of its
// own coordinates, the fingertips at (0, 0); the scene rotates it to come from the player's chair.

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

} // namespace s21::app

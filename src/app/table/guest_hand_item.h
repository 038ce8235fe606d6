#pragma once
// What a player puts on the layout besides chips, drawn as a dealer sees it (issue 17): a hand
// reaching for a wager or the cards, cash laid down with a verbal wager, and a match play coupon
// beside a wager's chips, rather than text alone.
//
// GuestHandItem: a player's hand, sliding chips onto a wager, pinching chips off it, lifting the
// cards, or signalling a decision (player_signal_item.h). It paints a sleeve, a palm and fingers
// reaching toward -y of its own coordinates, the fingertips at (0, 0), the wrist along +y; the
// scene turns it to come from the player's chair.

#include "app/table/table_items.h"
#include "core/base/money.h"

#include <QGraphicsItem>

#include <cstdint>

namespace s21::app {

class GuestHandItem : public QGraphicsItem, public DrawnFromRecipe {
public:
    enum class Pose : std::uint8_t {
        Flat,       // the fingers spread flat: sliding chips, lifting cards, waving
        Pinching,   // thumb and fingers closed, as when holding chips
        Pointing,   // the index finger out, the others curled: a tap, one finger held up
        TwoFingers, // the index and middle fingers out in a V: the split sign
    };
    explicit GuestHandItem(Pose pose);
    QRectF boundingRect() const override;
    QPainterPath shape() const override; // the hand, its fingers and thumb, and the sleeve, as painted
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    void writeRecipe(DrawingBytes& out) const override; // its pose

    // Placed with its fingertips at `tip`, reaching from `from` (the player's chair).
    void reachTo(QPointF tip, QPointF from);

private:
    void paintHand(QPainter& painter) const;

    Pose pose_;
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

// A match play coupon beside a wager's chips: a paper ticket with a dashed border reading "MATCH
// PLAY" over its face value (MA-S21 5(c), 6(c)); `small` for the Match-the-Dealer circle's.
class CouponItem : public QGraphicsItem {
public:
    CouponItem(Money face, bool small);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QRectF ticket() const;

    Money face_;
    bool small_;
};

} // namespace s21::app

#pragma once
// A player's decision signalled as a dealer sees it (issue 18), not as text: a finger tapping the
// felt behind the cards to draw, a flat hand waved over them to stand, chips set beside the wager
// with one finger held up to double or two in a V to split, and "Surrender" spoken aloud in a
// speech bubble. The hand moves for a moment as it appears, as a player's does; the signal's words
// ("taps: HIT") are its tooltip.

#include "app/table/guest_hand_item.h"
#include "core/base/money.h"
#include "core/players/player_model.h"

#include <QGraphicsObject>
#include <QString>

#include <vector>

class QVariantAnimation;

namespace s21::app {

class PlayerSignalItem : public QGraphicsObject {
    Q_OBJECT
public:
    // A hand signal (not Surrender) with its fingertips coming to rest at `tip`, reaching from the
    // player's `chair`. `chips` (a double or a split) are set down at `chipsAt`, the hand behind them.
    PlayerSignalItem(Decision decision, const QString& words, QPointF tip, QPointF chair,
                     const std::vector<Money>& chips = {}, Money amount = {}, QPointF chipsAt = {});
    Decision decision() const { return decision_; }
    // The hand is still moving (the first moments after the signal appears).
    bool moving() const;

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void setPhase(double phase); // 0 as the signal appears, 1 at rest

    Decision decision_;
    GuestHandItem* hand_;
    QGraphicsItem* chips_ = nullptr;
    QPointF tip_;
    QPointF chipsAt_;
    QPointF towardChair_; // unit vector from the fingertips to the chair
    QVariantAnimation* motion_;
};

// Words a player says aloud at the table (a surrender): a bubble with its tail toward the player.
class SpeechBubbleItem : public QGraphicsItem {
public:
    explicit SpeechBubbleItem(QString words);
    const QString& words() const { return words_; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override; // the bubble, without its tail
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString words_;
    QRectF bubble_;
};

} // namespace s21::app

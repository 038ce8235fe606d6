#pragma once
// The view items of the shoe procedure between rounds (core/shoe_procedure/shoe_procedure.h): the decks in their
// boxes, the cards spread for inspection, the washed cards, the stack with the cover card in it and
// the automated shuffler. Like table_items.h, each paints what it was given and nothing else;
// TableScene::refreshShoe creates them from the procedure's state. Cards face down show the backs
// they were given: a double shoe's side (MD-BJ 3.C(1)) or a shuffler's batch (3.B(2)).

#include "core/rules/card.h"
#include "core/rules/shoe.h"

#include <QGraphicsItem>
#include <QString>

#include <optional>
#include <vector>

namespace s21::app {

// New decks still in their boxes (MD-S21 4.A, MA-S21 3(a)): one small box per deck, opened once
// inspected.
class DeckBoxesItem : public QGraphicsItem {
public:
    DeckBoxesItem(int decks, bool opened, CardBack back);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int decks_;
    bool opened_;
    CardBack back_;
};

// The cards spread for inspection: one overlapping row per deck, face up (by suit and sequence) or
// face down (MD-S21 4.C-D, 5.H; MA-S21 3(b), 4(i)).
class SpreadItem : public QGraphicsItem {
public:
    SpreadItem(std::vector<std::vector<Card>> rows, bool faceUp, CardBack back);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    std::vector<std::vector<Card>> rows_;
    bool faceUp_;
    CardBack back_;
};

// The cards face down and mixed on the felt: the wash (MD-S21 4.E, MA-S21 3(c)); `exposed`, a card
// turned over during it, lies face up on top until the cards are remixed.
class WashItem : public QGraphicsItem {
public:
    WashItem(int cards, std::optional<Card> exposed, CardBack back);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    int cards_;
    std::optional<Card> exposed_;
    CardBack back_;
};

// The stack of cards seen from the dealer's seat: its top card's back and its edge, as thick as
// the cards in it; the cover card, when it is in the stack, sticks out `coverAbove` cards down.
// `split` draws it as two halves side by side (a riffle or the turn in progress).
class CardStackItem : public QGraphicsItem {
public:
    CardStackItem(int cards, std::optional<int> coverAbove, bool split, CardBack back);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintStack(QPainter& painter, QPointF centre, int cards, std::optional<int> coverAbove) const;
    int cards_;
    std::optional<int> coverAbove_;
    bool split_;
    CardBack back_;
};

// The cover card: a plain yellow plastic card, lying flat.
class CoverCardItem : public QGraphicsItem {
public:
    CoverCardItem() = default;
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
};

// The automated shuffler beside the dealer: its status light (ready, shuffling done, jammed, broken
// down), or a cloth and an "out of order" sign over it (MD-S21 13.S).
class ShufflerItem : public QGraphicsItem {
public:
    enum class Status : std::uint8_t { Ready, Shuffled, Jammed, BrokenDown, OutOfOrder };
    explicit ShufflerItem(Status status);
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    Status status_;
};

} // namespace s21::app

#pragma once
// The table's dumb view items. Each paints what it was given and nothing else; TableScene creates
// them from the round state on every refresh. Only HotspotItem carries a Target, which the scene
// reports when it is clicked.

#include "app/table/drawing_bytes.h"
#include "app/table/table_geometry.h"
#include "app/table/target.h"
#include "core/base/money.h"
#include "core/rules/card.h"
#include "core/rules/shoe.h"

#include <QFont>
#include <QGraphicsItem>
#include <QPainterPath>
#include <QString>

#include <vector>

namespace s21::app {

// A rectangle as an outline, for the items' shape() (what a test or a hit sees of them).
QPainterPath outlineOf(const QRectF& rect);

// What an item's look is made of, for TableUpdate (table_update.h) to compare a new item with a shown
// one without painting either, and for its picture to be found (recipe_picture.h): two items of one
// class with the same recipe paint alike and have the same bounds and shape, wherever they lie (which
// TableUpdate compares apart). A class that has one writes every member its paint(), boundingRect()
// and shape() read.
class DrawnFromRecipe {
public:
    virtual void writeRecipe(DrawingBytes& out) const = 0;

protected:
    ~DrawnFromRecipe() = default;
};

// One card, face up or down, optionally sideways (a double down card, MD-S21 10.C).
class CardItem : public QGraphicsItem, public DrawnFromRecipe {
public:
    // A card face down shows a back of `back`'s colour: the side of a double shoe it came from.
    CardItem(Card card, bool faceUp, bool sideways, CardBack back = CardBack::Red);
    // The card's top corner index (card_painter.h: cardIndexArea), the one a fan of cards leaves
    // in sight, in item coordinates; empty for a card face down.
    QPainterPath indexShape() const;
    QRectF boundingRect() const override;
    QPainterPath shape() const override; // the card's face
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    void writeRecipe(DrawingBytes& out) const override;

private:
    Card card_;
    bool faceUp_;
    bool sideways_;
    CardBack back_;
};

// A stack of chips for an amount, made from the table's denominations, with the amount on a tag
// just wide enough for it, beneath the stack, above its top chip, across its top chip or on its right
// (a shared box's line, where the next wager lies right behind: table_geometry.h, lineWagerPlace), in
// type of `tagPixels` (smaller in a shared box's line, lineTagPixels), or none (AmountTagItem's); the
// scene may move the tag about the chips afterwards (moveTag: TableScene::placeAmountTags). A
// payout's tag is light with dark lettering, the wager's dark with light: side by side, "$50" and
// "$50" never look alike, in colour or in grey.
class ChipStackItem : public QGraphicsItem, public DrawnFromRecipe {
public:
    enum class Tag : std::uint8_t { Below, Above, Over, Right, None };
    enum class Role : std::uint8_t { Wager, Payout };
    ChipStackItem(std::vector<Money> chips, Money amount, double radius, Tag tag = Tag::Below,
                  int tagPixels = geometry::kAmountTagPixels, Role role = Role::Wager);
    const QString& amountText() const { return label_; }
    Role role() const { return role_; }
    int tagPixels() const { return tagPixels_; }
    QColor tagFill() const;
    std::size_t chipCount() const { return chips_.size(); }
    QRectF boundingRect() const override;
    QPainterPath shape() const override; // the chips and the tag, as painted
    QPainterPath tagShape() const;       // the amount's tag alone
    QPainterPath chipsShape() const;     // the chips alone
    // Moves the amount's tag (if the stack has one) to lie centred on `centre`, in the stack's
    // coordinates (TableScene::placeAmountTags). Returns whether it lay elsewhere.
    bool moveTag(QPointF centre);
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    void writeRecipe(DrawingBytes& out) const override;

private:
    std::vector<Money> chips_;
    QString label_;
    Role role_;
    double radius_;
    int tagPixels_;
    // Makes shape_ from the chips and the tag where it lies.
    void outlineChipsAndTag();

    QRectF tag_;
    QPainterPath chipsShape_;
    QPainterPath chipsFlattened_; // chipsShape_, its curves flattened to lines
    QPainterPath shape_;
};

// An amount on a tag of its own, as a chip stack's (ChipStackItem), drawn over every chip: a split
// hand's line of a shared box (TableScene::addLineStake), where the stacks stand closer than they are
// tall and a tag on a stack would lie under the stack in front of it.
class AmountTagItem : public QGraphicsItem {
public:
    AmountTagItem(QString text, int pixels);
    const QString& text() const { return text_; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override; // the tag, as painted
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString text_;
    int pixels_;
    QRectF rect_;
};

// A rounded text badge: seat labels, player signals, status tags.
class BadgeItem : public QGraphicsItem, public DrawnFromRecipe {
public:
    BadgeItem(QString text, QColor fill, QColor ink, double pixelSize, bool bold = false);
    const QString& text() const { return text_; }
    const QColor& fill() const { return fill_; }
    const QColor& ink() const { return ink_; }
    int pixelSize() const { return font_.pixelSize(); } // its type's size, in scene pixels
    QRectF boundingRect() const override;
    QPainterPath shape() const override; // the badge's rectangle, text and margin
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    void writeRecipe(DrawingBytes& out) const override;

private:
    QString text_;
    QColor fill_;
    QColor ink_;
    QFont font_;
    QRectF rect_;
};

// The dashed ring beside a seat's wager where a bonus award is set, centred on the item's origin.
// Drawn from its recipe; its shape is the one Qt's ellipse item gives the same ring (its stroke and
// the disc within), made once for each radius: Qt's item made it again for every table drawn.
class AwardRingItem : public QGraphicsItem, public DrawnFromRecipe {
public:
    explicit AwardRingItem(double radius);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    void writeRecipe(DrawingBytes& out) const override;

private:
    QRectF rect() const { return {-radius_, -radius_, 2 * radius_, 2 * radius_}; }
    double radius_;
};

// An invisible clickable area tagged with a Target, of any outline (the scene carves it so that no
// two overlap: table_scene.h). It lights up, along that outline, when the mouse is over it, when it
// is selected (the keyboard's current spot) and, in guided practice, when the procedure expects it
// (cyan) or a mistaken action landed on it (red): what is lit is exactly what a click reaches.
class HotspotItem : public QGraphicsItem, public DrawnFromRecipe {
public:
    HotspotItem(Target target, QPainterPath area);

    const Target& target() const { return target_; }
    void setHighlighted(bool on);
    void setSelected(bool on);
    void setWrong(bool on);
    bool hovered() const { return hovered_; }
    bool highlighted() const { return highlighted_; }
    bool selected() const { return selected_; }
    bool wrong() const { return wrong_; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    // Its outline and lights, not its target: places lit alike along one outline paint alike.
    void writeRecipe(DrawingBytes& out) const override;

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    Target target_;
    QPainterPath area_;
    bool hovered_ = false;
    bool highlighted_ = false;
    bool selected_ = false;
    bool wrong_ = false;
};

} // namespace s21::app

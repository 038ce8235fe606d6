#pragma once
// Putting a table drawn anew on the shown one, changing only what changed. The scene draws each
// refresh from the state, whole, into a scene of its own (table_scene.h); most of it is drawn exactly
// as before (a dealt card changes one card and a light or two). An item shown now that draws exactly
// as a new one stays, and the new one is deleted; the other shown items go and the other new items
// come in. Qt then repaints only where an item came or went: the rest of the table is not painted
// again (docs/benchmarks.md, "Click to repainted table").

#include <QByteArray>
#include <QGraphicsItem>
#include <QGraphicsScene>

#include <functional>
#include <unordered_map>

namespace s21::app {

// All that makes `item` look and act as it does, as bytes: its class, place, turn, scale, layer,
// opacity, visibility, tooltip, the motion's keys (table_motion.h), its bounds, shape and what its
// paint() draws (for an item drawn from a recipe, table_items.h's DrawnFromRecipe, its recipe
// instead: the cards, chip stacks, badges, players' hands and places to click, most of the table),
// and the same of each of its children; for a HotspotItem, whose paint does not show it, its target.
// Two items with the same bytes look and act alike.
QByteArray drawingOf(QGraphicsItem& item);

// Puts each table drawn on the shown one. Moves `drawn`'s top-level items into `shown`, but for those
// drawn exactly alike (drawingOf) by one of `shown`'s top-level items (`fixed` aside, which stays as
// it is), each new one deleted and the shown one kept in its stead; the shown items with no new twin
// are removed and given to `drop` (to delete, or to move off the table). The stacking is as drawn: a
// kept item that would lie on the wrong side of an item it overlaps, in the same layer (z value), is
// replaced by its new twin. put() returns, for each new item deleted, the shown item that stands for it.
// Both scenes have no index (QGraphicsScene::NoIndex), `drawn` stacks its items in the order they were
// added (none removed since it was last empty), and only put() adds items to `shown`, `fixed` aside.
class TableUpdate {
public:
    std::unordered_map<const QGraphicsItem*, QGraphicsItem*> put(QGraphicsScene& shown, QGraphicsScene& drawn,
                                                                 const QGraphicsItem* fixed,
                                                                 const std::function<void(QGraphicsItem*)>& drop);

private:
    // How a shown item draws now: as it drew when put on the table, if it cannot have changed since
    // (it has no children, which may move, is no place to click, whose lights and hover change, and
    // lies where it lay: the motion moves items), else written anew.
    QByteArray drawingNow(QGraphicsItem& item);
    // Keeps what `item`, now on the table, draws as.
    void remember(QGraphicsItem& item, QByteArray drawing);

    struct Known {
        QByteArray drawing;
        QPointF pos;
        quint64 serial; // also in the item's data: another item made at a deleted one's address is not it
    };
    std::unordered_map<const QGraphicsItem*, Known> known_;
    quint64 serial_ = 0;
    quint64 laid_ = 0; // items put on the shown table so far: Qt stacks those of one z value in that order
};

} // namespace s21::app

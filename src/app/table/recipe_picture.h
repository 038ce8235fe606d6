#pragma once
// Painting an item drawn from a recipe (table_items.h, DrawnFromRecipe: the cards, chip stacks,
// badges, players' hands and the places to click's lights) through a picture of it at the screen's
// resolution, made once for every item alike. A card face is paths, curves and text: painted
// directly, the cards took more than half of the table's painting, and a dealt card, a fan spread
// again or a card sliding from the shoe painted them anew (docs/benchmarks.md, "Session 33").
// Through its picture, every item alike after the first is a copy of pixels, wherever it lies, on
// any table of the station.

#include <QGraphicsItem>

#include <functional>

class QPainter;

namespace s21::app {

class DrawnFromRecipe;

// How many bytes of pictures are kept: beyond, the least recently used go. A card's picture at
// 1920x1080 is about 20 to 30 KB (57x80 pixels upright, more tilted), a deck's faces and back about
// 1 to 1.5 MB at each tilt the seats' cards lie at. Not Qt's QPixmapCache, which the felt's cache
// shares (8 MB of its 10) and which also drops the least used on a timer while the table stands still.
inline constexpr qsizetype kRecipePictureBytes = qsizetype{32} << 20;

// Paints `item`, whose look is `recipe`'s, as `draw` paints it in the item's coordinates. On a raster
// device (the screen, an image) under a transform that only turns and scales alike both ways, it
// copies the picture kept for the item's class, recipe, that turn and scale and the device's pixel
// ratio, made by `draw` the first time, to the nearest whole pixel of where the item lies (half a
// pixel at most from where `draw` would paint it); else (a PDF, a skew, a card narrowing as it
// turns over) `draw` paints directly.
void paintThroughPicture(QPainter& painter, const QGraphicsItem& item, const DrawnFromRecipe& recipe,
                         const std::function<void(QPainter&)>& draw);

} // namespace s21::app

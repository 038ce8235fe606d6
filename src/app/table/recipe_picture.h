#pragma once
// Painting an item drawn from a recipe (table_items.h, DrawnFromRecipe: the cards, chip stacks and
// badges) through a picture of it at the screen's resolution, made once for every item alike. A card
// face is paths, curves and text: painted directly, the cards took more than half of the table's
// painting, and a dealt card, a fan spread again or a card sliding from the shoe painted them anew
// (docs/benchmarks.md, "Session 33"). Through its picture, every item alike after the first is a copy
// of pixels, wherever it lies, on any table of the station.

#include <QGraphicsItem>

#include <functional>

class QPainter;

namespace s21::app {

class DrawnFromRecipe;

// Paints `item`, whose look is `recipe`'s, as `draw` paints it in the item's coordinates. On a raster
// device (the screen, an image) under a transform that only scales and turns by quarters, it copies
// the picture kept for the item's class, recipe, that scale and turn and the device's pixel ratio,
// made by `draw` the first time, to the nearest whole pixel of where the item lies (half a pixel at
// most from where `draw` would paint it); else (a PDF, a skewed view) `draw` paints directly.
// Pictures are kept in QPixmapCache, which drops the least used beyond its limit.
void paintThroughPicture(QPainter& painter, const QGraphicsItem& item, const DrawnFromRecipe& recipe,
                         const std::function<void(QPainter&)>& draw);

} // namespace s21::app

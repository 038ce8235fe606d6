#pragma once
// The outlines of the table's places to click (TableScene::addHotspot): each place takes only what no
// place added before it holds, so that no two overlap. Carving is a path subtraction for each earlier
// place it overlaps, the dearest part of drawing the table anew, and from one refresh to the next the
// places are mostly the same: the carver remembers each outline it carved, by the place's own outline
// and the carved outlines of the earlier places it overlaps.

#include <QByteArray>
#include <QHash>
#include <QPainterPath>
#include <QRectF>

#include <vector>

namespace s21::app {

class PlaceCarver {
public:
    // Starts a table: no place added yet.
    void begin();
    // The outline of a place on `rect` (or the ellipse in it), less what the places added since
    // begin() hold.
    QPainterPath add(const QRectF& rect, bool ellipse);

private:
    struct Carved {
        quint64 id; // names the outline among those remembered
        QPainterPath area;
        QRectF bounds; // the carved outline's: what later places are found overlapping by
    };
    // A place's outline before carving, and its bounds, made once for each rectangle and shape.
    struct Outline {
        QPainterPath area;
        QRectF bounds;
    };
    const Outline& outline(const QByteArray& place, const QRectF& rect, bool ellipse);
    std::vector<Carved> placed_;          // this table's places, in the order added
    QHash<QByteArray, Carved> known_;     // by the place's outline and the ids of the earlier ones it overlaps
    QHash<QByteArray, Outline> outlines_; // by the place's rectangle and shape
    quint64 nextId_ = 0;
};

} // namespace s21::app

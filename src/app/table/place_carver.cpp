#include "app/table/place_carver.h"

#include "app/table/drawing_bytes.h"

namespace s21::app {

namespace {

// Remembered outlines beyond this many are forgotten (a table has about a hundred places).
constexpr qsizetype kKnownAtMost = 8192;

} // namespace

void PlaceCarver::begin() { placed_.clear(); }

const PlaceCarver::Outline& PlaceCarver::outline(const QByteArray& place, const QRectF& rect, bool ellipse)
{
    auto known = outlines_.constFind(place);
    if (known == outlines_.cend()) {
        if (outlines_.size() >= kKnownAtMost)
            outlines_.clear();
        QPainterPath area;
        if (ellipse)
            area.addEllipse(rect);
        else
            area.addRoundedRect(rect, 8, 8);
        known = outlines_.insert(place, {area, area.boundingRect()});
    }
    return *known;
}

QPainterPath PlaceCarver::add(const QRectF& rect, bool ellipse)
{
    QByteArray key;
    DrawingBytes out(key);
    out << ellipse << rect;
    const Outline& place = outline(key, rect, ellipse);
    std::vector<const Carved*> under;
    for (const Carved& earlier : placed_)
        if (earlier.bounds.intersects(place.bounds)) {
            under.push_back(&earlier);
            out << earlier.id;
        }
    auto known = known_.find(key);
    if (known == known_.end()) {
        if (known_.size() >= kKnownAtMost)
            known_.clear();
        QPainterPath area = place.area;
        for (const Carved* earlier : under)
            if (area.intersects(earlier->area)) // whose bounds meet but shapes do not: nothing to carve
                area = area.subtracted(earlier->area);
        known = known_.insert(key, {nextId_++, area, area.boundingRect()});
    }
    placed_.push_back(*known);
    return known->area;
}

} // namespace s21::app

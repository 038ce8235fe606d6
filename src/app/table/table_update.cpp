#include "app/table/table_update.h"

#include "app/table/drawing_bytes.h"
#include "app/table/table_items.h"
#include "app/table/table_motion.h"

#include <QHash>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cstring>
#include <limits>
#include <optional>
#include <tuple>
#include <type_traits>
#include <typeinfo>
#include <vector>

namespace s21::app {

namespace {

// The data role of the serial TableUpdate gives an item it knows the drawing of.
constexpr int kSerialRole = 0x5400;
// The data role of the order TableUpdate put an item on the shown table in.
constexpr int kLaidRole = 0x5401;

// The motion's mark (table_motion.h), raw: put in words, its places' numbers formatted cost a fifth
// of writing a table's drawing down.
DrawingBytes& operator<<(DrawingBytes& out, const TableMotion::Mark& mark)
{
    return out << mark.key << mark.kin << mark.from << mark.leavesTo;
}

// A paint engine that draws nothing and writes down, as bytes, every command and state it is given.
class RecordingEngine : public QPaintEngine {
public:
    explicit RecordingEngine(QByteArray& out) : QPaintEngine(QPaintEngine::AllFeatures), out_(out) {}
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void updateState(const QPaintEngineState& now) override
    {
        const DirtyFlags dirty = now.state();
        out_ << 's' << static_cast<int>(dirty);
        if (dirty & DirtyPen)
            out_ << now.pen();
        if (dirty & DirtyBrush)
            out_ << now.brush();
        if (dirty & DirtyBrushOrigin)
            out_ << now.brushOrigin();
        if (dirty & DirtyFont)
            out_ << now.font().toString();
        if (dirty & DirtyBackground)
            out_ << now.backgroundBrush();
        if (dirty & DirtyBackgroundMode)
            out_ << static_cast<int>(now.backgroundMode());
        if (dirty & DirtyTransform)
            out_ << now.transform();
        if (dirty & (DirtyClipPath | DirtyClipRegion | DirtyClipEnabled))
            out_ << static_cast<int>(now.clipOperation()) << now.isClipEnabled() << now.clipPath()
                 << now.clipRegion().boundingRect();
        if (dirty & DirtyHints)
            out_ << static_cast<int>(now.renderHints());
        if (dirty & DirtyCompositionMode)
            out_ << static_cast<int>(now.compositionMode());
        if (dirty & DirtyOpacity)
            out_ << now.opacity();
    }
    void drawPath(const QPainterPath& path) override { out_ << 'p' << path; }
    void drawRects(const QRectF* rects, int count) override { writeAll('r', rects, count); }
    void drawRects(const QRect* rects, int count) override { writeAll('R', rects, count); }
    void drawLines(const QLineF* lines, int count) override { writeAll('l', lines, count); }
    void drawLines(const QLine* lines, int count) override { writeAll('L', lines, count); }
    void drawEllipse(const QRectF& rect) override { out_ << 'e' << rect; }
    void drawEllipse(const QRect& rect) override { out_ << 'E' << QRectF(rect); }
    void drawPoints(const QPointF* points, int count) override { writeAll('o', points, count); }
    void drawPoints(const QPoint* points, int count) override { writeAll('O', points, count); }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override
    {
        out_ << static_cast<int>(mode);
        writeAll('g', points, count);
    }
    void drawPolygon(const QPoint* points, int count, PolygonDrawMode mode) override
    {
        out_ << static_cast<int>(mode);
        writeAll('G', points, count);
    }
    void drawPixmap(const QRectF& rect, const QPixmap& pixmap, const QRectF& source) override
    {
        out_ << 'x' << rect << pixmap.cacheKey() << source;
    }
    void drawTiledPixmap(const QRectF& rect, const QPixmap& pixmap, const QPointF& offset) override
    {
        out_ << 'X' << rect << pixmap.cacheKey() << offset;
    }
    void drawImage(const QRectF& rect, const QImage& image, const QRectF& source, Qt::ImageConversionFlags) override
    {
        out_ << 'i' << rect << image.cacheKey() << source;
    }
    void drawTextItem(const QPointF& at, const QTextItem& text) override
    {
        out_ << 't' << at << text.text() << text.font().toString() << static_cast<int>(text.renderFlags());
    }

private:
    template <typename Shape>
    void writeAll(char command, const Shape* shapes, int count)
    {
        out_ << command << count;
        for (int i = 0; i < count; ++i)
            out_ << shapes[i];
    }

    DrawingBytes out_;
};

// A device that paints on a RecordingEngine: each item's paint() written down, never rasterised.
class RecordingDevice : public QPaintDevice {
public:
    explicit RecordingDevice(QByteArray& out) : engine_(out) {}
    QPaintEngine* paintEngine() const override { return &engine_; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
        case PdmHeight: return 4096;
        case PdmWidthMM:
        case PdmHeightMM: return 1084;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return static_cast<int>(devicePixelRatioFScale());
        case PdmNumColors: return std::numeric_limits<int>::max();
        case PdmDepth: return 32;
        }
        return 0;
    }

private:
    mutable RecordingEngine engine_;
};

void writeDrawing(QByteArray& bytes, QGraphicsItem& item)
{
    DrawingBytes out(bytes);
    out << typeid(item) << item.pos() << item.rotation() << item.scale() << item.transform()
        << item.transformOriginPoint() << item.zValue() << item.opacity() << item.isVisible()
        << static_cast<int>(item.flags()) << item.toolTip() << item.acceptHoverEvents()
        << static_cast<int>(item.acceptedMouseButtons()) << TableMotion::markOf(item);
    if (const auto* hotspot = dynamic_cast<const HotspotItem*>(&item)) { // its paint does not show its target
        const Target& target = hotspot->target();
        out << target.kind << target.seat << target.hand << target.chip.inCents() << target.bettor;
    }
    if (const auto* recipe = dynamic_cast<const DrawnFromRecipe*>(&item)) {
        recipe->writeRecipe(out);
    } else {
        out << item.boundingRect() << item.shape();
        RecordingDevice device(bytes);
        QPainter painter(&device);
        QStyleOptionGraphicsItem option;
        option.exposedRect = item.boundingRect();
        item.paint(&painter, &option, nullptr);
    }
    const QList<QGraphicsItem*> children = item.childItems();
    out << children.size();
    for (QGraphicsItem* child : children)
        writeDrawing(bytes, *child);
}

// The scene's top-level items but `fixed`, in the order QGraphicsScene::items() lists them. Without an
// index, that is not the order Qt stacks them in (by z value, then in the order they came into the
// scene): it lists them in the order they came while none has gone since the scene was last empty (a
// table drawn: each update empties it), then by their addresses.
std::vector<QGraphicsItem*> topLevelItems(const QGraphicsScene& scene, const QGraphicsItem* fixed)
{
    std::vector<QGraphicsItem*> items;
    for (QGraphicsItem* item : scene.items())
        if (!item->parentItem() && item != fixed)
            items.push_back(item);
    return items;
}

// The shown table's top-level items but `fixed`, the lowest first, as Qt stacks them: by z value, then
// in the order put() laid them on it (kLaidRole).
std::vector<QGraphicsItem*> stackedTopLevelItems(const QGraphicsScene& shown, const QGraphicsItem* fixed)
{
    struct Stacked {
        qreal z;
        qulonglong laid;
        QGraphicsItem* item;
    };
    std::vector<Stacked> stacked;
    for (QGraphicsItem* item : topLevelItems(shown, fixed))
        stacked.push_back({item->zValue(), item->data(kLaidRole).toULongLong(), item});
    std::sort(stacked.begin(), stacked.end(),
              [](const Stacked& a, const Stacked& b) { return std::tie(a.z, a.laid) < std::tie(b.z, b.laid); });
    std::vector<QGraphicsItem*> items;
    for (const Stacked& each : stacked)
        items.push_back(each.item);
    return items;
}

// Where an item and its children may paint, in the scene.
QRectF paintedArea(const QGraphicsItem& item)
{
    return item.mapRectToScene(item.boundingRect() | item.childrenBoundingRect());
}

} // namespace

QByteArray drawingOf(QGraphicsItem& item)
{
    QByteArray bytes;
    bytes.reserve(4096);
    writeDrawing(bytes, item);
    return bytes;
}

QByteArray TableUpdate::drawingNow(QGraphicsItem& item)
{
    const auto known = known_.find(&item);
    if (known != known_.end() && item.data(kSerialRole).toULongLong() == known->second.serial &&
        item.pos() == known->second.pos)
        return known->second.drawing;
    return drawingOf(item);
}

void TableUpdate::remember(QGraphicsItem& item, QByteArray drawing)
{
    if (!item.childItems().isEmpty() || dynamic_cast<const HotspotItem*>(&item))
        return;
    item.setData(kSerialRole, ++serial_);
    known_[&item] = {std::move(drawing), item.pos(), serial_};
}

std::unordered_map<const QGraphicsItem*, QGraphicsItem*>
TableUpdate::put(QGraphicsScene& shown, QGraphicsScene& drawn, const QGraphicsItem* fixed,
                 const std::function<void(QGraphicsItem*)>& drop)
{
    const std::vector<QGraphicsItem*> old = stackedTopLevelItems(shown, fixed);
    const std::vector<QGraphicsItem*> fresh = topLevelItems(drawn, nullptr); // as drawn

    // Each new item's twin among the shown ones, alike ones paired in stacking order.
    struct Alike {
        std::vector<std::size_t> items; // of `old`, the lowest first
        std::size_t paired = 0;         // how many of them have a twin already
    };
    QHash<QByteArray, Alike> oldByDrawing;
    oldByDrawing.reserve(static_cast<qsizetype>(old.size()));
    for (std::size_t i = 0; i < old.size(); ++i)
        oldByDrawing[drawingNow(*old[i])].items.push_back(i);
    known_.clear();
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::vector<std::size_t> twin(fresh.size(), kNone);
    std::vector<QByteArray> drawing(fresh.size());
    for (std::size_t j = 0; j < fresh.size(); ++j) {
        drawing[j] = drawingOf(*fresh[j]);
        const auto alike = oldByDrawing.find(drawing[j]);
        if (alike == oldByDrawing.end() || alike->paired == alike->items.size())
            continue;
        twin[j] = alike->items[alike->paired++];
    }

    // Qt stacks items of one z value in the order they came into the scene: the kept ones in their
    // old order, then the new ones. Where two items of one z value overlap, the upper as drawn (the
    // later, `upper`) is kept only if the lower is kept too and lay below it before; deciding from the
    // lowest up, each `lower` is decided before it is compared.
    std::vector<QRectF> area(fresh.size());
    for (std::size_t j = 0; j < fresh.size(); ++j)
        area[j] = paintedArea(*fresh[j]);
    for (std::size_t upper = 0; upper < fresh.size(); ++upper) {
        for (std::size_t lower = 0; lower < upper && twin[upper] != kNone; ++lower) {
            if (fresh[lower]->zValue() != fresh[upper]->zValue() || !area[lower].intersects(area[upper]))
                continue;
            if (twin[lower] == kNone || twin[lower] > twin[upper])
                twin[upper] = kNone;
        }
    }

    std::vector<bool> kept(old.size(), false);
    for (const std::size_t i : twin)
        if (i != kNone)
            kept[i] = true;
    for (std::size_t i = 0; i < old.size(); ++i) {
        if (kept[i])
            continue;
        shown.removeItem(old[i]);
        drop(old[i]);
    }
    std::unordered_map<const QGraphicsItem*, QGraphicsItem*> standsFor;
    for (std::size_t j = 0; j < fresh.size(); ++j) {
        if (twin[j] == kNone) {
            shown.addItem(fresh[j]); // leaves `drawn`
            fresh[j]->setData(kLaidRole, ++laid_);
            remember(*fresh[j], std::move(drawing[j]));
            continue;
        }
        drawn.removeItem(fresh[j]);
        standsFor[fresh[j]] = old[twin[j]];
        remember(*old[twin[j]], std::move(drawing[j]));
        delete fresh[j];
    }
    return standsFor;
}

} // namespace s21::app

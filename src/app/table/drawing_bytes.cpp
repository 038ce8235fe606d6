#include "app/table/drawing_bytes.h"

#include <cstring>

namespace s21::app {

DrawingBytes& DrawingBytes::operator<<(const QString& text)
{
    *this << text.size();
    append(text.constData(), text.size() * qsizetype(sizeof(QChar)));
    return *this;
}

DrawingBytes& DrawingBytes::operator<<(const QTransform& t)
{
    return *this << t.m11() << t.m12() << t.m13() << t.m21() << t.m22() << t.m23() << t.m31() << t.m32() << t.m33();
}

DrawingBytes& DrawingBytes::operator<<(const QPainterPath& path)
{
    const int count = path.elementCount();
    *this << count << static_cast<int>(path.fillRule());
    // Each element's type, x and y, the room for all made at once: a place's outline has hundreds.
    constexpr qsizetype kElement = sizeof(int) + 2 * sizeof(double);
    char* at = grow(count * kElement);
    for (int i = 0; i < count; ++i, at += kElement) {
        const QPainterPath::Element e = path.elementAt(i);
        const int type = static_cast<int>(e.type);
        std::memcpy(at, &type, sizeof type);
        std::memcpy(at + sizeof type, &e.x, sizeof e.x);
        std::memcpy(at + sizeof type + sizeof e.x, &e.y, sizeof e.y);
    }
    return *this;
}

DrawingBytes& DrawingBytes::operator<<(const QBrush& b)
{
    *this << static_cast<int>(b.style()) << b.color() << b.transform();
    if (const QGradient* g = b.gradient()) {
        *this << static_cast<int>(g->type()) << static_cast<int>(g->spread()) << g->stops().size();
        for (const QGradientStop& stop : g->stops())
            *this << stop.first << stop.second;
        if (g->type() == QGradient::LinearGradient) {
            const auto* linear = static_cast<const QLinearGradient*>(g);
            *this << linear->start() << linear->finalStop();
        } else if (g->type() == QGradient::RadialGradient) {
            const auto* radial = static_cast<const QRadialGradient*>(g);
            *this << radial->center() << radial->focalPoint() << radial->radius();
        }
    }
    if (b.style() == Qt::TexturePattern)
        *this << b.texture().cacheKey();
    return *this;
}

DrawingBytes& DrawingBytes::operator<<(const QPen& p)
{
    *this << static_cast<int>(p.style()) << p.widthF() << static_cast<int>(p.capStyle())
          << static_cast<int>(p.joinStyle()) << p.miterLimit() << p.isCosmetic() << p.dashOffset() << p.brush();
    for (const qreal dash : p.dashPattern())
        *this << dash;
    return *this;
}

} // namespace s21::app

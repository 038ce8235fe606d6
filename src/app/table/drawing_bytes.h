#pragma once
// What an item draws, written down as bytes (table_update.h compares two tables' items by them,
// recipe_picture.h finds an item's picture by them): each value appended raw, in place. What is written
// twice alike is alike; the bytes are compared whole, never hashed alone, so two values written alike
// by chance cannot pass for one another. Not QDataStream: it goes through a device for every value,
// several times the cost, and a table's drawing is thousands of values (docs/benchmarks.md).

#include <QBrush>
#include <QByteArray>
#include <QColor>
#include <QLineF>
#include <QPainterPath>
#include <QPen>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QTransform>

#include <cstring>
#include <optional>
#include <type_traits>
#include <typeinfo>

namespace s21::app {

class DrawingBytes {
public:
    // Appends to `out`, which others may append to between two values (a recording paint engine, a
    // nested item's drawing).
    explicit DrawingBytes(QByteArray& out) : out_(out) {}

    template <typename Plain>
    DrawingBytes& operator<<(const Plain& value)
    {
        static_assert(std::is_trivially_copyable_v<Plain>);
        append(&value, sizeof value);
        return *this;
    }
    DrawingBytes& operator<<(const QString& text);
    // A type by its name (an item's class: `typeid(item)`), the name's bytes written raw.
    DrawingBytes& operator<<(const std::type_info& type)
    {
        const std::size_t size = std::strlen(type.name());
        *this << size;
        append(type.name(), static_cast<qsizetype>(size));
        return *this;
    }
    DrawingBytes& operator<<(const QPointF& p) { return *this << p.x() << p.y(); }
    DrawingBytes& operator<<(const QPoint& p) { return *this << QPointF(p); }
    DrawingBytes& operator<<(const std::optional<QPointF>& p)
    {
        return *this << p.has_value() << p.value_or(QPointF());
    }
    DrawingBytes& operator<<(const QLineF& l) { return *this << l.p1() << l.p2(); }
    DrawingBytes& operator<<(const QLine& l) { return *this << QLineF(l); }
    DrawingBytes& operator<<(const QRectF& r) { return *this << r.x() << r.y() << r.width() << r.height(); }
    DrawingBytes& operator<<(const QRect& r) { return *this << QRectF(r); }
    DrawingBytes& operator<<(const QTransform& t);
    DrawingBytes& operator<<(const QColor& c) { return *this << c.rgba64(); }
    DrawingBytes& operator<<(const QPainterPath& path);
    DrawingBytes& operator<<(const QBrush& b);
    DrawingBytes& operator<<(const QPen& p);

private:
    // Copied in place: QByteArray::append goes through insert(), about a hundred instructions for
    // every value. Inline, as every value passes here.
    void append(const void* data, qsizetype size) { std::memcpy(grow(size), data, static_cast<std::size_t>(size)); }
    // The room for `size` more bytes, at the end.
    char* grow(qsizetype size)
    {
        const qsizetype at = out_.size();
        out_.resize(at + size);
        return out_.data() + at;
    }

    QByteArray& out_;
};

} // namespace s21::app

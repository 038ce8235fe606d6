#include "app/theme/text_extent.h"

#include "app/theme/theme.h"

#include <QFontMetricsF>
#include <QHash>

namespace s21::app::theme {

namespace {

// More texts than a session's table shows in all its sizes: beyond, measured again from none.
constexpr qsizetype kKeptExtents = 4096;

// `text` in `pixels` of sans, bold or not, as one key.
QString extentKey(const QString& text, int pixels, bool bold)
{
    return QString::number(bold ? -pixels : pixels) + QLatin1Char('\x1f') + text;
}

template <typename Extent, typename Measure>
Extent kept(QHash<QString, Extent>& extents, const QString& text, int pixels, bool bold, const Measure& measure)
{
    const QString key = extentKey(text, pixels, bold);
    if (const auto known = extents.constFind(key); known != extents.cend())
        return *known;
    const Extent extent = measure(QFontMetricsF(sansFont(pixels, bold)));
    if (extents.size() >= kKeptExtents)
        extents.clear();
    extents.insert(key, extent);
    return extent;
}

} // namespace

double sansAdvance(const QString& text, int pixels, bool bold)
{
    static QHash<QString, double> advances;
    return kept(advances, text, pixels, bold,
                [&](const QFontMetricsF& metrics) { return metrics.horizontalAdvance(text); });
}

QRectF sansCentredBlock(const QString& text, int pixels, bool bold)
{
    static QHash<QString, QRectF> blocks;
    return kept(blocks, text, pixels, bold, [&](const QFontMetricsF& metrics) {
        return metrics.boundingRect(QRectF(0, 0, 400, 200), Qt::AlignCenter, text);
    });
}

} // namespace s21::app::theme

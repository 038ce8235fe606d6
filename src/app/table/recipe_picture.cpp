#include "app/table/recipe_picture.h"

#include "app/table/table_items.h"

#include <QDataStream>
#include <QIODevice>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>

#include <cmath>
#include <typeinfo>

namespace s21::app {

namespace {

// Whether `transform` only scales and turns by quarters (and moves): a picture made under its
// scale and turn, copied to whole pixels, looks as the item painted under it.
bool scalesAndTurnsByQuarters(const QTransform& transform)
{
    if (transform.type() <= QTransform::TxScale)
        return true;
    return transform.type() == QTransform::TxRotate && transform.m11() == 0 && transform.m22() == 0;
}

QString pictureKey(const QGraphicsItem& item, const DrawnFromRecipe& recipe, const QTransform& turnAndScale,
                   double pixelRatio)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << typeid(item).name() << turnAndScale << pixelRatio;
    recipe.writeRecipe(out);
    return QString::fromLatin1(bytes.toBase64());
}

} // namespace

void paintThroughPicture(QPainter& painter, const QGraphicsItem& item, const DrawnFromRecipe& recipe,
                         const std::function<void(QPainter&)>& draw)
{
    const QTransform world = painter.worldTransform();
    const QPaintEngine* engine = painter.paintEngine();
    if (!engine || engine->type() != QPaintEngine::Raster || !scalesAndTurnsByQuarters(world)) {
        draw(painter);
        return;
    }
    const QTransform turnAndScale(world.m11(), world.m12(), world.m21(), world.m22(), 0, 0);
    // The item's bounds turned and scaled, in the device's logical pixels, from the item's origin.
    const QRect area = turnAndScale.mapRect(item.boundingRect()).toAlignedRect();
    if (area.isEmpty())
        return;
    const double pixelRatio = painter.device()->devicePixelRatio();
    const QString key = pictureKey(item, recipe, turnAndScale, pixelRatio);
    QPixmap picture;
    if (!QPixmapCache::find(key, &picture)) {
        QImage image(area.size() * pixelRatio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(pixelRatio);
        image.fill(Qt::transparent);
        QPainter onPicture(&image);
        onPicture.setRenderHints(painter.renderHints());
        onPicture.setTransform(turnAndScale * QTransform::fromTranslate(-area.left(), -area.top()));
        draw(onPicture);
        onPicture.end();
        picture = QPixmap::fromImage(std::move(image));
        QPixmapCache::insert(key, picture);
    }
    const QPointF origin = world.map(QPointF(0, 0));
    const QPoint at(static_cast<int>(std::lround(origin.x())) + area.left(),
                    static_cast<int>(std::lround(origin.y())) + area.top());
    painter.save();
    painter.resetTransform();
    painter.drawPixmap(at, picture);
    painter.restore();
}

} // namespace s21::app

#include "app/table/recipe_picture.h"

#include "app/table/drawing_bytes.h"
#include "app/table/table_items.h"

#include <QCache>
#include <QCoreApplication>
#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QPixmap>

#include <cmath>
#include <typeinfo>

namespace s21::app {

namespace {

// Whether `transform` only turns, by any angle, and scales alike both ways (and moves), the cards
// lying tilted toward their seats among them: a picture made under its turn and scale, copied to
// whole pixels, looks as the item painted under it. A card turning over narrows one way only, a
// little more at each frame (table_motion.h): each frame would make a picture used once.
bool turnsAndScalesEvenly(const QTransform& transform)
{
    return transform.type() <= QTransform::TxRotate && transform.m11() == transform.m22() &&
           transform.m12() == -transform.m21();
}

QByteArray pictureKey(const QGraphicsItem& item, const DrawnFromRecipe& recipe, const QTransform& turnAndScale,
                      double pixelRatio)
{
    QByteArray bytes;
    DrawingBytes out(bytes);
    out << typeid(item) << turnAndScale << pixelRatio;
    recipe.writeRecipe(out);
    return bytes;
}

// The pictures made, by key, each costing its bytes; the least recently used go first.
QCache<QByteArray, QPixmap>& pictures()
{
    static QCache<QByteArray, QPixmap> kept(kRecipePictureBytes);
    static const bool droppedOnQuitting = [] { // pixmaps go while the application is there
        qAddPostRoutine([] { kept.clear(); });
        return true;
    }();
    Q_UNUSED(droppedOnQuitting);
    return kept;
}

} // namespace

void paintThroughPicture(QPainter& painter, const QGraphicsItem& item, const DrawnFromRecipe& recipe,
                         const std::function<void(QPainter&)>& draw)
{
    const QTransform world = painter.worldTransform();
    const QPaintEngine* engine = painter.paintEngine();
    if (!engine || engine->type() != QPaintEngine::Raster || !turnsAndScalesEvenly(world)) {
        draw(painter);
        return;
    }
    const QTransform turnAndScale(world.m11(), world.m12(), world.m21(), world.m22(), 0, 0);
    // The item's bounds turned and scaled, in the device's logical pixels, from the item's origin.
    const QRect area = turnAndScale.mapRect(item.boundingRect()).toAlignedRect();
    if (area.isEmpty())
        return;
    const double pixelRatio = painter.device()->devicePixelRatio();
    const QByteArray key = pictureKey(item, recipe, turnAndScale, pixelRatio);
    const QPixmap* picture = pictures().object(key);
    if (!picture) {
        QImage image(area.size() * pixelRatio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(pixelRatio);
        image.fill(Qt::transparent);
        QPainter onPicture(&image);
        onPicture.setRenderHints(painter.renderHints());
        onPicture.setTransform(turnAndScale * QTransform::fromTranslate(-area.left(), -area.top()));
        draw(onPicture);
        onPicture.end();
        const qsizetype bytes = image.sizeInBytes();
        auto* made = new QPixmap(QPixmap::fromImage(std::move(image)));
        if (!pictures().insert(key, made, bytes)) { // larger than all that is kept (deleted): painted directly
            draw(painter);
            return;
        }
        picture = made;
    }
    const QPointF origin = world.map(QPointF(0, 0));
    const QPoint at(static_cast<int>(std::lround(origin.x())) + area.left(),
                    static_cast<int>(std::lround(origin.y())) + area.top());
    painter.save();
    painter.resetTransform();
    painter.drawPixmap(at, *picture);
    painter.restore();
}

} // namespace s21::app

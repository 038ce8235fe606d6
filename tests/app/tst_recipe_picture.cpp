// An item drawn from a recipe is painted through a picture (recipe_picture.h): made once for every
// item alike, at the painter's scale and turn and the device's pixel ratio, and copied wherever the
// item lies; made anew for another recipe, scale, quarter turn or pixel ratio; never on a device
// that is not raster (a PDF or a recording keeps the item's vectors), nor under a skewed transform.

#include "app/table/recipe_picture.h"
#include "app/table/table_items.h"

#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QPixmapCache>
#include <QtTest>

using namespace s21;

namespace {

// A square of `colour` with a dark border, counting how often its drawing is made.
class Tile : public QGraphicsItem, public app::DrawnFromRecipe {
public:
    explicit Tile(QColor colour) : colour_(colour) {}
    int drawn = 0;
    QRectF boundingRect() const override { return {-10, -10, 20, 20}; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) override
    {
        app::paintThroughPicture(*painter, *this, *this, [this](QPainter& on) {
            ++drawn;
            on.setPen(QPen(Qt::black, 2));
            on.setBrush(colour_);
            on.drawRect(QRectF(-9, -9, 18, 18));
        });
    }
    void writeRecipe(QDataStream& out) const override { out << colour_; }

private:
    QColor colour_;
};

QImage blank(qreal pixelRatio = 1)
{
    QImage image(QSize(200, 200) * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(pixelRatio);
    image.fill(Qt::white);
    return image;
}

// Paints `tile` on `image` with its origin at `at`, under `turnAndScale`.
void paintAt(Tile& tile, QImage& image, QPointF at, const QTransform& turnAndScale = {})
{
    QPainter painter(&image);
    painter.setTransform(turnAndScale * QTransform::fromTranslate(at.x(), at.y()));
    tile.paint(&painter, nullptr, nullptr);
}

} // namespace

class TestRecipePicture : public QObject {
    Q_OBJECT
private slots:
    void init() { QPixmapCache::clear(); }

    void itemsAlikeShareOnePictureWhereverTheyLie()
    {
        Tile first(Qt::red), second(Qt::red);
        QImage image = blank();
        paintAt(first, image, {50, 50});
        paintAt(second, image, {120, 80});
        paintAt(first, image, {150, 150});
        QCOMPARE(first.drawn + second.drawn, 1);
        // Copied whole: the tile at (120, 80) is the tile at (50, 50), pixel for pixel.
        QCOMPARE(image.copy(35, 35, 30, 30), image.copy(105, 65, 30, 30));
        QCOMPARE(image.pixelColor(50, 50), QColor(Qt::red));
    }

    void anotherRecipeScaleTurnOrPixelRatioMakesItsOwn()
    {
        Tile red(Qt::red), blue(Qt::blue);
        QImage image = blank();
        paintAt(red, image, {50, 50});
        paintAt(blue, image, {100, 50});
        QCOMPARE(red.drawn, 1);
        QCOMPARE(blue.drawn, 1);
        paintAt(red, image, {50, 120}, QTransform::fromScale(1.5, 1.5));
        QCOMPARE(red.drawn, 2);
        paintAt(red, image, {150, 150}, QTransform().rotate(90));
        QCOMPARE(red.drawn, 3);
        QImage sharp = blank(2);
        paintAt(red, sharp, {50, 50});
        QCOMPARE(red.drawn, 4);
        QCOMPARE(sharp.pixelColor(100, 100), QColor(Qt::red)); // the middle, in device pixels
    }

    void aSkewOrAVectorDeviceIsPaintedDirectly()
    {
        Tile tile(Qt::green);
        QImage image = blank();
        paintAt(tile, image, {100, 100}, QTransform().rotate(30));
        paintAt(tile, image, {100, 100}, QTransform().rotate(30));
        QCOMPARE(tile.drawn, 2);
        QCOMPARE(image.pixelColor(100, 100), QColor(Qt::green));
        QPicture recording;
        {
            QPainter painter(&recording);
            tile.paint(&painter, nullptr, nullptr);
        }
        QCOMPARE(tile.drawn, 3);
        QVERIFY(recording.size() > 0);
    }

    void aPictureDroppedByTheCacheIsMadeAgain()
    {
        Tile tile(Qt::red);
        QImage image = blank();
        paintAt(tile, image, {50, 50});
        QPixmapCache::clear();
        paintAt(tile, image, {50, 50});
        QCOMPARE(tile.drawn, 2);
    }
};

QTEST_MAIN(TestRecipePicture)
#include "tst_recipe_picture.moc"

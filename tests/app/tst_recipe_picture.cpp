// An item drawn from a recipe is painted through a picture (recipe_picture.h): made once for every
// item alike, at the painter's turn and scale and the device's pixel ratio, and copied wherever the
// item lies; made anew for another recipe, scale, turn or pixel ratio; never on a device that is not
// raster (a PDF or a recording keeps the item's vectors), nor under a skew or a scale more one way
// than the other;
// and kept up to kRecipePictureBytes, the least recently used going first. Each test paints colours
// of its own: the pictures are kept for the whole program.

#include "app/table/guest_hand_item.h"
#include "app/table/recipe_picture.h"
#include "app/table/table_items.h"

#include <QGraphicsEllipseItem>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QtTest>

#include <cstdlib>

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
    void writeRecipe(app::DrawingBytes& out) const override { out << colour_; }

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

// `item` painted on a blank image with its origin at (100, 100): through its picture, or, `direct`,
// as it draws itself (recorded first: a recording is no raster device, so it draws directly).
QImage shown(QGraphicsItem& item, bool direct = false)
{
    QImage image = blank();
    QPainter painter(&image);
    painter.translate(100, 100);
    if (!direct) {
        item.paint(&painter, nullptr, nullptr);
        return image;
    }
    QPicture recording;
    QPainter recorder(&recording);
    item.paint(&recorder, nullptr, nullptr);
    recorder.end();
    recording.play(&painter);
    return image;
}

// Whether two images differ nowhere by more than `tolerance` in any channel: a picture's edges,
// blended once onto the page rather than drawn on it, may round a level differently.
bool alike(const QImage& a, const QImage& b, int tolerance = 2)
{
    if (a.size() != b.size())
        return false;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QColor p = a.pixelColor(x, y), q = b.pixelColor(x, y);
            if (std::abs(p.red() - q.red()) > tolerance || std::abs(p.green() - q.green()) > tolerance ||
                std::abs(p.blue() - q.blue()) > tolerance)
                return false;
        }
    return true;
}

} // namespace

class TestRecipePicture : public QObject {
    Q_OBJECT
private slots:
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
        Tile blue(Qt::blue), yellow(Qt::yellow);
        QImage image = blank();
        paintAt(blue, image, {50, 50});
        paintAt(yellow, image, {100, 50});
        QCOMPARE(blue.drawn, 1);
        QCOMPARE(yellow.drawn, 1);
        paintAt(blue, image, {50, 120}, QTransform::fromScale(1.5, 1.5));
        QCOMPARE(blue.drawn, 2);
        paintAt(blue, image, {150, 150}, QTransform().rotate(90));
        QCOMPARE(blue.drawn, 3);
        paintAt(blue, image, {150, 50}, QTransform().rotate(-20)); // a seat's cards lie tilted
        paintAt(blue, image, {100, 150}, QTransform().rotate(-20));
        QCOMPARE(blue.drawn, 4);
        QImage sharp = blank(2);
        paintAt(blue, sharp, {50, 50});
        QCOMPARE(blue.drawn, 5);
        QCOMPARE(sharp.pixelColor(100, 100), QColor(Qt::blue)); // the middle, in device pixels
    }

    void aSkewOrAVectorDeviceIsPaintedDirectly()
    {
        Tile tile(Qt::green);
        QImage image = blank();
        paintAt(tile, image, {100, 100}, QTransform().shear(0.3, 0));
        paintAt(tile, image, {100, 100}, QTransform().shear(0.3, 0));
        QCOMPARE(tile.drawn, 2);
        paintAt(tile, image, {100, 100}, QTransform::fromScale(0.5, 1)); // a card turning over
        paintAt(tile, image, {100, 100}, QTransform::fromScale(0.5, 1));
        QCOMPARE(tile.drawn, 4);
        QCOMPARE(image.pixelColor(100, 100), QColor(Qt::green));
        QPicture recording;
        {
            QPainter painter(&recording);
            tile.paint(&painter, nullptr, nullptr);
        }
        QCOMPARE(tile.drawn, 5);
        QVERIFY(recording.size() > 0);
    }

    void theLeastRecentlyUsedGoFirst()
    {
        // Tiles ten times larger: 200 x 200 pixels of 4 bytes, about 160 KB a picture.
        const QTransform large = QTransform::fromScale(10, 10);
        QImage image = blank();
        Tile kept(Qt::cyan), dropped(Qt::magenta);
        paintAt(dropped, image, {0, 0}, large);
        paintAt(kept, image, {0, 0}, large);
        const int enough = static_cast<int>(app::kRecipePictureBytes / (200 * 200 * 4)) + 1;
        for (int i = 0; i < enough; ++i) {
            Tile other(QColor::fromRgb(0x100000U + static_cast<unsigned>(i)));
            paintAt(other, image, {0, 0}, large);
            paintAt(kept, image, {0, 0}, large); // used again each time
        }
        QCOMPARE(kept.drawn, 1);
        paintAt(dropped, image, {0, 0}, large);
        QCOMPARE(dropped.drawn, 2);
    }

    // A place to click paints only while lit, through the picture of its outline and lights: a
    // light put out or another lit shows at once.
    void aPlaceToClickIsPaintedAsItIsLitNow()
    {
        QPainterPath area;
        area.addRoundedRect(QRectF(-40, -20, 80, 40), 6, 6);
        app::HotspotItem place(app::Target(app::Target::Kind::Rack), area);
        QCOMPARE(shown(place), blank()); // unlit: nothing
        place.setHighlighted(true);
        const QImage highlighted = shown(place);
        QVERIFY(highlighted != blank());
        QVERIFY(alike(highlighted, shown(place, true)));
        place.setHighlighted(false);
        place.setSelected(true);
        const QImage selected = shown(place);
        QVERIFY(selected != highlighted);
        QVERIFY(alike(selected, shown(place, true)));
        place.setSelected(false);
        QCOMPARE(shown(place), blank());
    }

    // The award ring, through its picture, as it draws itself; its shape Qt's dashed ellipse's.
    void anAwardRingIsPaintedAndShapedAsQtsEllipseItem()
    {
        app::AwardRingItem ring(15);
        const QImage ringShown = shown(ring);
        QVERIFY(ringShown != blank());
        QVERIFY(alike(ringShown, shown(ring, true)));
        QGraphicsEllipseItem qts(QRectF(-15, -15, 30, 30));
        qts.setPen(QPen(Qt::black, 1.5, Qt::DashLine));
        QCOMPARE(ring.shape(), qts.shape());
        QVERIFY(ring.boundingRect().contains(qts.boundingRect()));
    }

    // A player's hand, through the picture of its pose: each pose as it draws itself.
    void aPlayersHandIsPaintedInItsPose()
    {
        app::GuestHandItem flat(app::GuestHandItem::Pose::Flat), pointing(app::GuestHandItem::Pose::Pointing);
        const QImage open = shown(flat), oneFinger = shown(pointing);
        QVERIFY(open != oneFinger);
        QVERIFY(alike(open, shown(flat, true)));
        QVERIFY(alike(oneFinger, shown(pointing, true)));
    }
};

QTEST_MAIN(TestRecipePicture)
#include "tst_recipe_picture.moc"

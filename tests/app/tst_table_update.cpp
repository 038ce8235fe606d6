// The table updated in place (table_update.h): after every action of whole rounds, a scene that has
// shown the round from its start draws exactly what a scene drawing it for the first time draws,
// pixel for pixel, with the same places to click; and what did not change stays on the table as it
// was, the same items, so that Qt repaints only where something changed.

#include "app/table/table_items.h"
#include "app/table/table_scene.h"
#include "app/table/table_update.h"
#include "app/table/table_view.h"
#include "core/players/player_model.h"
#include "windowless_gestures.h"

#include <QGraphicsRectItem>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QScreen>
#include <QStyleOptionGraphicsItem>
#include <QtTest>

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <typeinfo>

using namespace s21;

namespace {

QImage picture(app::TableScene& scene)
{
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    scene.render(&painter, QRectF(image.rect()), scene.sceneRect());
    return image;
}

// What `item` paints, recorded.
QPicture paintingOf(QGraphicsItem& item)
{
    QPicture picture;
    QPainter painter(&picture);
    QStyleOptionGraphicsItem option;
    option.exposedRect = item.boundingRect();
    item.paint(&painter, &option, nullptr);
    painter.end();
    return picture;
}

std::vector<app::Target> places(const app::TableScene& scene)
{
    std::vector<app::Target> targets;
    for (const app::HotspotItem* hotspot : scene.hotspots())
        targets.push_back(hotspot->target());
    return targets;
}

// A seat's places, to light as guided practice lights places: a different seat's at each step.
std::vector<app::Target> placesOfSeat(const app::TableScene& scene, int seat)
{
    std::vector<app::Target> targets;
    for (const app::Target& target : places(scene))
        if (target.seat == seat)
            targets.push_back(target);
    return targets;
}

// The cards in the players' and the dealer's hands (the motion's keys name them: table_scene.cpp).
std::set<const QGraphicsItem*> cardsInHands(const app::TableScene& scene)
{
    std::set<const QGraphicsItem*> cards;
    for (const QGraphicsItem* item : scene.items())
        if (dynamic_cast<const app::CardItem*>(item) && !app::TableMotion::markOf(*item).key.isEmpty())
            cards.insert(item);
    return cards;
}

// Seven players with random answers at a Maryland table, from a seeded shoe.
RoundSetup sevenPlayers(std::uint64_t seed)
{
    RoundSetup setup;
    setup.profile = marylandProfile(6);
    for (int seat = 1; seat <= kSeatCount; ++seat)
        setup.seats.push_back({seat, "Player " + std::to_string(seat), Money::dollars(1000),
                               Money::dollars(seat % 2 == 0 ? 25 : 10), seat == 4 ? Money::dollars(5) : Money(),
                               Money()});
    setup.seed = Seed(seed, 1);
    setup.shoe = seededShoe(setup.profile, setup.seed);
    return setup;
}

} // namespace

class TestTableUpdate : public QObject {
    Q_OBJECT
private slots:
    void anUpdatedTableDrawsAsATableDrawnAnew();
    void whatDidNotChangeStaysOnTheTable();
    void aHotspotsTargetIsPartOfItsDrawing();
    void everyItemPaintsWithinItsBounds();
    void itemsOfOneRecipePaintAlike();
    void whatIsRepaintedIsWhatATableDrawnWholeShows();
    void twoKeptItemsLieAsLastDrawnWhateverTheirAddresses();
};

void TestTableUpdate::anUpdatedTableDrawsAsATableDrawnAnew()
{
    for (const std::uint64_t seed : {44ULL, 5ULL}) {
        RandomPlayers players(seed);
        ManualClock clock;
        Round round(sevenPlayers(seed), players, clock);
        app::TableScene shown;
        int steps = 0;
        while (!round.complete()) {
            shown.refresh(round.state());
            const std::vector<app::Target> lit = placesOfSeat(shown, 1 + steps % kSeatCount);
            shown.setHighlights(lit);
            app::TableScene anew;
            anew.refresh(round.state());
            anew.setHighlights(lit);
            QCOMPARE(places(shown), places(anew));
            QCOMPARE(shown.items().size(), anew.items().size());
            if (picture(shown) != picture(anew))
                QFAIL(qPrintable(
                    QStringLiteral("seed %1, step %2: the updated table draws otherwise").arg(seed).arg(steps)));
            QVERIFY(round.apply(round.expected().front()).accepted);
            ++steps;
        }
        QVERIFY(steps > 20);
    }
}

// A card dealt to seat 5 leaves the cards in the hands where they lay, the same items: only the new
// card comes.
void TestTableUpdate::whatDidNotChangeStaysOnTheTable()
{
    ScriptedPlayers players;
    ManualClock clock;
    Round round(test::pairAtSeatThree(), players, clock);
    QVERIFY(round.apply(DealerAction::deal(Spot::player(3))).accepted);
    app::TableScene scene;
    scene.refresh(round.state());
    const std::set<const QGraphicsItem*> before = cardsInHands(scene);
    const app::HotspotItem* shoe = scene.hotspot({app::Target::Kind::Shoe});
    const app::HotspotItem* seatThree = scene.hotspot({app::Target::Kind::HandCards, 3, 0});
    QVERIFY(shoe && seatThree);
    QVERIFY(round.apply(DealerAction::deal(Spot::player(5))).accepted);
    scene.refresh(round.state());
    const std::set<const QGraphicsItem*> after = cardsInHands(scene);
    QCOMPARE(after.size(), before.size() + 1);
    for (const QGraphicsItem* card : before) {
        QVERIFY(after.contains(card));
    }
    // The shoe's place and seat 3's cards' are the same items: nothing about them changed.
    QCOMPARE(scene.hotspot({app::Target::Kind::Shoe}), shoe);
    QCOMPARE(scene.hotspot({app::Target::Kind::HandCards, 3, 0}), seatThree);
}

// Two squares, red then blue, overlapping, drawn again blue then red: the red one lies on top, whichever
// of the two kept items lies at the lower address. Without an index Qt lists a scene's items in no
// stacking order (by address, once one has gone), so the update keeps the order it put them in.
void TestTableUpdate::twoKeptItemsLieAsLastDrawnWhateverTheirAddresses()
{
    const auto square = [](QGraphicsRectItem* item, QPointF at, QColor colour) {
        item->setRect(0, 0, 20, 20);
        item->setPos(at);
        item->setBrush(colour);
        item->setPen(Qt::NoPen);
        return item;
    };
    const std::pair red{QPointF(0, 0), QColor(Qt::red)};
    const std::pair blue{QPointF(10, 10), QColor(Qt::blue)};
    const std::pair green{QPointF(30, 30), QColor(Qt::green)};
    const auto drawn = [&](std::vector<QGraphicsRectItem*> items, std::vector<std::pair<QPointF, QColor>> squares) {
        auto scene = std::make_unique<QGraphicsScene>(0, 0, 40, 40);
        scene->setItemIndexMethod(QGraphicsScene::NoIndex);
        for (std::size_t i = 0; i < squares.size(); ++i)
            scene->addItem(
                square(i < items.size() ? items[i] : new QGraphicsRectItem, squares[i].first, squares[i].second));
        return scene;
    };
    const auto drop = [](QGraphicsItem* item) { delete item; };
    for (const bool redLower : {true, false}) {
        auto* one = new QGraphicsRectItem;
        auto* two = new QGraphicsRectItem;
        QGraphicsRectItem* shownRed = std::less<>()(one, two) == redLower ? one : two;
        QGraphicsRectItem* shownBlue = shownRed == one ? two : one;
        QGraphicsScene shown(0, 0, 40, 40);
        shown.setItemIndexMethod(QGraphicsScene::NoIndex);
        app::TableUpdate update;
        update.put(shown, *drawn({shownRed, shownBlue}, {red, blue}), nullptr, drop);
        update.put(shown, *drawn({}, {red, blue, green}), nullptr, drop);               // green comes
        update.put(shown, *drawn({}, {red, blue}), nullptr, drop);                      // and goes
        QVERIFY(shown.items().contains(shownRed) && shown.items().contains(shownBlue)); // kept
        update.put(shown, *drawn({}, {blue, red}), nullptr, drop);
        QImage image(40, 40, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        shown.render(&painter, QRectF(image.rect()), shown.sceneRect());
        painter.end();
        QCOMPARE(image.pixelColor(15, 15), QColor(Qt::red));
    }
}

// Two invisible places of the same outline, one for each seat, are not alike.
void TestTableUpdate::aHotspotsTargetIsPartOfItsDrawing()
{
    QPainterPath area;
    area.addRect(0, 0, 40, 40);
    app::HotspotItem three({app::Target::Kind::HandCards, 3, 0}, area);
    app::HotspotItem threeAgain({app::Target::Kind::HandCards, 3, 0}, area);
    app::HotspotItem five({app::Target::Kind::HandCards, 5, 0}, area);
    QCOMPARE(app::drawingOf(three), app::drawingOf(threeAgain));
    QVERIFY(app::drawingOf(three) != app::drawingOf(five));
    threeAgain.setHighlighted(true);
    QVERIFY(app::drawingOf(three) != app::drawingOf(threeAgain));
}

// Qt repaints only where an item came or went, within its bounding rectangle: an item painting
// outside it would leave traces behind as it goes, or be cut off as its neighbour changes.
void TestTableUpdate::everyItemPaintsWithinItsBounds()
{
    for (const std::uint64_t seed : {44ULL}) {
        RandomPlayers players(seed);
        ManualClock clock;
        Round round(sevenPlayers(seed), players, clock);
        app::TableScene scene;
        while (!round.complete()) {
            scene.refresh(round.state());
            scene.setHighlights(places(scene)); // every place lit: their outlines drawn
            for (QGraphicsItem* item : scene.items()) {
                const QPicture picture = paintingOf(*item);
                const QRect bounds = item->boundingRect().adjusted(-1, -1, 1, 1).toAlignedRect();
                if (!picture.boundingRect().isEmpty() && !bounds.contains(picture.boundingRect()))
                    QFAIL(qPrintable(QStringLiteral("a %1 paints %2,%3 %4x%5 outside %6,%7 %8x%9")
                                         .arg(QLatin1String(typeid(*item).name()))
                                         .arg(picture.boundingRect().x())
                                         .arg(picture.boundingRect().y())
                                         .arg(picture.boundingRect().width())
                                         .arg(picture.boundingRect().height())
                                         .arg(bounds.x())
                                         .arg(bounds.y())
                                         .arg(bounds.width())
                                         .arg(bounds.height())));
            }
            QVERIFY(round.apply(round.expected().front()).accepted);
        }
    }
}

// An item drawn from a recipe (table_items.h, DrawnFromRecipe) is compared by its recipe alone, not
// painted: every card, chip stack, badge, player's hand, place to click and award ring of whole rounds at both
// jurisdictions' tables, every place lit, paints exactly as, and has the bounds and shape of, every
// other of its class and recipe.
void TestTableUpdate::itemsOfOneRecipePaintAlike()
{
    struct Look {
        QByteArray paint;
        QRectF bounds;
        QPainterPath shape;
    };
    std::map<QByteArray, Look> looks;
    std::set<std::string> classes;
    for (const bool massachusetts : {false, true}) {
        RoundSetup setup = sevenPlayers(349);
        if (massachusetts)
            setup.profile = massachusettsProfile(6);
        RandomPlayers players(349);
        ManualClock clock;
        Round round(setup, players, clock);
        app::TableScene scene;
        while (!round.complete()) {
            scene.refresh(round.state());
            scene.setHighlights(places(scene));
            for (QGraphicsItem* item : scene.items()) {
                const auto* recipe = dynamic_cast<const app::DrawnFromRecipe*>(item);
                if (!recipe)
                    continue;
                QByteArray key(typeid(*item).name());
                app::DrawingBytes out(key);
                recipe->writeRecipe(out);
                const QPicture picture = paintingOf(*item);
                const Look look{QByteArray(picture.data(), picture.size()), item->boundingRect(), item->shape()};
                const auto [known, added] = looks.try_emplace(key, look);
                classes.insert(typeid(*item).name());
                QVERIFY2(known->second.paint == look.paint && known->second.bounds == look.bounds &&
                             known->second.shape == look.shape,
                         typeid(*item).name());
            }
            QVERIFY(round.apply(round.expected().front()).accepted);
        }
    }
    // cards, chip stacks, badges, players' hands, places to click and award rings
    QCOMPARE(classes.size(), std::size_t{6});
    QVERIFY(looks.size() > 100);
}

// The view repaints only what changed (table_view.cpp): after each action what it shows, painted
// piece by piece on its window, is what the table painted whole shows.
void TestTableUpdate::whatIsRepaintedIsWhatATableDrawnWholeShows()
{
    const std::uint64_t seed = 107;
    RandomPlayers players(seed);
    ManualClock clock;
    Round round(sevenPlayers(seed), players, clock);
    app::TableScene scene;
    app::TableView view(&scene);
    view.resize(1024, 576);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int steps = 0;
    while (!round.complete()) {
        scene.refresh(round.state());
        scene.setHighlights(placesOfSeat(scene, 1 + steps % kSeatCount));
        for (int pass = 0; pass < 4; ++pass)
            QCoreApplication::sendPostedEvents(); // the scene's changes, then the window's repaint
        const QImage shown = view.screen()->grabWindow(view.winId()).toImage().convertToFormat(QImage::Format_RGB32);
        const QImage whole = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
        if (shown != whole)
            QFAIL(qPrintable(
                QStringLiteral("step %1: the repainted table differs from the table painted whole").arg(steps)));
        QVERIFY(round.apply(round.expected().front()).accepted);
        ++steps;
    }
}

QTEST_MAIN(TestTableUpdate)
#include "tst_table_update.moc"

// The living table (table_motion.h): a card dealt slides from the shoe to its hand, a split pair's
// second card from where it lay to its new hand, a payout from the chip tray to its wager, a wager
// from the player's chair, to the tray when collected, aside when paid and to the chair with the
// cards; each
// is on its place once the move ends, exactly where a table without motion draws it at once; and the
// speed is a setting the Settings dialog changes and the records file keeps.

#include "app/dialogs/settings_dialog.h"
#include "app/table/table_geometry.h"
#include "app/table/table_items.h"
#include "app/table/table_scene.h"
#include "app/window/main_window.h"
#include "records/records_database.h"
#include "windowless_gestures.h"

#include <QComboBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;

namespace {

std::vector<QPointF> cardPlaces(const app::TableScene& scene)
{
    std::vector<QPointF> places;
    for (const QGraphicsItem* item : scene.items())
        if (dynamic_cast<const app::CardItem*>(item))
            places.push_back(item->pos());
    std::sort(places.begin(), places.end(),
              [](QPointF a, QPointF b) { return std::pair(a.x(), a.y()) < std::pair(b.x(), b.y()); });
    return places;
}

std::vector<QGraphicsItem*> stacksOf(const app::TableScene& scene, app::ChipStackItem::Role role)
{
    std::vector<QGraphicsItem*> stacks;
    for (QGraphicsItem* item : scene.items())
        if (const auto* stack = dynamic_cast<const app::ChipStackItem*>(item); stack && stack->role() == role)
            stacks.push_back(item);
    return stacks;
}

std::vector<QPointF> placesOf(const std::vector<QGraphicsItem*>& items)
{
    std::vector<QPointF> places;
    for (const QGraphicsItem* item : items)
        places.push_back(item->pos());
    std::sort(places.begin(), places.end(),
              [](QPointF a, QPointF b) { return std::pair(a.x(), a.y()) < std::pair(b.x(), b.y()); });
    return places;
}

std::vector<QPointF> payoutPlaces(const app::TableScene& scene)
{
    return placesOf(stacksOf(scene, app::ChipStackItem::Role::Payout));
}

std::vector<QPointF> wagerPlaces(const app::TableScene& scene)
{
    return placesOf(stacksOf(scene, app::ChipStackItem::Role::Wager));
}

// The wager stack of `scene` lying at `at`, or nullptr.
QGraphicsItem* wagerAt(const app::TableScene& scene, QPointF at)
{
    for (QGraphicsItem* item : stacksOf(scene, app::ChipStackItem::Role::Wager))
        if (QLineF(item->pos(), at).length() < 0.5)
            return item;
    return nullptr;
}

double distance(QPointF a, QPointF b) { return QLineF(a, b).length(); }

// Seat 3 stands on 20 and seat 5 on 16; the dealer has 17: seat 5's wager is collected, seat 3's paid.
RoundSetup oneWinsOneLoses()
{
    RoundSetup setup = test::pairAtSeatThree();
    setup.shoe = Shoe::stacked(parseCards("KD 9H 7C QS 7H KC 5D 4C 3H 2S 9S 8C 7H 6S 5C 4D 3S 2H").value());
    return setup;
}

// Applies the expected steps to `round` until the next is of `kind` (for `seat`, when not 0).
bool playUntil(Round& round, ActionKind kind, int seat = 0)
{
    while (!round.complete()) {
        const DealerAction next = round.expected().front();
        if (next.kind == kind && (seat == 0 || next.spot.seat == seat))
            return true;
        if (!round.apply(next).accepted)
            return false;
    }
    return false;
}

bool near(QPointF a, QPointF b) { return QLineF(a, b).length() < 0.5; }

bool anyNear(const std::vector<QPointF>& places, QPointF at)
{
    return std::any_of(places.begin(), places.end(), [&](QPointF place) { return near(place, at); });
}

// Two scenes over the same round, one moving (`moving`) and one without motion (`still`).
struct TwoScenes {
    app::TableScene moving;
    app::TableScene still;
    TwoScenes() { moving.motion().setDuration(300); }
    void refresh(const RoundState& state)
    {
        moving.refresh(state);
        still.refresh(state);
    }
    bool settle()
    {
        return QTest::qWaitFor([&] { return !moving.motion().moving(); }, 3000);
    }
};

// The wager gone from the still table when `round`'s next step is applied (both scenes shown the
// round settled first), and whether the moving table's stack of it heads for `to`.
bool wagerLeavesFor(Round& round, TwoScenes& scenes, QPointF to)
{
    scenes.refresh(round.state());
    if (!scenes.settle())
        return false;
    const std::vector<QPointF> before = wagerPlaces(scenes.still);
    if (!round.apply(round.expected().front()).accepted)
        return false;
    scenes.refresh(round.state());
    const std::vector<QPointF> after = wagerPlaces(scenes.still);
    const auto gone = std::find_if(before.begin(), before.end(), [&](QPointF at) { return !anyNear(after, at); });
    QGraphicsItem* leaving = gone == before.end() ? nullptr : wagerAt(scenes.moving, *gone);
    if (!leaving)
        return false;
    const double from = distance(leaving->pos(), to);
    QTest::qWait(120);
    return distance(leaving->pos(), to) < from && scenes.settle() && wagerPlaces(scenes.moving) == after;
}

} // namespace

class TestTableMotion : public QObject {
    Q_OBJECT
private slots:
    void wagersComeFromTheChairsAndADealtCardFromTheShoe();
    void aSplitCardMovesFromWhereItLay();
    void aPayoutComesFromTheChipTray();
    void aPickedUpHandSlidesToTheRack();
    void settledWagersGoWhereTheDealerPutsThem();
    void aSharedBoxsWagersMoveAsABoxsOwn();
    void theHoleCardTurnsOverWhereItLies();
    void withoutMotionEverythingIsInPlaceAtOnce();
    void theSpeedIsASettingTheRecordsKeep();
};

void TestTableMotion::wagersComeFromTheChairsAndADealtCardFromTheShoe()
{
    ScriptedPlayers players;
    ManualClock clock;
    Round round(test::pairAtSeatThree(), players, clock);
    TwoScenes scenes;
    scenes.refresh(round.state()); // the wagers are placed: each comes from its player's chair
    QVERIFY(anyNear(wagerPlaces(scenes.moving), app::geometry::chairOf(3)));
    QVERIFY(anyNear(wagerPlaces(scenes.moving), app::geometry::chairOf(5)));
    QVERIFY(scenes.settle());
    QCOMPARE(wagerPlaces(scenes.moving), wagerPlaces(scenes.still));
    QVERIFY(round.apply(DealerAction::deal(Spot::player(3))).accepted);
    scenes.refresh(round.state());
    QVERIFY(scenes.moving.motion().moving());
    const QPointF shoe = app::geometry::kShoe.center();
    QVERIFY(anyNear(cardPlaces(scenes.moving), shoe)); // the card leaves the shoe
    QVERIFY(!anyNear(cardPlaces(scenes.still), shoe));
    QVERIFY(scenes.settle());
    QCOMPARE(cardPlaces(scenes.moving), cardPlaces(scenes.still)); // and lies where it always lay
}

void TestTableMotion::aSplitCardMovesFromWhereItLay()
{
    ScriptedPlayers players;
    players.addDecision(3, Decision::Split);
    ManualClock clock;
    Round round(test::pairAtSeatThree(), players, clock);
    TwoScenes scenes;
    while (round.state().seat(3).hands.size() < 2) {
        scenes.refresh(round.state());
        QVERIFY(scenes.settle());
        QVERIFY(round.apply(round.expected().front()).accepted);
    }
    const std::vector<QPointF> before = cardPlaces(scenes.still);
    scenes.refresh(round.state());
    // Every card starts where a card lay before the split: none comes from the shoe.
    for (const QPointF place : cardPlaces(scenes.moving))
        QVERIFY(anyNear(before, place));
    QVERIFY(cardPlaces(scenes.moving) != cardPlaces(scenes.still));
    QVERIFY(scenes.settle());
    QCOMPARE(cardPlaces(scenes.moving), cardPlaces(scenes.still));
}

// Seat 3 stands on 20, seat 5 on 19, and the dealer's 16 draws a king: both are paid.
void TestTableMotion::aPayoutComesFromTheChipTray()
{
    RoundSetup setup = test::pairAtSeatThree();
    setup.shoe = Shoe::stacked(parseCards("KD 9H 7C QS KH 9D KC 5D 4C 3H 2S 9S 8C 7H 6S 5C 4D 3S 2H").value());
    ScriptedPlayers players;
    ManualClock clock;
    Round round(setup, players, clock);
    TwoScenes scenes;
    while (!round.complete() && round.expected().front().kind != ActionKind::Pay)
        QVERIFY(round.apply(round.expected().front()).accepted);
    QVERIFY(!round.complete());
    scenes.refresh(round.state());
    QVERIFY(scenes.settle());
    QVERIFY(round.apply(round.expected().front()).accepted);
    scenes.refresh(round.state());
    QVERIFY(anyNear(payoutPlaces(scenes.moving), app::geometry::kTray.center()));
    QVERIFY(scenes.settle());
    QCOMPARE(payoutPlaces(scenes.moving), payoutPlaces(scenes.still));
    QVERIFY(!payoutPlaces(scenes.still).empty());
}

// The round dealt to its pickups: each hand's cards leave from where they lay for the discard rack.
void TestTableMotion::aPickedUpHandSlidesToTheRack()
{
    ScriptedPlayers players;
    ManualClock clock;
    Round round(test::pairAtSeatThree(), players, clock);
    TwoScenes scenes;
    while (!round.complete() && round.expected().front().kind != ActionKind::PickUpHand) {
        QVERIFY(round.apply(round.expected().front()).accepted);
        scenes.refresh(round.state());
    }
    QVERIFY(scenes.settle());
    const std::vector<QPointF> before = cardPlaces(scenes.still);
    QVERIFY(round.apply(round.expected().front()).accepted);
    scenes.refresh(round.state());
    // The hand's cards are still drawn, where they lay, now leaving; the still table has them gone.
    for (const QPointF place : before)
        QVERIFY(anyNear(cardPlaces(scenes.moving), place));
    QVERIFY(cardPlaces(scenes.still).size() < cardPlaces(scenes.moving).size());
    QVERIFY(QTest::qWaitFor([&] { return !scenes.moving.motion().moving(); }, 3000));
    QCOMPARE(cardPlaces(scenes.moving), cardPlaces(scenes.still)); // gone once in the rack
}

// Seat 5's wager is collected: it goes to the chip tray. Seat 3's is paid: the wager returned moves
// aside from where it lay, and goes to the player's chair as the cards are picked up.
void TestTableMotion::settledWagersGoWhereTheDealerPutsThem()
{
    ScriptedPlayers players;
    ManualClock clock;
    Round round(oneWinsOneLoses(), players, clock);
    QVERIFY(playUntil(round, ActionKind::Collect, 5));
    TwoScenes scenes;
    QVERIFY(wagerLeavesFor(round, scenes, app::geometry::kTray.center()));
    QVERIFY(playUntil(round, ActionKind::Pay, 3));
    scenes.refresh(round.state());
    QVERIFY(scenes.settle());
    const std::vector<QPointF> before = wagerPlaces(scenes.still);
    QVERIFY(round.apply(round.expected().front()).accepted);
    scenes.refresh(round.state());
    QCOMPARE(wagerPlaces(scenes.moving), before); // every wager starts where it lay
    QVERIFY(wagerPlaces(scenes.still) != before); // the returned one lies elsewhere
    QVERIFY(scenes.settle());
    QCOMPARE(wagerPlaces(scenes.moving), wagerPlaces(scenes.still));

    QVERIFY(playUntil(round, ActionKind::PickUpHand, 3));
    QVERIFY(wagerLeavesFor(round, scenes, app::geometry::chairOf(3)));
}

// A shared box (MA-S21 13): Ann's wager and Bo's behind it come from the box's chair and, Ann's 17
// losing to the dealer's 19, are collected to the chip tray as a box's own wager is.
void TestTableMotion::aSharedBoxsWagersMoveAsABoxsOwn()
{
    RoundSetup setup;
    setup.profile = massachusettsProfile(6);
    SeatSetup three{3, "Ann", Money::dollars(1000), Money::dollars(25), Money(), Money()};
    three.behind = {{"Bo", Money::dollars(300), Money::dollars(10), false, 0, Money()}};
    setup.seats = {three};
    setup.shoe = Shoe::stacked(parseCards("KD 9C 7H KC 5D 4C 3H 2S").value());
    ScriptedPlayers players;
    ManualClock clock;
    Round round(setup, players, clock);
    TwoScenes scenes;
    scenes.refresh(round.state());
    const std::vector<QPointF> placed = wagerPlaces(scenes.moving);
    QCOMPARE(
        std::count_if(placed.begin(), placed.end(), [](QPointF at) { return near(at, app::geometry::chairOf(3)); }), 2);
    QVERIFY(scenes.settle());
    QCOMPARE(wagerPlaces(scenes.moving), wagerPlaces(scenes.still));
    QVERIFY(playUntil(round, ActionKind::Collect, 3));
    QVERIFY(wagerLeavesFor(round, scenes, app::geometry::kTray.center()));
}

// Revealed, the hole card face down narrows to its edge where it lies and the card face up widens
// from it: nothing moves.
void TestTableMotion::theHoleCardTurnsOverWhereItLies()
{
    ScriptedPlayers players;
    ManualClock clock;
    Round round(test::pairAtSeatThree(), players, clock);
    QVERIFY(playUntil(round, ActionKind::RevealHoleCard));
    TwoScenes scenes;
    scenes.refresh(round.state());
    QVERIFY(scenes.settle());
    const std::vector<QPointF> before = cardPlaces(scenes.still);
    QVERIFY(round.apply(round.expected().front()).accepted);
    scenes.refresh(round.state());
    QVERIFY(scenes.moving.motion().moving());
    const auto width = [](const QGraphicsItem* item) { return item->transform().m11(); };
    std::vector<const QGraphicsItem*> turning;
    for (const QGraphicsItem* item : scenes.moving.items())
        if (dynamic_cast<const app::CardItem*>(item) && width(item) != 1.0)
            turning.push_back(item);
    QCOMPARE(turning.size(), std::size_t{1}); // the card face up, still on its edge
    QCOMPARE(width(turning.front()), 0.0);
    QCOMPARE(cardPlaces(scenes.moving).size(), before.size() + 1); // beside the one face down, turning
    QVERIFY(scenes.settle());
    QCOMPARE(cardPlaces(scenes.moving), before);
    for (const QGraphicsItem* item : scenes.moving.items())
        QCOMPARE(item->transform(), QTransform());
}

void TestTableMotion::withoutMotionEverythingIsInPlaceAtOnce()
{
    ScriptedPlayers players;
    ManualClock clock;
    Round round(test::pairAtSeatThree(), players, clock);
    app::TableScene scene;
    QCOMPARE(scene.motion().duration(), 0);
    scene.refresh(round.state());
    QVERIFY(round.apply(DealerAction::deal(Spot::player(3))).accepted);
    scene.refresh(round.state());
    QVERIFY(!scene.motion().moving());
    QVERIFY(!anyNear(cardPlaces(scene), app::geometry::kShoe.center()));
}

// Quick when never chosen; Slow chosen in Settings… moves the table at Slow's pace and is what a
// window over the same records file starts with.
void TestTableMotion::theSpeedIsASettingTheRecordsKeep()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("records.sqlite"));
    app::SessionOptions options;
    options.shoe = app::ShoePreparation::Skip;
    const std::vector<app::ProfileEntry> profiles{{"MD", options.profile}};
    {
        auto records = records::RecordsDatabase::open(file);
        app::MainWindow window(options, profiles);
        window.useRecords(records.get());
        QCOMPARE(window.scene().motion().duration(), 0); // until the program turns it on
        window.enableCardMotion();
        QCOMPARE(window.scene().motion().duration(), app::motionSpeedInfo(app::MotionSpeed::Quick).milliseconds);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.findChild<QPushButton*>(QStringLiteral("settingsButton"))->click();
        app::SettingsDialog* settings = nullptr;
        QTRY_VERIFY((settings = window.findChild<app::SettingsDialog*>()) != nullptr);
        auto* speed = settings->findChild<QComboBox*>(QStringLiteral("cardMotion"));
        QCOMPARE(speed->currentData().toInt(), static_cast<int>(app::MotionSpeed::Quick));
        speed->setCurrentIndex(speed->findData(static_cast<int>(app::MotionSpeed::Slow)));
        settings->accept();
        QCOMPARE(window.scene().motion().duration(), app::motionSpeedInfo(app::MotionSpeed::Slow).milliseconds);
        QCOMPARE(records->cardMotion(), QStringLiteral("slow"));
    }
    auto reopened = records::RecordsDatabase::open(file);
    app::MainWindow window(options, profiles);
    window.useRecords(reopened.get());
    window.enableCardMotion();
    QCOMPARE(window.scene().motion().duration(), app::motionSpeedInfo(app::MotionSpeed::Slow).milliseconds);
}

QTEST_MAIN(TestTableMotion)
#include "tst_table_motion.moc"

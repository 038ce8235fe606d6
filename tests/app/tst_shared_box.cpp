// A shared box at the table (MA-S21 13): a round dealt at a Massachusetts table with three players on
// seat 3's box, the caller's wager nearest the dealer and the two behind it in a vertical line
// (13(c)), each stack with its player's name and choices; a click on each lands on that wager
// (Spot::bettor) and pays or collects it; Up/Down go through the line; the table in words names each.

#include "app/input/gesture_controller.h"
#include "app/input/gesture_plan.h"
#include "app/table/table_description.h"
#include "app/table/table_geometry.h"
#include "app/table/table_items.h"
#include "app/table/table_scene.h"
#include "app/theme/theme.h"
#include "core/round/round.h"
#include "windowless_gestures.h"

#include <QtTest>

using namespace s21;
using app::Target;

namespace {

// Seat 3: Ann calls on $25, Bo $10 behind (doubles with her, covers a split), Cy $5 (stays, hand 2);
// seat 5: Dee alone. The deal under way: the round is in the players' turns.
RoundSetup sharedBoxSetup()
{
    RoundSetup setup;
    setup.profile = massachusettsProfile(6);
    SeatSetup three{3, "Ann", Money::dollars(1000), Money::dollars(25), Money(), Money()};
    three.behind = {{"Bo", Money::dollars(300), Money::dollars(10), true, 0, Money()},
                    {"Cy", Money::dollars(200), Money::dollars(5), false, 2, Money()}};
    setup.seats = {three, {5, "Dee", Money::dollars(500), Money::dollars(15), Money(), Money()}};
    setup.shoe = Shoe::stacked(parseCards("9S 8D 9H 7C KS 6H").value());
    return setup;
}

const app::ChipStackItem* stackAt(const app::TableScene& scene, QPointF at)
{
    for (const QGraphicsItem* item : scene.items())
        if (const auto* stack = dynamic_cast<const app::ChipStackItem*>(item))
            if (QLineF(stack->scenePos(), at).length() < 1)
                return stack;
    return nullptr;
}

const app::BadgeItem* badge(const app::TableScene& scene, const QString& text)
{
    for (const QGraphicsItem* item : scene.items())
        if (const auto* b = dynamic_cast<const app::BadgeItem*>(item); b && b->text() == text)
            return b;
    return nullptr;
}

// The actions, in notation, that the plan for `text` (app::mousePlan or app::keyboardPlan) makes on `state`.
std::vector<std::string> actionsOfPlan(const RoundState& state, const char* text,
                                       std::vector<app::GestureStep> (*plan)(const DealerAction&, const RoundState&))
{
    std::vector<std::string> actions;
    for (const DealerAction& action : test::actionsOfSteps(state, plan(parseAction(text).value(), state)))
        actions.push_back(notation(action));
    return actions;
}

} // namespace

class TestSharedBox : public QObject {
    Q_OBJECT
private slots:
    void theLineIsDrawnCallerNearestTheDealer();
    void eachWagerInLineIsAPlaceOfItsOwn();
    void aClickPaysTheWagerClickedOn();
    void upAndDownGoThroughTheLine();
    void theKeyboardPlanReachesEachWagerInLine();
    void theMousePlanReachesEachWagerInLine();
    void theTableInWordsNamesEachWagerAndItsPlayer();
    void aStandingCallerIsMarked();
    void theChoicesShowWhenTheCallerDoublesOrSplits();
    void theNamesStayInTheCircleAfterASplit();
    void aPaidSplitLineShowsEachPayoutsAmount();
    void theDisplayWritesEachLineTheSelectedHandsFirst();
};

void TestSharedBox::theLineIsDrawnCallerNearestTheDealer()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    app::TableScene scene;
    scene.refresh(dealt.round.state());
    using namespace app::geometry;
    const QPointF caller = lineWagerPlace(3, 0, 1, 0, 3);
    const QPointF bo = lineWagerPlace(3, 0, 1, 1, 3);
    const QPointF cy = lineWagerPlace(3, 0, 1, 2, 3);
    // One behind another, away from the dealer (up the table), in the betting circle.
    QCOMPARE(caller.x(), bo.x());
    QCOMPARE(bo.x(), cy.x());
    QVERIFY(caller.y() > bo.y());
    QVERIFY(bo.y() > cy.y());
    for (const QPointF at : {caller, bo, cy})
        QVERIFY(QLineF(at, seatPlaces(3).spot).length() < kSpotRadius);
    const auto* annChips = stackAt(scene, caller);
    const auto* boChips = stackAt(scene, bo);
    const auto* cyChips = stackAt(scene, cy);
    QVERIFY(annChips && boChips && cyChips);
    QCOMPARE(annChips->amountText(), QStringLiteral("$25"));
    QCOMPARE(boChips->amountText(), QStringLiteral("$10"));
    QCOMPARE(cyChips->amountText(), QStringLiteral("$5"));
    // Each name on the left of its stack, level with it.
    const auto* ann = badge(scene, QStringLiteral("Ann"));
    QVERIFY(badge(scene, QStringLiteral("$975 · calls")));
    QVERIFY(badge(scene, QStringLiteral("$485"))); // Dee's box is hers alone
    const auto* boName = badge(scene, QStringLiteral("Bo"));
    const auto* cyName = badge(scene, QStringLiteral("Cy"));
    QVERIFY(ann && boName && cyName);
    for (const auto& [name, at] : {std::pair(ann, caller), std::pair(boName, bo), std::pair(cyName, cy)}) {
        QVERIFY(name->scenePos().x() < at.x());
        QVERIFY(std::abs(name->scenePos().y() - at.y()) < kLineStep / 2);
    }
    // Seat 5's box is not shared: its wager as ever, in the middle of the circle.
    QVERIFY(stackAt(scene, seatPlaces(5).spot));
}

void TestSharedBox::eachWagerInLineIsAPlaceOfItsOwn()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    app::TableScene scene;
    scene.refresh(dealt.round.state());
    using namespace app::geometry;
    for (int bettor = 0; bettor < 3; ++bettor) {
        const QPointF at = lineWagerPlace(3, 0, 1, bettor, 3);
        const app::HotspotItem* place = scene.hotspotAt(at);
        QVERIFY(place);
        QCOMPARE(place->target(), Target::inLine(Target::Kind::HandWager, 3, 0, bettor));
        // The chips beside it (a double, a payout) are the same wager's.
        QCOMPARE(scene.hotspotAt(lineBesidePlace(at, 0))->target(), place->target());
    }
    // Each player's name is their award place, the seat's "bonus" place for a box of one.
    for (const auto& [name, bettor] : {std::pair("Ann", 0), std::pair("Bo", 1), std::pair("Cy", 2)}) {
        const auto* label = badge(scene, QString::fromUtf8(name));
        QVERIFY(label);
        QCOMPARE(scene.hotspotAt(label->scenePos())->target(), Target::inLine(Target::Kind::Award, 3, 0, bettor));
    }
    QVERIFY(!scene.hotspot(Target::inLine(Target::Kind::Award, 5, 0, 1)));
    QCOMPARE(scene.hotspotAt(seatPlaces(5).award)->target(), Target(Target::Kind::Award, 5));
}

void TestSharedBox::aClickPaysTheWagerClickedOn()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    app::TableScene scene;
    scene.refresh(dealt.round.state());
    app::GestureController gestures;
    gestures.setRound(&dealt.round.state());
    std::vector<std::string> actions;
    connect(&gestures, &app::GestureController::action,
            [&](const DealerAction& action) { actions.push_back(notation(action)); });
    for (const QChar digit : QStringLiteral("10"))
        gestures.key(0, Qt::NoModifier, digit);
    gestures.click(scene.hotspotAt(app::geometry::lineWagerPlace(3, 0, 1, 1, 3))->target(), Qt::NoModifier);
    gestures.click(scene.hotspotAt(app::geometry::lineWagerPlace(3, 0, 1, 2, 3))->target(), Qt::NoModifier);
    gestures.click(scene.hotspotAt(app::geometry::lineWagerPlace(3, 0, 1, 0, 3))->target(), Qt::NoModifier);
    QCOMPARE(actions, (std::vector<std::string>{"pay s3b2 $10", "collect s3b3 $5", "collect s3 $25"}));
}

void TestSharedBox::upAndDownGoThroughTheLine()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    app::GestureController gestures;
    gestures.setRound(&dealt.round.state());
    gestures.key(Qt::Key_3, Qt::ControlModifier, QString());
    QCOMPARE(gestures.selection(), Target(Target::Kind::HandCards, 3, 0));
    QVERIFY(gestures.status().contains(QStringLiteral("the wagers in line")));
    const std::vector<Target> expected{Target::inLine(Target::Kind::HandWager, 3, 0, 1),
                                       Target::inLine(Target::Kind::HandWager, 3, 0, 2),
                                       Target(Target::Kind::MatchWager, 3),
                                       Target::inLine(Target::Kind::InsuranceWager, 3, 0, 0),
                                       Target::inLine(Target::Kind::InsuranceWager, 3, 0, 1),
                                       Target::inLine(Target::Kind::InsuranceWager, 3, 0, 2),
                                       Target::inLine(Target::Kind::Award, 3, 0, 0),
                                       Target::inLine(Target::Kind::Award, 3, 0, 1),
                                       Target::inLine(Target::Kind::Award, 3, 0, 2),
                                       Target(Target::Kind::HandCards, 3, 0)};
    for (const Target& next : expected) {
        gestures.key(Qt::Key_Down, Qt::NoModifier, QString());
        QCOMPARE(gestures.selection(), next);
    }
    // The wager behind selected: its player named, and a collect takes it all.
    gestures.key(Qt::Key_Down, Qt::NoModifier, QString());
    QVERIFY2(gestures.status().contains(QStringLiteral("Bo's wager in line")), qPrintable(gestures.status()));
    std::vector<std::string> actions;
    connect(&gestures, &app::GestureController::action,
            [&](const DealerAction& action) { actions.push_back(notation(action)); });
    gestures.command(ActionKind::Collect);
    QCOMPARE(actions, std::vector<std::string>{"collect s3b2 $10"});
}

void TestSharedBox::theKeyboardPlanReachesEachWagerInLine()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    for (const char* text : {"pay s3b3 $5", "collect s3b2 $10", "pay ins s3b2 $5", "pay award s3b3 $50", "pay s3 $25"})
        QCOMPARE(actionsOfPlan(dealt.round.state(), text, &app::keyboardPlan), std::vector<std::string>{text});
}

// A wager behind the caller's surrendered or rescued: its click would collect it, so the mouse plan
// selects it from the hand's cards with Up, as the keyboard does.
void TestSharedBox::theMousePlanReachesEachWagerInLine()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    for (const char* text : {"surrender s3b2 $5", "rescue s3b3 $5", "surrender s3 $12.50", "pay s3b3 $5",
                             "collect s3b2 $10", "pay ins s3b2 $5"})
        QCOMPARE(actionsOfPlan(dealt.round.state(), text, &app::mousePlan), std::vector<std::string>{text});
}

void TestSharedBox::theTableInWordsNamesEachWagerAndItsPlayer()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    app::TableScene scene;
    scene.refresh(dealt.round.state());
    QStringList words;
    for (const app::TableElement& element : scene.elements())
        if (element.place.seat == 3)
            words << element.name;
    const QString all = words.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("wager $25; Ann calls the decisions")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Seat 3, wager 2 in line: Bo (bankroll $290, doubles · covers); wager $10")),
             qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Seat 3, wager 3 in line: Cy (bankroll $195, stays · hand 2); wager $5")),
             qPrintable(all));
    const auto it = std::find_if(scene.elements().begin(), scene.elements().end(), [](const app::TableElement& e) {
        return e.place == Target::inLine(Target::Kind::HandWager, 3, 0, 2);
    });
    QVERIFY(it != scene.elements().end());
}

void TestSharedBox::aStandingCallerIsMarked()
{
    RoundSetup setup = sharedBoxSetup();
    setup.seats.front().callerSeated = false;
    test::DealtToPlayers dealt(setup);
    app::TableScene scene;
    scene.refresh(dealt.round.state());
    QVERIFY(badge(scene, QStringLiteral("$975 · calls, standing")));
    bool said = false;
    for (const app::TableElement& element : scene.elements())
        said = said || element.name.contains(QStringLiteral("Ann calls the decisions, standing"));
    QVERIFY(said);
}

// Bo and Cy answer as Ann signals: beside their names while she shows a double or a split, and under
// the pointer on their wagers at any time.
void TestSharedBox::theChoicesShowWhenTheCallerDoublesOrSplits()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    RoundState state = dealt.round.state();
    PlayerHand& hand = state.seat(3).hands.front();
    hand.status = HandStatus::Playing;
    app::TableScene scene;
    hand.signal = Decision::Double;
    scene.refresh(state);
    QVERIFY(badge(scene, QStringLiteral("Bo: doubles")));
    QVERIFY(badge(scene, QStringLiteral("Cy: stays")));
    hand.signal = Decision::Split;
    scene.refresh(state);
    QVERIFY(badge(scene, QStringLiteral("Bo: covers")));
    QVERIFY(badge(scene, QStringLiteral("Cy: hand 2")));
    QCOMPARE(scene.hotspot(Target::inLine(Target::Kind::HandWager, 3, 0, 2))->toolTip(),
             QStringLiteral("Cy: stays with the caller · a split: hand 2; wager $5"));
}

// Ann has split: Bo covers each hand, Cy's $5 went to hand 2 (13(e)), and Bo's wager on hand 1 has been
// collected. Each name is drawn once, in the betting circle's line in its place, and stays the
// player's award place there (the $50 of a 7-7-7 goes to every other player, a losing one too); the
// second hand's line is in the same order, without names.
void TestSharedBox::theNamesStayInTheCircleAfterASplit()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    RoundState state = dealt.round.state();
    Seat& three = state.seat(3);
    PlayerHand second = three.hands[0];
    three.hands[0].behind[0].wager = Money(); // Bo's, collected
    three.hands[0].behind[0].settled = true;
    three.hands[0].behind[1].wager = Money(); // Cy's went to hand 2
    second.behind[0].wager = Money::dollars(10);
    second.behind[1].wager = Money::dollars(5);
    three.hands.push_back(second);
    app::TableScene scene;
    scene.refresh(state);
    using namespace app::geometry;
    for (const auto& [name, bettor] : {std::pair("Ann", 0), std::pair("Bo", 1), std::pair("Cy", 2)}) {
        int drawn = 0;
        const app::BadgeItem* label = nullptr;
        for (const QGraphicsItem* item : scene.items())
            if (const auto* b = dynamic_cast<const app::BadgeItem*>(item); b && b->text() == QString::fromUtf8(name)) {
                ++drawn;
                label = b;
            }
        QCOMPARE(drawn, 1);
        const QPointF inCircle = lineWagerPlace(3, 0, 2, bettor, 3);
        QVERIFY(std::abs(label->scenePos().y() - inCircle.y()) < kLineStep / 2);
        QVERIFY(label->scenePos().x() < inCircle.x());
        QCOMPARE(scene.hotspotAt(label->scenePos())->target(), Target::inLine(Target::Kind::Award, 3, 0, bettor));
    }
    QVERIFY(!stackAt(scene, lineWagerPlace(3, 0, 2, 1, 3))); // Bo's, collected
    QVERIFY(!stackAt(scene, lineWagerPlace(3, 0, 2, 2, 3))); // Cy's, on hand 2
    QCOMPARE(stackAt(scene, lineWagerPlace(3, 1, 2, 2, 3))->amountText(), QStringLiteral("$5"));
}

// Ann has split and Cy's $5 on hand 2 is paid, $5 beside it: on a split hand, where the next hand's
// line is close, the tag at the foot is the payout's alone (the wager's and the payout's side by side
// reached the next hand's line); the wager's amount is under the pointer.
void TestSharedBox::aPaidSplitLineShowsEachPayoutsAmount()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    RoundState state = dealt.round.state();
    Seat& three = state.seat(3);
    PlayerHand second = three.hands[0];
    second.behind[1].wager = Money();
    second.behind[1].paid = {Money::dollars(5), Money::dollars(5)};
    second.behind[1].settled = true;
    three.hands.push_back(second);
    app::TableScene scene;
    scene.refresh(state);
    using namespace app::geometry;
    const QPointF wager = lineWagerPlace(3, 1, 2, 2, 3);
    QVERIFY(stackAt(scene, wager));
    QVERIFY(stackAt(scene, lineBesidePlace(wager, 1)));
    QStringList tags;
    for (const QGraphicsItem* item : scene.items())
        if (const auto* tag = dynamic_cast<const app::AmountTagItem*>(item);
            tag && std::abs(tag->scenePos().y() - wager.y()) < kSplitLineStep / 2)
            tags << tag->text() + (tag->scenePos() == lineBesidePlace(wager, 1) ? QStringLiteral(" beside")
                                                                                : QStringLiteral(" elsewhere"));
    QCOMPARE(tags, QStringList{QStringLiteral("$5 beside")});
    QCOMPARE(scene.hotspot(Target::inLine(Target::Kind::HandWager, 3, 1, 2))->toolTip(),
             QStringLiteral("Cy: stays with the caller · a split: hand 2; wager $5 returned, paid $5 beside it"));
}

QTEST_MAIN(TestSharedBox)
// Where a line's own names and amounts are too small to read (a 1024x700 screen, table_items.h), the
// display above the rail writes each line in the table's type, in its band, the selected hand's
// first, then the one guided practice lights up: after the split of theNamesStayInTheCircleAfterASplit, hand 1
// is Ann's alone and hand 2 everyone's.
void TestSharedBox::theDisplayWritesEachLineTheSelectedHandsFirst()
{
    test::DealtToPlayers dealt(sharedBoxSetup());
    RoundState state = dealt.round.state();
    Seat& three = state.seat(3);
    PlayerHand second = three.hands[0];
    three.hands[0].behind[0].wager = Money();
    three.hands[0].behind[0].settled = true;
    three.hands[0].behind[1].wager = Money();
    second.behind[0].wager = Money::dollars(10);
    second.behind[1].wager = Money::dollars(5);
    three.hands.push_back(second);
    app::TableScene scene;
    scene.refresh(state);
    const QString first = QStringLiteral("3, hand 1: Ann $25");
    const QString other = QStringLiteral("3, hand 2: Ann $25 · Bo $10 · Cy $5");
    // Read in rows from the display's top left.
    const auto before = [&](const QString& one, const QString& two) {
        const QPointF a = badge(scene, one)->sceneBoundingRect().topLeft();
        const QPointF b = badge(scene, two)->sceneBoundingRect().topLeft();
        return a.y() < b.y() - 1 || (std::abs(a.y() - b.y()) <= 1 && a.x() < b.x());
    };
    for (const QString& line : {first, other}) {
        const app::BadgeItem* written = badge(scene, line);
        QVERIFY2(written, qPrintable(line));
        QCOMPARE(written->pixelSize(), app::theme::kTableTypePx);
        QVERIFY(app::geometry::kDisplayBand.contains(written->sceneBoundingRect()));
    }
    QVERIFY(badge(scene, QStringLiteral("5: Dee $15")) == nullptr); // a box of one has no line
    QVERIFY(before(first, other));
    scene.setSelection(Target(Target::Kind::HandCards, 3, 1));
    QVERIFY(badge(scene, first) && badge(scene, other));
    QVERIFY(before(other, first));
    // Nothing selected, guided practice lighting up hand 2's wager: its line first too.
    scene.setSelection(Target());
    QVERIFY(before(first, other));
    scene.setHighlights({Target::inLine(Target::Kind::HandWager, 3, 1, 2)});
    QVERIFY(before(other, first));
}

#include "tst_shared_box.moc"

// What the table shows of a paid wager: the wager and its payout side by side on the betting circle
// (and in words), and the bankroll badge without them, until the hand's cards are picked up and the
// player takes them (docs/procedure.md, "Paid chips"). A round dealt by its own answer key, the
// scene refreshed from its state after every action as the window does.

#include "app/table/table_description.h"
#include "app/table/table_geometry.h"
#include "app/table/table_items.h"
#include "app/table/table_scene.h"
#include "app/theme/contrast.h"
#include "app/theme/theme.h"
#include "core/round/round.h"

#include <QtTest>

using namespace s21;

namespace {

// The chip stacks on and beside seat's betting circle, left to right.
std::vector<const app::ChipStackItem*> stacksOnCircle(const app::TableScene& scene, int seat)
{
    const QPointF spot = app::geometry::seatPlaces(seat).spot;
    std::vector<const app::ChipStackItem*> found;
    for (const QGraphicsItem* item : scene.items())
        if (const auto* stack = dynamic_cast<const app::ChipStackItem*>(item))
            if (QLineF(stack->scenePos(), spot).length() < app::geometry::kSpotRadius)
                found.push_back(stack);
    std::sort(found.begin(), found.end(), [](auto* a, auto* b) { return a->scenePos().x() < b->scenePos().x(); });
    return found;
}

// Their amounts.
QStringList stacksAtCircle(const app::TableScene& scene, int seat)
{
    QStringList amounts;
    for (const app::ChipStackItem* stack : stacksOnCircle(scene, seat))
        amounts << stack->amountText();
    return amounts;
}

// What the table says in words of seat 1's hand (table_description.h).
QString handInWords(const app::TableScene& scene)
{
    for (const app::TableElement& element : scene.elements())
        if (element.kind == app::TableElement::Kind::Hand && element.place.seat == 1)
            return element.name;
    return {};
}

QString bankrollBadge(const app::TableScene& scene)
{
    for (const QGraphicsItem* item : scene.items())
        if (const auto* badge = dynamic_cast<const app::BadgeItem*>(item))
            if (badge->ink() == app::theme::kBankrollInk) // under the name: what the player has in front of them
                return badge->text();
    return {};
}

} // namespace

class TestTableChips : public QObject {
    Q_OBJECT
private slots:
    void aPaidHandShowsWagerAndPayoutUntilItsCardsArePickedUp();
};

void TestTableChips::aPaidHandShowsWagerAndPayoutUntilItsCardsArePickedUp()
{
    // Seat 1 ($10 of $1,000) 9S KS (19) stands against 9D 9C (18) and is paid $10.
    RoundSetup setup;
    setup.profile = marylandProfile(6);
    setup.seats = {{1, "Ana", Money::dollars(1000), Money::dollars(10), Money(), Money()}};
    setup.shoe = Shoe::stacked(parseCards("9S 9D KS 9C").value());
    ScriptedPlayers players;
    players.addDecision(1, Decision::Stand);
    ManualClock clock;
    Round round(setup, players, clock);
    app::TableScene scene;
    const auto apply = [&](const DealerAction& action) {
        QVERIFY2(round.apply(action).accepted, notation(action).c_str());
        scene.refresh(round.state());
    };
    while (round.expected().front().kind != ActionKind::Pay)
        apply(round.expected().front());
    QCOMPARE(stacksAtCircle(scene, 1), QStringList{QStringLiteral("$10")});
    QCOMPARE(bankrollBadge(scene), QStringLiteral("$990"));

    apply(parseAction("pay s1 $10").value());
    QCOMPARE(stacksAtCircle(scene, 1), (QStringList{QStringLiteral("$10"), QStringLiteral("$10")}));
    // The payout's tag does not look like the wager's (issue 39, finding 8: both were "$10" alike), even
    // in grey: their fills differ in lightness as much as large text from its ground.
    const auto stacks = stacksOnCircle(scene, 1);
    QVERIFY(app::theme::contrastRatio(app::theme::over(stacks[0]->tagFill(), app::theme::kFeltMiddle),
                                      app::theme::over(stacks[1]->tagFill(), app::theme::kFeltMiddle)) >=
            app::theme::kContrastLargeText);
    QCOMPARE(bankrollBadge(scene), QStringLiteral("$990")); // the chips are not in front of Ana yet
    QVERIFY2(handInWords(scene).endsWith(QStringLiteral("; wager $10 returned, paid $10 beside it")),
             qPrintable(handInWords(scene)));

    apply(parseAction("pickup s1").value());
    QCOMPARE(stacksAtCircle(scene, 1), QStringList());
    QCOMPARE(bankrollBadge(scene), QStringLiteral("$1,010"));
}

QTEST_MAIN(TestTableChips)
#include "tst_table_chips.moc"

// The table's click targets: no point of the table belongs to two places, every place keeps room
// enough to click, and a click on a card lands on that card's own place. Tables crowded on purpose:
// every seat split into one to four hands with doubles, insurance, Match-the-Dealer and Bonus Spin
// wagers, in each dealer's procedure (hole card, card reader, no hole card); at a Massachusetts table
// again with a box shared by three players (MA-S21 13), its line of wagers doubled too.

#include "app/table/guest_hand_item.h"
#include "app/table/table_geometry.h"
#include "app/table/table_items.h"
#include "app/table/table_scene.h"

#include <QtTest>

#include <map>
#include <vector>

using namespace s21;
using app::Target;

namespace {

constexpr int kEverySeat = -1;      // wheelBadgesLeaveLabelsInSight: every wheel a round can stop at once
constexpr int kEverySeatApart = -2; // the same, each seat's Hot Spot wheel at a place of its own

Hand threeCards() { return Hand({{Rank::Five, Suit::Hearts}, {Rank::Four, Suit::Clubs}, {Rank::Nine, Suit::Spades}}); }

// Every seat with hands of three cards (the last doubled): `hands` of them at `splitSeat` (every
// seat when 0), one at the others. `sideWagers`: every seat has Match-the-Dealer and insurance
// wagers too (on a real table they are settled before the players split or double: after the peek).
// `paid`: every wager is settled and paid, its payout beside it (3 to 2, 9 to 1 on the match) until
// the player takes them. `behind`: the box at `sharedSeat` shared (every box for 0), two players
// wagering behind the caller on each hand (their insurance too), with long names.
RoundState crowdedTable(RuleProfile profile, int splitSeat, int splitHands, bool sideWagers, bool paid = false,
                        int behind = 0, int sharedSeat = 0)
{
    RoundState state(std::move(profile));
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        const int hands = splitSeat == 0 || splitSeat == seat ? splitHands : 1;
        Seat& s = state.seat(seat);
        s.occupied = true;
        s.player = "Player " + std::to_string(seat);
        s.bankroll = Money::dollars(500);
        s.matchWager = sideWagers ? Money::dollars(5) : Money();
        s.insuranceWager = sideWagers ? Money::dollars(5) : Money();
        s.bonusSpin.wager = state.profile.bonusSpin.variant != BonusSpinVariant::None ? Money::dollars(5) : Money();
        s.xtreme.wager = state.profile.xtreme.offered ? kXtremeWager : Money();
        const int backers = sharedSeat == 0 || sharedSeat == seat ? behind : 0;
        for (int b = 0; b < backers; ++b) {
            Backer& backer = s.backers.emplace_back();
            backer.setup = {
                b == 0 ? "Guadalupe" : "Maximilian", Money::dollars(500), Money::dollars(10), b == 0, 2 * b, Money()};
            backer.bankroll = Money::dollars(490);
            backer.insuranceWager = sideWagers ? Money::dollars(5) : Money();
            if (paid) {
                backer.insurancePaid = {backer.insuranceWager, backer.insuranceWager * 2};
                backer.insuranceWager = Money();
            }
        }
        for (int hand = 0; hand < hands; ++hand) {
            PlayerHand h;
            h.cards = threeCards();
            h.wager = Money::dollars(10);
            h.doubledDown = hand == hands - 1;
            h.doubleWager = h.doubledDown ? Money::dollars(10) : Money();
            for (int b = 0; b < backers; ++b) {
                // The first player behind doubles with the caller, the second stays (MA-S21 13(d)).
                const bool doubles = b == 0 && h.doubledDown;
                BehindStake stake{
                    Money::dollars(10 + 5 * b), doubles ? Money::dollars(10) : Money(), doubles, false, {}};
                if (paid) {
                    stake.paid = {stake.wager + stake.doubleWager, payoutAt(stake.wager + stake.doubleWager, {3, 2})};
                    stake.wager = stake.doubleWager = Money();
                    stake.settled = true;
                }
                h.behind.push_back(stake);
            }
            if (paid) {
                h.paid = {h.wager + h.doubleWager, payoutAt(h.wager + h.doubleWager, {3, 2})};
                h.wager = h.doubleWager = Money();
                h.status = HandStatus::Settled;
            }
            s.hands.push_back(h);
        }
        if (paid) {
            s.matchPaid = {s.matchWager, s.matchWager * 9};
            s.insurancePaid = {s.insuranceWager, s.insuranceWager * 2};
            s.bonusSpin.paid = {s.bonusSpin.wager, s.bonusSpin.wager * 2};
            s.xtreme.paid = {s.xtreme.wager, s.xtreme.wager * 2};
            s.matchWager = s.insuranceWager = s.bonusSpin.wager = s.xtreme.wager = Money();
            s.bankroll += s.paidOnLayout();
        }
    }
    state.dealer.cards = Hand({{Rank::Ace, Suit::Spades}, {Rank::Six, Suit::Hearts}, {Rank::Two, Suit::Clubs}});
    state.dealer.holeCard = state.profile.dealsHoleCard() ? HoleCard::FaceDown : HoleCard::NotDealt;
    state.insuranceOffer = sideWagers ? InsuranceOffer::Open : InsuranceOffer::Closed;
    return state;
}

QString describe(const Target& t)
{
    return QStringLiteral("kind %1 seat %2 hand %3 bettor %4")
        .arg(static_cast<int>(t.kind))
        .arg(t.seat)
        .arg(t.hand)
        .arg(t.bettor);
}

// The three dealer's procedures: a hole card, no hole card (with Bonus Spin), a card reader; and
// Maryland's hole card with both progressive wagers, the Bonus Spin and the Xtreme 16.
RuleProfile profileFor(int procedure)
{
    RuleProfile profile = procedure == 0   ? marylandProfile(6)
                          : procedure == 1 ? massachusettsProfile(6)
                                           : massachusettsProfile(6, DealerSecondCard::HoleCardWithReader);
    if (procedure == 1) {
        profile.bonusSpin.variant = BonusSpinVariant::MassachusettsAcePays;
        profile.bonusSpin.wagerAmounts = {Money::dollars(5)};
    }
    if (procedure == 3) {
        profile.bonusSpin.variant = BonusSpinVariant::MarylandProgressive;
        profile.bonusSpin.wagerAmounts = {Money::dollars(1), Money::dollars(5)};
        profile.xtreme.offered = true;
    }
    return profile;
}

// What a painted item is, for a failure message: a badge's or a stack's text, or a card.
QString describe(const QGraphicsItem* item)
{
    const QPointF at = item->scenePos();
    QString what = QStringLiteral("a card");
    if (const auto* badge = dynamic_cast<const app::BadgeItem*>(item))
        what = QStringLiteral("badge \"%1\"").arg(badge->text());
    else if (const auto* tag = dynamic_cast<const app::AmountTagItem*>(item))
        what = QStringLiteral("amount %1").arg(tag->text());
    else if (const auto* stack = dynamic_cast<const app::ChipStackItem*>(item))
        what = QStringLiteral("chips %1").arg(stack->amountText());
    return QStringLiteral("%1 at (%2, %3)").arg(what).arg(at.x()).arg(at.y());
}

// What hides what on the table: a chip stack or a label (badge, a chips' amount tag) over a card's
// corner index, two labels over one another, and a label off the table; chips may touch, as on a
// real layout. Outlines as painted (the items' shapes).
QStringList labelProblems(const app::TableScene& scene)
{
    std::vector<const app::CardItem*> cards;
    std::vector<const QGraphicsItem*> marks;                           // chip stacks and badges
    std::vector<std::pair<const QGraphicsItem*, QPainterPath>> labels; // badges and chips' tags, in the scene
    for (const QGraphicsItem* item : scene.items()) {
        if (const auto* card = dynamic_cast<const app::CardItem*>(item)) {
            cards.push_back(card);
        } else if (const auto* stack = dynamic_cast<const app::ChipStackItem*>(item)) {
            marks.push_back(item);
            labels.emplace_back(item, item->mapToScene(stack->tagShape()));
        } else if (dynamic_cast<const app::BadgeItem*>(item) || dynamic_cast<const app::AmountTagItem*>(item)) {
            marks.push_back(item);
            labels.emplace_back(item, item->mapToScene(item->shape()));
        }
    }
    QStringList problems;
    if (cards.empty() || marks.empty())
        problems << QStringLiteral("no cards, or no chips and labels, on the table");
    for (const app::CardItem* card : cards) {
        const QPainterPath index = card->mapToScene(card->indexShape());
        for (const QGraphicsItem* mark : marks)
            if (mark->mapToScene(mark->shape()).intersects(index))
                problems << describe(mark) + QStringLiteral(" covers the index of ") + describe(card);
    }
    for (const auto& [label, outline] : labels)
        if (!outline.isEmpty() && !app::geometry::kScene.contains(outline.boundingRect()))
            problems << describe(label) + QStringLiteral(" lies off the table");
    for (std::size_t i = 0; i < labels.size(); ++i)
        for (std::size_t j = i + 1; j < labels.size(); ++j)
            if (labels[i].second.intersects(labels[j].second))
                problems << describe(labels[i].first) + QStringLiteral(" overlaps ") + describe(labels[j].first);
    return problems;
}

} // namespace

class TablePlaces : public QObject {
    Q_OBJECT
private slots:
    void placesNeverOverlap_data();
    void placesNeverOverlap();
    void chipsAndLabelsLeaveIndicesInSight_data();
    void chipsAndLabelsLeaveIndicesInSight();
    void wheelBadgesLeaveLabelsInSight_data();
    void wheelBadgesLeaveLabelsInSight();
    void aPayoutInHandIsAStackClearOfTheTraysLabel();
    void aReachingHandLeavesTheWagersAmountInSight_data();
    void aReachingHandLeavesTheWagersAmountInSight();
};

void TablePlaces::placesNeverOverlap_data()
{
    QTest::addColumn<int>("procedure");
    QTest::addColumn<int>("splitSeat");
    QTest::addColumn<int>("hands");
    QTest::addColumn<int>("sharedSeat");
    for (int procedure = 0; procedure < 4; ++procedure) {
        QTest::addRow("procedure %d, one hand a seat", procedure) << procedure << 0 << 1 << 0;
        QTest::addRow("procedure %d, two hands a seat", procedure) << procedure << 0 << 2 << 0;
        for (int seat = 1; seat <= kSeatCount; ++seat)
            for (int hands = 3; hands <= 4; ++hands)
                QTest::addRow("procedure %d, seat %d in %d hands", procedure, seat, hands)
                    << procedure << seat << hands << 0;
    }
    // Massachusetts tables (with Bonus Spin circles, with a card reader), each box in turn shared by
    // three players (MA-S21 13), in one hand, and split in two to four, the last hand doubled.
    for (const int procedure : {1, 2})
        for (int seat = 1; seat <= kSeatCount; ++seat) {
            QTest::addRow("procedure %d, seat %d shared", procedure, seat) << procedure << seat << 1 << seat;
            for (int hands = 2; hands <= 4; ++hands)
                QTest::addRow("procedure %d, seat %d shared in %d hands", procedure, seat, hands)
                    << procedure << seat << hands << seat;
        }
}

void TablePlaces::placesNeverOverlap()
{
    QFETCH(int, procedure);
    QFETCH(int, splitSeat);
    QFETCH(int, hands);
    QFETCH(int, sharedSeat);
    const RuleProfile profile = profileFor(procedure);
    app::TableScene scene;
    scene.refresh(crowdedTable(profile, splitSeat, hands, hands == 1, false, sharedSeat == 0 ? 0 : 2, sharedSeat));

    // Every 2 scene units (off the whole numbers the outlines are drawn on), which place holds the
    // point. Curves are flattened where one place is cut out of another, so a point within one unit
    // of both outlines may fall in both: that is below a pixel, not an overlap anyone can click.
    constexpr int kStep = 2;
    const auto onOutline = [](const app::HotspotItem* place, QPointF at) {
        for (const QPointF nudge : {QPointF(1, 0), QPointF(-1, 0), QPointF(0, 1), QPointF(0, -1)})
            if (!place->shape().contains(at + nudge))
                return true;
        return false;
    };
    std::map<std::pair<int, int>, const app::HotspotItem*> owner;
    std::map<const app::HotspotItem*, int> pointsOwned;
    for (const app::HotspotItem* place : scene.hotspots()) {
        const QRectF box = place->shape().boundingRect();
        for (int x = static_cast<int>(box.left()) / kStep * kStep; x <= box.right(); x += kStep)
            for (int y = static_cast<int>(box.top()) / kStep * kStep; y <= box.bottom(); y += kStep) {
                const QPointF at(x + 0.5, y + 0.5);
                if (!place->shape().contains(at))
                    continue;
                ++pointsOwned[place];
                const auto [it, inserted] = owner.emplace(std::pair(x, y), place);
                if (inserted || (onOutline(place, at) && onOutline(it->second, at)))
                    continue;
                QFAIL(qPrintable(QStringLiteral("(%1, %2) belongs to %3 and to %4")
                                     .arg(at.x())
                                     .arg(at.y())
                                     .arg(describe(it->second->target()), describe(place->target()))));
            }
    }
    // Room to click: at least a 24 x 24 square's worth.
    for (const app::HotspotItem* place : scene.hotspots())
        QVERIFY2(pointsOwned[place] * kStep * kStep >= 24 * 24,
                 qPrintable(describe(place->target()) +
                            QStringLiteral(" keeps %1 square units").arg(pointsOwned[place] * kStep * kStep)));

    // A click on a card lands on its own place: the up card and the dealer's draws on the dealer's
    // row, the hole card on its place, each split hand on that hand. Not for a seat in four hands:
    // they reach under the neighbours' cards (and at seat 7 its own betting circle), where the
    // places stay apart and clickable (above) but a hand's middle may be a neighbour's.
    using namespace app::geometry;
    const auto targetAt = [&](QPointF at) {
        const app::HotspotItem* place = scene.hotspotAt(at);
        return place ? place->target() : Target{};
    };
    QCOMPARE(targetAt(kDealerFirstCard), Target(Target::Kind::DealerCards));
    QCOMPARE(targetAt(kDealerFirstCard + QPointF(2 * kDealerStep, 0)), Target(Target::Kind::DealerCards));
    QCOMPARE(targetAt(kHoleSlot), Target(profile.dealsHoleCard() ? Target::Kind::HoleSlot : Target::Kind::DealerCards));
    if (hands == 4)
        return;
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        const int seatHands = splitSeat == 0 || splitSeat == seat ? hands : 1;
        for (int hand = 0; hand < seatHands; ++hand)
            QVERIFY2(targetAt(handCentre(seat, hand, seatHands)) == Target(Target::Kind::HandCards, seat, hand),
                     qPrintable(QStringLiteral("the middle of seat %1's hand %2 is %3")
                                    .arg(seat)
                                    .arg(hand)
                                    .arg(describe(targetAt(handCentre(seat, hand, seatHands))))));
        // Each wager of the circle's line where it lies (the caller's alone: the circle's middle).
        const int bettors = seat == sharedSeat ? 3 : 1;
        for (int bettor = 0; bettor < bettors; ++bettor)
            QVERIFY2(targetAt(lineWagerPlace(seat, 0, seatHands, bettor, bettors)) ==
                         Target::inLine(Target::Kind::HandWager, seat, 0, bettor),
                     qPrintable(QStringLiteral("seat %1's wager %2 in line is %3")
                                    .arg(seat)
                                    .arg(bettor + 1)
                                    .arg(describe(targetAt(lineWagerPlace(seat, 0, seatHands, bettor, bettors))))));
        QCOMPARE(targetAt(seatPlaces(seat).match), Target(Target::Kind::MatchWager, seat));
    }
}

// The insurance round, every seat split into two hands at once, and each seat split into two,
// three or four hands, the last doubled; each of them again with every wager paid, the payouts
// beside the wagers.
void TablePlaces::chipsAndLabelsLeaveIndicesInSight_data()
{
    QTest::addColumn<int>("procedure");
    QTest::addColumn<int>("splitSeat");
    QTest::addColumn<int>("hands");
    QTest::addColumn<bool>("paid");
    QTest::addColumn<int>("sharedSeat");
    for (int procedure = 0; procedure < 4; ++procedure) {
        for (const bool paid : {false, true}) {
            const char* state = paid ? ", paid" : "";
            QTest::addRow("procedure %d, the insurance round%s", procedure, state) << procedure << 0 << 1 << paid << 0;
            QTest::addRow("procedure %d, two hands a seat%s", procedure, state) << procedure << 0 << 2 << paid << 0;
            for (int seat = 1; seat <= kSeatCount; ++seat)
                for (int hands = 2; hands <= 4; ++hands)
                    QTest::addRow("procedure %d, seat %d in %d hands%s", procedure, seat, hands, state)
                        << procedure << seat << hands << paid << 0;
        }
    }
    // Massachusetts tables (with Bonus Spin circles, with a card reader), each box in turn shared by
    // three players (MA-S21 13), in one hand: in the insurance round, the caller doubled (seat 1's
    // chips once reached its cards' corner), and again with every wager paid, the line's payouts beside
    // the paid Match-the-Dealer wagers (seats 3 and 4 once reached their amounts), the paid insurance
    // wagers in line beside each other (at seats 1 and 7 they once reached each other's amounts), the
    // names clear of the Bonus Spin circles' chips (at seats 1 and 3 they once reached them); and split
    // in two to four hands (a split hand's line in smaller chips just behind its cards, one amount tag
    // at each wager's foot on the first clear place under its chips: lineWagerPlace, AmountTagItem,
    // placeFloatingLabels; at seats 1 and 5 to 7 the split hands further toward the dealer:
    // handCentre; at seat 2 in four hands, paid, the circle line's payout amounts once reached the
    // second hand's: circleLinePayoutTagOver).
    for (const int procedure : {1, 2})
        for (const bool paid : {false, true})
            for (int seat = 1; seat <= kSeatCount; ++seat) {
                QTest::addRow("procedure %d, seat %d shared%s", procedure, seat, paid ? ", paid" : "")
                    << procedure << seat << 1 << paid << seat;
                for (int hands = 2; hands <= 4; ++hands)
                    QTest::addRow("procedure %d, seat %d shared in %d hands%s", procedure, seat, hands,
                                  paid ? ", paid" : "")
                        << procedure << seat << hands << paid << seat;
            }
}

// On the same crowded tables (the side wagers only before any split, as in a real round): no chip
// stack or label lies over a card's corner index, and no two labels (badges, the chips' amount
// tags) lie over one another; chips may touch, as on a real layout. Outlines as painted (the items'
// shapes).
void TablePlaces::chipsAndLabelsLeaveIndicesInSight()
{
    QFETCH(int, procedure);
    QFETCH(int, splitSeat);
    QFETCH(int, hands);
    QFETCH(bool, paid);
    QFETCH(int, sharedSeat);
    app::TableScene scene;
    scene.refresh(
        crowdedTable(profileFor(procedure), splitSeat, hands, hands == 1, paid, sharedSeat == 0 ? 0 : 2, sharedSeat));

    const QStringList problems = labelProblems(scene);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
}

// The Bonus Spin's lit button after a blackjack ("SPIN") at every seat of a seated table at once,
// each seat in one hand or split in two: the badge lies on the first place about its circle that is
// clear (TableScene::placeFloatingLabels). At a Massachusetts table the Bonus Spin circles of seats 1 to 3
// lie on the Match-the-Dealer side, where the first place, below the circle, is on the betting
// circle's amount. Then where the wheels stopped, on the display above the rail
// (TableScene::addProgressiveDisplay), with the wagers in play and again paid: each seat's Bonus Spin alone
// (by the circle, the badge lay on the betting circle's amount at seats 3 to 5), and the most a round
// can bring together, every seat's Hot Spot wheel after the dealer's 16 (MD-S21BS 12.E) and two
// players' Bonus Spins.
void TablePlaces::wheelBadgesLeaveLabelsInSight_data()
{
    QTest::addColumn<int>("procedure");
    QTest::addColumn<int>("hands");
    QTest::addColumn<int>("stopSeat"); // 0: no wheel stopped, the buttons lit; kEverySeat: every wheel
    QTest::addColumn<bool>("paid");
    for (const int procedure : {1, 3})
        for (int hands = 1; hands <= 2; ++hands) {
            QTest::addRow("procedure %d, %d hand%s a seat", procedure, hands, hands == 1 ? "" : "s")
                << procedure << hands << 0 << false;
            for (const bool paid : {false, true}) {
                const char* state = paid ? ", paid" : "";
                for (int seat = 1; seat <= kSeatCount; ++seat)
                    QTest::addRow("procedure %d, %d hands, seat %d's wheel stopped%s", procedure, hands, seat, state)
                        << procedure << hands << seat << paid;
                QTest::addRow("procedure %d, %d hands, every wheel stopped%s", procedure, hands, state)
                    << procedure << hands << kEverySeat << paid;
                QTest::addRow("procedure %d, %d hands, every wheel stopped apart%s", procedure, hands, state)
                    << procedure << hands << kEverySeatApart << paid;
            }
        }
}

void TablePlaces::wheelBadgesLeaveLabelsInSight()
{
    QFETCH(int, procedure);
    QFETCH(int, hands);
    QFETCH(int, stopSeat);
    QFETCH(bool, paid);
    RoundState state = crowdedTable(profileFor(procedure), 0, hands, false, paid);
    const WheelStop bonusStop{false, Money::dollars(250), Money::dollars(100)};
    const WheelStop hotSpotStop{false, Money::dollars(150), Money::dollars(150)};
    QStringList shown;
    for (int seat = 1; seat <= kSeatCount; ++seat) {
        Seat& s = state.seat(seat);
        if (stopSeat == 0)
            s.bonusButtonPressed = true;
        else if (stopSeat == seat || (stopSeat < 0 && (seat == 3 || seat == 4)))
            s.bonusSpin.stop = bonusStop;
        if (stopSeat == kEverySeat && state.profile.xtreme.offered)
            s.xtreme.stop = hotSpotStop;
        if (stopSeat == kEverySeatApart && state.profile.xtreme.offered) {
            s.xtreme.stop = seat == 1 ? hotSpotStop : WheelStop{false, Money::dollars(150 + 50 * seat), Money()};
            shown << (seat == 1 ? QStringLiteral("1: $150 community")
                                : QStringLiteral("%1: $%2").arg(seat).arg(150 + 50 * seat));
        }
    }
    if (stopSeat < 0)
        shown << QStringLiteral("3, 4: $250 and $100");
    if (stopSeat == kEverySeat && state.profile.xtreme.offered)
        shown << QStringLiteral("1-7: $150 community");
    if (stopSeat > 0) {
        shown << QStringLiteral("%1: $250 and $100").arg(stopSeat);
    }
    app::TableScene scene;
    scene.refresh(state);
    const QStringList problems = labelProblems(scene);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    QStringList badges;
    for (const QGraphicsItem* item : scene.items())
        if (const auto* badge = dynamic_cast<const app::BadgeItem*>(item))
            badges << badge->text();
    for (const QString& line : shown)
        QVERIFY2(badges.count(line) == 1, qPrintable(line));
}

// Issue 18: the payout the trainee builds from the tray is drawn chip by chip ($30 as a $25 and a
// $5, not one chip) and leaves the tray's balance in sight.
void TablePlaces::aPayoutInHandIsAStackClearOfTheTraysLabel()
{
    app::TableScene scene;
    scene.refresh(crowdedTable(marylandProfile(6), 0, 1, true));
    scene.setInHand(app::InHand::chips(Money::dollars(30)));
    const app::ChipStackItem* stack = nullptr;
    const app::BadgeItem* balance = nullptr;
    for (const QGraphicsItem* item : scene.items()) {
        if (const auto* chips = dynamic_cast<const app::ChipStackItem*>(item); chips && chips->amountText() == "$30")
            stack = chips;
        if (const auto* badge = dynamic_cast<const app::BadgeItem*>(item);
            badge && badge->text().startsWith("CHIP TRAY"))
            balance = badge;
    }
    QVERIFY(stack);
    QVERIFY(balance);
    QCOMPARE(stack->chipCount(), std::size_t{2});
    QVERIFY(!stack->mapToScene(stack->shape()).intersects(balance->mapToScene(balance->shape())));
}

void TablePlaces::aReachingHandLeavesTheWagersAmountInSight_data()
{
    QTest::addColumn<int>("seat");
    QTest::addColumn<int>("kind");
    for (int seat = 1; seat <= kSeatCount; ++seat)
        for (FaultKind kind : {FaultKind::WagerPinched, FaultKind::WagerPressed, FaultKind::LateWager,
                               FaultKind::WagerUnderMinimum, FaultKind::WagerOverMaximum})
            QTest::addRow("seat %d, %s", seat, faultName(kind).c_str()) << seat << static_cast<int>(kind);
}

// Issue 39, finding 14: a player's hand reaching onto the layout to take chips off the wager or add
// them leaves the wager's amount (its tag) in sight: neither the hand nor the chips in or beside it lie
// over the tag.
void TablePlaces::aReachingHandLeavesTheWagersAmountInSight()
{
    QFETCH(int, seat);
    QFETCH(int, kind);
    RoundState state = crowdedTable(profileFor(0), 0, 1, false);
    PlayerHand& hand = state.seat(seat).hands.front(); // one wager in the circle, not doubled
    hand.doubledDown = false;
    hand.doubleWager = Money();
    state.irregular.guestFoul = GuestFoul{static_cast<FaultKind>(kind), seat, Money::dollars(5)};
    app::TableScene scene;
    scene.refresh(state);
    const QPointF spot = app::geometry::seatPlaces(seat).spot;
    const app::ChipStackItem* wager = nullptr;
    for (const QGraphicsItem* item : scene.items())
        if (const auto* stack = dynamic_cast<const app::ChipStackItem*>(item);
            stack && QLineF(stack->scenePos(), spot).length() < 1)
            wager = stack;
    QVERIFY(wager);
    const QPainterPath tag = wager->mapToScene(wager->tagShape());
    QVERIFY(!tag.isEmpty());
    for (const QGraphicsItem* item : scene.items()) {
        const bool reaching = dynamic_cast<const app::GuestHandItem*>(item) != nullptr;
        const bool chips = item != wager && dynamic_cast<const app::ChipStackItem*>(item) != nullptr;
        if ((reaching || chips) && item->zValue() >= wager->zValue() && item->mapToScene(item->shape()).intersects(tag))
            QFAIL(qPrintable(
                QStringLiteral("%1 lies over the wager's amount %2").arg(describe(item), wager->amountText())));
    }
}

QTEST_MAIN(TablePlaces)
#include "tst_table_places.moc"

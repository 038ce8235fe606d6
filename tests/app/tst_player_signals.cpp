// Issue 18: a player's decision is drawn as the dealer sees it, not as a text badge: a finger
// tapping, a hand waving, chips set beside the wager with one finger (double) or two (split) held
// up, and a spoken surrender in a speech bubble. The words stay as the tooltip, and the hand moves
// only for a moment.

#include "app/table/player_signal_item.h"
#include "app/table/table_description.h"
#include "app/table/table_items.h"
#include "app/table/table_scene.h"

#include <QAbstractAnimation>
#include <QtTest>

using namespace s21;

namespace {

// Seat 3 with a pair of eights on $25, being played, signalling `decision`; a double with `doubled`
// set beside the wager (MD-S21 10.A: up to the wager).
RoundState signalling(Decision decision, Money doubled = Money::dollars(25))
{
    RoundState state(marylandProfile(6));
    Seat& seat = state.seat(3);
    seat.occupied = true;
    seat.player = "Priya";
    seat.bankroll = Money::dollars(500);
    PlayerHand hand;
    hand.cards = Hand({{Rank::Eight, Suit::Hearts}, {Rank::Eight, Suit::Clubs}});
    hand.wager = Money::dollars(25);
    hand.status = HandStatus::Playing;
    hand.signal = decision;
    if (decision == Decision::Double) {
        hand.doubleWager = doubled;
        hand.doubledDown = true;
    }
    seat.hands.push_back(hand);
    state.dealer.cards = Hand({{Rank::Six, Suit::Spades}, {Rank::Nine, Suit::Hearts}});
    state.dealer.holeCard = HoleCard::FaceDown;
    state.phase = Phase::PlayerTurns;
    return state;
}

template <typename Item>
std::vector<Item*> itemsOf(const QGraphicsScene& scene)
{
    std::vector<Item*> found;
    for (QGraphicsItem* item : scene.items())
        if (auto* typed = dynamic_cast<Item*>(item))
            found.push_back(typed);
    return found;
}

} // namespace

class PlayerSignals : public QObject {
    Q_OBJECT
private slots:
    void signalsAreDrawnNotWritten_data();
    void signalsAreDrawnNotWritten();
    void surrenderIsSpoken();
    void evenMoneyIsSpokenUntilTheCardsAreRemoved();
};

void PlayerSignals::signalsAreDrawnNotWritten_data()
{
    QTest::addColumn<int>("decision");
    QTest::addColumn<bool>("chipsBeside");
    QTest::addColumn<int>("doubled"); // dollars
    QTest::addColumn<QString>("words");
    QTest::addRow("hit: a tap") << static_cast<int>(Decision::Hit) << false << 0 << "taps: HIT";
    QTest::addRow("stand: a wave") << static_cast<int>(Decision::Stand) << false << 0 << "waves: STAND";
    QTest::addRow("double: chips and one finger")
        << static_cast<int>(Decision::Double) << true << 25 << "chips beside: DOUBLE $25";
    QTest::addRow("double for less: fewer chips")
        << static_cast<int>(Decision::Double) << true << 10 << "chips beside: DOUBLE $10";
    QTest::addRow("split: chips and two fingers")
        << static_cast<int>(Decision::Split) << true << 25 << "chips beside: SPLIT";
}

void PlayerSignals::signalsAreDrawnNotWritten()
{
    QFETCH(int, decision);
    QFETCH(bool, chipsBeside);
    QFETCH(int, doubled);
    QFETCH(QString, words);
    const auto shown = static_cast<Decision>(decision);
    app::TableScene scene;
    scene.refresh(signalling(shown, Money::dollars(doubled)));
    scene.refresh(signalling(shown, Money::dollars(doubled))); // a refresh deletes the signal, its hand and
                                                               // chips, and draws them anew

    const auto signs = itemsOf<app::PlayerSignalItem>(scene);
    QCOMPARE(signs.size(), std::size_t{1});
    app::PlayerSignalItem* sign = signs.front();
    QCOMPARE(sign->decision(), shown);
    QCOMPARE(sign->toolTip(), words); // the words stay, for the mouse and the reader
    for (const app::BadgeItem* badge : itemsOf<app::BadgeItem>(scene))
        QVERIFY2(badge->text() != words, qPrintable(badge->text()));
    // A hand reaches in; a double brings the double down wager in chips beside it, a split the wager's
    // amount.
    QCOMPARE(itemsOf<app::GuestHandItem>(scene).size(), std::size_t{1});
    const auto stacks = itemsOf<app::ChipStackItem>(scene);
    const auto beside = std::count_if(stacks.begin(), stacks.end(),
                                      [&](const app::ChipStackItem* s) { return s->parentItem() == sign; });
    QCOMPARE(beside, chipsBeside ? 1 : 0);
    if (chipsBeside)
        QCOMPARE(dynamic_cast<app::ChipStackItem*>(sign->childItems().front())->amountText(),
                 QStringLiteral("$%1").arg(doubled));

    // It moves for a moment as it appears, then rests.
    QVERIFY(sign->moving());
    const app::GuestHandItem* hand = itemsOf<app::GuestHandItem>(scene).front();
    QSet<std::pair<int, int>> places;
    // Its animation's time moved by the test, not by the time passing, so that the same moments are
    // seen on a machine of any speed.
    auto* motion = sign->findChild<QAbstractAnimation*>();
    QVERIFY(motion);
    for (int ms = 40; sign->moving() && ms <= 5000; ms += 40) {
        places.insert({qRound(hand->scenePos().x()), qRound(hand->scenePos().y())});
        motion->setCurrentTime(ms);
    }
    QVERIFY(!sign->moving());
    QVERIFY2(places.size() > 2, qPrintable(QString::number(places.size())));
}

void PlayerSignals::surrenderIsSpoken()
{
    app::TableScene scene;
    scene.refresh(signalling(Decision::Surrender));
    QVERIFY(itemsOf<app::PlayerSignalItem>(scene).empty());
    const auto bubbles = itemsOf<app::SpeechBubbleItem>(scene);
    QCOMPARE(bubbles.size(), std::size_t{1});
    QCOMPARE(bubbles.front()->words(), QStringLiteral("Surrender"));
    QCOMPARE(bubbles.front()->toolTip(), app::signalText(Decision::Surrender));
}

void PlayerSignals::evenMoneyIsSpokenUntilTheCardsAreRemoved()
{
    // MD-BJ 8.E: the player with a blackjack against the ace takes even money instead of insuring it.
    RoundState state(marylandBlackjackProfile(6));
    Seat& seat = state.seat(2);
    seat.occupied = true;
    seat.player = "Ana";
    PlayerHand hand;
    hand.cards = Hand({{Rank::Ace, Suit::Clubs}, {Rank::King, Suit::Hearts}});
    hand.wager = Money::dollars(10);
    hand.status = HandStatus::Blackjack;
    hand.evenMoney = true;
    seat.hands.push_back(hand);
    state.dealer.cards = Hand({{Rank::Ace, Suit::Spades}, {Rank::Nine, Suit::Diamonds}});
    state.dealer.holeCard = HoleCard::FaceDown;
    state.phase = Phase::Insurance;
    state.insuranceOffer = InsuranceOffer::Open;

    app::TableScene scene;
    scene.refresh(state);
    const auto bubbles = itemsOf<app::SpeechBubbleItem>(scene);
    QCOMPARE(bubbles.size(), std::size_t{1});
    QCOMPARE(bubbles.front()->words(), QStringLiteral("Even money"));
    QCOMPARE(app::seatSignal(state, 2, 0, 0), QStringLiteral("says: EVEN MONEY"));
    QCOMPARE(bubbles.front()->toolTip(), app::seatSignal(state, 2, 0, 0));

    state.seat(2).hands.front().cardsPickedUp = true; // paid 1 to 1 and removed (8.E(2))
    scene.refresh(state);
    QVERIFY(itemsOf<app::SpeechBubbleItem>(scene).empty());
    QVERIFY(app::seatSignal(state, 2, 0, 0).isEmpty());
}

QTEST_MAIN(PlayerSignals)
#include "tst_player_signals.moc"

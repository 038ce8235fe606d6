// A stored round keeps the cards of the shoe it used, not the rest: rounds dealt through the real
// session and recorder into a real records file, read back, and dealt again from their records.
#include "recorded_table.h"

#include "records/dealt_from_json.h"
#include "records/replay.h"

#include <QtTest>

using namespace s21;

namespace {

// Everything a round's end leaves on the table that a replay must reach again.
void compareTables(const RoundState& replayed, const RoundState& live)
{
    QCOMPARE(replayed.phase, live.phase);
    QCOMPARE(replayed.shoe.remaining(), live.shoe.remaining());
    QCOMPARE(replayed.shoe.coverCardReached(), live.shoe.coverCardReached());
    QCOMPARE(replayed.coverCardSeen, live.coverCardSeen);
    QCOMPARE(replayed.rack.cards(), live.rack.cards());
    QCOMPARE(replayed.dealer.cards.cards(), live.dealer.cards.cards());
    QCOMPARE(replayed.tray, live.tray);
    for (int seat = 1; seat <= 7; ++seat)
        QCOMPARE(replayed.seat(seat).bankroll, live.seat(seat).bankroll);
}

} // namespace

class TestStoredShoe : public QObject, private test::RecordedTable {
    Q_OBJECT
private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void aPracticeRoundKeepsOnlyTheCardsItUsed()
    {
        const Shoe start = session_->dealtSetup()->shoe;
        dealWhole();
        const RoundState live = session_->state();
        const auto record = records_->loadRound(recorder_->lastStored());
        QVERIFY(record);
        session_->newRound();
        const Shoe next = session_->dealtSetup()->shoe; // the same shoe goes on
        QCOMPARE(next.dealt(), live.shoe.dealt());

        const int used = start.remaining() - next.remaining();
        const ShoeContents stored = record->dealtFrom.round->shoe.contents();
        const std::vector<Card> whole = start.contents().cards;
        QCOMPARE(stored.cards, std::vector<Card>(whole.begin(), whole.begin() + used));
        QCOMPARE(stored.withheld, next.remaining());
        QCOMPARE(stored.cardsBeforeCoverCard, start.cardsBeforeCoverCard());
        // The records file's text of the round does not hold the next round's first cards.
        const QByteArray json = records::dealtFromJson(record->dealtFrom);
        const std::vector<Card> nextCards = next.contents().cards;
        const std::string nextFirst = notation(std::vector<Card>(nextCards.begin(), nextCards.begin() + 6));
        QVERIFY2(!json.contains(nextFirst.c_str()), json.constData());
        QVERIFY(json.contains(("\"withheld\":" + std::to_string(next.remaining())).c_str()));

        replaysExactly(*record, live);
    }

    void aRoundWhereTheCoverCardComesOutReplaysFromItsUsedCards()
    {
        for (int round = 0; round < 40; ++round) {
            const Shoe start = session_->dealtSetup()->shoe;
            dealWhole();
            const RoundState live = session_->state();
            if (live.coverCardSeen) {
                const auto record = records_->loadRound(recorder_->lastStored());
                QVERIFY(record);
                const Shoe& stored = record->dealtFrom.round->shoe;
                QVERIFY(stored.withheld() > 0); // the rest of the shoe stays unknown
                QCOMPARE(stored.remaining(), start.remaining());
                QVERIFY(stored.cardsBeforeCoverCard() < stored.remaining() - stored.withheld());
                replaysExactly(*record, live);
                return;
            }
            session_->newRound();
        }
        QFAIL("no round brought out the cover card");
    }

    void anAbandonedRoundReplaysFromItsUsedCards()
    {
        const Shoe start = session_->dealtSetup()->shoe;
        for (int step = 0; step < 9; ++step)
            session_->apply(session_->round().expected().front());
        const RoundState live = session_->state();
        session_->newRound();
        const auto record = records_->loadRound(recorder_->lastStored());
        QVERIFY(record);
        QCOMPARE(record->outcome, records::RecordOutcome::Abandoned);
        QCOMPARE(record->actions.size(), std::size_t(9));
        const Shoe& stored = record->dealtFrom.round->shoe;
        QCOMPARE(stored.remaining(), start.remaining());
        QVERIFY(stored.withheld() >= live.shoe.remaining() - 1); // at most the next card, looked at
        replaysExactly(*record, live);
    }

    // A double shoe's round (MD-BJ 3.C): of each side its used cards kept, the rest withheld, the
    // segregated areas and the sides' backs written, and the round dealt again exactly.
    void aDoubleShoeRoundKeepsTheUsedCardsOfEachSide()
    {
        RuleProfile profile = marylandBlackjackProfile(6);
        profile.doubleShoe = true;
        session_->setProfile(profile);
        for (int round = 0; round < 6; ++round) {
            const Shoe start = session_->dealtSetup()->shoe;
            QVERIFY(start.isDouble());
            dealWhole();
            const RoundState live = session_->state();
            const auto record = records_->loadRound(recorder_->lastStored());
            QVERIFY(record);
            const Shoe& stored = record->dealtFrom.round->shoe;
            QVERIFY(stored.isDouble());
            for (const CardBack side : kBothBacks) {
                QCOMPARE(stored.remainingIn(side), start.remainingIn(side));
                QCOMPARE(stored.segregated(side), start.segregated(side));
            }
            const QByteArray json = records::dealtFromJson(record->dealtFrom);
            QVERIFY2(json.contains("\"other_side\"") && json.contains("\"back\""), json.constData());
            replaysExactly(*record, live);
            session_->newRound();
        }
    }

    void aRecordAskingForCardsItDoesNotHoldCannotBeDealtAgain()
    {
        dealWhole();
        auto record = records_->loadRound(recorder_->lastStored());
        QVERIFY(record);
        Shoe& shoe = record->dealtFrom.round->shoe;
        shoe = withholdAfter(shoe, shoe.remaining() - shoe.withheld() - 2);
        try {
            records::Replay(*record).replayToEnd();
            QFAIL("a record short of cards replayed");
        } catch (const CardNotHeld& error) {
            QVERIFY(QByteArray(error.what()).contains("does not hold its next card"));
        }
    }

private:
    static void replaysExactly(const records::RoundRecord& record, const RoundState& live)
    {
        records::Replay replay(record);
        QCOMPARE(replay.replayToEnd(), std::optional<std::size_t>());
        compareTables(replay.round()->state(), live);
    }
};

QTEST_GUILESS_MAIN(TestStoredShoe)
#include "tst_stored_shoe.moc"

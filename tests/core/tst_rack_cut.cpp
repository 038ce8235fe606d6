// The cut of a discard rack reshuffled during a round (MD-S21 13.K, MA-S21 15(g)): offered to the
// players as Chapter 5 / Section 4 offer any cut (MD-S21 5.B-E, 5.D(5)-(6); MA-S21 4(c)-(e), 4(d)(2)),
// far right first, then counterclockwise; the dealer cuts when nobody accepts.
#include "round_harness.h"

#include "core/players/recorded_answers.h"

using namespace s21;
using namespace s21::test;

namespace {

// Seats 2, 5 and 6; seat 2 hits its 5 and the shoe is empty: the rack's 120 cards are reshuffled.
Table shortTable(const QString& profile)
{
    const QString shoe = profile == "MD" ? "2C 9S 9H 7D 3C 9D 8H KC" : "2C 9S 9H 7D 3C 9D 8H";
    Table table(profileNamed(profile), {seat(2, 10), seat(5, 10), seat(6, 10)}, shoe);
    QString rack;
    for (int i = 0; i < 10; ++i)
        rack += "2C 3C 4C 5C 6C 7C 8C 9C JC QC KC AC ";
    table.rack(rack).script(2, "hit stand");
    return table;
}

// Deals to the moment the rack is shuffled for the cut.
void shuffleTheRack(Table& table)
{
    table.advanceUntil("shuffle>");
    QCOMPARE(table.round().state().shortShoe, ShortShoe::Shuffled);
    QCOMPARE(table.round().state().shoe.remaining(), 120);
}

QString firstSection(const QString& profile) { return profile == "MD" ? "MD-S21 5.D(5)" : "MA-S21 4(d)(2)"; }
QString laterSection(const QString& profile) { return profile == "MD" ? "MD-S21 5.D(6)" : "MA-S21 4(d)(2)"; }

} // namespace

class TestRackCut : public QObject {
    Q_OBJECT
private slots:
    void jurisdictions_data();
    void farRightIsOfferedFirst_data() { jurisdictions_data(); }
    void farRightIsOfferedFirst();
    void refusalsMoveCounterclockwiseThenTheDealerCuts_data() { jurisdictions_data(); }
    void refusalsMoveCounterclockwiseThenTheDealerCuts();
    void thePlayersCutIsCompletedThenBurned_data() { jurisdictions_data(); }
    void thePlayersCutIsCompletedThenBurned();
    void aCutTooNearAnEndIsRecut_data() { jurisdictions_data(); }
    void aCutTooNearAnEndIsRecut();
    void offeringTheWrongSeatIsACutOfferMistake_data() { jurisdictions_data(); }
    void offeringTheWrongSeatIsACutOfferMistake();
    void cuttingWithoutOfferingIsAMistake_data() { jurisdictions_data(); }
    void cuttingWithoutOfferingIsAMistake();
    void replaysFromTheRecordedAnswers_data() { jurisdictions_data(); }
    void replaysFromTheRecordedAnswers();
    void aRoundThatEmptiesTheShoeUsedEveryCard_data() { jurisdictions_data(); }
    void aRoundThatEmptiesTheShoeUsedEveryCard();
};

void TestRackCut::jurisdictions_data()
{
    QTest::addColumn<QString>("profile");
    QTest::newRow("MD") << "MD";
    QTest::newRow("MA") << "MA";
}

void TestRackCut::farRightIsOfferedFirst()
{
    QFETCH(QString, profile);
    Table table = shortTable(profile);
    shuffleTheRack(table);
    QCOMPARE(table.next(), QString("offer-cut s6"));
    QCOMPARE(QString::fromStdString(table.round().stage().steps.front().section.str()), firstSection(profile));
}

void TestRackCut::refusalsMoveCounterclockwiseThenTheDealerCuts()
{
    QFETCH(QString, profile);
    Table table = shortTable(profile); // nobody scripted to cut: each declines
    shuffleTheRack(table);
    QVERIFY(table.act("offer-cut s6").accepted);
    QCOMPARE(table.round().state().rackCut.said, std::string("seat 6 declines the cut."));
    QCOMPARE(table.next(), QString("offer-cut s5"));
    QCOMPARE(QString::fromStdString(table.round().stage().steps.front().section.str()), laterSection(profile));
    QVERIFY(table.act("offer-cut s5").accepted);
    QVERIFY(table.act("offer-cut s2").accepted);
    QVERIFY(table.next().startsWith("cut "));
    QCOMPARE(QString::fromStdString(table.round().stage().steps.front().section.str()),
             profile == "MD" ? QString("MD-S21 5.C") : QString("MA-S21 4(c)"));
    QVERIFY(table.act("cut 60").accepted);
    QVERIFY(table.act("complete-cut").accepted);
    QCOMPARE(table.next(), QString("burn"));
}

void TestRackCut::thePlayersCutIsCompletedThenBurned()
{
    QFETCH(QString, profile);
    Table table = shortTable(profile);
    table.cut(6, -1).cut(5, 60);
    shuffleTheRack(table);
    const std::vector<Card> reshuffled = table.round().state().shoe.undealt();
    QVERIFY(table.act("offer-cut s6").accepted);
    QVERIFY(table.act("offer-cut s5").accepted);
    QCOMPARE(table.round().state().rackCut.said, std::string("seat 5 places the cover card 60 cards from the top."));
    QCOMPARE(table.next(), QString("complete-cut"));
    QVERIFY(table.act("burn").isMistake()); // the cut is completed first
    QVERIFY(table.act("complete-cut").accepted);
    QCOMPARE(table.round().state().shoe.peek(), reshuffled[60]); // the cards above went to the bottom
    QVERIFY(table.act("burn").accepted);
    table.finish();
    QVERIFY(table.round().complete());
}

void TestRackCut::aCutTooNearAnEndIsRecut()
{
    QFETCH(QString, profile);
    Table table = shortTable(profile);
    table.cut(6, 5).cut(6, 70); // five cards from the top: too near for either jurisdiction
    shuffleTheRack(table);
    QVERIFY(table.act("offer-cut s6").accepted);
    QCOMPARE(table.next(), QString("recut"));
    const Verdict completed = table.act("complete-cut");
    QCOMPARE(completed.mistake.code, MistakeCode::CutPlacement);
    QCOMPARE(QString::fromStdString(completed.mistake.section), profile == "MD" ? "MD-S21 5.E" : "MA-S21 4(e)");
    QVERIFY(table.act("recut").accepted);
    QVERIFY(table.act("complete-cut").accepted);
    QCOMPARE(table.next(), QString("burn"));
}

void TestRackCut::offeringTheWrongSeatIsACutOfferMistake()
{
    QFETCH(QString, profile);
    Table table = shortTable(profile);
    shuffleTheRack(table);
    const Verdict wrong = table.act("offer-cut s2");
    QVERIFY(wrong.isMistake());
    QCOMPARE(wrong.mistake.code, MistakeCode::CutOfferOrder);
    QCOMPARE(QString::fromStdString(wrong.mistake.section), firstSection(profile));
    const Verdict dealt = table.act("deal dealer"); // nor is the round dealt on before the cut
    QCOMPARE(dealt.mistake.code, MistakeCode::CutOfferOrder);
    QVERIFY(table.act("offer-cut s6").accepted);
}

void TestRackCut::cuttingWithoutOfferingIsAMistake()
{
    QFETCH(QString, profile);
    Table table = shortTable(profile);
    shuffleTheRack(table);
    const Verdict cut = table.act("cut 60");
    QVERIFY(cut.isMistake());
    QCOMPARE(cut.mistake.code, MistakeCode::CutOfferOrder);
    QCOMPARE(QString::fromStdString(cut.mistake.section),
             profile == "MD" ? QString("MD-S21 13.K, 5.B") : QString("MA-S21 15(g), 4(c)"));
    QCOMPARE(table.next(), QString("offer-cut s6"));
}

// The players' answers to the cut are kept with the round's other answers: dealt again from them,
// the round comes out the same, verdict by verdict.
void TestRackCut::replaysFromTheRecordedAnswers()
{
    QFETCH(QString, profile);
    ScriptedPlayers live;
    live.addDecision(2, Decision::Hit);
    live.addCut(6, CutAnswer::refuse());
    live.addCut(5, CutAnswer::cutAt(3));
    live.addCut(5, CutAnswer::cutAt(64));
    RecordingPlayers recording(live);
    Table first = shortTable(profile);
    first.playWith(recording);
    first.advanceUntil("shuffle>");
    QVERIFY(first.act("offer-cut s5").isMistake()); // seat 6 first
    QStringList actions = first.finish();
    QCOMPARE(recording.answers().cuts.at(5).size(), std::size_t(2));
    QCOMPARE(recording.answers().cuts.at(6), std::vector<CutAnswer>{CutAnswer::refuse()});

    const auto replayed = scriptedPlayers(recording.answers());
    Table again = shortTable(profile);
    again.playWith(*replayed);
    const auto& log = first.round().log();
    for (const TimedVerdict& entry : log) {
        const Verdict verdict = again.round().apply(entry.verdict.action);
        QCOMPARE(verdict.accepted, entry.verdict.accepted);
        QCOMPARE(verdict.mistake.code, entry.verdict.mistake.code);
    }
    QVERIFY(again.round().complete());
    QCOMPARE(again.round().state().rack.cards(), first.round().state().rack.cards());
    QVERIFY(actions.contains("recut"));
}

// The round ran the shoe out and finished from the reshuffled rack: its record keeps the whole shoe,
// and deals the round again exactly; kept a card short, it cannot be dealt again.
void TestRackCut::aRoundThatEmptiesTheShoeUsedEveryCard()
{
    QFETCH(QString, profile);
    Table first = shortTable(profile);
    const QStringList steps = first.finish();
    QVERIFY(first.round().state().shortShoe != ShortShoe::None);
    const int used = shoeCardsUsed(first.shoe(), first.round().state())[CardBack::Red];
    QCOMPARE(used, first.shoe().remaining());

    Table again = shortTable(profile);
    again.withholdingAfter(used);
    QCOMPARE(again.shoe().withheld(), 0);
    QCOMPARE(again.finish(), steps);
    QCOMPARE(again.round().state().rack.cards(), first.round().state().rack.cards());
    QCOMPARE(again.round().state().shoe.remaining(), first.round().state().shoe.remaining());

    Table keptShort = shortTable(profile);
    keptShort.withholdingAfter(used - 1);
    QVERIFY_THROWS_EXCEPTION(CardNotHeld, keptShort.finish());
}

QTEST_GUILESS_MAIN(TestRackCut)
#include "tst_rack_cut.moc"

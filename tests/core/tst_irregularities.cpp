// Irregularities in the shoe during a round: a card found face up (MD-S21 13.A-B, MA-S21 15(a))
// and a 10 found in a Spanish shoe (MD-S21 13.C-D, MA-S21 15(b)).
#include "round_harness.h"

using namespace s21;
using namespace s21::test;

class TestIrregularities : public QObject {
    Q_OBJECT
private slots:
    void faceUpCardIsDiscarded_data();
    void faceUpCardIsDiscarded();
    void secondFaceUpCardVoidsTheRound();
    void tenIsRemovedByTheFloor_data();
    void tenIsRemovedByTheFloor();
    void secondTenVoidsTheRound_data();
    void secondTenVoidsTheRound();
    void shortShoeIsRefilledFromTheRack_data();
    void shortShoeIsRefilledFromTheRack();
    void rackTooSmallForALegalCutIsCutAtItsMiddle();
};

void TestIrregularities::faceUpCardIsDiscarded_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD") << "MD" << "MD-S21 13.A";
    QTest::newRow("MA") << "MA" << "MA-S21 15(a)";
    // clang-format on
}

void TestIrregularities::faceUpCardIsDiscarded()
{
    QFETCH(QString, profile);
    QFETCH(QString, section);
    // The second card, about to be the dealer's up card, is found face up: not used, into the rack.
    Table table(profileNamed(profile), {seat(1, 10)}, "9S 2C 7D 8C KS 4C 5C");
    table.faceUp(1).script(1, "stand");
    QCOMPARE(table.advanceUntil("discard-face-up"), QStringList{"deal s1"});
    const Verdict used = table.act("deal dealer");
    QCOMPARE(used.mistake.code, MistakeCode::IrregularityProcedure);
    QCOMPARE(QString::fromStdString(used.mistake.section), section);
    QVERIFY(table.act("discard-face-up").accepted);
    const auto& rack = table.round().state().rack.groups();
    QCOMPARE(rack.back().source, DiscardSource::Irregular);
    QCOMPARE(rack.back().cards.front(), card("2C"));
    QVERIFY(table.act("deal dealer").accepted);
    QCOMPARE(table.round().state().dealer.upCard(), card("7D"));
    table.finish();
    QVERIFY(!table.round().state().voided);
}

void TestIrregularities::secondFaceUpCardVoidsTheRound()
{
    // MD-S21 13.B: more than one card face up during the dealing: void, wagers back, reshuffle.
    Table table(profileNamed("MD"), {seat(1, 10, 5), seat(3, 10)}, "9S 8H 2C 7D KS 4C 3H 5C 6C");
    table.faceUp(2).faceUp(5);
    const Money bankroll = table.bankroll(1);
    table.advanceUntil("discard-face-up");
    QVERIFY(table.act("discard-face-up").accepted);
    table.advanceUntil("void");
    const Verdict dealt = table.act("deal s1");
    QCOMPARE(QString::fromStdString(dealt.mistake.section), QString("MD-S21 13.B"));
    QVERIFY(table.act("void").accepted);
    const RoundState& state = table.round().state();
    QVERIFY(table.round().complete());
    QVERIFY(state.voided);
    QVERIFY(state.reshuffleRequired());
    QVERIFY(!state.decksRemoved);
    QCOMPARE(table.bankroll(1), bankroll + dollars(15)); // the $10 and the $5 Match-the-Dealer back
    QCOMPARE(table.bankroll(3), dollars(1000));
}

void TestIrregularities::tenIsRemovedByTheFloor_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD") << "MD" << "MD-S21 13.C";
    QTest::newRow("MA") << "MA" << "MA-S21 15(b)";
    // clang-format on
}

void TestIrregularities::tenIsRemovedByTheFloor()
{
    QFETCH(QString, profile);
    QFETCH(QString, section);
    Table table(profileNamed(profile), {seat(1, 10)}, "9S TH 7D 8C KS 4C 5C");
    table.script(1, "stand");
    table.advanceUntil("floor");
    const Verdict dealt = table.act("deal dealer");
    QCOMPARE(dealt.mistake.code, MistakeCode::IrregularityProcedure);
    QCOMPARE(QString::fromStdString(dealt.mistake.section), section);
    QVERIFY(table.act("floor").accepted);
    QVERIFY(table.act("remove-tens").accepted);
    QCOMPARE(table.round().state().destroyedCards.size(), std::size_t(1));
    QVERIFY(table.act("deal dealer").accepted);
    QCOMPARE(table.round().state().dealer.upCard(), card("7D"));
    table.finish();
    QVERIFY(table.round().complete());
}

void TestIrregularities::secondTenVoidsTheRound_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<bool>("decksRemoved");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD: decks removed") << "MD" << true << "MD-S21 13.D";
    QTest::newRow("MA: reshuffled") << "MA" << false << "MA-S21 15(b)";
    // clang-format on
}

void TestIrregularities::secondTenVoidsTheRound()
{
    QFETCH(QString, profile);
    QFETCH(bool, decksRemoved);
    QFETCH(QString, section);
    Table table(profileNamed(profile), {seat(1, 10)}, "9S TH 7D TC 8C KS 4C");
    table.advanceUntil("remove-tens>");
    table.advanceUntil("floor");
    QVERIFY(table.act("floor").accepted);
    QCOMPARE(table.next(), QString("void"));
    QCOMPARE(QString::fromStdString(table.round().hint()).contains(section), true);
    QVERIFY(table.act("void").accepted);
    QVERIFY(table.round().state().voided);
    QCOMPARE(table.round().state().decksRemoved, decksRemoved);
    QCOMPARE(table.bankroll(1), dollars(1000));
}

void TestIrregularities::shortShoeIsRefilledFromTheRack_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<int>("tooNear");
    QTest::addColumn<QString>("section");
    QTest::newRow("MD: ten cards from either end") << "MD" << 9 << "MD-S21 13.K";
    QTest::newRow("MA: a deck from either end") << "MA" << 47 << "MA-S21 15(g)";
    // clang-format on
}

void TestIrregularities::shortShoeIsRefilledFromTheRack()
{
    QFETCH(QString, profile);
    QFETCH(int, tooNear);
    QFETCH(QString, section);
    // The shoe runs out when seat 1 hits: the rack's 120 cards are shuffled, cut, the first burned
    // (MD-S21 13.K-L, MA-S21 15(g)).
    QString rackCards;
    for (int i = 0; i < 10; ++i)
        rackCards += "2C 3C 4C 5C 6C 7C 8C 9C JC QC KC AC ";
    Table table(profileNamed(profile), {seat(1, 10)}, profile == "MD" ? "9S 7D 3H 6C" : "9S 7D 3H");
    table.rack(rackCards).script(1, "hit stand");
    table.advanceUntil("shuffle");
    const Verdict dealt = table.act("deal s1");
    QCOMPARE(QString::fromStdString(dealt.mistake.section), section);
    QVERIFY(table.act("shuffle").accepted);
    QCOMPARE(table.round().state().shoe.remaining(), 120);
    QCOMPARE(table.next(), QString("offer-cut s1")); // nobody accepts: the dealer cuts
    QVERIFY(table.act("offer-cut s1").accepted);
    QVERIFY(table.act(QString("cut %1").arg(tooNear)).isMistake());
    QVERIFY(table.act("cut 60").accepted);
    QVERIFY(table.act("complete-cut").accepted);
    QCOMPARE(table.next(), QString("burn"));
    QVERIFY(table.act("deal s1").isMistake()); // the first card is burned (MD-S21 13.L)
    QVERIFY(table.act("burn").accepted);
    QVERIFY(table.act("deal s1").accepted);
    table.finish();
    QVERIFY(table.round().complete());
    QVERIFY(table.round().state().reshuffleRequired());
}

// MA-S21 15(g) cuts the rack by Section 4, a deck from either end (4(e)): a rack of 25 cards cannot
// keep that, so it is cut as far from either end as it can: 12 or 13 cards above the cover card.
void TestIrregularities::rackTooSmallForALegalCutIsCutAtItsMiddle()
{
    Table table(profileNamed("MA"), {seat(1, 10)}, "9S 7D 3H");
    table.rack("2C 3C 4C 5C 6C 7C 8C 9C JC QC KC AC 2D 3D 4D 5D 6D 7D 8D 9D JD QD KD AD 2H").script(1, "hit stand");
    table.advanceUntil("shuffle");
    QVERIFY(table.act("shuffle").accepted);
    QCOMPARE(table.round().state().shoe.remaining(), 25);
    QVERIFY(table.act("offer-cut s1").accepted); // declined: the dealer cuts
    const Verdict nearTheTop = table.act("cut 11");
    QVERIFY(nearTheTop.isMistake());
    QCOMPARE(QString::fromStdString(nearTheTop.mistake.section), QString("MA-S21 4(e)"));
    QCOMPARE(nearTheTop.mistake.code, MistakeCode::CutPlacement);
    QVERIFY(table.act("cut 14").isMistake()); // 11 cards below
    QVERIFY(table.act("cut 13").accepted);    // not the key's 12: any cut this far from both ends
    QVERIFY(table.act("complete-cut").accepted);
    QCOMPARE(table.next(), QString("burn"));
}

QTEST_GUILESS_MAIN(TestIrregularities)
#include "tst_irregularities.moc"

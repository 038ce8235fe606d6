// Self-play invariants over many rounds: the automatic dealer never makes a mistake, every card is
// accounted for, money is conserved, for every profile.
#include "core/self_play.h"
#include "test_support.h"

#include <QtTest>

using namespace s21;

Q_DECLARE_METATYPE(s21::RuleProfile)

class TestSelfPlay : public QObject {
    Q_OBJECT
private slots:
    void invariantsHold_data();
    void invariantsHold();
    void sameSeedSameResult();
    void notationRoundTripsEveryExpectedAction();
};

void TestSelfPlay::invariantsHold_data()
{
    QTest::addColumn<RuleProfile>("profile");
    QTest::newRow("md-2020-6deck") << marylandProfile(6);
    QTest::newRow("md-2020-8deck") << marylandProfile(8);
    QTest::newRow("ma-205cmr") << massachusettsProfile(6);
    QTest::newRow("ma-205cmr-reader") << massachusettsProfile(6, DealerSecondCard::HoleCardWithReader);
    QTest::newRow("ma hole card, no reader") << massachusettsProfile(8, DealerSecondCard::HoleCardNoReader);
}

void TestSelfPlay::invariantsHold()
{
    QFETCH(RuleProfile, profile);
    SelfPlayOptions options;
    options.profile = profile;
    options.rounds = 200;
    options.seed = 11;
    const SelfPlayReport report = selfPlay(options);
    QCOMPARE(report.rounds, 200);
    QVERIFY(report.shoes >= 2); // the cover card came out and the shoe was replaced
    QCOMPARE(report.mistakes, 0);
    QCOMPARE(report.cardAccountingErrors, 0);
    QCOMPARE(report.moneyConservationErrors, 0);
}

void TestSelfPlay::sameSeedSameResult()
{
    SelfPlayOptions options;
    options.profile = marylandProfile(6);
    options.rounds = 100;
    options.seed = 5;
    const SelfPlayReport a = selfPlay(options);
    const SelfPlayReport b = selfPlay(options);
    QCOMPARE(a.actions, b.actions);
    QCOMPARE(a.playersNet.inCents(), b.playersNet.inCents());
    options.seed = 6;
    QVERIFY(selfPlay(options).actions != a.actions);
}

void TestSelfPlay::notationRoundTripsEveryExpectedAction()
{
    // Answer keys and action scripts are written in the notation: every action the procedure can
    // ask for must read back as itself.
    for (const RuleProfile& profile : {marylandProfile(6), massachusettsProfile(6)}) {
        RandomPlayers players(3);
        ManualClock clock;
        Shoe shoe(shuffledCards(profile.decks, 3), 200);
        for (int r = 0; r < 30; ++r) {
            RoundSetup setup;
            setup.profile = profile;
            setup.shoe = shoe;
            for (int s = 1; s <= 7; ++s)
                setup.seats.push_back({s, "P", Money::dollars(1000), Money::dollars(10), Money::dollars(5), Money()});
            Round round(setup, players, clock);
            while (!round.complete()) {
                for (const DealerAction& action : round.expected())
                    QCOMPARE(parseAction(notation(action)), action);
                round.apply(round.expected().front());
            }
            shoe = round.state().coverCardSeen ? Shoe(shuffledCards(profile.decks, std::uint64_t(r)), 200)
                                               : round.state().shoe;
        }
    }
}

QTEST_GUILESS_MAIN(TestSelfPlay)
#include "tst_self_play.moc"

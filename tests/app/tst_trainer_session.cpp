// The session behind the window: rounds through a continuing seeded shoe, bankrolls carried over,
// the correct sequence for a deal, scenarios in place of practice rounds; and the synthesised
// sound files.
#include "app/trainer_session.h"
#include "app/wav_synth.h"

#include <QtEndian>
#include <QtTest>

using namespace s21;

namespace {

void dealWhole(app::TrainerSession& session)
{
    while (!session.round().complete())
        session.apply(session.round().expected().front());
}

} // namespace

class TestTrainerSession : public QObject {
    Q_OBJECT
private slots:
    void roundsContinueThroughTheShoe();
    void correctSequenceIsTheProceduresOwn();
    void scenarioReplacesOnePracticeRound();
    void synthesisedSoundsAreWavFiles_data();
    void synthesisedSoundsAreWavFiles();
};

void TestTrainerSession::roundsContinueThroughTheShoe()
{
    app::TrainerSession session({marylandProfile(6), app::Mode::Guided, 7, 42});
    QCOMPARE(session.round().phase(), Phase::Burn); // a fresh shoe
    int newShoes = 0;
    for (int round = 0; round < 30; ++round) {
        dealWhole(session);
        QCOMPARE(session.scoreCard().points, 100);
        const int left = session.state().shoe.remaining();
        const Money bankroll = session.state().seat(3).bankroll;
        session.newRound();
        const Seat& seat = session.state().seat(3);
        if (session.round().phase() == Phase::Burn) {
            ++newShoes;
        } else {
            QCOMPARE(session.state().shoe.remaining(), left);
            QCOMPARE(seat.bankroll + seat.initialWager + seat.matchWager, bankroll);
        }
    }
    QVERIFY(newShoes >= 1);
}

void TestTrainerSession::correctSequenceIsTheProceduresOwn()
{
    app::TrainerSession session({marylandProfile(8), app::Mode::Free, 5, 3});
    const std::vector<DealerAction> key = session.correctSequence();
    for (const DealerAction& action : key)
        QVERIFY(!session.apply(action).isMistake());
    QVERIFY(session.round().complete());
    QCOMPARE(session.correctSequence(), key);
}

void TestTrainerSession::scenarioReplacesOnePracticeRound()
{
    app::TrainerSession session({marylandProfile(6), app::Mode::Guided, 5, 9});
    const int shoeBefore = session.state().shoe.remaining();
    Scenario scenario;
    scenario.id = "one-seat";
    scenario.profile = marylandProfile(6);
    scenario.seats = {{1, "Ana", Money::dollars(1000), Money::dollars(10), {}, {}, {}, {Decision::Stand}, {}}};
    scenario.shoe.cards = parseCards("9S 7H KD QC");
    session.playScenario(scenario);
    QVERIFY(session.scenario());
    QCOMPARE(session.correctSequence(), answerKey(scenario));
    dealWhole(session);
    session.newRound();
    QVERIFY(!session.scenario());
    QCOMPARE(session.state().shoe.remaining(), shoeBefore); // the practice shoe waited
}

void TestTrainerSession::synthesisedSoundsAreWavFiles_data()
{
    QTest::addColumn<int>("sound");
    QTest::newRow("card") << int(app::Sound::Card);
    QTest::newRow("chips") << int(app::Sound::Chips);
    QTest::newRow("error") << int(app::Sound::Error);
    QTest::newRow("round end") << int(app::Sound::RoundEnd);
}

void TestTrainerSession::synthesisedSoundsAreWavFiles()
{
    QFETCH(int, sound);
    const QByteArray wav = app::synthesiseWav(static_cast<app::Sound>(sound));
    QVERIFY(wav.startsWith("RIFF"));
    QCOMPARE(wav.mid(8, 8), QByteArray("WAVEfmt "));
    const auto le32 = [&](int at) { return qFromLittleEndian<quint32>(wav.constData() + at); };
    QCOMPARE(le32(4), quint32(wav.size() - 8));
    QCOMPARE(le32(24), quint32(44100));
    QCOMPARE(le32(40), quint32(wav.size() - 44));
    qint16 peak = 0;
    for (int i = 44; i + 1 < wav.size(); i += 2)
        peak = std::max<qint16>(peak, static_cast<qint16>(std::abs(qFromLittleEndian<qint16>(wav.constData() + i))));
    QVERIFY(peak > 3000); // audible, and clamped below full scale
    QCOMPARE(app::synthesiseWav(static_cast<app::Sound>(sound)), wav); // deterministic
}

QTEST_GUILESS_MAIN(TestTrainerSession)
#include "tst_trainer_session.moc"

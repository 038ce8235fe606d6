// The session behind the window: rounds through a continuing seeded shoe, bankrolls carried over,
// the correct sequence for a deal, scenarios in place of practice rounds, the shoe procedure
// between shoes; and the synthesised sound files.
#include "app/dialogs/summary_dialog.h"
#include "app/input/command.h"
#include "app/session/trainer_session.h"
#include "app/sound/wav_synth.h"
#include "app/window/verdict_feedback.h"

#include "core/base/number_text.h"

#include <QtEndian>
#include <QtTest>
#include <map>
#include <set>

using namespace s21;

namespace {

void dealWhole(app::TrainerSession& session)
{
    while (!session.round().complete())
        session.apply(session.round().expected().front());
}

// A test's rows, one per jurisdiction's reference profile: the column `massachusetts`.
void jurisdictionRows(const char* maryland, const char* massachusetts)
{
    QTest::addColumn<bool>("massachusetts");
    QTest::newRow(maryland) << false;
    QTest::newRow(massachusetts) << true;
}

// Guided practice at a jurisdiction's reference table (six decks), machine-shuffled, players straying
// now and then, without the table's irregularities but with the players' own at `guestFouls`.
app::SessionOptions practiceAt(bool massachusetts, int players, std::uint64_t seed, double guestFouls)
{
    return {massachusetts ? massachusettsProfile(6) : marylandProfile(6),
            app::Mode::Guided,
            players,
            seed,
            0.1,
            app::ShoePreparation::Skip,
            0.0,
            guestFouls};
}

// The faults of the round under way: those still to come and those that happened.
std::vector<Fault> roundFaults(const app::TrainerSession& session)
{
    std::vector<Fault> faults = session.round().faultsToCome();
    for (const FaultEvent& event : session.round().faultEvents())
        faults.push_back(event.fault);
    return faults;
}

// The shoe procedure (or the round) to its end, the procedure's own steps.
void finish(app::TrainerSession& session)
{
    while (!session.procedure().complete())
        session.apply(session.procedure().expected().front());
}

} // namespace

class TestTrainerSession : public QObject {
    Q_OBJECT
private slots:
    void roundsContinueThroughTheShoe();
    void correctSequenceIsTheProceduresOwn();
    void scenarioReplacesOnePracticeRound();
    void practiceRoundsBringIrregularities_data();
    void practiceRoundsBringIrregularities();
    void practiceShoesBringIncidents();
    void playersSitOutAndTheBarredWaitForTheShuffle_data();
    void playersSitOutAndTheBarredWaitForTheShuffle();
    void playersSometimesWagerOnTwoBoxes_data();
    void playersSometimesWagerOnTwoBoxes();
    void passersBySometimesWagerBehindABox_data();
    void passersBySometimesWagerBehindABox();
    void shoeProcedureOpensTheSessionAndFollowsTheCoverCard_data();
    void shoeProcedureOpensTheSessionAndFollowsTheCoverCard();
    void shoeProcedureMistakesAreScoredNotCarriedOut();
    void correctSequenceKeepsTheTraineesLegalChoices();
    void scenarioWaitsForTheShoeProcedure();
    void aSeedsHighHalfGivesAnotherTable();
    void synthesisedSoundsAreWavFiles_data();
    void synthesisedSoundsAreWavFiles();
    void cardsAndChipsSoundAsTheyMove();
    void verdictsAreToldAsTheModeSays();
};

void TestTrainerSession::roundsContinueThroughTheShoe()
{
    app::TrainerSession session({marylandProfile(6), app::Mode::Guided, 7, 42, 0.1, app::ShoePreparation::Skip});
    QCOMPARE(session.round().phase(), Phase::Burn); // a fresh shoe
    int newShoes = 0;
    for (int round = 0; round < 30; ++round) {
        dealWhole(session);
        QCOMPARE(session.scoreCard().points, 100);
        const int left = session.state().shoe.remaining();
        const bool wagered = session.state().occupied(3);
        const Money bankroll = session.state().seat(3).bankroll;
        session.newRound();
        const Seat& seat = session.state().seat(3);
        if (session.round().phase() == Phase::Burn) {
            ++newShoes;
        } else {
            QCOMPARE(session.state().shoe.remaining(), left);
            if (wagered && seat.occupied) // not when seat 3's player sat a round out
                QCOMPARE(seat.bankroll + seat.initialWager + seat.matchWager, bankroll);
        }
    }
    QVERIFY(newShoes >= 1);
}

void TestTrainerSession::shoeProcedureOpensTheSessionAndFollowsTheCoverCard_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<bool>("massachusetts");
    QTest::addRow("MD") << false;
    QTest::addRow("MA") << true;
    // clang-format on
}

// New decks open the session (MD-S21 4, MA-S21 3); the rounds are dealt from the shoe the trainee
// loaded, its first card already burned; when the cover card comes out (MD-S21 7.C-D, MA-S21 7(j))
// the next thing is a reshuffle, not a round.
void TestTrainerSession::shoeProcedureOpensTheSessionAndFollowsTheCoverCard()
{
    QFETCH(bool, massachusetts);
    app::TrainerSession session(
        {massachusetts ? massachusettsProfile(6) : marylandProfile(6), app::Mode::Guided, 5, 8});
    QVERIFY(session.betweenRounds());
    QCOMPARE(session.shoeProcedure().state().situation.start, ShoeStart::NewDecks);
    QCOMPARE(session.shoeProcedure().state().situation.seats.size(), std::size_t{5});
    const std::vector<DealerAction> key = session.correctSequence();
    for (const DealerAction& action : key)
        QVERIFY2(!session.apply(action).isMistake(), notation(action).c_str());
    QVERIFY(session.procedure().complete());
    QCOMPARE(session.scoreCard().points, 100);
    const int loaded = session.shoeProcedure().shoe().remaining();
    session.newRound();
    QVERIFY(!session.betweenRounds());
    QCOMPARE(session.state().shoe.remaining(), loaded);
    QVERIFY(session.round().phase() != Phase::Burn);
    int rounds = 0;
    while (!session.betweenRounds()) {
        dealWhole(session);
        session.newRound();
        QVERIFY(++rounds < 200);
    }
    const ShoeStart start = session.shoeProcedure().state().situation.start;
    QVERIFY(start == ShoeStart::CoverCardReached || start == ShoeStart::FloorReshuffle);
    QCOMPARE(session.procedure().expected().front().kind, ActionKind::UnloadShoe);
    // A new-round request does not skip the procedure.
    session.newRound();
    QVERIFY(session.betweenRounds());
    finish(session);
    session.newRound();
    QVERIFY(!session.betweenRounds());
}

// A mistake between rounds is never carried out (ShoeProcedure::apply) and counts in the score.
void TestTrainerSession::shoeProcedureMistakesAreScoredNotCarriedOut()
{
    app::TrainerSession session({marylandProfile(6), app::Mode::Free, 4, 2});
    const Verdict verdict = session.apply(DealerAction::simple(ActionKind::LoadShoe));
    QVERIFY(verdict.isMistake());
    QCOMPARE(verdict.mistake.section, std::string("MD-S21 4.A"));
    QCOMPARE(session.procedure().expected().front().kind, ActionKind::InspectCards);
    QVERIFY(session.scoreCard().points < 100);
    // The correct sequence is the procedure's from the start, whatever the trainee did.
    QCOMPARE(session.correctSequence().front().kind, ActionKind::InspectCards);
}

// The cover card goes anywhere from a quarter of the stack from the bottom (MD-S21 5.E(2)): the
// trainee's 200 cards behind it is legal, and the summary's correct sequence keeps it instead of
// "correcting" it to the shallowest depth the procedure shows. A depth too shallow is a mistake: in
// its place the correct sequence has the procedure's own depth, unless the trainee then put it
// right themselves, at a legal depth of their own.
void TestTrainerSession::correctSequenceKeepsTheTraineesLegalChoices()
{
    const auto coverCards = [](const std::vector<DealerAction>& actions) {
        std::vector<DealerAction> inserted;
        std::ranges::copy_if(actions, std::back_inserter(inserted),
                             [](const DealerAction& a) { return a.kind == ActionKind::InsertCoverCard; });
        return inserted;
    };
    for (const app::Mode mode : {app::Mode::Guided, app::Mode::Free}) {
        app::TrainerSession session({marylandProfile(6), mode, 5, 8});
        while (session.procedure().expected().front().kind != ActionKind::InsertCoverCard)
            QVERIFY(!session.apply(session.procedure().expected().front()).isMistake());
        const DealerAction shown = session.procedure().expected().front();
        const DealerAction chosen = DealerAction::insertCoverCard(200);
        QCOMPARE(shown, DealerAction::insertCoverCard(72)); // a quarter of 288 cards
        QVERIFY(!session.apply(chosen).isMistake());
        finish(session);
        const std::vector<DealerAction> key = session.correctSequence();
        QCOMPARE(coverCards(key), std::vector<DealerAction>{chosen});
        QCOMPARE(key.size(), session.log().size());
        const QString summary = app::SummaryDialog::html(session);
        QVERIFY2(summary.contains(QString::fromStdString(notation(chosen))), qPrintable(summary));
        QVERIFY(!summary.contains(QString::fromStdString(notation(shown))));
    }
    for (const bool putRight : {false, true}) {
        app::TrainerSession session({marylandProfile(6), app::Mode::Guided, 5, 8});
        while (session.procedure().expected().front().kind != ActionKind::InsertCoverCard)
            session.apply(session.procedure().expected().front());
        const DealerAction shown = session.procedure().expected().front();
        QVERIFY(session.apply(DealerAction::insertCoverCard(10)).isMistake());
        if (putRight)
            QVERIFY(!session.apply(DealerAction::insertCoverCard(150)).isMistake());
        finish(session);
        QCOMPARE(coverCards(session.correctSequence()),
                 std::vector<DealerAction>{putRight ? DealerAction::insertCoverCard(150) : shown});
    }
}

// A scenario played between rounds deals its own round; the next practice round goes back to the
// shoe procedure where the trainee left it.
void TestTrainerSession::scenarioWaitsForTheShoeProcedure()
{
    app::TrainerSession session({marylandProfile(6), app::Mode::Guided, 4, 5});
    session.apply(session.procedure().expected().front());
    Scenario scenario;
    scenario.id = "test";
    scenario.profile = marylandProfile(6);
    scenario.seats.push_back({});
    scenario.seats.front().seat = 3;
    scenario.seats.front().wager = Money::dollars(10);
    scenario.shoe.seed = 4;
    session.playScenario(scenario);
    QVERIFY(!session.betweenRounds());
    session.newRound();
    QVERIFY(session.betweenRounds());
    QCOMPARE(session.log().size(), std::size_t{1});
}

void TestTrainerSession::correctSequenceIsTheProceduresOwn()
{
    app::TrainerSession session({marylandProfile(8), app::Mode::Free, 5, 3, 0.1, app::ShoePreparation::Skip});
    const std::vector<DealerAction> key = session.correctSequence();
    for (const DealerAction& action : key)
        QVERIFY(!session.apply(action).isMistake());
    QVERIFY(session.round().complete());
    QCOMPARE(session.correctSequence(), key);
}

void TestTrainerSession::practiceRoundsBringIrregularities_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<int>("profile");
    QTest::newRow("MD") << 0;
    QTest::newRow("MA no hole card") << 1;
    QTest::newRow("MA with a reader") << 2;
    // clang-format on
}

// With irregularities "often", practice rounds bring faults of several kinds; each is handled by
// the procedure's own steps to a perfect score, and the correct sequence includes the handling.
void TestTrainerSession::practiceRoundsBringIrregularities()
{
    QFETCH(int, profile);
    const RuleProfile rules = profile == 0   ? marylandProfile(6)
                              : profile == 1 ? massachusettsProfile(6)
                                             : massachusettsProfile(6, DealerSecondCard::HoleCardWithReader);
    app::TrainerSession session({rules, app::Mode::Guided, 5, 21, 0.1, app::ShoePreparation::Skip, kOften});
    std::set<FaultKind> happened;
    int roundsWithFaults = 0;
    for (int round = 0; round < 60; ++round) {
        const std::vector<DealerAction> key = session.correctSequence();
        dealWhole(session);
        QCOMPARE(session.scoreCard().points, 100);
        QCOMPARE(session.log().size(), key.size());
        for (const FaultEvent& event : session.round().faultEvents())
            happened.insert(event.fault.kind);
        roundsWithFaults += session.round().faultEvents().empty() ? 0 : 1;
        session.newRound();
    }
    QVERIFY2(roundsWithFaults >= 10, qPrintable(QString::number(roundsWithFaults)));
    QVERIFY2(happened.size() >= 4, qPrintable(QString::number(happened.size())));
}

void TestTrainerSession::playersSitOutAndTheBarredWaitForTheShuffle_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<bool>("massachusetts");
    QTest::addColumn<double>("fouls");
    QTest::newRow("MD lets them back")          << false << 1.0;
    QTest::newRow("MA bars them, honest")       << true  << 0.0;
    QTest::newRow("MA bars them, some try")     << true  << 1.0;
    // clang-format on
}

// Practice players sit a round out now and then, and are drawn by name, without a wager. Where the
// table bars a player who sat out since the shuffle (MD-S21 6.C, MA-S21 5(j); Massachusetts'
// reference profile), they wait for the next shuffle, unless, at the players' irregularity rate,
// one wagers all the same: that wager is the round's WagerAfterSittingOut foul, refused by the
// procedure's own steps, and never drawn for a player who did not sit out.
void TestTrainerSession::playersSitOutAndTheBarredWaitForTheShuffle()
{
    QFETCH(bool, massachusetts);
    QFETCH(double, fouls);
    const RuleProfile rules = massachusetts ? massachusettsProfile(6) : marylandProfile(6);
    app::TrainerSession session({rules, app::Mode::Guided, 7, 5, 0.1, app::ShoePreparation::Skip, 0.0, fouls});
    std::set<int> satOut; // since the shuffle
    int sittingOut = 0;
    int cameBack = 0;
    int barredWagers = 0;
    for (int round = 0; round < 150; ++round) {
        if (session.round().phase() == Phase::Burn) // a new shoe: everyone may wager again
            satOut.clear();
        const RoundState& state = session.state();
        const std::vector<Fault> faults = roundFaults(session);
        for (const auto& [seat, name] : session.sittingOut()) {
            QVERIFY(!state.occupied(seat));
            QVERIFY(!name.empty());
            ++sittingOut;
        }
        for (int seat = 1; seat <= kSeatCount; ++seat)
            if (state.occupied(seat) && satOut.contains(seat)) {
                ++cameBack;
                const bool refused = std::any_of(faults.begin(), faults.end(), [&](const Fault& fault) {
                    return fault.kind == FaultKind::WagerAfterSittingOut && fault.seat == seat;
                });
                QCOMPARE(refused, massachusetts); // barred: the wager is the foul; else welcome back
                barredWagers += refused ? 1 : 0;
            }
        for (const Fault& fault : faults)
            if (fault.kind == FaultKind::WagerAfterSittingOut)
                QVERIFY2(satOut.contains(fault.seat), "a player who did not sit out is said to have");
        for (const auto& [seat, name] : session.sittingOut())
            satOut.insert(seat);
        dealWhole(session);
        QCOMPARE(session.scoreCard().points, 100);
        session.newRound();
    }
    QVERIFY2(sittingOut >= 20, qPrintable(QString::number(sittingOut)));
    if (!massachusetts)
        QVERIFY(cameBack >= 5);
    else if (fouls == 0.0)
        QCOMPARE(cameBack, 0);
    else
        QVERIFY2(barredWagers >= 3, qPrintable(QString::number(barredWagers)));
}

// Where the table lets a player wager on two adjacent boxes (MD-S21 6.H: Maryland's reference
// profile), a practice player now and then wagers on the empty box beside theirs as well, under
// their own name; where it does not (MA-S21 14: Massachusetts'), never. At the players'
// irregularity rate, a player's wager on a box over the limit is the round's ExtraBoxWager foul,
// refused by the procedure's own steps. The same seed deals the same boxes.
void TestTrainerSession::playersSometimesWagerOnTwoBoxes_data()
{
    jurisdictionRows("Maryland: two adjacent boxes", "Massachusetts: one box");
}

void TestTrainerSession::playersSometimesWagerOnTwoBoxes()
{
    QFETCH(bool, massachusetts);
    const app::SessionOptions options = practiceAt(massachusetts, 3, 11, 0.5);
    const RuleProfile& rules = options.profile;
    app::TrainerSession session(options);
    app::TrainerSession again(options);
    int twoBoxes = 0;
    int overTheLimit = 0;
    for (int round = 0; round < 120; ++round) {
        const RoundState& state = session.state();
        const std::vector<Fault> faults = roundFaults(session);
        std::vector<int> extra;
        for (const Fault& fault : faults)
            if (fault.kind == FaultKind::ExtraBoxWager)
                extra.push_back(fault.seat);
        overTheLimit += static_cast<int>(extra.size());
        std::map<std::string, std::vector<int>> boxes;
        for (int seat = 1; seat <= kSeatCount; ++seat)
            if (state.occupied(seat) && std::find(extra.begin(), extra.end(), seat) == extra.end())
                boxes[state.seat(seat).player].push_back(seat);
        for (const auto& [player, seats] : boxes) {
            QVERIFY2(boxesAllowed(rules, seats), player.c_str());
            twoBoxes += seats.size() > 1 ? 1 : 0;
        }
        for (int seat = 1; seat <= kSeatCount; ++seat) { // the same seed, the same boxes
            QCOMPARE(again.state().occupied(seat), state.occupied(seat));
            QCOMPARE(again.state().seat(seat).player, state.seat(seat).player);
            QCOMPARE(again.state().seat(seat).bankroll, state.seat(seat).bankroll);
        }
        dealWhole(session);
        dealWhole(again);
        QCOMPARE(session.scoreCard().points, 100);
        session.newRound();
        again.newRound();
    }
    QCOMPARE(twoBoxes > 0, !massachusetts);
    QVERIFY2(overTheLimit >= 2, qPrintable(QString::number(overTheLimit)));
}

// Where the table lets up to three players wager on a box (MA-S21 13(a): Massachusetts' reference
// profile), now and then one or two passers-by wager behind a seated player's own box, under names no
// one else at the table has, with wagers and choices the set-up's checks accept (seatSetupProblem,
// boxesProblem); where a box has one player (Maryland's), never. The same seed lines up the same players.
void TestTrainerSession::passersBySometimesWagerBehindABox_data()
{
    jurisdictionRows("Maryland: one a box", "Massachusetts: up to three a box");
}

void TestTrainerSession::passersBySometimesWagerBehindABox()
{
    QFETCH(bool, massachusetts);
    const app::SessionOptions options = practiceAt(massachusetts, 4, 23, 0.3);
    const RuleProfile& rules = options.profile;
    app::TrainerSession session(options);
    app::TrainerSession again(options);
    int shared = 0;
    std::set<std::string> passersBy;
    std::set<int> splitChoices;
    std::set<bool> doubles;
    int insured = 0;
    for (int round = 0; round < 200; ++round) {
        const std::vector<SeatSetup> seats = session.dealtSetup()->seats;
        std::vector<int> extra;
        const std::vector<Fault> faults = roundFaults(session);
        for (const Fault& fault : faults)
            if (fault.kind == FaultKind::ExtraBoxWager || fault.kind == FaultKind::WagerAfterSittingOut)
                extra.push_back(fault.seat);
        QVERIFY(!boxesProblem(rules, seats, {}) || !extra.empty());
        std::set<std::string> players;
        for (const SeatSetup& seat : seats)
            players.insert(seat.player);
        const auto seated = session.seatedPlayers();
        for (const SeatSetup& seat : seats) {
            ListedSeats listed{};
            const auto problem = seatSetupProblem(rules, seat, listed);
            QVERIFY2(!problem, problem ? problem->message.c_str() : "");
            if (seat.behind.empty())
                continue;
            ++shared;
            QVERIFY(seat.callerSeated);
            QVERIFY(std::find(seated.begin(), seated.end(), std::pair(seat.seat, seat.player)) != seated.end());
            QVERIFY(std::find(extra.begin(), extra.end(), seat.seat) == extra.end()); // never a foul's box
            QVERIFY(seat.behind.size() <= 2);
            for (const BehindSetup& behind : seat.behind) {
                QVERIFY2(players.insert(behind.player).second, behind.player.c_str()); // a name of their own
                passersBy.insert(behind.player);
                splitChoices.insert(behind.splitHand);
                doubles.insert(behind.doubles);
                insured += behind.insurance.isZero() ? 0 : 1;
            }
            QCOMPARE(session.state().seat(seat.seat).backers.size(), seat.behind.size());
        }
        const std::vector<SeatSetup> replayed = again.dealtSetup()->seats; // the same seed, the same lines
        QCOMPARE(replayed.size(), seats.size());
        for (std::size_t i = 0; i < seats.size(); ++i)
            QVERIFY(replayed[i].behind == seats[i].behind);
        dealWhole(session);
        dealWhole(again);
        QCOMPARE(session.scoreCard().points, 100);
        session.newRound();
        again.newRound();
    }
    if (!massachusetts) {
        QCOMPARE(shared, 0);
        return;
    }
    QVERIFY2(shared >= 5 && shared <= 25, qPrintable(QString::number(shared)));
    QVERIFY2(passersBy.size() >= 3, qPrintable(QString::number(passersBy.size())));
    QCOMPARE(doubles.size(), std::size_t(2));
    QCOMPARE(splitChoices.size(), std::size_t(3));
    QVERIFY(insured > 0);
}

// With irregularities on, a practice shoe procedure brings a shuffler jam or breakdown, a floor
// recut or a card exposed in the wash (core/training/practice_faults.h); each is handled by the procedure's own steps to a perfect score,
// and the correct sequence replays it from the situation as it started (the breakdown changes it).
void TestTrainerSession::practiceShoesBringIncidents()
{
    std::set<std::vector<ShoeIncidentKind>> seen;
    for (std::uint64_t seed = 1; seed <= 24; ++seed) {
        const bool shuffler = seed % 3 != 0;
        app::TrainerSession session(
            {seed % 2 ? marylandProfile(6) : massachusettsProfile(6), app::Mode::Guided, 3, seed, 0.1,
             shuffler ? app::ShoePreparation::AutomatedShuffler : app::ShoePreparation::ShuffleByHand, 1.0});
        QVERIFY(session.betweenRounds());
        const ShoeSituation& situation = session.shoeProcedure().startingSituation();
        QVERIFY(!situation.incidents.empty());
        std::vector<ShoeIncidentKind> kinds;
        for (const ShoeIncident& incident : situation.incidents)
            kinds.push_back(incident.kind);
        seen.insert(kinds);
        const std::vector<DealerAction> key = session.correctSequence();
        finish(session);
        QCOMPARE(session.scoreCard().points, 100);
        QCOMPARE(session.log().size(), key.size());
        QCOMPARE(session.shoeProcedure().incidentsToCome(), std::size_t(0));
    }
    QCOMPARE(seen.size(), std::size_t(5)); // a jam, a breakdown, both, a recut, a card exposed in the wash
}

void TestTrainerSession::scenarioReplacesOnePracticeRound()
{
    app::TrainerSession session({marylandProfile(6), app::Mode::Guided, 5, 9, 0.1, app::ShoePreparation::Skip});
    const int shoeBefore = session.state().shoe.remaining();
    Scenario scenario;
    scenario.id = "one-seat";
    scenario.profile = marylandProfile(6);
    scenario.seats = {
        {1, "Ana", Money::dollars(1000), Money::dollars(10), {}, {}, {}, {}, {}, {Decision::Stand}, {}, {}, {}}};
    scenario.shoe.cards = parseCards("9S 7H KD QC").value();
    session.playScenario(scenario);
    QVERIFY(session.scenario());
    QCOMPARE(session.correctSequence(), answerKey(scenario));
    dealWhole(session);
    session.newRound();
    QVERIFY(!session.scenario());
    QCOMPARE(session.state().shoe.remaining(), shoeBefore); // the practice shoe waited
}

// A session's seed with a high half (an exam's, 128 bits) seats other players with other wagers,
// shuffles other shoes and seeds other rounds than its low half alone; the same seed, the same table.
void TestTrainerSession::aSeedsHighHalfGivesAnotherTable()
{
    const auto table = [](Seed seed) {
        app::SessionOptions options = practiceAt(false, 5, 0, 0.0);
        options.seed = seed;
        app::TrainerSession session(options);
        QStringList seen;
        for (int round = 0; round < 3; ++round) {
            const RoundSetup setup = *session.dealtSetup();
            for (const SeatSetup& seat : setup.seats)
                seen << QStringLiteral("s%1 %2 %3")
                            .arg(seat.seat)
                            .arg(QString::fromStdString(seat.player))
                            .arg(seat.wager.inCents());
            const std::vector<Card> cards = setup.shoe.contents().cards;
            seen << QString::fromStdString(notation(std::vector<Card>(cards.begin(), cards.begin() + 8)))
                 << QString::fromStdString(seedText(setup.seed));
            dealWhole(session);
            seen << QString::number(session.log().size());
            session.newRound();
        }
        return seen;
    };
    const QStringList narrow = table(Seed{42, 0});
    QCOMPARE(table(Seed{42}), narrow);
    const QStringList wide = table(Seed{42, 1});
    QCOMPARE(table(Seed{42, 1}), wide);
    QVERIFY(wide != table(Seed{42, 2}));
    int same = 0;
    for (qsizetype i = 0; i < std::min(narrow.size(), wide.size()); ++i)
        same += narrow[i] == wide[i] ? 1 : 0;
    QVERIFY2(same < narrow.size() / 2, qPrintable(narrow.join('|') + QLatin1Char('\n') + wide.join('|')));
}

void TestTrainerSession::synthesisedSoundsAreWavFiles_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<int>("sound");
    QTest::newRow("card") << int(app::Sound::Card);
    QTest::newRow("chips") << int(app::Sound::Chips);
    QTest::newRow("error") << int(app::Sound::Error);
    QTest::newRow("round end") << int(app::Sound::RoundEnd);
    // clang-format on
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
    QVERIFY(peak > 3000);                                              // audible, and clamped below full scale
    QCOMPARE(app::synthesiseWav(static_cast<app::Sound>(sound)), wav); // deterministic
}

// The command table's sound column: a card makes the card's sound as it moves, chips the chips'; an
// announcement or a peek moves nothing and is silent.
void TestTrainerSession::cardsAndChipsSoundAsTheyMove()
{
    QCOMPARE(app::soundOf(ActionKind::DealCard), std::optional(app::Sound::Card));
    QCOMPARE(app::soundOf(ActionKind::PickUpHand), std::optional(app::Sound::Card));
    QCOMPARE(app::soundOf(ActionKind::Pay), std::optional(app::Sound::Chips));
    QCOMPARE(app::soundOf(ActionKind::SettleRescue), std::optional(app::Sound::Chips));
    QCOMPARE(app::soundOf(ActionKind::Peek), std::optional<app::Sound>());
    QCOMPARE(app::soundOf(ActionKind::AskPlayer), std::optional<app::Sound>());
    for (const app::CommandInfo& info : app::allCommands())
        QVERIFY2(info.sound != app::Sound::Error && info.sound != app::Sound::RoundEnd, info.label);
}

// Guided practice judges as it goes (a tick, or the mistake with its section, severity, sentence and
// what was expected, and the error tone); free practice only says done or not taken.
void TestTrainerSession::verdictsAreToldAsTheModeSays()
{
    const DealerAction deal = DealerAction::deal(Spot::player(3));
    Verdict accepted;
    accepted.action = deal;
    Verdict mistaken;
    mistaken.action = deal;
    mistaken.accepted = false;
    mistaken.mistake = {MistakeCode::DealOrder,
                        "MD-S21 7.E",
                        Severity::Major,
                        {DealerAction::deal(Spot::player(1))},
                        "Deal the first card to seat 1: left to right, one card at a time."};

    const app::VerdictFeedback tick = app::verdictFeedback(accepted, app::Mode::Guided, true);
    QVERIFY(tick.html.contains("&#10003;"));
    QVERIFY(tick.html.contains(QString::fromStdString(describe(deal)).toHtmlEscaped()));
    QCOMPARE(tick.sound, std::optional(app::Sound::Card));

    const app::VerdictFeedback wrong = app::verdictFeedback(mistaken, app::Mode::Guided, false);
    for (const QString& part :
         {QStringLiteral("&#10007;"), QString::fromStdString(mistakeCodeWords(MistakeCode::DealOrder)),
          QStringLiteral("MD-S21 7.E"), QStringLiteral("major"), QStringLiteral("left to right, one card at a time."),
          QStringLiteral("Expected: "),
          QString::fromStdString(describe(DealerAction::deal(Spot::player(1)))).toHtmlEscaped()})
        QVERIFY2(wrong.html.contains(part), qPrintable(part));
    QCOMPARE(wrong.sound, std::optional(app::Sound::Error));

    const app::VerdictFeedback done = app::verdictFeedback(mistaken, app::Mode::Free, true);
    QVERIFY(done.html.startsWith("Done: "));
    QVERIFY(!done.html.contains("7.E")); // judged only in the summary
    QCOMPARE(done.sound, std::optional(app::Sound::Card));
    const app::VerdictFeedback refused = app::verdictFeedback(mistaken, app::Mode::Free, false);
    QVERIFY(refused.html.contains("Not taken: "));
    QCOMPARE(refused.sound, std::optional<app::Sound>());
}

QTEST_GUILESS_MAIN(TestTrainerSession)
#include "tst_trainer_session.moc"

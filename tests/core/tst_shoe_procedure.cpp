// The shoe procedure between rounds, both jurisdictions: every step's correct action is accepted and
// a wrong one is rejected with its code and section; whole procedures produce the shoe the seeded
// shuffle, the cut and the cover card imply; everything is deterministic from the seed.
#include "core/shoe_procedure/shoe_procedure.h"
#include "round_harness.h"

#include <QStringList>
#include <QtTest>

#include <memory>

using namespace s21;
using namespace s21::test;

namespace {

constexpr std::uint64_t kSeed = 2026;

ShoeStart startNamed(const QString& name)
{
    if (name == "pre-shuffled")
        return ShoeStart::PreShuffledDecks;
    if (name == "cover-card")
        return ShoeStart::CoverCardReached;
    if (name == "floor")
        return ShoeStart::FloorReshuffle;
    if (name == "new-dealer")
        return ShoeStart::NewDealer;
    if (name == "idle")
        return ShoeStart::IdleTable;
    return ShoeStart::NewDecks;
}

// "new-decks" or "cover-card" and friends, then options: "auto" (automated shuffler), "no-tens",
// "face-up" (an idle table's spread), "first=3", "cover=5", "last=6", "seats=1,3,7".
ShoeSituation situation(const QString& text)
{
    const QStringList words = text.split(' ', Qt::SkipEmptyParts);
    ShoeSituation s;
    s.start = startNamed(words.value(0));
    s.seats = {1, 3, 7};
    s.seed = kSeed;
    for (const QString& word : words.mid(1)) {
        const QString value = word.section('=', 1);
        if (word == "auto")
            s.shuffle = ShuffleMethod::AutomatedShuffler;
        else if (word == "no-tens")
            s.decksContainTens = false;
        else if (word == "face-up")
            s.spreadFaceUp = true;
        else if (word.startsWith("first="))
            s.firstPlayer = value.toInt();
        else if (word.startsWith("cover="))
            s.coverCardSeat = value.toInt();
        else if (word.startsWith("last="))
            s.lastFirstOffer = value.toInt();
        else if (word.startsWith("seats=")) {
            s.seats.clear();
            for (const QString& seat : value.split(','))
                s.seats.push_back(seat.toInt());
        }
    }
    if (s.start == ShoeStart::NewDealer)
        s.shoeInPlay = seededShoe(marylandProfile(6), kSeed + 1);
    return s;
}

// The players' answers: "3:100" (seat 3 cuts 100 cards from the top), "5:-" (seat 5 refuses).
void scriptCuts(ScriptedCuts& cuts, const QString& script)
{
    for (const QString& entry : script.split(' ', Qt::SkipEmptyParts)) {
        const int seat = entry.section(':', 0, 0).toInt();
        const QString answer = entry.section(':', 1);
        cuts.add(seat, answer == "-" ? CutAnswer::refuse() : CutAnswer::cutAt(answer.toInt()));
    }
}

class ShoeTable {
public:
    ShoeTable(const QString& profile, const QString& start, const QString& cuts = {})
    {
        scriptCuts(cuts_, cuts);
        procedure_ = std::make_unique<ShoeProcedure>(profileNamed(profile), situation(start), cuts_, clock_);
    }

    ShoeProcedure& procedure() { return *procedure_; }
    ManualClock& clock() { return clock_; }
    Verdict act(const QString& action) { return procedure_->apply(parseAction(action.toStdString()).value()); }
    QString next() const
    {
        const auto expected = procedure_->expected();
        return expected.empty() ? QString() : QString::fromStdString(notation(expected.front()));
    }
    // Takes the procedure's own steps until the next one starts with `prefix`.
    void advanceUntil(const QString& prefix)
    {
        while (!procedure_->complete() && !next().startsWith(prefix))
            procedure_->apply(procedure_->expected().front());
    }
    QStringList finish()
    {
        QStringList taken;
        while (!procedure_->complete()) {
            taken << next();
            procedure_->apply(procedure_->expected().front());
        }
        return taken;
    }

private:
    ScriptedCuts cuts_;
    ManualClock clock_;
    std::unique_ptr<ShoeProcedure> procedure_;
};

// The verdict is the mistake `code` under `section`, of `severity`.
void expectMistake(const Verdict& verdict, const QString& code, const QString& section, Severity severity)
{
    QVERIFY(verdict.isMistake());
    QCOMPARE(QString::fromStdString(mistakeCodeName(verdict.mistake.code)), code);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
    QCOMPARE(verdict.mistake.severity, severity);
}

std::vector<Card> allCards(Shoe shoe)
{
    std::vector<Card> cards;
    while (!shoe.empty())
        cards.push_back(shoe.draw());
    return cards;
}

} // namespace

class TestShoeProcedure : public QObject {
    Q_OBJECT
private slots:
    void correctProcedureIsAccepted_data();
    void correctProcedureIsAccepted();
    void wrongActions_data();
    void wrongActions();
    void mistakeIsNotApplied();
    void stripNeedsTwoRiffles();
    void illegalPlayerCutNeedsARecut();
    void floorOrdersARecut();
    void floorRecutOnlyBetweenCutAndShoe();
    void massachusettsRecutOnceLoaded();
    void burnCardShownWhenAPlayerAsks();
    void shoeIsTheSeededShuffleCut();
    void newDealerBurnsFromTheShoeInPlay();
    void deterministicFromTheSeed();
    void shufflerFaults_data();
    void shufflerFaults();
    void shufflerFaultsOnlyWhileTheShufflerWorks();
    void reshuffleAfterAJamIsANewShuffle();
    void cardExposedInTheWashIsRemixed_data();
    void cardExposedInTheWashIsRemixed();
    void cardExposedOnlyBetweenWashAndStack();
    void notationRoundTripsEveryShoeAction();
    void hintNamesTheSection();
    void logIsTimed();
    void shoeFeedsARound();
    void blackjackShufflerAlternatesTwoBatches();
    void aDoubleShoeLoadsEachSideApart();
    void aDoubleShoesCoverCardReshufflesItsSideAlone();
    void impossibleSituationsAreRefused();
};

void TestShoeProcedure::correctProcedureIsAccepted_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("cuts");
    QTest::addColumn<QString>("answerKey");
    const QString tail = "|complete-cut|insert-cover 72|load-shoe|burn";
    QTest::newRow("MD new decks: MD-S21 4.A-F, 5.A-E, 5.D(1), 7.B(3)")
        << "MD" << "new-decks first=3" << "3:100"
        << "inspect|floor|remove-tens|spread|wash|stack|shuffle|offer-cut s3" + tail;
    QTest::newRow("MA new decks: MA-S21 3, 4(j)(2)-(4), 4(d)(1), 4(e), 7(c)")
        << "MA" << "new-decks first=3" << "3:100"
        << "inspect|floor|remove-tens|spread|wash|stack|riffle|riffle|turn|strip|offer-cut s3" + tail;
    QTest::newRow("MD new decks without 10s: MD-S21 4.B does not apply")
        << "MD" << "new-decks no-tens first=1" << "1:50"
        << "inspect|floor|spread|wash|stack|shuffle|offer-cut s1" + tail;
    QTest::newRow("MD pre-shuffled decks: MD-S21 4.G, 5.A") << "MD" << "pre-shuffled first=7" << "7:200"
                                                           << "offer-cut s7" + tail;
    QTest::newRow("MA pre-shuffled decks: MA-S21 4(b)(2)") << "MA" << "pre-shuffled first=7" << "7:200"
                                                           << "offer-cut s7" + tail;
    QTest::newRow("MD cover card on seat 3, refused: MD-S21 7.D, 5.D(2), 5.C")
        << "MD" << "cover-card cover=3" << "3:-" << "unload-shoe|shuffle|offer-cut s3|cut 144" + tail;
    QTest::newRow("MD cover card on the dealer's hand: MD-S21 5.D(3)-(4)")
        << "MD" << "cover-card cover=0" << "7:- 3:120" << "unload-shoe|shuffle|offer-cut s7|offer-cut s3" + tail;
    QTest::newRow("MD floor reshuffle, all refuse: MD-S21 5.G, 5.D(5)-(6), 5.C")
        << "MD" << "floor" << "" << "unload-shoe|shuffle|offer-cut s7|offer-cut s3|offer-cut s1|cut 10" + tail;
    QTest::newRow("MA cover card: MA-S21 7(j)(2), 4(j)(1) plug, 4(d)(2) far right")
        << "MA" << "cover-card cover=3" << "7:150"
        << "unload-shoe|plug|riffle|riffle|turn|strip|offer-cut s7" + tail;
    QTest::newRow("MA next shoe: MA-S21 4(d)(2) the offer rotates counterclockwise")
        << "MA" << "cover-card last=7" << "3:- 1:60"
        << "unload-shoe|plug|riffle|riffle|turn|strip|offer-cut s3|offer-cut s1" + tail;
    QTest::newRow("MA rotation wraps to the far right: MA-S21 4(d)(2)")
        << "MA" << "floor last=1" << "7:60" << "unload-shoe|plug|riffle|riffle|turn|strip|offer-cut s7" + tail;
    QTest::newRow("MA automated shuffler, no cut: MA-S21 4(b)(1)")
        << "MA" << "cover-card auto" << "" << "unload-shoe|shuffle|insert-cover 72|load-shoe|burn";
    QTest::newRow("MD automated shuffler, cut offered: MD-S21 5.A(2), 5.B")
        << "MD" << "cover-card auto cover=7" << "7:278" << "unload-shoe|shuffle|offer-cut s7" + tail;
    QTest::newRow("MD idle table, spread face down: MD-S21 5.H, 5.I(1), 5.D(1)")
        << "MD" << "idle first=3" << "3:100" << "gather|spread-down|wash|stack|shuffle|offer-cut s3" + tail;
    QTest::newRow("MD idle table, the player asks for face up: MD-S21 5.H")
        << "MD" << "idle face-up first=3" << "3:100" << "gather|spread|wash|stack|shuffle|offer-cut s3" + tail;
    QTest::newRow("MD idle table, automated shuffler: MD-S21 5.I(2)(a)-(b)")
        << "MD" << "idle auto first=3" << "3:100"
        << "gather|spread-down|stack|shuffle|remove-batch|offer-cut s3" + tail;
    QTest::newRow("MA idle table spread face down, turned up: MA-S21 4(i), 3(c)")
        << "MA" << "idle first=3" << "3:100"
        << "gather|spread-down|turn-up|wash|stack|riffle|riffle|turn|strip|offer-cut s3" + tail;
    QTest::newRow("MA idle table spread face up: MA-S21 4(i)")
        << "MA" << "idle face-up first=3" << "3:100"
        << "gather|spread|wash|stack|riffle|riffle|turn|strip|offer-cut s3" + tail;
    QTest::newRow("MA idle table, automated shuffler, no cut: MA-S21 4(i), 4(b)(1)")
        << "MA" << "idle auto first=3" << ""
        << "gather|spread-down|turn-up|wash|stack|shuffle|insert-cover 72|load-shoe|burn";
    QTest::newRow("MD new dealer: MD-S21 7.B(4)") << "MD" << "new-dealer" << "" << "burn";
    QTest::newRow("MA new dealer: MA-S21 7(c)") << "MA" << "new-dealer" << "" << "burn";
    // clang-format on
}

void TestShoeProcedure::correctProcedureIsAccepted()
{
    QFETCH(QString, profile);
    QFETCH(QString, start);
    QFETCH(QString, cuts);
    QFETCH(QString, answerKey);
    ShoeTable table(profile, start, cuts);
    for (const QString& action : answerKey.split('|')) {
        QVERIFY2(!table.procedure().complete(), qPrintable(action));
        const Verdict verdict = table.act(action);
        QVERIFY2(verdict.accepted, qPrintable(action + ": " + QString::fromStdString(verdict.mistake.explanation)));
    }
    QVERIFY(table.procedure().complete());
    QVERIFY(table.procedure().expected().empty());
    QCOMPARE(table.procedure().rack().cardCount(), 1);
}

void TestShoeProcedure::wrongActions_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("cuts");
    QTest::addColumn<QString>("advanceTo");
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("section");

    // Opening new decks (MD-S21 4.A-E, MA-S21 3).
    QTest::newRow("MD spread before inspecting") << "MD" << "new-decks first=3" << "" << "inspect" << "spread"
                                                 << "OPENING_PROCEDURE" << "MD-S21 4.A";
    QTest::newRow("MD floorperson not called") << "MD" << "new-decks first=3" << "" << "floor" << "remove-tens"
                                               << "OPENING_PROCEDURE" << "MD-S21 4.A";
    QTest::newRow("MD 10s not removed") << "MD" << "new-decks first=3" << "" << "remove-tens" << "spread"
                                        << "OPENING_PROCEDURE" << "MD-S21 4.B";
    QTest::newRow("MA 10s not removed") << "MA" << "new-decks first=3" << "" << "remove-tens" << "spread"
                                        << "OPENING_PROCEDURE" << "MA-S21 3(b)";
    QTest::newRow("MD not spread for the first player") << "MD" << "new-decks first=3" << "" << "spread" << "wash"
                                                        << "OPENING_PROCEDURE" << "MD-S21 4.C-D";
    QTest::newRow("MA stacked without washing") << "MA" << "new-decks first=3" << "" << "wash" << "stack"
                                                << "OPENING_PROCEDURE" << "MA-S21 3(c)";
    QTest::newRow("MD shuffled before stacking") << "MD" << "new-decks first=3" << "" << "stack" << "shuffle"
                                                 << "OPENING_PROCEDURE" << "MD-S21 4.E";
    QTest::newRow("MA spread before inspecting") << "MA" << "new-decks first=3" << "" << "inspect" << "spread"
                                                 << "OPENING_PROCEDURE" << "MA-S21 3(a)";
    QTest::newRow("MA floorperson not called") << "MA" << "new-decks first=3" << "" << "floor" << "remove-tens"
                                               << "OPENING_PROCEDURE" << "MA-S21 3(b)";
    QTest::newRow("MA not spread for the first player") << "MA" << "new-decks first=3" << "" << "spread" << "wash"
                                                        << "OPENING_PROCEDURE" << "MA-S21 3(b)";
    QTest::newRow("MD stacked without washing") << "MD" << "new-decks first=3" << "" << "wash" << "stack"
                                                << "OPENING_PROCEDURE" << "MD-S21 4.E";
    QTest::newRow("MA riffled before stacking") << "MA" << "new-decks first=3" << "" << "stack" << "riffle"
                                                << "OPENING_PROCEDURE" << "MA-S21 3(c)";

    // Shuffling (MD-S21 5.A, 7.D; MA-S21 4(a), 4(j), 7(j)).
    QTest::newRow("MD cut offered before shuffling") << "MD" << "new-decks first=3" << "" << "shuffle"
                                                     << "offer-cut s3" << "SHUFFLE_PROCEDURE" << "MD-S21 5.A";
    QTest::newRow("MD shoe not emptied after the cover card") << "MD" << "cover-card cover=3" << "" << "unload-shoe"
                                                              << "shuffle" << "SHUFFLE_PROCEDURE" << "MD-S21 7.D";
    QTest::newRow("MA shoe not emptied after the cutting card") << "MA" << "cover-card" << "" << "unload-shoe"
                                                                << "plug" << "SHUFFLE_PROCEDURE" << "MA-S21 7(j)(2)";
    QTest::newRow("MA no plug") << "MA" << "cover-card" << "" << "plug" << "riffle" << "SHUFFLE_PROCEDURE"
                                << "MA-S21 4(j)(1)";
    QTest::newRow("MA strip before any riffle") << "MA" << "new-decks first=3" << "" << "riffle" << "strip"
                                                << "SHUFFLE_PROCEDURE" << "MA-S21 4(j)(4)";
    QTest::newRow("MA a single shuffle step instead of 4(j)") << "MA" << "new-decks first=3" << "" << "riffle"
                                                              << "shuffle" << "SHUFFLE_PROCEDURE" << "MA-S21 4(j)(2)";
    QTest::newRow("MA no turn") << "MA" << "new-decks first=3" << "" << "turn" << "strip" << "SHUFFLE_PROCEDURE"
                                << "MA-S21 4(j)(3)";
    QTest::newRow("MA no strip") << "MA" << "new-decks first=3" << "" << "strip" << "offer-cut s3"
                                 << "SHUFFLE_PROCEDURE" << "MA-S21 4(j)(4)";
    QTest::newRow("MA automated shuffle skipped") << "MA" << "cover-card auto" << "" << "shuffle" << "insert-cover 72"
                                                  << "SHUFFLE_PROCEDURE" << "MA-S21 4(a)";

    // An idle table (MD-S21 5.H-I, MA-S21 4(i)).
    QTest::newRow("MD idle: spread from the shoe") << "MD" << "idle first=3" << "" << "gather" << "spread-down"
                                                   << "IDLE_TABLE_PROCEDURE" << "MD-S21 5.H";
    QTest::newRow("MD idle: face up though nobody asked") << "MD" << "idle first=3" << "" << "spread-down" << "spread"
                                                          << "IDLE_TABLE_PROCEDURE" << "MD-S21 5.H";
    QTest::newRow("MD idle: face down though the player asked") << "MD" << "idle face-up first=3" << "" << "spread"
                                                                << "spread-down" << "IDLE_TABLE_PROCEDURE"
                                                                << "MD-S21 5.H";
    QTest::newRow("MD idle: stacked without washing") << "MD" << "idle first=3" << "" << "wash" << "stack"
                                                      << "IDLE_TABLE_PROCEDURE" << "MD-S21 5.I(1)";
    QTest::newRow("MD idle: into the shuffler unstacked") << "MD" << "idle auto first=3" << "" << "stack"
                                                          << "shuffle" << "IDLE_TABLE_PROCEDURE" << "MD-S21 5.I(2)";
    QTest::newRow("MD idle: the batch in the shuffler not taken out") << "MD" << "idle auto first=3" << ""
                                                                      << "remove-batch" << "offer-cut s3"
                                                                      << "IDLE_TABLE_PROCEDURE" << "MD-S21 5.I(2)(a)";
    QTest::newRow("MD idle: the cut not offered to the arriving player") << "MD" << "idle first=3" << ""
                                                                         << "offer-cut" << "offer-cut s7"
                                                                         << "CUT_OFFER_ORDER" << "MD-S21 5.D(1)";
    QTest::newRow("MA idle: the spread not turned up for the player") << "MA" << "idle first=3" << "" << "turn-up"
                                                                      << "wash" << "IDLE_TABLE_PROCEDURE"
                                                                      << "MA-S21 4(i)";
    QTest::newRow("MA idle: stacked without washing") << "MA" << "idle first=3" << "" << "wash" << "stack"
                                                      << "IDLE_TABLE_PROCEDURE" << "MA-S21 3(c)";

    // Who is offered the cut (MD-S21 5.D, MA-S21 4(d)).
    QTest::newRow("MD new game: not the first player") << "MD" << "new-decks first=3" << "" << "offer-cut"
                                                       << "offer-cut s7" << "CUT_OFFER_ORDER" << "MD-S21 5.D(1)";
    QTest::newRow("MA new game: not the first player") << "MA" << "pre-shuffled first=3" << "" << "offer-cut"
                                                       << "offer-cut s7" << "CUT_OFFER_ORDER" << "MA-S21 4(d)(1)";
    QTest::newRow("MD dealer cuts without offering") << "MD" << "pre-shuffled first=3" << "" << "offer-cut"
                                                     << "cut 144" << "CUT_OFFER_ORDER" << "MD-S21 5.D(1)";
    QTest::newRow("MD not the cover card's seat") << "MD" << "cover-card cover=3" << "" << "offer-cut"
                                                  << "offer-cut s7" << "CUT_OFFER_ORDER" << "MD-S21 5.D(2)";
    QTest::newRow("MD dealer's hand: not the far right") << "MD" << "cover-card cover=0" << "" << "offer-cut"
                                                         << "offer-cut s1" << "CUT_OFFER_ORDER" << "MD-S21 5.D(3)";
    QTest::newRow("MD refused: clockwise instead of counterclockwise")
        << "MD" << "cover-card cover=0" << "7:-" << "offer-cut s3" << "offer-cut s1" << "CUT_OFFER_ORDER"
        << "MD-S21 5.D(4)";
    QTest::newRow("MD floor reshuffle: not the far right") << "MD" << "floor" << "" << "offer-cut" << "offer-cut s3"
                                                           << "CUT_OFFER_ORDER" << "MD-S21 5.D(5)";
    QTest::newRow("MA rotation: the same seat as last shoe") << "MA" << "cover-card last=7" << "" << "offer-cut"
                                                             << "offer-cut s7" << "CUT_OFFER_ORDER" << "MA-S21 4(d)(2)";

    // The cut (MD-S21 5.C, 5.E; MA-S21 4(b)-(c), 4(e)).
    QTest::newRow("MD dealer cuts 9 from the top") << "MD" << "floor" << "" << "cut" << "cut 9" << "CUT_PLACEMENT"
                                                   << "MD-S21 5.E";
    QTest::newRow("MD dealer cuts 9 from the bottom") << "MD" << "floor" << "" << "cut" << "cut 279"
                                                      << "CUT_PLACEMENT" << "MD-S21 5.E";
    QTest::newRow("MA dealer cuts 47 from the top") << "MA" << "floor" << "" << "cut" << "cut 47" << "CUT_PLACEMENT"
                                                    << "MA-S21 4(e)";
    QTest::newRow("MD a player's cut 9 from the top completed") << "MD" << "pre-shuffled first=3" << "3:9"
                                                                << "recut" << "complete-cut" << "CUT_PLACEMENT"
                                                                << "MD-S21 5.E";
    QTest::newRow("MA a player's cut 47 from the top completed") << "MA" << "pre-shuffled first=3" << "3:47"
                                                                 << "recut" << "complete-cut" << "CUT_PLACEMENT"
                                                                 << "MA-S21 4(e)";
    QTest::newRow("MD the cards above the cut not moved") << "MD" << "pre-shuffled first=3" << "3:100"
                                                          << "complete-cut" << "insert-cover 80" << "CUT_PROCEDURE"
                                                          << "MD-S21 5.E(1)";
    QTest::newRow("MA the cards above the cut not moved") << "MA" << "pre-shuffled first=3" << "3:100"
                                                          << "complete-cut" << "load-shoe" << "CUT_PROCEDURE"
                                                          << "MA-S21 4(e)";
    QTest::newRow("MA cut after an automated shuffler") << "MA" << "cover-card auto" << "" << "insert-cover"
                                                        << "offer-cut s7" << "CUT_PROCEDURE" << "MA-S21 4(b)(1)";
    QTest::newRow("MA dealer cut after an automated shuffler") << "MA" << "cover-card auto" << "" << "insert-cover"
                                                               << "cut 144" << "CUT_PROCEDURE" << "MA-S21 4(b)(1)";

    // The cover card, the shoe and the burn (MD-S21 5.E(2)-(3), 7.B; MA-S21 4(e), 7(c)).
    QTest::newRow("MD cover card 71 from the bottom") << "MD" << "floor" << "" << "insert-cover" << "insert-cover 71"
                                                      << "COVER_CARD_DEPTH" << "MD-S21 5.E(2)";
    QTest::newRow("MA cover card 71 from the bottom") << "MA" << "floor" << "" << "insert-cover" << "insert-cover 71"
                                                      << "COVER_CARD_DEPTH" << "MA-S21 4(e)";
    QTest::newRow("MD loaded without the cover card") << "MD" << "floor" << "" << "insert-cover" << "load-shoe"
                                                      << "COVER_CARD_DEPTH" << "MD-S21 5.E(2)";
    QTest::newRow("MD burn skipped") << "MD" << "floor" << "" << "burn" << "deal s1" << "BURN_MISSING"
                                     << "MD-S21 7.B(3)";
    QTest::newRow("MA burn skipped") << "MA" << "floor" << "" << "burn" << "deal s1" << "BURN_MISSING"
                                     << "MA-S21 7(c)";
    QTest::newRow("MD new dealer deals without burning") << "MD" << "new-dealer" << "" << "burn" << "deal s1"
                                                         << "BURN_MISSING" << "MD-S21 7.B(4)";
    QTest::newRow("MD burned before loading the shoe") << "MD" << "floor" << "" << "load-shoe" << "burn"
                                                       << "OUT_OF_PROCEDURE" << "MD-S21 5.E(3)";
    QTest::newRow("MA burned before loading the shoe") << "MA" << "floor" << "" << "load-shoe" << "burn"
                                                       << "OUT_OF_PROCEDURE" << "MA-S21 4(e)";
    QTest::newRow("MA no cut: burned before loading") << "MA" << "cover-card auto" << "" << "load-shoe" << "burn"
                                                      << "OUT_OF_PROCEDURE" << "MA-S21 4(b)(1)";
    QTest::newRow("MA new dealer deals without burning") << "MA" << "new-dealer" << "" << "burn" << "deal s1"
                                                         << "BURN_MISSING" << "MA-S21 7(c)";
    QTest::newRow("MD anything after the burn") << "MD" << "new-dealer" << "" << "" << "burn"
                                                << "OUT_OF_PROCEDURE" << "MD-S21 7.B(3)";
    // clang-format on
}

void TestShoeProcedure::wrongActions()
{
    QFETCH(QString, profile);
    QFETCH(QString, start);
    QFETCH(QString, cuts);
    QFETCH(QString, advanceTo);
    QFETCH(QString, wrong);
    QFETCH(QString, code);
    QFETCH(QString, section);
    ShoeTable table(profile, start, cuts);
    if (advanceTo.isEmpty()) {
        table.finish();
    } else {
        table.advanceUntil(advanceTo);
        QVERIFY2(table.next().startsWith(advanceTo), qPrintable(table.next()));
    }
    const Verdict verdict = table.act(wrong);
    QVERIFY2(verdict.isMistake(), qPrintable(wrong));
    QCOMPARE(QString::fromStdString(mistakeCodeName(verdict.mistake.code)), code);
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
    QCOMPARE(verdict.mistake.severity, defaultSeverity(verdict.mistake.code));
    QVERIFY(!verdict.mistake.explanation.empty());
    QCOMPARE(verdict.mistake.expected, table.procedure().expected());
}

void TestShoeProcedure::mistakeIsNotApplied()
{
    ShoeTable table("MD", "floor");
    table.advanceUntil("cut");
    const QString before = table.next();
    QVERIFY(table.act("cut 5").isMistake());
    QVERIFY(table.act("insert-cover 100").isMistake());
    QCOMPARE(table.next(), before);
    QVERIFY(!table.procedure().log().back().applied);
    QVERIFY(table.act("cut 10").accepted); // exactly ten from the top is legal (MD-S21 5.E)
}

void TestShoeProcedure::stripNeedsTwoRiffles()
{
    // MA-S21 4(j)(4): "The strip should not occur before at least two riffles have taken place."
    ShoeTable table("MA", "cover-card");
    table.advanceUntil("riffle");
    QVERIFY(table.act("riffle").accepted);
    const Verdict early = table.act("strip");
    QCOMPARE(early.mistake.code, MistakeCode::ShuffleProcedure);
    QCOMPARE(QString::fromStdString(early.mistake.section), QString("MA-S21 4(j)(4)"));
    QVERIFY(table.act("riffle").accepted);
    QVERIFY(table.act("turn").accepted);
    QVERIFY(table.act("strip").accepted);
}

void TestShoeProcedure::illegalPlayerCutNeedsARecut()
{
    // MD-S21 5.E: seat 3 places the cover card 9 from the top; the dealer asks again; 100 is legal.
    ShoeTable table("MD", "pre-shuffled first=3", "3:9 3:100");
    QVERIFY(table.act("offer-cut s3").accepted);
    QCOMPARE(table.next(), QString("recut"));
    QVERIFY(table.act("recut").accepted);
    QCOMPARE(table.next(), QString("complete-cut"));
    table.finish();
    const auto& events = table.procedure().events();
    QCOMPARE(int(events.size()), 2);
    QCOMPARE(QString::fromStdString(events[1]), QString("seat 3 places the cover card 100 cards from the top."));
    auto expected = cutStack(shuffledCards(marylandProfile(6), kSeed), 100);
    QCOMPARE(table.procedure().rack().cards().front(), expected.front());
}

void TestShoeProcedure::floorOrdersARecut()
{
    // MD-S21 5.F(1): the recut goes to the player who last cut.
    ShoeTable table("MD", "pre-shuffled first=3", "3:100 3:50");
    table.advanceUntil("insert-cover");
    QVERIFY(table.procedure().orderRecut());
    QCOMPARE(table.next(), QString("offer-cut s3"));
    QVERIFY(table.procedure().hint().find("MD-S21 5.F(1)") != std::string::npos);
    QVERIFY(table.act("offer-cut s7").isMistake());
    table.finish();
    const auto expected = cutStack(cutStack(shuffledCards(marylandProfile(6), kSeed), 100), 50);
    QCOMPARE(table.procedure().rack().cards().front(), expected.front());

    // MA-S21 4(f): the dealer made the cut, so the dealer cuts again.
    ShoeTable dealer("MA", "floor");
    dealer.advanceUntil("cut");
    QVERIFY(dealer.act("cut 100").accepted);
    QVERIFY(dealer.act("complete-cut").accepted);
    QVERIFY(dealer.procedure().orderRecut());
    QVERIFY(dealer.next().startsWith("cut"));
    QVERIFY(dealer.procedure().hint().find("MA-S21 4(f)") != std::string::npos);
}

void TestShoeProcedure::floorRecutOnlyBetweenCutAndShoe()
{
    ShoeTable table("MD", "pre-shuffled first=3", "3:100");
    QVERIFY(!table.procedure().orderRecut());
    table.advanceUntil("load-shoe");
    QVERIFY(table.procedure().orderRecut());
    table.advanceUntil("load-shoe");
    QVERIFY(table.act("load-shoe").accepted);
    QVERIFY(!table.procedure().orderRecut());
}

void TestShoeProcedure::massachusettsRecutOnceLoaded()
{
    // MA-S21 4(f): "After the cards have been cut and before any cards have been dealt, a casino
    // supervisor may require the cards to be recut": also once the stack is in the shoe. The stack
    // comes out of the shoe first; the recut is made on it as it was loaded.
    ShoeTable table("MA", "floor", "7:100 7:60");
    table.advanceUntil("burn");
    QVERIFY(table.procedure().orderRecut());
    QCOMPARE(table.next(), QString("take-out-stack"));
    expectMistake(table.act("offer-cut s7"), QString("CUT_PROCEDURE"), QString("MA-S21 4(f)"), Severity::Major);
    QVERIFY(table.act("take-out-stack").accepted);
    QCOMPARE(table.next(), QString("offer-cut s7"));
    QCOMPARE(table.finish().join('|'), QString("offer-cut s7|complete-cut|insert-cover 72|load-shoe|burn"));
    const auto expected = cutStack(cutStack(shuffledCards(marylandProfile(6), kSeed), 100), 60);
    QCOMPARE(table.procedure().rack().cards().front(), expected.front());
    QVERIFY(!table.procedure().orderRecut()); // burned: the round's first card is next

    // Maryland's window closes when the stack is in the shoe (MD-S21 5.F), as the profile says.
    QVERIFY(!profileNamed("MD").cutCard.recutUntilFirstCard);
    QVERIFY(profileNamed("MA").cutCard.recutUntilFirstCard);
}

void TestShoeProcedure::burnCardShownWhenAPlayerAsks()
{
    // MA-S21 7(c): "The burn card shall be disclosed if requested by a player." Not showing it is a
    // major mistake; the shoe is ready only once it has been shown.
    ShoeTable table("MA", "new-dealer");
    QVERIFY(!table.procedure().askForBurnCard()); // nothing burned yet
    expectMistake(table.act("show-burn"), QString("OUT_OF_PROCEDURE"), QString("MA-S21 7(c)"), Severity::Minor);
    QVERIFY(table.act("burn").accepted);
    QVERIFY(table.procedure().complete());
    QVERIFY(table.procedure().askForBurnCard());
    QVERIFY(!table.procedure().askForBurnCard()); // asked once
    QCOMPARE(table.next(), QString("show-burn"));
    expectMistake(table.act("deal s1"), QString("BURN_CARD_DISCLOSURE"), QString("MA-S21 7(c)"), Severity::Major);
    QVERIFY(table.act("show-burn").accepted);
    QVERIFY(table.procedure().complete());

    // Maryland's 7.B(3)-(4) say nothing of showing the burn card: no request is scripted there.
    ShoeTable maryland("MD", "new-dealer");
    QVERIFY(maryland.act("burn").accepted);
    QVERIFY(!maryland.procedure().askForBurnCard());
    QVERIFY(maryland.procedure().complete());
}

void TestShoeProcedure::shoeIsTheSeededShuffleCut()
{
    // MD-S21 5.E(1)-(2), 7.B(3): the seeded shuffle, the 120 cards above the cut moved to the bottom,
    // the cover card 80 cards from the bottom, the first card burned.
    ShoeTable table("MD", "new-decks first=3", "3:120");
    table.advanceUntil("insert-cover");
    QVERIFY(table.act("insert-cover 80").accepted);
    table.finish();
    const auto stack = cutStack(shuffledCards(marylandProfile(6), kSeed), 120);
    Shoe shoe = table.procedure().shoe();
    QCOMPARE(table.procedure().rack().cards(), std::vector<Card>{stack.front()});
    QCOMPARE(table.procedure().rack().groups().front().source, DiscardSource::Burn);
    QCOMPARE(shoe.remaining(), 287);
    QCOMPARE(shoe.undealt(), std::vector<Card>(stack.begin() + 1, stack.end()));
    int dealt = 1; // the burn card
    while (!shoe.coverCardReached()) {
        shoe.draw();
        ++dealt;
    }
    QCOMPARE(dealt, 288 - 80);
}

void TestShoeProcedure::newDealerBurnsFromTheShoeInPlay()
{
    ShoeTable table("MA", "new-dealer");
    const Shoe before = seededShoe(marylandProfile(6), kSeed + 1);
    QVERIFY(table.act("burn").accepted);
    QCOMPARE(table.procedure().rack().cards(), std::vector<Card>{before.peek()});
    QCOMPARE(table.procedure().shoe().remaining(), before.remaining() - 1);
}

void TestShoeProcedure::deterministicFromTheSeed()
{
    auto run = [](std::uint64_t seed) -> std::pair<QStringList, std::vector<Card>> {
        ShoeSituation s = situation("cover-card cover=0 seats=2,4,6");
        s.seed = seed;
        RandomCuts players(seed);
        ManualClock clock;
        ShoeProcedure procedure(marylandProfile(6), s, players, clock);
        QStringList steps;
        while (!procedure.complete()) {
            const DealerAction next = procedure.expected().front();
            steps << QString::fromStdString(notation(next)) + (procedure.apply(next).accepted ? "" : " (rejected)");
        }
        return std::make_pair(steps, allCards(procedure.shoe()));
    };
    const auto first = run(7);
    const auto again = run(7);
    QVERIFY(!first.first.join('|').contains("rejected"));
    QCOMPARE(first.first, again.first);
    QCOMPARE(first.second, again.second);
    QVERIFY(run(8).second != first.second);
}

void TestShoeProcedure::shufflerFaults_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("advanceTo"); // a jam comes right after `shuffle`, a breakdown before it
    QTest::addColumn<QString>("faults");
    QTest::addColumn<QString>("wrong");
    QTest::addColumn<QString>("section");
    QTest::addColumn<QString>("rest");
    const QString tail = "|complete-cut|insert-cover 72|load-shoe|burn";
    // A jam: the cards are reshuffled before anything else (MD-S21 13.R, MA-S21 15(j)).
    QTest::newRow("MD jam: the cut offered from a jammed shuffle")
        << "MD" << "cover-card auto cover=7" << "offer-cut" << "jam" << "offer-cut s7" << "MD-S21 13.R"
        << "shuffle|offer-cut s7" + tail;
    QTest::newRow("MA jam: loaded from a jammed shuffle") << "MA" << "cover-card auto" << "insert-cover" << "jam"
                                                          << "insert-cover 72" << "MA-S21 15(j)"
                                                          << "shuffle|insert-cover 72|load-shoe|burn";
    QTest::newRow("MA jam: a cut is no answer to a jam") << "MA" << "cover-card auto" << "insert-cover" << "jam"
                                                         << "offer-cut s7" << "MA-S21 15(j)"
                                                         << "shuffle|insert-cover 72|load-shoe|burn";
    QTest::newRow("MD idle jam: the old batch taken out of a jammed shuffler")
        << "MD" << "idle auto first=3" << "remove-batch" << "jam" << "remove-batch" << "MD-S21 13.R"
        << "shuffle|remove-batch|offer-cut s3" + tail;
    // Out of order: covered or signed (MD-S21 13.S), removed (MA-S21 15(k)), before a manual shuffle;
    // the manual shuffle is cut.
    QTest::newRow("MD out of order: shuffled by hand first") << "MD" << "cover-card auto cover=7" << "shuffle"
                                                             << "break" << "shuffle" << "MD-S21 13.S"
                                                             << "cover-shuffler|shuffle|offer-cut s7" + tail;
    QTest::newRow("MD out of order: removed, not covered") << "MD" << "cover-card auto cover=7" << "shuffle"
                                                           << "break" << "remove-shuffler" << "MD-S21 13.S"
                                                           << "cover-shuffler|shuffle|offer-cut s7" + tail;
    QTest::newRow("MA out of order: covered, not removed")
        << "MA" << "cover-card auto" << "unload-shoe" << "break" << "cover-shuffler" << "MA-S21 15(k)"
        << "remove-shuffler|unload-shoe|plug|riffle|riffle|turn|strip|offer-cut s7" + tail;
    QTest::newRow("MA out of order: riffled with the shuffler on the table")
        << "MA" << "cover-card auto" << "insert-cover" << "jam break" << "riffle" << "MA-S21 15(k)"
        << "remove-shuffler|plug|riffle|riffle|turn|strip|offer-cut s7" + tail;
    QTest::newRow("MD idle out of order before the stack: washed by hand (5.I(1))")
        << "MD" << "idle auto first=3" << "stack" << "break" << "wash" << "MD-S21 13.S"
        << "cover-shuffler|wash|stack|shuffle|offer-cut s3" + tail;
    QTest::newRow("MD idle, jammed, then out of order: the stacked cards washed again")
        << "MD" << "idle auto first=3" << "remove-batch" << "jam break" << "shuffle" << "MD-S21 13.S"
        << "cover-shuffler|wash|stack|shuffle|offer-cut s3" + tail;
    // clang-format on
}

void TestShoeProcedure::shufflerFaults()
{
    QFETCH(QString, profile);
    QFETCH(QString, start);
    QFETCH(QString, advanceTo);
    QFETCH(QString, faults);
    QFETCH(QString, wrong);
    QFETCH(QString, section);
    QFETCH(QString, rest);
    ShoeTable table(profile, start, "3:100 7:100");
    table.advanceUntil(advanceTo);
    for (const QString& fault : faults.split(' '))
        QVERIFY2(fault == "jam" ? table.procedure().jamShuffler() : table.procedure().breakShuffler(),
                 qPrintable(fault));
    const Verdict verdict = table.act(wrong);
    QVERIFY2(verdict.isMistake(), qPrintable(wrong));
    QCOMPARE(QString::fromStdString(mistakeCodeName(verdict.mistake.code)), QString("SHUFFLER_MALFUNCTION"));
    QCOMPARE(QString::fromStdString(verdict.mistake.section), section);
    QCOMPARE(verdict.mistake.severity, Severity::Major);
    QCOMPARE(table.finish().join('|'), rest);
}

void TestShoeProcedure::shufflerFaultsOnlyWhileTheShufflerWorks()
{
    ShoeTable manual("MD", "floor");
    QVERIFY(!manual.procedure().jamShuffler());
    QVERIFY(!manual.procedure().breakShuffler());
    manual.advanceUntil("offer-cut");
    QVERIFY(!manual.procedure().jamShuffler());

    ShoeTable automated("MD", "cover-card auto cover=7", "7:100");
    QVERIFY(!automated.procedure().jamShuffler()); // its cycle has not run yet
    automated.advanceUntil("offer-cut");
    QVERIFY(!automated.procedure().breakShuffler()); // the shuffle is done: nothing to replace
    automated.act("offer-cut s7");
    QVERIFY(!automated.procedure().jamShuffler()); // the cards are already being cut
    const auto events = automated.procedure().events();
    const auto mentionsShuffler = [](const std::string& event) { return event.find("shuffler") != event.npos; };
    QVERIFY(std::none_of(events.begin(), events.end(), mentionsShuffler));

    ShoeTable broken("MA", "cover-card auto");
    QVERIFY(broken.procedure().breakShuffler());
    QVERIFY(!broken.procedure().breakShuffler()); // once out of order, it stays so
    QVERIFY(!broken.procedure().jamShuffler());
    QCOMPARE(broken.procedure().events().back(),
             std::string("The automated shuffler is out of order and cannot be used."));
}

void TestShoeProcedure::reshuffleAfterAJamIsANewShuffle()
{
    // MD-S21 13.R / MA-S21 15(j): the jammed cycle's order is not dealt; the reshuffle is the seeded
    // shuffle of seed + 1 (no cut after the MA shuffler), minus the burn.
    ShoeTable table("MA", "cover-card auto");
    table.advanceUntil("insert-cover");
    QVERIFY(table.procedure().jamShuffler());
    table.finish();
    std::vector<Card> expected = shuffledCards(marylandProfile(6), kSeed + 1);
    expected.erase(expected.begin());
    QCOMPARE(allCards(table.procedure().shoe()), expected);
}

void TestShoeProcedure::cardExposedInTheWashIsRemixed_data()
{
    // One column, "profile start|code|section": the rows are a table aligned by hand.
    QTest::addColumn<QString>("row");
    // clang-format off
    QTest::newRow("MA new decks")  << "MA new-decks first=3|OPENING_PROCEDURE|MA-S21 3(c)";
    QTest::newRow("MD new decks")  << "MD new-decks first=3|OPENING_PROCEDURE|MD-S21 4.E";
    QTest::newRow("MA idle table") << "MA idle first=3|IDLE_TABLE_PROCEDURE|MA-S21 3(c)";
    QTest::newRow("MD idle table") << "MD idle first=3|IDLE_TABLE_PROCEDURE|MD-S21 5.I(1)";
    // clang-format on
}

void TestShoeProcedure::cardExposedInTheWashIsRemixed()
{
    // MA-S21 3(c): "If during the mixing or the stacking process a card is turned over and exposed to
    // the players, the cards shall be remixed." Stacking them as they are is a major mistake.
    QFETCH(QString, row);
    const QStringList fields = row.split('|');
    const QString code = fields[1];
    const QString section = fields[2];
    ShoeTable table(fields[0].section(' ', 0, 0), fields[0].section(' ', 1), "3:100");
    table.advanceUntil("stack");
    QVERIFY(table.procedure().exposeCardInWash());
    QCOMPARE(table.next(), QString("wash"));
    expectMistake(table.act("stack"), code, section, Severity::Major);
    QVERIFY(table.act("wash").accepted);
    QCOMPARE(table.next(), QString("stack"));
    // It can happen again in the remix.
    QVERIFY(table.procedure().exposeCardInWash());
    QVERIFY(table.act("wash").accepted);
    QVERIFY(table.act("stack").accepted);
    table.finish();
    QVERIFY(table.procedure().complete());
    QCOMPARE(table.procedure().events().front(),
             std::string("A card turns over during the wash and is exposed to the players."));
}

void TestShoeProcedure::cardExposedOnlyBetweenWashAndStack()
{
    ShoeTable table("MA", "new-decks first=3", "3:100");
    QVERIFY(!table.procedure().exposeCardInWash()); // nothing washed yet
    table.advanceUntil("wash");
    QVERIFY(!table.procedure().exposeCardInWash());
    QVERIFY(table.act("wash").accepted);
    QVERIFY(table.procedure().exposeCardInWash());
    QVERIFY(!table.procedure().exposeCardInWash()); // one remix answers it
    QVERIFY(table.act("wash").accepted);
    QVERIFY(table.act("stack").accepted);
    QVERIFY(!table.procedure().exposeCardInWash()); // stacked: the shuffle and the cut follow (4(j)(5))
    // Nothing is washed after a shoe, nor on a Maryland idle table with a shuffler (MD-S21 5.I(2)).
    QVERIFY(!washesCards(profileNamed("MD"), situation("cover-card")));
    QVERIFY(!washesCards(profileNamed("MD"), situation("idle auto first=3")));
    QVERIFY(washesCards(profileNamed("MA"), situation("idle auto first=3")));
    ShoeTable used("MD", "floor");
    used.advanceUntil("offer-cut");
    QVERIFY(!used.procedure().exposeCardInWash());
}

void TestShoeProcedure::notationRoundTripsEveryShoeAction()
{
    // Answer keys are written in the notation: every action the shoe procedure can ask for reads back.
    const std::vector<std::pair<QString, QString>> tables{
        {"MD", "new-decks first=3"}, {"MA", "new-decks first=3"}, {"MA", "cover-card"},        {"MD", "floor"},
        {"MA", "cover-card auto"},   {"MD", "new-dealer"},        {"MD", "idle auto first=3"}, {"MA", "idle first=3"}};
    int seen = 0;
    for (const auto& [profile, start] : tables) {
        ShoeTable table(profile, start, "3:9 3:100");
        while (!table.procedure().complete()) {
            const DealerAction action = table.procedure().expected().front();
            QCOMPARE(parseAction(notation(action)).value(), action);
            table.procedure().apply(action);
            ++seen;
        }
    }
    QVERIFY(seen > 40);
    for (const char* text : {"offer-cut s7", "cut 120", "insert-cover 80", "recut", "complete-cut", "unload-shoe",
                             "gather", "spread-down", "turn-up", "remove-batch", "cover-shuffler", "remove-shuffler"})
        QCOMPARE(QString::fromStdString(notation(parseAction(text).value())), QString(text));
    const auto missingDepth = parseAction("cut");
    QVERIFY(!missingDepth);
    QCOMPARE(missingDepth.error(), (ParseError{"'cut' needs the total announced", 3}));
    // The error says where: the word at fault, or the text's end when a word is missing.
    const std::vector<std::pair<std::string, ParseError>> bad{
        {"", {"an empty action", 0}},
        {"deal s9", {"'s9' is not a spot: seats are s1-s7, split hands s3.1-s3.4", 5}},
        {"deal s3.x", {"'x' is not a hand number", 8}},
        {"pay  s7", {"'pay' needs an amount such as $15 or $7.50", 7}},
        {"burn now", {"unexpected 'now' after 'burn'", 5}}};
    for (const auto& [text, error] : bad) {
        const auto parsed = parseAction(text);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error(), error);
    }
}

void TestShoeProcedure::hintNamesTheSection()
{
    ShoeTable table("MA", "new-decks first=3");
    QVERIFY(table.procedure().hint().find("MA-S21 3(a)") != std::string::npos);
    table.finish();
    QCOMPARE(QString::fromStdString(table.procedure().hint()), QString("The shoe is ready."));
}

void TestShoeProcedure::logIsTimed()
{
    ShoeTable table("MD", "new-dealer");
    table.clock().advance(1500);
    table.act("deal s1");
    table.clock().advance(500);
    table.act("burn");
    const auto& log = table.procedure().log();
    QCOMPARE(int(log.size()), 2);
    QCOMPARE(log[0].milliseconds, std::int64_t(1500));
    QVERIFY(!log[0].applied);
    QCOMPARE(log[1].milliseconds, std::int64_t(2000));
    QVERIFY(log[1].applied);
}

void TestShoeProcedure::shoeFeedsARound()
{
    ShoeTable table("MD", "pre-shuffled first=3", "3:100");
    table.finish();
    ScriptedPlayers players;
    ManualClock clock;
    Round round(table.procedure().roundSetup({seat(3, 10)}), players, clock);
    QCOMPARE(round.expected().front(), DealerAction::deal(Spot::player(3)));
    QVERIFY(round.apply(DealerAction::deal(Spot::player(3))).accepted);
    QCOMPARE(round.state().seat(3).hands.front().cards.cards().front(),
             cutStack(shuffledCards(marylandProfile(6), kSeed), 100)[1]);
}

void TestShoeProcedure::impossibleSituationsAreRefused()
{
    ScriptedCuts cuts;
    ManualClock clock;
    ShoeSituation bad = situation("floor seats=3,3");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ShoeProcedure(marylandProfile(6), bad, cuts, clock));
    bad = situation("floor seats=8");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ShoeProcedure(marylandProfile(6), bad, cuts, clock));
    bad = situation("new-dealer");
    bad.shoeInPlay = Shoe();
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ShoeProcedure(marylandProfile(6), bad, cuts, clock));
    bad = situation("idle first=2"); // MD-S21 5.I: the cards are spread for the player who arrives
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, ShoeProcedure(marylandProfile(6), bad, cuts, clock));
}

void TestShoeProcedure::aDoubleShoeLoadsEachSideApart()
{
    // MD-BJ 4.F-G: each side's decks spread, washed and stacked apart; each side shuffled, cut, given
    // its own cover card (3.C(2)) and loaded; no burn (7.C replaces 7.B(3)).
    ShoeTable table("BJ-double", "new-decks first=3", "3:100 3:90");
    const QString side = "shuffle|offer-cut s3|complete-cut|insert-cover 39|load-shoe";
    QCOMPARE(table.finish().join('|'), "inspect|floor|spread|spread|wash|stack|wash|stack|" + side + "|" + side);
    const Shoe& shoe = table.procedure().shoe();
    QVERIFY(shoe.isDouble());
    QCOMPARE(shoe.dealingSide(), CardBack::Red);
    QCOMPARE(shoe.remainingIn(CardBack::Red), 156); // three 52-card decks a side
    QCOMPARE(shoe.remainingIn(CardBack::Blue), 156);
    QCOMPARE(shoe.cardsBeforeCoverCard(), 156 - 39);
    QCOMPARE(table.procedure().rack().cardCount(), 0);
    ShoeTable early("BJ-double", "new-decks first=3");
    early.advanceUntil("spread");
    QVERIFY(early.act("spread").accepted);
    expectMistake(early.act("wash"), "OPENING_PROCEDURE", "MD-BJ 4.F", Severity::Major);
    early.advanceUntil("stack"); // the red side washed: it is stacked before the blue side is washed
    expectMistake(early.act("wash"), "OPENING_PROCEDURE", "MD-BJ 4.G", Severity::Major);
}

void TestShoeProcedure::aDoubleShoesCoverCardReshufflesItsSideAlone()
{
    // MD-BJ 7.E(2): the cards left in the side whose cover card came out, and its segregated area, go
    // to the rack; that side alone is shuffled, cut and loaded again; the other side and its
    // discards stay as they were.
    const RuleProfile profile = profileNamed("BJ-double");
    Shoe inPlay = seededShoe(profile, kSeed);
    for (int i = 0; i < 120; ++i)
        inPlay.draw(); // the red side, past its cover card
    inPlay.segregate(inPlay.draw());
    inPlay.turnTo(CardBack::Blue);
    for (int i = 0; i < 20; ++i)
        inPlay.draw();
    inPlay.turnTo(CardBack::Red);
    ShoeSituation s = situation("cover-card cover=3");
    s.shoeInPlay = inPlay;
    s.coverCardSide = CardBack::Red;
    s.rackInPlay.place(DiscardSource::PlayerHand, 1, 0, test::cards("9H 8C"));
    s.rackInPlay.placeBacks(CardBack::Blue);
    s.rackInPlay.place(DiscardSource::PlayerHand, 3, 0, test::cards("5C 7S"));
    ScriptedCuts cuts;
    cuts.add(3, CutAnswer::cutAt(80));
    ManualClock clock;
    ShoeProcedure procedure(profile, s, cuts, clock);
    QStringList key;
    while (!procedure.complete()) {
        key << QString::fromStdString(notation(procedure.expected().front()));
        procedure.apply(procedure.expected().front());
    }
    QCOMPARE(key.join('|'), "unload-shoe|shuffle|offer-cut s3|complete-cut|insert-cover 39|load-shoe");
    const Shoe& shoe = procedure.shoe();
    QCOMPARE(shoe.remainingIn(CardBack::Red), 156);
    QVERIFY(shoe.segregated(CardBack::Red).empty());
    QCOMPARE(shoe.remainingIn(CardBack::Blue), 136);          // dealt on as it was
    QCOMPARE(procedure.rack().cards(), test::cards("5C 7S")); // the blue side's discards
}

// MD-BJ 3.B, 4.H: blackjack's automated shuffler alternates two batches of different backs. New
// decks: each batch opened and shuffled apart, the second stored in the shuffler, the first taken
// out and dealt. A used shoe: its batch goes into the shuffler before the stored one comes out, so
// the rack never holds both (3.B(5)). By hand, or in Spanish 21, there is one batch.
void TestShoeProcedure::blackjackShufflerAlternatesTwoBatches()
{
    const QString tail = "|offer-cut s3|complete-cut|insert-cover 78|load-shoe|burn";
    ShoeTable opening("BJ", "new-decks auto first=3", "3:100");
    QCOMPARE(opening.finish().join('|'),
             "inspect|floor|spread|wash|stack|shuffle|inspect|floor|spread|wash|stack|shuffle|remove-batch" + tail);
    ShoeTable used("BJ", "cover-card auto cover=3", "3:100");
    QCOMPARE(used.finish().join('|'), "unload-shoe|shuffle|remove-batch" + tail);
    ShoeTable byHand("BJ", "new-decks first=3", "3:100");
    QCOMPARE(byHand.finish().join('|'), "inspect|floor|spread|wash|stack|shuffle" + tail);
    ShoeTable spanish("MD", "cover-card auto cover=3", "3:100");
    QCOMPARE(spanish.finish().join('|'), QString("unload-shoe|shuffle|offer-cut s3|complete-cut|insert-cover 72|"
                                                 "load-shoe|burn"));

    ShoeTable early("BJ", "cover-card auto cover=3", "3:100");
    early.advanceUntil("shuffle");
    expectMistake(early.act("remove-batch"), "SHUFFLE_PROCEDURE", "MD-BJ 3.B(5)", Severity::Major);
    ShoeTable together("BJ", "new-decks auto first=3", "3:100");
    together.advanceUntil("shuffle");
    QVERIFY(together.act("shuffle").accepted);
    expectMistake(together.act("offer-cut s3"), "OPENING_PROCEDURE", "MD-BJ 4.H", Severity::Major);
    QCOMPARE(together.next(), QString("inspect"));
    together.advanceUntil("remove-batch");
    expectMistake(together.act("offer-cut s3"), "SHUFFLE_PROCEDURE", "MD-BJ 3.B(3)", Severity::Major);
}

QTEST_APPLESS_MAIN(TestShoeProcedure)
#include "tst_shoe_procedure.moc"

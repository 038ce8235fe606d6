// Golden play-throughs: every scenario of the shipped library (the exams' own excepted, whose keys
// are never shown) played by its answer key, with what the trainee reads at each step written out
// and compared with the files under tests/golden/, one per skill folder. At each step: the hint, the
// action the key takes, and the verdict on one wrong action taken there instead (the same payment
// a dollar over, or the next step taken too early) with its code, section, severity and sentence.
// A change of wording or of behaviour shows as a diff of those files in review. Beside the library,
// `seeded-rounds.txt` plays rounds as practice deals them (seven seats, a seeded shoe, players who
// slip now and then) at a Maryland and a Massachusetts table, each by the steps its procedure expects.
//
// To accept a change on purpose, write the files anew and read the diff before committing:
//     S21_UPDATE_GOLDEN=1 build/debug/tests/scenario/tst_golden_play
#include "../golden_file.h"
#include "core/players/strategy_player.h"
#include "core/round/round.h"
#include "core/shoe_procedure/shoe_procedure.h"
#include "core/training/scenario.h"
#include "scenario/scenario_loader.h"

#include <QtTest>

#include <map>
#include <memory>
#include <sstream>
#include <string>

using namespace s21;

namespace {

QString sourcePath(const QString& relative) { return QStringLiteral(S21_SOURCE_DIR "/") + relative; }

// The library's scenarios by skill folder, each relative to scenarios/, sorted; the exams' own left out.
std::map<QString, QStringList> scenariosByFolder()
{
    const QDir root(sourcePath(QStringLiteral("scenarios")));
    std::map<QString, QStringList> folders;
    QDirIterator it(root.path(), {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (documentKind(file.toStdString()) != DocumentKind::Scenario || isExamsOwnScenario(file.toStdString()))
            continue;
        const QString relative = root.relativeFilePath(file);
        folders[relative.section('/', 0, 0)] << relative;
    }
    for (auto& [folder, files] : folders)
        files.sort();
    return folders;
}

// A wrong action to take instead of `key[i]`, one a trainee might: the same payment or collection a
// dollar over, else the first later step of the key the procedure does not accept yet. Nothing when
// every later step is accepted now (the order is free) or none is left.
std::optional<DealerAction> wrongActionAt(const Procedure& procedure, const std::vector<DealerAction>& key,
                                          std::size_t i)
{
    const Stage& stage = procedure.stage();
    if (!key[i].amount.isZero()) {
        DealerAction over = key[i];
        over.amount += Money::dollars(1);
        if (!acceptsNext(stage, over))
            return over;
    }
    for (std::size_t later = i + 1; later < key.size(); ++later)
        if (!acceptsNext(stage, key[later]))
            return key[later];
    return std::nullopt;
}

std::string quoted(const std::string& text) { return text.empty() ? "(none)" : text; }

// Plays `key` on `procedure`, writing each step (see the file's comment) to `out`. A wrong action is
// rejected, leaving the table as it was (MistakePolicy::Reject), so the key's own step follows it.
void playThrough(Procedure& procedure, const std::vector<DealerAction>& key, std::ostream& out)
{
    for (std::size_t i = 0; i < key.size(); ++i) {
        out << i + 1 << ". hint: " << procedure.hint() << "\n";
        if (const std::optional<DealerAction> wrong = wrongActionAt(procedure, key, i)) {
            const Verdict verdict = procedure.apply(*wrong);
            QVERIFY2(verdict.isMistake(), "the wrong action is refused");
            const Mistake& m = verdict.mistake;
            out << "   wrong: " << notation(*wrong) << " -> " << mistakeCodeName(m.code) << ", " << quoted(m.section)
                << ", " << severityName(m.severity) << ": " << quoted(m.explanation) << "\n";
        }
        out << "   do: " << notation(key[i]) << "\n";
        const Verdict verdict = procedure.apply(key[i]);
        QVERIFY2(verdict.accepted, ("the key's step " + notation(key[i]) + " is accepted after the wrong one").c_str());
    }
    QVERIFY2(procedure.complete(), "the key completes the procedure");
    out << "end: " << procedure.hint() << "\n";
}

// The play-through of one scenario file, as written in its folder's golden file.
std::string transcript(const QString& relative)
{
    const std::string path = sourcePath(QStringLiteral("scenarios/") + relative).toStdString();
    const Scenario scenario = loadScenario(path, profilesDirFor(path));
    const std::vector<DealerAction> key = answerKey(scenario);
    std::ostringstream out;
    out << "== " << relative.toStdString() << ": " << scenario.title << " (" << scenario.profile.name << ")\n";
    ManualClock clock;
    if (scenario.shoeProcedure) {
        const auto cuts = scriptedCuts(scenario);
        ShoeProcedure procedure(scenario.profile, *scenario.shoeProcedure, *cuts, clock);
        playThrough(procedure, key, out);
    } else {
        const auto players = scriptedPlayers(scenario);
        Round round(roundSetup(scenario), *players, clock);
        playThrough(round, key, out);
    }
    return out.str() + "\n";
}

// The seeded rounds' golden file, beside the library's folders.
const QString kSeededRounds = QStringLiteral("seeded-rounds");

// Seven seats with practice's wagers (a Match the Dealer wager at two of them), from a shoe and players
// seeded by `seed`.
RoundSetup seededRound(const RuleProfile& profile, std::uint64_t seed)
{
    RoundSetup setup;
    setup.profile = profile;
    for (int seat = 1; seat <= kSeatCount; ++seat)
        setup.seats.push_back({seat, "Player " + std::to_string(seat), Money::dollars(500),
                               Money::dollars(seat % 3 == 0 ? 25 : 10),
                               profile.matchTheDealer.offered && seat % 3 == 1 ? Money::dollars(5) : Money(), Money()});
    setup.seed = Seed(seed, 1);
    setup.shoe = seededShoe(profile, setup.seed);
    setup.burnFirst = seed % 2 == 0;
    return setup;
}

// Rounds as practice deals them, each played by the steps its procedure expects (the key taken from
// a first play with players seeded alike), written as the library's are.
std::string seededTranscript()
{
    std::ostringstream out;
    for (const RuleProfile& profile : {marylandProfile(6), massachusettsProfile(6)}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            out << "== " << profile.name << ", seed " << seed << "\n";
            ManualClock clock;
            std::vector<DealerAction> key;
            {
                StrategyPlayers players(profile, 0.2, Seed(seed, 2));
                Round round(seededRound(profile, seed), players, clock);
                while (!round.complete()) {
                    key.push_back(round.expected().front());
                    if (!round.apply(key.back()).accepted)
                        return out.str() + "the procedure refused its own step " + notation(key.back()) + "\n";
                }
            }
            StrategyPlayers players(profile, 0.2, Seed(seed, 2));
            Round round(seededRound(profile, seed), players, clock);
            playThrough(round, key, out);
            out << "\n";
        }
    }
    return out.str();
}

} // namespace

class TestGoldenPlay : public QObject {
    Q_OBJECT
private slots:
    void folderPlaysAsItsGoldenFileSays_data();
    void folderPlaysAsItsGoldenFileSays();
    void everyGoldenFileHasItsFolder();
};

void TestGoldenPlay::folderPlaysAsItsGoldenFileSays_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<QStringList>("files");
    for (const auto& [folder, files] : scenariosByFolder())
        QTest::newRow(qPrintable(folder)) << folder << files;
    QTest::newRow(qPrintable(kSeededRounds)) << kSeededRounds << QStringList();
}

void TestGoldenPlay::folderPlaysAsItsGoldenFileSays()
{
    QFETCH(QString, folder);
    QFETCH(QStringList, files);
    std::string text = folder == kSeededRounds ? seededTranscript() : std::string();
    if (QTest::currentTestFailed())
        QFAIL("while playing the seeded rounds");
    for (const QString& file : files) {
        text += transcript(file);
        if (QTest::currentTestFailed())
            QFAIL(qPrintable("while playing " + file));
    }
    test::matchGolden(sourcePath(QStringLiteral("tests/golden/%1.txt").arg(folder)), text, "tst_golden_play");
}

// A golden file whose folder is gone (renamed, emptied) is stale: it would pass unread.
void TestGoldenPlay::everyGoldenFileHasItsFolder()
{
    const auto folders = scenariosByFolder();
    const QDir golden(sourcePath(QStringLiteral("tests/golden")));
    for (const QString& file : golden.entryList({QStringLiteral("*.txt")}, QDir::Files))
        QVERIFY2(folders.contains(QFileInfo(file).completeBaseName()) ||
                     QFileInfo(file).completeBaseName() == kSeededRounds,
                 qPrintable(file + " has no scenario folder"));
}

QTEST_APPLESS_MAIN(TestGoldenPlay)
#include "tst_golden_play.moc"

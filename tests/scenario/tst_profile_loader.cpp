// Rule profiles from YAML: the shipped profiles equal the reference values, a short profile
// overrides only what it names, every kind of bad input is a LoadError at "file:line:column: ", and a
// profile of an earlier version loads as the same profile written in today's keys, with a notice at
// each older key.
#include "core/rules/rule_profile.h"
#include "scenario/profile_loader.h"

#include <QtTest>

#include <filesystem>
#include <fstream>
#include <string>

using namespace s21;

Q_DECLARE_METATYPE(s21::RuleProfile)

namespace {

std::string sourcePath(const QString& relative) { return std::string(S21_SOURCE_DIR) + "/" + relative.toStdString(); }

std::string fixture(const QString& name) { return sourcePath("tests/scenario/data/" + name); }

std::string earlierVersion(const QString& name) { return fixture("earlier-versions/" + name); }

QStringList texts(const LoadNotices& notices)
{
    QStringList all;
    for (const LoadNotice& notice : notices)
        all << QString::fromStdString(notice.text());
    return all;
}

} // namespace

class TestProfileLoader : public QObject {
    Q_OBJECT
private slots:
    void shippedProfileEqualsReference_data();
    void shippedProfileEqualsReference();
    void shortProfileOverridesOnlyWhatItNames();
    void shortFileTakesItsNameAsId();
    void gameChoosesItsReference();
    void readerProcedureChoosesTheMassachusettsReference();
    void booleansAreSpeltAsYamlCppSpeltThem_data();
    void booleansAreSpeltAsYamlCppSpeltThem();
    void badFileIsReportedAtItsPosition_data();
    void badFileIsReportedAtItsPosition();
    void errorsNameTheSourceGivenForAString();
    void everyTruncationLoadsOrFailsCleanly();
    void storedProfileWithOnePaytableReadsAsItsWagersWheel();
    void earlierVersionLoadsAsTodaysKeys_data();
    void earlierVersionLoadsAsTodaysKeys();
    void olderPaytableLeavesAWrittenJackpot();
    void writtenProfileReadsBackEqual_data();
    void writtenProfileReadsBackEqual();
    void aFileReadAgainGivesTheSameProfileAndNotices();
    void anEditedFileIsReadAgain();
    void aFileAtTheSizeLimitLoadsAndOneByteMoreIsRefused();
};

void TestProfileLoader::shippedProfileEqualsReference_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("file");
    QTest::addColumn<RuleProfile>("reference");
    QTest::newRow("MD six decks") << "md-2020-6deck.yaml" << marylandProfile(6);
    QTest::newRow("MD eight decks") << "md-2020-8deck.yaml" << marylandProfile(8);
    QTest::newRow("MA no hole card") << "ma-205cmr.yaml" << massachusettsProfile(6);
    QTest::newRow("MA card reader") << "ma-205cmr-reader.yaml"
                                    << massachusettsProfile(6, DealerSecondCard::HoleCardWithReader);
    QTest::newRow("MD blackjack 3 to 2") << "md-bj-6deck-3to2.yaml" << marylandBlackjackProfile(6);
    QTest::newRow("MD blackjack 6 to 5") << "md-bj-6deck-6to5.yaml" << marylandBlackjackProfile(6, {6, 5});
    RuleProfile eightDecks = marylandBlackjackProfile(8);
    eightDecks.id = "md-bj-8deck";
    QTest::newRow("MD blackjack eight decks") << "md-bj-8deck.yaml" << eightDecks;
    // clang-format on
}

void TestProfileLoader::shippedProfileEqualsReference()
{
    QFETCH(QString, file);
    QFETCH(RuleProfile, reference);
    const RuleProfile loaded = loadProfile(sourcePath("scenarios/profiles/" + file));
    QCOMPARE(loaded, reference);
}

void TestProfileLoader::shortProfileOverridesOnlyWhatItNames()
{
    const RuleProfile loaded = loadProfileFromString("jurisdiction: maryland\n"
                                                     "decks: 8\n"
                                                     "splits:\n"
                                                     "  max_additional_splits: 1\n",
                                                     "short.yaml");
    RuleProfile expected = marylandProfile(8);
    expected.splits.maxAdditionalSplits = 1;
    QCOMPARE(loaded, expected);
}

void TestProfileLoader::shortFileTakesItsNameAsId()
{
    const RuleProfile loaded = loadProfile(fixture("short-profile.yaml"));
    RuleProfile expected = massachusettsProfile(8);
    expected.id = "short-profile";
    expected.splits.maxAdditionalSplits = 2;
    QCOMPARE(loaded, expected);
}

// A profile that names the game starts from that game's reference: a blackjack profile of two keys
// is Maryland blackjack; one of another jurisdiction is refused at its key (no MA-BJ text).
void TestProfileLoader::gameChoosesItsReference()
{
    const RuleProfile loaded = loadProfileFromString("game: blackjack\n"
                                                     "jurisdiction: maryland\n"
                                                     "decks: 6\n"
                                                     "blackjack_pays: 6 to 5\n",
                                                     "bj.yaml");
    RuleProfile expected = marylandBlackjackProfile(6); // its id and name too: a string has no file name
    expected.blackjackPays = {6, 5};
    QCOMPARE(loaded, expected);
    try {
        loadProfileFromString("game: blackjack\njurisdiction: massachusetts\ndecks: 6\n", "ma-bj.yaml");
        QFAIL("a Massachusetts blackjack profile loaded");
    } catch (const LoadError& error) {
        QVERIFY2(std::string(error.what()).find("ma-bj.yaml:2:1: jurisdiction") != std::string::npos, error.what());
    }
    try {
        loadProfileFromString("game: blackjack\njurisdiction: maryland\ndecks: 6\nblackjack_pays: 2 to 1\n",
                              "odds.yaml");
        QFAIL("a blackjack paid 2 to 1 loaded");
    } catch (const LoadError& error) {
        QVERIFY2(std::string(error.what()).find("odds.yaml:4:1: blackjack_pays") != std::string::npos, error.what());
        QVERIFY2(std::string(error.what()).find("MD-BJ 13.A(2)") != std::string::npos, error.what());
    }
    // Every profile written before the game had a key is Spanish 21's.
    QCOMPARE(loadProfileFromString("jurisdiction: maryland\ndecks: 6\n", "old.yaml").game, Game::Spanish21);
}

void TestProfileLoader::readerProcedureChoosesTheMassachusettsReference()
{
    const RuleProfile loaded = loadProfileFromString("jurisdiction: massachusetts\n"
                                                     "decks: 6\n"
                                                     "dealer_second_card: hole-card-no-reader\n",
                                                     "reader.yaml");
    QCOMPARE(loaded, massachusettsProfile(6, DealerSecondCard::HoleCardNoReader));
}

void TestProfileLoader::booleansAreSpeltAsYamlCppSpeltThem_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("value"); // 1 true, 0 false, -1 refused
    for (const char* yes : {"y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"})
        QTest::newRow(yes) << yes << 1;
    for (const char* no : {"n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"})
        QTest::newRow(no) << no << 0;
    for (const char* neither : {"tRUE", "TRue", "yES", "1", "0", "''", "~", "\"true \"", "yess", "[true]"})
        QTest::newRow(neither) << neither << -1;
    // clang-format on
}

// The spellings of yaml-cpp 0.7's convert<bool>, which read profiles before the loaders had their own
// document tree: upper, lower or capitalised y/n, yes/no, true/false, on/off.
void TestProfileLoader::booleansAreSpeltAsYamlCppSpeltThem()
{
    QFETCH(QString, text);
    QFETCH(int, value);
    const std::string yaml = "jurisdiction: maryland\ndecks: 6\nsplits:\n  resplit_aces: " + text.toStdString() + "\n";
    try {
        const RuleProfile profile = loadProfileFromString(yaml, "bool.yaml");
        QCOMPARE(profile.splits.resplitAces, value == 1);
        QCOMPARE(value == -1, false);
    } catch (const LoadError& error) {
        QVERIFY2(value == -1, error.what());
        QCOMPARE(error.line(), 4);
        QVERIFY2(std::string(error.what()).find("expected true or false") != std::string::npos, error.what());
    }
}

void TestProfileLoader::badFileIsReportedAtItsPosition_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("missing file") << "no-such-profile.yaml" << 1 << 1 << "expected a readable file, found no such file";
    QTest::newRow("directory") << "" << 1 << 1 << "found a directory or special file";
    QTest::newRow("YAML syntax") << "syntax-error.yaml" << 5 << 14 << "invalid YAML: ";
    QTest::newRow("two documents") << "two-documents.yaml" << 4 << 1 << "expected one YAML document, found a second one";
    QTest::newRow("list containing itself") << "alias-cycle.yaml" << 4 << 8
                                            << "chips item 1: expected an amount of money of at least $0.01 such as "
                                               "$7.50 or 25, found [a list]";
    QTest::newRow("empty document") << "empty.yaml" << 1 << 1 << "expected a mapping of keys to values, found nothing";
    QTest::newRow("list, not mapping") << "not-a-mapping.yaml" << 1 << 1
                                       << "expected a mapping of keys to values, found [a mapping, a mapping]";
    QTest::newRow("unknown key") << "unknown-key.yaml" << 3 << 1
                                 << "unknown key 'spilts'; expected one of: id, name, game, jurisdiction";
    QTest::newRow("unknown nested key") << "unknown-nested-key.yaml" << 5 << 3
                                        << "unknown key 'same_siut' in match_the_dealer; expected one of: offered, "
                                           "order, same_suit, different_suit, minimum_wager, cap_at_base_wager";
    QTest::newRow("repeated key") << "repeated-key.yaml" << 3 << 1
                                  << "repeated key 'decks'; expected it once, found it also at line 2, column 1";
    QTest::newRow("missing required key") << "missing-decks.yaml" << 1 << 1 << "expected the key 'decks', found none";
    QTest::newRow("section not a mapping") << "section-not-a-mapping.yaml" << 3 << 9
                                           << "splits: expected a mapping of keys to values, found '3'";
    QTest::newRow("wrong type: bool") << "wrong-type-bool.yaml" << 4 << 17
                                      << "splits.resplit_aces: expected true or false, found 'maybe'";
    QTest::newRow("wrong type: list") << "wrong-type-list.yaml" << 2 << 8
                                      << "decks: expected an integer from 1 to 8, found ['6']";
    QTest::newRow("out of range") << "out-of-range.yaml" << 2 << 8
                                  << "decks: expected an integer from 1 to 8, found '10'";
    QTest::newRow("bad money") << "bad-money.yaml" << 3 << 16
                               << "table_minimum: expected an amount of money such as $7.50 or 25, "
                                  "found 'five dollars'";
    QTest::newRow("zero chip") << "bad-chip.yaml" << 5 << 5
                               << "chips item 2: expected an amount of money of at least $0.01 such as $7.50 or 25, "
                                  "found '$0'";
    QTest::newRow("bad odds") << "bad-odds.yaml" << 4 << 14
                              << "match_the_dealer.same_suit: expected odds written \"9 to 1\" or \"9:1\", "
                                 "found '9 for 1'";
    QTest::newRow("bad enum") << "bad-enum.yaml" << 3 << 21
                              << "dealer_second_card: expected one of: hole-card-with-reader, hole-card-no-reader, "
                                 "no-hole-card, found 'no-holecard'";
    QTest::newRow("bad paytable") << "bad-paytable.yaml" << 6 << 20
                                  << "bonus_spin.dollar_paytable: expected one of: A, B, C, D, found 'E'";
    QTest::newRow("$1 wager on paytable C") << "dollar-wager-on-paytable-c.yaml" << 6 << 3
                                            << "bonus_spin.dollar_paytable 'C' breaks the rules: the $1 Bonus Spin "
                                               "wager plays paytable A or B (MD-S21BS 12.D(9))";
    QTest::newRow("fixed prize below $5,000") << "small-fixed-prize.yaml" << 7 << 3
                                              << "bonus_spin.five_dollar_jackpot '$4,000' breaks the rules: the "
                                                 "Jackpot on paytable C is at least $5,000 (MD-S21BS 12.D(6)(b))";
    QTest::newRow("meter reset above the meter") << "meter-reset-above-the-meter.yaml" << 8 << 3
                                                 << "bonus_spin.dollar_reset '$1,500' breaks the rules: the meter "
                                                    "on paytable B reads at least its reset amount (MD-S21BS "
                                                    "12.D(6)(b))";
    QTest::newRow("older key beside today's") << "older-key-beside-todays.yaml" << 7 << 3
                                              << "'paytable' in bonus_spin is the older spelling of "
                                                 "'dollar_paytable', which is written too, at line 8, column 3; "
                                                 "keep only 'dollar_paytable'";
    QTest::newRow("MA four splits") << "ma-four-splits.yaml" << 5 << 3
                                    << "splits.max_additional_splits '4' breaks the rules: at most three splits "
                                       "(four hands) (MA-S21 10(c))";
    QTest::newRow("MD without hole card") << "md-no-hole-card.yaml" << 4 << 1
                                          << "dealer_second_card 'no-hole-card' breaks the rules: Maryland deals a "
                                             "hole card and uses a card reader device (MD-S21 2.E, 7.E(4))";
    QTest::newRow("seven decks") << "seven-decks.yaml" << 2 << 1
                                 << "decks '7' breaks the rules: decks must be 6 or 8 (MD-S21 3.A)";
    QTest::newRow("MD Bonus Spin wager") << "md-bonus-spin-wager.yaml" << 5 << 3
                                         << "bonus_spin.wager_amounts ['$1', '$2'] breaks the rules: Bonus Spin "
                                            "wagers are $1 or $5 (MD-S21BS 6.G(2))";
    QTest::newRow("id not the file name") << "id-mismatch.yaml" << 2 << 5
                                          << "id: expected 'id-mismatch' (the file name without .yaml), found "
                                             "'md-2020-6deck'";
    // clang-format on
}

void TestProfileLoader::badFileIsReportedAtItsPosition()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const std::string path = fixture(file);
    const std::string prefix = path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": ";
    try {
        loadProfile(path);
        QFAIL("the file loaded");
    } catch (const LoadError& error) {
        const std::string what = error.what();
        QVERIFY2(what.starts_with(prefix), what.c_str());
        QVERIFY2(what.find(message.toStdString()) != std::string::npos, what.c_str());
        QCOMPARE(error.file(), path);
        QCOMPARE(error.line(), line);
        QCOMPARE(error.column(), column);
        QCOMPARE(what, prefix + error.message());
    }
}

void TestProfileLoader::errorsNameTheSourceGivenForAString()
{
    try {
        loadProfileFromString("jurisdiction: maryland\ndecks: six\n", "pasted profile");
        QFAIL("the text loaded");
    } catch (const LoadError& error) {
        QCOMPARE(std::string(error.what()),
                 std::string("pasted profile:2:8: decks: expected an integer from 1 to 8, found 'six'"));
    }
}

void TestProfileLoader::everyTruncationLoadsOrFailsCleanly()
{
    // Any prefix of a real profile is either a valid profile or a LoadError with a position in it.
    QFile file(QString::fromStdString(sourcePath("scenarios/profiles/ma-205cmr-reader.yaml")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const std::string text = file.readAll().toStdString();
    for (std::size_t length = 0; length <= text.size(); ++length) {
        try {
            QVERIFY(validate(loadProfileFromString(text.substr(0, length), "cut.yaml")).empty());
        } catch (const LoadError& error) {
            QVERIFY(error.line() >= 1 && error.column() >= 1);
        }
    }
}

void TestProfileLoader::writtenProfileReadsBackEqual_data()
{
    // The rows are a table aligned by hand.
    // clang-format off
    QTest::addColumn<RuleProfile>("profile");
    for (const auto& entry : std::filesystem::directory_iterator(sourcePath("scenarios/profiles")))
        QTest::newRow(entry.path().filename().string().c_str()) << loadProfile(entry.path());
    // A trainee's own table: every setting away from its reference value where the rules allow it.
    RuleProfile changed = marylandProfile(8);
    changed.id = "school-table";
    changed.name = "Practice table: \"quotes\", colons: and # hashes";
    changed.finalSettlement = FinalSettlementOrder::SeatBySeatFromRight;
    changed.splits.maxAdditionalSplits = 1;
    changed.splits.resplitAces = false;
    changed.tableMinimum = Money::cents(1250);
    changed.tableMaximum = Money::dollars(2500);
    changed.bonusSpin.variant = BonusSpinVariant::MarylandProgressive;
    changed.bonusSpin.wagerAmounts = {Money::dollars(1), Money::dollars(5)};
    changed.bonusSpin.dollarWheel = {'B', Money::cents(123456), Money::dollars(1100)};
    changed.bonusSpin.fiveDollarWheel = {'D', Money::cents(1234567), Money::dollars(6000)};
    QTest::newRow("changed settings") << changed;
    // clang-format on
}

void TestProfileLoader::storedProfileWithOnePaytableReadsAsItsWagersWheel()
{
    // What profileYaml() wrote before the $1 and $5 wagers had a paytable each (MD-S21BS 12.D(9)-(10)).
    const std::string before = profileYaml(marylandProfile(6));
    const auto withOldKeys = [&](const std::string& letter, const std::string& meter) {
        std::string yaml = before;
        const auto from = yaml.find("  dollar_paytable:");
        const auto to = yaml.find("\n", yaml.find("  five_dollar_jackpot:")) + 1;
        return yaml.replace(from, to - from, "  paytable: " + letter + "\n  progressive_meter: " + meter + "\n");
    };
    const RuleProfile dollar = loadStoredProfile(withOldKeys("B", "$1,500"), "stored profile");
    QCOMPARE(dollar.bonusSpin.dollarWheel, (WheelPaytable{'B', Money::dollars(1500)}));
    QCOMPARE(dollar.bonusSpin.fiveDollarWheel, marylandProfile(6).bonusSpin.fiveDollarWheel);
    const RuleProfile fiveDollars = loadStoredProfile(withOldKeys("D", "$6,000"), "stored profile");
    QCOMPARE(fiveDollars.bonusSpin.fiveDollarWheel, (WheelPaytable{'D', Money::dollars(6000), Money::dollars(5000)}));
    QCOMPARE(fiveDollars.bonusSpin.dollarWheel, marylandProfile(6).bonusSpin.dollarWheel);
    QCOMPARE(loadStoredProfile(before, "stored profile"), marylandProfile(6)); // today's keys as they are
    // Anything else is refused as loadProfileFromString() refuses it.
    QVERIFY_THROWS_EXCEPTION(LoadError, loadStoredProfile(withOldKeys("E", "$1,500"), "stored profile"));
    QVERIFY_THROWS_EXCEPTION(LoadError, loadStoredProfile("decks: [", "stored profile"));
}

void TestProfileLoader::earlierVersionLoadsAsTodaysKeys_data()
{
    // The files of tests/scenario/data/earlier-versions (README.md there says where each comes from).
    QTest::addColumn<QString>("older");
    QTest::addColumn<QString>("today");
    QTest::addColumn<QStringList>("notices"); // after "<older file>:"
    const QString shared = "earlier versions spun this paytable for both wagers; the $5 wager plays its own, "
                           "'five_dollar_paytable' (MD-S21BS 12.D(9)-(10))";
    const QString noMeter = "; $5,000 is the Jackpot they paid with no 'progressive_meter' written";
    QTest::newRow("2f89472: paytable, no meter")
        << "2f89472/profiles/md-2020-6deck.yaml"
        << "in-todays-keys/2f89472/md-2020-6deck.yaml"
        << QStringList{"45:3: 'paytable' in bonus_spin is the older spelling; it is read as 'dollar_paytable' and "
                       "'dollar_jackpot: $5,000' (write those keys instead); " +
                       shared + noMeter};
    QTest::newRow("bd83bd0: paytable and meter")
        << "bd83bd0/profiles/md-2020-6deck-bonus-spin.yaml"
        << "in-todays-keys/bd83bd0/md-2020-6deck-bonus-spin.yaml"
        << QStringList{"10:3: 'paytable' in bonus_spin is the older spelling; it is read as 'dollar_paytable' "
                       "(write that key instead); " +
                           shared,
                       "11:3: 'progressive_meter' in bonus_spin is the older spelling; it is read as 'dollar_jackpot' "
                       "(write that key instead)"};
    QTest::newRow("bd83bd0: the docs' example on paytable C")
        << "bd83bd0/profiles/md-school-8deck-spin.yaml"
        << "in-todays-keys/bd83bd0/md-school-8deck-spin.yaml"
        << QStringList{"43:3: 'paytable' in bonus_spin is the older spelling; it is read as 'five_dollar_paytable' "
                       "and 'five_dollar_jackpot: $5,000' (write those keys instead); earlier versions spun this "
                       "paytable for both wagers; the $1 wager plays its own, 'dollar_paytable' (MD-S21BS "
                       "12.D(9)-(10))" +
                       noMeter};
}

void TestProfileLoader::earlierVersionLoadsAsTodaysKeys()
{
    QFETCH(QString, older);
    QFETCH(QString, today);
    QFETCH(QStringList, notices);
    const std::string file = earlierVersion(older);
    LoadNotices said;
    const RuleProfile loaded = loadProfile(file, &said);
    QCOMPARE(loaded, loadProfile(earlierVersion(today)));
    for (QString& notice : notices)
        notice.prepend(QString::fromStdString(file) + ":");
    QCOMPARE(texts(said), notices);
    QFile text(QString::fromStdString(file)); // as the records keep a profile: read the same way
    QVERIFY(text.open(QIODevice::ReadOnly));
    QCOMPARE(loadStoredProfile(text.readAll().toStdString(), "stored profile"), loaded);
}

void TestProfileLoader::olderPaytableLeavesAWrittenJackpot()
{
    // The $5,000 an older paytable implied without a meter yields to today's key, written beside it.
    LoadNotices notices;
    const RuleProfile profile = loadProfileFromString("jurisdiction: maryland\ndecks: 6\nbonus_spin:\n  paytable: B\n"
                                                      "  dollar_jackpot: $2,000\n",
                                                      "mixed.yaml", &notices);
    QCOMPARE(profile.bonusSpin.dollarWheel, (WheelPaytable{'B', Money::dollars(2000)}));
    QCOMPARE(notices.size(), std::size_t(1));
    QVERIFY(notices.front().text().starts_with("mixed.yaml:4:3: 'paytable' in bonus_spin is the older spelling; it "
                                               "is read as 'dollar_paytable' (write that key instead)"));
}

void TestProfileLoader::writtenProfileReadsBackEqual()
{
    QFETCH(RuleProfile, profile);
    QVERIFY(validate(profile).empty());
    const std::string yaml = profileYaml(profile);
    QCOMPARE(loadProfileFromString(yaml, "written"), profile);
}

QTEST_GUILESS_MAIN(TestProfileLoader)
// A library's scenarios name the same profile file again and again; it is parsed once, and each load
// gives the same profile and the same notices about an earlier version's keys.
void TestProfileLoader::aFileReadAgainGivesTheSameProfileAndNotices()
{
    const std::string file = earlierVersion("bd83bd0/profiles/md-2020-6deck-bonus-spin.yaml");
    LoadNotices first;
    LoadNotices second;
    const RuleProfile once = loadProfile(file, &first);
    const RuleProfile twice = loadProfile(file, &second);
    QCOMPARE(twice, once);
    QVERIFY(!first.empty());
    QCOMPARE(texts(second), texts(first));
}

// An instructor edits a profile while the trainer runs: the next load reads what the file says now,
// never the profile parsed before.
void TestProfileLoader::anEditedFileIsReadAgain()
{
    QTemporaryDir dir;
    const std::filesystem::path file = dir.filePath(QStringLiteral("edited.yaml")).toStdString();
    const auto write = [&](const char* text) {
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out << text;
    };
    write("jurisdiction: maryland\ndecks: 6\n");
    QCOMPARE(loadProfile(file).decks, 6);
    write("jurisdiction: maryland\ndecks: 8\n"); // the same size, perhaps within the same clock tick
    QCOMPARE(loadProfile(file).decks, 8);
    write("jurisdiction: maryland\ndecks: seven\n");
    QVERIFY_THROWS_EXCEPTION(LoadError, loadProfile(file));
}

// A file is read whole up to the size limit (256 KiB) and refused a byte past it, however its size
// was first seen: a comment fills it out to exactly the limit.
void TestProfileLoader::aFileAtTheSizeLimitLoadsAndOneByteMoreIsRefused()
{
    QTemporaryDir dir;
    const std::filesystem::path file = dir.filePath(QStringLiteral("full.yaml")).toStdString();
    const std::string body = "jurisdiction: maryland\ndecks: 6\n#";
    constexpr std::size_t kLimit = 256 * 1024;
    for (const std::size_t size : {kLimit, kLimit + 1}) {
        std::ofstream(file, std::ios::binary | std::ios::trunc)
            << body << std::string(size - body.size() - 1, 'x') << '\n';
        QCOMPARE(std::filesystem::file_size(file), size);
        if (size == kLimit) {
            QCOMPARE(loadProfile(file).decks, 6);
        } else {
            try {
                loadProfile(file);
                QFAIL("a file a byte past the limit loaded");
            } catch (const LoadError& error) {
                QVERIFY2(std::string(error.what()).find("too large") != std::string::npos, error.what());
            }
        }
    }
}

#include "tst_profile_loader.moc"

// The records file: trainees, rounds stored whole and read back equal, replayed to the same
// verdicts, never duplicated, and a damaged or too-new file never emptied or written over.
#include "record_maker.h"
#include "sqlite_shell.h"

#include "records/dealt_from_json.h"
#include "records/packed_text.h"
#include "records/records_database.h"
#include "records/replay.h"
#include "records/schema.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;
using namespace s21::records;

namespace {

std::vector<RuleProfile> profiles()
{
    return {marylandProfile(6), marylandProfile(8), massachusettsProfile(6),
            massachusettsProfile(6, DealerSecondCard::HoleCardWithReader)};
}

bool sameActions(const std::vector<RecordedAction>& a, const std::vector<RecordedAction>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].action != b[i].action || a[i].milliseconds != b[i].milliseconds || a[i].accepted != b[i].accepted ||
            a[i].applied != b[i].applied || a[i].mistake.has_value() != b[i].mistake.has_value())
            return false;
        if (a[i].mistake &&
            (a[i].mistake->code != b[i].mistake->code || a[i].mistake->section != b[i].mistake->section ||
             a[i].mistake->severity != b[i].mistake->severity ||
             a[i].mistake->explanation != b[i].mistake->explanation ||
             a[i].mistake->expected != b[i].mistake->expected))
            return false;
    }
    return true;
}

} // namespace

class TestRecordsDatabase : public QObject {
    Q_OBJECT

private slots:
    void newFileHasTheCurrentSchemaAndItsPragmas()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("sub/records.sqlite")));
        QCOMPARE(records->schemaVersion(), currentSchemaVersion());
        QSqlQuery query(records->connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys")) && query.next());
        QCOMPARE(query.value(0).toInt(), 1);
        QVERIFY(query.exec(QStringLiteral("PRAGMA synchronous")) && query.next());
        QCOMPARE(query.value(0).toInt(), 2); // FULL
    }

    void traineesAreCreatedRenamedArchivedAndDeleted()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        const Trainee ana = records->createTrainee(QStringLiteral("  Ana  "));
        const Trainee ben = records->createTrainee(QStringLiteral("Ben"));
        QCOMPARE(ana.name, QStringLiteral("Ana"));
        QCOMPARE(records->trainees().size(), std::size_t{2});
        records->renameTrainee(ben.id, QStringLiteral("Benedikt"));
        QCOMPARE(records->trainee(ben.id)->name, QStringLiteral("Benedikt"));
        records->setArchived(ana.id, true);
        QCOMPARE(records->trainees().size(), std::size_t{1});
        QCOMPARE(records->trainees(true).size(), std::size_t{2});
        QVERIFY_THROWS_EXCEPTION(RecordsError, records->createTrainee(QStringLiteral("   ")));

        records->setLastTrainee(ben.id);
        QCOMPARE(records->lastTrainee(), std::optional<qint64>(ben.id));
        test::RecordMaker maker(3);
        QVERIFY(records->storeRound(maker.round(marylandProfile(6), ben.id)));
        records->deleteTrainee(ben.id);
        QVERIFY(!records->trainee(ben.id));
        QVERIFY(records->rounds(ben.id).empty());
        QVERIFY(!records->lastTrainee());
        QSqlQuery left(records->connection());
        QVERIFY(left.exec(QStringLiteral("SELECT (SELECT COUNT(*) FROM actions) + (SELECT COUNT(*) FROM mistakes)")));
        QVERIFY(left.next());
        QCOMPARE(left.value(0).toInt(), 0);
    }

    void storedRecordsReadBackEqualAndReplayToTheSameVerdicts()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        const qint64 trainee = records->createTrainee(QStringLiteral("Ana")).id;
        test::RecordMaker maker(11);
        int stored = 0;
        int withMistakes = 0;
        for (const RuleProfile& profile : profiles()) {
            for (int round = 0; round < 12; ++round) {
                const bool playOn = round % 2 == 1;
                const RoundRecord record = maker.round(profile, trainee, 1 + round % 7, playOn, round == 5 ? 9 : -1);
                QVERIFY(records->storeRound(record));
                ++stored;
                const auto loaded = records->loadRound(record.uuid);
                QVERIFY(loaded);
                QVERIFY(sameActions(loaded->actions, record.actions));
                QVERIFY(loaded->dealtFrom.answers == record.dealtFrom.answers);
                QVERIFY(loaded->dealtFrom.profile == profile);
                QCOMPARE(loaded->outcome, record.outcome);
                QCOMPARE(loaded->score.points, record.score.points);
                Replay replay(*loaded);
                QCOMPARE(replay.replayToEnd(), std::optional<std::size_t>());
                QCOMPARE(replay.round()->complete(), record.outcome == RecordOutcome::Complete);
                for (const RecordedAction& action : record.actions)
                    if (action.mistake) {
                        ++withMistakes;
                        break;
                    }
            }
            const RoundRecord shoe = maker.shoeProcedure(profile, trainee);
            QVERIFY(records->storeRound(shoe));
            ++stored;
            Replay replay(*records->loadRound(shoe.uuid));
            QCOMPARE(replay.replayToEnd(), std::optional<std::size_t>());
            QVERIFY(replay.shoeProcedure()->complete());
        }
        QVERIFY(withMistakes > 5);
        const auto rounds = records->rounds(trainee);
        QCOMPARE(rounds.size(), std::size_t(stored));
        QCOMPARE(records->roundCount(trainee), stored);
        // Visited one by one, in the same order (spanish21-cli records rounds prints them so).
        QStringList visited;
        records->visitRounds(trainee, [&](const RoundSummary& round) { visited << round.uuid; });
        QCOMPARE(visited.size(), qsizetype(stored));
        for (std::size_t i = 0; i < rounds.size(); ++i)
            QCOMPARE(visited[qsizetype(i)], rounds[i].uuid);
    }

    // A player's irregularity (issue 17) is kept with the round, its chips included, and the round
    // replays to the same verdicts: a wager caught or missed is judged again the same way.
    void aPlayersIrregularityIsKeptAndReplayed()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        const qint64 trainee = records->createTrainee(QStringLiteral("Ana")).id;
        test::RecordMaker maker(17);
        Fault late;
        late.kind = FaultKind::LateWager;
        late.seat = 2;
        late.chips = Money::dollars(25);
        maker.setFaults({late});
        maker.setHabits({.wrongOneIn = 4, .wrong = {DealerAction::deal(Spot::player(3))}});
        const RoundRecord record = maker.round(marylandProfile(6), trainee, 3);
        QVERIFY(records->storeRound(record));
        const auto loaded = records->loadRound(record.uuid);
        QVERIFY(loaded && loaded->dealtFrom.round);
        QCOMPARE(loaded->dealtFrom.round->faults.size(), std::size_t(1));
        QCOMPARE(loaded->dealtFrom.round->faults.front().kind, FaultKind::LateWager);
        QCOMPARE(loaded->dealtFrom.round->faults.front().chips, Money::dollars(25));
        Replay replay(*loaded);
        QCOMPARE(replay.replayToEnd(), std::optional<std::size_t>());
        QCOMPARE(replay.round()->faultEvents().size(), std::size_t(1));
        const auto& log = replay.round()->log();
        QVERIFY(std::any_of(log.begin(), log.end(), [](const TimedVerdict& entry) {
            return entry.applied && entry.verdict.action.kind == ActionKind::CorrectWager;
        }));
    }

    void aReplayNoticesAnAlteredVerdict()
    {
        QTemporaryDir dir;
        test::RecordMaker maker(5);
        RoundRecord record = maker.round(marylandProfile(6), 1);
        record.actions[3].accepted = !record.actions[3].accepted;
        Replay replay(record);
        QCOMPARE(replay.replayToEnd(), std::optional<std::size_t>(3));
    }

    void aRecordIsStoredOnceWhateverTheRetries()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        const qint64 trainee = records->createTrainee(QStringLiteral("Ana")).id;
        test::RecordMaker maker(7);
        const RoundRecord record = maker.round(marylandProfile(6), trainee);
        QVERIFY(records->storeRound(record));
        QVERIFY(!records->storeRound(record));
        QCOMPARE(records->rounds(trainee).size(), std::size_t{1});
    }

    void aRoundOfAnUnknownTraineeIsRefusedWhole()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        test::RecordMaker maker(9);
        QVERIFY_THROWS_EXCEPTION(RecordsError, records->storeRound(maker.round(marylandProfile(6), 42)));
        QSqlQuery left(records->connection());
        QVERIFY(left.exec(QStringLiteral("SELECT (SELECT COUNT(*) FROM rounds) + (SELECT COUNT(*) FROM actions) + "
                                         "(SELECT COUNT(*) FROM profiles)")));
        QVERIFY(left.next());
        QCOMPARE(left.value(0).toInt(), 0);
    }

    void aFileThatIsNotADatabaseIsKeptAsideUnchanged()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        QByteArray garbage(64 * 1024, 'x');
        garbage.prepend("These are my notes, not a database.\n");
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(garbage);
        }
        QString notice;
        const auto records = RecordsDatabase::open(file, &notice);
        QVERIFY2(notice.contains(QStringLiteral("damaged")), qPrintable(notice));
        QCOMPARE(records->schemaVersion(), currentSchemaVersion());
        const QStringList aside = QDir(dir.path()).entryList({QStringLiteral("records.sqlite.damaged-*")});
        QCOMPARE(aside.size(), 1);
        QVERIFY(notice.contains(aside.front()));
        QFile kept(dir.filePath(aside.front()));
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), garbage);
    }

    void checkedSeparatelyAFileThatIsNotADatabaseIsStillKeptAside()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QByteArray(32 * 1024, 'x'));
        }
        QString notice;
        const auto records = RecordsDatabase::open(file, &notice, RecordsDatabase::IntegrityCheck::Separately);
        QVERIFY2(notice.contains(QStringLiteral("damaged")), qPrintable(notice));
        QCOMPARE(RecordsDatabase::checkIntegrity(file), QStringList{}); // the new file is whole
    }

    void aFileFromANewerTrainerIsRefusedAndLeftAlone()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        {
            const auto records = RecordsDatabase::open(file);
            QSqlQuery query(records->connection());
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = %1").arg(currentSchemaVersion() + 1)));
        }
        try {
            RecordsDatabase::open(file);
            QFAIL("a newer schema was accepted");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::TooNew);
            QVERIFY(error.message().contains(QStringLiteral("newer version")));
        }
        QVERIFY(QDir(dir.path()).entryList({QStringLiteral("*.damaged-*")}).isEmpty());
    }

    // The amount of each double is one of the players' answers (MD-S21 10.A: up to the wager); a
    // round stored before doubles for less has none, and its doubles replay for the full wager.
    void answersKeepTheAmountOfADoubleForLess()
    {
        DealtFrom dealt;
        dealt.round.emplace();
        dealt.round->profile = marylandProfile(6);
        dealt.answers.decisions[2] = {Decision::Double, Decision::Double};
        dealt.answers.doubles[2] = {Money::dollars(4), Money::dollars(10)};
        const QByteArray json = dealtFromJson(dealt);
        QCOMPARE(dealtFromFromJson(json, marylandProfile(6)).answers, dealt.answers);

        QJsonObject object = QJsonDocument::fromJson(json).object();
        QJsonObject answers = object[QStringLiteral("answers")].toObject();
        answers.remove(QStringLiteral("doubles"));
        object[QStringLiteral("answers")] = answers;
        const RecordedAnswers old = dealtFromFromJson(QJsonDocument(object).toJson(), marylandProfile(6)).answers;
        QVERIFY(old.doubles.empty());
        QCOMPARE(old.decisions, dealt.answers.decisions);
    }

    // A blackjack's answer to the offer of even money is one of the players' answers (MD-BJ 8.E); a
    // round where no one was offered it writes its answers as it always did.
    void answersKeepEvenMoney()
    {
        DealtFrom dealt;
        dealt.round.emplace();
        dealt.round->profile = marylandBlackjackProfile(6);
        dealt.answers.insurance[2] = Money();
        const QByteArray without = dealtFromJson(dealt);
        QVERIFY(!without.contains("even_money"));

        dealt.answers.evenMoney[3] = true;
        dealt.answers.evenMoney[5] = false;
        const QByteArray json = dealtFromJson(dealt);
        QVERIFY(json.contains(R"("even_money":{"3":true,"5":false})"));
        QCOMPARE(dealtFromFromJson(json, marylandBlackjackProfile(6)).answers, dealt.answers);
    }

    // A round whose shoe ran out keeps the players' answers to the rack's cut (MD-S21 13.K, MA-S21
    // 15(g)) with its other answers; a round without one writes its answers as it always did, so the
    // text of older rounds and of sealed results stays the same.
    void answersKeepTheCutsOfAReshuffledRack()
    {
        DealtFrom dealt;
        dealt.round.emplace();
        dealt.round->profile = marylandProfile(6);
        dealt.answers.decisions[1] = {Decision::Hit};
        const QByteArray withoutCuts = dealtFromJson(dealt);
        QVERIFY(withoutCuts.contains(R"("cuts":{})"));
        QVERIFY(!withoutCuts.contains("doubles"));

        dealt.answers.cuts[7] = {CutAnswer::refuse()};
        dealt.answers.cuts[6] = {CutAnswer::cutAt(3), CutAnswer::cutAt(12)};
        const QByteArray json = dealtFromJson(dealt);
        QVERIFY(json.contains(R"("cuts":{"6":[3,12],"7":[-1]})"));
        QCOMPARE(dealtFromFromJson(json, marylandProfile(6)).answers, dealt.answers);
        QCOMPARE(json.size() - withoutCuts.size(), qsizetype(QByteArray(R"("6":[3,12],"7":[-1])").size()));
    }

    // A seat's match play coupons are kept with its set-up (MA-S21 5(c), 6(c)), and written only when
    // it has one: a round dealt without coupons keeps the text it was stored and sealed as.
    // A round's shoe keeps the cards it used and counts the rest as withheld; a shoe kept whole is
    // written as before the count existed, and a bad count is refused by name.
    void aShoeKeepsItsWithheldCountAndRefusesABadOne()
    {
        DealtFrom dealt;
        dealt.round.emplace();
        dealt.round->profile = marylandProfile(6);
        dealt.round->shoe = withholdAfter(Shoe(parseCards("AS 2S 3S 4S 5S").value(), 4), 2);
        const QByteArray json = dealtFromJson(dealt);
        QVERIFY2(json.contains(R"("shoe":{"before_cover_card":4,"cards":"AS 2S","face_up":[],"withheld":3})"),
                 json.constData());
        const Shoe read = dealtFromFromJson(json, marylandProfile(6)).round->shoe;
        QCOMPARE(read.remaining(), 5);
        QCOMPARE(read.withheld(), 3);
        QCOMPARE(dealtFromJson(dealtFromFromJson(json, marylandProfile(6))), json);

        dealt.round->shoe = Shoe(parseCards("AS 2S").value(), 4);
        QVERIFY(!dealtFromJson(dealt).contains("withheld"));

        for (const QByteArray& bad : {QByteArray("-1"), QByteArray("2.5"), QByteArray("\"3\""), QByteArray("null")}) {
            QByteArray tampered = json;
            tampered.replace(R"("withheld":3)", R"("withheld":)" + bad);
            try {
                dealtFromFromJson(tampered, marylandProfile(6));
                QFAIL(tampered.constData());
            } catch (const StoredTextError& error) {
                QVERIFY2(QByteArray(error.what()).contains("round.shoe.withheld: not a count of cards"), error.what());
            }
        }
    }

    // What a round was dealt from is kept packed as sqlar packs a file (records/packed_text.h), in
    // less than half its bytes: the sqlite3 shell reads it back to the byte, text the shell packs
    // unpacks, text that packing would not shrink is kept as it is, and a packed text that does not
    // unpack to its stored length makes the round damaged, never a round made up.
    void whatARoundWasDealtFromIsKeptPacked()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("records.sqlite"));
        const auto records = RecordsDatabase::open(file);
        const qint64 trainee = records->createTrainee(QStringLiteral("Ana")).id;
        test::RecordMaker maker(5);
        const RoundRecord record = maker.round(marylandProfile(6), trainee, 7);
        QVERIFY(records->storeRound(record));
        const QByteArray json = dealtFromJson(record.dealtFrom);
        const QString sizes = test::runSqlite(
            {file, QStringLiteral("SELECT typeof(dealt_from), length(dealt_from), dealt_from_bytes FROM rounds")});
        const QStringList columns = sizes.trimmed().split(QLatin1Char('|'));
        QCOMPARE(columns.size(), 3);
        QCOMPARE(columns[0], QStringLiteral("blob"));
        QVERIFY2(columns[1].toLongLong() * 2 < json.size(), qPrintable(sizes));
        QCOMPARE(columns[2].toLongLong(), json.size());
        QCOMPARE(test::runSqlite({file, QStringLiteral("SELECT CAST(sqlar_uncompress(dealt_from, dealt_from_bytes) AS "
                                                       "TEXT) FROM rounds")})
                     .toUtf8(),
                 json + "\n");

        const QByteArray shellPacked = QByteArray::fromHex(
            test::runSqlite({file, QStringLiteral("SELECT hex(sqlar_compress(CAST('%1' AS BLOB)))")
                                       .arg(QString::fromUtf8(json).replace(QLatin1Char('\''), QStringLiteral("''")))})
                .trimmed()
                .toLatin1());
        QCOMPARE(unpackedText(shellPacked, json.size()), std::optional<QByteArray>(json));
        QCOMPARE(unpackedText(packedText(json).data, json.size() + 1), std::optional<QByteArray>());
        const QByteArray noise = QByteArray::fromHex("8f3a01c47e29b65d");
        QCOMPARE(packedText(noise).data, noise);
        QCOMPARE(unpackedText(noise, noise.size()), std::optional<QByteArray>(noise));

        QSqlQuery query(records->connection());
        QVERIFY(query.exec(QStringLiteral("UPDATE rounds SET dealt_from_bytes = dealt_from_bytes + 1")));
        try {
            records->loadRound(record.uuid);
            QFAIL("read a round from a text that does not unpack");
        } catch (const RecordsError& error) {
            QCOMPARE(error.kind(), RecordsError::Kind::Damaged);
            QVERIFY2(error.message().contains(QStringLiteral("does not unpack to its stored length")),
                     qPrintable(error.message()));
        }
    }

    // A round's 128-bit seed (an exam's) is written as 0x and 32 hexadecimal digits and read back;
    // a 64-bit one stays decimal; a bad one is refused by name.
    void aSeedOfOneHundredAndTwentyEightBitsIsKeptWhole()
    {
        DealtFrom dealt;
        dealt.round.emplace();
        dealt.round->profile = marylandProfile(6);
        dealt.round->seed = Seed(0xfedcba9876543210ULL, 0x0123456789abcdefULL);
        const QByteArray json = dealtFromJson(dealt);
        QVERIFY2(json.contains(R"("seed":"0x0123456789abcdeffedcba9876543210")"), json.constData());
        QVERIFY(dealtFromFromJson(json, marylandProfile(6)).round->seed == dealt.round->seed);
        dealt.round->seed = Seed(42);
        QVERIFY(dealtFromJson(dealt).contains(R"("seed":"42")"));
        QByteArray bad = json;
        bad.replace("0x0123456789abcdeffedcba9876543210", "0x0123");
        QVERIFY_THROWS_EXCEPTION(StoredTextError, dealtFromFromJson(bad, marylandProfile(6)));
    }

    void setUpKeepsMatchPlayCouponsOnlyWhenLaid()
    {
        DealtFrom dealt;
        dealt.round.emplace();
        dealt.round->profile = massachusettsProfile(6);
        SeatSetup withCoupons{1, "Ana", Money::dollars(1000), Money::dollars(10), Money::dollars(5), Money()};
        withCoupons.coupon = Money::dollars(10);
        withCoupons.matchCoupon = Money::dollars(5);
        dealt.round->seats = {withCoupons, {2, "Ben", Money::dollars(1000), Money::dollars(10), Money(), Money()}};
        const QByteArray json = dealtFromJson(dealt);
        const auto seats = dealtFromFromJson(json, massachusettsProfile(6)).round->seats;
        QCOMPARE(seats.size(), std::size_t(2));
        QCOMPARE(seats[0].coupon, Money::dollars(10));
        QCOMPARE(seats[0].matchCoupon, Money::dollars(5));
        QVERIFY(seats[1].coupon.isZero() && seats[1].matchCoupon.isZero());
        const QJsonArray written = QJsonDocument::fromJson(json)
                                       .object()[QStringLiteral("round")]
                                       .toObject()[QStringLiteral("seats")]
                                       .toArray();
        QCOMPARE(written.size(), 2);
        QVERIFY(written[0].toObject().contains(QStringLiteral("coupon")));
        QVERIFY(!written[1].toObject().contains(QStringLiteral("coupon")));
        QVERIFY(!written[1].toObject().contains(QStringLiteral("match_coupon")));
    }

    // A shared box's line behind the caller and a standing caller (MA-S21 13) are kept with the seat's
    // set-up, each player's wager and choices, and written only on a box that has them: a box with one
    // player keeps the text rounds were stored and sealed with before shared boxes.
    void setUpKeepsASharedBoxsLineOnlyWhenUsed()
    {
        DealtFrom dealt;
        dealt.round.emplace();
        dealt.round->profile = massachusettsProfile(6);
        SeatSetup shared{1, "Ana", Money::dollars(1000), Money::dollars(25), Money(), Money()};
        shared.behind = {{"Ben", Money::dollars(500), Money::dollars(10), true, 2, Money::dollars(5)},
                         {"Cleo", Money::cents(123456), Money::dollars(15), false, 0, Money()}};
        SeatSetup standing{4, "Dan", Money::dollars(1000), Money::dollars(20), Money(), Money()};
        standing.behind = {{"Eve", Money::dollars(300), Money::dollars(20), false, 1, Money::cents(750)}};
        standing.callerSeated = false;
        dealt.round->seats = {shared, {2, "Fay", Money::dollars(1000), Money::dollars(10), Money(), Money()}, standing};
        const QByteArray json = dealtFromJson(dealt);
        const auto seats = dealtFromFromJson(json, massachusettsProfile(6)).round->seats;
        QCOMPARE(seats.size(), std::size_t(3));
        QVERIFY(seats[0].behind == shared.behind);
        QVERIFY(seats[0].callerSeated);
        QVERIFY(seats[1].behind.empty());
        QVERIFY(seats[1].callerSeated);
        QVERIFY(seats[2].behind == standing.behind);
        QVERIFY(!seats[2].callerSeated);
        QCOMPARE(dealtFromJson(dealtFromFromJson(json, massachusettsProfile(6))), json);
        // The seat with one player is written exactly as before.
        QVERIFY2(json.contains(R"({"bankroll":100000,"bonus_spin":0,"match":0,"player":"Fay","seat":2,"wager":1000})"),
                 json.constData());
        QVERIFY(json.contains(R"("caller_seated":false)"));
        QCOMPARE(json.count("caller_seated"), qsizetype(1));
        QCOMPARE(json.count("\"behind\""), qsizetype(2));
    }
};

QTEST_GUILESS_MAIN(TestRecordsDatabase)
#include "tst_records_database.moc"

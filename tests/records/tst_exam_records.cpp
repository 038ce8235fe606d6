// Sealed exam results in a real records file, and the tampering a trainee could try on it with the
// sqlite3 tool (Debian's sqlite3): each change is named by verifyStation() or verifyResultFile().
// The attempts are real rounds dealt through the core, stored as the trainer stores them, judged by
// judgeExam() and sealed with a supervisor's key (Argon2id at its real cost: a few keys per run).
#include "exam_maker.h"
#include "reliability_support.h"

#include "records/exam_records.h"
#include "records/exam_verification.h"
#include "records/records_database.h"

#include "certification/supervisor_key.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;
using namespace s21::records;
using namespace s21::test;

namespace {

const QString kPassphrase = QStringLiteral("correct horse battery");

} // namespace

class TestExamRecords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        key_ = certification::createKey(kPassphrase);
        unlocked_ = std::make_unique<certification::UnlockedKey>(key_, kPassphrase);
        // The station: Ana's attempt, Ben's, and Ana's again, on three days.
        base_ = dir_.filePath(QStringLiteral("base.sqlite"));
        auto records = RecordsDatabase::open(base_);
        ExamRecords exams(*records);
        exams.addSupervisor(QStringLiteral("Sam Supervisor"), key_);
        const qint64 ana = records->createTrainee(QStringLiteral("Ana")).id;
        const qint64 ben = records->createTrainee(QStringLiteral("Ben")).id;
        RecordMaker maker(41);
        for (const auto& [trainee, name, day] :
             {std::tuple{ana, "Ana", 1}, std::tuple{ben, "Ben", 2}, std::tuple{ana, "Ana", 3}})
            attempts_ << sealAttempt(*records, exams, maker, trainee, QString::fromLatin1(name), day);
        QVERIFY(verifyStation(*records, {key_.publicKey}).empty());
    }

    void anUntouchedStationVerifies()
    {
        auto records = RecordsDatabase::open(copyOfBase());
        const auto seals = ExamRecords(*records).seals();
        QCOMPARE(seals.size(), std::size_t{3});
        for (std::size_t i = 0; i < seals.size(); ++i) {
            QCOMPARE(seals[i].seal.sequence, qint64(i + 1));
            QCOMPARE(seals[i].attempt, attempts_[qsizetype(i)]);
        }
        const auto summary = readAttemptRecord(seals[1].seal.record);
        QVERIFY(summary);
        QCOMPARE(summary->traineeName, QStringLiteral("Ben"));
        QCOMPARE(summary->supervisorName, QStringLiteral("Sam Supervisor"));
        QCOMPARE(summary->rounds.size(), std::size_t{4});
        QCOMPARE(summary->parts.size(), std::size_t{2});
        QVERIFY(verifyStation(*records, {key_.publicKey}).empty());
        QVERIFY(verifyStation(*records, {key_.publicKey}, attempts_[0]).empty());
    }

    void changingAScoreIsFound()
    {
        // In the sealed record: the signature no longer covers it.
        expect(QStringLiteral("UPDATE seals SET record = replace(record, '\"overall_points\":', "
                              "'\"overall_points\":1') WHERE sequence = 2;"),
               {{ExamFinding::Kind::Altered, 2}, {ExamFinding::Kind::Broken, 3}}); // the next seal chained to it
        // In the stored copy of one of its rounds: the copy no longer matches what was sealed.
        expect(QStringLiteral("UPDATE rounds SET points = 100 WHERE uuid = '%1';").arg(firstRoundOf(1)),
               {{ExamFinding::Kind::CopyChanged, 2}}, QStringLiteral("points"));
    }

    void deletingAMistakeIsFound()
    {
        const QString file = copyOfBase();
        const QString round = runSqlite({file, QStringLiteral("SELECT r.uuid FROM mistakes m JOIN rounds r ON r.id = "
                                                              "m.round_id WHERE r.mode = 'exam' LIMIT 1")})
                                  .trimmed();
        QVERIFY2(!round.isEmpty() && !round.startsWith('!'), qPrintable(round));
        const int sequence = 1 + int(sealedRoundsOf(file).indexOf(round) / 4); // four rounds an attempt
        expect(QStringLiteral("DELETE FROM mistakes WHERE rowid = (SELECT m.rowid FROM mistakes m JOIN rounds r "
                              "ON r.id = m.round_id WHERE r.uuid = '%1' LIMIT 1);")
                   .arg(round),
               {{ExamFinding::Kind::CopyChanged, sequence}}, QStringLiteral("mistakes"));
    }

    void deletingAnAttemptIsFound()
    {
        expect(QStringLiteral("DELETE FROM seals WHERE sequence = 2;"), {{ExamFinding::Kind::Broken, 3}});
        expect(QStringLiteral("DELETE FROM seals WHERE sequence = 1;"), {{ExamFinding::Kind::Broken, 2}});
    }

    void reorderingAttemptsIsFound()
    {
        // Their numbers swapped: each signature covered its own number.
        expect(QStringLiteral("UPDATE seals SET sequence = -1 WHERE sequence = 1; "
                              "UPDATE seals SET sequence = 1 WHERE sequence = 2; "
                              "UPDATE seals SET sequence = 2 WHERE sequence = -1;"),
               {{ExamFinding::Kind::Altered, 1}, {ExamFinding::Kind::Altered, 2}, {ExamFinding::Kind::Broken, 3}});
    }

    void swappingTwoAttemptsTraineesIsFound()
    {
        // In the sealed records: Ana's first attempt said to be Ben's.
        expect(QStringLiteral("UPDATE seals SET record = replace(record, '\"name\":\"Ana\"', '\"name\":\"Ben\"') "
                              "WHERE sequence = 1;"),
               {{ExamFinding::Kind::Altered, 1}, {ExamFinding::Kind::Broken, 2}});
        // The rows re-filed under each other's attempt.
        expect(QStringLiteral("UPDATE seals SET attempt = 'x' WHERE sequence = 1; "
                              "UPDATE seals SET attempt = '%1' WHERE sequence = 2; "
                              "UPDATE seals SET attempt = '%2' WHERE sequence = 1;")
                   .arg(attempts_[0], attempts_[1]),
               {{ExamFinding::Kind::Misfiled, 1}, {ExamFinding::Kind::Misfiled, 2}});
        // The stored copies of Ana's exam rounds moved to Ben.
        expect(QStringLiteral("UPDATE rounds SET trainee_id = (SELECT id FROM trainees WHERE name = 'Ben') "
                              "WHERE uuid = '%1';")
                   .arg(firstRoundOf(0)),
               {{ExamFinding::Kind::CopyChanged, 1}}, QStringLiteral("trainee"));
    }

    void anOldPassingAttemptUnderANewDateIsFound()
    {
        // Re-dated in place.
        expect(QStringLiteral("UPDATE seals SET record = replace(record, '\"started_at\":\"2026-03-01', "
                              "'\"started_at\":\"2026-12-01') WHERE sequence = 1;"),
               {{ExamFinding::Kind::Altered, 1}, {ExamFinding::Kind::Broken, 2}});
        // Copied as the station's newest result: its number and its place were signed with it.
        expect(QStringLiteral("INSERT INTO seals SELECT 4, attempt || '-again', previous_hash, record, public_key, "
                              "signature FROM seals WHERE sequence = 1;"),
               {{ExamFinding::Kind::Altered, 4}});
    }

    void aSupervisorAddedByTheTraineeIsNotTheSchools()
    {
        const QString file = copyOfBase();
        {
            auto records = RecordsDatabase::open(file);
            ExamRecords exams(*records);
            const auto impostor = certification::createKey(QStringLiteral("my own passphrase"));
            exams.addSupervisor(QStringLiteral("Not A Supervisor"), impostor);
            certification::UnlockedKey unlocked(impostor, QStringLiteral("my own passphrase"));
            RecordMaker maker(99);
            const ExamAttempt attempt =
                examAttempt(*records, maker, 1, QStringLiteral("Ana"),
                            *exams.supervisorNamed(QStringLiteral("Not A Supervisor")), QDate(2026, 3, 4));
            exams.sealAttempt(attempt, unlocked);
            // Against the keys in the file itself, it passes: the school's keys must come from the school.
            std::vector<QByteArray> keysInFile;
            for (const Supervisor& s : exams.supervisors())
                keysInFile.push_back(s.key.publicKey);
            QVERIFY(verifyStation(*records, keysInFile).empty());
        }
        check(file, {{ExamFinding::Kind::UnknownKey, 4}});
    }

    void anEditedResultFileIsFound()
    {
        auto records = RecordsDatabase::open(copyOfBase());
        const auto seals = ExamRecords(*records).seals();
        const QByteArray exported = seals[2].seal.toJson();
        std::optional<AttemptSummary> summary;
        QVERIFY(verifyResultFile(exported, {key_.publicKey}, &summary).empty());
        QVERIFY(summary);
        QCOMPARE(summary->uuid, attempts_[2]);
        QCOMPARE(summary->traineeName, QStringLiteral("Ana"));

        certification::Seal edited = seals[2].seal;
        edited.record.replace("\"result\":\"", "\"result\":\"passed\",\"was\":\"");
        const auto findings = verifyResultFile(edited.toJson(), {key_.publicKey});
        QCOMPARE(findings.size(), std::size_t{1});
        QCOMPARE(findings.front().kind, ExamFinding::Kind::Altered);
        QVERIFY(findings.front().text.contains(QStringLiteral("altered")));
        QCOMPARE(verifyResultFile("{\"not\": \"a seal\"}", {key_.publicKey}).front().kind,
                 ExamFinding::Kind::Unreadable);
        QCOMPARE(verifyResultFile(exported, {}).front().kind, ExamFinding::Kind::UnknownKey);
    }

    void theKeysFileReadsBack()
    {
        auto records = RecordsDatabase::open(copyOfBase());
        ExamRecords exams(*records);
        const QByteArray text = publicKeysText(exams.supervisors(), exams.station());
        QString error;
        const auto keys = readPublicKeys(text, &error);
        QVERIFY2(keys, qPrintable(error));
        QCOMPARE(*keys, std::vector<QByteArray>{key_.publicKey});
        QVERIFY(!readPublicKeys("# a comment\nnot-a-key Sam\n", &error));
        QCOMPARE(error, QStringLiteral("line 2: not a public key (32 bytes in base64)"));
        QCOMPARE(exams.station(), exams.station()); // made once, kept
    }

    void anAttemptIsSealedOnce()
    {
        auto records = RecordsDatabase::open(copyOfBase());
        ExamRecords exams(*records);
        RecordMaker maker(5);
        ExamAttempt attempt = attemptOf(*records, exams, maker, 1, QStringLiteral("Ana"), 5);
        exams.sealAttempt(attempt, *unlocked_);
        QVERIFY_THROWS_EXCEPTION(RecordsError, exams.sealAttempt(attempt, *unlocked_));
        QCOMPARE(exams.seals().size(), std::size_t{4});
        QVERIFY(verifyStation(*records, {key_.publicKey}).empty());
    }

private:
    ExamAttempt attemptOf(RecordsDatabase& records, ExamRecords& exams, RecordMaker& maker, qint64 trainee,
                          const QString& name, int day)
    {
        return examAttempt(records, maker, trainee, name, *exams.supervisorNamed(QStringLiteral("Sam Supervisor")),
                           QDate(2026, 3, day));
    }

    QString sealAttempt(RecordsDatabase& records, ExamRecords& exams, RecordMaker& maker, qint64 trainee,
                        const QString& name, int day)
    {
        const ExamAttempt attempt = attemptOf(records, exams, maker, trainee, name, day);
        exams.sealAttempt(attempt, *unlocked_);
        return attempt.uuid;
    }

    // A copy of the base station in a file of its own.
    QString copyOfBase()
    {
        const QString file = dir_.filePath(QStringLiteral("station-%1.sqlite").arg(++copies_));
        [&] { QVERIFY(QFile::copy(base_, file)); }();
        return file;
    }

    // The uuids of the sealed rounds, in order, as the records file holds them.
    QStringList sealedRoundsOf(const QString& file)
    {
        auto records = RecordsDatabase::open(file);
        QStringList uuids;
        for (const StoredSeal& s : ExamRecords(*records).seals()) {
            const auto summary = readAttemptRecord(s.seal.record);
            for (const QJsonObject& round : summary->rounds)
                uuids << round.value(QStringLiteral("uuid")).toString();
        }
        return uuids;
    }

    QString firstRoundOf(int attempt) { return sealedRoundsOf(copyOfBase())[attempt * 4]; }

    // The findings on `file`, as (kind, sequence) pairs, are exactly `expected`; with `word`, each
    // finding's sentence holds it.
    void check(const QString& file, const std::vector<std::pair<ExamFinding::Kind, qint64>>& expected,
               const QString& word = {})
    {
        auto records = RecordsDatabase::open(file);
        const auto findings = verifyStation(*records, {key_.publicKey});
        QStringList texts;
        std::vector<std::pair<ExamFinding::Kind, qint64>> found;
        for (const ExamFinding& finding : findings) {
            found.emplace_back(finding.kind, finding.sequence);
            texts << findingKindName(finding.kind) + QStringLiteral(": ") + finding.text;
            if (!word.isEmpty())
                QVERIFY2(finding.text.contains(word), qPrintable(finding.text));
        }
        QVERIFY2(found == expected, qPrintable(texts.join(QLatin1Char('\n'))));
    }

    // Runs `sql` with the sqlite3 tool on a copy of the base station, then check().
    void expect(const QString& sql, const std::vector<std::pair<ExamFinding::Kind, qint64>>& expected,
                const QString& word = {})
    {
        const QString file = copyOfBase();
        const QString out = runSqlite({file}, sql.toUtf8());
        QVERIFY2(!out.startsWith('!'), qPrintable(out));
        check(file, expected, word);
    }

    QTemporaryDir dir_;
    QString base_;
    int copies_ = 0;
    certification::LockedKey key_;
    std::unique_ptr<certification::UnlockedKey> unlocked_;
    QStringList attempts_;
};

QTEST_GUILESS_MAIN(TestExamRecords)
#include "tst_exam_records.moc"

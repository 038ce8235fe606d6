// A round's mode (records::RecordMode): one spelling each, stored, read back, listed, exported and
// hashed as exactly that text, and no other spelling ever stored (schema 9). The upgrade of older
// files is tst_records_migrations'.
#include "record_maker.h"

#include "records/records_database.h"
#include "records/records_export.h"
#include "records/sitting_proof.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace s21;
using namespace s21::records;

namespace {

// The mode column of `uuid`'s row, as the file holds it.
QString storedMode(const RecordsDatabase& records, const QString& uuid)
{
    QSqlQuery query(records.connection());
    query.prepare(QStringLiteral("SELECT mode FROM rounds WHERE uuid = ?"));
    query.addBindValue(uuid);
    return query.exec() && query.next() ? query.value(0).toString() : QStringLiteral("(no row)");
}

// `sql` run on the records' own connection; SQLite's words when it refuses, else empty.
QString refusal(const RecordsDatabase& records, const QString& sql)
{
    QSqlQuery query(records.connection());
    return query.exec(sql) ? QString() : query.lastError().text();
}

} // namespace

class TestRecordModes : public QObject {
    Q_OBJECT

private slots:
    void init()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        records_ = RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
        trainee_ = records_->createTrainee(QStringLiteral("Ana")).id;
    }
    void cleanup()
    {
        records_.reset();
        dir_.reset();
    }

    void eachModeHasOneSpelling_data()
    {
        QTest::addColumn<RecordMode>("mode");
        QTest::addColumn<QString>("spelling");
        QTest::newRow("guided") << RecordMode::Guided << QStringLiteral("guided");
        QTest::newRow("free") << RecordMode::Free << QStringLiteral("free");
        QTest::newRow("exam") << RecordMode::Exam << QStringLiteral("exam");
    }
    void eachModeHasOneSpelling()
    {
        QFETCH(RecordMode, mode);
        QFETCH(QString, spelling);
        QCOMPARE(modeName(mode), spelling);
        QCOMPARE(parseMode(spelling), std::optional<RecordMode>(mode));
    }

    // A drill is dealt guided or free (its skill is the record's drill); no round was ever stored as
    // a replay; and a spelling is read exactly, never by its case or with spaces.
    void noOtherWordIsAMode()
    {
        for (const char* word : {"drill", "replay", "practice", "Guided", "FREE", " exam", "exam ", ""})
            QVERIFY2(!parseMode(QString::fromLatin1(word)), word);
    }

    // What the trainee, an instructor and a seal read of a round's mode is the text stored, in the
    // file, the history, the exports and the JSON an exam's seal and saved progress hash.
    void aRoundKeepsItsModeWordForWord_data() { eachModeHasOneSpelling_data(); }
    void aRoundKeepsItsModeWordForWord()
    {
        QFETCH(RecordMode, mode);
        QFETCH(QString, spelling);
        test::RecordMaker maker(21);
        RoundRecord record = maker.round(marylandProfile(6), trainee_, 3);
        record.mode = mode;
        QVERIFY(records_->storeRound(record));

        QCOMPARE(storedMode(*records_, record.uuid), spelling);
        const auto loaded = records_->loadRound(record.uuid);
        QVERIFY(loaded);
        QCOMPARE(loaded->mode, mode);
        QCOMPARE(records_->rounds(trainee_).front().mode, mode);
        QCOMPARE(roundJson(*loaded).value(QStringLiteral("mode")).toString(), spelling);
        // An exam's saved progress names the round by this hash: the same before and after the file.
        QCOMPARE(roundHash(*loaded), roundHash(record));

        const QStringList csv = QString::fromUtf8(roundsCsv(*records_, trainee_)).split(QStringLiteral("\r\n"));
        QCOMPARE(csv.at(0).split(QLatin1Char(',')).at(6), QStringLiteral("mode"));
        QCOMPARE(csv.at(1).split(QLatin1Char(',')).at(6), spelling);
        const QJsonObject json = QJsonDocument::fromJson(traineeJson(*records_, trainee_)).object();
        QCOMPARE(json.value(QStringLiteral("rounds")).toArray().at(0).toObject().value(QStringLiteral("mode")),
                 QJsonValue(spelling));
    }

    // The file refuses any other mode, whoever writes it: a new row or a changed one.
    void noOtherModeIsStored()
    {
        test::RecordMaker maker(22);
        const RoundRecord record = maker.round(marylandProfile(6), trainee_, 2);
        QVERIFY(records_->storeRound(record));
        const QString copy = QStringLiteral(
            "INSERT INTO rounds (uuid, trainee_id, kind, mode, drill, scenario_id, scenario_hash, profile_hash, seed, "
            "dealt_from, dealt_from_bytes, started_at, ended_at, outcome, points, passed, elapsed_ms, action_count, "
            "rules_revision) SELECT 'another', trainee_id, kind, '%1', drill, scenario_id, scenario_hash, "
            "profile_hash, "
            "seed, dealt_from, dealt_from_bytes, started_at, ended_at, outcome, points, passed, elapsed_ms, "
            "action_count, "
            "rules_revision "
            "FROM rounds");
        for (const char* word : {"drill", "Guided", ""}) {
            const QString mode = QString::fromLatin1(word);
            QVERIFY2(refusal(*records_, copy.arg(mode))
                         .contains(QStringLiteral("a round's mode is guided, free or "
                                                  "exam")),
                     word);
            QVERIFY2(refusal(*records_, QStringLiteral("UPDATE rounds SET mode = '%1'").arg(mode))
                         .contains(QStringLiteral("a round's mode is guided, free or exam")),
                     word);
        }
        QCOMPARE(records_->rounds(trainee_).size(), std::size_t{1});
        QCOMPARE(storedMode(*records_, record.uuid), QStringLiteral("guided"));
        QCOMPARE(refusal(*records_, QStringLiteral("UPDATE rounds SET mode = 'free'")), QString());
        QCOMPARE(records_->loadRound(record.uuid)->mode, RecordMode::Free);
    }

    // A file whose guard was taken away and a round given another mode (by hand, or by another
    // program): the round is named, not read as some mode it may not have been.
    void aRoundOfAnUnknownModeIsNamedNotGuessed()
    {
        test::RecordMaker maker(23);
        const RoundRecord record = maker.round(marylandProfile(6), trainee_, 2);
        QVERIFY(records_->storeRound(record));
        QCOMPARE(refusal(*records_, QStringLiteral("DROP TRIGGER rounds_mode_on_update")), QString());
        QCOMPARE(refusal(*records_, QStringLiteral("UPDATE rounds SET mode = 'drill'")), QString());
        for (const auto& read : std::vector<std::function<void()>>{[&] { records_->loadRound(record.uuid); },
                                                                   [&] { records_->rounds(trainee_); }}) {
            try {
                read();
                QFAIL("read a round of an unknown mode");
            } catch (const RecordsError& error) {
                QCOMPARE(error.kind(), RecordsError::Kind::Damaged);
                QVERIFY2(error.message().contains(record.uuid) && error.message().contains(QStringLiteral("mode")),
                         qPrintable(error.message()));
            }
        }
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<RecordsDatabase> records_;
    qint64 trainee_ = 0;
};

QTEST_GUILESS_MAIN(TestRecordModes)
#include "tst_record_modes.moc"

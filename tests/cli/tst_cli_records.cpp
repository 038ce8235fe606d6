// spanish21-cli records and replay, run as the real program on a real records file whose rounds
// were dealt through the core (RecordMaker) and stored through RecordsDatabase.
#include "record_maker.h"

#include "records/records_database.h"
#include "records/records_export.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;
using namespace s21::records;

namespace {

struct Run {
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList& arguments)
{
    QProcess process;
    process.start(QStringLiteral(S21_CLI), arguments);
    Run run;
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
        return run;
    run.code = process.exitCode();
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// RFC 4180 read back: records of fields; quoted fields may hold commas, quotes ("") and line breaks.
QList<QStringList> parseCsv(const QString& text, bool* wellFormed)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    *wellFormed = true;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            if (!field.isEmpty())
                *wellFormed = false;
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\n')) {
            row << field;
            field.clear();
            rows << row;
            row.clear();
            ++i;
        } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            *wellFormed = false; // a bare line break outside quotes
        } else {
            field += c;
        }
    }
    if (quoted || !field.isEmpty() || !row.isEmpty())
        *wellFormed = false; // the last line must end with CRLF
    return rows;
}

} // namespace

class TestCliRecords : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString file_;
    qint64 ana_ = 0;
    qint64 ben_ = 0;
    QStringList anaRounds_;
    int anaMistakes_ = 0;
    int anaActions_ = 0;

    // `copy`, a copy of the records file with one row changed by `update`, whose one parameter is `uuid`.
    void alteredCopy(const QString& copy, const char* update, const QString& uuid)
    {
        QVERIFY(QFile::copy(file_, copy));
        const auto records = RecordsDatabase::open(copy);
        QSqlQuery query(records->connection());
        QVERIFY(query.prepare(QString::fromLatin1(update)));
        query.addBindValue(uuid);
        QVERIFY2(query.exec(), qPrintable(query.lastError().text()));
        QCOMPARE(query.numRowsAffected(), 1);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        file_ = dir_.filePath(QStringLiteral("records.sqlite"));
        const auto records = RecordsDatabase::open(file_);
        ana_ = records->createTrainee(QStringLiteral("Ana \"Ace\" Ruiz, Jr.")).id;
        ben_ = records->createTrainee(QStringLiteral("Ben")).id;
        test::RecordMaker maker(42);
        for (int i = 0; i < 9; ++i) {
            const RoundRecord record =
                i == 4 ? maker.shoeProcedure(massachusettsProfile(6), ana_)
                       : maker.round(i % 2 ? massachusettsProfile(6) : marylandProfile(6), ana_, 1 + i % 7, i % 3 == 1);
            QVERIFY(records->storeRound(record));
            anaRounds_ << record.uuid;
            anaActions_ += static_cast<int>(record.actions.size());
            for (const RecordedAction& action : record.actions)
                anaMistakes_ += action.mistake ? 1 : 0;
        }
        QVERIFY(records->storeRound(maker.round(marylandProfile(6), ben_)));
        QVERIFY(anaMistakes_ > 3);
    }

    void listShowsTraineesWithTheirRoundCounts()
    {
        const Run r = cli({QStringLiteral("records"), QStringLiteral("--database"), file_, QStringLiteral("list")});
        QCOMPARE(r.code, 0);
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[1].contains(QStringLiteral("Ana \"Ace\" Ruiz, Jr.")) &&
                     lines[1].contains(QRegularExpression(QStringLiteral("\\s9\\s"))),
                 qPrintable(r.out));
        QVERIFY2(lines[2].startsWith(QStringLiteral("%1 ").arg(ben_)) &&
                     lines[2].contains(QRegularExpression(QStringLiteral("\\s1\\s"))),
                 qPrintable(r.out));
    }

    void roundsListsEachRoundByNameOrId()
    {
        for (const QString& trainee : {QStringLiteral("ana \"ace\" ruiz, jr."), QString::number(ana_)}) {
            const Run r = cli({QStringLiteral("records"), QStringLiteral("--database"), file_, QStringLiteral("rounds"),
                               QStringLiteral("--trainee"), trainee});
            QCOMPARE(r.code, 0);
            const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            QCOMPARE(lines.size(), 2 + anaRounds_.size());
            for (int i = 0; i < anaRounds_.size(); ++i)
                QVERIFY2(lines[2 + i].endsWith(anaRounds_[i]), qPrintable(lines[2 + i]));
            QVERIFY(r.out.contains(QStringLiteral("shoe-procedure")));
            QVERIFY(r.out.contains(QStringLiteral("md-2020-6deck")));
            QVERIFY(r.out.contains(QStringLiteral("complete")));
        }
        const Run unknown = cli({QStringLiteral("records"), QStringLiteral("--database"), file_,
                                 QStringLiteral("rounds"), QStringLiteral("--trainee"), QStringLiteral("Nobody")});
        QCOMPARE(unknown.code, 1);
        QVERIFY2(unknown.err.contains(QStringLiteral("No trainee is named or numbered 'Nobody'")),
                 qPrintable(unknown.err));
    }

    void roundsCsvIsQuotedAndHasEveryRound()
    {
        const Run r = cli({QStringLiteral("records"), QStringLiteral("--database"), file_, QStringLiteral("export"),
                           QStringLiteral("--trainee"), QString::number(ana_), QStringLiteral("--format"),
                           QStringLiteral("csv")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("\"Ana \"\"Ace\"\" Ruiz, Jr.\"")));
        bool wellFormed = false;
        const QList<QStringList> rows = parseCsv(r.out, &wellFormed);
        QVERIFY(wellFormed);
        QCOMPARE(rows.size(), 1 + anaRounds_.size());
        QCOMPARE(rows[0].front(), QStringLiteral("trainee_id"));
        int actions = 0;
        int mistakes = 0;
        for (int i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows[i].size(), rows[0].size());
            QCOMPARE(rows[i][1], QStringLiteral("Ana \"Ace\" Ruiz, Jr."));
            QCOMPARE(rows[i][2], anaRounds_[i - 1]);
            actions += rows[i][rows[0].indexOf(QStringLiteral("actions"))].toInt();
            mistakes += rows[i][rows[0].indexOf(QStringLiteral("mistakes"))].toInt();
        }
        QCOMPARE(actions, anaActions_);
        QCOMPARE(mistakes, anaMistakes_);
    }

    void mistakesCsvHasEveryMistakeWithItsSection()
    {
        const Run r = cli({QStringLiteral("records"), QStringLiteral("--database"), file_, QStringLiteral("export"),
                           QStringLiteral("--trainee"), QString::number(ana_), QStringLiteral("--format"),
                           QStringLiteral("csv"), QStringLiteral("--what"), QStringLiteral("mistakes")});
        QCOMPARE(r.code, 0);
        bool wellFormed = false;
        const QList<QStringList> rows = parseCsv(r.out, &wellFormed);
        QVERIFY(wellFormed);
        QCOMPARE(rows.size(), 1 + anaMistakes_);
        const int section = static_cast<int>(rows[0].indexOf(QStringLiteral("section")));
        const int severity = static_cast<int>(rows[0].indexOf(QStringLiteral("severity")));
        for (int i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows[i].size(), rows[0].size());
            QVERIFY2(rows[i][section].startsWith(QStringLiteral("MD-S21 ")) ||
                         rows[i][section].startsWith(QStringLiteral("MA-S21 ")),
                     qPrintable(rows[i].join(QLatin1Char('|'))));
            QVERIFY(QStringList({QStringLiteral("minor"), QStringLiteral("major"), QStringLiteral("critical")})
                        .contains(rows[i][severity]));
        }
    }

    void jsonHoldsEveryRoundWithItsActions()
    {
        const Run r = cli({QStringLiteral("records"), QStringLiteral("--database"), file_, QStringLiteral("export"),
                           QStringLiteral("--trainee"), QString::number(ana_), QStringLiteral("--format"),
                           QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        QJsonParseError error;
        const QJsonObject document = QJsonDocument::fromJson(r.out.toUtf8(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(document[QStringLiteral("trainee")][QStringLiteral("name")].toString(),
                 QStringLiteral("Ana \"Ace\" Ruiz, Jr."));
        const QJsonArray rounds = document[QStringLiteral("rounds")].toArray();
        QCOMPARE(rounds.size(), anaRounds_.size());
        int actions = 0;
        int mistakes = 0;
        for (const QJsonValue& round : rounds) {
            QVERIFY(document[QStringLiteral("profiles")].toObject().contains(
                round[QStringLiteral("profile_hash")].toString()));
            QVERIFY(round[QStringLiteral("dealt_from")].isObject());
            for (const QJsonValue& action : round[QStringLiteral("actions")].toArray()) {
                ++actions;
                if (action[QStringLiteral("mistake")].isObject()) {
                    ++mistakes;
                    QVERIFY(!action[QStringLiteral("mistake")][QStringLiteral("code")].toString().isEmpty());
                    QVERIFY(!action[QStringLiteral("mistake")][QStringLiteral("section")].toString().isEmpty());
                    QVERIFY(!action[QStringLiteral("accepted")].toBool());
                }
            }
        }
        QCOMPARE(actions, anaActions_);
        QCOMPARE(mistakes, anaMistakes_);
    }

    void replayAgreesWithEveryStoredRound()
    {
        for (const QString& uuid : anaRounds_) {
            const Run r = cli({QStringLiteral("replay"), QStringLiteral("--database"), file_, uuid});
            QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
            QVERIFY2(r.out.contains(QStringLiteral("verdicts agree with the record")), qPrintable(r.out));
            QVERIFY(!r.out.contains(QStringLiteral("DIFFERS")));
        }
        const Run steps = cli({QStringLiteral("replay"), QStringLiteral("--database"), file_, anaRounds_.front(),
                               QStringLiteral("--steps")});
        QCOMPARE(steps.code, 0);
        QVERIFY(steps.out.contains(QStringLiteral("next: ")));
        QVERIFY(steps.out.contains(QStringLiteral("next: (complete)")));
    }

    void replayMarksMistakesWithCodeSectionAndSeverity()
    {
        const auto records = RecordsDatabase::open(file_);
        for (const QString& uuid : anaRounds_) {
            const auto record = records->loadRound(uuid);
            for (const RecordedAction& action : record->actions) {
                if (!action.mistake)
                    continue;
                const Run r = cli({QStringLiteral("replay"), QStringLiteral("--database"), file_, uuid});
                QCOMPARE(r.code, 0);
                const QString marked = QStringLiteral("MISTAKE%1 %2 %3 %4")
                                           .arg(action.applied ? QStringLiteral(" (played on)") : QString())
                                           .arg(QString::fromStdString(mistakeCodeName(action.mistake->code)),
                                                QString::fromStdString(action.mistake->section),
                                                QString::fromStdString(severityName(action.mistake->severity)));
                QVERIFY2(r.out.contains(marked), qPrintable(marked + QLatin1Char('\n') + r.out));
                return;
            }
        }
        QFAIL("no stored mistake");
    }

    // A stored verdict altered behind the trainer's back: replay exits 1 and names the action.
    void replayNamesTheFirstVerdictThatDiffers()
    {
        const QString altered = dir_.filePath(QStringLiteral("altered.sqlite"));
        const QString uuid = anaRounds_[2];
        alteredCopy(altered,
                    "UPDATE actions SET accepted = 0, applied = 0 WHERE seq = 4 AND "
                    "round_id = (SELECT id FROM rounds WHERE uuid = ?)",
                    uuid);
        if (QTest::currentTestFailed())
            return;
        const Run r = cli({QStringLiteral("replay"), QStringLiteral("--database"), altered, uuid});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("first at action 5 (")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("DIFFERS")));
        QVERIFY(r.out.contains(QStringLiteral("replayed: accepted")));
    }

    // A stored round whose actions ask for more cards than its shoe holds (the rest withheld):
    // replay says it cannot be dealt again, exit 1, and makes no card up.
    void replayOfARoundShortOfCardsIsAnError()
    {
        const QString tampered = dir_.filePath(QStringLiteral("short.sqlite"));
        const QString uuid = anaRounds_[2];
        alteredCopy(tampered,
                    // Kept unpacked, its length beside it (records/packed_text.h).
                    "UPDATE rounds SET dealt_from = t.edited, dealt_from_bytes = length(CAST(t.edited AS BLOB)) "
                    "FROM (SELECT id, json_set(CAST(sqlar_uncompress(dealt_from, dealt_from_bytes) AS TEXT), "
                    "'$.round.shoe.cards', '2C 3C', '$.round.shoe.withheld', 200) AS edited FROM rounds) t "
                    "WHERE rounds.id = t.id AND rounds.uuid = ?",
                    uuid);
        if (QTest::currentTestFailed())
            return;
        const Run r = cli({QStringLiteral("replay"), QStringLiteral("--database"), tampered, uuid});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot be dealt again: the shoe does not hold its next card")),
                 qPrintable(r.err));
    }

    void badUsageExitsTwoAndMissingThingsOne()
    {
        QCOMPARE(cli({QStringLiteral("records"), QStringLiteral("list")}).code, 2); // no --database
        QCOMPARE(cli({QStringLiteral("records"), QStringLiteral("--database"), file_, QStringLiteral("purge")}).code,
                 2);
        QCOMPARE(cli({QStringLiteral("records"), QStringLiteral("--database"), file_, QStringLiteral("rounds")}).code,
                 2); // no --trainee
        QCOMPARE(
            cli({QStringLiteral("records"), QStringLiteral("--database"), file_, QStringLiteral("export"),
                 QStringLiteral("--trainee"), QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("xml")})
                .code,
            2);
        QCOMPARE(cli({QStringLiteral("replay"), QStringLiteral("--database"), file_}).code, 2); // no uuid
        QCOMPARE(cli({QStringLiteral("replay"), file_, QStringLiteral("x")}).code, 2);          // no --database
        QCOMPARE(cli({QStringLiteral("replay"), QStringLiteral("--database"), file_, QStringLiteral("--step"),
                      anaRounds_.front()})
                     .code,
                 2); // --step is not an option (and would take the uuid as its value)

        const Run unknownRound = cli({QStringLiteral("replay"), QStringLiteral("--database"), file_,
                                      QStringLiteral("00000000-0000-0000-0000-000000000000")});
        QCOMPARE(unknownRound.code, 1);
        QVERIFY(unknownRound.err.contains(QStringLiteral("No round")));
        const QString missing = dir_.filePath(QStringLiteral("no-such.sqlite"));
        const Run noFile =
            cli({QStringLiteral("records"), QStringLiteral("--database"), missing, QStringLiteral("list")});
        QCOMPARE(noFile.code, 1);
        QVERIFY(noFile.err.contains(QStringLiteral("There is no records file")));
        QVERIFY(!QFile::exists(missing)); // never made by a read
    }
};

QTEST_GUILESS_MAIN(TestCliRecords)
#include "tst_cli_records.moc"

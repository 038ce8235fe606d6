// The export module's CSV quoting (RFC 4180) and its refusals; the whole exports are run through
// the real program in tests/cli/tst_cli_records.
#include "record_maker.h"

#include "records/records_export.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;
using namespace s21::records;

class TestRecordsExport : public QObject {
    Q_OBJECT

private slots:
    void fieldsAreQuotedOnlyWhenNeeded()
    {
        QCOMPARE(csvField(QStringLiteral("pay s1 $10")), QStringLiteral("pay s1 $10"));
        QCOMPARE(csvField(QString()), QString());
        QCOMPARE(csvField(QStringLiteral("a, b")), QStringLiteral("\"a, b\""));
        QCOMPARE(csvField(QStringLiteral("say \"hit\"")), QStringLiteral("\"say \"\"hit\"\"\""));
        QCOMPARE(csvField(QStringLiteral("two\r\nlines")), QStringLiteral("\"two\r\nlines\""));
        QCOMPARE(csvField(QStringLiteral("bare\nbreak")), QStringLiteral("\"bare\nbreak\""));
        QCOMPARE(csvLine({QStringLiteral("1"), QStringLiteral("x,y"), QString()}), QStringLiteral("1,\"x,y\",\r\n"));
    }

    void exportsOfAStoredTrainee()
    {
        QTemporaryDir dir;
        const auto records = RecordsDatabase::open(dir.filePath(QStringLiteral("records.sqlite")));
        const qint64 trainee = records->createTrainee(QStringLiteral("Ana")).id;
        test::RecordMaker maker(8);
        for (int i = 0; i < 4; ++i)
            QVERIFY(records->storeRound(maker.round(marylandProfile(6), trainee, 3)));
        QCOMPARE(QString::fromUtf8(roundsCsv(*records, trainee)).count(QStringLiteral("\r\n")), 5);
        const QJsonObject json = QJsonDocument::fromJson(traineeJson(*records, trainee)).object();
        QCOMPARE(json[QStringLiteral("rounds")].toArray().size(), 4);
        // Every action names the section it was judged under; a mistake's is the one it breaks.
        for (const QJsonValue& round : json[QStringLiteral("rounds")].toArray())
            for (const QJsonValue& value : round[QStringLiteral("actions")].toArray()) {
                const QJsonObject action = value.toObject();
                const QString section = action[QStringLiteral("section")].toString();
                QVERIFY2(section.startsWith(QStringLiteral("MD-S21 ")),
                         qPrintable(action[QStringLiteral("action")].toString()));
                if (action.contains(QStringLiteral("mistake")))
                    QCOMPARE(action[QStringLiteral("mistake")][QStringLiteral("section")].toString(), section);
            }
        QCOMPARE(json[QStringLiteral("schema")].toInt(), records->schemaVersion());
        QVERIFY_THROWS_EXCEPTION(RecordsError, roundsCsv(*records, trainee + 1));
        QVERIFY_THROWS_EXCEPTION(RecordsError, traineeJson(*records, trainee + 1));
    }
};

QTEST_GUILESS_MAIN(TestRecordsExport)
#include "tst_records_export.moc"

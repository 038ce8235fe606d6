// The certificate and the detailed report of a sealed exam result, written as PDF from a real sealed
// record and read back with pdftotext (Debian's poppler-utils): one page for the certificate with the
// trainee, the exam, the result, every part and the verification code `verify --code` accepts; every
// mistake of the attempt in the details, with its section.
#include "../records/exam_maker.h"

#include "app/reports/exam_reports.h"
#include "app/theme/translations.h"

#include "certification/supervisor_key.h"
#include "records/exam_definitions.h"
#include "records/exam_records.h"

#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;

namespace {

QString pdfText(const QString& file)
{
    QProcess tool;
    tool.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), file, QStringLiteral("-")});
    if (!tool.waitForFinished(60000) || tool.exitCode() != 0)
        return QStringLiteral("!pdftotext (Debian's poppler-utils) failed: ") +
               QString::fromUtf8(tool.readAllStandardError());
    // Compatibility forms ("ﬁ" ligatures) as plain letters.
    return QString::fromUtf8(tool.readAllStandardOutput()).normalized(QString::NormalizationForm_KC);
}

// Without any white space: a table cell's text may wrap inside its column.
QString squeezed(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\s")));
    return text;
}

int pdfPages(const QString& text) { return int(text.count(QLatin1Char('\f'))); }

} // namespace

class TestExamReports : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(app::installTranslations()); // the counts read as the trainer shows them
        QVERIFY(dir_.isValid());
        auto records = records::RecordsDatabase::open(dir_.filePath(QStringLiteral("records.sqlite")));
        records::ExamRecords exams(*records);
        const auto key = certification::createKey(QStringLiteral("a supervisor's passphrase"));
        const records::Supervisor sam = exams.addSupervisor(QStringLiteral("Sam Supervisor"), key);
        const certification::UnlockedKey unlocked(key, QStringLiteral("a supervisor's passphrase"));
        const qint64 ana = records->createTrainee(QStringLiteral("Ana Morales")).id;
        test::RecordMaker maker(31);
        const records::ExamAttempt attempt =
            test::examAttempt(*records, maker, ana, QStringLiteral("Ana Morales"), sam, QDate(2026, 11, 20));
        seal_ = exams.sealAttempt(attempt, unlocked);
        summary_ = *records::readAttemptRecord(seal_.record);
    }

    void theCertificateSaysWhoWhatAndHowToCheckIt()
    {
        const QString file = dir_.filePath(QStringLiteral("certificate.pdf"));
        QString error;
        QVERIFY2(app::writeCertificate(summary_, seal_, file, &error), qPrintable(error));
        const QString text = pdfText(file);
        QVERIFY2(!text.startsWith(QLatin1Char('!')), qPrintable(text));
        QCOMPARE(pdfPages(text), 1);
        for (const QString& expected :
             {QStringLiteral("Certificate of examination"), QStringLiteral("Ana Morales"),
              QStringLiteral("A test exam"), QStringLiteral("20 November 2026"), QStringLiteral("Sam Supervisor"),
              QStringLiteral("Dealing"), QStringLiteral("Payouts"), seal_.verificationCode(), summary_.uuid,
              // The definition it was sat on, for the school's exams file to confirm.
              QStringLiteral("definition ") + records::examFingerprint(summary_.examSha256)})
            QVERIFY2(squeezed(text).contains(squeezed(expected)),
                     qPrintable(expected + QStringLiteral(" is not in:\n") + text));
        QVERIFY(text.contains(summary_.result == records::AttemptResult::Passed ? QStringLiteral("PASSED")
                                                                                : QStringLiteral("NOT PASSED")));
    }

    // A part's "100 points" stays on its line: it once wrapped in a fixed cell and was cut at the top
    // and bottom.
    void aPartsPointsStayOnItsLine()
    {
        records::AttemptSummary full = summary_;
        for (records::AttemptSummary::Part& part : full.parts)
            part.points = 100;
        const QString file = dir_.filePath(QStringLiteral("full-marks.pdf"));
        QString error;
        QVERIFY2(app::writeCertificate(full, seal_, file, &error), qPrintable(error));
        const QString text = pdfText(file);
        for (const records::AttemptSummary::Part& part : full.parts) {
            const QRegularExpression line(QRegularExpression::escape(part.title) + QStringLiteral(" +100 points"));
            QVERIFY2(text.contains(line), qPrintable(text));
        }
        // So does the definition's fingerprint, above the fine print.
        QVERIFY2(text.contains(QStringLiteral("definition ") + records::examFingerprint(full.examSha256)),
                 qPrintable(text));
    }

    void theDetailsListEveryMistakeWithItsSection()
    {
        const QString file = dir_.filePath(QStringLiteral("details.pdf"));
        QString error;
        QVERIFY2(app::writeAttemptDetails(summary_, seal_, file, &error), qPrintable(error));
        const QString text = pdfText(file);
        QVERIFY2(!text.startsWith(QLatin1Char('!')), qPrintable(text));
        QVERIFY(pdfPages(text) >= 1);
        QVERIFY(text.contains(QStringLiteral("Part 1: Dealing")));
        QVERIFY(text.contains(QStringLiteral("Part 2: Payouts")));
        int mistakes = 0;
        for (const QJsonObject& round : summary_.rounds)
            for (const QJsonValue& action : round.value(QStringLiteral("actions")).toArray())
                if (const QJsonObject mistake = action[QStringLiteral("mistake")].toObject(); !mistake.isEmpty()) {
                    ++mistakes;
                    QVERIFY2(squeezed(text).contains(squeezed(mistake[QStringLiteral("section")].toString())),
                             qPrintable(mistake[QStringLiteral("section")].toString() +
                                        QStringLiteral(" is not in:\n") + text));
                    // In plain words: the code stays in the sealed record and the CLI.
                    QVERIFY(squeezed(text).contains(squeezed(QString::fromStdString(
                        mistakeCodeWords(mistake[QStringLiteral("code")].toString().toStdString())))));
                }
        QVERIFY(mistakes > 0); // RecordMaker's dealer takes a wrong action now and then
        QCOMPARE(summary_.mistakes, mistakes);
    }

    void anUnwritableFileIsAnError()
    {
        QString error;
        QVERIFY(!app::writeCertificate(summary_, seal_, dir_.filePath(QStringLiteral("no/such/dir/c.pdf")), &error));
        QVERIFY(error.startsWith(QStringLiteral("Cannot write")));
        QVERIFY(!app::writeAttemptDetails(summary_, seal_, dir_.filePath(QStringLiteral("no/such/dir/d.pdf")), &error));
    }

private:
    QTemporaryDir dir_;
    certification::Seal seal_;
    records::AttemptSummary summary_;
};

QTEST_MAIN(TestExamReports)
#include "tst_exam_reports.moc"

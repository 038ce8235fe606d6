// An exam sitting is believed only as far as its signatures prove it (docs/certification.md, "Proving
// a sitting"). Each test is a trainee's attack on a station's records file, done as a trainee would:
// the sqlite3 tool writes the file, and what a script calling libsodium could make (a round's hash,
// a shoe sealed to the supervisor's public key, which anyone has) is made with the same calls. The
// supervisor then meets the attempt at the next start: it is never resumed, only voided, with what
// does not belong in its record, and none of its rounds counted.
#include "exam_station.h"

#include "app/dialogs/exam_result_dialog.h"
#include "app/dialogs/interrupted_exam_dialog.h"

#include "records/exam_verification.h"
#include "records/records_export.h"
#include "records/sitting_proof.h"
#include "records/sql_statement.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <algorithm>

using namespace s21;
using test::kPassphrase;

namespace {

// Runs `sql` on `file` with the sqlite3 tool; its error output when it fails.
QString sqlite(const QString& file, const QString& sql)
{
    QProcess tool;
    tool.start(QStringLiteral("sqlite3"), {file, sql});
    if (!tool.waitForFinished(30'000) || tool.exitCode() != 0)
        return QStringLiteral("sqlite3 failed: ") + QString::fromUtf8(tool.readAllStandardError());
    return {};
}

QString quoted(const QByteArray& text) { return "'" + QString::fromUtf8(text).replace("'", "''") + "'"; }

} // namespace

class TestExamSittingProof : public QObject, private test::ExamStation {
    Q_OBJECT
private slots:
    void initTestCase() { setUpCase(); }
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    // A sitting written by hand: a new attempt of the library's exam whose four finished rounds are
    // those of an older passing attempt, named by their true hashes. Today's trainer offered "4 of 4
    // rounds finished", and Resume led to a pass the supervisor signed.
    void aSittingWrittenByHandIsNeverResumed()
    {
        sitAWholePassingAttempt();
        const auto sealed = records::ExamRecords(*records_).seals();
        QCOMPARE(sealed.size(), std::size_t{1});
        const auto passed = records::readAttemptRecord(sealed.front().seal.record);
        QVERIFY(passed && passed->result == records::AttemptResult::Passed);

        records::AttemptHeader header = *passed;
        header.uuid = QStringLiteral("0b8f0c52-3c1e-4f63-9d6a-2f1d6a4c9e01");
        header.startedAt = QDateTime::currentDateTimeUtc().addSecs(-600);
        QJsonArray rounds;
        for (const QJsonObject& round : passed->rounds) {
            const QString uuid = round.value(QStringLiteral("uuid")).toString();
            rounds.append(
                QJsonObject{{QStringLiteral("uuid"), uuid},
                            {QStringLiteral("hash"),
                             QString::fromLatin1(records::roundHash(*records_->loadRound(uuid)).toBase64())}});
        }
        QJsonObject progress = records::attemptHeaderJson(header);
        QJsonObject exam = progress.value(QStringLiteral("exam")).toObject();
        exam.insert(QStringLiteral("yaml"), QString::fromUtf8(test::kExam));
        progress.insert(QStringLiteral("exam"), exam);
        progress.insert(QStringLiteral("format"), QStringLiteral("s21-exam-sitting"));
        progress.insert(QStringLiteral("version"), 2);
        progress.insert(QStringLiteral("plan"),
                        QJsonArray{QJsonObject{{"part", 0}, {"scenario", "md-twenty-one-in-three-cards"}},
                                   QJsonObject{{"part", 0}, {"scenario", "md-exam-double-against-a-six"}},
                                   QJsonObject{{"part", 1}, {"scenario", QJsonValue()}},
                                   QJsonObject{{"part", 1}, {"scenario", QJsonValue()}}});
        progress.insert(QStringLiteral("rounds"), rounds);
        progress.insert(QStringLiteral("current"), QJsonArray());
        progress.insert(QStringLiteral("current_round"), QString());
        progress.insert(QStringLiteral("events"), QJsonArray());
        const QByteArray text = QJsonDocument(progress).toJson(QJsonDocument::Compact);
        const QString problem = sqlite(
            records_->file(), QStringLiteral("INSERT INTO exam_sittings (attempt, trainee_id, started_at, progress, "
                                             "signature) VALUES ('%1', %2, '%3', %4, '%5')")
                                  .arg(header.uuid)
                                  .arg(header.traineeId)
                                  .arg(records::timeText(header.startedAt), quoted(text),
                                       QString::fromLatin1(QByteArray(64, 'x').toBase64())));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        const QString voided = voidAtTheNextStart(QStringLiteral("no opening signed by a supervisor"));
        QVERIFY2(voided.isEmpty(), qPrintable(voided));
        QCOMPARE(records::ExamRecords(*records_).attemptsOf(passed->traineeId, QStringLiteral("short")), 1);
    }

    // A sitting written by hand naming a supervisor who is none of the station's: before, nobody
    // could void it ("the attempt's supervisor is no longer registered on this station"), so one row
    // kept every exam off the station. Any supervisor of the station now voids it in the stranger's
    // place, named in the sealed record as its supervisor.
    void aSittingNamingAStrangerIsVoidedByTheStationsSupervisor()
    {
        records::AttemptHeader header;
        header.uuid = QStringLiteral("5d0c4b2a-1e3f-4a5b-8c6d-7e8f9a0b1c2d");
        header.station = records::ExamRecords(*records_).station();
        header.examId = QStringLiteral("short");
        header.examTitle = QStringLiteral("Short exam");
        const records::Trainee ana = records_->createTrainee(QStringLiteral("Ana"));
        header.traineeId = ana.id;
        header.traineeName = ana.name;
        header.supervisorName = QStringLiteral("Mallory Stranger");
        header.supervisorKey = certification::createKey(QStringLiteral("not the station's")).publicKey;
        header.startedAt = QDateTime::currentDateTimeUtc().addSecs(-600);
        const QByteArray progress = QJsonDocument(records::attemptHeaderJson(header)).toJson(QJsonDocument::Compact);
        const QString problem =
            sqlite(records_->file(), QStringLiteral("INSERT INTO exam_sittings (attempt, trainee_id, started_at, "
                                                    "progress) VALUES ('%1', %2, '%3', %4)")
                                         .arg(header.uuid)
                                         .arg(header.traineeId)
                                         .arg(records::timeText(header.startedAt), quoted(progress)));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        const QString voided = voidAtTheNextStart(header.supervisorName);
        QVERIFY2(voided.isEmpty(), qPrintable(voided));
        const auto summary = records::readAttemptRecord(records::ExamRecords(*records_).seals().back().seal.record);
        QVERIFY(summary);
        QCOMPARE(summary->supervisorName, QStringLiteral("Sam Supervisor"));
        QVERIFY2(summary->events.front().what.contains(QStringLiteral("standing in for Mallory Stranger")),
                 qPrintable(summary->events.front().what));
    }

    // A live-play round's shoe chosen by the trainee: the genuine sitting's sealed set-up replaced by
    // one with the shoe's cards in another order, sealed to the supervisor's public key as the trainer
    // seals it. Today's trainer dealt exactly those cards after Resume.
    void aShoeSealedByAnyoneElseIsNeverDealt()
    {
        const records::ExamSittingRow sitting = leaveASittingAfter(2, 4);
        QVERIFY(!sitting.attempt.isEmpty());
        QJsonObject progress = QJsonDocument::fromJson(sitting.progress).object();
        // What only the supervisor can open is opened here to make a valid set-up of the trainee's
        // own: the same round with the shoe's remaining cards reversed.
        const certification::UnlockedKey supervisor(key_, kPassphrase);
        QJsonObject dealt =
            QJsonDocument::fromJson(supervisor.openSealed(QByteArray::fromBase64(
                                        progress.value(QStringLiteral("current_round")).toString().toLatin1())))
                .object();
        QJsonObject round = dealt.value(QStringLiteral("round")).toObject();
        QJsonObject shoe = round.value(QStringLiteral("shoe")).toObject();
        QStringList cards = shoe.value(QStringLiteral("cards")).toString().split(QLatin1Char(' '));
        std::ranges::reverse(cards);
        shoe.insert(QStringLiteral("cards"), cards.join(QLatin1Char(' ')));
        round.insert(QStringLiteral("shoe"), shoe);
        dealt.insert(QStringLiteral("round"), round);
        progress.insert(QStringLiteral("current_round"),
                        QString::fromLatin1(certification::sealedFor(
                                                key_.publicKey, QJsonDocument(dealt).toJson(QJsonDocument::Compact))
                                                .toBase64()));
        const QString problem =
            sqlite(records_->file(),
                   QStringLiteral("UPDATE exam_sittings SET progress = %1 WHERE attempt = '%2'")
                       .arg(quoted(QJsonDocument(progress).toJson(QJsonDocument::Compact)), sitting.attempt));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        const QString voided = voidAtTheNextStart(QStringLiteral("not signed by the sitting's key"));
        QVERIFY2(voided.isEmpty(), qPrintable(voided));
    }

    // A finished round of the sitting made better in the records (its points) after it was dealt.
    void aRoundChangedAfterItWasDealtIsNamed()
    {
        const records::ExamSittingRow sitting = leaveASittingAfter(2, 0);
        QVERIFY(!sitting.attempt.isEmpty());
        const QString first = QJsonDocument::fromJson(sitting.progress)
                                  .object()
                                  .value(QStringLiteral("rounds"))
                                  .toArray()
                                  .first()
                                  .toObject()
                                  .value(QStringLiteral("uuid"))
                                  .toString();
        const QString problem =
            sqlite(records_->file(), QStringLiteral("UPDATE rounds SET elapsed_ms = 1 WHERE uuid = '%1'").arg(first));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        const QString voided = voidAtTheNextStart(QStringLiteral("is not the round this sitting dealt"));
        QVERIFY2(voided.isEmpty(), qPrintable(voided));
    }

    // The trainer killed in the middle of an exam and its saved progress deleted: today the next start
    // showed nothing. The sitting's opening stays: verify names it started and not finished, and no
    // exam starts until its supervisor voids it.
    void aDeletedSittingIsStillStartedNotFinished()
    {
        QVERIFY(!leaveASittingAfter(1, 2).attempt.isEmpty());
        const QString problem = sqlite(records_->file(), QStringLiteral("DELETE FROM exam_sittings"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const auto findings = records::verifyStation(*records_, {key_.publicKey});
        QCOMPARE(findings.size(), std::size_t{1});
        QCOMPARE(records::findingKindName(findings.front().kind), QStringLiteral("unfinished"));
        QVERIFY2(findings.front().text.contains(QStringLiteral("was started and not finished")),
                 qPrintable(findings.front().text));

        const QString voided = voidAtTheNextStart(QStringLiteral("its saved progress is gone"));
        QVERIFY2(voided.isEmpty(), qPrintable(voided));
    }

private:
    // A sitting the trainer stopped during (its window gone without closing: nothing sealed) after
    // `rounds` whole rounds and `actions` of the next; empty when it could not be dealt.
    records::ExamSittingRow leaveASittingAfter(int rounds, int actions)
    {
        {
            auto window = open();
            if (!window || !startThroughTheDialog(*window, kPassphrase, true) ||
                !test::dealInto(*window, rounds, actions))
                return {};
        }
        const auto sittings = records::ExamRecords(*records_).sittings();
        return sittings.size() == 1 ? sittings.front() : records::ExamSittingRow{};
    }

    // Deals the exam to its end through the window, correctly, and signs the pass.
    void sitAWholePassingAttempt()
    {
        auto window = open();
        QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
        QVERIFY(test::finishAndSign(*window));
        window->examDesk().result()->accept();
    }

    // At the next start the one unsealed sitting is shown with `why` (what does not belong); no exam
    // starts; Resume is refused; its supervisor voids it, sealed with no round and the reason, and the
    // station then verifies. Empty when all of this holds, else what did not.
    QString voidAtTheNextStart(const QString& why)
    {
        const std::size_t sealedBefore = records::ExamRecords(*records_).seals().size();
        auto window = open();
        auto* dialog = window ? window->findChild<app::InterruptedExamDialog*>() : nullptr;
        if (!dialog)
            return QStringLiteral("no interrupted attempt shown");
        if (!dialog->text().contains(why) || !dialog->text().contains(QStringLiteral("cannot be proven")))
            return QStringLiteral("the dialog says: ") + dialog->text();
        window->examDesk().chooseExam();
        if (window->findChild<app::ExamStartDialog*>())
            return QStringLiteral("an exam could start");
        if (dialog->resumeAttempt(kPassphrase) || window->examDesk().sitting())
            return QStringLiteral("resumed");
        if (!dialog->voidAttempt(kPassphrase))
            return QStringLiteral("not voided");
        const auto seals = records::ExamRecords(*records_).seals();
        if (seals.size() != sealedBefore + 1 || !records::ExamRecords(*records_).sittings().empty())
            return QStringLiteral("not sealed once");
        const auto summary = records::readAttemptRecord(seals.back().seal.record);
        if (!summary || summary->result != records::AttemptResult::Voided || !summary->rounds.empty() ||
            summary->events.size() != 1 || !summary->events.front().what.contains(why))
            return QStringLiteral("sealed as: ") + QString::fromUtf8(seals.back().seal.record.left(600));
        if (!records::verifyStation(*records_, {key_.publicKey}).empty())
            return QStringLiteral("the station does not verify");
        return {};
    }
};

QTEST_MAIN(TestExamSittingProof)
#include "tst_exam_sitting_proof.moc"

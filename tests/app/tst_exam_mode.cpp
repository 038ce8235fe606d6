// A certification exam sat at the real window over a real records file: a supervisor starts it in
// the start dialog with their passphrase, the trainee deals every round through the real widgets
// with no hints, no settings and no way out of a round, the supervisor signs the result, and the
// sealed result verifies and prints. Abandoning, closing the window and the attempts allowed are
// tried too, what a trainee could read during a round is searched for the secret shoe and seed, and
// an attempt the trainer stopped during (its process killed) is voided by its supervisor.
#include "../records/school_server_support.h"
#include "contrast_audit.h"
#include "exam_station.h"
#include "keyboard_walk.h"

#include "app/dialogs/exam_result_dialog.h"
#include "app/dialogs/exam_start_dialog.h"
#include "app/dialogs/history_dialog.h"
#include "app/dialogs/interrupted_exam_dialog.h"
#include "app/session/exam_library.h"
#include "app/session/exam_run.h"
#include "app/session/profile_catalog.h"
#include "app/session/server_sender.h"
#include "app/theme/translations.h"

#include "certification/supervisor_key.h"
#include "core/base/number_text.h"
#include "records/exam_verification.h"
#include "records/replay.h"
#include "records/schema.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <cstdio>
#include <set>

using namespace s21;
using test::dealInto;
using test::kPassphrase;

namespace {

// Everything the table holds in the round under way: every action with its verdict, every hand's
// cards and status, the bankrolls, the dealer's cards, and the shoe's next cards.
QString tableState(const app::TrainerSession& session)
{
    QStringList parts;
    for (const TimedVerdict& entry : session.log())
        parts << QString::fromStdString(notation(entry.verdict.action)) + (entry.verdict.isMistake() ? "!" : "");
    const RoundState& state = session.state();
    parts << "dealer " + QString::fromStdString(notation(state.dealer.cards.cards()));
    for (int s = 1; s <= kSeatCount; ++s) {
        if (!state.occupied(s))
            continue;
        QString seat = QStringLiteral("s%1 %2c:").arg(s).arg(state.seat(s).bankroll.inCents());
        for (const PlayerHand& hand : state.seat(s).hands)
            seat += " " + QString::fromStdString(notation(hand.cards.cards())) +
                    QStringLiteral("/%1").arg(static_cast<int>(hand.status));
        parts << seat;
    }
    std::vector<Card> next = state.shoe.undealt();
    next.resize(std::min<std::size_t>(next.size(), 6));
    parts << QStringLiteral("shoe %1: ").arg(state.shoe.remaining()) + QString::fromStdString(notation(next));
    return parts.join('|');
}

} // namespace

class TestExamMode : public QObject, private test::ExamStation {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(app::installTranslations()); // the counts read as the trainer shows them
        setUpCase();
    }
    void init() { setUp(); }
    void cleanup() { tearDown(); }

    void withASchoolServerAnAttemptStartsOnlyWhenTheServerRegistersIt()
    {
        const QString superuser = test::testServerUrl();
        if (superuser.isEmpty())
            QFAIL(test::kNoTestServer);
        const test::School school = test::School::create(superuser);
        const QString station = school.addLogin(records::ServerRole::Station);
        auto window = open();
        QVERIFY(window);
        const records::Supervisor supervisor = records::ExamRecords(*records_).supervisors().front();

        // The server out of reach: the exam does not start, and the supervisor is told why.
        QUrl away(school.urlFor(station));
        away.setPort(1);
        window->station().useServer(away.toString(QUrl::FullyEncoded));
        QString told;
        QTimer closer;
        connect(&closer, &QTimer::timeout, [&] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                told = box->text();
                box->accept();
            }
        });
        closer.start(50);
        QVERIFY(!window->examDesk().startExam(exams_.front(), supervisor,
                                              std::make_unique<certification::UnlockedKey>(key_, kPassphrase)));
        closer.stop();
        QVERIFY2(told.contains(QStringLiteral("registers each attempt as it starts")), qPrintable(told));
        QVERIFY(!window->examDesk().sitting());

        // Within reach: the exam starts, and the server registers the attempt at once.
        window->station().useServer(school.urlFor(station));
        QVERIFY(window->examDesk().startExam(exams_.front(), supervisor,
                                             std::make_unique<certification::UnlockedKey>(key_, kPassphrase)));
        const auto server = school.login(station);
        QTRY_COMPARE_WITH_TIMEOUT(
            test::scalar(server->connection(), QStringLiteral("SELECT count(*) FROM exam_attempts")).toInt(), 1, 30000);
        QCOMPARE(
            test::scalar(server->connection(), QStringLiteral("SELECT attempt::text FROM exam_attempts")).toString(),
            window->examDesk().sitting()->run().attempt().uuid);
        QCOMPARE(test::scalar(server->connection(), QStringLiteral("SELECT count(*) FROM exam_results")).toInt(), 0);
    }

    // Issue 39: the supervisor confirms the dealer's name as the certificate will show it; a name
    // corrected there is the trainee's name in the records and on the sealed attempt. An empty one
    // starts nothing.
    void theSupervisorConfirmsTheDealersName()
    {
        auto window = open();
        QVERIFY(window);
        window->examDesk().chooseExam();
        auto* dialog = window->findChild<app::ExamStartDialog*>();
        QVERIFY(dialog);
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("dealerName"));
        QVERIFY(name);
        QCOMPARE(name->text(), records_->trainee(window->station().trainee())->name);
        name->clear();
        QTest::keyClicks(dialog->findChild<QLineEdit*>(QStringLiteral("passphrase")), kPassphrase);
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("startExam")), Qt::LeftButton);
        QVERIFY(!window->examDesk().sitting());
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("problem"))->text().contains(QStringLiteral("name")));
        name->insert(QStringLiteral("Ana María Pérez")); // typed (keyClicks takes ASCII only)
        QCOMPARE(dialog->findChild<QLineEdit*>(QStringLiteral("passphrase"))->text(), kPassphrase); // kept
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("startExam")), Qt::LeftButton);
        QVERIFY(window->examDesk().sitting());
        QCOMPARE(window->examDesk().sitting()->run().attempt().traineeName, QStringLiteral("Ana María Pérez"));
        QCOMPARE(records_->trainee(window->station().trainee())->name, QStringLiteral("Ana María Pérez"));
    }

    void aWholeAttemptThroughTheWidgets()
    {
        auto window = open();
        QVERIFY(window);
        QVERIFY(!startThroughTheDialog(*window, QStringLiteral("not the passphrase"), false));
        QVERIFY(startThroughTheDialog(*window, kPassphrase, true));
        QVERIFY(window->examDesk().sitting());
        // Nothing but the exam: the settings, the library, the trainee's buttons are gone.
        for (const char* hidden :
             {"settingsButton", "traineeButton", "historyButton", "progressButton", "examButton", "modeBox"})
            QVERIFY2(!window->findChild<QWidget*>(QString::fromLatin1(hidden))->isVisibleTo(window.get()), hidden);
        QVERIFY(window->findChild<QWidget*>(QStringLiteral("abandonExam"))->isVisibleTo(window.get()));
        // The set scenario is neither named nor described, and no hint is given.
        QVERIFY(!window->feedbackText().contains("21 in three cards"));
        QVERIFY(window->hintText().contains("no hints"));

        test::GuiDriver driver(*window);
        // A round cannot be left: "next round" in the middle of one changes nothing.
        QVERIFY(driver.takeExpected(false));
        const std::size_t actions = window->session().log().size();
        clickNamed(*window, "newRoundButton");
        QCOMPARE(window->session().log().size(), actions);
        QVERIFY(window->feedbackText().contains("cannot be left"));

        for (int round = 0; round < 4; ++round) {
            while (!window->session().procedure().complete())
                QVERIFY(driver.takeExpected(false));
            QTest::qWait(20); // a summary opens on the event loop's next pass (MainWindow::summary)
            QVERIFY2(window->summary() == nullptr, "no summary between an exam's rounds");
            if (round < 3)
                clickNamed(*window, "newRoundButton");
        }
        app::ExamResultDialog* result = window->examDesk().result();
        QVERIFY(result);
        QVERIFY(result->resultText().contains("PASSED"));
        // Every control of the result is reached by Tab, before the signature and after it (issue 39).
        const auto walkedByTab = [result] {
            QApplication::setActiveWindow(result);
            if (!QTest::qWaitForWindowActive(result))
                return QStringList{QStringLiteral("never active")};
            return test::unreachedByTab(result);
        };
        QStringList missed = walkedByTab();
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(", ")));
        // The supervisor types their passphrase and presses Sign: a wrong one seals nothing.
        auto* passphrase = result->findChild<QLineEdit*>(QStringLiteral("passphrase"));
        auto* sign = result->findChild<QPushButton*>(QStringLiteral("signResult"));
        QVERIFY(passphrase && sign);
        QCOMPARE(passphrase->accessibleName(), QStringLiteral("Sam Supervisor's passphrase"));
        QTest::keyClicks(passphrase, QStringLiteral("not the passphrase"));
        QTest::mouseClick(sign, Qt::LeftButton);
        QVERIFY(!window->examDesk().sitting()->sealed());
        // The result and the refusal read at WCAG AA (tst_contrast_gui opens the other dialogs).
        test::ContrastAudit contrast;
        contrast.audit(result, QStringLiteral("exam result"));
        QVERIFY(contrast.checked() > 3);
        QVERIFY2(contrast.failures().isEmpty(), qPrintable(contrast.failures().join('\n')));
        QTest::keyClicks(passphrase, kPassphrase);
        QTest::keyClick(passphrase, Qt::Key_Return); // signed from the keyboard
        QVERIFY(window->examDesk().sitting()->sealed());
        const certification::Seal seal = *window->examDesk().sitting()->sealed();
        QVERIFY(result->resultText().contains(seal.verificationCode()));
        // The keyboard goes on to the papers, not to the hidden Sign button; the certificate is
        // proposed in the documents folder under the dealer's, the exam's and the day's names.
        QVERIFY(!sign->isVisible());
        QCOMPARE(result->focusWidget(), result->findChild<QPushButton*>(QStringLiteral("saveCertificate")));
        missed = walkedByTab();
        QVERIFY2(missed.isEmpty(), qPrintable(missed.join(", ")));
        const QString proposed = result->suggestedPaperPath(QStringLiteral("certificate"));
        QCOMPARE(QFileInfo(proposed).path(), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
        QCOMPARE(QFileInfo(proposed).fileName(), QStringLiteral("%1-short-%2-certificate.pdf")
                                                     .arg(window->examDesk().sitting()->run().attempt().traineeName,
                                                          QDate::currentDate().toString(QStringLiteral("yyyy-MM-dd"))));
        const QString certificate = dir_->filePath(QStringLiteral("certificate.pdf"));
        QVERIFY(result->saveCertificate(certificate));
        QVERIFY(result->saveDetails(dir_->filePath(QStringLiteral("details.pdf"))));
        QVERIFY(QFileInfo(certificate).size() > 1000);
        // The certificate, rendered, names the dealer, the result and its verification code.
        QProcess pdftotext;
        pdftotext.start(QStringLiteral("pdftotext"), {certificate, QStringLiteral("-")});
        QVERIFY(pdftotext.waitForFinished());
        const QString paper = QString::fromUtf8(pdftotext.readAllStandardOutput());
        QVERIFY2(paper.contains(seal.verificationCode()) && paper.contains(QStringLiteral("Sam Supervisor")),
                 qPrintable(paper));

        // Sealed in the station's chain, every round with it, verified against the supervisor's key.
        const auto seals = records::ExamRecords(*records_).seals();
        QCOMPARE(seals.size(), std::size_t{1});
        const auto summary = records::readAttemptRecord(seals.front().seal.record);
        QVERIFY(summary);
        QCOMPARE(summary->result, records::AttemptResult::Passed);
        QCOMPARE(summary->parts.size(), std::size_t{2});
        QCOMPARE(summary->rounds.size(), std::size_t{4});
        QCOMPARE(summary->supervisorName, QStringLiteral("Sam Supervisor"));
        QVERIFY(records::verifyStation(*records_, {key_.publicKey}).empty());

        // The history lists every exam round, but replays none of an exam's own scenario (its expected
        // actions would give the exam away).
        app::HistoryDialog history(*records_, window->station().trainee(),
                                   {QStringLiteral("md-exam-double-against-a-six")}, window.get());
        const auto rounds = records_->rounds(window->station().trainee());
        QCOMPARE(history.rowCount(), static_cast<int>(rounds.size()));
        int refused = 0;
        for (int row = 0; row < history.rowCount(); ++row) {
            const auto& round = rounds[rounds.size() - 1 - static_cast<std::size_t>(row)]; // newest first
            if (round.mode != records::RecordMode::Exam || round.scenarioId.isEmpty())
                continue;
            const bool own = round.scenarioId == QStringLiteral("md-exam-double-against-a-six");
            QCOMPARE(history.replayRow(row), !own);
            refused += own ? 1 : 0;
        }
        QCOMPARE(refused, 1);

        // Every exam round's record carries the session's 128-bit seed from the operating system (a
        // live-play round's set-up, a seed drawn from it), and replays exactly from the record.
        for (const auto& round : rounds) {
            if (round.mode != records::RecordMode::Exam)
                continue;
            QVERIFY2(round.seed.startsWith(QStringLiteral("0x")) && round.seed.size() == 34, qPrintable(round.seed));
            const auto record = records_->loadRound(round.uuid);
            QVERIFY(record && record->dealtFrom.round);
            if (round.scenarioId.isEmpty())
                QVERIFY(record->dealtFrom.round->seed.high != 0);
            QCOMPARE(records::Replay(*record).replayToEnd(), std::optional<std::size_t>());
        }

        // Closing the result dialog: practice again, on the table the trainee had.
        result->accept();
        QTRY_VERIFY(!window->examDesk().sitting());
        QVERIFY(window->findChild<QWidget*>(QStringLiteral("settingsButton"))->isVisibleTo(window.get()));
        QVERIFY(window->session().options().seed == Seed{7});
    }

    void theBlackjackCertificationIsSatSealedAndVerified()
    {
        // The shipped Maryland blackjack certification (issue 41), sat whole at a station: its set
        // scenarios and its live table are blackjack rounds, sealed, verified and replayed like
        // Spanish 21's; a trainee who changes one of its rounds with the sqlite3 tool is named.
        QStringList errors;
        const QString exams = QFileInfo(app::findProfilesDir()).path() + QStringLiteral("/exams");
        const std::vector<app::ExamEntry> shipped = app::loadExams(exams, library_, profiles_, errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        const auto blackjack = std::find_if(shipped.begin(), shipped.end(), [](const app::ExamEntry& entry) {
            return entry.exam.id == "md-blackjack-certification";
        });
        QVERIFY(blackjack != shipped.end());
        auto window = open();
        QVERIFY(window);
        window->examDesk().setExams(shipped);
        const records::Supervisor supervisor = records::ExamRecords(*records_).supervisors().front();
        QVERIFY(window->examDesk().startExam(*blackjack, supervisor,
                                             std::make_unique<certification::UnlockedKey>(key_, kPassphrase)));
        QVERIFY(test::finishAndSign(*window));

        const auto seals = records::ExamRecords(*records_).seals();
        QCOMPARE(seals.size(), std::size_t{1});
        const auto summary = records::readAttemptRecord(seals.front().seal.record);
        QVERIFY(summary);
        QCOMPARE(summary->result, records::AttemptResult::Passed);
        QCOMPARE(summary->rounds.size(), std::size_t{6 + 6 + 3 + 4});
        QVERIFY(records::verifyStation(*records_, {key_.publicKey}).empty());
        QString firstRound;
        for (const auto& round : records_->rounds(window->station().trainee())) {
            if (round.mode != records::RecordMode::Exam)
                continue;
            QVERIFY2(round.profileId.startsWith(QStringLiteral("md-bj-")), qPrintable(round.profileId));
            const auto record = records_->loadRound(round.uuid);
            QVERIFY(record);
            QCOMPARE(records::Replay(*record).replayToEnd(), std::optional<std::size_t>());
            if (firstRound.isEmpty())
                firstRound = round.uuid;
        }

        QProcess sqlite3;
        sqlite3.start(
            QStringLiteral("sqlite3"),
            {records_->file(), QStringLiteral("UPDATE rounds SET elapsed_ms = 1 WHERE uuid = '%1'").arg(firstRound)});
        QVERIFY(sqlite3.waitForFinished(30'000) && sqlite3.exitCode() == 0);
        const auto findings = records::verifyStation(*records_, {key_.publicKey});
        QCOMPARE(findings.size(), std::size_t{1});
        QCOMPARE(findings.front().kind, records::ExamFinding::Kind::CopyChanged);
    }

    void abandoningSealsAFailure()
    {
        auto window = open();
        QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
        test::GuiDriver driver(*window);
        QVERIFY(driver.takeExpected(false));
        window->examDesk().abandonExam(false);
        app::ExamResultDialog* result = window->examDesk().result();
        QVERIFY(result);
        QVERIFY(window->examDesk().sitting()->sealed());
        QVERIFY(result->resultText().contains("FAILED"));
        QVERIFY(result->resultText().contains("Abandoned during round 1 of 4"));
        const auto summary = records::readAttemptRecord(records::ExamRecords(*records_).seals().front().seal.record);
        QVERIFY(summary && summary->result == records::AttemptResult::Failed);
        QCOMPARE(summary->events.size(), std::size_t{1});
        result->accept();
        QTRY_VERIFY(!window->examDesk().sitting());
    }

    // An exam whose file says still_table: the cards and chips do not move while it is sat, whatever
    // the trainee chose; afterwards the table moves at the trainee's speed again. While it is sat the
    // session is the exam's kind, and practice's again after (app/session/session_plan.h).
    // A drill's folder holds Spanish 21's and blackjack's scenarios side by side (issue 41): an exam's
    // drill part draws only scenarios of the games its named scenarios are dealt in, so the shipped
    // Spanish 21 irregularities exam never deals a blackjack round, however the draw falls.
    void drillPartsDrawFromTheExamsGameOnly()
    {
        QStringList errors;
        const QString profilesDir = app::findProfilesDir();
        const std::vector<app::ProfileEntry> profiles = app::loadProfiles(profilesDir, errors);
        const std::vector<app::ScenarioEntry> library = app::loadScenarios(QFileInfo(profilesDir).path(), errors);
        const std::vector<app::ExamEntry> exams =
            app::loadExams(QFileInfo(profilesDir).path() + QStringLiteral("/exams"), library, profiles, errors);
        const auto irregularities = std::find_if(exams.begin(), exams.end(), [](const app::ExamEntry& entry) {
            return QFileInfo(entry.file).fileName() == QStringLiteral("irregularities.yaml");
        });
        QVERIFY(irregularities != exams.end());
        bool blackjackInTheDrill = false;
        for (const app::ScenarioEntry& entry : library)
            blackjackInTheDrill = blackjackInTheDrill || (entry.scenario.profile.game == Game::Blackjack &&
                                                          std::ranges::count(entry.scenario.drills, "irregularities"));
        QVERIFY(blackjackInTheDrill); // else this test proves nothing
        for (int draw = 0; draw < 30; ++draw)
            for (const app::ExamRun::PlannedRound& round : app::ExamRun::plan(irregularities->exam, library))
                if (round.scenario)
                    QCOMPARE(round.scenario->profile.game, Game::Spanish21);
    }

    void anExamMayKeepTheTableStill()
    {
        auto window = open();
        QVERIFY(window);
        QCOMPARE(window->plan().kind(), app::SessionKind::GuidedPractice);
        window->enableCardMotion();
        const int chosen = window->scene().motion().duration();
        QVERIFY(chosen > 0);
        app::ExamEntry still = exams_.front();
        still.exam.stillTable = true;
        const records::Supervisor supervisor = records::ExamRecords(*records_).supervisors().front();
        QVERIFY(window->examDesk().startExam(still, supervisor,
                                             std::make_unique<certification::UnlockedKey>(key_, kPassphrase)));
        QCOMPARE(window->scene().motion().duration(), 0);
        QCOMPARE(window->plan().kind(), app::SessionKind::Exam);
        QVERIFY(!window->plan().hinted());
        window->examDesk().abandonExam(false);
        window->examDesk().result()->accept();
        QTRY_VERIFY(!window->examDesk().sitting());
        QCOMPARE(window->scene().motion().duration(), chosen);
        QCOMPARE(window->plan().kind(), app::SessionKind::GuidedPractice);

        // An exam without it: the trainee's speed all along.
        QVERIFY(window->examDesk().startExam(exams_.front(), supervisor,
                                             std::make_unique<certification::UnlockedKey>(key_, kPassphrase)));
        QCOMPARE(window->scene().motion().duration(), chosen);
    }

    void closingTheWindowSealsAFailureAndAttemptsRunOut()
    {
        for (int attempt = 0; attempt < 2; ++attempt) {
            auto window = open();
            QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
            test::GuiDriver driver(*window);
            QVERIFY(driver.takeExpected(false));
            window->close();
        }
        const auto seals = records::ExamRecords(*records_).seals();
        QCOMPARE(seals.size(), std::size_t{2});
        for (const auto& stored : seals) {
            const auto summary = records::readAttemptRecord(stored.seal.record);
            QVERIFY(summary && summary->result == records::AttemptResult::Failed);
            QVERIFY(summary->reasons.front().contains("window was closed"));
        }
        QVERIFY(records::verifyStation(*records_, {key_.publicKey}).empty());
        // The exam allows two attempts: the third is refused before the passphrase is even tried.
        auto window = open();
        QVERIFY(window);
        QVERIFY(!startThroughTheDialog(*window, kPassphrase, true));
        QVERIFY(!window->examDesk().sitting());
    }

    void nothingATraineeCanReadGivesTheShoeAway()
    {
        auto window = open();
        QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
        QVERIFY(dealInto(*window, 2, 0));
        // Both live-play rounds, the second after the first's record is stored: in the middle of each
        // (the hole card dealt), nothing gives the seed, the shoe's next cards or the hole card away.
        for (int live = 0; live < 2; ++live) {
            if (live == 1)
                QVERIFY(dealInto(*window, 1, 0));
            test::GuiDriver driver(*window);
            while (window->session().state().dealer.holeCard == HoleCard::NotDealt)
                QVERIFY(driver.takeExpected(false));
            const RoundState& state = window->session().state();
            const QString seed = QString::fromStdString(seedText(window->session().options().seed));
            std::vector<Card> next = state.shoe.undealt();
            next.resize(4);
            const QString order = QString::fromStdString(notation(next));
            // Every text of every widget, the window titles, the clipboard, and the records file.
            QStringList seen{window->windowTitle(), QApplication::clipboard()->text()};
            for (QWidget* widget : QApplication::allWidgets()) {
                seen << widget->windowTitle() << widget->toolTip() << widget->accessibleName()
                     << widget->accessibleDescription() << widget->statusTip() << widget->whatsThis();
                if (auto* label = qobject_cast<QLabel*>(widget))
                    seen << label->text();
                if (auto* button = qobject_cast<QAbstractButton*>(widget))
                    seen << button->text();
            }
            for (QGraphicsItem* item : window->scene().items())
                seen << item->toolTip();
            const QString everything = seen.join('\n');
            QVERIFY2(!everything.contains(seed), "the seed is shown");
            QVERIFY2(!everything.contains(order), "the shoe's order is shown");
            // Any card named anywhere is one that lies face up on the table: never the hole card.
            std::set<QString> faceUp{QString::fromStdString(notation(state.dealer.upCard()))};
            for (int s = 1; s <= kSeatCount; ++s)
                for (const PlayerHand& hand : state.seat(s).hands)
                    for (const Card& card : hand.cards.cards())
                        faceUp.insert(QString::fromStdString(notation(card)));
            static const QRegularExpression cardName(QStringLiteral("\\b[2-9AJQK][CDHS]\\b"));
            for (auto match = cardName.globalMatch(everything); match.hasNext();) {
                const QString named = match.next().captured();
                QVERIFY2(faceUp.count(named), qPrintable(named + " is named but not face up"));
            }
            QFile file(records_->file());
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray stored = file.readAll();
            QFile wal(records_->file() + QStringLiteral("-wal"));
            const QByteArray logged = wal.open(QIODevice::ReadOnly) ? wal.readAll() : QByteArray();
            for (const QByteArray& bytes : {stored, logged}) {
                QVERIFY2(!bytes.contains(seed.toLatin1()), "the seed is written before the round ends");
                QVERIFY2(!bytes.contains(order.toLatin1()), "the shoe's order is written before the round ends");
            }
        }
        window->examDesk().abandonExam(false);
    }

    // The trainer stops during an exam (the window gone without closing: no seal). The progress saved
    // action by action says how far it went; the next start shows it, and its supervisor voids it.
    void anInterruptedAttemptIsVoidedByItsSupervisor()
    {
        {
            auto window = open();
            QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
            test::GuiDriver driver(*window);
            for (int step = 0; step < 3; ++step)
                QVERIFY(driver.takeExpected(false));
        }
        checkInterruptedAfter(3);
    }

    // The same with the trainer's process killed (SIGKILL) in the middle of a round.
    void aKilledTrainersAttemptIsVoidedByItsSupervisor()
    {
        const QByteArray said = runChildUntilKilled(QStringLiteral("first"));
        QVERIFY2(said.startsWith("dealt 5"), said.constData());
        checkInterruptedAfter(5);
    }

    // The trainer stops in the middle of a live-play round (the window gone without closing); at the
    // next start the supervisor resumes the attempt: the round is set up again from its sealed
    // set-up, its actions applied again, the table exactly as it was, and the attempt goes on to a
    // signed, verified result whose record says it was interrupted and resumed.
    void anInterruptedAttemptIsResumedWhereItStopped()
    {
        QString before;
        {
            auto window = open();
            QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
            QVERIFY(dealInto(*window, 2, 6));
            before = tableState(window->session());
        }
        QVERIFY(resumeAndFinish(before, 6));
    }

    // The same with the trainer's process killed (SIGKILL) in the middle of a live-play round.
    void aKilledTrainersAttemptIsResumedWhereItStopped()
    {
        const QByteArray said = runChildUntilKilled(QStringLiteral("live"));
        QVERIFY2(said.contains("state "), said.constData());
        const QString before = QString::fromUtf8(said.mid(said.indexOf("state ") + 6).trimmed());
        QVERIFY(resumeAndFinish(before, 5));
    }

    // A trainer of schema 8 stopped during an exam, two rounds finished and six actions into the third
    // (tests/records/data/migrations/v8-interrupted-exam.sql). Today's trainer upgrades the file, the
    // modes' migration among the rest, and the attempt is still proven, resumed where it stopped,
    // sealed and verified: the upgrade changed none of the rounds its progress names by their hash.
    void anAttemptStoppedBeforeTheUpgradeIsResumedAfterIt()
    {
        const QString file = records_->file();
        records_.reset();
        for (const char* suffix : {"", "-wal", "-shm"})
            QFile::remove(file + QLatin1String(suffix));
        QFile fixture(QStringLiteral(S21_SOURCE_DIR "/tests/records/data/migrations/v8-interrupted-exam.sql"));
        QVERIFY(fixture.open(QIODevice::ReadOnly));
        QProcess sqlite3;
        sqlite3.start(QStringLiteral("sqlite3"), {file});
        sqlite3.write(fixture.readAll());
        sqlite3.closeWriteChannel();
        QVERIFY(sqlite3.waitForFinished() && sqlite3.exitCode() == 0);
        records_ = records::RecordsDatabase::open(file);
        QCOMPARE(records_->schemaVersion(), records::currentSchemaVersion());

        auto window = open();
        auto* dialog = window ? window->findChild<app::InterruptedExamDialog*>() : nullptr;
        QVERIFY(dialog && dialog->resumeAttempt(kPassphrase));
        QVERIFY(window->examDesk().sitting());
        QCOMPARE(static_cast<int>(window->examDesk().sitting()->run().roundsDone()), 2);
        QCOMPARE(window->session().log().size(), std::size_t{6});
        QVERIFY(test::finishAndSign(*window));
        const auto summary = records::readAttemptRecord(records::ExamRecords(*records_).seals().back().seal.record);
        QVERIFY(summary && summary->rounds.size() == 4);
        for (const QJsonObject& round : summary->rounds)
            QCOMPARE(round.value(QStringLiteral("mode")).toString(), QStringLiteral("exam"));
        std::vector<QByteArray> keys;
        for (const records::Supervisor& supervisor : records::ExamRecords(*records_).supervisors())
            keys.push_back(supervisor.key.publicKey);
        QVERIFY(records::verifyStation(*records_, keys).empty());
    }

    // Stopped between two rounds (no action of the next one saved, a live-play round next): resumed, the
    // next round is dealt afresh. Stopped after the last round, before the signature: resumed, the
    // result waits to be signed.
    void resumingBetweenRoundsAndAfterTheLast()
    {
        for (const int dealt : {2, 4}) {
            {
                auto window = open();
                QVERIFY(window && startThroughTheDialog(*window, kPassphrase, true));
                QVERIFY(dealInto(*window, dealt - 1, 0));
                test::GuiDriver driver(*window);
                while (!window->session().procedure().complete())
                    QVERIFY(driver.takeExpected(false));
                QCOMPARE(window->examDesk().result() != nullptr, dealt == 4);
            }
            auto window = open();
            auto* dialog = window ? window->findChild<app::InterruptedExamDialog*>() : nullptr;
            QVERIFY(dialog);
            test::ContrastAudit contrast;
            contrast.audit(dialog, QStringLiteral("interrupted exam"));
            QVERIFY(contrast.checked() > 3);
            QVERIFY2(contrast.failures().isEmpty(), qPrintable(contrast.failures().join('\n')));
            QVERIFY(dialog->resumeAttempt(kPassphrase));
            QVERIFY(window->examDesk().sitting());
            QCOMPARE(static_cast<int>(window->examDesk().sitting()->run().roundsDone()), dealt);
            QVERIFY(test::finishAndSign(*window));
            const auto summary = records::readAttemptRecord(records::ExamRecords(*records_).seals().back().seal.record);
            QVERIFY(summary && summary->rounds.size() == 4 && summary->events.size() == 1);
            QCOMPARE(summary->events.front().what,
                     QStringLiteral("Interrupted during round %1 of 4, after 0 of its actions: resumed by Sam "
                                    "Supervisor.")
                         .arg(std::min(dealt + 1, 4)));
            window->examDesk().result()->accept();
        }
        QVERIFY(records::verifyStation(*records_, {key_.publicKey}).empty());
    }

private:
    // Resumes the one interrupted attempt, finds the table as `before` with `actions` of its round
    // dealt, deals the attempt to its end and signs it.
    bool resumeAndFinish(const QString& before, int actions)
    {
        const auto sittings = records::ExamRecords(*records_).sittings();
        if (sittings.size() != 1 ||
            static_cast<int>(app::ExamRun::savedActions(sittings.front().progress).size()) != actions)
            return false;
        // The live round's set-up is saved, but only sealed for the supervisor: its cards are not in it.
        const QString shoe = before.section(QStringLiteral("shoe "), 1).section(QLatin1Char(':'), 1).trimmed();
        if (shoe.isEmpty() || sittings.front().progress.contains(shoe.toUtf8()))
            return false;
        auto window = open();
        auto* dialog = window ? window->findChild<app::InterruptedExamDialog*>() : nullptr;
        if (!dialog || dialog->resumeAttempt(QStringLiteral("not the passphrase")) ||
            !dialog->resumeAttempt(kPassphrase))
            return false;
        if (!window->examDesk().sitting() || tableState(window->session()) != before) {
            qWarning("before: %s\nafter:  %s", qPrintable(before), qPrintable(tableState(window->session())));
            return false;
        }
        if (!test::finishAndSign(*window))
            return false;
        const auto seals = records::ExamRecords(*records_).seals();
        const auto summary = records::readAttemptRecord(seals.back().seal.record);
        if (!summary || summary->rounds.size() != 4 || summary->events.size() != 1 ||
            !summary->events.front().what.contains(
                QStringLiteral("Interrupted during round 3 of 4, after %1 of its actions: resumed by Sam Supervisor.")
                    .arg(actions)))
            return false;
        // The resumed round is stored whole: it replays to the same verdicts.
        const auto rounds = records_->rounds(window->station().trainee());
        for (const auto& round : rounds)
            if (round.mode == records::RecordMode::Exam)
                if (records::Replay(*records_->loadRound(round.uuid)).replayToEnd())
                    return false;
        return records::ExamRecords(*records_).sittings().empty() &&
               records::verifyStation(*records_, {key_.publicKey}).empty();
    }

    // Runs this test binary as a trainer sitting the exam (`how`: "first" stops in the first round,
    // "live" in the first live-play round), reads what it says until it has dealt, and kills it.
    QByteArray runChildUntilKilled(const QString& how)
    {
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("S21_EXAM_CHILD"), records_->file());
        environment.insert(QStringLiteral("S21_EXAM_DIR"), dir_->filePath(QStringLiteral("exams")));
        environment.insert(QStringLiteral("S21_EXAM_STOP"), how);
        child.setProcessEnvironment(environment);
        child.start(QCoreApplication::applicationFilePath(), {});
        if (!child.waitForStarted())
            return {};
        QByteArray said;
        while (!said.contains("\n") && child.waitForReadyRead(60'000))
            said += child.readAllStandardOutput();
        child.kill(); // SIGKILL: nothing of the trainer runs after it
        child.waitForFinished();
        return child.exitStatus() == QProcess::CrashExit ? said : QByteArray("not killed: ") + said;
    }

    // One attempt left unsealed after `actions` actions of its first round: shown at the next start,
    // refused with a wrong passphrase, voided with the right one, and not counted as an attempt.
    void checkInterruptedAfter(int actions)
    {
        const auto sittings = records::ExamRecords(*records_).sittings();
        QCOMPARE(sittings.size(), std::size_t{1});
        QCOMPARE(static_cast<int>(app::ExamRun::savedActions(sittings.front().progress).size()), actions);
        QVERIFY2(!sittings.front().progress.contains("\"shoe\""), "the shoe is not saved with the progress");
        QVERIFY(records::ExamRecords(*records_).seals().empty());

        auto window = open();
        QVERIFY(window);
        auto* dialog = window->findChild<app::InterruptedExamDialog*>();
        QVERIFY(dialog);
        QVERIFY2(dialog->text().contains(QStringLiteral("%1 actions into the next").arg(actions)),
                 qPrintable(dialog->text()));
        window->examDesk().chooseExam(); // no exam starts while the interrupted one waits
        QVERIFY(!window->findChild<app::ExamStartDialog*>());
        QVERIFY(!dialog->voidAttempt(QStringLiteral("not the passphrase")));
        QVERIFY(dialog->voidAttempt(kPassphrase));
        QVERIFY(records::ExamRecords(*records_).sittings().empty());
        const auto seals = records::ExamRecords(*records_).seals();
        QCOMPARE(seals.size(), std::size_t{1});
        const auto summary = records::readAttemptRecord(seals.front().seal.record);
        QVERIFY(summary);
        QCOMPARE(summary->result, records::AttemptResult::Voided);
        QCOMPARE(summary->events.size(), std::size_t{1});
        QCOMPARE(summary->events.front().what,
                 QStringLiteral("Interrupted during round 1 of 4, after %1 of its actions: voided by Sam Supervisor.")
                     .arg(actions));
        QVERIFY(records::verifyStation(*records_, {key_.publicKey}).empty());
        QCOMPARE(records::ExamRecords(*records_).attemptsOf(window->station().trainee(), QStringLiteral("short")), 0);
    }

    void clickNamed(app::MainWindow& window, const char* name)
    {
        QTest::mouseClick(window.findChild<QPushButton*>(QString::fromLatin1(name)), Qt::LeftButton);
    }
};

namespace {

// The child of the killed-trainer tests: a trainer over the records file named in S21_EXAM_CHILD
// starts the exam of S21_EXAM_DIR, deals five actions of its first round (S21_EXAM_STOP "first") or
// of its first live-play round ("live"), says so with the table's state, and waits to be killed.
int sitUntilKilled()
{
    QStringList errors;
    const QString profilesDir = app::findProfilesDir();
    std::vector<app::ProfileEntry> profiles = app::loadProfiles(profilesDir, errors);
    std::vector<app::ScenarioEntry> library = app::loadScenarios(QFileInfo(profilesDir).path(), errors);
    std::vector<app::ExamEntry> exams = app::loadExams(qEnvironmentVariable("S21_EXAM_DIR"), library, profiles, errors);
    const auto records = records::RecordsDatabase::open(qEnvironmentVariable("S21_EXAM_CHILD"));
    const records::Supervisor supervisor = records::ExamRecords(*records).supervisors().front();
    app::SessionOptions options;
    options.seed = 7;
    app::MainWindow window(options, profiles, library);
    window.useRecords(records.get());
    window.examDesk().setExams(exams);
    window.show();
    if (exams.empty() ||
        !window.examDesk().startExam(exams.front(), supervisor,
                                     std::make_unique<certification::UnlockedKey>(supervisor.key, kPassphrase)))
        return 1;
    const bool live = qEnvironmentVariable("S21_EXAM_STOP") == QStringLiteral("live");
    if (!dealInto(window, live ? 2 : 0, 5))
        return 1;
    std::printf("dealt %zu state %s\n", window.session().log().size(), qPrintable(tableState(window.session())));
    std::fflush(stdout);
    return QApplication::exec();
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    if (qEnvironmentVariableIsSet("S21_EXAM_CHILD"))
        return sitUntilKilled();
    TestExamMode test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_exam_mode.moc"

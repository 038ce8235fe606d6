// A station with a school's server: the real window over a real records file, sending to a real
// PostgreSQL server (S21_TEST_SERVER, started by `bash packaging/dev.sh test`). Rounds dealt through
// the real widgets reach the server beside the table; with the server out of reach the trainer goes
// on dealing and the side panel says how many rounds wait; the school's server is chosen in the
// settings dialog and remembered in the records without its password.
#include "../records/school_server_support.h"
#include "gui_driver.h"

#include "app/dialogs/class_dialog.h"
#include "app/dialogs/settings_dialog.h"
#include "app/session/profile_catalog.h"
#include "app/session/server_sender.h"
#include "app/theme/translations.h"

#include "records/server/station_sync.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;
using namespace s21::test;

namespace {

app::SessionOptions options(std::uint64_t seed)
{
    app::SessionOptions o;
    o.seed = seed;
    o.players = 2;
    o.shoe = app::ShoePreparation::Skip;
    return o;
}

// Waits until the sender's send under way (one starts at once, and after each round stored) has
// ended and its outcome is shown.
bool waitForSend(const app::ServerSender& sender)
{
    return QTest::qWaitFor([&] { return !sender.sending(); }, 30000);
}

} // namespace

class TestServerGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(app::installTranslations()); // the counts read as the trainer shows them
        superuser_ = test::testServerUrl();
        if (superuser_.isEmpty())
            QFAIL(test::kNoTestServer);
    }

    void init()
    {
        dir_ = std::make_unique<QTemporaryDir>();
        records_ = records::RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
    }
    void cleanup()
    {
        window_.reset();
        records_.reset();
        dir_.reset();
    }

    void roundsDealtAtTheTableReachTheServer()
    {
        const School school = School::create(superuser_);
        const QString station = school.addLogin(records::ServerRole::Station);
        openWindow(options(31));
        window_->station().useServer(school.urlFor(station));
        app::ServerSender* sender = window_->station().sender();
        QVERIFY(sender);
        auto* status = window_->findChild<QLabel*>(QStringLiteral("serverStatus"));
        QVERIFY(status && status->isVisible());
        QVERIFY(waitForSend(*sender));
        QCOMPARE(status->text(), QStringLiteral("School server: every round sent"));

        dealRound();
        QVERIFY(waitForSend(*sender));
        QCOMPARE(sender->state(), app::ServerSender::State::AllSent);
        QCOMPARE(status->text(), QStringLiteral("School server: every round sent"));
        const auto server = school.login(station);
        QCOMPARE(scalar(server->connection(), QStringLiteral("SELECT count(*) FROM rounds")).toInt(), 1);
        QCOMPARE(scalar(server->connection(), QStringLiteral("SELECT uuid::text FROM rounds")).toString(),
                 window_->recorder().lastStored());
        QCOMPARE(records::roundsWaiting(*records_), 0);
    }

    void withTheServerAwayTheTableGoesOnAndSaysWhatWaits()
    {
        const School school = School::create(superuser_);
        const QString station = school.addLogin(records::ServerRole::Station);
        QUrl away(school.urlFor(station));
        away.setPort(1); // nobody listens there
        openWindow(options(32));
        window_->station().useServer(away.toString(QUrl::FullyEncoded));
        app::ServerSender* sender = window_->station().sender();
        QVERIFY(waitForSend(*sender));
        dealRound();
        QVERIFY(waitForSend(*sender));
        QCOMPARE(sender->state(), app::ServerSender::State::Waiting);
        QCOMPARE(sender->waiting(), 1);
        auto* status = window_->findChild<QLabel*>(QStringLiteral("serverStatus"));
        QCOMPARE(status->text(),
                 QStringLiteral("School server not reachable: 1 round waiting to be sent (kept here, sent when it is "
                                "back)"));
        QCOMPARE(window_->recorder().storedCount(), 1); // kept on the station all the same

        // The server back (here: its right address): the waiting round goes.
        window_->station().useServer(school.urlFor(station));
        QVERIFY(waitForSend(*window_->station().sender()));
        QCOMPARE(window_->station().sender()->state(), app::ServerSender::State::AllSent);
        QCOMPARE(scalar(school.login(station)->connection(), QStringLiteral("SELECT count(*) FROM rounds")).toInt(), 1);
    }

    void theServerIsChosenInTheSettingsAndRememberedWithoutItsPassword()
    {
        const School school = School::create(superuser_);
        const QString station = school.addLogin(records::ServerRole::Station);
        openWindow(options(33));
        QVERIFY(!window_->station().sender());
        QVERIFY(!window_->findChild<QLabel*>(QStringLiteral("serverStatus"))->isVisible());
        openSettings();
        auto* dialog = window_->findChild<app::SettingsDialog*>();
        QVERIFY(dialog);
        auto* field = dialog->findChild<QLineEdit*>(QStringLiteral("schoolServer"));
        QVERIFY(field && field->isEnabled());
        auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);

        // A bad address is refused in the dialog, which stays open.
        field->setText(QStringLiteral("http://station@host/school"));
        QTest::mouseClick(ok, Qt::LeftButton);
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("settingsError"))
                    ->text()
                    .contains(QStringLiteral("does not start with postgresql://")));

        // With its password typed in: used now, remembered without it.
        field->setText(school.urlFor(station));
        QTest::mouseClick(ok, Qt::LeftButton);
        QVERIFY(!dialog->isVisible());
        QVERIFY(window_->station().sender());
        const QString remembered = records_->schoolServer();
        QVERIFY(remembered.startsWith(QStringLiteral("postgresql://%1@").arg(station)));
        QVERIFY(!remembered.contains(kServerPassword));
        QVERIFY(!remembered.contains(QUrl::toPercentEncoding(kServerPassword)));
        QVERIFY(waitForSend(*window_->station().sender()));
        QCOMPARE(window_->station().sender()->state(), app::ServerSender::State::AllSent); // the typed password used

        // Emptied: no server any more.
        openSettings();
        dialog = window_->findChild<app::SettingsDialog*>();
        dialog->findChild<QLineEdit*>(QStringLiteral("schoolServer"))->clear();
        QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QVERIFY(!window_->station().sender());
        QCOMPARE(records_->schoolServer(), QString());
        QVERIFY(!window_->findChild<QLabel*>(QStringLiteral("serverStatus"))->isVisible());
    }

    void anInstructorReadsTheClassInTheTrainer()
    {
        const School school = School::create(superuser_);
        const QString station = school.addLogin(records::ServerRole::Station);
        const QString instructor = school.addLogin(records::ServerRole::Instructor);
        openWindow(options(34));
        window_->station().useServer(school.urlFor(station));
        QVERIFY(waitForSend(*window_->station().sender()));
        dealRound();
        QVERIFY(waitForSend(*window_->station().sender()));
        const QString trainee = records_->trainee(window_->station().trainee())->name;

        QTest::mouseClick(window_->findChild<QPushButton*>(QStringLiteral("classButton")), Qt::LeftButton);
        auto* dialog = window_->findChild<app::ClassDialog*>();
        QVERIFY(dialog && dialog->isVisible());
        // A form in words (issue 39): started from the station's server and school, not its role.
        const auto field = [dialog](const char* name) { return dialog->findChild<QLineEdit*>(QLatin1String(name)); };
        const QUrl login(school.urlFor(instructor));
        QCOMPARE(field("classHost")->text(), QStringLiteral("%1:%2").arg(login.host()).arg(login.port()));
        QCOMPARE(field("classSchool")->text(), login.path().mid(1));
        QCOMPARE(field("classInstructor")->text(), QString());
        auto* password = field("classPassword");
        auto* signIn = dialog->findChild<QPushButton*>(QStringLiteral("classSignIn"));
        auto* problem = dialog->findChild<QLabel*>(QStringLiteral("classProblem"));
        QTest::mouseClick(signIn, Qt::LeftButton); // no login typed: said, nothing tried
        QVERIFY2(problem->text().startsWith(QStringLiteral("Type the server")), qPrintable(problem->text()));
        QTest::keyClicks(field("classInstructor"), instructor);

        // A wrong password: refused, said, nothing shown.
        QTest::keyClicks(password, QStringLiteral("not the password"));
        QTest::mouseClick(signIn, Qt::LeftButton);
        QVERIFY2(problem->text().contains(QStringLiteral("Cannot connect")), qPrintable(problem->text()));
        QCOMPARE(dialog->findChild<QTableWidget*>(QStringLiteral("classTrainees"))->rowCount(), 0);

        // The right one, remembered in the password file PostgreSQL's client reads (here a test's own).
        const QString passwordFile = dir_->filePath(QStringLiteral("pgpass"));
        qputenv("PGPASSFILE", passwordFile.toUtf8());
        password->clear();
        QTest::keyClicks(password, kServerPassword);
        dialog->findChild<QCheckBox*>(QStringLiteral("classRemember"))->setChecked(true);
        QTest::mouseClick(signIn, Qt::LeftButton);
        // The class's one trainee, counted in words (issue 39, finding 15: "1 trainees").
        QVERIFY2(problem->text().startsWith(QStringLiteral("Signed in as %1: 1 trainee.").arg(instructor)),
                 qPrintable(problem->text()));
        QVERIFY2(problem->text().contains(QStringLiteral("remembered in")), qPrintable(problem->text()));
        const QFileDevice::Permissions others = QFileDevice::ReadGroup | QFileDevice::WriteGroup |
                                                QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                                QFileDevice::WriteOther | QFileDevice::ExeOther;
        QCOMPARE(QFile::permissions(passwordFile) & others, QFileDevice::Permissions()); // the owner's alone
        QVERIFY(QFile::permissions(passwordFile).testFlag(QFileDevice::ReadOwner));
        auto* trainees = dialog->findChild<QTableWidget*>(QStringLiteral("classTrainees"));
        QCOMPARE(trainees->rowCount(), 1);
        QCOMPARE(trainees->item(0, 0)->text(), trainee);
        QCOMPARE(trainees->item(0, 1)->text(), station);
        QCOMPARE(trainees->item(0, 2)->text(), QStringLiteral("1"));
        QCOMPARE(dialog->findChild<QTableWidget*>(QStringLiteral("classProgress"))->rowCount(), 1);
        QCOMPARE(dialog->findChild<QTableWidget*>(QStringLiteral("classMistakes"))->columnCount(), 4);

        const QString file = dir_->filePath(QStringLiteral("trainees.csv"));
        QVERIFY(dialog->exportShown(file));
        QFile csv(file);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QByteArray text = csv.readAll();
        QVERIFY(text.startsWith("Trainee,Station,Rounds,"));
        QVERIFY(text.contains(trainee.toUtf8() + ',' + station.toUtf8() + ",1,"));
        dialog->close();

        // Next time the instructor signs in without typing the password: it is read from the file.
        app::ClassDialog again(school.urlFor(station));
        again.findChild<QLineEdit*>(QStringLiteral("classInstructor"))->setText(instructor);
        QVERIFY(again.signIn());
        QCOMPARE(again.table(0).rows.size(), std::size_t{1});
        qunsetenv("PGPASSFILE");
    }

private:
    void openSettings()
    {
        auto* button = window_->findChild<QPushButton*>(QStringLiteral("settingsButton"));
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
    }

    void openWindow(const app::SessionOptions& o)
    {
        window_ = std::make_unique<app::MainWindow>(o, std::vector<app::ProfileEntry>{{"MD", o.profile}});
        window_->useRecords(records_.get());
        window_->show();
        QApplication::setActiveWindow(window_.get());
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void dealRound()
    {
        GuiDriver driver(*window_);
        int steps = 0;
        while (!window_->session().procedure().complete()) {
            QVERIFY(driver.takeExpected(false));
            QVERIFY(++steps < 400);
        }
    }

    QString superuser_;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    std::unique_ptr<app::MainWindow> window_;
};

QTEST_MAIN(TestServerGui)
#include "tst_server_gui.moc"

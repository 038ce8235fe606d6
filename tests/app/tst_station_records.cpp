// The station's records (app/session/station_records.h), on a real SQLite file: the trainee dealing
// is the one used last, else the first, else a new one named after the computer's user; a trainee
// with no round stored deals their first session without injected faults, and stays in it after
// storing a round until another trainee is chosen; one archived or deleted gives way to another;
// the recorder keeps the rounds for the trainee named; the school's server is used only with
// records, and its address is shown without its password; the station's settings (the scenarios
// folder, the cards' speed, the server) are kept for its next start, and a refusal of the records is
// told while what they kept stays, and the trainee dealing too. The file's integrity check runs in a
// process of its own, the real trainer's (--check-records): a whole file is told nothing, a check
// stopped is killed at once, even one that waits, and tells nothing, and a check that cannot run or
// gives no answer is told as a problem, never as damage, while the rounds are still saved.
#include "app/session/integrity_check_process.h"
#include "app/session/server_sender.h"
#include "app/session/session_recorder.h"
#include "app/session/station_records.h"
#include "app/session/trainer_session.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace s21;

namespace {

// A practice table of two players and its station's records, opened by each test.
struct Table {
    explicit Table(const std::vector<app::ScenarioEntry>& library)
        : recorder(session, library), station(session, recorder)
    {
    }
    // The round under way dealt to its end by its own steps (and stored, with records).
    void dealWhole()
    {
        while (!session.procedure().complete())
            session.apply(session.procedure().expected().front());
    }

    app::TrainerSession session{
        app::SessionOptions{marylandProfile(6), app::Mode::Guided, 2, 11, 0.1, app::ShoePreparation::Skip}};
    app::SessionRecorder recorder;
    app::StationRecords station;
};

// What a station tells of its records' check, counted.
struct Told {
    explicit Told(app::StationRecords& station)
        : problems(&station, &app::StationRecords::problem), damaged(&station, &app::StationRecords::damaged)
    {
    }
    QSignalSpy problems;
    QSignalSpy damaged;
};

} // namespace

class TestStationRecords : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void withoutRecordsNoTraineeDeals();
    void aNewFileDealsAsTheComputersUser();
    void theTraineeUsedLastDealsAgain();
    void aFirstSessionLastsUntilAnotherTraineeIsChosen();
    void aTraineeArchivedOrDeletedGivesWayToAnother();
    void theServerIsUsedOnlyWithRecords();
    void theStationsSettingsAreKeptForItsNextStart();
    void aRefusalOfTheRecordsIsToldAndWhatTheyKeptStays();
    void theTrainersOwnProgramChecksTheFileAndSaysWhatItFinds();
    void aWholeFileIsCheckedBesideTheTableAndNothingIsTold();
    void stoppingTheCheckKillsItsProcessAtOnce();
    void aCheckThatCannotRunOrGivesNoAnswerIsToldAndTheRoundsAreStillSaved();

private:
    // Two trainees in the records, Ana first.
    std::pair<qint64, qint64> addAnaAndBen()
    {
        return {records_->createTrainee(QStringLiteral("Ana")).id, records_->createTrainee(QStringLiteral("Ben")).id};
    }

    // `table` dropped from the records file through a connection of its own, as a trainee's sqlite3 would.
    void dropBehindTheStationsBack(const QString& table)
    {
        {
            QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(records_->file());
            QVERIFY(other.open());
            QVERIFY(QSqlQuery(QStringLiteral("DROP TABLE %1").arg(table), other).isActive());
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
    }

    // The processes whose command line is the trainer's check of `file` (read in /proc).
    static int checksOf(const QString& file)
    {
        const QByteArray wanted = QByteArray(app::kCheckRecordsOption) + '\0' + file.toLocal8Bit() + '\0';
        int found = 0;
        for (const QString& pid : QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs)) {
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().endsWith(wanted))
                ++found;
        }
        return found;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    const std::vector<app::ScenarioEntry> library_; // none: practice rounds only
};

void TestStationRecords::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    records_ = records::RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
}

void TestStationRecords::cleanup()
{
    records_.reset();
    dir_.reset();
}

void TestStationRecords::withoutRecordsNoTraineeDeals()
{
    Table table(library_);
    app::StationRecords& station = table.station;
    QSignalSpy named(&station, &app::StationRecords::traineeChanged);
    station.open(nullptr);
    QCOMPARE(station.trainee(), qint64{0});
    QCOMPARE(named.size(), 1);
    QCOMPARE(named.front().front().toString(), QStringLiteral("No trainee"));
    QVERIFY(!table.recorder.saving());
    QVERIFY(!station.checking());
}

void TestStationRecords::aNewFileDealsAsTheComputersUser()
{
    qputenv("USER", "dana");
    Table table(library_);
    app::StationRecords& station = table.station;
    QSignalSpy named(&station, &app::StationRecords::traineeChanged);
    station.open(records_.get());
    QCOMPARE(records_->trainees().size(), std::size_t{1});
    QCOMPARE(station.trainee(), records_->trainees().front().id);
    QCOMPARE(named.back().front().toString(), QStringLiteral("dana"));
    QVERIFY(table.recorder.saving());
    QCOMPARE(records_->lastTrainee(), std::optional<qint64>(station.trainee()));
}

void TestStationRecords::theTraineeUsedLastDealsAgain()
{
    const auto [ana, ben] = addAnaAndBen();
    {
        Table first(library_);
        first.station.open(records_.get());
        QCOMPARE(first.station.trainee(), ana); // none used yet: the first
        first.station.setTrainee(ben);
    }
    Table again(library_);
    again.station.open(records_.get());
    QCOMPARE(again.station.trainee(), ben);
}

void TestStationRecords::aFirstSessionLastsUntilAnotherTraineeIsChosen()
{
    const auto [ana, ben] = addAnaAndBen();
    Table table(library_);
    table.station.open(records_.get());
    QCOMPARE(table.station.trainee(), ana);
    QVERIFY(table.session.options().firstSession);
    table.dealWhole();
    QVERIFY(records_->hasRounds(ana)); // kept for the trainee named
    QVERIFY(!records_->hasRounds(ben));
    table.station.setTrainee(ana); // chosen again in the same session
    QVERIFY(table.session.options().firstSession);
    table.station.setTrainee(ben);
    QVERIFY(table.session.options().firstSession);
    table.station.setTrainee(ana); // back after another: Ana has rounds now
    QVERIFY(!table.session.options().firstSession);
}

void TestStationRecords::aTraineeArchivedOrDeletedGivesWayToAnother()
{
    const auto [ana, ben] = addAnaAndBen();
    Table table(library_);
    table.station.open(records_.get());
    QCOMPARE(table.station.trainee(), ana);
    table.station.keepATraineeDealing(); // still there: nothing changes
    QCOMPARE(table.station.trainee(), ana);
    records_->setArchived(ana, true);
    table.station.keepATraineeDealing();
    QCOMPARE(table.station.trainee(), ben);
    records_->deleteTrainee(ben);
    table.station.keepATraineeDealing();
    // Nobody left to deal: a new trainee, named after the computer's user (the id may be Ben's again).
    const std::optional<records::Trainee> dealing = records_->trainee(table.station.trainee());
    QVERIFY(dealing && !dealing->archived);
    QCOMPARE(dealing->name, qEnvironmentVariable("USER", QStringLiteral("Trainee")));
}

void TestStationRecords::theServerIsUsedOnlyWithRecords()
{
    const QString url = QStringLiteral("postgresql://station:secret@127.0.0.1:1/school");
    Table table(library_);
    app::StationRecords& station = table.station;
    QSignalSpy changed(&station, &app::StationRecords::senderChanged);
    station.open(nullptr);
    station.useServer(url);
    QVERIFY(!station.sender());
    QVERIFY(station.serverAddress().isEmpty());
    station.open(records_.get());
    station.useServer(url);
    QVERIFY(station.sender());
    QVERIFY2(station.serverAddress().contains(QStringLiteral("127.0.0.1")) &&
                 !station.serverAddress().contains(QStringLiteral("secret")),
             qPrintable(station.serverAddress()));
    station.useServer({});
    QVERIFY(!station.sender());
    QCOMPARE(changed.size(), 3);
}

void TestStationRecords::theStationsSettingsAreKeptForItsNextStart()
{
    const QString folder = dir_->filePath(QStringLiteral("my scenarios"));
    Table table(library_);
    app::StationRecords& station = table.station;
    station.open(nullptr);
    QCOMPARE(station.scenarioFolder(), std::nullopt);
    QCOMPARE(station.cardMotion(), std::nullopt);
    station.keepScenarioFolder(folder); // nowhere to keep it: nothing happens
    station.changeServer(QStringLiteral("postgresql://station@127.0.0.1:1/school"));
    QVERIFY(!station.sender());

    station.open(records_.get());
    QCOMPARE(station.scenarioFolder(), QString()); // none chosen yet
    station.keepScenarioFolder(folder);
    station.keepCardMotion(QStringLiteral("slow"));
    station.changeServer(QStringLiteral("postgresql://station:secret@127.0.0.1:1/school"));
    QVERIFY(station.sender());
    QCOMPARE(station.scenarioFolder(), folder);
    QCOMPARE(station.cardMotion(), QStringLiteral("slow"));

    const QString file = records_->file();
    records_.reset(); // the next start reads what was kept
    records_ = records::RecordsDatabase::open(file);
    QCOMPARE(records_->scenarioFolder(), folder);
    QCOMPARE(records_->cardMotion(), QStringLiteral("slow"));
    QCOMPARE(records_->schoolServer(), QStringLiteral("postgresql://station@127.0.0.1:1/school"));
}

void TestStationRecords::aRefusalOfTheRecordsIsToldAndWhatTheyKeptStays()
{
    Table table(library_);
    app::StationRecords& station = table.station;
    station.open(records_.get());
    station.changeServer(QStringLiteral("postgresql://station@127.0.0.1:1/school"));
    const QString address = station.serverAddress();
    QSignalSpy problems(&station, &app::StationRecords::problem);
    dropBehindTheStationsBack(QStringLiteral("settings"));

    station.keepScenarioFolder(dir_->path());
    QCOMPARE(problems.size(), 1);
    QCOMPARE(station.scenarioFolder(), std::nullopt);
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems.front().front().toString().contains(QStringLiteral("scenarios folder")),
             qPrintable(problems.front().front().toString()));
    station.changeServer(QStringLiteral("postgresql://station@127.0.0.2:1/school"));
    QCOMPARE(problems.size(), 3);
    QCOMPARE(station.serverAddress(), address); // the server in use stays

    const qint64 dealing = station.trainee();
    dropBehindTheStationsBack(QStringLiteral("trainees"));
    station.keepATraineeDealing();
    QCOMPARE(problems.size(), 4);
    QCOMPARE(station.trainee(), dealing);
}

void TestStationRecords::theTrainersOwnProgramChecksTheFileAndSaysWhatItFinds()
{
    const QString file = records_->file();
    QProcess check;
    check.start(QStringLiteral(S21_TRAINER), {QString::fromLatin1(app::kCheckRecordsOption), file});
    QVERIFY(check.waitForFinished(120000));
    QCOMPARE(check.exitCode(), 0); // whole: nothing to say
    QCOMPARE(check.readAllStandardOutput(), QByteArray());

    // Not a database at all: one problem, on one line, and exit code 1.
    const QString notes = dir_->filePath(QStringLiteral("notes.sqlite"));
    QFile written(notes);
    QVERIFY(written.open(QIODevice::WriteOnly));
    written.write(QByteArray(8192, 'x'));
    written.close();
    check.start(QStringLiteral(S21_TRAINER), {QString::fromLatin1(app::kCheckRecordsOption), notes});
    QVERIFY(check.waitForFinished(120000));
    QCOMPARE(check.exitCode(), 1);
    const QString said = QString::fromUtf8(check.readAllStandardOutput());
    QCOMPARE(said.count(QLatin1Char('\n')), 1);
    QVERIFY2(said.contains(QStringLiteral("not a database")), qPrintable(said));
    QCOMPARE(written.size(), qint64{8192}); // read, never written
}

void TestStationRecords::aWholeFileIsCheckedBesideTheTableAndNothingIsTold()
{
    Table table(library_);
    app::StationRecords& station = table.station;
    Told told(station);
    station.open(records_.get(), QStringLiteral(S21_TRAINER));
    QVERIFY(station.checking());
    table.dealWhole(); // the table deals and saves meanwhile
    QVERIFY(QTest::qWaitFor([&] { return !station.checking(); }, 120000));
    QCOMPARE(told.problems.size(), 0);
    QCOMPARE(told.damaged.size(), 0);
    QVERIFY(table.recorder.saving());
    QCOMPARE(records_->roundCount(station.trainee()), 1);
    QVERIFY(!QFile::exists(records_->file() + QStringLiteral(".damaged-found")));
}

void TestStationRecords::stoppingTheCheckKillsItsProcessAtOnce()
{
    // A check that cannot end by itself: its "file" is a pipe nobody writes to, so opening it waits,
    // as a check reading a big file from disk waits inside SQLite, where nothing can interrupt it.
    const QString pipe = dir_->filePath(QStringLiteral("waiting.sqlite"));
    QCOMPARE(::mkfifo(pipe.toLocal8Bit().constData(), 0600), 0);
    app::IntegrityCheckProcess check;
    QSignalSpy checked(&check, &app::IntegrityCheckProcess::checked);
    QSignalSpy failed(&check, &app::IntegrityCheckProcess::failed);
    check.start(QStringLiteral(S21_TRAINER), pipe);
    QVERIFY(QTest::qWaitFor([&] { return checksOf(pipe) == 1; }, 120000)); // the trainer's own program
    QVERIFY(check.running());
    check.stop();
    QVERIFY(!check.running());
    QCOMPARE(checksOf(pipe), 0); // killed, not left waiting
    QTest::qWait(50);
    QCOMPARE(checked.size(), 0); // a check stopped says nothing of the file
    QCOMPARE(failed.size(), 0);

    // The station's check is that process: stopped, it is gone and nothing is told.
    Table table(library_);
    app::StationRecords& station = table.station;
    Told told(station);
    station.open(records_.get(), QStringLiteral(S21_TRAINER));
    QVERIFY(station.checking());
    station.stopChecking();
    QVERIFY(!station.checking());
    QCOMPARE(checksOf(records_->file()), 0);
    QTest::qWait(50);
    QCOMPARE(told.problems.size(), 0);
    QCOMPARE(told.damaged.size(), 0);
    QVERIFY(table.recorder.saving());
}

void TestStationRecords::aCheckThatCannotRunOrGivesNoAnswerIsToldAndTheRoundsAreStillSaved()
{
    // No such program (a package upgraded under the running trainer, say), then a program that ends
    // with exit code 1 and says nothing (what /bin/false does): neither is the check's answer.
    for (const QString& program : {dir_->filePath(QStringLiteral("no-such-trainer")), QStringLiteral("/bin/false")}) {
        Table table(library_);
        app::StationRecords& station = table.station;
        Told told(station);
        station.open(records_.get(), program);
        QVERIFY(QTest::qWaitFor([&] { return !station.checking(); }, 120000));
        QCOMPARE(told.problems.size(), 1);
        const QString why = told.problems.front().front().toString();
        QVERIFY2(why.contains(QStringLiteral("integrity check")) && why.contains(QStringLiteral("still saved")),
                 qPrintable(why));
        QCOMPARE(told.damaged.size(), 0);
        QVERIFY(table.recorder.saving());
        const int stored = records_->roundCount(station.trainee());
        table.dealWhole();
        QCOMPARE(records_->roundCount(station.trainee()), stored + 1);
    }
    QVERIFY(!QFile::exists(records_->file() + QStringLiteral(".damaged-found")));
}

QTEST_GUILESS_MAIN(TestStationRecords)
#include "tst_station_records.moc"

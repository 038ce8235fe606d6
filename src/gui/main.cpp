// spanish21-trainer: opens the table. Options choose the starting state (for classes and for
// screenshots); --screenshot grabs the window once it has painted, --measure-startup prints the time
// from start to an interactive table; both then quit.
#include "app/main_window.h"
#include "app/table_view.h"

#include "records/records_database.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

#include <iostream>
#include <random>

int main(int argc, char* argv[])
{
    QElapsedTimer started;
    started.start();
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("spanish21-trainer"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Spanish 21 dealer trainer"));
    parser.addHelpOption();
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  QStringLiteral("Seed of the shoes and the players (default: a new random one, shown in "
                                                 "each round's summary)."),
                                  QStringLiteral("n"));
    const QCommandLineOption database(QStringLiteral("database"),
                                      QStringLiteral("The trainees' records file (default: records.sqlite in the "
                                                     "user's data folder)."),
                                      QStringLiteral("file"));
    const QCommandLineOption profile(QStringLiteral("profile"), QStringLiteral("Rule profile id (e.g. md-2020-6deck)."), QStringLiteral("id"));
    const QCommandLineOption mode(QStringLiteral("mode"), QStringLiteral("guided or free."), QStringLiteral("mode"), QStringLiteral("guided"));
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("Occupied seats, 1-7."), QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"), QStringLiteral("Save the window to a PNG once shown, then quit."), QStringLiteral("file"));
    const QCommandLineOption startup(QStringLiteral("measure-startup"), QStringLiteral("Print the ms from start to the painted table, then quit."));
    const QCommandLineOption scenario(QStringLiteral("scenario"), QStringLiteral("Play this scenario (its id) first."), QStringLiteral("id"));
    const QCommandLineOption mute(QStringLiteral("mute"), QStringLiteral("Start without sound."));
    const QCommandLineOption shoe(QStringLiteral("shoe"),
                                  QStringLiteral("How each shoe is prepared: hand (you shuffle by hand), shuffler (you use "
                                                 "the automated shuffler) or skip (ready shuffled, rounds only)."),
                                  QStringLiteral("how"), QStringLiteral("hand"));
    const QCommandLineOption irregularities(QStringLiteral("irregularities"),
                                            QStringLiteral("How often a practice round brings an irregularity: "
                                                           "never, sometimes (1 round in 10) or often (1 in 3)."),
                                            QStringLiteral("how"), QStringLiteral("sometimes"));
    parser.addOptions({seed, database, profile, mode, players, size, screenshot, startup, mute, scenario, shoe, irregularities});
    parser.process(app);

    QStringList errors;
    const QString profilesDir = s21::app::findProfilesDir(QStringLiteral(S21_SOURCE_DIR));
    std::vector<s21::app::ProfileEntry> profiles = s21::app::loadProfiles(profilesDir, errors);
    std::vector<s21::app::ScenarioEntry> scenarios;
    if (!profilesDir.isEmpty())
        scenarios = s21::app::loadScenarios(QFileInfo(profilesDir).path(), errors);
    for (const QString& error : errors)
        std::cerr << error.toStdString() << '\n';
    s21::app::SessionOptions options;
    options.profile = profiles.front().profile;
    const QString wanted = parser.isSet(profile) ? parser.value(profile) : QStringLiteral("md-2020-6deck");
    for (const auto& entry : profiles)
        if (QString::fromStdString(entry.profile.id) == wanted)
            options.profile = entry.profile;
    options.seed = parser.isSet(seed) ? parser.value(seed).toULongLong()
                                      : (std::uint64_t{std::random_device{}()} << 32) | std::random_device{}();
    options.players = parser.value(players).toInt();
    options.mode = parser.value(mode) == QLatin1String("free") ? s21::app::Mode::Free : s21::app::Mode::Guided;
    const QString how = parser.value(shoe);
    options.shoe = how == QLatin1String("skip")       ? s21::app::ShoePreparation::Skip
                   : how == QLatin1String("shuffler") ? s21::app::ShoePreparation::AutomatedShuffler
                                                      : s21::app::ShoePreparation::ShuffleByHand;

    const QString often = parser.value(irregularities);
    options.irregularities = often == QLatin1String("never")   ? 0.0
                             : often == QLatin1String("often") ? s21::app::kOften
                                                               : s21::app::kSometimes;

    // The records: a problem opening them is told, and the trainer works on without saving.
    const QString recordsFile =
        parser.isSet(database)
            ? parser.value(database)
            : QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("records.sqlite"));
    std::unique_ptr<s21::records::RecordsDatabase> records;
    QString notice;
    try {
        // Opened at once whatever its size; its integrity check runs beside the trainer.
        records = s21::records::RecordsDatabase::open(recordsFile, &notice,
                                                      s21::records::RecordsDatabase::IntegrityCheck::Separately);
    } catch (const s21::records::RecordsError& error) {
        notice = error.message();
        std::cerr << notice.toStdString() << '\n';
    }
    s21::app::MainWindow window(options, std::move(profiles), std::move(scenarios));
    window.useRecords(records.get(), notice, true);
    if (parser.isSet(scenario) && !window.playScenario(parser.value(scenario)))
        std::cerr << "no scenario " << parser.value(scenario).toStdString() << '\n';
    window.setSignalDelay(450);
    if (!parser.isSet(mute))
        window.enableSound();
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    if (wh.size() == 2)
        window.resize(wh[0].toInt(), wh[1].toInt());
    QObject::connect(&window.view(), &s21::app::TableView::firstPaint, &app, [&] {
        if (parser.isSet(startup)) {
            std::cout << "start to painted table: " << started.elapsed() << " ms\n";
            QTimer::singleShot(0, &app, &QApplication::quit);
        }
        if (parser.isSet(screenshot))
            QTimer::singleShot(50, &app, [&] {
                window.grab().save(parser.value(screenshot));
                QApplication::quit();
            });
    });
    window.show();
    return QApplication::exec();
}

// spanish21-trainer: opens the table. Options choose the starting state (for classes and for
// screenshots); --screenshot grabs the window once it has painted, --measure-startup prints the time
// from start to an interactive table; both then quit, and as nobody is there to answer a dialog, one
// left waiting ends the program with its words on the terminal and exit code 3. --version prints the
// version and quits before anything needs a display, as does --check-records FILE, the integrity
// check of the records file that the trainer runs beside its window in a process of its own
// (app/session/integrity_check_process.h). An unknown option, a stray word or a bad value is refused
// on the terminal before any window opens (exit 2; trainer_options.h); library files that do not
// load, the instructor's own folder's (--scenarios, else the one the records remember) among them,
// are listed in a dialog over the table as well as on the terminal; an exception never caught ends
// the program with a message and exit code 4. Every window is dark, as the table is (Fusion under
// the theme's dark palette, app/theme/palette.h), and counts read in their number's form, "1
// mistake", "2 mistakes" (the English translation, app/theme/translations.h).
#include "app/dialogs/load_errors.h"
#include "app/dialogs/trainee_dialog.h"
#include "app/dialogs/window_size.h"
#include "app/session/integrity_check_process.h"
#include "app/table/table_view.h"
#include "app/theme/palette.h"
#include "app/theme/translations.h"
#include "app/window/main_window.h"
#include "records/records_database.h"
#include "records/server/school_server.h"
#include "s21_version.h"
#include "scenario/library_location.h"
#include "trainer_options.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QScreen>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <string_view>

namespace {

// The window's size when none is asked for, and the smallest one may ask for.
constexpr QSize kDefaultSize(1280, 800);
constexpr QSize kSmallestSize(640, 400);

// How long a dialog may wait for an answer in a run nobody attends (--screenshot, --measure-startup),
// how often that is looked at, and the exit code of a run that ends so.
constexpr qint64 kUnattendedDialogWaitMs = 10000;
constexpr int kUnattendedLookMs = 250;
constexpr int kUnansweredDialogExit = 3;

// Anything thrown and never caught (through the event loop, say) ends with a message on the terminal
// and exit code 4 instead of an abort.
void endOnUncaughtExceptions()
{
    std::set_terminate([] {
        std::string what = "an exception that is not a std::exception";
        try {
            if (const std::exception_ptr error = std::current_exception())
                std::rethrow_exception(error);
            what = "std::terminate without an exception";
        } catch (const std::exception& error) {
            what = error.what();
        } catch (...) {
        }
        std::cerr << "spanish21-trainer: internal error: " << what << std::endl;
        std::_Exit(4);
    });
}

// A dialog's words for the terminal: its title, and a message box's text.
std::string dialogWords(const QWidget& dialog)
{
    QString words = dialog.windowTitle();
    if (const auto* box = qobject_cast<const QMessageBox*>(&dialog))
        words += QStringLiteral(": ") + box->text();
    return words.simplified().toStdString();
}

// In a run nobody attends (`option` is --screenshot or --measure-startup), a modal dialog, which
// waits in an event loop of its own, would wait forever: one still open after
// kUnattendedDialogWaitMs ends the program at once with its words on the terminal and exit code 3
// (std::_Exit, as a killed process ends: the records, written in transactions, lose nothing
// committed).
void endDialogsNobodyAnswers(QApplication& app, const std::string& option)
{
    struct Waiting {
        QPointer<QWidget> dialog;
        QElapsedTimer since;
    };
    auto waiting = std::make_shared<Waiting>();
    auto* look = new QTimer(&app);
    QObject::connect(look, &QTimer::timeout, [waiting, option] {
        QWidget* dialog = QApplication::activeModalWidget();
        if (dialog != waiting->dialog) {
            waiting->dialog = dialog;
            waiting->since.start();
        } else if (dialog && waiting->since.hasExpired(kUnattendedDialogWaitMs)) {
            std::cerr << "spanish21-trainer: " << option << ": a dialog waited " << kUnattendedDialogWaitMs / 1000
                      << " s for an answer nobody is there to give (" << dialogWords(*dialog) << "); ending."
                      << std::endl;
            std::_Exit(kUnansweredDialogExit);
        }
    });
    look->start(kUnattendedLookMs);
}

// Whether the command line asks for the version: answered before the application starts, so that it
// needs no display (a package's check, a script on a server).
bool asksForVersion(int argc, char* argv[])
{
    return std::any_of(argv + 1, argv + argc, [](const char* word) {
        return std::string_view(word) == "--version" || std::string_view(word) == "-v";
    });
}

// Whether the command line asks for help (--help, -h, -?, --help-all): printed and answered with exit
// code 0 before anything else is done, and on the offscreen platform, so that it needs no display
// either.
bool asksForHelp(int argc, char* argv[])
{
    return std::any_of(argv + 1, argv + argc, [](const char* word) {
        const std::string_view option(word);
        return option == "--help" || option == "-h" || option == "-?" || option == "--help-all";
    });
}

} // namespace

int main(int argc, char* argv[])
{
    QElapsedTimer started;
    started.start();
    endOnUncaughtExceptions();
    if (asksForVersion(argc, argv)) {
        std::cout << "spanish21-trainer " << s21::kVersion << '\n';
        return 0;
    }
    if (const std::optional<QString> file = s21::app::recordsFileToCheck(argc, argv)) {
        QCoreApplication checking(argc, argv); // no display: the window's own check of its records
        return s21::app::runIntegrityCheck(*file);
    }
    if (asksForHelp(argc, argv))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("spanish21-trainer"));
    QApplication::setApplicationVersion(QString::fromLatin1(s21::kVersion));
    QGuiApplication::setDesktopFileName(QString::fromLatin1(s21::kApplicationId)); // its entry and icon on Wayland
    s21::app::installTranslations(); // the counts' words: "1 mistake", "2 mistakes"
    // Every window dark, as the table is, whatever the desktop's theme (app/theme/palette.h).
    s21::app::theme::useDarkLook();

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Spanish 21 dealer trainer"));
    parser.addHelpOption();
    parser.addVersionOption(); // for --help's list: asksForVersion() answers it before the application starts
    const QCommandLineOption seed(
        QStringLiteral("seed"),
        QStringLiteral("Seed of the shoes and the players (default: a new random one, shown in "
                       "each round's summary)."),
        QStringLiteral("n"));
    const QCommandLineOption database(QStringLiteral("database"),
                                      QStringLiteral("The trainees' records file (default: records.sqlite in the "
                                                     "user's data folder)."),
                                      QStringLiteral("file"));
    const QCommandLineOption server(QStringLiteral("server"),
                                    QStringLiteral("The school's PostgreSQL server the rounds are sent to, "
                                                   "postgresql://ROLE@HOST[:PORT]/DATABASE; remembered in the "
                                                   "records, without its password (docs/school-server.md)."),
                                    QStringLiteral("url"));
    const QCommandLineOption profile(
        QStringLiteral("profile"),
        QStringLiteral("Rule profile: an id (e.g. md-2020-6deck) or a path to a .yaml file."),
        QStringLiteral("id|file"));
    const QCommandLineOption mode(QStringLiteral("mode"), QStringLiteral("guided or free."), QStringLiteral("mode"),
                                  QStringLiteral("guided"));
    const QCommandLineOption players(QStringLiteral("players"), QStringLiteral("Occupied seats, 1-7."),
                                     QStringLiteral("n"), QStringLiteral("5"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size WxH, at most the screen's."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save the window to a PNG once shown, then quit."),
                                        QStringLiteral("file"));
    const QCommandLineOption startup(QStringLiteral("measure-startup"),
                                     QStringLiteral("Print the ms from start to the painted table, then quit."));
    const QCommandLineOption scenario(QStringLiteral("scenario"), QStringLiteral("Play this scenario (its id) first."),
                                      QStringLiteral("id"));
    const QCommandLineOption scenarioFolder(
        QStringLiteral("scenarios"),
        QStringLiteral("Your own scenarios folder, offered in Scenarios… beside the library's for this run "
                       "(Settings… remembers one in the records)."),
        QStringLiteral("folder"));
    const QCommandLineOption mute(QStringLiteral("mute"), QStringLiteral("Start without sound."));
    const QCommandLineOption shoe(
        QStringLiteral("shoe"),
        QStringLiteral("How each shoe is prepared: hand (you shuffle by hand), shuffler (you use "
                       "the automated shuffler) or skip (ready shuffled, rounds only)."),
        QStringLiteral("how"), QStringLiteral("hand"));
    const QCommandLineOption irregularities(QStringLiteral("irregularities"),
                                            QStringLiteral("How often a practice round brings an irregularity: "
                                                           "never, sometimes (1 round in 10) or often (1 in 3)."),
                                            QStringLiteral("how"), QStringLiteral("sometimes"));
    const QCommandLineOption guestFouls(QStringLiteral("guest-fouls"),
                                        QStringLiteral("How often a player breaks a rule for you to catch (a late, "
                                                       "altered or over-the-limit wager, cards handled, cash laid "
                                                       "down, a barred player back in): never, sometimes or often."),
                                        QStringLiteral("how"), QStringLiteral("sometimes"));
    parser.addOptions({seed, database, server, profile, mode, players, size, screenshot, startup, mute, scenario,
                       scenarioFolder, shoe, irregularities, guestFouls});
    const bool parsed = parser.parse(QApplication::arguments());
    if (!parsed || !parser.positionalArguments().isEmpty()) {
        const QString error =
            !parsed ? parser.errorText()
                    : QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().front());
        std::cerr << "spanish21-trainer: " << error.toStdString() << " (see --help)\n";
        return 2;
    }
    if (const std::optional<QString> file = s21::app::recordsFileToCheck(argc, argv)) {
        QCoreApplication checking(argc, argv); // no display: the window's own check of its records
        return s21::app::runIntegrityCheck(*file);
    }
    if (asksForHelp(argc, argv))
        parser.process(QApplication::arguments()); // prints --help or --help-all (with Qt's options), exits 0
    // Run for a screenshot or a start-up time, nobody is there to answer a dialog: one that opens
    // all the same ends the run once it has waited too long.
    const bool unattended = parser.isSet(screenshot) || parser.isSet(startup);
    if (unattended)
        endDialogsNobodyAnswers(app, parser.isSet(screenshot) ? "--screenshot" : "--measure-startup");

    QStringList errors;
    const QString profilesDir = s21::app::findProfilesDir();
    std::vector<s21::app::ProfileEntry> profiles = s21::app::loadProfiles(profilesDir, errors);
    std::vector<s21::app::ScenarioEntry> scenarios;
    std::vector<s21::app::ExamEntry> exams;
    if (!profilesDir.isEmpty()) {
        scenarios = s21::app::loadScenarios(QFileInfo(profilesDir).path(), errors);
        exams = s21::app::loadExams(QDir(QFileInfo(profilesDir).path()).filePath(QStringLiteral("exams")), scenarios,
                                    profiles, errors);
    } else {
        errors << QObject::tr("The scenario library was not found (no profiles in %1): only the built-in Maryland "
                              "and Massachusetts profiles are offered, without scenarios or exams.")
                      .arg(QString::fromStdString(
                          (s21::installedLibraryDir(s21::runningExecutableDir()) / "profiles").string()));
    }
    for (const QString& error : errors)
        std::cerr << error.toStdString() << '\n';
    s21::app::SessionOptions options;
    QSize windowSize = kDefaultSize;
    QString ownFolder;
    QStringList ownProblems; // what of ownFolder did not load
    try {
        using namespace s21::gui;
        using s21::app::Mode;
        using s21::app::ShoePreparation;
        options.profile = profiles.front().profile;
        for (const auto& entry : profiles)
            if (entry.profile.id == "md-2020-6deck")
                options.profile = entry.profile;
        if (parser.isSet(profile))
            options.profile = profileOption(parser.value(profile), profiles);
        options.seed = parser.isSet(seed) ? seedOption(parser.value(seed))
                                          : (std::uint64_t{std::random_device{}()} << 32) | std::random_device{}();
        options.players = playersOption(parser.value(players));
        options.mode =
            choiceOption<Mode>(QStringLiteral("mode"), parser.value(mode),
                               {{QStringLiteral("guided"), Mode::Guided}, {QStringLiteral("free"), Mode::Free}});
        options.shoe = choiceOption<ShoePreparation>(QStringLiteral("shoe"), parser.value(shoe),
                                                     {{QStringLiteral("hand"), ShoePreparation::ShuffleByHand},
                                                      {QStringLiteral("shuffler"), ShoePreparation::AutomatedShuffler},
                                                      {QStringLiteral("skip"), ShoePreparation::Skip}});
        std::vector<std::pair<QString, double>> rates;
        for (const auto& [name, rate] : s21::kPracticeRates)
            rates.emplace_back(QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size())), rate);
        options.irregularities =
            choiceOption<double>(QStringLiteral("irregularities"), parser.value(irregularities), rates);
        options.guestFouls = choiceOption<double>(QStringLiteral("guest-fouls"), parser.value(guestFouls), rates);
        const QScreen* display = QApplication::primaryScreen();
        const QSize screen = display ? display->availableSize() : kDefaultSize;
        if (parser.isSet(server))
            if (const QString problem = s21::records::serverAddressProblem(parser.value(server)); !problem.isEmpty())
                throw OptionError("--server: " + problem.toStdString());
        if (parser.isSet(scenarioFolder))
            ownFolder = scenarioFolderOption(parser.value(scenarioFolder));
        if (parser.isSet(size))
            windowSize = sizeOption(parser.value(size), kSmallestSize, screen);
        else
            windowSize = kDefaultSize.boundedTo(screen - s21::app::kFrameAllowance); // the frame on screen too
        // The instructor's folder is loaded once, here, into the library the window is given
        // (MainWindow::useLoadedScenarioFolder), so that --scenario finds its scenarios too.
        if (!ownFolder.isEmpty())
            s21::app::setScenarioFolder(scenarios, ownFolder, ownProblems);
        if (parser.isSet(scenario)) {
            if (!s21::app::practiceScenario(scenarios, parser.value(scenario)))
                throw OptionError("--scenario: no scenario '" + parser.value(scenario).toStdString() +
                                  "' in the library or --scenarios (a scenario id: the file name without .yaml; an "
                                  "exam's own scenario is dealt only in its exam)");
        }
    } catch (const s21::gui::OptionError& error) {
        std::cerr << "spanish21-trainer: " << error.what() << '\n';
        return error.exitCode();
    }

    // The records: a problem opening them is told, and the trainer works on without saving. Opened at
    // once whatever their size; the integrity check runs beside the trainer, in this program started
    // again with --check-records (StationRecords::open, app/session/integrity_check_process.h).
    const QString recordsFile = parser.isSet(database)
                                    ? parser.value(database)
                                    : QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                                          .filePath(QStringLiteral("records.sqlite"));
    std::unique_ptr<s21::records::RecordsDatabase> records;
    QString notice;
    try {
        records = s21::records::RecordsDatabase::open(recordsFile, &notice,
                                                      s21::records::RecordsDatabase::IntegrityCheck::Separately);
    } catch (const s21::records::RecordsError& error) {
        notice = error.message();
        std::cerr << notice.toStdString() << '\n';
    }
    // Run for a screenshot or a start-up time, nobody is there to close a dialog: the notice is on
    // the terminal, and the side panel says the rounds are not being saved.
    // A station's first start asks who is dealing, so that records and certificates carry a name.
    if (records && !unattended)
        s21::app::welcomeFirstTrainee(*records);
    s21::app::MainWindow window(options, std::move(profiles), std::move(scenarios));
    if (!ownFolder.isEmpty())
        window.useLoadedScenarioFolder(ownFolder, ownProblems);
    window.examDesk().setExams(std::move(exams));
    window.useRecords(records.get(), unattended ? QString() : notice, QCoreApplication::applicationFilePath());
    if (records) {
        // Given, the server is remembered for the next start (its password never is); else the one
        // remembered, if any, is used.
        try {
            if (parser.isSet(server))
                records->setSchoolServer(parser.value(server));
            window.station().useServer(parser.isSet(server) ? parser.value(server) : records->schoolServer());
        } catch (const s21::records::RecordsError& error) {
            std::cerr << error.message().toStdString() << '\n';
        }
    }
    for (const QString& problem : window.shelf().folderProblems()) {
        std::cerr << problem.toStdString() << '\n';
        errors << problem;
    }
    if (parser.isSet(scenario))
        window.playScenario(parser.value(scenario));
    window.setSignalDelay(450);
    if (!parser.isSet(mute))
        window.enableSound();
    window.enableCardMotion();
    window.resize(windowSize);
    QObject::connect(&window.view(), &s21::app::TableView::firstPaint, &app, [&] {
        if (parser.isSet(startup)) {
            std::cout << "start to painted table: " << started.elapsed() << " ms\n";
            QTimer::singleShot(0, &app, &QApplication::quit);
        }
        if (parser.isSet(screenshot))
            QTimer::singleShot(50, &app, [&] {
                const bool saved = window.grab().save(parser.value(screenshot));
                if (!saved)
                    std::cerr << "spanish21-trainer: --screenshot: could not write '"
                              << parser.value(screenshot).toStdString() << "'\n";
                QApplication::exit(saved ? 0 : 1);
            });
    });
    window.show();
    // Kept on the screen by its real frame: the window manager frames it a moment after it is shown.
    for (const int ms : {0, 500})
        QTimer::singleShot(ms, &window, [&window] { s21::app::keepOnScreen(&window); });
    if (!errors.isEmpty() && !unattended)
        s21::app::showLoadErrors(&window, errors);
    return QApplication::exec();
}

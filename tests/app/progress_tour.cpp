// progress_tour: the Progress window over a large records file, for the performance figure and the
// screenshots (run by hand, not by CTest; docs/records.md, "Performance").
//
//   progress_tour FILE [--trainees N] [--rounds N] [--runs N] [--trainee NAME] [--size WxH]
//                      [--screenshot PNG] [--pdf PDF]
//
// When FILE does not exist it is made first: one trainee ("Ana Morales") with --rounds rounds (2000)
// dealt through the core over 40 days, 50 a day, who makes fewer mistakes and deals faster as the
// days go by (a wrong action once in 12 actions on the first day, once in 72 on the last; the clock
// runs at 1.5 times the pace on the first day and 0.9 on the last), with a shoe procedure every 40
// records and drills now and then; then --trainees - 1 others (9) with a copy of her records each. The
// window is then opened --runs times (5) and the milliseconds from its construction to its first
// complete paint are printed, with the median.
#include "../records/record_maker.h"

#include "records/progress_summaries.h"
#include "records/records_database.h"

#include "app/dialogs/progress_dialog.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/theme/palette.h"
#include "app/theme/translations.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlQuery>
#include <QtTest>

#include <cmath>
#include <ctime>
#include <iostream>

using namespace s21;

namespace {

void exec(QSqlQuery& query, const QString& sql)
{
    if (!query.exec(sql)) {
        std::cerr << "failed: " << sql.toStdString() << '\n';
        std::exit(1);
    }
}

void makeRecords(const QString& file, int trainees, int rounds)
{
    const auto records = records::RecordsDatabase::open(file);
    QSqlQuery(records->connection()).exec(QStringLiteral("PRAGMA synchronous = OFF"));
    const qint64 ana = records->createTrainee(QStringLiteral("Ana Morales")).id;
    test::RecordMaker dealer(2026);
    test::DealingHabits habits;
    habits.wrong = {DealerAction::pay(Spot::player(1), Money::dollars(1)),
                    DealerAction::simple(ActionKind::PickUpHand, Spot::dealer()), DealerAction::deal(Spot::player(7)),
                    DealerAction::simple(ActionKind::Peek), DealerAction::collect(Spot::player(2), Money::dollars(10))};
    habits.roundActionMs = 400;
    habits.roundActionSpreadMs = 1800;
    habits.shoeActionMs = 1500;
    habits.shoeActionSpreadMs = 6000;
    const QStringList drills{QStringLiteral("match-the-dealer"), QStringLiteral("dealing-order"),
                             QStringLiteral("settlement-and-payouts")};
    const int perDay = 50;
    const int days = (rounds + perDay - 1) / perDay;
    const QDate first = QDate::currentDate().addDays(-days);
    for (int i = 0; i < rounds; ++i) {
        const int day = i / perDay;
        const double progress = days > 1 ? double(day) / (days - 1) : 1.0;
        habits.pace = 1.5 - 0.6 * progress; // the clock: 1.5 times the pace on the first day, 0.9 on the last
        habits.wrongOneIn = std::uint64_t(std::lround(12 + 60 * progress * progress)); // a wrong action in 12, then 72
        dealer.setHabits(habits);
        records::RoundRecord record = i % 40 == 39 ? dealer.shoeProcedure(marylandProfile(6), ana)
                                                   : dealer.round(marylandProfile(6), ana, 3 + i % 5);
        record.startedAt = QDateTime(first.addDays(day), QTime(9, 0)).toUTC().addSecs(i % perDay * 240);
        record.endedAt = record.startedAt.addMSecs(record.score.elapsedMs);
        if (i % 5 == 1)
            record.drill = drills[i / 5 % drills.size()];
        records->storeRound(record);
    }
    QSqlQuery query(records->connection());
    for (int t = 2; t <= trainees; ++t) {
        exec(query,
             QStringLiteral("INSERT INTO trainees (name, created_at) VALUES ('Trainee %1', '2026-01-01T00:00:00.000Z')")
                 .arg(t));
        const QString id = query.lastInsertId().toString();
        exec(query,
             QStringLiteral("INSERT INTO rounds (uuid, trainee_id, kind, mode, drill, scenario_id, scenario_hash,"
                            " profile_hash, seed, dealt_from, dealt_from_bytes, started_at, ended_at, outcome, points,"
                            " passed, elapsed_ms, action_count) SELECT uuid || '-%1', %1, kind, mode, drill,"
                            " scenario_id, scenario_hash, profile_hash, seed, dealt_from, dealt_from_bytes, started_at,"
                            " ended_at, outcome, points, passed, elapsed_ms, action_count FROM rounds"
                            " WHERE trainee_id = %2")
                 .arg(id)
                 .arg(ana));
        exec(query, QStringLiteral("INSERT INTO actions SELECT c.id, a.seq, a.notation, a.step, a.ms, a.accepted,"
                                   " a.applied, a.section FROM actions a JOIN rounds r ON r.id = a.round_id"
                                   " JOIN rounds c ON c.uuid = r.uuid || '-%1' WHERE r.trainee_id = %2")
                        .arg(id)
                        .arg(ana));
        exec(query, QStringLiteral("INSERT INTO mistakes SELECT c.id, m.seq, m.code, m.section, m.severity,"
                                   " m.explanation, m.expected FROM mistakes m JOIN rounds r ON r.id = m.round_id"
                                   " JOIN rounds c ON c.uuid = r.uuid || '-%1' WHERE r.trainee_id = %2")
                        .arg(id)
                        .arg(ana));
        // The copies, put in by SQL, counted into the progress summaries as storeRound counts a round.
        std::vector<qint64> copies;
        exec(query, QStringLiteral("SELECT id FROM rounds WHERE trainee_id = %1").arg(id));
        while (query.next())
            copies.push_back(query.value(0).toLongLong());
        for (const qint64 copy : copies)
            records::addToProgressSummaries(records->connection(), copy, QStringLiteral("the copies"));
    }
}

qint64 cpuMs(std::clock_t ticks) { return qint64(ticks) * 1000 / CLOCKS_PER_SEC; }

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    s21::app::installTranslations(); // as spanish21-trainer starts: its words and its look
    s21::app::theme::useDarkLook();
    QStringList args = QApplication::arguments().mid(1);
    if (args.isEmpty()) {
        std::cerr << "usage: progress_tour FILE [--trainees N] [--rounds N] [--runs N] [--trainee NAME] [--size WxH]"
                     " [--screenshot PNG] [--pdf PDF]\n";
        return 2;
    }
    const QString file = args.takeFirst();
    auto option = [&](const QString& name, const QString& fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args[at + 1] : fallback;
    };
    if (!QFileInfo::exists(file)) {
        QElapsedTimer making;
        making.start();
        makeRecords(file, option(QStringLiteral("--trainees"), QStringLiteral("10")).toInt(),
                    option(QStringLiteral("--rounds"), QStringLiteral("2000")).toInt());
        std::cout << "made " << file.toStdString() << " in " << making.elapsed() / 1000 << " s\n";
    }
    const auto records = records::RecordsDatabase::open(file);
    QSqlQuery count(records->connection());
    count.exec(QStringLiteral("SELECT (SELECT COUNT(*) FROM rounds), (SELECT COUNT(*) FROM actions),"
                              " (SELECT COUNT(*) FROM trainees)"));
    count.next();
    // The trainee named by --trainee (added, with no records, if there is none), else the first.
    qint64 ana = records->trainees().front().id;
    if (const QString name = option(QStringLiteral("--trainee"), {}); !name.isEmpty()) {
        const auto all = records->trainees();
        const auto found = std::ranges::find_if(all, [&](const records::Trainee& t) { return t.name == name; });
        ana = found != all.end() ? found->id : records->createTrainee(name).id;
    }
    std::cout << "file: " << count.value(0).toLongLong() << " records, " << count.value(1).toLongLong() << " actions, "
              << count.value(2).toInt() << " trainees; " << records->trainee(ana)->name.toStdString() << ": "
              << records->rounds(ana).size() << " records\n";

    QStringList errors;
    const auto library = app::loadScenarios(QFileInfo(app::findProfilesDir()).path(), errors);
    {
        QElapsedTimer reading;
        reading.start();
        const std::clock_t cpu = std::clock();
        const auto standards = app::findSpeedStandards(library);
        const records::Progress progress = records::progressOf(*records, ana, standards.value_or(SpeedStandards{}));
        const qint64 read = reading.elapsed();
        const auto readCpu = cpuMs(std::clock() - cpu);
        const auto tallies = records::mistakeTallies(*records, ana);
        std::cout << "progressOf (the queries alone): " << read << " ms (" << readCpu
                  << " ms of CPU); mistake tallies: " << reading.elapsed() - read << " ms; " << progress.actions
                  << " actions\n";
    }
    std::vector<qint64> shown;
    std::vector<qint64> cpus; // the process's CPU time: what the machine's other work does not inflate
    const int runs = option(QStringLiteral("--runs"), QStringLiteral("5")).toInt();
    const QStringList size = option(QStringLiteral("--size"), QStringLiteral("1280x900")).split(QLatin1Char('x'));
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer timer;
        timer.start();
        const std::clock_t cpu = std::clock();
        app::ProgressDialog dialog(*records, ana, library);
        const qint64 built = dialog.buildMs();
        dialog.resize(size[0].toInt(), size[1].toInt());
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog))
            std::cerr << "the window was not exposed\n";
        const QPixmap picture = dialog.grab(); // every visible chart and table painted
        shown.push_back(timer.elapsed());
        cpus.push_back(cpuMs(std::clock() - cpu));
        std::cout << "run " << run + 1 << ": queries and charts built " << built << " ms, painted " << shown.back()
                  << " ms (" << cpus.back() << " ms of CPU)\n";
        if (run == runs - 1) {
            const QString screenshot = option(QStringLiteral("--screenshot"), {});
            if (!screenshot.isEmpty())
                picture.save(screenshot);
            const QString pdf = option(QStringLiteral("--pdf"), {});
            if (!pdf.isEmpty())
                std::cout << "report: " << dialog.exportPdf(pdf) << " pages\n";
        }
    }
    std::ranges::sort(shown);
    std::ranges::sort(cpus);
    std::cout << "median from opening to painted: " << shown[shown.size() / 2] << " ms (" << cpus[cpus.size() / 2]
              << " ms of CPU)\n";
    return 0;
}

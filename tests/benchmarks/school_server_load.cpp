// school_server_load: a classroom sending to a school's PostgreSQL server at once, measured
// (docs/benchmarks.md, "The school's server under load"). Run by hand, never by CTest.
//
//   school_server_load SUPERUSER_URL [--stations N] [--rounds M] [--trainees T]
//
// Makes a school of its own on the server (as the tests do: a database owned by an administrator
// role, each station a login of its own), then N stations (default 30), each a thread with its own
// records file and its own connection to the server, send M rounds each (default 200), one send per
// round as the trainer makes them (records/server/station_sync.h), while an instructor's connection
// reads the class over and over (each trainee's rounds and points, the most frequent mistakes by
// section). The rounds are real: M dealt through the core by RecordMaker into one file, copied for
// every station with new uuids. Prints the throughput, the p50/p99 latency of a round's send and of
// an instructor's read, every error, and whether the server holds every round exactly once, whole.
#include "record_maker.h"
#include "school_server_support.h"

#include "records/records_database.h"
#include "records/server/station_sync.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <mutex>
#include <thread>

using namespace s21;
using namespace s21::records;

namespace {

// A random (version 4) uuid in SQLite, as the records' migration 6 writes one.
const QString kNewUuid = QStringLiteral(
    "lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || "
    "'-' || substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || "
    "lower(hex(randomblob(6)))");

double percentile(std::vector<double> values, double fraction)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, static_cast<std::size_t>(fraction * double(values.size())))];
}

// M rounds of `trainees` trainees in `file`, dealt through the core.
void makeStationFile(const QString& file, int rounds, int trainees)
{
    const auto records = RecordsDatabase::open(file);
    std::vector<qint64> ids;
    for (int t = 0; t < trainees; ++t)
        ids.push_back(records->createTrainee(QStringLiteral("Trainee %1").arg(t + 1)).id);
    test::RecordMaker maker(2026);
    const std::vector<RuleProfile> profiles{marylandProfile(6), massachusettsProfile(6)};
    for (int n = 0; n < rounds; ++n) {
        const RuleProfile& profile = profiles[std::size_t(n) % profiles.size()];
        const qint64 trainee = ids[std::size_t(n) % ids.size()];
        records->storeRound(n % 10 == 9 ? maker.shoeProcedure(profile, trainee)
                                        : maker.round(profile, trainee, 1 + n % 7, n % 2 == 1));
    }
}

// A copy of `model` whose trainees and rounds have uuids of their own.
void copyStationFile(const QString& model, const QString& copy)
{
    QFile::copy(model, copy);
    const auto records = RecordsDatabase::open(copy);
    QSqlQuery query(records->connection());
    query.exec(QStringLiteral("UPDATE rounds SET uuid = ") + kNewUuid);
    query.exec(QStringLiteral("UPDATE trainees SET uuid = ") + kNewUuid);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: school_server_load SUPERUSER_URL [--stations N] [--rounds M] [--trainees T]\n");
        return 2;
    }
    int stations = 30;
    int rounds = 200;
    int trainees = 4;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--stations"))
            stations = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--rounds"))
            rounds = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--trainees"))
            trainees = args[i + 1].toInt();
    }
    try {
        const test::School school = test::School::create(args.front());
        std::vector<QString> logins;
        for (int s = 0; s < stations; ++s)
            logins.push_back(school.addLogin(ServerRole::Station));
        const QString instructor = school.addLogin(ServerRole::Instructor);
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("model.sqlite"));
        QElapsedTimer preparing;
        preparing.start();
        makeStationFile(model, rounds, trainees);
        std::vector<QString> files;
        for (int s = 0; s < stations; ++s) {
            files.push_back(dir.filePath(QStringLiteral("station-%1.sqlite").arg(s)));
            copyStationFile(model, files.back());
        }
        std::printf("%d stations x %d rounds prepared in %.1f s\n", stations, rounds,
                    double(preparing.elapsed()) / 1000.0);

        std::mutex lock;
        std::vector<double> sendMs;
        std::vector<double> readMs;
        QStringList errors;
        std::atomic<int> sending = stations;
        std::atomic<long long> sent = 0;
        QElapsedTimer wall;
        wall.start();
        std::thread reader([&] {
            try {
                const auto server = school.login(instructor);
                std::vector<double> mine;
                while (sending > 0) {
                    QElapsedTimer one;
                    one.start();
                    for (const char* sql :
                         {"SELECT t.name, count(r.uuid), coalesce(avg(r.points), 0) FROM trainees t LEFT JOIN rounds r "
                          "ON r.trainee = t.uuid GROUP BY t.uuid, t.name ORDER BY t.name",
                          "SELECT section, count(*) FROM mistakes GROUP BY section ORDER BY count(*) DESC LIMIT 10"}) {
                        QSqlQuery query(server->connection());
                        if (!query.exec(QString::fromLatin1(sql)))
                            throw RecordsError(RecordsError::Kind::Failed, query.lastError().text());
                        while (query.next()) {
                        }
                    }
                    mine.push_back(double(one.nsecsElapsed()) / 1e6);
                }
                const std::lock_guard guard(lock);
                readMs = std::move(mine);
            } catch (const RecordsError& error) {
                const std::lock_guard guard(lock);
                errors << QStringLiteral("instructor: ") + error.message();
            }
        });
        std::vector<std::thread> threads;
        for (int s = 0; s < stations; ++s)
            threads.emplace_back([&, s] {
                std::vector<double> mine;
                try {
                    const auto records = RecordsDatabase::open(files[std::size_t(s)]);
                    const auto server = school.login(logins[std::size_t(s)]);
                    for (;;) {
                        QElapsedTimer one;
                        one.start();
                        if (sendWaitingRounds(*records, *server, 1) == 0)
                            break;
                        mine.push_back(double(one.nsecsElapsed()) / 1e6);
                        ++sent;
                    }
                } catch (const RecordsError& error) {
                    const std::lock_guard guard(lock);
                    errors << QStringLiteral("station %1: ").arg(s) + error.message();
                }
                --sending;
                const std::lock_guard guard(lock);
                sendMs.insert(sendMs.end(), mine.begin(), mine.end());
            });
        for (std::thread& thread : threads)
            thread.join();
        const double seconds = double(wall.elapsed()) / 1000.0;
        reader.join();

        const auto server = school.login(instructor);
        const long long held =
            test::scalar(server->connection(), QStringLiteral("SELECT count(*) FROM rounds")).toLongLong();
        const long long distinct =
            test::scalar(server->connection(), QStringLiteral("SELECT count(DISTINCT uuid) FROM rounds")).toLongLong();
        const long long actions =
            test::scalar(server->connection(), QStringLiteral("SELECT count(*) FROM actions")).toLongLong();
        const auto local = RecordsDatabase::open(model);
        const long long actionsEach =
            test::scalar(local->connection(), QStringLiteral("SELECT count(*) FROM actions")).toLongLong();
        std::printf("sent %lld rounds in %.1f s: %.0f rounds/s\n", sent.load(), seconds, double(sent) / seconds);
        std::printf("a round's send: p50 %.1f ms, p99 %.1f ms (%zu sends)\n", percentile(sendMs, 0.5),
                    percentile(sendMs, 0.99), sendMs.size());
        std::printf("an instructor's read of the class: p50 %.1f ms, p99 %.1f ms (%zu reads during the sends)\n",
                    percentile(readMs, 0.5), percentile(readMs, 0.99), readMs.size());
        std::printf("server holds %lld rounds (%lld distinct; expected %lld), %lld actions (expected %lld)\n", held,
                    distinct, static_cast<long long>(stations) * rounds, actions, actionsEach * stations);
        for (const QString& error : errors)
            std::printf("error: %s\n", qPrintable(error));
        const bool whole = errors.isEmpty() && held == static_cast<long long>(stations) * rounds && distinct == held &&
                           actions == actionsEach * stations;
        std::printf("%s\n", whole ? "every round on the server exactly once, whole" : "ROUNDS LOST OR DUPLICATED");
        return whole ? 0 : 1;
    } catch (const RecordsError& error) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message()));
        return 1;
    }
}

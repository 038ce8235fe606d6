// school_server_load: a classroom sending to a school's PostgreSQL server at once, measured
// (docs/benchmarks.md, "The school's server under load"). Run by hand, never by CTest.
//
//   school_server_load SUPERUSER_URL [--stations N] [--rounds M] [--trainees T] [--per-send K]
//
// Makes a school of its own on the server (as the tests do: a database owned by an administrator
// role, each station a login of its own), then N stations (default 30), each a thread with its own
// records file and its own connection to the server, send M rounds each (default 200), one send per
// round as the trainer makes them (records/server/station_sync.h; with K, K rounds a send, as a
// station back on the network sends what waited), while an instructor's connection reads the class
// ten times a second (the class view's trainees and most frequent mistakes). The rounds are real: M
// dealt through the core by RecordMaker into one file, copied for every station with new uuids.
// Prints the throughput, the p50/p99 latency of a send and of an instructor's read, every error, and
// whether the server holds every round exactly once, whole. Then the reference, in the same run:
// pgbench sends the same statements per send (the schema check's two queries and the batch statement
// with the model's first K rounds, new uuids each time) from N clients logged in as a station, M / K
// times each, beside the same instructor, and the tool prints its figures and ours over them.
#include "record_maker.h"
#include "school_server_support.h"

#include "records/records_database.h"
#include "records/server/class_report.h"
#include "records/server/station_sync.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>
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

// The model's rounds' uuids: this prefix, then the round's row id in 12 digits. The reference gives
// each send's rounds new uuids by replacing the prefix (the stations' copies have random ones).
const QString kModelUuidPrefix = QStringLiteral("00000000-0000-4000-8000-");

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
    QSqlQuery(records->connection())
        .exec(QStringLiteral("UPDATE rounds SET uuid = '") + kModelUuidPrefix +
              QStringLiteral("' || printf('%012d', id)"));
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

constexpr std::chrono::milliseconds kBetweenReads{100}; // the same load beside ours and beside pgbench

// An instructor reading the class ten times a second as the trainer's class view does (the trainees'
// table and the most frequent mistakes, records/server/class_report.h) while `running` is above 0: each read's time in milliseconds.

std::vector<double> readClassWhile(const std::unique_ptr<SchoolServer>& server, const std::atomic<int>& running)
{
    std::vector<double> times;
    while (running > 0) {
        QElapsedTimer one;
        one.start();
        classTrainees(*server, judgeResults(*server));
        frequentMistakes(*server);
        times.push_back(double(one.nsecsElapsed()) / 1e6);
        std::this_thread::sleep_for(kBetweenReads);
    }
    return times;
}

// pgbench's script: what a station sends for the first `perSend` rounds of `model`, the rounds under
// new uuids each time, sent as text on every run (pgbench's simple protocol): the bytes the trainer's
// driver sends too, which executes its prepared statement with the document written into it.
QString referenceScript(const QString& model, int perSend)
{
    const auto records = RecordsDatabase::open(model);
    std::vector<qint64> ids;
    for (qint64 id = 1; id <= perSend; ++id)
        ids.push_back(id);
    QString document = QString::fromUtf8(roundBatchDocument(*records, ids));
    const QString sent = QStringLiteral("replace('%1', '%2', left(gen_random_uuid()::text, 24))::jsonb")
                             .arg(document.replace(QLatin1Char('\''), QStringLiteral("''")), kModelUuidPrefix);
    return QStringLiteral("SELECT to_regclass('public.schema_migrations') IS NOT NULL;\n"
                          "SELECT coalesce(max(version), 0) FROM schema_migrations;\n") +
           QString(roundBatchStatement()).replace(QStringLiteral("?::jsonb"), sent) + QStringLiteral(";\n");
}

struct Reference {
    double sendsPerSecond = 0;
    std::vector<double> ms; // each send's latency
    QString error;
};

// pgbench runs `script` `times` times for each station, one pgbench client logged in at each of
// `urls` (so that each sends as a station of its own, as the stations do), all at once, logging every
// transaction in `dir`.
Reference runReference(const std::vector<QString>& urls, const QString& script, int times, const QString& dir)
{
    Reference reference;
    QFile file(dir + QStringLiteral("/send.sql"));
    if (!file.open(QIODevice::WriteOnly) || file.write(script.toUtf8()) < 0) {
        reference.error = QStringLiteral("cannot write the pgbench script");
        return reference;
    }
    file.close();
    std::vector<std::unique_ptr<QProcess>> clients;
    QElapsedTimer wall;
    wall.start();
    for (std::size_t n = 0; n < urls.size(); ++n) {
        clients.push_back(std::make_unique<QProcess>());
        clients.back()->start(QStringLiteral("pgbench"),
                              {QStringLiteral("-n"), QStringLiteral("-t"), QString::number(times), QStringLiteral("-f"),
                               file.fileName(), QStringLiteral("-l"),
                               QStringLiteral("--log-prefix=%1/pgbench-%2").arg(dir).arg(n), urls[n]});
    }
    for (const auto& client : clients)
        if (!client->waitForFinished(-1) || client->exitCode() != 0) {
            reference.error = QStringLiteral("pgbench failed: ") + QString::fromUtf8(client->readAllStandardError());
            return reference;
        }
    reference.sendsPerSecond = double(times) * double(urls.size()) / (double(wall.elapsed()) / 1000.0);
    for (const QString& name : QDir(dir).entryList({QStringLiteral("pgbench-*")}, QDir::Files)) {
        QFile log(dir + QLatin1Char('/') + name);
        if (!log.open(QIODevice::ReadOnly))
            continue;
        QTextStream lines(&log);
        while (!lines.atEnd()) // client, transaction, latency in microseconds, ...
            reference.ms.push_back(lines.readLine().section(QLatin1Char(' '), 2, 2).toDouble() / 1000.0);
    }
    return reference;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty()) {
        std::fprintf(stderr, "usage: school_server_load SUPERUSER_URL [--stations N] [--rounds M] [--trainees T] "
                             "[--per-send K]\n");
        return 2;
    }
    int stations = 30;
    int rounds = 200;
    int trainees = 4;
    int perSend = 1;
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--stations"))
            stations = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--rounds"))
            rounds = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--trainees"))
            trainees = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--per-send"))
            perSend = args[i + 1].toInt();
    }
    if (perSend < 1 || rounds % perSend != 0) {
        std::fprintf(stderr, "--per-send must divide --rounds\n");
        return 2;
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
        std::printf("%d stations x %d rounds prepared in %.1f s; a round's document %lld bytes\n", stations, rounds,
                    double(preparing.elapsed()) / 1000.0,
                    static_cast<long long>(roundBatchDocument(*RecordsDatabase::open(model), {1}).size()));

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
                std::vector<double> mine = readClassWhile(school.login(instructor), sending);
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
                        const int now = sendWaitingRounds(*records, *server, perSend);
                        if (now == 0)
                            break;
                        mine.push_back(double(one.nsecsElapsed()) / 1e6);
                        sent += now;
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
        std::printf("a send of %d round(s): p50 %.1f ms, p99 %.1f ms (%zu sends)\n", perSend, percentile(sendMs, 0.5),
                    percentile(sendMs, 0.99), sendMs.size());
        std::printf("an instructor's read of the class: p50 %.1f ms, p99 %.1f ms (%zu reads during the sends)\n",
                    percentile(readMs, 0.5), percentile(readMs, 0.99), readMs.size());
        std::printf("server holds %lld rounds (%lld distinct; expected %lld), %lld actions (expected %lld)\n", held,
                    distinct, static_cast<long long>(stations) * rounds, actions, actionsEach * stations);
        QTemporaryDir logs;
        std::atomic<int> referenceRunning = 1;
        std::vector<double> referenceReadMs;
        std::thread referenceReader([&] {
            try {
                referenceReadMs = readClassWhile(school.login(instructor), referenceRunning);
            } catch (const RecordsError& error) {
                const std::lock_guard guard(lock);
                errors << QStringLiteral("instructor beside pgbench: ") + error.message();
            }
        });
        std::vector<QString> urls;
        for (const QString& login : logins)
            urls.push_back(school.urlFor(login));
        const Reference reference = runReference(urls, referenceScript(model, perSend), rounds / perSend, logs.path());
        referenceRunning = 0;
        referenceReader.join();
        const long long afterReference =
            test::scalar(server->connection(), QStringLiteral("SELECT count(DISTINCT uuid) FROM rounds")).toLongLong();
        if (!reference.error.isEmpty()) {
            std::printf("error: %s\n", qPrintable(reference.error));
        } else {
            const double ours = double(sent) / seconds;
            std::printf(
                "reference, pgbench with the same statements per send, a client a station, %d x %d (the instructor "
                "reading beside it, %zu reads): %.0f rounds/s, p50 %.1f ms, p99 %.1f ms\n",
                stations, rounds / perSend, referenceReadMs.size(), reference.sendsPerSecond * perSend,
                percentile(reference.ms, 0.5), percentile(reference.ms, 0.99));
            std::printf("the reference's rounds on the server: %lld (expected %lld)\n", afterReference - held,
                        static_cast<long long>(stations) * rounds);
            std::printf("ours over the reference: %.2fx the rounds/s, p99 %.2fx\n",
                        ours / (reference.sendsPerSecond * perSend),
                        percentile(sendMs, 0.99) / percentile(reference.ms, 0.99));
        }
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

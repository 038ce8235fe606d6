// The records file at school scale (docs/benchmarks.md, "Records"): opening it (with its integrity
// check; integrity_check and quick_check alone for comparison), the progress window's figures of
// the trainee with the most records (and a bare read of their actions beside it), listing a trainee's rounds,
// storing one round (median and p99), and the size per round. Runs on a file filled by
// records_generate, named by S21_RECORDS_FILE; storing adds rounds to it.
//
//   S21_RECORDS_FILE=/path/records.sqlite build/release/tests/benchmarks/s21_records_benchmarks
#include "record_maker.h"

#include "records/progress.h"
#include "records/records_database.h"
#include "records/sqlite_rows.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>

namespace {

using namespace s21;
using namespace s21::records;

QString recordsFile()
{
    const char* file = std::getenv("S21_RECORDS_FILE");
    return file ? QString::fromLocal8Bit(file) : QString();
}

bool haveFile(benchmark::State& state)
{
    if (recordsFile().isEmpty() || !QFileInfo::exists(recordsFile())) {
        state.SkipWithError("set S21_RECORDS_FILE to a file filled by records_generate");
        return false;
    }
    return true;
}

long long single(const QSqlDatabase& db, const QString& sql)
{
    QSqlQuery query(db);
    query.exec(sql);
    query.next();
    return query.value(0).toLongLong();
}

// RecordsDatabase::open as the trainer calls it: integrity_check, pragmas, the schema version.
void openWithIntegrityCheck(benchmark::State& state)
{
    if (!haveFile(state))
        return;
    for (auto _ : state) {
        auto records = RecordsDatabase::open(recordsFile());
        benchmark::DoNotOptimize(records->schemaVersion());
    }
}
BENCHMARK(openWithIntegrityCheck)->Unit(benchmark::kMillisecond)->Iterations(1);

// The two checks alone, on a plain connection: integrity_check reads every page and checks every
// index against its table; quick_check skips the index cross-check.
void pragmaCheck(benchmark::State& state, const char* pragma)
{
    if (!haveFile(state))
        return;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(recordsFile());
        db.open();
        for (auto _ : state) {
            QSqlQuery query(db);
            query.exec(QString::fromLatin1(pragma));
            query.next();
            if (query.value(0).toString() != QLatin1String("ok"))
                state.SkipWithError("the check failed");
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
}
BENCHMARK_CAPTURE(pragmaCheck, integrity_check, "PRAGMA integrity_check")->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(pragmaCheck, quick_check, "PRAGMA quick_check")->Unit(benchmark::kMillisecond)->Iterations(1);

// One trainee's history, as the trainer's records page lists it.
void listATraineesRounds(benchmark::State& state)
{
    if (!haveFile(state))
        return;
    const auto records = RecordsDatabase::open(recordsFile());
    const std::vector<Trainee> trainees = records->trainees(true);
    std::size_t next = 0;
    long long listed = 0;
    for (auto _ : state) {
        const auto rounds = records->rounds(trainees[next++ * 7919 % trainees.size()].id);
        listed += static_cast<long long>(rounds.size());
        benchmark::DoNotOptimize(rounds.data());
    }
    state.counters["rounds_per_list"] = static_cast<double>(listed) / static_cast<double>(state.iterations());
}
BENCHMARK(listATraineesRounds)->Unit(benchmark::kMillisecond);

// The progress window's figures (records/progress.h) of the trainee with the most records, read
// from the summaries; beside it, as the reference, a bare read of every action of theirs (the rows
// the window read before schema 10 kept summaries), through SQLite's own API.
qint64 busiestTrainee(const RecordsDatabase& records)
{
    return single(records.connection(),
                  QStringLiteral("SELECT trainee_id FROM rounds GROUP BY trainee_id ORDER BY COUNT(*) DESC LIMIT 1"));
}

void progressOfTheBusiestTrainee(benchmark::State& state)
{
    if (!haveFile(state))
        return;
    const auto records = RecordsDatabase::open(recordsFile(), nullptr, RecordsDatabase::IntegrityCheck::Separately);
    const qint64 trainee = busiestTrainee(*records);
    for (auto _ : state) {
        const Progress progress = progressOf(*records, trainee, SpeedStandards{});
        benchmark::DoNotOptimize(progress.actions);
        state.counters["records"] = double(progress.rounds + progress.shoeProcedures);
    }
}
BENCHMARK(progressOfTheBusiestTrainee)->Unit(benchmark::kMillisecond);

void readEveryActionOfTheBusiestTrainee(benchmark::State& state)
{
    if (!haveFile(state))
        return;
    const auto records = RecordsDatabase::open(recordsFile(), nullptr, RecordsDatabase::IntegrityCheck::Separately);
    const qint64 trainee = busiestTrainee(*records);
    for (auto _ : state) {
        SqliteRows actions(records->connection(),
                           "SELECT a.round_id, a.ms, a.notation, a.accepted, a.section FROM rounds r"
                           " JOIN actions a ON a.round_id = r.id WHERE r.trainee_id = ? ORDER BY r.started_at, r.id,"
                           " a.seq",
                           {trainee}, QStringLiteral("the actions"));
        long long read = 0;
        while (actions.step())
            read += actions.integer(1);
        benchmark::DoNotOptimize(read);
    }
}
BENCHMARK(readEveryActionOfTheBusiestTrainee)->Unit(benchmark::kMillisecond);

// storeRound of a new real round into the big file (synchronous=FULL: one fsync of the WAL each),
// timed one by one for the median and the 99th percentile.
void storeOneRound(benchmark::State& state)
{
    if (!haveFile(state))
        return;
    const auto records = RecordsDatabase::open(recordsFile());
    const qint64 trainee = records->trainees(true).front().id;
    test::RecordMaker maker(99);
    std::vector<double> ms;
    for (auto _ : state) {
        state.PauseTiming();
        const RoundRecord record = maker.round(marylandProfile(6), trainee, 5);
        state.ResumeTiming();
        const auto start = std::chrono::steady_clock::now();
        records->storeRound(record);
        ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p99_ms"] = ms[std::min(ms.size() - 1, ms.size() * 99 / 100)];
}
BENCHMARK(storeOneRound)->Unit(benchmark::kMillisecond)->Iterations(1000);

// Not a timing: the file's size per stored round (the main file plus its WAL).
void sizePerRound(benchmark::State& state)
{
    if (!haveFile(state))
        return;
    const auto records = RecordsDatabase::open(recordsFile());
    const long long rounds = single(records->connection(), QStringLiteral("SELECT COUNT(*) FROM rounds"));
    const long long bytes = QFileInfo(recordsFile()).size() + QFileInfo(recordsFile() + QStringLiteral("-wal")).size();
    for (auto _ : state)
        benchmark::DoNotOptimize(rounds);
    state.counters["rounds"] = static_cast<double>(rounds);
    state.counters["bytes_per_round"] = static_cast<double>(bytes) / static_cast<double>(rounds);
    state.counters["file_MB"] = static_cast<double>(bytes) / 1e6;
}
BENCHMARK(sizePerRound)->Iterations(1);

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv); // the SQLite driver plugin is loaded through it
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

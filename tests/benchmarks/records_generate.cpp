// records_generate: fills a records file for the records benchmark (bench_records) through the
// real store path, RecordsDatabase::storeRound, one transaction per round as the trainer does.
//
//   records_generate FILE [--trainees N] [--rounds M] [--pool P] [--minutes T] [--no-sync]
//
// N trainees (default 1000) with M rounds each (default 2000), stored round-robin (round 1 of
// every trainee, then round 2...) so that a trainee's rounds are spread over the file as they are
// when a class practises together. The rounds are real: P (default 500) distinct records dealt
// through the core by RecordMaker (every tenth a shoe procedure), each stored again and again with
// a new uuid, trainee and start time. Resumes a file it filled before (it counts what is there);
// stops cleanly after T minutes (default: no limit) and says how far it got. --no-sync stores with
// PRAGMA synchronous = OFF (no fsync per round: the same rows, made several times faster, for files
// of millions of rounds; tests/benchmarks/make_records_files.sh).
#include "record_maker.h"

#include "records/records_database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlQuery>

#include <cstdio>

using namespace s21;
using namespace s21::records;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty()) {
        std::fprintf(stderr,
                     "usage: records_generate FILE [--trainees N] [--rounds M] [--pool P] [--minutes T] [--no-sync]\n");
        return 2;
    }
    int traineeCount = 1000;
    int roundsEach = 2000;
    int poolSize = 500;
    double minutes = 0;
    bool noSync = false;
    for (qsizetype i = 1; i < args.size(); i += 2) {
        if (args[i] == QLatin1String("--no-sync")) {
            noSync = true;
            --i; // a flag: no value follows
        } else if (i + 1 >= args.size()) {
            break;
        } else if (args[i] == QLatin1String("--trainees"))
            traineeCount = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--rounds"))
            roundsEach = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--pool"))
            poolSize = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--minutes"))
            minutes = args[i + 1].toDouble();
    }
    try {
        const auto records = RecordsDatabase::open(args.front());
        if (noSync)
            QSqlQuery(records->connection()).exec(QStringLiteral("PRAGMA synchronous = OFF"));
        std::vector<qint64> trainees;
        for (const Trainee& trainee : records->trainees(true))
            trainees.push_back(trainee.id);
        while (static_cast<int>(trainees.size()) < traineeCount)
            trainees.push_back(
                records->createTrainee(QStringLiteral("Trainee %1").arg(trainees.size() + 1, 4, 10, QLatin1Char('0')))
                    .id);
        QSqlQuery count(records->connection());
        count.exec(QStringLiteral("SELECT COUNT(*) FROM rounds"));
        count.next();
        long long stored = count.value(0).toLongLong();
        count.finish();

        std::vector<RoundRecord> pool;
        test::RecordMaker maker(2026);
        const std::vector<RuleProfile> profiles{marylandProfile(6), massachusettsProfile(6)};
        for (int i = 0; i < poolSize; ++i)
            pool.push_back(i % 10 == 9
                               ? maker.shoeProcedure(profiles[static_cast<std::size_t>(i % 2)], 0)
                               : maker.round(profiles[static_cast<std::size_t>(i % 2)], 0, 1 + i % 7, i % 3 == 0));

        const long long total = static_cast<long long>(traineeCount) * roundsEach;
        const QDateTime start = QDateTime(QDate(2026, 1, 5), QTime(9, 0), Qt::UTC);
        QElapsedTimer timer;
        timer.start();
        const long long first = stored;
        std::printf("%s: %lld rounds already, filling to %lld\n", qPrintable(args.front()), stored, total);
        std::fflush(stdout);
        while (stored < total) {
            if (minutes > 0 && static_cast<double>(timer.elapsed()) > minutes * 60000.0)
                break;
            const long long pass = stored / traineeCount;
            RoundRecord record = pool[static_cast<std::size_t>(stored % poolSize)];
            record.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
            record.traineeId = trainees[static_cast<std::size_t>(stored % traineeCount)];
            record.startedAt = start.addSecs(pass * 600 + stored % traineeCount);
            record.endedAt = record.startedAt.addMSecs(record.score.elapsedMs);
            records->storeRound(record);
            ++stored;
            if (stored % 20000 == 0) {
                std::printf("%lld rounds, %.0f rounds/s\n", stored,
                            static_cast<double>(stored - first) * 1000.0 / static_cast<double>(timer.elapsed() + 1));
                std::fflush(stdout);
            }
        }
        const double seconds = static_cast<double>(timer.elapsed()) / 1000.0;
        std::printf("stored %lld rounds in %.1f s (%.0f rounds/s); the file has %lld of %lld rounds, %lld bytes\n",
                    stored - first, seconds, static_cast<double>(stored - first) / seconds, stored, total,
                    static_cast<long long>(QFileInfo(args.front()).size()));
    } catch (const RecordsError& error) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message()));
        return 1;
    }
    return 0;
}

// records_writer: a helper process for the records reliability tests (tst_records_reliability),
// and the school-server fault tests, built only for tests. It opens a records file through
// RecordsDatabase and stores real rounds made by RecordMaker, one storeRound() each, printing each
// round's uuid on its own line (flushed) only after storeRound() returned; the tests kill it, starve
// it of disk, run it as a user who cannot write, and run two at once. With --send it then sends the
// file's waiting rounds to a school's server, one at a time (records/server/station_sync.h), printing
// "sent" (flushed) after each; the tests kill it in the middle of that too.
//
//   records_writer FILE [--trainee NAME] [--seed S] [--count N] [--fsize-limit BYTES] [--send URL]
//                  [--stop-after LINES [--stop-before-write W]] [--busy-timeout MS]
//
// --trainee: the trainee the rounds are stored for, found by name or created (default "Writer").
// --count: how many rounds (default: until killed). --fsize-limit: RLIMIT_FSIZE for this process,
// with SIGXFSZ ignored, so that writes past it fail with EFBIG (a full disk without a mount).
// --stop-after: where a test is to kill it, whatever the machine's speed: it prints "stopped" and
// stops itself (SIGSTOP) right after printing its LINES-th line (between two writes to the file); with
// --stop-before-write, not then but just before the W-th write SQLite makes to its files from then
// on (LINES may be 0: from the start), a commit or a checkpoint under way. --busy-timeout: once the
// file is open, how long a round's store waits for another writer's lock (the trainer's is 5 s), for a
// test of two writers that must not depend on how long a busy machine takes to commit.
// Lines on stdout: "trainee ID", then one uuid per stored round (or "sent" per round sent), and
// "stopped". On a RecordsError: one line "RecordsError KIND MESSAGE" on stderr and exit 3 (KIND as in
// records_error.h, e.g. Full).
#include "record_maker.h"

#include "records/records_database.h"
#include "records/server/station_sync.h"

#include <QCoreApplication>
#include <QSqlQuery>

#include <sqlite3.h>

#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>

#include <sys/resource.h>
#include <unistd.h>

using namespace s21;
using namespace s21::records;

namespace {

const char* kindName(RecordsError::Kind kind)
{
    switch (kind) {
    case RecordsError::Kind::CannotOpen: return "CannotOpen";
    case RecordsError::Kind::Damaged: return "Damaged";
    case RecordsError::Kind::TooNew: return "TooNew";
    case RecordsError::Kind::Locked: return "Locked";
    case RecordsError::Kind::ReadOnly: return "ReadOnly";
    case RecordsError::Kind::Full: return "Full";
    case RecordsError::Kind::Unreachable: return "Unreachable";
    case RecordsError::Kind::Refused: return "Refused";
    case RecordsError::Kind::Failed: return "Failed";
    }
    return "?";
}

int usage()
{
    std::cerr << "usage: records_writer FILE [--trainee NAME] [--seed S] [--count N] [--fsize-limit BYTES] [--send URL]"
                 " [--stop-after LINES [--stop-before-write W]] [--busy-timeout MS]\n";
    return 2;
}

// Where the process stops itself for the test to kill it (--stop-after, --stop-before-write).
struct StopPoint {
    long long afterLines = -1; // never when negative
    long long beforeWrite = 0; // right after the line when 0
};

StopPoint stopPoint;
long long linesPrinted = 0;
long long writesAfterTheLines = 0;

void stopHere()
{
    std::printf("stopped\n");
    std::fflush(stdout);
    std::raise(SIGSTOP);
}

// One line on stdout, flushed, and the stop if it was to come right after it.
void report(const char* line)
{
    std::printf("%s\n", line);
    std::fflush(stdout);
    if (++linesPrinted == stopPoint.afterLines && stopPoint.beforeWrite == 0)
        stopHere();
}

void beforeSqliteWrite()
{
    if (stopPoint.afterLines >= 0 && stopPoint.beforeWrite > 0 && linesPrinted >= stopPoint.afterLines &&
        ++writesAfterTheLines == stopPoint.beforeWrite)
        stopHere();
}

// SQLite's own system calls for writing files (its unix VFS uses one of them, as it was built), each
// replaced by one that calls beforeSqliteWrite() first.
sqlite3_syscall_ptr sqliteWrite = nullptr;
sqlite3_syscall_ptr sqlitePwrite = nullptr;
sqlite3_syscall_ptr sqlitePwrite64 = nullptr;

ssize_t countedWrite(int fd, const void* data, size_t size)
{
    beforeSqliteWrite();
    return reinterpret_cast<decltype(&::write)>(sqliteWrite)(fd, data, size);
}

ssize_t countedPwrite(int fd, const void* data, size_t size, off_t offset)
{
    beforeSqliteWrite();
    return reinterpret_cast<decltype(&::pwrite)>(sqlitePwrite)(fd, data, size, offset);
}

ssize_t countedPwrite64(int fd, const void* data, size_t size, off64_t offset)
{
    beforeSqliteWrite();
    return reinterpret_cast<decltype(&::pwrite64)>(sqlitePwrite64)(fd, data, size, offset);
}

// Makes SQLite call beforeSqliteWrite() before each write to its files; before any file is opened.
void countSqliteWrites()
{
    sqlite3_vfs* vfs = sqlite3_vfs_find(nullptr);
    const auto replace = [vfs](const char* name, sqlite3_syscall_ptr& original, auto* counted) {
        original = vfs->xGetSystemCall(vfs, name);
        if (original)
            vfs->xSetSystemCall(vfs, name, reinterpret_cast<sqlite3_syscall_ptr>(counted));
    };
    replace("write", sqliteWrite, &countedWrite);
    replace("pwrite", sqlitePwrite, &countedPwrite);
    replace("pwrite64", sqlitePwrite64, &countedPwrite64);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.isEmpty())
        return usage();
    const QString file = args.front();
    QString traineeName = QStringLiteral("Writer");
    std::uint64_t seed = 1;
    long long count = -1;
    QString sendTo;
    int busyTimeoutMs = 0; // the trainer's
    for (qsizetype i = 1; i < args.size(); i += 2) {
        if (i + 1 >= args.size())
            return usage();
        const QString& name = args[i];
        const QString& value = args[i + 1];
        if (name == QLatin1String("--trainee"))
            traineeName = value;
        else if (name == QLatin1String("--seed"))
            seed = value.toULongLong();
        else if (name == QLatin1String("--count"))
            count = value.toLongLong();
        else if (name == QLatin1String("--send"))
            sendTo = value;
        else if (name == QLatin1String("--stop-after"))
            stopPoint.afterLines = value.toLongLong();
        else if (name == QLatin1String("--stop-before-write"))
            stopPoint.beforeWrite = value.toLongLong();
        else if (name == QLatin1String("--busy-timeout"))
            busyTimeoutMs = value.toInt();
        else if (name == QLatin1String("--fsize-limit")) {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit limit{value.toULongLong(), value.toULongLong()};
            if (setrlimit(RLIMIT_FSIZE, &limit) != 0) {
                std::perror("setrlimit");
                return 2;
            }
        } else
            return usage();
    }

    countSqliteWrites();
    try {
        const auto records = RecordsDatabase::open(file);
        if (busyTimeoutMs > 0)
            QSqlQuery(records->connection()).exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(busyTimeoutMs));
        qint64 trainee = 0;
        for (const Trainee& candidate : records->trainees(true))
            if (candidate.name == traineeName)
                trainee = candidate.id;
        if (trainee == 0)
            trainee = records->createTrainee(traineeName).id;
        report(qPrintable(QStringLiteral("trainee %1").arg(trainee)));

        const std::vector<RuleProfile> profiles{marylandProfile(6), massachusettsProfile(6),
                                                massachusettsProfile(6, DealerSecondCard::HoleCardWithReader)};
        test::RecordMaker maker(seed);
        for (long long n = 0; count < 0 || n < count; ++n) {
            const RuleProfile& profile = profiles[static_cast<std::size_t>(n) % profiles.size()];
            const RoundRecord record = n % 10 == 9 ? maker.shoeProcedure(profile, trainee)
                                                   : maker.round(profile, trainee, 1 + static_cast<int>(n % 7),
                                                                 n % 2 == 1, n % 13 == 5 ? 7 : -1);
            records->storeRound(record);
            report(qPrintable(record.uuid));
        }
        if (!sendTo.isEmpty()) {
            const auto server = SchoolServer::connect(sendTo);
            while (sendWaitingRounds(*records, *server, 1) == 1)
                report("sent");
        }
    } catch (const RecordsError& error) {
        std::fprintf(stderr, "RecordsError %s %s\n", kindName(error.kind()), qPrintable(error.message()));
        return 3;
    }
    return 0;
}

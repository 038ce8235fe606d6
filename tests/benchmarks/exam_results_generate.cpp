// exam_results_generate: fills a records file with a station's sealed exam results, for timing
// `spanish21-cli verify` at a school's scale (docs/benchmarks.md, "Verifying a station").
//
//   exam_results_generate FILE --results N
//
// One supervisor (made when the file has none; passphrase "benchmark passphrase"), one trainee, and
// N attempts at the tests' two-part exam (test/exam_maker.h: four rounds each, dealt through the core
// and stored as the trainer stores them), each sealed into the station's chain. Writes the
// supervisors' keys file beside it, FILE.keys.
#include "exam_maker.h"

#include "records/exam_verification.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>

using namespace s21;
using namespace s21::records;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    if (args.size() != 3 || args[1] != QLatin1String("--results")) {
        std::fprintf(stderr, "usage: exam_results_generate FILE --results N\n");
        return 2;
    }
    const int wanted = args[2].toInt();
    const QString passphrase = QStringLiteral("benchmark passphrase");
    try {
        const auto records = RecordsDatabase::open(args.front());
        ExamRecords exams(*records);
        if (exams.supervisors().empty())
            exams.addSupervisor(QStringLiteral("Bench Supervisor"), certification::createKey(passphrase));
        const Supervisor supervisor = exams.supervisors().front();
        const certification::UnlockedKey key(supervisor.key, passphrase);
        const std::vector<Trainee> trainees = records->trainees(true);
        const Trainee trainee = trainees.empty() ? records->createTrainee(QStringLiteral("Ana")) : trainees.front();
        test::RecordMaker maker(2026);
        QElapsedTimer timer;
        timer.start();
        const int already = static_cast<int>(exams.seals().size());
        for (int n = already; n < wanted; ++n)
            exams.sealAttempt(test::examAttempt(*records, maker, trainee.id, trainee.name, supervisor,
                                                QDate(2026, 1, 1).addDays(n % 365)),
                              key);
        QFile keys(args.front() + QStringLiteral(".keys"));
        if (!keys.open(QIODevice::WriteOnly) || keys.write(publicKeysText(exams.supervisors(), exams.station())) < 0) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(keys.fileName()));
            return 1;
        }
        std::printf("%d results sealed in %.1f s; the file has %d\n", wanted - already,
                    static_cast<double>(timer.elapsed()) / 1000.0, static_cast<int>(exams.seals().size()));
    } catch (const RecordsError& error) {
        std::fprintf(stderr, "%s\n", qPrintable(error.message()));
        return 1;
    }
    return 0;
}

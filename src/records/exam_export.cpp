#include "exam_export.h"

#include "records_export.h"
#include "sql_statement.h"

namespace s21::records {

QByteArray resultsCsv(ExamRecords& exams)
{
    QString csv = csvLine({QStringLiteral("sequence"), QStringLiteral("code"), QStringLiteral("attempt"),
                           QStringLiteral("trainee_id"), QStringLiteral("trainee"), QStringLiteral("exam_id"),
                           QStringLiteral("exam"), QStringLiteral("started_at"), QStringLiteral("ended_at"),
                           QStringLiteral("result"), QStringLiteral("overall_points"), QStringLiteral("parts"),
                           QStringLiteral("mistakes"), QStringLiteral("supervisor")});
    for (const StoredSeal& stored : exams.seals()) {
        const QStringList place{QString::number(stored.seal.sequence), stored.seal.verificationCode(), stored.attempt};
        const auto summary = readAttemptRecord(stored.seal.record);
        if (!summary) {
            csv +=
                csvLine(place + QStringList{QString(), QString(), QString(), QString(), QString(), QString(),
                                            QStringLiteral("unreadable"), QString(), QString(), QString(), QString()});
            continue;
        }
        QStringList parts;
        for (const AttemptSummary::Part& part : summary->parts)
            parts << QStringLiteral("%1: %2").arg(part.title).arg(part.points);
        csv += csvLine(place + QStringList{QString::number(summary->traineeId), summary->traineeName, summary->examId,
                                           summary->examTitle, timeText(summary->startedAt), timeText(summary->endedAt),
                                           attemptResultName(summary->result), QString::number(summary->overallPoints),
                                           parts.join(QStringLiteral("; ")), QString::number(summary->mistakes),
                                           summary->supervisorName});
    }
    return csv.toUtf8();
}

} // namespace s21::records

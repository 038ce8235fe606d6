#pragma once
// Exam attempts for the tests: a two-part exam of two rounds each, its rounds dealt through the core
// by RecordMaker, stored as the trainer stores them (mode "exam"), judged by judgeExam() and ready to
// be sealed (records/exam_records.h).

#include "record_maker.h"

#include "records/exam_records.h"

#include <QUuid>

namespace s21::test {

inline ExamDefinition twoPartExam()
{
    ExamDefinition exam;
    exam.id = "test-exam";
    exam.title = "A test exam";
    for (const char* title : {"Dealing", "Payouts"}) {
        ExamPart part;
        part.title = title;
        part.rounds = 2;
        part.minimumPoints = 0;
        exam.parts.push_back(part);
    }
    exam.overallMinimum = 0;
    exam.noCriticalMistakes = false;
    return exam;
}

// An attempt of `trainee` (named `name`) at twoPartExam() under `supervisor`, started at 10:00 UTC on
// `day`, its rounds dealt by `maker` and stored in `records`.
inline records::ExamAttempt examAttempt(records::RecordsDatabase& records, RecordMaker& maker, qint64 trainee,
                                        const QString& name, const records::Supervisor& supervisor, QDate day)
{
    const ExamDefinition exam = twoPartExam();
    records::ExamAttempt attempt;
    attempt.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    attempt.station = records::ExamRecords(records).station();
    attempt.examId = QString::fromStdString(exam.id);
    attempt.examTitle = QString::fromStdString(exam.title);
    attempt.examFile = "title: A test exam\n";
    attempt.traineeId = trainee;
    attempt.traineeName = name;
    attempt.supervisorName = supervisor.name;
    attempt.supervisorKey = supervisor.key.publicKey;
    attempt.startedAt = QDateTime(day, QTime(10, 0), Qt::UTC);
    std::vector<ExamPartResult> results;
    std::int64_t totalMs = 0;
    for (const ExamPart& part : exam.parts) {
        attempt.partTitles.push_back(QString::fromStdString(part.title));
        attempt.parts.emplace_back();
        results.emplace_back();
        for (int r = 0; r < part.rounds; ++r) {
            records::RoundRecord round = maker.round(marylandProfile(6), trainee, 5);
            round.mode = records::RecordMode::Exam;
            round.startedAt = attempt.startedAt.addMSecs(totalMs);
            round.endedAt = round.startedAt.addMSecs(round.score.elapsedMs);
            totalMs += round.score.elapsedMs + 1000;
            records.storeRound(round);
            results.back().rounds.push_back(round.score);
            attempt.parts.back().push_back(std::move(round));
        }
    }
    attempt.endedAt = attempt.startedAt.addMSecs(totalMs);
    attempt.outcome = judgeExam(exam, results, totalMs);
    attempt.result = attempt.outcome.passed ? records::AttemptResult::Passed : records::AttemptResult::Failed;
    return attempt;
}

} // namespace s21::test

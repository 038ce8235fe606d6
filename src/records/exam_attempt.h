#pragma once
// An exam attempt as its seal keeps it: everything needed to judge it again and to tell who did what
// (the exam definition as its file held it, the trainee, the supervisor and their public key, the
// station, the times, each part's rounds with every action and verdict, the outcome and any event
// such as an interruption). attemptRecord() writes it as the one JSON text that is signed and stored
// (exam_records.h); readAttemptRecord() reads one back for verification and certificates.

#include "round_record.h"

#include "core/training/exam.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace s21::records {

enum class AttemptResult : std::uint8_t {
    Passed,
    Failed, // the criteria not met, or the attempt abandoned or closed
    Voided, // set aside by the supervisor (after an interruption): neither passed nor failed
};
QString attemptResultName(AttemptResult result); // "passed", "failed", "voided"

struct AttemptEvent {
    QDateTime at; // UTC
    QString what; // one sentence: "Interrupted: the trainer stopped during round 3."
};

// Who sits which exam, where, under whom and since when: the head of both the sealed record
// (attemptRecord) and the sitting's saved progress (app ExamRun::progress), each read back by
// readAttemptHeader.
struct AttemptHeader {
    QString uuid;
    QString station; // the records file's station id (ExamRecords::station())
    QString examId;
    QString examTitle;
    qint64 traineeId = 0;
    QString traineeName;
    QString supervisorName;
    QByteArray supervisorKey; // the supervisor's public key
    QDateTime startedAt;      // UTC
};

// The header as JSON keys: "attempt", "station", "exam": {"id", "title"}, "trainee": {"id", "name"},
// "supervisor": {"name", "public_key" (base64)}, "started_at" (ISO 8601 with milliseconds, UTC).
// A writer adds its own keys beside them, and into "exam".
QJsonObject attemptHeaderJson(const AttemptHeader& header);
// The header of a JSON object attemptHeaderJson() began; fields it lacks are left empty.
AttemptHeader readAttemptHeader(const QJsonObject& json);

struct ExamAttempt : AttemptHeader {
    QByteArray examFile; // the definition's YAML, byte for byte
    QDateTime endedAt;
    std::vector<QString> partTitles;
    std::vector<std::vector<RoundRecord>> parts; // each part's rounds, in order
    ExamOutcome outcome;
    AttemptResult result = AttemptResult::Failed;
    std::vector<AttemptEvent> events;
};

// The attempt as compact JSON with its keys in a fixed order (the text that is signed):
// {"format": "s21-exam-attempt", "version": 1, "attempt", "station", "exam": {"id", "title",
// "sha256", "yaml"}, "trainee": {"id", "name"}, "supervisor": {"name", "public_key"}, "started_at",
// "ended_at", "result", "outcome": {"overall_points", "passed", "reasons", "parts": [{"title",
// "points", "rounds": [roundJson()...]}]}, "events": [{"at", "what"}]}.
QByteArray attemptRecord(const ExamAttempt& attempt);

// What a certificate, a listing and the verification read of a sealed record.
struct AttemptSummary : AttemptHeader {
    QString examSha256;
    QDateTime endedAt;
    AttemptResult result = AttemptResult::Failed;
    int overallPoints = 0;
    struct Part {
        QString title;
        int points = 0;
        int rounds = 0; // how many of `rounds` are the part's, in order
    };
    std::vector<Part> parts;
    QStringList reasons;
    std::vector<QJsonObject> rounds; // roundJson() of each round, in order
    int mistakes = 0;
    std::vector<AttemptEvent> events;
};

// Reads a record attemptRecord() wrote; nothing, with `error` set, for anything else.
std::optional<AttemptSummary> readAttemptRecord(const QByteArray& record, QString* error = nullptr);

} // namespace s21::records

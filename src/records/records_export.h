#pragma once
// A trainee's records for instructors and for the school's files: the rounds and the mistakes as
// CSV (RFC 4180: fields quoted when they hold a comma, a quote or a line break, quotes doubled,
// lines ended CRLF; UTF-8; a header line), and everything as one JSON document (the trainee, each
// round with its set-up, every action with its verdict, and the rule profiles as YAML). Used by
// `spanish21-cli records export` and the trainer's export buttons. Times are UTC, ISO 8601 with
// milliseconds. Throws RecordsError as RecordsDatabase does, and when there is no such trainee.

#include "records_database.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

namespace s21::records {

// One CSV field, quoted when it has to be.
QString csvField(const QString& text);
// One CSV line of fields, with its CRLF.
QString csvLine(const QStringList& fields);

// trainee_id,trainee,uuid,started_at,ended_at,kind,mode,drill,scenario,profile,seed,outcome,points,
// passed,elapsed_ms,actions,mistakes: one line per round or shoe procedure, oldest first.
QByteArray roundsCsv(const RecordsDatabase& records, qint64 traineeId);

// trainee_id,trainee,uuid,round_started_at,action_number,ms,action,code,section,severity,
// explanation,expected: one line per mistake, in the order they were made (action_number counts
// from 1 within the round; expected lists the accepted actions, separated by "; ").
QByteArray mistakesCsv(const RecordsDatabase& records, qint64 traineeId);

// One round as traineeJson() lists it: {"uuid", "kind", ..., "profile_hash", "dealt_from": {...},
// "actions": [...]}; the exam records seal the same (exam_attempt.h).
QJsonObject roundJson(const RoundRecord& record);

// {"format": "s21-trainee-records", "version": 1, "schema": N, "trainee": {...},
//  "profiles": {hash: {"id", "yaml"}}, "rounds": [{... "dealt_from": {...}, "actions": [...]}]}
QByteArray traineeJson(const RecordsDatabase& records, qint64 traineeId);

} // namespace s21::records

#pragma once
// A station's rounds and shoe procedures sent to the school's server, in the order the station
// stored them, and its exam attempts: registered as they start, their sealed results once sealed. The station's records file stays the one place a round is first written (a trainee
// never waits for the network, and keeps working while the server is away); it also remembers which
// rounds the server has (`sent_to_server`, schema 6). A round is marked there only after the server
// committed it, and the server keeps a round it already has as it is (its uuid is its key), so a send
// interrupted anywhere (the server stopping, the station killed, the network gone) is sent again
// and the server holds every round exactly once.

#include "records/records_database.h"
#include "records/server/school_server.h"

#include <QByteArray>
#include <QString>

#include <limits>
#include <vector>

namespace s21::records {

// The rounds and shoe procedures of the station the server has not confirmed yet.
int roundsWaiting(const RecordsDatabase& station);

// Sends up to `limit` waiting rounds, oldest first, in batches of up to 100: each batch (its rounds,
// their trainees, profiles, actions and mistakes) one statement on the server, so one round trip
// after the schema check, and all of it or none of it committed; then the batch is marked sent in one
// transaction on the station, without an fsync of its own (a mark lost at a power cut is a batch sent
// again, which the server keeps as it is). Returns how many the server now has. Throws RecordsError at the first
// failure (Unreachable when the server went away); the batches sent before it stay sent.
int sendWaitingRounds(const RecordsDatabase& station, const SchoolServer& server,
                      int limit = std::numeric_limits<int>::max());

// The statement that sends a batch: its one parameter is the batch's document. Public for the load
// tool, whose pgbench reference runs the same statement (tests/benchmarks/school_server_load.cpp).
const QString& roundBatchStatement();
// The batch's document (JSON): the rounds of the station's row ids given, each round's trainee and
// profile once, and their actions and mistakes, keyed by the server's column names. Throws
// RecordsError (Damaged) when one of the rounds is gone.
QByteArray roundBatchDocument(const RecordsDatabase& station, const std::vector<qint64>& roundIds);

// The exam attempts with something the server lacks: their registration (being sat, or sealed before
// the server was reached) or their sealed result.
int examRecordsWaiting(const RecordsDatabase& station);

// Registers every attempt the server lacks (an exam being sat from its saved progress, a sealed one
// from its result), then sends every sealed result the server lacks, in the station's order; each in
// one transaction on the server, marked in the station's file (`exam_attempts_sent`, schema 7) once
// the server committed it. An attempt registered without its result on the server is one not
// finished yet, or whose result a station withheld or deleted. Returns how many records the server
// took; throws RecordsError at the first failure.
int sendWaitingExamRecords(const RecordsDatabase& station, const SchoolServer& server);

} // namespace s21::records

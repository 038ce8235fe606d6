#pragma once
// The summaries the progress window reads (progress.h) instead of every stored action: kept in the
// records file (schema 10) and added to in the transaction that stores each round, so that a
// trainee's progress costs a few hundred rows to read however many rounds they dealt. The same
// counting fills them for the rounds already stored when a file is brought to schema 10.
//
// What is kept, per trainee (the definitions are progress.h's):
//  - progress_days: per local calendar day of the start (as the round is stored), skill and kind of
//    record: records, complete ones, their points, actions, accepted ones;
//  - progress_judged: actions per section they were judged under, as stored: judged, accepted;
//  - progress_mistakes: mistakes per code, section as stored, and skill;
//  - progress_mistaken_sections: per sectionGroup(), the records with at least one mistake in it;
//  - progress_times: how many times of each length, in centiseconds (a time rounded to the nearest
//    10 ms), per kind of step ('step'), per day ('day') and, for complete rounds, the round's time
//    per number of seats dealt ('round');
//  - progress_day_medians: each day's median time of an action, taken again from that day's
//    counts in progress_times whenever a record of that day is stored, so the trend reads one row
//    a day however many times a day holds;
//  - progress_shuffles: per kind of step and complete shoe procedure, the milliseconds of its timed
//    actions of that kind (a shuffle standard, which the school may write, adds up the kinds it lists:
//    only those are read).
// A median taken from the centisecond counts is the exact median rounded to the nearest 10 ms when
// the count of times is odd (rounding keeps the order), and within 5 ms of it when even: the
// window shows times to the hundredth of a second.
//
// Every function throws RecordsError when the database refuses.

#include <QSqlDatabase>
#include <QString>

#include <map>
#include <optional>

namespace s21::records {

// How many times of each length, in centiseconds, in increasing order (progress_times' rows).
using TimeCounts = std::map<qint64, qint64>;

// How many times are counted in all.
qint64 timesCounted(const TimeCounts& counts);

// The median of the counted times, in milliseconds; none when they hold none.
std::optional<double> medianMs(const TimeCounts& counts);

// Counts the round `roundId` (or, without one, every round and shoe procedure in the file) into the
// summaries, adding to what they hold: call it once per record, in the transaction that stores it.
void addToProgressSummaries(const QSqlDatabase& db, std::optional<qint64> roundId, const QString& what);

} // namespace s21::records

#pragma once
// What an instructor reads of the class on the school's server (logged in as an instructor: every
// station's rows; as a station: its own), as tables of text ready to show and to export: the
// trainees with their practice and exam attempts, one trainee's progress day by day, the most
// frequent mistakes by section, and every exam attempt with its result or the lack of one.
//
// Every failure is thrown as RecordsError, as SchoolServer does.

#include "records/exam_attempt.h"
#include "records/server/school_server.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace s21::records {

struct ClassTable {
    QStringList columns;
    std::vector<QStringList> rows;
    std::vector<QString> keys; // per row, what it is about (a trainee's uuid), where a row has one

    // The table as CSV (RFC 4180, the records exports' csvLine): the columns, then a line per row.
    QByteArray csv() const;
};

// What the class view says of each sealed result on the server, judged once for both tables that
// count results (classTrainees, classAttempts), by "attempt@station" (an attempt's uuid is unique
// only within the station that sent it). A result counts as passed, failed or voided only when its
// seal verifies against a supervisor key the school registered (SchoolServer::registerSupervisorKeys),
// it is the result of the attempt and trainee it is filed under, and no other station registered
// that attempt first: a station can write any row it likes, including a copy of another station's
// genuinely signed result. Anything else is "not verified: " and why.
struct ShownResult {
    QString trainee; // the trainee's key, "uuid@station", as the attempt was registered
    QString text;    // "passed", "failed", "voided", or "not verified: " and why
    bool verified = false;
    AttemptResult result = AttemptResult::Failed; // when verified
};
using ClassResults = std::map<QString, ShownResult>;
ClassResults judgeResults(const SchoolServer& server);

// One row per trainee: name, station, rounds, accuracy (% of actions accepted), mean points of the
// rounds, last practised (UTC), exams passed, failed, results not verified ("Not verified"), and
// attempts without a result ("Without result"), the results counted as `results` judged them; keyed
// by "uuid@station" (a uuid is unique only within the station that sent it).
ClassTable classTrainees(const SchoolServer& server, const ClassResults& results);
// One row per day the trainee (keyed as classTrainees() keys them) dealt (UTC): rounds, accuracy,
// mean points.
ClassTable traineeProgress(const SchoolServer& server, const QString& traineeKey);
// The `limit` sections broken most often: section, the chapter it belongs to (rule_chapters.h),
// mistakes, trainees who made them.
ClassTable frequentMistakes(const SchoolServer& server, int limit = 20);
// Every exam attempt, newest first: trainee, station, exam, started (UTC), result (as `results`
// judged it; "started, not finished" when the station sent none: a sitting that never ended, or a
// result withheld or deleted); keyed by "attempt@station".
ClassTable classAttempts(const SchoolServer& server, const ClassResults& results);

} // namespace s21::records

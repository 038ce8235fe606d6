#pragma once
// A trainee's progress, read from the records (records_database.h) with SQL: how accurate they are
// per skill, where their mistakes fall, how long each kind of step takes them, how that changes day
// by day, and how their times stand against a school's speed standards (core/training/speed_standards.h).
// Read-only, and no rule is decided here: every figure is counted from what the core decided when
// the round was dealt (the stored verdicts) and the trainer's clock (the stored times). The figures
// are read from the summaries the records keep as each round is stored (progress_summaries.h), so
// reading them costs the same after ten rounds as after a school year's.
//
// Definitions, used by every figure below:
//  - accuracy: accepted actions / all actions (mistaken actions included, applied or not);
//  - the section of an action: the section that calls for the step it carried out when accepted,
//    the section it breaks when not (TimedVerdict::section()), rolled up to its lettered section
//    (sectionGroup()); records stored before schema version 2 kept it for mistakes only, so their
//    accepted actions count towards no section;
//  - the time of an action: its ms less the previous action's ms in the same round or shoe
//    procedure; the first action of each has no time;
//  - a kind of step: the action's first word ("deal", "pay", "collect"), followed by the spot's
//    prefix when it names a side wager ("pay mtd", "collect ins", "pay spin", "pay award"): see
//    stepKind();
//  - a round's seats: the seats dealt a card (by an accepted action), for the standards of whole
//    rounds;
//  - a skill: the drill a round was dealt in; rounds outside a drill (practice, a library pick,
//    shoe procedures between practice rounds) count as "practice";
//  - a median of an even number of values: the mean of the two middle ones; the medians of actions'
//    and rounds' times are taken from times kept to the nearest 10 ms (progress_summaries.h), the
//    shuffles' from their exact times;
//  - the trend is per calendar day, in the computer's local time, of the record's start.
//
// Every query throws RecordsError when the database refuses.

#include "records_database.h"

#include "core/training/speed_standards.h"

#include <QDate>
#include <QString>

#include <optional>
#include <vector>

namespace s21::records {

// The skill of rounds dealt outside a drill.
inline const QString kPracticeSkill = QStringLiteral("practice");

// The kind of step of an action in notation (core/procedure/dealer_action.h): "pay mtd s3 $45" -> "pay mtd",
// "deal s1" -> "deal", "collect ins s2" -> "collect ins".
QString stepKind(const QString& notation);

// A citation rolled up to its lettered section, so that the steps and the mistakes of one rule
// count together: "MD-S21 7.H(1)(a)" and "MD-S21 7.H(2)" -> "MD-S21 7.H"; "MA-S21 16(d)(1)" ->
// "MA-S21 16(d)". A citation of several sections ("MD-S21 10.E, 11.E") or of a range ("MD-S21
// 4.C-D") stays as written.
QString sectionGroup(const QString& citation);

struct SkillAccuracy {
    QString skill;   // a drill's skill, or kPracticeSkill
    int records = 0; // rounds and shoe procedures
    int actions = 0;
    int accepted = 0;
    double accuracy() const { return actions == 0 ? 0.0 : double(accepted) / actions; }
};

// One section of the rules: the mistakes that broke it, and how often the actions judged under it
// were right.
struct SectionAccuracy {
    QString section;  // sectionGroup() of what the steps and the mistakes cite (core/verdict.h)
    int mistakes = 0; // mistakes citing it or one of its subsections, in every record
    int records = 0;  // the rounds and shoe procedures with at least one of them
    int judged = 0;   // actions judged under it (accepted or not), in records that kept sections
    int accepted = 0; // of those, accepted
    // accepted / judged; none when no action was judged under it (a section cited only by
    // mistakes of records stored before schema version 2, which kept no section for accepted actions).
    std::optional<double> accuracy() const
    {
        return judged == 0 ? std::nullopt : std::optional<double>(double(accepted) / judged);
    }
};

struct StepTime {
    QString kind;  // stepKind()
    int timed = 0; // actions of this kind with a time
    double medianMs = 0;
};

struct DayTrend {
    QDate day;      // local calendar day
    int rounds = 0; // rounds dealt that day, complete or abandoned
    int shoeProcedures = 0;
    int actions = 0;
    int accepted = 0;
    std::optional<double> medianSecondsPerAction; // none when no action had a time
    std::optional<double> averagePoints;          // of the complete rounds and shoe procedures
    double accuracy() const { return actions == 0 ? 0.0 : double(accepted) / actions; }
};

struct FrequentMistake {
    QString code; // "PAYOUT_AMOUNT"
    QString section;
    int count = 0;
};

// A mistake count by where it was broken and in which skill (for "work my mistakes").
struct MistakeTally {
    QString section;
    QString skill;
    int count = 0;
};

struct StandardComparison {
    SpeedStandard standard;
    int samples = 0;                     // actions, shuffles or rounds measured
    std::optional<double> medianSeconds; // the trainee's, per measured unit; none without samples
    // The trainee's median over the standard's time (above 1: slower than the standard).
    std::optional<double> ratio() const
    {
        return medianSeconds ? std::optional(*medianSeconds / standard.targetSeconds()) : std::nullopt;
    }
};

// Everything the progress window shows, read in one go.
struct Progress {
    int rounds = 0;
    int shoeProcedures = 0;
    int actions = 0;
    int accepted = 0;
    std::vector<SkillAccuracy> skills;         // by skill name
    std::vector<SectionAccuracy> sections;     // most mistakes first, then the least accurate, then by section
    std::vector<StepTime> steps;               // by kind
    std::vector<DayTrend> trend;               // oldest day first
    std::vector<FrequentMistake> mistakes;     // most frequent first, then by code and section
    std::vector<StandardComparison> standards; // in the standards' order
    bool empty() const { return rounds + shoeProcedures == 0; }
    bool hasMistakes() const { return !sections.empty() && sections.front().mistakes > 0; }
    double accuracy() const { return actions == 0 ? 0.0 : double(accepted) / actions; }
    // The standards the trainee's median is over, slowest (highest ratio) first.
    std::vector<StandardComparison> slowest() const;
};

std::vector<SkillAccuracy> accuracyBySkill(const RecordsDatabase& records, qint64 traineeId);
std::vector<SectionAccuracy> accuracyBySection(const RecordsDatabase& records, qint64 traineeId);
std::vector<StepTime> medianTimeByStep(const RecordsDatabase& records, qint64 traineeId);
std::vector<DayTrend> trendByDay(const RecordsDatabase& records, qint64 traineeId);
// At most `limit` of them.
std::vector<FrequentMistake> frequentMistakes(const RecordsDatabase& records, qint64 traineeId, int limit = 10);
std::vector<MistakeTally> mistakeTallies(const RecordsDatabase& records, qint64 traineeId);
std::vector<StandardComparison> compareWithStandards(const RecordsDatabase& records, qint64 traineeId,
                                                     const SpeedStandards& standards);

Progress progressOf(const RecordsDatabase& records, qint64 traineeId, const SpeedStandards& standards);

} // namespace s21::records

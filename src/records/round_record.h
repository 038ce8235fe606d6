#pragma once
// One round or shoe procedure as the records keep it: what it was dealt from (the rule profile, the
// set-up, the players' answers), how it was dealt (every action with its time and verdict) and how
// it came out. Everything else a report shows is derived from these (progress.h); a record replays
// exactly (replay.h).

#include "core/players/recorded_answers.h"
#include "core/procedure/rules_revision.h"
#include "core/round/round.h"
#include "core/shoe_procedure/shoe_procedure_state.h"
#include "core/training/scoring.h"

#include <QDateTime>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace s21::records {

enum class RecordKind : std::uint8_t { Round, ShoeProcedure };
// How it was dealt. A drill is not a mode: its rounds are dealt guided or free, and keep their skill
// in RoundRecord::drill.
enum class RecordMode : std::uint8_t {
    Guided, // guided practice: hints, each mistake explained at once
    Free,   // free practice: no hints, played on where the procedure allows
    Exam,   // one of an exam's rounds (app/session/exam_sitting.h), whatever the practice mode was
};
enum class RecordOutcome : std::uint8_t {
    Complete,  // dealt to the end
    Abandoned, // left before the end (a new round, a new profile, the trainer closed)
};

// Each value's one spelling, as the records store it and the exports write it (round_record.cpp: one
// table per vocabulary). A parse takes those spellings only.
QString kindName(RecordKind kind);          // "round", "shoe-procedure"
QString modeName(RecordMode mode);          // "guided", "free", "exam"
QString outcomeName(RecordOutcome outcome); // "complete", "abandoned"
std::optional<RecordKind> parseKind(const QString& name);
std::optional<RecordMode> parseMode(const QString& name);
std::optional<RecordOutcome> parseOutcome(const QString& name);

// What a round or shoe procedure was dealt from: enough to deal it again exactly.
struct DealtFrom {
    RuleProfile profile;
    std::optional<RoundSetup> round;            // a round: its set-up (its profile is `profile`, stored once)
    std::optional<ShoeSituation> shoeProcedure; // a shoe procedure: its situation
    RecordedAnswers answers;                    // what the players answered, in order
    bool playOn = false;                        // mistaken actions were applied where allowed (free practice)
};

// One action the trainee took, as the round judged it.
struct RecordedAction {
    DealerAction action;
    std::int64_t milliseconds = 0; // from the start, by the trainer's clock
    bool accepted = true;
    bool applied = true;
    // The section it was judged under (TimedVerdict::section()); empty in records stored before
    // schema version 2, which did not keep it for accepted actions.
    std::string section;
    std::optional<Mistake> mistake; // when not accepted
};

struct RoundRecord {
    QString uuid; // globally unique, made when the record is first built
    qint64 traineeId = 0;
    RecordKind kind = RecordKind::Round;
    RecordMode mode = RecordMode::Guided;
    QString drill;        // the drill's skill, empty outside drills
    QString scenarioId;   // empty for a practice round
    QString scenarioHash; // SHA-256 of the scenario file, empty for a practice round
    QString seed;         // the session's seed as shown to the trainee (seedText: 0x and hex for 128 bits)
    QDateTime startedAt;  // UTC
    QDateTime endedAt;    // UTC
    RecordOutcome outcome = RecordOutcome::Complete;
    int rulesRevision = kRulesRevision; // the rules' revision it was dealt and judged under
    DealtFrom dealtFrom;
    // The key its profile is stored under: profileHash() of the YAML the records keep, which a
    // profile written today may no longer give (the format gained or renamed keys). Empty for a
    // record not read from the records.
    QString storedProfileHash;
    std::vector<RecordedAction> actions;
    ScoreCard score;
};

// The record was judged under an earlier revision of the rules (core/procedure/rules_revision.h): a
// replay may judge some of its actions differently today, by the rules as since corrected.
inline bool judgedUnderEarlierRules(const RoundRecord& record) { return record.rulesRevision < kRulesRevision; }

// The SHA-256 (hex) of a profile written as YAML (scenario/profile_loader.h's profileYaml): the
// key the records store a profile under. The second form takes the YAML already written.
QString profileHash(const RuleProfile& profile);
QString profileHash(const std::string& yaml);

// The verdicts of a round's or shoe procedure's log, as recorded actions.
std::vector<RecordedAction> recordedActions(const std::vector<TimedVerdict>& log);

} // namespace s21::records

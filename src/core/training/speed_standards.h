#pragma once
// Speed standards a school recognises: how long a trained dealer takes over one kind of step, over
// the shuffle of a shoe, or over a whole round at a full table. An instructor writes them in YAML
// (scenarios/standards/; format: docs/records.md) and s21_scenario loads them
// (scenario/speed_standards_loader.h); the records set a trainee's median times beside them
// (records/progress.h). A plain value: nothing here decides a rule.

#include <cstdint>
#include <string>
#include <vector>

namespace s21 {

// What a standard's time is compared with.
enum class SpeedMeasure : std::uint8_t {
    Step,    // the median time of one action of the kinds listed (its time since the previous action)
    Shuffle, // the median, over shoe procedures, of the summed times of their actions of the kinds listed
    Round,   // the median elapsed time of a complete round dealt at `seats` seats
};

struct SpeedStandard {
    std::string id;        // "chip-run-down", unique in its file
    std::string label;     // what the trainee reads: "Pay a wager"
    std::string published; // the standard as the school publishes it: "Run down 20 chips in under 10 s"
    std::string reading;   // how the trainer reads it onto its own steps, for the instructor
    SpeedMeasure measure = SpeedMeasure::Step;
    std::vector<std::string> steps; // Step, Shuffle: kinds of step ("pay", "pay mtd"; records/progress.h)
    int seats = 7;                  // Round: the seats dealt a card in the rounds compared
    double seconds = 0;             // the published time...
    int count = 1;                  // ...for this many of the measured unit (cards of a shoe, rounds of an hour)

    // The time one measured unit may take: one action, one shuffle or one round.
    double targetSeconds() const { return seconds / count; }
};

struct SpeedStandards {
    std::string source;                   // who publishes them, shown with them
    std::vector<SpeedStandard> standards; // in the file's order
};

} // namespace s21

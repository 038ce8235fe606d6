#pragma once
// The time source the round engine stamps actions with. Injected, so tests and replays are exact.

#include <chrono>
#include <cstdint>
#include <optional>

namespace s21 {

class Clock {
public:
    virtual ~Clock() = default;
    virtual std::int64_t milliseconds() const = 0; // since any fixed point in time
};

// A clock that moves only when told to: for tests, replays and the CLI's scripted runs.
class ManualClock : public Clock {
public:
    std::int64_t milliseconds() const override { return now_; }
    void advance(std::int64_t ms) { now_ += ms; }

private:
    std::int64_t now_ = 0;
};

// The wall clock (monotonic), for a trainee at the table.
class SteadyClock : public Clock {
public:
    std::int64_t milliseconds() const override
    {
        using namespace std::chrono;
        return duration_cast<std::chrono::milliseconds>(steady_clock::now().time_since_epoch()).count();
    }
};

// The wall clock, which can be held at given readings and then run on from one: a round resumed
// after an interruption replays its actions at their recorded times and goes on from the last, the
// time between not counted.
class ResumableClock : public Clock {
public:
    std::int64_t milliseconds() const override { return held_ ? *held_ : offset_ + wall_.milliseconds(); }
    // Reads `ms` until told otherwise.
    void hold(std::int64_t ms) { held_ = ms; }
    // Runs on as the wall clock does, reading `ms` now.
    void runFrom(std::int64_t ms)
    {
        held_.reset();
        offset_ = ms - wall_.milliseconds();
    }

private:
    SteadyClock wall_;
    std::optional<std::int64_t> held_;
    std::int64_t offset_ = 0;
};

} // namespace s21

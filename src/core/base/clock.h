#pragma once
// The time source the round engine stamps actions with. Injected, so tests and replays are exact.

#include <chrono>
#include <cstdint>

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

} // namespace s21

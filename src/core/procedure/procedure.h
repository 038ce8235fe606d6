#pragma once
// The contract every procedure the trainee dealer runs keeps: a round (Round, round.h) or the shoe
// procedure between rounds (ShoeProcedure, shoe_procedure.h). apply() is the single entry point:
// each dealer action is checked against what the procedure calls for now, stage(), and either
// carried out or logged as a mistake with its section. What is due next, the hint and the log are
// read the same way whichever procedure it is.

#include "core/procedure/stage.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace s21 {

struct TimedVerdict {
    Verdict verdict;
    bool applied = false;          // the action changed the table
    std::int64_t milliseconds = 0; // from the procedure's start, by the injected clock
    LazyText stepSection;          // accepted: the section that calls for the step it carried out

    // The section the action was judged under: the step's when accepted, the one it breaks when not.
    std::string section() const { return verdict.accepted ? stepSection.str() : verdict.mistake.section; }
};

class Procedure {
public:
    virtual ~Procedure() = default;

    // Checks and (when accepted) carries out one dealer action, as its notation writes it (asWritten:
    // what its kind does not take is not looked at, nor logged). The verdict is the log's last entry
    // (log()), valid until the next apply(): keep a copy to hold it longer. Precondition (checked):
    // writable(action).
    virtual const Verdict& apply(const DealerAction& action) = 0;
    // What the procedure calls for now; its steps are empty once the procedure is complete.
    virtual const Stage& stage() const = 0;
    virtual bool complete() const = 0;
    // Every action applied so far, with its verdict and time.
    virtual const std::vector<TimedVerdict>& log() const = 0;

    // The actions the procedure accepts next: one, or all of them where the order is free. Empty
    // once the procedure is complete.
    std::vector<DealerAction> expected() const;
    // The first of expected(), the step hint() explains; nothing once the procedure is complete.
    std::optional<DealerAction> next() const
    {
        const Stage& now = stage();
        if (now.steps.empty())
            return std::nullopt;
        return now.steps.front().action;
    }
    // Why the first expected action is due, in a sentence, with its section; once the procedure is
    // complete, completedHint().
    std::string hint() const;

protected:
    // What hint() says once the procedure is complete ("The round is complete.").
    virtual std::string completedHint() const = 0;
};

} // namespace s21

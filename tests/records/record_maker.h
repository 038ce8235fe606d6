#pragma once
// Real records for the records tests: rounds and shoe procedures dealt through the core by the
// automatic dealer, against random players whose answers are recorded, with a wrong action now and
// then so that records hold mistakes too, stamped by a clock that moves a random time per action.

#include "records/round_record.h"

#include "core/round/round_state.h"
#include "core/shoe_procedure/shoe_procedure.h"
#include "core/training/self_play.h"

#include <QUuid>

#include <cmath>
#include <vector>

namespace s21::test {

// How the made-up trainee deals: how often a wrong action, which ones, and how fast.
struct DealingHabits {
    std::uint64_t wrongOneIn = 8; // a wrong action once in this many actions, at random
    std::vector<DealerAction> wrong{DealerAction::pay(Spot::player(1), Money::dollars(1))}; // drawn from
    double pace = 1.0;                        // every time below is multiplied by it
    std::int64_t roundActionMs = 200;         // an action in a round: this...
    std::uint64_t roundActionSpreadMs = 3000; // ...plus up to this
    std::int64_t shoeActionMs = 500;          // an action in a shoe procedure: this...
    std::uint64_t shoeActionSpreadMs = 2000;  // ...plus up to this
};

class RecordMaker {
public:
    explicit RecordMaker(std::uint64_t seed) : random_(seed), players_(seed + 1) {}

    // The habits of the rounds and shoe procedures made from now on.
    void setHabits(DealingHabits habits) { habits_ = std::move(habits); }
    // The faults the rounds made from now on bring (core/round/faults.h).
    void setFaults(std::vector<Fault> faults) { faults_ = std::move(faults); }

    // One round at a table of `seats` players under `profile`, dealt to the end (or abandoned after
    // `abandonAfter` actions), in free practice (play on) when `playOn`.
    records::RoundRecord round(const RuleProfile& profile, qint64 traineeId, int seats = 5, bool playOn = false,
                               int abandonAfter = -1)
    {
        RoundSetup setup;
        setup.profile = profile;
        for (int seat = 1; seat <= seats; ++seat)
            setup.seats.push_back({seat, "Player " + std::to_string(seat), Money::dollars(1000), Money::dollars(10),
                                   profile.matchTheDealer.offered ? Money::dollars(5) : Money(), Money()});
        if (shoe_.empty() || shoe_.coverCardReached() || shoe_.remaining() < 60 || decks_ != profile.decks) {
            shoe_ = seededShoe(profile, random_.next());
            rack_.clear();
            decks_ = profile.decks;
            setup.burnFirst = true;
        }
        setup.shoe = shoe_;
        setup.rack = rack_;
        setup.seed = random_.next();
        setup.faults = faults_;
        RecordingPlayers recording(players_);
        ManualClock clock;
        Round round(setup, recording, clock, playOn ? MistakePolicy::PlayOn : MistakePolicy::Reject);
        records::RoundRecord record = start(profile, traineeId, records::RecordKind::Round);
        record.dealtFrom.round = setup;
        record.dealtFrom.playOn = playOn;
        int taken = 0;
        while (!round.complete() && taken != abandonAfter) {
            clock.advance(pause(habits_.roundActionMs, habits_.roundActionSpreadMs));
            if (random_.below(habits_.wrongOneIn) == 0) // rarely what is due
                round.apply(habits_.wrong.size() == 1 ? habits_.wrong.front()
                                                      : habits_.wrong[random_.below(habits_.wrong.size())]);
            else
                round.apply(round.expected().back());
            ++taken;
        }
        // Kept as the trainer keeps it (app/session/session_recorder.cpp): only the cards of the shoe
        // the round dealt or looked at.
        record.dealtFrom.round->shoe = withholdAfter(setup.shoe, shoeCardsUsed(setup.shoe, round.state()));
        shoe_ = round.state().shoe; // the cards of an abandoned round are gone from the shoe all the same
        rack_ = round.state().rack;
        return finish(std::move(record), round.log(), recording.answers(), round.complete());
    }

    // A shoe procedure from new decks, shuffled by hand, dealt to the end.
    records::RoundRecord shoeProcedure(const RuleProfile& profile, qint64 traineeId)
    {
        ShoeSituation situation;
        situation.seats = {1, 3, 5};
        situation.firstPlayer = 3;
        situation.seed = random_.next();
        RandomCuts cuts(random_.next());
        RecordingCuts recording(cuts);
        ManualClock clock;
        ShoeProcedure procedure(profile, situation, recording, clock);
        records::RoundRecord record = start(profile, traineeId, records::RecordKind::ShoeProcedure);
        record.dealtFrom.shoeProcedure = situation;
        while (!procedure.complete()) {
            clock.advance(pause(habits_.shoeActionMs, habits_.shoeActionSpreadMs));
            procedure.apply(procedure.expected().front());
        }
        return finish(std::move(record), procedure.log(), recording.answers(), true);
    }

private:
    std::int64_t pause(std::int64_t least, std::uint64_t spread)
    {
        return std::llround(habits_.pace * double(least + static_cast<std::int64_t>(random_.below(spread))));
    }

    records::RoundRecord start(const RuleProfile& profile, qint64 traineeId, records::RecordKind kind)
    {
        records::RoundRecord record;
        record.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        record.traineeId = traineeId;
        record.kind = kind;
        record.mode = records::RecordMode::Guided;
        record.seed = QString::number(random_.next());
        record.startedAt = QDateTime::currentDateTimeUtc();
        record.dealtFrom.profile = profile;
        return record;
    }

    static records::RoundRecord finish(records::RoundRecord record, const std::vector<TimedVerdict>& log,
                                       const RecordedAnswers& answers, bool complete)
    {
        record.dealtFrom.answers = answers;
        record.actions = records::recordedActions(log);
        record.score = score(log, ScoringWeights{});
        record.outcome = complete ? records::RecordOutcome::Complete : records::RecordOutcome::Abandoned;
        record.endedAt = record.startedAt.addMSecs(log.empty() ? 0 : log.back().milliseconds);
        return record;
    }

    DealingHabits habits_;
    std::vector<Fault> faults_;
    Random random_;
    RandomPlayers players_;
    Shoe shoe_; // continues from round to round, with the rack, until the cover card
    DiscardRack rack_;
    int decks_ = 0;
};

} // namespace s21::test

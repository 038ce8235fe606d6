#include "app/session/underway_procedure.h"

namespace s21::app {

std::unique_ptr<UnderwayProcedure> UnderwayProcedure::round(RoundSetup setup, PlayerModel& players,
                                                            std::unique_ptr<PlayerModel> owned, const Clock& clock,
                                                            MistakePolicy policy, std::uint64_t serial)
{
    std::unique_ptr<UnderwayProcedure> made(new UnderwayProcedure(serial, clock.milliseconds()));
    made->ownedPlayers_ = std::move(owned);
    made->recordingPlayers_ = std::make_unique<RecordingPlayers>(players);
    made->round_ = std::make_unique<Round>(std::move(setup), *made->recordingPlayers_, clock, policy);
    return made;
}

std::unique_ptr<UnderwayProcedure> UnderwayProcedure::shoe(RuleProfile profile, ShoeSituation situation,
                                                           std::unique_ptr<CutModel> cuts, const Clock& clock,
                                                           std::uint64_t serial)
{
    std::unique_ptr<UnderwayProcedure> made(new UnderwayProcedure(serial, clock.milliseconds()));
    made->cuts_ = std::move(cuts);
    made->recordingCuts_ = std::make_unique<RecordingCuts>(*made->cuts_);
    made->shoe_ =
        std::make_unique<ShoeProcedure>(std::move(profile), std::move(situation), *made->recordingCuts_, clock);
    return made;
}

Procedure& UnderwayProcedure::procedure() const
{
    if (round_)
        return *round_;
    return *shoe_;
}

const RecordedAnswers& UnderwayProcedure::answers() const
{
    return round_ ? recordingPlayers_->answers() : recordingCuts_->answers();
}

} // namespace s21::app

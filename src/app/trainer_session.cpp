#include "trainer_session.h"

#include "core/self_play.h"

namespace s21::app {

TrainerSession::TrainerSession(SessionOptions options, QObject* parent)
    : QObject(parent), options_(std::move(options)), roster_(options_.players, options_.seed),
      players_(options_.profile, options_.playerErrors, options_.seed * 7919 + 1), playersAtStart_(players_)
{
    startShoe();
    newRound();
}

TrainerSession::~TrainerSession() = default;

void TrainerSession::startShoe()
{
    shoe_ = seededShoe(options_.profile.decks, options_.seed * 1000 + static_cast<std::uint64_t>(shoes_));
    ++shoes_;
    rack_.clear();
    burnNext_ = true;
}

void TrainerSession::setProfile(const RuleProfile& profile)
{
    options_.profile = profile;
    players_ = StrategyPlayers(profile, options_.playerErrors, options_.seed * 7919 + static_cast<std::uint64_t>(roundNumber_));
    startShoe();
    newRound();
}

void TrainerSession::setPlayers(int players)
{
    options_.players = players;
    roster_ = SeatRoster(players, options_.seed + static_cast<std::uint64_t>(roundNumber_));
    newRound();
}

void TrainerSession::setPlayerErrors(double rate)
{
    options_.playerErrors = rate;
    players_ = StrategyPlayers(options_.profile, rate, options_.seed * 7919 + static_cast<std::uint64_t>(roundNumber_));
}

void TrainerSession::setMode(Mode mode)
{
    options_.mode = mode;
}

void TrainerSession::newRound()
{
    if (round_ && !scenario_) {
        if (round_->complete())
            roster_.settle(round_->state());
        // An unfinished round's cards are gone from the shoe all the same.
        shoe_ = round_->state().shoe;
        rack_ = round_->state().rack;
        if (shoe_.coverCardReached() || round_->state().reshuffleRequired() || shoe_.remaining() < 60)
            startShoe();
    }
    scenario_.reset();
    scripted_.reset();
    playersAtStart_ = players_;
    RoundSetup setup;
    setup.profile = options_.profile;
    setup.seats = roster_.nextRound(options_.profile);
    setup.wheelStops = roster_.wheelStops(options_.profile.bonusSpin);
    setup.shoe = shoe_;
    setup.burnFirst = burnNext_;
    setup.rack = rack_;
    setup.seed = options_.seed * 1000003 + static_cast<std::uint64_t>(roundNumber_);
    startRound(std::move(setup), players_);
    burnNext_ = false;
}

void TrainerSession::playScenario(const Scenario& scenario)
{
    if (round_ && !scenario_) {
        shoe_ = round_->state().shoe;
        rack_ = round_->state().rack;
    }
    scenario_ = scenario;
    scripted_ = scriptedPlayers(scenario);
    startRound(roundSetup(scenario), *scripted_);
}

void TrainerSession::startRound(RoundSetup setup, PlayerModel& players)
{
    setup_ = std::move(setup);
    roundMode_ = options_.mode;
    const MistakePolicy policy = roundMode_ == Mode::Guided ? MistakePolicy::Reject : MistakePolicy::PlayOn;
    round_ = std::make_unique<Round>(setup_, players, clock_, policy);
    ++roundNumber_;
    emit roundStarted();
}

Verdict TrainerSession::apply(const DealerAction& action)
{
    const bool wasComplete = round_->complete();
    Verdict verdict = round_->apply(action);
    emit applied(verdict);
    if (!wasComplete && round_->complete())
        emit roundFinished();
    return verdict;
}

std::vector<DealerAction> TrainerSession::correctSequence() const
{
    if (scenario_)
        return answerKey(*scenario_);
    StrategyPlayers players = playersAtStart_;
    ManualClock clock;
    Round replay(setup_, players, clock);
    dealAutomatically(replay);
    std::vector<DealerAction> actions;
    for (const TimedVerdict& entry : replay.log())
        actions.push_back(entry.verdict.action);
    return actions;
}

ScoreCard TrainerSession::scoreCard() const
{
    return score(round_->log(), scenario_ ? scenario_->scoring : ScoringWeights{});
}

} // namespace s21::app

#include "app/session/trainer_session.h"

#include "certification/entropy.h"

#include "core/procedure/automatic_dealer.h"
#include "core/training/practice_faults.h"

namespace s21::app {

namespace {

// Mixed into a shoe's or round's seed for the draw of its practice irregularities, so that the
// draw does not follow the shuffle's or the players' numbers.
constexpr std::uint64_t kIrregularitySalt = 0x5eedfa17ULL;

// One of the session's random streams: its seeds are base × multiplier + index (Seed::stream; a
// 128-bit base keeps its high half's bits). Each stream has a multiplier of its own, so that no two
// streams follow the same numbers.
struct SeedStream {
    std::uint64_t multiplier;

    Seed seed(Seed base, std::uint64_t index) const { return base.stream(multiplier, index); }
};

// The simulated players' decisions, from the session's seed and the round they start at.
constexpr SeedStream kPlayersStream{7919};
// Each shoe's shuffle and practice incidents, from the session's seed and the shoes so far.
constexpr SeedStream kShoeStream{1000};
// The players' answers to the cut in a shoe, from the shoe's seed.
constexpr SeedStream kCutsStream{31};
constexpr std::uint64_t kCutsIndex = 7;
// A round's own seed (a shuffle it needs, MD-S21 13.K; its practice faults), from the session's seed
// and the round's number.
constexpr SeedStream kRoundStream{1000003};
// Who sits where, from the session's seed and the round at which the table size changed.
constexpr SeedStream kRosterStream{1};

// A count of shoes or rounds so far, as a stream's index.
std::uint64_t streamIndex(int n) { return static_cast<std::uint64_t>(n); }

} // namespace

TrainerSession::TrainerSession(SessionOptions options, QObject* parent)
    : QObject(parent), options_(std::move(options)), roster_(options_.players, kRosterStream.seed(options_.seed, 0)),
      players_(options_.profile, options_.playerErrors, kPlayersStream.seed(options_.seed, 1)),
      playersAtStart_(players_)
{
    startShoe(ShoeStart::NewDecks);
    newRound();
}

TrainerSession::~TrainerSession() = default;

void TrainerSession::startShoe(ShoeStart start, int coverCardSeat)
{
    const Seed seed = kShoeStream.seed(options_.seed, streamIndex(shoes_));
    ++shoes_;
    roster_.shuffled(); // a player who sat out may wager again (MD-S21 6.C(2), MA-S21 5(j))
    ShoeSituation situation;
    // A double shoe's cover card: only its side is prepared anew; the other deals on, its discards
    // stay in the rack (MD-BJ 7.E(2)).
    if (start == ShoeStart::CoverCardReached && options_.profile.doubleShoe) {
        situation.shoeInPlay = shoe_;
        situation.coverCardSide = shoe_.dealingSide();
        situation.rackInPlay = rack_;
    }
    rack_.clear();
    S21_EXPECTS(!scenario_); // a scenario's own procedure is never replaced by the practice shoe's
    if (betweenRounds())
        underway_.reset(); // the practice shoe's procedure, prepared again
    waitingShoe_.reset();
    if (options_.shoe == ShoePreparation::Skip) {
        shoe_ = options_.secretShoes ? freshShoe(certification::secretlyShuffledCards(options_.profile))
                                     : seededShoe(options_.profile, seed);
        burnNext_ = !options_.profile.doubleShoe; // a double shoe burns no card (MD-BJ 7.C)
        return;
    }
    situation.start = start;
    situation.shuffle =
        options_.shoe == ShoePreparation::AutomatedShuffler ? ShuffleMethod::AutomatedShuffler : ShuffleMethod::Manual;
    for (const auto& [seat, name] : roster_.seated())
        situation.seats.push_back(seat);
    // New decks are spread for the first player to arrive (MD-S21 4.C, 5.D(1); MA-S21 3(b), 4(d)(1)).
    if (start == ShoeStart::NewDecks && !situation.seats.empty())
        situation.firstPlayer = roster_.seated().front().first;
    situation.lastFirstOffer = lastFirstOffer_;
    situation.coverCardSeat = coverCardSeat;
    situation.seed = seed;
    Random draw(seed.salted(kIrregularitySalt));
    if (!options_.firstSession && drawsPracticeFault(options_.irregularities, draw))
        situation.incidents = drawPracticeIncidents(options_.profile, situation, draw);
    roundMode_ = options_.mode; // the procedure is judged in the mode chosen when it starts
    auto cuts = std::make_unique<RandomCuts>(kCutsStream.seed(seed, kCutsIndex));
    cutsAtStart_ = *cuts;
    underway_ = UnderwayProcedure::shoe(options_.profile, std::move(situation), std::move(cuts), clock_, ++serials_);
    burnNext_ = false;
}

void TrainerSession::restart(SessionOptions options)
{
    options_ = std::move(options);
    roster_ = SeatRoster(options_.players, kRosterStream.seed(options_.seed, 0));
    players_ = StrategyPlayers(options_.profile, options_.playerErrors, kPlayersStream.seed(options_.seed, 1));
    playersAtStart_ = players_;
    underway_.reset();
    scenario_.reset();
    lastFirstOffer_ = 0;
    shoes_ = 0;
    roundNumber_ = 0;
    startShoe(ShoeStart::NewDecks);
    newRound();
}

void TrainerSession::setProfile(const RuleProfile& profile)
{
    options_.profile = profile;
    players_ =
        StrategyPlayers(profile, options_.playerErrors, kPlayersStream.seed(options_.seed, streamIndex(roundNumber_)));
    underway_.reset();
    scenario_.reset();
    startShoe(ShoeStart::NewDecks);
    newRound();
}

void TrainerSession::setPlayers(int players)
{
    options_.players = players;
    roster_ = SeatRoster(players, kRosterStream.seed(options_.seed, streamIndex(roundNumber_)));
    // Other players at the table are offered the cut: the procedure starts again for them.
    if (const ShoeProcedure* shoe = practiceShoe(); shoe && !shoe->complete()) {
        const ShoeSituation situation = shoe->startingSituation();
        endScenario();
        startShoe(situation.start, situation.coverCardSeat);
    }
    newRound();
}

void TrainerSession::setPlayerErrors(double rate)
{
    options_.playerErrors = rate;
    players_ = StrategyPlayers(options_.profile, rate, kPlayersStream.seed(options_.seed, streamIndex(roundNumber_)));
}

void TrainerSession::setIrregularities(double rate) { options_.irregularities = rate; }

void TrainerSession::setGuestFouls(double rate) { options_.guestFouls = rate; }

void TrainerSession::setFirstSession(bool first)
{
    if (options_.firstSession == first)
        return;
    options_.firstSession = first;
    if (scenario_ || !log().empty())
        return;
    if (const ShoeProcedure* shoe = shoeUnderWay()) {
        const ShoeSituation situation = shoe->startingSituation();
        if (first ? situation.incidents.empty() : options_.irregularities <= 0.0)
            return; // the same either way
        --shoes_;   // the same shoe's seed: the same shuffle and cuts
        startShoe(situation.start, situation.coverCardSeat);
        newRound();
    } else {
        RoundSetup setup = setup_;
        setup.faults = practiceFaults(setup, rosterFouls_);
        if (setup.faults.empty() && setup_.faults.empty())
            return;
        --roundNumber_; // the same round, set up again
        startRound(std::move(setup), players_);
    }
}

void TrainerSession::setMode(Mode mode) { options_.mode = mode; }

void TrainerSession::setShoePreparation(ShoePreparation shoe)
{
    options_.shoe = shoe;
    if (scenario_ || !betweenRounds())
        return;
    const ShoeSituation situation = shoeUnderWay()->startingSituation();
    startShoe(situation.start, situation.coverCardSeat);
    newRound();
}

void TrainerSession::newRound()
{
    if (underway_ && underway_->isRound() && !scenario_) {
        const Round& last = underway_->round();
        if (last.complete()) {
            roster_.settle(last.state());
            keepMeters(options_.profile, last.state());
        }
        // An unfinished round's cards are gone from the shoe all the same. What the next shoe needs
        // is taken from the round first: starting a shoe replaces the round (`last` is gone then).
        const RoundState& state = last.state();
        shoe_ = state.shoe;
        rack_ = state.rack;
        const int coverCardSeat = state.coverCardSeat;
        const bool floorReshuffle = state.reshuffleRequired();
        if (shoe_.coverCardReached() || shoe_.remaining() < 60)
            startShoe(ShoeStart::CoverCardReached, coverCardSeat);
        else if (floorReshuffle)
            startShoe(ShoeStart::FloorReshuffle);
    }
    endScenario();
    if (const ShoeProcedure* shoe = shoeUnderWay(); shoe && !shoe->complete()) {
        emit shoeStarted();
        return;
    }
    if (const ShoeProcedure* shoe = shoeUnderWay()) {
        if (const auto& offers = shoe->state().offers; !offers.empty())
            lastFirstOffer_ = offers.front().action.spot.seat;
        shoe_ = shoe->shoe();
        rack_ = shoe->rack();
    }
    playersAtStart_ = players_;
    RoundSetup setup;
    setup.profile = options_.profile;
    setup.seed = kRoundStream.seed(options_.seed, streamIndex(roundNumber_));
    RoundWagers wagers = roster_.nextRound(options_.profile, guestFoulPlan(setup.seed).rosterFoul);
    setup.seats = std::move(wagers.seats);
    setup.wheelStops = roster_.wheelStops(options_.profile.bonusSpin);
    setup.xtremeStops = roster_.xtremeStops(options_.profile.xtreme);
    setup.shoe = shoe_;
    setup.burnFirst = burnNext_;
    setup.rack = rack_;
    rosterFouls_ = std::move(wagers.fouls);
    setup.faults = practiceFaults(setup, rosterFouls_);
    startRound(std::move(setup), players_);
    burnNext_ = false;
}

std::vector<Fault> TrainerSession::practiceFaults(const RoundSetup& setup, const RosterFouls& fouls) const
{
    std::vector<Fault> faults;
    // A barred player's wager, or one on a box over the limit, comes before the first card, whatever
    // else the round brings.
    const auto rosterFoul = [&faults](FaultKind kind, int seat) {
        Fault foul;
        foul.kind = kind;
        foul.seat = seat;
        faults.push_back(foul);
    };
    for (int seat : fouls.barredButWagering)
        rosterFoul(FaultKind::WagerAfterSittingOut, seat);
    for (int seat : fouls.overTheLimit)
        rosterFoul(FaultKind::ExtraBoxWager, seat);
    if (options_.firstSession)
        return faults;
    Random draw(setup.seed.salted(kIrregularitySalt));
    if (drawsPracticeFault(options_.irregularities, draw)) {
        const std::vector<int> seats = seatNumbers(setup.seats);
        faults = withHappeningFault(setup, faults, [&] { return drawPracticeFault(options_.profile, seats, draw); });
    }
    if (GuestFoulPlan plan = guestFoulPlan(setup.seed); plan.happens && fouls.empty())
        faults = withHappeningFault(setup, std::move(faults), [&] {
            return drawGuestFoul(options_.profile, setup.seats, WhoSatOut::Known, plan.random);
        });
    return faults;
}

TrainerSession::GuestFoulPlan TrainerSession::guestFoulPlan(Seed roundSeed) const
{
    GuestFoulPlan plan{false, RosterFoul::None, Random(roundSeed.salted(kGuestFoulSalt))};
    if (options_.firstSession || !drawsPracticeFault(options_.guestFouls, plan.random))
        return plan;
    plan.happens = true;
    Random overTheLimit(roundSeed.salted(kOverTheLimitSalt)); // its own stream: the other kinds are drawn as before
    if (drawsBarredWager(options_.profile, plan.random))
        plan.rosterFoul = RosterFoul::BarredWager;
    else if (drawsOverTheLimitWager(options_.profile, overTheLimit))
        plan.rosterFoul = RosterFoul::OverTheLimit;
    return plan;
}

std::vector<Fault> TrainerSession::withHappeningFault(const RoundSetup& setup, std::vector<Fault> faults,
                                                      const std::function<Fault()>& draw) const
{
    constexpr int kTries = 12;
    for (int tried = 0; tried < kTries; ++tried) {
        RoundSetup trial = setup;
        trial.faults = faults;
        trial.faults.push_back(draw());
        StrategyPlayers players = players_;
        ManualClock clock;
        try {
            Round round(trial, players, clock); // a fault due at once happens as the round is set up
            dealAutomatically(round);
            if (round.faultEvents().size() == trial.faults.size())
                return trial.faults;
        } catch (const std::exception&) {
            continue; // not covered where it would happen: another one
        }
    }
    return faults;
}

void TrainerSession::resumeRound(RoundSetup setup, const RecordedAnswers& answers)
{
    scenario_.reset();
    waitingShoe_.reset();
    playersAtStart_ = players_;
    auto resumed = std::make_unique<AnswersThenPlayers>(answers, players_);
    PlayerModel& players = *resumed;
    startRound(std::move(setup), players, std::move(resumed));
}

void TrainerSession::playScenario(const Scenario& scenario)
{
    if (!scenario_ && underway_) {
        if (underway_->isRound()) { // the practice round's cards are gone from the shoe all the same
            shoe_ = underway_->round().state().shoe;
            rack_ = underway_->round().state().rack;
        } else { // the practice shoe procedure waits for the scenario
            waitingShoe_ = std::move(underway_);
        }
    }
    scenario_ = scenario;
    if (scenario.shoeProcedure) {
        roundMode_ = options_.mode;
        underway_ = UnderwayProcedure::shoe(scenario.profile, *scenario.shoeProcedure, scriptedCuts(scenario), clock_,
                                            ++serials_);
        ++roundNumber_;
        emit shoeStarted();
        return;
    }
    std::unique_ptr<ScriptedPlayers> scripted = scriptedPlayers(scenario);
    PlayerModel& players = *scripted;
    startRound(roundSetup(scenario), players, std::move(scripted));
}

void TrainerSession::endScenario()
{
    if (!scenario_)
        return;
    scenario_.reset();
    underway_ = std::move(waitingShoe_);
}

const ShoeProcedure* TrainerSession::shoeUnderWay() const
{
    return underway_ && !underway_->isRound() ? &underway_->shoe() : nullptr;
}

const ShoeProcedure* TrainerSession::practiceShoe() const
{
    if (waitingShoe_)
        return &waitingShoe_->shoe();
    return scenario_ ? nullptr : shoeUnderWay();
}

std::vector<std::pair<int, std::string>> TrainerSession::sittingOut() const
{
    if (scenario_ || betweenRounds())
        return {};
    return roster_.sittingOut();
}

std::vector<std::pair<int, std::string>> TrainerSession::seatedPlayers() const
{
    if (!scenario_)
        return roster_.seated();
    std::vector<std::pair<int, std::string>> seated;
    for (const ScenarioSeat& seat : scenario_->seats)
        seated.emplace_back(seat.seat, seat.player);
    return seated;
}

void TrainerSession::startRound(RoundSetup setup, PlayerModel& players, std::unique_ptr<PlayerModel> owned)
{
    setup_ = std::move(setup);
    roundMode_ = options_.mode;
    const MistakePolicy policy = roundMode_ == Mode::Guided ? MistakePolicy::Reject : MistakePolicy::PlayOn;
    underway_ = UnderwayProcedure::round(setup_, players, std::move(owned), clock_, policy, ++serials_);
    ++roundNumber_;
    emit roundStarted();
}

const Procedure& TrainerSession::procedure() const
{
    S21_EXPECTS(underway_);
    return underway_->procedure();
}

Verdict TrainerSession::apply(const DealerAction& action)
{
    const bool shoe = betweenRounds();
    S21_EXPECTS(underway_);
    Procedure& now = underway_->procedure();
    const bool wasComplete = now.complete();
    const Verdict verdict = now.apply(action);
    emit applied(verdict);
    if (wasComplete || !now.complete())
        return verdict;
    if (shoe)
        emit shoeFinished();
    else
        emit roundFinished();
    return verdict;
}

std::vector<DealerAction> TrainerSession::correctSequence() const
{
    // The procedure dealt again from its start, its players answering the same way: the trainee's
    // accepted actions are kept, their mistakes replaced by the procedure's own steps.
    ManualClock clock;
    if (betweenRounds()) {
        const ShoeProcedure& dealt = shoeProcedure();
        std::unique_ptr<CutModel> cuts;
        if (scenario_)
            cuts = scriptedCuts(*scenario_);
        else
            cuts = std::make_unique<RandomCuts>(*cutsAtStart_);
        ShoeProcedure replay(dealt.state().profile, dealt.startingSituation(), *cuts, clock);
        return answerKeyKeeping(replay, log());
    }
    std::unique_ptr<PlayerModel> players;
    if (scenario_)
        players = scriptedPlayers(*scenario_);
    else
        players = std::make_unique<StrategyPlayers>(playersAtStart_);
    Round replay(setup_, *players, clock);
    return answerKeyKeeping(replay, log());
}

const std::vector<TimedVerdict>& TrainerSession::log() const { return procedure().log(); }

std::int64_t TrainerSession::elapsedMs() const
{
    const std::vector<TimedVerdict>& actions = log();
    if (actions.empty())
        return 0;
    if (procedure().complete())
        return scoreCard().elapsedMs;
    return clock_.milliseconds() - underway_->startedAt() - actions.front().milliseconds;
}

ScoreCard TrainerSession::scoreCard() const { return score(log(), scenario_ ? scenario_->scoring : ScoringWeights{}); }

RuleProfile TrainerSession::dealtProfile() const
{
    return betweenRounds() ? shoeUnderWay()->state().profile : setup_.profile;
}

std::optional<RoundSetup> TrainerSession::dealtSetup() const
{
    if (betweenRounds())
        return std::nullopt;
    return setup_;
}

std::optional<ShoeSituation> TrainerSession::dealtSituation() const
{
    if (!betweenRounds())
        return std::nullopt;
    return shoeUnderWay()->startingSituation();
}

const RecordedAnswers& TrainerSession::recordedAnswers() const { return underway_->answers(); }

std::uint64_t TrainerSession::current() const { return underway_->serial(); }

bool TrainerSession::live(std::uint64_t serial) const
{
    return (underway_ && serial == underway_->serial()) || (waitingShoe_ && serial == waitingShoe_->serial());
}

} // namespace s21::app

// One conformance test run against every Procedure (core/procedure/procedure.h): rounds under the
// shipped rule profiles (Maryland's with and without its progressives, Massachusetts' with the Bonus
// Spin and with the card reader; its shared boxes and coupons; Maryland blackjack's) and a
// Massachusetts hole card without a reader, some in free practice (mistakes played on), and the shoe procedure in every situation it
// starts from, by hand and with an automated shuffler, each driven by a seeded mix of the actions it expects and wrong ones (wrong kinds,
// spots, amounts, values, later steps) until it is complete or a step cap. After every action the
// contract is checked; then the same actions are applied to a fresh procedure from the same seed
// (the same verdicts and state), and the record stored the way the trainer stores it is read back
// from a real SQLite file and replayed to the same verdicts and state.
//
// It is a records test because of the round trip through the records; the core's part links only
// the core's public headers. Every failure names the procedure and the seed: the seeds are fixed, so
// `tst_procedure_conformance conformance:"<row>"` replays it.
#include "records/records_database.h"
#include "records/replay.h"
#include "records/round_record.h"

#include "core/base/clock.h"
#include "core/base/number_text.h"
#include "core/base/random.h"
#include "core/players/recorded_answers.h"
#include "core/rules/bonus_spin.h"
#include "core/rules/payout.h"
#include "core/rules/rule_chapters.h"
#include "core/rules/xtreme16.h"
#include "core/shoe_procedure/shoe_procedure.h"
#include "core/training/practice_faults.h"
#include "core/training/scoring.h"
#include "core/training/self_play.h"
#include "scenario/profile_loader.h"

#include <QTemporaryDir>
#include <QTimeZone>
#include <QUuid>
#include <QtTest>

#include <filesystem>
#include <memory>
#include <sstream>

using namespace s21;

namespace {

// ---- What is run ---------------------------------------------------------------------------------

enum class Kind : std::uint8_t { Round, Shoe };

// One procedure under test: a round under a profile, or the shoe procedure from a situation.
struct Subject {
    Kind kind = Kind::Round;
    RuleProfile profile;
    MistakePolicy policy = MistakePolicy::Reject;
    bool progressives = false; // Bonus Spin and Xtreme 16 wagers where the profile offers them
    bool sharedBoxes = false;  // players in line behind the callers (MA-S21 13)
    ShoeStart start = ShoeStart::NewDecks;
    ShuffleMethod shuffle = ShuffleMethod::Manual;
};

// A profile the trainer ships (scenarios/profiles).
RuleProfile shippedProfile(const char* id)
{
    return loadProfile(std::filesystem::path(S21_SOURCE_DIR) / "scenarios" / "profiles" / (std::string(id) + ".yaml"));
}

// The seeds every procedure is run with: fixed, so that a failure replays.
constexpr std::uint64_t kFirstSeed = 20261129;
constexpr int kRoundSeeds = 60;
constexpr int kShoeSeeds = 12;
constexpr int kRoundStepCap = 400; // a round takes well under 200 actions, the wrong ones included
constexpr int kShoeStepCap = 300;  // a shoe procedure, under 100
constexpr int kAfterComplete = 3;  // actions tried once the procedure is complete

std::uint64_t seedAt(int index) { return kFirstSeed + 7919 * static_cast<std::uint64_t>(index); }

// ---- The state as text, to compare ---------------------------------------------------------------
// Neither RoundState nor ShoeState is comparable, and nothing else writes them whole: each field
// the procedures keep is written here, so two states that differ in any of them differ as text.

class StateText {
public:
    StateText& operator()(const char* name, const std::string& value)
    {
        out_ << name << '=' << value << ';';
        return *this;
    }
    StateText& operator()(const char* name, const char* value) { return (*this)(name, std::string(value)); }
    StateText& operator()(const char* name, long long value) { return (*this)(name, std::to_string(value)); }
    StateText& operator()(const char* name, int value) { return (*this)(name, std::to_string(value)); }
    StateText& operator()(const char* name, std::size_t value) { return (*this)(name, std::to_string(value)); }
    StateText& operator()(const char* name, bool value) { return (*this)(name, value ? "1" : "0"); }
    StateText& operator()(const char* name, Money value) { return (*this)(name, formatMoney(value)); }
    StateText& operator()(const char* name, const std::vector<Card>& cards) { return (*this)(name, notation(cards)); }
    StateText& operator()(const char* name, const Hand& hand) { return (*this)(name, hand.cards()); }
    template <typename Enum>
    requires std::is_enum_v<Enum> StateText& operator()(const char* name, Enum value)
    {
        return (*this)(name, static_cast<long long>(value));
    }
    StateText& operator()(const char* name, const PaidChips& paid)
    {
        return (*this)(name, formatMoney(paid.wager) + "+" + formatMoney(paid.payout));
    }
    StateText& operator()(const char* name, const std::optional<WheelStop>& stop)
    {
        if (!stop)
            return (*this)(name, "-");
        return (*this)(name, std::to_string(stop->jackpot) + formatMoney(stop->amount) + "/" +
                                 formatMoney(stop->community) + std::to_string(stop->secondary));
    }
    StateText& operator()(const char* name, const std::vector<WheelStop>& stops)
    {
        out_ << name << "=[";
        for (const WheelStop& stop : stops)
            (*this)("stop", std::optional<WheelStop>(stop));
        out_ << "];";
        return *this;
    }
    StateText& operator()(const char* name, const std::optional<PlacedCut>& cut)
    {
        return (*this)(name, cut ? std::to_string(cut->seat) + "@" + std::to_string(cut->cardsAbove) : "-");
    }
    // A shoe: its counts, and its cards when `cards` (a stored round's shoe withholds those it did not
    // use: CardNotHeld).
    StateText& shoe(const char* name, const Shoe& shoe, bool cards)
    {
        out_ << name << "{";
        (*this)("remaining", shoe.remaining())("dealt", shoe.dealt())("unseen", shoe.unseen());
        (*this)("beforeCover", shoe.cardsBeforeCoverCard())("coverReached", shoe.coverCardReached());
        if (cards)
            (*this)("undealt", shoe.undealt());
        out_ << "}";
        return *this;
    }
    StateText& rack(const char* name, const DiscardRack& rack)
    {
        out_ << name << "{";
        for (const DiscardGroup& group : rack.groups())
            (*this)("source", group.source)("seat", group.seat)("hand", group.hand)("cards", group.cards);
        out_ << "}";
        return *this;
    }
    StateText& steps(const char* name, const std::vector<Step>& steps)
    {
        out_ << name << "[";
        for (const Step& step : steps)
            out_ << notation(step.action) << ',';
        out_ << "]";
        return *this;
    }
    std::string str() const { return out_.str(); }

private:
    std::ostringstream out_;
};

void writeSeat(StateText& text, const Seat& seat)
{
    text("occupied", seat.occupied)("player", seat.player)("bankroll", seat.bankroll);
    text("initialWager", seat.initialWager)("match", seat.matchWager)("matchCoupon", seat.matchCoupon);
    text("matchSettled", seat.matchSettled)("insurance", seat.insuranceWager);
    text("insuranceDecided", seat.insuranceDecided)("insuranceSettled", seat.insuranceSettled);
    for (const PlayerHand& hand : seat.hands) {
        text("cards", hand.cards)("wager", hand.wager)("double", hand.doubleWager)("doubled", hand.doubledDown);
        text("status", hand.status)("signal", hand.signal ? decisionName(*hand.signal) : std::string("-"));
        text("asked", hand.asked)("decided", hand.decided)("surrenderOnCards", hand.surrenderOnCards);
        text("bjAnnounced", hand.blackjackAnnounced)("pickedUp", hand.cardsPickedUp)("paid", hand.paid);
        text("coupon", hand.coupon)("wagerSettled", hand.wagerSettled)("left", hand.leftForSettlement);
        for (const BehindStake& behind : hand.behind)
            text("behind", behind.wager)("behindDouble", behind.doubleWager)("behindDoubled", behind.doubledDown)(
                "behindSettled", behind.settled)("behindPaid", behind.paid)("behindPlaced", behind.placed);
    }
    text("splits", seat.splits)("handsLost", seat.handsLost)("awards", seat.awardsSettled);
    for (const ProgressiveWager* wager : {&seat.bonusSpin, &seat.xtreme})
        text("progressive", wager->wager)("settled", wager->settled)("placed", wager->placed)(
            "community", wager->communityPaid)("stop", wager->stop)("paid", wager->paid);
    text("button", seat.bonusButtonPressed)("dead", seat.dead)("matchPaid", seat.matchPaid);
    text("insurancePaid", seat.insurancePaid)("callerSeated", seat.callerSeated);
    for (const Backer& backer : seat.backers)
        text("backer", backer.player())("bankroll", backer.bankroll)("insurance", backer.insuranceWager)(
            "insuranceSettled", backer.insuranceSettled)("insurancePaid", backer.insurancePaid)(
            "handsLost", backer.handsLost)("awards", backer.awardsSettled);
}

// The round's state as text; the shoe's undealt cards only when `shoeCards`.
std::string stateText(const RoundState& state, bool shoeCards = true)
{
    StateText text;
    text("profile", state.profile.name)("phase", state.phase);
    for (int s = 1; s <= kSeatCount; ++s)
        writeSeat(text("seat", s), state.seat(s));
    const DealerHand& dealer = state.dealer;
    text("dealer", dealer.cards)("hole", dealer.holeCard)("peeked", dealer.peeked);
    text("dealersCard", dealer.dealersCardAnnounced)("totals", dealer.totalsAnnounced)("dealerUp",
                                                                                       dealer.cardsPickedUp);
    text.shoe("shoe", state.shoe, shoeCards).rack("rack", state.rack);
    text("tray", state.tray)("drop", state.dropBox)("burnRequired", state.burnRequired);
    text("insuranceOffer", state.insuranceOffer)("rescuePending", state.rescuePending);
    text("coverSeen", state.coverCardSeen)("coverSeat", state.coverCardSeat)("faceUp", state.faceUpCardsFound);
    text("tens", state.tensFound)("floor", state.floorCalled)("voided", state.voided)("removed", state.decksRemoved);
    text("destroyed", state.destroyedCards)("shortShoe", state.shortShoe);
    text("rackOffers", state.rackCut.offersMade)("rackPlaced", state.rackCut.placed)("rackSaid", state.rackCut.said);
    text("wheelStops", state.wheelStops)("spins", state.wheelSpins)("xtremeStops", state.xtremeStops);
    text("xtremeSpins", state.xtremeSpins)("meters", formatMoney(state.xtremeMeters.primary) + "/" +
                                                         formatMoney(state.xtremeMeters.secondary));
    text("jackpots",
         formatMoney(state.bonusSpinJackpots.dollar) + "/" + formatMoney(state.bonusSpinJackpots.fiveDollar));
    const Irregularities& irregular = state.irregular;
    text("loose", irregular.looseCard ? notation(*irregular.looseCard) : std::string("-"));
    text("looseExposed", irregular.looseCardExposed)("looseStanding", irregular.looseCardFromDealerStanding);
    for (const bool refused : irregular.refusedLooseCard)
        text("refused", refused);
    text("missedFirst", irregular.dealerMissedFirstCard)("noCards", irregular.seatDealtNoCards);
    text("oneCard", irregular.seatDealtOneCard);
    text("passedOver", irregular.passedOverHand ? describe(*irregular.passedOverHand) : std::string("-"));
    text("optionAsked", irregular.optionAsked)("takesCard", irregular.playerTakesCard);
    text("readerMisuse", irregular.readerMisuse)("readerShows", irregular.readerShowsHoleCard);
    text("holeExposure", irregular.holeCardExposure)("readerFailure", irregular.readerFailure);
    if (const auto& foul = irregular.guestFoul)
        text("foul", foul->kind)("foulSeat", foul->seat)("foulChips", foul->chips)("foulFloor", foul->floorCalled)(
            "foulConfirmed", foul->confirmed);
    text("backFromSittingOut", irregular.seatBackFromSittingOut);
    text("money", state.totalMoney())("cardCount", state.cardCount());
    return text.str();
}

std::string stateText(const ShoeState& state)
{
    StateText text;
    text("profile", state.profile.name)("shuffle", state.situation.shuffle)("stack", state.stack);
    text.steps("fixed", state.fixedSteps)("fixedDone", state.fixedDone).steps("offers", state.offers);
    text("offersMade", state.offersMade)("cutRequired", state.cutRequired)("placed", state.placed);
    text("lastCutter", state.lastCutter)("floorRecut", state.floorRecut)("cutDone", state.cutDone);
    text("coverBehind", state.coverCardsBehind ? *state.coverCardsBehind : -1)("jammed", state.shufflerJammed);
    text("jams", state.shufflerJams)("washExposed", state.washExposed)("loaded", state.loaded);
    text("burned", state.burned)("burnAsked", state.burnCardAsked)("burnShown", state.burnCardShown);
    text.shoe("shoe", state.shoe, true).rack("rack", state.rack);
    for (const std::string& event : state.events)
        text("event", event);
    for (const ShoeIncidentEvent& event : state.incidentsHappened)
        text("incident", event.kind)("after", event.afterActions);
    return text.str();
}

// ---- The tables ---------------------------------------------------------------------------------

// A procedure, its players and its clock, built from a subject and a seed: the same seed builds the
// same procedure.
class Table {
public:
    virtual ~Table() = default;
    virtual Procedure& procedure() = 0;
    // The state as text: the whole state, for a live procedure.
    virtual std::string state() const = 0;
    // The record the trainer would store (app/session/session_recorder.cpp), as it stands.
    virtual records::RoundRecord record(qint64 traineeId, std::uint64_t seed) const = 0;
    ManualClock& clock() { return clock_; }

protected:
    static records::RoundRecord startRecord(const RuleProfile& profile, qint64 traineeId, std::uint64_t seed,
                                            records::RecordKind kind, const Procedure& procedure, bool free)
    {
        records::RoundRecord record;
        record.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        record.traineeId = traineeId;
        record.kind = kind;
        record.mode = free ? records::RecordMode::Free : records::RecordMode::Guided;
        record.seed = QString::fromStdString(seedText(seed));
        record.startedAt = QDateTime(QDate(2026, 11, 29), QTime(12, 0), QTimeZone::utc());
        const std::vector<TimedVerdict>& log = procedure.log();
        record.endedAt = record.startedAt.addMSecs(log.empty() ? 0 : log.back().milliseconds);
        record.outcome = procedure.complete() ? records::RecordOutcome::Complete : records::RecordOutcome::Abandoned;
        record.dealtFrom.profile = profile;
        record.actions = records::recordedActions(log);
        record.score = score(log, ScoringWeights{});
        return record;
    }

    ManualClock clock_;
};

// A round: from one to seven seats with drawn wagers, a seeded shoe (now and then near its end, with
// the rack full, so that the cover card comes out or the rack is shuffled to finish the round), now
// and then a dealer's or a player's irregularity, random players whose answers are recorded.
class RoundTable final : public Table {
public:
    RoundTable(const Subject& subject, std::uint64_t seed)
        : subject_(subject), inner_(seed ^ 0x5eedULL), players_(inner_)
    {
        Random random(seed);
        RoundSetup& setup = setup_;
        setup.profile = subject.profile;
        const RuleProfile& profile = setup.profile;
        std::vector<int> numbers{1, 2, 3, 4, 5, 6, 7};
        shuffle(std::span<int>(numbers), random);
        const auto seats = static_cast<std::size_t>(1 + random.below(kSeatCount));
        std::vector<int> taken(numbers.begin(), numbers.begin() + static_cast<std::ptrdiff_t>(seats));
        std::sort(taken.begin(), taken.end());
        const BonusSpinRules& spin = profile.bonusSpin;
        // One Bonus Spin wager for the table, as the trainer's practice table places (its wheel's stops
        // are drawn for it).
        const Money spinWager = spin.variant == BonusSpinVariant::None
                                    ? Money()
                                    : spin.wagerAmounts[random.below(spin.wagerAmounts.size())];
        for (const int number : taken) {
            SeatSetup seat{number,
                           "Player " + std::to_string(number),
                           Money::dollars(1000),
                           random.below(2) == 0 ? Money::dollars(10) : Money::dollars(25),
                           Money(),
                           Money()};
            if (profile.matchTheDealer.offered && random.below(3) != 0)
                seat.matchWager = Money::dollars(5);
            if (subject.progressives && spin.variant != BonusSpinVariant::None && random.below(3) != 0)
                seat.bonusSpinWager = spinWager;
            if (subject.progressives && profile.xtreme.offered && random.below(2) == 0)
                seat.xtremeWager = kXtremeWager;
            if (profile.matchPlayCoupons && random.below(4) == 0)
                seat.coupon = seat.wager;
            if (subject.sharedBoxes) { // from none to as many as the box allows behind the caller
                seat.behind = sharedLine(profile, seat, Money::dollars(1000), random);
                seat.behind.resize(random.below(seat.behind.size() + 1));
            }
            setup.seats.push_back(seat);
        }
        std::vector<Card> cards = shuffledCards(profile, seed);
        if (random.below(4) == 0) { // the end of a shoe: most cards in the rack
            const auto left = static_cast<std::ptrdiff_t>(4 + random.below(40));
            const std::vector<Card> racked(cards.begin(), cards.end() - left);
            setup.rack.place(DiscardSource::PlayerHand, 1, 0, racked);
            cards.erase(cards.begin(), cards.end() - left);
            const int beforeCover = static_cast<int>(random.below(static_cast<std::uint64_t>(left)));
            setup.shoe = Shoe(std::move(cards), beforeCover);
        } else {
            setup.shoe = freshShoe(std::move(cards));
            setup.burnFirst = random.below(2) == 0;
        }
        setup.seed = Seed(seed, 1);
        Random wheels(seed ^ 0x3b1a5c0fULL);
        if (spin.variant != BonusSpinVariant::None)
            setup.wheelStops = drawSpins(practiceWheel(spin, spinWager), kSeatCount, wheels);
        if (profile.xtreme.offered)
            setup.xtremeStops = drawSpins(practiceXtremeWheel(), kSeatCount, wheels);
        Random faults(seed ^ kGuestFoulSalt);
        switch (faults.below(6)) {
        case 0: setup.faults = {drawPracticeFault(profile, taken, faults)}; break;
        case 1: setup.faults = {drawGuestFoul(profile, setup.seats, WhoSatOut::Unknown, faults)}; break;
        default: break;
        }
        round_ = std::make_unique<Round>(setup, players_, clock_, subject.policy);
    }

    Procedure& procedure() override { return *round_; }
    const Round& round() const { return *round_; }
    std::string state() const override { return stateText(round_->state()); }

    records::RoundRecord record(qint64 traineeId, std::uint64_t seed) const override
    {
        records::RoundRecord record = startRecord(subject_.profile, traineeId, seed, records::RecordKind::Round,
                                                  *round_, subject_.policy == MistakePolicy::PlayOn);
        RoundSetup stored = setup_;
        stored.shoe = withholdAfter(setup_.shoe, shoeCardsUsed(setup_.shoe, round_->state()));
        record.dealtFrom.round = stored;
        record.dealtFrom.answers = players_.answers();
        record.dealtFrom.playOn = subject_.policy == MistakePolicy::PlayOn;
        return record;
    }

private:
    Subject subject_;
    RoundSetup setup_;
    RandomPlayers inner_;
    RecordingPlayers players_;
    std::unique_ptr<Round> round_;
};

// The shoe procedure: seats drawn (none at times), the first player, the cover card's seat, the
// last first offer, 10s in the decks or not, a face-up spread, and now and then a practice incident.
class ShoeTable final : public Table {
public:
    ShoeTable(const Subject& subject, std::uint64_t seed) : subject_(subject), inner_(Seed(seed, 2)), cuts_(inner_)
    {
        Random random(seed);
        ShoeSituation& s = situation_;
        s.start = subject.start;
        s.shuffle = subject.shuffle;
        for (int seat = 1; seat <= kSeatCount; ++seat)
            if (random.below(3) == 0)
                s.seats.push_back(seat);
        if (s.seats.empty() && (s.start == ShoeStart::IdleTable || random.below(2) == 0))
            s.seats.push_back(1 + static_cast<int>(random.below(kSeatCount)));
        const auto seatedOrNone = [&] {
            const std::uint64_t pick = random.below(s.seats.size() + 1);
            return pick == s.seats.size() ? 0 : s.seats[pick];
        };
        s.firstPlayer = s.start == ShoeStart::IdleTable ? s.seats[random.below(s.seats.size())] : seatedOrNone();
        s.coverCardSeat = seatedOrNone();
        s.lastFirstOffer = seatedOrNone();
        s.decksContainTens = random.below(4) != 0;
        s.spreadFaceUp = random.below(2) == 0;
        if (s.start == ShoeStart::NewDealer)
            s.shoeInPlay = seededShoe(subject.profile, Seed(seed, 3));
        s.seed = Seed(seed, 4);
        if (random.below(3) != 0)
            s.incidents = drawPracticeIncidents(subject.profile, s, random);
        procedure_ = std::make_unique<ShoeProcedure>(subject.profile, s, cuts_, clock_);
    }

    Procedure& procedure() override { return *procedure_; }
    std::string state() const override { return stateText(procedure_->state()); }

    records::RoundRecord record(qint64 traineeId, std::uint64_t seed) const override
    {
        records::RoundRecord record =
            startRecord(subject_.profile, traineeId, seed, records::RecordKind::ShoeProcedure, *procedure_, false);
        record.dealtFrom.shoeProcedure = situation_;
        record.dealtFrom.answers = cuts_.answers();
        return record;
    }

private:
    Subject subject_;
    ShoeSituation situation_;
    RandomCuts inner_;
    RecordingCuts cuts_;
    std::unique_ptr<ShoeProcedure> procedure_;
};

std::unique_ptr<Table> makeTable(const Subject& subject, std::uint64_t seed)
{
    if (subject.kind == Kind::Round)
        return std::make_unique<RoundTable>(subject, seed);
    return std::make_unique<ShoeTable>(subject, seed);
}

// ---- The actions ---------------------------------------------------------------------------------

constexpr int kActionKinds = static_cast<int>(ActionKind::RemoveShuffler) + 1;

// Anywhere on the layout, seats 1-7 (seated or not), hands 0-2 (split or not), bettors 0-2.
Spot randomSpot(Random& random)
{
    const int seat = 1 + static_cast<int>(random.below(kSeatCount));
    const int hand = random.below(4) == 0 ? static_cast<int>(random.below(3)) : 0;
    const int bettor = random.below(6) == 0 ? static_cast<int>(random.below(3)) : 0;
    switch (random.below(9)) {
    case 0: return Spot::none();
    case 1: return Spot::dealer();
    case 2: return Spot::match(seat);
    case 3: return Spot::insurance(seat, bettor);
    case 4: return Spot::award(seat, bettor);
    case 5: return Spot::bonusSpin(seat);
    case 6: return Spot::xtreme(seat);
    default: return Spot::behind(seat, hand, bettor);
    }
}

Money randomAmount(Random& random) { return Money::dollars(static_cast<std::int64_t>(random.below(60))); }

// A wrong action, as likely as not a near miss of what is expected: another kind, another spot,
// another amount or value, a later step, or any action DealerAction's constructors make.
DealerAction wrongAction(Random& random, const Procedure& procedure)
{
    const std::vector<DealerAction> expected = procedure.expected();
    const Steps& steps = procedure.stage().steps;
    DealerAction near = expected.empty() ? DealerAction::burn() : expected[random.below(expected.size())];
    switch (random.below(7)) {
    case 0: // another kind, at the same place
        near.kind = static_cast<ActionKind>(random.below(static_cast<std::uint64_t>(kActionKinds)));
        return near;
    case 1: // another place
        near.spot = randomSpot(random);
        return near;
    case 2: // another amount
        near.amount = random.below(2) == 0
                          ? near.amount + Money::dollars(1 + static_cast<std::int64_t>(random.below(5)))
                          : randomAmount(random);
        return near;
    case 3: // another value: a total, a cut, the cover card's depth
        near.value = random.below(2) == 0 ? near.value + 1 + static_cast<int>(random.below(3))
                                          : static_cast<int>(random.below(420));
        return near;
    case 4: // a step further on, taken now
        if (steps.size() > 1)
            return steps[1 + random.below(steps.size() - 1)].action;
        [[fallthrough]];
    default: break;
    }
    const Spot spot = randomSpot(random);
    switch (random.below(12)) {
    case 0: return DealerAction::burn();
    case 1: return DealerAction::deal(spot);
    case 2: return DealerAction::dealHoleCard();
    case 3: return DealerAction::collect(spot, randomAmount(random));
    case 4: return DealerAction::pay(spot, randomAmount(random));
    case 5: return DealerAction::moveChips(spot, randomSpot(random));
    case 6: return DealerAction::offerCut(1 + static_cast<int>(random.below(kSeatCount)));
    case 7: return DealerAction::cut(static_cast<int>(random.below(420)));
    case 8: return DealerAction::insertCoverCard(static_cast<int>(random.below(420)));
    case 9:
        return DealerAction::announce(random.below(2) == 0 ? ActionKind::AskPlayer : ActionKind::AnnounceDealerTotal,
                                      spot, 4 + static_cast<int>(random.below(20)));
    default:
        return DealerAction::simple(static_cast<ActionKind>(random.below(static_cast<std::uint64_t>(kActionKinds))),
                                    spot);
    }
}

// A wrong action as the notation writes it (notation(), parseAction()): what a script, the command
// line and the records can hold. DealerAction's fields that its kind does not take (a burn's spot, a
// deal's amount) are not written, so an action carrying them would be judged one way at the table and
// another way when its record is replayed; and a spot-taking action on no seat is written "s0", which
// the records store and then cannot read back. Neither is what the trainer's gestures make.
DealerAction writable(Random& random, const Procedure& procedure)
{
    for (;;) {
        const DealerAction action = wrongAction(random, procedure);
        if (const Parsed<DealerAction> written = parseAction(notation(action)))
            return *written;
    }
}

// ---- The contract --------------------------------------------------------------------------------

// "MD-S21 7.F(1)", "MA-S21 6(d)", "MD-S21BS 12.D(5)", "MD-S21 7.G(2)(a), 7.L(1)": a rule text's name
// and a chapter or section of it that the texts have (rule_chapters.h); or a profile's house rule,
// "house rule table_maximum" (RuleProfile::houseRule).
bool looksLikeCitation(const std::string& section)
{
    if (!chapterTitle(section).empty()) // the text's name, a space, and a chapter or section it has
        return true;
    constexpr std::string_view house = "house rule ";
    return section.starts_with(house) && section.size() > house.size() &&
           std::all_of(section.begin() + static_cast<std::ptrdiff_t>(house.size()), section.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || c == '_' || c == '.'; });
}

// What a failure says: the procedure, the seed, and where in its actions.
QString where(const QString& subject, std::uint64_t seed, std::size_t index, const DealerAction& action)
{
    return QStringLiteral("%1, seed %2, action %3 (%4)")
        .arg(subject)
        .arg(seed)
        .arg(index)
        .arg(QString::fromStdString(notation(action)));
}

#define CONFORM(condition, what)                                                                                       \
    do {                                                                                                               \
        if (!(condition)) {                                                                                            \
            QFAIL(                                                                                                     \
                qPrintable(QStringLiteral("%1: %2 [%3]")                                                               \
                               .arg(QString::fromStdString(std::string(what)), QStringLiteral(#condition), context))); \
        }                                                                                                              \
    } while (false)

// The contract a procedure keeps at every point: stage, expected(), next(), complete() and hint()
// agree.
void checkStanding(const Procedure& procedure, const QString& context)
{
    const std::vector<DealerAction> expected = procedure.expected();
    const Stage& stage = procedure.stage();
    CONFORM(procedure.complete() == stage.steps.empty(), "complete() iff the stage has no steps");
    CONFORM(procedure.complete() == expected.empty(), "complete() iff nothing is expected");
    CONFORM(stage.acceptable >= 1 && (stage.steps.empty() || stage.acceptable <= stage.steps.size()),
            "the stage's acceptable steps are some of its steps");
    CONFORM(procedure.next().has_value() == !expected.empty(), "next() iff something is expected");
    if (!expected.empty())
        CONFORM(*procedure.next() == expected.front(), "next() is the first expected action");
    CONFORM(!procedure.hint().empty(), "hint() is never empty");
    for (const Step& step : stage.steps)
        CONFORM(looksLikeCitation(step.section.str()), "every step cites its section: " + step.section.str());
}

// Applies `action` and checks what the contract says of one apply().
void applyAndCheck(Table& table, const DealerAction& action, MistakePolicy policy, const QString& context)
{
    Procedure& procedure = table.procedure();
    const std::vector<DealerAction> expectedBefore = procedure.expected();
    const bool wasComplete = procedure.complete();
    const bool wasExpected = std::find(expectedBefore.begin(), expectedBefore.end(), action) != expectedBefore.end();
    // The state is written out before a wrong action only: an expected one must be accepted and
    // applied (checked below), so it has no state to keep.
    const std::string before = wasExpected ? std::string() : table.state();
    const std::size_t logged = procedure.log().size();
    const Verdict* verdict = nullptr;
    try {
        verdict = &procedure.apply(action);
    } catch (const std::exception& error) {
        QFAIL(qPrintable(QStringLiteral("apply() threw %1 [%2]").arg(QString::fromUtf8(error.what()), context)));
    }
    const std::vector<TimedVerdict>& log = procedure.log();
    CONFORM(log.size() == logged + 1, "each apply() logs one entry");
    const TimedVerdict& entry = log.back();
    CONFORM(verdict == &entry.verdict, "the verdict returned is log().back().verdict");
    CONFORM(entry.verdict.action == action, "the log keeps the action");
    CONFORM(entry.milliseconds == table.clock().milliseconds(), "the log keeps the time from the start");
    if (wasExpected)
        CONFORM(entry.verdict.accepted, "an expected action is accepted");
    if (wasComplete)
        CONFORM(!entry.verdict.accepted && !entry.applied, "nothing is accepted once the procedure is complete");
    if (entry.verdict.accepted) {
        CONFORM(entry.applied, "an accepted action is applied");
        CONFORM(looksLikeCitation(entry.section()), "an accepted action's step cites its section: " + entry.section());
    } else {
        const Mistake& mistake = entry.verdict.mistake;
        CONFORM(!mistake.section.empty(), "a rejected action cites a section");
        CONFORM(looksLikeCitation(mistake.section), "a rejected action's section is a citation: " + mistake.section);
        CONFORM(entry.section() == mistake.section, "a mistake is judged under the section it breaks");
        CONFORM(!mistake.explanation.empty(), "a mistake says why");
        CONFORM(mistake.code <= MistakeCode::OutOfProcedure, "a mistake has a code");
        CONFORM(mistake.severity <= Severity::Critical, "a mistake has a severity");
        if (policy == MistakePolicy::Reject)
            CONFORM(!entry.applied, "a mistake is not applied when the mode rejects mistakes");
    }
    if (!entry.applied) {
        CONFORM(!wasExpected && table.state() == before, "an action not applied leaves the state as it was");
        CONFORM(procedure.expected() == expectedBefore, "an action not applied leaves what is expected");
    }
    checkStanding(procedure, context);
}

// ---- One run ----------------------------------------------------------------------------------

// What was done: each action with the clock's advance before it.
struct Script {
    std::vector<DealerAction> actions;
    std::vector<std::int64_t> pauses;
};

// Drives `table` with a seeded mix of expected and wrong actions until it is complete (and a few
// more), or the step cap; checks the contract after each.
void drive(Table& table, const Subject& subject, const QString& name, std::uint64_t seed, Script& script)
{
    Random random(seed ^ 0xd21feULL);
    const int cap = subject.kind == Kind::Round ? kRoundStepCap : kShoeStepCap;
    // Some runs are careful, some careless: one action in 2 to 8 is a wrong one.
    const std::uint64_t wrongOneIn = 2 + random.below(7);
    Procedure& procedure = table.procedure();
    checkStanding(procedure, QStringLiteral("%1, seed %2, before any action").arg(name).arg(seed));
    if (QTest::currentTestFailed())
        return;
    int after = 0;
    for (int taken = 0; taken < cap && after < kAfterComplete; ++taken) {
        after += procedure.complete() ? 1 : 0;
        const std::vector<DealerAction> expected = procedure.expected();
        const DealerAction action = !expected.empty() && random.below(wrongOneIn) != 0
                                        ? expected[random.below(expected.size())]
                                        : writable(random, procedure);
        const auto pause = static_cast<std::int64_t>(100 + random.below(4000));
        table.clock().advance(pause);
        script.actions.push_back(action);
        script.pauses.push_back(pause);
        applyAndCheck(table, action, subject.policy, where(name, seed, script.actions.size() - 1, action));
        if (QTest::currentTestFailed())
            return;
    }
    // Every procedure comes to its end: the expected actions, one in two at the least, lead there.
    QVERIFY2(procedure.complete(),
             qPrintable(QStringLiteral("%1, seed %2: not complete after %3 actions").arg(name).arg(seed).arg(cap)));
}

// Two logs agree in everything a verdict is: action, accepted, applied, time, section, code,
// severity, explanation.
void compareLogs(const std::vector<TimedVerdict>& live, const std::vector<TimedVerdict>& again, const QString& what,
                 const QString& subject, std::uint64_t seed)
{
    QVERIFY2(live.size() == again.size(), qPrintable(QStringLiteral("%1: %2 entries, not %3 [%4, seed %5]")
                                                         .arg(what)
                                                         .arg(again.size())
                                                         .arg(live.size())
                                                         .arg(subject)
                                                         .arg(seed)));
    for (std::size_t i = 0; i < live.size(); ++i) {
        const TimedVerdict& a = live[i];
        const TimedVerdict& b = again[i];
        const QString context = where(subject, seed, i, a.verdict.action) + QStringLiteral(", ") + what;
        CONFORM(a.verdict.action == b.verdict.action, "the same action");
        CONFORM(a.verdict.accepted == b.verdict.accepted, "the same verdict");
        CONFORM(a.applied == b.applied, "applied the same");
        CONFORM(a.milliseconds == b.milliseconds, "at the same time");
        CONFORM(a.section() == b.section(), "judged under the same section");
        if (!a.verdict.accepted) {
            CONFORM(a.verdict.mistake.code == b.verdict.mistake.code, "the same mistake");
            CONFORM(a.verdict.mistake.section == b.verdict.mistake.section, "the same section broken");
            CONFORM(a.verdict.mistake.severity == b.verdict.mistake.severity, "the same severity");
            CONFORM(a.verdict.mistake.explanation == b.verdict.mistake.explanation, "the same explanation");
        }
    }
}

QString rowName(const char* name) { return QString::fromLatin1(name); }

} // namespace

Q_DECLARE_METATYPE(Subject)

class TestProcedureConformance : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void conformance_data();
    void conformance();

private:
    QTemporaryDir dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    qint64 trainee_ = 0;
};

void TestProcedureConformance::initTestCase()
{
    QVERIFY(dir_.isValid());
    records_ = records::RecordsDatabase::open(dir_.filePath(QStringLiteral("records.sqlite")));
    trainee_ = records_->createTrainee(QStringLiteral("Conformance")).id;
}

void TestProcedureConformance::conformance_data()
{
    QTest::addColumn<Subject>("subject");
    const auto addRound = [](const char* name, RuleProfile profile, MistakePolicy policy = MistakePolicy::Reject,
                             bool progressives = false, bool sharedBoxes = false) {
        Subject subject;
        subject.profile = std::move(profile);
        subject.policy = policy;
        subject.progressives = progressives;
        subject.sharedBoxes = sharedBoxes;
        QTest::newRow(name) << subject;
    };
    addRound("round md-2020-6deck", shippedProfile("md-2020-6deck"));
    addRound("round md-2020-8deck, free practice", shippedProfile("md-2020-8deck"), MistakePolicy::PlayOn);
    addRound("round md-2020-6deck-bonus-spin", shippedProfile("md-2020-6deck-bonus-spin"), MistakePolicy::Reject, true);
    addRound("round md-2020-6deck-xtreme16", shippedProfile("md-2020-6deck-xtreme16"), MistakePolicy::Reject, true);
    addRound("round ma-205cmr-bonus-spin", shippedProfile("ma-205cmr-bonus-spin"), MistakePolicy::Reject, true);
    addRound("round ma-205cmr-reader, shared boxes", shippedProfile("ma-205cmr-reader"), MistakePolicy::Reject, false,
             true);
    addRound("round ma hole card without a reader, shared boxes, free practice",
             massachusettsProfile(8, DealerSecondCard::HoleCardNoReader), MistakePolicy::PlayOn, false, true);
    addRound("round md-bj-6deck-3to2", shippedProfile("md-bj-6deck-3to2"));
    addRound("round md-bj-6deck-6to5, free practice", shippedProfile("md-bj-6deck-6to5"), MistakePolicy::PlayOn);

    // clang-format off
    const std::vector<std::pair<const char*, ShoeStart>> starts{
        {"new decks", ShoeStart::NewDecks}, {"pre-shuffled", ShoeStart::PreShuffledDecks},
        {"cover card", ShoeStart::CoverCardReached}, {"floor reshuffle", ShoeStart::FloorReshuffle},
        {"new dealer", ShoeStart::NewDealer}, {"idle table", ShoeStart::IdleTable}};
    // clang-format on
    for (const auto& [jurisdiction, profile] :
         {std::pair<const char*, RuleProfile>{"md-2020-6deck", shippedProfile("md-2020-6deck")},
          {"ma-205cmr", shippedProfile("ma-205cmr")},
          {"md-bj-6deck-3to2", shippedProfile("md-bj-6deck-3to2")}})
        for (const auto& [start, value] : starts)
            for (const ShuffleMethod shuffle : {ShuffleMethod::Manual, ShuffleMethod::AutomatedShuffler}) {
                Subject subject;
                subject.kind = Kind::Shoe;
                subject.profile = profile;
                subject.start = value;
                subject.shuffle = shuffle;
                const QString name =
                    QStringLiteral("shoe %1 %2%3")
                        .arg(rowName(jurisdiction), rowName(start),
                             shuffle == ShuffleMethod::Manual ? QString() : QStringLiteral(", shuffler"));
                QTest::newRow(qPrintable(name)) << subject;
            }
}

void TestProcedureConformance::conformance()
{
    QFETCH(Subject, subject);
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    const int seeds = subject.kind == Kind::Round ? kRoundSeeds : kShoeSeeds;
    std::vector<std::pair<QString, std::unique_ptr<Table>>> stored;
    for (int s = 0; s < seeds; ++s) {
        const std::uint64_t seed = seedAt(s);
        std::unique_ptr<Table> live;
        try {
            live = makeTable(subject, seed);
        } catch (const std::exception& error) {
            QFAIL(qPrintable(QStringLiteral("%1, seed %2: the set-up was refused: %3")
                                 .arg(name)
                                 .arg(seed)
                                 .arg(QString::fromUtf8(error.what()))));
        }
        Script script;
        drive(*live, subject, name, seed, script);
        if (QTest::currentTestFailed())
            return;

        // The same actions at the same times, on a fresh procedure from the same seed.
        const std::unique_ptr<Table> again = makeTable(subject, seed);
        for (std::size_t i = 0; i < script.actions.size(); ++i) {
            again->clock().advance(script.pauses[i]);
            again->procedure().apply(script.actions[i]);
        }
        compareLogs(live->procedure().log(), again->procedure().log(), QStringLiteral("replayed"), name, seed);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(again->state() == live->state(),
                 qPrintable(QStringLiteral("%1, seed %2: replayed to another state").arg(name).arg(seed)));

        // Stored as the trainer stores it, read back and replayed from the records.
        const records::RoundRecord record = live->record(trainee_, seed);
        QVERIFY2(records_->storeRound(record),
                 qPrintable(QStringLiteral("%1, seed %2: not stored").arg(name).arg(seed)));
        stored.emplace_back(record.uuid, std::move(live));
    }

    for (std::size_t s = 0; s < stored.size(); ++s) {
        const std::uint64_t seed = seedAt(static_cast<int>(s));
        const auto& [uuid, live] = stored[s];
        const std::optional<records::RoundRecord> loaded = records_->loadRound(uuid);
        QVERIFY2(loaded, qPrintable(QStringLiteral("%1, seed %2: not read back").arg(name).arg(seed)));
        QVERIFY2(loaded->dealtFrom.profile == subject.profile,
                 qPrintable(QStringLiteral("%1, seed %2: another profile read back").arg(name).arg(seed)));
        records::Replay replay(*loaded);
        std::optional<std::size_t> differs;
        try {
            differs = replay.replayToEnd();
        } catch (const std::exception& error) {
            QFAIL(qPrintable(QStringLiteral("%1, seed %2: the stored record does not replay: %3")
                                 .arg(name)
                                 .arg(seed)
                                 .arg(QString::fromUtf8(error.what()))));
        }
        QVERIFY2(!differs, qPrintable(QStringLiteral("%1, seed %2: the stored record replays to another verdict at "
                                                     "action %3")
                                          .arg(name)
                                          .arg(seed)
                                          .arg(differs.value_or(0))));
        compareLogs(live->procedure().log(), replay.log(), QStringLiteral("replayed from the records"), name, seed);
        if (QTest::currentTestFailed())
            return;
        if (subject.kind == Kind::Round) {
            QVERIFY(replay.round());
            const RoundState& state = static_cast<const Round&>(live->procedure()).state();
            QVERIFY2(
                stateText(replay.round()->state(), false) == stateText(state, false),
                qPrintable(
                    QStringLiteral("%1, seed %2: replayed from the records to another state").arg(name).arg(seed)));
        } else {
            QVERIFY(replay.shoeProcedure());
            QVERIFY2(
                stateText(replay.shoeProcedure()->state()) == live->state(),
                qPrintable(
                    QStringLiteral("%1, seed %2: replayed from the records to another state").arg(name).arg(seed)));
        }
    }
}

QTEST_GUILESS_MAIN(TestProcedureConformance)
#include "tst_procedure_conformance.moc"

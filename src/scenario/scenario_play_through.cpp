#include "scenario_play_through.h"

#include "core/procedure/automatic_dealer.h"
#include "core/round/round_errors.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <string>

namespace s21 {

namespace {

// Which of a seat's scripted lists an answer comes from.
enum class ScriptList : std::uint8_t { Decisions, Rescues, Insurance, EvenMoney, Doubles, Cuts };

// One answer a seat's script gives: the list and the place in it.
struct ScriptAnswer {
    int seat = 0;
    ScriptList list = ScriptList::Decisions;
    std::size_t index = 0;
};

// The scenario's scripted players, counting what the round asks each seat. When an answer is refused
// (the round throws while asking), pending() names it.
class CountedScript final : public PlayerModel {
public:
    explicit CountedScript(PlayerModel& script) : script_(script) {}

    Decision decide(const DecisionContext& context) override
    {
        return counted<Decision>(context.seat, ScriptList::Decisions, [&] { return script_.decide(context); });
    }
    Money insurance(int seat, Money maximum) override
    {
        return counted<Money>(seat, ScriptList::Insurance, [&] { return script_.insurance(seat, maximum); });
    }
    bool evenMoney(int seat) override
    {
        return counted<bool>(seat, ScriptList::EvenMoney, [&] { return script_.evenMoney(seat); });
    }
    bool rescue(const DecisionContext& context) override
    {
        return counted<bool>(context.seat, ScriptList::Rescues, [&] { return script_.rescue(context); });
    }
    Money doubleFor(const DecisionContext& context) override
    {
        return counted<Money>(context.seat, ScriptList::Doubles, [&] { return script_.doubleFor(context); });
    }
    CutAnswer answer(int seat, int stackSize) override
    {
        return counted<CutAnswer>(seat, ScriptList::Cuts, [&] { return script_.answer(seat, stackSize); });
    }

    // How many answers the round took from a seat's list.
    std::size_t asked(int seat, ScriptList list) const
    {
        const auto found = asked_.find({seat, list});
        return found == asked_.end() ? 0 : found->second;
    }
    const std::optional<ScriptAnswer>& pending() const { return pending_; }

private:
    // The script's answer to one question, counted; pending() while it is being given.
    template <typename Answer>
    Answer counted(int seat, ScriptList list, const std::function<Answer()>& ask)
    {
        std::size_t& count = asked_[{seat, list}];
        pending_ = ScriptAnswer{seat, list, count};
        const Answer given = ask();
        ++count;
        pending_.reset();
        return given;
    }

    PlayerModel& script_;
    std::map<std::pair<int, ScriptList>, std::size_t> asked_;
    std::optional<ScriptAnswer> pending_;
};

const FaultSource& faultSource(const ScenarioSource& source, FaultKind kind)
{
    return *std::find_if(source.faults.begin(), source.faults.end(),
                         [kind](const FaultSource& candidate) { return candidate.fault.kind == kind; });
}

const char* listKey(ScriptList list)
{
    switch (list) {
    case ScriptList::Decisions: return "decisions";
    case ScriptList::Rescues: return "rescues";
    case ScriptList::Insurance: return "insurance";
    case ScriptList::EvenMoney: return "even_money";
    case ScriptList::Doubles: return "doubles";
    case ScriptList::Cuts: return "cuts";
    }
    return "";
}

// The entry of one answer: a list item, or the insurance amount; the seat itself when not written.
YamlEntry answerEntry(const ScenarioSource& source, const ScriptAnswer& answer)
{
    const YamlMapping& seat = seatSource(source, answer.seat).mapping;
    const YamlEntry* entry = seat.find(listKey(answer.list));
    if (!entry)
        return seat.source;
    if (answer.list == ScriptList::Insurance || answer.list == ScriptList::EvenMoney)
        return *entry;
    const auto items = source.reader.listItems(*entry, "a list");
    return answer.index < items.size() ? items[answer.index] : *entry;
}

// A script entry the round never asks for: the stacked shoe does not play as the script assumes.
void checkEverythingAsked(const ScenarioSource& source, const CountedScript& script)
{
    for (const SeatSource& seat : source.seats) {
        const int number = seat.seat.seat;
        const std::string who = "seat " + std::to_string(number);
        const auto unused = [&](ScriptList list, std::size_t written, const std::string& why) {
            const std::size_t asked = script.asked(number, list);
            if (asked >= written)
                return;
            const YamlEntry entry = answerEntry(source, {number, list, asked});
            throw source.reader.errorAt(entry, entry.path + ": never asked: " + why + " (check the stacked shoe)");
        };
        unused(ScriptList::Decisions, seat.seat.decisions.size(),
               who + " is asked for " + std::to_string(script.asked(number, ScriptList::Decisions)) +
                   " decisions in this round");
        unused(ScriptList::Rescues, seat.seat.rescues.size(),
               who + " is asked " + std::to_string(script.asked(number, ScriptList::Rescues)) +
                   " times whether to rescue (after a double card that does not bust, MD-S21 10.H)");
        unused(ScriptList::Doubles, seat.seat.doubles.size(),
               who + " doubles " + std::to_string(script.asked(number, ScriptList::Doubles)) +
                   " times in this round (a double's amount is asked when the player doubles)");
        unused(ScriptList::Cuts, seat.seat.cuts.size(),
               who + " is offered the cut " + std::to_string(script.asked(number, ScriptList::Cuts)) +
                   " times in this round (only when the shoe runs out, MD-S21 13.K, MA-S21 15(g))");
        unused(ScriptList::Insurance, seat.seat.insurance.isZero() ? 0 : 1,
               "insurance is offered only when the dealer's up card is an ace (MD-S21 8.A, MA-S21 11(a))");
        unused(ScriptList::EvenMoney, seat.seat.evenMoney ? 1 : 0,
               "even money is offered only to a blackjack against an ace, where the profile offers it (MD-BJ "
               "8.E-F)");
    }
}

// The LoadError for an exception the round threw while taking `step`.
LoadError playError(const ScenarioSource& source, const CountedScript& script, const std::exception& error,
                    const std::string& step)
{
    const YamlReader& reader = source.reader;
    if (dynamic_cast<const ShoeExhausted*>(&error)) {
        const YamlEntry& shoe = reader.require(source.top, "shoe");
        const YamlMapping shoeKeys = reader.mapping(shoe, kShoeKeys); // find() points into it
        const YamlEntry* cards = shoeKeys.find("cards");
        const YamlEntry& at = cards ? *cards : shoe;
        return reader.errorAt(at, at.path + ": the stacked shoe runs out: no card left to " + step +
                                      "; add the cards the round needs");
    }
    if (const auto* fault = dynamic_cast<const FaultNotCovered*>(&error)) {
        const YamlEntry& entry = faultSource(source, fault->kind()).entry;
        return reader.errorAt(entry, entry.path + ": " + error.what() + " (at '" + step + "')");
    }
    if (const auto& answer = script.pending()) {
        const YamlEntry entry = answerEntry(source, *answer);
        return reader.errorAt(entry, entry.path + ": " + error.what());
    }
    return reader.errorAt(reader.require(source.top, "seats"),
                          "the round cannot be played: " + std::string(error.what()) + " (at '" + step + "')");
}

// A wheel's stops written down (under `key`) and never spun: a LoadError at the first one left over.
void checkEverySpin(const ScenarioSource& source, const char* key, std::size_t spins, std::size_t written,
                    const std::string& when)
{
    if (spins >= written)
        return;
    const auto stops = source.reader.listItems(source.reader.require(source.top, key), "a list");
    const YamlEntry& unused = stops[spins];
    throw source.reader.errorAt(unused, unused.path + ": never spun: the wheel spins " + std::to_string(spins) +
                                            " times in this round, " + when);
}

} // namespace

const SeatSource& seatSource(const ScenarioSource& source, int seat)
{
    return *std::find_if(source.seats.begin(), source.seats.end(),
                         [seat](const SeatSource& candidate) { return candidate.seat.seat == seat; });
}

void playRoundThrough(const ScenarioSource& source, const Scenario& scenario)
{
    const auto players = scriptedPlayers(scenario);
    CountedScript script(*players);
    const ManualClock clock;
    std::string step = "set up the round";
    try {
        Round round(roundSetup(scenario), script, clock);
        dealAutomatically(round, [&step](const DealerAction& next) { step = describe(next); });
        checkEverySpin(source, "wheel", round.state().wheelSpins, scenario.wheelStops.size(),
                       "once for each Bonus Spin blackjack");
        checkEverySpin(source, "xtreme_wheel", round.state().xtremeSpins, scenario.xtremeStops.size(),
                       "once for each Xtreme 16 wager the dealer's six and 10-value card win");
        for (const Fault& missed : round.faultsToCome()) {
            const YamlEntry& entry = faultSource(source, missed.kind).entry;
            throw source.reader.errorAt(entry, entry.path + ": this " + faultName(missed.kind) +
                                                   " never happens: its moment does not come in this round");
        }
    } catch (const LoadError&) {
        throw;
    } catch (const std::exception& error) {
        throw playError(source, script, error, step);
    }
    checkEverythingAsked(source, script);
}

} // namespace s21

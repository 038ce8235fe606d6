#include "core/players/recorded_answers.h"

#include <optional>

namespace s21 {

Decision RecordingPlayers::decide(const DecisionContext& context)
{
    const Decision decision = inner_.decide(context);
    answers_.decisions[context.seat].push_back(decision);
    return decision;
}

Money RecordingPlayers::insurance(int seat, Money maximum)
{
    const Money amount = inner_.insurance(seat, maximum);
    answers_.insurance[seat] = amount;
    return amount;
}

bool RecordingPlayers::evenMoney(int seat)
{
    const bool takes = inner_.evenMoney(seat);
    answers_.evenMoney[seat] = takes;
    return takes;
}

bool RecordingPlayers::rescue(const DecisionContext& context)
{
    const bool rescues = inner_.rescue(context);
    answers_.rescues[context.seat].push_back(rescues);
    return rescues;
}

Money RecordingPlayers::doubleFor(const DecisionContext& context)
{
    const Money amount = inner_.doubleFor(context);
    answers_.doubles[context.seat].push_back(amount);
    return amount;
}

namespace {

// `inner`'s answer to the cut offer, written down.
CutAnswer recordCut(CutModel& inner, RecordedAnswers& answers, int seat, int stackSize)
{
    const CutAnswer answer = inner.answer(seat, stackSize);
    answers.cuts[seat].push_back(answer);
    return answer;
}

} // namespace

CutAnswer RecordingPlayers::answer(int seat, int stackSize) { return recordCut(inner_, answers_, seat, stackSize); }

CutAnswer RecordingCuts::answer(int seat, int stackSize) { return recordCut(inner_, answers_, seat, stackSize); }

namespace {

// The first answer left, taken off the list; nothing when none is left.
template <typename Answer>
std::optional<Answer> takeNext(std::vector<Answer>& left)
{
    if (left.empty())
        return std::nullopt;
    const Answer next = left.front();
    left.erase(left.begin());
    return next;
}

} // namespace

Decision AnswersThenPlayers::decide(const DecisionContext& context)
{
    const std::optional<Decision> recorded = takeNext(answers_.decisions[context.seat]);
    return recorded ? *recorded : then_.decide(context);
}

Money AnswersThenPlayers::insurance(int seat, Money maximum)
{
    const auto recorded = answers_.insurance.find(seat);
    if (recorded == answers_.insurance.end())
        return then_.insurance(seat, maximum);
    const Money amount = recorded->second;
    answers_.insurance.erase(recorded);
    return amount;
}

bool AnswersThenPlayers::evenMoney(int seat)
{
    const auto recorded = answers_.evenMoney.find(seat);
    if (recorded == answers_.evenMoney.end())
        return then_.evenMoney(seat);
    const bool takes = recorded->second;
    answers_.evenMoney.erase(recorded);
    return takes;
}

bool AnswersThenPlayers::rescue(const DecisionContext& context)
{
    const std::optional<bool> recorded = takeNext(answers_.rescues[context.seat]);
    return recorded ? *recorded : then_.rescue(context);
}

Money AnswersThenPlayers::doubleFor(const DecisionContext& context)
{
    const std::optional<Money> recorded = takeNext(answers_.doubles[context.seat]);
    return recorded ? *recorded : then_.doubleFor(context);
}

CutAnswer AnswersThenPlayers::answer(int seat, int stackSize)
{
    const std::optional<CutAnswer> recorded = takeNext(answers_.cuts[seat]);
    return recorded ? *recorded : then_.answer(seat, stackSize);
}

std::unique_ptr<ScriptedPlayers> scriptedPlayers(const RecordedAnswers& answers)
{
    auto players = std::make_unique<ScriptedPlayers>();
    for (const auto& [seat, decisions] : answers.decisions)
        for (const Decision decision : decisions)
            players->addDecision(seat, decision);
    for (const auto& [seat, amount] : answers.insurance)
        players->setInsurance(seat, amount);
    for (const auto& [seat, takes] : answers.evenMoney)
        players->setEvenMoney(seat, takes);
    for (const auto& [seat, rescues] : answers.rescues)
        for (const bool rescue : rescues)
            players->addRescue(seat, rescue);
    for (const auto& [seat, doubles] : answers.doubles)
        for (const Money amount : doubles)
            players->addDouble(seat, amount);
    for (const auto& [seat, seatAnswers] : answers.cuts)
        for (const CutAnswer& answer : seatAnswers)
            players->addCut(seat, answer);
    return players;
}

std::unique_ptr<ScriptedCuts> scriptedCuts(const RecordedAnswers& answers)
{
    auto cuts = std::make_unique<ScriptedCuts>();
    for (const auto& [seat, seatAnswers] : answers.cuts)
        for (const CutAnswer& answer : seatAnswers)
            cuts->add(seat, answer);
    return cuts;
}

} // namespace s21

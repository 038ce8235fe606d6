#include "core/training/scenario.h"

#include "core/base/contract.h"
#include "core/procedure/automatic_dealer.h"
#include "core/shoe_procedure/shoe_procedure.h"

#include <stdexcept>

namespace s21 {

SeatSetup seatSetup(const ScenarioSeat& seat)
{
    return {seat.seat,        seat.player, seat.bankroll,    seat.wager,  seat.matchWager,  seat.bonusSpinWager,
            seat.xtremeWager, seat.coupon, seat.matchCoupon, seat.behind, seat.callerSeated};
}

RoundSetup roundSetup(const Scenario& scenario)
{
    S21_EXPECTS(!scenario.shoeProcedure);
    RoundSetup setup;
    setup.profile = scenario.profile;
    for (const ScenarioSeat& seat : scenario.seats)
        setup.seats.push_back(seatSetup(seat));
    const ScenarioShoe& shoe = scenario.shoe;
    const auto stacked = [](const std::vector<Card>& cards, std::optional<int> coverCardAfter) {
        return coverCardAfter ? Shoe(cards, *coverCardAfter) : Shoe::stacked(cards);
    };
    if (shoe.cards.empty())
        setup.shoe = seededShoe(scenario.profile, shoe.seed);
    else if (!shoe.blueCards.empty())
        setup.shoe =
            Shoe::doubled(stacked(shoe.cards, shoe.coverCardAfter), stacked(shoe.blueCards, shoe.blueCoverCardAfter));
    else
        setup.shoe = stacked(shoe.cards, shoe.coverCardAfter);
    setup.burnFirst = scenario.shoe.burnFirst;
    setup.faults = scenario.faults;
    setup.wheelStops = scenario.wheelStops;
    setup.xtremeStops = scenario.xtremeStops;
    for (int position : scenario.shoe.faceUp)
        setup.shoe.turnFaceUp(position - 1);
    return setup;
}

RecordedAnswers scriptedAnswers(const Scenario& scenario)
{
    RecordedAnswers answers;
    for (const ScenarioSeat& seat : scenario.seats) {
        if (!seat.decisions.empty())
            answers.decisions[seat.seat] = seat.decisions;
        if (!seat.rescues.empty())
            answers.rescues[seat.seat] = seat.rescues;
        if (!seat.doubles.empty())
            answers.doubles[seat.seat] = seat.doubles;
        if (!seat.insurance.isZero())
            answers.insurance[seat.seat] = seat.insurance;
        if (seat.evenMoney)
            answers.evenMoney[seat.seat] = true;
        if (!seat.cuts.empty())
            answers.cuts[seat.seat] = seat.cuts;
    }
    return answers;
}

std::unique_ptr<ScriptedPlayers> scriptedPlayers(const Scenario& scenario)
{
    return scriptedPlayers(scriptedAnswers(scenario));
}

std::unique_ptr<ScriptedCuts> scriptedCuts(const Scenario& scenario) { return scriptedCuts(scriptedAnswers(scenario)); }

namespace {

AnnotatedAnswerKey shoeProcedureKey(const Scenario& scenario)
{
    auto cuts = scriptedCuts(scenario);
    ManualClock clock;
    ShoeProcedure procedure(scenario.profile, *scenario.shoeProcedure, *cuts, clock);
    AnnotatedAnswerKey key;
    key.actions = answerKeyFrom(procedure);
    if (procedure.incidentsToCome() > 0)
        throw std::invalid_argument(
            "the incident '" +
            shoeIncidentName(scenario.shoeProcedure->incidents[procedure.incidentEvents().size()].kind) +
            "' never happens in this shoe procedure: its moment does not come");
    key.incidents = procedure.incidentEvents();
    return key;
}

} // namespace

AnnotatedAnswerKey annotatedAnswerKey(const Scenario& scenario)
{
    if (scenario.shoeProcedure)
        return shoeProcedureKey(scenario);
    auto players = scriptedPlayers(scenario);
    ManualClock clock;
    Round round(roundSetup(scenario), *players, clock);
    AnnotatedAnswerKey key;
    key.actions = answerKeyFrom(round);
    if (const auto missed = round.faultsToCome(); !missed.empty())
        throw std::invalid_argument("the fault '" + faultName(missed.front().kind) +
                                    "' never happens in this round: its moment does not come");
    key.faults = round.faultEvents();
    return key;
}

std::vector<DealerAction> answerKey(const Scenario& scenario) { return annotatedAnswerKey(scenario).actions; }

} // namespace s21

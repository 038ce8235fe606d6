#pragma once
// A scenario: what an instructor scripts for one round — the profile, the seats and their wagers,
// the shoe, the players' decisions, what it drills and how it is scored — or, in a shoe-procedure
// scenario, for one shoe procedure: the situation, the players' answers to the cut offer and the
// incidents. Written in YAML under scenarios/ (format: docs/scenario-format.md) and loaded by
// s21_scenario into this plain value.

#include "core/players/cut_model.h"
#include "core/players/recorded_answers.h"
#include "core/round/round.h"
#include "core/shoe_procedure/shoe_procedure_state.h"
#include "core/training/scoring.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace s21 {

struct ScenarioSeat {
    int seat = 0;       // 1..7, seat 1 at the dealer's far left
    std::string player; // the simulated player's name
    Money bankroll = Money::dollars(1000);
    Money wager;                     // the Spanish 21 wager
    Money matchWager;                // Match-the-Dealer, zero for none
    Money bonusSpinWager;            // Bonus Spin, zero for none
    Money coupon;                    // a match play coupon with the wager, its face value; zero for none
    Money matchCoupon;               // the same with the Match-the-Dealer wager (MA-S21 5(c), 6(c))
    Money insurance;                 // taken when offered, zero for none
    std::vector<Decision> decisions; // in the order the dealer asks; then the player stands
    std::vector<bool> rescues;       // answers to "rescue?" after each double card
    std::vector<Money> doubles;      // each double down wager, in order; a double past the list is for
                                     // the full wager (MD-S21 10.A, MA-S21 9(a))
    std::vector<CutAnswer> cuts;     // shoe procedure: answers to the cut offer, in the order offered
    Money xtremeWager{};             // Xtreme 16, zero for none
    // A shared box (MA-S21 13): the players wagering behind `player`, in line order, each with the
    // choices they make when the caller's decision comes; and whether the caller sits at the box.
    std::vector<BehindSetup> behind{};
    bool callerSeated = true;
    bool evenMoney = false; // even money taken for a blackjack against an ace (MD-BJ 8.E)
};

struct ScenarioShoe {
    std::vector<Card> cards;           // stacked from the top; empty means a seeded shuffle
    std::uint64_t seed = 0;            // for a seeded shuffle of the profile's decks
    bool burnFirst = false;            // a fresh shoe: the first card is burned (MD-S21 7.B(3))
    std::vector<int> faceUp;           // positions from the top (1 = top) of cards found face up (MD-S21 13.A)
    std::optional<int> coverCardAfter; // stacked: the cover card comes out after this many cards (MD-S21 7.C)
    // A double shoe's (MD-BJ 3.C), stacked: the blue-backed side's cards from the top (`cards` are the
    // red side's, which faces the dealer first) and its own cover card's place (3.C(2)).
    std::vector<Card> blueCards;
    std::optional<int> blueCoverCardAfter;
};

struct Scenario {
    std::string id;          // the file name without .yaml
    std::string title;       // one line for the library list
    std::string description; // what the trainee should notice
    RuleProfile profile;
    std::vector<ScenarioSeat> seats;
    ScenarioShoe shoe;
    std::vector<Fault> faults;          // irregularities injected at their moments (faults.h)
    std::vector<WheelStop> wheelStops;  // where the Bonus Spin wheel lands, spin after spin
    std::vector<WheelStop> xtremeStops; // where the Xtreme 16's Hot Spot wheel lands, spin after spin
    std::vector<std::string> drills;    // skills: dealing-order, match-the-dealer, insurance, ...
    std::vector<std::string> sections;  // the sections it covers, e.g. "MD-S21 7.F(1)"
    ScoringWeights scoring;
    // A shoe-procedure scenario: the situation (its seats are `seats`); there is no round, and
    // `shoe`, `faults`, `wheelStops` and `xtremeStops` are unused.
    std::optional<ShoeSituation> shoeProcedure;
};

// A scenario seat's set-up for a round: its number, player, bankroll and wagers, and a shared box's line.
SeatSetup seatSetup(const ScenarioSeat& seat);

// The round set-up the scenario describes: its seats and wagers, its shoe (stacked, or the seeded
// shuffle with the cover card a quarter from the bottom). Precondition: not a shoe-procedure scenario.
RoundSetup roundSetup(const Scenario& scenario);

// The players' answers the scenario scripts, seat by seat.
RecordedAnswers scriptedAnswers(const Scenario& scenario);
// Scripted players who decide, insure and rescue as the scenario says.
std::unique_ptr<ScriptedPlayers> scriptedPlayers(const Scenario& scenario);
// Scripted players who answer the cut offer as the scenario says.
std::unique_ptr<ScriptedCuts> scriptedCuts(const Scenario& scenario);

// The correct action sequence: the procedure's own steps from the first card to the pickup (in a
// shoe-procedure scenario, from the start of the shoe procedure to the burn).
// Throws what the round throws when the scenario cannot be played (a short shoe, a decision the
// rules do not allow, a fault the rules do not cover where it happens), std::invalid_argument when
// a fault's moment never comes, and std::logic_error if the procedure stalls.
std::vector<DealerAction> answerKey(const Scenario& scenario);

// The answer key with the faults the scenario injects (or the incidents of its shoe procedure),
// each after the number of key actions at which it happens; throws as answerKey() does.
struct AnnotatedAnswerKey {
    std::vector<DealerAction> actions;
    std::vector<FaultEvent> faults;
    std::vector<ShoeIncidentEvent> incidents;
};
AnnotatedAnswerKey annotatedAnswerKey(const Scenario& scenario);

} // namespace s21

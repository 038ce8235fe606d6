#pragma once
// The cut of a shuffled stack (MD-S21 5.B-E, MA-S21 4(c)-(e)), written once for the two procedures
// that cut: the shoe procedure between rounds (shoe_procedure.h) and a round whose shoe ran out, its
// discard rack reshuffled and cut "in accordance with Chapter 5" (MD-S21 13.K) or "according to the
// procedures in Section 4" (MA-S21 15(g)). Who is offered the cut and in what order, the player's
// answer, and the step due while the cut is under way, with the mistake a wrong cut step makes.

#include "core/players/cut_model.h"
#include "core/procedure/stage.h"
#include "core/rules/rule_profile.h"

#include <optional>
#include <string>
#include <vector>

namespace s21 {

// Why the cards are being cut: it decides who is offered the cut first (MD-S21 5.D, MA-S21 4(d)).
enum class CutOccasion : std::uint8_t {
    Beginning,      // the game is just beginning: the first player to arrive (MD-S21 5.D(1), MA-S21 4(d)(1))
    CoverCard,      // the cover card came out in the last round (MD-S21 5.D(2)-(4))
    FloorReshuffle, // the floorperson ordered the reshuffle (MD-S21 5.D(5)-(6))
    RackReshuffle,  // the shoe ran out during a round: the discard rack is reshuffled (MD-S21 13.K, MA-S21 15(g));
                    // far right first, as 5.D(5)-(6) (docs/procedure.md, "The reshuffled rack's cut")
};

struct CutOfferSituation {
    CutOccasion occasion = CutOccasion::Beginning;
    std::vector<int> seats; // the players at the table (1-7), in any order
    int firstPlayer = 0;    // Beginning: the first player to arrive, 0 when nobody is seated yet
    int coverCardSeat = 0;  // CoverCard: the seat where it appeared, 0 for the dealer's hand
    int lastFirstOffer = 0; // rotating offers (MA-S21 4(d)(2)): the seat offered first last shoe, 0 = none
};

// The seats to offer the cut, in order, each with its section (MD-S21 5.D, MA-S21 4(d)). Empty when
// nobody is seated: the dealer cuts.
std::vector<Step> cutOffers(const RuleProfile& profile, const CutOfferSituation& situation);

// The step of offering the cut to `seat`. `reason` must outlive the step (a string literal).
Step offerCutStep(int seat, LazyText section, const char* reason);

// A cover card placed in the stack by a player (seat 1-7) or the dealer (seat 0), not yet completed.
struct PlacedCut {
    int seat = 0;
    int cardsAbove = 0;
};

// Offers the player at `seat` a stack of `stackSize` cards: where they place the cover card, or
// nothing when they decline. `said` gets what the table heard ("seat 7 declines the cut.").
std::optional<PlacedCut> askToCut(int seat, int stackSize, CutModel& players, std::string& said);

// The dealer cuts the cards himself (MD-S21 5.C, MA-S21 4(c)) within `rules`. `reason` must outlive
// the step (a string literal).
Step dealerCutStep(const CutCardRules& rules, int stackSize, LazyText section, const char* reason);

// After a cover card is placed: complete the cut, or, when it is nearer an end than `rules` allow,
// ask the player for a recut (MD-S21 5.E, MA-S21 4(e)).
Step placedCutStep(const RuleProfile& profile, const CutCardRules& rules, int stackSize, const PlacedCut& placed);

// The cut's own steps.
bool isCutAction(ActionKind kind);

// The right kind of cut step with the wrong seat or position: a cut offered to the wrong player
// (CUT_OFFER_ORDER), a dealer's cut too near an end (CUT_PLACEMENT). Nothing for anything else.
std::optional<Mistake> wrongCutPosition(const RuleProfile& profile, const CutCardRules& rules, int stackSize,
                                        const Stage& stage, const DealerAction& action);

} // namespace s21

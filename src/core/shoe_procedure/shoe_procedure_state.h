#pragma once
// The state of one shoe procedure (shoe_procedure.h): the situation it starts from and how far the
// dealer has got. Only ShoeProcedure owns one; shoe_procedure_steps.h reads it.

#include "core/procedure/cut_procedure.h"
#include "core/procedure/stage.h"
#include "core/rules/rule_profile.h"
#include "core/rules/shoe.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace s21 {

// Where the procedure starts.
enum class ShoeStart : std::uint8_t {
    NewDecks,         // decks opened at the table: inspect, 10s, spread, wash, stack (MD-S21 4.A-F,
                      // MA-S21 3; MD-BJ 4.A-E)
    PreShuffledDecks, // pre-inspected and pre-shuffled decks: straight to the cut (MD-S21 4.G, 5.A;
                      // MA-S21 4(b)(2); MD-BJ 4.I)
    CoverCardReached, // the cover card came out in the last round (MD-S21 7.C-D, MA-S21 7(j))
    FloorReshuffle,   // the floorperson ordered a reshuffle after a round (MD-S21 5.D(5), 5.G; MA-S21 4(g))
    NewDealer,        // a new dealer takes over the shoe in play: one burn (MD-S21 7.B(4), MA-S21 7(c))
    IdleTable,        // a player arrives at an idle open table: the cards are gathered, spread for that
                      // player, washed and shuffled (MD-S21 5.H-I, MA-S21 4(i))
};

enum class ShuffleMethod : std::uint8_t {
    Manual,            // MD-S21 5.A as one step; MA-S21 4(j): plug, riffles, turn, strip
    AutomatedShuffler, // one step; no cut after it where the profile says so (MA-S21 4(b)(1))
};

// What happens during the procedure that is not the dealer's doing: a scenario scripts these.
enum class ShoeIncidentKind : std::uint8_t {
    ShufflerJams,       // the automated shuffler jams or fails its cycle (MD-S21 13.R, MA-S21 15(j))
    ShufflerBreaks,     // the automated shuffler is out of order (MD-S21 13.S, MA-S21 15(k))
    FloorOrdersRecut,   // the floorperson orders a recut (MD-S21 5.F, MA-S21 4(f))
    CardExposedInWash,  // a card is turned over and exposed while the cards are washed or stacked (MA-S21 3(c))
    PlayerAsksBurnCard, // a player asks to see the burn card (MA-S21 7(c))
};

// Every incident, in the order of the enumeration: for the loaders that read their names.
inline constexpr std::array<ShoeIncidentKind, 5> kShoeIncidentKinds{
    ShoeIncidentKind::ShufflerJams, ShoeIncidentKind::ShufflerBreaks, ShoeIncidentKind::FloorOrdersRecut,
    ShoeIncidentKind::CardExposedInWash, ShoeIncidentKind::PlayerAsksBurnCard};

// "shuffler-jams", "shuffler-breaks", "floor-orders-recut", "card-exposed-in-wash",
// "player-asks-burn-card": the scenario format's spelling.
std::string shoeIncidentName(ShoeIncidentKind kind);
// What the trainee is told: "The floorperson orders a recut."
std::string describe(ShoeIncidentKind kind);

// A scripted incident. It happens at the first moment the procedure allows it
// (ShoeProcedure::jamShuffler, breakShuffler, orderRecut) once the incident listed before it has
// happened and, when `after` is given, once the dealer has since done that action.
struct ShoeIncident {
    ShoeIncidentKind kind = ShoeIncidentKind::ShufflerJams;
    std::optional<DealerAction> after;
};

// An incident that happened, after `afterActions` actions the procedure carried out.
struct ShoeIncidentEvent {
    ShoeIncidentKind kind = ShoeIncidentKind::ShufflerJams;
    std::size_t afterActions = 0;
};

// The situation at the table when the procedure starts.
struct ShoeSituation {
    ShoeStart start = ShoeStart::NewDecks;
    ShuffleMethod shuffle = ShuffleMethod::Manual;
    std::vector<int> seats; // the occupied seats (1-7), in any order
    int firstPlayer = 0;    // a beginning game: the first player to arrive, 0 when nobody is seated yet
    int coverCardSeat = 0;  // CoverCardReached: the seat where it appeared, 0 for the dealer's hand
    int lastFirstOffer = 0; // rotating offers (MA-S21 4(d)(2)): the seat offered first last shoe, 0 = none
    bool decksContainTens =
        true; // NewDecks: the decks came with their 10s, which a game without them removes (MD-S21 4.B, MA-S21 3(b))
    bool spreadFaceUp = false; // IdleTable: MD, the player asked for the spread face up (5.H);
                               // MA, the house spreads idle cards face up, not face down (4(i))
    Shoe shoeInPlay;           // NewDealer: the shoe being dealt; CoverCardReached, a double shoe: the shoe in play
    // CoverCardReached, a double shoe: the side whose cover card came out, the one prepared anew
    // (MD-BJ 7.E(2)); the other side stays in the shoe, and its discards in `rackInPlay`.
    CardBack coverCardSide = CardBack::Red;
    DiscardRack rackInPlay;
    Seed seed{};                         // the shuffle's seed
    std::vector<ShoeIncident> incidents; // scripted, in the order they happen
};

struct ShoeState {
    RuleProfile profile;
    ShoeSituation situation;
    std::vector<Card> stack;      // the stack on the table, top first, before loading
    std::vector<Step> fixedSteps; // opening and shuffle, fixed by the situation
    std::size_t fixedDone = 0;
    std::vector<Step> offers; // the order of cut offers (MD-S21 5.D, MA-S21 4(d))
    std::size_t offersMade = 0;
    bool cutRequired = true;
    std::optional<PlacedCut> placed;
    int lastCutter = 0;      // the seat that made the completed cut, 0 for the dealer
    bool floorRecut = false; // the floorperson ordered a recut (MD-S21 5.F, MA-S21 4(f))
    bool cutDone = false;
    std::optional<int> coverCardsBehind;
    bool shufflerJammed = false; // the shuffler jammed; the cards await a reshuffle (MD-S21 13.R, MA-S21 15(j))
    int shufflerJams = 0;        // how many times it jammed: each reshuffle is seeded seed.stream(1, jams)
    bool washExposed = false;    // a card was exposed in the wash or the stacking: remix (MA-S21 3(c))
    bool loaded = false;
    bool burned = false;
    bool burnCardAsked = false; // a player asked to see the burn card (MA-S21 7(c))
    bool burnCardShown = false;
    Shoe shoe; // once loaded
    DiscardRack rack;
    // A double shoe (MD-BJ 3.C): the sides to prepare in turn, each shuffled, cut, given its cover
    // card and loaded, and how many are loaded; the first of two waits in `firstSide`.
    std::vector<CardBack> sides;
    std::size_t sidesLoaded = 0;
    Shoe firstSide;
    std::vector<std::string> events;                  // what the players and the floorperson did, in order
    std::vector<ShoeIncidentEvent> incidentsHappened; // the situation's incidents so far, in order

    // "MD-S21 5.E" or "MA-S21 4(e)": the section in this profile's jurisdiction.
    LazyText cite(const char* maryland, const char* massachusetts) const;
    int stackSize() const { return static_cast<int>(stack.size()); }
    bool massachusettsShuffle() const; // MA-S21 4(j)'s manual steps apply
    bool usedShoe() const;             // the cards come from a shoe in play (cover card or floor)
    bool automatedShuffle() const { return situation.shuffle == ShuffleMethod::AutomatedShuffler; }
    // The automated shuffler alternates two batches of cards of different backs (MD-BJ 3.B, 4.H):
    // new decks, opened batch by batch, or a used shoe's batch going in for the other one; never an
    // idle table's cards (5.I(2) already takes out the stored batch).
    bool alternatesBatches() const;
    // With two batches, new decks: the second batch is being opened (the first is in the shuffler,
    // the second not yet).
    bool openingSecondBatch() const;
    // A double shoe's side being shuffled, cut and loaded now (MD-BJ 3.C). Precondition: a side is
    // left to load.
    CardBack preparingSide() const { return sides[sidesLoaded]; }
};

} // namespace s21

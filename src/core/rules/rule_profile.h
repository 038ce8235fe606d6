#pragma once
// A rule profile: the game dealt (game.h), and every setting in which the Maryland and Massachusetts
// Spanish 21 rules, Maryland's blackjack rules (or a facility operator's Rules Submission) differ. Profiles are written in YAML under
// scenarios/profiles/ and loaded by s21_scenario; the core only ever sees this plain value.
//
// Defaults are Maryland's (MD-S21 v1.0, six decks). marylandProfile() and massachusettsProfile()
// build the two jurisdictions' reference values; the shipped YAML files must agree with them.

#include "core/base/lazy_text.h"
#include "core/base/money.h"
#include "core/rules/game.h"

#include <string>
#include <vector>

namespace s21 {

enum class Jurisdiction : std::uint8_t { Maryland, Massachusetts };

// When and how the dealer's second card is dealt.
enum class DealerSecondCard : std::uint8_t {
    HoleCardWithReader, // face down at once, peeked with the card reader on A/K/Q/J (MD-S21 7.E(4), 7.G; MA-S21 7(i))
    HoleCardNoReader,   // face down at once, not looked at until the players are done (MA-S21 7(i))
    NoHoleCard,         // face up after all players act, after "Dealer's Card" (MA-S21 7(g))
};

// The order in which Match-the-Dealer wagers are settled.
enum class MatchSettlementOrder : std::uint8_t {
    SeatBySeatFromRight,        // collect or pay seat by seat from the dealer's far right (MD-S21 7.F(1))
    LosersThenWinnersFromRight, // all losers collected, then all winners paid (MA-S21 6(d))
};

// The order of the final settlement of the Spanish 21 wagers (MD-S21 7.R, MA-S21 5(e)).
enum class FinalSettlementOrder : std::uint8_t {
    CollectLosersThenPayWinners, // MD-S21 7.R(1), MA-S21 5(e)
    SeatBySeatFromRight,         // MD-S21 7.R(2)
    AnyOrder,                    // MA-S21 5(e): "collect all losing wagers and pay off all winning wagers", no "then"
};

// When a player blackjack is paid.
enum class PlayerBlackjackTiming : std::uint8_t {
    AtOnceAgainstTwoToNine, // paid and removed at once against a 2-9 up card (MD-S21 7.H(1)(a))
    WithTheRound,           // settled with the other wagers (MA-S21 5(e))
};

// Who is offered the cut (MD-S21 5.D, MA-S21 4(d)).
enum class CutOfferRule : std::uint8_t {
    CoverCardSeat,            // MD-S21 5.D: the seat where the cover card appeared, else far right
    FarRightRotatingEachShoe, // MA-S21 4(d)(2): far right, rotating counterclockwise over shoes
};

// What happens to the cards when more than one 10 is found in the shoe.
enum class ExtraTensAction : std::uint8_t {
    RemoveDecks, // round void, decks removed from play (MD-S21 13.D)
    Reshuffle,   // round void, cards reshuffled (MA-S21 15(b))
};

// When losing insurance wagers are collected at a hole-card table with a card reader.
enum class LosingInsuranceCollection : std::uint8_t {
    AfterThePeek,        // once the reader shows no blackjack, before any card is drawn (MD-S21 8.F)
    WhenHoleCardIsShown, // once the hole card is disclosed, before the dealer draws (MA-S21 11(d))
};

// What the dealer does when the card reader device malfunctions.
enum class ReaderMalfunctionAction : std::uint8_t {
    StopDealing,          // no dealing until repaired or replaced (MD-S21 13.Q)
    ContinueWithoutReader // continue with the no-reader procedure (MA-S21 15(k))
};

// What the dealer does with an automated card shuffling device that malfunctions and cannot be
// used, before the cards are shuffled any other way.
enum class BrokenShufflerAction : std::uint8_t {
    CoverOrSign,     // cover it or put an "out of order" sign on it (MD-S21 13.S)
    RemoveFromTable, // remove it from the gaming table (MA-S21 15(k), the first of the two (k)s)
};

// The Bonus Spin side wager, where offered.
enum class BonusSpinVariant : std::uint8_t {
    None,
    MarylandProgressive,  // $1 or $5 progressive on a player blackjack, wheel paytables A-D (MD-S21BS 6.G, 12.D)
    MassachusettsAcePays, // $5; an ace in the first two cards pays $10; a blackjack spins (MA-S21 16)
};

struct MatchTheDealerRules {
    bool offered = true; // MD-S21 6.G(1), MA-S21 6
    MatchSettlementOrder order = MatchSettlementOrder::SeatBySeatFromRight;
    Odds sameSuit{9, 1}; // per matching card: MD-S21 12.A(4), MA-S21 6(e)
    Odds differentSuit{4, 1};
    Money minimumWager = Money::dollars(1); // MA-S21 6(b): at least $1
    bool capAtBaseWager = true;             // MA-S21 6(b)(1): at most the Spanish 21 wager
    // Settled before insurance is offered: MD-S21 7.G ("After settling the player's optional wagers in
    // accordance with §F"). MA-S21 6(d) and 11(b) put both "immediately after the second card" and fix
    // no order between them, so Massachusetts accepts either (false); a house may fix this one.
    bool beforeInsurance = true;

    friend bool operator==(const MatchTheDealerRules&, const MatchTheDealerRules&) = default;
};

struct SplitRules {
    int maxAdditionalSplits = 3;             // MD-S21 11.D (operator's choice); MA-S21 10(c): at most 3
    bool resplitAces = true;                 // MD-S21 11.D: the number "including aces"
    bool splitHandsCanMakeBlackjack = false; // MA-S21 1 "Blackjack" (MD-S21 1.B(1): initial two cards)
    bool bonusPayoutsOnSplitHands = false;   // MD-S21 11.F excludes 12.B and 12.C; MA-S21 10(e) pays 5(f)
    // A two-card 21 on a split hand beats a dealer 21 in three or more cards, paid 3 to 2 as MA-S21
    // 5(e) pays (a)(3): 5(a)(3) says "a score of 21 in two cards"; MD-S21 7.O(3) says "a Blackjack",
    // so it pushes (7.P), and so does a Massachusetts house that reads (a)(3) so.
    bool splitTwentyOneBeatsDealerTwentyOne = false;

    friend bool operator==(const SplitRules&, const SplitRules&) = default;
};

struct SuperBonusRules {
    Money smallPrize = Money::dollars(1000); // MD-S21 12.C(1), MA-S21 5(g)
    Money largePrize = Money::dollars(5000); // MD-S21 12.C(2)
    Money envyPrize = Money::dollars(50);    // MD-S21 12.C(3)
    Money minimumWager = Money::dollars(5);  // "$5 or more but less than $25"
    Money largeWager = Money::dollars(25);   // "$25 or more"

    friend bool operator==(const SuperBonusRules&, const SuperBonusRules&) = default;
};

struct CutCardRules {
    int minCardsFromEitherEnd = 10;        // MD-S21 5.E: ten cards; MA-S21 4(e): one deck (48)
    bool cutAfterAutomaticShuffler = true; // MA-S21 4(b)(1): no cut after an automated shuffler
    CutOfferRule offerRule = CutOfferRule::CoverCardSeat;
    // How long the floor may order a recut: MD-S21 5.F "before the cards have been placed in the
    // dealing shoe" (false); MA-S21 4(f) "before any cards have been dealt" (true: also once the stack
    // is in the shoe, until the burn, docs/shoe-procedure.md).
    bool recutUntilFirstCard = false;

    friend bool operator==(const CutCardRules&, const CutCardRules&) = default;
};

// One Maryland progressive wager amount's wheel: its paytable (MD-S21BS 12.D(1)-(4)) and what its
// Jackpot symbol pays: the fixed prize on paytables A and C (12.D(1)(a), (3)(a)), the amount on the
// progressive meter on B and D (12.D(2)(a), (4)(a), 12.D(7)); at least $1,000 on A and B and $5,000
// on C and D (12.D(6)(b)). On B and D a Jackpot paid puts the meter back to its reset amount
// (12.D(6)(b): "Initial and reset amount"); a fixed prize stays what it is.
struct WheelPaytable {
    char letter = 'A';
    Money jackpot = Money::dollars(1000); // the fixed prize, or the meter the profile's rounds start from
    Money reset = Money::dollars(1000);   // B and D: what a Jackpot paid puts the meter back to

    friend bool operator==(const WheelPaytable&, const WheelPaytable&) = default;
};

struct BonusSpinRules {
    BonusSpinVariant variant = BonusSpinVariant::None;
    std::vector<Money> wagerAmounts;      // MD: $1 or $5; MA: $5
    Money acePayout = Money::dollars(10); // MA-S21 16(c)
    // Maryland: the $1 wager plays paytable A or B, the $5 wager C or D (MD-S21BS 12.D(9)-(10)).
    WheelPaytable dollarWheel{'A', Money::dollars(1000), Money::dollars(1000)};
    WheelPaytable fiveDollarWheel{'C', Money::dollars(5000), Money::dollars(5000)};

    friend bool operator==(const BonusSpinRules&, const BonusSpinRules&) = default;
};

// The Bonus Spin Xtreme - Xtreme 16 progressive, where offered (MD-S21BS 6.G(3), 12.E): a $5 wager won
// when the dealer's initial hand is a six and a 10-value card, paid from the Hot Spot Prize Wheel. The
// meters are what the primary and secondary Jackpots pay now (12.E(1)(a)-(b), 12.E(4)); a Jackpot
// paid puts its meter back to its reset amount, at least $10,000 and $5,000 (12.E(3)(b)(i)).
inline constexpr Money kXtremePrimaryAtLeast = Money::dollars(10000);
inline constexpr Money kXtremeSecondaryAtLeast = Money::dollars(5000);
inline constexpr Money kXtremeWager = Money::dollars(5); // 12.E pays "$5 ... Xtreme 16 Wagers" (docs/procedure.md)

// What the Xtreme 16's primary and secondary Jackpots pay (12.E(1)(a)-(b)).
struct XtremeMeters {
    Money primary = kXtremePrimaryAtLeast;
    Money secondary = kXtremeSecondaryAtLeast;

    friend bool operator==(const XtremeMeters&, const XtremeMeters&) = default;
};

struct XtremeRules {
    bool offered = false;
    XtremeMeters meters; // the readings the profile's rounds start from
    XtremeMeters reset;  // what a Jackpot paid puts its meter back to

    friend bool operator==(const XtremeRules&, const XtremeRules&) = default;
};

struct RuleProfile {
    std::string id = "md-2020-6deck"; // file name without .yaml
    std::string name = "Maryland Spanish 21 (v1.0), six decks";
    Game game = Game::Spanish21;
    Jurisdiction jurisdiction = Jurisdiction::Maryland;
    std::string citationPrefix = "MD-S21"; // cite as "<prefix> <section>"

    // What the game is made of (game.h).
    const GameRules& gameRules() const { return rulesOf(game); }

    // "MD-S21 7.F(1)" or "MA-S21 6(d)": the section in this profile's jurisdiction, formatted when
    // read; a Maryland blackjack profile cites the Maryland section's MD-BJ twin
    // (blackjack_sections.h): "MD-BJ 14.K", or "MD-S21 7.N (by analogy; MD-BJ ch. 7 is incomplete)".
    // The arguments must outlive the result (string literals). Precondition: a blackjack profile is
    // never asked for a rule of Spanish 21 alone (a 10 in the shoe, rescue, the bonus payouts).
    LazyText cite(const char* maryland, const char* massachusetts) const;
    // The Maryland text's section for a rule only Maryland's procedure has (the cut offered where the
    // cover card came out), whatever the profile's jurisdiction: "MD-S21 5.D(2)", or its MD-BJ twin
    // for a blackjack profile. The argument must outlive the result (a string literal).
    LazyText citeMaryland(const char* maryland) const;

    // A limit or a term the texts leave to the house, cited by the profile setting that holds it:
    // "house rule table_maximum". The argument must outlive the result (a string literal).
    static LazyText houseRule(const char* setting)
    {
        return LazyText::format("house rule {}", LazyText::Arg::literal(setting));
    }

    // What caps a Match-the-Dealer wager at the Spanish 21 wager: MA-S21 6(b)(1); Maryland's texts set no
    // cap, so there it is the house's (docs/rules-traceability.md, "Match-the-Dealer limits").
    LazyText matchCapSection() const
    {
        return jurisdiction == Jurisdiction::Massachusetts ? LazyText("MA-S21 6(b)")
                                                           : houseRule("match_the_dealer.cap_at_base_wager");
    }

    int decks = 6; // MD-S21 3.A, MA-S21 2(a): six or eight; MD-BJ 3.A: at least one
    // What a blackjack pays (MD-S21 12.A(2), MA-S21 5(e): 3 to 2; MD-BJ 13.A(2): 3 to 2 or 6 to 5).
    Odds blackjackPays{3, 2};
    DealerSecondCard dealerSecondCard = DealerSecondCard::HoleCardWithReader;
    PlayerBlackjackTiming blackjackTiming = PlayerBlackjackTiming::AtOnceAgainstTwoToNine;
    FinalSettlementOrder finalSettlement = FinalSettlementOrder::CollectLosersThenPayWinners;
    // A busted wager may be left on the layout and collected with the round's losing wagers (MA-S21
    // 5(e): "After each round of play is complete, the dealer shall collect all losing wagers"), or
    // must be collected at once (false: the common practice; neither text says when).
    bool bustMayWaitForSettlement = false;
    // MD-S21 7.O(3), MA-S21 5(a)(3) read literally: a player blackjack wins against a dealer "21 in
    // two or more cards", which includes a dealer blackjack. False makes the two blackjacks push.
    bool blackjackBeatsDealerBlackjack = true;
    // MD-S21 7.L(3): the dealer's total after each card; MA-S21 7(g): once, after the last card.
    bool announceDealerTotalEachCard = true;
    LosingInsuranceCollection losingInsurance = LosingInsuranceCollection::AfterThePeek;
    // A player with a blackjack against an ace may be paid even money instead of insuring it (MD-BJ
    // 8.E): the house's choice, made in its Rules Submission (8.F); a game whose row has no even
    // money (GameRules::evenMoney) cannot offer it.
    bool evenMoney = false;
    // The cards are dealt from a double shoe, `decks` of them, half in each side (MD-BJ 3.C): a
    // determinant card drawn before each round says from which side it is dealt (7.C), and no card is
    // burned (7.C replaces 7.B(3)-(4)). Only where the game's row has one (GameRules::doubleShoe).
    bool doubleShoe = false;
    MatchTheDealerRules matchTheDealer;
    SplitRules splits;
    SuperBonusRules superBonus;
    CutCardRules cutCard;
    BonusSpinRules bonusSpin;
    XtremeRules xtreme;

    ExtraTensAction extraTens = ExtraTensAction::RemoveDecks;
    ReaderMalfunctionAction readerMalfunction = ReaderMalfunctionAction::StopDealing;
    BrokenShufflerAction brokenShuffler = BrokenShufflerAction::CoverOrSign; // MD-S21 13.S, MA-S21 15(k)
    bool accidentalDrawAboveSeventeen = false; // MD-S21 13.I: "has 17"; MA-S21 15(e): "17 or higher"
    int maxPlayersPerBox = 1;                  // MA-S21 13(a): up to three; MD does not address it
    // How many boxes one player may place a Spanish 21 wager on in a round, and whether they must be
    // adjacent: MD-S21 6.H, the operator's Rules Submission ("the number of adjacent boxes"); MA-S21
    // 14, one "unless the gaming licensee, in its discretion, permits the player to wager on
    // additional boxes" (docs/rules-traceability.md).
    int boxesPerPlayer = 2;
    bool boxesAdjacent = true;
    // MD-S21 6.C, MA-S21 5(j): the house's choice to bar a player who did not wager on a round since the
    // shuffle from wagering until the next shuffle.
    bool barPlayersWhoSatOut = false;
    // MA-S21 5(c), 6(c): a wager of chips "and, if applicable, a match play coupon". The texts leave the
    // coupon's terms to the house; the trainer's reading (docs/rules-traceability.md, "Match play
    // coupons"): a coupon matches an equal chip wager and is paid at 1 to 1. Maryland's texts name no
    // coupon (MD-S21 6.A), and its reference profile takes none.
    bool matchPlayCoupons = false;

    Money tableMinimum = Money::dollars(5);
    Money tableMaximum = Money::dollars(500);
    ChipSet chips{{Money::cents(100), Money::cents(250), Money::dollars(5), Money::dollars(25), Money::dollars(100),
                   Money::dollars(500), Money::dollars(1000)}};

    // The dealer takes a hole card (MD-S21 7.E(4), MA-S21 7(i)), and checks it in a card reader.
    bool dealsHoleCard() const { return dealerSecondCard != DealerSecondCard::NoHoleCard; }
    bool usesCardReader() const { return dealerSecondCard == DealerSecondCard::HoleCardWithReader; }

    friend bool operator==(const RuleProfile&, const RuleProfile&) = default;
};

// The Match-the-Dealer paytable the rules fix for a deck count (MD-S21 12.A(4); MA-S21 6(e) sets
// these as minimums): 6 decks 9:1 suited / 4:1 unsuited, 8 decks 12:1 / 3:1; blackjack's 11:1 / 4:1
// and 14:1 / 3:1 (MD-BJ 13.A(5)). Any count but eight takes the six-deck table.
void applyStandardMatchPaytable(MatchTheDealerRules& rules, int decks, Game game = Game::Spanish21);

// Reference profiles for each jurisdiction (six or eight decks).
RuleProfile marylandProfile(int decks);
// Maryland blackjack (MD-BJ) with `decks` decks, a blackjack paid at `blackjackPays` (3 to 2 or 6 to 5,
// 13.A(2)), Match-the-Dealer not offered, even money offered (8.E).
RuleProfile marylandBlackjackProfile(int decks, Odds blackjackPays = {3, 2});
// MA with the default no-hole-card procedure, or another DealerSecondCard procedure of MA-S21 7(i).
RuleProfile massachusettsProfile(int decks, DealerSecondCard procedure = DealerSecondCard::NoHoleCard);

// A player may wager on these boxes (seat numbers, any order) in one round: no more than the
// profile's boxesPerPlayer, and side by side where boxesAdjacent (MD-S21 6.H, MA-S21 14).
bool boxesAllowed(const RuleProfile& profile, std::vector<int> boxes);
// The limit in words, for a message: "one box", "at most 2 adjacent boxes", "at most 3 boxes".
std::string boxesLimit(const RuleProfile& profile);

// Human-readable reasons the profile is not a legal combination of the texts' settings (empty when
// it is). Each reason names the section it breaks.
std::vector<std::string> validate(const RuleProfile& profile);

} // namespace s21

#include "core/rules/rule_profile.h"

#include "core/base/contract.h"
#include "core/rules/blackjack_sections.h"
#include "core/rules/bonus_spin.h"

#include <algorithm>
#include <string_view>

namespace s21 {

LazyText RuleProfile::cite(const char* maryland, const char* massachusetts) const
{
    if (jurisdiction == Jurisdiction::Massachusetts)
        return LazyText::format("MA-S21 {}", LazyText::Arg::literal(massachusetts));
    return citeMaryland(maryland);
}

LazyText RuleProfile::citeMaryland(const char* maryland) const
{
    if (game == Game::Spanish21)
        return LazyText::format("MD-S21 {}", LazyText::Arg::literal(maryland));
    const SectionTwin* twin = blackjackTwin(maryland);
    S21_EXPECTS(twin != nullptr && twin->kind != TwinKind::SpanishOnly);
    if (twin != nullptr && twin->kind == TwinKind::Section)
        return LazyText::format("MD-BJ {}", LazyText::Arg::literal(twin->blackjack));
    return LazyText::format("MD-S21 {} (by analogy; MD-BJ ch. 7 is incomplete)", LazyText::Arg::literal(maryland));
}

void applyStandardMatchPaytable(MatchTheDealerRules& rules, int decks, Game game)
{
    const GameRules& standard = rulesOf(game);
    const MatchPaytable& paytable = decks == 8 ? standard.eightDeckMatch : standard.sixDeckMatch;
    rules.sameSuit = paytable.sameSuit;
    rules.differentSuit = paytable.differentSuit;
}

RuleProfile marylandProfile(int decks)
{
    RuleProfile p;
    p.decks = decks;
    p.id = decks == 8 ? "md-2020-8deck" : "md-2020-6deck";
    p.name = decks == 8 ? "Maryland Spanish 21 (v1.0), eight decks" : "Maryland Spanish 21 (v1.0), six decks";
    applyStandardMatchPaytable(p.matchTheDealer, decks);
    return p;
}

RuleProfile marylandBlackjackProfile(int decks, Odds blackjackPays)
{
    RuleProfile p;
    p.game = Game::Blackjack;
    p.citationPrefix = "MD-BJ";
    p.decks = decks;
    p.blackjackPays = blackjackPays;
    const std::string odds = blackjackPays == Odds{6, 5} ? "6to5" : "3to2";
    p.id = "md-bj-" + std::to_string(decks) + "deck-" + odds;
    p.name = "Maryland blackjack, " + std::to_string(decks) + (decks == 1 ? " deck" : " decks") + ", blackjack pays " +
             formatOdds(blackjackPays);
    // A player blackjack pushes a dealer blackjack. MD-BJ has no 7.O; its even money (8.E) is worth
    // offering only because a blackjack does not win against the dealer's (docs/procedure.md).
    p.blackjackBeatsDealerBlackjack = false;
    p.matchTheDealer.offered = false; // a side wager the operator may offer (MD-BJ 6.G(2))
    p.evenMoney = true;               // the trainer's tables offer it, so a trainee learns it (MD-BJ 8.E-F)
    applyStandardMatchPaytable(p.matchTheDealer, decks, Game::Blackjack);
    return p;
}

RuleProfile massachusettsProfile(int decks, DealerSecondCard procedure)
{
    RuleProfile p;
    p.jurisdiction = Jurisdiction::Massachusetts;
    p.citationPrefix = "MA-S21";
    p.decks = decks;
    p.dealerSecondCard = procedure;
    switch (procedure) {
    case DealerSecondCard::NoHoleCard:
        p.id = "ma-205cmr";
        p.name = "Massachusetts 205 CMR Spanish 21, no hole card";
        break;
    case DealerSecondCard::HoleCardWithReader:
        p.id = "ma-205cmr-reader";
        p.name = "Massachusetts 205 CMR Spanish 21, hole card and card reader";
        break;
    case DealerSecondCard::HoleCardNoReader:
        p.id = "ma-205cmr-hole-card";
        p.name = "Massachusetts 205 CMR Spanish 21, hole card without a reader";
        break;
    }
    p.blackjackTiming = PlayerBlackjackTiming::WithTheRound;
    p.announceDealerTotalEachCard = false;
    p.losingInsurance = LosingInsuranceCollection::WhenHoleCardIsShown;
    p.finalSettlement = FinalSettlementOrder::AnyOrder;
    p.bustMayWaitForSettlement = true; // MA-S21 5(e): all losing wagers after the round
    p.matchTheDealer.order = MatchSettlementOrder::LosersThenWinnersFromRight;
    applyStandardMatchPaytable(p.matchTheDealer, decks);
    p.splits.maxAdditionalSplits = 3;
    p.splits.splitHandsCanMakeBlackjack = false;
    p.splits.splitTwentyOneBeatsDealerTwentyOne = true;
    p.splits.bonusPayoutsOnSplitHands = true;
    p.cutCard.minCardsFromEitherEnd = 48;
    p.cutCard.cutAfterAutomaticShuffler = false;
    p.cutCard.offerRule = CutOfferRule::FarRightRotatingEachShoe;
    p.cutCard.recutUntilFirstCard = true;
    p.extraTens = ExtraTensAction::Reshuffle;
    p.readerMalfunction = ReaderMalfunctionAction::ContinueWithoutReader;
    p.brokenShuffler = BrokenShufflerAction::RemoveFromTable;
    p.accidentalDrawAboveSeventeen = true;
    p.maxPlayersPerBox = 3;
    p.boxesPerPlayer = 1; // MA-S21 14: one box unless the licensee permits more
    p.boxesAdjacent = false;
    p.barPlayersWhoSatOut = true;
    p.matchPlayCoupons = true;
    p.matchTheDealer.beforeInsurance = false; // MA-S21 6(d), 11(b): no order between them
    return p;
}

namespace {

constexpr int kBettingPositions = 7; // MD-S21 2.A: no more than seven players

bool atLeast(Odds odds, Odds minimum)
{
    return static_cast<long long>(odds.win) * minimum.stake >= static_cast<long long>(minimum.win) * odds.stake;
}

} // namespace

bool boxesAllowed(const RuleProfile& profile, std::vector<int> boxes)
{
    if (static_cast<int>(boxes.size()) > profile.boxesPerPlayer)
        return false;
    std::sort(boxes.begin(), boxes.end());
    return !profile.boxesAdjacent || boxes.empty() ||
           boxes.back() - boxes.front() + 1 == static_cast<int>(boxes.size());
}

std::string boxesLimit(const RuleProfile& profile)
{
    if (profile.boxesPerPlayer == 1)
        return "one box";
    return "at most " + std::to_string(profile.boxesPerPlayer) + (profile.boxesAdjacent ? " adjacent boxes" : " boxes");
}

namespace {

// A requirement Maryland's Spanish 21 and blackjack texts make alike, each in its own section: checked
// by validate() for a Maryland profile of either game, so the two cannot drift apart.
struct MarylandRequirement {
    bool (*met)(const RuleProfile&);
    const char* spanish21; // the section of MD-S21
    const char* blackjack; // the section of MD-BJ (or of MD-S21 by analogy where MD-BJ ch. 7 is silent)
    const char* text;
};

constexpr MarylandRequirement kMarylandRequirements[] = {
    {[](const RuleProfile& p) { return p.dealerSecondCard == DealerSecondCard::HoleCardWithReader; },
     "MD-S21 2.E, 7.E(4)", "MD-BJ 1.B(10), 2.G", "Maryland deals a hole card and uses a card reader device"},
    {[](const RuleProfile& p) { return p.finalSettlement != FinalSettlementOrder::AnyOrder; }, "MD-S21 7.R",
     "MD-S21 7.R (by analogy; MD-BJ ch. 7 is incomplete)", "the Rules Submission designates one of 7.R(1) and 7.R(2)"},
    {[](const RuleProfile& p) { return p.cutCard.minCardsFromEitherEnd >= 10; }, "MD-S21 5.E", "MD-BJ 5.E",
     "the cut must be at least 10 cards from either end"},
    {[](const RuleProfile& p) { return !p.cutCard.recutUntilFirstCard; }, "MD-S21 5.F", "MD-BJ 5.F",
     "a recut is ordered only before the cards have been placed in the dealing shoe"},
    {[](const RuleProfile& p) { return p.losingInsurance == LosingInsuranceCollection::AfterThePeek; }, "MD-S21 8.F",
     "MD-BJ 8.D", "losing insurance wagers are collected as soon as the reader shows no blackjack"},
    {[](const RuleProfile& p) { return p.readerMalfunction == ReaderMalfunctionAction::StopDealing; }, "MD-S21 13.Q",
     "MD-BJ 14.L", "no dealing with a malfunctioning card reader until it is repaired or replaced"},
    {[](const RuleProfile& p) { return !p.accidentalDrawAboveSeventeen; }, "MD-S21 13.I", "MD-BJ 14.D",
     "Maryland's accidental-draw rule is for a dealer who has 17"},
    {[](const RuleProfile& p) { return p.brokenShuffler == BrokenShufflerAction::CoverOrSign; }, "MD-S21 13.S",
     "MD-BJ 14.N", "a broken shuffler is covered or signed out of order"},
    {[](const RuleProfile& p) { return p.maxPlayersPerBox == 1; }, "MD-S21 6.H", "MD-BJ 6.H",
     "Maryland speaks only of a player betting boxes, never of players sharing one: one player per box"},
    {[](const RuleProfile& p) { return p.boxesAdjacent; }, "MD-S21 6.H", "MD-BJ 6.H",
     "the Rules Submission gives \"the number of adjacent boxes\" a player may wager on"},
};

// The problems of kMarylandRequirements that `p`, a Maryland profile, breaks, in its game's sections.
void checkMarylandRequirements(const RuleProfile& p, std::vector<std::string>& problems)
{
    for (const MarylandRequirement& requirement : kMarylandRequirements)
        if (!requirement.met(p))
            problems.push_back(std::string(requirement.text) + " (" +
                               (p.game == Game::Blackjack ? requirement.blackjack : requirement.spanish21) + ")");
}

// validate() of a Maryland blackjack profile (MD-BJ).
std::vector<std::string> blackjackProblems(const RuleProfile& p)
{
    std::vector<std::string> problems;
    auto fail = [&](const std::string& section, const std::string& text) {
        problems.push_back(text + " (" + section + ")");
    };
    const GameRules& game = p.gameRules();
    if (p.jurisdiction != Jurisdiction::Maryland)
        fail("rules/README.md", "blackjack is dealt under Maryland's text only");
    if (p.citationPrefix != "MD-BJ")
        fail("rules/README.md", "citation prefix must be MD-BJ");
    if (p.decks < game.fewestDecks || p.decks > game.mostDecks)
        fail("MD-BJ 3.A", "decks must be 1 to " + std::to_string(game.mostDecks));
    if (p.doubleShoe && (p.decks < 2 || p.decks % 2 != 0))
        fail("MD-BJ 3.C", "a double shoe holds at least two decks, as many in each side: an even number");
    if (p.blackjackPays != Odds{3, 2} && p.blackjackPays != Odds{6, 5})
        fail("MD-BJ 13.A(2)", "a blackjack pays 3 to 2 or 6 to 5");

    const auto& mtd = p.matchTheDealer;
    if (mtd.offered) {
        MatchTheDealerRules standard;
        applyStandardMatchPaytable(standard, p.decks, p.game);
        if (p.decks != 6 && p.decks != 8)
            fail("MD-BJ 13.A(5)", "Match-the-Dealer has paytables for six and eight decks only");
        else if (mtd.sameSuit != standard.sameSuit || mtd.differentSuit != standard.differentSuit)
            fail("MD-BJ 13.A(5)", "Match-the-Dealer must pay " + formatOdds(standard.sameSuit) + " suited and " +
                                      formatOdds(standard.differentSuit) + " unsuited with " + std::to_string(p.decks) +
                                      " decks");
        if (mtd.order != MatchSettlementOrder::SeatBySeatFromRight || !mtd.beforeInsurance)
            fail("MD-S21 7.F(1), 7.G (by analogy; MD-BJ ch. 7 is incomplete)",
                 "Match-the-Dealer is settled seat by seat from the far right, before insurance");
    }

    if (p.splits.maxAdditionalSplits < 0)
        fail("MD-BJ 11.D", "the number of additional splits cannot be negative");
    if (p.splits.splitHandsCanMakeBlackjack)
        fail("MD-BJ 1.B(2)", "a blackjack is an ace and a 10-value card as the initial two cards");
    if (p.splits.splitTwentyOneBeatsDealerTwentyOne || p.splits.bonusPayoutsOnSplitHands)
        fail("MD-BJ 13.A(1)", "a split hand's 21 is paid 1 to 1, and blackjack has no bonus payouts");
    if (p.cutCard.offerRule != CutOfferRule::CoverCardSeat)
        fail("MD-BJ 5.D", "Maryland offers the cut as 5.D orders");
    if (p.boxesPerPlayer < 1 || p.boxesPerPlayer > kBettingPositions)
        fail("MD-BJ 6.H", "a player wagers on one to seven boxes");
    if (p.matchPlayCoupons)
        fail("MD-BJ 6.A", "Maryland's texts name no match play coupon");
    if (p.bonusSpin.variant != BonusSpinVariant::None || p.xtreme.offered)
        fail("MD-S21BS 6.G", "the Bonus Spin wagers are Spanish 21's");
    checkMarylandRequirements(p, problems);
    if (p.chips.empty())
        fail("MD-BJ 6.A", "the table needs chip denominations");
    if (p.tableMinimum <= Money() || p.tableMaximum < p.tableMinimum)
        fail("house rule table_minimum", "table minimum must be positive and not above the maximum");
    else if (!p.chips.empty() && !p.chips.canMake(p.tableMinimum))
        fail("MD-BJ 6.A", "the table minimum cannot be wagered with the table's chips");
    return problems;
}

} // namespace

std::vector<std::string> validate(const RuleProfile& p)
{
    if (p.game == Game::Blackjack)
        return blackjackProblems(p);
    std::vector<std::string> problems;
    const bool md = p.jurisdiction == Jurisdiction::Maryland;
    auto fail = [&](const std::string& section, const std::string& text) {
        problems.push_back(text + " (" + section + ")");
    };
    // A Maryland wager amount's wheel: one of its two paytables, and a Jackpot of at least the
    // initial amount (MD-S21BS 12.D(6)(b)).
    auto checkWheel = [&](const WheelPaytable& wheel, std::string_view letters, Money jackpotAtLeast,
                          const std::string& wager, const std::string& section) {
        if (letters.find(wheel.letter) == std::string_view::npos)
            fail(section, "the " + wager + " Bonus Spin wager plays paytable " + std::string(1, letters[0]) + " or " +
                              std::string(1, letters[1]));
        else if (wheel.jackpot < jackpotAtLeast)
            fail("MD-S21BS 12.D(6)(b)", "the Jackpot on paytable " + std::string(1, wheel.letter) + " is at least " +
                                            formatMoney(jackpotAtLeast));
        else if (jackpotIsProgressive(wheel.letter) && wheel.reset < jackpotAtLeast)
            fail("MD-S21BS 12.D(6)(b)", "the meter on paytable " + std::string(1, wheel.letter) +
                                            " resets to at least " + formatMoney(jackpotAtLeast));
        else if (jackpotIsProgressive(wheel.letter) && wheel.jackpot < wheel.reset)
            fail("MD-S21BS 12.D(6)(b)",
                 "the meter on paytable " + std::string(1, wheel.letter) + " reads at least its reset amount");
    };

    if (p.decks != 6 && p.decks != 8)
        fail(md ? "MD-S21 3.A" : "MA-S21 2(a)", "decks must be 6 or 8");
    if (p.blackjackPays != Odds{3, 2})
        fail(md ? "MD-S21 12.A(2)" : "MA-S21 5(e)", "a blackjack pays 3 to 2");
    if (p.evenMoney && !p.gameRules().evenMoney)
        fail(md ? "MD-S21 ch. 8" : "MA-S21 11", "Spanish 21's insurance has no even money");
    if (p.doubleShoe && !p.gameRules().doubleShoe)
        fail(md ? "MD-S21 7.A" : "MA-S21 7(a)", "Spanish 21 is dealt from one dealing shoe, not a double shoe");
    if (p.citationPrefix != (md ? "MD-S21" : "MA-S21"))
        fail("rules/README.md", "citation prefix must be " + std::string(md ? "MD-S21" : "MA-S21"));

    MatchTheDealerRules standard;
    applyStandardMatchPaytable(standard, p.decks, p.game);
    const auto& mtd = p.matchTheDealer;
    if (md && (mtd.sameSuit != standard.sameSuit || mtd.differentSuit != standard.differentSuit))
        fail("MD-S21 12.A(4)", "Match-the-Dealer must pay " + formatOdds(standard.sameSuit) + " suited and " +
                                   formatOdds(standard.differentSuit) + " unsuited with " + std::to_string(p.decks) +
                                   " decks");
    if (!md && (!atLeast(mtd.sameSuit, standard.sameSuit) || !atLeast(mtd.differentSuit, standard.differentSuit)))
        fail("MA-S21 6(e)", "Match-the-Dealer may not pay less than " + formatOdds(standard.sameSuit) + " suited and " +
                                formatOdds(standard.differentSuit) + " unsuited");
    if (!md && mtd.minimumWager < Money::dollars(1))
        fail("MA-S21 6(b)", "the Match-the-Dealer minimum is at least $1");
    if (md && mtd.order != MatchSettlementOrder::SeatBySeatFromRight)
        fail("MD-S21 7.F(1)", "Maryland settles Match-the-Dealer seat by seat from the far right");
    if (md && !mtd.beforeInsurance)
        fail("MD-S21 7.G", "Maryland settles Match-the-Dealer before insurance");
    if (!md && mtd.order != MatchSettlementOrder::LosersThenWinnersFromRight)
        fail("MA-S21 6(d)", "Massachusetts collects all losing Match-the-Dealer wagers before paying winners");

    if (p.splits.maxAdditionalSplits < 0)
        fail(md ? "MD-S21 11.D" : "MA-S21 10(c)", "the number of additional splits cannot be negative");
    if (!md && p.splits.maxAdditionalSplits > 3)
        fail("MA-S21 10(c)", "at most three splits (four hands)");
    if (!md && p.splits.splitHandsCanMakeBlackjack)
        fail("MA-S21 1", "an ace and a 10-value card on a split hand is not a blackjack");
    if (md && p.splits.splitTwentyOneBeatsDealerTwentyOne)
        fail("MD-S21 7.O(3)", "only a blackjack beats a dealer 21 in two or more cards; a split hand's two-card 21 "
                              "pushes a dealer 21 (7.P)");
    if (md && p.splits.bonusPayoutsOnSplitHands)
        fail("MD-S21 11.F", "bonus payouts of 12.B and 12.C do not apply to split hands");

    if (!md && p.finalSettlement == FinalSettlementOrder::SeatBySeatFromRight)
        fail("MA-S21 5(e)", "Massachusetts settles losers and winners as wholes, not seat by seat");
    if (!md && p.blackjackTiming != PlayerBlackjackTiming::WithTheRound)
        fail("MA-S21 5(e)", "Massachusetts settles player blackjacks with the round");

    if (!md && p.cutCard.minCardsFromEitherEnd < 48)
        fail("MA-S21 4(e)", "the cut must be at least 48 cards from either end");
    if (!md && p.cutCard.cutAfterAutomaticShuffler)
        fail("MA-S21 4(b)(1)", "no cut after an automated card shuffling device");

    if (md && p.extraTens != ExtraTensAction::RemoveDecks)
        fail("MD-S21 13.D", "a second 10 in the shoe voids the round and the decks are removed from play");
    if (!md && p.extraTens != ExtraTensAction::Reshuffle)
        fail("MA-S21 15(b)", "a second 10 in the shoe voids the round and the cards are reshuffled");
    if (!md && p.losingInsurance != LosingInsuranceCollection::WhenHoleCardIsShown)
        fail("MA-S21 11(d)", "losing insurance wagers are collected when the dealer's second card is shown");
    if (!md && p.readerMalfunction != ReaderMalfunctionAction::ContinueWithoutReader)
        fail("MA-S21 15(k)", "with a malfunctioning card reader the game goes on with the no-reader procedure");
    if (!md && !p.accidentalDrawAboveSeventeen)
        fail("MA-S21 15(e)", "Massachusetts' accidental-draw rule covers 17 or higher");
    if (!md && p.brokenShuffler != BrokenShufflerAction::RemoveFromTable)
        fail("MA-S21 15(k)", "a broken shuffler is removed from the table before any other shuffle");

    if (!md && (p.maxPlayersPerBox < 1 || p.maxPlayersPerBox > 3))
        fail("MA-S21 13(a)", "one to three players may wager on a box");

    if (p.boxesPerPlayer < 1 || p.boxesPerPlayer > kBettingPositions)
        fail(md ? "MD-S21 6.H" : "MA-S21 14", "a player wagers on one to seven boxes");
    if (md)
        checkMarylandRequirements(p, problems);

    if (p.chips.empty())
        fail("MD-S21 6.A", "the table needs chip denominations");
    if (p.tableMinimum <= Money() || p.tableMaximum < p.tableMinimum)
        fail("MD-S21 2.B(6)", "table minimum must be positive and not above the maximum");
    else if (!p.chips.empty() && !p.chips.canMake(p.tableMinimum))
        fail("MD-S21 6.A", "the table minimum cannot be wagered with the table's chips");

    const auto& spin = p.bonusSpin;
    if (spin.variant == BonusSpinVariant::MarylandProgressive) {
        if (!md)
            fail("MA-S21 16", "the Maryland progressive Bonus Spin is not a Massachusetts wager");
        for (Money amount : spin.wagerAmounts)
            if (amount != Money::dollars(1) && amount != Money::dollars(5))
                fail("MD-S21BS 6.G(2)", "Bonus Spin wagers are $1 or $5");
        checkWheel(spin.dollarWheel, "AB", Money::dollars(1000), "$1", "MD-S21BS 12.D(9)");
        checkWheel(spin.fiveDollarWheel, "CD", Money::dollars(5000), "$5", "MD-S21BS 12.D(10)");
    } else if (spin.variant == BonusSpinVariant::MassachusettsAcePays) {
        if (md)
            fail("MD-S21BS 6.G", "the Massachusetts Bonus Spin is not a Maryland wager");
        for (Money amount : spin.wagerAmounts)
            if (amount != Money::dollars(5))
                fail("MA-S21 16(b)", "the Bonus Spin wager is $5");
    }
    if (spin.variant != BonusSpinVariant::None && spin.wagerAmounts.empty())
        fail(md ? "MD-S21BS 6.G(2)" : "MA-S21 16(b)", "Bonus Spin needs its wager amounts");

    const auto& xtreme = p.xtreme;
    if (xtreme.offered && !md)
        fail("MD-S21BS 6.G(3)", "the Bonus Spin Xtreme 16 is a Maryland wager");
    if (xtreme.reset.primary < kXtremePrimaryAtLeast || xtreme.reset.secondary < kXtremeSecondaryAtLeast)
        fail("MD-S21BS 12.E(3)(b)(i)", "the Xtreme 16 meters reset to at least " + formatMoney(kXtremePrimaryAtLeast) +
                                           " and " + formatMoney(kXtremeSecondaryAtLeast));
    if (xtreme.meters.primary < xtreme.reset.primary || xtreme.meters.secondary < xtreme.reset.secondary)
        fail("MD-S21BS 12.E(3)(b)", "an Xtreme 16 meter reads at least its reset amount");
    return problems;
}

} // namespace s21

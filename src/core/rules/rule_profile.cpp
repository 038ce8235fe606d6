#include "core/rules/rule_profile.h"

#include "core/rules/bonus_spin.h"

#include <algorithm>
#include <string_view>

namespace s21 {

void applyStandardMatchPaytable(MatchTheDealerRules& rules, int decks)
{
    if (decks == 8) {
        rules.sameSuit = {12, 1};
        rules.differentSuit = {3, 1};
    } else {
        rules.sameSuit = {9, 1};
        rules.differentSuit = {4, 1};
    }
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

std::vector<std::string> validate(const RuleProfile& p)
{
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
    if (p.citationPrefix != (md ? "MD-S21" : "MA-S21"))
        fail("rules/README.md", "citation prefix must be " + std::string(md ? "MD-S21" : "MA-S21"));
    if (md && p.dealerSecondCard != DealerSecondCard::HoleCardWithReader)
        fail("MD-S21 2.E, 7.E(4)", "Maryland deals a hole card and uses a card reader device");

    MatchTheDealerRules standard;
    applyStandardMatchPaytable(standard, p.decks);
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

    if (md && p.finalSettlement == FinalSettlementOrder::AnyOrder)
        fail("MD-S21 7.R", "the Rules Submission designates one of 7.R(1) and 7.R(2)");
    if (!md && p.finalSettlement == FinalSettlementOrder::SeatBySeatFromRight)
        fail("MA-S21 5(e)", "Massachusetts settles losers and winners as wholes, not seat by seat");
    if (!md && p.blackjackTiming != PlayerBlackjackTiming::WithTheRound)
        fail("MA-S21 5(e)", "Massachusetts settles player blackjacks with the round");

    const int minFromEnd = md ? 10 : 48;
    if (p.cutCard.minCardsFromEitherEnd < minFromEnd)
        fail(md ? "MD-S21 5.E" : "MA-S21 4(e)",
             "the cut must be at least " + std::to_string(minFromEnd) + " cards from either end");
    if (!md && p.cutCard.cutAfterAutomaticShuffler)
        fail("MA-S21 4(b)(1)", "no cut after an automated card shuffling device");
    if (md && p.cutCard.recutUntilFirstCard)
        fail("MD-S21 5.F", "a recut is ordered only before the cards have been placed in the dealing shoe");

    if (md && p.extraTens != ExtraTensAction::RemoveDecks)
        fail("MD-S21 13.D", "a second 10 in the shoe voids the round and the decks are removed from play");
    if (!md && p.extraTens != ExtraTensAction::Reshuffle)
        fail("MA-S21 15(b)", "a second 10 in the shoe voids the round and the cards are reshuffled");
    if (md && p.losingInsurance != LosingInsuranceCollection::AfterThePeek)
        fail("MD-S21 8.F", "losing insurance wagers are collected as soon as the reader shows no blackjack");
    if (!md && p.losingInsurance != LosingInsuranceCollection::WhenHoleCardIsShown)
        fail("MA-S21 11(d)", "losing insurance wagers are collected when the dealer's second card is shown");
    if (md && p.readerMalfunction != ReaderMalfunctionAction::StopDealing)
        fail("MD-S21 13.Q", "no dealing with a malfunctioning card reader until it is repaired or replaced");
    if (!md && p.readerMalfunction != ReaderMalfunctionAction::ContinueWithoutReader)
        fail("MA-S21 15(k)", "with a malfunctioning card reader the game goes on with the no-reader procedure");
    if (md && p.accidentalDrawAboveSeventeen)
        fail("MD-S21 13.I", "Maryland's accidental-draw rule is for a dealer who has 17");
    if (!md && !p.accidentalDrawAboveSeventeen)
        fail("MA-S21 15(e)", "Massachusetts' accidental-draw rule covers 17 or higher");
    if (md && p.brokenShuffler != BrokenShufflerAction::CoverOrSign)
        fail("MD-S21 13.S", "a broken shuffler is covered or signed out of order");
    if (!md && p.brokenShuffler != BrokenShufflerAction::RemoveFromTable)
        fail("MA-S21 15(k)", "a broken shuffler is removed from the table before any other shuffle");

    if (p.maxPlayersPerBox < 1 || p.maxPlayersPerBox > (md ? 1 : 3))
        fail(md ? "MD-S21 6.H" : "MA-S21 13(a)",
             md ? "Maryland speaks only of a player betting boxes, never of players sharing one: one player per box"
                : "one to three players may wager on a box");

    if (p.boxesPerPlayer < 1 || p.boxesPerPlayer > kBettingPositions)
        fail(md ? "MD-S21 6.H" : "MA-S21 14", "a player wagers on one to seven boxes");
    if (md && !p.boxesAdjacent)
        fail("MD-S21 6.H", "the Rules Submission gives \"the number of adjacent boxes\" a player may wager on");

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

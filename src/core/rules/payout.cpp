#include "core/rules/payout.h"

namespace s21 {

Outcome outcome(const Hand& player, const Hand& dealer, const RuleProfile& profile)
{
    if (player.isBust())
        return Outcome::DealerWins;
    const bool playerBlackjack = player.isBlackjack(profile.splits.splitHandsCanMakeBlackjack);
    const bool dealerBlackjack = dealer.isBlackjack(true);
    if (playerBlackjack) {
        if (dealerBlackjack && !profile.blackjackBeatsDealerBlackjack)
            return Outcome::Push;
        return Outcome::PlayerWins;
    }
    if (dealerBlackjack)
        return Outcome::DealerWins;
    if (dealer.isBust())
        return Outcome::PlayerWins;
    const int playerTotal = player.total(); // each total() is a pass over the cards: settlement asks often
    const int dealerTotal = dealer.total();
    if (dealerTotal == 21 && dealer.cardCount() > 2 && twentyOneBeatsADrawnTwentyOne(player, profile))
        return Outcome::PlayerWins;
    if (playerTotal == dealerTotal)
        return Outcome::Push;
    return playerTotal > dealerTotal ? Outcome::PlayerWins : Outcome::DealerWins;
}

bool twentyOneBeatsADrawnTwentyOne(const Hand& player, const RuleProfile& profile)
{
    // A two-card 21 here is a split hand's: a blackjack is settled before anyone asks.
    return player.total() == 21 && profile.gameRules().drawnTwentyOneWins &&
           (player.cardCount() > 2 || profile.splits.splitTwentyOneBeatsDealerTwentyOne);
}

bool winsAsTwentyOneInTwoCards(const Hand& hand, const Hand& dealer, const RuleProfile& profile)
{
    return hand.cardCount() == 2 && dealer.cardCount() > 2 && dealer.total() == 21 &&
           twentyOneBeatsADrawnTwentyOne(hand, profile);
}

std::optional<Odds> cardCountBonusOdds(const Hand& hand)
{
    if (hand.total() != 21)
        return std::nullopt;
    if (hand.cardCount() >= 7)
        return Odds{3, 1};
    if (hand.cardCount() == 6)
        return Odds{2, 1};
    if (hand.cardCount() == 5)
        return Odds{3, 2};
    return std::nullopt;
}

std::optional<Odds> patternBonusOdds(const Hand& hand)
{
    if (hand.bonusPattern() == BonusPattern::None)
        return std::nullopt;
    switch (hand.suitClass()) {
    case SuitClass::Mixed: return Odds{3, 2};
    case SuitClass::Suited: return Odds{2, 1};
    case SuitClass::Spades: return Odds{3, 1};
    }
    return std::nullopt;
}

bool bonusOddsApply(const Hand& hand, bool doubled, const RuleProfile& profile)
{
    if (doubled || !profile.gameRules().bonusPayouts)
        return false;
    return hand.origin() != HandOrigin::FromSplit || profile.splits.bonusPayoutsOnSplitHands;
}

namespace {

// winningOdds() with the sections of its clause, in each jurisdiction.
struct OddsClause {
    Odds odds;
    const char* maryland;
    const char* massachusetts;
};

OddsClause winningOddsClause(const Hand& hand, const Hand& dealer, bool doubled, const RuleProfile& profile)
{
    if (hand.isBlackjack(profile.splits.splitHandsCanMakeBlackjack))
        return {profile.blackjackPays, "12.A(2)", "5(e)"};
    if (winsAsTwentyOneInTwoCards(hand, dealer, profile))
        return {{3, 2}, "7.O(3), 12.A(2)", "5(a)(3), 5(e)"};
    if (bonusOddsApply(hand, doubled, profile)) {
        if (auto odds = patternBonusOdds(hand))
            return {*odds, "12.B(1)-(6)", "5(f)(1)-(4)"};
        if (auto odds = cardCountBonusOdds(hand))
            return {*odds, "12.B(7)-(9)", "5(f)(5)-(7)"};
    }
    return {{1, 1}, "12.A(1)", "5(e)"};
}

} // namespace

Odds winningOdds(const Hand& hand, const Hand& dealer, bool doubled, const RuleProfile& profile)
{
    return winningOddsClause(hand, dealer, doubled, profile).odds;
}

LazyText winningOddsSection(const Hand& hand, const Hand& dealer, bool doubled, const RuleProfile& profile)
{
    const OddsClause clause = winningOddsClause(hand, dealer, doubled, profile);
    return profile.cite(clause.maryland, clause.massachusetts);
}

Money winnings(const Hand& hand, const Hand& dealer, Money wagerOnHand, bool doubled, const RuleProfile& profile)
{
    return payoutAt(wagerOnHand, winningOdds(hand, dealer, doubled, profile));
}

bool qualifiesForSuperBonus(const Hand& hand, Card dealerUpCard, bool doubled)
{
    return !doubled && hand.origin() != HandOrigin::FromSplit && dealerUpCard.rank == Rank::Seven &&
           hand.bonusPattern() == BonusPattern::SevenSevenSeven && hand.suitClass() != SuitClass::Mixed;
}

Money superBonusEarned(const Hand& hand, bool doubled, Card dealerUpCard, Money originalWager,
                       const RuleProfile& profile)
{
    return profile.gameRules().bonusPayouts && qualifiesForSuperBonus(hand, dealerUpCard, doubled)
               ? superBonus(originalWager, profile.superBonus)
               : Money();
}

Money superBonus(Money originalWager, const SuperBonusRules& rules)
{
    if (originalWager >= rules.largeWager)
        return rules.largePrize;
    if (originalWager >= rules.minimumWager)
        return rules.smallPrize;
    return {};
}

Money superBonusEnvy(Money winnersWager, const SuperBonusRules& rules)
{
    return superBonus(winnersWager, rules).isZero() ? Money() : rules.envyPrize;
}

bool matchesDealer(Card playerCard, Card dealerUpCard) { return playerCard.rank == dealerUpCard.rank; }

Money matchTheDealerWinnings(Money wager, Card first, Card second, Card dealerUpCard, const MatchTheDealerRules& rules)
{
    Money total;
    for (Card card : {first, second}) {
        if (!matchesDealer(card, dealerUpCard))
            continue;
        total += payoutAt(wager, card.suit == dealerUpCard.suit ? rules.sameSuit : rules.differentSuit);
    }
    return total;
}

bool insuranceWins(Card dealerHoleCard) { return isTenValue(dealerHoleCard); }

Money insuranceWinnings(Money insuranceWager) { return payoutAt(insuranceWager, {2, 1}); }

Money maxInsuranceWager(Money initialWager, const ChipSet& chips)
{
    const Money half = Money::cents(initialWager.inCents() / 2);
    if (initialWager.inCents() % 2 == 0 && chips.canMake(half))
        return half;
    return chips.roundUpToChips(Money::cents((initialWager.inCents() + 1) / 2));
}

SurrenderSettlement surrenderSettlement(Money wager, bool dealerHasBlackjack)
{
    if (dealerHasBlackjack)
        return {wager, Money()};
    const Money returned = Money::cents(wager.inCents() / 2);
    return {wager - returned, returned};
}

bool rescueAllowed(const Hand& doubledHand) { return !doubledHand.isBust(); }

RescueSettlement rescueSettlement(Money originalWager, Money doubleWager) { return {originalWager, doubleWager}; }

DealerBlackjackSettlement againstDealerBlackjack(Money originalWager, Money doubleAndSplitWagers)
{
    return {originalWager, doubleAndSplitWagers};
}

} // namespace s21

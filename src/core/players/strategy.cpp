#include "core/players/strategy.h"

#include "core/rules/payout.h"
#include "core/rules/shoe.h"

#include <algorithm>
#include <functional>
#include <optional>
#include <sstream>

namespace s21 {

namespace {

constexpr int kMaxCards = 7; // 7 or more cards pay alike (MD-S21 12.B(9))

// Cards left, by rank (1..13) and suit.
class Composition {
public:
    // A full shoe of the profile's decks (newDeck: a Spanish deck has no 10s, MD-S21 3.B).
    explicit Composition(const RuleProfile& profile)
    {
        for (auto& suits : counts_)
            suits.fill(profile.decks);
        if (!profile.gameRules().tensInDeck)
            counts_[static_cast<std::size_t>(Rank::Ten)].fill(0);
        total_ = profile.decks * profile.gameRules().cardsPerDeck;
    }

    void remove(Card card)
    {
        --counts_[static_cast<std::size_t>(card.rank)][static_cast<std::size_t>(card.suit)];
        --total_;
    }

    double probability(Rank rank, Suit suit) const
    {
        return counts_[static_cast<std::size_t>(rank)][static_cast<std::size_t>(suit)] / static_cast<double>(total_);
    }

    // Probability of each point value 1..10 (index 0 unused).
    std::array<double, 11> valueProbabilities() const
    {
        std::array<double, 11> p{};
        for (int r = 1; r <= 13; ++r)
            for (int s = 0; s < 4; ++s)
                p[static_cast<std::size_t>(pointValue(static_cast<Rank>(r)))] +=
                    counts_[static_cast<std::size_t>(r)][static_cast<std::size_t>(s)];
        for (double& value : p)
            value /= total_;
        return p;
    }

private:
    std::array<std::array<int, 4>, 14> counts_{};
    int total_ = 0;
};

using ValueProbabilities = std::array<double, 11>;
// Dealer's final totals: index 0..4 for 17..21, 5 for a bust.
using DealerOutcomes = std::array<double, 6>;

int softened(int hard, bool ace) { return ace && hard + 10 <= 21 ? hard + 10 : hard; }

class DealerModel {
public:
    explicit DealerModel(const ValueProbabilities& p) : p_(p) {}

    // Outcomes for an up card, given no dealer blackjack (the hole card cannot complete one).
    DealerOutcomes fromUpCard(int up)
    {
        DealerOutcomes result{};
        const int excluded = up == 1 ? 10 : up == 10 ? 1 : 0;
        const double kept = 1.0 - (excluded ? p_[static_cast<std::size_t>(excluded)] : 0.0);
        for (int v = 1; v <= 10; ++v) {
            if (v == excluded)
                continue;
            const DealerOutcomes& next = from(up + v, up == 1 || v == 1);
            for (std::size_t i = 0; i < result.size(); ++i)
                result[i] += p_[static_cast<std::size_t>(v)] / kept * next[i];
        }
        return result;
    }

private:
    // Stands on all 17s (MD-S21 7.M, MA-S21 12(b)).
    const DealerOutcomes& from(int hard, bool ace)
    {
        Memo& memo = memo_[static_cast<std::size_t>(hard)][ace ? 1 : 0];
        if (memo.known)
            return memo.outcomes;
        DealerOutcomes result{};
        const int total = softened(hard, ace);
        if (hard > 21) {
            result[5] = 1;
        } else if (total >= 17) {
            result[static_cast<std::size_t>(total - 17)] = 1;
        } else {
            for (int v = 1; v <= 10; ++v) {
                const DealerOutcomes& next = from(hard + v, ace || v == 1); // memo_ never moves
                for (std::size_t i = 0; i < result.size(); ++i)
                    result[i] += p_[static_cast<std::size_t>(v)] * next[i];
            }
        }
        memo.known = true;
        return memo.outcomes = result;
    }

    struct Memo {
        bool known = false;
        DealerOutcomes outcomes{};
    };

    const ValueProbabilities& p_;
    // By hard total (at most 16 + 10 before standing or busting) and whether an ace is in the hand.
    std::array<std::array<Memo, 2>, 27> memo_{};
};

// Values of a player hand's states once the first three cards are known.
class HandModel {
public:
    // twoCardTwentyOneWins: a two-card 21 (a split hand's) beats a dealer 21 in three or more cards.
    HandModel(const ValueProbabilities& p, const DealerOutcomes& dealer, const GameRules& game, bool bonusEligible,
              bool twoCardTwentyOneWins)
        : p_(p), dealer_(dealer), game_(game), bonusEligible_(bonusEligible && game.bonusPayouts),
          twoCardTwentyOneWins_(twoCardTwentyOneWins)
    {
        for (auto& byAce : memo_)
            for (auto& byCount : byAce)
                byCount.fill(kUnknown);
        for (std::size_t total = 0; total < standing_.size(); ++total)
            standing_[total] = againstTheDealer(static_cast<int>(total));
    }

    // Standing on `total` with `cards` cards, on a doubled hand or not. A doubled stake doubles
    // every term of the sum exactly (a power of two), so the value of one unit serves both.
    double stand(int total, int cards, bool doubled) const
    {
        const double stake = doubled ? 2.0 : 1.0;
        if (total > 21)
            return -stake;
        if (total == 21 && cards >= 3 && game_.drawnTwentyOneWins) // beats all but a blackjack (MD-S21 7.O(4))
            return stake * (doubled || !bonusEligible_ ? 1.0 : cardCountOdds(cards));
        if (total == 21 && cards == 2 && twoCardTwentyOneWins_) // a split hand's 21 (MA-S21 5(a)(3))
            return stake;
        return stake * standing_[static_cast<std::size_t>(total)];
    }

    double hit(int hard, bool ace, int cards)
    {
        double value = 0;
        for (int v = 1; v <= 10; ++v)
            value += p_[static_cast<std::size_t>(v)] * best(hard + v, ace || v == 1, cards + 1);
        return value;
    }

    // Whether a hand of `cards` cards may double (MD-S21 10.B: any number; MD-BJ 10.A: the first two).
    bool mayDouble(int cards) const { return cards == 2 || game_.doubleOnAnyNumberOfCards; }

    // One card, then stand, or rescue where the game has it (MD-S21 10.C, 10.H; MD-BJ 10.A(2)).
    double doubleDown(int hard, bool ace, int cards) const
    {
        const double rescued = game_.rescue ? -1.0 : -2.0;
        double value = 0;
        for (int v = 1; v <= 10; ++v) {
            const int newHard = hard + v;
            const double outcome =
                newHard > 21 ? -2.0 : std::max(stand(softened(newHard, ace || v == 1), cards + 1, true), rescued);
            value += p_[static_cast<std::size_t>(v)] * outcome;
        }
        return value;
    }

    // The best of stand, hit and double for a hand that has not doubled.
    double best(int hard, bool ace, int cards)
    {
        if (hard > 21)
            return -1;
        const int total = softened(hard, ace);
        if (total == 21)
            return stand(21, cards, false);
        const int countKey = std::min(cards, kMaxCards);
        double& memo = memo_[static_cast<std::size_t>(hard)][ace ? 1 : 0][static_cast<std::size_t>(countKey)];
        if (memo == kUnknown)
            memo = std::max({stand(total, cards, false), hit(hard, ace, cards),
                             mayDouble(cards) ? doubleDown(hard, ace, cards) : DecisionValues::kNotAllowed});
        return memo;
    }

    bool bonusEligible() const { return bonusEligible_; }

private:
    static double cardCountOdds(int cards)
    {
        return cards >= 7 ? 3.0 : cards == 6 ? 2.0 : cards == 5 ? 1.5 : 1.0; // MD-S21 12.B(7)-(9)
    }

    // One unit standing on `total` against the dealer's final totals, paid even money.
    double againstTheDealer(int total) const
    {
        double value = dealer_[5];
        for (int d = 17; d <= 21; ++d) {
            const double p = dealer_[static_cast<std::size_t>(d - 17)];
            value += total > d ? p : total < d ? -p : 0.0;
        }
        return value;
    }

    static constexpr double kUnknown = -1e18;
    const ValueProbabilities& p_;
    const DealerOutcomes& dealer_;
    const GameRules& game_;
    bool bonusEligible_;
    bool twoCardTwentyOneWins_;
    std::array<std::array<std::array<double, kMaxCards + 1>, 2>, 32> memo_{};
    std::array<double, 22> standing_{}; // againstTheDealer() of totals 0 to 21
};

// The 6-7-8 / 7-7-7 rank that completes two cards, or nullopt.
std::optional<Rank> patternCompletion(Card a, Card b)
{
    const int lo = std::min(pointValue(a), pointValue(b));
    const int hi = std::max(pointValue(a), pointValue(b));
    if (lo == 7 && hi == 7)
        return Rank::Seven;
    if (lo == 6 && hi == 7)
        return Rank::Eight;
    if (lo == 6 && hi == 8)
        return Rank::Seven;
    if (lo == 7 && hi == 8)
        return Rank::Six;
    return std::nullopt;
}

struct HandFacts {
    int hard = 0;
    bool ace = false;
    int cards = 0;
};

HandFacts factsOf(const std::vector<Card>& cards)
{
    HandFacts facts;
    for (Card c : cards) {
        facts.hard += pointValue(c);
        facts.ace = facts.ace || c.rank == Rank::Ace;
    }
    facts.cards = static_cast<int>(cards.size());
    return facts;
}

} // namespace

Decision DecisionValues::best() const
{
    Decision decision = Decision::Stand;
    double value = stand;
    const std::pair<Decision, double> others[] = {{Decision::Hit, hit},
                                                  {Decision::Double, doubleDown},
                                                  {Decision::Split, split},
                                                  {Decision::Surrender, surrender}};
    for (const auto& [d, v] : others)
        if (v > value + 1e-12) {
            decision = d;
            value = v;
        }
    return decision;
}

double DecisionValues::bestValue() const { return std::max({stand, hit, doubleDown, split, surrender}); }

StrategyEngine::StrategyEngine(RuleProfile profile, StrategyOptions options)
    : profile_(std::move(profile)), options_(options)
{
}

namespace {

// Extra value of hitting a two-card 6-7, 6-8, 7-8 or 7-7: the completing card pays the pattern
// odds (and the super bonus) instead of the plain 1 to 1 of a three-card 21 (MD-S21 12.B(1)-(6),
// 12.C).
double patternBonusOnHit(const std::vector<Card>& cards, Card up, const Composition& shoe, const RuleProfile& profile,
                         Money wager)
{
    const auto completion = patternCompletion(cards[0], cards[1]);
    if (!completion)
        return 0;
    double extra = 0;
    for (Suit suit : kAllSuits) {
        const Hand completed({cards[0], cards[1], Card{*completion, suit}});
        const Odds odds = *patternBonusOdds(completed);
        double value = static_cast<double>(odds.win) / odds.stake - 1.0;
        if (qualifiesForSuperBonus(completed, up, false))
            value += static_cast<double>(superBonus(wager, profile.superBonus).inCents()) /
                     static_cast<double>(wager.inCents());
        extra += shoe.probability(*completion, suit) * value;
    }
    return extra;
}

} // namespace

DecisionValues StrategyEngine::values(const std::vector<Card>& cards, Card dealerUp, bool fromSplit,
                                      int splitsSoFar) const
{
    Composition shoe(profile_);
    for (Card c : cards)
        shoe.remove(c);
    shoe.remove(dealerUp);
    const ValueProbabilities p = shoe.valueProbabilities();
    DealerModel dealerModel(p);
    const DealerOutcomes dealer = dealerModel.fromUpCard(pointValue(dealerUp));
    HandModel model(p, dealer, profile_.gameRules(), !fromSplit || profile_.splits.bonusPayoutsOnSplitHands,
                    fromSplit && profile_.splits.splitTwentyOneBeatsDealerTwentyOne);

    const HandFacts hand = factsOf(cards);
    const int total = softened(hand.hard, hand.ace);
    DecisionValues values;
    values.stand = model.stand(total, hand.cards, false);
    if (total >= 21)
        return values;
    values.hit = model.hit(hand.hard, hand.ace, hand.cards);
    if (hand.cards == 2 && model.bonusEligible() && !fromSplit)
        values.hit += patternBonusOnHit(cards, dealerUp, shoe, profile_, options_.wager);
    if (model.mayDouble(hand.cards))
        values.doubleDown = model.doubleDown(hand.hard, hand.ace, hand.cards);
    if (hand.cards == 2 && !fromSplit)
        values.surrender = -0.5; // MD-S21 9.A
    const bool aces = cards[0].rank == Rank::Ace;
    const int splitsLeft = profile_.splits.maxAdditionalSplits - splitsSoFar;
    if (hand.cards == 2 && identicalInValue(cards[0], cards[1]) && splitsLeft > 0 &&
        (!aces || splitsSoFar == 0 || profile_.splits.resplitAces)) {
        // One split hand from cards[0] with `left` more splits: its second card, then its best play
        // (MD-S21 11.B-C, MD-BJ 11.B-C); a pair again may be resplit (11.D).
        HandModel splitModel(p, dealer, profile_.gameRules(), profile_.splits.bonusPayoutsOnSplitHands,
                             profile_.splits.splitTwentyOneBeatsDealerTwentyOne);
        const int first = pointValue(cards[0]);
        std::vector<double> handValue(static_cast<std::size_t>(splitsLeft), 0.0);
        for (int left = 0; left < splitsLeft; ++left) {
            double value = 0;
            for (int v = 1; v <= 10; ++v) {
                double played = splitModel.best(first + v, aces || v == 1, 2);
                const bool resplit = v == first && left > 0 && (!aces || profile_.splits.resplitAces);
                if (resplit)
                    played = std::max(played, 2 * handValue[static_cast<std::size_t>(left - 1)]);
                value += p[static_cast<std::size_t>(v)] * played;
            }
            handValue[static_cast<std::size_t>(left)] = value;
        }
        values.split = 2 * handValue.back();
    }
    return values;
}

double StrategyEngine::roundValue() const
{
    // Deal order p1, up, p2 by point value; representative ranks (K for a 10-value card). Suits
    // matter only for the 6-7-8 / 7-7-7 bonuses: two cards of different ranks share a suit with
    // probability 1/4; two of the same rank with (decks - 1) / (4 decks - 1).
    const auto rankFor = [](int v) { return v == 10 ? Rank::King : static_cast<Rank>(v); };
    Composition full(profile_);
    const ValueProbabilities p0 = full.valueProbabilities();
    const double decks = profile_.decks;
    double total = 0;
    for (int a = 1; a <= 10; ++a) {
        for (int u = 1; u <= 10; ++u) {
            for (int b = 1; b <= 10; ++b) {
                Composition shoe(profile_);
                const Card first{rankFor(a), Suit::Hearts};
                shoe.remove(first);
                const double pA = p0[static_cast<std::size_t>(a)];
                const Card up{rankFor(u), Suit::Clubs};
                const double pU = shoe.valueProbabilities()[static_cast<std::size_t>(u)];
                shoe.remove(up);
                const double pB = shoe.valueProbabilities()[static_cast<std::size_t>(b)];
                const Card secondDifferent{rankFor(b), Suit::Diamonds};
                shoe.remove(secondDifferent);
                const ValueProbabilities rest = shoe.valueProbabilities();
                const double pDealerBlackjack = u == 1 ? rest[10] : u == 10 ? rest[1] : 0.0;

                const Hand twoCards({first, secondDifferent});
                const bool playerBlackjack = twoCards.isBlackjack(true);
                const double blackjackPays =
                    static_cast<double>(profile_.blackjackPays.win) / profile_.blackjackPays.stake;
                double afterPeek = blackjackPays;
                if (!playerBlackjack) {
                    const double sameSuit = a == b ? (decks - 1) / (4 * decks - 1) : 0.25;
                    const double mixed = values({first, secondDifferent}, up).bestValue();
                    const double suited = values({first, Card{rankFor(b), Suit::Hearts}}, up).bestValue();
                    const double spades =
                        values({Card{rankFor(a), Suit::Spades}, Card{rankFor(b), Suit::Spades}}, up).bestValue();
                    afterPeek = (1 - sameSuit) * mixed + sameSuit * (0.75 * suited + 0.25 * spades);
                }
                const double againstBlackjack =
                    playerBlackjack ? (profile_.blackjackBeatsDealerBlackjack ? blackjackPays : 0.0) : -1.0;
                total += pA * pU * pB * (pDealerBlackjack * againstBlackjack + (1 - pDealerBlackjack) * afterPeek);
            }
        }
    }
    return total;
}

namespace {

constexpr std::array<int, 10> kUpValues{2, 3, 4, 5, 6, 7, 8, 9, 10, 1};

Rank rankOf(int value) { return value == 10 ? Rank::King : value == 1 ? Rank::Ace : static_cast<Rank>(value); }

// `count` cards, none an ace, summing to `total`, avoiding pairs where possible; empty if none.
std::vector<Card> hardHand(int total, int count)
{
    std::vector<int> values(static_cast<std::size_t>(count), 2);
    int left = total - 2 * count;
    if (left < 0)
        return {};
    for (int& v : values) {
        const int add = std::min(left, 8);
        v += add;
        left -= add;
    }
    if (left > 0)
        return {};
    if (count == 2 && values[0] == values[1] && values[0] > 2 && values[0] < 10) {
        ++values[0];
        --values[1];
    }
    const Suit suits[] = {Suit::Hearts, Suit::Clubs, Suit::Diamonds, Suit::Spades};
    std::vector<Card> cards;
    for (std::size_t i = 0; i < values.size(); ++i)
        cards.push_back({rankOf(values[i]), suits[i % 4]});
    return cards;
}

ChartCell cellFor(const StrategyEngine& engine, const std::function<std::vector<Card>(int)>& handWithCards, Card up,
                  bool pair)
{
    ChartCell cell;
    const std::vector<Card> two = handWithCards(2);
    DecisionValues v = engine.values(two, up);
    if (!pair)
        v.split = DecisionValues::kNotAllowed;
    cell.twoCards = v.best();
    DecisionValues withoutSurrender = v;
    withoutSurrender.surrender = DecisionValues::kNotAllowed;
    withoutSurrender.split = DecisionValues::kNotAllowed;
    const Decision base = withoutSurrender.best();
    for (int n = 3; n <= 6 && !pair; ++n) {
        const std::vector<Card> cards = handWithCards(n);
        if (cards.empty())
            continue;
        const Decision at = engine.values(cards, up).best();
        if (at != base) {
            cell.changesAtCards = n;
            cell.thereafter = at;
            break;
        }
    }
    return cell;
}

} // namespace

StrategyChart basicStrategy(const StrategyEngine& engine)
{
    StrategyChart chart;
    for (std::size_t col = 0; col < kUpValues.size(); ++col) {
        const Card up{rankOf(kUpValues[col]), Suit::Clubs};
        for (int total = 5; total <= 20; ++total)
            chart.hard[static_cast<std::size_t>(total - 5)][col] = cellFor(
                engine, [total](int n) { return hardHand(total, n); }, up, false);
        for (int total = 13; total <= 20; ++total)
            chart.soft[static_cast<std::size_t>(total - 13)][col] = cellFor(
                engine,
                [total](int n) {
                    std::vector<Card> cards = hardHand(total - 11, n - 1);
                    if (n == 2)
                        cards = {Card{rankOf(total - 11), Suit::Clubs}};
                    if (cards.empty())
                        return cards;
                    cards.insert(cards.begin(), Card{Rank::Ace, Suit::Spades});
                    return cards;
                },
                up, false);
        for (int value = 2; value <= 11; ++value) {
            const int v = value == 11 ? 1 : value;
            chart.pairs[static_cast<std::size_t>(value - 2)][col] = cellFor(
                engine,
                [v](int) {
                    return std::vector<Card>{{rankOf(v), Suit::Hearts}, {rankOf(v), Suit::Spades}};
                },
                up, true);
        }
    }
    return chart;
}

namespace {

char letter(Decision d)
{
    switch (d) {
    case Decision::Hit: return 'H';
    case Decision::Stand: return 'S';
    case Decision::Double: return 'D';
    case Decision::Split: return 'P';
    case Decision::Surrender: return 'R';
    }
    return '?';
}

std::string cellText(const ChartCell& cell)
{
    std::string text(1, letter(cell.twoCards));
    if (cell.changesAtCards)
        text += std::string(1, letter(cell.thereafter)) + std::to_string(cell.changesAtCards);
    return text;
}

template <std::size_t Rows>
void printTable(std::ostringstream& out, const char* title, const std::array<std::array<ChartCell, 10>, Rows>& rows,
                const std::function<std::string(std::size_t)>& label)
{
    out << title << "\n      2    3    4    5    6    7    8    9    T    A\n";
    for (std::size_t r = 0; r < Rows; ++r) {
        std::string line = label(r);
        line.resize(5, ' ');
        for (const ChartCell& cell : rows[r]) {
            std::string text = cellText(cell);
            text.resize(5, ' ');
            line += text;
        }
        out << line << "\n";
    }
    out << "\n";
}

} // namespace

std::string formatChart(const StrategyChart& chart)
{
    std::ostringstream out;
    out << "H hit, S stand, D double, P split, R surrender; \"SH4\": stand with two or three cards, hit from "
           "four.\n\n";
    printTable(out, "Hard totals", chart.hard, [](std::size_t r) { return std::to_string(r + 5); });
    printTable(out, "Soft totals", chart.soft, [](std::size_t r) { return "A," + std::to_string(r + 2); });
    printTable(out, "Pairs", chart.pairs, [](std::size_t r) {
        const std::size_t v = r + 2;
        return v == 11   ? std::string("A,A")
               : v == 10 ? std::string("T,T")
                         : std::to_string(v) + "," + std::to_string(v);
    });
    return out.str();
}

} // namespace s21

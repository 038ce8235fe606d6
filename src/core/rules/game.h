#pragma once
// The games the trainer deals, and what each is made of: its deck, the payouts and options it has,
// and the text it is cited by. One row per game (game.cpp); the engine asks the row what it needs to
// know ("does this game pay bonus odds?") and never which game it is, so a third game is one more row
// and the settings its own text adds (docs/architecture.md, "A game").

#include "core/base/money.h"
#include "core/rules/card.h"

#include <cstdint>
#include <string_view>

namespace s21 {

enum class Game : std::uint8_t {
    Spanish21, // MD-S21, MA-S21: 48-card decks, bonus payouts, rescue
    Blackjack, // MD-BJ: the parent game, 52-card decks
};

// The Match-the-Dealer odds the text fixes, per matching card, for a shoe of `decks` decks.
struct MatchPaytable {
    int decks;
    Odds sameSuit;
    Odds differentSuit;
};

struct GameRules {
    Game game;
    std::string_view
        name; // "Spanish 21", "blackjack": how a sentence names the game; a literal, so data() ends in '\0'
    // The up cards the dealer peeks under, as a sentence names them: "an A, K, Q or J" (MD-S21 7.G),
    // "an ace or a 10-value card" (MD-BJ 14.K: "an ace, king, queen, jack or 10"). A literal.
    const char* aceOrTen;

    // The cards of one deck: 52, or 48 with the four 10s removed (MD-S21 3.B, MA-S21 2(a); MD-BJ 3.E).
    int cardsPerDeck;
    bool tensInDeck;
    // The fewest and most decks the text allows (MD-S21 3.A: six or eight; MD-BJ 3.A: at least one).
    int fewestDecks;
    int mostDecks;
    // A double down on any number of cards (MD-S21 10.B), else only on the first two cards of a hand
    // or of a split hand (MD-BJ 10.A).
    bool doubleOnAnyNumberOfCards;
    // The player may take back a double down wager and forfeit the original (MD-S21 10.H, MA-S21 9(d)).
    bool rescue;
    // The 5-, 6-, 7+-card 21, 6-7-8 and 7-7-7 bonus odds and the 7-7-7 super bonus (MD-S21 12.B-C,
    // MA-S21 5(f)-(g)).
    bool bonusPayouts;
    // A player's 21 in three or more cards beats a dealer's 21 in three or more (MD-S21 7.O(4), MA-S21
    // 5(a)(4)); in blackjack equal totals push.
    bool drawnTwentyOneWins;
    // A second card found face up in the shoe voids the round (MD-S21 13.B, MA-S21 15(a)); in
    // blackjack each one is put in the discard rack and play goes on (MD-BJ 14.A).
    bool secondFaceUpCardVoidsRound;
    // The house may offer a player blackjack even money against an ace instead of insurance (MD-BJ
    // 8.E-F); Spanish 21's texts have no even money.
    bool evenMoney;
    // An automated shuffler (not a continuous one) alternates two batches of cards with backs of
    // different colors, one stored shuffled in it while the other is dealt, each opened apart (MD-BJ
    // 3.B, 4.H); Spanish 21's shuffler shuffles the shoe's own cards.
    bool shufflerBatches;
    // A house may deal from a double shoe: two sides of as many decks, backs of two colours, a
    // determinant card choosing each round's side (MD-BJ 3.C, 7.C); Spanish 21 is dealt from one shoe.
    bool doubleShoe;
    // Match-the-Dealer's paytables, six decks then eight (MD-S21 12.A(4), MA-S21 6(e) as minimums;
    // MD-BJ 13.A(5)): a shoe of any other size has none.
    MatchPaytable sixDeckMatch;
    MatchPaytable eightDeckMatch;

    // Whether `card` belongs to none of the game's decks: a 10 in a Spanish shoe, an irregularity
    // (MD-S21 13.C, MA-S21 15(b)); never in blackjack.
    bool foreignToDeck(Card card) const { return card.rank == Rank::Ten && !tensInDeck; }
};

// The row of `game`.
const GameRules& rulesOf(Game game);

} // namespace s21

#include "core/rules/blackjack_sections.h"

#include <algorithm>
#include <array>

namespace s21 {

namespace {

// MD-BJ says the same in `blackjack`.
constexpr SectionTwin twin(std::string_view spanish21, const char* blackjack)
{
    return {spanish21, TwinKind::Section, blackjack};
}
// MD-BJ is silent (its chapter 7 stops after §E): the Spanish 21 section is followed by analogy.
constexpr SectionTwin byAnalogy(std::string_view spanish21) { return {spanish21, TwinKind::ByAnalogy, nullptr}; }
// A rule of Spanish 21 alone: blackjack has no such rule and never reaches it.
constexpr SectionTwin spanishOnly(std::string_view spanish21) { return {spanish21, TwinKind::SpanishOnly, nullptr}; }

// Every Maryland section the engine cites: the first argument of each RuleProfile::cite call in
// src/core (through RoundState::cite, ShoeState::cite and citeMaryland too, both branches of a
// conditional argument, the clauses payout.cpp hands to cite) and each "MD-S21 X" literal; in the
// order of the Spanish 21 text. Read against md-spanish21-standard-rules-v1.0.txt and
// md-blackjack-standard-rules.txt (../shared/rules). Where MD-BJ letters a rule differently the
// comment says why the twin is that one.
// clang-format off
constexpr std::array kTwins{
    // ---- Chapter 2: the table ----
    twin("2.B(6)", "2.B(6)"),                  // the inscription of the payout odds and the payout limit per hand
    twin("2.E, 7.E(4)", "2.G, 1.B(10)"),       // a card reader device, and a hole card dealt face down: BJ's
                                               // reader is 2.G (its 2.C-D are the progressive systems); its
                                               // ch. 7 has no deal, but its definition of the hole card,
                                               // 1.B(10), is "the second card dealt face down to the dealer"
    // ---- Chapter 3: cards ----
    twin("3.A", "3.A"),                        // the number of decks and the cover card (BJ: at least one
                                               // deck; six or eight is Spanish 21's)
    // ---- Chapter 4: opening a table (BJ has no §B: nothing to remove from its decks) ----
    twin("4.A", "4.A"),                        // the dealer inspects the new decks, the floorperson verifies
    spanishOnly("4.B"),                        // the 10s are removed from the decks and torn in half
    twin("4.C-D", "4.B-C"),                    // spread face up for the first player, by deck, suit, sequence
    twin("4.E", "4.D"),                        // turned face down, washed and stacked
    // ---- Chapter 5: shuffling and cutting, word for word the same letters ----
    twin("5.A", "5.A"),                        // shuffle before play, after each shoe, when the floor directs
    twin("5.A(2)", "5.A(2)"),                  // an automated shuffler
    twin("5.B", "5.B"),                        // the stack is offered to be cut
    twin("5.C", "5.C"),                        // no player accepts: the dealer cuts
    twin("5.D(1)", "5.D(1)"),                  // the cut offered: the first player at a new game
    twin("5.D(2)", "5.D(2)"),                  // ... the player where the cover card appeared
    twin("5.D(3)", "5.D(3)"),                  // ... the far right player if it appeared on the dealer's hand
    twin("5.D(3)-(4)", "5.D(3)-(4)"),          // ... and then counterclockwise
    twin("5.D(4)", "5.D(4)"),
    twin("5.D(5)", "5.D(5)"),                  // ... the far right player after a reshuffle the floor ordered
    twin("5.D(6)", "5.D(6)"),                  // ... and then counterclockwise
    twin("5.E", "5.E"),                        // the cover card at least ten cards from either end
    twin("5.E(1)", "5.E(1)"),                  // the cards above the cover card to the bottom
    twin("5.E(2)", "5.E(2)"),                  // the cover card re-inserted at least 1/4 from the bottom
    twin("5.E(3)", "5.E(3)"),                  // the stack into the shoe
    twin("5.F", "5.F"),                        // a recut, before the cards are in the shoe
    twin("5.F(1)", "5.F(1)"),                  // who recuts
    twin("5.G", "5.G"),                        // a reshuffle when the floorperson decides
    twin("5.H", "5.H"),                        // an idle table's cards spread face down
    twin("5.I(1)", "5.I(1)"),                  // then washed, stacked, shuffled and cut
    twin("5.I(2)", "5.I(2)"),                  // ... or put through the automated shuffler
    twin("5.I(2)(a)", "5.I(2)(a)"),            // ... and the batch already in it taken out
    // ---- Chapter 6: wagers, the same letters ----
    twin("6.A", "6.A"),                        // wagers are made with chips on the layout
    twin("6.B", "6.B"),                        // verbal wagers with cash
    twin("6.C", "6.C"),                        // a player who sat out may be barred until the reshuffle
    twin("6.D", "6.D"),                        // wagers before the first card
    twin("6.D-E", "6.D-E"),
    twin("6.E", "6.E"),                        // no handling a wager until it is decided
    twin("6.H", "6.H"),                        // the number of adjacent boxes a player may wager on
    // ---- Chapter 7: the round. BJ's §A-B are the same, it inserts the double shoe as §C, so its
    // §D-E are Spanish 21's §C-D; everything after (the deal, Match-the-Dealer, the peek, the
    // players' turns, the dealer's hand, settlement, picking up) it does not say ----
    twin("7.B(1)-(2)", "7.B(1)-(2)"),          // which hand takes a card from the shoe and places it
    twin("7.B(3)", "7.B(3)"),                  // the first card of a new shoe burned
    twin("7.B(4)", "7.B(4)"),                  // a new dealer burns a card
    twin("7.C", "7.D"),                        // the cover card set aside, the round completed
    twin("7.D", "7.E(1)"),                     // then the cards collected for the reshuffle: BJ's 7.E says how,
                                               // (1) for a single shoe: what is left in it to the discard rack
    byAnalogy("7.E"),                          // the order of the initial deal (BJ's 7.E is the collection above)
    byAnalogy("7.E(4)"),                       // the hole card dealt face down after every player's second card
    byAnalogy("7.F(1)"),                       // Match-the-Dealer settled seat by seat from the far right (BJ
                                               // has the wager, 6.G(2), and its paytable, not this procedure)
    byAnalogy("7.G"),                          // Match-the-Dealer settled before insurance and the peek
    byAnalogy("7.G(2)"),                       // the peek: the hole card into the card reader
    byAnalogy("7.G(2)(a), 7.L(1)"),            // the hole card kept face down until the dealer's turn
    byAnalogy("7.G(3)"),                       // a dealer blackjack: no more cards, the wagers settled
    byAnalogy("7.H"),                          // the players served from the dealer's left
    byAnalogy("7.H(1)"),                       // a player blackjack announced
    byAnalogy("7.H(1)(a)"),                    // ... and paid at once against a 2 to 9
    byAnalogy("7.H(2)"),                       // the player's options (BJ lists them only for Switch, 12.A(4))
    byAnalogy("7.I"),                          // hit cards dealt face up (BJ: only the hand-dealt game, 12.B(11))
    byAnalogy("7.L(1)"),                       // the hole card turned face up
    byAnalogy("7.L(3)"),                       // the dealer's total announced (BJ: only the hand-dealt game,
                                               // 12.B(13))
    byAnalogy("7.M"),                          // the dealer draws to 17, stands on all 17s
    byAnalogy("7.N"),                          // no drawing when the dealer's total can change nothing
    byAnalogy("7.O"),                          // winning wagers paid
    byAnalogy("7.O(3)"),                       // a blackjack beats a dealer 21 of two or more cards (in blackjack
                                               // only a drawn 21: a dealer blackjack ties it)
    byAnalogy("7.O(3), 12.A(2)"),              // a two-card 21 that beats a drawn 21, paid 3 to 2: the
                                               // settlement half has no BJ text (its odds would be 13.A(2))
    byAnalogy("7.P"),                          // a tie returns the wager
    byAnalogy("7.R"),                          // the final settlement order the operator designates
    byAnalogy("7.R(1)"),                       // ... losers collected, then winners paid
    byAnalogy("7.R(2)"),                       // ... seat by seat from the far right
    byAnalogy("7.S"),                          // losing chips to the rack; no paying with them
    byAnalogy("7.T"),                          // the cards picked up to the discard rack
    byAnalogy("7.U"),                          // players may not handle the cards (BJ lets them only in the
                                               // hand-dealt game, 12.B)
    // ---- Chapter 8: insurance. BJ puts the wager's amount first (§A, A(1), A(2)), the offer on an
    // ace second (§B), then the payout (§C) and the collection (§D) ----
    twin("8.A", "8.B"),                        // offered when the up card is an ace (BJ: wins on a 10 too)
    twin("8.B-C", "8.A"),                      // at most half the wager (8.A), or the next chip unit (8.A(1))
    twin("8.D", "8.A(2)"),                     // placed before the hole card goes in the reader
    twin("8.F", "8.D"),                        // losing insurance collected once the reader shows no blackjack
    // ---- Chapter 9: surrender, the same letters ----
    twin("9.B", "9.B"),                        // a surrender comes before any other decision
    twin("9.C(1)", "9.C(1)"),                  // up card not an ace or 10-value: half collected at once
    twin("9.C(2)", "9.C(2)"),                  // ace or 10-value: the wager on the cards until the hole card is
                                               // known (BJ's (2) is S21's (2)(a)-(b) in one sentence)
    // ---- Chapter 10: double down. BJ's §A holds the amount (A(1)) and the one card (A(2)); its §B is
    // the dealer blackjack, §C the card's placing; it has no rescue ----
    twin("10.C", "10.A(2)"),                   // only one card to a doubled hand
    twin("10.C-D", "10.A(2), 10.C"),           // one card, placed sideways (BJ: face up or face down)
    twin("10.E", "10.B"),                      // a dealer blackjack takes only the original wager
    twin("10.E, 11.E", "10.B, 11.E"),          // ... of a doubled or a split hand
    spanishOnly("10.H"),                       // rescue: the double taken back, the original wager forfeited
    // ---- Chapter 11: splitting pairs, the same letters ----
    twin("11.A", "11.A"),                      // a pair split into two hands with a wager equal to the first
    twin("11.B", "11.B"),                      // the first split hand completed before the second
    twin("11.D", "11.D"),                      // the number of splits is the operator's
    twin("11.E", "11.E"),                      // a dealer blackjack takes only the original wager
    spanishOnly("11.F"),                       // no bonus payouts on split hands (blackjack has none)
    // ---- Chapter 12: payout odds, BJ's chapter 13 ----
    twin("12.A(1)", "13.A(1)"),                // the wager at 1 to 1
    twin("12.A(2)", "13.A(2)"),                // a blackjack at 3 to 2 (BJ: or 6 to 5)
    twin("12.A(3)", "13.A(3)"),                // insurance at 2 to 1
    twin("12.A(4)", "13.A(5)"),                // the Match-the-Dealer paytable (BJ's 13.A(4) is Lucky Ladies;
                                               // its odds are 11:1 and 14:1 suited, not 9:1 and 12:1)
    spanishOnly("12.B(1)-(6)"),                // the 6-7-8 and 7-7-7 bonuses
    spanishOnly("12.B(7)-(9)"),                // the five-, six-, seven-card 21 bonuses
    spanishOnly("12.C"),                       // the suited 7-7-7 super bonus
    spanishOnly("12.C(3)"),                    // ... and its $50 to the other players
    // ---- Chapter 13: irregularities, BJ's chapter 14. BJ has no §B-D (a second card face up, the
    // 10s); it makes S21's §F-H one section, §C, C(1), C(2), and §K-L one, §F(1)-(2); it adds the
    // double shoe as §I. So the letters shift by three to six: each line gives its twin ----
    twin("13.A", "14.A"),                      // a card face up in the shoe is not used: discard rack
    spanishOnly("13.B"),                       // a second card face up voids the round: BJ has no such rule,
                                               // every face-up card is discarded under 14.A
    spanishOnly("13.C"),                       // a 10 found in the shoe
    spanishOnly("13.D"),                       // a second 10: the round void, the decks removed
    twin("13.E", "14.B"),                      // a card drawn in error, unexposed: the next card
    twin("13.F", "14.C"),                      // a card drawn in error and exposed: dealt as the next card
    twin("13.G", "14.C(1)"),                   // ... a player who refuses it gets no more cards
    twin("13.H", "14.C(2)"),                   // ... refused by all and of no use to the dealer: discarded
    twin("13.I", "14.D"),                      // the dealer with 17 draws a card by accident: discarded
    twin("13.J", "14.E"),                      // the dealer misses his first or second card
    twin("13.K", "14.F(1)"),                   // too few cards: the discard rack shuffled and cut
    twin("13.K, 5.B", "14.F(1), 5.B"),         // ... the cut offered as any cut is
    twin("13.L", "14.F(2)"),                   // ... its first card burned, the round completed
    twin("13.M", "14.G"),                      // no cards dealt to a hand: dead
    twin("13.N", "14.H"),                      // one card dealt to a hand: the second after the others
    twin("13.O", "14.J"),                      // a requested card not dealt: at the player's option
    twin("13.O(1)", "14.J(1)"),                // ... dealt after the others, before the hole card
    twin("13.O(2)", "14.J(2)"),                // ... or the hand dead and the wager returned
    twin("13.P", "14.K"),                      // the hole card read when the up card did not call for it (BJ:
                                               // not an A, K, Q, J or 10)
    twin("13.P(1)", "14.K(1)"),                // ... a reader that shows the card to a player: all hands dead
    twin("13.P(2)", "14.K(2)"),                // ... one that does not: play on
    twin("13.Q", "14.L"),                      // a broken card reader: no dealing until repaired or replaced
    twin("13.R", "14.M"),                      // a jammed shuffler: reshuffle
    twin("13.S", "14.N"),                      // a broken shuffler covered or signed before shuffling otherwise
};
// clang-format on

} // namespace

std::span<const SectionTwin> blackjackTwins() { return kTwins; }

const SectionTwin* blackjackTwin(std::string_view spanish21)
{
    const auto found = std::ranges::find(kTwins, spanish21, &SectionTwin::spanish21);
    return found == kTwins.end() ? nullptr : &*found;
}

std::optional<Game> citedGame(std::string_view section)
{
    if (section.find("MD-BJ") != std::string_view::npos)
        return Game::Blackjack;
    if (section.find("-S21") != std::string_view::npos)
        return Game::Spanish21;
    return std::nullopt;
}

} // namespace s21

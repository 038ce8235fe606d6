#pragma once
// The table in plain words, for a screen reader (table_accessible.h): each thing the scene draws
// for a round (the shoe and the rack with their counts, the tray's balance, a card drawn in error,
// the insurance line's banner, the dealer's cards and total, each seat's player with their signal,
// each hand's cards, total and wagers, the side wagers) as one element named from the same round
// state the scene paints, never from its pixels. Money is written as on the table (formatMoney);
// cards as words ("7 of spades").

#include "app/table/target.h"
#include "core/round/round_state.h"

#include <QString>

#include <optional>
#include <vector>

namespace s21::app {

struct TableElement {
    enum class Kind : std::uint8_t { Equipment, Dealer, Player, Hand, Wager };
    Kind kind = Kind::Equipment;
    Target place; // the place on the table it is read at; Target::Kind::None for the table as a whole
    QString name; // "Seat 3, Priya: 7 of spades, 7 of hearts, 14; wager $25"

    friend bool operator==(const TableElement&, const TableElement&) = default;
};

// An amount as the table writes it ("$25", "$12.50").
QString moneyText(Money amount);
// "1 card", "312 cards".
QString cardCountText(int cards);
// A seat's label on the rail: "3 · Priya".
QString seatNameText(int seat, const std::string& player);
// "7 of spades", "ace of hearts", "10 of clubs".
QString cardName(Card card);
// A decision a seat's player signals: on the hand being played, or the wave of the hand that has
// just stood (`waved`, the seat).
struct ShownDecision {
    Decision decision = Decision::Stand;
    int hand = 0;
};
std::optional<ShownDecision> shownDecision(const RoundState& state, int seat, int waved);
// A decision's signal in words: "taps: HIT", "waves: STAND", "says: SURRENDER"; a double with the
// double down wager set beside the hand, `doubled`: "chips beside: DOUBLE $10".
QString signalText(Decision decision, Money doubled = {});
// The signal in words of a decision shown on one of the seat's hands.
QString signalText(const RoundState& state, int seat, const ShownDecision& shown);
// The seat's player has taken even money for the blackjack instead of insuring it (MD-BJ 8.E), and
// its cards are still on the layout: the player is saying so.
bool saysEvenMoney(const RoundState& state, int seat);
// What a seat's player is showing, as the seat's badge says it ("taps: HIT", "thinking…", a foul's
// words, "says: EVEN MONEY" until the blackjack's cards are removed), empty for nothing: `waved` is
// a seat that just waved to stand, `thinking` a seat still deciding (TableScene::setPlayerMoment).
QString seatSignal(const RoundState& state, int seat, int waved, int thinking);
// A player's choices behind the caller on a shared box, as they say them: "doubles" or "stays" when the
// caller doubles (MA-S21 13(d)); "covers" a split, or leaves the wager on "hand 1" or "hand 2" (13(e)).
QString doubleChoiceText(const BehindSetup& behind);
QString splitChoiceText(const BehindSetup& behind);
// Under the pointer on wager `bettor` (1 or more: a player behind the caller) on one of a shared box's
// hands: the player's choices and what lies there for them ("Cy: stays with the caller · a split: hand
// 2; wager $5", once settled "...; wager $5 returned, paid $7.50 beside it"). A split hand's line shows
// a paid wager's payout alone (TableScene::addLineStake), so the wager's amount is here too.
QString lineStakeToolTip(const Seat& seat, int hand, int bettor);
// On a shared box (MA-S21 13), the name the table shows beside wager `bettor` (Spot::bettor) of the
// seat's line: the player's, and for a player behind the caller while the caller shows a double or a
// split (`shown`), their answer to it ("Bo: doubles", "Cy: hand 2").
QString lineNameText(const Seat& seat, int bettor, std::optional<Decision> shown);
// On a shared box (MA-S21 13), hand `hand`'s line of wagers in a few words, as the progressives'
// display above the rail writes it (TableScene::placeSharedLines): the seat, the hand of a split, then
// each wager in line with its player's name, the caller's first: "3: Ann $25 · Bo $10+$10 · Cy $5",
// once settled "3, hand 2: Ann $25 paid $25 · Cy $5". Empty for a box of one, or a line with nothing on
// it.
QString sharedLineText(const Seat& seat, int seatNumber, int hand);
// After the seat's bankroll, on a shared box: " · calls", or " · calls, standing" when no player sits at
// the box (MA-S21 13(b)); empty for a box of one.
QString callerText(const Seat& seat);
// The name of the player sitting the round out at `seat` among `sittingOut` (seat, name); null for none.
const std::string* sittingOutAt(const std::vector<std::pair<int, std::string>>& sittingOut, int seat);
// Every element of the round's table, in reading order: the shoe, the rack, the tray, the insurance
// line, the dealer, then seat by seat its player, hands and side wagers (an open seat, or a player
// sitting the round out, as one element).
std::vector<TableElement> describeRound(const RoundState& state, int waved, int thinking,
                                        const std::vector<std::pair<int, std::string>>& sittingOut = {});

} // namespace s21::app

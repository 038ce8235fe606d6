#pragma once
// Turns the trainee's gestures into dealer actions. It holds only the gesture in progress: a card
// taken from the shoe, a payout stack built from the tray, the typed number and the selected place.
// It reads the round state for what physically lies on a spot (the amount a full collect takes, the
// hands a seat has for keyboard navigation), never for what the procedure expects: whether an action
// is right is Round::apply's business.
//
// Gestures:
//  - click the shoe, then a hand / the dealer's cards (deal), the hole-card place (hole card) or the
//    discard rack (burn); a drag from the shoe does the same;
//  - click tray chips to build a stack, then a wager to pay it; type an amount and click a wager to
//    pay that amount; click a wager with nothing in hand to collect it all (Shift-click: collect the
//    typed amount);
//  - drag a wager's chips into the tray to collect them all, or onto another place to move them there
//    (never a step: a losing wager goes into the tray, MD-S21 7.S); a wager's place is clicked when
//    the button is released on it;
//  - click a hand's cards (or Ctrl+1-7 for a seat, Ctrl+0 for the dealer, arrows, Tab) to select.
//    Digits always type a number (an amount or a total), never select. A seat in several hands is
//    selected whole by Ctrl+N: a command for one hand then asks which (the arrows choose), while a
//    command for the seat (fix the wager, hands off, ...) acts at once;
//  - select a wager, type a seat (5, or 5.2 for its second hand) and press Shift+M to move the
//    wager's chips onto that seat's wager, the keyboard's way of the drag above;
//  - on a shared box (MA-S21 13), Ctrl+N selects the caller's wager; Up/Down go on to each wager behind
//    it on the hand, then to the side wagers (insurance and the award place, each bettor's in turn); a
//    click on a wager in line, an insurance wager or a name (the award place) selects that bettor's;
//  - type a total and press Enter to ask the selected player (dealer selected: announce the dealer's
//    total; T announces it with nothing selected). The number pad (number_pad.h) sends the same
//    keys, so a mouse types and announces through this same path;
//  - click the reader to peek, the face-down hole card to reveal it, the rack with a hand selected to
//    pick its cards up; commands (command.h) for everything else.
// Between rounds (the shoe procedure), digits always type a number (seats are not selected by key):
//  - click the card stack to take it up, then a seat to offer that player the cut, or the shoe to
//    load it; type a number and click the stack to cut there, or the cover card to insert it with
//    that many cards behind it; click the shuffler to shuffle in it; the shoe, then the rack, burns.

#include "app/input/command.h"
#include "app/table/in_hand.h"
#include "app/table/target.h"
#include "core/round/round_state.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace s21::app {

class GestureController : public QObject {
    Q_OBJECT
public:
    explicit GestureController(QObject* parent = nullptr);

    // The round whose table the gestures refer to; it must outlive the calls that follow. nullptr
    // between rounds: the shoe procedure is under way, and keys and clicks mean its gestures (see
    // above).
    void setRound(const RoundState* state) { state_ = state; }
    // Drops the gesture in progress and the selection (a new round).
    void reset();
    // After an action: drops the selection when what it names has left the table (a hand's or the
    // dealer's cards picked up, a side wager or award settled), so no hint speaks of it.
    void dropGoneSelection();

    void click(const Target& target, Qt::KeyboardModifiers modifiers);
    // A wager's chips dragged from `from` to `to` (TableScene::chipsDragged).
    void drag(const Target& from, const Target& to);
    // The action bar's command for actions of `kind`, completed as its aim says (command.h).
    void command(ActionKind kind);
    // Digits, '.', Backspace, Enter, Escape, arrows, Tab and Ctrl+0-7; false when the key means
    // nothing here.
    bool key(int key, Qt::KeyboardModifiers modifiers, const QString& text);

    const InHand& inHand() const { return inHand_; }
    const QString& typed() const { return typed_; }
    const Target& selection() const { return selection_; }
    // "What you are about to do", in a sentence or two.
    QString status() const;

signals:
    void action(const s21::DealerAction& action);
    void changed();

private:
    void emitAction(const DealerAction& action);
    // A command of Aim::Own: its operands gathered by gestures of its own.
    void commandOfItsOwn(ActionKind kind);
    void clickSpot(const Target& target, Qt::KeyboardModifiers modifiers);
    // A click between rounds; false when the target means nothing special then.
    bool clickBetweenRounds(const Target& target);
    bool betweenRounds() const { return state_ == nullptr; }
    QString betweenRoundsStatus() const;
    void select(const Target& target);
    // Ctrl+N: the dealer for 0, else the seat (whole, while it has several hands).
    void selectSeat(int seat);
    void moveSelection(int step);
    void cycleSpotKind();
    // What the trainee has typed as an amount (not zero) or as a whole number; nullopt for anything else.
    std::optional<Money> typedAmount() const;
    std::optional<int> typedTotal() const;
    // What the trainee has typed as a seat's hand: "5" (its first hand) or "5.2"; nullopt for anything else.
    std::optional<Spot> typedHand() const;
    // The player hand or dealer spot a command acts on; Spot::none() (and a notice) when none fits,
    // a whole seat in several hands included.
    Spot selectedSpot(bool dealerAllowed);
    // The seat a command for the player acts on (any of its hands, or the whole seat selected); 0
    // (and a notice) when no seat is selected.
    int selectedSeat();
    // True (with a notice asking which hand) when a whole seat in several hands is selected.
    bool handNotChosen();
    Money amountOn(const Spot& spot) const;
    // The cash a player laid on the seat's spot with a verbal wager, zero when none.
    Money cashOn(int seat) const;
    void notice(const QString& text);

    const RoundState* state_ = nullptr;
    InHand inHand_;
    QString typed_;
    Target selection_;
    // A hand just gone from the table (picked up) while it was selected: the arrows go on from its
    // place, to the hand beside it, as the dealer's eye does, not from either end of the table.
    std::optional<Target> gonePlace_;
    QString notice_;
};

// The layout spot a target stands for (Spot::none() for equipment).
Spot spotOf(const Target& target);

// The hands of `seat` whose cards are still on the table (not picked up), in order: what Ctrl+seat and
// the arrows choose among.
std::vector<int> handsOnTable(const RoundState& state, int seat);

// The places of `seat` Up and Down go through, in order, from its hand `hand`: that hand (on a shared
// box the caller's wager, then each wager behind it on the hand, MA-S21 13(c)), Match-the-Dealer,
// insurance and the award place (each the caller's, then each player's behind it), the Bonus Spin
// and Xtreme 16 circles where the table has them. `state` may be nullptr (no line, no progressives).
std::vector<Target> seatSelectionCycle(const RoundState* state, int seat, int hand);

} // namespace s21::app

#include "app/input/gesture_controller.h"

#include "app/table/table_description.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>

namespace s21::app {

namespace {

QString placeName(const Target& target)
{
    switch (target.kind) {
    case Target::Kind::DealerCards: return QStringLiteral("The dealer");
    case Target::Kind::HandCards:
    case Target::Kind::HandWager:
        if (target.hand == Target::kWholeSeat)
            return QStringLiteral("Seat %1 (every hand)").arg(target.seat);
        return target.hand > 0 ? QStringLiteral("Seat %1, hand %2").arg(target.seat).arg(target.hand + 1)
                               : QStringLiteral("Seat %1").arg(target.seat);
    case Target::Kind::MatchWager: return QStringLiteral("Seat %1's Match-the-Dealer wager").arg(target.seat);
    case Target::Kind::InsuranceWager: return QStringLiteral("Seat %1's insurance").arg(target.seat);
    case Target::Kind::Award: return QStringLiteral("Seat %1's bonus place").arg(target.seat);
    case Target::Kind::BonusSpinWager: return QStringLiteral("Seat %1's Bonus Spin wager").arg(target.seat);
    case Target::Kind::XtremeWager: return QStringLiteral("Seat %1's Xtreme 16 wager").arg(target.seat);
    default: return {};
    }
}

} // namespace

Spot spotOf(const Target& target)
{
    if (target.hand == Target::kWholeSeat)
        return Spot::none();
    switch (target.kind) {
    case Target::Kind::HandCards:
    case Target::Kind::HandWager: return Spot::behind(target.seat, target.hand, target.bettor);
    case Target::Kind::DealerCards: return Spot::dealer();
    case Target::Kind::MatchWager: return Spot::match(target.seat);
    case Target::Kind::InsuranceWager: return Spot::insurance(target.seat, target.bettor);
    case Target::Kind::Award: return Spot::award(target.seat, target.bettor);
    case Target::Kind::BonusSpinWager: return Spot::bonusSpin(target.seat);
    case Target::Kind::XtremeWager: return Spot::xtreme(target.seat);
    default: return Spot::none();
    }
}

std::vector<int> handsOnTable(const RoundState& state, int seat)
{
    std::vector<int> hands;
    for (int hand = 0; hand < static_cast<int>(state.seat(seat).hands.size()); ++hand)
        if (!state.seat(seat).hands[static_cast<std::size_t>(hand)].cardsPickedUp)
            hands.push_back(hand);
    return hands;
}

std::vector<Target> seatSelectionCycle(const RoundState* state, int seat, int hand)
{
    std::vector<Target> places{{Target::Kind::HandCards, seat, hand}};
    const int backers = state ? static_cast<int>(state->seat(seat).backers.size()) : 0;
    // A shared box's wagers behind the caller's on the hand (MA-S21 13(c)), those it has.
    if (state && hand < static_cast<int>(state->seat(seat).hands.size()))
        for (int bettor = 1; bettor <= backers; ++bettor)
            if (!state->wagerAt(Spot::behind(seat, hand, bettor)).isZero())
                places.push_back(Target::inLine(Target::Kind::HandWager, seat, hand, bettor));
    places.push_back({Target::Kind::MatchWager, seat});
    for (int bettor = 0; bettor <= backers; ++bettor)
        places.push_back(Target::inLine(Target::Kind::InsuranceWager, seat, 0, bettor));
    for (int bettor = 0; bettor <= backers; ++bettor)
        places.push_back(Target::inLine(Target::Kind::Award, seat, 0, bettor));
    if (state && state->profile.bonusSpin.variant != BonusSpinVariant::None)
        places.push_back({Target::Kind::BonusSpinWager, seat});
    if (state && state->profile.xtreme.offered)
        places.push_back({Target::Kind::XtremeWager, seat});
    return places;
}

GestureController::GestureController(QObject* parent) : QObject(parent) {}

void GestureController::reset()
{
    inHand_ = InHand::nothing();
    typed_.clear();
    selection_ = {};
    gonePlace_.reset();
    notice_.clear();
    emit changed();
}

void GestureController::dropGoneSelection()
{
    if (!state_)
        return;
    const auto gone = [this] {
        if (selection_.kind == Target::Kind::DealerCards)
            return state_->dealer.cardsPickedUp;
        if (selection_.seat < 1 || selection_.seat > kSeatCount)
            return false;
        const Seat& seat = state_->seat(selection_.seat);
        const auto& hands = seat.hands;
        if (selection_.bettor > 0 && selection_.kind != Target::Kind::HandWager) { // behind on a shared box
            const Backer& backer = seat.backers[static_cast<std::size_t>(selection_.bettor - 1)];
            return selection_.kind == Target::Kind::Award ? backer.awardsSettled
                                                          : backer.insuranceSettled && backer.insuranceWager.isZero();
        }
        switch (selection_.kind) {
        case Target::Kind::HandWager: // a wager in a shared box's line: gone with the hand's cards
        case Target::Kind::HandCards:
            if (selection_.wholeSeat())
                return std::all_of(hands.begin(), hands.end(), [](const PlayerHand& h) { return h.cardsPickedUp; });
            return selection_.hand >= static_cast<int>(hands.size()) ||
                   hands[static_cast<std::size_t>(selection_.hand)].cardsPickedUp;
        case Target::Kind::MatchWager: return seat.matchSettled && seat.matchWager.isZero();
        case Target::Kind::InsuranceWager: return seat.insuranceSettled && seat.insuranceWager.isZero();
        case Target::Kind::BonusSpinWager: return seat.bonusSpin.settled && seat.bonusSpin.wager.isZero();
        case Target::Kind::XtremeWager: return seat.xtreme.settled && seat.xtreme.wager.isZero();
        case Target::Kind::Award: return seat.awardsSettled;
        default: return false;
        }
    };
    if (gone()) {
        if (selection_.kind == Target::Kind::HandCards && !selection_.wholeSeat())
            gonePlace_ = selection_;
        selection_ = {};
        emit changed();
    }
}

void GestureController::notice(const QString& text)
{
    notice_ = text;
    emit changed();
}

void GestureController::emitAction(const DealerAction& action)
{
    inHand_ = InHand::nothing();
    typed_.clear();
    notice_.clear();
    emit changed();
    emit this->action(action);
}

void GestureController::select(const Target& target)
{
    selection_ = target;
    gonePlace_.reset();
    if (target.kind == Target::Kind::HandWager && target.bettor == 0)
        selection_.kind = Target::Kind::HandCards;
    notice_.clear();
    emit changed();
}

void GestureController::selectSeat(int seat)
{
    if (seat == 0) {
        select({Target::Kind::DealerCards});
        return;
    }
    // The seat's hands still on the table: one of them is selected itself, several as the whole seat
    // (the arrows then choose; a split hand already picked up is not a choice).
    const std::vector<int> onTable = state_ ? handsOnTable(*state_, seat) : std::vector<int>{};
    select({Target::Kind::HandCards, seat,
            onTable.size() > 1 ? Target::kWholeSeat : (onTable.empty() ? 0 : onTable.front())});
}

bool GestureController::clickBetweenRounds(const Target& target)
{
    const std::optional<int> typed = typedTotal();
    switch (target.kind) {
    case Target::Kind::CardStack:
        if (typed)
            emitAction(DealerAction::cut(*typed));
        else {
            inHand_ = inHand_.is(InHand::Kind::Cards) ? InHand::nothing() : InHand::cards();
            emit changed();
        }
        return true;
    case Target::Kind::CoverCard:
        if (typed)
            emitAction(DealerAction::insertCoverCard(*typed));
        else
            notice(tr("Type how many cards go behind the cover card, then click it."));
        return true;
    case Target::Kind::Shuffler: emitAction(DealerAction::simple(ActionKind::Shuffle)); return true;
    case Target::Kind::Shoe:
        if (!inHand_.is(InHand::Kind::Cards))
            return false;
        emitAction(DealerAction::simple(ActionKind::LoadShoe));
        return true;
    case Target::Kind::HandCards:
    case Target::Kind::HandWager:
        if (inHand_.is(InHand::Kind::Cards))
            emitAction(DealerAction::offerCut(target.seat));
        else
            select(target);
        return true;
    default: return false;
    }
}

void GestureController::click(const Target& target, Qt::KeyboardModifiers modifiers)
{
    notice_.clear();
    if (betweenRounds() && clickBetweenRounds(target))
        return;
    switch (target.kind) {
    case Target::Kind::Shoe:
        inHand_ = inHand_.is(InHand::Kind::Card) ? InHand::nothing() : InHand::card();
        emit changed();
        return;
    case Target::Kind::TrayChip:
        inHand_ = InHand::chips(inHand_.chipsAmount() + target.chip);
        emit changed();
        return;
    case Target::Kind::Tray:
        if (inHand_.is(InHand::Kind::Chips))
            inHand_ = InHand::nothing();
        emit changed();
        return;
    case Target::Kind::Rack:
        if (inHand_.is(InHand::Kind::Card))
            emitAction(DealerAction::burn());
        else
            command(ActionKind::PickUpHand);
        return;
    case Target::Kind::Reader: emitAction(DealerAction::simple(ActionKind::Peek)); return;
    case Target::Kind::HoleSlot:
        emitAction(inHand_.is(InHand::Kind::Card) ? DealerAction::dealHoleCard()
                                                  : DealerAction::simple(ActionKind::RevealHoleCard));
        return;
    case Target::Kind::DealerCards:
    case Target::Kind::HandCards:
        if (inHand_.is(InHand::Kind::Card))
            emitAction(DealerAction::deal(spotOf(target)));
        else
            select(target);
        return;
    case Target::Kind::HandWager:
    case Target::Kind::MatchWager:
    case Target::Kind::InsuranceWager:
    case Target::Kind::Award:
    case Target::Kind::BonusSpinWager:
    case Target::Kind::XtremeWager: clickSpot(target, modifiers); return;
    case Target::Kind::CardStack:
    case Target::Kind::CoverCard:
    case Target::Kind::Shuffler:
    case Target::Kind::None: return;
    }
}

void GestureController::drag(const Target& from, const Target& to)
{
    notice_.clear();
    if (betweenRounds())
        return;
    const Spot source = spotOf(from);
    const Money chips = amountOn(source);
    if (chips.isZero()) {
        notice(tr("No chips lie on %1 to move.").arg(placeName(from).toLower()));
        return;
    }
    if (to.kind == Target::Kind::Tray || to.kind == Target::Kind::TrayChip) {
        emitAction(DealerAction::collect(source, chips));
        return;
    }
    const Spot destination = spotOf(to);
    if (destination.kind == Spot::Kind::None || destination.kind == Spot::Kind::Dealer) {
        notice(tr("Drop the chips into the tray to collect them."));
        return;
    }
    emitAction(DealerAction::moveChips(source, destination));
}

void GestureController::clickSpot(const Target& target, Qt::KeyboardModifiers modifiers)
{
    const Spot spot = spotOf(target);
    if (inHand_.is(InHand::Kind::Card) && target.kind == Target::Kind::HandWager) {
        emitAction(DealerAction::deal(spot));
        return;
    }
    const std::optional<Money> typed = typedAmount();
    if (modifiers.testFlag(Qt::ShiftModifier)) {
        emitAction(DealerAction::collect(spot, typed ? *typed : amountOn(spot)));
        return;
    }
    if (inHand_.is(InHand::Kind::Chips)) {
        emitAction(DealerAction::pay(spot, inHand_.chipsAmount()));
        return;
    }
    if (typed) {
        emitAction(DealerAction::pay(spot, *typed));
        return;
    }
    if (amountOn(spot).isZero()) {
        select(target);
        return;
    }
    emitAction(DealerAction::collect(spot, amountOn(spot)));
}

void GestureController::command(ActionKind kind)
{
    notice_.clear();
    const Aim aim = commandFor(kind).aim;
    switch (aim) {
    case Aim::Nothing: emitAction(DealerAction::simple(kind)); return;
    case Aim::Hand:
    case Aim::HandOrDealer:
        if (const Spot spot = selectedSpot(aim == Aim::HandOrDealer); spot.kind != Spot::Kind::None)
            emitAction(DealerAction::simple(kind, spot));
        return;
    case Aim::Seat:
        if (const int seat = selectedSeat(); seat != 0)
            emitAction(DealerAction::simple(kind, Spot::player(seat)));
        return;
    case Aim::Own: commandOfItsOwn(kind); return;
    }
}

void GestureController::commandOfItsOwn(ActionKind kind)
{
    const std::optional<Money> typed = typedAmount();
    const std::optional<int> total = typedTotal();
    switch (kind) {
    case ActionKind::Collect:
        if (handNotChosen())
            return;
        if (const Spot spot = spotOf(selection_); spot.kind != Spot::Kind::None && spot.kind != Spot::Kind::Dealer)
            emitAction(DealerAction::collect(spot, typed ? *typed : amountOn(spot)));
        else
            notice(tr("Select the wager to collect first (Ctrl+1-7, arrows, or click its cards)."));
        return;
    case ActionKind::Pay: {
        if (handNotChosen())
            return;
        const Spot spot = spotOf(selection_);
        const Money amount = inHand_.is(InHand::Kind::Chips) ? inHand_.chipsAmount() : typed.value_or(Money());
        if (spot.kind == Spot::Kind::None || spot.kind == Spot::Kind::Dealer)
            notice(tr("Select the winning wager first (Ctrl+1-7, arrows, or click its cards)."));
        else if (amount.isZero())
            notice(tr("Build a stack from the chip tray or type the amount, then pay."));
        else
            emitAction(DealerAction::pay(spot, amount));
        return;
    }
    case ActionKind::MoveChips: {
        if (handNotChosen())
            return;
        const Spot from = spotOf(selection_);
        const std::optional<Spot> onto = typedHand();
        if (from.kind == Spot::Kind::None || from.kind == Spot::Kind::Dealer)
            notice(tr("Select the wager whose chips you move first (Ctrl+1-7, arrows, or click its cards)."));
        else if (!onto)
            notice(tr("Type the seat the chips go to (5, or 5.2 for its second hand), then move them."));
        else
            emitAction(DealerAction::moveChips(from, *onto));
        return;
    }
    case ActionKind::AskPlayer:
        if (!total)
            notice(tr("Type the total you announce, then press Enter."));
        else if (const Spot spot = selectedSpot(false); spot.kind != Spot::Kind::None)
            emitAction(DealerAction::announce(ActionKind::AskPlayer, spot, *total));
        return;
    case ActionKind::AnnounceDealerTotal:
        if (total)
            emitAction(DealerAction::announce(ActionKind::AnnounceDealerTotal, Spot::none(), *total));
        else
            notice(tr("Type the dealer's total first, then press T (or select the dealer with Ctrl+0 and press "
                      "Enter)."));
        return;
    // The Hot Spot wheel when the Xtreme 16 circle is selected, else the seat's Bonus Spin wheel.
    case ActionKind::SpinWheel:
        if (selection_.kind == Target::Kind::XtremeWager && selection_.seat > 0)
            emitAction(DealerAction::simple(kind, Spot::xtreme(selection_.seat)));
        else if (const int seat = selectedSeat(); seat != 0)
            emitAction(DealerAction::simple(kind, Spot::player(seat)));
        return;
    case ActionKind::TakeCoupon:
        if (handNotChosen())
            return;
        if (const Spot spot = spotOf(selection_);
            spot.kind == Spot::Kind::PlayerHand || spot.kind == Spot::Kind::MatchWager)
            emitAction(DealerAction::simple(kind, spot));
        else
            notice(tr("Select the paid wager whose coupon you take first (Ctrl+1-7, Up for Match-the-Dealer, or "
                      "click its place)."));
        return;
    case ActionKind::ChangeCash:
        if (const int seat = selectedSeat(); seat != 0)
            emitAction({kind, Spot::player(seat), typed ? *typed : cashOn(seat), 0, {}});
        return;
    case ActionKind::SettleSurrender: // the typed amount, else half the wager
    case ActionKind::SettleRescue:    // the typed amount, else the original wager
        if (const Spot spot = selectedSpot(false); spot.kind != Spot::Kind::None) {
            const Money wager = state_->stake(spot).wager;
            const Money otherwise = kind == ActionKind::SettleSurrender ? Money::cents(wager.inCents() / 2) : wager;
            emitAction({kind, spot, typed.value_or(otherwise), 0, {}});
        }
        return;
    case ActionKind::DrawDeterminant: // the typed side, else the side the shoe faces
        if (total && *total != 1 && *total != 2)
            notice(tr("A double shoe has two sides: type 1 for the red backs or 2 for the blue, then Shift+N."));
        else
            emitAction(DealerAction::drawDeterminant(total ? (*total == 2 ? CardBack::Blue : CardBack::Red)
                                                           : state_->shoe.dealingSide()));
        return;
    case ActionKind::Cut:
        if (total)
            emitAction(DealerAction::cut(*total));
        else
            notice(tr("Type how many cards go above the cover card, then Cut."));
        return;
    case ActionKind::OfferCut:
        if (total)
            emitAction(DealerAction::offerCut(*total));
        else if (selection_.kind == Target::Kind::HandCards)
            emitAction(DealerAction::offerCut(selection_.seat));
        else
            notice(tr("Type the seat (1-7) to offer the cut, then Shift+O; or click the stack (in a round, the seat), "
                      "then the seat."));
        return;
    case ActionKind::InsertCoverCard:
        if (total)
            emitAction(DealerAction::insertCoverCard(*total));
        else
            notice(tr("Type how many cards go behind the cover card, then V (or click the cover card)."));
        return;
    default: throw std::logic_error("a command of its own aim without its gestures in commandOfItsOwn");
    }
}

bool GestureController::key(int key, Qt::KeyboardModifiers modifiers, const QString& text)
{
    if (modifiers.testFlag(Qt::ControlModifier)) {
        if (betweenRounds() || key < Qt::Key_0 || key > Qt::Key_0 + kSeatCount)
            return false;
        selectSeat(key - Qt::Key_0);
        return true;
    }
    const bool digit = text.size() == 1 && text.front().isDigit();
    if (digit || (text == QLatin1String(".") && !typed_.contains('.'))) {
        typed_ += text;
        notice_.clear();
        emit changed();
        return true;
    }
    switch (key) {
    case Qt::Key_Backspace:
        typed_.chop(1);
        emit changed();
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (betweenRounds())
            return false;
        if (selection_.kind == Target::Kind::None && !typed_.isEmpty())
            notice(tr("Typed \"%1\": select the hand it is for (Ctrl+1-7, arrows, or click its cards) and press "
                      "Enter, or press T to announce it as the dealer's total.")
                       .arg(typed_));
        else
            command(selection_.kind == Target::Kind::DealerCards ? ActionKind::AnnounceDealerTotal
                                                                 : ActionKind::AskPlayer);
        return true;
    case Qt::Key_Escape:
        if (!typed_.isEmpty())
            typed_.clear();
        else if (!inHand_.is(InHand::Kind::Nothing))
            inHand_ = InHand::nothing();
        else
            selection_ = {};
        notice_.clear();
        emit changed();
        return true;
    case Qt::Key_Left: moveSelection(-1); return true;
    case Qt::Key_Right:
    case Qt::Key_Tab: moveSelection(1); return true;
    case Qt::Key_Up:
    case Qt::Key_Down: cycleSpotKind(); return true;
    default: return false;
    }
}

void GestureController::moveSelection(int step)
{
    if (!state_)
        return;
    // The hands and the dealer's cards still on the table, in seat order, the dealer last.
    std::vector<Target> places;
    for (int seat = 1; seat <= kSeatCount; ++seat)
        for (const int hand : handsOnTable(*state_, seat))
            places.push_back({Target::Kind::HandCards, seat, hand});
    if (!state_->dealer.cardsPickedUp)
        places.push_back({Target::Kind::DealerCards});
    if (places.empty())
        return;
    if (selection_.wholeSeat()) { // Right: the seat's first hand on the table; Left: its last
        std::vector<Target> seatHands;
        std::copy_if(places.begin(), places.end(), std::back_inserter(seatHands),
                     [&](const Target& place) { return place.seat == selection_.seat; });
        if (!seatHands.empty()) {
            select(step > 0 ? seatHands.front() : seatHands.back());
            return;
        }
    }
    const auto count = static_cast<std::ptrdiff_t>(places.size());
    std::ptrdiff_t index = 0;
    if (selection_.kind == Target::Kind::None && gonePlace_) {
        // From the place of the hand just picked up: the first place after it, or the last before it.
        const auto order = [](const Target& place) {
            return place.kind == Target::Kind::DealerCards ? std::pair{kSeatCount + 1, 0}
                                                           : std::pair{place.seat, place.hand};
        };
        const auto after = std::find_if(places.begin(), places.end(),
                                        [&](const Target& place) { return order(place) > order(*gonePlace_); });
        index = (after - places.begin()) + (step > 0 ? 0 : -1);
    } else {
        Target current = selection_;
        if (current.kind != Target::Kind::DealerCards)
            current = {Target::Kind::HandCards, current.seat,
                       current.kind == Target::Kind::HandCards ? current.hand : 0};
        const auto it = std::find(places.begin(), places.end(), current);
        index = (it == places.end() ? (step > 0 ? -1 : count) : it - places.begin()) + step;
    }
    index = (index % count + count) % count;
    select(places[static_cast<std::size_t>(index)]);
}

void GestureController::cycleSpotKind()
{
    if (selection_.seat == 0)
        return;
    const int hand = selection_.kind == Target::Kind::HandCards || selection_.kind == Target::Kind::HandWager
                         ? std::max(selection_.hand, 0)
                         : 0;
    const std::vector<Target> places = seatSelectionCycle(state_, selection_.seat, hand);
    const auto it = std::find(places.begin(), places.end(), selection_);
    // A seat in several hands selected whole goes on as its hands do.
    const std::size_t index = it == places.end() ? 0 : static_cast<std::size_t>(it - places.begin());
    select(places[(index + 1) % places.size()]);
}

std::optional<Money> GestureController::typedAmount() const
{
    const auto amount = typed_.isEmpty() ? std::nullopt : parseMoney(typed_.toStdString());
    if (!amount || amount->isZero())
        return std::nullopt;
    return amount;
}

std::optional<int> GestureController::typedTotal() const
{
    bool ok = false;
    const int total = typed_.toInt(&ok);
    return ok ? std::optional<int>(total) : std::nullopt;
}

std::optional<Spot> GestureController::typedHand() const
{
    const QStringList parts = typed_.split(QLatin1Char('.'));
    bool seatRead = false;
    bool handRead = true;
    const int seat = parts.front().toInt(&seatRead);
    const int hand = parts.size() > 1 ? parts.back().toInt(&handRead) : 1;
    if (!seatRead || !handRead || seat < 1 || seat > kSeatCount || hand < 1 || hand > 4)
        return std::nullopt;
    return Spot::player(seat, hand - 1);
}

Spot GestureController::selectedSpot(bool dealerAllowed)
{
    if (handNotChosen())
        return Spot::none();
    const Spot spot = spotOf(selection_);
    if (spot.kind == Spot::Kind::PlayerHand || (dealerAllowed && spot.kind == Spot::Kind::Dealer))
        return spot;
    notice(dealerAllowed ? tr("Select a hand or the dealer first (Ctrl+1-7, Ctrl+0, arrows, or click the cards).")
                         : tr("Select the player's hand first (Ctrl+1-7, arrows, or click its cards)."));
    return Spot::none();
}

int GestureController::selectedSeat()
{
    if ((selection_.kind == Target::Kind::HandCards || selection_.kind == Target::Kind::HandWager) &&
        selection_.seat > 0)
        return selection_.seat;
    notice(tr("Select the player's seat first (Ctrl+1-7, arrows, or click its cards)."));
    return 0;
}

bool GestureController::handNotChosen()
{
    if (!selection_.wholeSeat())
        return false;
    notice(tr("Seat %1 has %2 hands: choose one with the arrows (Right: the first, Left: the last) or click its "
              "cards.")
               .arg(selection_.seat)
               .arg(state_ ? state_->seat(selection_.seat).hands.size() : 0));
    return true;
}

Money GestureController::amountOn(const Spot& spot) const { return state_ ? state_->wagerAt(spot) : Money(); }

Money GestureController::cashOn(int seat) const
{
    const auto& foul = state_ ? state_->irregular.guestFoul : std::nullopt;
    return foul && foul->kind == FaultKind::VerbalCashWager && foul->seat == seat ? foul->chips : Money();
}

QString GestureController::betweenRoundsStatus() const
{
    if (inHand_.is(InHand::Kind::Cards))
        return tr("The stack in hand: click a seat to offer that player the cut, or the shoe to load it. "
                  "Esc puts it down.");
    if (inHand_.is(InHand::Kind::Card))
        return tr("Card in hand: click the discard rack to burn it. Esc puts it back.");
    if (!typed_.isEmpty())
        return tr("Typed \"%1\": click the stack (Shift+C) to cut %n card(s) from the top, the cover card (V) "
                  "to insert it with %n card(s) behind it; Shift+O offers seat %1 the cut.",
                  nullptr, typed_.toInt())
            .arg(typed_);
    return tr("Between rounds: prepare the shoe. Click the stack, then a seat (the cut) or the shoe (load "
              "it); a number, then the stack (cut) or the cover card (insert).");
}

QString GestureController::status() const
{
    if (!notice_.isEmpty())
        return notice_;
    if (betweenRounds())
        return betweenRoundsStatus();
    if (inHand_.is(InHand::Kind::Card))
        return tr("Card in hand: click a hand or the dealer's place to deal it, the hole-card place to deal it "
                  "face down, or the discard rack to burn it. Esc puts it back.");
    if (inHand_.is(InHand::Kind::Chips))
        return tr("Payout stack %1 in hand: click the winning wager to pay it (more chips add to it). "
                  "Esc returns the chips.")
            .arg(moneyText(inHand_.chipsAmount()));
    QString place = placeName(selection_);
    if (selection_.bettor > 0 && state_) // a wager behind the caller's on a shared box
        place += tr(", %1's wager in line").arg(QString::fromStdString(state_->playerAt(spotOf(selection_))));
    if (!typed_.isEmpty()) {
        QString text = tr("Typed \"%1\"").arg(typed_);
        if (selection_.kind == Target::Kind::DealerCards)
            return text + tr(": Enter announces the dealer's total %1.").arg(typed_);
        if (selection_.kind == Target::Kind::HandCards && !selection_.wholeSeat())
            text += tr(": Enter announces %1 and asks %2").arg(typed_, place.toLower());
        if (selection_.kind == Target::Kind::None)
            text += tr(": T announces it as the dealer's total");
        if (const auto amount = typedAmount())
            text += tr("; click a wager (or P) to pay %1, Shift-click (or C) to collect %1").arg(moneyText(*amount));
        return text + QLatin1Char('.');
    }
    if (selection_.holdsWager())
        return tr("%1 selected: P pays the stack, C collects it all; Up/Down for the other wagers.").arg(place);
    if (selection_.kind == Target::Kind::DealerCards)
        return tr("The dealer selected: D deals a card, type the total and Enter to announce it, X picks up.");
    if (selection_.wholeSeat())
        return tr("Seat %1 selected, in several hands: Right chooses the first hand, Left the last; commands for "
                  "the player (Fix wager, Hands off, ...) act on the seat.")
            .arg(selection_.seat);
    if (selection_.kind == Target::Kind::HandCards)
        return tr("%1 selected: type the total and Enter to ask the player; D deals, C collects, S splits, "
                  "X picks up. Up/Down: %2Match-the-Dealer, insurance, bonus; arrows: next hand.")
            .arg(place,
                 state_ && !state_->seat(selection_.seat).backers.empty() ? tr("the wagers in line, ") : QString());
    return tr("Click the shoe for a card, tray chips for a payout, a hand's cards to select it. Type "
              "totals on the pad or the keys; Ctrl+1-7 selects a seat, Ctrl+0 the dealer.");
}

} // namespace s21::app

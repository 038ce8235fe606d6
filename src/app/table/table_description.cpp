#include "app/table/table_description.h"

#include <QStringList>

namespace s21::app {

namespace {

// What the seat's player is doing against the rules (MD-S21 6.C-E, 7.U; MA-S21 5(d), 5(h)-(j), 7(k)).
QString guestFoulSignal(const GuestFoul& foul)
{
    switch (foul.kind) {
    case FaultKind::LateWager: return QStringLiteral("slides %1 on, late").arg(moneyText(foul.chips));
    case FaultKind::WagerPressed: return QStringLiteral("adds %1 to the bet").arg(moneyText(foul.chips));
    case FaultKind::WagerPinched: return QStringLiteral("takes %1 back").arg(moneyText(foul.chips));
    case FaultKind::CardsTouched: return QStringLiteral("picks up the cards");
    case FaultKind::CallFromBehind: return QStringLiteral("a player behind taps for a card");
    case FaultKind::MatchOverWager: return QStringLiteral("%1 more on Match").arg(moneyText(foul.chips));
    case FaultKind::InsuranceOverHalf: return QStringLiteral("%1 more on insurance").arg(moneyText(foul.chips));
    case FaultKind::VerbalCashWager:
        return foul.confirmed ? QStringLiteral("\"Thanks, change please\"")
                              : QStringLiteral("\"%1 cash plays\"").arg(moneyText(foul.chips));
    case FaultKind::WagerOverMaximum: return QStringLiteral("adds %1: over the limit").arg(moneyText(foul.chips));
    case FaultKind::WagerUnderMinimum:
        return QStringLiteral("takes %1 back: under the limit").arg(moneyText(foul.chips));
    case FaultKind::DoubleWagerPressed: return QStringLiteral("adds %1 to the double").arg(moneyText(foul.chips));
    case FaultKind::SplitWagerPressed: return QStringLiteral("adds %1 to a split bet").arg(moneyText(foul.chips));
    case FaultKind::InsurancePressed: return QStringLiteral("%1 more on insurance, late").arg(moneyText(foul.chips));
    case FaultKind::WagerAfterSittingOut: return QStringLiteral("back in after sitting out");
    case FaultKind::ExtraBoxWager: return QStringLiteral("one box too many");
    case FaultKind::CouponOverWager: return QStringLiteral("\"my %1 coupon plays\"").arg(moneyText(foul.chips));
    default: return {};
    }
}

// What the seat's player says or does about an irregularity at their seat (MD-S21 13.G, 13.M-O).
QString irregularSignal(const RoundState& state, int seat)
{
    const Irregularities& irregular = state.irregular;
    if (irregular.guestFoul && irregular.guestFoul->seat == seat)
        return guestFoulSignal(*irregular.guestFoul);
    if (state.seat(seat).dead)
        return QStringLiteral("dead hand · next round");
    const bool passedOver = seat == irregular.seatDealtOneCard || seat == irregular.seatDealtNoCards ||
                            (irregular.passedOverHand && irregular.passedOverHand->seat == seat);
    if (passedOver && irregular.optionAsked)
        return irregular.playerTakesCard ? QStringLiteral("\"I'll take the card\"") : QStringLiteral("\"Dead hand\"");
    if (passedOver)
        return seat == irregular.seatDealtNoCards ? QStringLiteral("no cards!") : QStringLiteral("missed a card!");
    if (irregular.refusedLooseCard[static_cast<std::size_t>(seat)])
        return QStringLiteral("refused the card");
    return {};
}

QString rankName(Rank rank)
{
    switch (rank) {
    case Rank::Ace: return QStringLiteral("ace");
    case Rank::Jack: return QStringLiteral("jack");
    case Rank::Queen: return QStringLiteral("queen");
    case Rank::King: return QStringLiteral("king");
    default: return QString::number(static_cast<int>(rank));
    }
}

QString suitName(Suit suit)
{
    switch (suit) {
    case Suit::Clubs: return QStringLiteral("clubs");
    case Suit::Diamonds: return QStringLiteral("diamonds");
    case Suit::Hearts: return QStringLiteral("hearts");
    case Suit::Spades: return QStringLiteral("spades");
    }
    return {};
}

// A hand's total as a player would hear it: "14", "soft 17", "24, bust".
QString totalText(const Hand& hand)
{
    if (hand.isBust())
        return QStringLiteral("%1, bust").arg(hand.total());
    return hand.isSoft() ? QStringLiteral("soft %1").arg(hand.total()) : QString::number(hand.total());
}

// "7 of spades, 7 of hearts, 14", or "no cards".
QString cardsText(const Hand& hand)
{
    if (hand.cardCount() == 0)
        return QStringLiteral("no cards");
    QStringList words;
    for (const Card card : hand.cards())
        words << cardName(card);
    words << totalText(hand);
    return words.join(QStringLiteral(", "));
}

QString handStatusText(const PlayerHand& hand)
{
    switch (hand.status) {
    case HandStatus::Blackjack: return QStringLiteral("blackjack");
    case HandStatus::Surrendered:
        return hand.surrenderOnCards ? QStringLiteral("surrendered, wager on the cards")
                                     : QStringLiteral("surrendered");
    case HandStatus::Rescued: return QStringLiteral("double down rescued");
    case HandStatus::Settled: return QStringLiteral("settled");
    default: return {};
    }
}

QString dealerText(const RoundState& state)
{
    const DealerHand& dealer = state.dealer;
    if (dealer.cardsPickedUp)
        return QStringLiteral("Dealer: cards picked up");
    if (!dealer.hasUpCard())
        return QStringLiteral("Dealer: no cards");
    if (state.holeCardHidden()) {
        QString text = QStringLiteral("Dealer: %1 up, hole card face down").arg(cardName(dealer.upCard()));
        if (dealer.peeked)
            text += QStringLiteral(", peeked");
        return text;
    }
    return QStringLiteral("Dealer: %1").arg(cardsText(dealer.cards));
}

QString seatName(const Seat& s, int seat)
{
    return QStringLiteral("Seat %1, %2").arg(seat).arg(QString::fromStdString(s.player));
}

// What a settled wager left for the player to take (PaidChips): the wager returned, and the payout
// beside it.
QString paidText(const PaidChips& paid)
{
    if (paid.payout.isZero())
        return QStringLiteral("wager %1 returned").arg(moneyText(paid.wager));
    return QStringLiteral("wager %1 returned, paid %2 beside it").arg(moneyText(paid.wager), moneyText(paid.payout));
}

// A side wager on its place, or what its settlement left there.
void describeSideWager(const QString& who, const Target& place, const QString& name, Money wager, const PaidChips& paid,
                       std::vector<TableElement>& out)
{
    if (!wager.isZero())
        out.push_back(
            {TableElement::Kind::Wager, place, QStringLiteral("%1: %2 wager %3").arg(who, name, moneyText(wager))});
    else if (!paid.total().isZero())
        out.push_back({TableElement::Kind::Wager, place, QStringLiteral("%1: %2 %3").arg(who, name, paidText(paid))});
}

// A hand's wager in words after its cards: what its settlement left there, or the wager and its double.
QString wagerText(Money wager, Money doubleWager, const PaidChips& paid)
{
    if (!paid.total().isZero())
        return QStringLiteral("; %1").arg(paidText(paid));
    QString text = QStringLiteral("; wager %1").arg(moneyText(wager));
    if (!doubleWager.isZero())
        text += QStringLiteral(", double down %1").arg(moneyText(doubleWager));
    return text;
}

// The wagers behind the caller's on one of a shared box's hands (MA-S21 13(c)), one element each with
// its player, bankroll and choices; a zero stake (a split hand the wager did not go to) is not there.
void describeLine(const Seat& s, int seat, int hand, std::vector<TableElement>& out)
{
    const PlayerHand& h = s.hands[static_cast<std::size_t>(hand)];
    const int hands = static_cast<int>(s.hands.size());
    for (std::size_t b = 0; b < h.behind.size(); ++b) {
        const BehindStake& stake = h.behind[b];
        if (stake.wager.isZero() && stake.doubleWager.isZero() && stake.paid.total().isZero())
            continue;
        const Backer& backer = s.backers[b];
        QString text =
            QStringLiteral("Seat %1%2, wager %3 in line: %4 (bankroll %5, %6)")
                .arg(seat)
                .arg(hands > 1 ? QStringLiteral(", hand %1 of %2").arg(hand + 1).arg(hands) : QString())
                .arg(b + 2)
                .arg(QString::fromStdString(backer.player()), moneyText(backer.bankroll),
                     QStringLiteral("%1 · %2").arg(doubleChoiceText(backer.setup), splitChoiceText(backer.setup)));
        text += wagerText(stake.wager, stake.doubleWager, stake.paid);
        out.push_back({TableElement::Kind::Wager,
                       Target::inLine(Target::Kind::HandWager, seat, hand, static_cast<int>(b) + 1), text});
    }
}

void describeSeat(const RoundState& state, int seat, int waved, int thinking, const std::string* sittingOut,
                  std::vector<TableElement>& out)
{
    using Kind = TableElement::Kind;
    const Seat& s = state.seat(seat);
    if (!s.occupied) {
        out.push_back(
            {Kind::Player,
             {},
             sittingOut ? QStringLiteral("Seat %1, %2: sitting out").arg(seat).arg(QString::fromStdString(*sittingOut))
                        : QStringLiteral("Seat %1: open").arg(seat)});
        return;
    }
    const QString who = seatName(s, seat);
    QString player = QStringLiteral("%1: bankroll %2").arg(who, moneyText(s.inFront())); // in front of the player
    if (const QString signal = seatSignal(state, seat, waved, thinking); !signal.isEmpty())
        player += QStringLiteral("; signal: %1").arg(signal);
    out.push_back({Kind::Player, {Target::Kind::HandCards, seat, 0}, player});

    const int hands = static_cast<int>(s.hands.size());
    for (int i = 0; i < hands; ++i) {
        const PlayerHand& hand = s.hands[static_cast<std::size_t>(i)];
        QString text = hands > 1 ? QStringLiteral("%1, hand %2 of %3: ").arg(who).arg(i + 1).arg(hands)
                                 : QStringLiteral("%1: ").arg(who);
        text += hand.cardsPickedUp ? QStringLiteral("cards picked up") : cardsText(hand.cards);
        if (const QString status = handStatusText(hand); !status.isEmpty())
            text += QStringLiteral(", %1").arg(status);
        text += wagerText(hand.wager, hand.doubleWager, hand.paid);
        if (!hand.coupon.isZero())
            text += QStringLiteral(", match play coupon %1").arg(moneyText(hand.coupon));
        if (!s.backers.empty())
            text +=
                QStringLiteral("; %1 calls the decisions%2")
                    .arg(QString::fromStdString(s.player), s.callerSeated ? QString() : QStringLiteral(", standing"));
        out.push_back({Kind::Hand, {Target::Kind::HandCards, seat, i}, text});
        describeLine(s, seat, i, out);
    }
    describeSideWager(who, {Target::Kind::MatchWager, seat}, QStringLiteral("Match-the-Dealer"), s.matchWager,
                      s.matchPaid, out);
    if (!s.matchCoupon.isZero())
        out.push_back({Kind::Wager,
                       {Target::Kind::MatchWager, seat},
                       QStringLiteral("%1: Match-the-Dealer match play coupon %2").arg(who, moneyText(s.matchCoupon))});
    describeSideWager(who, {Target::Kind::InsuranceWager, seat}, QStringLiteral("insurance"), s.insuranceWager,
                      s.insurancePaid, out);
    for (std::size_t b = 0; b < s.backers.size(); ++b) {
        const Backer& backer = s.backers[b];
        describeSideWager(QStringLiteral("%1, %2 behind").arg(who, QString::fromStdString(backer.player())),
                          Target::inLine(Target::Kind::InsuranceWager, seat, 0, static_cast<int>(b) + 1),
                          QStringLiteral("insurance"), backer.insuranceWager, backer.insurancePaid, out);
    }
    describeSideWager(who, {Target::Kind::BonusSpinWager, seat}, QStringLiteral("Bonus Spin"), s.bonusSpin.wager,
                      s.bonusSpin.paid, out);
    describeSideWager(who, {Target::Kind::XtremeWager, seat}, QStringLiteral("Xtreme 16"), s.xtreme.wager,
                      s.xtreme.paid, out);
}

} // namespace

QString moneyText(Money amount) { return QString::fromStdString(formatMoney(amount)); }

QString seatNameText(int seat, const std::string& player)
{
    return QStringLiteral("%1 · %2").arg(seat).arg(QString::fromStdString(player));
}

QString cardCountText(int cards)
{
    return cards == 1 ? QStringLiteral("1 card") : QStringLiteral("%1 cards").arg(cards);
}

QString cardName(Card card) { return QStringLiteral("%1 of %2").arg(rankName(card.rank), suitName(card.suit)); }

QString signalText(Decision decision, Money doubled)
{
    switch (decision) {
    case Decision::Hit: return QStringLiteral("taps: HIT");
    case Decision::Stand: return QStringLiteral("waves: STAND");
    case Decision::Double:
        return doubled.isZero() ? QStringLiteral("chips beside: DOUBLE")
                                : QStringLiteral("chips beside: DOUBLE %1").arg(moneyText(doubled));
    case Decision::Split: return QStringLiteral("chips beside: SPLIT");
    case Decision::Surrender: return QStringLiteral("says: SURRENDER");
    }
    return {};
}

QString signalText(const RoundState& state, int seat, const ShownDecision& shown)
{
    return signalText(shown.decision, state.seat(seat).hands[static_cast<std::size_t>(shown.hand)].doubleWager);
}

std::optional<ShownDecision> shownDecision(const RoundState& state, int seat, int waved)
{
    const auto& hands = state.seat(seat).hands;
    for (std::size_t h = 0; h < hands.size(); ++h)
        if (hands[h].signal && hands[h].status == HandStatus::Playing)
            return ShownDecision{*hands[h].signal, static_cast<int>(h)};
    if (seat != waved)
        return std::nullopt;
    for (std::size_t h = hands.size(); h-- > 0;)
        if (hands[h].status == HandStatus::Standing)
            return ShownDecision{Decision::Stand, static_cast<int>(h)};
    return std::nullopt;
}

bool saysEvenMoney(const RoundState& state, int seat)
{
    const auto& hands = state.seat(seat).hands;
    return !hands.empty() && hands.front().evenMoney && !hands.front().cardsPickedUp;
}

QString seatSignal(const RoundState& state, int seat, int waved, int thinking)
{
    if (seat == thinking)
        return QStringLiteral("thinking…");
    if (const QString irregular = irregularSignal(state, seat); !irregular.isEmpty())
        return irregular;
    if (saysEvenMoney(state, seat))
        return QStringLiteral("says: EVEN MONEY");
    const std::optional<ShownDecision> shown = shownDecision(state, seat, waved);
    return shown ? signalText(state, seat, *shown) : QString();
}

QString doubleChoiceText(const BehindSetup& behind)
{
    return behind.doubles ? QStringLiteral("doubles") : QStringLiteral("stays");
}

QString splitChoiceText(const BehindSetup& behind)
{
    return behind.splitHand == 0 ? QStringLiteral("covers") : QStringLiteral("hand %1").arg(behind.splitHand);
}

QString lineStakeToolTip(const Seat& seat, int hand, int bettor)
{
    const BehindSetup& setup = seat.backers[static_cast<std::size_t>(bettor - 1)].setup;
    const BehindStake& stake = seat.hands[static_cast<std::size_t>(hand)].behind[static_cast<std::size_t>(bettor - 1)];
    return QStringLiteral("%1: %2 with the caller · a split: %3")
               .arg(QString::fromStdString(setup.player), doubleChoiceText(setup), splitChoiceText(setup)) +
           wagerText(stake.wager, stake.doubleWager, stake.paid);
}

QString lineNameText(const Seat& seat, int bettor, std::optional<Decision> shown)
{
    if (bettor == 0)
        return QString::fromStdString(seat.player);
    const BehindSetup& setup = seat.backers[static_cast<std::size_t>(bettor - 1)].setup;
    const QString name = QString::fromStdString(setup.player);
    if (shown == Decision::Double)
        return QStringLiteral("%1: %2").arg(name, doubleChoiceText(setup));
    if (shown == Decision::Split)
        return QStringLiteral("%1: %2").arg(name, splitChoiceText(setup));
    return name;
}

QString sharedLineText(const Seat& seat, int seatNumber, int hand)
{
    if (seat.backers.empty())
        return {};
    const PlayerHand& h = seat.hands[static_cast<std::size_t>(hand)];
    QStringList wagers;
    for (int bettor = 0; bettor <= static_cast<int>(h.behind.size()); ++bettor) {
        const BehindStake* stake = bettor == 0 ? nullptr : &h.behind[static_cast<std::size_t>(bettor - 1)];
        const Money wager = stake ? stake->wager : h.wager;
        const Money doubled = stake ? stake->doubleWager : h.doubleWager;
        const PaidChips& paid = stake ? stake->paid : h.paid;
        QString amounts;
        if (!paid.total().isZero())
            amounts = paid.payout.isZero()
                          ? moneyText(paid.wager)
                          : QStringLiteral("%1 paid %2").arg(moneyText(paid.wager), moneyText(paid.payout));
        else if (!wager.isZero())
            amounts = doubled.isZero() ? moneyText(wager) : moneyText(wager) + QLatin1Char('+') + moneyText(doubled);
        if (!amounts.isEmpty())
            wagers << lineNameText(seat, bettor, std::nullopt) + QLatin1Char(' ') + amounts;
    }
    if (wagers.isEmpty())
        return {};
    const QString where = seat.hands.size() == 1 ? QString::number(seatNumber)
                                                 : QStringLiteral("%1, hand %2").arg(seatNumber).arg(hand + 1);
    return where + QStringLiteral(": ") + wagers.join(QStringLiteral(" · "));
}

QString callerText(const Seat& seat)
{
    if (seat.backers.empty())
        return {};
    return seat.callerSeated ? QStringLiteral(" · calls") : QStringLiteral(" · calls, standing");
}

const std::string* sittingOutAt(const std::vector<std::pair<int, std::string>>& sittingOut, int seat)
{
    for (const auto& [at, name] : sittingOut)
        if (at == seat)
            return &name;
    return nullptr;
}

std::vector<TableElement> describeRound(const RoundState& state, int waved, int thinking,
                                        const std::vector<std::pair<int, std::string>>& sittingOut)
{
    using Kind = TableElement::Kind;
    std::vector<TableElement> out;
    QString shoe = QStringLiteral("Shoe: %1").arg(cardCountText(state.shoe.remaining()));
    if (state.shoe.coverCardReached() && !state.coverCardSeen)
        shoe += QStringLiteral(", cover card showing");
    else if (const auto next = state.shoe.shownNext(); next && next->faceUp)
        shoe += QStringLiteral(", next card face up: %1").arg(cardName(next->card));
    if (state.shoe.isDouble()) { // MD-BJ 3.C: the side dealing, the other, their segregated areas, a determinant card
        const CardBack dealing = state.shoe.dealingSide();
        const CardBack other = otherBack(dealing);
        shoe += QStringLiteral(", a double shoe dealing from its %1 side; %2 side: %3")
                    .arg(cardBackName(dealing), cardBackName(other), cardCountText(state.shoe.remainingIn(other)));
        for (const CardBack side : kBothBacks)
            if (const auto segregated = state.shoe.segregated(side).size(); segregated > 0)
                shoe += QStringLiteral("; %1 side's segregated area: %2").arg(cardBackName(side)).arg(segregated);
        if (state.determinant)
            shoe += QStringLiteral("; determinant card drawn: %1").arg(cardName(*state.determinant));
    }
    out.push_back({Kind::Equipment, {Target::Kind::Shoe}, shoe});
    out.push_back({Kind::Equipment,
                   {Target::Kind::Rack},
                   QStringLiteral("Discard rack: %1").arg(cardCountText(state.rack.cardCount()))});
    out.push_back({Kind::Equipment, {Target::Kind::Tray}, QStringLiteral("Chip tray: %1").arg(moneyText(state.tray))});
    if (state.irregular.looseCard)
        out.push_back({Kind::Equipment,
                       {},
                       state.irregular.looseCardExposed
                           ? QStringLiteral("Card drawn in error: %1").arg(cardName(*state.irregular.looseCard))
                           : QStringLiteral("Card drawn in error, face down")});
    if (state.insuranceOffer != InsuranceOffer::NotOffered)
        out.push_back({Kind::Equipment,
                       {},
                       state.insuranceOffer == InsuranceOffer::Closed ? QStringLiteral("Insurance closed")
                                                                      : QStringLiteral("Insurance open")});
    out.push_back({Kind::Dealer, {Target::Kind::DealerCards}, dealerText(state)});
    for (int seat = 1; seat <= kSeatCount; ++seat)
        describeSeat(state, seat, waved, thinking, sittingOutAt(sittingOut, seat), out);
    return out;
}

} // namespace s21::app

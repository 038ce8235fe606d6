#include "core/round/internal/perform.h"

#include "core/round/internal/phase_stages.h"
#include "core/round/internal/round_procedure.h"
#include "core/round/round_errors.h"
#include "core/rules/bonus_spin.h"
#include "core/rules/payout.h"

#include <algorithm>
#include <stdexcept>

namespace s21 {

namespace {

// The next card: a double shoe's determinant card dealt to the first player (MD-BJ 7.C(2)), a card
// drawn in error, when one is waiting (MD-S21 13.E-F), else the shoe's.
Card drawCard(RoundState& state)
{
    if (state.determinant) {
        const Card card = *state.determinant;
        state.determinant.reset();
        state.sideChosen = true;
        return card;
    }
    if (auto& loose = state.irregular.looseCard) {
        const Card card = *loose;
        loose.reset();
        return card;
    }
    if (state.shoe.empty())
        throw ShoeExhausted();
    return state.shoe.draw();
}

DecisionContext contextFor(const RoundState& state, const Spot& spot)
{
    const PlayerHand& hand = state.hand(spot);
    return {spot.seat,
            spot.hand,
            &hand.cards,
            state.dealer.upCard(),
            hand.wager,
            hand.doubleWager,
            decisionOptions(state, spot),
            state.profile.chips.denominations().front()};
}

// A card to a player hand after the initial deal: a hit, a double card, or a split hand's second.
void afterPlayerCard(RoundState& state, const Spot& spot, PlayerModel& players)
{
    PlayerHand& hand = state.hand(spot);
    const bool doubleCard = hand.signal == Decision::Double;
    hand.signal.reset();
    hand.asked = false;
    if (hand.cards.isBust()) {
        hand.status = HandStatus::Busted; // MD-S21 7.O(1)
        return;
    }
    if (doubleCard) {
        // One card only (MD-S21 10.C); then the player may rescue (10.H), where the game has it.
        if (state.profile.gameRules().rescue && players.rescue(contextFor(state, spot)))
            state.rescuePending = true;
        else
            hand.status = HandStatus::Standing;
        return;
    }
    if (hand.cards.total() == 21)
        hand.status = HandStatus::Standing; // no draw on 21 (MD-S21 7.J(2))
}

// A passed-over player's card has been dealt: that irregularity is over (MD-S21 13.N, 13.O(1)).
void clearPassedOver(RoundState& state, const Spot& spot)
{
    Irregularities& irregular = state.irregular;
    if (spot.seat == irregular.seatDealtOneCard && state.phase == Phase::InitialDeal)
        irregular.seatDealtOneCard = 0;
    else if (spot == irregular.passedOverHand)
        irregular.passedOverHand.reset();
    else
        return;
    irregular.optionAsked = false;
}

void dealToPlayer(RoundState& state, const Spot& spot, PlayerModel& players)
{
    PlayerHand& hand = state.hand(spot);
    hand.cards.add(drawCard(state));
    clearPassedOver(state, spot);
    if (state.phase == Phase::InitialDeal) {
        if (hand.cards.isBlackjack(true))
            hand.status = HandStatus::Blackjack;
        return;
    }
    afterPlayerCard(state, spot, players);
}

void dealToDealer(RoundState& state) { state.dealer.cards.add(drawCard(state)); }

// A shared box's players behind the caller who double with the caller, each their whole wager, as
// far as their chips go (MA-S21 13(d); docs/procedure.md, "Shared boxes").
void doubleBehind(Seat& seat, PlayerHand& hand)
{
    for (std::size_t b = 0; b < hand.behind.size(); ++b) {
        BehindStake& stake = hand.behind[b];
        Backer& backer = seat.backers[b];
        if (!backer.setup.doubles || stake.wager.isZero() || backer.bankroll < stake.wager)
            continue;
        backer.bankroll -= stake.wager;
        stake.doubleWager = stake.wager;
        stake.doubledDown = true;
    }
}

// The double down wager goes out with the signal (MD-S21 10.A); a split wager goes on the new hand
// when the dealer splits the pair (11.A).
void askPlayer(RoundState& state, const Spot& spot, PlayerModel& players)
{
    PlayerHand& hand = state.hand(spot);
    Seat& seat = state.seat(spot.seat);
    if (finalTotalToAnnounce(state, spot)) { // a total announced, no decision asked (MA-S21 7(e)-(f))
        hand.asked = true;
        return;
    }
    hand.asked = true;
    hand.status = HandStatus::Playing;
    const Decision decision = players.decide(contextFor(state, spot));
    hand.decided = decision != Decision::Surrender;
    const bool drawsACard = decision == Decision::Hit || decision == Decision::Double || decision == Decision::Split;
    if (state.irregular.looseCard && state.irregular.looseCardExposed && !drawsACard)
        state.irregular.refusedLooseCard[static_cast<std::size_t>(spot.seat)] = true; // MD-S21 13.G
    if (decision == Decision::Stand) {
        hand.status = HandStatus::Standing;
        return;
    }
    hand.signal = decision;
    if (decision == Decision::Double) { // for any amount up to the wager (MD-S21 10.A, MA-S21 9(a))
        const DecisionContext context = contextFor(state, spot);
        const Money amount = players.doubleFor(context);
        if (!doubleAllowed(amount, context))
            throw std::invalid_argument("a double down wager of " + formatMoney(amount) + " on a " +
                                        formatMoney(hand.wager) + " wager");
        seat.bankroll -= amount;
        hand.doubleWager = amount;
        hand.doubledDown = true;
        doubleBehind(seat, hand);
    }
}

// The place in a split hand's line of a player whose wager is on another hand (MA-S21 13(e)).
BehindStake notOnThisHand()
{
    BehindStake none;
    none.settled = true;
    none.placed = false;
    return none;
}

// The wagers behind the caller's on a split pair's new hand (MA-S21 13(e)): each player covers it with
// as much again, or leaves their wager on the hand they chose, the first (it stays on `hand`) or the
// second (it moves). A player whose chips cannot cover it leaves the wager on the first hand
// (docs/procedure.md, "Shared boxes").
std::vector<BehindStake> splitBehind(Seat& seat, PlayerHand& hand)
{
    std::vector<BehindStake> second(hand.behind.size());
    for (std::size_t b = 0; b < hand.behind.size(); ++b) {
        BehindStake& first = hand.behind[b];
        Backer& backer = seat.backers[b];
        if (first.wager.isZero()) {
            second[b] = notOnThisHand(); // nothing of theirs on the pair
            continue;
        }
        if (backer.setup.splitHand == 0 && backer.bankroll >= first.wager) {
            backer.bankroll -= first.wager;
            second[b].wager = first.wager;
        } else if (backer.setup.splitHand == 2) {
            second[b].wager = first.wager;
            first = notOnThisHand();
        } else {
            second[b] = notOnThisHand();
        }
    }
    return second;
}

void splitPair(RoundState& state, const Spot& spot)
{
    Seat& seat = state.seat(spot.seat);
    PlayerHand& hand = state.hand(spot);
    ++seat.splits;
    const Card moved = hand.cards.cards()[1];
    const Money wager = hand.wager;
    hand.cards = Hand({hand.cards.cards()[0]}, HandOrigin::FromSplit);
    hand.signal.reset();
    hand.asked = false;
    hand.decided = false;
    PlayerHand second;
    second.cards = Hand({moved}, HandOrigin::FromSplit);
    second.wager = wager;
    seat.bankroll -= wager;
    second.behind = splitBehind(seat, hand);
    seat.hands.insert(seat.hands.begin() + spot.hand + 1, second);
}

// A settled wager's chips left on the layout beside its place: `returned` of the wager and the
// `payout`, both the player's now and counted in the bankroll (table_state.h: PaidChips).
void leaveOnLayout(Money& bankroll, PaidChips& place, Money returned, Money payout)
{
    bankroll += returned + payout;
    place.wager += returned;
    place.payout += payout;
}

// Where a settled wager's chips are left (PaidChips), and the wager itself, taken off its spot and
// marked settled.
struct SettledWager {
    Money wager;
    PaidChips* place = nullptr;
};

// The wager in a hand's line at `spot` taken off its place and settled; the hand is Settled once every
// wager in its line is.
SettledWager settleStake(RoundState& state, const Spot& spot)
{
    PlayerHand& hand = state.hand(spot);
    SettledWager settled;
    if (spot.bettor == 0) {
        settled = {hand.wager + hand.doubleWager, &hand.paid};
        hand.wager = hand.doubleWager = Money();
        hand.wagerSettled = true;
    } else {
        BehindStake& stake = hand.behind[static_cast<std::size_t>(spot.bettor - 1)];
        settled = {stake.wager + stake.doubleWager, &stake.paid};
        stake.wager = stake.doubleWager = Money();
        stake.settled = true;
    }
    if (hand.wagerSettled &&
        std::all_of(hand.behind.begin(), hand.behind.end(), [](const BehindStake& b) { return b.settled; }))
        hand.status = HandStatus::Settled;
    return settled;
}

// The bankroll of the player whose wager `spot` is: the caller's (the seat's) or a backer's.
Money& bankrollAt(RoundState& state, const Spot& spot)
{
    return spot.bettor == 0 ? state.seat(spot.seat).bankroll : state.backer(spot).bankroll;
}

SettledWager settleWager(RoundState& state, const Spot& spot)
{
    Seat& seat = state.seat(spot.seat);
    const auto take = [](Money& wager, bool& settled) {
        const Money amount = wager;
        wager = Money();
        settled = true;
        return amount;
    };
    switch (spot.kind) {
    case Spot::Kind::MatchWager: return {take(seat.matchWager, seat.matchSettled), &seat.matchPaid};
    case Spot::Kind::Insurance:
        if (spot.bettor > 0) {
            Backer& backer = state.backer(spot);
            return {take(backer.insuranceWager, backer.insuranceSettled), &backer.insurancePaid};
        }
        return {take(seat.insuranceWager, seat.insuranceSettled), &seat.insurancePaid};
    case Spot::Kind::BonusSpin: return {take(seat.bonusSpin.wager, seat.bonusSpin.settled), &seat.bonusSpin.paid};
    case Spot::Kind::Xtreme: return {take(seat.xtreme.wager, seat.xtreme.settled), &seat.xtreme.paid};
    case Spot::Kind::PlayerHand: return settleStake(state, spot);
    case Spot::Kind::Award:
    case Spot::Kind::None:
    case Spot::Kind::Dealer: break;
    }
    return {};
}

// The seat's progressive wager on a spot of `kind`: its Bonus Spin or its Xtreme 16; nullptr for any other.
ProgressiveWager* progressiveAt(Seat& seat, Spot::Kind kind)
{
    return kind == Spot::Kind::BonusSpin ? &seat.bonusSpin : kind == Spot::Kind::Xtreme ? &seat.xtreme : nullptr;
}

// A Jackpot paid puts its meter back to its reset amount, so that the next Jackpot, in this round or
// the next, is paid what the meter reads at its turn: the Xtreme 16's (MD-S21BS 12.E(3)(b), 12.E(4)),
// and the progressive's on paytables B and D (12.D(6)(b), 12.D(7)); a fixed prize stays.
void resetMeter(RoundState& state, Spot::Kind kind, const ProgressiveWager& progressive)
{
    const WheelStop& jackpot = *progressive.stop;
    if (kind == Spot::Kind::Xtreme) {
        const XtremeMeters& reset = state.profile.xtreme.reset;
        (jackpot.secondary ? state.xtremeMeters.secondary : state.xtremeMeters.primary) =
            jackpot.secondary ? reset.secondary : reset.primary;
        return;
    }
    Money& meter = state.bonusSpinJackpots.of(progressive.placed);
    meter = jackpotAfterPaid(state.profile.bonusSpin, progressive.placed, meter);
}

// The player takes the chips paid on the seat's side wagers once its cards are all picked up.
void takeSideWagerChips(Seat& seat)
{
    if (!std::all_of(seat.hands.begin(), seat.hands.end(), [](const PlayerHand& h) { return h.cardsPickedUp; }))
        return;
    seat.matchPaid = seat.insurancePaid = seat.bonusSpin.paid = seat.xtreme.paid = {};
    for (Backer& backer : seat.backers)
        backer.insurancePaid = {};
}

// Chips from the tray set beside the wager, which stays on its spot, both for the player to take
// (MD-S21 7.S: never paid from collected chips, which went into the tray).
void pay(RoundState& state, const Spot& spot, Money amount)
{
    Seat& seat = state.seat(spot.seat);
    state.tray -= amount;
    if (spot.kind == Spot::Kind::Award)
        (spot.bettor == 0 ? seat.awardsSettled : state.backer(spot).awardsSettled) = true;
    if (ProgressiveWager* progressive = progressiveAt(seat, spot.kind)) {
        if (progressive->settled)
            progressive->communityPaid +=
                amount; // its own wager is settled: a Community Pay (MD-S21BS 12.D(8), 12.E(5))
        else if (progressive->stop && progressive->stop->jackpot)
            resetMeter(state, spot.kind, *progressive);
    }
    const SettledWager settled = settleWager(state, spot);
    if (settled.place)
        leaveOnLayout(bankrollAt(state, spot), *settled.place, settled.wager, amount);
    else
        bankrollAt(state, spot) += amount; // a 7-7-7 award, with no wager of its own, is handed to the player
    takeSideWagerChips(seat);              // a Community Pay after the seat's cards are gone is handed to the player
}

// The match play coupon beside the wager on `spot` (MA-S21 5(c), 6(c)): a hand's, or the
// Match-the-Dealer circle's; nullptr for a spot that can carry none.
Money* couponOn(RoundState& state, const Spot& spot)
{
    if (spot.kind == Spot::Kind::MatchWager)
        return &state.seat(spot.seat).matchCoupon;
    return spot.kind == Spot::Kind::PlayerHand && spot.bettor == 0 ? &state.hand(spot).coupon : nullptr;
}

// A losing wager (or the part of it the rules take) into the tray, its match play coupon taken with
// it; the rest is left on its spot for the player to take.
void collect(RoundState& state, const Spot& spot, Money amount)
{
    state.tray += amount;
    if (Money* coupon = couponOn(state, spot); coupon && !amount.isZero())
        *coupon = Money();
    if (spot.kind == Spot::Kind::PlayerHand)
        (spot.bettor == 0 ? state.seat(spot.seat).handsLost : state.backer(spot).handsLost) += amount;
    const SettledWager settled = settleWager(state, spot);
    if (settled.place)
        leaveOnLayout(bankrollAt(state, spot), *settled.place, settled.wager - amount, Money());
}

// A rescue takes back a double down wager and collects the original (MD-S21 10.H, MA-S21 9(d)), one
// doubled wager in the line at a time. A wager behind that did not double has no double down wager to
// take back: once every doubled one is rescued, it stands on the hand (MA-S21 13(d)).
void settleRescue(RoundState& state, const Spot& spot, Money original)
{
    collect(state, spot, original);
    state.rescuePending = !state.stakesToRescue(spot).empty();
    PlayerHand& hand = state.hand(spot);
    if (!state.rescuePending && hand.status != HandStatus::Settled)
        hand.status = HandStatus::Standing;
}

// The player takes the chips paid beside a hand as its cards are picked up, and those of the
// seat's side wagers when its last cards are (docs/procedure.md, "Paid chips").
void takePaidChips(Seat& seat, PlayerHand& hand)
{
    hand.paid = {};
    for (BehindStake& stake : hand.behind)
        stake.paid = {};
    takeSideWagerChips(seat);
}

// The wagers still on a hand go back to their players (a push, a dead hand, a void round): the
// caller's with its coupon, and each behind it.
void returnWagers(Seat& seat, PlayerHand& hand)
{
    seat.bankroll += hand.wager + hand.doubleWager;
    hand.wager = hand.doubleWager = hand.coupon = Money();
    for (std::size_t b = 0; b < hand.behind.size(); ++b) {
        BehindStake& stake = hand.behind[b];
        seat.backers[b].bankroll += stake.wager + stake.doubleWager;
        stake.wager = stake.doubleWager = Money();
    }
}

void offerInsurance(RoundState& state, PlayerModel& players)
{
    state.insuranceOffer = InsuranceOffer::Open;
    for (int s = 1; s <= kSeatCount; ++s) {
        if (!state.inPlay(s))
            continue;
        Seat& seat = state.seat(s);
        PlayerHand& first = seat.hands.front();
        seat.insuranceDecided = true;
        // Even money, where offered, is asked of a blackjack instead of insurance (MD-BJ 8.E(1)).
        if (state.profile.evenMoney && first.status == HandStatus::Blackjack && players.evenMoney(s)) {
            first.evenMoney = true;
            continue;
        }
        const Money maximum = std::min(maxInsuranceWager(seat.initialWager, state.profile.chips), seat.bankroll);
        const Money amount = players.insurance(s, maximum);
        seat.bankroll -= amount;
        seat.insuranceWager = amount;
        for (Backer& backer : seat.backers) { // each their own (MA-S21 13(f))
            const Money most = std::min(maxInsuranceWager(backer.setup.wager, state.profile.chips), backer.bankroll);
            backer.insuranceWager = std::min(backer.setup.insurance, most);
            backer.bankroll -= backer.insuranceWager;
        }
    }
}

// MD-S21 13.B, 13.D; MA-S21 15(a)-(b): every wager still on the table goes back, every card on the
// table goes to the rack, and the round ends; the cards are then reshuffled (or the decks removed).
void voidRound(RoundState& state)
{
    for (int s = 1; s <= kSeatCount; ++s) {
        if (!state.occupied(s))
            continue;
        Seat& seat = state.seat(s);
        seat.bankroll += seat.matchWager + seat.insuranceWager + seat.bonusSpin.wager + seat.xtreme.wager;
        seat.matchWager = seat.insuranceWager = seat.bonusSpin.wager = seat.xtreme.wager = seat.matchCoupon = Money();
        for (Backer& backer : seat.backers) {
            backer.bankroll += backer.insuranceWager;
            backer.insuranceWager = Money();
        }
        for (std::size_t h = 0; h < seat.hands.size(); ++h) {
            PlayerHand& hand = seat.hands[h];
            returnWagers(seat, hand); // a coupon goes back with its wager
            if (!hand.cardsPickedUp && hand.cards.cardCount() > 0)
                state.rack.place(DiscardSource::Irregular, s, static_cast<int>(h), hand.cards.cards());
            hand.cardsPickedUp = true;
            takePaidChips(seat, hand);
        }
    }
    if (!state.dealer.cardsPickedUp && state.dealer.cards.cardCount() > 0)
        state.rack.place(DiscardSource::Irregular, 0, 0, state.dealer.cards.cards());
    state.dealer.cardsPickedUp = true;
    state.voided = true;
    state.decksRemoved = state.tensFound >= 1 && state.profile.extraTens == ExtraTensAction::RemoveDecks &&
                         !state.shoe.empty() && state.profile.gameRules().foreignToDeck(state.shoe.peek());
    state.phase = Phase::Complete;
}

// MD-S21 13.M-O, MA-S21 15(h)-(i): a dead hand's wager goes back and its cards to the rack. During
// the initial deal the whole seat is out of the round, its Match-the-Dealer wager returned too.
void declareDead(RoundState& state, const Spot& spot)
{
    Seat& seat = state.seat(spot.seat);
    PlayerHand& hand = state.hand(spot);
    if (hand.cards.cardCount() > 0)
        state.rack.place(DiscardSource::Irregular, spot.seat, spot.hand, hand.cards.cards());
    hand.cardsPickedUp = true;
    takePaidChips(seat, hand);
    hand.status = HandStatus::Settled;
    returnWagers(seat, hand); // a coupon goes back with its wager
    Irregularities& irregular = state.irregular;
    irregular.optionAsked = false;
    if (state.phase == Phase::InitialDeal) {
        seat.bankroll += seat.matchWager + seat.bonusSpin.wager + seat.xtreme.wager;
        seat.matchWager = seat.bonusSpin.wager = seat.xtreme.wager = seat.matchCoupon = Money();
        seat.bonusSpin.placed = seat.xtreme.placed = Money(); // out of the round: no Community Pay either
        seat.dead = true;
        irregular.seatDealtNoCards = irregular.seatDealtNoCards == spot.seat ? 0 : irregular.seatDealtNoCards;
        irregular.seatDealtOneCard = irregular.seatDealtOneCard == spot.seat ? 0 : irregular.seatDealtOneCard;
    } else {
        irregular.passedOverHand.reset();
    }
}

// MD-S21BS 12.D(5), MA-S21 16(d)(2): the Bonus Spin wheel lands on the round's next stop; on the
// Xtreme 16 spot, the Hot Spot Prize Wheel on its next (12.E(2)).
void spinWheel(RoundState& state, const Spot& spot)
{
    const bool xtreme = spot.kind == Spot::Kind::Xtreme;
    ProgressiveWager& wager = xtreme ? state.seat(spot.seat).xtreme : state.seat(spot.seat).bonusSpin;
    const std::vector<WheelStop>& stops = xtreme ? state.xtremeStops : state.wheelStops;
    std::size_t& spins = xtreme ? state.xtremeSpins : state.wheelSpins;
    const std::string wheel = xtreme ? "Xtreme 16 Hot Spot wheel" : "Bonus Spin wheel";
    if (spins >= stops.size())
        throw std::runtime_error("the " + wheel + " has no stop written down for seat " + std::to_string(spot.seat) +
                                 "'s spin");
    const WheelStop& stop = stops[spins];
    if (xtreme ? !isXtremeStop(stop) : !isWheelStop(state.profile.bonusSpin, wager.wager, stop))
        throw std::runtime_error("the " + wheel + "'s stop " + describe(stop) + " for seat " +
                                 std::to_string(spot.seat) + "'s spin is not on the wheel of its " +
                                 formatMoney(wager.wager) + " wager");
    wager.stop = stop;
    ++spins;
}

// The floorperson is told of what is at hand: a player's pressed or pinched wager (MD-S21 6.E), the
// reader misused (MD-S21 13.P), the hole card exposed in the deal, the reader failed (13.Q), or a 10 in the shoe (13.C-D).
void callFloor(RoundState& state)
{
    Irregularities& irregular = state.irregular;
    if (irregular.guestFoul)
        irregular.guestFoul->floorCalled = true;
    else if (irregular.readerMisuse == ReaderMisuse::Unreported)
        irregular.readerMisuse = ReaderMisuse::Reported;
    else if (irregular.holeCardExposure == HoleCardExposure::Unreported)
        irregular.holeCardExposure = HoleCardExposure::Reported;
    else if (irregular.readerFailure != ReaderFailure::None)
        irregular.readerFailure = ReaderFailure::Reported;
    else
        state.floorCalled = true;
}

// The wager made to stand as it was at the first card (MD-S21 6.D-E, MA-S21 5(d), 5(h)-(i)), or
// within its limit (the table's limits; MD-S21 8.B-C; MA-S21 6(b), 11(b)): chips slid on, added or over
// the limit go back to the player, chips taken off are put back. A player barred since sitting out
// (MD-S21 6.C, MA-S21 5(j)), or wagering on a box over the table's limit (MD-S21 6.H, MA-S21 14),
// takes every wager on the box back and the box is out of the round.
void correctWager(RoundState& state)
{
    const GuestFoul foul = *state.irregular.guestFoul;
    state.irregular.guestFoul.reset();
    Seat& seat = state.seat(foul.seat);
    if (foul.kind == FaultKind::WagerAfterSittingOut || foul.kind == FaultKind::ExtraBoxWager) {
        declareDead(state, Spot::player(foul.seat));
    } else if (foul.kind == FaultKind::CouponOverWager) {
        seat.hands.front().coupon = Money(); // refused: the coupon goes back, the chips play alone
    } else if (takesChipsOff(foul.kind)) {
        seat.bankroll -= foul.chips;
        seat.hands.front().wager += foul.chips;
    } else {
        seat.bankroll += foul.chips; // slid on, added, or over a limit: back to the player
    }
}

// A verbal wager's cash into the drop box and as much in chips from the tray onto the wager (MD-S21
// 6.B, MA-S21 5(c)).
void changeCash(RoundState& state, Money amount)
{
    const GuestFoul& foul = *state.irregular.guestFoul;
    state.dropBox += foul.chips;
    state.tray -= amount;
    state.seat(foul.seat).hands.front().wager += amount;
    state.irregular.guestFoul.reset();
}

// MD-S21 13.K: the discard rack's cards shuffled into the shoe; the round finishes from them. From a
// double shoe, the rack's cards of the side dealing and that side's segregated area (MD-BJ 14.F(1)).
void shuffleShortShoe(RoundState& state)
{
    std::vector<Card> cards = state.rack.takeCards(state.shoe.dealingSide());
    const std::vector<Card> segregated = state.shoe.takeSegregated();
    cards.insert(cards.end(), segregated.begin(), segregated.end());
    Random random(state.seed);
    shuffle(std::span<Card>(cards), random);
    state.shoe.refill(std::move(cards));
    state.shortShoe = ShortShoe::Shuffled;
    state.rackCut = RackCut{};
}

// The player at `seat` is offered the reshuffled rack to cut (MD-S21 5.B, MA-S21 4(c)).
void askToCutRack(RoundState& state, int seat, CutModel& players)
{
    state.rackCut.placed = askToCut(seat, state.shoe.remaining(), players, state.rackCut.said);
}

// The cards above the cover card go to the bottom (MD-S21 5.E(1), MA-S21 4(e)); the round finishes
// from them.
void completeRackCut(RoundState& state)
{
    state.shoe.refill(cutStack(state.shoe.undealt(), state.rackCut.placed->cardsAbove));
    state.rackCut.placed.reset();
    state.shortShoe = ShortShoe::Cut;
}

void pickUp(RoundState& state, const Spot& spot)
{
    if (spot.kind == Spot::Kind::Dealer) {
        state.rack.place(DiscardSource::DealerHand, 0, 0, state.dealer.cards.cards());
        state.dealer.cardsPickedUp = true;
        return;
    }
    Seat& seat = state.seat(spot.seat);
    PlayerHand& hand = state.hand(spot);
    state.rack.place(DiscardSource::PlayerHand, spot.seat, spot.hand, hand.cards.cards());
    hand.cardsPickedUp = true;
    takePaidChips(seat, hand);
    returnWagers(seat, hand); // a push: the wagers go back, the coupon with the caller's
}

} // namespace

Stage perform(RoundState& state, const DealerAction& action, PlayerModel& players)
{
    const Spot& spot = action.spot;
    switch (action.kind) {
    case ActionKind::DrawDeterminant:
        state.turnShoeTo(action.determinantSide());
        if (state.shoe.empty())
            throw ShoeExhausted();
        state.determinant = state.shoe.draw();
        break;
    case ActionKind::SegregateCard:
        state.shoe.segregate(*state.determinant);
        state.determinant.reset();
        state.turnShoeTo(otherBack(state.shoe.dealingSide()));
        state.sideChosen = true;
        state.determinantSegregated = true;
        break;
    case ActionKind::Burn:
        state.rack.place(DiscardSource::Burn, drawCard(state));
        state.burnRequired = false;
        if (state.shortShoe == ShortShoe::Cut)
            state.shortShoe = ShortShoe::Burned;
        break;
    case ActionKind::Shuffle: shuffleShortShoe(state); break;
    case ActionKind::OfferCut:
        ++state.rackCut.offersMade;
        askToCutRack(state, spot.seat, players);
        break;
    case ActionKind::Recut: askToCutRack(state, state.rackCut.placed->seat, players); break;
    case ActionKind::Cut: state.rackCut.placed = PlacedCut{0, action.value}; break;
    case ActionKind::CompleteCut: completeRackCut(state); break;
    case ActionKind::DealCard:
        if (spot.kind == Spot::Kind::Dealer)
            dealToDealer(state);
        else
            dealToPlayer(state, spot, players);
        break;
    case ActionKind::DealHoleCard:
        dealToDealer(state);
        state.dealer.holeCard = HoleCard::FaceDown;
        break;
    case ActionKind::Collect: collect(state, spot, action.amount); break;
    case ActionKind::Pay: pay(state, spot, action.amount); break;
    case ActionKind::OfferInsurance: offerInsurance(state, players); break;
    case ActionKind::CloseInsurance: state.insuranceOffer = InsuranceOffer::Closed; break;
    case ActionKind::Peek:
        state.dealer.peeked = true;
        state.irregular.readerFailure = ReaderFailure::None; // repaired or replaced (MD-S21 13.Q)
        break;
    case ActionKind::RevealHoleCard: state.dealer.holeCard = HoleCard::Revealed; break;
    case ActionKind::AnnounceDealersCard: state.dealer.dealersCardAnnounced = true; break;
    case ActionKind::AskPlayer:
        // Asking the caller answers a call from behind as the warning does (MA-S21 13(b)).
        if (state.irregular.guestFoul && state.irregular.guestFoul->kind == FaultKind::CallFromBehind)
            state.irregular.guestFoul.reset();
        askPlayer(state, spot, players);
        break;
    case ActionKind::AnnounceBlackjack: state.hand(spot).blackjackAnnounced = true; break;
    case ActionKind::AnnounceDealerTotal: state.dealer.totalsAnnounced = state.dealer.cards.cardCount(); break;
    case ActionKind::SplitPair: splitPair(state, spot); break;
    case ActionKind::PlaceWagerOnCards: {
        PlayerHand& hand = state.hand(spot);
        hand.status = HandStatus::Surrendered;
        hand.surrenderOnCards = true;
        hand.signal.reset();
        break;
    }
    case ActionKind::SettleSurrender: collect(state, spot, action.amount); break;
    case ActionKind::SettleRescue: settleRescue(state, spot, action.amount); break;
    case ActionKind::PickUpHand: pickUp(state, spot); break;
    case ActionKind::DiscardFaceUp:
        state.rack.place(DiscardSource::Irregular, state.shoe.draw());
        ++state.faceUpCardsFound;
        break;
    case ActionKind::CallFloor: callFloor(state); break;
    case ActionKind::SetAsideCoverCard: {
        state.coverCardSeen = true;
        // The cover card appeared on the betting area of the hand the next card was for.
        const Stage next = currentStage(state);
        const Spot nextCard = next.steps.empty() ? Spot::none() : next.steps.front().action.spot;
        state.coverCardSeat = nextCard.kind == Spot::Kind::PlayerHand ? nextCard.seat : 0;
        break;
    }
    case ActionKind::DiscardDrawnCard:
        state.rack.place(DiscardSource::Irregular, *state.irregular.looseCard);
        state.irregular.looseCard.reset();
        break;
    case ActionKind::OfferOption: state.irregular.optionAsked = true; break;
    case ActionKind::CorrectWager: correctWager(state); break;
    case ActionKind::WarnPlayer: state.irregular.guestFoul.reset(); break;
    case ActionKind::ConfirmWager: state.irregular.guestFoul->confirmed = true; break;
    case ActionKind::ChangeCash: changeCash(state, action.amount); break;
    case ActionKind::TakeCoupon: *couponOn(state, spot) = Money(); break;
    case ActionKind::DeclareDeadHand: declareDead(state, spot); break;
    case ActionKind::PressBonusButton: state.seat(spot.seat).bonusButtonPressed = true; break;
    case ActionKind::SpinWheel: spinWheel(state, spot); break;
    case ActionKind::RemoveTens:
        state.destroyedCards.push_back(state.shoe.draw());
        ++state.tensFound;
        state.floorCalled = false;
        break;
    case ActionKind::VoidRound: voidRound(state); return {};
    default: // ActionStage::BetweenRounds (dealer_action.h) and MoveChips: the round's procedure never accepts these
        break;
    }
    return advancePhase(state);
}

} // namespace s21

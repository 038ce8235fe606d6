// TableScene on a shared box (MA-S21 13): the wagers in each hand's line and the insurance wagers
// behind the caller's, with their players' names (table_scene.h).
#include "app/table/table_description.h"
#include "app/table/table_geometry.h"
#include "app/table/table_items.h"
#include "app/table/table_scene.h"
#include "app/theme/theme.h"

#include <algorithm>

namespace s21::app {

namespace {

// Wager `bettor`'s chips on a hand of the line: the caller's or a BehindStake's.
struct LineChips {
    Money wager;
    Money doubleWager;
    PaidChips paid;

    bool none() const { return wager.isZero() && doubleWager.isZero() && paid.total().isZero(); }
};

LineChips lineChips(const PlayerHand& hand, int bettor)
{
    if (bettor == 0)
        return {hand.wager, hand.doubleWager, hand.paid};
    const BehindStake& stake = hand.behind[static_cast<std::size_t>(bettor - 1)];
    return {stake.wager, stake.doubleWager, stake.paid};
}

} // namespace

void TableScene::addLineStake(const RoundState& state, int seat, int hand, int bettor)
{
    using namespace geometry;
    const Seat& s = state.seat(seat);
    const PlayerHand& h = s.hands[static_cast<std::size_t>(hand)];
    const LineChips chips = lineChips(h, bettor);
    const int hands = static_cast<int>(s.hands.size());
    const int bettors = 1 + static_cast<int>(s.backers.size());
    const QPointF at = lineWagerPlace(seat, hand, hands, bettor, bettors);
    const QPointF beside = lineBesidePlace(at, hand);
    const double radius = lineChipRadius(hand);
    const int tagPixels = lineTagPixels(hand);
    // The wager's amount across its top chip, its double's or payout's on the right, clear of the next
    // wager in line (where the first split hand's line stands just right of the payouts, a paid wager's
    // payout's amount across the payout's top chip instead, the wager's in words and under the pointer:
    // circleLinePayoutTagOver); the nearer the dealer, the higher a stack lies (it hides the foot of the
    // one behind it). On a split hand, where the stacks stand closer than they are tall and the next
    // hand's line is near, one tag at the foot, over the stack in front (on the stack it would lie under
    // the next one; the double's or the payout's on the right reached the next hand's line or the next
    // seat's cards): under the wager its amount, under a wager and its double both ("$10+$10"), under a
    // paid wager's payout the payout's amount alone (the wager's is in the table's words, and under the
    // pointer on a wager behind the caller's). Nothing on a split hand the player's wager did not go to
    // (13(e)).
    const bool split = hand != 0;
    const bool paid = !chips.paid.total().isZero();
    const bool payoutOver = !split && paid && circleLinePayoutTagOver(seat, hands);
    const auto wagerTag = split || payoutOver ? ChipStackItem::Tag::None : ChipStackItem::Tag::Over;
    const auto besideTag = split        ? ChipStackItem::Tag::None
                           : payoutOver ? ChipStackItem::Tag::Over
                                        : ChipStackItem::Tag::Right;
    ChipStackItem* stack = nullptr;
    ChipStackItem* besideStack = nullptr;
    // Each stake moves as a box's own wager does (markWager), under keys of its own bettor.
    const QString wager = wagerKey(seat, hand, bettor);
    const QString doubled = doubleKey(seat, hand, bettor);
    if (paid) {
        stack = addChips(chips.paid.wager, at, radius, wagerTag, tagPixels);
        besideStack = addChips(chips.paid.payout, beside, radius, besideTag, tagPixels, ChipStackItem::Role::Payout);
        markWager(stack, wager, doubled, seat, true);
    } else if (!chips.none()) {
        stack = addChips(chips.wager, at, radius, wagerTag, tagPixels);
        besideStack = addChips(chips.doubleWager, beside, radius, besideTag, tagPixels);
        markWager(stack, wager, {}, seat, false);
        markWager(besideStack, doubled, {}, seat, false);
    }
    for (ChipStackItem* item : {stack, besideStack})
        if (item) {
            item->setZValue(20 - bettor);
            std::erase(taggedStacks_, item); // a line's tags lie where they are laid out here
        }
    if (split) { // a split hand's line is in the betting circle's order, where the names are
        QString amount;
        QPointF foot; // centred under the chips the amount is of
        if (paid && besideStack) {
            amount = besideStack->amountText();
            foot = beside;
        } else if (stack && besideStack) {
            amount = stack->amountText() + QLatin1Char('+') + besideStack->amountText();
            foot = (at + beside) / 2;
        } else if (stack) {
            amount = stack->amountText();
            foot = at;
        }
        if (!amount.isEmpty()) {
            // Centred under its chips; where that is not clear (placeFloatingLabels), a chip's radius
            // further left or right, then two.
            auto* tag = new AmountTagItem(amount, tagPixels);
            tag->setZValue(25);
            std::vector<QPointF> places;
            for (const double radii : {0.0, -1.0, 1.0, -2.0, 2.0})
                places.push_back(foot + QPointF(radii * radius, 0));
            floatingLabels_.push_back({tag, std::move(places), false});
        }
        return;
    }
    // The player's name on the left of the amount, with their choice while the caller shows a double or
    // a split, in the betting circle's line even when their wager went to another split hand: the
    // bettor's award place (a 7-7-7's super bonus, the $50 envy payment), where the seat's "bonus" place
    // is for a box of one.
    const std::optional<ShownDecision> shown = shownDecision(state, seat, waved_);
    auto* name = new BadgeItem(lineNameText(s, bettor, shown ? std::optional(shown->decision) : std::nullopt),
                               theme::kNameFill, theme::kLabelInk, 10);
    const QRectF nameBox = name->boundingRect();
    const double left =
        stack && !stack->tagShape().isEmpty()
            ? std::min(stack->mapToScene(stack->tagShape()).boundingRect().left(), at.x() - kLineChipRadius)
            : at.x() - kLineChipRadius;
    name->setPos(QPointF(left - 1 - nameBox.width() / 2, at.y()));
    name->setZValue(30);
    put(name);
    addHotspot(Target::inLine(Target::Kind::Award, seat, 0, bettor), name->mapToScene(nameBox).boundingRect(), false);
}

void TableScene::addLineInsurance(const RoundState& state, int seat)
{
    using namespace geometry;
    const Seat& s = state.seat(seat);
    const PaidPlaces sideBySide{QPointF(-kSideChipRadius - 1, 0), QPointF(kSideChipRadius + 1, 0)};
    for (std::size_t b = 0; b < s.backers.size(); ++b) {
        const Backer& backer = s.backers[b];
        const int bettor = static_cast<int>(b) + 1;
        const QPointF at = lineInsurancePlace(seat, bettor);
        addWagerChips(backer.insuranceWager, backer.insurancePaid, at, kSideChipRadius, sideBySide);
        const bool inPlay = state.insuranceOffer == InsuranceOffer::Open || !backer.insuranceWager.isZero() ||
                            !backer.insurancePaid.total().isZero();
        if (inPlay)
            addHotspot(Target::inLine(Target::Kind::InsuranceWager, seat, 0, bettor), around(at, 44, 36), true);
    }
}

} // namespace s21::app

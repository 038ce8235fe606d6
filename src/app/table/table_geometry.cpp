#include "app/table/table_geometry.h"

#include <QLineF>
#include <QTransform>

#include <algorithm>
#include <array>
#include <cmath>

namespace s21::app::geometry {

namespace {

struct SeatSketch {
    QPointF spot, match, cards, label;
};

// Placement after the table's layout sketch; the labels on the rail, where a name in the table's type
// (theme::kTableTypePx) lies clear of the seat's circles and chips, seats 2, 3, 5 and 6 a little toward
// their outer neighbours and seats 1 and 7 a little up (tst_table_places).
constexpr std::array<SeatSketch, 7> kSeats{{
    {{256, 626}, {292, 546}, {380, 690}, {108, 540}},
    {{388, 444}, {452, 380}, {485, 540}, {259, 337}},
    {{578, 322}, {662, 284}, {630, 440}, {482, 183}},
    {{800, 280}, {893, 272}, {800, 410}, {800, 114}},
    {{1022, 322}, {1109, 348}, {970, 440}, {1118, 183}},
    {{1212, 444}, {1286, 500}, {1115, 540}, {1341, 337}},
    {{1344, 626}, {1392, 705}, {1220, 690}, {1492, 540}},
}};

} // namespace

SeatPlaces seatPlaces(int seat)
{
    const SeatSketch& s = kSeats[static_cast<std::size_t>(seat - 1)];
    const QPointF toSeat = s.spot - kTableCentre;
    const double length = std::hypot(toSeat.x(), toSeat.y());
    const QPointF unit = toSeat / length;
    // The insurance places are spread evenly along the line, 12 degrees above the rail at the ends:
    // in front of each player, yet clear of the outer seats' split hands, which reach toward it.
    const double along = (12.0 + 26.0 * (seat - 1)) * M_PI / 180;
    const QPointF insurance = kTableCentre + QPointF(-std::cos(along), -std::sin(along)) * (kInsuranceRadius + 24);
    // The award place beside the wager, on the side away from the Match-the-Dealer circle.
    const QPointF side(-unit.y(), unit.x());
    const QPointF a = s.spot + side * 76, b = s.spot - side * 76;
    const QPointF award = QLineF(a, s.match).length() > QLineF(b, s.match).length() ? a : b;
    const QPointF awardSide = award == a ? side : -side;
    const QPointF bonusSpin = s.spot + unit * 66 + awardSide * 44;
    const QPointF xtreme = s.spot + unit * 66 - awardSide * 44;
    return {s.spot, s.match, s.cards, s.label, insurance, award, bonusSpin, xtreme};
}

QPointF bonusSpinPlace(int seat, bool boxesShared, bool xtremeOffered)
{
    const SeatPlaces places = seatPlaces(seat);
    const auto fromMiddle = [](QPointF at) { return std::abs(at.x() - kTableCentre.x()); };
    const bool matchSide = boxesShared && !xtremeOffered && fromMiddle(places.xtreme) < fromMiddle(places.bonusSpin);
    return matchSide ? places.xtreme : places.bonusSpin;
}

double seatTilt(int seat)
{
    const QPointF toSeat = seatPlaces(seat).spot - kTableCentre;
    return (std::atan2(toSeat.x(), -toSeat.y()) * 180 / M_PI) * 0.45;
}

QPointF chairOf(int seat)
{
    const QPointF label = seatPlaces(seat).label;
    return label + (label - kTableCentre) * 0.2;
}

namespace {

// How a split hand's wagers are turned about its wager place: left of the dealer, with the seat's
// tilt, since the next seat on the right sits higher, right behind.
QTransform splitWagerTurn(int seat) { return QTransform().rotate(std::min(seatTilt(seat), 0.0)); }

} // namespace

double cardStep(int hands) { return hands <= 1 ? 20 : 14; }

double handSpacing(int hands) { return hands <= 2 ? 96 : hands == 3 ? 80 : 78; }

QPointF handCentre(int seat, int hand, int hands)
{
    // Two hands lean left at seat 2 (seat 3's first hand, when split too, is just behind its second
    // hand's wager); three or more lean left at seat 3 (seat 4's cards are nearly level with its
    // right), at seat 6 (its betting circle is right above its right hand; four only a little,
    // between seat 5's double down card and seat 7's award place) and at seat 7 (its circle, and a
    // shared box's names on the circle's left, are above their right); four lean right at seat 1
    // (its award place is on their left). tst_table_places holds every case.
    double lean = 0;
    if (hands == 2 && seat == 2)
        lean = -0.35;
    else if (hands >= 3 && seat == 3)
        lean = -0.5;
    else if (hands >= 3 && seat == 6)
        lean = hands == 3 ? -0.5 : -0.15;
    else if (hands == 4 && seat == 1)
        lean = 0.5;
    else if (hands >= 3 && seat == 7)
        lean = hands == 3 ? -0.4 : -0.7;
    const double offset = (hand - (hands - 1) / 2.0 + lean) * handSpacing(hands);
    const QPointF cards = seatPlaces(seat).cards;
    if (hands == 1)
        return cards;
    // Split hands come a little toward the dealer, into the room the insurance wagers (settled by
    // now) leave, so that their wagers behind them stay clear of the betting circle's. Further where
    // the circle stands right above the cards and a shared box's line of wagers on a split hand
    // (lineWagerPlace) rises from the cards toward the circle's line: at seats 5 to 7 (the most at
    // seat 6); at seat 1, where the circle line's payouts on the right reach the first hand's corner.
    constexpr std::array<double, 7> kTowardDealer{38, 28, 28, 28, 48, 88, 68};
    const double towardDealer = kTowardDealer[static_cast<std::size_t>(seat - 1)];
    const QPointF toDealer = kTableCentre - cards;
    return cards + QPointF(offset, 0) + toDealer / std::hypot(toDealer.x(), toDealer.y()) * towardDealer;
}

QPointF handWagerPlace(int seat, int hand, int hands)
{
    if (hand == 0)
        return seatPlaces(seat).spot;
    // Behind the hand's right side, clear of its cards' top edge by the chips' amount tag: the
    // corner indices are on the cards' left, so nothing covers one (turned: splitWagerTurn).
    constexpr double kClearance = 6 + 16 + 12; // the fan's rise, the tag, the tilt's rise of a corner
    const double right = kChipRadius + 1;      // room on its left for a double down wager beside it
    const QPointF behind(right, -(kCard.height() / 2 + kClearance + kChipRadius + 1));
    return handCentre(seat, hand, hands) + splitWagerTurn(seat).map(behind);
}

QPointF doubleWagerPlace(int seat, int hand, int hands)
{
    const QPointF wager = handWagerPlace(seat, hand, hands);
    return hand == 0 ? wager + QPointF(22, 8) : wager - splitWagerTurn(seat).map(QPointF(2 * kChipRadius + 2, 0));
}

double lineChipRadius(int hand) { return hand == 0 ? kLineChipRadius : kSplitLineChipRadius; }

int lineTagPixels(int hand) { return hand == 0 ? kLineTagPixels : kSplitLineTagPixels; }

QPointF lineWagerPlace(int seat, int hand, int hands, int bettor, int bettors)
{
    const QPointF place = handWagerPlace(seat, hand, hands);
    if (bettors <= 1)
        return place;
    if (hand > 0) {
        // Just behind the hand's cards, a little left of their middle (the payouts beside reach right;
        // at seat 7 at the cards' left, since the circle's names are above their middle), clear of
        // their top edge by the fan's rise and a corner's rise in the tilt: turned as the split wagers
        // of a box of one (splitWagerTurn) on the dealer's left; at seats 6 and 7, where the cards turn
        // clockwise the most, above their top-left corner (the index), which the turn raises (at seat
        // 5 the fan's rise is room enough).
        constexpr double kRise = 8;
        const double turn = seat >= 6 ? seatTilt(seat) * M_PI / 180 : 0;
        const double cornerRise = kCard.width() / 2 * std::sin(turn) - kCard.height() / 2 * (1 - std::cos(turn));
        const QPointF caller =
            handCentre(seat, hand, hands) +
            splitWagerTurn(seat).map(
                QPointF(seat == 7 ? -46 : -6, -(kCard.height() / 2 + kRise + cornerRise + kSplitLineChipRadius + 1)));
        return caller - QPointF(0, bettor * kSplitLineStep);
    }
    // In the circle, shifted per seat so that a doubled caller's chips keep clear of the seat's cards
    // (seat 1), the amounts on the line's right clear of the seat's paid Match-the-Dealer chips (seats 3
    // and 4) and of its name on the rail, and the names on its left clear of the rail's badges and of the
    // Match-the-Dealer chips of the seat on the left. Tuned on tables crowded as tst_table_places crowds
    // them, one box shared at a time (at seat 2 split, with circleLinePayoutTagOver).
    constexpr std::array<QPointF, 7> kShift{{{-28, 8}, {16, 10}, {-32, 0}, {-24, 2}, {0, 0}, {-12, 0}, {0, 16}}};
    const QPointF first = kShift[static_cast<std::size_t>(seat - 1)] +
                          QPointF(0, (bettors - 1) * kLineStep / 2); // the caller's wager, nearest the dealer
    return place + first - QPointF(0, bettor * kLineStep);
}

QPointF lineBesidePlace(QPointF wager, int hand) { return wager + QPointF(2 * lineChipRadius(hand) + 2, 0); }

bool circleLinePayoutTagOver(int seat, int hands)
{
    // At seat 2 the circle's line is shifted right (kShift in lineWagerPlace) and the split hands stand
    // level with it: in four hands the payouts' amounts on the right reached the second hand's line.
    // Elsewhere the payouts rise into the Bonus Spin circle's amounts when their amount is across
    // their top: seats 1, 6 and 7 (tst_table_places).
    return seat == 2 && hands > 1;
}

QPointF lineInsurancePlace(int seat, int bettor)
{
    const QPointF place = seatPlaces(seat).insurance;
    const QPointF inward = (kTableCentre - place) / std::hypot((kTableCentre - place).x(), (kTableCentre - place).y());
    // Far enough along the line that a paid wager and its payout side by side, their amounts beneath
    // them, lie clear of the next: across (72) or down (48), whichever comes first. Where the line heads
    // for the card reader and the shuffler (seats 2 to 6) at most 56, so that the third stays clear of
    // them; at the end seats it runs along the rail, between the shoe or the discard rack and the
    // dealer's cards, with room for the full step.
    const double cap = std::abs(inward.y()) < 0.5 ? 80.0 : 56.0;
    const double step =
        std::min({72 / std::max(std::abs(inward.x()), 0.01), 48 / std::max(std::abs(inward.y()), 0.01), cap});
    return place + inward * (step * bettor);
}

QPointF keptOnTable(QPointF centre, QSizeF size)
{
    constexpr double kMargin = 8;
    const double halfWidth = size.width() / 2 + kMargin, halfHeight = size.height() / 2 + kMargin;
    return {std::clamp(centre.x(), kScene.left() + halfWidth, kScene.right() - halfWidth),
            std::clamp(centre.y(), kScene.top() + halfHeight, kScene.bottom() - halfHeight)};
}

QPointF trayChip(int index, int count)
{
    const double step = (kTray.width() - 60) / std::max(count - 1, 1);
    return {kTray.left() + 30 + step * index, kTray.center().y() - 4};
}

} // namespace s21::app::geometry

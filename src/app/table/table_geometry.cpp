#include "app/table/table_geometry.h"

#include <QLineF>

#include <array>
#include <cmath>

namespace s21::app::geometry {

namespace {

struct SeatSketch {
    QPointF spot, match, cards, label;
};

// Placement from design/table-layout.svg.
constexpr std::array<SeatSketch, 7> kSeats{{
    {{256, 626}, {292, 546}, {380, 690}, {150, 560}},
    {{388, 444}, {452, 380}, {485, 540}, {300, 350}},
    {{578, 322}, {662, 284}, {630, 440}, {520, 210}},
    {{800, 280}, {893, 272}, {800, 410}, {800, 168}},
    {{1022, 322}, {1109, 348}, {970, 440}, {1080, 210}},
    {{1212, 444}, {1286, 500}, {1115, 540}, {1300, 350}},
    {{1344, 626}, {1392, 705}, {1220, 690}, {1450, 560}},
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
    return {s.spot, s.match, s.cards, s.label, insurance, award, bonusSpin};
}

double cardStep(int hands) { return hands <= 1 ? 20 : 14; }

double handSpacing(int hands) { return hands <= 2 ? 96 : 78; }

QPointF handCentre(int seat, int hand, int hands)
{
    const double offset = (hand - (hands - 1) / 2.0) * handSpacing(hands);
    return seatPlaces(seat).cards + QPointF(offset, 0);
}

QPointF handWagerPlace(int seat, int hand, int hands)
{
    if (hand == 0)
        return seatPlaces(seat).spot;
    return handCentre(seat, hand, hands) - QPointF(0, kCard.height() / 2 + kChipRadius + 8);
}

QPointF trayChip(int index, int count)
{
    const double step = (kTray.width() - 60) / std::max(count - 1, 1);
    return {kTray.left() + 30 + step * index, kTray.center().y() - 4};
}

} // namespace s21::app::geometry

#pragma once
// Where everything sits on the table, in scene units (a 1600 x 1000 dealer's-eye layout after
// design/table-layout.svg): seat 1 at the dealer's far left (screen left), seat 7 at the far right.
// Pure geometry; nothing here paints or knows the round.

#include <QPointF>
#include <QRectF>

namespace s21::app::geometry {

inline constexpr QRectF kScene{0, 0, 1600, 1000};
inline constexpr QPointF kTableCentre{800, 880}; // centre of the felt's semicircle
inline constexpr double kRailOuter = 790;
inline constexpr double kRailInner = 745;
inline constexpr double kInsuranceRadius = 372; // the insurance arc
inline constexpr QSizeF kCard{58, 84};
inline constexpr double kSpotRadius = 50;
inline constexpr double kMatchRadius = 27;
inline constexpr double kBonusSpinRadius = 21;
inline constexpr double kChipRadius = 19;
inline constexpr double kSideChipRadius = 15; // chips in a Match-the-Dealer circle or on the insurance line

struct SeatPlaces {
    QPointF spot;      // centre of the Spanish 21 circle (the wager)
    QPointF match;     // centre of the Match-the-Dealer circle
    QPointF cards;     // centre of the card area (toward the dealer)
    QPointF label;     // on the rail before the player: the seat's name, under it their money, then their words
    QPointF insurance; // the seat's place on the insurance line
    QPointF award;     // beside the wager: bonus awards
    QPointF bonusSpin; // behind the wager, toward the player: the Bonus Spin circle (where offered)
    QPointF xtreme; // behind the wager on the Match-the-Dealer side, across from the Bonus Spin: the Xtreme 16 circle
};

// seat: 1..7
SeatPlaces seatPlaces(int seat);
// Where a seat's Bonus Spin circle lies: behind the wager on the award side (SeatPlaces::bonusSpin),
// or on the Match-the-Dealer side (SeatPlaces::xtreme) where boxes may be shared (MA-S21 13(a)), no
// Xtreme 16 circle takes that place and that side is the one toward the table's middle (seats 1 to
// 3). There the award side is the rail's, where the seat's label already lies and a shared box's names
// (lineWagerPlace) would reach the circle's chips.
QPointF bonusSpinPlace(int seat, bool boxesShared, bool xtremeOffered);
// Where the seat's player sits, behind the name on the rail: the arm a player's hand reaches with
// comes from here.
QPointF chairOf(int seat);

// The tilt of a seat's cards toward its player, in degrees clockwise.
double seatTilt(int seat);

// The centre of split hand `hand` of `hands` in a seat's card area: side by side, the first on the
// dealer's left (screen left).
QPointF handCentre(int seat, int hand, int hands);
// Where split hand `hand`'s Spanish 21 wager lies: the betting circle for the first hand, just behind
// its own cards' right side (toward the players, clear of the corner indices) for the others.
QPointF handWagerPlace(int seat, int hand, int hands);
// Where split hand `hand`'s double down wager lies (MD-S21 10.A): in the betting circle beside the
// first hand's wager (which moves aside for it), beside a split hand's wager on its left.
QPointF doubleWagerPlace(int seat, int hand, int hands);
// A shared box's line (MA-S21 13(c)): the wagers on one hand, the caller's nearest the dealer and each
// other player's right behind it, up the table from the dealer's eye, in chips a little smaller than a
// box's own so that three fit in the betting circle. Beside each wager on its right lies its double
// down wager, or once paid its payout. A split hand's line lies where a box of one's split wager lies,
// between the hand's cards and the betting circle, where one stack fits: its chips and amounts are
// smaller still and its wagers closer, each stack's foot hidden by the one in front of it.
inline constexpr double kLineChipRadius = 14;
inline constexpr double kLineStep = 30;
inline constexpr double kSplitLineChipRadius = 10;
inline constexpr double kSplitLineStep = 18;
// An amount tag's type size: in the table's type (theme::kTableTypePx) by every stack of a box of one
// and of the tray (placed where it is clear: TableScene::placeAmountTags); in a shared box's line in
// the betting circle, and on a split hand's line, smaller, as a line's stacks stand closer than that
// type is tall: painted only where they read on the screen, the line being written out in the table's
// type on the progressives' display besides (TableScene::placeSharedLines).
inline constexpr int kAmountTagPixels = 23;
inline constexpr int kLineTagPixels = 12;
inline constexpr int kSplitLineTagPixels = 11;
// The chips' radius and the amount tags' type size on hand `hand`'s line: the betting circle's for
// hand 0, a split hand's for the others.
double lineChipRadius(int hand);
int lineTagPixels(int hand);
// Where wager `bettor` (0 the caller's) of a line of `bettors` lies on split hand `hand` of `hands`: in
// the betting circle the line is centred on its middle; on a split hand it goes up from just behind the
// hand's cards. One bettor: handWagerPlace.
QPointF lineWagerPlace(int seat, int hand, int hands, int bettor, int bettors);
// Beside the wager in hand `hand`'s line at `wager`: its double down wager, or its payout.
QPointF lineBesidePlace(QPointF wager, int hand);
// Whether the paid wagers in the betting circle's line of a seat in `hands` hands show each payout's
// amount across the payout's top chip, the wager's amount only in words: where the first split hand's
// line stands right beside the payouts, so that an amount on their right would lie on its amounts.
bool circleLinePayoutTagOver(int seat, int hands);
// A shared box's insurance wagers (MA-S21 13(f)): the caller's on the seat's place on the insurance
// line, each other player's in line after it toward the dealer.
QPointF lineInsurancePlace(int seat, int bettor);
// The distance between the centres of neighbouring split hands, when a seat has `hands` of them.
double handSpacing(int hands);
// The spacing between the cards of one hand, which shrinks as a seat splits into more hands.
double cardStep(int hands);

inline constexpr QRectF kShoe{85, 756, 230, 118};
inline constexpr QRectF kRack{1285, 756, 230, 118};
// From the shoe's or the rack's centre to its count, written along the box's foot under its name.
inline constexpr double kBoxCountDrop = 38;
// From one line of a seat's label to the next (its name, the money in front of the player under it,
// the player's words under those): a badge's height in the table's type (theme::kTableTypePx) and a
// hair.
inline constexpr double kLabelLineStep = 34;
inline constexpr QRectF kReader{940, 720, 120, 52};
inline constexpr QPointF kDealerFirstCard{700, 730}; // centre of the up card
inline constexpr QPointF kHoleSlot{770, 730};        // centre of the hole card
inline constexpr double kDealerStep = 70;
inline constexpr QRectF kTray{430, 890, 740, 58};
inline constexpr QRectF kDropBox{336, 896, 86, 42};
inline constexpr QRectF kTipBox{1178, 896, 86, 42};
// The progressives' display, above the rail between the payout boards, where nothing of the layout
// lies: the Xtreme 16's meters, then where each wheel spun this round stopped, written in rows from
// the top left.
inline constexpr QRectF kDisplayBand{345, 0, 910, 170};

// Between rounds: where the dealer opens, spreads, washes, stacks and cuts the cards, where the
// cover card waits, and the automated shuffler.
inline constexpr QPointF kWorkArea{800, 600};
inline constexpr QPointF kCoverCardRest{1100, 650};
inline constexpr QPointF kShuffler{590, 740};

// The rectangle of `w` by `h` centred on `centre`.
inline QRectF around(QPointF centre, double w, double h) { return {centre.x() - w / 2, centre.y() - h / 2, w, h}; }

// `centre` moved just enough that a box of `size` around it lies on the table (kScene, 8 units in).
QPointF keptOnTable(QPointF centre, QSizeF size);

// Centre of the tray's compartment for denomination `index` of `count`.
QPointF trayChip(int index, int count);

} // namespace s21::app::geometry

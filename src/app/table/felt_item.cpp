#include "app/table/felt_item.h"

#include "app/table/table_geometry.h"
#include "app/theme/theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRadialGradient>
#include <QTextOption>

#include <cmath>

namespace s21::app {

namespace {

// The felt's printing: a condensed serif, as a layout's is, so that its lines fit the boards.
QFont tableFont(double pixels, bool bold = false, double spacing = 0)
{
    QFont font = theme::serifFont(static_cast<int>(pixels), bold);
    font.setStretch(QFont::Condensed);
    font.setLetterSpacing(QFont::AbsoluteSpacing, spacing);
    return font;
}

// Text centred on the top of a circle around `centre`, reading left to right.
void paintTextOnArc(QPainter& painter, const QString& text, QPointF centre, double radius, const QFont& font,
                    const QColor& colour)
{
    const QFontMetricsF metrics(font);
    const double spacing = font.letterSpacing();
    double width = 0;
    for (const QChar ch : text)
        width += metrics.horizontalAdvance(ch) + spacing;
    width -= spacing;
    double angle = M_PI / 2 + width / radius / 2;
    painter.setFont(font);
    painter.setPen(colour);
    for (const QChar ch : text) {
        const double glyph = metrics.horizontalAdvance(ch);
        const double mid = angle - glyph / radius / 2;
        const QPointF at = centre + QPointF(std::cos(mid), -std::sin(mid)) * radius;
        painter.save();
        painter.translate(at);
        painter.rotate(90 - mid * 180 / M_PI);
        painter.drawText(QPointF(-glyph / 2, 0), QString(ch));
        painter.restore();
        angle -= (glyph + spacing) / radius;
    }
}

// A side wager's circle beside a seat's spot, Match-the-Dealer, Bonus Spin or Xtreme 16, in its colours:
// the circle itself, and the key to it on a board. Too small for its name in the table's type, it is
// named by its key.
struct SideWagerCircle {
    QColor ink;
    QColor fill;
};

void paintSideWagerCircle(QPainter& painter, const SideWagerCircle& circle, QPointF centre, double radius)
{
    painter.setPen(QPen(circle.ink, 3));
    painter.setBrush(circle.fill);
    painter.drawEllipse(centre, radius, radius);
}

const SideWagerCircle kMatchCircle{theme::kMatchGold, theme::kMatchCircleFill};
const SideWagerCircle kBonusSpinCircle{theme::kBonusSpinRed, theme::kBonusSpinCircleFill};
const SideWagerCircle kXtremeCircle{theme::kXtremeViolet, theme::kXtremeCircleFill};

// A board's line: its words, bold or not, and the circle it is the key to, if any.
struct BoardLine {
    QString text;
    bool bold = false;
    const SideWagerCircle* key = nullptr;
};

constexpr double kBoardLineStep = 27;

// A payout board's height for `lines` lines under its title.
double boardHeight(std::size_t lines) { return 50 + static_cast<double>(lines) * kBoardLineStep; }

// A line of a board in `row`, centred, in `ink`: its words, after the key's circle if it is a key.
void paintBoardLine(QPainter& painter, QRectF row, const BoardLine& line, const QColor& ink)
{
    const QFont font = tableFont(theme::kTableTypePx, line.bold);
    if (line.key) { // the circle, then the words after it: the two centred together
        constexpr double kKeyRadius = 9, kKeyGap = 8;
        const double width = QFontMetricsF(font).horizontalAdvance(line.text) + 2 * kKeyRadius + kKeyGap;
        const QPointF centre(row.center().x() - width / 2 + kKeyRadius, row.center().y());
        paintSideWagerCircle(painter, *line.key, centre, kKeyRadius);
        row.setLeft(centre.x() + kKeyRadius + kKeyGap);
    }
    painter.setFont(font);
    painter.setPen(ink);
    const Qt::Alignment along = line.key ? Qt::AlignLeft : Qt::AlignHCenter;
    painter.drawText(row, line.text, QTextOption(along | Qt::AlignVCenter));
}

// A board in the table's type: its title (bold; the key to a circle when `title` has one), then its
// lines.
void paintBoard(QPainter& painter, const QRectF& rect, const QColor& ink, const BoardLine& title,
                const std::vector<BoardLine>& lines)
{
    painter.setPen(QPen(ink, 2));
    painter.setBrush(theme::kBoardFill);
    painter.drawRoundedRect(rect, 10, 10);
    painter.setPen(QPen(ink, 1));
    painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 7, 7);
    paintBoardLine(painter, QRectF(rect.left() + 8, rect.top() + 10, rect.width() - 16, 32), title, ink);
    double y = rect.top() + 42;
    for (const BoardLine& line : lines) {
        paintBoardLine(painter, QRectF(rect.left() + 8, y, rect.width() - 16, kBoardLineStep), line, ink);
        y += kBoardLineStep;
    }
}

} // namespace

FeltItem::FeltItem(const RuleProfile& profile) : profile_(profile)
{
    setZValue(-100);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF FeltItem::boundingRect() const { return geometry::kScene; }

void FeltItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    paintRailAndFelt(*painter);
    paintInscriptions(*painter);
    paintSeatCircles(*painter);
    paintEquipment(*painter);
    paintPayoutBoards(*painter);
}

void FeltItem::paintRailAndFelt(QPainter& painter) const
{
    using namespace geometry;
    const QPointF c = kTableCentre;
    QRadialGradient room(QPointF(800, 500), 900);
    room.setColorAt(0, theme::kRoomLight);
    room.setColorAt(1, theme::kRoomDark);
    painter.fillRect(kScene, room);

    QPainterPath rail;
    rail.moveTo(c + QPointF(-kRailOuter, 0));
    rail.arcTo(QRectF(c.x() - kRailOuter, c.y() - kRailOuter, 2 * kRailOuter, 2 * kRailOuter), 180, -180);
    rail.lineTo(c + QPointF(kRailOuter, 100));
    rail.lineTo(c + QPointF(-kRailOuter, 100));
    rail.closeSubpath();
    QRadialGradient leather(c, kRailOuter);
    leather.setColorAt(0.9, theme::kRailLeather);
    leather.setColorAt(0.96, theme::kRailLeatherLight);
    leather.setColorAt(1.0, theme::kRailLeatherDark);
    painter.setPen(QPen(theme::kRailEdge, 3));
    painter.setBrush(leather);
    painter.drawPath(rail);

    QPainterPath felt;
    felt.moveTo(c + QPointF(-kRailInner, 0));
    felt.arcTo(QRectF(c.x() - kRailInner, c.y() - kRailInner, 2 * kRailInner, 2 * kRailInner), 180, -180);
    felt.closeSubpath();
    QRadialGradient cloth(c + QPointF(0, -260), kRailInner * 1.1);
    cloth.setColorAt(0, theme::kFeltCentre);
    cloth.setColorAt(0.65, theme::kFeltMiddle);
    cloth.setColorAt(1, theme::kFeltEdge);
    painter.setPen(QPen(theme::kFeltBorder, 2));
    painter.setBrush(cloth);
    painter.drawPath(felt);

    // The dealer's edge: a wooden apron along the bottom with the chip tray let into it.
    QLinearGradient apron(0, c.y(), 0, c.y() + 100);
    apron.setColorAt(0, theme::kApronLight);
    apron.setColorAt(1, theme::kApronDark);
    painter.setPen(Qt::NoPen);
    painter.setBrush(apron);
    painter.drawRect(QRectF(c.x() - kRailOuter, c.y(), 2 * kRailOuter, 100));
}

void FeltItem::paintInscriptions(QPainter& painter) const
{
    using namespace geometry;
    const QPointF c = kTableCentre;
    painter.setPen(QPen(theme::kFeltGold, 3));
    painter.setBrush(Qt::NoBrush);
    const double r = kInsuranceRadius;
    painter.drawArc(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), 0, 180 * 16);
    painter.drawArc(QRectF(c.x() - r + 7, c.y() - r + 7, 2 * r - 14, 2 * r - 14), 0, 180 * 16);

    // The inscriptions MD-S21 2.B(3) and MD-BJ 2.B(3) ask for ("Blackjack pays 3 to 2" or "6 to 5",
    // as the profile pays), and the dealer's rule; each short enough that its arc ends clear of the
    // card reader on the right (doubled hands' bonuses: the Bonus 21 board, MD-S21 2.B(5)).
    const int type = theme::kTableTypePx;
    paintTextOnArc(painter, QStringLiteral("INSURANCE PAYS 2 TO 1"), c, r + 10, tableFont(type, true, 3),
                   theme::kFeltGold);
    paintTextOnArc(
        painter,
        QStringLiteral("BLACKJACK PAYS %1").arg(QString::fromStdString(formatOdds(profile_.blackjackPays)).toUpper()),
        c, r - 50, tableFont(32, true, 4), theme::kFeltGold);
    paintTextOnArc(painter, QStringLiteral("DEALER STANDS ON ALL 17s"), c, r - 80, tableFont(type, false, 2),
                   theme::kFeltPrint);
    if (profile_.gameRules().drawnTwentyOneWins)
        paintTextOnArc(painter, QStringLiteral("PLAYER 21 ALWAYS WINS"), c, r - 108, tableFont(type, false, 2),
                       theme::kFeltPrint);
}

void FeltItem::paintSeatCircles(QPainter& painter) const
{
    using namespace geometry;
    for (int seat = 1; seat <= 7; ++seat) {
        const SeatPlaces places = seatPlaces(seat);
        painter.setPen(QPen(theme::kFeltGold, 4));
        painter.setBrush(theme::kSpotShade);
        painter.drawEllipse(places.spot, kSpotRadius, kSpotRadius);
        painter.setPen(QPen(theme::kFeltGold, 1.2));
        painter.drawEllipse(places.spot, kSpotRadius - 6, kSpotRadius - 6);
        if (profile_.matchTheDealer.offered)
            paintSideWagerCircle(painter, kMatchCircle, places.match, kMatchRadius);
        if (profile_.bonusSpin.variant != BonusSpinVariant::None)
            paintSideWagerCircle(painter, kBonusSpinCircle,
                                 bonusSpinPlace(seat, profile_.maxPlayersPerBox > 1, profile_.xtreme.offered),
                                 kBonusSpinRadius);
        if (profile_.xtreme.offered)
            paintSideWagerCircle(painter, kXtremeCircle, places.xtreme, kBonusSpinRadius);
    }
}

void FeltItem::paintEquipment(QPainter& painter) const
{
    using namespace geometry;
    // Shoe: a dark box with the next card's back showing at its mouth.
    QLinearGradient shoeFill(kShoe.topLeft(), kShoe.bottomRight());
    shoeFill.setColorAt(0, theme::kShoeBoxLight);
    shoeFill.setColorAt(1, theme::kShoeBoxDark);
    painter.setPen(QPen(theme::kShoeBoxEdge, 3));
    painter.setBrush(shoeFill);
    painter.drawRoundedRect(kShoe, 12, 12);
    painter.setFont(tableFont(theme::kTableTypePx, true, 2));
    painter.setPen(theme::kShoeBoxLettering);
    painter.drawText(kShoe.adjusted(0, 6, 0, 0), Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("SHOE"));

    painter.setPen(QPen(theme::kRackEdge, 3));
    painter.setBrush(theme::kRackFill);
    painter.drawRoundedRect(kRack, 8, 8);
    painter.setPen(QPen(theme::kRackSlots, 1.5));
    for (int i = 1; i < 6; ++i) {
        const double x = kRack.left() + i * kRack.width() / 6;
        painter.drawLine(QPointF(x, kRack.top() + 36), QPointF(x, kRack.bottom() - 8));
    }
    painter.setPen(theme::kRackLettering);
    painter.drawText(kRack.adjusted(0, 6, 0, 0), Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("DISCARDS"));

    if (profile_.usesCardReader()) {
        painter.setPen(QPen(theme::kReaderEdge, 2));
        painter.setBrush(theme::kReaderFill);
        painter.drawRoundedRect(kReader, 8, 8);
        painter.setBrush(theme::kReaderWindow);
        painter.drawRect(QRectF(kReader.left() + 10, kReader.bottom() - 16, kReader.width() - 20, 10));
        painter.setFont(tableFont(theme::kTableTypePx, true, 2));
        painter.drawText(kReader.adjusted(0, 2, 0, 0), Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("READER"));
    }

    // The dealer's card places: the up card, and the hole card where the procedure has one (a card's
    // width cannot hold its name in the table's type: the place's tooltip and its reader's name say it).
    painter.setPen(QPen(theme::kCardPlaceOutline, 1.5, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    const QSizeF card = kCard;
    painter.drawRoundedRect(QRectF(kDealerFirstCard - QPointF(card.width() / 2, card.height() / 2), card), 6, 6);
    if (profile_.dealerSecondCard != DealerSecondCard::NoHoleCard)
        painter.drawRoundedRect(QRectF(kHoleSlot - QPointF(card.width() / 2, card.height() / 2), card), 6, 6);

    painter.setPen(QPen(theme::kTrayEdge, 2));
    painter.setBrush(theme::kTrayFill);
    painter.drawRoundedRect(kTray, 8, 8);
    painter.setPen(QPen(theme::kTraySlotEdge, 1));
    const int count = static_cast<int>(profile_.chips.denominations().size());
    for (int i = 0; i < count; ++i) {
        const QPointF at = trayChip(i, count);
        painter.setBrush(theme::kTraySlot);
        painter.drawRoundedRect(QRectF(at.x() - 30, kTray.top() + 5, 60, kTray.height() - 10), 6, 6);
    }
    painter.setFont(tableFont(theme::kTableTypePx, true, 1));
    for (const auto& [box, label] :
         {std::pair{kDropBox, QStringLiteral("DROP")}, std::pair{kTipBox, QStringLiteral("TIPS")}}) {
        painter.setPen(QPen(theme::kBoxEdge, 1.5));
        painter.setBrush(theme::kBoxFill);
        painter.drawRect(box);
        painter.setBrush(theme::kBoxSlot);
        painter.drawRect(QRectF(box.left() + 8, box.top() + 5, box.width() - 16, 4));
        painter.setPen(theme::kBoxLettering);
        painter.drawText(box.adjusted(0, 9, 0, 0), Qt::AlignCenter, label);
    }
}

// The payout boards in the top corners, in the table's type (MD-S21 2.B(5)-(6)): on the left the side
// wagers' (Match-the-Dealer's payouts under its name, the key to its circles, and the key to each
// progressive's circles) over the table's limits; on the right, where the game pays them (not
// blackjack), the Bonus 21 payouts with the doubled hands' sign. Each as wide as its lines in that type, its foot clear of the rail as it curves down.
void FeltItem::paintPayoutBoards(QPainter& painter) const
{
    const auto& mtd = profile_.matchTheDealer;
    std::vector<BoardLine> side;
    if (mtd.offered)
        side = {{QStringLiteral("Suited match %1").arg(QString::fromStdString(formatOdds(mtd.sameSuit)))},
                {QStringLiteral("Unsuited match %1").arg(QString::fromStdString(formatOdds(mtd.differentSuit)))},
                {QStringLiteral("paid per matching card")}};
    if (profile_.bonusSpin.variant != BonusSpinVariant::None)
        side.push_back({QStringLiteral("BONUS SPIN"), false, &kBonusSpinCircle});
    if (profile_.xtreme.offered)
        side.push_back({QStringLiteral("XTREME 16"), false, &kXtremeCircle});
    double top = 10;
    if (!side.empty()) {
        const BoardLine title = mtd.offered ? BoardLine{QStringLiteral("MATCH THE DEALER"), true, &kMatchCircle}
                                            : BoardLine{QStringLiteral("SIDE WAGERS"), true};
        const QRectF board(10, top, 310, boardHeight(side.size()));
        paintBoard(painter, board, theme::kMatchGold, title, side);
        top = board.bottom() + 6;
    }
    painter.setFont(tableFont(theme::kTableTypePx));
    painter.setPen(theme::kPlacardPrint);
    painter.drawText(QRectF(10, top, 310, 2 * kBoardLineStep), Qt::AlignHCenter | Qt::AlignTop,
                     QStringLiteral("Table limits\n%1 - %2")
                         .arg(QString::fromStdString(formatMoney(profile_.tableMinimum)),
                              QString::fromStdString(formatMoney(profile_.tableMaximum))));

    if (!profile_.gameRules().bonusPayouts)
        return;
    const auto& bonus = profile_.superBonus;
    const std::vector<BoardLine> payouts{
        {QStringLiteral("5-card 21 pays 3 to 2")},
        {QStringLiteral("6-card 21 pays 2 to 1")},
        {QStringLiteral("7+ card 21 pays 3 to 1")},
        {QStringLiteral("6-7-8 / 7-7-7: mixed 3 to 2")},
        {QStringLiteral("suited 2 to 1, spades 3 to 1")},
        {QStringLiteral("suited 7-7-7 vs dealer 7:")},
        {QStringLiteral("%1 / %2").arg(QString::fromStdString(formatMoney(bonus.smallPrize)),
                                       QString::fromStdString(formatMoney(bonus.largePrize)))},
        {QStringLiteral("NO BONUS ON DOUBLES")}};
    paintBoard(painter, QRectF(1280, 10, 310, boardHeight(payouts.size())), theme::kFeltGold,
               {QStringLiteral("BONUS 21 PAYOUTS"), true}, payouts);
}

} // namespace s21::app

#include "app/table/felt_item.h"

#include "app/table/table_geometry.h"
#include "app/theme/theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRadialGradient>

#include <cmath>

namespace s21::app {

namespace {

QFont tableFont(double pixels, bool bold = false, double spacing = 0)
{
    QFont font = theme::serifFont(static_cast<int>(pixels), bold);
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

void paintBoard(QPainter& painter, const QRectF& rect, const QColor& ink, const QString& title,
                const QStringList& lines)
{
    painter.setPen(QPen(ink, 2));
    painter.setBrush(theme::kBoardFill);
    painter.drawRoundedRect(rect, 10, 10);
    painter.setPen(QPen(ink, 1));
    painter.drawRoundedRect(rect.adjusted(5, 5, -5, -5), 7, 7);
    painter.setFont(tableFont(17, true, 1.5));
    painter.drawText(QRectF(rect.left(), rect.top() + 12, rect.width(), 24), Qt::AlignHCenter, title);
    painter.setFont(tableFont(13));
    double y = rect.top() + 44;
    for (const QString& line : lines) {
        painter.drawText(QRectF(rect.left() + 8, y, rect.width() - 16, 20), Qt::AlignHCenter, line);
        y += 22;
    }
}

// A side wager's circle beside a seat's spot: Match-the-Dealer, Bonus Spin, Xtreme 16.
struct SideWagerCircle {
    QPointF centre;
    double radius;
    QColor ink;
    QColor fill;
    int pointSize;
    QString label;
};

void paintSideWagerCircle(QPainter& painter, const SideWagerCircle& circle)
{
    painter.setPen(QPen(circle.ink, 3));
    painter.setBrush(circle.fill);
    painter.drawEllipse(circle.centre, circle.radius, circle.radius);
    painter.setFont(tableFont(circle.pointSize, true));
    painter.setPen(circle.ink);
    const double width = circle.radius * 2 - 4;
    painter.drawText(QRectF(circle.centre.x() - width / 2, circle.centre.y() - 13, width, 26), Qt::AlignCenter,
                     circle.label);
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

    paintTextOnArc(painter, QStringLiteral("INSURANCE PAYS 2 TO 1"), c, r + 10, tableFont(17, true, 3),
                   theme::kFeltGold);
    paintTextOnArc(painter, QStringLiteral("BLACKJACK PAYS 3 TO 2"), c, r - 52, tableFont(32, true, 4),
                   theme::kFeltGold);
    paintTextOnArc(painter, QStringLiteral("DEALER MUST STAND ON ALL 17s  ·  PLAYER 21 ALWAYS WINS"), c, r - 76,
                   tableFont(13, false, 2), theme::kFeltPrint);
    paintTextOnArc(painter, QStringLiteral("NO BONUS PAYOUTS ON DOUBLED HANDS"), c, r - 96, tableFont(12, true, 2),
                   theme::kFeltWarning);
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
        paintTextOnArc(painter, QStringLiteral("SPANISH 21"), places.spot, kSpotRadius - 17, tableFont(10, true, 1.5),
                       theme::kSpotLettering);

        if (profile_.matchTheDealer.offered)
            paintSideWagerCircle(painter, {places.match, kMatchRadius, theme::kMatchGold, theme::kMatchCircleFill, 8,
                                           QStringLiteral("MATCH\nDEALER")});
        if (profile_.bonusSpin.variant != BonusSpinVariant::None)
            paintSideWagerCircle(painter, {bonusSpinPlace(seat, profile_.maxPlayersPerBox > 1, profile_.xtreme.offered),
                                           kBonusSpinRadius, theme::kBonusSpinRed, theme::kBonusSpinCircleFill, 7,
                                           QStringLiteral("BONUS\nSPIN")});
        if (profile_.xtreme.offered)
            paintSideWagerCircle(painter, {places.xtreme, kBonusSpinRadius, theme::kXtremeViolet,
                                           theme::kXtremeCircleFill, 7, QStringLiteral("XTREME\n16")});
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
        painter.drawRect(QRectF(kReader.left() + 10, kReader.top() + 24, kReader.width() - 20, 10));
        painter.setFont(tableFont(11, true, 2));
        painter.drawText(kReader.adjusted(0, 4, 0, 0), Qt::AlignHCenter | Qt::AlignTop, QStringLiteral("READER"));
    }

    // The dealer's card places: the up card, and the hole card where the procedure has one.
    painter.setPen(QPen(theme::kCardPlaceOutline, 1.5, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    const QSizeF card = kCard;
    painter.drawRoundedRect(QRectF(kDealerFirstCard - QPointF(card.width() / 2, card.height() / 2), card), 6, 6);
    if (profile_.dealerSecondCard != DealerSecondCard::NoHoleCard) {
        const QRectF hole(kHoleSlot - QPointF(card.width() / 2, card.height() / 2), card);
        painter.drawRoundedRect(hole, 6, 6);
        painter.setFont(tableFont(9, true, 1));
        painter.setPen(theme::kCardPlaceLettering);
        painter.drawText(hole, Qt::AlignCenter, QStringLiteral("HOLE"));
    }

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
    painter.setFont(tableFont(10, true, 1));
    for (const auto& [box, label] :
         {std::pair{kDropBox, QStringLiteral("DROP")}, std::pair{kTipBox, QStringLiteral("TIPS")}}) {
        painter.setPen(QPen(theme::kBoxEdge, 1.5));
        painter.setBrush(theme::kBoxFill);
        painter.drawRect(box);
        painter.setBrush(theme::kBoxSlot);
        painter.drawRect(QRectF(box.left() + 8, box.top() + 6, box.width() - 16, 4));
        painter.setPen(theme::kBoxLettering);
        painter.drawText(box.adjusted(0, 10, 0, 0), Qt::AlignCenter, label);
    }
}

void FeltItem::paintPayoutBoards(QPainter& painter) const
{
    const auto& mtd = profile_.matchTheDealer;
    if (mtd.offered)
        paintBoard(painter, QRectF(20, 30, 320, 130), theme::kMatchGold, QStringLiteral("MATCH THE DEALER"),
                   {QStringLiteral("Suited match pays %1").arg(QString::fromStdString(formatOdds(mtd.sameSuit))),
                    QStringLiteral("Unsuited match pays %1").arg(QString::fromStdString(formatOdds(mtd.differentSuit))),
                    QStringLiteral("paid per matching card · %1 decks").arg(profile_.decks)});
    const auto& bonus = profile_.superBonus;
    paintBoard(painter, QRectF(1250, 30, 330, 196), theme::kFeltGold, QStringLiteral("BONUS 21 PAYOUTS"),
               {QStringLiteral("5-card 21 pays 3 to 2 · 6-card 2 to 1"), QStringLiteral("7 or more cards 3 to 1"),
                QStringLiteral("6-7-8 / 7-7-7: mixed 3:2 · suited 2:1"), QStringLiteral("spades 3 to 1"),
                QStringLiteral("Suited 7-7-7 vs dealer 7: %1 / %2")
                    .arg(QString::fromStdString(formatMoney(bonus.smallPrize)),
                         QString::fromStdString(formatMoney(bonus.largePrize))),
                QStringLiteral("DOUBLED HANDS: NO BONUS PAYOUTS")});
    painter.setFont(tableFont(12));
    painter.setPen(theme::kPlacardPrint);
    painter.drawText(QRectF(20, 166, 320, 60), Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap,
                     QStringLiteral("%1\nTable limits %2 - %3")
                         .arg(QString::fromStdString(profile_.name),
                              QString::fromStdString(formatMoney(profile_.tableMinimum)),
                              QString::fromStdString(formatMoney(profile_.tableMaximum))));
}

} // namespace s21::app

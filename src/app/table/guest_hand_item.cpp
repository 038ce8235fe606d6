#include "app/table/guest_hand_item.h"

#include "app/table/chip_painter.h"
#include "app/table/recipe_picture.h"

#include "app/theme/theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace s21::app {

namespace {

// The hand's length from the fingertips to the wrist, and its width across the knuckles.
constexpr double kLength = 58;
constexpr double kWidth = 34;
constexpr double kSleeve = 30; // the cuff's length: enough to show where the arm comes from

} // namespace

GuestHandItem::GuestHandItem(Pose pose) : pose_(pose)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(25); // over the chips and cards, under the players' names and signals
}

QRectF GuestHandItem::boundingRect() const { return {-kWidth, -30, 2 * kWidth, kLength + kSleeve + 34}; }

QPainterPath GuestHandItem::shape() const
{
    // Simplified once for each pose: the scene asks for the shape at every refresh, to keep amounts
    // and labels clear of the hand, and simplifying a path costs more than all the rest of that.
    static const auto outlineIn = [](Pose pose) {
        QPainterPath outline;
        const double fingertips = pose == Pose::Pinching ? 12 : 0; // curled fingers end at the knuckles
        outline.addRoundedRect(QRectF(-kWidth / 2 - 12, fingertips, kWidth + 12, kLength + 2 - fingertips), 11, 11);
        outline.addRoundedRect(QRectF(-kWidth / 2 - 2, kLength - 4, kWidth + 4, kSleeve), 8, 8);
        return outline.simplified();
    };
    static const QPainterPath pinching = outlineIn(Pose::Pinching);
    static const QPainterPath open = outlineIn(Pose::Flat);
    return pose_ == Pose::Pinching ? pinching : open;
}

void GuestHandItem::reachTo(QPointF tip, QPointF from)
{
    // Local +y runs from the fingertips back to the wrist: turned to point at the chair.
    const QPointF toChair = from - tip;
    setRotation(std::atan2(-toChair.x(), toChair.y()) * 180 / M_PI);
    setPos(tip);
}

void GuestHandItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    paintThroughPicture(*painter, *this, *this, [this](QPainter& on) { paintHand(on); });
}

void GuestHandItem::writeRecipe(DrawingBytes& out) const { out << static_cast<int>(pose_); }

void GuestHandItem::paintHand(QPainter& painter) const
{
    painter.setRenderHint(QPainter::Antialiasing);
    // The sleeve, then the shadow of the hand on the felt.
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme::kShadow);
    painter.drawRoundedRect(QRectF(-kWidth / 2 + 4, 10, kWidth, kLength), 12, 12);
    painter.setBrush(theme::kGuestSleeve);
    painter.drawRoundedRect(QRectF(-kWidth / 2 - 2, kLength - 4, kWidth + 4, kSleeve), 8, 8);

    painter.setPen(QPen(theme::kGuestSkinShade, 1.4));
    painter.setBrush(theme::kGuestSkin);
    const bool flat = pose_ == Pose::Flat;
    const double palmTop = flat ? 26 : 22;
    painter.drawRoundedRect(QRectF(-kWidth / 2, palmTop, kWidth, kLength - palmTop + 2), 11, 11);
    // Four fingers from the dealer's left, the middle ones longest: each out straight or curled
    // over the palm (a knuckle); the thumb to one side, out or closing in.
    const double lengths[] = {24, 28, 27, 21};
    for (int i = 0; i < 4; ++i) {
        const double x = -kWidth / 2 + 1 + i * 8.2;
        const bool out =
            flat || (pose_ == Pose::Pointing && i == 1) || (pose_ == Pose::TwoFingers && (i == 1 || i == 2));
        if (!out) {
            painter.drawEllipse(QRectF(x - 0.5, 12, 9, 16));
            continue;
        }
        painter.save();
        if (pose_ == Pose::TwoFingers) { // spread in a V
            painter.translate(x + 3.8, palmTop + 6);
            painter.rotate(i == 1 ? -9 : 9);
            painter.translate(-x - 3.8, -palmTop - 6);
        }
        painter.drawRoundedRect(QRectF(x, palmTop + 4 - lengths[i], 7.6, lengths[i] + 6), 3.8, 3.8);
        painter.restore();
    }
    if (!flat) {
        painter.drawRoundedRect(QRectF(-kWidth / 2 - 8, 22, 11, 24), 5, 5);
        return;
    }
    QPainterPath thumb;
    thumb.addRoundedRect(QRectF(-5, -20, 10, 26), 5, 5);
    painter.save();
    painter.translate(-kWidth / 2 - 2, palmTop + 18);
    painter.rotate(-35);
    painter.drawPath(thumb);
    painter.restore();
}

CashItem::CashItem(Money amount) : amount_(amount)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(21);
}

QRectF CashItem::boundingRect() const { return {-40, -26, 80, 52}; }

CouponItem::CouponItem(Money face, bool small) : face_(face), small_(small)
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(19); // under the chips' amount tags
    setToolTip(QStringLiteral("Match play coupon %1: paid at 1 to 1 when the wager wins, then taken")
                   .arg(QString::fromStdString(formatMoney(face))));
}

QRectF CouponItem::ticket() const { return small_ ? QRectF(-24, -12, 48, 24) : QRectF(-30, -15, 60, 30); }

QRectF CouponItem::boundingRect() const { return ticket().adjusted(-2, -2, 2, 2); }

void CouponItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF paper = ticket();
    painter->setPen(QPen(theme::kCouponEdge, 1.0));
    painter->setBrush(theme::kCouponFace);
    painter->drawRect(paper);
    painter->setPen(QPen(theme::kCouponEdge, 1.0, Qt::DashLine));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(paper.adjusted(2.5, 2.5, -2.5, -2.5));
    if (!readsOnScreen(*painter, small_ ? 7 : 8)) // its face value is on its tag (TableScene::addCoupon)
        return;
    QFont font = painter->font();
    font.setBold(true);
    const QRectF inside = paper.adjusted(3, 3, -3, -3);
    const QString title = QStringLiteral("MATCH PLAY");
    // As large as the ticket's width lets the whole title be, so that it is never cut.
    for (int px = small_ ? 7 : 8; px >= 5; --px) {
        font.setPixelSize(px);
        if (QFontMetricsF(font).horizontalAdvance(title) <= inside.width())
            break;
    }
    painter->setFont(font);
    painter->setPen(theme::kCouponInk);
    painter->drawText(inside, Qt::AlignHCenter | Qt::AlignTop, title);
    font.setPixelSize(small_ ? 9 : 11);
    painter->setFont(font);
    painter->drawText(inside, Qt::AlignHCenter | Qt::AlignBottom, QString::fromStdString(formatMoney(face_)));
}

void CashItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF note(-30, -14, 60, 28);
    for (int i = 2; i >= 0; --i) { // three notes fanned, the top one last
        painter->save();
        painter->rotate(-12.0 + 8.0 * i);
        painter->setPen(QPen(theme::kCashEdge, 1.2));
        painter->setBrush(i == 0 ? theme::kCashFace : theme::kCashFaceDark);
        painter->drawRoundedRect(note, 2, 2);
        if (i == 0) {
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(QPointF(0, 0), 8, 8);
        }
        if (i == 0 && readsOnScreen(*painter, 10)) { // the amount is on its tag (TableScene::addGuestFoul)
            QFont font = painter->font();
            font.setPixelSize(10);
            font.setBold(true);
            painter->setFont(font);
            painter->setPen(theme::kCashInk);
            painter->drawText(note.adjusted(3, 1, -3, -1), Qt::AlignLeft | Qt::AlignTop,
                              QString::fromStdString(formatMoney(amount_)));
        }
        painter->restore();
    }
}

} // namespace s21::app

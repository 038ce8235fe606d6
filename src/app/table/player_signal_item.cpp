#include "app/table/player_signal_item.h"

#include "app/table/table_items.h"
#include "app/theme/theme.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QVariantAnimation>

#include <cmath>

namespace s21::app {

namespace {

constexpr int kMotionMs = 900;

GuestHandItem::Pose poseFor(Decision decision)
{
    switch (decision) {
    case Decision::Hit:
    case Decision::Double: return GuestHandItem::Pose::Pointing;
    case Decision::Split: return GuestHandItem::Pose::TwoFingers;
    case Decision::Stand:
    case Decision::Surrender: break;
    }
    return GuestHandItem::Pose::Flat;
}

} // namespace

PlayerSignalItem::PlayerSignalItem(Decision decision, const QString& words, QPointF tip, QPointF chair,
                                   const std::vector<Money>& chips, Money amount, QPointF chipsAt)
    : decision_(decision), hand_(new GuestHandItem(poseFor(decision))), tip_(tip), chipsAt_(chipsAt),
      motion_(new QVariantAnimation(this))
{
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(25); // as a player's hand: over the chips and cards, under the names and badges
    const QPointF toChair = chair - tip;
    towardChair_ = toChair / std::hypot(toChair.x(), toChair.y());
    if (!chips.empty()) {
        auto* stack = new ChipStackItem(chips, amount, 19, ChipStackItem::Tag::Above);
        stack->setParentItem(this);
        stack->setToolTip(words);
        chips_ = stack;
    }
    hand_->setParentItem(this);
    hand_->setToolTip(words);
    hand_->reachTo(tip, chair);
    setToolTip(words);
    motion_->setDuration(kMotionMs);
    motion_->setStartValue(0.0);
    motion_->setEndValue(1.0);
    connect(motion_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& value) { setPhase(value.toDouble()); });
    setPhase(0);
    motion_->start();
}

bool PlayerSignalItem::moving() const { return motion_->state() == QAbstractAnimation::Running; }

QRectF PlayerSignalItem::boundingRect() const { return {}; } // the hand and the chips paint themselves

void PlayerSignalItem::paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) {}

void PlayerSignalItem::setPhase(double phase)
{
    const QPointF across(-towardChair_.y(), towardChair_.x());
    QPointF offset;
    switch (decision_) {
    case Decision::Hit: // two taps: the finger lifts toward the player and comes down again
        offset = towardChair_ * 9.0 * std::abs(std::sin(2 * M_PI * phase));
        break;
    case Decision::Stand: // two waves across the cards
        offset = across * 14.0 * std::sin(4 * M_PI * phase);
        break;
    case Decision::Double:
    case Decision::Split: // the chips slide in from the player and are set down
        offset = towardChair_ * 46.0 * (1 - std::min(1.0, phase * 1.6));
        break;
    case Decision::Surrender: break;
    }
    hand_->setPos(tip_ + offset);
    if (chips_)
        chips_->setPos(chipsAt_ + offset);
}

SpeechBubbleItem::SpeechBubbleItem(QString words) : words_(std::move(words))
{
    const QFontMetricsF metrics(theme::sansFont(theme::kTableTypePx, true));
    const double width = metrics.horizontalAdvance(words_) + 20;
    bubble_ = QRectF(-width / 2, -metrics.height() / 2 - 5, width, metrics.height() + 10);
    setAcceptedMouseButtons(Qt::NoButton);
    setToolTip(QStringLiteral("says: %1").arg(words_.toUpper()));
    setZValue(40);
}

QRectF SpeechBubbleItem::boundingRect() const { return bubble_.adjusted(-2, -12, 2, 2); }

QPainterPath SpeechBubbleItem::shape() const { return outlineOf(bubble_); }

void SpeechBubbleItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QPainterPath outline;
    outline.addRoundedRect(bubble_, bubble_.height() / 2, bubble_.height() / 2);
    QPainterPath tail; // up, toward the player's name above it
    tail.moveTo(bubble_.center().x() - 7, bubble_.top() + 1);
    tail.lineTo(bubble_.center().x() - 2, bubble_.top() - 10);
    tail.lineTo(bubble_.center().x() + 7, bubble_.top() + 1);
    tail.closeSubpath();
    outline = outline.united(tail);
    painter->setPen(QPen(theme::kSignalInk, 1.2));
    painter->setBrush(theme::kSignalFill);
    painter->drawPath(outline);
    painter->setFont(theme::sansFont(theme::kTableTypePx, true));
    painter->setPen(theme::kSignalInk);
    painter->drawText(bubble_, Qt::AlignCenter, words_);
}

} // namespace s21::app

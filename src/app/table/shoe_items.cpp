#include "app/table/shoe_items.h"

#include "app/table/card_painter.h"
#include "app/table/table_geometry.h"
#include "app/theme/theme.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace s21::app {

namespace {

constexpr double kRowStep = 9; // between the cards of one spread row
constexpr double kRowGap = 24; // between the rows of a spread
constexpr double kStackWidth = 92;
constexpr double kStackDepth = 62;

QRectF cardAt(QPointF centre)
{
    const QSizeF size = geometry::kCard;
    return {centre.x() - size.width() / 2, centre.y() - size.height() / 2, size.width(), size.height()};
}

void shadow(QPainter& painter, const QRectF& rect, double radius)
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme::kShadow);
    painter.drawRoundedRect(rect.translated(3, 4), radius, radius);
}

void useBoldFont(QPainter& painter, int pixelSize)
{
    QFont font = painter.font();
    font.setPixelSize(pixelSize);
    font.setBold(true);
    painter.setFont(font);
}

// The stack's edge height for `cards` cards: thick enough to see a cover card's depth.
double edgeHeight(int cards) { return std::clamp(cards * 0.16, 4.0, 56.0); }

} // namespace

DeckBoxesItem::DeckBoxesItem(int decks, bool opened, CardBack back) : decks_(decks), opened_(opened), back_(back)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF DeckBoxesItem::boundingRect() const
{
    const double width = decks_ * 70.0;
    return {-width / 2 - 6, -60, width + 16, 120};
}

void DeckBoxesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < decks_; ++i) {
        const QRectF box(-decks_ * 35.0 + i * 70.0 + 6, -44, 58, 84);
        shadow(*painter, box, 4);
        if (opened_) {
            paintCardBack(*painter, box, back_);
            painter->setPen(QPen(theme::kDeckOutline, 1));
            for (int line = 1; line < 5; ++line)
                painter->drawLine(QPointF(box.left() + 3, box.bottom() + line * 1.6),
                                  QPointF(box.right() - 3, box.bottom() + line * 1.6));
            continue;
        }
        QLinearGradient fill(box.topLeft(), box.bottomRight());
        fill.setColorAt(0, theme::kDeckBoxLight);
        fill.setColorAt(1, theme::kDeckBoxDark);
        painter->setPen(QPen(theme::kDeckBoxEdge, 1.5));
        painter->setBrush(fill);
        painter->drawRoundedRect(box, 4, 4);
        painter->setPen(QPen(theme::kDeckBoxLettering, 1));
        painter->drawRect(box.adjusted(6, 6, -6, -6));
        useBoldFont(*painter, theme::kTableTypePx); // the deck's number: "sealed" is the stack's tag
        painter->drawText(box, Qt::AlignCenter, QString::number(i + 1));
    }
}

SpreadItem::SpreadItem(std::vector<std::vector<Card>> rows, bool faceUp, CardBack back)
    : rows_(std::move(rows)), faceUp_(faceUp), back_(back)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF SpreadItem::boundingRect() const
{
    std::size_t longest = 0;
    for (const auto& row : rows_)
        longest = std::max(longest, row.size());
    const double width = static_cast<double>(longest) * kRowStep + geometry::kCard.width();
    const double height = static_cast<double>(rows_.size()) * kRowGap + geometry::kCard.height();
    return {-width / 2 - 4, -height / 2 - 4, width + 12, height + 12};
}

void SpreadItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF bounds = boundingRect().adjusted(4, 4, -8, -8);
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        const auto& row = rows_[r];
        const double top = bounds.top() + static_cast<double>(r) * kRowGap;
        for (std::size_t i = 0; i < row.size(); ++i) {
            const QRectF rect(bounds.left() + static_cast<double>(i) * kRowStep, top, geometry::kCard.width(),
                              geometry::kCard.height());
            painter->setPen(Qt::NoPen);
            painter->setBrush(theme::kRowShadow);
            painter->drawRoundedRect(rect.translated(1.5, 2), 6, 6);
            if (faceUp_)
                paintCardFace(*painter, rect, row[i]);
            else
                paintCardBack(*painter, rect, back_);
        }
    }
}

WashItem::WashItem(int cards, std::optional<Card> exposed, CardBack back)
    : cards_(cards), exposed_(exposed), back_(back)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF WashItem::boundingRect() const { return {-260, -110, 520, 220}; }

void WashItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    // A fixed scatter (the look of the wash, not its order): cards at angles over an oval.
    const int shown = std::clamp(cards_ / 5, 12, 70);
    for (int i = 0; i < shown; ++i) {
        const double a = i * 2.399963; // golden angle
        const double r = std::sqrt((i + 0.5) / shown);
        const QPointF at(std::cos(a) * r * 190, std::sin(a) * r * 62);
        painter->save();
        painter->translate(at);
        painter->rotate(std::fmod(i * 47.0, 180.0) - 90);
        const QRectF rect = cardAt({});
        painter->setPen(Qt::NoPen);
        painter->setBrush(theme::kPileShadow);
        painter->drawRoundedRect(rect.translated(2, 2), 6, 6);
        paintCardBack(*painter, rect, back_);
        painter->restore();
    }
    if (exposed_)
        paintCardFace(*painter, cardAt({}), *exposed_);
}

CardStackItem::CardStackItem(int cards, std::optional<int> coverAbove, bool split, CardBack back)
    : cards_(cards), coverAbove_(coverAbove), split_(split), back_(back)
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF CardStackItem::boundingRect() const
{
    const double width = split_ ? 2 * kStackWidth + 40 : kStackWidth;
    return {-width / 2 - 30, -kStackDepth / 2 - 6, width + 60, kStackDepth + edgeHeight(cards_) + 20};
}

void CardStackItem::paintStack(QPainter& painter, QPointF centre, int cards, std::optional<int> coverAbove) const
{
    const double edge = edgeHeight(cards);
    const QRectF top(centre.x() - kStackWidth / 2, centre.y() - kStackDepth / 2, kStackWidth, kStackDepth);
    const QRectF side(top.left(), top.bottom() - 6, top.width(), edge + 6);
    shadow(painter, side.united(top), 6);
    // The edge: the cards' white sides, with fine lines.
    QLinearGradient white(side.topLeft(), side.bottomLeft());
    white.setColorAt(0, theme::kStackSideLight);
    white.setColorAt(1, theme::kStackSideDark);
    painter.setPen(QPen(theme::kStackSideEdge, 1));
    painter.setBrush(white);
    painter.drawRoundedRect(side, 5, 5);
    painter.setPen(QPen(theme::kStackSideLines, 0.7));
    for (double y = side.top() + 8; y < side.bottom() - 2; y += 2.2)
        painter.drawLine(QPointF(side.left() + 2, y), QPointF(side.right() - 2, y));
    if (coverAbove && cards > 0) {
        const double depth = side.top() + 6 + edge * std::clamp(static_cast<double>(*coverAbove) / cards, 0.0, 1.0);
        painter.setPen(QPen(theme::kCoverCardMark, 1));
        painter.setBrush(theme::kCoverCard);
        painter.drawRect(QRectF(side.left() - 22, depth - 2, side.width() + 44, 4));
    }
    // The top card's back, a card lying sideways.
    painter.save();
    painter.translate(top.center());
    painter.rotate(90);
    paintCardBack(painter, QRectF(-kStackDepth / 2, -kStackWidth / 2, kStackDepth, kStackWidth), back_);
    painter.restore();
}

void CardStackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    if (!split_) {
        paintStack(*painter, {}, cards_, coverAbove_);
        return;
    }
    const double offset = kStackWidth / 2 + 20;
    paintStack(*painter, {-offset, 0}, cards_ / 2, std::nullopt);
    paintStack(*painter, {offset, 0}, cards_ - cards_ / 2, std::nullopt);
}

QRectF CoverCardItem::boundingRect() const { return cardAt({}).adjusted(-3, -3, 6, 6); }

void CoverCardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF rect = cardAt({});
    shadow(*painter, rect, 5);
    painter->setPen(QPen(theme::kCoverCardEdge, 1.2));
    painter->setBrush(theme::kCoverCard);
    painter->drawRoundedRect(rect, 5, 5); // blank yellow plastic: its name is the place's and the tag's
}

ShufflerItem::ShufflerItem(Status status) : status_(status) { setAcceptedMouseButtons(Qt::NoButton); }

QRectF ShufflerItem::boundingRect() const { return {-98, -52, 196, 128}; }

void ShufflerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF body(-70, -40, 140, 104);
    shadow(*painter, body, 10);
    QLinearGradient metal(body.topLeft(), body.bottomLeft());
    metal.setColorAt(0, theme::kShufflerLight);
    metal.setColorAt(1, theme::kShufflerDark);
    painter->setPen(QPen(theme::kShufflerEdge, 2));
    painter->setBrush(metal);
    painter->drawRoundedRect(body, 10, 10);
    // The input well on top and the elevator for the shuffled cards.
    painter->setBrush(theme::kShufflerWell);
    painter->drawRoundedRect(QRectF(-56, -32, 52, 32), 4, 4);
    painter->drawRoundedRect(QRectF(4, -32, 52, 32), 4, 4);
    useBoldFont(*painter, theme::kTableTypePx);
    painter->setPen(theme::kShufflerLettering);
    painter->drawText(QRectF(-70, 2, 140, 28), Qt::AlignCenter, QStringLiteral("SHUFFLER"));
    const bool fault = status_ == Status::Jammed || status_ == Status::BrokenDown;
    const QColor light = fault                         ? theme::kStatusFault
                         : status_ == Status::Shuffled ? theme::kStatusShuffled
                                                       : theme::kStatusBusy;
    painter->setBrush(light);
    painter->setPen(QPen(theme::kStatusRim, 1));
    painter->drawEllipse(QPointF(fault ? -56 : 0, 46), 6, 6);
    if (fault) {
        painter->setPen(theme::kFaultLettering);
        painter->drawText(QRectF(-46, 32, 112, 28), Qt::AlignCenter,
                          status_ == Status::Jammed ? QStringLiteral("JAMMED") : QStringLiteral("NO CYCLE"));
    }
    if (status_ != Status::OutOfOrder)
        return;
    // A cloth over it and the sign (MD-S21 13.S).
    painter->setPen(QPen(theme::kClothEdge, 1.5));
    painter->setBrush(theme::kCloth);
    painter->drawRoundedRect(body.adjusted(-6, -8, 6, 6), 14, 14);
    const QRectF sign(-95, -17, 190, 34);
    painter->setBrush(theme::kSignFill);
    painter->drawRect(sign);
    painter->setPen(theme::kSignLettering);
    painter->drawText(sign, Qt::AlignCenter, QStringLiteral("OUT OF ORDER"));
}

} // namespace s21::app

#include "app/table/table_items.h"

#include "app/table/card_painter.h"
#include "app/table/chip_painter.h"
#include "app/table/recipe_picture.h"
#include "app/table/table_geometry.h"
#include "app/theme/text_extent.h"
#include "app/theme/theme.h"

#include <QCursor>
#include <QGraphicsEllipseItem>
#include <QPainter>

#include <map>
#include <utility>

namespace s21::app {

namespace {

// Whether words in type of `pixels` are painted: always in the table's type or larger; smaller (a shared
// box's line, whose stacks stand closer than that type is tall), only where they read on the screen, the
// line being written in the table's type on the progressives' display (TableScene::placeSharedLines).
bool readsWhereSmall(const QPainter& painter, int pixels)
{
    return pixels >= theme::kTableTypePx || readsOnScreen(painter, pixels);
}

// A stack's chips as a path, and the same with its curves flattened to lines, for a stack of
// `radius` that rises `rise`: made once for each (a table's stacks are of a few radii and heights), not
// for every stack at every refresh.
struct ChipsOutline {
    QPainterPath curved;
    QPainterPath flattened;
};
const ChipsOutline& chipsOutline(double radius, double rise)
{
    static std::map<std::pair<double, double>, ChipsOutline> made;
    auto [at, isNew] = made.try_emplace({radius, rise});
    if (isNew) {
        at->second.curved.addRoundedRect(QRectF(-radius, -radius - rise, 2 * radius, 2 * radius + rise), radius,
                                         radius);
        at->second.flattened.addPolygon(at->second.curved.toFillPolygon());
        at->second.flattened.closeSubpath();
    }
    return at->second;
}

QRectF cardRect()
{
    const QSizeF size = geometry::kCard;
    return {-size.width() / 2, -size.height() / 2, size.width(), size.height()};
}

// An amount's tag of `pixels` type, centred on the origin: just wide enough for the amount.
QRectF amountTagRect(const QString& amount, int pixels)
{
    const double width = theme::sansAdvance(amount, pixels, true) + pixels - 2;
    const double height = pixels + 3;
    return {-width / 2, -height / 2, width, height};
}

void paintAmountTag(QPainter& painter, const QRectF& tag, const QString& amount, int pixels,
                    const QColor& fill = theme::kAmountTagFill, const QColor& ink = theme::kAmountTagInk)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setFont(theme::sansFont(pixels, true));
    painter.setBrush(fill);
    painter.drawRoundedRect(tag, tag.height() / 2 - 0.5, tag.height() / 2 - 0.5);
    painter.setPen(ink);
    painter.drawText(tag, Qt::AlignCenter, amount);
}

} // namespace

QPainterPath outlineOf(const QRectF& rect)
{
    QPainterPath outline;
    outline.addRect(rect);
    return outline;
}

CardItem::CardItem(Card card, bool faceUp, bool sideways, CardBack back)
    : card_(card), faceUp_(faceUp), sideways_(sideways), back_(back)
{
    if (sideways)
        setRotation(-90); // turned to the dealer's left: its corner index toward the dealer, clear of the next seat
    setAcceptedMouseButtons(Qt::NoButton);
}

QPainterPath CardItem::indexShape() const { return faceUp_ ? outlineOf(cardIndexArea(cardRect())) : QPainterPath(); }

QRectF CardItem::boundingRect() const { return cardRect().adjusted(-3, -3, 5, 5); }

QPainterPath CardItem::shape() const { return outlineOf(cardRect()); }

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    paintThroughPicture(*painter, *this, *this, [this](QPainter& on) {
        on.setRenderHint(QPainter::Antialiasing);
        const QRectF rect = cardRect();
        on.setPen(Qt::NoPen);
        on.setBrush(theme::kShadow);
        on.drawRoundedRect(rect.translated(2.5, 3), 6, 6);
        if (faceUp_)
            paintCardFace(on, rect, card_, sideways_); // a sideways card's indices read upright
        else
            paintCardBack(on, rect, back_);
    });
}

void CardItem::writeRecipe(DrawingBytes& out) const
{
    out << static_cast<int>(card_.rank) << static_cast<int>(card_.suit) << faceUp_ << sideways_
        << static_cast<int>(back_);
}

ChipStackItem::ChipStackItem(std::vector<Money> chips, Money amount, double radius, Tag tag, int tagPixels, Role role)
    : chips_(std::move(chips)), label_(QString::fromStdString(formatMoney(amount))), role_(role), radius_(radius),
      tagPixels_(tagPixels)
{
    const QRectF centred = amountTagRect(label_, tagPixels_);
    const double width = centred.width(), height = centred.height();
    const double rise = chipStackRise(radius_, chips_.size());
    switch (tag) {
    case Tag::Below: tag_ = QRectF(-width / 2, radius_ + 1, width, height); break;
    case Tag::Above: tag_ = QRectF(-width / 2, -radius_ - rise - 1 - height, width, height); break;
    case Tag::Over: tag_ = centred.translated(0, -rise); break;
    case Tag::Right: tag_ = QRectF(radius_ + 2, -height / 2, width, height); break; // beside the bottom chip
    case Tag::None: break;
    }
    const ChipsOutline& outline = chipsOutline(radius_, rise);
    chipsShape_ = outline.curved;
    chipsFlattened_ = outline.flattened;
    outlineChipsAndTag();
    setAcceptedMouseButtons(Qt::NoButton);
}

bool ChipStackItem::moveTag(QPointF centre)
{
    if (centre == tag_.center()) // left where it is, as most tags are: its outline stands
        return false;
    prepareGeometryChange();
    tag_.moveCenter(centre);
    outlineChipsAndTag();
    return true;
}

void ChipStackItem::outlineChipsAndTag()
{
    // The outline a hit or a test sees: the chips' and the tag's as one, their curves flattened to
    // lines as QPainterPath::simplified() flattens them (covers() and tst_table_places judge lines:
    // with the curves kept, chips are found over a card's index in a shared box). Overlapping, the
    // two are united by simplified() (the fill rule would leave the overlap out); apart, they are
    // their union as they stand, and the path clipping simplified() costs is spared: a third or more
    // of drawing the table again (docs/benchmarks.md, "Session 31").
    if (!tag_.isEmpty() && tag_.intersects(chipsShape_.boundingRect())) {
        QPainterPath both = chipsShape_;
        both.addRect(tag_);
        shape_ = both.simplified();
        return;
    }
    shape_ = chipsFlattened_;
    if (!tag_.isEmpty())
        shape_.addRect(tag_);
}

QPainterPath ChipStackItem::chipsShape() const { return chipsShape_; }

QRectF ChipStackItem::boundingRect() const { return shape_.boundingRect().adjusted(-1, -1, 4, 4); }

QPainterPath ChipStackItem::shape() const { return shape_; }

QColor ChipStackItem::tagFill() const { return role_ == Role::Payout ? theme::kPayoutTagFill : theme::kAmountTagFill; }

QPainterPath ChipStackItem::tagShape() const { return outlineOf(tag_); }

void ChipStackItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    paintThroughPicture(*painter, *this, *this, [this](QPainter& on) {
        on.setRenderHint(QPainter::Antialiasing);
        on.setPen(Qt::NoPen);
        on.setBrush(theme::kChipShadow);
        on.drawEllipse(QPointF(2, 3), radius_, radius_);
        paintChipStack(on, QPointF(0, 0), radius_, chips_);
        if (!tag_.isEmpty() && readsWhereSmall(on, tagPixels_))
            paintAmountTag(on, tag_, label_, tagPixels_, tagFill(),
                           role_ == Role::Payout ? theme::kPayoutTagInk : theme::kAmountTagInk);
    });
}

void ChipStackItem::writeRecipe(DrawingBytes& out) const
{
    out << static_cast<quint64>(chips_.size());
    for (const Money chip : chips_)
        out << static_cast<qint64>(chip.inCents());
    out << label_ << static_cast<int>(role_) << radius_ << tagPixels_ << tag_;
}

AmountTagItem::AmountTagItem(QString text, int pixels)
    : text_(std::move(text)), pixels_(pixels), rect_(amountTagRect(text_, pixels_))
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF AmountTagItem::boundingRect() const { return rect_.adjusted(-1, -1, 1, 1); }

QPainterPath AmountTagItem::shape() const { return outlineOf(rect_); }

void AmountTagItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!readsWhereSmall(*painter, pixels_))
        return;
    paintAmountTag(*painter, rect_, text_, pixels_);
}

BadgeItem::BadgeItem(QString text, QColor fill, QColor ink, double pixelSize, bool bold)
    : text_(std::move(text)), fill_(fill), ink_(ink), font_(theme::sansFont(static_cast<int>(pixelSize), bold))
{
    const QRectF bounds = theme::sansCentredBlock(text_, static_cast<int>(pixelSize), bold);
    rect_ = QRectF(-bounds.width() / 2 - 8, -bounds.height() / 2 - 3, bounds.width() + 16, bounds.height() + 6);
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF BadgeItem::boundingRect() const { return rect_.adjusted(-1, -1, 1, 1); }

QPainterPath BadgeItem::shape() const { return outlineOf(rect_); }

void BadgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!readsWhereSmall(*painter, font_.pixelSize()))
        return;
    paintThroughPicture(*painter, *this, *this, [this](QPainter& on) {
        on.setRenderHint(QPainter::Antialiasing);
        if (fill_.alpha() > 0) {
            on.setPen(QPen(ink_.darker(130), 1));
            on.setBrush(fill_);
            on.drawRoundedRect(rect_, rect_.height() / 2.5, rect_.height() / 2.5);
        }
        on.setFont(font_);
        on.setPen(ink_);
        on.drawText(rect_, Qt::AlignCenter, text_);
    });
}

void BadgeItem::writeRecipe(DrawingBytes& out) const
{
    out << text_ << fill_ << ink_ << font_.pixelSize() << font_.bold()
        << rect_; // the theme's sans, of this size and weight
}

namespace {

QPen awardRingPen() { return QPen(theme::kBonusLabelInk, 1.5, Qt::DashLine); }

} // namespace

AwardRingItem::AwardRingItem(double radius) : radius_(radius) {}

QRectF AwardRingItem::boundingRect() const
{
    const double reach = awardRingPen().widthF();
    return rect().adjusted(-reach, -reach, reach, reach);
}

QPainterPath AwardRingItem::shape() const
{
    static std::map<double, QPainterPath> shapes; // by radius
    auto known = shapes.find(radius_);
    if (known == shapes.end()) {
        QGraphicsEllipseItem asQtDrawsIt(rect());
        asQtDrawsIt.setPen(awardRingPen());
        known = shapes.emplace(radius_, asQtDrawsIt.shape()).first;
    }
    return known->second;
}

void AwardRingItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    paintThroughPicture(*painter, *this, *this, [this](QPainter& on) {
        on.setPen(awardRingPen());
        on.setBrush(Qt::NoBrush);
        on.drawEllipse(rect());
    });
}

void AwardRingItem::writeRecipe(DrawingBytes& out) const { out << radius_; }

HotspotItem::HotspotItem(Target target, QPainterPath area) : target_(target), area_(std::move(area))
{
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
    setZValue(50);
}

void HotspotItem::setHighlighted(bool on)
{
    if (highlighted_ != on) {
        highlighted_ = on;
        update();
    }
}

void HotspotItem::setSelected(bool on)
{
    if (selected_ != on) {
        selected_ = on;
        update();
    }
}

void HotspotItem::setWrong(bool on)
{
    if (wrong_ != on) {
        wrong_ = on;
        update();
    }
}

QRectF HotspotItem::boundingRect() const { return area_.boundingRect().adjusted(-6, -6, 6, 6); }

QPainterPath HotspotItem::shape() const { return area_; }

void HotspotItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (!hovered_ && !highlighted_ && !selected_ && !wrong_)
        return;
    paintThroughPicture(*painter, *this, *this, [this](QPainter& on) {
        on.setRenderHint(QPainter::Antialiasing);
        if (wrong_) {
            on.setPen(QPen(theme::kMistakeGlow, 12));
            on.drawPath(area_);
            on.setPen(QPen(theme::kMistakeLine, 3));
            on.drawPath(area_);
        }
        if (highlighted_) {
            on.setPen(QPen(theme::kHighlightGlow, 12));
            on.drawPath(area_);
            on.setPen(QPen(theme::kHighlightLine, 3));
            on.drawPath(area_);
        }
        if (selected_) {
            on.setPen(QPen(theme::kSelectionLine, 3, Qt::DashLine));
            on.drawPath(area_);
        }
        if (hovered_) {
            on.setPen(Qt::NoPen);
            on.setBrush(theme::kHoverWash);
            on.drawPath(area_);
        }
    });
}

void HotspotItem::writeRecipe(DrawingBytes& out) const
{
    out << area_ << hovered_ << highlighted_ << selected_ << wrong_;
}

void HotspotItem::hoverEnterEvent(QGraphicsSceneHoverEvent*)
{
    hovered_ = true;
    update();
}

void HotspotItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*)
{
    hovered_ = false;
    update();
}

} // namespace s21::app

#include "app/table/card_painter.h"

#include "app/theme/theme.h"

#include <QFont>
#include <QFontMetricsF>
#include <QLinearGradient>
#include <QPainter>
#include <QTransform>

#include <array>
#include <vector>

namespace s21::app {

namespace {

QPainterPath heart()
{
    QPainterPath p;
    p.moveTo(0.5, 0.95);
    p.cubicTo(0.1, 0.62, 0.0, 0.42, 0.05, 0.25);
    p.cubicTo(0.12, 0.02, 0.42, 0.0, 0.5, 0.24);
    p.cubicTo(0.58, 0.0, 0.88, 0.02, 0.95, 0.25);
    p.cubicTo(1.0, 0.42, 0.9, 0.62, 0.5, 0.95);
    return p;
}

QPainterPath diamond()
{
    QPainterPath p;
    p.moveTo(0.5, 0.0);
    p.quadTo(0.7, 0.3, 0.92, 0.5);
    p.quadTo(0.7, 0.7, 0.5, 1.0);
    p.quadTo(0.3, 0.7, 0.08, 0.5);
    p.quadTo(0.3, 0.3, 0.5, 0.0);
    return p;
}

QPainterPath stem()
{
    QPainterPath p;
    p.moveTo(0.5, 0.55);
    p.quadTo(0.48, 0.85, 0.28, 1.0);
    p.lineTo(0.72, 1.0);
    p.quadTo(0.52, 0.85, 0.5, 0.55);
    return p;
}

QPainterPath spade()
{
    QPainterPath p;
    p.moveTo(0.5, 0.0);
    p.cubicTo(0.9, 0.3, 1.02, 0.48, 0.95, 0.63);
    p.cubicTo(0.88, 0.8, 0.6, 0.8, 0.5, 0.62);
    p.cubicTo(0.4, 0.8, 0.12, 0.8, 0.05, 0.63);
    p.cubicTo(-0.02, 0.48, 0.1, 0.3, 0.5, 0.0);
    return p.united(stem());
}

QPainterPath club()
{
    QPainterPath p;
    p.addEllipse(QPointF(0.5, 0.25), 0.22, 0.22);
    p.addEllipse(QPointF(0.25, 0.58), 0.22, 0.22);
    p.addEllipse(QPointF(0.75, 0.58), 0.22, 0.22);
    p.addRect(QRectF(0.4, 0.35, 0.2, 0.3));
    p.setFillRule(Qt::WindingFill);
    return p.simplified().united(stem());
}

// Pip centres for 2-9 in a unit box, standard layouts.
std::vector<QPointF> pipLayout(int count)
{
    const double l = 0.22, c = 0.5, r = 0.78;
    switch (count) {
    case 2: return {{c, 0.12}, {c, 0.88}};
    case 3: return {{c, 0.12}, {c, 0.5}, {c, 0.88}};
    case 4: return {{l, 0.12}, {r, 0.12}, {l, 0.88}, {r, 0.88}};
    case 5: return {{l, 0.12}, {r, 0.12}, {c, 0.5}, {l, 0.88}, {r, 0.88}};
    case 6: return {{l, 0.12}, {r, 0.12}, {l, 0.5}, {r, 0.5}, {l, 0.88}, {r, 0.88}};
    case 7: return {{l, 0.12}, {r, 0.12}, {c, 0.31}, {l, 0.5}, {r, 0.5}, {l, 0.88}, {r, 0.88}};
    case 8: return {{l, 0.12}, {r, 0.12}, {c, 0.31}, {l, 0.5}, {r, 0.5}, {c, 0.69}, {l, 0.88}, {r, 0.88}};
    case 9: return {{l, 0.12}, {r, 0.12}, {l, 0.37}, {r, 0.37}, {c, 0.5}, {l, 0.63}, {r, 0.63}, {l, 0.88}, {r, 0.88}};
    default: return {{c, 0.5}};
    }
}

void fillSuit(QPainter& painter, Suit suit, const QRectF& box, bool upsideDown)
{
    painter.save();
    painter.translate(box.center());
    if (upsideDown)
        painter.rotate(180);
    painter.translate(-box.width() / 2, -box.height() / 2);
    painter.scale(box.width(), box.height());
    painter.fillPath(suitPath(suit), suitColour(suit));
    painter.restore();
}

QFont indexFont(Card card, double cardWidth)
{
    QFont font = theme::serifFont(cardIndexPixelSize(cardWidth), true);
    if (card.rank == Rank::Ten)
        font.setStretch(QFont::Condensed); // "10" in the width of one figure
    return font;
}

void paintCorner(QPainter& painter, const QRectF& rect, Card card)
{
    const double w = rect.width();
    painter.setFont(indexFont(card, w));
    painter.setPen(suitColour(card.suit));
    const QRectF index = cardIndexArea(rect).adjusted(0, 0, 0, -w * 0.19); // the rank, over its suit
    painter.drawText(index, Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, rankText(card.rank));
    fillSuit(painter, card.suit, QRectF(index.left() + w * 0.06, index.bottom() + w * 0.01, w * 0.18, w * 0.18), false);
}

// A quarter turn to the right about the centre of a card filling `rect`.
QTransform quarterTurn(const QRectF& rect)
{
    const QPointF c = rect.center();
    return QTransform().translate(c.x(), c.y()).rotate(90).translate(-c.x(), -c.y());
}

// The corner index of a card that lies turned a quarter to the left, upright as the table shows it:
// in the same place as the upright card's (cardIndexArea, then at the bottom left), the rank beside
// its suit, on the card's face over whatever pip lies there.
void paintTurnedCorner(QPainter& painter, const QRectF& rect, Card card)
{
    const double w = rect.width();
    const QTransform turn = quarterTurn(rect);
    const QRectF area = turn.inverted().mapRect(cardIndexArea(rect));
    painter.save();
    painter.setTransform(turn, true);
    painter.setPen(Qt::NoPen);
    painter.setBrush(theme::kCardFace);
    painter.drawRect(area);
    const QFont font = indexFont(card, w);
    painter.setFont(font);
    painter.setPen(suitColour(card.suit));
    const QString rank = rankText(card.rank);
    const double advance = QFontMetricsF(font).horizontalAdvance(rank);
    painter.drawText(QRectF(area.left(), area.top(), advance, area.height()),
                     Qt::AlignLeft | Qt::AlignVCenter | Qt::TextDontClip, rank);
    const double suit = w * 0.18;
    fillSuit(painter, card.suit, QRectF(area.left() + advance + w * 0.01, area.center().y() - suit / 2, suit, suit),
             false);
    painter.restore();
}

void paintFacePanel(QPainter& painter, const QRectF& inner, Card card)
{
    const QColor colour = suitColour(card.suit);
    QLinearGradient wash(inner.topLeft(), inner.bottomRight());
    wash.setColorAt(0, theme::kFacePanelLight);
    wash.setColorAt(1, theme::kFacePanelDark);
    painter.setPen(QPen(colour, inner.width() * 0.025));
    painter.setBrush(wash);
    painter.drawRoundedRect(inner, inner.width() * 0.06, inner.width() * 0.06);
    painter.setFont(theme::serifFont(std::max(1, static_cast<int>(inner.height() * 0.42)), true));
    painter.setPen(colour);
    painter.drawText(inner.adjusted(0, 0, 0, -inner.height() * 0.3), Qt::AlignCenter, rankText(card.rank));
    const double pip = inner.width() * 0.36;
    fillSuit(painter, card.suit, QRectF(inner.center().x() - pip / 2, inner.bottom() - pip * 1.25, pip, pip), false);
}

} // namespace

int cardIndexPixelSize(double cardWidth) { return std::max(1, static_cast<int>(cardWidth * 0.4)); }

QRectF cardIndexArea(const QRectF& rect)
{
    const double w = rect.width();
    return {rect.left() + w * 0.01, rect.top() + w * 0.02, w * 0.3, w * 0.55};
}

QPainterPath suitPath(Suit suit)
{
    static const std::array<QPainterPath, 4> paths{club(), diamond(), heart(), spade()};
    return paths[static_cast<std::size_t>(suit)];
}

QColor suitColour(Suit suit)
{
    return suit == Suit::Hearts || suit == Suit::Diamonds ? theme::kRedSuit : theme::kBlackSuit;
}

QString rankText(Rank rank)
{
    if (rank == Rank::Ten)
        return QStringLiteral("10");
    return QString(QChar::fromLatin1(rankSymbol(rank)));
}

void paintCardFace(QPainter& painter, const QRectF& rect, Card card, bool turned)
{
    const double radius = rect.width() * 0.09;
    painter.setPen(QPen(theme::kCardEdge, rect.width() * 0.015));
    painter.setBrush(theme::kCardFace);
    painter.drawRoundedRect(rect, radius, radius);

    const QRectF inner =
        rect.adjusted(rect.width() * 0.27, rect.height() * 0.1, -rect.width() * 0.27, -rect.height() * 0.1);
    const double pip = rect.width() * 0.2;
    if (isFaceCard(card.rank)) {
        paintFacePanel(painter, inner, card);
    } else if (card.rank == Rank::Ace) {
        const double size = rect.width() * 0.5;
        fillSuit(painter, card.suit, QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size),
                 false);
    } else {
        for (const QPointF& at : pipLayout(pointValue(card.rank))) {
            const QPointF centre(inner.left() + at.x() * inner.width(), inner.top() + at.y() * inner.height());
            fillSuit(painter, card.suit, QRectF(centre.x() - pip / 2, centre.y() - pip / 2, pip, pip), at.y() > 0.55);
        }
    }
    // The corner indices last: a turned card's lie over its pips. The second is the first turned about
    // the card's centre.
    const auto corner = turned ? paintTurnedCorner : paintCorner;
    corner(painter, rect, card);
    painter.save();
    painter.translate(rect.center());
    painter.rotate(180);
    painter.translate(-rect.center());
    corner(painter, rect, card);
    painter.restore();
}

void paintCardBack(QPainter& painter, const QRectF& rect, CardBack back)
{
    const bool blue = back == CardBack::Blue;
    const double radius = rect.width() * 0.09;
    painter.setPen(QPen(theme::kCardEdge, rect.width() * 0.015));
    painter.setBrush(theme::kCardBackMargin);
    painter.drawRoundedRect(rect, radius, radius);
    const QRectF inner =
        rect.adjusted(rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08);
    QLinearGradient fill(inner.topLeft(), inner.bottomRight());
    fill.setColorAt(0, blue ? theme::kBlueCardBackLight : theme::kCardBackLight);
    fill.setColorAt(1, blue ? theme::kBlueCardBackDark : theme::kCardBackDark);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6);
    painter.save();
    painter.setClipRect(inner);
    painter.setPen(QPen(blue ? theme::kBlueCardBackPattern : theme::kCardBackPattern, rect.width() * 0.02));
    const double step = rect.width() * 0.12;
    for (double d = -inner.height(); d < inner.width() + inner.height(); d += step) {
        painter.drawLine(QPointF(inner.left() + d, inner.top()),
                         QPointF(inner.left() + d - inner.height(), inner.bottom()));
        painter.drawLine(QPointF(inner.left() + d, inner.top()),
                         QPointF(inner.left() + d + inner.height(), inner.bottom()));
    }
    painter.restore();
    painter.setPen(QPen(theme::kCardBackFrame, rect.width() * 0.02));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(inner.adjusted(3, 3, -3, -3), radius * 0.5, radius * 0.5);
}

} // namespace s21::app

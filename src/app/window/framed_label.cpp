#include "app/window/framed_label.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintEvent>
#include <QPainter>

#include <cmath>

namespace s21::app {

const QTextDocument& FramedLabel::laidOut(int width) const
{
    if (text() != laidText_ || font() != laidFont_) {
        laidText_ = text();
        laidFont_ = font();
        document_.setDefaultFont(laidFont_);
        document_.setDocumentMargin(0);
        QTextOption option = document_.defaultTextOption();
        option.setAlignment(alignment());
        option.setWrapMode(wordWrap() ? QTextOption::WordWrap : QTextOption::ManualWrap);
        document_.setDefaultTextOption(option);
        if (textFormat() == Qt::PlainText)
            document_.setPlainText(laidText_);
        else
            document_.setHtml(laidText_);
        laidWidth_ = -1;
    }
    if (width != laidWidth_) {
        document_.setTextWidth(width);
        laidWidth_ = width;
    }
    return document_;
}

int FramedLabel::heightForWidth(int width) const
{
    const QMargins margins = contentsMargins();
    const int inside = width - margins.left() - margins.right();
    return static_cast<int>(std::ceil(laidOut(inside).size().height())) + margins.top() + margins.bottom();
}

void FramedLabel::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    drawFrame(&painter);
    const QRect area = contentsRect();
    const QTextDocument& document = laidOut(area.width());
    painter.translate(area.topLeft());
    QAbstractTextDocumentLayout::PaintContext context;
    context.palette = palette();
    context.palette.setColor(QPalette::Text, palette().color(foregroundRole()));
    context.clip = QRectF(event->rect().translated(-area.topLeft()));
    painter.setClipRect(context.clip);
    document.documentLayout()->draw(&painter, context);
}

} // namespace s21::app

#include "app/window/framed_label.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintEvent>
#include <QPainter>

#include <cmath>

namespace s21::app {

FramedLabel::FramedLabel(QWidget* parent, QColor background) : QLabel(parent), background_(background)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

const QTextDocument& FramedLabel::laidOut(int width) const
{
    // A document lays its text out again at each change of its font, options, width or text: a new
    // text is set last, on an empty document already at `width`, to be laid out once.
    if (text() != laidText_ || font() != laidFont_) {
        laidText_ = text();
        laidFont_ = font();
        document_.clear();
        document_.setDefaultFont(laidFont_);
        document_.setDocumentMargin(0);
        QTextOption option = document_.defaultTextOption();
        option.setAlignment(alignment());
        option.setWrapMode(wordWrap() ? QTextOption::WordWrap : QTextOption::ManualWrap);
        document_.setDefaultTextOption(option);
        document_.setTextWidth(width);
        if (textFormat() == Qt::PlainText)
            document_.setPlainText(laidText_);
        else
            document_.setHtml(laidText_);
        laidWidth_ = width;
    } else if (width != laidWidth_) {
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
    painter.fillRect(event->rect(), background_);
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

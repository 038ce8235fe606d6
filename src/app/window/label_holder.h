#pragma once
// A widget without a layout that holds a label, and maybe a second one at its right, and places them
// itself. A label's new text asks every layout above it to lay the window out again
// (QWidget::updateGeometry), and a word-wrapped label's height is then worked out for every width
// those layouts try: for the status line under the table, at every click, a good part of the
// click's time (docs/benchmarks.md, "Session 33"); and the number being typed beside it, shown and
// hidden and wider at each key, did the same at each key (session 34). Held, a label's request stops
// at its holder, which has no layout to redo; the holder's own size is what its place gives it (a
// fixed height, the row's width). It fills itself with one colour, opaque: what lies beneath it is
// not painted again as its labels change (opaque_fill.h).

#include <QColor>
#include <QLabel>
#include <QPaintEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QWidget>

namespace s21::app {

class LabelHolder : public QWidget {
public:
    // Takes `label` as its child: it has the holder's whole size, on `background`.
    LabelHolder(QLabel* label, QColor background, QWidget* parent)
        : QWidget(parent), label_(label), background_(background)
    {
        label_->setParent(this);
        setAttribute(Qt::WA_OpaquePaintEvent);
    }

    // Takes `beside` as its child too: while `beside` is shown it lies at the holder's right, as wide
    // as its text needs, and `label` has the rest.
    void holdBeside(QLabel* beside)
    {
        beside_ = beside;
        beside_->setParent(this);
        arrange();
    }

    // Places the labels again, after `beside`'s text changed or it was shown or hidden.
    void arrange()
    {
        const int besideWidth = beside_ && !beside_->isHidden() ? beside_->sizeHint().width() : 0;
        label_->setGeometry(0, 0, width() - besideWidth, height());
        if (besideWidth > 0)
            beside_->setGeometry(width() - besideWidth, 0, besideWidth, height());
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        arrange();
    }
    void paintEvent(QPaintEvent* event) override { QPainter(this).fillRect(event->rect(), background_); }

private:
    QLabel* label_;
    QColor background_;
    QLabel* beside_ = nullptr;
};

} // namespace s21::app

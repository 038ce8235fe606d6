#pragma once
// A widget without a layout that holds one label and gives it its whole size. A label's new text
// asks every layout above it to lay the window out again (QWidget::updateGeometry), and a
// word-wrapped label's height is then worked out for every width those layouts try: for the status
// line under the table, at every click, a good part of the click's time (docs/benchmarks.md,
// "Session 33"). Held, the label's request stops at its holder, which has no layout to redo; the
// holder's own size is what its place gives it (a fixed height, the row's width).

#include <QLabel>
#include <QResizeEvent>
#include <QWidget>

namespace s21::app {

class LabelHolder : public QWidget {
public:
    // Takes `label` as its child.
    LabelHolder(QLabel* label, QWidget* parent) : QWidget(parent), label_(label) { label_->setParent(this); }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QWidget::resizeEvent(event);
        label_->setGeometry(rect());
    }

private:
    QLabel* label_;
};

} // namespace s21::app

#pragma once
// A word-wrapped rich-text label in a scrolling frame that sizes it (side_panel.cpp's linesFrame:
// the frame's width, the text's height at that width). A wrapping QLabel works out its minimum and
// preferred sizes again each time its text changes, laying the text out at several widths, and the
// frame and every layout above it ask for them: after each click, for each of the panel's lines, a
// good part of the click's time (docs/benchmarks.md). This label has no minimum or preferred size of
// its own (the frame gives it its width); its height at that width is its text's, which the frame
// scrolls.

#include <QLabel>

namespace s21::app {

class FramedLabel : public QLabel {
public:
    explicit FramedLabel(QWidget* parent) : QLabel(parent) {}

    QSize minimumSizeHint() const override { return {}; }
    QSize sizeHint() const override { return {}; }
};

} // namespace s21::app

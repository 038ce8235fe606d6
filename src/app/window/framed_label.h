#pragma once
// A word-wrapped rich-text label in a scrolling frame that sizes it (side_panel.cpp's linesFrame:
// the frame's width, the text's height at that width). A wrapping QLabel works out its minimum and
// preferred sizes again each time its text changes, laying the text out at several widths, and the
// frame and every layout above it ask for them; and it lays its text out again each time it paints
// and twice each time its height for a width is asked: after each click, for each of the panel's
// lines, a good part of the click's time (docs/benchmarks.md, sessions 30 and 33). This label has no
// minimum or preferred size of its own (the frame gives it its width); its height at that width is
// its text's, which the frame scrolls; and its text is laid out once for each text, font and width,
// then painted as laid out, as QLabel paints it (tst_framed_label).

#include <QColor>
#include <QLabel>
#include <QTextDocument>

namespace s21::app {

class FramedLabel : public QLabel {
public:
    // Filled with `background`, opaque, whatever a style sheet says: the colour of the panel it lies
    // on. Qt paints again whatever lies beneath a widget that is not opaque each time the widget
    // changes: beneath each of the panel's lines, the window, the panel, the line's box, its scroll
    // area and that area's viewport, most of a click's painting (docs/benchmarks.md, "Session 34").
    FramedLabel(QWidget* parent, QColor background);

    QSize minimumSizeHint() const override { return {}; }
    QSize sizeHint() const override { return {}; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // The text laid out at `width` (the contents' width), again only if the text, its font or the
    // width changed since it was last laid out.
    const QTextDocument& laidOut(int width) const;

    QColor background_;
    mutable QTextDocument document_;
    mutable QString laidText_;
    mutable QFont laidFont_;
    mutable int laidWidth_ = -1;
};

} // namespace s21::app

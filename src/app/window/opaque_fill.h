#pragma once
// A widget that fills its own background with one opaque colour (the colour its place in the window
// shows anyway), by palette: Qt paints again whatever lies beneath a widget that does not, each time
// the widget changes (beneath the panel's lines, the window, the panel, the line's box, its scroll
// area and that area's viewport: most of a click's painting, docs/benchmarks.md, "Session 34").
// Beneath a widget filled opaque, nothing is painted again. Not for a widget that a style sheet
// gives a background, "transparent" included: the sheet's wins (the panel's lines paint their own,
// framed_label.h; the status strip's holder too, label_holder.h).

#include <QColor>
#include <QPalette>
#include <QWidget>

namespace s21::app {

inline void fillOpaque(QWidget& widget, const QColor& colour)
{
    QPalette palette = widget.palette();
    palette.setColor(widget.backgroundRole(), colour);
    widget.setPalette(palette);
    widget.setAutoFillBackground(true);
}

} // namespace s21::app

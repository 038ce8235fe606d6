#pragma once
// A widget that fills its own background with one opaque colour (the colour its place in the window
// shows anyway). Qt paints whatever lies beneath a widget that does not, each time the widget
// changes: beneath each of the panel's lines, the window, the panel, the line's box, its scroll area
// and that area's viewport, seven layers of style-sheeted backgrounds for every new text, most of a
// click's painting (docs/benchmarks.md, "Session 34"). Beneath a widget filled opaque, nothing is
// painted again.

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

#pragma once
// The size a window opens at: the size it wants, but never more than the screen it opens on has room
// for once the window manager's frame is added, so that its last row of buttons is never off-screen
// (a 1280x900 window on a 1280x800 screen hid the progress window's Close); and a shown window kept
// on its screen by its real frame.

#include <QSize>

class QWidget;

namespace s21::app {

// Room a window manager's frame may take around a window: a title bar and borders.
inline constexpr QSize kFrameAllowance{16, 48};

// `wanted`, bounded by the available geometry of the screen `window` is on (the primary screen when
// it has none yet) less kFrameAllowance.
QSize sizeOnScreen(const QWidget* window, QSize wanted);

// A shown window, frame and all, kept inside the available geometry of its screen: made smaller
// (never below its minimum size) where the frame the window manager added makes it overflow, and
// moved so its frame's top-left corner is inside. The frame is known only once the window manager
// has framed the window: call it after show, and again once the frame has come.
void keepOnScreen(QWidget* window);

} // namespace s21::app

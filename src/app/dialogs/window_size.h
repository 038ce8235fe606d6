#pragma once
// The size a window opens at: the size it wants, but never more than the screen it opens on has room
// for once the window manager's frame is added, so that its last row of buttons is never off-screen
// (a 1280x900 window on a 1280x800 screen hid the progress window's Close).

#include <QSize>

class QWidget;

namespace s21::app {

// Room a window manager's frame may take around a window: a title bar and borders.
inline constexpr QSize kFrameAllowance{16, 48};

// `wanted`, bounded by the available geometry of the screen `window` is on (the primary screen when
// it has none yet) less kFrameAllowance.
QSize sizeOnScreen(const QWidget* window, QSize wanted);

} // namespace s21::app

#include "app/dialogs/window_size.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace s21::app {

QSize sizeOnScreen(const QWidget* window, QSize wanted)
{
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return wanted;
    return wanted.boundedTo(screen->availableGeometry().size() - kFrameAllowance);
}

void keepOnScreen(QWidget* window)
{
    const QScreen* screen = window->screen();
    if (!screen)
        return;
    const QRect room = screen->availableGeometry();
    const QRect frame = window->frameGeometry();
    const QSize margins = frame.size() - window->size();
    const QSize fits = window->size().boundedTo(room.size() - margins).expandedTo(window->minimumSize());
    if (fits != window->size())
        window->resize(fits);
    const QSize outer = fits + margins;
    const QPoint at(std::clamp(frame.left(), room.left(), std::max(room.left(), room.right() + 1 - outer.width())),
                    std::clamp(frame.top(), room.top(), std::max(room.top(), room.bottom() + 1 - outer.height())));
    if (at != frame.topLeft())
        window->move(at); // a top-level window's move() places its frame
}

} // namespace s21::app

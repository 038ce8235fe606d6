#include "app/dialogs/window_size.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace s21::app {

QSize sizeOnScreen(const QWidget* window, QSize wanted)
{
    const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return wanted;
    return wanted.boundedTo(screen->availableGeometry().size() - kFrameAllowance);
}

} // namespace s21::app

#pragma once
// What of the scenario library did not load (the shipped library's files at start, an instructor's
// scenarios folder when it is chosen), told in a dialog over the window, each problem as the loader
// gives it ("file:line:column: message") in its details.

#include <QStringList>

class QWidget;

namespace s21::app {

// Opens the dialog over `window` without blocking (window-modal) and returns at once; it deletes
// itself when closed.
void showLoadErrors(QWidget* window, const QStringList& errors);

} // namespace s21::app

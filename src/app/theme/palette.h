#pragma once
// The trainer's look for every window it opens: Qt's Fusion style under a dark palette made of
// theme.h's colours, so the dialogs opened over the dark table (settings, scenarios, history, the
// summary, the trainees, the exam's) are as dark as the table and the main window, whatever the
// desktop's theme (docs/architecture.md, "The look"). spanish21-trainer sets it at start;
// tst_contrast_gui audits every text under it.

#include <QPalette>

namespace s21::app::theme {

// The dark palette: every role from theme.h (kPalette*), the disabled lettering dimmed.
QPalette darkPalette();

// Sets Fusion and darkPalette() on the application (a QApplication must exist).
void useDarkLook();

} // namespace s21::app::theme

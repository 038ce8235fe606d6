#pragma once
// The Qt style sheets the theme writes for whole windows, from theme.h's colours and lettering sizes:
// the progress window's (dialogs/progress_dialog.h), dark like the table.

#include <QString>

namespace s21::app::theme {

// The progress window's style sheet: its background (kProgressFill); the cards and tiles (QFrame#card,
// #tile); the lettering, by object name: the title, the subtitle, the cards' titles and notes, the
// tiles' values and captions, the status line, the placeholder that stands for a chart not drawn yet;
// the tables and their headers; the buttons, "primary" gold; the vertical scroll bar.
QString progressWindowStyleSheet();

} // namespace s21::app::theme

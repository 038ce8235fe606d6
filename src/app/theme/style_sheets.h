#pragma once
// The Qt style sheets the theme writes for windows and the strips below the table, from theme.h's
// colours and lettering sizes: the main window's and its side panel's, the status line's, the typed
// number's, the action bar's and the number pad's (dark like the table), and the progress window's
// (dialogs/progress_dialog.h). Dialogs keep the readable system palette.

#include <QString>

namespace s21::app::theme {

// The progress window's style sheet: its background (kProgressFill); the cards and tiles (QFrame#card,
// #tile); the lettering, by object name: the title, the subtitle, the cards' titles and notes, the
// tiles' values and captions, the status line, the placeholder that stands for a chart not drawn yet;
// the tables and their headers; the buttons, "primary" gold; the vertical scroll bar.
QString progressWindowStyleSheet();

// The main window's: its background and ink, the side panel's group boxes and fields (the widget
// named "panel"), and the menu bar. The panel's log has its colours by palette (side_panel.cpp).
QString mainWindowStyleSheet();
// The line below the table saying what the trainee is about to do: its ink, type and padding. Its
// background, kStripFill, it fills itself, opaque (window/opaque_fill.h).
QString statusLineStyleSheet();
// The number typed so far, beside the status line: as statusLineStyleSheet.
QString typedNumberStyleSheet();
// The action bar (CommandBar): its strip, its buttons, and the expected ones (property expected).
QString commandBarStyleSheet();
// The number pad's strip (the widget named "numberPad") and its keys.
QString numberPadStyleSheet();

} // namespace s21::app::theme

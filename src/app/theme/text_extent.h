#pragma once
// How much room words take in the theme's sans type (theme.h's sansFont), measured once for each
// text and type. The table is drawn anew at each refresh, and each badge and amount tag is sized to
// its words: measured afresh, shaping the text was a good part of drawing the table again
// (docs/benchmarks.md, "Session 34"). The same few texts come back round after round.

#include <QRectF>
#include <QString>

namespace s21::app::theme {

// QFontMetricsF(sansFont(pixels, bold)).horizontalAdvance(text).
double sansAdvance(const QString& text, int pixels, bool bold);

// QFontMetricsF(sansFont(pixels, bold)).boundingRect(QRectF(0, 0, 400, 200), Qt::AlignCenter, text):
// the block of `text`'s lines, centred in a 400 by 200 box.
QRectF sansCentredBlock(const QString& text, int pixels, bool bold);

} // namespace s21::app::theme

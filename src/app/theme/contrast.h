#pragma once
// Contrast between text and its background as WCAG 2.x measures it: the relative luminance of an
// sRGB colour, and the ratio (L1 + 0.05) / (L2 + 0.05) of the lighter to the darker, from 1 (the same)
// to 21 (black on white). AA asks 4.5 of normal text and 3 of large text (18 pt, or 14 pt bold).

#include "app/theme/theme.h"

#include <QColor>
#include <QPalette>

namespace s21::app::theme {

inline constexpr double kContrastNormalText = 4.5;
inline constexpr double kContrastLargeText = 3.0;

// The relative luminance of an opaque colour, 0 (black) to 1 (white); alpha is ignored.
double relativeLuminance(const QColor& colour);
// The contrast ratio of two opaque colours, whichever is lighter: 1 to 21.
double contrastRatio(const QColor& a, const QColor& b);
// A translucent colour laid over an opaque one: what the eye sees.
QColor over(const QColor& top, const QColor& under);
// Of an ink's two colours (theme.h), the one with the higher contrast on `background`.
QColor inkOn(const Ink& ink, const QColor& background);
// The same on a palette's colour `behind` (the window's, or an item view's base).
QColor inkOn(const Ink& ink, const QPalette& palette, QPalette::ColorRole behind = QPalette::Window);

} // namespace s21::app::theme

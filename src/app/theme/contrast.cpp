#include "app/theme/contrast.h"

#include <algorithm>
#include <cmath>

namespace s21::app::theme {

namespace {

double linear(int channel)
{
    const double c = channel / 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

} // namespace

double relativeLuminance(const QColor& colour)
{
    const QColor rgb = colour.toRgb();
    return 0.2126 * linear(rgb.red()) + 0.7152 * linear(rgb.green()) + 0.0722 * linear(rgb.blue());
}

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor over(const QColor& top, const QColor& under)
{
    const QColor t = top.toRgb();
    const QColor u = under.toRgb();
    const double a = t.alphaF();
    const auto mix = [a](int x, int y) { return static_cast<int>(std::lround(a * x + (1 - a) * y)); };
    return QColor(mix(t.red(), u.red()), mix(t.green(), u.green()), mix(t.blue(), u.blue()));
}

QColor inkOn(const Ink& ink, const QColor& background)
{
    return contrastRatio(ink.onLight, background) >= contrastRatio(ink.onDark, background) ? ink.onLight : ink.onDark;
}

QColor inkOn(const Ink& ink, const QPalette& palette, QPalette::ColorRole behind)
{
    return inkOn(ink, palette.color(behind));
}

} // namespace s21::app::theme

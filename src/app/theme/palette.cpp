#include "app/theme/palette.h"

#include "app/theme/theme.h"

#include <QApplication>
#include <QStyleFactory>

namespace s21::app::theme {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, kPaletteWindow);
    p.setColor(QPalette::WindowText, kPaletteInk);
    p.setColor(QPalette::Base, kPaletteBase);
    p.setColor(QPalette::AlternateBase, kPaletteAlternateBase);
    p.setColor(QPalette::ToolTipBase, kPaletteWindow);
    p.setColor(QPalette::ToolTipText, kPaletteInk);
    p.setColor(QPalette::PlaceholderText, kPalettePlaceholder);
    p.setColor(QPalette::Text, kPaletteInk);
    p.setColor(QPalette::Button, kPaletteButton);
    p.setColor(QPalette::ButtonText, kPaletteInk);
    p.setColor(QPalette::BrightText, kPaletteBrightInk);
    p.setColor(QPalette::Link, kPaletteLink);
    p.setColor(QPalette::LinkVisited, kPaletteLink);
    p.setColor(QPalette::Highlight, kPaletteHighlight);
    p.setColor(QPalette::HighlightedText, kPaletteHighlightedInk);
    p.setColor(QPalette::Light, kPaletteLight);
    p.setColor(QPalette::Midlight, kPaletteMidlight);
    p.setColor(QPalette::Mid, kPaletteMid);
    p.setColor(QPalette::Dark, kPaletteDark);
    p.setColor(QPalette::Shadow, kPaletteShadow);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, kPaletteDisabledInk);
    return p;
}

void useDarkLook()
{
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(darkPalette());
}

} // namespace s21::app::theme

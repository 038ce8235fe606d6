#include "app/theme/style_sheets.h"

#include "app/theme/theme.h"

namespace s21::app::theme {

QString progressWindowStyleSheet()
{
    return QStringLiteral(
               "QDialog { background: %1; }"
               "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; border: none; }"
               "QLabel { color: %2; }"
               "QFrame#card, QFrame#tile { background: %3; border: 1px solid %4; border-radius: 10px; }"
               "QLabel#cardTitle { color: %5; font-size: %32px; font-weight: 600; }"
               "QLabel#cardNote { color: %6; font-size: %35px; }"
               "QLabel#tileValue { color: %7; font-size: %31px; font-weight: 600; }"
               "QLabel#tileCaption { color: %8; font-size: %35px; }"
               "QLabel#title { color: %5; font-size: %30px; font-weight: 600; }"
               "QLabel#subtitle { color: %8; font-size: %33px; }"
               "QLabel#status { color: %9; font-size: %34px; }"
               "QLabel#placeholder { color: %10; font-size: %33px; padding: 24px; }"
               "QTableWidget { background: %11; alternate-background-color: %12; color: %13;"
               "  gridline-color: %14; border: none; font-size: %34px; selection-background-color: %15; }"
               "QHeaderView::section { background: %16; color: %17; border: none; border-bottom: 1px solid %18;"
               "  padding: 5px 6px; font-size: %35px; font-weight: 600; }"
               "QTableCornerButton::section { background: %16; border: none; }"
               "QPushButton { background: %19; color: %2; border: 1px solid %20; border-radius: 6px;"
               "  padding: 7px 14px; font-size: %34px; }"
               "QPushButton:hover { background: %21; }"
               "QPushButton:disabled { color: %22; border-color: %23; }"
               "QPushButton#primary { background: %24; color: %25; border: 1px solid %26; font-weight: 600; }"
               "QPushButton#primary:hover { background: %27; }"
               "QScrollBar:vertical { background: transparent; width: 10px; margin: 0; }"
               "QScrollBar::handle:vertical { background: %28; border-radius: 5px; min-height: 40px; }"
               "QScrollBar::handle:vertical:hover { background: %29; }"
               "QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical { height: 0; }"
               "QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical { background: transparent; }")
        .arg(kProgressFill.name(), kWindowInk.name(), kProgressCardFill.name(), kProgressCardEdge.name(),
             kWindowGold.name(), kProgressNote.name(), kProgressFigure.name(), kProgressCaption.name(),
             kProgressStatus.name(), kProgressPlaceholder.name(), kProgressTableFill.name(),
             kProgressTableAlternate.name(), kProgressTableInk.name(), kProgressTableGrid.name(),
             kProgressTableSelection.name(), kProgressHeaderFill.name(), kProgressHeaderInk.name(),
             kProgressHeaderRule.name(), kProgressButtonFill.name(), kProgressButtonEdge.name(),
             kProgressButtonHover.name(), kProgressButtonDisabledInk.name(), kProgressButtonDisabledEdge.name(),
             kProgressPrimaryFill.name(), kProgressPrimaryInk.name(), kProgressPrimaryEdge.name(),
             kProgressPrimaryHover.name(), kProgressScrollHandle.name(), kProgressScrollHover.name(),
             QString::number(kProgressTitlePx), QString::number(kProgressFigurePx),
             QString::number(kProgressCardTitlePx), QString::number(kProgressSubtitlePx),
             QString::number(kProgressTextPx), QString::number(kProgressSmallPx));
}

QString mainWindowStyleSheet()
{
    return QStringLiteral("QMainWindow, QWidget#panel { background: %1; color: %2; }"
                          "QWidget#panel QGroupBox { color: %3; font-weight: bold; border: 1px solid %4; "
                          "border-radius: 6px; margin-top: 14px; padding: 4px 6px 4px 6px; }"
                          "QWidget#panel QGroupBox::title { subcontrol-origin: margin; left: 8px; }"
                          "QWidget#panel QLabel, QWidget#panel QCheckBox { color: %2; } "
                          "QMenuBar { background: %1; color: %2; }"
                          "QMenuBar::item:selected { background: %4; }")
        .arg(kWindowFill.name(), kWindowInk.name(), kWindowGold.name(), kPanelLine.name());
}

QString statusLineStyleSheet()
{
    return QStringLiteral("color:%1; font-size:%2px; padding:6px 10px;")
        .arg(kStatusInk.name(), QString::number(kStatusPx));
}

QString typedNumberStyleSheet()
{
    return QStringLiteral("color:%1; font-size:%2px; font-weight:bold; padding:6px 10px;")
        .arg(kTypedInk.name(), QString::number(kTypedPx));
}

QString commandBarStyleSheet()
{
    return QStringLiteral("QToolButton { background: %1; color: %2; border: 1px solid %3; "
                          "border-radius: 5px; padding: 3px 0px; font-size: %8px; }"
                          "QToolButton:hover { background: %4; }"
                          "QToolButton[expected=\"true\"] { background: %5; color: %6; border: 1px "
                          "solid %7; font-weight: bold; }")
               .arg(kButtonFill.name(), kWindowInk.name(), kButtonEdge.name(), kButtonHover.name(),
                    kExpectedButtonFill.name(), kExpectedButtonInk.name(), kExpectedButtonEdge.name(),
                    QString::number(kCommandButtonPx)) +
           QStringLiteral("CommandBar { background: %1; }").arg(kStripFill.name());
}

QString numberPadStyleSheet()
{
    return QStringLiteral("QWidget#numberPad { background: %6; }"
                          "QToolButton { background: %1; color: %2; border: 1px solid %3; border-radius: 4px; "
                          "font-size: %5px; font-weight: bold; }"
                          "QToolButton:hover { background: %4; }")
        .arg(kButtonFill.name(), kWindowInk.name(), kButtonEdge.name(), kButtonHover.name(),
             QString::number(kTypedPx - 2), kStripFill.name());
}

} // namespace s21::app::theme

#include "app/input/number_pad.h"

#include "app/theme/style_sheets.h"
#include "app/theme/theme.h"

#include <QGridLayout>
#include <QToolButton>

#include <array>

namespace s21::app {

namespace {

struct PadKey {
    int key;
    const char* label; // shown on the button
    const char* text;  // what the key types; empty for the keys that type nothing
    const char* name;  // the button's accessible name and tooltip; nullptr: "Digit" and its label
};

// Two rows of eight, in reading order.
constexpr std::array<PadKey, 16> kKeys{{
    {Qt::Key_1, "1", "1", nullptr},
    {Qt::Key_2, "2", "2", nullptr},
    {Qt::Key_3, "3", "3", nullptr},
    {Qt::Key_4, "4", "4", nullptr},
    {Qt::Key_5, "5", "5", nullptr},
    {Qt::Key_Period, ".", ".", QT_TRANSLATE_NOOP("s21::app::NumberPad", "Point: cents, or a seat's second hand (5.2)")},
    {Qt::Key_Backspace, "\u232b", "", QT_TRANSLATE_NOOP("s21::app::NumberPad", "Rub out the last digit (Backspace)")},
    {Qt::Key_Up, "\u25b2", "", QT_TRANSLATE_NOOP("s21::app::NumberPad", "The selected seat's place above (Up)")},
    {Qt::Key_6, "6", "6", nullptr},
    {Qt::Key_7, "7", "7", nullptr},
    {Qt::Key_8, "8", "8", nullptr},
    {Qt::Key_9, "9", "9", nullptr},
    {Qt::Key_0, "0", "0", nullptr},
    {Qt::Key_Escape, "\u2715", "",
     QT_TRANSLATE_NOOP("s21::app::NumberPad", "Clear what is typed and in hand (Escape)")},
    {Qt::Key_Return, "\u21b5", "",
     QT_TRANSLATE_NOOP("s21::app::NumberPad", "Announce the typed total to the selected hand (Enter)")},
    {Qt::Key_Down, "\u25bc", "", QT_TRANSLATE_NOOP("s21::app::NumberPad", "The selected seat's place below (Down)")},
}};
constexpr int kColumns = 8;
constexpr int kKeySide = 30; // px: a button's width and height, two rows filling the status strip

} // namespace

NumberPad::NumberPad(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("numberPad"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(4, 3, 6, 3);
    grid->setSpacing(2);
    for (std::size_t i = 0; i < kKeys.size(); ++i) {
        const PadKey& key = kKeys[i];
        auto* button = new QToolButton(this);
        button->setText(QString::fromUtf8(key.label));
        button->setFixedSize(kKeySide, kKeySide);
        button->setFocusPolicy(Qt::NoFocus);
        const QString name = key.name ? tr(key.name) : tr("Digit %1").arg(button->text());
        button->setAccessibleName(name);
        button->setToolTip(name);
        button->setObjectName(QStringLiteral("pad_%1").arg(key.key));
        const int code = key.key;
        const QString text = QString::fromLatin1(key.text);
        connect(button, &QToolButton::clicked, this, [this, code, text] { emit keyPressed(code, text); });
        grid->addWidget(button, static_cast<int>(i) / kColumns, static_cast<int>(i) % kColumns);
        buttons_[code] = button;
    }
    setAttribute(Qt::WA_StyledBackground);
    setStyleSheet(theme::numberPadStyleSheet());
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

QToolButton* NumberPad::button(int key) const
{
    const auto it = buttons_.find(key);
    return it == buttons_.end() ? nullptr : it->second;
}

QToolButton* NumberPad::button(QChar character) const
{
    if (character.isDigit())
        return button(Qt::Key_0 + character.digitValue());
    return character == QLatin1Char('.') ? button(Qt::Key_Period) : nullptr;
}

} // namespace s21::app

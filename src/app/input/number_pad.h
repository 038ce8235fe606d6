#pragma once
// The on-screen number pad beside the gesture's status: the keys a total, an amount, a seat or a
// cut is typed with (the digits, '.', Backspace), Enter (announce the typed total), Clear (Escape:
// drop the gesture in progress) and Up / Down (the selected seat's next place: a wager behind the
// caller's on a shared box, insurance, the award place), so that every round and every shoe can be
// dealt with the mouse alone. Each button sends the key it stands for, exactly as the keyboard
// would: what the key means is the gesture controller's business. Its buttons take no focus, so
// the keyboard stays with the table.

#include <QString>
#include <QWidget>

#include <map>

class QToolButton;

namespace s21::app {

class NumberPad : public QWidget {
    Q_OBJECT
public:
    explicit NumberPad(QWidget* parent = nullptr);

    // The button for `key` (Qt::Key_0-9, Key_Period, Key_Backspace, Key_Escape, Key_Return, Key_Up,
    // Key_Down); nullptr for any other key.
    QToolButton* button(int key) const;
    // The button that types `character` ('0'-'9' or '.'); nullptr for any other.
    QToolButton* button(QChar character) const;

signals:
    // A button was pressed: the key it stands for and the text that key types (empty for the others).
    void keyPressed(int key, const QString& text);

private:
    std::map<int, QToolButton*> buttons_;
};

} // namespace s21::app

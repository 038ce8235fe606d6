#pragma once
// A window walked by the keyboard alone: Tab pressed until the focus comes round again, and every
// control a user can use in it (buttons, fields, lists, tables, tabs) reached. Shared by the GUI
// tests of the trainer's windows (tst_dialog_keyboard, tst_exam_mode, tst_records_gui).

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSet>
#include <QTabBar>
#include <QTextEdit>
#include <QtTest>

namespace s21::test {

// A control a user uses, shown and enabled in `dialog` (not a part of another control: a tab
// bar's scroll arrows, a combo box's list, a spin box's field, a table's header).
inline bool usable(QWidget* w, QWidget* dialog)
{
    if (w->window() != dialog || !w->isVisibleTo(dialog) || !w->isEnabled())
        return false;
    for (QWidget* p = w->parentWidget(); p && p != dialog; p = p->parentWidget())
        if (qobject_cast<QTabBar*>(p) || qobject_cast<QComboBox*>(p) || qobject_cast<QAbstractSpinBox*>(p) ||
            qobject_cast<QAbstractItemView*>(p))
            return false;
    return qobject_cast<QAbstractButton*>(w) || qobject_cast<QLineEdit*>(w) || qobject_cast<QComboBox*>(w) ||
           qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QAbstractItemView*>(w) || qobject_cast<QTextEdit*>(w) ||
           qobject_cast<QTabBar*>(w);
}

inline QString described(const QWidget* w)
{
    const auto* button = qobject_cast<const QAbstractButton*>(w);
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(w->metaObject()->className()), button ? button->text() : w->objectName());
}

// Tabs round `dialog` (the active window) from its focus until the focus comes round again; what
// the keyboard never reached of what a user uses there, by class and text.
inline QStringList unreachedByTab(QWidget* dialog)
{
    QSet<QWidget*> reached;
    for (int i = 0; i < 200; ++i) {
        QWidget* focus = QApplication::focusWidget();
        if (!focus || reached.contains(focus))
            break;
        reached.insert(focus);
        QTest::keyClick(focus, Qt::Key_Tab);
    }
    QStringList missed;
    for (QWidget* w : dialog->findChildren<QWidget*>())
        if (usable(w, dialog) && !reached.contains(w))
            missed << described(w);
    return missed;
}

} // namespace s21::test

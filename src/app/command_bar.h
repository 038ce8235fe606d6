#pragma once
// The action bar: one QAction per command (command.h), each with its keyboard shortcut, laid out as
// two rows of buttons under the table. In guided practice the expected commands are lit.

#include "command.h"

#include <QWidget>

#include <map>
#include <vector>

class QAction;
class QToolButton;

namespace s21::app {

class CommandBar : public QWidget {
    Q_OBJECT
public:
    // The actions are added to `shortcutOwner` so their shortcuts work wherever the focus is in it.
    CommandBar(QWidget* shortcutOwner, QWidget* parent = nullptr);

    QAction* action(Command command) const { return actions_.at(command); }
    QToolButton* button(Command command) const { return buttons_.at(command); }
    void setExpected(const std::vector<Command>& commands);

signals:
    void triggered(s21::app::Command command);

private:
    std::map<Command, QAction*> actions_;
    std::map<Command, QToolButton*> buttons_;
};

} // namespace s21::app

#pragma once
// The action bar: one QAction per command (command.h), each with its keyboard shortcut, laid out as
// three rows of buttons under the table. It offers only the current stage's commands (a round's,
// or the shoe procedure's between rounds): the others are hidden and their shortcuts off, so the
// bar stays readable and the two stages can share keys. In guided practice the expected commands
// are lit.

#include "app/input/command.h"

#include <QWidget>

#include <map>
#include <vector>

class QAction;
class QGridLayout;
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
    // Offers the commands of the rounds, or of the shoe procedure between rounds (each command's actionStage).
    void setStage(bool betweenRounds);
    bool betweenRounds() const { return betweenRounds_; }

signals:
    void triggered(s21::app::Command command);

private:
    std::map<Command, QAction*> actions_;
    std::map<Command, QToolButton*> buttons_;
    QGridLayout* grid_ = nullptr;
    bool betweenRounds_ = false;
    bool stageSet_ = false;
};

} // namespace s21::app

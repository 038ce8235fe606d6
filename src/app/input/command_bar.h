#pragma once
// The action bar: one QAction per command (command.h), named by the action kind it makes, each with
// its keyboard shortcut, laid out as rows of buttons under the table: three, or four where the bar is
// too narrow for their labels. It offers only the current stage's commands (a round's, or the shoe
// procedure's between rounds) that the table's rules have a use for: the others are hidden and their
// shortcuts off, so the bar stays readable and the two stages can share keys. In guided practice the
// expected commands are lit.

#include "app/input/command.h"

#include <QWidget>

#include <map>
#include <set>
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

    QAction* action(ActionKind command) const { return actions_.at(command); }
    QToolButton* button(ActionKind command) const { return buttons_.at(command); }
    // Lights the buttons of `commands` (their "expected" property, which the theme's style sheet
    // colours) and puts out the others; restyles only the buttons whose light changes.
    void setExpected(const std::vector<ActionKind>& commands);
    // Offers the commands of the rounds, or of the shoe procedure between rounds (each command's
    // actionStage), that a table under `profile` has a use for (commandApplies).
    void setStage(bool betweenRounds, const RuleProfile& profile);
    bool betweenRounds() const { return betweenRounds_; }

signals:
    void triggered(s21::ActionKind command);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Lays the shown buttons out in `rows` rows.
    void layOut(int rows);
    // The fewest rows (three, at most four) in which the widest shown label fits its button.
    int rowsThatFit() const;

    std::map<ActionKind, QAction*> actions_;
    std::map<ActionKind, QToolButton*> buttons_;
    QGridLayout* grid_ = nullptr;
    bool betweenRounds_ = false;
    bool stageSet_ = false;
    RuleProfile profile_;
    std::vector<QToolButton*> shown_;
    int rows_ = 0;
    std::set<ActionKind> lit_; // the buttons lit now: asking each button's property after each click cost more
};

} // namespace s21::app

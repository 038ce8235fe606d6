#include "app/input/command_bar.h"

#include "app/theme/style_sheets.h"
#include "app/theme/theme.h"

#include <QAction>
#include <QGridLayout>
#include <QResizeEvent>
#include <QStyle>
#include <QToolButton>

#include <algorithm>
#include <iterator>

namespace s21::app {

namespace {

constexpr int kLabelPadding = 10; // a button's frame and the room either side of its label
// Three rows of buttons, four in a narrow window; never more, so the table keeps its height.
constexpr int kFewestRows = 3;
constexpr int kMostRows = 4;

} // namespace

CommandBar::CommandBar(QWidget* shortcutOwner, QWidget* parent) : QWidget(parent)
{
    grid_ = new QGridLayout(this);
    grid_->setContentsMargins(6, 2, 6, 6);
    grid_->setSpacing(4);
    int index = 0;
    for (const CommandInfo& info : allCommands()) {
        auto* action = new QAction(tr(info.label), shortcutOwner);
        action->setShortcut(QKeySequence(QString::fromLatin1(info.shortcut)));
        action->setShortcutContext(Qt::WindowShortcut);
        action->setToolTip(tr("%1 (%2)").arg(tr(info.tip), QString::fromLatin1(info.shortcut)));
        shortcutOwner->addAction(action);
        const ActionKind command = info.kind;
        connect(action, &QAction::triggered, this, [this, command] { emit triggered(command); });
        // The button shows the action's icon text, kept when the action is enabled or disabled.
        action->setIconText(QStringLiteral("%1\n%2").arg(tr(info.label), QString::fromLatin1(info.shortcut)));
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setFocusPolicy(Qt::TabFocus);
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        button->setMinimumWidth(40);
        button->setObjectName(QStringLiteral("command_%1").arg(index));
        // Read as the command's name, its tip and shortcut as the description (the button shows both on two lines).
        button->setAccessibleName(tr(spokenName(info)));
        button->setAccessibleDescription(action->toolTip());
        actions_[command] = action;
        buttons_[command] = button;
        ++index;
    }
    setStyleSheet(theme::commandBarStyleSheet());
}

void CommandBar::setStage(bool betweenRounds, const RuleProfile& profile)
{
    if (stageSet_ && betweenRounds_ == betweenRounds && profile_ == profile)
        return;
    stageSet_ = true;
    betweenRounds_ = betweenRounds;
    profile_ = profile;
    const ActionStage off = betweenRounds ? ActionStage::Round : ActionStage::BetweenRounds;
    shown_.clear();
    for (const CommandInfo& info : allCommands()) {
        QToolButton* button = buttons_.at(info.kind);
        const bool on = actionStage(info.kind) != off && commandApplies(info.kind, profile);
        // A command of the other stage is hidden and its shortcut off: the stages may share keys.
        actions_.at(info.kind)->setEnabled(on);
        button->setVisible(on);
        if (on)
            shown_.push_back(button);
    }
    layOut(rowsThatFit());
}

void CommandBar::layOut(int rows)
{
    rows_ = rows;
    for (const auto& [command, button] : buttons_)
        grid_->removeWidget(button);
    const int columns = (static_cast<int>(shown_.size()) + rows - 1) / rows;
    for (int i = 0; i < static_cast<int>(shown_.size()); ++i)
        grid_->addWidget(shown_[static_cast<std::size_t>(i)], i / columns, i % columns);
}

void CommandBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (const int rows = rowsThatFit(); rows != rows_)
        layOut(rows);
}

int CommandBar::rowsThatFit() const
{
    int widest = 0;
    for (const QToolButton* button : shown_)
        for (const QString& line : button->text().split(QLatin1Char('\n')))
            widest = std::max(widest, button->fontMetrics().horizontalAdvance(line));
    const QMargins margins = grid_->contentsMargins();
    const int room = width() - margins.left() - margins.right();
    const auto count = static_cast<int>(shown_.size());
    if (count == 0) // while setStage() is still choosing the buttons: a button shown lays the bar out
        return kFewestRows;
    int rows = kFewestRows;
    for (; rows < kMostRows; ++rows) {
        const int columns = (count + rows - 1) / rows;
        if ((room - grid_->spacing() * (columns - 1)) / columns >= widest + kLabelPadding)
            break;
    }
    return rows;
}

void CommandBar::setExpected(const std::vector<ActionKind>& commands)
{
    std::set<ActionKind> lit(commands.begin(), commands.end());
    if (lit == lit_)
        return;
    for (const auto& [command, button] : buttons_) {
        const bool on = lit.contains(command);
        if (on != lit_.contains(command)) {
            button->setProperty("expected", on);
            button->style()->unpolish(button);
            button->style()->polish(button);
        }
    }
    lit_ = std::move(lit);
}

} // namespace s21::app

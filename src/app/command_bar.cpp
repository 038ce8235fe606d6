#include "command_bar.h"

#include <QAction>
#include <QGridLayout>
#include <QStyle>
#include <QToolButton>

#include <algorithm>
#include <iterator>

namespace s21::app {

namespace {

struct CommandInfo {
    Command command;
    const char* label;
    const char* shortcut;
    const char* tip;
};

constexpr CommandInfo kCommands[] = {
    {Command::Deal, "Deal", "D", "Deal a card to the selected hand or the dealer"},
    {Command::HoleCard, "Hole card", "H", "Deal the dealer's hole card face down"},
    {Command::Burn, "Burn", "B", "Burn the top card to the discard rack"},
    {Command::Collect, "Collect", "C", "Collect the selected wager (the typed amount, else all of it)"},
    {Command::Pay, "Pay", "P", "Pay the chip stack (or the typed amount) on the selected wager"},
    {Command::Ask, "Ask", "A", "Announce the selected hand's typed total and ask the player (also Enter)"},
    {Command::DealerTotal, "Dealer total", "T", "Announce the dealer's typed total"},
    {Command::OfferInsurance, "Offer ins.", "I", "Announce insurance open"},
    {Command::CloseInsurance, "Close ins.", "Shift+I", "Announce insurance closed"},
    {Command::Peek, "Peek", "K", "Check the hole card in the card reader"},
    {Command::Reveal, "Reveal", "R", "Turn the hole card face up"},
    {Command::DealersCard, "Dealer's Card", "G", "Announce \"Dealer's Card\" (no-hole-card tables)"},
    {Command::Blackjack, "Blackjack", "J", "Announce the selected hand's blackjack"},
    {Command::Split, "Split", "S", "Split the selected pair"},
    {Command::WagerOnCards, "On cards", "W", "Put the surrendered wager on the cards"},
    {Command::SettleSurrender, "Surrender", "U", "Settle the surrender: collect half (or the typed amount)"},
    {Command::SettleRescue, "Rescue", "E", "Settle the rescue: return the double, collect the original"},
    {Command::PickUp, "Pick up", "X", "Pick up the selected hand's (or the dealer's) cards"},
    {Command::DiscardFaceUp, "Face-up card", "Shift+B", "Put a card found face up in the shoe into the discard rack"},
    {Command::RemoveTens, "Remove 10", "Shift+T", "The floorperson removes a 10 found in the shoe"},
    {Command::CallFloor, "Floor", "F", "Call the floorperson"},
    {Command::Void, "Void", "Shift+V", "Declare the round void"},
    {Command::CoverCard, "Cover card", "Shift+K", "Set aside the cover card that has come out of the shoe"},
    {Command::DiscardDrawn, "Drawn card", "Shift+X", "Put a card drawn in error that no one can use into the discard rack"},
    {Command::Option, "Option", "O", "Ask the selected passed-over player: the card now, or a dead hand"},
    {Command::DeadHand, "Dead hand", "Shift+D", "Call the selected hand dead: return its wager, cards to the rack"},
    {Command::BonusButton, "Spin button", "Y", "Press the selected seat's Bonus Spin button for its blackjack"},
    {Command::Wheel, "Wheel", "Shift+W", "Spin the Bonus Spin wheel for the selected seat's blackjack"},
    {Command::Shuffle, "Shuffle", "Shift+S", "Shuffle the cards (the discard rack when the shoe runs out)"},
    {Command::Cut, "Cut", "Shift+C", "Cut: select the dealer (0), type the cards above the cover card, then Cut"},
};

} // namespace

CommandBar::CommandBar(QWidget* shortcutOwner, QWidget* parent) : QWidget(parent)
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(6, 2, 6, 6);
    grid->setSpacing(4);
    int index = 0;
    constexpr int kRows = 3;
    constexpr int kColumns = (std::size(kCommands) + kRows - 1) / kRows;
    for (const CommandInfo& info : kCommands) {
        auto* action = new QAction(tr(info.label), shortcutOwner);
        action->setShortcut(QKeySequence(QString::fromLatin1(info.shortcut)));
        action->setShortcutContext(Qt::WindowShortcut);
        action->setToolTip(tr("%1 (%2)").arg(tr(info.tip), QString::fromLatin1(info.shortcut)));
        shortcutOwner->addAction(action);
        const Command command = info.command;
        connect(action, &QAction::triggered, this, [this, command] { emit triggered(command); });
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setText(QStringLiteral("%1\n%2").arg(tr(info.label), QString::fromLatin1(info.shortcut)));
        button->setFocusPolicy(Qt::NoFocus);
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        button->setMinimumWidth(40);
        button->setObjectName(QStringLiteral("command_%1").arg(index));
        grid->addWidget(button, index / kColumns, index % kColumns);
        actions_[command] = action;
        buttons_[command] = button;
        ++index;
    }
    setStyleSheet(QStringLiteral(
        "QToolButton { background: #2a2d33; color: #e8e4d8; border: 1px solid #444; border-radius: 5px; padding: 3px 0px; font-size: 11px; }"
        "QToolButton:hover { background: #3a3f47; }"
        "QToolButton[expected=\"true\"] { background: #0b7a9c; color: white; border: 1px solid #7fe6ff; font-weight: bold; }"));
}

void CommandBar::setExpected(const std::vector<Command>& commands)
{
    for (const auto& [command, button] : buttons_) {
        const bool on = std::find(commands.begin(), commands.end(), command) != commands.end();
        if (button->property("expected").toBool() != on) {
            button->setProperty("expected", on);
            button->style()->unpolish(button);
            button->style()->polish(button);
        }
    }
}

} // namespace s21::app

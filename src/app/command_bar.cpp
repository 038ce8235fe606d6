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
    {Command::SetAsideCoverCard, "Cover card", "Shift+K", "Set aside the cover card that has come out of the shoe"},
    {Command::DiscardDrawn, "Drawn card", "Shift+X", "Put a card drawn in error that no one can use into the discard rack"},
    {Command::Option, "Option", "O", "Ask the selected passed-over player: the card now, or a dead hand"},
    {Command::DeadHand, "Dead hand", "Shift+D", "Call the selected hand dead: return its wager, cards to the rack"},
    {Command::BonusButton, "Spin button", "Y", "Press the selected seat's Bonus Spin button for its blackjack"},
    {Command::Wheel, "Wheel", "Shift+W", "Spin the Bonus Spin wheel for the selected seat's blackjack"},
    {Command::Shuffle, "Shuffle", "Shift+S", "Shuffle the cards (the discard rack when the shoe runs out)"},
    {Command::Cut, "Cut", "Shift+C", "Cut: type the cards above the cover card, then Cut (in a round, select the dealer (0) first)"},
    {Command::Inspect, "Inspect", "I", "Inspect the new decks for defects"},
    {Command::Spread, "Spread", "S", "Spread the cards face up"},
    {Command::SpreadFaceDown, "Spread down", "Shift+D", "Spread the idle table's cards face down"},
    {Command::TurnUp, "Turn up", "U", "Turn the face-down spread face up for the arriving player"},
    {Command::Wash, "Wash", "W", "Turn the cards face down and wash them"},
    {Command::StackCards, "Stack", "K", "Stack the washed cards"},
    {Command::Gather, "Gather", "G", "Take the idle table's cards out of the shoe and the discard rack"},
    {Command::Unload, "Unload shoe", "Shift+L", "Put the cards left in the shoe into the discard rack"},
    {Command::Plug, "Plug", "P", "Plug the unused cards into the discards"},
    {Command::Riffle, "Riffle", "R", "Riffle the two halves together"},
    {Command::TurnStacks, "Turn", "T", "The turn: rotate one stack 180 degrees and riffle"},
    {Command::Strip, "Strip", "Shift+R", "Strip the cards in running cuts"},
    {Command::OfferCut, "Offer cut", "O", "Offer the cut: type the seat (or click the stack, then the seat), then O"},
    {Command::Recut, "Recut", "E", "Ask the player to cut again: the cover card is too near an end"},
    {Command::CompleteCut, "Complete cut", "C", "Put the cards above the cover card on the bottom"},
    {Command::CoverCard, "Cover card", "V", "Insert the cover card: type the cards behind it, then V (or click the cover card)"},
    {Command::LoadShoe, "Load shoe", "L", "Put the stack into the dealing shoe (or click the stack, then the shoe)"},
    {Command::RemoveBatch, "Take batch", "Shift+A", "Take out the batch already in the automated shuffler"},
    {Command::CoverShuffler, "Cover shuffler", "Shift+O", "Cover the broken shuffler or sign it out of order"},
    {Command::RemoveShuffler, "Remove shuffler", "Shift+M", "Remove the broken shuffler from the table"},
};

} // namespace

CommandBar::CommandBar(QWidget* shortcutOwner, QWidget* parent) : QWidget(parent)
{
    grid_ = new QGridLayout(this);
    grid_->setContentsMargins(6, 2, 6, 6);
    grid_->setSpacing(4);
    int index = 0;
    for (const CommandInfo& info : kCommands) {
        auto* action = new QAction(tr(info.label), shortcutOwner);
        action->setShortcut(QKeySequence(QString::fromLatin1(info.shortcut)));
        action->setShortcutContext(Qt::WindowShortcut);
        action->setToolTip(tr("%1 (%2)").arg(tr(info.tip), QString::fromLatin1(info.shortcut)));
        shortcutOwner->addAction(action);
        const Command command = info.command;
        connect(action, &QAction::triggered, this, [this, command] { emit triggered(command); });
        // The button shows the action's icon text, kept when the action is enabled or disabled.
        action->setIconText(QStringLiteral("%1\n%2").arg(tr(info.label), QString::fromLatin1(info.shortcut)));
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setFocusPolicy(Qt::NoFocus);
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        button->setMinimumWidth(40);
        button->setObjectName(QStringLiteral("command_%1").arg(index));
        actions_[command] = action;
        buttons_[command] = button;
        ++index;
    }
    setStage(false);
    setStyleSheet(QStringLiteral(
        "QToolButton { background: #2a2d33; color: #e8e4d8; border: 1px solid #444; border-radius: 5px; padding: 3px 0px; font-size: 11px; }"
        "QToolButton:hover { background: #3a3f47; }"
        "QToolButton[expected=\"true\"] { background: #0b7a9c; color: white; border: 1px solid #7fe6ff; font-weight: bold; }"));
}

void CommandBar::setStage(bool betweenRounds)
{
    if (stageSet_ && betweenRounds_ == betweenRounds)
        return;
    stageSet_ = true;
    betweenRounds_ = betweenRounds;
    const CommandStage off = betweenRounds ? CommandStage::Round : CommandStage::BetweenRounds;
    std::vector<QToolButton*> shown;
    for (const CommandInfo& info : kCommands) {
        QToolButton* button = buttons_.at(info.command);
        grid_->removeWidget(button);
        const bool on = commandStage(info.command) != off;
        // A command of the other stage is hidden and its shortcut off: the stages may share keys.
        actions_.at(info.command)->setEnabled(on);
        button->setVisible(on);
        if (on)
            shown.push_back(button);
    }
    constexpr int kRows = 3;
    const int columns = (static_cast<int>(shown.size()) + kRows - 1) / kRows;
    for (int i = 0; i < static_cast<int>(shown.size()); ++i)
        grid_->addWidget(shown[static_cast<std::size_t>(i)], i / columns, i % columns);
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

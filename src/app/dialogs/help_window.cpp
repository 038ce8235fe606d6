#include "app/dialogs/help_window.h"

#include "app/dialogs/window_size.h"
#include "app/input/command.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace s21::app {

namespace {

// A read-only page the keyboard can scroll and leave with Tab.
QTextBrowser* page(QWidget* parent, const QString& name)
{
    auto* browser = new QTextBrowser(parent);
    browser->setOpenLinks(false); // the guides' links point into the source tree, not to pages here
    browser->setTabChangesFocus(true);
    browser->setAccessibleName(name);
    return browser;
}

// A guide built into the program (the "guides" resources, src/app/CMakeLists.txt).
QString guide(const QString& file)
{
    QFile source(QStringLiteral(":/s21/guides/") + file);
    if (!source.open(QIODevice::ReadOnly | QIODevice::Text))
        return HelpWindow::tr("The guide %1 is missing from this program.").arg(file);
    return QString::fromUtf8(source.readAll());
}

// A command's label or tip in the words the action bar shows (translated in the bar's context).
QString commandWords(const char* text) { return QCoreApplication::translate("s21::app::CommandBar", text); }

// One stage's commands as the rows of a table: the button, its key, what it does.
QString commandRows(ActionStage stage)
{
    QString rows;
    for (const CommandInfo& info : allCommands()) {
        if (actionStage(info.kind) != stage && actionStage(info.kind) != ActionStage::Both)
            continue;
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td>%3</td></tr>")
                    .arg(commandWords(info.label).toHtmlEscaped(), QString::fromLatin1(info.shortcut),
                         commandWords(info.tip).toHtmlEscaped());
    }
    return rows;
}

} // namespace

QString HelpWindow::dealingPage()
{
    const QString table = QStringLiteral("<table cellpadding='3'><tr><th align='left'>%1</th><th align='left'>%2</th>"
                                         "<th align='left'>%3</th></tr>%4</table>");
    const QString heads[] = {tr("Button"), tr("Key"), tr("What it does")};
    return tr("<h2>Dealing at this table</h2>"
              "<p>Every move is checked against the rules as you make it. A mistake is not carried out: the "
              "Feedback box says what the rules expected and the section it comes from.</p>"
              "<h3>With the mouse</h3><ul>"
              "<li>Click the shoe, then a hand, the dealer's place or the hole card's place to deal a card "
              "there (or drag the card). The shoe, then the discard rack, burns a card.</li>"
              "<li>Click a hand's cards to select them. Click tray chips to build a payout, then the wager to "
              "pay it. Click a wager to collect it, or drag it into the tray.</li>"
              "<li>Type a total or an amount on the number pad beside the status line: Enter "
              "(&#x21b5;) announces the total to the selected hand, the pad's Clear (&#x2715;) drops what you "
              "typed and what is in your hand, and its arrows step through the selected seat's places.</li>"
              "<li>Everything else is a button of the action bar under the table; in guided practice the "
              "expected ones are lit.</li></ul>"
              "<h3>With the keyboard</h3><ul>"
              "<li>Ctrl+1 to Ctrl+7 select a seat, Ctrl+0 the dealer; the arrows and Tab move along the "
              "table's places, Up and Down through a seat's wagers.</li>"
              "<li>Digits always type a number: a total, an amount, a seat or a cut. Enter announces the "
              "typed total to the selected hand; Escape clears.</li>"
              "<li>F6 moves between the table, the panel beside it and the action bar; the menus (Alt) reach "
              "every window. F1 opens this guide.</li></ul>"
              "<h3>During a round</h3>%1<h3>Between rounds: the shoe procedure</h3>%2")
        .arg(table.arg(heads[0], heads[1], heads[2], commandRows(ActionStage::Round)),
             table.arg(heads[0], heads[1], heads[2], commandRows(ActionStage::BetweenRounds)));
}

HelpWindow::HelpWindow(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Procedure guide"));
    auto* layout = new QVBoxLayout(this);
    pages_ = new QTabWidget(this);
    QTextBrowser* dealing = page(pages_, tr("Dealing at this table"));
    dealing->setHtml(dealingPage());
    pages_->addTab(dealing, tr("&Dealing at this table"));
    QTextBrowser* round = page(pages_, tr("The round's procedure"));
    round->setMarkdown(guide(QStringLiteral("procedure.md")));
    pages_->addTab(round, tr("The &round's procedure"));
    QTextBrowser* shoe = page(pages_, tr("The shoe procedure"));
    shoe->setMarkdown(guide(QStringLiteral("shoe-procedure.md")));
    pages_->addTab(shoe, tr("The &shoe procedure"));
    layout->addWidget(pages_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(sizeOnScreen(this, QSize(900, 700)));
}

} // namespace s21::app

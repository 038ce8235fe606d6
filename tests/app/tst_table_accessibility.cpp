// The table as a screen reader follows it: the real window on the offscreen platform deals a round
// through the GuiDriver, and the table view's accessible interface (app/table/table_accessible.h) is
// read through the QAccessible API, as an assistive technology reads it: each element's name in
// plain words after the deal, selected by the keyboard, after a hit and once the hole card is turned, and what changed between
// two readings (tableChanges: what the NameChanged and ObjectReorder events announce; the offscreen
// platform has no assistive technology listening, so the events themselves are not sent here); the
// window's buttons named in words; between rounds, the shoe procedure's things as their badges say them.
#include "gui_driver.h"

#include "app/dialogs/summary_dialog.h"
#include "app/table/table_accessible.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QtTest>

using namespace s21;

namespace {

app::SessionOptions options(std::uint64_t seed)
{
    app::SessionOptions o;
    o.profile = marylandProfile(6);
    o.seed = seed;
    o.mode = app::Mode::Guided;
    o.players = 4;
    o.shoe = app::ShoePreparation::Skip;
    return o;
}

QStringList names(QWidget* view)
{
    QStringList out;
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(view);
    for (int i = 0; i < table->childCount(); ++i)
        out << table->child(i)->text(QAccessible::Name);
    return out;
}

// The one name that starts with `prefix`, or an empty string.
QString nameStarting(QWidget* view, const QString& prefix)
{
    const QStringList found = names(view).filter(QRegularExpression("^" + QRegularExpression::escape(prefix)));
    return found.size() == 1 ? found.front() : QString();
}

} // namespace

class TestTableAccessibility : public QObject {
    Q_OBJECT
private slots:
    void theRoundIsReadElementByElement();
    void theWindowsButtonsAreNamedInWords();
    void elementsComeAndGo();
    void betweenRoundsTheShoeProcedureIsRead();

private:
    static std::unique_ptr<app::MainWindow> open(std::uint64_t seed)
    {
        return test::shown(std::make_unique<app::MainWindow>(
            options(seed), std::vector<app::ProfileEntry>{{"MD", marylandProfile(6)}}));
    }
};

void TestTableAccessibility::theRoundIsReadElementByElement()
{
    auto window = open(4);
    QVERIFY(window);
    QWidget* view = &window->view();
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(view);
    QVERIFY(table);
    QCOMPARE(table->text(QAccessible::Name), QStringLiteral("Table"));
    // The wagers placed, before the first card.
    QStringList shown = names(view);
    for (const char* name : {"Shoe: 288 cards", "Discard rack: 0 cards", "Chip tray: $50,000", "Dealer: no cards",
                             "Seat 2: open", "Seat 4, Priya: bankroll $990", "Seat 4, Priya: no cards; wager $5",
                             "Seat 4, Priya: Match-the-Dealer wager $5", "Seat 7, Marcus: no cards; wager $15"})
        QVERIFY2(shown.contains(QLatin1String(name)), name);

    // After the deal: every card by name, the totals, the dealer's hole card face down.
    test::GuiDriver driver(*window);
    while (window->session().round().expected().front().kind != ActionKind::AskPlayer)
        QVERIFY(driver.takeExpected(false));
    shown = names(view);
    for (const char* name : {"Shoe: 277 cards", "Discard rack: 1 card", "Chip tray: $50,005",
                             "Dealer: king of diamonds up, hole card face down, peeked",
                             "Seat 1, Li Wei: 8 of clubs, ace of diamonds, soft 19; wager $15",
                             "Seat 4, Priya: 7 of clubs, 2 of spades, 9; wager $5",
                             "Seat 7, Marcus: 6 of diamonds, queen of hearts, 16; wager $15"})
        QVERIFY2(shown.contains(QLatin1String(name)), name);
    QVERIFY(!shown.contains(QStringLiteral("Seat 4, Priya: Match-the-Dealer wager $5"))); // lost and collected
    const int hand =
        static_cast<int>(shown.indexOf(QStringLiteral("Seat 4, Priya: 7 of clubs, 2 of spades, 9; wager $5")));
    const QRect handRect = table->child(hand)->rect();
    QVERIFY(!handRect.isEmpty());
    QVERIFY(QRect(view->mapToGlobal(QPoint()), view->size()).contains(handRect.center()));
    // The keyboard selects seat 4: its hand is read as selected, not its player nor another seat.
    QTest::keyClick(view, Qt::Key_4, Qt::ControlModifier);
    QVERIFY(table->child(hand)->state().selected);
    QVERIFY(!table->child(static_cast<int>(shown.indexOf(QStringLiteral("Seat 4, Priya: bankroll $990"))))
                 ->state()
                 .selected);
    QVERIFY(!table
                 ->child(static_cast<int>(
                     shown.indexOf(QStringLiteral("Seat 1, Li Wei: 8 of clubs, ace of diamonds, soft 19; wager $15"))))
                 ->state()
                 .selected);
    QTest::keyClick(view, Qt::Key_Escape);
    QVERIFY(!table->child(hand)->state().selected);

    // Seat 4 signals a hit, and the hit is read: the hand's name changes, nothing else moves.
    bool signalled = false;
    std::vector<app::TableElement> before = window->scene().elements();
    while (window->session().state().seat(4).hands.front().cards.cardCount() < 3) {
        before = window->scene().elements();
        QVERIFY(driver.takeExpected(false));
        signalled =
            signalled || nameStarting(view, QStringLiteral("Seat 4, Priya: bankroll")).endsWith("signal: taps: HIT");
    }
    QVERIFY(signalled);
    QCOMPARE(table->child(hand)->text(QAccessible::Name),
             QStringLiteral("Seat 4, Priya: 7 of clubs, 2 of spades, 6 of clubs, 15; wager $5"));
    const app::TableChanges changes = app::tableChanges(before, window->scene().elements());
    QVERIFY(!changes.reordered);
    QVERIFY(std::find(changes.renamed.begin(), changes.renamed.end(), hand) != changes.renamed.end());

    // The hole card turned: the dealer's cards and total.
    while (window->session().state().dealer.holeCard != HoleCard::Revealed)
        QVERIFY(driver.takeExpected(false));
    QCOMPARE(nameStarting(view, QStringLiteral("Dealer")),
             QStringLiteral("Dealer: king of diamonds, 4 of diamonds, 14"));
    while (!window->session().round().complete())
        QVERIFY(driver.takeExpected(false));
    QTRY_VERIFY(window->summary() != nullptr);
    window->summary()->accept();
}

// The names the action bar's buttons are read by: the command's words, not its two printed lines; the
// table's elements come and go as the table is drawn again.
void TestTableAccessibility::theWindowsButtonsAreNamedInWords()
{
    auto window = open(4);
    QVERIFY(window);
    QToolButton* deal = window->commands().button(ActionKind::DealCard);
    QAccessibleInterface* button = QAccessible::queryAccessibleInterface(deal);
    QCOMPARE(button->text(QAccessible::Name), QStringLiteral("Deal"));
    QVERIFY(button->text(QAccessible::Description).contains(QStringLiteral("(D)")));
    for (QAbstractButton* b : window->findChildren<QAbstractButton*>()) {
        const QString name = QAccessible::queryAccessibleInterface(b)->text(QAccessible::Name);
        // Words first; no line break, arrow, shape or dingbat read out as a symbol.
        static const QRegularExpression words(QStringLiteral("^\\p{L}[^\\n\\x{2190}-\\x{27BF}]*$"));
        QVERIFY2(words.match(name).hasMatch(), qPrintable(name));
    }
}

void TestTableAccessibility::elementsComeAndGo()
{
    const app::TableElement shoe{app::TableElement::Kind::Equipment, {app::Target::Kind::Shoe}, "Shoe: 3 cards"};
    const app::TableElement fewer{app::TableElement::Kind::Equipment, {app::Target::Kind::Shoe}, "Shoe: 2 cards"};
    const app::TableElement rack{app::TableElement::Kind::Equipment, {app::Target::Kind::Rack}, "Discard rack: 1 card"};
    QCOMPARE(app::tableChanges({shoe, rack}, {shoe, rack}), app::TableChanges{});
    QCOMPARE(app::tableChanges({shoe, rack}, {fewer, rack}), (app::TableChanges{false, {0}}));
    QCOMPARE(app::tableChanges({shoe}, {shoe, rack}), (app::TableChanges{true, {1}}));
    QCOMPARE(app::tableChanges({shoe, rack}, {rack}), (app::TableChanges{true, {0}}));
}

void TestTableAccessibility::betweenRoundsTheShoeProcedureIsRead()
{
    app::SessionOptions o = options(5);
    o.shoe = app::ShoePreparation::ShuffleByHand;
    auto window =
        test::shown(std::make_unique<app::MainWindow>(o, std::vector<app::ProfileEntry>{{"MD", marylandProfile(6)}}));
    QVERIFY(window && window->session().betweenRounds());
    QWidget* view = &window->view();
    QStringList shown = names(view);
    for (const char* name : {"Between rounds: preparing the shoe", "Shoe: empty", "Discard rack: empty",
                             "Cards on the table: 6 new decks, sealed", "Cover card beside the cards", "Seat 5, Priya"})
        QVERIFY2(shown.contains(QLatin1String(name)), qPrintable(shown.join('\n')));
    // The procedure goes on, and the words follow it.
    test::GuiDriver driver(*window);
    while (!nameStarting(view, QStringLiteral("Cards on the table")).contains(QStringLiteral("spread")))
        QVERIFY(driver.takeExpected(false));
    QVERIFY2(nameStarting(view, QStringLiteral("Cards on the table")).endsWith(QStringLiteral("cards")),
             qPrintable(names(view).join('\n')));
}

QTEST_MAIN(TestTableAccessibility)
#include "tst_table_accessibility.moc"

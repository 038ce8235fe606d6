// Issue 39, finding 8: on the smallest screen the trainer is made for (1024x700, the window's frame
// counted), every text the table paints reads: its letters are at least theme::kTableLetteringScreenPx
// high on the screen. The table is read as the view paints it (lettering_audit.h) at every step of a
// shoe's preparation and of whole rounds dealt with players' irregularities, in Maryland's game and in
// Massachusetts' (Bonus Spin, shared boxes, coupons, cash), and the inks of the felt's printing read on
// the cloth. Where a thing is too small for words in that type (a coupon, banknotes, a shared box's
// line), its words are on a tag or the display in that type instead, and those must be read.
#include "contrast_audit.h"
#include "gui_driver.h"
#include "lettering_audit.h"

#include "app/dialogs/window_size.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/table/table_items.h"
#include "app/table/table_scene.h"
#include "app/table/table_view.h"
#include "app/theme/theme.h"

#include <QFileInfo>
#include <QtTest>

#include <map>
#include <set>

using namespace s21;

class TestTableLettering : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyTextReadsOnTheSmallestScreen_data();
    void everyTextReadsOnTheSmallestScreen();
    void theFeltsPrintingReadsOnTheCloth_data();
    void theFeltsPrintingReadsOnTheCloth();
    void aDoubleDownsSidewaysCardReadsUpright();
    void theLayoutCarriesTheWordsTheRulesRequire_data();
    void theLayoutCarriesTheWordsTheRulesRequire();

private:
    // Reads the table of `window`: every text in readTexts_, and each too small in tooSmall_ with the
    // smallest size it was seen at.
    void read(app::MainWindow& window);

    std::vector<app::ProfileEntry> profiles_;
    std::vector<app::ScenarioEntry> library_;
    std::map<QString, double> tooSmall_;
    std::set<QString> readTexts_; // every text read, whatever its size
    int read_ = 0;
};

void TestTableLettering::initTestCase()
{
    QStringList errors;
    const QString profilesDir = app::findProfilesDir();
    profiles_ = app::loadProfiles(profilesDir, errors);
    library_ = app::loadScenarios(QFileInfo(profilesDir).path(), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
}

void TestTableLettering::read(app::MainWindow& window)
{
    QCoreApplication::processEvents();
    auto* view = window.findChild<app::TableView*>();
    QVERIFY(view);
    for (QGraphicsItem* item : view->scene()->items())
        item->setCacheMode(QGraphicsItem::NoCache); // the felt painted afresh, not its cached pixels
    for (const test::PaintedText& text : test::LetteringAudit::read(*view)) {
        ++read_;
        readTexts_.insert(text.text);
        if (text.text.trimmed().isEmpty() || text.screenPixels + 1e-6 >= app::theme::kTableLetteringScreenPx)
            continue;
        auto [at, added] = tooSmall_.emplace(text.text, text.screenPixels);
        if (!added)
            at->second = std::min(at->second, text.screenPixels);
    }
}

void TestTableLettering::everyTextReadsOnTheSmallestScreen_data()
{
    QTest::addColumn<QString>("profile");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("shown"); // a text the table must show at some step, in the table's type
    QTest::addRow("Maryland, Xtreme 16") << QStringLiteral("Xtreme 16") << QString() << QString();
    QTest::addRow("Massachusetts, hole card and reader") << QStringLiteral("card reader") << QString() << QString();
    QTest::addRow("Massachusetts, Bonus Spin")
        << QString() << QStringLiteral("ma-bonus-spin-ace-and-blackjack") << QString();
    QTest::addRow("Massachusetts, a shared box split")
        << QString() << QStringLiteral("ma-shared-box-split-to-four-hands") << QStringLiteral(" · Ben $");
    QTest::addRow("Massachusetts, a coupon on a wager")
        << QString() << QStringLiteral("ma-match-play-coupon-blackjack") << QStringLiteral(" coupon");
    QTest::addRow("Massachusetts, a coupon on Match-the-Dealer")
        << QString() << QStringLiteral("ma-match-play-coupon-on-match-the-dealer") << QStringLiteral(" coupon");
    QTest::addRow("Maryland, cash on the spot")
        << QString() << QStringLiteral("md-verbal-cash-wager") << QStringLiteral(" cash");
}

void TestTableLettering::everyTextReadsOnTheSmallestScreen()
{
    QFETCH(QString, profile);
    QFETCH(QString, scenario);
    QFETCH(QString, shown);
    tooSmall_.clear();
    readTexts_.clear();
    read_ = 0;
    app::SessionOptions options;
    options.seed = 21;
    options.players = 6;
    options.shoe = app::ShoePreparation::ShuffleByHand;
    options.irregularities = 0.3;
    options.guestFouls = 0.3;
    if (!profile.isEmpty()) {
        const auto entry = std::find_if(profiles_.begin(), profiles_.end(),
                                        [&](const app::ProfileEntry& p) { return p.label.contains(profile); });
        QVERIFY2(entry != profiles_.end(), qPrintable(profile));
        options.profile = entry->profile;
    }
    auto window = test::shown(std::make_unique<app::MainWindow>(options, profiles_, library_));
    QVERIFY(window);
    window->resize(QSize(1024, 700) - app::kFrameAllowance);
    QTest::qWait(50);
    if (!scenario.isEmpty())
        QVERIFY(window->playScenario(scenario));
    test::GuiDriver driver(*window);
    int rounds = 0;
    for (int steps = 0; steps < 900 && rounds < 3; ++steps) {
        read(*window);
        if (window->session().procedure().complete()) {
            rounds += window->session().betweenRounds() ? 0 : 1;
            QTRY_VERIFY(window->summary() != nullptr);
            window->summary()->accept();
            QApplication::setActiveWindow(window.get());
            if (!scenario.isEmpty())
                break;
            continue;
        }
        QVERIFY(driver.takeExpected(false));
    }
    QVERIFY(read_ > 1000);
    const auto listed = [](const std::map<QString, double>& texts) {
        QStringList lines;
        for (const auto& [text, pixels] : texts)
            lines << QStringLiteral("\"%1\" is %2 px").arg(text).arg(pixels, 0, 'f', 1);
        return lines;
    };
    if (!shown.isEmpty())
        QVERIFY2(std::any_of(readTexts_.begin(), readTexts_.end(),
                             [&](const QString& text) { return text.contains(shown) && !tooSmall_.contains(text); }),
                 qPrintable(QStringLiteral("nothing read ends in \"%1\"").arg(shown)));
    const QStringList failures = listed(tooSmall_);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
}

// The felt's printing (its inscriptions, the placards and their small print, the printed names of the
// equipment) on the cloth or the board it lies on, at its darkest.
void TestTableLettering::theFeltsPrintingReadsOnTheCloth_data()
{
    using namespace app::theme;
    QTest::addColumn<QColor>("ink");
    QTest::addColumn<QColor>("background");
    // clang-format off
    QTest::newRow("gold on the felt")        << kFeltGold         << kFeltEdge;
    QTest::newRow("rule text on the felt")   << kFeltPrint        << kFeltEdge;
    QTest::newRow("gold on a board")         << kFeltGold         << over(kBoardFill, kRoomLight);
    QTest::newRow("match gold on a board")   << kMatchGold        << over(kBoardFill, kRoomLight);
    QTest::newRow("table's limits")          << kPlacardPrint     << kRoomLight;
    QTest::newRow("shuffler's name")         << kShufflerLettering << kShufflerLight;
    QTest::newRow("shoe's name")             << kShoeBoxLettering << kShoeBoxLight;
    QTest::newRow("rack's name")             << kRackLettering    << kRackFill;
    QTest::newRow("reader's name")           << kReaderEdge       << kReaderFill;
    QTest::newRow("drop and tips")           << kBoxLettering     << kBoxFill;
    QTest::newRow("deck's number")           << kDeckBoxLettering << kDeckBoxDark;
    QTest::newRow("deck box")                << kDeckBoxLettering << kDeckBoxLight;
    // clang-format on
}

void TestTableLettering::theFeltsPrintingReadsOnTheCloth()
{
    QFETCH(QColor, ink);
    QFETCH(QColor, background);
    test::ContrastAudit audit;
    audit.pair(QString::fromLatin1(QTest::currentDataTag()), ink, background);
    QVERIFY2(audit.failures().isEmpty(), qPrintable(audit.failures().join('\n')));
}

// Issue 39, finding 8: a double down's card lies sideways (MD-S21 10.A), turned a quarter to the left;
// its corner index reads upright all the same, in the corner it has then at the bottom left (the
// other, as on any card, upside down at the opposite corner).
void TestTableLettering::aDoubleDownsSidewaysCardReadsUpright()
{
    QGraphicsScene scene;
    scene.addItem(new app::CardItem(Card{Rank::Eight, Suit::Diamonds}, true, true));
    QGraphicsView view(&scene);
    view.resize(300, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    int upright = 0, upsideDown = 0;
    for (const test::PaintedText& text : test::LetteringAudit::read(view)) {
        QCOMPARE(text.text, QStringLiteral("8"));
        ++(text.upright ? upright : upsideDown);
    }
    QCOMPARE(upright, 1);
    QCOMPARE(upsideDown, 1);
}

QTEST_MAIN(TestTableLettering)
// The layout's inscriptions the rules require, read as the table paints them on the smallest screen,
// for every rule profile: "Blackjack pays 3 to 2" and "Insurance pays 2 to 1" (MD-S21 2.B(3)), the
// sign that doubled-down hands get no bonus payout (2.B(5): "NO BONUS ON DOUBLES", on the Bonus 21
// board, which 2.B(6)(a) asks for with the Match-the-Dealer board where that wager is offered). The
// felt writes an arc's letters one at a time, so the words are looked for in what is read, in order,
// with the spaces left out.
void TestTableLettering::theLayoutCarriesTheWordsTheRulesRequire_data()
{
    QTest::addColumn<int>("entry");
    for (std::size_t i = 0; i < profiles_.size(); ++i)
        QTest::newRow(qPrintable(profiles_[i].label)) << static_cast<int>(i);
}

void TestTableLettering::theLayoutCarriesTheWordsTheRulesRequire()
{
    QFETCH(int, entry);
    const RuleProfile& profile = profiles_[static_cast<std::size_t>(entry)].profile;
    app::TableScene scene;
    scene.refresh(RoundState(profile));
    app::TableView view(&scene);
    view.resize(QSize(1024, 700) - app::kFrameAllowance);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (QGraphicsItem* item : scene.items())
        item->setCacheMode(QGraphicsItem::NoCache); // the felt painted afresh, not its cached pixels
    QString painted;
    for (const test::PaintedText& text : test::LetteringAudit::read(view))
        if (text.screenPixels + 1e-6 >= app::theme::kTableLetteringScreenPx)
            painted += text.text;
    painted.remove(QRegularExpression(QStringLiteral("\\s")));
    // MD-S21 2.B(3), MD-BJ 2.B(3): the blackjack odds the table pays, and insurance's.
    const QString blackjackPays =
        QStringLiteral("BLACKJACK PAYS %1").arg(QString::fromStdString(formatOdds(profile.blackjackPays)).toUpper());
    QStringList required{blackjackPays, QStringLiteral("INSURANCE PAYS 2 TO 1")};
    QStringList absent;
    // The Bonus 21 board (MD-S21 2.B(5)) where the game pays the bonuses; blackjack has none to show.
    (profile.gameRules().bonusPayouts ? required : absent)
        << QStringLiteral("NO BONUS ON DOUBLES") << QStringLiteral("BONUS 21 PAYOUTS")
        << QStringLiteral("PLAYER 21 ALWAYS WINS");
    (profile.matchTheDealer.offered ? required : absent) << QStringLiteral("MATCH THE DEALER");
    for (const QString& words : required)
        QVERIFY2(painted.contains(QString(words).remove(QLatin1Char(' '))),
                 qPrintable(words + QStringLiteral(" is not on the layout")));
    for (const QString& words : absent)
        QVERIFY2(!painted.contains(QString(words).remove(QLatin1Char(' '))),
                 qPrintable(words + QStringLiteral(" is on a layout whose rules have no use for it")));
}

#include "tst_table_lettering.moc"

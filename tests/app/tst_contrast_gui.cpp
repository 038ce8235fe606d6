// Every text the trainee, the instructor and the supervisor meet meets WCAG AA contrast (4.5:1, or
// 3:1 for large text), under Qt's default palette (light) and under the trainer's own dark one, as
// spanish21-trainer sets it at start (app/theme/palette.h: Fusion and darkPalette()): the main window during a round and the table's badges over the felt, the
// round's summary, the settings (with a refusal shown), the scenario library, the history and a
// replay, the progress window, the trainees, the class and the exam's start (refused: no exam). The
// texts are read from the real widgets (contrast_audit.h).
#include "contrast_audit.h"
#include "gui_driver.h"

#include "app/dialogs/class_dialog.h"
#include "app/dialogs/exam_start_dialog.h"
#include "app/dialogs/history_dialog.h"
#include "app/dialogs/progress_dialog.h"
#include "app/dialogs/replay_window.h"
#include "app/dialogs/scenario_picker.h"
#include "app/dialogs/settings_dialog.h"
#include "app/dialogs/summary_dialog.h"
#include "app/dialogs/trainee_dialog.h"
#include "app/session/exam_library.h"
#include "app/session/profile_catalog.h"
#include "app/session/scenario_library.h"
#include "app/table/table_items.h"
#include "app/theme/palette.h"
#include "app/theme/translations.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QtTest>

using namespace s21;

namespace {

// The colour behind a badge on the table: the scene painted without it, averaged over its box.
QColor behind(app::TableScene& scene, app::BadgeItem& badge)
{
    const QRectF box = badge.sceneBoundingRect();
    QImage image(box.size().toSize().expandedTo(QSize(1, 1)), QImage::Format_ARGB32);
    image.fill(Qt::black);
    badge.setVisible(false);
    {
        QPainter painter(&image);
        scene.render(&painter, QRectF(QPointF(), box.size()), box);
    }
    badge.setVisible(true);
    double r = 0, g = 0, b = 0;
    const int n = image.width() * image.height();
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            r += c.red();
            g += c.green();
            b += c.blue();
        }
    return QColor(qRound(r / n), qRound(g / n), qRound(b / n));
}

} // namespace

class TestContrastGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyTextMeetsAA_data();
    void everyTextMeetsAA();
    void theThemesPairsMeetAA_data();
    void theThemesPairsMeetAA();
    void theTableBetweenRoundsMeetsAA();

private:
    std::unique_ptr<app::MainWindow> open();
    // Shows `dialog`, audits it, and closes it.
    void auditDialog(QDialog& dialog, const QString& where);
    void auditTable(app::TableScene& scene);

    std::vector<app::ProfileEntry> profiles_;
    std::vector<app::ScenarioEntry> library_;
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<records::RecordsDatabase> records_;
    test::ContrastAudit audit_;
};

void TestContrastGui::initTestCase()
{
    QVERIFY(app::installTranslations()); // the counts read as the trainer shows them
    QStringList errors;
    const QString profilesDir = app::findProfilesDir();
    profiles_ = app::loadProfiles(profilesDir, errors);
    library_ = app::loadScenarios(QFileInfo(profilesDir).path(), errors);
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
}

void TestContrastGui::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    records_ = records::RecordsDatabase::open(dir_->filePath(QStringLiteral("records.sqlite")));
    audit_ = {};
}

void TestContrastGui::cleanup()
{
    QApplication::setPalette(QPalette());
    records_.reset();
    dir_.reset();
}

std::unique_ptr<app::MainWindow> TestContrastGui::open()
{
    app::SessionOptions options;
    options.seed = 4;
    options.players = 4;
    options.shoe = app::ShoePreparation::Skip;
    auto window = std::make_unique<app::MainWindow>(options, profiles_, library_);
    window->useRecords(records_.get());
    return test::shown(std::move(window));
}

void TestContrastGui::auditDialog(QDialog& dialog, const QString& where)
{
    dialog.show();
    QApplication::setActiveWindow(&dialog);
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    audit_.audit(&dialog, where);
    dialog.close();
}

void TestContrastGui::auditTable(app::TableScene& scene)
{
    for (QGraphicsItem* item : scene.items())
        if (auto* badge = dynamic_cast<app::BadgeItem*>(item); badge && badge->isVisible()) {
            const QColor under = behind(scene, *badge);
            const QColor back = badge->fill().alpha() > 0 ? app::theme::over(badge->fill(), under) : under;
            audit_.pair(QStringLiteral("table badge \"%1\"").arg(badge->text()), badge->ink(), back);
        }
}

void TestContrastGui::everyTextMeetsAA_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("default palette") << false;
    QTest::newRow("the trainer's dark palette") << true;
}

void TestContrastGui::everyTextMeetsAA()
{
    QFETCH(bool, dark);
    if (dark)
        app::theme::useDarkLook(); // as spanish21-trainer starts
    auto window = open();
    QVERIFY(window);
    // The table mid-round, with a mistake's feedback on the panel and the log.
    test::GuiDriver driver(*window);
    while (window->session().round().expected().front().kind != ActionKind::AskPlayer)
        QVERIFY(driver.takeExpected(false));
    QVERIFY(driver.performByMouse(DealerAction::deal(Spot::player(test::lastOccupiedSeat(window->session().state())))));
    audit_.audit(window.get(), QStringLiteral("main window"));
    auditTable(window->scene());
    while (!window->session().procedure().complete())
        QVERIFY(driver.takeExpected(false));
    QTRY_VERIFY(window->summary() != nullptr);
    audit_.audit(window->summary(), QStringLiteral("summary"));
    window->summary()->accept();

    app::SettingsDialog settings(window->session().options().profile, 2.0, app::MotionSpeed::Quick, QString(),
                                 QString(), true, window.get());
    settings.findChild<QSpinBox*>(QStringLiteral("tableMinimum"))->setValue(500);
    settings.findChild<QSpinBox*>(QStringLiteral("tableMaximum"))->setValue(5);
    settings.show();
    QTest::mouseClick(settings.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QVERIFY(!settings.findChild<QLabel*>(QStringLiteral("settingsError"))->text().isEmpty());
    auditDialog(settings, QStringLiteral("settings"));

    // With a problem of the instructor's folder listed, so that its list is audited too.
    app::ScenarioPicker picker(library_, {QStringLiteral("my-scenarios/split.yaml:4:9: expected a card, found 'XX'")},
                               window.get());
    auditDialog(picker, QStringLiteral("scenario library"));

    app::HistoryDialog history(*records_, window->station().trainee(), {}, window.get());
    QVERIFY(history.rowCount() > 0);
    auditDialog(history, QStringLiteral("history"));
    QVERIFY(history.replayRow(0));
    auto* replay = history.findChild<app::ReplayWindow*>();
    QVERIFY(replay);
    replay->showAfter(3); // the mistake's step
    auditDialog(*replay, QStringLiteral("replay"));

    app::ProgressDialog progress(*records_, window->station().trainee(), library_, window.get());
    auditDialog(progress, QStringLiteral("progress"));
    app::TraineeDialog trainees(*records_, window->station().trainee(), window.get());
    auditDialog(trainees, QStringLiteral("trainees"));
    app::ClassDialog classes(QString(), window.get());
    auditDialog(classes, QStringLiteral("class"));
    const std::vector<app::ExamEntry> noExams;
    app::ExamStartDialog exam(noExams, *records_, window->station().trainee(), window.get());
    auditDialog(exam, QStringLiteral("exam start"));

    QVERIFY(audit_.checked() > 100);
    for (const QString& failure : audit_.failures())
        qWarning().noquote() << failure;
    QVERIFY2(audit_.failures().isEmpty(),
             qPrintable(QStringLiteral("%1 texts too faint").arg(audit_.failures().size())));
}

// The pairs theme.h names for text that a window shows only at times (a badge on the table, the
// panel's feedback and log, the progress window's verdicts, the dialogs' inks on a light and a dark
// palette) and the papers' lettering. A translucent fill is laid over the brightest felt.
void TestContrastGui::theThemesPairsMeetAA_data()
{
    using namespace app::theme;
    QTest::addColumn<QColor>("ink");
    QTest::addColumn<QColor>("background");
    const QColor felt = kFeltCentre;
    const auto row = [](const char* name, const QColor& ink, const QColor& background) {
        QTest::newRow(name) << ink << background;
    };
    const auto badge = [&](const char* name, const QColor& ink, const QColor& fill) {
        row(name, ink, over(fill, felt));
    };
    // The rows are a table aligned by hand.
    // clang-format off
    badge("banner",            kBannerInk,            kBannerFill);
    badge("floorperson",       kFloorInk,             kFloorFill);
    badge("tag",               kTagInk,               kTagFill);
    badge("seat's player",     kLabelInk,             kNameFill);
    badge("dealer's label",    kDealerLabelInk,       kNameFill);
    badge("signal",            kSignalInk,            kSignalFill);
    badge("thinking",          kThinkingInk,          kThinkingFill);
    badge("cover card",        kCoverBadgeInk,        kCoverBadgeFill);
    badge("alarm",             kAlarmInk,             kAlarmFill);
    badge("peeked",            kPeekedInk,            kPeekedFill);
    badge("tray balance",      kTrayBalanceInk,       kTrayBalanceFill);
    badge("drawn in error",    kDrawnInErrorInk,      kDrawnInErrorFill);
    badge("award",             kAwardInk,             kAwardFill);
    badge("surrender",         kSurrenderInk,         kSurrenderFill);
    badge("in hand",           kInHandInk,            kInHandFill);
    badge("chip amount",       kAmountTagInk,         kAmountTagFill);
    badge("payout amount",     kPayoutTagInk,         kPayoutTagFill);
    row("cash",                kCashInk,              kCashFace);
    row("coupon",              kCouponInk,            kCouponFace);
    row("gesture status",      kStatusInk,            kStripFill);
    row("typed amount",        kTypedInk,             kStripFill);
    row("command",             kWindowInk,            kButtonFill);
    row("expected command",    kExpectedButtonInk,    kExpectedButtonFill);
    row("records saving",      kRecordsSavingInk,     kWindowFill);
    row("records waiting",     kRecordsWaitingInk,    kWindowFill);
    row("records alert",       kRecordsAlertInk,      kRecordsAlertFill);
    row("feedback accepted",   kFeedbackAccepted,     kWindowFill);
    row("feedback error",      kFeedbackError,        kWindowFill);
    row("feedback expected",   kFeedbackExpected,     kWindowFill);
    row("feedback warning",    kFeedbackWarning,      kWindowFill);
    row("feedback irregular",  kFeedbackIrregularity, kWindowFill);
    row("log mistake",         kLogMistake,           kPanelLogFill);
    row("log accepted",        kLogAccepted,          kPanelLogFill);
    row("log notice",          kLogNotice,            kPanelLogFill);
    row("progress good",       kProgressGood,         kProgressTableFill);
    row("progress over",       kProgressOver,         kProgressTableAlternate);
    row("progress quiet",      kProgressQuiet,        kProgressTableAlternate);
    row("progress placeholder", kProgressPlaceholder, kProgressCardFill);
    row("progress note",       kProgressNote,         kProgressCardFill);
    row("chart text",          kChartScreenText,      kProgressCardFill);
    const QPalette dark = darkPalette();
    row("palette ink on window", dark.color(QPalette::WindowText), dark.color(QPalette::Window));
    row("palette ink on base", dark.color(QPalette::Text), dark.color(QPalette::Base));
    row("palette ink on alternate", dark.color(QPalette::Text), dark.color(QPalette::AlternateBase));
    row("palette ink on button", dark.color(QPalette::ButtonText), dark.color(QPalette::Button));
    row("palette tooltip", dark.color(QPalette::ToolTipText), dark.color(QPalette::ToolTipBase));
    row("palette selection", dark.color(QPalette::HighlightedText), dark.color(QPalette::Highlight));
    row("palette placeholder", dark.color(QPalette::PlaceholderText), dark.color(QPalette::Base));
    row("palette link", dark.color(QPalette::Link), dark.color(QPalette::Window));
    row("palette bright", dark.color(QPalette::BrightText), dark.color(QPalette::Window));
    // The dialogs' inks on Qt's own light palette (white fields, grey windows) and on the trainer's dark one.
    for (const QColor& base : {QColor(Qt::white), QColor(239, 239, 239), dark.color(QPalette::Window),
                               dark.color(QPalette::Base), dark.color(QPalette::AlternateBase)}) {
        QTest::addRow("dialog quiet on %s", qPrintable(base.name())) << inkOn(kDialogQuietInk, base) << base;
        QTest::addRow("dialog wrong on %s", qPrintable(base.name())) << inkOn(kDialogWrongInk, base) << base;
        QTest::addRow("dialog right on %s", qPrintable(base.name())) << inkOn(kDialogRightInk, base) << base;
    }
    row("paper ink",           kPaperInk,             Qt::white);
    row("paper quiet",         kPaperQuiet,           Qt::white);
    row("paper gold",          kPaperGold,            Qt::white);
    row("paper passed",        kPassed,               Qt::white);
    row("paper failed",        kFailed,               Qt::white);
    row("paper footer",        kPaperFooter,          Qt::white);
    row("report title",        kReportTitle,          Qt::white);
    row("report subtitle",     kReportSubtitle,       Qt::white);
    row("report figure",       kReportFigure,         kReportTile);
    row("report caption",      kReportCaption,        kReportTile);
    row("report text",         kReportText,           Qt::white);
    row("report note",         kReportNote,           Qt::white);
    row("report header",       kReportHeaderInk,      kReportHeaderFill);
    row("report quiet",        kReportQuiet,          Qt::white);
    row("chart paper text",    kChartPaperText,       kChartPaper);
    // clang-format on
}

void TestContrastGui::theThemesPairsMeetAA()
{
    QFETCH(QColor, ink);
    QFETCH(QColor, background);
    audit_.pair(QString::fromLatin1(QTest::currentDataTag()), ink, background);
    QVERIFY2(audit_.failures().isEmpty(), qPrintable(audit_.failures().join('\n')));
}

// Between rounds the table shows the shoe procedure's badges: each reads on what is under it.
void TestContrastGui::theTableBetweenRoundsMeetsAA()
{
    app::SessionOptions options;
    options.seed = 5;
    options.players = 3;
    options.shoe = app::ShoePreparation::ShuffleByHand;
    app::MainWindow window(options, profiles_, library_);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.session().betweenRounds());
    test::GuiDriver driver(window);
    for (int step = 0; step < 400 && window.session().betweenRounds() && !window.session().procedure().complete();
         ++step) {
        auditTable(window.scene());
        QVERIFY(driver.takeExpected(false));
    }
    QVERIFY(audit_.checked() > 50);
    QVERIFY2(audit_.failures().isEmpty(), qPrintable(audit_.failures().join('\n')));
}

QTEST_MAIN(TestContrastGui)
#include "tst_contrast_gui.moc"

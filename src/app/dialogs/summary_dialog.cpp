#include "app/dialogs/summary_dialog.h"

#include "app/dialogs/window_size.h"
#include "app/session/clock_text.h"
#include "app/session/drill_names.h"
#include "app/theme/contrast.h"
#include "app/theme/theme.h"

#include "core/base/number_text.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace s21::app {

namespace {

QString text(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

// The ink's colour for the summary's text browser, on the system's palette (the default one where
// html() is asked for without a GUI: the headless tests).
QString ink(const theme::Ink& ink)
{
    const bool gui = qobject_cast<QGuiApplication*>(QCoreApplication::instance()) != nullptr;
    return theme::inkOn(ink, gui ? QGuiApplication::palette() : QPalette(), QPalette::Base).name();
}

} // namespace

SummaryDialog::SummaryDialog(const TrainerSession& session, const Drill* drill, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("roundSummary"));
    setWindowTitle(session.betweenRounds() ? tr("Shoe procedure summary")
                                           : tr("Round %1 summary").arg(session.roundNumber()));
    auto* layout = new QVBoxLayout(this);
    auto* browser = new QTextBrowser(this);
    browser->setHtml(html(session, drill));
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(this);
    // A practice shoe is dealt next; after a shoe-procedure scenario the practice (or the drill) goes on.
    const bool practiceShoeReady = session.betweenRounds() && !session.scenario();
    // N, as at the table: the trainee's next round key works whether or not the summary has the focus.
    QPushButton* next = buttons->addButton(practiceShoeReady ? tr("Deal the first round  [N]") : tr("Next round  [N]"),
                                           QDialogButtonBox::AcceptRole);
    next->setDefault(true);
    next->setShortcut(QKeySequence(Qt::Key_N));
    buttons->addButton(tr("Stay at the table"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(sizeOnScreen(this, QSize(760, 620)));
}

QString SummaryDialog::headline(const ScoreCard& card, const std::optional<DrillRound>& drilled)
{
    const auto word = [](bool passed) { return passed ? tr("passed") : tr("not passed"); };
    // A drill counts a round passed on its score and its time (Drill::record): the headline says
    // both, and is coloured as the drill's tally counts the round.
    const bool passed = drilled ? drilled->passed : card.passed;
    const QString verdict = !drilled ? word(card.passed)
                            : drilled->elapsedMs <= drilled->targetMs
                                ? tr("score %1, within the speed target: %2").arg(word(card.passed), word(passed))
                                : tr("score %1, over the speed target: %2").arg(word(card.passed), word(passed));
    return QStringLiteral("<h2 style='color:%1'>%2 / 100 &mdash; %3</h2>")
        .arg(ink(passed ? theme::kDialogRightInk : theme::kDialogWrongInk))
        .arg(card.points)
        .arg(verdict);
}

QString SummaryDialog::drillHtml(const Drill& drill)
{
    QString out;
    if (const auto& round = drill.lastRound()) {
        const bool inTime = round->elapsedMs <= round->targetMs;
        out += tr("<p style='color:%1'><b>Speed: %2 against a target of %3 &mdash; %4</b></p>")
                   .arg(ink(inTime ? theme::kDialogRightInk : theme::kDialogWrongInk), clockText(round->elapsedMs),
                        clockText(round->targetMs), inTime ? tr("within the target") : tr("over the target"));
    }
    const DrillTally& tally = drill.tally();
    out += tr("<p>Drill &ldquo;%1&rdquo; so far: %2, %3 passed (score and time), mean time %4</p>")
               .arg(drillName(drill.skill()).toHtmlEscaped(), tr("%n round(s)", nullptr, tally.rounds))
               .arg(tally.passed)
               .arg(clockText(tally.meanMs()));
    return out;
}

QString SummaryDialog::html(const TrainerSession& session, const Drill* drill)
{
    const ScoreCard card = session.scoreCard();
    QString out = headline(card, drill ? drill->lastRound() : std::nullopt);
    out += tr("<p>%1 in %2 &middot; mistakes: %3 critical, %4 major, %5 minor &middot; %6</p>")
               .arg(tr("%n action(s)", nullptr, card.actions), clockText(card.elapsedMs))
               .arg(card.critical)
               .arg(card.major)
               .arg(card.minor)
               .arg(text(session.betweenRounds() ? session.shoeProcedure().state().profile.name
                                                 : session.state().profile.name));
    out += tr("<p style='color:%1'>Seed %2: the session's shoes and players come from it; every round is kept "
              "in the trainee's history, where it can be replayed.</p>")
               .arg(ink(theme::kDialogQuietInk))
               .arg(QString::fromStdString(seedText(session.options().seed)));
    if (drill)
        out += drillHtml(*drill);
    if (const Scenario* scenario = session.scenario(); scenario && !scenario->description.empty())
        out += tr("<h3>What this scenario trains</h3><p>%1</p>").arg(text(scenario->description));

    out += tr("<h3>Mistakes</h3>");
    int mistakes = 0;
    out += QStringLiteral("<ol>");
    for (const TimedVerdict& entry : session.log()) {
        if (!entry.verdict.isMistake())
            continue;
        ++mistakes;
        const Mistake& m = entry.verdict.mistake;
        QStringList expected;
        for (const DealerAction& action : m.expected)
            expected << text(describe(action));
        out +=
            QStringLiteral("<li><b>%1</b> &nbsp;%2 &middot; %3 &middot; %4 (at %5)<br>%6<br><i>Expected: %7</i></li>")
                .arg(text(notation(entry.verdict.action)), text(mistakeCodeWords(m.code)), text(m.section),
                     text(severityName(m.severity)), clockText(entry.milliseconds), text(m.explanation),
                     expected.join(QStringLiteral(" or ")));
    }
    out += QStringLiteral("</ol>");
    if (mistakes == 0)
        out += tr("<p>None: every action followed the procedure.</p>");

    out += tr("<h3>The correct sequence</h3><ol>");
    for (const DealerAction& action : session.correctSequence())
        out +=
            QStringLiteral("<li><code>%1</code> &mdash; %2</li>").arg(text(notation(action)), text(describe(action)));
    out += QStringLiteral("</ol>");
    return out;
}

} // namespace s21::app

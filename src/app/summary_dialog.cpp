#include "summary_dialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace s21::app {

namespace {

QString text(const std::string& s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

// "1:07.3": minutes, seconds and tenths.
QString duration(std::int64_t ms)
{
    const std::int64_t tenths = ms / 100;
    return QStringLiteral("%1:%2.%3").arg(tenths / 600).arg(tenths / 10 % 60, 2, 10, QLatin1Char('0')).arg(tenths % 10);
}

} // namespace

SummaryDialog::SummaryDialog(const TrainerSession& session, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("roundSummary"));
    setWindowTitle(tr("Round %1 summary").arg(session.roundNumber()));
    auto* layout = new QVBoxLayout(this);
    auto* browser = new QTextBrowser(this);
    browser->setHtml(html(session));
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* next = buttons->addButton(tr("Next round"), QDialogButtonBox::AcceptRole);
    next->setDefault(true);
    buttons->addButton(tr("Stay at the table"), QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 620);
}

QString SummaryDialog::html(const TrainerSession& session)
{
    const ScoreCard card = session.scoreCard();
    const QString colour = card.passed ? QStringLiteral("#1b7f3b") : QStringLiteral("#b3261e");
    QString out = QStringLiteral("<h2 style='color:%1'>%2 / 100 &mdash; %3</h2>")
                      .arg(colour).arg(card.points).arg(card.passed ? tr("passed") : tr("not passed"));
    out += tr("<p>%1 actions in %2 &middot; mistakes: %3 critical, %4 major, %5 minor &middot; %6</p>")
               .arg(card.actions).arg(duration(card.elapsedMs)).arg(card.critical).arg(card.major).arg(card.minor)
               .arg(text(session.state().profile.name));

    out += tr("<h3>Mistakes</h3>");
    int mistakes = 0;
    out += QStringLiteral("<ol>");
    for (const TimedVerdict& entry : session.round().log()) {
        if (!entry.verdict.isMistake())
            continue;
        ++mistakes;
        const Mistake& m = entry.verdict.mistake;
        QStringList expected;
        for (const DealerAction& action : m.expected)
            expected << text(describe(action));
        out += QStringLiteral("<li><b>%1</b> &nbsp;<code>%2</code> &middot; %3 &middot; %4 (at %5)<br>%6<br><i>Expected: %7</i></li>")
                   .arg(text(notation(entry.verdict.action)), text(mistakeCodeName(m.code)), text(m.section),
                        text(severityName(m.severity)), duration(entry.milliseconds), text(m.explanation),
                        expected.join(QStringLiteral(" or ")));
    }
    out += QStringLiteral("</ol>");
    if (mistakes == 0)
        out += tr("<p>None: every action followed the procedure.</p>");

    out += tr("<h3>The correct sequence</h3><ol>");
    for (const DealerAction& action : session.correctSequence())
        out += QStringLiteral("<li><code>%1</code> &mdash; %2</li>").arg(text(notation(action)), text(describe(action)));
    out += QStringLiteral("</ol>");
    return out;
}

} // namespace s21::app

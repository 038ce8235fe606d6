#include "app/window/verdict_feedback.h"

#include "app/input/command.h"
#include "app/theme/rich_text.h"
#include "app/theme/theme.h"

#include <QStringList>

namespace s21::app {

namespace {

QString mistakeLine(const Verdict& verdict)
{
    const Mistake& m = verdict.mistake;
    QStringList expected;
    for (const DealerAction& action : m.expected)
        expected << html(describe(action));
    return QStringLiteral("<div style='color:%7'><b>&#10007; %1</b> &middot; %2 &middot; %3</div>"
                          "<div>You: %4</div><div style='margin-top:4px'>%5</div>"
                          "<div style='margin-top:4px; color:%8'>Expected: %6</div>")
        .arg(html(mistakeCodeWords(m.code)), html(m.section), html(severityName(m.severity)),
             html(describe(verdict.action)), html(m.explanation), expected.join(VerdictFeedback::tr(" or ")),
             theme::kFeedbackError.name(), theme::kFeedbackExpected.name());
}

} // namespace

VerdictFeedback verdictFeedback(const Verdict& verdict, Mode mode, bool applied)
{
    const std::optional<Sound> moved = applied ? soundOf(verdict.action.kind) : std::nullopt;
    if (mode == Mode::Free)
        return {applied ? VerdictFeedback::tr("Done: %1").arg(html(describe(verdict.action)))
                        : VerdictFeedback::tr(
                              "<span style='color:%1'>Not taken: %2. (The details come with the round summary.)</span>")
                              .arg(theme::kFeedbackWarning.name(), html(describe(verdict.action))),
                moved};
    if (!verdict.isMistake())
        return {QStringLiteral("<span style='color:%1'>&#10003; %2</span>")
                    .arg(theme::kFeedbackAccepted.name(), html(describe(verdict.action))),
                moved};
    return {mistakeLine(verdict), Sound::Error};
}

QString irregularityFeedback(const std::string& what)
{
    return VerdictFeedback::tr("<br><b><font color='%1'>Irregularity:</font></b> %2")
        .arg(theme::kFeedbackIrregularity.name(), html(what));
}

} // namespace s21::app
